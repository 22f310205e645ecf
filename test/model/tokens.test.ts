import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import { createAnthropicClient, type MessagesClient } from '../../src/model/client.js';
import { countInputTokens, estimateInputTokensUpperBound } from '../../src/model/tokens.js';
import { scriptedInputTokens, startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';

const MODEL = 'claude-opus-5-5';

const text = fc
  .string({ unit: fc.constantFrom<'grapheme' | 'binary' | 'grapheme-composite'>('grapheme', 'binary', 'grapheme-composite'), maxLength: 300 })
  .chain((s) => fc.constantFrom(s, `${s}🎉👩‍👩‍👧`, `"\\\n\t${s}`));
const block: fc.Arbitrary<Anthropic.ContentBlockParam> = fc.oneof(
  text.map((t): Anthropic.TextBlockParam => ({ type: 'text', text: t })),
  fc
    .record({ id: fc.string({ minLength: 1, maxLength: 20 }), t: text })
    .map(({ id, t }): Anthropic.ContentBlockParam => ({ type: 'tool_result', tool_use_id: id, content: t })),
);
const message: fc.Arbitrary<Anthropic.MessageParam> = fc.record({
  role: fc.constantFrom<'user' | 'assistant'>('user', 'assistant'),
  content: fc.oneof(text, fc.array(block, { minLength: 1, maxLength: 4 })),
});
const tool: fc.Arbitrary<Anthropic.Tool> = fc
  .record({
    name: fc.stringMatching(/^[a-zA-Z_]{1,20}$/),
    description: text,
  })
  .map(({ name, description }) => ({ name, description, input_schema: { type: 'object', properties: { x: { type: 'string', description } } } }));
/** Conversations the API accepts: no tool_result without its tool_use. */
const textOnly = (p: { system: string | Anthropic.TextBlockParam[]; messages: Anthropic.MessageParam[]; tools: Anthropic.Tool[] }) => ({
  ...p,
  messages: p.messages.map(
    (m): Anthropic.MessageParam => ({
      role: m.role === 'assistant' ? 'assistant' : 'user',
      content:
        typeof m.content === 'string' ? m.content : m.content.map((b) => (b.type === 'tool_result' ? { type: 'text' as const, text: String(b.content) } : b)),
    }),
  ),
});
const payload = fc.record({
  system: fc.oneof(
    text,
    fc.array(
      text.map((t): Anthropic.TextBlockParam => ({ type: 'text', text: t })),
      { maxLength: 3 },
    ),
  ),
  messages: fc.array(message, { minLength: 1, maxLength: 6 }),
  tools: fc.array(tool, { maxLength: 4 }),
});

describe('estimateInputTokensUpperBound', () => {
  let model: ScriptedModel;
  let client: MessagesClient;
  before(async () => {
    model = await startScriptedModel([]);
    client = createAnthropicClient({ apiKey: 'k', baseURL: model.url, maxRetries: 0, timeoutMs: 5_000 });
  });
  after(async () => model.close());

  it('is at least the scripted server count for random payloads, unicode and emoji included', () => {
    fc.assert(
      fc.property(payload, (p) => estimateInputTokensUpperBound(p) >= scriptedInputTokens({ model: MODEL, ...p })),
      { numRuns: 500 },
    );
  });

  it('is at least the UTF-8 bytes of every text it contains (tokens never exceed bytes)', () => {
    fc.assert(
      fc.property(payload, (p) => {
        const texts = JSON.stringify(p).length; // UTF-16 units ≤ UTF-8 bytes, a weaker but independent floor
        return estimateInputTokensUpperBound(p) >= texts;
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with count_tokens over HTTP, through the real SDK', async () => {
    await fc.assert(
      fc.asyncProperty(payload.map(textOnly), async (p) => {
        const counted = await countInputTokens(client, { model: MODEL, ...p });
        assert.equal(counted, scriptedInputTokens({ model: MODEL, ...p }));
        assert.ok(estimateInputTokensUpperBound(p) >= (counted ?? Infinity));
      }),
      { numRuns: 40 },
    );
  });

  it('adds an allowance per image, whose tokens are not bounded by its bytes', () => {
    const tiny: Anthropic.MessageParam = { role: 'user', content: [{ type: 'image', source: { type: 'url', url: 'https://x/y.png' } }] };
    assert.ok(estimateInputTokensUpperBound({ messages: [tiny] }) > 5_000);
  });
});

describe('countInputTokens', () => {
  it('returns the count, and undefined when the endpoint fails', async () => {
    const model = await startScriptedModel([]);
    const client = createAnthropicClient({ apiKey: 'k', baseURL: model.url, maxRetries: 0, timeoutMs: 5_000 });
    const create: Anthropic.MessageCreateParams = { model: MODEL, max_tokens: 50, stream: true, messages: [{ role: 'user', content: 'hello' }] };
    assert.equal(await countInputTokens(client, create), scriptedInputTokens(create));
    assert.equal(model.countTokensCalls, 1);
    assert.equal(await countInputTokens(client, { model: '', messages: [] }), undefined);
    await model.close();
    assert.equal(await countInputTokens(client, create), undefined);
  });
});
