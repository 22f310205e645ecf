import type Anthropic from '@anthropic-ai/sdk';
import type { AnthropicBeta } from '@anthropic-ai/sdk/resources/beta/beta';
import { sdkParams, withMaxTokens, type ModelRequest } from './request-fields.js';
import { APIConnectionError, APIError, APIUserAbortError } from './sdk.js';

export type TurnOutcome =
  | {
      ok: true;
      message: Anthropic.Message;
      /** Wall time spent in attempts, backoff sleeps excluded. */
      apiMs: number;
      attempts: number;
      /** Usage announced by earlier attempts that died mid-stream: they may have been billed on top of message.usage. */
      partialUsage?: Anthropic.Usage;
      /** Attempts that may have been billed with no usage to charge (cut after connecting, before message_start). */
      unknownBills?: number;
    }
  | {
      ok: false;
      /** Human text, e.g. "Anthropic API error 529 overloaded_error: Overloaded (after 3 attempts)", or 'aborted'. */
      error: string;
      status?: number;
      apiMs: number;
      attempts: number;
      /** Usage from message_start of attempts whose stream died: they may have been billed. */
      partialUsage?: Anthropic.Usage;
      /** Attempts that may have been billed with no usage to charge (cut after connecting, before message_start). */
      unknownBills?: number;
    };

export interface RetryInfo {
  /** The attempt that failed, from 1. */
  attempt: number;
  error: string;
  status?: number;
  /** How long we wait before the next attempt. */
  delayMs: number;
  /** Retries this call may make in all. */
  maxRetries: number;
  /** The retry's max_tokens, when the budget lowered it (what is left covers no more). */
  loweredMaxTokens?: number;
}

export interface StreamTurnOptions {
  signal: AbortSignal;
  /** Retries after the first attempt, on top of the SDK's own HTTP retries. */
  retries: number;
  /** Retries after an HTTP error status (429, 529, 5xx…), when the client's own HTTP retries are off; default `retries`. */
  httpRetries?: number;
  /** An attempt that receives nothing for this long after connecting is aborted and retried. */
  idleTimeoutMs: number;
  onRetry?: (info: RetryInfo) => void;
  /**
   * Asked before each retry; false ends the turn with the last failure. The budget uses it: an attempt
   * that died mid-stream may have been billed, so another one must still fit what is left; one the API
   * refused with an HTTP status generated nothing, and its retry takes its place.
   */
  beforeRetry?: (failed: FailedAttempt) => RetryAllowance;
  /** The betas the request's fields need (request-fields.ts), sent as the anthropic-beta header. */
  betas?: readonly AnthropicBeta[];
  /** For tests: replaces the real backoff sleep. streamTurn still stops waiting when the signal aborts. */
  sleep?: (ms: number) => Promise<void>;
}

/** The budget's answer before a retry: false, none; true, as the last attempt; `maxTokens`, asking for no more than that. */
export type RetryAllowance = boolean | { maxTokens: number };

/** What a retry needs to know of the attempt that failed. */
export interface FailedAttempt {
  /** False only for an HTTP error status before any stream: the API generated, and bills, nothing. */
  mayHaveBilled: boolean;
}

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
const MAX_RETRY_AFTER_MS = 60_000;
/** SSE error types that describe the server's state, not the request: a new attempt may succeed. */
const TRANSIENT_TYPES = new Set([
  'overloaded_error',
  'api_error',
  'rate_limit_error',
  'timeout_error',
  // Bedrock's mid-stream exception frames for the same conditions.
  'serviceUnavailableException',
  'throttlingException',
  'internalServerException',
  'modelStreamErrorException',
  'modelTimeoutException',
]);

interface Failure {
  error: string;
  retryable: boolean;
  status?: number;
  retryAfterMs?: number;
}

