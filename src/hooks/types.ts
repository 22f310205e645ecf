import type { SpawnWrapper } from '../sandbox/runtime.js';
import type { PermissionMode } from '../permissions/types.js';

/**
 * The settings' bounds on http hooks (`allowedHttpHookUrls`, `httpHookAllowedEnvVars`), applied by http-policy.ts to
 * every http hook of the run: the settings', the plugins' and those in front matter.
 */
export interface HttpHookPolicy {
  /** Undefined: any URL; else a URL must match a pattern of every list (the workflow's bounds the repository's); an empty list: no http hook is sent. */
  allowedUrls?: readonly (readonly string[])[];
  /** Undefined: each hook's own `allowedEnvVars`. */
  allowedEnvVars?: readonly string[];
}

/** The events the runner fires, with Claude Code's names. */
export const HOOK_EVENTS = [
  'SessionStart',
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PostToolBatch',
  'UserPromptExpansion',
  'Stop',
  'SubagentStart',
  'SubagentStop',
  'PreCompact',
  'PostCompact',
  'SessionEnd',
  'InstructionsLoaded',
  'PermissionRequest',
  'StopFailure',
  'TaskCreated',
  'TaskCompleted',
  'FileChanged',
  'ConfigChange',
  'CwdChanged',
] as const;

/**
 * Valid in Claude Code settings but without an occasion in the runner's headless run: accepted so a committed config
 * loads, never fired, each named in a warning (docs/hooks.md says why for each; Claude Code 2.1.332 observed headless in
 * test/fixtures/claude-code-hook-stdin/2.1.332-scopes.json). Notification: nobody is notified (no permission dialog, no
 * idle prompt; 2.1.332 fires none headless). Setup: `--init` / `--maintenance` only. TeammateIdle: agent teams are not
 * offered. Elicitation, ElicitationResult: nobody can answer an MCP server's question (refused). WorktreeCreate,
 * WorktreeRemove: they replace git for worktrees in Claude Code; the runner makes subagents' worktrees with git.
 * MessageDisplay: a message shown in Claude Code's terminal. PreModelSwitch, PostModelSwitch: the run keeps one model.
 * DirectoryAdded: no `/add-dir` headless. PreSkillShellCommand: a skill's `!` lines run as Bash calls (PreToolUse sees them).
 * PermissionDenied: Claude Code fires it only for its auto mode's classifier, never for a rule's or the mode's refusal
 * (2.1.332 in dontAsk and bypassPermissions, test/fixtures/claude-code-hook-stdin/2.1.332-tools.json); the runner has no
 * classifier.
 */
export const ACCEPTED_UNFIRED_EVENTS = [
  'Notification',
  'Setup',
  'TeammateIdle',
  'Elicitation',
  'ElicitationResult',
  'WorktreeCreate',
  'WorktreeRemove',
  'MessageDisplay',
  'PreModelSwitch',
  'PostModelSwitch',
  'DirectoryAdded',
  'PreSkillShellCommand',
  'PermissionDenied',
] as const;

export type HookEventName = (typeof HOOK_EVENTS)[number] | (typeof ACCEPTED_UNFIRED_EVENTS)[number];

/** The fields every handler type shares. */
export interface HookSpecCommon {
  /** From the hook's `timeout` (seconds); absent = the runner's default. */
  timeoutMs?: number;
  /** Where it was written, e.g. `.claude/settings.json hooks.PreToolUse[0].hooks[1]`. */
  source: string;
  /** Permission rule syntax (`Bash(git *)`): the hook runs only for tool calls the rule matches. */
  if?: string;
  /** Runs at most once in the run. */
  once?: boolean;
  /** Shown in the log when the hook starts. */
  statusMessage?: string;
  /** What a hook that cannot answer does; absent: `block` for PreToolUse in CI (a gate fails closed), else `continue`. */
  onFailure?: 'continue' | 'block';
}

/** One `{"type": "command", ...}` entry of a settings file (`type` is left out: the default). */
export interface CommandHookSpec extends HookSpecCommon {
  type?: undefined;
  /** Shell form: the script for `bash -c`. Exec form (with `args`): the program, looked up on PATH. */
  command: string;
  /** Exec form: argv after the program, passed without a shell. */
  args?: string[];
  /** Variables its process gets besides the hooks' environment: a plugin's hook gets CLAUDE_PLUGIN_ROOT and CLAUDE_PLUGIN_DATA. */
  env?: Record<string, string>;
  /** `async: true`: runs in the background; the event goes on without it, and its answer cannot decide anything. */
  async?: boolean;
}

/** `{"type": "http"}`: the event's JSON POSTed to `url`; the response body read like a command's stdout. */
export interface HttpHookSpec extends HookSpecCommon {
  type: 'http';
  url: string;
  headers?: Record<string, string>;
  /** The only variables `$VAR` / `${VAR}` in `headers` may take (from the hooks' environment). */
  allowedEnvVars?: string[];
}

