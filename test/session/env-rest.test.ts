import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { agentCall, bash, cacheMarks, type OracleRequest, runSetup, setup } from './env-oracle.js';

/**
 * The rest of the settings' request-side `env` variables, against what Claude Code 2.1.332 sent with the same
 * `.claude/settings.json` (scripts/oracle/env-model.mjs, test/fixtures/claude-code-first-request/2.1.332-env-model.json):
 * what the model aliases name (ANTHROPIC_DEFAULT_OPUS_MODEL, _SONNET_, _HAIKU_), the subagents' effort
 * (CLAUDE_CODE_SUBAGENT_EFFORT), and the cache TTL per kind of call (CLAUDE_CODE_*PROMPT_CACHE_TTL).
 */
const modelOf = (name: string, kind: 'main' | 'subagent' = 'main'): unknown => setup(name).requests.find((r) => r.kind === kind)?.fields.model;

describe('what the model aliases name, from the settings env, as 2.1.332 (ANTHROPIC_DEFAULT_OPUS_MODEL, _SONNET_, _HAIKU_)', () => {
  // The CLI's flags run as claude_args; with no --model the workflow names no model (the settings' `model` or
  // ANTHROPIC_MODEL names the alias).
  for (const [name, given] of [
    ['defaultOpusFlag', {}],
    ['defaultHaikuFlag', {}],
    ['defaultSonnetFlagUnknown', {}],
    ['defaultSonnetSetting', { model: '' }],
    ['defaultSonnetModelEnv', { model: '' }],
  ] as const) {
    it(`${name} (${JSON.stringify(setup(name).env)} ${setup(name).args.join(' ')}): the main thread runs on ${String(modelOf(name))}`, async (t) => {
      const { main } = await runSetup(t, name, [], given);
      assert.ok(main[0]);
      assert.equal(main[0].body.model, modelOf(name));
    });
  }

  for (const name of ['defaultSonnetAgent', 'defaultSonnetSubagentModel']) {
    it(`${name} (${JSON.stringify(setup(name).env)}): the subagent runs on ${String(modelOf(name, 'subagent'))}`, async (t) => {
      const { sub, main } = await runSetup(t, name, [agentCall(name === 'defaultSonnetAgent' ? 'pinned' : 'general-purpose')]);
      assert.ok(sub[0]);
      assert.equal(sub[0].body.model, modelOf(name, 'subagent'));
      assert.equal(main[0]?.body.model, modelOf(name), 'the main thread keeps its model');
    });
  }

  it('a control: without the variable `--model sonnet` runs claude-sonnet-5-5', async (t) => {
    const { main } = await runSetup(t, 'sonnet1m', [], { claude_args: '--model sonnet' });
    assert.equal(main[0]?.body.model, 'claude-sonnet-5-5');
  });

  it('an id the runner has no price for is priced at the highest known rates, with a warning naming the model', async (t) => {
    const { r } = await runSetup(t, 'defaultSonnetFlagUnknown');
    assert.match(r.outcome.warnings.join('\n'), /Unknown model "gateway-sonnet": no price on file, so its cost is computed at the highest known rates/);
  });

  it('the workflow names the model by id: the variable changes nothing (a difference: 2.1.332 runs its default `opus` on it)', async (t) => {
    assert.equal(modelOf('defaultOpusNoFlag'), 'claude-opus-4-6');
    const { main } = await runSetup(t, 'defaultOpusNoFlag');
    assert.equal(main[0]?.body.model, 'claude-opus-5-5');
  });
});

