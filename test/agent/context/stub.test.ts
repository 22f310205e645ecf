import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type Anthropic from '@anthropic-ai/sdk';
import { isStub, stubStaleResults, stubText } from '../../../src/agent/context/stub.js';
import { modelFor } from '../../session/harness.js';
import { bigFile, messagesOf, readStep, run, stepScript, stubbingFromTheStart, tempRepoFor, textOfResult, toolResults } from './helpers.js';
import type { EventSink } from '../../../src/agent/events.js';
import type { ContextPort } from '../../../src/agent/context/port.js';

type Msg = Anthropic.MessageParam;

/** [task, then per turn: assistant with `calls[t]` Read calls, user with their results of `size` chars]. */
function conversation(calls: number[], size: number): Msg[] {
  const out: Msg[] = [{ role: 'user', content: 'task' }];
  calls.forEach((n, t) => {
    const ids = Array.from({ length: n }, (_, i) => `toolu_${t}_${i}`);
    out.push({ role: 'assistant', content: ids.map((id, i) => ({ type: 'tool_use', id, name: 'Read', input: { file_path: `src/f${t}_${i}.ts` } })) });
    out.push({
      role: 'user',
      content: [
        ...ids.map((id): Anthropic.ToolResultBlockParam => ({ type: 'tool_result', tool_use_id: id, content: 'y'.repeat(size) })),
        { type: 'text', text: 'reminder' },
      ],
    });
  });
  return out;
}

const ids = (messages: Msg[]): string[] => toolResults(messages).map((b) => b.tool_use_id);
const useIds = (messages: Msg[]): string[] =>
  messages.flatMap((m) => (m.role === 'assistant' && typeof m.content !== 'string' ? m.content.flatMap((b) => (b.type === 'tool_use' ? [b.id] : [])) : []));

/** The manager's view before one main-loop call on `messages` (no model, no budget: only the history is looked at). */
const beforeCallOn = (manager: ContextPort, messages: Anthropic.MessageParam[], emit: EventSink) =>
  manager.beforeCall({
    messages,
    model: 'claude-opus-5-5',
    system: [],
    tools: [],
    maxOutputTokens: 1000,
    effort: undefined,
    port: undefined as never,
    budget: undefined as never,
    emit,
    parentToolUseId: null,
    signal: new AbortController().signal,
  });

test('the stub names the call, the size, and how to get it back', () => {
  assert.equal(stubText('Read', { file_path: 'src/x.ts' }, 'whatever', 8124), '[Read src/x.ts: 8,124 chars, elided; read again if needed]');
  assert.equal(
    stubText('Bash', { command: 'npm test' }, 'Full output (2 MB) saved to /tmp/r/tool-output/bash-1.txt; use Read', 30000),
    '[Bash `npm test`: 30,000 chars, elided; full output in /tmp/r/tool-output/bash-1.txt]',
  );
  // Bash's own form, Claude Code's <persisted-output>.
  assert.equal(
    stubText(
      'Bash',
      { command: 'npm test' },
      '<persisted-output>\nOutput too large (2MB). Full output saved to: /tmp/r/tool-output/bash-2.txt\n\nPreview (start and end):\n…',
      30000,
    ),
    '[Bash `npm test`: 30,000 chars, elided; full output in /tmp/r/tool-output/bash-2.txt]',
  );
  assert.ok(isStub(stubText('Grep', { pattern: 'foo', path: 'src' }, '', 5000)));
});

test('below the batch threshold nothing is stubbed, so the cached prefix does not move', () => {
  const conv = conversation([1, 1, 1, 1, 1, 1], 2000);
  const out = stubStaleResults(conv, { keepTurns: 2, minChars: 100, batchChars: 10_000 });
  assert.deepEqual(out.stubbed, []);
  assert.deepEqual(out.messages, conv);
});

test('a batch stubs every stale result at once and never touches the last N turns', () => {
  const conv = conversation([2, 1, 3, 1, 2, 1], 2000);
  const out = stubStaleResults(conv, { keepTurns: 2, minChars: 100, batchChars: 4000 });
  // Turns 1–4 hold 7 results; turns 5–6 (the last 2) are returned as they were.
  assert.equal(out.stubbed.length, 7);
  assert.equal(out.charsElided, 14_000);
  assert.deepEqual(out.messages.slice(-4), conv.slice(-4));
  assert.deepEqual(ids(out.messages), ids(conv));
  for (const block of toolResults(out.messages.slice(0, -4)))
    assert.match(textOfResult(block), /^\[Read src\/f\d_\d\.ts: 2,000 chars, elided; read again if needed\]$/);
  // A second pass finds nothing new to do.
  assert.deepEqual(stubStaleResults(out.messages, { keepTurns: 2, minChars: 100, batchChars: 0 }).stubbed, []);
  assert.equal(conv.length, out.messages.length);
  assert.equal(textOfResult(toolResults(conv)[0]).length, 2000, 'the input is not mutated');
});

