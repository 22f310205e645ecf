import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { Octokit } from '@octokit/rest';
import type { RunEvent } from './agent/events.js';
import type { ResultMessage } from './agent/messages.js';
import { resultWithoutRun } from './agent/result.js';
import { GitHubReporter } from './report/github-report.js';
import { isUserToken } from './report/comment.js';
import { createLogSink } from './report/log-sink.js';
import { noRunOutputs, stepOutputs } from './report/outputs.js';
import { capturePatch } from './report/patch.js';
import { compareSnapshots, describeChanges, snapshotWorkspace } from './report/workspace-audit.js';
import { createRedactor, secretEnvValues, type Redactor } from './report/redact.js';
import { renderSummary } from './report/summary.js';
import { TranscriptWriter } from './report/transcript.js';
import { parseSettings, type PushMode, type Settings, type SettingsResult } from './settings.js';
import { runAgent } from './run-agent.js';
import { resolveTrigger, type Trigger } from './trigger/resolve.js';
import { inputReader, sealEnvironment, type SealedEnvironment } from './sealed-env.js';
import { FileCommandLedger } from './guard/file-commands.js';
import { boxValue } from './guard/state-box.js';
import { fetchAuthFor, findHeaders, headerSecrets, placeholdersFor, restoreHeaders, takeHeaders, type HeldHeader } from './guard/git-credentials.js';
import { startProcessTracking } from './tools/process-tracker.js';
import { PROCESS_MARK } from './tools/bash.js';
import { resolveGitHubToken, type GitHubToken } from './github/token.js';
import { revokeInstallationToken } from './github/app-token.js';

/** What every phase shares: where things are written, how secrets are kept out of them. */
interface Run {
  sealed: SealedEnvironment;
  /** The runner's environment with its secrets (a plain object: `process.env` holds none after sealing). */
  env: NodeJS.ProcessEnv;
  /** Every write to the runner's file commands goes through it; the end checks nobody else wrote. */
  fileCommands: FileCommandLedger;
  startedAt: number;
  cancel: AbortSignal;
  runDir: string;
  files: { executionFile: string; patchFile: string };
  apiUrl: string;
  github: GitHubToken;
  redact: Redactor;
  transcript: TranscriptWriter;
  log: (event: RunEvent) => void;
}

/** How the trigger and agent phases ended: no run at all, or a result to report. */
type Outcome =
  | { kind: 'no_run'; conclusion: 'skipped' | 'refused'; reason: string }
  | { kind: 'result'; result: ResultMessage; patch: string; reporter?: GitHubReporter; push: PushMode | 'none'; model: string };

/** settings → trigger → run → report. Every path that starts a run ends in a reported result. */
async function main(): Promise<void> {
  const sealed = sealEnvironment();
  if (sealed.note) core.warning(`Environment sealing: ${sealed.note}`);
  // Before the first child process: every descendant is tracked from birth.
  const tracker = startProcessTracking({ mark: PROCESS_MARK });
  if (tracker.note) core.info(`Process tracking: ${tracker.note}`);
  const cancel = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => cancel.abort());
  const read = inputReader(sealed);
  const env: NodeJS.ProcessEnv = { ...process.env, ...sealed.secrets };
  const parsed = parseSettings(read, env);
  if (parsed.ok) exposeCloudCredentialChain(parsed.settings, sealed);
  const run = await setUp(parsed, cancel.signal, sealed, env);
  let outcome: Outcome;
  if (!parsed.ok || !run.github.ok) {
    const errors = parsed.ok ? (run.github.ok ? [] : [run.github.error]) : parsed.errors;
    outcome = { kind: 'result', result: recordedFailure(run, errors), patch: '', push: 'none', model: read('model') || 'claude-sonnet-5-5' };
  } else {
    outcome = await triggerAndRun(run, parsed.settings);
  }
  if (outcome.kind === 'no_run') {
    core.info(`${outcome.conclusion === 'skipped' ? 'Not triggered' : 'Refused'}: ${outcome.reason}`);
    for (const [name, value] of Object.entries(noRunOutputs(outcome.conclusion, outcome.reason))) run.fileCommands.write(() => core.setOutput(name, run.redact(value)));
  } else {
    await core.group('Report', () => report(run, outcome));
  }
  await revokeAppToken(run);
  const failures = await endOfStep(run, tracker);
  if (outcome.kind === 'result') {
    const { result } = outcome;
    if (result.is_error) failures.unshift(`Agent run ended ${result.subtype}: ${(result.errors ?? []).join('; ') || 'no detail'}`);
    else core.info(`Agent run ended ${result.subtype} after ${result.num_turns} turns, $${result.total_cost_usd.toFixed(4)}`);
  }
  if (failures.length > 0) core.setFailed(run.redact(failures.join('\n')));
}

