import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import { createAnthropicClient, type MessagesClient } from '../../src/model/client.js';
import { streamTurn, type RetryInfo, type StreamTurnOptions } from '../../src/model/turn.js';
import type { ScriptedModel, Script } from '../../support/scripted-model/scripted-model.js';
import { modelsClosedAfter } from '../support/models-closed-after.js';

const startModel = modelsClosedAfter();

async function setup(script: Script, sdkRetries = 0): Promise<{ model: ScriptedModel; client: MessagesClient }> {
  const model = await startModel(script);
  return { model, client: createAnthropicClient({ apiKey: 'k', baseURL: model.url, maxRetries: sdkRetries, timeoutMs: 5_000 }) };
}

const params: Anthropic.MessageCreateParamsStreaming = {
  model: 'claude-opus-5-5',
  max_tokens: 1000,
  stream: true,
  messages: [{ role: 'user', content: 'hello' }],
};
const noSleep = async (): Promise<void> => {};
const opts = (extra: Partial<StreamTurnOptions> = {}): StreamTurnOptions => ({
  signal: new AbortController().signal,
  retries: 2,
  idleTimeoutMs: 5_000,
  sleep: noSleep,
  ...extra,
});
const text = (t: string): { content: [{ type: 'text'; text: string }] } => ({ content: [{ type: 'text', text: t }] });

