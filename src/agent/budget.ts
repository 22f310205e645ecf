import type Anthropic from '@anthropic-ai/sdk';
import { withMaxTokens, type ModelRequest } from '../model/request-fields.js';
import type { FailedAttempt, RetryAllowance, TurnOutcome } from '../model/turn.js';
import { worstCaseCost, type ModelPrice, type PriceOverrides } from '../model/pricing.js';
import { cappedCount } from '../model/tokens.js';
import { CostLedger, type CallScope, type ReportedUsage } from './ledger.js';
import { cacheTtlOf, withoutCacheControl } from './request.js';

interface BudgetPlanInput {
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
  /**
   * The longest TTL of the request's cache breakpoints: a request of 5-minute ones is never billed a 1-hour write,
   * 1-hour ones (the settings' ENABLE_PROMPT_CACHING_1H) are priced as such, and `none` bills no cache write.
   */
  cacheTtl: '5m' | '1h' | 'none';
}

type BudgetPlan =
  | { ok: true; maxTokens: number; inputTokensBound: number; worstCaseUsd: number; counted: boolean }
  | { ok: false; worstCaseUsd: number; inputTokensBound: number };

/**
 * count_tokens is documented as an estimate of what a create call bills; the margin keeps our
 * bound above it. The byte-based estimate needs none: it can only overcount.
 */
const COUNT_MARGIN_RATIO = 1.05;
const COUNT_MARGIN_TOKENS = 100;

/**
 * A retry whose worst case no longer fits goes out with max_tokens lowered to what is left, but not below this: the
 * retry re-asks for the reply the failed attempt was writing (a file's edit, a page of answer), and one cut shorter
 * than this most likely ends at max_tokens unfinished: failing the call, with the budget named, says more.
 */
export const RETRY_MIN_TOKENS = 4096;

/** The most output tokens `remainingUsd` covers on top of `inputTokens` at their worst (0 when not even the input fits). */
function affordableOutputTokens(remainingUsd: number, inputTokens: number, price: ModelPrice, cacheTtl: '5m' | '1h' | 'none', wanted: number): number {
  const inputOnly = worstCaseCost(inputTokens, 0, price, cacheTtl);
  const perOutputToken = worstCaseCost(inputTokens, 1, price, cacheTtl) - inputOnly;
  const affordable = perOutputToken > 0 ? Math.floor((remainingUsd - inputOnly) / perOutputToken) : wanted;
  return Math.max(0, Math.min(wanted, affordable));
}

/**
 * Decide whether the next call fits the budget and how many output tokens it may ask for.
 * The bound covers the worst case: every input token written to the cache at the dearest rate and
 * every allowed output token generated. So the run can never spend past its budget.
 */
async function planCall(plan: BudgetPlanInput): Promise<BudgetPlan> {
  const estimate = plan.estimateInputTokens();
  const wanted = worstCaseCost(estimate, plan.wantedMaxTokens, plan.price, plan.cacheTtl);
  if (wanted <= plan.remainingUsd) {
    return { ok: true, maxTokens: plan.wantedMaxTokens, inputTokensBound: estimate, worstCaseUsd: wanted, counted: false };
  }
  // Close to the limit: a precise count may leave room the rough estimate hides.
  const exact = await plan.countInputTokens();
  const bound = exact === undefined ? estimate : Math.min(estimate, Math.ceil(exact * COUNT_MARGIN_RATIO) + COUNT_MARGIN_TOKENS);
  const maxTokens = affordableOutputTokens(plan.remainingUsd, bound, plan.price, plan.cacheTtl, plan.wantedMaxTokens);
  const floor = Math.min(plan.minReplyTokens, plan.wantedMaxTokens);
  if (maxTokens < floor) {
    return { ok: false, worstCaseUsd: worstCaseCost(bound, floor, plan.price, plan.cacheTtl), inputTokensBound: bound };
  }
  return {
    ok: true,
    maxTokens,
    inputTokensBound: bound,
    worstCaseUsd: worstCaseCost(bound, maxTokens, plan.price, plan.cacheTtl),
    counted: exact !== undefined,
  };
}

/** What a planned call needs to know about the model: the token bounds (ModelPort has them). */
export interface TokenBounds {
  estimateInputTokens(params: ModelRequest): number;
  countTokens(params: ModelRequest, signal?: AbortSignal): Promise<number | undefined>;
}

