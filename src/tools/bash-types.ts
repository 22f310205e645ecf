import type { ToolSandbox } from '../sandbox/runtime.js';
import type { BackgroundTasks } from './background.js';
import type { Workspace } from './types.js';

/** The SDK's BashInput. */
export interface BashInput {
  command: string;
  timeout?: number;
  description?: string;
  run_in_background?: boolean;
  /** Accepted as false; true is refused: the sandbox is the workflow's choice, not the model's. */
  dangerouslyDisableSandbox?: boolean;
}

/** What a bridged command printed and how it exited; `bridge` names the bridge that ran it (the result's details). */
export interface BridgeOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
  bridge: 'gh' | 'git';
}

/** A command the runner runs itself instead of spawning it (the gh and push bridges), or undefined when it is not one. */
export type CommandBridge = (command: string) => Promise<BridgeOutput> | undefined;

export interface BashOptions {
  workspace: Workspace;
  /** The whole environment of the command (see env.ts `buildToolEnv`). */
  env: Record<string, string>;
  defaultTimeoutMs?: number;
  maxTimeoutMs?: number;
  maxOutputChars?: number;
  /** CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR: every command starts in the working directory (the description says so). */
  cdReturns?: boolean;
  /** Between SIGTERM and SIGKILL of the process group. */
  killGraceMs?: number;
  /** How long to keep reading after bash exits while a background process holds the pipes. */
  drainMs?: number;
  spillMaxBytes?: number;
  shell?: string;
  /** Arguments before `-c` (PowerShell's `-NoProfile -NonInteractive`). */
  shellArgs?: string[];
  /** Commands run inside it, except `sandbox.excludedCommands`. */
  sandbox?: ToolSandbox;
  /** `run_in_background` commands live here; without it the field is refused. */
  background?: BackgroundTasks;
  /** Monitor: a background command's stdout lines are events, each told to the model. */
  watchBackground?: boolean;
  /**
   * CLAUDE_ENV_FILE (the hooks' `export NAME=value` lines, src/hooks/env-file.ts): run by bash before each command,
   * inside the command's own sandbox; never for a command that runs outside the sandbox the hooks ran in, nor for the
   * read-only list. The runner's own copy, read at each call: never a file the model's commands could have changed.
   */
  envScript?: () => string;
  /** gh commands the runner runs itself, with the token no tool holds (src/github-tools/gh-bridge.ts). */
  bridge?: CommandBridge;
}
