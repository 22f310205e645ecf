import { createBashTool, type CommandBridge } from './bash.js';
import { buildToolEnv } from '../process/env.js';
import { withPluginBins } from '../config/plugin-bin.js';
import { createEditTool } from './edit.js';
import { createGlobTool } from './glob.js';
import { createGrepTool } from './grep.js';
import { createReadTool } from './read.js';
import { eraseTool, type AnyTool, type ToolDefinition, type Workspace } from './types.js';
import type { ToolSandbox } from '../sandbox/runtime.js';
import { createWriteTool } from './write.js';
import { withShellReads } from './shell-reads.js';
import type { BashInput } from './bash.js';
import { createWebFetchTool } from './web-fetch.js';
import type { ToolModelCall } from './web-model.js';
import type { PageFetchOptions } from './web-page.js';
import { createWebSearchTool } from './web-search.js';
import type { BackgroundTasks } from './background.js';
import { createNotebookEditTool } from './notebook-edit.js';
import { createTaskStopTool } from './task-stop.js';
import { createMonitorTool } from './monitor.js';
import { createPowerShellTool, powerShellPath } from './powershell.js';

export interface BuiltinToolsOptions {
  workspace: Workspace;
  /** Secret-looking variables the workflow author chose to hand to Bash anyway. */
  passEnv: string[];
  baseEnv: NodeJS.ProcessEnv;
  /** ripgrep for Grep; `null` forces the JavaScript engine; omitted: `rg` on PATH if any. */
  rgPath?: string | null;
  /** Bash runs inside it. */
  sandbox?: ToolSandbox;
  /** WebFetch (and WebSearch, where the provider runs server-side search) make their model calls through it. */
  web?: { askModel: ToolModelCall; search: boolean; page?: PageFetchOptions; searchRefusal?: string };
  /** Bash `run_in_background` commands (and Monitor's) are kept here; TaskStop stops them. */
  background?: BackgroundTasks;
  /** false: Bash has no `run_in_background` (CLAUDE_CODE_DISABLE_BACKGROUND_TASKS, as Claude Code 2.1.332); Monitor and TaskStop stay. */
  bashBackground?: boolean;
  /** gh commands Bash hands to the runner instead of spawning (the gh bridge, src/github-tools/gh-bridge.ts). */
  bashBridge?: CommandBridge;
  /**
   * Bash's default and largest timeout and output cap (settings env BASH_DEFAULT_TIMEOUT_MS, BASH_MAX_TIMEOUT_MS,
   * BASH_MAX_OUTPUT_LENGTH; default 2 and 10 minutes), and whether a `cd` is undone (CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR).
   */
  bashLimits?: { defaultMs?: number; maxMs?: number; maxOutputChars?: number; cdReturns?: boolean };
  /** Glob's listing and its time limit (settings env CLAUDE_CODE_GLOB_NO_IGNORE, _HIDDEN, _TIMEOUT_SECONDS). */
  glob?: { noIgnore?: boolean; hidden?: boolean; timeoutMs?: number; onTimedOut?: (limitMs: number) => void };
  /** Read's token cap (settings env CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS); default 25,000. */
  readMaxTokens?: number;
  /** CLAUDE_ENV_FILE: the hooks' lines as the runner holds them, run before each Bash command inside its sandbox. */
  bashEnvScript?: () => string;
  /** The enabled plugins' `bin/` folders: appended to the PATH of Bash's (and Monitor's) commands, as Claude Code appends them. */
  pluginBins?: readonly string[];
  /** PowerShell is offered on Windows where pwsh is on PATH; tests inject the platform. Default: this process's. */
  platform?: NodeJS.Platform;
  /** Whether a program file exists and may be run (tests stand in for a Windows disk); default: the file system's answer. */
  programExists?: (file: string) => boolean;
}

