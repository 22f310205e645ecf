import { type ChildProcessByStdio, execFileSync, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  claudeAppIdentity,
  startClaudeAppExchange,
  type ClaudeAppExchange,
  type ClaudeAppExchangeOptions,
  type ClaudeAppIdentity,
  type ExchangeRequest,
} from '../claude-app/claude-app-exchange.js';
import { startFakeArtifacts, type FakeArtifact, type FakeArtifacts } from '../artifacts/fake-artifacts.js';
import { startFakeCache, type FakeCache } from '../cache/fake-cache.js';
import { startFakeGitHub, type FakeGitHub, type RecordedRequest } from '../fake-github/fake-github.js';
import { example } from '../fake-github/webhook-examples.js';
import { startFakeOidc, type FakeOidc, type OidcClaims } from './fake-oidc.js';
import { githubContext, inputEnvironment, jobOutputs, Masker, runnerEnvironment, runtimeSecrets, type RunnerContext } from './runner-emulation.js';

/** The project root, from build/support/runner/run-action.js or support/runner/run-action.ts. */
export const PROJECT_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'action.yml'))) dir = path.dirname(dir);
  return dir;
})();

/** Node 24, the action's runtime, from the npm `node` package; the machine's default may be older. */
export const NODE24 = (() => {
  const local = path.join(PROJECT_ROOT, 'node_modules', 'node', 'bin', 'node');
  return existsSync(local) ? local : process.execPath;
})();