test('a batch must elide at least minShare of the history it makes the next call re-send', () => {
  const conv = conversation([1, 1, 1, 1, 1, 1], 2000);
  assert.deepEqual(stubStaleResults(conv, { keepTurns: 2, minChars: 100, batchChars: 0, minShare: 0.9 }).stubbed, []);
  assert.equal(stubStaleResults(conv, { keepTurns: 2, minChars: 100, batchChars: 0, minShare: 0.5 }).stubbed.length, 4);
  // Only the newest stale result: the rewritten suffix is short, so a smaller batch qualifies.
  const late = conversation([1, 1, 1], 2000);
  assert.equal(stubStaleResults(late, { keepTurns: 2, minChars: 100, batchChars: 0, minShare: 0.3 }).stubbed.length, 1);
});

test('protected results (pointed to by a recent dedupe pointer) stay', () => {
  const conv = conversation([1, 1, 1, 1], 2000);
  const out = stubStaleResults(conv, { keepTurns: 1, minChars: 100, batchChars: 0, isProtected: (id) => id === 'toolu_0_0' });
  assert.deepEqual(out.stubbed, ['toolu_1_0', 'toolu_2_0']);
});

test('property: stubbing keeps every tool_use/tool_result pair and the last N turns byte-identical', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 0, maxLength: 12 }),
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: 0, max: 20_000 }),
      fc.integer({ min: 1, max: 3000 }),
      (calls, keepTurns, batchChars, size) => {
        const conv = conversation(calls, size);
        const out = stubStaleResults(conv, { keepTurns, minChars: 500, batchChars });
        assert.equal(out.messages.length, conv.length);
        assert.deepEqual(ids(out.messages), ids(conv));
        assert.deepEqual(useIds(out.messages), useIds(conv));
        out.messages.forEach((m, i) => assert.equal(m.role, conv[i]?.role));
        const keep = keepTurns === 0 ? 0 : Math.min(conv.length - 1, keepTurns * 2);
        if (keep > 0) assert.deepEqual(out.messages.slice(-keep), conv.slice(-keep));
      },
    ),
    { numRuns: 300 },
  );
});

test('through the real scripted server: stubbed histories are accepted, recent turns stay whole, batches keep the prefix cached', async (t) => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 12; i++) files[`src/f${i}.ts`] = bigFile(`f${i}`, 80);
  const repo = await tempRepoFor(t, files);
  const model = await modelFor(t, stepScript(Array.from({ length: 12 }, (_, i) => readStep(`src/f${i}.ts`))));
  const { result: outcome, stats: ctxStats } = await run(
    model.url,
    repo,
    stubbingFromTheStart({
      keepTurns: 3,
      keepReadTurns: 3,
      stubMinChars: 500,
      stubBatchTokens: 4_000,
    }),
  );
  assert.equal(outcome.subtype, 'success', (outcome.errors ?? []).join('; '));
  assert.equal(model.requests.length, 13);
  const stats = ctxStats;
  assert.ok(stats && stats.stub_batches >= 2 && stats.stub_batches <= 4, `batches: ${stats?.stub_batches}`);
  for (const req of model.requests) {
    const messages = messagesOf(req);
    const assistants = messages.map((m, i) => (m.role === 'assistant' ? i : -1)).filter((i) => i >= 0);
    const recentStart = assistants.at(-3) ?? 0;
    for (const block of toolResults(messages.slice(recentStart))) assert.ok(!isStub(textOfResult(block)), 'a result of the last 3 turns was stubbed');
  }
  const last = messagesOf(model.requests.at(-1));
  assert.ok(toolResults(last).filter((b) => isStub(textOfResult(b))).length >= 6);

  // Breakpoints: the last tool sent whole (deferred ones, `defer_loading`, are outside the prefix), last system block,
  // last block of the last message, and nowhere else.
  const calls = stats?.calls ?? [];
  for (const [k, req] of model.requests.entries()) {
    const tools = (req.body.tools ?? []) as Anthropic.Tool[];
    const whole = tools.filter((t) => t.defer_loading !== true).length;
    assert.deepEqual(
      tools.map((t) => t.cache_control !== undefined),
      tools.map((_, i) => i === whole - 1),
    );
    const system = (req.body.system ?? []) as Anthropic.TextBlockParam[];
    assert.ok(system.at(-1)?.cache_control);
    const marked = messagesOf(req).flatMap((m) => (typeof m.content === 'string' ? [] : m.content.filter((b) => 'cache_control' in b && b.cache_control)));
    assert.equal(marked.length, 1);
    if (k === 0) continue;
    const prev = messagesOf(model.requests[k - 1]);
    // As the server sees them: string content is one text block, breakpoints are not content.
    const strip = (ms: Anthropic.MessageParam[]): string =>
      JSON.stringify(ms.map((m) => ({ role: m.role, content: typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content }))).replace(
        /,"cache_control":\{"type":"ephemeral"\}/g,
        '',
      );
    const unchanged = strip(messagesOf(req).slice(0, prev.length)) === strip(prev);
    const read = calls[k]?.cache_read_input_tokens ?? 0;
    // Between batches the whole previous request is read back; after a batch, at least tools + system are.
    if (unchanged) assert.equal(read, calls[k - 1]?.input_tokens);
    else assert.ok(read > 0 && read < (calls[k - 1]?.input_tokens ?? 0));
  }
  const rewrites = model.requests.filter((_req, k) => k > 0 && (calls[k]?.cache_read_input_tokens ?? 0) < (calls[k - 1]?.input_tokens ?? 0)).length;
  assert.equal(rewrites, stats?.stub_batches);
});

