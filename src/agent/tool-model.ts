import type { ModelRequest } from '../model/request-fields.js';
import { cacheTtlOf } from './request.js';
import type { ToolModelCall, ToolModelRequest, ToolModelResult } from '../tools/web-model.js';
import { costOfUsage, WEB_SEARCH_USD_PER_REQUEST } from '../model/pricing.js';
import { chargedCall, type RunBudget } from './budget.js';
import type { ModelPort } from './model-port.js';

/**
 * What one server-side search may add to the prompt it continues (its results are billed as input
 * tokens). No bound is published; search results typically add several thousand to tens of thousands of
 * tokens, so the worst case assumes the high end for each search `max_uses` allows.
 */
export const SEARCH_RESULT_TOKENS_BOUND = 30_000;

export interface ToolModelOptions {
  port: ModelPort;
  budget: RunBudget;
  /** The run's model (WebSearch) and the small, fast one (WebFetch), as the provider names them. */
  models: { main: string; small: string };
}

/**
 * The web tools' model calls, as every call of the run is made: the worst case (tokens, and each
 * allowed search's fee and result tokens) reserved against the budget before the call, the usage
 * charged after it (partial attempts included), in modelUsage and the total cost under the model's id.
 */
export function toolModelCaller(opts: ToolModelOptions): ToolModelCall {
  // Web tools of one turn run concurrently; their model calls go one at a time, so each is planned against
  // what the previous one really spent, and two reservations never both count on the same remaining dollars.
  let queue: Promise<unknown> = Promise.resolve();
  return (req, signal) => {
    const turn = queue.then(() => callOnce(opts, req, signal));
    queue = turn.catch(() => undefined);
    return turn;
  };
}

async function callOnce(opts: ToolModelOptions, req: ToolModelRequest, signal: AbortSignal): Promise<ToolModelResult> {
  if (signal.aborted) return { ok: false, aborted: true, error: 'aborted' };
  const model = opts.models[req.model];
  const searches = req.maxSearches ?? 0;
  const request: ModelRequest = {
    model,
    max_tokens: req.maxTokens,
    messages: req.messages,
    stream: true,
    ...(req.system !== undefined ? { system: req.system } : {}),
    ...(req.tools ? { tools: req.tools } : {}),
    ...(req.toolChoice ? { tool_choice: req.toolChoice } : {}),
  };
  const extraTokens = searches * SEARCH_RESULT_TOKENS_BOUND;
  const plan = await opts.budget.plan({
    model,
    request,
    wantedMaxTokens: req.maxTokens,
    minReplyTokens: Math.min(1024, req.maxTokens),
    port: {
      estimateInputTokens: (params) => opts.port.estimateInputTokens(params) + extraTokens,
      countTokens: async (params, countSignal) => {
        const counted = await opts.port.countTokens(params, countSignal);
        return counted === undefined ? undefined : counted + extraTokens;
      },
    },
    extraWorstCaseUsd: searches * WEB_SEARCH_USD_PER_REQUEST,
    stop: signal,
  });
  if (!plan.ok) {
    return {
      ok: false,
      aborted: false,
      error: `the run's budget ($${opts.budget.maxUsd}, $${opts.budget.spentUsd.toFixed(4)} spent) cannot cover this call, which could cost up to $${plan.worstCaseUsd.toFixed(4)}`,
    };
  }
  // The call holds its worst case until chargedCall has charged it (partial attempts included), then releases it.
  const outcome = await chargedCall(opts.budget, model, 'tool', plan, () => opts.port.stream(plan.request, signal, plan.beforeRetry));
  if (!outcome.ok) return { ok: false, aborted: signal.aborted, error: outcome.error };
  return { ok: true, message: outcome.message, model, costUsd: costOfUsage(outcome.message.usage, opts.budget.priceOf(model), cacheTtlOf(plan.request)) };
}
