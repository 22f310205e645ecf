import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { modelFor, runIn, tempRepoFor } from '../session/harness.js';
import { readRequestEnv } from '../../src/session/request-env.js';

/**
 * A repository's settings file (a branch's, on a push; on pull requests the base's: src/trigger/base-config.ts) sets the
 * `env` variables that shape the model request (src/session/request-env.ts). None of them may make a run spend past its
 * budget, knock at a failing API without end, or put what is not a model name into a request. Each attack has a control.
 */
const isSubagent = (req: RecordedRequest): boolean => JSON.stringify(req.body.messages?.[0] ?? '').includes('SUBAGENT');
const agentCall: ScriptedTurn = {
  content: [
    { type: 'tool_use', id: 'a1', name: 'Agent', input: { description: 'probe', prompt: 'SUBAGENT: answer at once', subagent_type: 'general-purpose' } },
  ],
};

async function runWith(t: { after(fn: () => Promise<void>): void }, env: Record<string, string>, script: ScriptedTurn[], inputs: Record<string, string> = {}) {
  const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env }) });
  const left = [...script];
  const model = await modelFor(t, (req) =>
    isSubagent(req) ? { content: [{ type: 'text', text: 'sub done' }] } : (left.shift() ?? { content: [{ type: 'text', text: 'done' }] }),
  );
  const r = await runIn(repo, model.url, { inputs: { max_output_tokens: '', ...inputs } });
  return { r, model };
}

