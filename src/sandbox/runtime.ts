/**
 * The tool sandbox: `@anthropic-ai/sandbox-runtime` (bubblewrap with its own user, PID, mount and network
 * namespaces and filtering proxies on Linux, Seatbelt on macOS) wrapped around every process the agent starts —
 * Bash, hooks, stdio MCP servers. The runner itself stays outside.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { excludeSandboxPlaceholders } from './placeholders.js';
import type { SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';
import { additionalDirectoryWrites, editRuleWritePaths, resolveSandboxPath, type SandboxSettings } from './config.js';
import { matchesExcluded } from './excluded.js';
import { assessHost, realHostOps, type HostCheck, type HostOps } from './host.js';
import { describeViolation, type SandboxViolation } from './violations.js';
import { BARE_REPOSITORY_GUARD, NestedRepos } from './nested-repos.js';
import { measureCallCost } from './measure.js';
import { needsNoProxy, networkIsolation, withoutProxy } from './offline.js';
import { WrapCache, wrapFingerprint, type WrapRequest } from './wrap-cache.js';
import type { SandboxStatus, SpawnWrapper, StartSandboxOptions, StartSandboxResult, ToolSandbox } from './sandbox-types.js';
import { shellWord } from '../text/shell-quote.js';

export type { SandboxStatus, SpawnWrapper, StartSandboxOptions, StartSandboxResult, ToolSandbox, WrappedSpawn } from './sandbox-types.js';

/** The git directory of the repository around `cwd` (a worktree's `.git` file counts as its own thing). */
function gitPaths(cwd: string): string[] {
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    const dotGit = path.join(dir, '.git');
    if (existsSync(dotGit)) return statSync(dotGit).isDirectory() ? [path.join(dotGit, 'hooks'), path.join(dotGit, 'config')] : [dotGit];
    if (path.dirname(dir) === dir) return [];
  }
}

/**
 * Decides whether the sandbox is on (input `sandbox`, then `sandbox.enabled`) and looks at the machine (bubblewrap,
 * socat, user namespaces: what decides whether it can run here). What a fix needs (apt-get, an AppArmor profile) is
 * done here under `required`, and otherwise first thing in the library's start. `required` (or `failIfUnavailable`) also starts the
 * library's proxies and proves a command runs, and turns every reason it cannot start into an error; otherwise that
 * part waits for `ToolSandbox.ready()` (the run calls it once its first model request is on its way), and a late
 * failure refuses every sandboxed command rather than running it outside. Under `auto` the look at the machine waits
 * for it too where it would start a process (see `checkLater`); a machine it finds cannot sandbox runs unsandboxed.
 */
