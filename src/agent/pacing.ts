import type Anthropic from '@anthropic-ai/sdk';
import { withMaxTokens, type ModelRequest } from '../model/request-fields.js';
import { worstCaseCost, type ModelPrice } from '../model/pricing.js';

/**
 * Pacing: the agent knows what it has left as it nears a limit, and a stopped run ends with the model's own words on
 * what was done and what is left.
 *
 * - Reminders: near the end of its turns or its budget, the next user turn carries a system reminder in Claude Code's
 *   words for the budget ("USD budget: $used/$total; $remaining remaining", its `budget_usd` attachment) and the same
 *   shape for turns. Appended to the newest message and never rewritten, so the cached prefix stays as it was.
 * - The reserve: the main loop keeps its last turn, a slice of the budget and the end of its time for a wrap-up, one last call with the
 *   tools still listed (the history holds tool calls) and `tool_choice: none`. The budget check (src/agent/budget.ts)
 *   admits it against the whole budget like any call: the run never spends past `max_budget_usd`, and when even the
 *   wrap-up does not fit, the run stops without it.
 */

/** Output tokens the wrap-up may use: a few paragraphs. */
export const WRAP_UP_TOKENS = 2048;
/** Below this the wrap-up is not worth its call. */
export const WRAP_UP_MIN_TOKENS = 256;
/** What the context may grow by before the wrap-up (this call's reply and its tool results): its reserve covers it. */
const GROWTH_TOKENS = 16_000;
/** The reserve never takes more than this share of the budget: a small budget still does its work first. */
const MAX_RESERVE_SHARE = 0.2;
/** Turns left (the wrap-up's included) from which each turn is reminded. */
const REMIND_TURNS_LEFT = 3;
/** Share of the budget left for work (the wrap-up's room aside) below which each turn is reminded. */
const REMIND_BUDGET_LEFT = 0.25;

export interface PaceState {
  maxTurns: number;
  turnsUsed: number;
  budgetUsd: number;
  spentUsd: number;
  /** Kept for the wrap-up: not the work's to spend. */
  keptUsd: number;
}

/** Whether the main loop keeps a turn for the wrap-up: only when it has more than one. */
export function keepsWrapUpTurn(maxTurns: number): boolean {
  return maxTurns >= 2;
}

const usd = (n: number): string => {
  const fixed = n.toFixed(n >= 1 ? 2 : 4);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
};

/** The reminder for the next turn when near a limit, else undefined. */
export function paceReminder(state: PaceState): string | undefined {
  const lines: string[] = [];
  const turnsLeft = state.maxTurns - state.turnsUsed;
  if (turnsLeft <= REMIND_TURNS_LEFT) {
    const kept = keepsWrapUpTurn(state.maxTurns) ? ' (the last is kept for your wrap-up, without tools)' : '';
    lines.push(`Turns: ${state.turnsUsed}/${state.maxTurns}; ${turnsLeft} remaining${kept}`);
  }
  if (state.budgetUsd > 0 && state.budgetUsd - state.keptUsd - state.spentUsd <= state.budgetUsd * REMIND_BUDGET_LEFT) {
    lines.push(`USD budget: $${usd(state.spentUsd)}/$${usd(state.budgetUsd)}; $${usd(Math.max(0, state.budgetUsd - state.spentUsd))} remaining`);
  }
  if (lines.length === 0) return undefined;
  lines.push('Prioritize: finish or leave the work in a state someone can continue; a stopped run keeps your changes.');
  return `<system-reminder>\n${lines.join('\n')}\n</system-reminder>`;
}

/** The user turn goes out with the reminder as its last block (a new user turn when the last is the model's). */
export function withReminder(messages: Anthropic.MessageParam[], text: string): Anthropic.MessageParam[] {
  const block: Anthropic.TextBlockParam = { type: 'text', text };
  const last = messages.at(-1);
  if (!last || last.role !== 'user') return [...messages, { role: 'user', content: [block] }];
  const content: Anthropic.ContentBlockParam[] = typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : [...last.content];
  return [...messages.slice(0, -1), { role: 'user', content: [...content, block] }];
}

/** What the budget holds back for the wrap-up while the work goes on: its worst case after some growth (at the cache TTL the calls carry), capped. */
export function wrapUpReserveUsd(inputTokens: number, price: ModelPrice, budgetUsd: number, cacheTtl: '5m' | '1h' | 'none' = '5m'): number {
  return Math.min(budgetUsd * MAX_RESERVE_SHARE, worstCaseCost(inputTokens + GROWTH_TOKENS, WRAP_UP_TOKENS, price, cacheTtl));
}

/** The end of `timeout_minutes` kept for a timed-out run's wrap-up: a tenth of it, at most a minute. */
export function wrapUpTimeMs(timeoutMs: number): number {
  return Math.min(60_000, Math.round(timeoutMs * 0.1));
}

/** Why the run stopped, for the wrap-up's instruction. */
export type WrapUpReason = 'max_turns' | 'budget' | 'timeout';

/** The wrap-up's user turn: the stop, and what the reader of the report needs from the model. */
export function wrapUpInstruction(reason: WrapUpReason): string {
  const why = {
    max_turns: 'it reached its turn limit (max_turns)',
    budget: 'its budget is spent (max_budget_usd)',
    timeout: 'its time is up (timeout_minutes)',
  }[reason];
  return [
    '<system-reminder>',
    `The run has stopped: ${why}. No more tools can run.`,
    'In a few short lines for the people reading the report: what you did, what is left to do, and where to pick it up. Your changes so far are kept.',
    '</system-reminder>',
  ].join('\n');
}

/** The wrap-up call: the same request (tools listed, the cache prefix kept) with the instruction, and no tool allowed. */
export function wrapUpRequest(draft: ModelRequest, reason: WrapUpReason): ModelRequest {
  return withMaxTokens(
    {
      ...draft,
      messages: withReminder(draft.messages, wrapUpInstruction(reason)),
      ...(draft.tools && draft.tools.length > 0 ? { tool_choice: { type: 'none' } } : {}),
    },
    Math.min(draft.max_tokens, WRAP_UP_TOKENS),
  );
}
