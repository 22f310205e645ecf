import type { AgentDefinition } from '../config/agents.js';
import { claudeCodeFlag } from '../config/runner-keys.js';
import { defersTools } from '../model/capabilities.js';
import { removedByDenyRule } from '../permissions/decide.js';
import type { PermissionPolicy } from '../permissions/types.js';
import { deferredByDefault, TOOL_SEARCH_NAME, toolSearchSetting, withToolSearch } from '../tools/tool-search.js';
import type { AnyTool } from '../tools/types.js';
import { type AutoDeferral, MAIN_THREAD } from './tool-search-auto.js';

/**
 * Which tools a thread is sent by name only, behind ToolSearch, as Claude Code 2.1.332 decides it (measured headless:
 * scripts/oracle/tool-search.mjs, test/fixtures/claude-code-first-request/2.1.332-tool-search.json): the main thread and
 * an agent with every tool (no `tools:`, or `*`) defer Cron*, worktree, Monitor, NotebookEdit, SendMessage, Task*,
 * WebFetch, WebSearch and every MCP tool; an agent whose `tools:` names its tools gets them all whole, without
 * ToolSearch. `ENABLE_TOOL_SEARCH=false` (or CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS) in the settings' `env` sends every tool whole. So does a deny rule (or an
 * agent's `disallowedTools`) naming ToolSearch: without it a deferred tool could not be loaded, and the rule must not
 * be ignored either. A model 2.1.332 sends no tool search to (the claude-3 models) gets every tool whole. So does a
 * `claude_args --tools` list that does not name ToolSearch (measured: `--tools CronCreate,Bash` sends CronCreate whole).
 * `ENABLE_TOOL_SEARCH=auto` / `auto:N`: a thread defers only when `auto` says its deferrable tools reach the share
 * (session/tool-search-auto.ts, which also keeps a thread deferring once it has). `thread`: the main thread's
 * MAIN_THREAD, a subagent's id.
 */
export function threadToolSearch(
  env: Readonly<Record<string, string>>,
  policy: PermissionPolicy,
  /** `claude_args --tools`: the built-in tools that exist, when it narrows them. */
  toolsNamed?: readonly string[],
  /** Required where the settings' ENABLE_TOOL_SEARCH is `auto` or `auto:N`; without it such a thread sends every tool whole. */
  auto?: AutoDeferral,
): (agent: AgentDefinition | undefined, tools: AnyTool[], model: string, thread?: string) => Promise<AnyTool[]> {
  const left = toolsNamed !== undefined && !toolsNamed.includes(TOOL_SEARCH_NAME);
  // CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS: every tool whole, whatever ENABLE_TOOL_SEARCH says (measured: env-model.mjs).
  const setting = toolSearchSetting(env);
  const off = left || setting.kind === 'off' || claudeCodeFlag(env.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS) || removedByDenyRule(policy, TOOL_SEARCH_NAME);
  return async (agent, tools, model, thread = MAIN_THREAD) => {
    const namesItsTools = agent?.tools !== undefined && !agent.tools.some((entry) => entry.trim() === '*');
    const deniedToAgent = agent?.disallowedTools.some((entry) => entry.trim() === TOOL_SEARCH_NAME) ?? false;
    const mayDefer = !off && !deniedToAgent && !namesItsTools && defersTools(model);
    const deferrable = tools.filter((tool) => tool.name !== TOOL_SEARCH_NAME && deferredByDefault(tool.name));
    const defers = mayDefer && (setting.kind !== 'auto' || (auto !== undefined && (await auto(model, deferrable, thread))));
    return withToolSearch(tools, (tool) => defers && deferredByDefault(tool.name));
  };
}
