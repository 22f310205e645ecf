import type { PermissionDecision } from '../permissions/types.js';
import type { ToolSandbox } from './runtime.js';

/**
 * `autoAllowBashIfSandboxed`: where the repository enabled the sandbox, a Bash command that will run inside it needs
 * no allow rule — the sandbox bounds what it can do. Deny rules still deny, and excluded commands (run outside) get
 * the ordinary decision.
 */
export function withSandboxAutoAllow(
  sandbox: ToolSandbox | undefined,
  decide: (toolName: string, input: unknown, cwd?: string) => PermissionDecision,
): (toolName: string, input: unknown, cwd?: string) => PermissionDecision {
  if (!sandbox?.autoAllowBash) return decide;
  return (toolName, input, cwd) => {
    const decision = decide(toolName, input, cwd);
    if (toolName !== 'Bash' || decision.behavior !== 'deny' || decision.decisionType !== 'mode') return decision;
    const command = typeof input === 'object' && input !== null ? (input as { command?: unknown }).command : undefined;
    if (typeof command !== 'string' || sandbox.isExcluded(command)) return decision;
    return { behavior: 'allow', reason: 'sandboxed (sandbox.autoAllowBashIfSandboxed)' };
  };
}
