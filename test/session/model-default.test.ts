import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { costOfUsage, resolvePrice } from '../../src/model/pricing.js';
import { inputEnvironment } from '../../support/runner/runner-emulation.js';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { AGENTS, runSetup, setup } from './env-oracle.js';
import { modelFor, runIn, tempRepoFor } from './harness.js';

/**
 * The model with no `--model` and no settings model, as 2.1.332 runs it (scripts/oracle/model-shaping.mjs default*,
 * test/fixtures/claude-code-first-request/2.1.332-model-shaping.json): Claude Code's default alias, claude-opus-5-5,
 * which ANTHROPIC_DEFAULT_OPUS_MODEL re-points and _SONNET_/_HAIKU_ do not; and modelOverrides where that variable
 * re-points `opus` (overrides*). The `model` input is taken as the runner hands it over from action.yml.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** INPUT_MODEL as the runner sets it from action.yml for a step's `with:`. */
const modelInput = (given: Record<string, string> = {}): string => inputEnvironment(ROOT, given, { github: { token: 't' } }).env.INPUT_MODEL ?? '';
const NOT_SENT = ['claude-code-20250219', 'per-turn-control-2026-07-01', 'mid-conversation-tool-changes-2026-07-01', 'advanced-tool-use-2025-11-20'];
/** The runner never asks for the 1M window (docs/claude-code-compatibility.md); the CLI's default alias does when re-pointed. */
const NO_1M = [...NOT_SENT, 'context-1m-2025-08-07'];
const SHAPED = ['model', 'max_tokens', 'thinking', 'context_management', 'output_config'];
const shaped = (fields: Record<string, unknown>) => Object.fromEntries(SHAPED.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]]));
const betas = (list: string[]): string[] => list.filter((b) => b && !NO_1M.includes(b));
const sentBetas = (req: RecordedRequest | undefined): string[] => betas(String(req?.headers['anthropic-beta'] ?? '').split(','));
const theirs = (name: string) => {
  const first = setup(name).requests[0];
  assert.ok(first, `${name} has a request`);
  return first;
};

describe("the default model, as 2.1.332's with no --model and no settings model", () => {
  it("action.yml's model input has no default: a step that does not set it hands the runner '' (not set), one that sets it the value", () => {
    assert.equal(modelInput(), '');
    assert.equal(modelInput({ model: 'claude-sonnet-5-5' }), 'claude-sonnet-5-5');
  });

  for (const name of ['defaultNone', 'defaultOpusNoFlag', 'defaultOpusNoFlagUnknown', 'defaultSonnetNoFlag', 'defaultHaikuNoFlag']) {
    it(`${name} (${JSON.stringify(setup(name).env)}): the model input not set runs ${String(theirs(name).fields.model)}, with the CLI's fields`, async (t) => {
      const { main, r } = await runSetup(t, name, [], { model: modelInput() });
      assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
      assert.deepEqual(shaped(main[0]?.body ?? {}), shaped(theirs(name).fields));
      assert.deepEqual(sentBetas(main[0]), betas(theirs(name).betas));
    });
  }

  it('a model the workflow sets stays as set: ANTHROPIC_DEFAULT_OPUS_MODEL does not move it, nor does the settings model (a warning)', async (t) => {
    const { main, r } = await runSetup(t, 'overridesRepointedSetting', [], { model: modelInput({ model: 'claude-sonnet-5-5' }) });
    assert.equal(main[0]?.body.model, 'claude-sonnet-5-5');
    assert.match(r.outcome.warnings.join('\n'), /settings\.json model: "opus" not used: the workflow's model input \("claude-sonnet-5-5"\) wins/);
  });

  it('what the settings name when the input is not set must be a model name: a line break is a warning and the default runs (a control: a name applies)', async (t) => {
    for (const [model, sent] of [
      ['claude-haiku-4-5\n::warning::from the settings', 'claude-opus-5-5'],
      ['claude-haiku-4-5', 'claude-haiku-4-5'],
    ] as const) {
      const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ model }) });
      const scripted = await modelFor(t, () => ({ content: [{ type: 'text', text: 'done' }] }));
      const r = await runIn(repo, scripted.url, { inputs: { model: modelInput() } });
      assert.equal(scripted.requests[0]?.body.model, sent);
      const refused = r.outcome.warnings.some((w) => w.includes('settings.json model: "claude-haiku-4-5\\n::warning') && w.includes('is not a model name'));
      assert.equal(refused, sent !== model);
    }
  });

  it("the budget: a default re-pointed to an id with no price is charged at the highest known rates; not re-pointed, at claude-opus-5-5's (a control)", async (t) => {
    const reply: ScriptedTurn = { content: [{ type: 'text', text: 'done' }], usage: { input_tokens: 2_000, output_tokens: 3_000 } };
    const dear = await runSetup(t, 'defaultOpusNoFlagUnknown', [reply], { model: modelInput() });
    const cheap = await runSetup(t, 'defaultNone', [reply], { model: modelInput() });
    assert.equal(dear.main[0]?.body.model, 'my-gateway/opus-ish');
    assert.equal(cheap.main[0]?.body.model, 'claude-opus-5-5');
    const atDearest = costOfUsage(dear.r.result.usage, resolvePrice('my-gateway/opus-ish').price);
    assert.equal(resolvePrice('my-gateway/opus-ish').known, false);
    assert.equal(dear.r.result.total_cost_usd.toFixed(8), atDearest.toFixed(8));
    assert.equal(cheap.r.result.total_cost_usd.toFixed(8), costOfUsage(cheap.r.result.usage, resolvePrice('claude-opus-5-5').price).toFixed(8));
    assert.ok(cheap.r.result.total_cost_usd < dear.r.result.total_cost_usd);
    assert.match(dear.r.outcome.warnings.join('\n'), /Unknown model "my-gateway\/opus-ish": no price on file/);
  });
});