export interface ModelCallPlanInput {
  /** The model asked for: the call is planned and priced by it. */
  model: string;
  /** The request as it would go, cache breakpoints included; max_tokens is set by the plan. */
  request: ModelRequest;
  wantedMaxTokens: number;
  minReplyTokens: number;
  port: TokenBounds;
  /** Costs beyond tokens the call may run up (server-side search fees): reserved on top of its token worst case. */
  extraWorstCaseUsd?: number;
  /** The main loop's wrap-up (src/agent/pacing.ts): planned against the whole budget, the room kept for it included. */
  wrapUp?: boolean;
  /** The run's stop (timeout, cancel): ends a count near the limit, and the call is planned by the estimate. */
  stop?: AbortSignal;
}

export type PlannedCall =
  | {
      ok: true;
      /** The request to send: max_tokens fitted to the budget, cache breakpoints dropped when only that fits. */
      request: ModelRequest;
      worstCaseUsd: number;
      /**
       * For the ModelPort: each retry after an attempt that may have been billed is reserved at its worst
       * case, so retries cannot spend past the budget; one that no longer fits whole asks for fewer output tokens.
       */
      beforeRetry: (failed: FailedAttempt) => RetryAllowance;
      /**
       * The call is over and what it is known to have cost is charged: its reservation is released, except, when an
       * attempt's bill is unknown (a stream that died after it started, an abort), the rest of the room it held, which
       * stays held for the rest of the run. `chargedUsd`: what those attempts were charged; `replyKnown`: the last
       * attempt answered, its bill is the reply's and its room is released. Call once, after the charge.
       */
      settle: (unknown?: { chargedUsd: number; replyKnown?: boolean }) => void;
    }
  | { ok: false; worstCaseUsd: number };

/**
 * The run's money, the one object every model call goes through (the main loop's, a subagent's,
 * compaction's): the ledger of what was spent, the worst-case check before a call and the pricing
 * rule after it. The session makes one per run and hands it to everything that calls the model.
 */
/** One model call as it ended and was charged: what telemetry and the reports count per call. */
export interface ModelCall {
  /** The model asked for (the one the call is priced by). */
  model: string;
  scope: CallScope;
  /** Set for a subagent's calls (and compaction inside one): the Agent tool call it runs under. */
  parentToolUseId: string | null;
  /** Epoch milliseconds when the call (its first attempt) started, and how long until it ended, retries included. */
  startedAt: number;
  durationMs: number;
  attempts: number;
  /** What the ledger charged for it: the reply's usage and that of attempts that died mid-stream. */
  costUsd: number;
  /** The tokens charged, summed the same way. */
  tokens: { input: number; output: number; cacheRead: number; cacheCreation: number };
  /** The reply, when the call succeeded. */
  reply?: Anthropic.Message;
  /** Why it failed, when it did. */
  error?: { message: string; status?: number };
}

export class RunBudget {
  readonly ledger: CostLedger;
  /** The worst case of every call planned and not settled yet (parallel subagents, compaction, retries). */
  private reserved = 0;
  /** Calls planned and not settled yet. */
  private inFlight = 0;
  /** Room kept by calls whose bill is unknown (a stream cut after it started): the API may have billed up to it. */
  private unknownBills = 0;
  /** Plans run one at a time, so two calls planned together cannot both take the same room. */
  private planning: Promise<unknown> = Promise.resolve();
  /** Plans waiting for a call in flight to settle. */
  private onSettle: (() => void)[] = [];
  /** A call was refused with nothing in flight: the budget has no room left for a reply. */
  private refusedFinal = false;
  /** Kept for the main loop's wrap-up (keepForWrapUp): every other call plans without it. */
  private wrapUpReserve = 0;

  constructor(
    /** `max_budget_usd`: the run never spends past it. */
    readonly maxUsd: number,
    pricing: PriceOverrides,
    /** Told of every call once it is charged (the session turns it into a `model_call` event). */
    private readonly onCall: (call: ModelCall) => void = () => undefined,
  ) {
    this.ledger = new CostLedger(pricing);
  }

  get spentUsd(): number {
    return this.ledger.totalCostUsd;
  }

  /** Held for calls in flight and for calls whose bill is unknown: spent plus this never exceeds the budget. */
  get reservedUsd(): number {
    return this.reserved + this.unknownBills;
  }

  /** No new agent may start (Claude Code refuses a spawn at the budget): a call was refused for want of room, or all is spent. */
  get exhausted(): boolean {
    return this.refusedFinal || this.ledger.totalCostUsd >= this.maxUsd;
  }

  /** What the main loop keeps for its wrap-up from now on (src/agent/pacing.ts); every call but the wrap-up leaves it. */
  keepForWrapUp(usd: number): void {
    this.wrapUpReserve = Math.max(0, usd);
  }

