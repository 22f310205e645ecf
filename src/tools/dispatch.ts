import { withToolPath } from '../permissions/path-rules.js';
import type { PermissionDecision } from '../permissions/types.js';
import type { ReadFileState } from './read-state.js';
import type { ShellCwd } from './shell-cwd.js';
import type { AnswerBoundTasks } from './answer-bound.js';
import type { AnyTool, ContextRoom, ToolContext, ToolResult } from './types.js';
import { capToolError } from './truncate.js';

/** What PreToolUse hooks decided about one call. */
export interface PreToolHookResult {
  /** Set when a hook blocked the call (exit code 2 or a JSON deny): the text the model sees. */
  blockMessage?: string;
  decision?: 'allow' | 'deny' | 'ask' | 'defer';
  updatedInput?: unknown;
  additionalContext: string[];
}

export interface PostToolHookResult {
  additionalContext: string[];
}

/** The hook points dispatch calls; the hooks module adapts its runner to this. */
export interface ToolHooks {
  pre(call: { toolName: string; toolInput: unknown; toolUseId: string }): Promise<PreToolHookResult>;
  post(call: { toolName: string; toolInput: unknown; toolUseId: string; result: ToolResult; durationMs: number }): Promise<PostToolHookResult>;
  /** PermissionRequest: asked where a user would be (no rule allows the call); `allow` lets it run, deny rules still win. */
  permissionRequest?(call: {
    toolName: string;
    toolInput: unknown;
    toolUseId: string;
    suggestedRule?: string;
  }): Promise<{ behavior?: 'allow' | 'deny'; message?: string; updatedInput?: unknown }>;
}

export interface DispatchDeps {
  tools: ReadonlyMap<string, AnyTool>;
  /** Built-in tools that do not exist in this session (`claude_args --tools` leaves them out). */
  disabled?: ReadonlySet<string>;
  /** Why a tool the session has but this caller is not offered cannot be called here, in Claude Code's words. */
  notHere?: (toolName: string) => string | undefined;
  /** `cwd`: for Bash and Monitor, the directory the command will start in (the agent's shell); absent, the root. */
  decide: (toolName: string, input: unknown, cwd?: string) => PermissionDecision;
  /** The deny rule that forbids this tool this path (Read deny rules bind Glob and Grep results); `realPath` if known. */
  pathDenied?: (toolName: string, absPath: string, realPath?: string) => string | undefined;
  hooks?: ToolHooks;
  /** The calling agent's files read and written (one per agent, src/session/dispatch.ts). */
  files?: ReadFileState;
  /** The calling agent's shell directory (one per agent): Bash starts there, and a relative file path is taken from it. */
  shell?: ShellCwd;
  /** A synchronous subagent's: its background commands end with its final response. */
  endsWithAnswer?: AnswerBoundTasks;
  /** A person answered this call's ask (src/session/checkpoint.ts): a PreToolUse `ask` or `defer` lets it run, as a hook's allow would. */
  personAllowed?: boolean;
}

/** Why a tool call was refused: which kind of decision said no, its message, and a rule that would allow the call. */
export interface ToolRefusal {
  decisionType: 'mode' | 'rule' | 'hook' | 'path';
  message: string;
  suggestedRule?: string;
}

/** A call only a person can decide: an `ask` rule covers it, or a PreToolUse hook answered `ask` or `defer`. */
export interface PersonNeeded {
  kind: 'ask_rule' | 'hook_ask' | 'hook_defer';
  /** The rule's or the hook's words, as the model would read them in the denial. */
  reason: string;
}

export interface DispatchOutcome {
  result: ToolResult;
  /** The input the tool ran with (a hook may have rewritten it). */
  input: unknown;
  /** Text for the model beside the result (hook context), sent as system reminders. */
  extraContext: string[];
  denial?: ToolRefusal;
  /** Set when the call was refused only because nobody was there to answer (src/session/checkpoint.ts may wait for one). */
  waitsFor?: PersonNeeded;
}

/**
 * What Claude Code 2.1.332 tells a model that calls a tool it does not offer (test/fixtures/claude-code-hook-stdin/
 * 2.1.332-tools.json): where to search instead, since Glob and Grep are offered only when named.
 */
