import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { TOOL_SEARCH_NAME, searchTools, withToolSearch } from '../../../src/agent/context/tool-search.js';
import { createBuiltinTools } from '../../../src/tools/index.js';
import { makeValidator, type ObjectSchema } from '../../../src/tools/schema.js';
import type { AnyTool } from '../../../src/tools/types.js';
import { modelFor } from '../../session/harness.js';
import { run, stepScript, tempRepoFor, textOfResult, toolResults, messagesOf } from './helpers.js';
import { call, turn } from '../../support/scripted-turns.js';

function fakeTool(name: string, description: string, schema: ObjectSchema, execute: AnyTool['execute']): AnyTool {
  return { name, description, inputSchema: schema, readOnly: true, validate: makeValidator<unknown>(name, schema), execute };
}

const echoSchema: ObjectSchema = {
  type: 'object',
  properties: { text: { type: 'string', description: 'What to echo.' } },
  required: ['text'],
  additionalProperties: false,
};
const echo = fakeTool('mcp__fake__echo', 'Echoes the text back. Useful to test a server round trip.\nMore detail here.', echoSchema, (input) =>
  Promise.resolve({ content: `echo: ${(input as { text: string }).text}`, isError: false }),
);
const filler = Array.from({ length: 30 }, (_, i) =>
  fakeTool(
    `mcp__fake__issue_op_${i}`,
    `Operation ${i} on issues. ${'Lots of documentation. '.repeat(80)}`,
    { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
    () => Promise.resolve({ content: 'ok', isError: false }),
  ),
);

test('below the threshold the tools are sent as they are', () => {
  const tools = [echo, ...filler.slice(0, 2)];
  assert.deepEqual(
    withToolSearch(tools).map((t) => t.name),
    tools.map((t) => t.name),
  );
  assert.equal(withToolSearch(tools)[0], echo);
});

test('search by keywords or select: returns full definitions', () => {
  assert.deepEqual(
    searchTools([echo, ...filler], 'select:mcp__fake__echo', 5).map((t) => t.name),
    ['mcp__fake__echo'],
  );
  assert.equal(searchTools([echo, ...filler], 'echo round trip', 5)[0]?.name, 'mcp__fake__echo');
});

test('the tool-search path returns a definition the model can then call, and the tool list never changes', async (t) => {
  // An MCP server the repository commits (.mcp.json) whose tools are past the threshold, run by the product's wiring.
  const server = fileURLToPath(new URL('../../support/many-tools-mcp-server.js', import.meta.url));
  const repo = await tempRepoFor(t, { '.mcp.json': JSON.stringify({ mcpServers: { fake: { command: process.execPath, args: [server] } } }) });
  const builtins = createBuiltinTools({ workspace: repo, passEnv: [], baseEnv: process.env, rgPath: null });
  const model = await modelFor(
    t,
    stepScript([
      turn(call(TOOL_SEARCH_NAME, { query: 'select:mcp__fake__echo' }, 's1')),
      turn(call('mcp__fake__echo', { words: 'x' }, 'bad')),
      turn(call('mcp__fake__echo', { text: 'hello' }, 'e1')),
    ]),
  );
  const { result: outcome } = await run(model.url, repo);
  assert.equal(outcome.subtype, 'success', (outcome.errors ?? []).join('; '));
  const sent = (model.requests[0]?.body.tools ?? []) as Anthropic.Tool[];
  const sentEcho = sent.find((t) => t.name === 'mcp__fake__echo');
  assert.equal(sentEcho?.description, 'Echoes the text back. (parameters: ToolSearch)');
  assert.deepEqual(sentEcho?.input_schema, { type: 'object', additionalProperties: true });
  assert.equal(sent.at(-1)?.name, TOOL_SEARCH_NAME);
  assert.deepEqual(sent.find((t) => t.name === 'Read')?.input_schema, builtins.find((t) => t.name === 'Read')?.inputSchema);
  for (const req of model.requests) assert.deepEqual(req.body.tools, model.requests[0]?.body.tools);

  const results = new Map(toolResults(messagesOf(model.requests.at(-1))).map((b) => [b.tool_use_id, b]));
  const found = textOfResult(results.get('s1'));
  assert.ok(found.includes('"name":"mcp__fake__echo"') && found.includes('"required":["text"]') && found.includes('More detail here.'), found);
  assert.equal(results.get('bad')?.is_error, true, 'the open deferred schema does not stop the server checking the real one');
  assert.equal(textOfResult(results.get('e1')), 'echo: hello');
});