describe('attacks through the settings env that shapes the model request', () => {
  it('an unpriced subagent model with 1-hour cache writes is priced at the dearest rates: its max_tokens is what the budget allows at $75/M output, and the run stays within max_budget_usd (control: a priced model gets more)', async (t) => {
    const asked: number[] = [];
    for (const name of ['claude-unpriced-9', 'claude-haiku-4-5']) {
      const { r, model } = await runWith(t, { CLAUDE_CODE_SUBAGENT_MODEL: name, ENABLE_PROMPT_CACHING_1H: '1' }, [agentCall], { max_budget_usd: '0.3' });
      const sub = model.requests.filter(isSubagent)[0];
      assert.equal(sub?.body.model, name, 'the settings chose the subagent model');
      // Its breakpoints are 1-hour ones unless the budget could not hold their writes: then it goes without (budget.ts).
      assert.doesNotMatch(JSON.stringify(sub?.body), /"type":"ephemeral"}/, 'no 5-minute breakpoint');
      assert.ok(r.result.total_cost_usd <= 0.3, String(r.result.total_cost_usd));
      asked.push(Number(sub?.body.max_tokens));
    }
    const [unpriced, priced] = asked as [number, number];
    assert.ok(unpriced * 75 <= 0.3 * 1_000_000, `unpriced: max_tokens ${unpriced}`);
    assert.ok(priced > unpriced, `control: ${priced} > ${unpriced}`);
  });

  it('a subagent model that is not a model name (a newline, a header) never reaches a request (control: a model name does)', async (t) => {
    for (const [name, used] of [
      ['claude-haiku-4-5\r\nx-api-key: stolen', false],
      ['claude-haiku-4-5 --dangerously', false],
      ['claude-haiku-4-5', true],
    ] as const) {
      const { r, model } = await runWith(t, { CLAUDE_CODE_SUBAGENT_MODEL: name }, [agentCall]);
      const sub = model.requests.filter(isSubagent)[0];
      assert.ok(sub, 'the subagent ran');
      assert.equal(sub.body.model === 'claude-haiku-4-5', used, JSON.stringify(name));
      assert.equal(/CLAUDE_CODE_SUBAGENT_MODEL: .* is not a model name/.test(r.outcome.warnings.join('\n')), !used);
    }
  });

  it('ANTHROPIC_DEFAULT_SONNET_MODEL naming an unpriced id is priced at the dearest rates: the run stays within max_budget_usd (control: a priced id gets more)', async (t) => {
    const asked: number[] = [];
    for (const name of ['claude-unpriced-9', 'claude-haiku-4-5']) {
      const { r, model } = await runWith(t, { ANTHROPIC_DEFAULT_SONNET_MODEL: name }, [], { model: 'sonnet', max_budget_usd: '0.3' });
      assert.equal(model.requests[0]?.body.model, name, 'the settings re-pointed the alias');
      assert.ok(r.result.total_cost_usd <= 0.3, String(r.result.total_cost_usd));
      asked.push(Number(model.requests[0]?.body.max_tokens));
    }
    const [unpriced, priced] = asked as [number, number];
    assert.ok(unpriced * 75 <= 0.3 * 1_000_000, `unpriced: max_tokens ${unpriced}`);
    assert.ok(priced > unpriced, `control: ${priced} > ${unpriced}`);
  });

  it('an alias re-pointed at what is not a model name never reaches a request, with a warning (control: a model name does)', async (t) => {
    for (const [name, used] of [
      ['claude-haiku-4-5\r\nx-api-key: stolen', false],
      ['claude-haiku-4-5', true],
    ] as const) {
      const { r, model } = await runWith(t, { ANTHROPIC_DEFAULT_OPUS_MODEL: name }, [], { model: 'opus' });
      assert.equal(model.requests[0]?.body.model, used ? name : 'claude-opus-5-5', JSON.stringify(name));
      assert.equal(/ANTHROPIC_DEFAULT_OPUS_MODEL: .* is not a model name; "opus" names claude-opus-5-5/.test(r.outcome.warnings.join('\n')), !used);
    }
  });

  it('CLAUDE_CODE_SUBAGENT_PROMPT_CACHE_TTL=1h on an unpriced subagent model: its 1-hour writes are priced, the run stays within max_budget_usd (control: the main thread keeps 5-minute breakpoints)', async (t) => {
    const { r, model } = await runWith(t, { CLAUDE_CODE_SUBAGENT_MODEL: 'claude-unpriced-9', CLAUDE_CODE_SUBAGENT_PROMPT_CACHE_TTL: '1h' }, [agentCall], {
      max_budget_usd: '0.3',
    });
    const sub = model.requests.filter(isSubagent)[0];
    assert.equal(sub?.body.model, 'claude-unpriced-9');
    assert.doesNotMatch(JSON.stringify(sub?.body), /"type":"ephemeral"}/, 'no 5-minute breakpoint in the subagent');
    assert.match(JSON.stringify(model.requests[0]?.body), /"cache_control":\{"type":"ephemeral"\}/, 'control: the main thread 5 minutes');
    assert.ok(r.result.total_cost_usd <= 0.3, String(r.result.total_cost_usd));
    assert.ok(Number(sub?.body.max_tokens) * 75 <= 0.3 * 1_000_000, `max_tokens ${sub?.body.max_tokens}`);
  });

  it('CLAUDE_CODE_MAX_RETRIES=1000 against an API that always fails: at most 31 attempts, with a warning (control: 2 gives 3)', async (t) => {
    // retry-after of 1 ms: the retries follow each other at once (0 would mean the runner's own backoff).
    const failing = (): ScriptedTurn => ({ fault: { kind: 'http', status: 500, retryAfter: 0.001 } });
    for (const [retries, attempts] of [
      ['1000', 31],
      ['2', 3],
    ] as const) {
      const { r, model } = await runWith(t, { CLAUDE_CODE_MAX_RETRIES: retries }, Array.from({ length: 40 }, failing));
      assert.equal(model.requests.length, attempts, retries);
      assert.equal(r.result.is_error, true);
      assert.equal(/CLAUDE_CODE_MAX_RETRIES: 1000 is more than the runner retries one call \(30\)/.test(r.outcome.warnings.join('\n')), retries === '1000');
    }
  });
});

describe('API_TIMEOUT_MS past what a timer can wait', () => {
  it('is held at 2^31-1 ms with a warning: a longer timer fires at once, and every call would abort before it starts', () => {
    const warnings: string[] = [];
    const env = readRequestEnv({ API_TIMEOUT_MS: '3000000000' }, 'anthropic', undefined, warnings);
    assert.equal(env.transport.timeoutMs, 2_147_483_647);
    assert.match(warnings.join('\n'), /API_TIMEOUT_MS: 3000000000 is longer than a timer can wait/);
    // Control: Node takes a timer of that length for 1 ms (it says so with a TimeoutOverflowWarning).
    const overflowed = new Promise<string>((resolve) => process.once('warning', (w) => resolve(w.name)));
    clearTimeout(setTimeout(() => undefined, 3_000_000_000));
    return overflowed.then((name) => assert.equal(name, 'TimeoutOverflowWarning'));
  });
});
