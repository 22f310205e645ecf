import type { AgentDefinition } from '../config/agents.js';
import type { SubagentRuntime } from '../agent/subagent.js';
import type { McpStartResult } from '../mcp/index.js';
import { mcpServerPrefix } from '../mcp/names.js';
import { removedByDenyRule } from '../permissions/decide.js';
import type { PermissionPolicy } from '../permissions/types.js';
import type { AnyTool } from '../tools/types.js';
import { startMcp } from './session-steps.js';

/**
 * An agent file's `mcpServers`, as Claude Code gives them to a subagent: a name is a server the run configured (its
 * tools, already connected, join the agent's); a definition (`{name: <.mcp.json entry>}`) is a server of the agent's own,
 * started when each run of it starts and stopped when it ends, under the run's rules for every MCP server: `${VAR}`
 * sees what a tool process may see, stdio servers start in the tool sandbox, the same timeouts and result cap. Its
 * tools are the agent's only; the permission rules decide their calls as any tool's. A name the run does not configure
 * and a server that fails are warnings naming the agent file; the agent runs without them.
 */
export function agentMcpFor(
  /** How the run's own servers were started: an agent's start the same way. */
  start: Omit<Parameters<typeof startMcp>[0], 'only'>,
  policy: PermissionPolicy,
  run: McpStartResult,
  warn: (text: string) => void,
): NonNullable<SubagentRuntime['agentMcp']> {
  return async (agent: AgentDefinition) => {
    const servers = agent.mcpServers ?? [];
    const own = servers.filter((s): s is { name: string; config: Record<string, unknown> } => 'config' in s);
    const tools: AnyTool[] = [];
    for (const { name } of servers.filter((s) => !('config' in s) && !own.some((o) => o.name === s.name))) {
      const prefix = `${mcpServerPrefix(name)}__`;
      const found = run.tools.filter((tool) => tool.name.startsWith(prefix) && !removedByDenyRule(policy, tool.name));
      if (!run.servers.some((server) => server.name === name))
        warn(`${agent.source}: front matter field "mcpServers": no MCP server "${name}" is configured for this run; the agent runs without it`);
      tools.push(...found);
    }
    if (own.length === 0) return { tools, close: async () => undefined };
    const label = `${agent.source} front matter mcpServers`;
    const started = await startMcp({
      ...start,
      only: {
        label,
        text: JSON.stringify({ mcpServers: Object.fromEntries(own.map((s) => [s.name, s.config])) }),
      },
    });
    for (const error of started.errors) warn(`MCP (agent ${agent.name}): ${error}`);
    tools.push(...started.tools.filter((tool) => !removedByDenyRule(policy, tool.name)));
    return { tools, close: () => started.close() };
  };
}
