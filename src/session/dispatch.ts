import type { LoopDeps } from '../agent/loop.js';
import { decide } from '../permissions/decide.js';
import { loadBashGrammar } from '../permissions/bash-grammar.js';
import { deniedPathMatcher, type DeniedPath } from '../permissions/deny-matcher.js';
import type { PermissionPolicy, PermissionRule } from '../permissions/types.js';
import { withSandboxAutoAllow, type ToolSandbox } from '../sandbox/index.js';
import { dispatchToolCall, type ToolHooks } from '../tools/dispatch.js';
import { changedOnDiskReminders } from '../tools/changed-on-disk.js';
import { ReadFileState } from '../tools/read-state.js';
import type { ShellCwd } from '../tools/shell-cwd.js';
import type { AnswerBoundTasks } from '../tools/answer-bound.js';
import type { AnyTool } from '../tools/types.js';

export interface DispatchWiring {
  policy: PermissionPolicy;
  tools: ReadonlyMap<string, AnyTool>;
  /** Built-in tools `claude_args --tools` leaves out: a call of one is answered as Claude Code answers it. */
  disabledTools?: ReadonlySet<string>;
  /** Why a tool the session has but this caller is not offered cannot be called here (dispatch.ts DispatchDeps). */
  notHere?: (toolName: string) => string | undefined;
  /** Rules granted while the run goes on (skills' allowed-tools), read at each call. */
  grantedTools?: () => PermissionRule[];
  /** `autoAllowBashIfSandboxed`: Bash that runs in the sandbox may need no rule. */
  sandbox?: ToolSandbox;
  hooks?: ToolHooks;
  /** Awaited before the first call runs (the runner's preparation and the workspace snapshot). */
  beforeFirstProcess?: () => Promise<void>;
  /** FileChanged and ConfigChange (watched-files.ts): its reference awaited before a call runs, compared after each. */
  watch?: { ready: Promise<void>; check(): Promise<void> };
  /** After a call that succeeded: text for the model beside its result (the language servers' new diagnostics). */
  afterCall?: (toolName: string, input: unknown, signal: AbortSignal) => Promise<string[]>;
  /** The call a person allowed in answer to its ask (src/session/checkpoint.ts): the ask rules and a hook's ask or defer let it run. */
  personAllowed?: (toolUseId: string) => boolean;
  /** This agent's shell directory (src/tools/shell-cwd.ts): the main thread's, or a subagent's fixed one. */
  shell?: ShellCwd;
  /** A synchronous subagent's background commands, ended at its final response (src/tools/answer-bound.ts). */
  endsWithAnswer?: AnswerBoundTasks;
}

/**
 * How every tool call of the session is decided and run: the permission policy (with the skills'
 * grants and the sandbox's auto-allow), the path rules on what a tool actually touches, the
 * PreToolUse/PostToolUse hooks. The main loop and every subagent get theirs from here.
 */
export function sessionDispatch(wiring: DispatchWiring): LoopDeps['dispatch'] {
  const { policy, tools } = wiring;
  const editing = tools.has('Edit') || tools.has('Write');
  const readOnlyTools = new Set([...tools.values()].filter((tool) => tool.readOnly).map((tool) => tool.name));
  const decideWith = (rules: PermissionPolicy): ReturnType<typeof withSandboxAutoAllow> =>
    withSandboxAutoAllow(wiring.sandbox, (name, input, cwd) =>
      decide(rules, name, input, { readOnlyTools, grantedTools: wiring.grantedTools?.() ?? [], ...(cwd !== undefined ? { cwd } : {}) }),
    );
  const decideCall = decideWith(policy);
  // A person's answer stands for the ask rules only: every deny rule still applies.
  const decideAnswered = decideWith({ ...policy, deny: policy.deny.filter((rule) => !rule.source.endsWith('permissions.ask')) });
  // One per dispatch, so one per agent: a subagent neither sees its parent's reads nor leaves its own (as Claude Code 2.1.332).
  const files = new ReadFileState();
  return async (call, signal) => {
    // Bash lines are decided on their parse: the grammar loads once, after the first model request went out.
    await Promise.all([loadBashGrammar(), wiring.beforeFirstProcess?.(), wiring.watch?.ready]);
    // The deny rules compiled once per call (a Glob or Grep asks them about every entry it would return).
    const compiled = new Map<string, DeniedPath | undefined>();
    const pathDenied = (name: string, abs: string, real?: string): string | undefined => {
      if (!compiled.has(name)) compiled.set(name, deniedPathMatcher(policy, name));
      return compiled.get(name)?.(abs, real)?.raw;
    };
    const answered = wiring.personAllowed?.(call.id) === true;
    const deps = {
      tools,
      ...(wiring.disabledTools ? { disabled: wiring.disabledTools } : {}),
      ...(wiring.notHere ? { notHere: wiring.notHere } : {}),
      decide: answered ? decideAnswered : decideCall,
      pathDenied,
      files,
      ...(wiring.shell ? { shell: wiring.shell } : {}),
      ...(wiring.endsWithAnswer ? { endsWithAnswer: wiring.endsWithAnswer } : {}),
      ...(answered ? { personAllowed: true } : {}),
    };
    const wroteBefore = new Map(files.watched().map((w) => [w.realPath, w.content]));
    const dispatched = await dispatchToolCall(call, { ...deps, ...(wiring.hooks ? { hooks: wiring.hooks } : {}) }, signal);
    await wiring.watch?.check();
    // A file this agent wrote that changed on disk since (a command, a hook, a formatter): told beside this result, as Claude Code 2.1.332 tells it.
    const justWrote = new Set(files.watched().flatMap((w) => (wroteBefore.get(w.realPath) === w.content ? [] : [w.realPath])));
    const changed = await changedOnDiskReminders(files, call.name, justWrote, (real) => pathDenied('Read', real, real) !== undefined);
    const outcome = changed.length === 0 ? dispatched : { ...dispatched, extraContext: [...dispatched.extraContext, ...changed] };
    // Claude Code attaches the servers' diagnostics only for an agent that can edit (its Edit or Write tool).
    if (wiring.afterCall === undefined || !editing || outcome.result.isError || outcome.denial !== undefined) return outcome;
    const more = await wiring.afterCall(call.name, outcome.input, signal).catch(() => []);
    return more.length === 0 ? outcome : { ...outcome, extraContext: [...outcome.extraContext, ...more] };
  };
}