describe("the subagents' effort from the settings env, as 2.1.332 (CLAUDE_CODE_SUBAGENT_EFFORT)", () => {
  const effortOf = (name: string, kind: 'main' | 'subagent'): unknown => setup(name).requests.find((r) => r.kind === kind)?.fields.output_config;
  for (const name of [
    'subagentEffortLow',
    'subagentEffortLowMainHigh',
    'subagentEffortMax',
    'subagentEffortAuto',
    'subagentEffortBad',
    'subagentEffortOnSonnet45',
  ]) {
    it(`${name} (${JSON.stringify(setup(name).env)}): the subagent sends ${JSON.stringify(effortOf(name, 'subagent'))}, the main thread ${JSON.stringify(effortOf(name, 'main'))}`, async (t) => {
      const { main, sub } = await runSetup(t, name, [agentCall('general-purpose')]);
      assert.ok(main[0] && sub[0]);
      assert.deepEqual(sub[0].body.output_config, effortOf(name, 'subagent'));
      assert.deepEqual(main[0].body.output_config, effortOf(name, 'main'));
    });
  }

  it("the workflow's effort input wins over it for subagents too, with a warning (as over CLAUDE_CODE_EFFORT_LEVEL)", async (t) => {
    const { sub, r } = await runSetup(t, 'subagentEffortLow', [agentCall('general-purpose')], { effort: 'high' });
    assert.deepEqual(sub[0]?.body.output_config, { effort: 'high' });
    assert.match(
      r.outcome.warnings.join('\n'),
      /CLAUDE_CODE_SUBAGENT_EFFORT: "low" not used: the workflow's effort input \("high"\) sets every agent's effort/,
    );
  });

  it('a value that is no level is a warning naming the variable', async (t) => {
    const { r } = await runSetup(t, 'subagentEffortBad', [agentCall('general-purpose')]);
    assert.match(r.outcome.warnings.join('\n'), /settings env.CLAUDE_CODE_SUBAGENT_EFFORT: expected one of low, medium, high, xhigh, max or auto, got "fast"/);
  });
});

describe('the cache TTL per kind of call from the settings env, as 2.1.332 (CLAUDE_CODE_PROMPT_CACHE_TTL, _SUBAGENT_, _MESSAGES_)', () => {
  /** The distinct cache_control values of the runner's breakpoints before `messages` (tools, system) and in them. */
  const split = (req: RecordedRequest | undefined) => {
    const body = req?.body ?? {};
    const { messages, ...prefix } = body as { messages?: unknown };
    return { prefix: cacheMarks({ body: prefix } as unknown as RecordedRequest), messages: cacheMarks({ body: { messages } } as unknown as RecordedRequest) };
  };
  const theirSplit = (r: OracleRequest | undefined) => {
    const marks = (keep: (at: string) => boolean) => [
      ...new Set((r?.breakpoints ?? []).filter((b) => keep((b as { at?: string }).at ?? '')).map((b) => JSON.stringify(b.cache_control))),
    ];
    return { prefix: marks((at) => !at.startsWith('messages')), messages: marks((at) => at.startsWith('messages')) };
  };
  for (const name of [
    'ttlMain1hSubagent',
    'ttlSubagent1h',
    'ttlMain5mOver1h',
    'ttlMain1hForced5m',
    'ttlMainBad',
    'ttlMessages5m',
    'ttlMessages5mMain1h',
    'ttlMessages1h',
  ]) {
    it(`${name} (${JSON.stringify(setup(name).env)}): each call's breakpoints carry the TTL the CLI's did, prefix and messages apart`, async (t) => {
      const withAgent = setup(name).requests.some((r) => r.kind === 'subagent');
      const { main, sub } = await runSetup(t, name, [withAgent ? agentCall('general-purpose') : bash('t1')]);
      const mine = main[0];
      assert.ok(mine && main.length >= 2);
      for (const req of main)
        assert.deepEqual(split(req), theirSplit(setup(name).requests.find((r) => r.kind === 'main')), `main request ${main.indexOf(req)}`);
      if (withAgent) {
        assert.ok(sub[0]);
        assert.deepEqual(cacheMarks(sub[0]), cacheMarks(setup(name).requests.find((r) => r.kind === 'subagent')));
      }
    });
  }

  it('a TTL that is neither 5m nor 1h is a warning naming the variable', async (t) => {
    const { r } = await runSetup(t, 'ttlMainBad');
    assert.match(r.outcome.warnings.join('\n'), /settings env\.CLAUDE_CODE_PROMPT_CACHE_TTL: expected 5m or 1h, got "2h"; ignored/);
  });
});
