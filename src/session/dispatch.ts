import type { LoopDeps } from '../agent/loop.js';
import { decide, pathDeniedBy } from '../permissions/decide.js';
import type { PermissionPolicy, PermissionRule } from '../permissions/types.js';
import { withSandboxAutoAllow, type ToolSandbox } from '../sandbox/index.js';
import { dispatchToolCall, type ToolHooks } from '../tools/dispatch.js';
import type { AnyTool } from '../tools/types.js';

export interface DispatchWiring {
  policy: PermissionPolicy;
  tools: ReadonlyMap<string, AnyTool>;
  /** Rules granted while the run goes on (skills' allowed-tools), read at each call. */
  grantedTools?: () => PermissionRule[];
  /** `autoAllowBashIfSandboxed`: Bash that runs in the sandbox may need no rule. */
  sandbox?: ToolSandbox;
  hooks?: ToolHooks;
}

/**
 * How every tool call of the session is decided and run: the permission policy (with the skills'
 * grants and the sandbox's auto-allow), the path rules on what a tool actually touches, the
 * PreToolUse/PostToolUse hooks. The main loop and every subagent get theirs from here.
 */
export function sessionDispatch(wiring: DispatchWiring): LoopDeps['dispatch'] {
  const { policy, tools } = wiring;
  const readOnlyTools = new Set([...tools.values()].filter((tool) => tool.readOnly).map((tool) => tool.name));
  const decideCall = withSandboxAutoAllow(wiring.sandbox, (name, input) => decide(policy, name, input, { readOnlyTools, grantedTools: wiring.grantedTools?.() ?? [] }));
  return (call, signal) =>
    dispatchToolCall(call, { tools, decide: decideCall, pathDenied: (name, abs) => pathDeniedBy(policy, name, abs)?.raw, ...(wiring.hooks ? { hooks: wiring.hooks } : {}) }, signal);
}