test('stubbing waits for a large window: the history (and its cached prefix) is left alone below stubAtTokens', async () => {
  const { ContextManager } = await import('../../../src/agent/context/index.js');
  const big = 'x'.repeat(8_000);
  const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'task' }];
  for (let i = 0; i < 8; i++) {
    messages.push({ role: 'assistant', content: [{ type: 'tool_use', id: `t${i}`, name: 'Bash', input: { command: 'ls' } }] });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: `t${i}`, content: big }] });
  }
  const call = (manager: InstanceType<typeof ContextManager>) => beforeCallOn(manager, messages, () => {});
  const tmp = { root: '/tmp', tempDir: '/tmp' };
  const relaxed = await call(new ContextManager({ workspace: tmp, stubBatchTokens: 0, stubMinShare: 0, compactAtTokens: Infinity, stubAtTokens: 1_000_000 }));
  assert.equal(relaxed, messages, 'untouched under the threshold');
  const pressed = await call(new ContextManager({ workspace: tmp, stubBatchTokens: 0, stubMinShare: 0, compactAtTokens: Infinity, stubAtTokens: 1_000 }));
  assert.notEqual(pressed, messages, 'stubbed over it');
});

test('at stubAtTokens a batch that has not paid for its cache re-write waits (rent or buy), compaction with it; at the ceiling it stubs', async () => {
  const { ContextManager } = await import('../../../src/agent/context/index.js');
  const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'task' }];
  for (let i = 0; i < 8; i++) {
    messages.push({ role: 'assistant', content: [{ type: 'tool_use', id: `t${i}`, name: 'Bash', input: { command: 'ls' } }] });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: `t${i}`, content: 'x'.repeat(8_000) }] });
  }
  const logs: string[] = [];
  const call = (manager: InstanceType<typeof ContextManager>) =>
    beforeCallOn(manager, messages, (event) => void (event.kind === 'log' && logs.push(event.text)));
  const tmp = { root: '/tmp', tempDir: '/tmp' };
  // Five stale results (≈10k tokens) elided against a suffix of ≈6k tokens re-written at 3 reads a token: two calls of rent.
  const tuning = { workspace: tmp, stubBatchTokens: 0, stubMinShare: 0, stubAtTokens: 1_000, compactAtTokens: 2_000, stubRewriteInReads: 3 };
  const deferring = new ContextManager({ ...tuning, stubCeilingTokens: 100_000 });
  assert.equal(await call(deferring), messages, 'the first call over the threshold: not paid for yet, nothing stubbed');
  assert.deepEqual(logs, [], 'no compaction tried while a stub batch waits');
  const second = await call(deferring);
  assert.notEqual(second, messages, 'the second: the rent reached the re-write, stubbed');
  assert.equal(toolResults(second).filter((b) => isStub(textOfResult(b))).length, 5);
  // Over the ceiling it stubs at once, as without a ceiling.
  assert.notEqual(await call(new ContextManager({ ...tuning, compactAtTokens: Infinity, stubCeilingTokens: 5_000 })), messages);
  assert.notEqual(await call(new ContextManager({ ...tuning, compactAtTokens: Infinity })), messages);
});
