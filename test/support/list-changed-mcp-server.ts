/**
 * A stdio MCP server on the official SDK whose `add-tool` tool registers another tool and `remove-tool` removes it
 * again: the SDK then sends `notifications/tools/list_changed`, as a server whose tools depend on state does.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer({ name: 'list-changed', version: '1.0.0' }, { instructions: 'Call add-tool before late-tool.' });
let late: ReturnType<typeof server.registerTool> | undefined;
server.registerTool('add-tool', { description: 'Adds late-tool' }, async () => {
  late = server.registerTool('late-tool', { description: 'Exists only after add-tool' }, async () => ({ content: [{ type: 'text', text: 'late tool ran' }] }));
  return { content: [{ type: 'text', text: 'added' }] };
});
server.registerTool('remove-tool', { description: 'Removes late-tool' }, async () => {
  late?.remove();
  late = undefined;
  return { content: [{ type: 'text', text: 'removed' }] };
});
await server.connect(new StdioServerTransport());
