import type { AgentDefinition } from '../config/agents.js';
import { removedByDenyRule } from '../permissions/decide.js';
import type { PermissionPolicy, PermissionRule } from '../permissions/types.js';
import type { AnyTool } from '../tools/types.js';

/**
 * Glob, Grep and TodoWrite as Claude Code 2.1.332 offers them, measured headless (scripts/oracle/first-request.mjs,
 * test/fixtures/claude-code-first-request/2.1.332.json): its native build searches through Bash (find, grep, rg) and
 * keeps the task tools in place of TodoWrite. Glob and Grep come back, both together, when an `--allowedTools` rule
 * (the action's `allowed_tools`, `claude_args`) names either, or when a bare deny rule removes Bash; a settings file's
 * allow rule naming them does not bring them back. A subagent (or the settings' `agent`) whose `tools:` names one gets
 * it. TodoWrite is never offered, even by name.
 */
const SEARCH_TOOLS: ReadonlySet<string> = new Set(['Glob', 'Grep']);
const NEVER_OFFERED: ReadonlySet<string> = new Set(['TodoWrite']);

/**
 * The tools the main thread is not offered: TodoWrite always, Glob and Grep unless the run asks for them (above, or by
 * naming them in `claude_args --tools`: `narrowed`, the list already holds only those named), and Monitor (a Bash
 * command's output as events) when a deny rule removes Bash, as 2.1.332 drops it then.
 */
export function toolsNotOffered(allowedTools: readonly PermissionRule[], policy: PermissionPolicy, narrowed = false): ReadonlySet<string> {
  const noBash = removedByDenyRule(policy, 'Bash');
  const searchAsked = narrowed || noBash || allowedTools.some((rule) => SEARCH_TOOLS.has(rule.tool));
  return new Set([...NEVER_OFFERED, ...(searchAsked ? [] : SEARCH_TOOLS), ...(noBash ? ['Monitor'] : [])]);
}

/**
 * `parentTools` and, of the tools held back (`heldBack`, in the session's order `order`), those `agent` names: placed
 * where the session's order puts them, so a child's tool list reads as the main thread's would.
 */
export function withNamedTools(
  agent: AgentDefinition,
  parentTools: readonly AnyTool[],
  heldBack: readonly AnyTool[],
  order: readonly string[],
): readonly AnyTool[] {
  const asked = namedByAgent(agent, heldBack).filter((tool) => !parentTools.some((own) => own.name === tool.name));
  if (asked.length === 0) return parentTools;
  const rank = (tool: AnyTool): number => {
    const i = order.indexOf(tool.name);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...parentTools, ...asked].sort((a, b) => rank(a) - rank(b));
}

/** Of the tools not offered, those an agent's `tools:` names (Glob, Grep): a repository's agent that asks for them gets them. */
export function namedByAgent(agent: AgentDefinition, notOffered: readonly AnyTool[]): AnyTool[] {
  // The built-in Explore's list is a filter of what the parent has, as Claude Code's Explore (no Glob or Grep there).
  if (agent.source === 'built-in' || agent.tools === undefined) return [];
  const named = new Set(agent.tools.map((entry) => entry.trim()));
  return notOffered.filter((tool) => SEARCH_TOOLS.has(tool.name) && named.has(tool.name));
}
