import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { costOfUsage, resolvePrice } from '../../src/model/pricing.js';
import { providerSetup } from '../model/provider-helpers.js';
import { modelFor, run, runIn, tempRepoFor } from './harness.js';
import { text } from '../support/scripted-turns.js';

/**
 * Settings' `modelOverrides` and `fallbackModel` as Claude Code 2.1.332 treats them headless
 * (scripts/oracle/settings-keys.mjs, test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json): the request's
 * `model` is the mapped id; the budget prices the call at least at the target's rates; fallbackModel is not used.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURE = path.join(ROOT, 'test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json');
interface Variant {
  requests: { model: string; main: boolean }[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { variants: Record<string, Variant> }).variants;

for (const [name, model, overrides] of [
  ['modelOverrides', 'claude-opus-4-6', { 'claude-opus-4-6': 'gateway-opus', 'claude-sonnet-4-5': 'gateway-sonnet' }],
  ['modelOverridesAlias', 'sonnet', { 'claude-sonnet-5-5': 'gateway-sonnet-55', 'claude-sonnet-4-5': 'gateway-sonnet' }],
] as const) {
  test(`modelOverrides: the request's model is the mapped id, as Claude Code 2.1.332 sends it (model ${model})`, async (t) => {
    // The model from the settings (the oracle's --model; the harness's model input unset): a workflow's model input is not redirected (below).
    const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ model, modelOverrides: overrides }) });
    const scripted = await modelFor(t, [text('done')]);
    const r = await run({ url: scripted.url, repo, inputs: { model: '' } });
    assert.equal(r.result.subtype, 'success');
    assert.equal(scripted.requests[0]?.body.model, oracle[name]?.requests[0]?.model);
    // Neither gateway id has a price: the budget holds each call at the highest known rates, and says so.
    const mapped = scripted.requests[0]?.body.model ?? '';
    assert.ok(
      r.outcome.warnings.some((w) => w.includes(`"${mapped}" (for `) && w.includes('highest known rates')),
      r.outcome.warnings.join('\n'),
    );
  });
}

test('modelOverrides cannot make a call cheaper in the budget: a cheap model mapped to a dear one is priced as the dear one; an id with no price at the highest rates', async (t) => {
  const usage = { input_tokens: 1000, output_tokens: 500 };
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ model: 'claude-haiku-4-5', modelOverrides: { 'claude-haiku-4-5': 'claude-opus-4-6' } }),
  });
  const scripted = await modelFor(t, [{ ...text('done'), usage }]);
  const r = await run({ url: scripted.url, repo, inputs: { model: '' } });
  assert.equal(scripted.requests[0]?.body.model, 'claude-opus-4-6');
  // The call's usage as billed (the scripted model adds its cache writes), priced as each model.
  const billed = r.result.usage;
  const opus = costOfUsage(billed, resolvePrice('claude-opus-4-6').price);
  assert.ok(opus > costOfUsage(billed, resolvePrice('claude-haiku-4-5').price), 'the fixture models differ in price');
  assert.equal(r.result.total_cost_usd.toFixed(8), opus.toFixed(8));

  const repo2 = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ model: 'claude-haiku-4-5', modelOverrides: { 'claude-haiku-4-5': 'gateway-anything' } }),
  });
  const scripted2 = await modelFor(t, [{ ...text('done'), usage }]);
  const r2 = await run({ url: scripted2.url, repo: repo2, inputs: { model: '' } });
  assert.equal(scripted2.requests[0]?.body.model, 'gateway-anything');
  assert.equal(r2.result.total_cost_usd.toFixed(8), costOfUsage(r2.result.usage, resolvePrice('gateway-anything').price).toFixed(8));
  assert.ok(
    r2.outcome.warnings.some((w) => w.includes('"gateway-anything" (for claude-haiku-4-5) has no price on file')),
    r2.outcome.warnings.join('\n'),
  );
});

test('a dated key prices what it sends: the run asks for claude-haiku-4-5, the key names claude-haiku-4-5-20251001, the call goes to opus and is billed as opus', async (t) => {
  const usage = { input_tokens: 1000, output_tokens: 500 };
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ model: 'claude-haiku-4-5', modelOverrides: { 'claude-haiku-4-5-20251001': 'claude-opus-4-6' } }),
  });
  const scripted = await modelFor(t, [{ ...text('done'), usage }]);
  const r = await run({ url: scripted.url, repo, inputs: { model: '' } });
  // Sent by the key's canonical id (the undated model the run asks for matches it)...
  assert.equal(scripted.requests[0]?.body.model, 'claude-opus-4-6');
  // ...and priced by the same key: the raised price must reach the undated id, or the call is counted at haiku's rates.
  const billed = r.result.usage;
  assert.equal(r.result.total_cost_usd.toFixed(8), costOfUsage(billed, resolvePrice('claude-opus-4-6').price).toFixed(8));
});

test("the workflow's model input wins over modelOverrides, as over ANTHROPIC_MODEL: the call goes to the input's model, with a warning naming the file and key", async (t) => {
  const usage = { input_tokens: 1000, output_tokens: 500 };
  const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ modelOverrides: { 'claude-haiku-4-5': 'claude-opus-4-1' } }) });
  const scripted = await modelFor(t, [{ ...text('done'), usage }]);
  const r = await run({
    url: scripted.url,
    repo,
    inputs: { model: 'claude-haiku-4-5', pricing: JSON.stringify({ 'claude-haiku-4-5': { input: 1, output: 5 } }), max_budget_usd: '1' },
  });
  assert.equal(scripted.requests[0]?.body.model, 'claude-haiku-4-5');
  assert.ok(
    r.outcome.warnings.some(
      (w) => w.includes('.claude/settings.json modelOverrides.claude-haiku-4-5: "claude-opus-4-1" not used') && w.includes('model input'),
    ),
    r.outcome.warnings.join('\n'),
  );
  // Control: the same map with the model from the settings redirects the call.
  const repo2 = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ model: 'claude-haiku-4-5', modelOverrides: { 'claude-haiku-4-5': 'claude-opus-4-1' } }),
  });
  const scripted2 = await modelFor(t, [{ ...text('done'), usage }]);
  await run({ url: scripted2.url, repo: repo2, inputs: { model: '' } });
  assert.equal(scripted2.requests[0]?.body.model, 'claude-opus-4-1');
});

test("a mapped model the workflow's pricing input prices is charged at the dearer of that rate and the target's, field by field", async (t) => {
  const usage = { input_tokens: 1000, output_tokens: 500 };
  const pricing = { 'claude-haiku-4-5': { input: 1, output: 5 } };
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ model: 'claude-haiku-4-5', modelOverrides: { 'claude-haiku-4-5': 'claude-opus-4-1' } }),
  });
  const scripted = await modelFor(t, [{ ...text('done'), usage }]);
  const r = await run({ url: scripted.url, repo, inputs: { model: '', pricing: JSON.stringify(pricing), max_budget_usd: '1' } });
  assert.equal(scripted.requests[0]?.body.model, 'claude-opus-4-1');
  const opus = costOfUsage(r.result.usage, resolvePrice('claude-opus-4-1').price);
  assert.ok(opus > costOfUsage(r.result.usage, resolvePrice('claude-haiku-4-5', pricing).price) * 10, 'the rates differ');
  assert.equal(r.result.total_cost_usd.toFixed(8), opus.toFixed(8));
});

test('a gateway-prefixed key prices what it sends: `gw/claude-haiku-4-5` mapped to opus is charged as opus even where the pricing input prices haiku (both keys name haiku once the prefix is dropped)', async (t) => {
  const usage = { input_tokens: 1000, output_tokens: 500 };
  const pricing = { 'claude-haiku-4-5': { input: 1, output: 5 } };
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ model: 'gw/claude-haiku-4-5', modelOverrides: { 'gw/claude-haiku-4-5': 'claude-opus-4-1' } }),
  });
  const scripted = await modelFor(t, [{ ...text('done'), usage }]);
  const r = await run({ url: scripted.url, repo, inputs: { model: '', pricing: JSON.stringify(pricing), max_budget_usd: '1' } });
  assert.equal(scripted.requests[0]?.body.model, 'claude-opus-4-1');
  const opus = costOfUsage(r.result.usage, resolvePrice('claude-opus-4-1').price);
  assert.equal(r.result.total_cost_usd.toFixed(8), opus.toFixed(8), 'billed as the model it reached, not at the haiku price');
});

test("a long prompt to a mapped model is charged at the target's rates, not the mapped-from model's long-prompt tier", async (t) => {
  // claude-haiku-5-5 has a tier above 100,000 prompt tokens ($0.50/$2.50); claude-opus-5-5 bills $4/$20 at any size.
  const usage = { input_tokens: 150_000, output_tokens: 500 };
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ model: 'claude-haiku-5-5', modelOverrides: { 'claude-haiku-5-5': 'claude-opus-5-5' } }),
  });
  const scripted = await modelFor(t, [{ ...text('done'), usage }]);
  const r = await run({ url: scripted.url, repo, inputs: { model: '' } });
  assert.equal(scripted.requests[0]?.body.model, 'claude-opus-5-5');
  const billed = r.result.usage;
  assert.ok(billed.input_tokens + (billed.cache_creation_input_tokens ?? 0) + (billed.cache_read_input_tokens ?? 0) > 100_000, 'a long prompt');
  const opus = costOfUsage(billed, resolvePrice('claude-opus-5-5').price);
  assert.ok(opus > costOfUsage(billed, resolvePrice('claude-haiku-5-5').price) * 5, 'the tiers differ');
  assert.equal(r.result.total_cost_usd.toFixed(8), opus.toFixed(8));
});

test("on Bedrock a key names the run's model by its Claude API id (the run's model is the provider's id); a key that matches none of the run's models is a warning", async (t) => {
  const target = 'us.anthropic.claude-opus-4-6-v1:0';
  // The default model (the input not set): claude-opus-5-5, as Bedrock's us.anthropic.claude-opus-5-5.
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ modelOverrides: { 'claude-opus-5-5': target, 'claude-opsu-5-5': 'gateway-typo' } }),
  });
  const scripted = await modelFor(t, [text('done')]);
  const wire = providerSetup('bedrock', scripted);
  const r = await runIn(repo, scripted.url, {
    inputs: { ...wire.inputs, model: '' },
    env: { ANTHROPIC_BASE_URL: '', ANTHROPIC_API_KEY: '', ...wire.env },
  });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.equal(scripted.requests[0]?.provider, 'bedrock');
  assert.equal(scripted.requests[0]?.body.model, target);
  assert.ok(
    r.outcome.warnings.some(
      (w) => w.includes('.claude/settings.json modelOverrides.claude-opsu-5-5: matches none of the run') && w.includes('claude-opus-5-5'),
    ),
    r.outcome.warnings.join('\n'),
  );
  assert.ok(!r.outcome.warnings.some((w) => w.includes('modelOverrides.claude-opus-5-5: matches none')), 'control: the key that applies is not warned about');
});

test('modelOverrides in a committed settings.local.json is not applied (it would send the calls elsewhere)', async (t) => {
  const repo = await tempRepoFor(t, { '.claude/settings.local.json': JSON.stringify({ modelOverrides: { 'claude-opus-4-6': 'gateway-opus' } }) });
  const scripted = await modelFor(t, [text('done')]);
  const r = await run({ url: scripted.url, repo, inputs: { model: 'claude-opus-4-6' } });
  assert.equal(scripted.requests[0]?.body.model, 'claude-opus-4-6');
  assert.ok(
    r.outcome.warnings.some((w) => w.includes('modelOverrides (')),
    r.outcome.warnings.join('\n'),
  );
});

test('fallbackModel: Claude Code 2.1.332 headless keeps the model through a 529 outage (measured; the runner keeps the key unhonoured, test/session/runner-settings.test.ts holds its warning)', () => {
  const requests = oracle.fallback?.requests ?? [];
  assert.ok(requests.length > 3 && requests.every((r) => r.model === 'claude-opus-4-6'), 'the CLI never switched');
  assert.ok(
    oracle.fallbackFlag?.requests.some((r) => r.model === 'claude-sonnet-4-5'),
    'control: the --fallback-model flag does switch',
  );
});