/**
 * The one exception to "no secret in process.env after sealing": the Bedrock and Vertex SDKs find
 * web-identity, profile, container and key-file credentials only through process.env, so for the
 * provider in use (and unless static keys were handed to the client) the AWS or Google variables go
 * back there. The heap only: /proc/<pid>/environ does not show them and no child inherits them,
 * since every child's environment is built by buildToolEnv.
 */
function exposeCloudCredentialChain(settings: Settings, sealed: SealedEnvironment): void {
  const provider = settings.provider;
  const prefix = provider.provider === 'bedrock' && !provider.credentials ? /^AWS_/ : provider.provider === 'vertex' ? /^(GOOGLE|CLOUDSDK|GCLOUD)_/ : undefined;
  if (!prefix) return;
  for (const [name, value] of Object.entries(sealed.secrets)) if (prefix.test(name.toUpperCase())) process.env[name] = value;
}

/** Credential headers taken out of the git configuration, put back at the end of the step. */
let heldHeaders: HeldHeader[] = [];

/**
 * Before the step ends: nothing the agent started still runs, the file commands hold only what the
 * runner wrote, and the checkout's credentials are back for later steps. Returns what must fail the step.
 */
async function endOfStep(run: Run, tracker: ReturnType<typeof startProcessTracking>): Promise<string[]> {
  const failures: string[] = [];
  const killed = await tracker.stop();
  if (killed.length > 0) core.warning(run.redact(`Killed ${killed.length} process(es) still running at the end of the step: ${killed.map((k) => `${k.pid} (${k.command})`).join(', ')}`));
  for (const t of run.fileCommands.verify()) {
    failures.push(`${t.command} was written by something other than the runner, which would change later steps of this job; the runner removed it again. Found: ${JSON.stringify(t.found)}`);
  }
  const errors = await restoreHeaders(run.env.GITHUB_WORKSPACE ?? process.cwd(), heldHeaders);
  for (const error of errors) core.warning(`Checkout credentials: ${error}`);
  if (heldHeaders.length > 0 && errors.length === 0) run.fileCommands.write(() => core.saveState('git_credentials', ''));
  heldHeaders = [];
  return failures;
}

