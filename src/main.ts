import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ActionsCore } from './workflow-commands.js';
import type { RunEvent } from './agent/events.js';
import { outcomeWithoutRun, type RunOutcome } from './agent/outcome.js';
import { GitHubReporter } from './report/github-report.js';
import { isUserToken } from './report/comment.js';
import { createLogSink } from './report/log-sink.js';
import { noRunOutputs, stepOutputs } from './report/outputs.js';
import { capturePatch } from './report/patch.js';
import { createRedactor, secretEnvValues, type Redactor } from './report/redact.js';
import { secretsToMask } from './report/mask.js';
import { reportSink } from './report/sink.js';
import { renderSummary } from './report/summary.js';
import { TranscriptWriter } from './report/transcript.js';
import { parseSettings, type PushMode, type Settings, type SettingsResult } from './settings.js';
import { withBaseInputFiles } from './config/input-files.js';
import { runAgent } from './session/run-agent.js';
import { resolveTrigger, type Trigger } from './trigger/resolve.js';
import { resolveGitHubToken, type GitHubToken } from './github/token.js';
import { lazyOctokit } from './github/lazy-octokit.js';
import { RenewingAppToken } from './github/app-token-renewal.js';
import type { GitHubClient } from './github/retry.js';
import { inputReader, sealEnvironment, sealedEnvironment, type SealedEnvironment } from './sealed-env.js';
import { FileCommandLedger } from './guard/file-commands.js';
import { boxValue } from './guard/state-box.js';
import { findHeaders, headerSecrets, placeholdersFor, restoreHeaders, takeHeaders, type HeldHeader } from './guard/git-credentials.js';
import { startProcessTracking, type ProcessTracker } from './process/tracker.js';
import { PROCESS_MARK } from './process/group.js';
import { stableBranchName } from './report/maintenance-pr.js';

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
  files: { executionFile: string; transcriptFile: string; patchFile: string };
  apiUrl: string;
  github: GitHubToken;
  /** A GitHub App's token, renewed when a long run outlives it. */
  appToken?: RenewingAppToken;
  /** Every secret known so far; more join it (the checkout's credential headers, once found). */
  redact: Redactor;
  addSecrets: (values: readonly string[]) => void;
  transcript: TranscriptWriter;
  log: (event: RunEvent) => void;
}

/** How the trigger and agent phases ended: no run at all, or a result to report. */
type Outcome =
  | { kind: 'no_run'; conclusion: 'skipped' | 'refused'; reason: string }
  | { kind: 'result'; result: RunOutcome; patch: string; reporter?: GitHubReporter; push: PushMode | 'none'; model: string };

/** The run under way, for the crash path: its transcript still becomes execution_file. */
let current: Run | undefined;

/** Workflow commands: what `run()` was given, else `@actions/core` (loaded then, so a host can replace it). */
let core: ActionsCore;

/**
 * The action's logic (actions/typescript-action layout): src/index.ts seals the environment and
 * calls this with its workflow commands; a host that imports the action (@github/local-action) calls it
 * directly (then `@actions/core` writes them), and nothing here re-executes or exits the host's process.
 */
