import type Anthropic from '@anthropic-ai/sdk';
import { countInputTokens, estimateInputTokensUpperBound } from '../model/tokens.js';
import { streamTurn, type RetryInfo, type TurnOutcome } from '../model/turn.js';

/** The model, as the loop sees it: a streamed turn that never throws, and token counting. */
export interface ModelPort {
  /** `beforeRetry` is asked before re-sending a call whose stream died; false gives up. `onRetry` hears each retry. */
  stream(
    params: Anthropic.MessageCreateParamsStreaming,
    signal: AbortSignal,
    beforeRetry: () => boolean,
    onRetry?: (info: RetryInfo) => void,
  ): Promise<TurnOutcome>;
  countTokens(params: Anthropic.MessageCreateParamsStreaming): Promise<number | undefined>;
  estimateInputTokens(params: Anthropic.MessageCreateParamsStreaming): number;
}

/** The loop's view of a model client: streamed turns that never throw, and the token bounds the budget needs. */
export function modelPortFor(
  client: Pick<Anthropic, 'messages'>,
  opts: { retries: number; httpRetries?: number; idleTimeoutMs: number; countsTokens?: boolean },
): ModelPort {
  return {
    stream: (params, signal, beforeRetry, onRetry) =>
      streamTurn(client, params, {
        signal,
        retries: opts.retries,
        ...(opts.httpRetries !== undefined ? { httpRetries: opts.httpRetries } : {}),
        idleTimeoutMs: opts.idleTimeoutMs,
        beforeRetry,
        ...(onRetry ? { onRetry } : {}),
      }),
    // Bedrock has no count-tokens endpoint: the budget then keeps to its upper-bound estimate.
    countTokens: async (params) => (opts.countsTokens === false ? undefined : countInputTokens(client, params)),
    estimateInputTokens: (params) => estimateInputTokensUpperBound(params),
  };
}