function retryAfterMs(headers: Headers | undefined): number | undefined {
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

function classify(err: unknown, stalledMs: number | undefined): Failure {
  if (stalledMs !== undefined) return { error: `stream stalled: no data for ${stalledMs} ms`, retryable: true };
  if (err instanceof APIError && !(err instanceof APIConnectionError) && !(err instanceof APIUserAbortError)) {
    const status = err.status;
    const type = err.type ?? 'error';
    const text = err.apiMessage ?? err.message;
    if (status === undefined) {
      // An `event: error` inside a 200 stream: the SDK throws it without a status.
      return { error: `Anthropic API error ${type} (mid-stream): ${text}`, retryable: TRANSIENT_TYPES.has(type) };
    }
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    const after = retryAfterMs(err.headers);
    return {
      error: `Anthropic API error ${status} ${type}: ${text}`,
      retryable,
      status,
      ...(after !== undefined ? { retryAfterMs: after } : {}),
    };
  }
  // Connection failures the SDK gave up on, and streams that died or ended early: all worth another attempt.
  const message = err instanceof Error ? err.message : String(err);
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
  return { error: `Anthropic API connection error: ${message}${cause}`, retryable: true };
}

function addUsage(total: Anthropic.Usage | undefined, usage: Anthropic.Usage): Anthropic.Usage {
  if (!total) return { ...usage };
  return {
    ...total,
    input_tokens: total.input_tokens + usage.input_tokens,
    output_tokens: total.output_tokens + usage.output_tokens,
    cache_creation_input_tokens: (total.cache_creation_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0),
    cache_read_input_tokens: (total.cache_read_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0),
    cache_creation:
      total.cache_creation || usage.cache_creation
        ? {
            ephemeral_5m_input_tokens: (total.cache_creation?.ephemeral_5m_input_tokens ?? 0) + (usage.cache_creation?.ephemeral_5m_input_tokens ?? 0),
            ephemeral_1h_input_tokens: (total.cache_creation?.ephemeral_1h_input_tokens ?? 0) + (usage.cache_creation?.ephemeral_1h_input_tokens ?? 0),
          }
        : null,
  };
}

/** Resolves after ms, or as soon as the signal aborts. */
function sleepUnlessAborted(ms: number, signal: AbortSignal, sleep?: (ms: number) => Promise<void>): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const done = (): void => {
      if (timer) clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    if (sleep) void sleep(ms).then(done, done);
    else timer = setTimeout(done, ms);
  });
}

type AttemptResult = { ok: true; message: Anthropic.Message } | { ok: false; failure: Failure; startUsage?: Anthropic.Usage };

