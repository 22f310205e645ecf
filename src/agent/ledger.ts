import type { ModelUsageEntry, UsageTotals } from './messages.js';
import { costOfUsage, resolvePrice, type ModelPrice, type PriceOverrides, type UsageLike } from '../model/pricing.js';

/**
 * The run's money: every call's usage, priced per model. Subagents share their parent's ledger, so
 * one budget covers the whole tree of calls.
 */
export class CostLedger {
  readonly usage: UsageTotals = { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  readonly modelUsage: Record<string, ModelUsageEntry> = {};
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

  /** Adds one call's usage and returns its cost in USD. */
  add(model: string, usage: UsageLike): number {
    const price = this.priceOf(model);
    const normalized = {
      input_tokens: usage.input_tokens,
      output_tokens: usage.output_tokens,
      cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0,
      cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
    };
    const cost = costOfUsage(usage, price);
    this.totalCostUsd += cost;
    this.usage.input_tokens += normalized.input_tokens;
    this.usage.output_tokens += normalized.output_tokens;
    this.usage.cache_creation_input_tokens += normalized.cache_creation_input_tokens;
    this.usage.cache_read_input_tokens += normalized.cache_read_input_tokens;
    const entry = (this.modelUsage[model] ??= {
      inputTokens: 0,
      outputTokens: 0,
      cacheReadInputTokens: 0,
      cacheCreationInputTokens: 0,
      costUSD: 0,
      contextWindow: price.contextWindow,
      maxOutputTokens: price.maxOutputTokens,
    });
    entry.inputTokens += normalized.input_tokens;
    entry.outputTokens += normalized.output_tokens;
    entry.cacheReadInputTokens += normalized.cache_read_input_tokens;
    entry.cacheCreationInputTokens += normalized.cache_creation_input_tokens;
    entry.costUSD += cost;
    return cost;
  }
}