describe('modelOverrides where ANTHROPIC_DEFAULT_OPUS_MODEL re-points `opus`, as 2.1.332', () => {
  for (const [name, given] of [
    ['overridesRepointedFlag', {}],
    ['overridesRepointedDefault', { model: modelInput() }],
    ['overridesRepointedSetting', { model: modelInput() }],
    ['overridesAliasKey', {}],
    ['overridesAliasKeyDefault', { model: modelInput() }],
    ['overridesOwnTarget', {}],
  ] as const) {
    const s = setup(name);
    it(`${name} (${s.args.join(' ') || 'no --model'}, ${JSON.stringify(s.settings)}): the call goes to ${String(theirs(name).fields.model)}`, async (t) => {
      const { main } = await runSetup(t, name, [], given);
      assert.equal(main[0]?.body.model, theirs(name).fields.model);
    });
  }

  it('a key for the id the re-pointed alias names is not called unmatched; a key that is an alias is a warning saying it never applies', async (t) => {
    const repointed = await runSetup(t, 'overridesRepointedDefault', [], { model: modelInput() });
    assert.doesNotMatch(repointed.r.outcome.warnings.join('\n'), /modelOverrides\.claude-opus-4-6: matches none/);
    const alias = await runSetup(t, 'overridesAliasKey');
    assert.match(alias.r.outcome.warnings.join('\n'), /modelOverrides\.opus: not used: a key names a model id, not an alias/);
    assert.doesNotMatch(alias.r.outcome.warnings.join('\n'), /modelOverrides\.opus: matches none/);
  });

  it("an agent's alias counts as the id the settings re-point it to: a key for that id is not called unmatched (a control: another id is)", async (t) => {
    const settings = {
      env: { ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-4-5' },
      modelOverrides: { 'claude-sonnet-4-5': 'gateway-sonnet', 'claude-sonnet-4-6': 'gateway-other' },
    };
    const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify(settings), ...AGENTS });
    const model = await modelFor(t, () => ({ content: [{ type: 'text', text: 'done' }] }));
    const r = await runIn(repo, model.url, { inputs: { model: modelInput() } });
    const warnings = r.outcome.warnings.join('\n');
    assert.doesNotMatch(warnings, /modelOverrides\.claude-sonnet-4-5: matches none/);
    assert.match(warnings, /modelOverrides\.claude-sonnet-4-6: matches none of the run's models/);
  });

  it('an id the workflow names is still never redirected (a control: the same key redirects the re-pointed alias above)', async (t) => {
    const { main, r } = await runSetup(t, 'overridesRepointedFlag', [], { claude_args: '', model: modelInput({ model: 'claude-opus-4-6' }) });
    assert.equal(main[0]?.body.model, 'claude-opus-4-6');
    assert.match(r.outcome.warnings.join('\n'), /modelOverrides\.claude-opus-4-6: "gateway-opus" not used: the workflow's model input/);
  });
});