  get keptForWrapUpUsd(): number {
    return this.wrapUpReserve;
  }

  /** The price the run uses for a model (overrides applied; an unknown model is priced at the top rate, with a warning). */
  priceOf(model: string): ModelPrice {
    return this.ledger.priceOf(model);
  }

  /**
   * The budget check: the worst case of the call must fit what is left once every call in flight is
   * counted at its own worst case; near the limit a call that writes nothing to the cache may still
   * fit. An admitted call holds its worst case until `settle`, so at every moment spent + in flight
   * stays within `max_budget_usd`.
   */
  plan(input: ModelCallPlanInput): Promise<PlannedCall> {
    const turn = this.planning.then(() => this.planNow(input));
    this.planning = turn.catch(() => undefined);
    return turn;
  }

  /**
   * A call that does not fit while others are in flight waits for them to settle (what they really
   * cost is usually far below their worst case) and is planned again; with nothing in flight, the
   * answer is final.
   */
  private async planNow(input: ModelCallPlanInput): Promise<PlannedCall> {
    for (;;) {
      const kept = input.wrapUp ? 0 : this.wrapUpReserve;
      const planned = await this.planAgainst(input, () => this.maxUsd - this.ledger.totalCostUsd - this.reserved - this.unknownBills - kept);
      // Another call's retry took room while this plan waited for its count: plan again against what is left now.
      if (planned === 'stale') continue;
      if (!planned.ok && this.inFlight === 0) this.refusedFinal = true;
      if (planned.ok || this.inFlight === 0) return planned;
      await new Promise<void>((resolve) => this.onSettle.push(resolve));
    }
  }

  private async planAgainst(input: ModelCallPlanInput, leftUsd: () => number): Promise<PlannedCall | 'stale'> {
    const extra = input.extraWorstCaseUsd ?? 0;
    const remainingUsd = leftUsd();
    const price = this.priceOf(input.model);
    const planFor = (params: ModelRequest): Promise<BudgetPlan> =>
      planCall({
        remainingUsd: remainingUsd - extra,
        price,
        wantedMaxTokens: input.wantedMaxTokens,
        minReplyTokens: input.minReplyTokens,
        estimateInputTokens: () => input.port.estimateInputTokens(params),
        countInputTokens: () => cappedCount((signal) => input.port.countTokens(params, signal), input.stop),
        cacheTtl: cacheTtlOf(params),
      });
    let request = input.request;
    let plan = await planFor(request);
    if (!plan.ok && cacheTtlOf(request) !== 'none') {
      const uncached = withoutCacheControl(request);
      const fallback = await planFor(uncached);
      if (fallback.ok) [request, plan] = [uncached, fallback];
    }
    // The count is awaited, and meanwhile another call's retry (beforeRetry) may have taken room, or a call settled and
    // gave some back: a plan that no longer fits, or a refusal that might fit now, is made again against what is left.
    const leftNow = leftUsd();
    // Only a change of room makes a plan stale (a worst case a rounding error above what is left would loop forever).
    if (plan.ok ? leftNow < remainingUsd && plan.worstCaseUsd + extra > leftNow : leftNow > remainingUsd) return 'stale';
    if (!plan.ok) return { ok: false, worstCaseUsd: plan.worstCaseUsd + extra };
    const perAttempt = plan.worstCaseUsd + extra;
    let held = perAttempt;
    let open = true;
    this.reserved += perAttempt;
    this.inFlight += 1;
    const { inputTokensBound } = plan;
    const ttl = cacheTtlOf(request);
    // The last attempt's max_tokens: a retry asks for as much, or what the budget still covers down to the floor.
    let attemptMaxTokens = plan.maxTokens;
    // The last attempt's worst case: released when it answered, whatever the attempts before it may have cost.
    let attemptWorstCase = perAttempt;
    const retryFloor = Math.max(Math.min(input.minReplyTokens, plan.maxTokens), Math.min(RETRY_MIN_TOKENS, plan.maxTokens));
    const beforeRetry = (failed: FailedAttempt): RetryAllowance => {
      // An attempt refused before generating anything was billed nothing: its retry takes its place in what is held.
      if (!failed.mayHaveBilled) return open;
      if (!open) return false;
      // A retry's worst case comes on top of what the failed attempts may have been billed (still held).
      const left = this.maxUsd - this.ledger.totalCostUsd - this.reserved - this.unknownBills - extra;
      const maxTokens = affordableOutputTokens(left, inputTokensBound, price, ttl, attemptMaxTokens);
      if (maxTokens < retryFloor) return false;
      const worstCase = worstCaseCost(inputTokensBound, maxTokens, price, ttl) + extra;
      held += worstCase;
      this.reserved += worstCase;
      attemptWorstCase = worstCase;
      const lowered = maxTokens < attemptMaxTokens;
      attemptMaxTokens = maxTokens;
      return lowered ? { maxTokens } : true;
    };
    const settle = (unknown?: { chargedUsd: number; replyKnown?: boolean }): void => {
      if (!open) return;
      open = false;
      this.inFlight -= 1;
      // What an attempt whose bill is unknown may have cost beyond its charge stays held: never released. The attempt
      // that answered was charged its reply's usage: its own room goes back.
      const unknownRoom = unknown?.replyKnown ? held - attemptWorstCase : held;
      if (unknown !== undefined) this.unknownBills += Math.max(0, unknownRoom - unknown.chargedUsd);
      // Sums of floats drift: with nothing in flight, nothing is held for calls in flight.
      this.reserved = this.inFlight === 0 ? 0 : this.reserved - held;
      for (const wake of this.onSettle.splice(0)) wake();
    };
    return { ok: true, request: withMaxTokens(request, plan.maxTokens), worstCaseUsd: perAttempt, beforeRetry, settle };
  }

