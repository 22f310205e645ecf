import { worstCaseCost, type ModelPrice } from '../model/pricing.js';

export interface BudgetPlanInput {
  remainingUsd: number;
  price: ModelPrice;
  /** The max_tokens we would like to ask for. */
  wantedMaxTokens: number;
  /** Below this many output tokens a reply is not worth paying for. */
  minReplyTokens: number;
  /** A cheap, guaranteed upper bound of the request's input tokens. */
  estimateInputTokens: () => number;
  /** The exact count from the (free) count-tokens endpoint; undefined when it failed. */
  countInputTokens: () => Promise<number | undefined>;
  /** False when the request carries no cache breakpoints: then no input token is billed as a cache write. */
  caching: boolean;
}

export type BudgetPlan =
  | { ok: true; maxTokens: number; inputTokensBound: number; worstCaseUsd: number; counted: boolean }
  | { ok: false; worstCaseUsd: number; inputTokensBound: number };

/**
 * count_tokens is documented as an estimate of what a create call bills; the margin keeps our
 * bound above it. The byte-based estimate needs none: it can only overcount.
 */
/** Every breakpoint the runner sets is a 5-minute one (src/agent/request.ts): 1-hour writes are never billed. */
const ttlOf = (plan: BudgetPlanInput): '5m' | 'none' => (plan.caching ? '5m' : 'none');
const COUNT_MARGIN_RATIO = 1.05;
const COUNT_MARGIN_TOKENS = 100;

/**
 * Decide whether the next call fits the budget and how many output tokens it may ask for.
 * The bound covers the worst case: every input token written to the cache at the dearest rate and
 * every allowed output token generated. So the run can never spend past its budget.
 */
export async function planCall(plan: BudgetPlanInput): Promise<BudgetPlan> {
  const estimate = plan.estimateInputTokens();
  const wanted = worstCaseCost(estimate, plan.wantedMaxTokens, plan.price, ttlOf(plan));
  if (wanted <= plan.remainingUsd) {
    return { ok: true, maxTokens: plan.wantedMaxTokens, inputTokensBound: estimate, worstCaseUsd: wanted, counted: false };
  }
  // Close to the limit: a precise count may leave room the rough estimate hides.
  const exact = await plan.countInputTokens();
  const bound = exact === undefined ? estimate : Math.min(estimate, Math.ceil(exact * COUNT_MARGIN_RATIO) + COUNT_MARGIN_TOKENS);
  const inputOnly = worstCaseCost(bound, 0, plan.price, ttlOf(plan));
  const perOutputToken = worstCaseCost(bound, 1, plan.price, ttlOf(plan)) - inputOnly;
  const affordable = perOutputToken > 0 ? Math.floor((plan.remainingUsd - inputOnly) / perOutputToken) : plan.wantedMaxTokens;
  const maxTokens = Math.min(plan.wantedMaxTokens, affordable);
  const floor = Math.min(plan.minReplyTokens, plan.wantedMaxTokens);
  if (maxTokens < floor) {
    return { ok: false, worstCaseUsd: worstCaseCost(bound, floor, plan.price, ttlOf(plan)), inputTokensBound: bound };
  }
  return { ok: true, maxTokens, inputTokensBound: bound, worstCaseUsd: worstCaseCost(bound, maxTokens, plan.price, ttlOf(plan)), counted: exact !== undefined };
}
