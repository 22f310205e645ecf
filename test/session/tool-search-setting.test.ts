import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toolSearchSetting } from '../../src/tools/tool-search.js';
import { autoDeferral, autoThresholdTokens, definitionChars, toolSearchWindow } from '../../src/session/tool-search-auto.js';
import { threadToolSearch } from '../../src/session/tool-search.js';
import { makeValidator, objectSchema } from '../../src/tools/schema.js';
import type { AnyTool } from '../../src/tools/types.js';
import { rulePolicy } from '../support/rule-policy.js';

/** ENABLE_TOOL_SEARCH's reading and the `auto` decision's arithmetic (measured: 2.1.332-tool-search-auto.json). */
const tool = (name: string, description = 'd'): AnyTool => {
  const schema = objectSchema([], {});
  return {
    name,
    description,
    inputSchema: schema,
    readOnly: true,
    validate: makeValidator(name, schema),
    execute: () => Promise.resolve({ content: 'ok', isError: false }),
  };
};

describe('ENABLE_TOOL_SEARCH as 2.1.332 reads it', () => {
  const read = (value: string) => toolSearchSetting({ ENABLE_TOOL_SEARCH: value });
  it('auto and auto:N: a whole number, clamped to 0…100; 0 always defers, 100 never; not a number is auto at 10%', () => {
    assert.deepEqual(read('auto'), { kind: 'auto', percent: 10 });
    assert.deepEqual(read('auto:5'), { kind: 'auto', percent: 5 });
    assert.deepEqual(read('auto: 5x'), { kind: 'auto', percent: 5 });
    assert.deepEqual(read('auto:1e1'), { kind: 'auto', percent: 10 });
    assert.deepEqual(read('auto:0.5'), { kind: 'on' }, 'the fixture: auto:0.5 defers, nothing counted');
    assert.deepEqual(read('auto:-3'), { kind: 'on' });
    assert.deepEqual(read('auto:100'), { kind: 'off' });
    assert.deepEqual(read('auto:1,000'), { kind: 'off' });
    assert.deepEqual(read('auto:x'), { kind: 'auto', percent: 10, invalid: 'auto:x' });
    assert.deepEqual(read('auto:1.5e0'), { kind: 'auto', percent: 10, invalid: 'auto:1.5e0' });
    assert.deepEqual(read('AUTO'), { kind: 'on' }, 'read as written');
    assert.deepEqual(read('False'), { kind: 'off' });
    assert.deepEqual(toolSearchSetting({}), { kind: 'on' });
  });
  it('the window 2.1.332 takes its share of: 200,000 for the models it gave 200,000, 1M for the others and `[1m]`', () => {
    assert.equal(autoThresholdTokens('claude-opus-4-6', 10), 20_000);
    assert.equal(autoThresholdTokens('claude-sonnet-4-5-20250929', 5), 10_000);
    assert.equal(toolSearchWindow('claude-opus-4-6[1m]'), 1_000_000);
    assert.equal(toolSearchWindow('claude-opus-4-7'), 1_000_000);
    assert.equal(toolSearchWindow('claude-widget-9'), 1_000_000);
  });
});