/** The run's folder, its GitHub token (an App's is minted here), and the redaction everything passes through. */
async function setUp(parsed: SettingsResult, cancel: AbortSignal, sealed: SealedEnvironment, env: NodeJS.ProcessEnv): Promise<Run> {
  const fileCommands = new FileCommandLedger(sealed);
  const runDir = realpathSync(mkdtempSync(path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'agent-runner-')));
  const files = { executionFile: path.join(runDir, 'execution.jsonl'), patchFile: path.join(runDir, 'changes.patch') };
  const apiUrl = process.env.GITHUB_API_URL ?? 'https://api.github.com';
  const github: GitHubToken = parsed.ok
    ? await resolveGitHubToken(parsed.settings.github.auth, { repository: process.env.GITHUB_REPOSITORY, apiUrl, push: parsed.settings.github.push })
    : { ok: true, token: undefined };
  if (github.ok && github.minted) {
    // The post step revokes it if this step never gets to.
    fileCommands.write(() => {
      // Boxed: tools can read the state file while the step runs; the post step opens it with the App key.
      core.saveState('app_token', boxValue(github.minted?.token ?? '', inputReader(sealed)('app_private_key')));
      core.saveState('github_api_url', apiUrl);
    });
  }
  const apiKey = parsed.ok && parsed.settings.provider.provider === 'anthropic' ? parsed.settings.provider.apiKey : undefined;
  const headers = await findHeaders(parsed.ok ? parsed.settings.workingDirectory : (env.GITHUB_WORKSPACE ?? process.cwd()));
  const secrets = [...secretEnvValues({ ...sealed.secrets, ...sealed.inputs }), apiKey, github.ok ? github.token : undefined, ...headers.flatMap((h) => headerSecrets(h.value))];
  for (const secret of secrets) if (secret) core.setSecret(secret);
  for (const warning of parsed.ok ? parsed.settings.warnings : []) core.warning(warning);
  const redact = createRedactor(secrets);
  return { sealed, env, fileCommands, startedAt: Date.now(), cancel, runDir, files, apiUrl, github, redact, transcript: new TranscriptWriter(files.executionFile, redact), log: createLogSink(core, redact) };
}

/** A run that ends before the agent starts still leaves a full result in the transcript. */
function recordedFailure(run: Run, errors: string[]): ResultMessage {
  const result = resultWithoutRun(errors, run.startedAt);
  run.transcript.write(result);
  return result;
}

async function triggerAndRun(run: Run, settings: Settings): Promise<Outcome> {
  const token = run.github.ok ? run.github.token : undefined;
  const octokit = token ? new Octokit({ auth: token, baseUrl: run.apiUrl }) : undefined;
  const base = { patch: '', push: 'none' as const, model: settings.model };
  const trigger = await core.group('Trigger', async () => decide(settings, octokit, fetchAuthFor(token, process.env.GITHUB_SERVER_URL ?? 'https://github.com', (await findHeaders(settings.workingDirectory)).length > 0))).catch((error: unknown): Error => (error instanceof Error ? error : new Error(String(error))));
  if (trigger instanceof Error) return { kind: 'result', result: recordedFailure(run, [trigger.message]), ...base };
  if (trigger.kind === 'skip') return { kind: 'no_run', conclusion: 'skipped', reason: trigger.reason };
  if (trigger.kind === 'refused') {
    if (octokit && trigger.answer) await new GitHubReporter(octokit, trigger.task, runInfo(settings, [], token, appLogin(run)), core.info).refuse(trigger.reason);
    return { kind: 'no_run', conclusion: 'refused', reason: trigger.reason };
  }
  for (const warning of trigger.warnings) core.warning(run.redact(warning));
  let reporter: GitHubReporter | undefined;
  if (octokit) {
    reporter = new GitHubReporter(octokit, trigger.task, runInfo(settings, trigger.restoredPaths, token, appLogin(run)), core.info);
    await reporter.start();
    const state = reporter.postState();
    if (state) run.fileCommands.write(() => core.saveState('comment', JSON.stringify(state)));
  }
  let currentTool: string | undefined;
  const sink = (event: RunEvent): void => {
    if (event.kind === 'message') run.transcript.write(event.message);
    if (event.kind === 'tool_start') currentTool = event.name;
    run.log(event);
    reporter?.onEvent(event, currentTool);
  };
  const effective = trigger.strict ? strictEnvironment(settings) : settings;
  await takeCheckoutCredentials(run, settings.workingDirectory, token);
  const before = await snapshotWorkspace(settings.workingDirectory).catch(() => undefined);
  const ran = await core
    .group('Agent run', () => runAgent(effective, trigger.message, trigger.task.request, run.runDir, run.files.executionFile, sink, run.cancel, run.env))
    .catch((error: unknown) => recordedFailure(run, [`Internal error: ${error instanceof Error ? error.message : String(error)}`]));
  // Every agent process is gone by now: what changed outside the patch is final.
  const outside = before ? describeChanges(compareSnapshots(before, await snapshotWorkspace(settings.workingDirectory))) : [];
  const result = outside.length > 0 ? { ...ran, warnings: [...(ran.warnings ?? []), ...outside] } : ran;
  for (const line of outside) core.warning(run.redact(line));
  const patch = await capturePatch(settings.workingDirectory, [...trigger.restoredPaths, '.agent-runner']).catch((error: unknown) => {
    core.warning(`Could not capture the patch: ${error instanceof Error ? error.message : String(error)}`);
    return '';
  });
  const push = settings.github.push ?? (trigger.task.mode === 'automation' ? 'pull_request' : 'none');
  return { kind: 'result', result, patch, push, model: settings.model, ...(reporter ? { reporter } : {}) };
}