export async function run(actionsCore?: ActionsCore): Promise<void> {
  core = actionsCore ?? (await import('@actions/core'));
  try {
    await main();
  } catch (error) {
    await restoreHeaders(process.cwd(), heldHeaders).catch(() => undefined);
    heldHeaders = [];
    core.setFailed(`Agent Runner crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    const crashed = current;
    if (crashed) {
      try {
        crashed.transcript.writeExecutionFile(crashed.files.executionFile);
      } catch (writeError) {
        core.warning(`Could not write execution_file: ${writeError instanceof Error ? writeError.message : String(writeError)}`);
      }
    }
  } finally {
    current = undefined;
  }
}

/** settings → trigger → run → report. Every path that starts a run ends in a reported result. */
async function main(): Promise<void> {
  // src/index.ts sealed (overwriting the start-up environment); a host that imported run() is never rewritten or re-executed.
  const sealed = sealedEnvironment() ?? sealEnvironment({ reexec: false });
  if (sealed.note) core.warning(`Environment sealing: ${sealed.note}`);
  // src/index.ts started it already; the agent's first process waits for it (triggerAndRun).
  const tracking = startProcessTracking({ mark: PROCESS_MARK });
  const cancel = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => cancel.abort());
  // Sealed inputs; a host that stubs @actions/core (@github/local-action) answers the rest itself.
  const sealedInput = inputReader(sealed);
  const read = (name: string): string => sealedInput(name) || core.getInput(name);
  const env: NodeJS.ProcessEnv = { ...process.env, ...sealed.secrets };
  const parsed = parseSettings((name) => readInput(read, name), env);
  if (parsed.ok) exposeCloudCredentialChain(parsed.settings, sealed);
  const run = await setUp(parsed, cancel.signal, sealed, env);
  current = run;
  let outcome: Outcome;
  if (!parsed.ok || !run.github.ok) {
    const errors = parsed.ok ? (run.github.ok ? [] : [run.github.error]) : parsed.errors;
    outcome = { kind: 'result', result: recordedFailure(run, errors), patch: '', push: 'none', model: read('model') || 'claude-sonnet-5-5' };
  } else {
    outcome = await triggerAndRun(run, parsed.settings, tracking);
  }
  if (outcome.kind === 'no_run') {
    core.info(`${outcome.conclusion === 'skipped' ? 'Not triggered' : 'Refused'}: ${outcome.reason}`);
    for (const [name, value] of Object.entries(noRunOutputs(outcome.conclusion, outcome.reason))) run.fileCommands.write(() => core.setOutput(name, run.redact(value)));
  } else {
    await core.group('Report', () => report(run, outcome));
  }
  await revokeAppToken(run);
  const failures = await endOfStep(run, await tracking);
  if (outcome.kind === 'result') {
    const { result } = outcome;
    if (result.isError) failures.unshift(`Agent run ended ${result.subtype}: ${result.errors.join('; ') || 'no detail'}`);
    else core.info(`Agent run ended ${result.subtype} after ${result.turns} turns, $${result.costUsd.toFixed(4)}`);
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
async function endOfStep(run: Run, tracker: ProcessTracker): Promise<string[]> {
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

/**
 * An input as the runner hands it over. A host that does not evaluate action.yml defaults
 * (@github/local-action, some emulators) passes `${{ github.token }}` through as text: that is no
 * value, and using it as a token would only fail later and less clearly.
 */
function readInput(read: (name: string) => string, name: string): string {
  const value = read(name);
  if (!/^\$\{\{[\s\S]*\}\}$/.test(value.trim())) return value;
  core.warning(`input ${name} is the unevaluated expression ${value.trim()} (this host does not evaluate action.yml defaults; GitHub's runner does): treated as empty`);
  return '';
}

/** The run's folder, its GitHub token (an App's is minted here), and the redaction everything passes through. */
async function setUp(parsed: SettingsResult, cancel: AbortSignal, sealed: SealedEnvironment, env: NodeJS.ProcessEnv): Promise<Run> {
  const fileCommands = new FileCommandLedger(sealed);
  const runDir = realpathSync(mkdtempSync(path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'agent-runner-')));
  const files = { executionFile: path.join(runDir, 'execution.json'), transcriptFile: path.join(runDir, 'transcript.jsonl'), patchFile: path.join(runDir, 'changes.patch') };
  // The post step writes execution_file from the transcript when this step is killed before it can.
  fileCommands.write(() => core.saveState('files', JSON.stringify(files)));
  const apiUrl = process.env.GITHUB_API_URL ?? 'https://api.github.com';
  const github: GitHubToken = parsed.ok
    ? await resolveGitHubToken(parsed.settings.github.auth, { repository: process.env.GITHUB_REPOSITORY, apiUrl, push: parsed.settings.github.push })
    : { ok: true, token: undefined };
  // The post step revokes it if this step never gets to. Boxed: tools can read the state file while the step runs; the
  // post step opens it with the App key.
  const handToPost = (token: string): void => fileCommands.write(() => core.saveState('app_token', boxValue(token, inputReader(sealed)('app_private_key'))));
  let appToken: RenewingAppToken | undefined;
  if (github.ok && github.minted) {
    handToPost(github.minted.token);
    fileCommands.write(() => core.saveState('github_api_url', apiUrl));
    if (github.mintAgain) {
      appToken = new RenewingAppToken(github.minted, github.mintAgain, async (fresh, replaced) => {
        core.setSecret(fresh.token);
        handToPost(fresh.token);
        const { revokeInstallationToken } = await import('./github/app-token.js');
        await revokeInstallationToken(replaced.token, apiUrl);
      }, (message) => core.warning(message));
    }
  }
  const apiKey = parsed.ok && parsed.settings.provider.provider === 'anthropic' ? parsed.settings.provider.apiKey : undefined;
  const held = { ...sealed.secrets, ...sealed.inputs };
  const secrets = [...secretEnvValues(held), apiKey, github.ok ? github.token : undefined];
  for (const secret of secretsToMask(held, [apiKey, github.ok ? github.token : undefined])) core.setSecret(secret);
  for (const warning of parsed.ok ? parsed.settings.warnings : []) core.warning(warning);
  let redactor = createRedactor(secrets);
  const redact: Redactor = (text) => redactor(text);
  const addSecrets = (values: readonly string[]): void => {
    for (const secret of secretsToMask({}, values)) core.setSecret(secret);
    secrets.push(...values);
    redactor = createRedactor(secrets);
  };
  return { sealed, env, fileCommands, startedAt: Date.now(), cancel, runDir, files, apiUrl, github, ...(appToken ? { appToken } : {}), redact, addSecrets, transcript: new TranscriptWriter(files.transcriptFile, redact), log: createLogSink(core, redact) };
}

/** A run that ends before the agent starts still leaves a full result in the transcript. */
function recordedFailure(run: Run, errors: string[]): RunOutcome {
  const outcome = outcomeWithoutRun(errors, run.startedAt);
  run.transcript.record({ kind: 'run_end', outcome });
  return outcome;
}

async function triggerAndRun(run: Run, settings: Settings, tracking: Promise<ProcessTracker>): Promise<Outcome> {
  const token = run.github.ok ? run.github.token : undefined;
  const { appToken } = run;
  const octokit = token ? lazyOctokit(appToken ? () => appToken.current() : token, run.apiUrl) : undefined;
  const base = { patch: '', push: 'none' as const, model: settings.model };
  const trigger = await core.group('Trigger', () => decide(settings, octokit, token, run.runDir)).catch((error: unknown): Error => (error instanceof Error ? error : new Error(String(error))));
  if (trigger instanceof Error) return { kind: 'result', result: recordedFailure(run, [trigger.message]), ...base };
  if (trigger.kind === 'skip') return { kind: 'no_run', conclusion: 'skipped', reason: trigger.reason };
  if (trigger.kind === 'refused') {
    if (octokit && trigger.answer) await new GitHubReporter(octokit, trigger.task, runInfo(settings, [], token, appLogin(run)), core.info).refuse(trigger.reason);
    return { kind: 'no_run', conclusion: 'refused', reason: trigger.reason };
  }
  for (const warning of trigger.warnings) core.warning(run.redact(warning));
  const push = settings.github.push ?? (trigger.task.mode === 'automation' ? 'pull_request' : 'none');
  const unpushable = pushProblem(push, settings.github.push !== undefined, token, trigger.task.pr);
  if (unpushable?.fatal) return { kind: 'result', result: recordedFailure(run, [unpushable.message]), ...base };
  if (unpushable) core.warning(unpushable.message);
  let reporter: GitHubReporter | undefined;
  let commentStarted: Promise<void> = Promise.resolve();
  if (octokit) {
    reporter = new GitHubReporter(octokit, trigger.task, { ...runInfo(settings, trigger.restoredPaths, token, appLogin(run)), notes: trigger.notes, ...(trigger.startCommit ? { baseCommit: trigger.startCommit } : {}) }, core.info);
    // The reaction and the first comment go out while the run starts (GitHub's round trips need not delay the model's).
    const started = reporter;
    commentStarted = started.start().then(() => {
      const state = started.postState();
      if (state) run.fileCommands.write(() => core.saveState('comment', JSON.stringify(state)));
    }).catch((error: unknown) => core.warning(`Could not save the comment for the post step: ${error instanceof Error ? error.message : String(error)}`));
  }
  const sink = (event: RunEvent): void => {
    run.transcript.record(event);
    run.log(event);
    reporter?.onEvent(event);
  };
  const fromBase = withBaseInputFiles(settings, trigger.task.pr !== undefined);
  if (!fromBase.ok) return { kind: 'result', result: recordedFailure(run, fromBase.errors), ...base };
  const effective = trigger.strict ? strictEnvironment(fromBase.settings) : fromBase.settings;
  // Every process the agent starts (tools, hooks, MCP servers, the sandbox's) is tracked from birth. The runner's own git
  // processes before this point are awaited to their end; they need not wait for the kernel's cgroup move.
  const tracker = await tracking;
  if (tracker.note) core.info(`Process tracking: ${tracker.note}`);
  // The checkout's credentials leave the git configuration before the agent's first process (a hook, an MCP server, a
  // tool) or once the first model request is on its way, whichever is first: its git processes are not the request's.
  const beforeFirstProcess = (): Promise<void> => takeCheckoutCredentials(run, settings.workingDirectory, token);
  // The result carries what the agent changed outside the patch (the root audits the workspace around the session).
  const result = await core
    .group('Agent run', () => runAgent({ settings: effective, prompt: trigger.message, request: trigger.task.request, runDir: run.runDir, transcriptPath: run.files.transcriptFile, emit: sink, cancel: run.cancel, env: run.env, beforeFirstProcess }))
    .catch((error: unknown) => recordedFailure(run, [`Internal error: ${error instanceof Error ? error.message : String(error)}`]));
  await commentStarted;
  const patch = await capturePatch(settings.workingDirectory, [...trigger.restoredPaths, '.agent-runner'], trigger.startCommit).catch((error: unknown) => {
    core.warning(`Could not capture the patch: ${error instanceof Error ? error.message : String(error)}`);
    return '';
  });
  return { kind: 'result', result, patch, push: unpushable ? 'none' : push, model: settings.model, ...(reporter ? { reporter } : {}) };
}

/**
 * A push that cannot happen is said before any model call: asked for explicitly, the run stops
 * there; the automation default (pull_request) goes on with the patch only, with a warning.
 */
function pushProblem(push: PushMode | 'none', explicit: boolean, token: string | undefined, pr: { isFork: boolean } | undefined): { message: string; fatal: boolean } | undefined {
  if (push === 'none') return undefined;
  if (!token) {
    const message = `push: ${push} needs a GitHub token and there is none: the github_token input is empty (its default is \${{ github.token }}; give it a token, or app_id and app_private_key)`;
    return explicit ? { message, fatal: true } : { message: `${message}. The changes stay in the patch (patch_file), nothing is pushed.`, fatal: false };
  }
  if (push === 'pr_branch' && pr?.isFork) {
    return { message: 'push: pr_branch cannot push onto a pull request from a fork; use push: none (the patch) or branch', fatal: true };
  }
  return undefined;
}

/**
 * The checkout's token leaves the git configuration before any tool, hook or MCP server starts. The
 * state file tells the post step where to put it back should this step die; it holds no credential
 * (tools can read it while the step runs), only which header was checkout's own for the token the
 * post step holds anyway.
 */
async function takeCheckoutCredentials(run: Run, cwd: string, token: string | undefined): Promise<void> {
  const found = await findHeaders(cwd);
  run.addSecrets(found.flatMap((h) => headerSecrets(h.value)));
  const taken = await takeHeaders(cwd, found);
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
  // Each sink on its own: one that fails (no GITHUB_STEP_SUMMARY on older GHES, a full disk) is a warning, never the end of a paid run.
  const sink = reportSink((message) => core.warning(redact(message)));
  await sink('execution_file', () => run.transcript.writeExecutionFile(run.files.executionFile));
  await sink('patch_file', () => writeFileSync(run.files.patchFile, redact(patch)));
  const notes = (reporter ? await sink('the comment and push', () => reporter.finish(redactResult(result, redact), redact(patch), run.files.patchFile, outcome.push)) : undefined) ?? [];
  if (reporter) run.fileCommands.write(() => core.saveState('finalized', 'true'));
  for (const note of notes) core.info(redact(note));
  await sink('step outputs', () => {
    for (const [name, value] of Object.entries(stepOutputs(result, run.files))) run.fileCommands.write(() => core.setOutput(name, redact(value)));
  });
  const summary = renderSummary(result, { model: outcome.model, patch }) + (notes.length > 0 ? `\n${notes.map((n) => `- ${n}`).join('\n')}\n` : '');
  await sink('job summary', () => run.fileCommands.writeAsync(() => core.summary.addRaw(redact(summary)).write()));
}

async function revokeAppToken(run: Run): Promise<void> {
  const minted = run.appToken?.latest ?? (run.github.ok ? run.github.minted : undefined);
  if (!minted) return;
  const { revokeInstallationToken } = await import('./github/app-token.js');
  const revoked = await revokeInstallationToken(minted.token, run.apiUrl);
  if (revoked.revoked) run.fileCommands.write(() => core.saveState('app_token', ''));
  else core.warning(`Could not revoke the GitHub App installation token: ${revoked.reason}`);
}

function decide(settings: Settings, octokit: GitHubClient | undefined, token: string | undefined, tempDir: string): Promise<Trigger> {
  const info = runInfo(settings, []);
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
    git: { token, serverUrl: process.env.GITHUB_SERVER_URL ?? 'https://github.com' },
    tempDir,
    runId: info.runId,
    ...(info.runUrl ? { runUrl: info.runUrl } : {}),
    maxFixAttempts: settings.github.maxFixAttempts,
    configInputs: [settings.settingsInput, settings.mcpConfig, settings.jsonSchemaFile].filter((input) => input !== undefined),
  });
}

/** A minted App token writes as `<slug>[bot]`: the comments it may adopt. */
function appLogin(run: Run): string | undefined {
  return run.github.ok ? run.github.minted?.login : undefined;
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
    stableBranch: settings.github.branch ?? stableBranchName(process.env.GITHUB_WORKFLOW, process.env.GITHUB_JOB),
  };
}

/** A user without write access let in by `allowed_non_write_users`: read-only tools, nothing passed through. */
function strictEnvironment(settings: Settings): Settings {
  core.warning('The actor has no write access and was let in by allowed_non_write_users: running with read-only tools only.');
  return { ...settings, permissionMode: 'plan', allowedTools: [], readOnlyBash: false, passEnv: [] };
}

function redactResult(result: RunOutcome, redact: (text: string) => string): RunOutcome {
  return JSON.parse(redact(JSON.stringify(result))) as RunOutcome;
}
