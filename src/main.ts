import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { Octokit } from '@octokit/rest';
import type { RunEvent } from './agent/events.js';
import type { ResultMessage } from './agent/messages.js';
import { resultWithoutRun } from './agent/result.js';
import { runSession } from './agent/session.js';
import { loadRepoConfig, mergePolicy } from './config/load.js';
import { parseSkillInvocation } from './config/skills.js';
import { memorySection } from './prompt/memory.js';
import { parseRuleList } from './permissions/rules.js';
import { GitHubReporter } from './report/github-report.js';
import { createLogSink } from './report/log-sink.js';
import { noRunOutputs, stepOutputs } from './report/outputs.js';
import { capturePatch } from './report/patch.js';
import { createRedactor, secretEnvValues } from './report/redact.js';
import { renderSummary } from './report/summary.js';
import { TranscriptWriter } from './report/transcript.js';
import { parseSettings, type Settings } from './settings.js';
import { resolveTrigger, type Trigger } from './trigger/resolve.js';
import { sealEnvironment } from './sealed-env.js';
import { resolveGitHubToken, type GitHubToken } from './github/token.js';
import { revokeInstallationToken } from './github/app-token.js';

/** settings → trigger → run → report. Every path that starts a run ends in a reported result. */
async function main(): Promise<void> {
  sealEnvironment();
  const startedAt = Date.now();
  const cancel = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => cancel.abort());

  const runDir = realpathSync(mkdtempSync(path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'agent-runner-')));
  const files = { executionFile: path.join(runDir, 'execution.jsonl'), patchFile: path.join(runDir, 'changes.patch') };
  const parsed = parseSettings((name) => core.getInput(name), process.env);
  const apiUrl = process.env.GITHUB_API_URL ?? 'https://api.github.com';
  const github: GitHubToken = parsed.ok
    ? await resolveGitHubToken(parsed.settings.github.auth, { repository: process.env.GITHUB_REPOSITORY, apiUrl, push: parsed.settings.github.push })
    : { ok: true, token: undefined };
  const githubToken = github.ok ? github.token : undefined;
  if (github.ok && github.minted) {
    core.saveState('app_token', github.minted.token);
    core.saveState('github_api_url', apiUrl);
  }
  const apiKey = parsed.ok && parsed.settings.provider.provider === 'anthropic' ? parsed.settings.provider.apiKey : undefined;
  const secrets = [...secretEnvValues(process.env), apiKey, githubToken];
  for (const warning of parsed.ok ? parsed.settings.warnings : []) core.warning(warning);
  for (const secret of secrets) if (secret) core.setSecret(secret);
  const redact = createRedactor(secrets);
  const transcript = new TranscriptWriter(files.executionFile, redact);
  const log = createLogSink(core, redact);

  let result: ResultMessage;
  let patch = '';
  let reporter: GitHubReporter | undefined;
  const settings = parsed.ok ? parsed.settings : undefined;
  const model = settings?.model ?? (core.getInput('model') || 'claude-sonnet-5-5');
  let push: Settings['github']['push'] = 'none';
  if (!settings || !github.ok) {
    result = resultWithoutRun(parsed.ok ? (github.ok ? [] : [github.error]) : parsed.errors, startedAt);
    transcript.write(result);
  } else {
    const octokit = githubToken ? new Octokit({ auth: githubToken, baseUrl: apiUrl }) : undefined;
    const trigger = await core.group('Trigger', () => decide(settings, octokit)).catch((error: unknown): Trigger | Error => (error instanceof Error ? error : new Error(String(error))));
    if (trigger instanceof Error) {
      result = resultWithoutRun([trigger.message], startedAt);
      transcript.write(result);
    } else if (trigger.kind === 'skip') {
      core.info(`Not triggered: ${trigger.reason}`);
      for (const [name, value] of Object.entries(noRunOutputs('skipped', trigger.reason))) core.setOutput(name, value);
      return;
    } else if (trigger.kind === 'refused') {
      core.info(`Refused: ${trigger.reason}`);
      if (octokit && trigger.answer) await new GitHubReporter(octokit, trigger.task, runInfo(settings, []), core.info).refuse(trigger.reason);
      for (const [name, value] of Object.entries(noRunOutputs('refused', trigger.reason))) core.setOutput(name, redact(value));
      return;
    } else {
      for (const warning of trigger.warnings) core.warning(redact(warning));
      push = settings.github.push ?? (trigger.task.mode === 'automation' ? 'pull_request' : 'none');
      if (octokit) {
        reporter = new GitHubReporter(octokit, trigger.task, runInfo(settings, trigger.restoredPaths), core.info);
        await reporter.start();
        const state = reporter.postState();
        if (state) core.saveState('comment', JSON.stringify(state));
      }
      let currentTool: string | undefined;
      const sink = (event: RunEvent): void => {
        if (event.kind === 'message') transcript.write(event.message);
        if (event.kind === 'tool_start') currentTool = event.name;
        log(event);
        reporter?.onEvent(event, currentTool);
      };
      const strictSettings = trigger.strict ? strictEnvironment(settings) : settings;
      result = await core.group('Agent run', () => runAgent(strictSettings, trigger.message, trigger.task.request, runDir, files.executionFile, sink, cancel.signal)).catch((error: unknown) => {
        const crashed = resultWithoutRun([`Internal error: ${error instanceof Error ? error.message : String(error)}`], startedAt);
        transcript.write(crashed);
        return crashed;
      });
      patch = await capturePatch(settings.workingDirectory, [...trigger.restoredPaths, '.agent-runner']).catch((error: unknown) => {
        core.warning(`Could not capture the patch: ${error instanceof Error ? error.message : String(error)}`);
        return '';
      });
    }
  }

  await core.group('Report', async () => {
    writeFileSync(files.patchFile, redact(patch));
    const notes = reporter ? await reporter.finish(redactResult(result, redact), redact(patch), files.patchFile, push ?? 'none') : [];
    if (reporter) core.saveState('finalized', 'true');
    for (const note of notes) core.info(redact(note));
    for (const [name, value] of Object.entries(stepOutputs(result, files))) core.setOutput(name, redact(value));
    const summary = renderSummary(result, { model, patch }) + (notes.length > 0 ? `\n${notes.map((n) => `- ${n}`).join('\n')}\n` : '');
    await core.summary.addRaw(redact(summary)).write();
  });

  if (github.ok && github.minted) {
    const revoked = await revokeInstallationToken(github.minted.token, apiUrl);
    if (revoked.revoked) core.saveState('app_token', '');
    else core.warning(`Could not revoke the GitHub App installation token: ${revoked.reason}`);
  }
  if (result.is_error) core.setFailed(redact(`Agent run ended ${result.subtype}: ${(result.errors ?? []).join('; ') || 'no detail'}`));
  else core.info(`Agent run ended ${result.subtype} after ${result.num_turns} turns, $${result.total_cost_usd.toFixed(4)}`);
}

