/**
 * A stdio MCP server (the official SDK's) with one small `echo` tool and 30 tools whose long
 * documentation pushes the run's MCP tool definitions past the tool-search threshold.
 *
 *   node many-tools-mcp-server.js
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const TOOLS = [
  {
    name: 'echo',
    description: 'Echoes the text back. Useful to test a server round trip.\nMore detail here.',
    inputSchema: {
      type: 'object' as const,
      properties: { text: { type: 'string', description: 'What to echo.' } },
      required: ['text'],
      additionalProperties: false,
    },
  },
  ...Array.from({ length: 30 }, (_, i) => ({
    name: `issue_op_${i}`,
    description: `Operation ${i} on issues. ${'Lots of documentation. '.repeat(80)}`,
    inputSchema: { type: 'object' as const, properties: { id: { type: 'integer' } }, required: ['id'] },
  })),
];

const server = new Server({ name: 'many-tools', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, () => Promise.resolve({ tools: TOOLS }));
server.setRequestHandler(CallToolRequestSchema, (request) => {
  const args = request.params.arguments ?? {};
  if (request.params.name !== 'echo') return Promise.resolve({ content: [{ type: 'text' as const, text: 'ok' }] });
  // Arguments are checked against the tool's schema here, by the server, as MCP servers do.
  if (typeof args['text'] !== 'string')
    return Promise.resolve({ content: [{ type: 'text' as const, text: 'Invalid arguments: text (string) is required' }], isError: true });
  return Promise.resolve({ content: [{ type: 'text' as const, text: `echo: ${args['text']}` }] });
});
await server.connect(new StdioServerTransport());
