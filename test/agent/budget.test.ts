import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planCall } from '../../src/agent/budget.js';
import { buildRequest, toolParams, withoutCacheControl } from '../../src/agent/request.js';
import { resolvePrice, worstCaseCost } from '../../src/model/pricing.js';

const opus = resolvePrice('claude-opus-5-5').price;

describe('the budget plan for one call', () => {
  const base = { price: opus, wantedMaxTokens: 32_000, minReplyTokens: 1024, estimateInputTokens: () => 18_000, countInputTokens: async () => 17_000 };

  it('asks for the full max_tokens when the worst case fits', async () => {
    const plan = await planCall({ ...base, remainingUsd: 5, caching: true });
    assert.ok(plan.ok);
    assert.equal(plan.maxTokens, 32_000);
    assert.equal(plan.counted, false, 'no count needed far from the limit');
  });

  it('lowers max_tokens near the limit, with the exact count, and never plans past the remaining budget', async () => {
    const plan = await planCall({ ...base, remainingUsd: 0.3, caching: true });
    assert.ok(plan.ok);
    assert.ok(plan.maxTokens < 32_000 && plan.maxTokens >= 1024);
    assert.ok(plan.counted);
    assert.ok(plan.worstCaseUsd <= 0.3);
  });

  it('refuses when not even a minimal reply fits, and a request without cache writes may still fit', async () => {
    // 17,000 × 1.05 + 100 = 17,950 input tokens: $0.0898 as cache writes, $0.0718 as plain input; plus 1,024 × $20/M.
    const cached = await planCall({ ...base, remainingUsd: 0.095, caching: true });
    assert.equal(cached.ok, false);
    const uncached = await planCall({ ...base, remainingUsd: 0.095, caching: false });
    assert.ok(uncached.ok);
    assert.ok(uncached.worstCaseUsd <= 0.095);
  });

  it('prices the 5-minute cache, never the 1-hour one, and nothing for none', () => {
    assert.equal(worstCaseCost(1_000_000, 0, opus, '5m'), opus.cacheWrite5m);
    assert.equal(worstCaseCost(1_000_000, 0, opus, '1h'), opus.cacheWrite1h);
    assert.equal(worstCaseCost(1_000_000, 0, opus, 'none'), opus.input);
  });
});

describe('requests without cache breakpoints', () => {
  it('strip every cache_control from tools, system and messages', () => {
    const tool = { name: 'Read', description: 'd', inputSchema: { type: 'object' as const }, readOnly: true, validate: (i: unknown) => ({ ok: true as const, value: i }), execute: async () => ({ content: '', isError: false }) };
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
