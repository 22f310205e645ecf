import type Anthropic from '@anthropic-ai/sdk';
import { countInputTokens, estimateInputTokensUpperBound } from '../model/tokens.js';
import { streamTurn } from '../model/turn.js';
import type { ModelPort } from './loop.js';

/** The loop's view of a model client: streamed turns that never throw, and the token bounds the budget needs. */
export function modelPortFor(
  client: Pick<Anthropic, 'messages'>,
  opts: { retries: number; httpRetries?: number; idleTimeoutMs: number; countsTokens?: boolean },
): ModelPort {
  return {
    stream: (params, signal, beforeRetry, onRetry) =>
      streamTurn(client, params, { signal, retries: opts.retries, ...(opts.httpRetries !== undefined ? { httpRetries: opts.httpRetries } : {}), idleTimeoutMs: opts.idleTimeoutMs, beforeRetry, ...(onRetry ? { onRetry } : {}) }),
    // Bedrock has no count-tokens endpoint: the budget then keeps to its upper-bound estimate.
    countTokens: async (params) => (opts.countsTokens === false ? undefined : countInputTokens(client, params)),
    estimateInputTokens: (params) => estimateInputTokensUpperBound(params),
  };
}
