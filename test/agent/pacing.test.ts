import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keepsWrapUpTurn, paceReminder, wrapUpRequest, wrapUpReserveUsd } from '../../src/agent/pacing.js';
import { resolvePrice } from '../../src/model/pricing.js';

describe('pacing: what the agent is told as it nears a limit, and what is kept for its wrap-up', () => {
  const state = { maxTurns: 30, turnsUsed: 5, budgetUsd: 5, spentUsd: 1, keptUsd: 0.5 };

  it('says nothing far from every limit', () => {
    assert.equal(paceReminder(state), undefined);
  });

  it("near the budget: Claude Code's words (USD budget: $used/$total; $remaining remaining), once the work's room is under a quarter", () => {
    const reminder = paceReminder({ ...state, spentUsd: 3.3 });
    assert.match(reminder ?? '', /^<system-reminder>\nUSD budget: \$3\.3\/\$5; \$1\.7 remaining\n/);
    assert.equal(paceReminder({ ...state, spentUsd: 3.2 }), undefined, 'the room is 1.3 of 5: not yet');
  });

  it('near the turn limit: the turns left, the last kept for the wrap-up; with one turn there is none to keep', () => {
    assert.match(paceReminder({ ...state, turnsUsed: 27 }) ?? '', /Turns: 27\/30; 3 remaining \(the last is kept for your wrap-up, without tools\)/);
    assert.deepEqual([keepsWrapUpTurn(30), keepsWrapUpTurn(1)], [true, false]);
    assert.doesNotMatch(paceReminder({ ...state, maxTurns: 1, turnsUsed: 0 }) ?? '', /kept/);
  });

  it('the reserve covers a wrap-up on a grown context, and never more than a fifth of the budget', () => {
    const { price } = resolvePrice('claude-sonnet-5-5');
    const small = wrapUpReserveUsd(10_000, price, 5);
    assert.ok(small > 0 && small < 1, String(small));
    assert.equal(wrapUpReserveUsd(10_000_000, price, 5), 1);
  });

  it('the wrap-up keeps the tools listed (the history holds tool calls), allows none, and caps its reply', () => {
    const request = wrapUpRequest(
      {
        model: 'claude-sonnet-5-5',
        max_tokens: 32_000,
        stream: true,
        tools: [{ name: 'Read', input_schema: { type: 'object' } }],
        messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] }],
      },
      'budget',
    );
    assert.deepEqual(request.tool_choice, { type: 'none' });
    assert.equal(request.tools?.length, 1);
    assert.equal(request.max_tokens, 2048);
    const last = request.messages.at(-1);
    assert.equal(last?.role, 'user');
    assert.deepEqual(
      Array.isArray(last?.content) ? last.content.map((b) => b.type) : [],
      ['tool_result', 'text'],
      'the instruction follows the tool result in the same user turn',
    );
  });
});
