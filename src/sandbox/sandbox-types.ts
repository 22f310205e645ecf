import type { SandboxMode, SandboxSettings } from './config.js';
import type { HostOps } from './host.js';
import type { SandboxViolation } from './violations.js';
import type { PermissionRule } from '../permissions/types.js';

/**
 * What the tool sandbox offers the rest of the runner (src/sandbox/runtime.ts starts it): its status, the wrapper
 * every process of the agent's goes through, and the options and result of its start.
 */

/** What the sandbox is doing in this run, for the log, the result and the report. */
export interface SandboxStatus {
  enabled: boolean;
  /** Why it is off (input off, settings, or what the machine lacks). */
  reason?: string;
  /** Writable paths and allowed hosts, for the log. */
  allowWrite?: string[];
  allowedDomains?: string[];
  /** `sandbox.network.deniedDomains`: WebFetch is held to the same policy (src/powers/network.ts). */
  deniedDomains?: string[];
}

/**
 * Wraps one command line; spawn the returned argv instead. Undefined: run it as it is (under `auto`, the machine's
 * late check found it cannot sandbox; the status says why). `alsoWritable`: paths this one process may write besides
 * the sandbox's own (a hook's CLAUDE_ENV_FILE folder, src/hooks/env-file.ts), never granted to any other command.
 */
export type SpawnWrapper = (argv: readonly string[], label?: string, alsoWritable?: readonly string[]) => Promise<WrappedSpawn | undefined>;
export interface WrappedSpawn {
  argv: string[];
  /** The command's own exit: the wrapper's shell turns a signal that killed it into 128+n, turned back here. */
  exit(code: number | null, signal: NodeJS.Signals | null): { code: number | null; signal: NodeJS.Signals | null };
  /** Call once when it has exited (releases its mount points): what the sandbox blocked while it ran, in plain words. */
  finish(): string[];
}

export interface ToolSandbox {
  readonly status: SandboxStatus;
  wrap: SpawnWrapper;
  /** The command runs outside the sandbox (every part of it matches `sandbox.excludedCommands`). */
  isExcluded(command: string): boolean;
  /** `autoAllowBashIfSandboxed`: the repository opted in (`enabled: true`) and did not turn it off. */
  readonly autoAllowBash: boolean;
  /** One sentence for the Bash tool description: what the model's commands may reach. */
  readonly note: string;
  /**
   * Starts the library (its proxies) and proves a command runs in it, once; `wrap` waits for it. Under `auto` the
   * run calls it once the first model request is on its way (nothing before that request needs the sandbox, and a
   * command never starts before it is ready); under `required` it has run before `startSandbox` returns.
   * Resolves to why the sandbox cannot run, or undefined when it runs.
   */
  ready(): Promise<string | undefined>;
  violations(): SandboxViolation[];
  close(): Promise<void>;
  /**
   * The same sandbox for a subagent working in a git worktree (`isolation: worktree`): writable are `root` instead of
   * the working directory, `$TMPDIR` and `gitDir` (the repository's, so that the subagent can commit), never `protect`
   * (the worktree's `.git` file, what names its git directory) nor the repository's hooks and config.
   */
  forWorktree(root: string, gitDir: string, protect: readonly string[]): ToolSandbox;
}

export interface StartSandboxOptions {
  mode: SandboxMode;
  settings: SandboxSettings;
  cwd: string;
  /** The run's own folder (transcript, patch): tools get a `tmp` folder inside it and nothing else of it. */
  runDir: string;
  /** Allow rules: `Edit(...)`/`Write(...)` paths become writable, as in Claude Code. */
  allowRules: readonly PermissionRule[];
  /** The settings' `permissions.additionalDirectories` (checked, real paths): writable like the working directory, as in Claude Code. */
  extraRoots?: readonly string[];
  /** Files no process inside may read, beyond `sandbox.filesystem.denyRead` (the run's credential files). */
  denyRead?: readonly string[];
  host?: HostOps;
  /** What the start logs after `startSandbox` has returned (the cost per call, or why it failed). */
  onLog?: (line: string, level: 'info' | 'warning') => void;
  /** Awaited before the library starts (it puts mount points into the workspace): the runner's preparation and the workspace snapshot. */
  beforeFirstProcess?: () => Promise<void>;
}

export type StartSandboxResult = { ok: true; sandbox?: ToolSandbox; status: SandboxStatus; log: string[] } | { ok: false; error: string; log: string[] };