const NOT_OFFERED: Readonly<Record<string, string>> = {
  Glob: 'Glob is not available in this session — find files with `find` via the Bash tool instead.',
  Grep: 'Grep is not available in this session — search file contents with `grep` via the Bash tool instead.',
  TodoWrite: 'TodoWrite is disabled for this session, in subagents as well as here.',
  // Without a language server (the CLI offers LSP only with one).
  LSP: 'LSP is disabled for this session, in subagents as well as here.',
};

/** One tool call of a reply, with the room the reply's calls share in the conversation (src/tools/context-room.ts). */
export interface ToolCall {
  id: string;
  name: string;
  input: unknown;
  room?: ContextRoom;
}

/** validate → PreToolUse hooks → permission → execute → PostToolUse hooks. Never throws. */
export async function dispatchToolCall(call: ToolCall, deps: DispatchDeps, signal: AbortSignal): Promise<DispatchOutcome> {
  const tool = deps.tools.get(call.name);
  if (!tool) {
    const names = [...deps.tools.keys()].join(', ');
    // Claude Code's words (2.1.332): what to use instead of a search tool not offered, then (the runner's addition) the tools there are.
    const hint = NOT_OFFERED[call.name];
    const notHere = deps.notHere?.(call.name);
    const instead =
      hint !== undefined && (call.name === 'TodoWrite' || call.name === 'LSP' || deps.tools.has('Bash'))
        ? ` ${hint}`
        : deps.disabled?.has(call.name)
          ? ` ${call.name} is disabled for this session, in subagents as well as here.`
          : notHere !== undefined
            ? ` ${notHere}`
            : '';
    return failed(call.input, `<tool_use_error>Error: No such tool available: ${call.name}.${instead} Available tools: ${names}</tool_use_error>`);
  }
  const validated = tool.validate(call.input);
  if (!validated.ok) return failed(call.input, `<tool_use_error>InputValidationError: ${validated.error}</tool_use_error>`);
  let input = validated.value;
  const refusal = await tool.refuse?.(input);
  if (refusal !== undefined) return failed(input, `<tool_use_error>${refusal}</tool_use_error>`);
  const extraContext: string[] = [];

  // A person's yes is a hook's allow: it skips the mode's refusal, never a deny rule.
  let hookAllowed = deps.personAllowed === true;
  if (deps.hooks) {
    const pre = await deps.hooks.pre({ toolName: tool.name, toolInput: input, toolUseId: call.id });
    extraContext.push(...pre.additionalContext);
    const answered = deps.personAllowed === true && (pre.decision === 'ask' || pre.decision === 'defer');
    if (!answered && (pre.blockMessage !== undefined || pre.decision === 'deny')) {
      const message = pre.blockMessage ?? `PreToolUse:${tool.name} hook error: denied by hook`;
      const asks = pre.decision === 'ask' || pre.decision === 'defer' ? { waitsFor: { kind: `hook_${pre.decision}` as const, reason: message } } : {};
      return { ...failed(input, message), extraContext, denial: { decisionType: 'hook', message }, ...asks };
    }
    if (pre.updatedInput !== undefined) {
      const revalidated = tool.validate(pre.updatedInput);
      if (!revalidated.ok) {
        return { ...failed(input, `InputValidationError (after a PreToolUse hook changed the input): ${revalidated.error}`), extraContext };
      }
      input = revalidated.value;
    }
    hookAllowed ||= pre.decision === 'allow';
  }

  // Decided on the very directory the command runs in, read once: the decision and the run never see two.
  const runsShell = tool.name === 'Bash' || tool.name === 'Monitor';
  const cwd = runsShell ? deps.shell?.current() : undefined;
  // A relative path names a file in the shell's directory, as in Claude Code: made absolute before anything judges it.
  if (!runsShell && deps.shell) input = deps.shell.absolutePaths(tool.name, input) as typeof input;
  let permission = deps.decide(tool.name, input, cwd);
  if (permission.behavior === 'deny' && permission.decisionType === 'mode' && !hookAllowed && deps.hooks?.permissionRequest) {
    // Where Claude Code would show a dialog, PermissionRequest hooks answer for the missing user.
    const answer = await deps.hooks.permissionRequest({
      toolName: tool.name,
      toolInput: input,
      toolUseId: call.id,
      ...(permission.suggestedRule !== undefined ? { suggestedRule: permission.suggestedRule } : {}),
    });
    if (answer.behavior === 'allow') {
      const revalidated = answer.updatedInput === undefined ? { ok: true as const, value: input } : tool.validate(answer.updatedInput);
      if (!revalidated.ok)
        return { ...failed(input, `InputValidationError (after a PermissionRequest hook changed the input): ${revalidated.error}`), extraContext };
      input = revalidated.value;
      hookAllowed = true;
      permission = deps.decide(tool.name, input, cwd);
    } else if (answer.behavior === 'deny' && answer.message !== undefined) {
      permission = { ...permission, message: `${permission.message} (PermissionRequest hook: ${answer.message})` };
    }
  }
  // A hook's allow skips the mode's refusal but never overrides a deny rule.
  if (permission.behavior === 'deny' && !(hookAllowed && permission.decisionType === 'mode')) {
    return {
      ...failed(input, permission.message),
      extraContext,
      denial: {
        decisionType: permission.decisionType,
        message: permission.message,
        ...(permission.suggestedRule !== undefined ? { suggestedRule: permission.suggestedRule } : {}),
      },
      ...(permission.ask ? { waitsFor: { kind: 'ask_rule' as const, reason: permission.message } } : {}),
    };
  }

  const plan = permission.behavior === 'allow' ? permission.plan : undefined;
  const pathDenied = deps.pathDenied;
  const decided = input;
  const decidedPath = permission.realPath;
  // The decision, carried to the I/O: what the tool opened (its descriptor's real path) must be the very path the
  // decision resolved, and must pass the same decision again; a swap in between is refused, not re-resolved.
  const recheckPath = (realPath: string, folder = false): string | undefined => {
    if (decidedPath !== undefined && (folder ? !decidedPath.startsWith(realPath.endsWith('/') ? realPath : `${realPath}/`) : realPath !== decidedPath)) {
      return `${realPath} is not the ${folder ? 'folder of the file' : 'file'} the permission decision was made on (${decidedPath}): it changed in between, so it was not used.`;
    }
    if (folder) return undefined;
    const again = deps.decide(tool.name, withToolPath(decided, realPath));
    return again.behavior === 'deny' && !(hookAllowed && again.decisionType === 'mode') ? again.message : undefined;
  };
  const context: ToolContext = {
    signal,
    toolUseId: call.id,
    recheckPath,
    ...(deps.files !== undefined ? { files: deps.files } : {}),
    ...(call.room !== undefined ? { room: call.room } : {}),
    ...(plan !== undefined ? { plan } : {}),
    ...(cwd !== undefined ? { cwd } : {}),
    ...(cwd !== undefined && deps.shell ? { shell: deps.shell } : {}),
    ...(deps.endsWithAnswer ? { endsWithAnswer: deps.endsWithAnswer } : {}),
    ...((tool.name === 'Glob' || tool.name === 'Grep') && deps.shell ? { listedFrom: deps.shell.current() } : {}),
    ...(pathDenied !== undefined ? { pathDenied: (abs: string, real?: string) => pathDenied(tool.name, abs, real) } : {}),
  };
  const started = Date.now();
  let result: ToolResult;
  try {
    result = await tool.execute(input, context);
  } catch (error) {
    result = { content: `${tool.name} failed: ${error instanceof Error ? error.message : String(error)}`, isError: true };
  }
  if (result.isError) result = { ...result, content: capToolError(result.content) };
  if (deps.hooks) {
    const post = await deps.hooks.post({ toolName: tool.name, toolInput: input, toolUseId: call.id, result, durationMs: Date.now() - started });
    extraContext.push(...post.additionalContext);
  }
  return { result, input, extraContext };
}

function failed(input: unknown, content: string): DispatchOutcome {
  return { result: { content: capToolError(content), isError: true }, input, extraContext: [] };
}