/** `{"type": "mcp_tool"}`: a tool of a configured MCP server; its text read like a command's stdout. */
export interface McpToolHookSpec extends HookSpecCommon {
  type: 'mcp_tool';
  server: string;
  tool: string;
  /** String values may hold `${tool_input.file_path}`-style paths into the event's JSON. */
  input?: Record<string, unknown>;
}

/** `{"type": "prompt"}` (one model call) or `{"type": "agent"}` (a read-only subagent): answers `{ok, reason}`. */
export interface ModelHookSpec extends HookSpecCommon {
  type: 'prompt' | 'agent';
  /** `$ARGUMENTS` takes the event's JSON. */
  prompt: string;
  model?: string;
}

/** A PreToolUse entry the settings wrote in a form no handler reads: it denies every call it covers (a gate fails closed). */
export interface UnreadableHookSpec extends HookSpecCommon {
  type: 'unreadable';
  /** `<json path>: <what is wrong>`. */
  problem: string;
}

export type HookSpec = CommandHookSpec | HttpHookSpec | McpToolHookSpec | ModelHookSpec | UnreadableHookSpec;

export interface HookMatcherGroup {
  /** As written; absent, `""` and `*` match everything. */
  matcher?: string;
  hooks: HookSpec[];
}

export type HooksConfig = Partial<Record<HookEventName, HookMatcherGroup[]>>;

export type HookPermissionDecision = 'allow' | 'deny' | 'ask' | 'defer';

export interface HookFailure {
  /** The command as written (exec form: program and args, shell-quoted for display). */
  command: string;
  kind: 'timeout' | 'crash' | 'exit' | 'bad_json';
  detail: string;
}

/** The combined result of every hook that matched one event. */
export interface HookOutcome {
  /**
   * PreToolUse: the tool must not run. PostToolUse/PostToolUseFailure: feedback for the model.
   * Stop/SubagentStop: the agent must go on. UserPromptSubmit: the prompt is refused.
   */
  blocked: boolean;
  /** Ready to send: the tool error (PreToolUse), the continuation reason (Stop), the refusal (UserPromptSubmit). */
  blockMessage?: string;
  /** Stop/SubagentStop: a block as the model gets it, one text block each (Claude Code's reminders). */
  stopFeedback?: string[];
  /** PreToolUse only; deny > defer > ask > allow across hooks, and `deny` whenever `blocked`. */
  permissionDecision?: HookPermissionDecision;
  permissionDecisionReason?: string;
  /** PreToolUse: the input the tool runs with instead (first hook that gave one); never set when blocked. */
  updatedInput?: unknown;
  /** Text for the model as a system reminder, in hook order. */
  additionalContext: string[];
  /** Text for the user/log (`systemMessage`), in hook order. */
  systemMessages: string[];
  /** False when any hook said `"continue": false`: the run must stop. */
  continue: boolean;
  stopReason?: string;
  /** Raw stdout of the hooks that did not ask to suppress it, for the transcript. */
  stdout: string;
  failures: HookFailure[];
  /** Distinct commands run. */
  ran: number;
  /** FileChanged: the paths the hooks asked to watch from now on (`hookSpecificOutput.watchPaths`), when any did. */
  watchPaths?: string[];
}

export interface HookRunnerOptions {
  hooksConfig: HooksConfig;
  /** Where hooks run. */
  cwd: string;
  /** Exported as CLAUDE_PROJECT_DIR. */
  projectDir: string;
  /** CLAUDE_ENV_FILE for SessionStart, Setup, CwdChanged and FileChanged command hooks: a fresh file per hook run. */
  envFiles?: HookEnvFiles;
  /** The hooks' whole environment (already scrubbed by the caller); CLAUDE_PROJECT_DIR is added. */
  env: Record<string, string>;
  sessionId: string;
  /** Claude Code's `prompt_id`: the run's first prompt, in the stdin of every event after it (`ports.promptId` once a notice is the prompt). */
  promptId?: string;
  transcriptPath: string;
  permissionMode: PermissionMode;
  /**
   * The effort level the run's model works at (the `effort` input, else settings' `effortLevel`, else Claude Code's
   * default `high`), sent as `effort: {level}` by the events that carry it; undefined for a model that takes none.
   */
  effort?: string;
  defaultTimeoutMs: number;
  /** Per stream; the rest is dropped and marked. Default 1 MiB. */
  maxOutputBytes?: number;
  /** Where each event's stdin JSON is staged for its hooks (deleted after). Default: the OS temp dir. */
  tempDir?: string;
  /** Aborting kills every running hook's process group. */
  signal?: AbortSignal;
  /** Command hooks run inside the tool sandbox. */
  wrapSpawn?: SpawnWrapper;
  /** Awaited before any hook command starts (the runner's preparation and the workspace snapshot). */
  beforeFirstProcess?: () => Promise<void>;
  /**
   * An `async` hook's answer, once it has finished: its failures, `systemMessage` and `additionalContext` (for the
   * model's next turn). Decisions, blocks and `continue: false` are already dropped: nothing waited for them.
   */
  onAsyncOutcome?: (event: HookEventName, outcome: HookOutcome) => void;
  /** What the handlers other than `command` need from the session; read at each call (the session fills it in later). */
  ports?: HookPorts;
  /**
   * The `once` hooks that have run, by where they were written: shared by every runner of the run, so a `once` hook
   * runs once in the session (Claude Code's meaning) whichever agent or skill scope fires it. Default: the runner's own.
   */
  onceSpent?: Set<string>;
  /** The settings' bounds on http hooks (http-policy.ts); `blocked` hears each hook not sent, with Claude Code's words. */
  httpPolicy?: HttpHookPolicy & { blocked?: (message: string) => void };
}

