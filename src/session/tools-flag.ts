import type { AnyTool } from '../tools/types.js';

/**
 * `claude_args --tools` as Claude Code 2.1.332 reads it (scripts/oracle/first-request.mjs, the `tools*` setups of
 * test/fixtures/claude-code-first-request/2.1.332.json): which built-in tools exist at all. Not given, or `default`:
 * every one. A list (names case-sensitive): only those, Glob or Grep each alone when named (not the pair an
 * `--allowedTools` rule brings back), TodoWrite still never; `""`: none. MCP tools and the runner's GitHub tools are not
 * built-in and stay. An allow rule cannot bring back a tool the list leaves out, a subagent's `tools:` picks among
 * those that exist, and a call of one left out is answered "disabled for this session".
 */
export interface BuiltinTools {
  /** Whether a built-in tool of this name exists in the run. */
  exists(name: string): boolean;
  /** True when `--tools` narrowed the set (Glob and Grep are then offered as named, not held back). */
  narrowed: boolean;
  /** Of `candidates`, the names a call is answered "disabled for this session" for. */
  disabled(candidates: readonly string[]): ReadonlySet<string>;
  /** The names `--tools` gives that are none of `candidates` (a typo, `bash` for Bash): for a warning. */
  unknown(candidates: readonly string[]): string[];
}

/** The built-in tools the runner adds around the pool (src/agent/subagent.ts withDelegationTools). */
export const DELEGATION_TOOLS: readonly string[] = ['Agent', 'Skill', 'Workflow', 'ListAgents', 'SendMessage'];

export function builtinTools(named: readonly string[] | undefined): BuiltinTools {
  if (named === undefined) return { exists: () => true, narrowed: false, disabled: () => new Set(), unknown: () => [] };
  const given = new Set(named);
  return {
    exists: (name) => given.has(name),
    narrowed: true,
    disabled: (candidates) => new Set(candidates.filter((name) => !given.has(name))),
    unknown: (candidates) => [...given].filter((name) => !candidates.includes(name)),
  };
}

/** `tools` without the built-in ones `--tools` leaves out. */
export function existingTools(tools: readonly AnyTool[], builtins: BuiltinTools): AnyTool[] {
  return tools.filter((tool) => builtins.exists(tool.name));
}
