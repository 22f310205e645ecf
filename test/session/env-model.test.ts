import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RunBudget } from '../../src/agent/budget.js';
import { wrapUpReserveUsd } from '../../src/agent/pacing.js';
import { contextLimits } from '../../src/session/session-steps.js';
import { resolvePrice } from '../../src/model/pricing.js';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { modelFor, runIn, tempRepoFor } from './harness.js';
import { agentCall, bash, cacheMarks, runSetup, setup } from './env-oracle.js';

describe('prompt caching from the settings env, as 2.1.332 (DISABLE_PROMPT_CACHING…, ENABLE_PROMPT_CACHING_1H, FORCE_PROMPT_CACHING_5M)', () => {
  for (const name of [
    'cacheDefault',
    'disableCaching',
    'disableCachingOpus',
    'disableCachingSonnet',
    'disableCachingSonnetOnSonnet',
    'disableCachingHaikuOnHaiku',
    'disableCachingFalse',
    'cache1h',
    'cache1hForced5m',
  ]) {
    it(`${name} (${JSON.stringify(setup(name).env)} ${setup(name).args.join(' ')}): the breakpoints the CLI sent, in every call`, async (t) => {
      const { main } = await runSetup(t, name, [bash('t1')]);
      const theirs = cacheMarks(setup(name).requests[0]);
      assert.ok(main.length >= 2);
      for (const req of main) assert.deepEqual(cacheMarks(req), theirs, `request ${main.indexOf(req)}`);
    });
  }

  it("a subagent's calls carry the same 1-hour breakpoints (cache1hSubagent)", async (t) => {
    const theirs = cacheMarks(setup('cache1hSubagent').requests.find((r) => r.kind === 'subagent'));
    assert.deepEqual(theirs, ['{"type":"ephemeral","ttl":"1h"}']);
    const { sub } = await runSetup(t, 'cache1hSubagent', [agentCall('general-purpose')]);
    assert.ok(sub[0]);
    assert.deepEqual(cacheMarks(sub[0]), theirs);
  });

  it('the budget prices the TTL a request carries: a 1-hour write at 2× input, a 5-minute one at 1.25× (a control)', async () => {
    const port = { estimateInputTokens: () => 18_000, countTokens: async () => 17_000 };
    const worst = async (ttl: '5m' | '1h' | undefined) => {
      const mark = ttl === '1h' ? { type: 'ephemeral' as const, ttl } : { type: 'ephemeral' as const };
      const request = {
        model: 'claude-opus-5-5',
        max_tokens: 1_000,
        stream: true as const,
        messages: [{ role: 'user' as const, content: ttl ? [{ type: 'text' as const, text: 'task', cache_control: mark }] : 'task' }],
      };
      const p = await new RunBudget(5, {}).plan({ model: 'claude-opus-5-5', request, wantedMaxTokens: 1_000, minReplyTokens: 100, port });
      assert.ok(p.ok);
      return p.worstCaseUsd;
    };
    const price = resolvePrice('claude-opus-5-5').price;
    const output = (1_000 * price.output) / 1_000_000;
    assert.ok(Math.abs((await worst('1h')) - ((18_000 * price.cacheWrite1h) / 1_000_000 + output)) < 1e-9);
    assert.ok(Math.abs((await worst('5m')) - ((18_000 * price.cacheWrite5m) / 1_000_000 + output)) < 1e-9);
    assert.ok(price.cacheWrite1h > price.cacheWrite5m);
  });
});

describe('what else prices the cache TTL the calls carry', () => {
  const price = resolvePrice('claude-opus-5-5').price;
  it("the wrap-up reserve and the stub batch's rent-or-buy take the 1-hour rate; without breakpoints a batch waits for nothing", () => {
    assert.ok(wrapUpReserveUsd(50_000, price, 100, '1h') > wrapUpReserveUsd(50_000, price, 100, '5m'));
    assert.equal(contextLimits(price, undefined, undefined, {}, '1h').stubRewriteInReads, (price.cacheWrite1h - price.cacheRead) / price.cacheRead);
    assert.equal(contextLimits(price, undefined, undefined, {}, '5m').stubRewriteInReads, (price.cacheWrite5m - price.cacheRead) / price.cacheRead);
    assert.deepEqual(contextLimits(price, undefined, undefined, {}, 'none'), { compactAtTokens: contextLimits(price, undefined, undefined).compactAtTokens });
  });
});

