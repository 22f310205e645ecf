import { createHash } from 'node:crypto';

/** The API accepts tool names of at most this many characters. */
export const MAX_TOOL_NAME = 64;

/** Characters outside `[A-Za-z0-9_-]` become `_`, as Claude Code does. */
export function normalizeNamePart(part: string): string {
  return part.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** `mcp__<server>`: what a permission rule naming a whole server matches. */
export function mcpServerPrefix(server: string): string {
  return `mcp__${normalizeNamePart(server)}`;
}

/**
 * The name the model sees for a server's tool. A name over 64 characters is cut and given
 * a hash of the full name, so two long names that share a prefix stay apart.
 */
export function mcpToolName(server: string, tool: string): string {
  const full = `${mcpServerPrefix(server)}__${normalizeNamePart(tool)}`;
  if (full.length <= MAX_TOOL_NAME) return full;
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 8);
  return `${full.slice(0, MAX_TOOL_NAME - hash.length - 1)}_${hash}`;
}

export interface ToolRef {
  server: string;
  /** The tool's name as the server knows it. */
  tool: string;
}

export interface NameTable {
  /** Exposed name → the server and raw tool name it calls. */
  table: Map<string, ToolRef>;
  /** One message per exposed name claimed by more than one tool. */
  collisions: string[];
}

/**
 * Map every (server, tool) to its exposed name. A name two tools would share goes to
 * neither: calling the wrong server's tool silently is worse than missing both.
 */
export function buildNameTable(refs: readonly ToolRef[]): NameTable {
  const claims = new Map<string, ToolRef[]>();
  for (const ref of refs) {
    const name = mcpToolName(ref.server, ref.tool);
    const list = claims.get(name);
    if (list) list.push(ref);
    else claims.set(name, [ref]);
  }
  const table = new Map<string, ToolRef>();
  const collisions: string[] = [];
  for (const [name, list] of claims) {
    const [first] = list;
    if (list.length === 1 && first) {
      table.set(name, first);
      continue;
    }
    const who = list.map((r) => `'${r.tool}' of server '${r.server}'`).join(', ');
    collisions.push(`MCP tool name collision: ${who} all become ${name}; none of them is available`);
  }
  return { table, collisions };
}
