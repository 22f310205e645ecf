import type { AgentDefinition } from '../config/agents.js';
import { claudeCodeFlag } from '../config/runner-keys.js';
import { defersTools } from '../model/capabilities.js';
import { removedByDenyRule } from '../permissions/decide.js';
import type { PermissionPolicy } from '../permissions/types.js';
import { deferredByDefault, TOOL_SEARCH_NAME, toolSearchOff, withToolSearch } from '../tools/tool-search.js';
import type { AnyTool } from '../tools/types.js';

/**
 * Which tools a thread is sent by name only, behind ToolSearch, as Claude Code 2.1.332 decides it (measured headless:
 * scripts/oracle/tool-search.mjs, test/fixtures/claude-code-first-request/2.1.332-tool-search.json): the main thread and
 * an agent with every tool (no `tools:`, or `*`) defer Cron*, worktree, Monitor, NotebookEdit, SendMessage, Task*,
 * WebFetch, WebSearch and every MCP tool; an agent whose `tools:` names its tools gets them all whole, without
 * ToolSearch. `ENABLE_TOOL_SEARCH=false` (or CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS) in the settings' `env` sends every tool whole. So does a deny rule (or an
 * agent's `disallowedTools`) naming ToolSearch: without it a deferred tool could not be loaded, and the rule must not
 * be ignored either. A model 2.1.332 sends no tool search to (the claude-3 models) gets every tool whole. So does a
 * `claude_args --tools` list that does not name ToolSearch (measured: `--tools CronCreate,Bash` sends CronCreate whole).
 */
export function threadToolSearch(
  env: Readonly<Record<string, string>>,
  policy: PermissionPolicy,
  /** `claude_args --tools`: the built-in tools that exist, when it narrows them. */
  toolsNamed?: readonly string[],
): (agent: AgentDefinition | undefined, tools: AnyTool[], model: string) => AnyTool[] {
  const left = toolsNamed !== undefined && !toolsNamed.includes(TOOL_SEARCH_NAME);
  // CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS: every tool whole, whatever ENABLE_TOOL_SEARCH says (measured: env-model.mjs).
  const off = left || toolSearchOff(env) || claudeCodeFlag(env.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS) || removedByDenyRule(policy, TOOL_SEARCH_NAME);
  return (agent, tools, model) => {
    const namesItsTools = agent?.tools !== undefined && !agent.tools.some((entry) => entry.trim() === '*');
    const deniedToAgent = agent?.disallowedTools.some((entry) => entry.trim() === TOOL_SEARCH_NAME) ?? false;
    const defers = !off && !deniedToAgent && !namesItsTools && defersTools(model);
    return withToolSearch(tools, (tool) => defers && deferredByDefault(tool.name));
  };
}
