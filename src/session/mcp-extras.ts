import type { McpServerStatus, McpStartResult } from '../mcp/index.js';
import type { AnyTool } from '../tools/types.js';

/** A run whose repository and inputs name no MCP server. */
export const NO_MCP: McpStartResult = {
  tools: [],
  servers: [],
  errors: [],
  toolTable: new Map(),
  prompts: [],
  runPrompt: () => Promise.reject(new Error('no MCP server is configured')),
  refreshTools: async () => undefined,
  close: async () => {},
};

/** A server's guidance is its own text: a runaway one is cut so it cannot crowd out the task. */
const MAX_INSTRUCTIONS_CHARS = 8192;

/** The servers' `instructions`, in the system prompt under Claude Code's heading. */
export function mcpInstructionsSection(servers: readonly McpServerStatus[], warn: (text: string) => void): string | undefined {
  const parts = servers.flatMap((server) => {
    const text = server.status === 'connected' ? server.instructions?.trim() : undefined;
    if (!text) return [];
    if (text.length > MAX_INSTRUCTIONS_CHARS)
      warn(`MCP: server '${server.name}' gave ${text.length} characters of instructions; the first ${MAX_INSTRUCTIONS_CHARS} reach the model`);
    return [`## ${server.name}\n${text.length > MAX_INSTRUCTIONS_CHARS ? `${text.slice(0, MAX_INSTRUCTIONS_CHARS)}…` : text}`];
  });
  if (parts.length === 0) return undefined;
  return `# MCP Server Instructions\nThe following MCP servers have provided instructions for how to use their tools and resources:\n${parts.join('\n\n')}`;
}

/**
 * `/mcp__<server>__<prompt> args` at the start of the request (the `prompt` input or a comment): the prompt's messages,
 * after the command's tags as Claude Code sends them. Undefined when the request names no server prompt.
 */
export async function mcpPromptBlocks(
  request: string | undefined,
  mcp: McpStartResult,
  signal: AbortSignal,
  warn: (text: string) => void,
): Promise<string[] | undefined> {
  const match = /^\s*\/(mcp__\S+)(?=\s|$)([\s\S]*)$/.exec(request ?? '');
  if (!match) return undefined;
  const command = mcp.prompts.find((p) => p.name === match[1]);
  if (!command) {
    // Not a command here: the request goes to the model as written, and the log says why nothing ran.
    const known = mcp.prompts.map((p) => `/${p.name}`).join(', ');
    warn(
      `MCP: the request starts with /${match[1]}, which no connected server offers as a prompt${known ? ` (prompts: ${known})` : ''}; it was sent as written`,
    );
    return undefined;
  }
  const args = (match[2] ?? '').trim();
  const tags = `<command-message>${command.name}</command-message>\n<command-name>/${command.name}</command-name>\n<command-args>${args}</command-args>\n`;
  try {
    return [tags, ...(await mcp.runPrompt(command, args, signal))];
  } catch (error) {
    const text = `MCP: the prompt /${command.name} could not be fetched from '${command.server}': ${error instanceof Error ? error.message : String(error)}`;
    warn(text);
    return [tags, `<system-reminder>\n${text}\n</system-reminder>`];
  }
}

/**
 * Before each model call: when a server said its tools changed, the pool is composed again and the dispatch
 * table (shared with the loop's dispatch) follows it, so the model calls what it is offered.
 */
export function mcpToolRefresher(
  mcp: McpStartResult,
  compose: (mcpTools: AnyTool[]) => Promise<AnyTool[]>,
  table: Map<string, AnyTool>,
  warn: (text: string) => void,
): () => Promise<AnyTool[] | undefined> {
  return async () => {
    const fresh = await mcp.refreshTools();
    if (fresh === undefined) return undefined;
    for (const error of fresh.errors) warn(`MCP: ${error}`);
    const tools = await compose(fresh.tools);
    table.clear();
    for (const tool of tools) table.set(tool.name, tool);
    return tools;
  };
}