describe('the auto decision', () => {
  const big = [tool('mcp__s__a', 'x'.repeat(100))];
  it('one count_tokens call per model and tool names; 500 taken off; at the threshold defers', async () => {
    const asked: unknown[] = [];
    const decide = autoDeferral({ countTokens: (params) => (asked.push(params), Promise.resolve(20_500)) }, 10);
    assert.equal(await decide('claude-opus-4-6', big, 'main'), true);
    assert.equal(await decide('claude-opus-4-6', big, 'main'), true);
    assert.equal(asked.length, 1, 'counted once');
    assert.equal(await decide('claude-opus-4-7', big, 'agent-b'), false, '20,000 is under 10% of 1M');
    assert.equal(asked.length, 2);
    const below = autoDeferral({ countTokens: () => Promise.resolve(20_499) }, 10);
    assert.equal(await below('claude-opus-4-6', big, 'main'), false);
  });
  it('count_tokens failing, or answering 0 or less (a hostile proxy): characters at 2.5 a token instead', async () => {
    const chars = definitionChars(big);
    for (const answer of [undefined, 0, -5]) {
      const decide = autoDeferral({ countTokens: () => Promise.resolve(answer) }, 10);
      assert.equal(await decide('claude-opus-4-6', big, 'main'), chars >= 50_000, String(answer));
    }
    // 0.1% of 200,000 is 200 tokens, 500 characters: the tool's 100-odd characters stay under, four times them not.
    const tiny = autoDeferral({ countTokens: () => Promise.resolve(undefined) }, 0.1);
    assert.equal(await tiny('claude-opus-4-6', big, 'main'), false);
    assert.equal(await tiny('claude-opus-4-6', [...big, tool('mcp__s__b', 'x'.repeat(400))], 'main'), true);
  });
  it('a model that deferred keeps deferring without a new count (a refreshed, shrunk list never takes back what ToolSearch loaded)', async () => {
    let counts = 0;
    const answers = [20_500, 1];
    const decide = autoDeferral({ countTokens: () => Promise.resolve(answers[counts++]) }, 10);
    const search = threadToolSearch({ ENABLE_TOOL_SEARCH: 'auto' }, rulePolicy('/tmp', 'bypassPermissions'), undefined, decide);
    const first = await search(undefined, [tool('Read'), ...big], 'claude-opus-4-6');
    assert.deepEqual(
      first.filter((t) => t.deferred).map((t) => t.name),
      ['mcp__s__a'],
    );
    const shrunk = await search(undefined, [tool('Read'), tool('mcp__s__c')], 'claude-opus-4-6');
    assert.deepEqual(
      shrunk.filter((t) => t.deferred).map((t) => t.name),
      ['mcp__s__c'],
      'still deferred',
    );
    assert.ok(shrunk.some((t) => t.name === 'ToolSearch'));
    assert.equal(counts, 1, 'nothing counted again');
    const other = await search(undefined, [tool('Read'), tool('mcp__s__c')], 'claude-opus-4-7');
    assert.equal(
      other.some((t) => t.deferred),
      false,
      'another model is counted on its own',
    );
    assert.equal(counts, 2);
  });
  it("a count the run's stop ended decides by characters and is not kept: the next decision counts again", async () => {
    const stop = new AbortController();
    const signals: (AbortSignal | undefined)[] = [];
    const decide = autoDeferral(
      {
        countTokens: (_params, signal) => {
          signals.push(signal);
          if (signals.length > 1) return Promise.resolve(20_500);
          stop.abort();
          return Promise.resolve(undefined);
        },
      },
      10,
      stop.signal,
    );
    assert.equal(await decide('claude-opus-4-6', big, 'main'), false, 'characters: far under 50,000');
    assert.equal(signals[0]?.aborted, true, "the call was given the run's stop");
    assert.equal(await decide('claude-opus-4-6', big, 'main'), true, 'counted again');
    assert.equal(signals.length, 2);
  });
  it("the latch is the thread's own: a subagent starts from the main thread's, on its model only; the count is kept per canonical id", async () => {
    const answers = new Map([
      ['mcp__s__a', 20_500],
      ['mcp__s__b', 100_500],
      ['mcp__s__c', 1],
    ]);
    const asked: string[] = [];
    const decide = autoDeferral(
      {
        countTokens: (params) => {
          const names = (params.tools ?? []).map((t) => ('name' in t ? t.name : '')).join(',');
          asked.push(`${params.model}:${names}`);
          return Promise.resolve(answers.get(names));
        },
      },
      10,
    );
    const search = threadToolSearch({ ENABLE_TOOL_SEARCH: 'auto' }, rulePolicy('/tmp', 'bypassPermissions'), undefined, decide);
    const deferredOf = async (tools: AnyTool[], model: string, thread?: string) =>
      (await search(undefined, tools, model, thread)).filter((t) => t.deferred).map((t) => t.name);
    const small = [tool('Read'), tool('mcp__s__c')];
    assert.deepEqual(await deferredOf([tool('Read'), ...big], 'claude-opus-4-6'), ['mcp__s__a'], 'the main thread defers');
    assert.deepEqual(await deferredOf(small, 'claude-opus-4-6', 'agent-2'), ['mcp__s__c'], "on the main thread's model: latched");
    // A subagent on claude-opus-4-7 defers; a later one on that model is decided by its own count, not by its sibling's.
    assert.deepEqual(await deferredOf([tool('Read'), tool('mcp__s__b')], 'claude-opus-4-7', 'agent-3'), ['mcp__s__b']);
    assert.deepEqual(await deferredOf(small, 'claude-opus-4-7', 'agent-4'), [], "a sibling's latch is not its own");
    assert.deepEqual(await deferredOf(small, 'claude-opus-4-7', 'agent-3'), ['mcp__s__c'], 'its own latch holds');
    assert.equal(asked.length, 3);
    await deferredOf(small, 'claude-sonnet-4-5', 'agent-5');
    await deferredOf(small, 'claude-sonnet-4-5-20250929', 'agent-6');
    assert.equal(asked.length, 4, 'one count for the alias and its dated id');
  });
});