describe('streamTurn', () => {
  it('returns the message, the attempts and the API time', async () => {
    const { client } = await setup([
      {
        content: [
          { type: 'text', text: 'done' },
          { type: 'tool_use', name: 'Read', input: { file_path: 'a' } },
        ],
      },
    ]);
    const out = await streamTurn(client, params, opts());
    assert.ok(out.ok);
    assert.equal(out.attempts, 1);
    assert.equal(out.message.stop_reason, 'tool_use');
    assert.equal(out.message.content.length, 2);
    assert.ok(out.apiMs >= 0);
    assert.equal(out.partialUsage, undefined);
  });

  it("retries a stream cut mid-message and succeeds, reporting the dead attempt's usage", async () => {
    const { model, client } = await setup([{ ...text('lost'), fault: { kind: 'cut', afterEvents: 3 } }, text('second time lucky')]);
    const retries: RetryInfo[] = [];
    const out = await streamTurn(client, params, opts({ onRetry: (info) => retries.push(info) }));
    assert.ok(out.ok, out.ok ? '' : out.error);
    assert.equal(out.attempts, 2);
    assert.deepEqual(out.message.content[0], { type: 'text', text: 'second time lucky', citations: null });
    assert.equal(model.requests.length, 2);
    assert.equal(retries.length, 1);
    assert.equal(retries[0]?.attempt, 1);
    assert.match(retries[0]?.error ?? '', /connection error/);
    assert.equal(out.partialUsage?.input_tokens, out.message.usage.input_tokens);
  });

  it("a retry the budget lowers (beforeRetry's maxTokens) asks for that many tokens; `true` retries as the last attempt", async () => {
    const { model, client } = await setup(() => ({ ...text('lost'), fault: { kind: 'cut', afterEvents: 2 } }));
    const answers: (boolean | { maxTokens: number })[] = [{ maxTokens: 400 }, true];
    const retries: RetryInfo[] = [];
    const out = await streamTurn(client, params, opts({ beforeRetry: () => answers.shift() ?? false, retries: 5, onRetry: (info) => retries.push(info) }));
    assert.equal(out.ok, false);
    assert.deepEqual(
      retries.map((r) => r.loweredMaxTokens),
      [400, undefined],
      'the retry line says it asked for fewer tokens',
    );
    assert.deepEqual(
      model.requests.map((r) => (r.body as { max_tokens: number }).max_tokens),
      [1000, 400, 400],
    );
    assert.match(out.ok ? '' : out.error, /no budget left for another attempt/);
  });

  it('gives up after the retries with a human error and the partial usage', async () => {
    const { model, client } = await setup(() => ({ ...text('never'), fault: { kind: 'cut', afterEvents: 2 } }));
    const out = await streamTurn(client, params, opts({ retries: 2 }));
    assert.equal(out.ok, false);
    if (out.ok) return;
    assert.equal(out.attempts, 3);
    assert.equal(model.requests.length, 3);
    assert.match(out.error, /^Anthropic API connection error: .+ \(after 3 attempts\)$/);
    assert.ok((out.partialUsage?.input_tokens ?? 0) > 0, 'message_start usage of the dead attempts is reported');
  });

  it('retries an SSE error event (overloaded)', async () => {
    const { client } = await setup([{ ...text('x'), fault: { kind: 'sse_error', afterEvents: 2 } }, text('recovered')]);
    const retries: RetryInfo[] = [];
    const out = await streamTurn(client, params, opts({ onRetry: (i) => retries.push(i) }));
    assert.ok(out.ok);
    assert.equal(out.attempts, 2);
    assert.match(retries[0]?.error ?? '', /overloaded_error/);
  });

  it('reports a persistent SSE error after the last attempt', async () => {
    const { client } = await setup(() => ({ ...text('x'), fault: { kind: 'sse_error', afterEvents: 1 } }));
    const out = await streamTurn(client, params, opts({ retries: 1 }));
    assert.equal(out.ok, false);
    if (!out.ok) assert.match(out.error, /^Anthropic API error overloaded_error \(mid-stream\): Overloaded \(after 2 attempts\)$/);
  });

  it('aborts a stalled stream after idleTimeoutMs and retries it', async () => {
    // The stall outlasts any test (only the idle timeout ends it); the bound is ample for the retry's stream, which
    // must not pause that long between two events however loaded the machine.
    const { client } = await setup([{ ...text('slow'), fault: { kind: 'stall', ms: 600_000, afterEvents: 2 } }, text('fast')]);
    const retries: RetryInfo[] = [];
    const out = await streamTurn(client, params, opts({ idleTimeoutMs: 1_000, onRetry: (i) => retries.push(i) }));
    assert.ok(out.ok);
    assert.equal(out.attempts, 2);
    // Behaviour, not time: the first attempt was cut as stalled (a waited-out stall would have succeeded at once).
    assert.match(retries[0]?.error ?? '', /stalled: no data for 1000 ms/);
  });

  it('counts an attempt cut before message_start as an unknown bill (no usage to charge); control: one cut after it has usage', async () => {
    const early = await setup([{ ...text('cut early'), fault: { kind: 'cut', afterEvents: 0 } }, text('answered')]);
    const out = await streamTurn(early.client, params, opts());
    assert.ok(out.ok);
    assert.equal(out.attempts, 2);
    assert.equal(out.partialUsage, undefined);
    assert.equal(out.unknownBills, 1);
    const late = await setup([{ ...text('cut late'), fault: { kind: 'cut', afterEvents: 2 } }, text('answered')]);
    const control = await streamTurn(late.client, params, opts());
    assert.ok(control.ok);
    assert.ok(control.partialUsage !== undefined);
    assert.equal(control.unknownBills, undefined);
  });

  it('on HTTP errors the SDK gave up on: retries 529, not 400, with status and text', async () => {
    const a = await setup([{ fault: { kind: 'http', status: 529 } }, text('ok now')]);
    const ok = await streamTurn(a.client, params, opts());
    assert.ok(ok.ok);
    assert.equal(ok.attempts, 2);
    const b = await setup(() => ({ fault: { kind: 'http', status: 529 } }));
    const out = await streamTurn(b.client, params, opts({ retries: 2 }));
    assert.equal(out.ok, false);
    if (!out.ok) {
      assert.equal(out.status, 529);
      assert.equal(out.error, 'Anthropic API error 529 overloaded_error: Overloaded (after 3 attempts)');
    }
    const c = await setup(() => ({
      fault: { kind: 'http', status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'bad thing' } } },
    }));
    const bad = await streamTurn(c.client, params, opts({ retries: 3 }));
    assert.equal(bad.ok, false);
    if (!bad.ok) {
      assert.equal(bad.attempts, 1);
      assert.equal(bad.status, 400);
      assert.equal(bad.error, 'Anthropic API error 400 invalid_request_error: bad thing (after 1 attempt)');
    }
    assert.equal(c.model.requests.length, 1);
    const d = await setup([{ fault: { kind: 'http', status: 429 } }, text('rate ok')]);
    assert.ok((await streamTurn(d.client, params, opts())).ok);
  });

  it('retries a malformed stream', async () => {
    const { client } = await setup([{ fault: { kind: 'malformed' } }, text('well formed')]);
    const out = await streamTurn(client, params, opts());
    assert.ok(out.ok);
    assert.equal(out.attempts, 2);
  });

  it('aborts promptly mid-stream, and during a backoff sleep', async () => {
    const { client } = await setup([{ ...text('slow'), fault: { kind: 'stall', ms: 5_000, afterEvents: 2 } }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const out = await streamTurn(client, params, opts({ signal: controller.signal, idleTimeoutMs: 10_000 }));
    // Had the abort not cut the stream, the stall would end and the answer arrive: 'aborted' is the fact.
    assert.deepEqual(out.ok ? 'ok' : out.error, 'aborted');

    const cut = await setup(() => ({ ...text('x'), fault: { kind: 'cut', afterEvents: 1 } }));
    const c2 = new AbortController();
    const never = (): Promise<void> => new Promise(() => {});
    const pending = streamTurn(cut.client, params, opts({ signal: c2.signal, sleep: never, onRetry: () => c2.abort() }));
    const out2 = await pending;
    assert.equal(out2.ok, false);
    if (!out2.ok) {
      assert.equal(out2.error, 'aborted');
      assert.equal(out2.attempts, 1);
    }
    const already = AbortSignal.abort();
    const out3 = await streamTurn(cut.client, params, opts({ signal: already }));
    assert.deepEqual([out3.ok, out3.attempts], [false, 0]);
  });

  it('never throws, even when onRetry does', async () => {
    const { client } = await setup([{ ...text('x'), fault: { kind: 'cut', afterEvents: 1 } }, text('fine')]);
    const out = await streamTurn(
      client,
      params,
      opts({
        onRetry: () => {
          throw new Error('observer broke');
        },
      }),
    );
    assert.ok(out.ok);
    const bad = await streamTurn(client, { ...params, max_tokens: 0 }, opts({ retries: Number.NaN }));
    assert.equal(bad.ok, false);
    if (!bad.ok) assert.match(bad.error, /400 invalid_request_error: max_tokens/);
  });

  it('uses the SDK retries first for HTTP errors when the client has them', async () => {
    const { model, client } = await setup([{ fault: { kind: 'http', status: 529, retryAfter: 0.01 } }, text('sdk retried')], 2);
    const out = await streamTurn(client, params, opts({ retries: 0 }));
    assert.ok(out.ok);
    assert.equal(out.attempts, 1);
    assert.equal(model.requests.length, 2);
  });
});