export async function startSandbox(opts: StartSandboxOptions): Promise<StartSandboxResult> {
  const { settings } = opts;
  const required = opts.mode === 'required' || (settings.enabled === true && settings.failIfUnavailable === true && opts.mode !== 'off');
  if (opts.mode === 'off') return { ok: true, status: { enabled: false, reason: 'input sandbox is off' }, log: [] };
  if (settings.enabled === false && !required) {
    return { ok: true, status: { enabled: false, reason: `sandbox.enabled is false (${settings.sources['.enabled'] ?? 'settings'})` }, log: [] };
  }
  const ops = opts.host ?? realHostOps();
  const paths = { ...(settings.bwrapPath ? { bwrapPath: settings.bwrapPath } : {}), ...(settings.socatPath ? { socatPath: settings.socatPath } : {}) };
  // Under `auto`, with no auto-allow resting on the sandbox, a machine check that would start a process before the
  // first request (a bwrap probe where both programs are there; `sudo -n true` where apt-get could install them) is
  // the library start's first step instead. A machine that cannot sandbox then runs commands unsandboxed, as it
  // would have from the start (`Started.unsandboxed`).
  const programs = ops.platform === 'linux' ? onPath(ops, paths) : undefined;
  const installable = !programs && ops.platform === 'linux' && !ops.isRoot && ops.which('apt-get') !== null && ops.which('sudo') !== null;
  const checkLater = !required && !autoAllowsBash(settings) && (programs !== undefined || installable);
  const what = programs ? 'one bwrap probe' : 'whether sudo can install bubblewrap and socat';
  const assessed = checkLater
    ? { ok: true as const, ...programs, log: [`the machine check (${what}): once the first model request is on its way`] }
    : await assessHost(ops, paths);
  // A fix (apt-get, an AppArmor profile: seconds on a hosted runner) is the library start's first step under `auto`,
  // after the first model request went out; a fix that fails then refuses sandboxed commands, as a failed start does.
  const deferred = assessed.ok === 'fixable' && !required ? assessed : undefined;
  const host: HostCheck = assessed.ok !== 'fixable' ? assessed : deferred ? { ok: true, log: [...assessed.log] } : await assessed.fix();
  const log = [...host.log, ...(deferred ? [`${deferred.what}: once the first model request is on its way`] : [])];
  const unavailable = (reason: string): StartSandboxResult =>
    required
      ? {
          ok: false,
          error: `The sandbox is required (${opts.mode === 'required' ? 'input sandbox: required' : 'sandbox.failIfUnavailable'}) but cannot run here: ${reason}`,
          log,
        }
      : { ok: true, status: { enabled: false, reason }, log };
  if (!host.ok) return unavailable(host.reason);

  const toolTmp = path.join(opts.runDir, 'tmp');
  mkdirSync(toolTmp, { recursive: true, mode: 0o700 });
  // The library reads the sandbox's TMPDIR from here (its default is a /tmp/claude shared by every run).
  process.env.CLAUDE_CODE_TMPDIR = toolTmp;
  const fs = settings.filesystem;
  const extra = additionalDirectoryWrites(opts.extraRoots ?? []);
  const allowWrite = [
    ...new Set([
      opts.cwd,
      toolTmp,
      ...extra.allowWrite,
      ...fs.allowWrite.map((p) => resolveSandboxPath(p, opts.cwd)),
      ...editRuleWritePaths(opts.allowRules, opts.cwd),
    ]),
  ];
  const config: SandboxRuntimeConfig = {
    network: {
      allowedDomains: settings.network.allowedDomains,
      deniedDomains: settings.network.deniedDomains,
      ...(settings.network.allowUnixSockets.length > 0 ? { allowUnixSockets: settings.network.allowUnixSockets } : {}),
      ...(settings.network.allowAllUnixSockets !== undefined ? { allowAllUnixSockets: settings.network.allowAllUnixSockets } : {}),
      ...(settings.network.allowLocalBinding !== undefined ? { allowLocalBinding: settings.network.allowLocalBinding } : {}),
    },
    filesystem: {
      denyRead: [...new Set([...fs.denyRead.map((p) => resolveSandboxPath(p, opts.cwd)), ...(opts.denyRead ?? [])])],
      allowRead: fs.allowRead.map((p) => resolveSandboxPath(p, opts.cwd)),
      allowWrite,
      // The repository's hooks and config run code in the runner's own git later. (The run's own folder, with its
      // transcript and patch, is not writable at all: only its `tmp` is.)
      denyWrite: [...new Set([...fs.denyWrite.map((p) => resolveSandboxPath(p, opts.cwd)), ...gitPaths(opts.cwd), ...extra.denyWrite])],
    },
    ...(Object.keys(settings.ignoreViolations).length > 0 ? { ignoreViolations: settings.ignoreViolations } : {}),
    ...(settings.enableWeakerNestedSandbox !== undefined ? { enableWeakerNestedSandbox: settings.enableWeakerNestedSandbox } : {}),
    ...(settings.allowNestedUserNamespaces !== undefined ? { allowNestedUserNamespaces: settings.allowNestedUserNamespaces } : {}),
    ...(host.bwrap ? { bwrapPath: host.bwrap } : {}),
    ...(host.socat ? { socatPath: host.socat } : {}),
  };
  const status: SandboxStatus = {
    enabled: true,
    allowWrite,
    allowedDomains: settings.network.allowedDomains,
    ...(settings.network.deniedDomains.length > 0 ? { deniedDomains: settings.network.deniedDomains } : {}),
  };
  // No host allowed: no proxy, and each command's own network namespace put in by the runner (offline.ts).
  const offline = needsNoProxy(config.network);
  const network = offline ? networkIsolation(toolTmp) : (line: string): string => line;
  const library = offline ? withoutProxy(config) : config;
  // Under `required` the start completes here, before any model request; under `auto` it is the run's to start.
  const later = required ? undefined : opts.onLog;
  let gitGuard: string | undefined;
  // Before the workspace snapshot and any agent process: git inside the sandbox does not see the library's placeholders.
  await excludeSandboxPlaceholders(opts.cwd).catch((error: unknown) =>
    log.push(`could not list the sandbox's placeholders in .git/info/exclude: ${String(error)}`),
  );
  const nested = new NestedRepos(opts.cwd, (line) => (later ?? ((l: string) => void log.push(l)))(line, 'warning'));
  const start = async (): Promise<Started> => {
    await opts.beforeFirstProcess?.();
    // The workspace as the agent gets it: its repositories below the working directory are the ones kept.
    await nested.snapshot();
    gitGuard = await nested.guard(path.join(opts.runDir, 'git-guard'));
    // What is left of the machine's check: all of it (checkLater), its fix (deferred), or nothing.
    const pending = checkLater ? await assessHost(ops, paths) : deferred;
    if (!pending) return startLibrary(library, opts, network);
    if (pending.ok === false) return { ok: false, reason: pending.reason, log: pending.log, unsandboxed: true };
    const fixed = pending.ok === 'fixable' ? await pending.fix() : pending;
    // The lines not logged yet: a deferred fix's own (the assessment's were logged at the start), or all of a late check's.
    const steps = checkLater ? fixed.log : fixed.log.slice(host.log.length);
    if (!fixed.ok) return { ok: false, reason: fixed.reason, log: steps };
    const started = await startLibrary(
      { ...library, ...(fixed.bwrap ? { bwrapPath: fixed.bwrap } : {}), ...(fixed.socat ? { socatPath: fixed.socat } : {}) },
      opts,
      network,
    );
    return { ...started, log: [...steps, ...started.log] };
  };
  // A worktree's filesystem policy: the settings' paths resolved against the worktree, as they are against the workspace.
  const worktreeFs = (root: string, gitDir: string, protect: readonly string[]): WorktreeFilesystem => {
    // The runner made this repository: git may use it, its `.git` file is not masked as one the agent made.
    nested.trust(root);
    const writable = [
      ...new Set([root, toolTmp, gitDir, ...fs.allowWrite.map((p) => resolveSandboxPath(p, root)), ...editRuleWritePaths(opts.allowRules, root)]),
    ];
    const denied = [...new Set([...fs.denyWrite.map((p) => resolveSandboxPath(p, root)), ...gitPaths(opts.cwd), ...protect])];
    // The settings' denyRead covers the worktree's copy of a file as well as the workspace's.
    const denyRead = [...new Set([...config.filesystem.denyRead, ...fs.denyRead.map((p) => resolveSandboxPath(p, root))])];
    return { allowWrite: writable, filesystem: { ...config.filesystem, denyRead, allowWrite: writable, denyWrite: denied } };
  };
  // Each command's own additions to the configuration: the nested repositories it must not consult; and whether the
  // library's wrap of the last command still holds (wrap-cache.ts). `ownPolicy`: a worktree's filesystem policy, in
  // place of the workspace's; `alsoWritable`: this command's alone (never kept: no other command may get it).
  const perCommand = async (ownPolicy?: SandboxRuntimeConfig['filesystem'], alsoWritable: readonly string[] = []): Promise<WrapRequest> => {
    const policy = ownPolicy ?? config.filesystem;
    const own = alsoWritable.length > 0 ? { ...policy, allowWrite: [...policy.allowWrite, ...alsoWritable] } : ownPolicy;
    const { mask, protect, generation } = await nested.masks();
    const prefix = `${BARE_REPOSITORY_GUARD} ${gitGuard ?? ''}`;
    const base = own ?? config.filesystem;
    const filesystem =
      mask.length === 0 && protect.length === 0 ? base : { ...base, denyRead: [...base.denyRead, ...mask], denyWrite: [...base.denyWrite, ...protect] };
    const fingerprint = alsoWritable.length > 0 ? undefined : wrapFingerprint(generation, opts.cwd, prefix, filesystem);
    return { prefix, fingerprint, ...(filesystem !== config.filesystem ? { config: { filesystem } } : {}) };
  };
  // After the start, what it logs reaches the run's log under `required` too (the start's own lines are in `log`).
  const logLate = (line: string, level: 'info' | 'warning'): void => (opts.onLog ?? ((l: string) => void log.push(l)))(line, level);
  const sandbox = createToolSandbox(
    settings,
    status,
    toolTmp,
    start,
    later ?? ((line) => void log.push(line)),
    logLate,
    !required,
    worktreeFs,
    perCommand,
    network,
  );
  if (required) {
    const failed = await sandbox.ready();
    if (failed) return unavailable(failed);
  }
  if (!ops.which('rg')) {
    log.push(
      "ripgrep (rg) is not installed: the sandbox library's scan for shell and tool settings below the working directory (.bashrc, .mcp.json, .claude/commands) does not run; nested repositories are still masked or kept read-only by the runner",
    );
  }
  if (settings.allowUnsandboxedCommands === true) {
    log.push(
      `allowUnsandboxedCommands (${settings.sources['.allowUnsandboxedCommands'] ?? 'settings'}) is ignored: nobody can approve an unsandboxed retry in CI; list such commands in sandbox.excludedCommands`,
    );
  }
  return { ok: true, sandbox, status, log };
}

