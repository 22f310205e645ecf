import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { createAnthropicClient, type MessagesClient } from '../../src/model/client.js';
import { scriptedInputTokens, type ScriptedModel, type Script } from '../../support/scripted-model/scripted-model.js';
import { modelsClosedAfter } from '../support/models-closed-after.js';

const MODEL = 'claude-opus-5-5';
const startModel = modelsClosedAfter();

async function setup(script: Script, maxRetries = 2): Promise<{ model: ScriptedModel; client: MessagesClient }> {
  const model = await startModel(script);
  return { model, client: createAnthropicClient({ apiKey: 'test-key', baseURL: model.url, maxRetries, timeoutMs: 5_000 }) };
}

const ask = (text: string, extra: Partial<Anthropic.MessageCreateParamsNonStreaming> = {}): Anthropic.MessageCreateParamsNonStreaming => ({
  model: MODEL,
  max_tokens: 1024,
  messages: [{ role: 'user', content: text }],
  ...extra,
});

describe('scripted model: streaming through the real SDK', () => {
  it('round-trips text, thinking and tool_use blocks with real-ish usage', async () => {
    const { model, client } = await setup([
      {
        content: [
          { type: 'thinking', thinking: 'Let me look at the file first.', signature: 'sig-1' },
          { type: 'text', text: 'Reading the file — café ☕ now.' },
          { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: 'src/a.ts', lines: [1, 2, 3], deep: { ok: true } } },
        ],
      },
    ]);
    const stream = client.messages.stream(ask('Read src/a.ts'));
    const deltas: string[] = [];
    stream.on('text', (d) => deltas.push(d));
    const message = await stream.finalMessage();
    assert.equal(message.stop_reason, 'tool_use');
    assert.equal(message.model, MODEL);
    assert.deepEqual(message.content, [
      { type: 'thinking', thinking: 'Let me look at the file first.', signature: 'sig-1' },
      { type: 'text', text: 'Reading the file — café ☕ now.', citations: null },
      { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: 'src/a.ts', lines: [1, 2, 3], deep: { ok: true } }, caller: { type: 'direct' } },
    ]);
    assert.ok(deltas.length > 1, 'text arrives in several deltas');
    const body = model.requests[0]?.body ?? {};
    assert.equal(message.usage.input_tokens, scriptedInputTokens(body));
    const outBytes =
      Buffer.byteLength('Let me look at the file first.') +
      Buffer.byteLength('Reading the file — café ☕ now.') +
      Buffer.byteLength('Read') +
      Buffer.byteLength(JSON.stringify({ file_path: 'src/a.ts', lines: [1, 2, 3], deep: { ok: true } }));
    assert.equal(message.usage.output_tokens, Math.ceil(outBytes / 4));
    assert.equal(model.requests[0]?.body.stream, true);
    const headers = model.requests[0]?.headers ?? {};
    assert.ok(headers['x-api-key'] === 'test-key' || headers.authorization === 'Bearer test-key', 'the key reached the server');
  });

  it('sends the API event sequence', async () => {
    const { model } = await setup([{ content: [{ type: 'text', text: 'hi there' }] }]);
    const res = await fetch(`${model.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ask('hi'), stream: true }),
    });
    assert.equal(res.headers.get('content-type'), 'text/event-stream');
    const names = [...(await res.text()).matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    assert.equal(names[0], 'message_start');
    assert.ok(names.includes('ping'));
    assert.deepEqual(
      names.filter((n) => n !== 'ping' && n !== 'content_block_delta'),
      ['message_start', 'content_block_start', 'content_block_stop', 'message_delta', 'message_stop'],
    );
  });

  it('answers "(script exhausted)" when the script runs out, and takes a function script', async () => {
    const { client } = await setup([]);
    const msg = await client.messages.create(ask('anything'));
    assert.deepEqual(msg.content, [{ type: 'text', text: '(script exhausted)', citations: null }]);
    const fn = await setup((req, index) => ({ content: [{ type: 'text', text: `turn ${index} of ${String(req.body.model)}` }] }));
    const a = await fn.client.messages.create(ask('x'));
    const b = await fn.client.messages.create(ask('y'));
    assert.deepEqual(
      [a.content[0], b.content[0]].map((c) => (c?.type === 'text' ? c.text : '')),
      [`turn 0 of ${MODEL}`, `turn 1 of ${MODEL}`],
    );
  });
});

describe('scripted model: non-streaming and limits', () => {
  it('returns the Message JSON', async () => {
    const { client } = await setup([{ content: [{ type: 'text', text: 'plain answer' }], usage: { input_tokens: 1234 } }]);
    const msg = await client.messages.create(ask('q'));
    assert.equal(msg.type, 'message');
    assert.equal(msg.stop_reason, 'end_turn');
    assert.equal(msg.usage.input_tokens, 1234);
    assert.equal(msg.usage.output_tokens, Math.ceil('plain answer'.length / 4));
  });

  it('never outputs more than max_tokens: cuts the content and says max_tokens', async () => {
    const long = 'x'.repeat(400);
    const { client } = await setup([
      {
        content: [
          { type: 'text', text: long },
          { type: 'tool_use', name: 'Bash', input: { command: 'ls' } },
        ],
      },
      { content: [{ type: 'text', text: long }] },
    ]);
    const msg = await client.messages.create(ask('q', { max_tokens: 10 }));
    assert.equal(msg.stop_reason, 'max_tokens');
    assert.equal(msg.usage.output_tokens, 10);
    assert.deepEqual(msg.content, [{ type: 'text', text: 'x'.repeat(40), citations: null }]);
    const streamed = await client.messages.stream(ask('q', { max_tokens: 5 })).finalMessage();
    assert.equal(streamed.stop_reason, 'max_tokens');
    assert.equal(streamed.usage.output_tokens, 5);
  });

  it('clamps a scripted output_tokens override to max_tokens too', async () => {
    const { client } = await setup([
      { content: [{ type: 'text', text: 'short' }], usage: { output_tokens: 6000 } },
      { content: [{ type: 'text', text: 'short' }], usage: { output_tokens: 600 } },
    ]);
    const over = await client.messages.create(ask('q', { max_tokens: 5000 }));
    assert.deepEqual([over.usage.output_tokens, over.stop_reason], [5000, 'max_tokens']);
    const under = await client.messages.create(ask('q', { max_tokens: 5000 }));
    assert.deepEqual([under.usage.output_tokens, under.stop_reason], [600, 'end_turn']);
  });

  it('simulates prompt caching across requests', async () => {
    const { client } = await setup([]);
    const system: Anthropic.TextBlockParam[] = [{ type: 'text', text: 'S'.repeat(4000), cache_control: { type: 'ephemeral' } }];
    const first = await client.messages.create(ask('first question', { system }));
    assert.equal(first.usage.cache_read_input_tokens, 0);
    assert.equal(first.usage.cache_creation_input_tokens, Math.ceil(Buffer.byteLength(JSON.stringify({ type: 'text', text: 'S'.repeat(4000) })) / 4));
    const second = await client.messages.create(ask('second question', { system }));
    assert.equal(second.usage.cache_read_input_tokens, first.usage.cache_creation_input_tokens);
    assert.equal(second.usage.cache_creation_input_tokens, 0);
    assert.ok(second.usage.input_tokens > 0);
    const total = (u: Anthropic.Usage): number => u.input_tokens + (u.cache_read_input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0);
    assert.equal(total(second.usage), scriptedInputTokens({ ...ask('second question'), system }));
    // A moving breakpoint on the last message: the earlier prefix is read, the new tail written with its TTL.
    const messages: Anthropic.MessageParam[] = [
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: 'answer' },
      { role: 'user', content: [{ type: 'text', text: 'follow-up', cache_control: { type: 'ephemeral', ttl: '1h' } }] },
    ];
    const third = await client.messages.create({ model: MODEL, max_tokens: 100, system, messages });
    assert.equal(third.usage.cache_read_input_tokens, first.usage.cache_creation_input_tokens);
    assert.ok((third.usage.cache_creation?.ephemeral_1h_input_tokens ?? 0) > 0);
    assert.equal(third.usage.input_tokens, 0);
  });
});

describe('scripted model: automatic caching', () => {
  it('treats a top-level cache_control as a breakpoint on the last block, so a growing conversation reads its past', async () => {
    const { client } = await setup([]);
    const history: Anthropic.MessageParam[] = [{ role: 'user', content: 'x'.repeat(2000) }];
    const auto = { cache_control: { type: 'ephemeral' as const } };
    const first = await client.messages.create({ model: MODEL, max_tokens: 50, messages: history, ...auto });
    assert.equal(first.usage.input_tokens, 0);
    const written = first.usage.cache_creation_input_tokens ?? 0;
    assert.ok(written > 500);
    history.push({ role: 'assistant', content: '(script exhausted)' }, { role: 'user', content: 'next' });
    const second = await client.messages.create({ model: MODEL, max_tokens: 50, messages: history, ...auto });
    assert.equal(second.usage.cache_read_input_tokens, written);
    assert.equal(second.usage.input_tokens, 0);
    assert.ok((second.usage.cache_creation_input_tokens ?? 0) > 0);
  });
});

describe('scripted model: faults and errors', () => {
  it('529 then success is retried by the SDK, honouring retry-after', async () => {
    const { model, client } = await setup([
      { fault: { kind: 'http', status: 529, retryAfter: 0.01 } },
      { content: [{ type: 'text', text: 'after the storm' }] },
    ]);
    const msg = await client.messages.stream(ask('q')).finalMessage();
    assert.deepEqual(msg.content[0], { type: 'text', text: 'after the storm', citations: null });
    assert.equal(model.requests.length, 2);
  });

  it('answers errors in API shape with the right status', async () => {
    const { client } = await setup([{ fault: { kind: 'http', status: 529, retryAfter: 3 } }], 0);
    const err = await client.messages.create(ask('q')).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(err instanceof Anthropic.APIError);
    assert.equal(err.status, 529);
    assert.equal(err.type, 'overloaded_error');
    assert.equal(err.headers?.get('retry-after'), '3');
  });

  it('rejects requests missing model, max_tokens or messages with 400 invalid_request_error', async () => {
    const { model } = await setup([]);
    for (const [body, field] of [
      [{ max_tokens: 5, messages: [] }, 'model'],
      [{ model: MODEL, messages: [] }, 'max_tokens'],
      [{ model: MODEL, max_tokens: 5 }, 'messages'],
    ] as const) {
      const res = await fetch(`${model.url}/v1/messages`, { method: 'POST', body: JSON.stringify(body) });
      assert.equal(res.status, 400);
      const json = (await res.json()) as { type: string; error: { type: string; message: string } };
      assert.equal(json.type, 'error');
      assert.equal(json.error.type, 'invalid_request_error');
      assert.match(json.error.message, new RegExp(`^${field}`));
    }
  });

  it('checks thinking, context management and temperature as the API does: budget below max_tokens, the betas they need', async () => {
    const { model } = await setup(() => ({ content: [{ type: 'text', text: 'ok' }] }));
    const BETAS = 'interleaved-thinking-2025-05-14,context-management-2025-06-27,thinking-display-updates-2026-08-18';
    const base = { model: 'claude-sonnet-4-5', max_tokens: 2048, messages: [{ role: 'user', content: 'hi' }] };
    const clear = { edits: [{ type: 'clear_thinking_20251015', keep: 'all' }] };
    const cases: [Record<string, unknown>, string, RegExp | undefined][] = [
      [{ thinking: { type: 'enabled', budget_tokens: 2047, display: 'updates' }, context_management: clear }, BETAS, undefined],
      [{ thinking: { type: 'enabled', budget_tokens: 2048 } }, BETAS, /`max_tokens` must be greater than `thinking.budget_tokens`/],
      [{ thinking: { type: 'enabled', budget_tokens: 1000 } }, BETAS, /budget_tokens: Input should be greater than or equal to 1024/],
      [{ thinking: { type: 'adaptive', display: 'updates' } }, 'interleaved-thinking-2025-05-14', /thinking-display-updates-2026-08-18/],
      [{ thinking: { type: 'adaptive' }, context_management: clear }, 'interleaved-thinking-2025-05-14', /context_management: Extra inputs/],
      [{ thinking: { type: 'disabled' }, context_management: clear }, BETAS, /clear_thinking_20251015 requires thinking/],
      [{ thinking: { type: 'adaptive' }, temperature: 0.5 }, BETAS, /`temperature` may only be set to 1/],
      [{ thinking: { type: 'disabled' }, temperature: 1 }, BETAS, undefined],
    ];
    for (const [fields, betas, refused] of cases) {
      const res = await fetch(`${model.url}/v1/messages`, {
        method: 'POST',
        headers: { 'anthropic-beta': betas },
        body: JSON.stringify({ ...base, ...fields }),
      });
      const json = (await res.json()) as { error?: { type: string; message: string } };
      if (!refused) assert.equal(res.status, 200, JSON.stringify(json));
      else {
        assert.equal(res.status, 400, JSON.stringify(fields));
        assert.match(json.error?.message ?? '', refused);
      }
    }
  });

  it('rejects an orphan tool_result and an unanswered tool_use with 400, without consuming the script', async () => {
    const { model, client } = await setup([{ content: [{ type: 'text', text: 'still here' }] }], 0);
    const orphan: Anthropic.MessageParam[] = [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_a', name: 'Read', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_b', content: 'x' }] },
    ];
    const err = await client.messages.create({ model: MODEL, max_tokens: 10, messages: orphan }).catch((e: unknown) => e);
    assert.ok(err instanceof Anthropic.BadRequestError);
    assert.match(err.message, /unexpected `tool_use_id` found in `tool_result` blocks: toolu_b/);
    const unanswered: Anthropic.MessageParam[] = [...orphan.slice(0, 2), { role: 'user', content: 'never mind' }];
    const err2 = await client.messages.create({ model: MODEL, max_tokens: 10, messages: unanswered }).catch((e: unknown) => e);
    assert.ok(err2 instanceof Anthropic.BadRequestError);
    assert.match(err2.message, /`tool_use` ids were found without `tool_result` blocks.*toolu_a/);
    const ok = await client.messages.create(ask('now'));
    assert.deepEqual(ok.content[0], { type: 'text', text: 'still here', citations: null });
    assert.equal(model.requests.length, 3);
  });

  it('count_tokens answers with the same rule and counts its calls', async () => {
    const { model, client } = await setup([]);
    const params = { model: MODEL, messages: [{ role: 'user' as const, content: 'count me 🎉' }], system: 'be brief' };
    const counted = await client.messages.countTokens(params);
    assert.equal(counted.input_tokens, scriptedInputTokens(params));
    const created = await client.messages.create({ ...params, max_tokens: 10 });
    assert.equal(created.usage.input_tokens, counted.input_tokens);
    assert.equal(model.countTokensCalls, 1);
    assert.equal(model.requests.length, 1);
  });

  it('calls onRequest and honours delayMs', async () => {
    const seen: string[] = [];
    const model = await startModel([{ content: [{ type: 'text', text: 'slow' }], delayMs: 80 }], {
      onRequest: (req) => void seen.push(req.path),
    });
    const client = createAnthropicClient({ apiKey: 'k', baseURL: model.url, maxRetries: 0, timeoutMs: 5_000 });
    const started = Date.now();
    await client.messages.create(ask('q'));
    assert.ok(Date.now() - started >= 70);
    assert.deepEqual(seen, ['/v1/messages']);
  });
});
