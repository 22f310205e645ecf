/**
 * One entry of an agent file's `mcpServers`, as Claude Code reads it: a server the run configures, by name, or a server
 * of the agent's own (`{name: <.mcp.json entry>}`), started when the agent starts and stopped when it ends.
 */
export type AgentMcpServer = { name: string } | { name: string; config: Record<string, unknown> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `mcpServers`: a list of names and single-key objects (Claude Code's schema). A mapping of names to definitions (the
 * `.mcp.json` shape) is read as such a list, said in a warning; an entry that is neither is skipped with a warning naming
 * the file and the entry.
 */
export function agentMcpServers(value: unknown, label: string, warnings: string[]): AgentMcpServer[] | undefined {
  if (value === undefined || value === null) return undefined;
  const field = `${label}: front matter field "mcpServers"`;
  let entries: unknown[];
  if (Array.isArray(value)) entries = value;
  else if (isRecord(value)) {
    warnings.push(`${field}: expected a list (names, or one-key objects defining a server); read the mapping as that list`);
    entries = Object.entries(value).map(([name, config]) => ({ [name]: config }));
  } else if (typeof value === 'string') entries = value.split(',').map((s) => s.trim());
  else {
    warnings.push(`${field}: expected a list of server names or definitions, got ${typeof value}; the agent runs without its own servers`);
    return undefined;
  }
  const servers: AgentMcpServer[] = [];
  entries.forEach((entry, i) => {
    if (typeof entry === 'string' && entry.trim() !== '') return void servers.push({ name: entry.trim() });
    const pairs = isRecord(entry) ? Object.entries(entry) : [];
    const [name, config] = pairs[0] ?? [];
    if (pairs.length === 1 && name !== undefined && name.trim() !== '' && isRecord(config)) return void servers.push({ name: name.trim(), config });
    warnings.push(`${field}[${i}]: expected a server name or an object with one key (the server's name) holding its definition; skipped`);
  });
  return servers.length > 0 ? servers : undefined;
}