type Library = typeof import('@anthropic-ai/sandbox-runtime')['SandboxManager'];
type WorktreeFilesystem = { allowWrite: string[]; filesystem: SandboxRuntimeConfig['filesystem'] };
/** `unsandboxed`: the machine cannot sandbox (its check, run late), so commands run as they would have without it. */
type Started = { ok: true; lib: Library; log: string[] } | { ok: false; reason: string; log: string[]; lib?: Library; unsandboxed?: true };

/** `autoAllowBashIfSandboxed`: the repository opted in (`enabled: true`) and did not turn it off. */
const autoAllowsBash = (settings: SandboxSettings): boolean => settings.enabled === true && settings.autoAllowBashIfSandboxed !== false;

/** Both programs, by the settings' paths or on PATH; undefined when either is missing (the full check says what then). */
function onPath(ops: HostOps, paths: { bwrapPath?: string; socatPath?: string }): { bwrap: string; socat: string } | undefined {
  const bwrap = paths.bwrapPath ?? ops.which('bwrap');
  const socat = paths.socatPath ?? ops.which('socat');
  return bwrap && socat ? { bwrap, socat } : undefined;
}

/**
 * The library's part of the start: loaded only here (1.2 MB of code a run without the sandbox never compiles),
 * its dependency check, its proxies, and one `true` run through it as proof.
 */
