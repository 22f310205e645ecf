/**
 * Model API faults, each through dist/index.js under Node 24 (except the idle-timeout retry, which
 * needs a five-minute stall through the action and is tested on streamTurn directly): the expected
 * subtype, every output set, a valid transcript ending in its result line, the patch of work done
 * before the fault kept, the cost of every billed attempt counted, no process left behind.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import { createAnthropicClient } from '../../src/model/client.js';
import { streamTurn, type RetryInfo } from '../../src/model/turn.js';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { makeRepo } from '../e2e/harness.js';
import { allInputTokens, assertWellEnded, Closer, describeRun, messageInputTokens, taggedRun, text, toolUse, type TaggedRun } from './helpers.js';

const closer = new Closer();
after(() => closer.closeAll());

const WRITE = toolUse('Write', { file_path: 'notes/progress.md', content: 'work done before the fault\n' });

async function run(
  script: ScriptedTurn[] | ((req: RecordedRequest, i: number) => ScriptedTurn),
  inputs: Record<string, string> = {},
): Promise<{ run: TaggedRun; requests: RecordedRequest[]; workspace: string }> {
  const model = await closer.model(script);
  const workspace = makeRepo({ 'README.md': '# sample\n' });
  const result = await taggedRun({
    workspace,
    inputs: { prompt: 'Do the work.', permission_mode: 'bypassPermissions', max_turns: '8', ...inputs },
    env: { ANTHROPIC_BASE_URL: model.url },
  });
  return { run: result, requests: model.requests, workspace };
}

const preserved = (r: TaggedRun): void =>
  assert.match(r.patch, /\+work done before the fault/, `the patch keeps the work done before the fault\n${describeRun(r)}`);
const lastUserContent = (req: RecordedRequest | undefined): string => JSON.stringify(req?.body.messages?.at(-1));

describe('model API faults through dist/index.js', { concurrency: 4 }, () => {
  it('429 with retry-after: waits what the server asked, then carries on to success', async () => {
    const { run: r, requests } = await run([WRITE, { fault: { kind: 'http', status: 429, retryAfter: 1 } }, text('Done.')]);
    assertWellEnded(r, { subtype: 'success', minCostUsd: 1e-6 });
    assert.equal(requests.length, 3);
    const gap = (requests[2]?.receivedAt ?? 0) - (requests[1]?.receivedAt ?? 0);
    assert.ok(gap >= 900, `retried after ${gap} ms, the server asked for 1000`);
    preserved(r);
  });

  it('500 twice, then an answer: success, each failed attempt retried', async () => {
    const { run: r, requests } = await run([
      WRITE,
      { fault: { kind: 'http', status: 500, retryAfter: 0.05 } },
      { fault: { kind: 'http', status: 500, retryAfter: 0.05 } },
      text('Done.'),
    ]);
    assertWellEnded(r, { subtype: 'success' });
    assert.equal(requests.length, 4);
    preserved(r);
  });

  it('529 overloaded on every attempt: an outage ends error_during_execution, is_error, api_error, status 529, the step failed, an api_retry line per retry', async () => {
    // With the model's own 128,000 max_tokens, a retry held at its worst case would not fit the budget: a refused attempt holds nothing more.
    const { run: r, requests } = await run((_req, i) => (i === 0 ? WRITE : { fault: { kind: 'http', status: 529, retryAfter: 0.05 } }));
    const result = assertWellEnded(r, { subtype: 'error_during_execution', exitCode: 1 });
    assert.equal(result.is_error, true);
    assert.equal(result.terminal_reason, 'api_error');
    assert.equal(result.api_error_status, 529);
    // Nine attempts of the second call (the SDK's three HTTP tries times ours, all ours now), after the first (good) call.
    assert.equal(requests.length, 1 + 9);
    assert.match(String(result.errors), /529 overloaded_error: Overloaded \(after 9 attempts\)/);
    const retries = r.transcript.filter((line) => line.type === 'system' && line.subtype === 'api_retry');
    assert.deepEqual(
      retries.map((line) => [line.attempt, line.error_status, line.error, line.retry_delay_ms]),
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n, 529, 'overloaded', 50]),
    );
    assert.equal(r.outputs.conclusion, 'failure');
    preserved(r);
  });

  it('529 mid-stream (SSE error event): retried; the billed partial attempt is counted in the cost', async () => {
    const { run: r, requests } = await run([WRITE, { ...text('Almost done.'), fault: { kind: 'sse_error', afterEvents: 3 } }, text('Done.')]);
    const result = assertWellEnded(r, { subtype: 'success' });
    assert.equal(requests.length, 3);
    const counted = allInputTokens(result.usage as Parameters<typeof allInputTokens>[0]);
    // The dead attempt announced its usage in message_start: it may have been billed, so it is counted.
    assert.ok(counted > messageInputTokens(r), `usage ${counted} counts more than the ${messageInputTokens(r)} of the messages kept`);
    preserved(r);
  });

  it('a stream cut in the middle of a tool_use JSON: retried, the tool runs once, with the whole input', async () => {
    const big = { file_path: 'notes/big.md', content: `${'line\n'.repeat(200)}end\n` };
    // Events: message_start, ping, content_block_start, then the input in three input_json_delta parts: cut after the first.
    const {
      run: r,
      requests,
      workspace,
    } = await run([WRITE, { ...toolUse('Write', big), fault: { kind: 'cut', afterEvents: 4 } }, toolUse('Write', big), text('Done.')]);
    assertWellEnded(r, { subtype: 'success' });
    assert.equal(requests.length, 4);
    assert.equal(readFileSync(path.join(workspace, 'notes/big.md'), 'utf8'), big.content);
    const uses = r.transcript.filter((l) => l.type === 'assistant' && JSON.stringify(l).includes('notes/big.md'));
    assert.equal(uses.length, 1, 'the cut attempt left no half tool call in the transcript');
    preserved(r);
  });

  it('a stream cut mid tool_use on every attempt: error_during_execution, patch kept, partial usage counted', async () => {
    const {
      run: r,
      requests,
      workspace,
    } = await run((_req, i) =>
      i === 0 ? WRITE : { ...toolUse('Write', { file_path: 'never.md', content: 'x'.repeat(400) }), fault: { kind: 'cut', afterEvents: 4 } },
    );
    const result = assertWellEnded(r, { subtype: 'error_during_execution', exitCode: 1, minCostUsd: 1e-6 });
    assert.equal(result.terminal_reason, 'api_error');
    // The default budget ($5) holds the second call's whole worst case (128,000 tokens at Opus 5.5's rates) and one
    // retry lowered to what is left; its third attempt would have no room.
    assert.equal(requests.length, 3, 'the first call, then two attempts of the second');
    assert.ok((requests[2]?.body.max_tokens ?? 0) < (requests[1]?.body.max_tokens ?? 0), 'the retry asked for fewer tokens');
    assert.match(String(result.errors), /connection error|terminated|ended before/i);
    assert.equal(existsSync(path.join(workspace, 'never.md')), false);
    assert.ok(allInputTokens(result.usage as Parameters<typeof allInputTokens>[0]) > messageInputTokens(r), "the dead attempts' usage is counted");
    preserved(r);
  });

  it('malformed SSE: retried like a dropped stream, then success', async () => {
    const { run: r, requests } = await run([WRITE, { fault: { kind: 'malformed' } }, text('Done.')]);
    assertWellEnded(r, { subtype: 'success' });
    assert.equal(requests.length, 3);
    preserved(r);
  });

  it('a stream that stalls for good: the run timeout ends it, error_during_execution, everything written', async () => {
    const { run: r } = await run([WRITE, { ...text('never finishes'), fault: { kind: 'stall', ms: 60_000, afterEvents: 2 } }], { timeout_minutes: '0.25' });
    const result = assertWellEnded(r, { subtype: 'error_during_execution' });
    // The timeout ended it (a stall waited out would have ended with the model's answer): behaviour, not time.
    assert.match(String(result.errors), /Timed out after/);
    assert.equal(result.stop_cause, 'timeout');
    assert.equal(result.terminal_reason, 'aborted_streaming');
    preserved(r);
  });

  it('stop_reason max_tokens in the middle of a tool call: the cut call does not run, the model is told, success', async () => {
    const cut: ScriptedTurn = {
      content: [
        { type: 'text', text: 'Writing it now.' },
        { type: 'tool_use', name: 'Write', input: { file_path: 'half.md', content: 'half' } },
      ],
      stop_reason: 'max_tokens',
    };
    const { run: r, requests, workspace } = await run([WRITE, cut, text('Done.')]);
    assertWellEnded(r, { subtype: 'success' });
    assert.equal(existsSync(path.join(workspace, 'half.md')), false, 'the truncated call did not run');
    assert.match(lastUserContent(requests[2]), /cut off at the output token limit[^"]*did not run/);
    assert.match(lastUserContent(requests[2]), /"is_error":true/);
    preserved(r);
  });

  it('stop_reason refusal: error_during_execution saying the model declined, patch kept', async () => {
    const { run: r } = await run([WRITE, { ...text('I cannot help with that.'), stop_reason: 'refusal' }]);
    const result = assertWellEnded(r, { subtype: 'error_during_execution', minCostUsd: 1e-6 });
    assert.deepEqual(result.errors, ['The model declined to continue (stop_reason: refusal)']);
    assert.equal(result.stop_reason, 'refusal');
    preserved(r);
  });

  it('stop_reason pause_turn: the paused reply is sent back as is and the model resumes to success', async () => {
    const { run: r, requests } = await run([WRITE, { ...text('Still searching…'), stop_reason: 'pause_turn' }, text('Done.')]);
    assertWellEnded(r, { subtype: 'success' });
    assert.equal(requests.length, 3);
    const last = requests[2]?.body.messages?.at(-1);
    assert.equal(last?.role, 'assistant', 'the resumed request ends with the paused assistant turn');
    assert.match(JSON.stringify(last), /Still searching/);
    assert.equal(r.outputs.num_turns, '3');
    preserved(r);
  });
});

describe('stream idle timeout (streamTurn directly: the action waits five minutes)', () => {
  const params: Anthropic.MessageCreateParamsStreaming = {
    model: 'claude-sonnet-5-5',
    max_tokens: 100,
    stream: true,
    messages: [{ role: 'user', content: 'hi' }],
  };
  it('a stall past idleTimeoutMs aborts the attempt, and the retry succeeds', async () => {
    const model = await closer.model([{ ...text('stalled'), fault: { kind: 'stall', ms: 600_000, afterEvents: 3 } }, text('second try')]);
    const client = createAnthropicClient({ apiKey: 'test-key', baseURL: model.url, maxRetries: 0, timeoutMs: 10_000 });
    const retries: RetryInfo[] = [];
    const outcome = await streamTurn(client, params, {
      signal: new AbortController().signal,
      retries: 2,
      // Ample for the retry's stream however loaded the machine; the stall outlasts any test, so only this ends it.
      idleTimeoutMs: 1_000,
      onRetry: (info) => retries.push(info),
      sleep: () => Promise.resolve(),
    });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    assert.equal(outcome.attempts, 2);
    assert.deepEqual(
      retries.map((r) => r.error),
      ['stream stalled: no data for 1000 ms'],
    );
    assert.ok(outcome.partialUsage && outcome.partialUsage.input_tokens > 0, "the stalled attempt's announced usage is kept");
    // The stall message is the behavioural fact: the attempt was cut by the idle timeout, never waited out.
    assert.equal(model.requests.length, 2);
  });

  it('stalling on every attempt ends with a clear error, never hangs', async () => {
    const model = await closer.model(() => ({ ...text('stalled'), fault: { kind: 'stall', ms: 600_000, afterEvents: 1 } }));
    const client = createAnthropicClient({ apiKey: 'test-key', baseURL: model.url, maxRetries: 0, timeoutMs: 10_000 });
    const outcome = await streamTurn(client, params, {
      signal: new AbortController().signal,
      retries: 1,
      idleTimeoutMs: 1_000,
      sleep: () => Promise.resolve(),
    });
    assert.equal(outcome.ok, false);
    assert.match(outcome.ok ? '' : outcome.error, /stream stalled: no data for 1000 ms \(after 2 attempts\)/);
  });
});
