export { createAnthropicClient, type AnthropicClientOptions, type MessagesClient } from './client.js';
export {
  costOfUsage,
  knownModelIds,
  parsePricingInput,
  resolvePrice,
  worstCaseCost,
  type LongPromptTier,
  type ModelPrice,
  type ParsePricingResult,
  type PriceOverrides,
  type PriceRates,
  type ResolvedPrice,
  type UsageLike,
} from './pricing.js';
export { countInputTokens, estimateInputTokensUpperBound, type TokenEstimateInput } from './tokens.js';
export { streamTurn, type RetryInfo, type StreamTurnOptions, type TurnOutcome } from './turn.js';