  /**
   * The pricing rule: by the model asked for, whatever id the provider echoes back; cache writes the reply does not
   * split by TTL at the TTL the request asked for (`requestTtl`, cacheTtlOf). Returns the call's cost.
   */
  charge(model: string, usage: ReportedUsage, scope: CallScope, requestTtl: '5m' | '1h' | 'none' = '5m'): number {
    return this.ledger.add(model, usage, scope, requestTtl);
  }

  /** A charged call, for whoever listens (chargedCall tells it, once per call). */
  report(call: ModelCall): void {
    this.onCall(call);
  }
}

/**
 * Makes an admitted call and charges what it cost (attempts that died mid-stream included, whether or
 * not a retry succeeded) before its reservation is released: no moment exists where neither counts.
 */
export async function chargedCall(
  budget: RunBudget,
  model: string,
  scope: CallScope,
  plan: { request: ModelRequest; settle: (unknown?: { chargedUsd: number; replyKnown?: boolean }) => void },
  call: () => Promise<TurnOutcome>,
  parentToolUseId: string | null = null,
): Promise<TurnOutcome> {
  let charged = 0;
  // What the attempts that died were charged (their message_start usage), and whether the last attempt answered.
  let deadCharged = 0;
  let replyKnown = false;
  // Until the call returns, its bill is unknown (a throw keeps its room held).
  let known = false;
  const startedAt = Date.now();
  try {
    const outcome = await call();
    const usages = [outcome.partialUsage, outcome.ok ? outcome.message.usage : undefined].filter((u) => u !== undefined);
    const tokens = { input: 0, output: 0, cacheRead: 0, cacheCreation: 0 };
    for (const usage of usages) {
      const cost = budget.charge(model, usage, scope, cacheTtlOf(plan.request));
      charged += cost;
      if (usage === outcome.partialUsage) deadCharged += cost;
      tokens.input += usage.input_tokens;
      tokens.output += usage.output_tokens;
      tokens.cacheRead += usage.cache_read_input_tokens ?? 0;
      tokens.cacheCreation += usage.cache_creation_input_tokens ?? 0;
    }
    // Known: a reply with its final usage and no attempt that died mid-stream, or an HTTP error (nothing generated).
    // An attempt cut before message_start has no usage to charge, yet may have been billed: its room stays held.
    known =
      outcome.attempts === 0 ||
      (outcome.partialUsage === undefined &&
        (outcome.unknownBills ?? 0) === 0 &&
        (outcome.ok || (outcome.status !== undefined && outcome.error !== 'aborted')));
    replyKnown = outcome.ok;
    budget.report({
      model,
      scope,
      parentToolUseId,
      startedAt,
      durationMs: Date.now() - startedAt,
      attempts: outcome.attempts,
      costUsd: charged,
      tokens,
      ...(outcome.ok ? { reply: outcome.message } : { error: { message: outcome.error, ...(outcome.status !== undefined ? { status: outcome.status } : {}) } }),
    });
    return outcome;
  } finally {
    plan.settle(known ? undefined : replyKnown ? { chargedUsd: deadCharged, replyKnown } : { chargedUsd: charged });
  }
}