/**
 * The checkout's token leaves the git configuration before any tool, hook or MCP server starts. The
 * state file tells the post step where to put it back should this step die; it holds no credential
 * (tools can read it while the step runs), only which header was checkout's own for the token the
 * post step holds anyway.
 */
async function takeCheckoutCredentials(run: Run, cwd: string, token: string | undefined): Promise<void> {
  const taken = await takeHeaders(cwd);
  heldHeaders = taken.held;
  for (const error of taken.errors) core.warning(`Checkout credentials: ${error}`);
  if (taken.held.length === 0) return;
  const { placeholders, other } = placeholdersFor(taken.held, token);
  run.fileCommands.write(() => core.saveState('git_credentials', JSON.stringify(placeholders)));
  core.info(`Took ${taken.held.length} credential header(s) out of the git configuration until the end of the step (set persist-credentials: false on actions/checkout to leave none)`);
  if (other > 0) core.info(`${other} of them can only be restored by this step, not by the post step, if the job is cancelled`);
}

/** The patch file, the comment (and push), the step outputs and the job summary, all redacted. */
async function report(run: Run, outcome: Extract<Outcome, { kind: 'result' }>): Promise<void> {
  const { result, patch, reporter, redact } = { ...outcome, redact: run.redact };
  writeFileSync(run.files.patchFile, redact(patch));
  const notes = reporter ? await reporter.finish(redactResult(result, redact), redact(patch), run.files.patchFile, outcome.push) : [];
  if (reporter) run.fileCommands.write(() => core.saveState('finalized', 'true'));
  for (const note of notes) core.info(redact(note));
  for (const [name, value] of Object.entries(stepOutputs(result, run.files))) run.fileCommands.write(() => core.setOutput(name, redact(value)));
  const summary = renderSummary(result, { model: outcome.model, patch }) + (notes.length > 0 ? `\n${notes.map((n) => `- ${n}`).join('\n')}\n` : '');
  await run.fileCommands.writeAsync(() => core.summary.addRaw(redact(summary)).write());
}

async function revokeAppToken(run: Run): Promise<void> {
  if (!run.github.ok || !run.github.minted) return;
  const revoked = await revokeInstallationToken(run.github.minted.token, run.apiUrl);
  if (revoked.revoked) run.fileCommands.write(() => core.saveState('app_token', ''));
  else core.warning(`Could not revoke the GitHub App installation token: ${revoked.reason}`);
}

/** A minted App token writes as `<slug>[bot]`: the comments it may adopt. */
function appLogin(run: Run): string | undefined {
  return run.github.ok ? run.github.minted?.login : undefined;
}

function decide(settings: Settings, octokit: Octokit | undefined, fetchAuth: Record<string, string>): Promise<Trigger> {
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
    fetchAuth,
  });
}

function runInfo(settings: Settings, restoredPaths: string[], token?: string, login?: string): ConstructorParameters<typeof GitHubReporter>[2] {
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
    userToken: token !== undefined && isUserToken(token),
    ...(login ? { login } : {}),
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

main().catch(async (error: unknown) => {
  await restoreHeaders(process.cwd(), heldHeaders).catch(() => undefined);
  core.setFailed(`Agent Runner crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