async function startLibrary(config: SandboxRuntimeConfig, opts: StartSandboxOptions, network: (wrapped: string) => string): Promise<Started> {
  const { SandboxManager: lib } = await import('@anthropic-ai/sandbox-runtime');
  const deps = lib.checkDependencies();
  if (deps.errors.length > 0) return { ok: false, reason: deps.errors.join('; '), log: [] };
  try {
    await lib.initialize(config, undefined, true);
  } catch (error) {
    return { ok: false, reason: `the sandbox did not start: ${error instanceof Error ? error.message : String(error)}`, log: [] };
  }
  const log = deps.warnings.map((w) => `warning: ${w}`);
  const cost = await measureCallCost(lib, opts.cwd, network);
  log.push(cost.ok ? `cost per call: ${cost.text}` : `the sandbox does not run a command: ${cost.text}`);
  if (!cost.ok) {
    await lib.reset();
    return { ok: false, reason: `a sandboxed command fails here: ${cost.text}`, log };
  }
  return { ok: true, lib, log };
}

function createToolSandbox(
  settings: SandboxSettings,
  status: SandboxStatus,
  toolTmp: string,
  startLib: () => Promise<Started>,
  log: (line: string, level: 'info' | 'warning') => void,
  logLate: (line: string, level: 'info' | 'warning') => void,
  failsClosed: boolean,
  worktreeFs: (root: string, gitDir: string, protect: readonly string[]) => WorktreeFilesystem,
  perCommand: (own?: SandboxRuntimeConfig['filesystem'], alsoWritable?: readonly string[]) => Promise<WrapRequest>,
  network: (wrapped: string) => string,
): ToolSandbox {
  const seen: SandboxViolation[] = [];
  let next = 0;
  let started: Promise<Started> | undefined;
  let closed = false;
  const start = (): Promise<Started> =>
    (started ??= (closed ? Promise.resolve<Started>({ ok: false, reason: 'the run has ended', log: [] }) : startLib())
      .catch(
        (error: unknown): Started => ({ ok: false, reason: `the sandbox did not start: ${error instanceof Error ? error.message : String(error)}`, log: [] }),
      )
      .then((r) => {
        for (const line of r.log) log(line, 'info');
        if (!r.ok && r.unsandboxed && !closed) {
          status.enabled = false;
          status.reason = r.reason;
          log(`Not sandboxed: ${r.reason}. Bash, hooks and MCP servers run as the runner's user.`, 'warning');
        } else if (!r.ok && failsClosed && !closed) {
          // Fails closed: the model was told its commands run sandboxed, and Bash may be allowed because of it.
          status.enabled = false;
          status.reason = r.reason;
          log(`${r.reason}: every command that would run in the sandbox (Bash, hooks, stdio MCP servers) is refused`, 'warning');
        }
        return r;
      }));
  const domains = settings.network.allowedDomains;
  const caches: WrapCache[] = [];
  const wrapIn = (place?: WorktreeFilesystem): SpawnWrapper => {
    const cache = new WrapCache(network);
    caches.push(cache);
    return async (argv, label, alsoWritable) => {
      const ready = await start();
      if (!ready.ok && ready.unsandboxed) return undefined;
      if (!ready.ok) throw new Error(`the sandbox is not running (${ready.reason})`);
      const lib = ready.lib;
      const commandId = `agent-runner-${process.pid}-${++next}`;
      const line = argv.map(shellWord).join(' ');
      const wrapped = await cache.wrap(lib, await perCommand(place?.filesystem, alsoWritable), line, commandId);
      let finished: string[] | undefined;
      return {
        argv: wrapped.argv,
        exit: (code, signal) => {
          const name = code !== null && code > 128 && code < 128 + 65 ? Object.entries(os.constants.signals).find(([, n]) => n === code - 128)?.[0] : undefined;
          return name ? { code: null, signal: name as NodeJS.Signals } : { code, signal };
        },
        finish: () => {
          if (finished) return finished;
          wrapped.release();
          const found = lib
            .getSandboxViolationStore()
            .getViolationsForCommand(commandId)
            .map((v) => describeViolation(v.line, label ?? line, place?.allowWrite ?? status.allowWrite ?? []));
          seen.push(...found);
          finished = found.map((v) => v.text);
          return finished;
        },
      };
    };
  };
  const sandbox: ToolSandbox = {
    status,
    autoAllowBash: autoAllowsBash(settings),
    note:
      `Commands run in a sandbox: they can write only inside the working directory and $TMPDIR (${toolTmp})` +
      `${(status.allowWrite?.length ?? 0) > 2 ? ' and the paths the settings allow' : ''}, cannot see the runner's processes, and reach the network only ` +
      (domains.length > 0 ? `through a proxy that allows ${domains.join(', ')}.` : 'nowhere (no host is allowed).') +
      ' Background processes end with the command.',
    isExcluded: (command) => matchesExcluded(command, settings.excludedCommands),
    ready: async () => {
      const r = await start();
      return r.ok ? undefined : r.reason;
    },
    wrap: wrapIn(),
    forWorktree: (root, gitDir, protect) => ({ ...sandbox, wrap: wrapIn(worktreeFs(root, gitDir, protect)) }),
    violations: () => [...seen],
    close: async () => {
      const first = !closed;
      closed = true;
      const r = await started;
      const wrapped = caches.reduce((n, c) => n + c.counts.wrapped, 0);
      const reused = caches.reduce((n, c) => n + c.counts.reused, 0);
      if (first && wrapped + reused > 0)
        logLate(`sandboxed commands: ${wrapped + reused}, ${reused} of them in a wrap kept from an earlier one (the workspace unchanged)`, 'info');
      if (r?.ok) await r.lib.reset();
    },
  };
  return sandbox;
}
