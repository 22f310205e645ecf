import type Anthropic from '@anthropic-ai/sdk';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chargedCall, RETRY_MIN_TOKENS, RunBudget } from '../../src/agent/budget.js';
import { buildRequest, toolParams, withoutCacheControl } from '../../src/agent/request.js';
import { resolvePrice, worstCaseCost } from '../../src/model/pricing.js';

const opus = resolvePrice('claude-opus-5-5').price;

describe('the budget plan for one call', () => {
  /** A request whose input the port bounds at 18,000 tokens and counts at 17,000. */
  const request = (caching: boolean) => ({
    model: 'claude-opus-5-5',
    max_tokens: 32_000,
    stream: true as const,
    messages: [{ role: 'user' as const, content: caching ? [{ type: 'text' as const, text: 'task', cache_control: { type: 'ephemeral' as const } }] : 'task' }],
  });
  const port = { estimateInputTokens: () => 18_000, countTokens: async () => 17_000 };
  const plan = (remainingUsd: number, caching: boolean, spentUsd = 0) => {
    const budget = new RunBudget(remainingUsd + spentUsd, {});
    if (spentUsd > 0) budget.charge('claude-opus-5-5', { input_tokens: Math.round((spentUsd / opus.input) * 1_000_000), output_tokens: 0 }, 'main');
    return budget.plan({ model: 'claude-opus-5-5', request: request(caching), wantedMaxTokens: 32_000, minReplyTokens: 1024, port });
  };

  it('asks for the full max_tokens when the worst case fits', async () => {
    const p = await plan(5, true);
    assert.ok(p.ok);
    assert.equal(p.request.max_tokens, 32_000);
    assert.match(JSON.stringify(p.request), /cache_control/, 'the breakpoints stay');
  });

  it('lowers max_tokens near the limit, with the exact count, and never plans past the remaining budget', async () => {
    const p = await plan(0.3, true);
    assert.ok(p.ok);
    assert.ok(p.request.max_tokens < 32_000 && p.request.max_tokens >= 1024);
    assert.ok(p.worstCaseUsd <= 0.3);
  });

  it('what was spent (by any call of the run) leaves less for the next', async () => {
    const p = await plan(0.3, true, 4.7);
    assert.ok(p.ok);
    assert.ok(p.request.max_tokens < 32_000);
  });

  it('refuses when not even a minimal reply fits, and a request without cache writes may still fit', async () => {
    // 17,000 × 1.05 + 100 = 17,950 input tokens: $0.0898 as cache writes, $0.0718 as plain input; plus 1,024 × $20/M.
    const uncachedOnly = await plan(0.095, true);
    assert.ok(uncachedOnly.ok, 'falls back to the request without cache breakpoints');
    assert.doesNotMatch(JSON.stringify(uncachedOnly.request), /cache_control/);
    assert.ok(uncachedOnly.worstCaseUsd <= 0.095);
    const none = await plan(0.05, false);
    assert.equal(none.ok, false);
  });

  it('reserves each retry at its worst case: retries cannot spend past the budget', async () => {
    const p = await plan(5, true);
    assert.ok(p.ok);
    const fits = Math.floor(5 / p.worstCaseUsd) - 1;
    for (let i = 0; i < fits; i++) assert.equal(p.beforeRetry({ mayHaveBilled: true }), true);
    // What is left covers a shorter reply only: that retry asks for fewer tokens, and then none is left.
    const lowered = p.beforeRetry({ mayHaveBilled: true });
    if (lowered !== false) assert.ok(typeof lowered === 'object' && lowered.maxTokens >= RETRY_MIN_TOKENS && lowered.maxTokens < 32_000);
    assert.equal(p.beforeRetry({ mayHaveBilled: true }), false);
  });

  it('a retry whose whole worst case no longer fits asks for what is left (at least 4,096 tokens); what is held never passes the budget', async () => {
    const wanted = 128_000;
    const worstCase = worstCaseCost(18_000, wanted, opus, '5m');
    // Room for the first attempt and half of another: before, the retry was refused and the call failed.
    const budget = new RunBudget(worstCase * 1.5, {});
    const p = await budget.plan({ model: 'claude-opus-5-5', request: request(true), wantedMaxTokens: wanted, minReplyTokens: 1024, port });
    assert.ok(p.ok);
    assert.equal(p.request.max_tokens, wanted);
    const retry = p.beforeRetry({ mayHaveBilled: true });
    assert.ok(typeof retry === 'object', `the retry goes out lowered (${JSON.stringify(retry)})`);
    assert.ok(retry.maxTokens >= RETRY_MIN_TOKENS && retry.maxTokens < wanted, String(retry.maxTokens));
    const inputOnly = worstCaseCost(18_000, 0, opus, '5m');
    const perToken = worstCaseCost(18_000, 1, opus, '5m') - inputOnly;
    assert.ok(Math.abs(retry.maxTokens - (worstCase / 2 - inputOnly) / perToken) <= 1, 'what is left of the room, to the token');
    assert.ok(budget.reservedUsd <= budget.maxUsd + 1e-9, `held ${budget.reservedUsd} of ${budget.maxUsd}`);
    // An attempt the API refused takes the lowered one's place: it asks for no more than it.
    assert.equal(p.beforeRetry({ mayHaveBilled: false }), true);
    assert.equal(p.beforeRetry({ mayHaveBilled: true }), false, 'nothing is left for a third');
    p.settle({ chargedUsd: 0 });
    assert.ok(budget.reservedUsd <= budget.maxUsd + 1e-9, 'what the cut attempts may have been billed stays within the budget');
  });

  it('control: a retry whose room is under 4,096 tokens is refused, and one with room for the whole call asks for all of it', async () => {
    const wanted = 128_000;
    const worstCase = worstCaseCost(18_000, wanted, opus, '5m');
    const perToken = worstCaseCost(18_000, 1, opus, '5m') - worstCaseCost(18_000, 0, opus, '5m');
    const inputOnly = worstCaseCost(18_000, 0, opus, '5m');
    const tight = new RunBudget(worstCase + inputOnly + perToken * (RETRY_MIN_TOKENS - 10), {});
    const p = await tight.plan({ model: 'claude-opus-5-5', request: request(true), wantedMaxTokens: wanted, minReplyTokens: 1024, port });
    assert.ok(p.ok);
    assert.equal(p.beforeRetry({ mayHaveBilled: true }), false);
    const roomy = new RunBudget(worstCase * 2.01, {});
    const q = await roomy.plan({ model: 'claude-opus-5-5', request: request(true), wantedMaxTokens: wanted, minReplyTokens: 1024, port });
    assert.ok(q.ok);
    assert.equal(q.beforeRetry({ mayHaveBilled: true }), true);
  });

  it("a cut attempt, then a retry that answered: only the cut attempt's room stays held, and the run's next call fits", async () => {
    const wanted = 128_000;
    const uncounted = { estimateInputTokens: () => 18_000, countTokens: async () => undefined };
    const budget = new RunBudget(5, {});
    const p = await budget.plan({ model: 'claude-opus-5-5', request: request(true), wantedMaxTokens: wanted, minReplyTokens: 1024, port: uncounted });
    assert.ok(p.ok);
    assert.ok(typeof p.beforeRetry({ mayHaveBilled: true }) === 'object');
    const deadCharge = 0.01;
    budget.charge('claude-opus-5-5', { input_tokens: 2000, output_tokens: 0 }, 'main');
    p.settle({ chargedUsd: deadCharge, replyKnown: true });
    assert.ok(Math.abs(budget.reservedUsd - (p.worstCaseUsd - deadCharge)) < 1e-9, `held ${budget.reservedUsd}: the cut attempt's worst case less its charge`);
    const next = await budget.plan({ model: 'claude-opus-5-5', request: request(true), wantedMaxTokens: wanted, minReplyTokens: 1024, port: uncounted });
    assert.ok(next.ok, 'the next turn still has room');
    assert.ok(budget.spentUsd + budget.reservedUsd <= 5 + 1e-9);
  });

  it("a plan waiting for its count does not reserve room another call's retry took meanwhile", async () => {
    const worstCase = worstCaseCost(18_000, 32_000, opus, 'none');
    const budget = new RunBudget(worstCase * 1.8, {});
    const a = await budget.plan({ model: 'claude-opus-5-5', request: request(false), wantedMaxTokens: 32_000, minReplyTokens: 1024, port });
    assert.ok(a.ok);
    // B does not fit by the estimate: it counts, and its first count waits until released.
    let counting!: () => void;
    const counted = new Promise<void>((resolve) => (counting = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let recounted!: () => void;
    const recount = new Promise<void>((resolve) => (recounted = resolve));
    let counts = 0;
    const blocking = {
      estimateInputTokens: () => 18_000,
      countTokens: async () => {
        counts += 1;
        if (counts === 1) {
          counting();
          await released;
        } else recounted();
        return 17_000;
      },
    };
    const b = budget.plan({ model: 'claude-opus-5-5', request: request(false), wantedMaxTokens: 32_000, minReplyTokens: 1024, port: blocking });
    await counted;
    // Meanwhile A's stream is cut and its retry takes what is left.
    assert.ok(a.beforeRetry({ mayHaveBilled: true }) !== false);
    release();
    // B either reserved (against the stale figure: the bug) or planned again against what is left now.
    await Promise.race([b, recount]);
    assert.ok(budget.spentUsd + budget.reservedUsd <= budget.maxUsd + 1e-9, `held ${budget.reservedUsd} of ${budget.maxUsd}`);
    a.settle();
    const planned = await b;
    assert.ok(planned.ok, 'once A settles, B fits');
    assert.ok(budget.spentUsd + budget.reservedUsd <= budget.maxUsd + 1e-9);
    planned.settle();
  });

  it("a count stalled near the limit ends with the run's stop: the call is planned by the estimate", async () => {
    const worstCase = worstCaseCost(30_000, 32_000, opus, 'none');
    const stop = new AbortController();
    let counting!: () => void;
    const counted = new Promise<void>((resolve) => (counting = resolve));
    let signalled: AbortSignal | undefined;
    // A count that never answers and ignores its signal: planning still settles once the run stops.
    const stalled = {
      estimateInputTokens: () => 30_000,
      countTokens: (_params: unknown, signal?: AbortSignal) => {
        signalled = signal;
        counting();
        return new Promise<number | undefined>(() => undefined);
      },
    };
    const budget = new RunBudget(worstCase * 0.6, {});
    const planned = budget.plan({
      model: 'claude-opus-5-5',
      request: request(false),
      wantedMaxTokens: 32_000,
      minReplyTokens: 1024,
      port: stalled,
      stop: stop.signal,
    });
    await counted;
    assert.ok(signalled && !signalled.aborted, 'the count is given a signal');
    stop.abort();
    assert.ok(signalled.aborted, "the count's signal follows the run's stop");
    const p = await planned;
    assert.ok(p.ok);
    const byEstimate = Math.floor(
      (worstCase * 0.6 - worstCaseCost(30_000, 0, opus, 'none')) / (worstCaseCost(30_000, 1, opus, 'none') - worstCaseCost(30_000, 0, opus, 'none')),
    );
    assert.ok(Math.abs(p.request.max_tokens - byEstimate) <= 1, `${p.request.max_tokens}: by the estimate`);
    p.settle();
    // Control: a count that answers leaves more room than the estimate.
    const answering = { estimateInputTokens: () => 30_000, countTokens: async () => 17_000 };
    const q = await new RunBudget(worstCase * 0.6, {}).plan({
      model: 'claude-opus-5-5',
      request: request(false),
      wantedMaxTokens: 32_000,
      minReplyTokens: 1024,
      port: answering,
      stop: new AbortController().signal,
    });
    assert.ok(q.ok && q.request.max_tokens > p.request.max_tokens);
    // A stop already given: no count is waited for.
    const r = await new RunBudget(worstCase * 0.6, {}).plan({
      model: 'claude-opus-5-5',
      request: request(false),
      wantedMaxTokens: 32_000,
      minReplyTokens: 1024,
      port: stalled,
      stop: AbortSignal.abort(),
    });
    assert.ok(r.ok && r.request.max_tokens === p.request.max_tokens);
  });

  it('an attempt cut before message_start keeps its room held when a retry answers; control: without it all is released', async () => {
    const reply = {
      id: 'm',
      type: 'message',
      role: 'assistant',
      model: 'claude-opus-5-5',
      content: [],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: 10 },
    } as unknown as Anthropic.Message;
    for (const unknownBills of [1, 0]) {
      const budget = new RunBudget(5, {});
      const p = await budget.plan({ model: 'claude-opus-5-5', request: request(false), wantedMaxTokens: 32_000, minReplyTokens: 1024, port });
      assert.ok(p.ok);
      await chargedCall(budget, 'claude-opus-5-5', 'main', p, async () => {
        assert.ok(p.beforeRetry({ mayHaveBilled: true }) !== false);
        return { ok: true, message: reply, apiMs: 1, attempts: 2, ...(unknownBills ? { unknownBills } : {}) };
      });
      if (unknownBills) assert.ok(Math.abs(budget.reservedUsd - p.worstCaseUsd) < 1e-9, `held ${budget.reservedUsd}: the cut attempt's worst case`);
      else assert.equal(budget.reservedUsd, 0);
    }
  });

  it("control: a retry that failed too keeps every attempt's room held", async () => {
    const budget = new RunBudget(5, {});
    const p = await budget.plan({ model: 'claude-opus-5-5', request: request(true), wantedMaxTokens: 128_000, minReplyTokens: 1024, port });
    assert.ok(p.ok);
    assert.ok(p.beforeRetry({ mayHaveBilled: true }) !== false);
    const held = budget.reservedUsd;
    p.settle({ chargedUsd: 0.02 });
    assert.ok(Math.abs(budget.reservedUsd - (held - 0.02)) < 1e-9);
  });

  it('the hard bound: over many budgets, every attempt billed at its worst case sums within max_budget_usd', async () => {
    const wanted = 128_000;
    for (const maxUsd of [0.5, 1, 2.7, 3, 5, 5.3, 8, 13]) {
      const budget = new RunBudget(maxUsd, {});
      // No exact count: the input's bound is the estimate, 18,000 tokens, as this test prices every attempt.
      const uncounted = { estimateInputTokens: () => 18_000, countTokens: async () => undefined };
      const p = await budget.plan({ model: 'claude-opus-5-5', request: request(true), wantedMaxTokens: wanted, minReplyTokens: 1024, port: uncounted });
      if (!p.ok) continue;
      let maxTokens = p.request.max_tokens;
      let worst = worstCaseCost(18_000, maxTokens, opus, '5m');
      for (let attempt = 0; attempt < 20; attempt++) {
        const retry = p.beforeRetry({ mayHaveBilled: true });
        if (retry === false) break;
        if (typeof retry === 'object') maxTokens = retry.maxTokens;
        worst += worstCaseCost(18_000, maxTokens, opus, '5m');
      }
      assert.ok(worst <= maxUsd + 1e-9, `$${maxUsd}: the attempts could bill $${worst}`);
      assert.ok(budget.reservedUsd <= maxUsd + 1e-9);
    }
  });

  it('a retry after an attempt the API refused (an HTTP status, nothing generated) takes its place: no more is held', async () => {
    const budget = new RunBudget(5, {});
    const p = await budget.plan({ model: 'claude-opus-5-5', request: request(true), wantedMaxTokens: 32_000, minReplyTokens: 1024, port });
    assert.ok(p.ok);
    const fits = Math.floor(5 / p.worstCaseUsd) - 1;
    for (let i = 0; i < fits * 3; i++) assert.equal(p.beforeRetry({ mayHaveBilled: false }), true);
    assert.equal(budget.reservedUsd, p.worstCaseUsd, 'only the one attempt in flight is held');
    // Then an attempt that died mid-stream may have been billed: what is left is as before (the last retry lowered to it).
    for (let i = 0; i < fits; i++) assert.equal(p.beforeRetry({ mayHaveBilled: true }), true);
    if (p.beforeRetry({ mayHaveBilled: true }) !== false) assert.equal(p.beforeRetry({ mayHaveBilled: true }), false);
    assert.ok(budget.reservedUsd <= 5 + 1e-9);
    p.settle();
    assert.equal(p.beforeRetry({ mayHaveBilled: false }), false, 'a settled call retries nothing');
  });

  it('a model that thinks on a budget: a lowered max_tokens keeps the thinking budget below it; below 1,024 the call does not think', async () => {
    const sonnet = buildRequest({
      model: 'claude-sonnet-4-5',
      system: [{ type: 'text', text: 'sys' }],
      tools: [],
      messages: [{ role: 'user', content: 'task' }],
      maxTokens: 32_000,
      effort: undefined,
    });
    assert.deepEqual(sonnet.thinking, { budget_tokens: 31_999, type: 'enabled', display: 'updates' });
    const planned = async (usd: number, minReplyTokens = 1024) => {
      const p = await new RunBudget(usd, {}).plan({ model: 'claude-sonnet-4-5', request: sonnet, wantedMaxTokens: 32_000, minReplyTokens, port });
      assert.ok(p.ok);
      return p.request;
    };
    const lowered = await planned(0.3);
    assert.ok(lowered.max_tokens < 32_000 && lowered.max_tokens > 1025, String(lowered.max_tokens));
    assert.deepEqual(lowered.thinking, { budget_tokens: lowered.max_tokens - 1, type: 'enabled', display: 'updates' });
    assert.ok(lowered.context_management);
    // Room for about 600 output tokens after the counted input (17,950 tokens as cache writes), as a wrap-up may plan.
    const tight = await planned(worstCaseCost(17_950, 600, resolvePrice('claude-sonnet-4-5').price, '5m'), 256);
    assert.ok(tight.max_tokens <= 1024, String(tight.max_tokens));
    assert.deepEqual(tight.thinking, { type: 'disabled' });
    assert.equal(tight.temperature, 1);
    assert.equal(tight.context_management, undefined);
  });

  it('prices the 5-minute cache, never the 1-hour one, and nothing for none', () => {
    assert.equal(worstCaseCost(1_000_000, 0, opus, '5m'), opus.cacheWrite5m);
    assert.equal(worstCaseCost(1_000_000, 0, opus, '1h'), opus.cacheWrite1h);
    assert.equal(worstCaseCost(1_000_000, 0, opus, 'none'), opus.input);
  });
});

describe('requests without cache breakpoints', () => {
  it('strip every cache_control from tools, system and messages', () => {
    const tool = {
      name: 'Read',
      description: 'd',
      inputSchema: { type: 'object' as const },
      readOnly: true,
      validate: (i: unknown) => ({ ok: true as const, value: i }),
      execute: async () => ({ content: '', isError: false }),
    };
    const request = buildRequest({
      model: 'claude-opus-5-5',
      system: [{ type: 'text', text: 'system' }],
      tools: toolParams([tool]),
      messages: [{ role: 'user', content: [{ type: 'text', text: 'task' }] }],
      maxTokens: 100,
      effort: undefined,
    });
    assert.match(JSON.stringify(request), /cache_control/);
    assert.doesNotMatch(JSON.stringify(withoutCacheControl(request)), /cache_control/);
  });
});