describe('effort and thinking from the settings env, as 2.1.332', () => {
  const SHAPED = ['model', 'max_tokens', 'thinking', 'context_management', 'output_config', 'temperature'];
  const NOT_USED = ['claude-code-20250219', 'per-turn-control-2026-07-01', 'mid-conversation-tool-changes-2026-07-01', 'advanced-tool-use-2025-11-20'];
  const shaped = (fields: Record<string, unknown>) => Object.fromEntries(SHAPED.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]]));
  for (const name of [
    'effortEnvLow',
    'effortEnvLowOverSettings',
    'effortEnvMax',
    'effortEnvBad',
    'effortEnvSonnet45',
    'noInterleaved',
    'noInterleavedSonnet45',
    'noThinking',
    'noThinkingSonnet45',
    'noAdaptiveOpus46',
    'noAdaptiveSonnet46',
    'noAdaptiveDefault',
    'noExperimentalBetas',
    'noExperimentalBetasToolSearchOn',
    'noExperimentalBetasSonnet45',
  ]) {
    it(`${name} (${JSON.stringify(setup(name).env)} ${setup(name).args.join(' ')}): the same fields and betas`, async (t) => {
      const { main } = await runSetup(t, name);
      const theirs = setup(name).requests[0];
      assert.ok(main[0] && theirs);
      assert.deepEqual(shaped(main[0].body), shaped(theirs.fields));
      const betas = String(main[0].headers['anthropic-beta'] ?? '')
        .split(',')
        .filter((b) => b && !NOT_USED.includes(b));
      assert.deepEqual(
        betas,
        theirs.betas.filter((b) => !NOT_USED.includes(b)),
      );
    });
  }

  it("the workflow's effort input wins over CLAUDE_CODE_EFFORT_LEVEL (2.1.332's env wins over --effort: a documented choice), with a warning", async (t) => {
    assert.deepEqual(setup('effortEnvLowUnderFlag').requests[0]?.fields.output_config, { effort: 'low' });
    const { main, r } = await runSetup(t, 'effortEnvLowUnderFlag', [], { effort: 'high' });
    assert.deepEqual(main[0]?.body.output_config, { effort: 'high' });
    assert.match(r.outcome.warnings.join('\n'), /CLAUDE_CODE_EFFORT_LEVEL: "low" not used: the workflow's effort input \("high"\) wins/);
  });

  it('CLAUDE_CODE_EFFORT_LEVEL=auto over effortLevel: no effort field, as 2.1.332 (a control: a level is sent without it)', async (t) => {
    assert.equal(setup('effortEnvAuto').requests[0]?.fields.output_config, undefined);
    const { main } = await runSetup(t, 'effortEnvAuto');
    assert.ok(main[0]);
    assert.equal(main[0].body.output_config, undefined);
    assert.deepEqual((await runSetup(t, 'effortEnvLowOverSettings')).main[0]?.body.output_config, { effort: 'low' });
  });

  it("CLAUDE_CODE_EFFORT_LEVEL=auto: a subagent's calls carry no effort either (effortEnvAutoSubagent)", async (t) => {
    const theirs = setup('effortEnvAutoSubagent').requests.filter((r) => r.kind === 'subagent');
    assert.ok(theirs.length > 0 && theirs.every((r) => r.fields.output_config === undefined));
    const { main, sub } = await runSetup(t, 'effortEnvAutoSubagent', [agentCall('general-purpose')]);
    assert.ok(sub[0] && main.length >= 2);
    for (const req of [...main, ...sub]) assert.equal(req.body.output_config, undefined);
  });
});

describe('the request timeout and retries from the settings env, as 2.1.332 (API_TIMEOUT_MS, CLAUDE_CODE_MAX_RETRIES)', () => {
  it("API_TIMEOUT_MS is each request's timeout (the SDK's x-stainless-timeout header, in seconds)", async (t) => {
    const theirs = setup('apiTimeout').requests[0]?.timeoutHeader;
    assert.equal(theirs, '45');
    const { main } = await runSetup(t, 'apiTimeout');
    assert.equal(main[0]?.headers['x-stainless-timeout'], theirs);
  });

  for (const name of ['retries0', 'retries1', 'retries1Then200']) {
    it(`${name} (${JSON.stringify(setup(name).env)}): as many attempts as the CLI made, and the same end`, async (t) => {
      const s = setup(name);
      const fault = (status: number): ScriptedTurn => ({ fault: { kind: 'http', status, retryAfter: 0 } });
      const script = name === 'retries1Then200' ? [fault(529)] : [fault(500), fault(500), fault(500), fault(500)];
      const { main, r } = await runSetup(t, name, script);
      assert.equal(main.length, s.requests.length);
      assert.equal(r.result.is_error, s.result?.is_error);
    });
  }
});

describe("the subagents' model from the settings env, as 2.1.332 (CLAUDE_CODE_SUBAGENT_MODEL)", () => {
  for (const [name, type] of [
    ['subagentModelGeneral', 'general-purpose'],
    ['subagentModelPlain', 'plain'],
    ['subagentModelPinned', 'pinned'],
    ['subagentModelInherit', 'inheriting'],
    ['subagentModelAlias', 'general-purpose'],
    ['subagentModelNone', 'plain'],
  ] as const) {
    it(`${name} (${JSON.stringify(setup(name).env)}, agent ${type}): the subagent runs on the model the CLI ran it on`, async (t) => {
      const theirs = setup(name).requests.find((q) => q.kind === 'subagent')?.fields.model;
      const { sub, r } = await runSetup(t, name, [agentCall(type)]);
      assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
      assert.ok(sub[0], 'the subagent made a call');
      assert.equal(sub[0].body.model, theirs);
    });
  }
});