/** The session's services for `mcp_tool`, `prompt` and `agent` hooks and for `if`. */
export interface HookPorts {
  callMcpTool?: (server: string, tool: string, input: Record<string, unknown>, signal: AbortSignal) => Promise<{ text: string; isError: boolean }>;
  /** One model call (`prompt`) or a read-only subagent (`agent`), on the run's budget; resolves to the final text. */
  askModel?: (kind: 'prompt' | 'agent', prompt: string, model: string | undefined, signal: AbortSignal) => Promise<{ text: string; isError: boolean }>;
  /** Whether a tool call matches a permission rule (`if`). */
  matchesRule?: (rule: string, toolName: string, input: unknown) => boolean;
  /** A hook's `statusMessage`, as it starts. */
  status?: (message: string) => void;
  /** Stop and SubagentStop's `background_tasks`: the commands still running in the background, as Claude Code lists them. */
  backgroundTasks?: () => HookBackgroundTask[];
  /** Stop and SubagentStop's `session_crons`: the jobs CronCreate and ScheduleWakeup keep, as Claude Code 2.1.332 lists them. */
  sessionCrons?: () => HookSessionCron[];
  /** The prompt the events now belong to, once a background task's notice came as a new prompt (`prompt_id`). */
  promptId?: string;
  /** The main thread's shell directory, which a `cd` moves: every event's `cwd`, as Claude Code's (hooks still run in the project). */
  cwd?: () => string;
}

/**
 * One entry of `background_tasks` (observed from Claude Code 2.1.197: a `run_in_background` Bash command; 2.1.332's
 * schema adds a workflow: `type: 'workflow'` with its `name`; a background agent, observed: `type: 'subagent'` with its `agent_type`;
 * a Monitor, observed: `type: 'monitor'` with its `command`).
 */
export type HookBackgroundTask =
  | { id: string; type: 'shell' | 'monitor'; status: 'running'; description: string; command: string }
  | { id: string; type: 'workflow'; status: 'running'; description: string; name: string }
  | { id: string; type: 'subagent'; status: 'running'; description: string; agent_type: string };

/** One entry of `session_crons` (observed from 2.1.332: a CronCreate job, or a ScheduleWakeup wakeup as a one-shot job at its minute). */
export interface HookSessionCron {
  id: string;
  schedule: string;
  recurring: boolean;
  prompt: string;
}

export interface HookRunner {
  /**
   * Runs the hooks of `event` whose matcher accepts `matchValue` (tool name for tool events, agent
   * type for Subagent*, `source`/`trigger`/`reason` for SessionStart/PreCompact/SessionEnd); with no
   * `matchValue`, matchers are ignored. `payload` is added after the common stdin fields. Never rejects.
   */
  run(event: HookEventName, payload: Record<string, unknown>, matchValue?: string): Promise<HookOutcome>;
  /** Cheap check, so callers can skip building a payload. */
  has(event: HookEventName, matchValue?: string): boolean;
}

/** CLAUDE_ENV_FILE's keeper (src/hooks/env-file.ts): one hook run's file. */
export interface EnvFileSlot {
  /** The file the hook gets as CLAUDE_ENV_FILE. */
  file: string;
  /** Its folder: what a sandboxed hook may also write. */
  dir: string;
  /** After the hook: its file becomes its lines; the folder is removed. */
  collect(): Promise<void>;
}

export interface HookEnvFiles {
  /** A fresh file for one run of `hook` (its settings source and command) on `event`. */
  open(event: HookEventName, hook: string): Promise<EnvFileSlot>;
  /** Every hook's lines, in Claude Code's order: what Bash runs before each command. */
  script(): string;
}
