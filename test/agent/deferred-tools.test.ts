import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type Anthropic from '@anthropic-ai/sdk';
import { buildRequest, DEFERRED_LIST_HEADING, toolParams, withDeferredToolList } from '../../src/agent/request.js';
import { withNotices } from '../../src/agent/turn-end.js';
import { makeValidator, objectSchema } from '../../src/tools/schema.js';
import { TOOL_SEARCH_NAME, withToolSearch } from '../../src/tools/tool-search.js';
import type { AnyTool } from '../../src/tools/types.js';

const schema = objectSchema(['text'], { text: { type: 'string' } });
const tool = (name: string, description = `${name} does its job.`): AnyTool => ({
  name,
  description,
  inputSchema: schema,
  readOnly: true,
  validate: makeValidator<unknown>(name, schema),
  execute: () => Promise.resolve({ content: `${name} ran`, isError: false }),
});
const tools = withToolSearch([tool('Read'), tool('NotebookEdit', 'Edits a Jupyter notebook cell.'), tool('mcp__s__echo')], (t) => t.name !== 'Read');
const search = tools.find((t) => t.name === TOOL_SEARCH_NAME);
const ctx = { signal: new AbortController().signal, toolUseId: 'x' };
const user = (content: Anthropic.ContentBlockParam[]): Anthropic.MessageParam => ({ role: 'user', content });
const referenceTo = (id: string, ...names: string[]): Anthropic.ToolResultBlockParam => ({
  type: 'tool_result',
  tool_use_id: id,
  content: names.map((tool_name) => ({ type: 'tool_reference', tool_name })),
});

describe('deferred tools on the wire (src/agent/request.ts, src/tools/tool-search.ts)', () => {
  it('the first request: tools sent whole, ToolSearch, then the placeholder; the cache breakpoint on the last whole one', () => {
    const params = toolParams(tools, []);
    assert.deepEqual(
      params.map((p) => [p.name, p.defer_loading === true, p.cache_control !== undefined]),
      [
        ['Read', false, false],
        ['ToolSearch', false, true],
        ['DeferredToolPlaceholder', true, false],
      ],
    );
  });

  it('a tool a reference loaded goes after the placeholder, whole, with defer_loading', () => {
    const messages = [user([{ type: 'text', text: 'task' }]), { role: 'assistant' as const, content: [] }, user([referenceTo('t1', 'mcp__s__echo')])];
    const loaded = toolParams(tools, messages).at(-1);
    assert.deepEqual(loaded, { name: 'mcp__s__echo', description: 'mcp__s__echo does its job.', input_schema: schema, defer_loading: true });
  });

  it('a reference to a tool no longer offered becomes text, so the API does not refuse the request', () => {
    const messages = [user([referenceTo('t1', 'mcp__gone__tool', 'mcp__s__echo')])];
    const request = buildRequest({ model: 'claude-opus-4-6', system: [], tools: toolParams(tools, messages), messages, maxTokens: 100, effort: undefined });
    const result = (request.messages[0]?.content as Anthropic.ContentBlockParam[])[0] as Anthropic.ToolResultBlockParam;
    assert.equal(result.content, 'Loaded: mcp__gone__tool, mcp__s__echo (no longer offered: mcp__gone__tool)');
  });

  it('the first message lists the deferred tools after the task; a conversation under way is left alone', () => {
    const [first] = withDeferredToolList([{ role: 'user', content: 'the task' }], tools);
    const blocks = first?.content as Anthropic.TextBlockParam[];
    assert.equal(blocks[0]?.text, 'the task');
    assert.ok(blocks[1]?.text.includes(DEFERRED_LIST_HEADING));
    assert.deepEqual(blocks[1]?.text.split('\n').slice(2, 4), ['NotebookEdit', 'mcp__s__echo']);
    const underWay: Anthropic.MessageParam[] = [
      { role: 'user', content: 'the task' },
      { role: 'assistant', content: 'ok' },
    ];
    assert.equal(withDeferredToolList(underWay, tools), underWay);
  });

  it('a notice after a ToolSearch result follows it, never inside it (the result holds only references)', () => {
    const messages = withNotices([user([referenceTo('t1', 'NotebookEdit'), { type: 'text', text: 'Tool loaded.' }])], [{ text: 'NOTICE' } as never]);
    const content = messages[0]?.content as Anthropic.ContentBlockParam[];
    assert.deepEqual((content[0] as Anthropic.ToolResultBlockParam).content, [{ type: 'tool_reference', tool_name: 'NotebookEdit' }]);
    assert.deepEqual(content.at(-1), { type: 'text', text: 'NOTICE' });
  });

  it('ToolSearch: select by name (a loaded tool too, unknown names skipped), keywords, "+word", nothing found', async () => {
    assert.ok(search);
    const run = async (query: string) => {
      const input = search.validate({ query });
      assert.ok(input.ok);
      return search.execute(input.value, ctx);
    };
    const names = async (query: string) => ((await run(query)).blocks ?? []).map((b) => (b.type === 'tool_reference' ? b.tool_name : b.type));
    assert.deepEqual(await names('select:Read,mcp__s__echo,Nope'), ['Read', 'mcp__s__echo']);
    assert.deepEqual(await names('jupyter notebook'), ['NotebookEdit']);
    assert.deepEqual(await names('+echo'), ['mcp__s__echo']);
    const none = await run('zzz');
    assert.equal(none.content, 'No matching deferred tools found');
    assert.deepEqual(none.details, { matches: [], query: 'zzz', total_deferred_tools: 2 });
    assert.deepEqual((await run('select:NotebookEdit')).attachments, ['Tool loaded.']);
  });

  it('a deferred tool refuses bad input with the way to load it, until ToolSearch loaded it', async () => {
    const fresh = withToolSearch([tool('Read'), tool('mcp__s__echo')], (t) => t.name !== 'Read');
    const echo = fresh.find((t) => t.name === 'mcp__s__echo');
    const search = fresh.find((t) => t.name === TOOL_SEARCH_NAME);
    assert.ok(echo?.deferred && search);
    const before = echo.validate({ nope: 1 });
    assert.ok(!before.ok && before.error.includes('call ToolSearch with query "select:mcp__s__echo"'));
    assert.ok(echo.validate({ text: 'hi' }).ok, 'right input runs before loading, as in Claude Code');
    const input = search.validate({ query: 'select:mcp__s__echo' });
    assert.ok(input.ok);
    await search.execute(input.value, ctx);
    const after = echo.validate({ nope: 1 });
    assert.ok(!after.ok && !after.error.includes('ToolSearch'));
  });

  it('nothing to defer: the tools as they are, without ToolSearch', () => {
    const plain = withToolSearch([tool('Read'), tool('Bash')], () => false);
    assert.deepEqual(
      plain.map((t) => t.name),
      ['Read', 'Bash'],
    );
    assert.deepEqual(
      toolParams(plain).map((p) => p.name),
      ['Read', 'Bash'],
    );
  });
});
