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

// scripts/oracle/tool-search-auto.mjs's stdio MCP server: tools `t000`…, one per description size (`node many-mcp.cjs 1880,95`).
const MANY_MCP_SERVER = `
const sizes = (process.argv[2] || '').split(',').filter(Boolean).map(Number);
const tools = sizes.map((size, i) => ({
  name: 't' + String(i).padStart(3, '0'),
  description: ('Tool ' + i + ' pads its description. ').repeat(size).slice(0, size),
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
}));
const rl = require('node:readline').createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  if (m.method === 'initialize') return send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'many', version: '1.0.0' } } });
  if (m.method === 'tools/list') return send({ jsonrpc: '2.0', id: m.id, result: { tools } });
  if (m.method === 'tools/call') return send({ jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: 'ok' }] } });
  send({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'no' } });
});
`;
/** The files of a setup whose `.mcp.json` starts that server with tools of these description sizes. */
export function manyToolsMcpFiles(sizes: readonly number[]): Record<string, string> {
  return {
    'many-mcp.cjs': MANY_MCP_SERVER,
    '.mcp.json': JSON.stringify({ mcpServers: { many: { command: 'node', args: ['many-mcp.cjs', sizes.join(',')] } } }),
  };
}