function decide(settings: Settings, octokit: Octokit | undefined): Promise<Trigger> {
  return resolveTrigger({
    eventName: process.env.GITHUB_EVENT_NAME,
    eventPath: process.env.GITHUB_EVENT_PATH,
    repository: process.env.GITHUB_REPOSITORY,
    actor: process.env.GITHUB_ACTOR,
    prompt: settings.prompt,
    triggerPhrase: settings.github.triggerPhrase,
    labelTrigger: settings.github.labelTrigger,
    allowedBots: settings.github.allowedBots,
    allowedNonWriteUsers: settings.github.allowedNonWriteUsers,
    includeCommentsByActor: settings.github.includeCommentsByActor,
    excludeCommentsByActor: settings.github.excludeCommentsByActor,
    cwd: settings.workingDirectory,
    octokit,
  });
}

function runInfo(settings: Settings, restoredPaths: string[]): ConstructorParameters<typeof GitHubReporter>[2] {
  const server = process.env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runId = process.env.GITHUB_RUN_ID ?? 'local';
  const repository = process.env.GITHUB_REPOSITORY;
  return {
    runId,
    runUrl: repository && process.env.GITHUB_RUN_ID ? `${server}/${repository}/actions/runs/${runId}` : undefined,
    model: settings.model,
    cwd: settings.workingDirectory,
    exclude: [...restoredPaths, '.agent-runner'],
    defaultBranch: process.env.GITHUB_REF_NAME ?? 'main',
  };
}

/** A user without write access let in by `allowed_non_write_users`: read-only tools, nothing passed through. */
function strictEnvironment(settings: Settings): Settings {
  core.warning('The actor has no write access and was let in by allowed_non_write_users: running with read-only tools only.');
  return { ...settings, permissionMode: 'plan', allowedTools: [], readOnlyBash: false, passEnv: [] };
}

function redactResult(result: ResultMessage, redact: (text: string) => string): ResultMessage {
  return JSON.parse(redact(JSON.stringify(result))) as ResultMessage;
}

async function runAgent(settings: Settings, prompt: string, request: string, runDir: string, transcriptPath: string, sink: (event: RunEvent) => void, cancel: AbortSignal): Promise<ResultMessage> {
  const startedAt = Date.now();
  const cwd = realpathSync(settings.workingDirectory);
  const repo = await loadRepoConfig(cwd, settings.settingsInput).catch((error: unknown) => ({ ok: false as const, errors: [`Internal error reading the repository configuration: ${error instanceof Error ? error.message : String(error)}`] }));
  const early = (errors: string[]): ResultMessage => {
    const result = resultWithoutRun(errors, startedAt);
    sink({ kind: 'message', message: result });
    return result;
  };
  if (!repo.ok) return early(repo.errors);
  const merged = mergePolicy(
    { mode: settings.permissionMode, allow: settings.allowedTools, deny: settings.disallowedTools, readOnlyBash: settings.readOnlyBash, workspaceRoot: cwd },
    repo.config.settings.permissions,
  );
  if (!merged.ok) return early(merged.errors);
  const invokedSkill = parseSkillInvocation(request, repo.config.skills);
  // The memory file is the one path the agent may always write, whatever the mode.
  const memoryRules = settings.memoryFile ? parseRuleList(`Edit(./${settings.memoryFile}), Write(./${settings.memoryFile})`, 'input memory_file').rules : [];
  const policy = { ...merged.policy, allow: [...merged.policy.allow, ...memoryRules] };
  return runSession(
    {
      cwd,
      tempDir: runDir,
      transcriptPath,
      model: settings.model,
      effort: settings.effort,
      maxTurns: settings.maxTurns,
      maxBudgetUsd: settings.maxBudgetUsd,
      maxOutputTokens: settings.maxOutputTokens,
      timeoutMs: settings.timeoutMs,
      policy,
      passEnv: settings.passEnv,
      baseEnv: process.env,
      appendSystemPrompt: settings.appendSystemPrompt,
      prompt,
      ...(invokedSkill ? { invokedSkill } : {}),
      jsonSchema: settings.jsonSchema,
      pricing: settings.pricing,
      provider: settings.provider,
      retries: 2,
      repo: repo.config,
      mcpConfigInput: settings.mcpConfig,
      mcpToolTimeoutMs: settings.mcpToolTimeoutMs,
      compactAtTokens: settings.compactAtTokens,
      memorySection: settings.memoryFile ? await memorySection(cwd, settings.memoryFile) : undefined,
    },
    sink,
    cancel,
  );
}

main().catch((error: unknown) => {
  core.setFailed(`Agent Runner crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