describe('compaction switches from the settings env (DISABLE_AUTO_COMPACT, DISABLE_COMPACT)', () => {
  const isSummary = (req: RecordedRequest): boolean =>
    JSON.stringify(req.body.messages?.at(-1) ?? '')
      .toLowerCase()
      .includes('summar');
  const full = (tokens: number): ScriptedTurn => ({ ...bash('t4'), usage: { input_tokens: tokens, output_tokens: 20 } });
  for (const [name, compacts] of [
    ['compact190k', true],
    ['compact190kDisabledAuto', false],
    ['compact190kDisabled', false],
  ] as const) {
    // 2.1.332 at 190,000 of claude-sonnet-4-5's window: no summary call either way; with compaction off it ended the run
    // with "Prompt is too long". The runner's own point for this model is 200,000 (60% of its window, at most 200,000).
    it(`${name} (${JSON.stringify(setup(name).env)}): ${compacts ? 'the runner compacts past its point' : 'no summary call: compaction is off'}`, async (t) => {
      // A few turns first: compaction keeps the last turn whole and needs something before it to summarize.
      const { main, r } = await runSetup(t, name, [bash('t1'), bash('t2'), bash('t3'), full(250_000), bash('t5')], { max_budget_usd: '20' });
      assert.doesNotMatch(r.outcome.warnings.join('\n'), /Compaction skipped/);
      assert.equal(main.some(isSummary), compacts);
    });
  }

  for (const [env, compacts] of [
    [{}, false],
    [{ CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '30' }, true],
    [{ CLAUDE_CODE_AUTO_COMPACT_WINDOW: '100000' }, true],
    [{ CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '300' }, false],
  ] as const) {
    it(`${JSON.stringify(env)} at 70,000 tokens of claude-sonnet-4-5 (the runner's own point 120,000): ${compacts ? 'compacts' : 'does not compact'}`, async (t) => {
      const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env }) });
      const left = [bash('t1'), bash('t2'), bash('t3'), full(70_000), bash('t5')];
      const model = await modelFor(t, () => left.shift() ?? { content: [{ type: 'text', text: 'done' }] });
      const r = await runIn(repo, model.url, { inputs: { model: 'claude-sonnet-4-5', max_output_tokens: '', max_budget_usd: '20' } });
      assert.equal(model.requests.some(isSummary), compacts);
      if ('CLAUDE_AUTOCOMPACT_PCT_OVERRIDE' in env && !compacts)
        assert.match(r.outcome.warnings.join('\n'), /CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: expected a share/);
    });
  }

  it("the workflow's compact_at_tokens wins over the settings' env", async (t) => {
    const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env: { DISABLE_AUTO_COMPACT: '1' } }) });
    const left = [bash('t1'), bash('t2'), bash('t3'), full(70_000), bash('t5')];
    const model = await modelFor(t, () => left.shift() ?? { content: [{ type: 'text', text: 'done' }] });
    await runIn(repo, model.url, { inputs: { model: 'claude-sonnet-4-5', max_output_tokens: '', max_budget_usd: '20', compact_at_tokens: '50000' } });
    assert.equal(model.requests.some(isSummary), true);
  });
});

describe('what the settings file is told about these variables', () => {
  it('a variable the runner reads is not called unread; one it does not read yet says why; CLAUDE_CODE_DISABLE_1M_CONTEXT is what the runner does', async (t) => {
    const env = {
      DISABLE_PROMPT_CACHING: '1',
      CLAUDE_CODE_EFFORT_LEVEL: 'low',
      CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS: '1',
      CLAUDE_CODE_PROMPT_CACHE_TTL: '1h',
      CLAUDE_CODE_MAX_CONTEXT_TOKENS: '100000',
      ANTHROPIC_BETAS: 'context-1m-2025-08-07',
      CLAUDE_CODE_DISABLE_1M_CONTEXT: '1',
    };
    const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env }) });
    const model = await modelFor(t, () => ({ content: [{ type: 'text', text: 'done' }] }));
    const r = await runIn(repo, model.url);
    const warnings = r.outcome.warnings.join('\n');
    assert.doesNotMatch(
      warnings,
      /env\.(DISABLE_PROMPT_CACHING|CLAUDE_CODE_EFFORT_LEVEL|CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS|CLAUDE_CODE_DISABLE_1M_CONTEXT):/,
    );
    assert.doesNotMatch(warnings, /env\.CLAUDE_CODE_PROMPT_CACHE_TTL:/);
    assert.match(warnings, /env\.CLAUDE_CODE_MAX_CONTEXT_TOKENS: not honoured/);
    assert.match(warnings, /env\.ANTHROPIC_BETAS: not applied, a safety choice/);
    assert.doesNotMatch(String(model.requests[0]?.headers['anthropic-beta']), /context-1m/);
  });
});
