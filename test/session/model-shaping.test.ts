import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RunBudget } from '../../src/agent/budget.js';
import { capabilitiesOf } from '../../src/model/capabilities.js';
import { resolvePrice } from '../../src/model/pricing.js';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { agentCall, type OracleRequest, runSetup, setup } from './env-oracle.js';

/**
 * What reaches the model for an id Claude Code does not know (a gateway's), against what 2.1.332 sent for the same
 * `--model` or settings `model` (scripts/oracle/model-shaping.mjs, test/fixtures/claude-code-first-request/
 * 2.1.332-model-shaping.json): adaptive thinking, effort `high`, max_tokens 32,000, whatever the name says.
 */
const SHAPED = ['model', 'max_tokens', 'thinking', 'context_management', 'output_config', 'temperature'];
/** Betas of features the runner does not use (docs/claude-code-compatibility.md). */
const NOT_USED = ['claude-code-20250219', 'per-turn-control-2026-07-01', 'mid-conversation-tool-changes-2026-07-01', 'advanced-tool-use-2025-11-20'];
const shaped = (fields: Record<string, unknown>) => Object.fromEntries(SHAPED.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]]));
const betasOf = (req: RecordedRequest): string[] =>
  String(req.headers['anthropic-beta'] ?? '')
    .split(',')
    .filter((b) => b && !NOT_USED.includes(b));
const theirBetas = (req: OracleRequest): string[] => req.betas.filter((b) => !NOT_USED.includes(b));

describe('an unknown model id, as 2.1.332 sends it (claude_args --model, the settings model)', () => {
  for (const name of [
    'unknownClaude',
    'unknownGatewayOpus',
    'unknownGatewaySonnet',
    'unknownGatewayHaiku',
    'unknownPlain',
    'unknownSetting',
    'unknownSettingPlain',
    'unknownEffortLow',
    'unknownNoAdaptive',
    'unknownNoThinking',
    'unknownMaxOutput',
  ]) {
    const s = setup(name);
    it(`${name} (${s.args.join(' ') || JSON.stringify(s.settings)} ${JSON.stringify(s.env)}): the same fields and betas`, async (t) => {
      // Without --model the workflow names no model: the settings' `model` chooses it.
      const { main, r } = await runSetup(t, name, [], s.args.length === 0 ? { model: '' } : {});
      const theirs = s.requests[0];
      assert.ok(main[0] && theirs);
      assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
      assert.deepEqual(shaped(main[0].body), shaped(theirs.fields));
      assert.deepEqual(betasOf(main[0]), theirBetas(theirs));
    });
  }

  it("unknownSubagent: a subagent on the run's unknown model is sent the same fields as the CLI sent it", async (t) => {
    const theirs = setup('unknownSubagent').requests.find((q) => q.kind === 'subagent');
    assert.ok(theirs);
    const { sub } = await runSetup(t, 'unknownSubagent', [agentCall('general-purpose')]);
    assert.ok(sub[0], 'the subagent made a call');
    assert.deepEqual(shaped(sub[0].body), shaped(theirs.fields));
    assert.deepEqual(betasOf(sub[0]), theirBetas(theirs));
  });

  // A known model behind a gateway's prefix (LiteLLM, OpenRouter): 2.1.332 finds the model inside the name and sends what
  // that model takes; adaptive thinking or an effort level fails such a call.
  for (const name of ['gatewayAnthropicSonnet45', 'gatewaySonnet37', 'gatewayBedrockSonnet35', 'gatewayOpus41']) {
    const s = setup(name);
    it(`${name} (${s.args.join(' ')}): the known model's fields and betas, as the CLI sent them`, async (t) => {
      const { main, r } = await runSetup(t, name, []);
      const theirs = s.requests[0];
      assert.ok(main[0] && theirs);
      assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
      assert.deepEqual(shaped(main[0].body), shaped(theirs.fields));
      assert.deepEqual(betasOf(main[0]), theirBetas(theirs));
    });
  }

  it('a known model inside a prefixed id is priced as that model, and never below it', () => {
    for (const [prefixed, known] of <[string, string][]>[
      ['anthropic/claude-sonnet-4-5', 'claude-sonnet-4-5'],
      ['litellm/claude-opus-4-1', 'claude-opus-4-1'],
      ['vertex_ai/claude-sonnet-4-5@20250929', 'claude-sonnet-4-5'],
      ['bedrock/us.anthropic.claude-haiku-4-5-20251001-v1:0', 'claude-haiku-4-5'],
    ]) {
      const theirs = resolvePrice(prefixed).price;
      const own = resolvePrice(known).price;
      assert.equal(resolvePrice(prefixed).known, true, prefixed);
      assert.deepEqual([theirs.input, theirs.output, theirs.cacheRead], [own.input, own.output, own.cacheRead], prefixed);
    }
    // A control: what names no model on file stays at the dearest rates, prefix or not.
    assert.equal(resolvePrice('my-gw/claude-3-7-sonnet').known, false);
    assert.equal(resolvePrice('my-gateway/opus-ish').known, false);
  });

  it('a control: an older model the CLI knows keeps no thinking and no effort (claude-3-7-sonnet), nor does a Bedrock ARN', async (t) => {
    const { main } = await runSetup(t, 'unknownPlain', [], { claude_args: '--model claude-3-7-sonnet-20250219' });
    assert.deepEqual(shaped(main[0]?.body ?? {}), { model: 'claude-3-7-sonnet-20250219', max_tokens: 32_000 });
    assert.deepEqual(betasOf(main[0] as RecordedRequest), []);
    // An ARN names no model the runner can read: no field it might not take (a documented choice).
    assert.equal(capabilitiesOf('arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/abc123').thinking, 'none');
    assert.equal(capabilitiesOf('gateway-model').thinking, 'adaptive');
  });

  it("the budget reserves an unknown id's call, thinking included (output), at the highest known rates; a known model's at its own (a control)", async () => {
    const port = { estimateInputTokens: () => 10_000, countTokens: async () => 10_000 };
    const worst = async (model: string) => {
      const request = {
        model,
        max_tokens: 32_000,
        stream: true as const,
        thinking: { type: 'adaptive' as const },
        messages: [{ role: 'user' as const, content: 'task' }],
      };
      const p = await new RunBudget(50, {}).plan({ model, request, wantedMaxTokens: 32_000, minReplyTokens: 100, port });
      assert.ok(p.ok);
      return p.worstCaseUsd;
    };
    const dearest = resolvePrice('gateway-model').price;
    assert.equal(resolvePrice('gateway-model').known, false);
    for (const known of ['claude-opus-5-5', 'claude-sonnet-5-5', 'claude-opus-4-1'])
      assert.ok(dearest.output >= resolvePrice(known).price.output && dearest.input >= resolvePrice(known).price.input, known);
    const expected = (10_000 * dearest.input + 32_000 * dearest.output) / 1_000_000;
    assert.ok(Math.abs((await worst('gateway-model')) - expected) < 1e-9, `${await worst('gateway-model')} vs ${expected}`);
    assert.ok((await worst('claude-sonnet-5-5')) < expected);
  });
});
