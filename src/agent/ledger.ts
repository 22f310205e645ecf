import type Anthropic from '@anthropic-ai/sdk';
import { costOfUsage, resolvePrice, type ModelPrice, type PriceOverrides, type UsageLike } from '../model/pricing.js';

/** A response's usage as the API reports it: the priced fields plus those the SDK's usage type carries. */
export interface ReportedUsage extends UsageLike {
  server_tool_use?: { web_search_requests?: number; web_fetch_requests?: number } | null;
  output_tokens_details?: { thinking_tokens?: number } | null;
  service_tier?: string | null;
  inference_geo?: string | null;
  speed?: string | null;
}

/**
 * The main loop's usage summed, with every key of the Messages API's usage (the transcript's
 * result line adds the SDK's own keys to it, in src/report/).
 */
export interface UsageTotals {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation: { ephemeral_1h_input_tokens: number; ephemeral_5m_input_tokens: number };
  server_tool_use: { web_search_requests: number; web_fetch_requests: number };
  output_tokens_details: { thinking_tokens: number };
  /** The last call's, as the API reported it; `standard` before any call. */
  service_tier: 'standard' | 'priority' | 'batch';
  inference_geo: string;
  speed: 'standard' | 'fast';
}

/** The token counts of no call at all (fresh objects: the ledger adds to its own). */
function zeroCounts(): Pick<
  UsageTotals,
  'input_tokens' | 'output_tokens' | 'cache_creation_input_tokens' | 'cache_read_input_tokens' | 'cache_creation' | 'server_tool_use'
> {
  return {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cache_creation: { ephemeral_1h_input_tokens: 0, ephemeral_5m_input_tokens: 0 },
    server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
  };
}

export function emptyUsage(): UsageTotals {
  return { ...zeroCounts(), output_tokens_details: { thinking_tokens: 0 }, service_tier: 'standard', inference_geo: '', speed: 'standard' };
}

/** The usage of a reply no model wrote (Claude Code's `<synthetic>` lines): no tokens, and null where only a call would say. */
export function noCallUsage(): Anthropic.Usage {
  return { ...zeroCounts(), service_tier: null, inference_geo: null, output_tokens_details: null, speed: null };
}

/** What one model was used for over the run: every call to it, subagents and compaction included. */
export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens: number;
  cacheCreationInputTokens: number;
  webSearchRequests: number;
  costUSD: number;
  contextWindow: number;
  maxOutputTokens: number;
}

/**
 * Which part of the run made a call. The SDK's `usage` covers the main loop only; `modelUsage` and
 * the cost cover every call (subagents, compaction, the web tools' own calls), and so does the budget.
 */
export type CallScope = 'main' | 'subagent' | 'compaction' | 'tool';

/**
 * The run's money: every call's usage, priced per model. Subagents share their parent's ledger, so
 * one budget covers the whole tree of calls.
 */
export class CostLedger {
  readonly usage: UsageTotals = emptyUsage();
  readonly modelUsage: Record<string, ModelUsage> = {};
  readonly warnings: string[] = [];
  totalCostUsd = 0;
  private readonly prices = new Map<string, ModelPrice>();

  constructor(private readonly overrides: PriceOverrides) {}

  priceOf(model: string): ModelPrice {
    const cached = this.prices.get(model);
    if (cached) return cached;
    const resolved = resolvePrice(model, this.overrides);
    if (resolved.warning !== undefined) this.warnings.push(resolved.warning);
    this.prices.set(model, resolved.price);
    return resolved.price;
  }

  /** Adds one call's usage and returns its cost in USD; `requestTtl`: the TTL the request's breakpoints asked for (cacheTtlOf). */
  add(model: string, usage: ReportedUsage, scope: CallScope, requestTtl: '5m' | '1h' | 'none' = '5m'): number {
    const price = this.priceOf(model);
    const written = usage.cache_creation_input_tokens ?? 0;
    const read = usage.cache_read_input_tokens ?? 0;
    const webSearches = usage.server_tool_use?.web_search_requests ?? 0;
    const cost = costOfUsage(usage, price, requestTtl);
    this.totalCostUsd += cost;
    if (scope === 'main') addToTotals(this.usage, usage);
    const entry = (this.modelUsage[model] ??= {
      inputTokens: 0,
      outputTokens: 0,
      cacheReadInputTokens: 0,
      cacheCreationInputTokens: 0,
      webSearchRequests: 0,
      costUSD: 0,
      contextWindow: price.contextWindow,
      maxOutputTokens: price.maxOutputTokens,
    });
    entry.inputTokens += usage.input_tokens;
    entry.outputTokens += usage.output_tokens;
    entry.cacheReadInputTokens += read;
    entry.cacheCreationInputTokens += written;
    entry.webSearchRequests += webSearches;
    entry.costUSD += cost;
    return cost;
  }
}

function addToTotals(totals: UsageTotals, usage: ReportedUsage): void {
  const written = usage.cache_creation_input_tokens ?? 0;
  const w1h = Math.min(usage.cache_creation?.ephemeral_1h_input_tokens ?? 0, written);
  totals.input_tokens += usage.input_tokens;
  totals.output_tokens += usage.output_tokens;
  totals.cache_creation_input_tokens += written;
  totals.cache_read_input_tokens += usage.cache_read_input_tokens ?? 0;
  // Writes without a TTL split are 5-minute writes, the API's default (as pricing counts them).
  totals.cache_creation.ephemeral_1h_input_tokens += w1h;
  totals.cache_creation.ephemeral_5m_input_tokens += written - w1h;
  totals.server_tool_use.web_search_requests += usage.server_tool_use?.web_search_requests ?? 0;
  totals.server_tool_use.web_fetch_requests += usage.server_tool_use?.web_fetch_requests ?? 0;
  totals.output_tokens_details.thinking_tokens += usage.output_tokens_details?.thinking_tokens ?? 0;
  if (usage.service_tier === 'standard' || usage.service_tier === 'priority' || usage.service_tier === 'batch') totals.service_tier = usage.service_tier;
  if (typeof usage.inference_geo === 'string') totals.inference_geo = usage.inference_geo;
  if (usage.speed === 'standard' || usage.speed === 'fast') totals.speed = usage.speed;
}