async function attempt(
  client: Pick<Anthropic, 'messages'>,
  params: ModelRequest,
  signal: AbortSignal,
  idleTimeoutMs: number,
  betas: readonly AnthropicBeta[],
): Promise<AttemptResult> {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let idleTimer: NodeJS.Timeout | undefined;
  let stalledMs: number | undefined;
  // Armed only once the response is connected: before that, the SDK's timeout and retries are in charge.
  const arm = (): void => {
    if (!(idleTimeoutMs > 0)) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      stalledMs = idleTimeoutMs;
      controller.abort();
    }, idleTimeoutMs);
  };
  let startUsage: Anthropic.Usage | undefined;
  try {
    const headers = betas.length > 0 ? { headers: { 'anthropic-beta': betas.join(',') } } : {};
    const stream = client.messages.stream(sdkParams(params), { signal: controller.signal, ...headers });
    stream.on('connect', arm);
    for await (const event of stream) {
      arm();
      if (event.type === 'message_start') startUsage = event.message.usage;
    }
    const message = await stream.finalMessage();
    if (message.stop_reason === null) throw new Error('the stream ended before the message was complete');
    return { ok: true, message };
  } catch (err) {
    return { ok: false, failure: classify(err, stalledMs), ...(startUsage ? { startUsage } : {}) };
  } finally {
    clearTimeout(idleTimer);
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * One model call, streamed, that never throws. The SDK already retries failed HTTP requests; this adds
 * what it cannot: a stream that drops mid-message, an SSE `error` event, a stall. A final HTTP error the
 * SDK gave up on is retried too when it is transient (408, 409, 429, 5xx), but never another 4xx.
 */
export async function streamTurn(client: Pick<Anthropic, 'messages'>, request: ModelRequest, opts: StreamTurnOptions): Promise<TurnOutcome> {
  let params = request;
  let apiMs = 0;
  let attempts = 0;
  let partialUsage: Anthropic.Usage | undefined;
  let unknownBills = 0;
  const withPartial = <T extends object>(outcome: T): T & { partialUsage?: Anthropic.Usage; unknownBills?: number } => ({
    ...outcome,
    ...(partialUsage ? { partialUsage } : {}),
    ...(unknownBills > 0 ? { unknownBills } : {}),
  });
  const aborted = (): TurnOutcome => withPartial({ ok: false as const, error: 'aborted', apiMs, attempts });
  const attemptsFor = (retries: number | undefined): number => 1 + (retries !== undefined && Number.isFinite(retries) ? Math.max(0, Math.floor(retries)) : 0);
  const streamAttempts = attemptsFor(opts.retries);
  const httpAttempts = attemptsFor(opts.httpRetries ?? opts.retries);
  let maxAttempts = Math.max(streamAttempts, httpAttempts);

  while (attempts < maxAttempts) {
    if (opts.signal.aborted) return aborted();
    attempts++;
    // hrtime, not performance.now(): the `performance` global loads perf_hooks (~1.5 ms) before the first request.
    const started = process.hrtime.bigint();
    const result = await attempt(client, params, opts.signal, opts.idleTimeoutMs, opts.betas ?? []);
    apiMs += Math.round(Number(process.hrtime.bigint() - started) / 1e6);
    if (result.ok) return withPartial({ ok: true as const, message: result.message, apiMs, attempts });
    if (result.startUsage) partialUsage = addUsage(partialUsage, result.startUsage);
    if (opts.signal.aborted) return aborted();

    const { failure } = result;
    maxAttempts = failure.status !== undefined ? httpAttempts : streamAttempts;
    const mayHaveBilled = failure.status === undefined || result.startUsage !== undefined;
    if (mayHaveBilled && result.startUsage === undefined) unknownBills++;
    const allowance = failure.retryable && attempts < maxAttempts ? (opts.beforeRetry?.({ mayHaveBilled }) ?? true) : true;
    const budgetRefused = allowance === false;
    // What is left of the budget covers a shorter reply only: the retry asks for that much.
    if (typeof allowance === 'object') params = withMaxTokens(params, allowance.maxTokens);
    if (!failure.retryable || attempts >= maxAttempts || budgetRefused) {
      const suffix = ` (after ${attempts} attempt${attempts === 1 ? '' : 's'}${budgetRefused ? '; no budget left for another attempt' : ''})`;
      return withPartial({
        ok: false as const,
        error: failure.error + suffix,
        ...(failure.status !== undefined ? { status: failure.status } : {}),
        apiMs,
        attempts,
      });
    }
    const backoff = Math.min(BASE_DELAY_MS * 2 ** (attempts - 1), MAX_DELAY_MS) * (0.75 + Math.random() * 0.25);
    // The server's retry-after, when it sent one, is what it asked for (the SDK's rule); else exponential backoff.
    const delayMs = Math.round(failure.retryAfterMs ?? backoff);
    try {
      opts.onRetry?.({
        attempt: attempts,
        error: failure.error,
        delayMs,
        maxRetries: maxAttempts - 1,
        ...(failure.status !== undefined ? { status: failure.status } : {}),
        ...(typeof allowance === 'object' ? { loweredMaxTokens: allowance.maxTokens } : {}),
      });
    } catch {
      // A failing observer must not turn a retry into a crash: this function never throws.
    }
    await sleepUnlessAborted(delayMs, opts.signal, opts.sleep);
  }
  return aborted();
}
