import type { ServerConnection } from './connection.js';
import { describeError, isRecord } from './jsonrpc.js';
import { normalizeNamePart } from './names.js';
import { listAll } from './resources.js';
import { renderContent } from './adapter.js';

/** A server's prompt as a slash command: `/mcp__<server>__<prompt> args`, named as Claude Code names it. */
export interface McpPromptCommand {
  name: string;
  server: string;
  prompt: string;
  description?: string;
  /** The prompt's arguments in order: the command's words fill them one each. */
  arguments: string[];
}

function advertisesPrompts(conn: ServerConnection): boolean {
  return isRecord(conn.client.capabilities) && isRecord(conn.client.capabilities.prompts);
}

/** The prompts of every connected server that offers some; a server whose list fails is a warning. */
export async function loadPrompts(connections: readonly ServerConnection[], timeoutMs: number): Promise<{ commands: McpPromptCommand[]; errors: string[] }> {
  const errors: string[] = [];
  const lists = await Promise.all(
    connections.filter(advertisesPrompts).map(async (conn) => {
      try {
        const prompts = await listAll(conn, 'prompts/list', 'prompts', timeoutMs);
        return prompts.flatMap((p): McpPromptCommand[] => {
          if (typeof p.name !== 'string' || p.name === '') return [];
          const args = Array.isArray(p.arguments) ? p.arguments.flatMap((a) => (isRecord(a) && typeof a.name === 'string' ? [a.name] : [])) : [];
          const command: McpPromptCommand = { name: `mcp__${normalizeNamePart(conn.name)}__${p.name}`, server: conn.name, prompt: p.name, arguments: args };
          if (typeof p.description === 'string') command.description = p.description;
          return [command];
        });
      } catch (err) {
        errors.push(`MCP server '${conn.name}': its prompts could not be listed (prompts/list): ${describeError(err)}`);
        return [];
      }
    }),
  );
  return { commands: lists.flat(), errors };
}

/**
 * `prompts/get` with the command's words as the prompt's arguments (split on spaces, in order, as Claude Code
 * does), and the messages it returns as text, one entry per message.
 */
export async function getPrompt(
  conn: ServerConnection,
  command: McpPromptCommand,
  args: string,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<string[]> {
  const words = args.trim() === '' ? [] : args.trim().split(/\s+/);
  const values: Record<string, string> = {};
  for (const [index, name] of command.arguments.entries()) {
    const word = words[index];
    if (word !== undefined) values[name] = word;
  }
  const result = await conn.client.request(
    'prompts/get',
    { name: command.prompt, arguments: values },
    { timeoutMs: opts.timeoutMs, ...(opts.signal ? { signal: opts.signal } : {}) },
  );
  const messages = isRecord(result) && Array.isArray(result.messages) ? result.messages.filter(isRecord) : [];
  return messages.map((m) => renderContent(Array.isArray(m.content) ? m.content : [m.content])).filter((text) => text !== '');
}