/** A temp git repository holding a copy of the demo's sample project (or an empty one). */
export function makeRepo(files?: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-repo-'));
  if (files) {
    for (const [name, content] of Object.entries(files)) {
      const target = path.join(dir, name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  } else {
    cpSync(path.join(PROJECT_ROOT, 'demo', 'sample-repo'), dir, { recursive: true });
  }
  const git = (...args: string[]): void => {
    execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  };
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'initial');
  return dir;
}

export interface ActionRun {
  exitCode: number | null;
  /** The step's log as the runner shows it: `::add-mask::` lines consumed, every mask as `***`. */
  stdout: string;
  stderr: string;
  /** What the process wrote, before the runner's masking (for tests of the masking itself). */
  rawStdout: string;
  /** Step outputs as a job output carries them: any holding a masked value is skipped, as GitHub does. */
  outputs: Record<string, string>;
  /** Everything the step wrote to GITHUB_OUTPUT. */
  stepOutputs: Record<string, string>;
  /** Outputs GitHub would skip ("may contain secret"). */
  skippedOutputs: string[];
  /** Values the runner masks at the end of the step (its own secrets and every `::add-mask::`). */
  masks: string[];
  /** What the runner itself warns about (unexpected inputs, missing required ones). */
  runnerWarnings: string[];
  summary: string;
  /** The messages, from `transcript_file` (JSONL) or else `execution_file` (one JSON array). */
  transcript: Record<string, unknown>[];
  /** `execution_file` parsed as the JSON array claude-code-action users read; null when absent or not an array. */
  execution: Record<string, unknown>[] | null;
  patch: string;
  /** From spawn to exit of the action's process (the harness's own set-up not counted). */
  processMs: number;
  /** Date.now() at the spawn (the fake servers' clock, for the bench's "first sign on the PR"). */
  spawnedAt: number;
  /** Requests the GitHub API answered, when the harness started its own fake GitHub. */
  githubRequests: RecordedRequest[];
  /** Under `id-token: write`: the claims of every OIDC token the runtime's token service handed the step. */
  oidcTokens: OidcClaims[];
  /** With `claudeApp`: every request Anthropic's GitHub token exchange answered. */
  claudeAppRequests: ExchangeRequest[];
  /** The workflow run's artifacts as the artifact service holds them (every step's, when `artifacts` was shared). */
  artifacts: FakeArtifact[];
  /** What the step saved for its post step (GITHUB_STATE): `STATE_<name>` of the post step's environment. */
  state: Record<string, string>;
}

export interface RunOptions {
  workspace: string;
  /** What the workflow step puts in `with:` (already evaluated). Every other input gets its action.yml default. */
  inputs: Record<string, string>;
  /**
   * The workflow's `env:` for the step (e.g. `ANTHROPIC_BASE_URL`). Runner variables given here
   * (GITHUB_EVENT_NAME/PATH, GITHUB_API_URL, GITHUB_REPOSITORY, STATE_*, …) replace the emulated ones.
   * Default: `ANTHROPIC_API_KEY` from a secret, as `env: ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }}` sets it.
   */
  env?: Record<string, string>;
  entry?: string;
  onSpawn?: (pid: number) => void;
  /** The event; default `workflow_dispatch` (the webhook example's payload). */
  event?: { name: string; payload: Record<string, unknown> };
  /** `${{ github.token }}`; default GITHUB_TOKEN_VALUE. */
  githubToken?: string;
  /** Values of `${{ secrets.* }}` the workflow used: the runner masks them. */
  secrets?: string[];
  /** `permissions: id-token: write`: the runner adds ACTIONS_ID_TOKEN_REQUEST_URL/_TOKEN. */
  idToken?: boolean;
  /** GITHUB_SHA / GITHUB_REF; default the workspace's HEAD and refs/heads/main. */
  sha?: string;
  ref?: string;
  /** false: a runner without GITHUB_STEP_SUMMARY (older GHES, emulators). */
  stepSummary?: boolean;
  /** Run as this (unprivileged) user, as GitHub's runner user is: the runner's folder is handed to it. */
  user?: { uid: number; gid: number };
  /**
   * Anthropic's GitHub token exchange reachable as api.anthropic.com (support/claude-app): its stepEnv
   * (HTTPS_PROXY, NO_PROXY, NODE_EXTRA_CA_CERTS) joins the step's environment, below `env`. The fake GitHub the
   * harness starts holds the Claude App; one given by GITHUB_API_URL must hold `identity.app` (default
   * claudeAppIdentity(), the same key pair in the whole process).
   */
  claudeApp?: Omit<ClaudeAppExchangeOptions, 'githubUrl' | 'identity'> & { identity?: ClaudeAppIdentity };
  /**
   * The run's artifact service (ACTIONS_RESULTS_URL, and the runtime token it issues for this step's job run); default
   * one the harness starts for this step. Share one across steps (main and post, matrix legs) to see them together.
   */
  artifacts?: FakeArtifacts;
  /** The Actions cache the run's job reads and writes (a test that runs a chain of workflow runs shares one); default its own. */
  cache?: FakeCache;
  /** false: a host without the runtime's artifact service (no ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL, as @github/local-action). */
  artifactService?: boolean;
}

/** The token `${{ github.token }}` evaluates to in these runs: a shape no token pattern matches, so only masking hides it. */
export const HARNESS_GITHUB_TOKEN = 'e2e-github-token-5f0c2a9d71b3';
export const HARNESS_API_KEY = 'sk-ant-test-key-0123456789';

/**
 * Runs dist/index.js as the GitHub-hosted runner does (see runner-emulation.ts): action.yml
 * defaults with expressions evaluated into INPUT_*, only the hosted runner's environment, and its
 * masking applied to the log and outputs the test reads. Without GITHUB_API_URL the harness starts
 * a fake GitHub holding the workspace's HEAD as the default branch, so a run that pushes can.
 */
export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const runnerDir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-runner-'));
  const files = {
    output: path.join(runnerDir, 'output'),
    state: path.join(runnerDir, 'state'),
    summary: opts.stepSummary === false ? undefined : path.join(runnerDir, 'summary'),
    env: path.join(runnerDir, 'env'),
    path: path.join(runnerDir, 'path'),
    event: path.join(runnerDir, 'event.json'),
  };
  for (const file of [files.output, files.state, files.env, files.path, files.summary]) if (file) writeFileSync(file, '');
  if (opts.user)
    for (const f of [runnerDir, files.output, files.state, files.env, files.path, files.summary]) if (f) chownSync(f, opts.user.uid, opts.user.gid);
  // A workflow gives the key as an input or as `env: ANTHROPIC_API_KEY: ${{ secrets.… }}`: default to the latter.
  // Nor with workload identity federation, whose workflows have no key at all.
  const keyGiven =
    opts.inputs.anthropic_api_key !== undefined || opts.env?.ANTHROPIC_API_KEY !== undefined || opts.inputs.anthropic_federation_rule_id !== undefined;
  const given: Record<string, string> = { ...(keyGiven ? {} : { ANTHROPIC_API_KEY: HARNESS_API_KEY }), ...opts.env };
  const eventName = opts.event?.name ?? given.GITHUB_EVENT_NAME ?? 'workflow_dispatch';
  const payload =
    opts.event?.payload ??
    (given.GITHUB_EVENT_PATH ? (JSON.parse(readFileSync(given.GITHUB_EVENT_PATH, 'utf8')) as Record<string, unknown>) : example('workflow_dispatch'));
  writeFileSync(files.event, JSON.stringify(payload, null, 2));
  const repository = given.GITHUB_REPOSITORY ?? (payload.repository as { full_name?: string } | undefined)?.full_name ?? 'Codertocat/Hello-World';
  const actor = given.GITHUB_ACTOR ?? (payload.sender as { login?: string } | undefined)?.login ?? 'Codertocat';
  const sha = opts.sha ?? gitHead(opts.workspace);
  let fake: FakeGitHub | undefined;
  const claudeApp = opts.claudeApp ? (opts.claudeApp.identity ?? claudeAppIdentity()) : undefined;
  if (given.GITHUB_API_URL === undefined) {
    const [owner, repo] = repository.split('/');
    fake = await startFakeGitHub({
      owner,
      repo,
      permissions: { [actor]: 'write' },
      ...(sha ? { baseCommitSha: sha, baseFiles: trackedFiles(opts.workspace) } : {}),
      ...(claudeApp ? { app: claudeApp.app } : {}),
    });
  }
  const exchange: ClaudeAppExchange | undefined =
    opts.claudeApp && claudeApp
      ? await startClaudeAppExchange({ ...opts.claudeApp, identity: claudeApp, githubUrl: given.GITHUB_API_URL ?? fake?.url ?? '' })
      : undefined;
  const token = opts.githubToken ?? HARNESS_GITHUB_TOKEN;
  const ownArtifacts = opts.artifacts === undefined && opts.artifactService !== false ? await startFakeArtifacts() : undefined;
  const artifacts = opts.artifacts ?? ownArtifacts;
  const secrets = runtimeSecrets(artifacts);
  const ref = opts.ref ?? 'refs/heads/main';
  // The Results service (ACTIONS_RESULTS_URL) holds a job's cache and its artifacts at one address: the cache's fake answers
  // its own calls and hands the artifacts' on (support/cache/). The harness's own unless the test shares one.
  const ownCache = opts.cache === undefined && artifacts ? await startFakeCache() : undefined;
  const cache = opts.cache ?? ownCache;
  cache?.forwardTo(artifacts?.url);
  const runId = given.GITHUB_RUN_ID ?? '424242';
  // The runtime's OIDC token service, reachable under id-token: write as on GitHub.
  const oidc: FakeOidc | undefined = opts.idToken
    ? await startFakeOidc(secrets.idRequestToken, { repository, ref, sha: sha ?? '', eventName, runId, actor })
    : undefined;
  const ctx: RunnerContext = {
    workspace: opts.workspace,
    runnerTemp: runnerDir,
    files,
    eventName,
    payload,
    repository,
    sha: sha ?? '0000000000000000000000000000000000000000',
    ref,
    apiUrl: given.GITHUB_API_URL ?? fake?.url ?? 'https://api.github.com',
    serverUrl: 'https://github.com',
    actor,
    runId,
    token,
    idToken: opts.idToken === true,
    ...(oidc ? { idTokenUrl: oidc.url } : {}),
  };
  const inputs = inputEnvironment(PROJECT_ROOT, opts.inputs, {
    github: githubContext(ctx),
    inputs: {},
    env: given,
    secrets: {},
    vars: {},
    runner: {},
    job: {},
    steps: {},
    matrix: {},
    strategy: {},
  });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? runnerDir,
    ...runnerEnvironment(ctx, secrets),
    ...(cache && artifacts ? { ACTIONS_RESULTS_URL: cache.url } : {}),
    ...exchange?.stepEnv,
    ...given,
    GITHUB_EVENT_PATH: files.event,
    ...inputs.env,
  };
  if (given.GITHUB_EVENT_NAME === undefined) env.GITHUB_EVENT_NAME = eventName;
  if (opts.artifactService === false) {
    delete env.ACTIONS_RUNTIME_TOKEN;
    delete env.ACTIONS_RESULTS_URL;
  }
  // The runner masks the job token, its runtime tokens and every secret the workflow references.
  const masker = new Masker();
  for (const value of [
    token,
    secrets.runtimeToken,
    ...(opts.idToken ? [secrets.idRequestToken] : []),
    ...(opts.secrets ?? []),
    ...(given.ANTHROPIC_API_KEY !== undefined ? [given.ANTHROPIC_API_KEY] : []),
  ])
    masker.add(value);

  const spawnedAt = Date.now();
  let child: ChildProcessByStdio<null, Readable, Readable>;
  try {
    child = spawn(NODE24, [opts.entry ?? path.join(PROJECT_ROOT, 'dist', 'index.js')], {
      cwd: opts.workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(opts.user ?? {}),
    });
  } catch (error) {
    // E2BIG (an input over Linux's 128 KiB per variable), as the runner fails such a step: the servers go with it.
    await Promise.all([fake?.close(), oidc?.close(), exchange?.close(), ownArtifacts?.close(), ownCache?.close()]);
    throw error;
  }
  if (child.pid !== undefined) opts.onSpawn?.(child.pid);
  let rawStdout = '';
  let rawStderr = '';
  child.stdout.on('data', (chunk: Buffer) => (rawStdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (rawStderr += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const processMs = Date.now() - spawnedAt;
  await fake?.close();
  await oidc?.close();
  await exchange?.close();
  await ownArtifacts?.close();
  await ownCache?.close();
  const stdout = masker.log(rawStdout);
  const stderr = masker.log(rawStderr);
  const stepOutputs = parseOutputFile(readFileSync(files.output, 'utf8'));
  const { outputs, skipped } = jobOutputs(stepOutputs, masker);
  const execution = readExecution(stepOutputs.execution_file);
  const transcriptPath = stepOutputs.transcript_file;
  const transcript =
    transcriptPath && existsSync(transcriptPath)
      ? readFileSync(transcriptPath, 'utf8')
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as Record<string, unknown>)
      : (execution ?? readJsonl(stepOutputs.execution_file));
  const patch = stepOutputs.patch_file && existsSync(stepOutputs.patch_file) ? readFileSync(stepOutputs.patch_file, 'utf8') : '';
  return {
    exitCode,
    stdout,
    stderr,
    rawStdout,
    outputs,
    stepOutputs,
    skippedOutputs: skipped,
    masks: [...masker.values],
    runnerWarnings: inputs.warnings,
    summary: files.summary ? readFileSync(files.summary, 'utf8') : '',
    transcript,
    execution,
    patch,
    processMs,
    spawnedAt,
    githubRequests: fake?.requests ?? [],
    oidcTokens: oidc?.issued ?? [],
    claudeAppRequests: exchange?.requests ?? [],
    artifacts: artifacts?.artifacts ?? [],
    state: parseOutputFile(readFileSync(files.state, 'utf8')),
  };
}

function gitHead(dir: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

function trackedFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const list = execFileSync('git', ['ls-files', '-z'], { cwd: dir, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '');
  for (const file of list) {
    const full = path.join(dir, file);
    if (existsSync(full)) out[file] = readFileSync(full, 'utf8');
  }
  return out;
}

function readExecution(file: string | undefined): Record<string, unknown>[] | null {
  if (!file || !existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : null;
  } catch {
    return null;
  }
}

function readJsonl(file: string | undefined): Record<string, unknown>[] {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** GITHUB_OUTPUT holds `name<<delimiter\nvalue\ndelimiter` records. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (match?.[1] === undefined || match[2] === undefined) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i] ?? '');
    outputs[match[1]] = value.join('\n');
  }
  return outputs;
}
