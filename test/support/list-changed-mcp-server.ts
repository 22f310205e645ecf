/**
 * A stdio MCP server on the official SDK whose `add-tool` tool registers another tool: the SDK then sends
 * `notifications/tools/list_changed`, as a server whose tools depend on state does.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer({ name: 'list-changed', version: '1.0.0' }, { instructions: 'Call add-tool before late-tool.' });
server.registerTool('add-tool', { description: 'Adds late-tool' }, async () => {
  server.registerTool('late-tool', { description: 'Exists only after add-tool' }, async () => ({ content: [{ type: 'text', text: 'late tool ran' }] }));
  return { content: [{ type: 'text', text: 'added' }] };
});
await server.connect(new StdioServerTransport());
