import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolvePrice } from '../../src/model/pricing.js';
import { modelFor, run, tempRepoFor } from './harness.js';
import { text } from '../support/scripted-turns.js';

/**
 * A reply whose usage leaves out the TTL split of its cache writes (`cache_creation` missing, as some providers and
 * gateways answer) is settled at the TTL the request asked for: with ENABLE_PROMPT_CACHING_1H every breakpoint is a
 * 1-hour one, billed at 2x input, not the 5-minute 1.25x.
 */
const MODEL = 'claude-opus-5-5';
const usage = { input_tokens: 1000, output_tokens: 100, cache_creation_input_tokens: 200_000, cache_creation: null };

for (const [env, ttl] of [
  [{ ENABLE_PROMPT_CACHING_1H: '1' }, '1h'],
  [{}, '5m'],
] as const) {
  test(`cache writes without a TTL split are charged at the request's TTL (${ttl} breakpoints)`, async (t) => {
    const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env }) });
    const scripted = await modelFor(t, [{ ...text('done'), usage }]);
    const r = await run({ url: scripted.url, repo, inputs: { model: MODEL } });
    const sent = JSON.stringify(scripted.requests[0]?.body.system);
    assert.equal(sent.includes('"ttl":"1h"'), ttl === '1h', 'the breakpoints the request carried');
    assert.equal(r.result.usage.cache_creation_input_tokens, usage.cache_creation_input_tokens);
    const price = resolvePrice(MODEL).price;
    const writeRate = ttl === '1h' ? price.cacheWrite1h : price.cacheWrite5m;
    const expected = (1000 * price.input + 200_000 * writeRate + 100 * price.output) / 1_000_000;
    assert.notEqual(price.cacheWrite1h, price.cacheWrite5m, 'the two TTLs are priced apart');
    assert.equal(r.result.total_cost_usd.toFixed(8), expected.toFixed(8));
  });
}
