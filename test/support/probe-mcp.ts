// The oracle scripts' stdio MCP server (scripts/oracle/first-request.mjs, tool-search.mjs): one tool, `echo`, that
// answers calls. Written into a test repository with its `.mcp.json`, so the runner starts it as Claude Code did.
const PROBE_MCP_SERVER = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  if (m.method === 'initialize') return send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'probe', version: '1.0.0' } } });
  if (m.method === 'tools/list') return send({ jsonrpc: '2.0', id: m.id, result: { tools: [{ name: 'echo', description: 'Echo the text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } }] } });
  if (m.method === 'tools/call') return send({ jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: 'echo: ' + m.params.arguments.text }] } });
  send({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'no' } });
});
`;
/** The files of the setups whose settings start the probe server. */
export const PROBE_MCP_FILES: Record<string, string> = {
  'probe-mcp.cjs': PROBE_MCP_SERVER,
  '.mcp.json': JSON.stringify({ mcpServers: { probe: { command: 'node', args: ['probe-mcp.cjs'] } } }),
};
