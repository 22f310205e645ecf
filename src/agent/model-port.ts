import type Anthropic from '@anthropic-ai/sdk';
import type { ModelRequest } from '../model/request-fields.js';
import type { ProviderName } from '../model/provider-models.js';
import { forProvider } from '../model/request-fields.js';
import { countInputTokens, estimateInputTokensUpperBound } from '../model/tokens.js';
import { type FailedAttempt, type RetryAllowance, streamTurn, type RetryInfo, type TurnOutcome } from '../model/turn.js';

/** The model, as the loop sees it: a streamed turn that never throws, and token counting. */
export interface ModelPort {
  /** `beforeRetry` is asked before re-sending a failed call; false gives up, `maxTokens` lowers it. `onRetry` hears each retry. */
  stream(
    params: ModelRequest,
    signal: AbortSignal,
    beforeRetry: (failed: FailedAttempt) => RetryAllowance,
    onRetry?: (info: RetryInfo) => void,
  ): Promise<TurnOutcome>;
  /** `signal` ends a count that stalls (undefined then). */
  countTokens(params: ModelRequest, signal?: AbortSignal): Promise<number | undefined>;
  estimateInputTokens(params: ModelRequest): number;
}

/** The loop's view of a model client: streamed turns that never throw, and the token bounds the budget needs. */
export function modelPortFor(
  client: Pick<Anthropic, 'messages'>,
  opts: {
    retries: number;
    httpRetries?: number;
    idleTimeoutMs: number;
    countsTokens?: boolean;
    /** Where the calls go: what each provider takes of the request's fields and betas (default the Claude API). */
    provider?: ProviderName;
    /** false: no interleaved-thinking beta (the settings' DISABLE_INTERLEAVED_THINKING). */
    interleavedThinking?: false;
    /** false: only the betas a request without experimental fields needs (CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS). */
    experimentalBetas?: false;
    /** The id each request's model is sent with (settings' `modelOverrides`); the run keeps its own name for it. */
    wireModel?: (model: string) => string;
  },
): ModelPort {
  const wire = <P extends { model: string }>(params: P): P => (opts.wireModel ? { ...params, model: opts.wireModel(params.model) } : params);
  return {
    stream: (params, signal, beforeRetry, onRetry) => {
      const { request, betas } = forProvider(wire(params), opts.provider ?? 'anthropic', {
        ...(opts.interleavedThinking === false ? { interleavedThinking: false as const } : {}),
        ...(opts.experimentalBetas === false ? { experimentalBetas: false as const } : {}),
      });
      return streamTurn(client, request, {
        signal,
        betas,
        retries: opts.retries,
        ...(opts.httpRetries !== undefined ? { httpRetries: opts.httpRetries } : {}),
        idleTimeoutMs: opts.idleTimeoutMs,
        beforeRetry,
        ...(onRetry ? { onRetry } : {}),
      });
    },
    // Bedrock has no count-tokens endpoint: the budget then keeps to its upper-bound estimate.
    countTokens: async (params, signal) => (opts.countsTokens === false ? undefined : countInputTokens(client, wire(params), signal)),
    estimateInputTokens: (params) => estimateInputTokensUpperBound(params),
  };
}
