import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { costOfUsage, knownModelIds, parsePricingInput, resolvePrice, worstCaseCost, type ModelPrice } from '../../src/model/pricing.js';

const MTOK = 1_000_000;
const close = (actual: number, expected: number): void => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≉ ${expected}`);
const price = (model: string): ModelPrice => {
  const resolved = resolvePrice(model, undefined, new Date('2026-11-29'));
  assert.ok(resolved.known, `${model} is known`);
  return resolved.price;
};

describe('resolvePrice', () => {
  it('prices claude-opus-5-5 as the reference run observed: 4 / 20 / write 5 / read 0.20', () => {
    const p = price('claude-opus-5-5');
    assert.deepEqual([p.input, p.output, p.cacheWrite5m, p.cacheWrite1h, p.cacheRead], [4, 20, 5, 8, 0.2]);
    close(costOfUsage({ input_tokens: MTOK, output_tokens: 0 }, p), 4);
    close(costOfUsage({ input_tokens: 0, output_tokens: MTOK }, p), 20);
    assert.equal(p.contextWindow, 1_000_000);
    assert.equal(p.maxOutputTokens, 128_000);
  });

  it('matches dated ids, aliases and provider prefixes, but not unknown versions', () => {
    assert.equal(price('claude-haiku-4-5-20251001').input, 1);
    assert.equal(price('claude-opus-4-5-20251101').input, 5);
    assert.equal(price('claude-opus-4-20250514').input, 15);
    assert.equal(price('claude-opus-4-0').output, 75);
    assert.equal(price('claude-sonnet-4-5@20250929').output, 15);
    assert.equal(price('us.anthropic.claude-sonnet-4-5-20250929-v1:0').input, 3);
    assert.equal(price('claude-opus-5-5[1m]').input, 4);
    assert.equal(price('CLAUDE-FABLE-5-1').cacheRead, 0.25);
    assert.equal(resolvePrice('claude-opus-4-9').known, false);
    assert.equal(resolvePrice('claude-opus-5-5-turbo').known, false);
    for (const id of knownModelIds()) assert.ok(resolvePrice(id).known, id);
  });

  it('knows every current model', () => {
    const expected: Record<string, [number, number, number, number, number]> = {
      'claude-fable-5-1': [10, 50, 12.5, 20, 0.25],
      'claude-sonnet-5': [2, 10, 2.5, 4, 0.2],
      'claude-sonnet-5-5': [2, 10, 2.5, 4, 0.1],
      'claude-haiku-5-5': [0.1, 0.5, 0.125, 0.2, 0.01],
      'claude-haiku-4-5': [1, 5, 1.25, 2, 0.1],
      'claude-opus-4-6': [5, 25, 6.25, 10, 0.5],
      'claude-opus-4-1': [15, 75, 18.75, 30, 1.5],
      'claude-sonnet-4-6': [3, 15, 3.75, 6, 0.3],
    };
    for (const [model, rates] of Object.entries(expected)) {
      const p = price(model);
      assert.deepEqual([p.input, p.output, p.cacheWrite5m, p.cacheWrite1h, p.cacheRead], rates, model);
    }
  });

  it('picks the row in effect at the given date', () => {
    assert.equal(resolvePrice('claude-sonnet-5-5', undefined, new Date('2026-10-01')).price.cacheRead, 0.2);
    assert.equal(resolvePrice('claude-sonnet-5-5', undefined, new Date('2026-10-07')).price.cacheRead, 0.1);
  });

  it('never prices an unknown model at $0: highest known rate of each field, with a warning naming it', () => {
    const r = resolvePrice('claude-mystery-9');
    assert.equal(r.known, false);
    assert.match(r.warning ?? '', /claude-mystery-9/);
    assert.deepEqual([r.price.input, r.price.output, r.price.cacheWrite5m, r.price.cacheWrite1h, r.price.cacheRead], [15, 75, 18.75, 30, 1.5]);
    for (const id of knownModelIds()) {
      const p = price(id);
      for (const f of ['input', 'output', 'cacheWrite5m', 'cacheWrite1h', 'cacheRead'] as const) {
        assert.ok(r.price[f] >= p[f] && r.price[f] >= (p.longPrompt?.[f] ?? 0), `${f} of ${id}`);
      }
    }
    assert.ok(costOfUsage({ input_tokens: 10, output_tokens: 10 }, r.price) > 0);
  });

  it('applies overrides, for known and added models', () => {
    const parsed = parsePricingInput('{"claude-opus-5-5": {"input": 3}, "my-proxy-model": {"input": 2, "output": 8}}');
    assert.ok(parsed.ok);
    const opus = resolvePrice('claude-opus-5-5-20260922', parsed.overrides);
    assert.deepEqual([opus.price.input, opus.price.output], [3, 20]);
    const mine = resolvePrice('my-proxy-model', parsed.overrides);
    assert.equal(mine.known, true);
    assert.equal(mine.warning, undefined);
    assert.deepEqual([mine.price.input, mine.price.output, mine.price.cacheWrite5m, mine.price.cacheWrite1h, mine.price.cacheRead], [2, 8, 2.5, 4, 0.2]);
  });
});

describe('parsePricingInput', () => {
  it('accepts the documented shape and an empty input', () => {
    const r = parsePricingInput('{"claude-sonnet-5-5": {"input": 3, "output": 15, "cache_write_5m": 3.75, "cache_write_1h": 6, "cache_read": 0.3}}');
    assert.deepEqual(r, { ok: true, overrides: { 'claude-sonnet-5-5': { input: 3, output: 15, cacheWrite5m: 3.75, cacheWrite1h: 6, cacheRead: 0.3 } } });
    assert.deepEqual(parsePricingInput('  '), { ok: true, overrides: {} });
  });

  it('names the model and field in its errors', () => {
    const error = (json: string): string => {
      const r = parsePricingInput(json);
      assert.equal(r.ok, false);
      return r.ok ? '' : r.error;
    };
    assert.match(error('{nope'), /not valid JSON/);
    assert.match(error('[1, 2]'), /JSON object/);
    assert.match(error('{"claude-opus-5-5": 4}'), /"claude-opus-5-5" must be an object/);
    assert.match(error('{"claude-opus-5-5": {"inptu": 4}}'), /"claude-opus-5-5" has unknown field "inptu"/);
    assert.match(error('{"claude-opus-5-5": {"output": -1}}'), /"claude-opus-5-5"\.output must be a non-negative number/);
    assert.match(error('{"claude-opus-5-5": {"cache_read": "0.2"}}'), /"claude-opus-5-5"\.cache_read/);
    assert.match(error('{"my-model": {"input": 1}}'), /"my-model" is not a known model, so "output" must be given/);
  });
});

describe('costOfUsage', () => {
  it('prices each cache field at its rate, 1h writes from the TTL split', () => {
    const p = price('claude-opus-5-5');
    close(costOfUsage({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: MTOK }, p), 0.2);
    close(costOfUsage({ input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: MTOK }, p), 5);
    close(
      costOfUsage(
        {
          input_tokens: 0,
          output_tokens: 0,
          cache_creation_input_tokens: 2 * MTOK,
          cache_creation: { ephemeral_5m_input_tokens: MTOK, ephemeral_1h_input_tokens: MTOK },
        },
        p,
      ),
      5 + 8,
    );
    close(
      costOfUsage({ input_tokens: 1000, output_tokens: 500, cache_creation_input_tokens: null, cache_read_input_tokens: null }, p),
      (1000 * 4 + 500 * 20) / MTOK,
    );
  });

  it('applies the long-prompt tier to the whole request above the threshold', () => {
    const haiku = price('claude-haiku-5-5');
    close(costOfUsage({ input_tokens: 100_000, output_tokens: 1000 }, haiku), (100_000 * 0.1 + 1000 * 0.5) / MTOK);
    close(
      costOfUsage({ input_tokens: 50_000, cache_read_input_tokens: 50_001, output_tokens: 1000 }, haiku),
      (50_000 * 0.5 + 50_001 * 0.05 + 1000 * 2.5) / MTOK,
    );
    const sonnet4 = price('claude-sonnet-4-5');
    close(costOfUsage({ input_tokens: 300_000, output_tokens: 0 }, sonnet4), (300_000 * 6) / MTOK);
  });
});

describe('worstCaseCost', () => {
  const usage = fc.record({
    input: fc.nat({ max: 1_500_000 }),
    write5m: fc.nat({ max: 300_000 }),
    write1h: fc.nat({ max: 300_000 }),
    read: fc.nat({ max: 1_500_000 }),
    output: fc.nat({ max: 200_000 }),
  });
  const models = fc.constantFrom(...knownModelIds(), 'some-unknown-model');

  it('is never below the actual cost of a usage within its bounds', () => {
    fc.assert(
      fc.property(models, usage, fc.nat({ max: 50_000 }), fc.nat({ max: 50_000 }), (model, u, extraIn, extraOut) => {
        const p = resolvePrice(model).price;
        const cost = costOfUsage(
          {
            input_tokens: u.input,
            output_tokens: u.output,
            cache_creation_input_tokens: u.write5m + u.write1h,
            cache_read_input_tokens: u.read,
            cache_creation: { ephemeral_5m_input_tokens: u.write5m, ephemeral_1h_input_tokens: u.write1h },
          },
          p,
        );
        const bound = worstCaseCost(u.input + u.write5m + u.write1h + u.read + extraIn, u.output + extraOut, p);
        return bound >= cost - 1e-12;
      }),
      { numRuns: 2000 },
    );
  });

  it('prices all input at the dearest input rate', () => {
    const p = price('claude-opus-5-5');
    close(worstCaseCost(MTOK, MTOK, p), 8 + 20);
    close(worstCaseCost(200_000, 0, price('claude-haiku-5-5')), (200_000 * 1) / MTOK);
  });
});
