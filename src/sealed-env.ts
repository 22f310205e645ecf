import { closeSync, mkdtempSync, openSync, readFileSync, rmdirSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { mayUseClaudeApp } from './github/claude-app-inputs.js';
import { isSecretEnvName, RUNNER_FILE_COMMANDS } from './process/env.js';

/**
 * Tools run as the runner's user, so they can read `/proc/<runner pid>/environ`: the environment block
 * the process was started with, which no change to `process.env` erases. So before anything else the
 * runner takes its secrets, its inputs and the file-command paths out of the environment, and then
 * makes that block forget them:
 *
 * - On Linux it overwrites them where the block lies, in its own memory (`/proc/<pid>/mem` at the
 *   addresses `/proc/<pid>/stat` gives), after `process.env` has let go of them, and reads the block
 *   back to prove it: one Node start, no second image.
 * - Where that is not possible it re-executes itself in place with what is left (same PID, same stdio),
 *   the kept values passed in a private file that the new image reads and deletes before any tool can start.
 *
 * From then on those values live only in `SealedEnvironment`, never in `process.env`, and every child
 * gets an environment built by `buildToolEnv`.
 *
 * Kept free of heavy imports: a tiny entry point may call it before anything else loads.
 */

const SEALED_FILE_VAR = 'AGENT_RUNNER_SEALED_ENV';

/** Secret variables the runner itself reads; any other secret-looking variable is dropped, unless `pass_env` names it. */
const USED_SECRETS: readonly RegExp[] = [
  /^(ANTHROPIC_API_KEY|ANTHROPIC_AUTH_TOKEN|GITHUB_TOKEN|GH_TOKEN)$/,
  // The Bedrock and Vertex clients' credential chains (static keys, web identity, credential files).
  /^(AWS|GOOGLE|CLOUDSDK|GCLOUD)_/,
  // The OpenTelemetry exporters' headers (src/telemetry/config.ts): a collector's token.
  /^OTEL_EXPORTER_OTLP_(\w+_)?HEADERS$/,
];

/** The pair @actions/artifact reads to upload the run's patch and transcript (src/report/artifacts.ts); never a tool's. */
const ARTIFACT_RUNTIME = /^ACTIONS_(RUNTIME_TOKEN|RESULTS_URL)$/;

/** The pair @actions/core's getIDToken reads (set by the runner under `permissions: id-token: write`). */
const OIDC_REQUEST = /^ACTIONS_ID_TOKEN_REQUEST_(URL|TOKEN)$/;

export type FileCommand = 'GITHUB_ENV' | 'GITHUB_PATH' | 'GITHUB_OUTPUT' | 'GITHUB_STATE' | 'GITHUB_STEP_SUMMARY';

export interface SealedEnvironment {
  /** `INPUT_*` values by upper-cased name (`INPUT_GITHUB_TOKEN`). */
  readonly inputs: Readonly<Record<string, string>>;
  /** `STATE_*` values by upper-cased name: what the main step saved for the post step. */
  readonly state: Readonly<Record<string, string>>;
  /** Secret variables the runner uses (the API key, the GitHub token, cloud credentials, `pass_env` names). */
  readonly secrets: Readonly<Record<string, string>>;
  /** Where the runner's file commands go; out of `process.env` so no child and no `/proc` read finds them there. */
  readonly fileCommands: Readonly<Partial<Record<FileCommand, string>>>;
  /**
   * `overwritten` (the block rewritten in memory) or `reexec`: `/proc/<pid>/environ` now shows the clean
   * environment. `in_place`: only `process.env` was cleaned.
   */
  readonly how: 'overwritten' | 'reexec' | 'in_place';
  /** Why the process could not re-execute itself, when it could not (said once in the log by the caller). */
  readonly note?: string;
}

export interface SealOptions {
  /** For tests: stands in for `process.execve` (absent on Windows, throws in a worker thread). */
  execve?: ((file: string, args: string[], env: Record<string, string>) => never) | null;
  env?: NodeJS.ProcessEnv;
  isMainThread?: boolean;
  /**
   * Only these inputs and secrets are kept (the post step holds only what it uses); the rest are
   * neither written to the sealed file nor read back. Default: every input, the secrets the runner uses.
   */
  keep?: (name: string) => boolean;
  /** False for a host that imported the action (@github/local-action): its process is never re-executed or rewritten. */
  reexec?: boolean;
  /** For tests: false skips the in-memory rewrite, so the re-exec (or its fallback) is what runs. */
  overwrite?: boolean;
}

let sealed: SealedEnvironment | undefined;

/** What the post step reads, and nothing else: every other input and secret is dropped unread. */
export function POST_KEEPS(name: string): boolean {
  const upper = name.toUpperCase();
  return (
    ['INPUT_GITHUB_TOKEN', 'INPUT_WORKFLOW_TOKEN', 'INPUT_APP_PRIVATE_KEY', 'INPUT_UPLOAD_ARTIFACTS', 'GITHUB_TOKEN'].includes(upper) ||
    upper.startsWith('STATE_') ||
    ARTIFACT_RUNTIME.test(upper)
  );
}

/** What `sealEnvironment` returned, for modules that run after it (undefined before). */
export function sealedEnvironment(): SealedEnvironment | undefined {
  return sealed;
}

/** How `@actions/core` reads an input, from the sealed inputs. */
export function inputReader(env: SealedEnvironment): (name: string) => string {
  return (name) => (env.inputs[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** Which variables leave the environment, and which of them are kept (in memory only). */
function split(env: NodeJS.ProcessEnv, only?: (name: string) => boolean): { keep: Record<string, string>; clean: Record<string, string> } {
  const passEnv = new Set(
    (env.INPUT_PASS_ENV ?? '')
      .split(/[\n,]/)
      .map((n) => n.trim())
      .filter((n) => n !== ''),
  );
  const keep: Record<string, string> = {};
  const clean: Record<string, string> = {};
  // Workload identity federation (anthropic_federation_rule_id) and the Claude GitHub App's token exchange the job's
  // OIDC token: the request pair is kept for them.
  const exchangesOidc = (env.INPUT_ANTHROPIC_FEDERATION_RULE_ID ?? '').trim() !== '' || mayUseClaudeApp((name) => env[`INPUT_${name.toUpperCase()}`] ?? '');
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name === SEALED_FILE_VAR) continue;
    const upper = name.toUpperCase();
    if (upper.startsWith('INPUT_') || upper.startsWith('STATE_') || RUNNER_FILE_COMMANDS.includes(upper)) keep[name] = value;
    else if (!isSecretEnvName(name)) clean[name] = value;
    // The cache token, the OIDC request pair without federation: the runner never uses them, so they are neither written nor read back.
    else if (
      passEnv.has(name) ||
      ARTIFACT_RUNTIME.test(upper) ||
      (exchangesOidc && OIDC_REQUEST.test(upper)) ||
      (!upper.startsWith('ACTIONS_') && USED_SECRETS.some((re) => re.test(upper)))
    )
      keep[name] = value;
  }
  if (only) for (const name of Object.keys(keep)) if (!only(name) && !RUNNER_FILE_COMMANDS.includes(name.toUpperCase())) delete keep[name];
  return { keep, clean };
}

function build(kept: Record<string, string>, how: SealedEnvironment['how'], note?: string): SealedEnvironment {
  const inputs: Record<string, string> = {};
  const state: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  const fileCommands: Partial<Record<FileCommand, string>> = {};
  for (const [name, value] of Object.entries(kept)) {
    const upper = name.toUpperCase();
    if (upper.startsWith('INPUT_')) inputs[upper] = value;
    else if (upper.startsWith('STATE_')) state[name.slice('STATE_'.length)] = value;
    else if (RUNNER_FILE_COMMANDS.includes(upper)) fileCommands[upper as FileCommand] = value;
    else secrets[name] = value;
  }
  return { inputs, state, secrets, fileCommands, how, ...(note ? { note } : {}) };
}

/**
 * Seals once per process; later calls return the same object. Never throws for want of `execve`:
 * on Windows, in a worker thread or on an older Node the values still leave `process.env` and
 * `note` says that `/proc/<pid>/environ`-style reads of the start-up block are not covered.
 */
export function sealEnvironment(opts: SealOptions = {}): SealedEnvironment {
  if (sealed && !opts.env) return sealed;
  const result = seal(opts);
  if (!opts.env) sealed = result;
  return result;
}

function seal(opts: SealOptions): SealedEnvironment {
  const env = opts.env ?? process.env;
  const file = env[SEALED_FILE_VAR];
  if (file !== undefined) {
    delete env[SEALED_FILE_VAR];
    let kept: Record<string, string>;
    try {
      kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } finally {
      unlinkQuietly(file);
    }
    scrub(env);
    return build(kept, 'reexec');
  }
  const { keep } = split(env, opts.keep);
  const execve = opts.execve === undefined ? (typeof process.execve === 'function' ? process.execve.bind(process) : null) : opts.execve;
  const mainThread = opts.isMainThread ?? isMainThread;
  let note: string | undefined;
  if (Object.keys(keep).length === 0 && !Object.keys(env).some(isSecretEnvName)) {
    return build(keep, 'reexec');
  }
  // Only the process's own environment, from its main thread: a worker's process.env is a copy, and
  // the main thread's environ would still point at the bytes overwritten.
  if (opts.reexec !== false && mainThread && opts.overwrite !== false && env === process.env) {
    const { clean } = split(env);
    scrub(env);
    const failed = overwriteStartupBlock(clean);
    if (failed === undefined) return build(keep, 'overwritten');
    note = failed;
  }
  if (opts.reexec === false) note = 'the action was imported by a host, whose process is not re-executed';
  else if (!mainThread) note = 'running in a worker thread, which cannot re-execute the process';
  else if (!execve) note = `process.execve is not available (${process.platform}, Node ${process.versions.node})`;
  else {
    const { clean } = split(env);
    // A private folder with a random name (mkdtemp's): node:crypto alone would add ~13 ms to this short-lived process.
    const sealedFile = path.join(mkdtempSync(path.join(env.RUNNER_TEMP ?? os.tmpdir(), 'agent-runner-env-')), 'env.json');
    const fd = openSync(sealedFile, 'wx', 0o600);
    try {
      writeSync(fd, JSON.stringify(keep));
    } finally {
      closeSync(fd);
    }
    try {
      execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...clean, [SEALED_FILE_VAR]: sealedFile });
    } catch (error) {
      note = `re-executing the process failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    // Only reached when execve did not replace the process.
    unlinkQuietly(sealedFile);
  }
  scrub(env);
  return build(
    keep,
    'in_place',
    `${note ?? 'process.execve returned'}; the secrets left process.env, but this process's start-up environment (/proc/<pid>/environ) still holds them`,
  );
}

/**
 * Zeroes every entry of this process's start-up environment block (what `/proc/<pid>/environ` shows) that
 * is not in `clean` with the same value, then reads the block back. `process.env` must have let go of those
 * entries first (glibc's environ points into this block). Returns why it could not, or undefined when done.
 */
function overwriteStartupBlock(clean: Readonly<Record<string, string>>): string | undefined {
  if (process.platform !== 'linux') return `no /proc/<pid>/mem on ${process.platform}`;
  // By number, not `self`: Docker's default AppArmor profile refuses writes below /proc/<anything not a number>.
  const proc = `/proc/${process.pid}`;
  let mem: number | undefined;
  try {
    // Fields 50 and 51 of /proc/<pid>/stat (proc(5)), counted after the command name, which may hold spaces.
    const stat = readFileSync(`${proc}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[50 - 3]);
    const end = Number(fields[51 - 3]);
    const dirty = (block: Buffer): Array<[number, number]> => {
      const ranges: Array<[number, number]> = [];
      for (let at = 0; at < block.length; ) {
        const nul = block.indexOf(0, at);
        const stop = nul === -1 ? block.length : nul;
        const entry = block.toString('utf8', at, stop);
        const eq = entry.indexOf('=');
        const name = eq > 0 ? entry.slice(0, eq) : '';
        if (stop > at && (name === '' || !Object.hasOwn(clean, name) || clean[name] !== entry.slice(eq + 1))) ranges.push([at, stop - at]);
        at = stop + 1;
      }
      return ranges;
    };
    const block = readFileSync(`${proc}/environ`);
    if (!(start > 0 && end - start === block.length)) return `${proc}/stat gives no environment block that matches ${proc}/environ (${block.length} bytes)`;
    const ranges = dirty(block);
    if (ranges.length === 0) return undefined;
    mem = openSync(`${proc}/mem`, 'r+');
    for (const [offset, length] of ranges) writeSync(mem, Buffer.alloc(length), 0, length, start + offset);
    const left = dirty(readFileSync(`${proc}/environ`)).length;
    return left === 0 ? undefined : `${left} entries of the start-up environment were still there after overwriting them`;
  } catch (error) {
    return `overwriting the start-up environment failed: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    if (mem !== undefined) closeSync(mem);
  }
}

/** Takes every sealed or dropped variable out of `env` (a heap change: children and core.* no longer see them). */
function scrub(env: NodeJS.ProcessEnv): void {
  const { clean } = split(env);
  for (const name of Object.keys(env)) if (!(name in clean)) delete env[name];
}

/** Removes the sealed file and its private folder. */
function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
  try {
    if (path.basename(path.dirname(file)).startsWith('agent-runner-env-')) rmdirSync(path.dirname(file));
  } catch {
    // Already gone, or not empty: never removed by force.
  }
}

/**
 * `@actions/core` finds the file commands through `process.env` at the moment of the call: put the
 * path there for the length of one synchronous call, and take it away again.
 */
export function withFileCommands<T>(env: SealedEnvironment, fn: () => T): T {
  const names = Object.keys(env.fileCommands) as FileCommand[];
  for (const name of names) process.env[name] = env.fileCommands[name];
  try {
    return fn();
  } finally {
    for (const name of names) delete process.env[name];
  }
}

/**
 * `core.getState` reads `STATE_<name>` from `process.env`: the post step reads its state from the
 * sealed copy instead.
 */
export function stateReader(env: SealedEnvironment): (name: string) => string {
  return (name) => env.state[name] ?? '';
}