function bashLimitOptions(t: BuiltinToolsOptions['bashLimits']): {
  defaultTimeoutMs?: number;
  maxTimeoutMs?: number;
  maxOutputChars?: number;
  cdReturns?: boolean;
} {
  return {
    ...(t?.cdReturns ? { cdReturns: true } : {}),
    ...(t?.defaultMs !== undefined ? { defaultTimeoutMs: t.defaultMs } : {}),
    ...(t?.maxMs !== undefined ? { maxTimeoutMs: t.maxMs } : {}),
    ...(t?.maxOutputChars !== undefined ? { maxOutputChars: t.maxOutputChars } : {}),
  };
}

/** Bash, noting in the calling agent's record the file a plain `cat`, `head` or `tail` showed (as Claude Code counts it). */
function withShellRead(workspace: Workspace, bash: ToolDefinition<BashInput>): ToolDefinition<BashInput> {
  return { ...bash, execute: withShellReads(workspace, bash.execute) };
}

/** The built-in tools, always in this order so the request prefix (and its cache) stays stable. */
export function createBuiltinTools(opts: BuiltinToolsOptions): AnyTool[] {
  const { workspace } = opts;
  const pwshPath = powerShellPath(opts.platform ?? process.platform, opts.baseEnv.PATH ?? opts.baseEnv.Path ?? '', opts.programExists);
  const background = opts.background ? { background: opts.background } : {};
  const shellEnv = withPluginBins(buildToolEnv(opts.baseEnv, opts.passEnv), opts.pluginBins ?? []);
  return [
    eraseTool(
      withShellRead(
        workspace,
        createBashTool({
          workspace,
          env: shellEnv,
          ...(opts.sandbox ? { sandbox: opts.sandbox } : {}),
          ...(opts.background && opts.bashBackground !== false ? { background: opts.background } : {}),
          ...bashLimitOptions(opts.bashLimits),
          ...(opts.bashBridge ? { bridge: opts.bashBridge } : {}),
          ...(opts.bashEnvScript !== undefined ? { envScript: opts.bashEnvScript } : {}),
        }),
      ),
    ),
    eraseTool(createGlobTool({ workspace, ...opts.glob })),
    eraseTool(createGrepTool(opts.rgPath === undefined ? { workspace } : { workspace, rgPath: opts.rgPath })),
    eraseTool(createReadTool({ workspace, ...(opts.readMaxTokens !== undefined ? { maxTokens: opts.readMaxTokens } : {}) })),
    eraseTool(createEditTool({ workspace })),
    eraseTool(createWriteTool({ workspace })),
    eraseTool(createNotebookEditTool({ workspace })),
    // Claude Code's order puts NotebookEdit before WebFetch and TodoWrite between the two web tools.
    ...(opts.web ? [eraseTool(createWebFetchTool({ askModel: opts.web.askModel, ...(opts.web.page ? { page: opts.web.page } : {}) }))] : []),
    ...(opts.web?.search
      ? [eraseTool(createWebSearchTool({ askModel: opts.web.askModel, ...(opts.web.searchRefusal !== undefined ? { refusal: opts.web.searchRefusal } : {}) }))]
      : []),
    ...(opts.background
      ? [
          eraseTool(createTaskStopTool(opts.background)),
          eraseTool(
            createMonitorTool({
              workspace,
              env: shellEnv,
              background: opts.background,
              ...(opts.sandbox ? { sandbox: opts.sandbox } : {}),
            }),
          ),
        ]
      : []),
    ...(pwshPath !== undefined ? [eraseTool(createPowerShellTool({ workspace, env: buildToolEnv(opts.baseEnv, opts.passEnv), pwshPath, ...background }))] : []),
  ];
}

export { createBashTool } from './bash.js';
export type { BashInput, BashOptions } from './bash.js';
export { createEditTool } from './edit.js';
export type { EditInput, EditOptions } from './edit.js';
export { createGlobTool, globTimeoutWarning, listFiles } from './glob.js';
export type { GlobInput, GlobOptions } from './glob.js';
export { createGrepTool } from './grep.js';
export type { GrepInput, GrepOptions } from './grep.js';
export { resolveInWorkspace } from './path-guard.js';
export { createReadTool } from './read.js';
export type { ReadInput, ReadOptions } from './read.js';
export { createWriteTool } from './write.js';
export type { WriteInput, WriteOptions } from './write.js';
export { BackgroundTasks } from './background.js';
