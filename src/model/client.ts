// The client and the one resource through the SDK door (sdk.ts): the package's index builds every resource (Beta,
// Organization, the tool runners…), 1.2 MB the bundle would otherwise compile before the first request.
import { runnerFetch } from '../http/fetch.js';
import type { AccessTokenProvider } from '@anthropic-ai/sdk/lib/credentials/types';
import { BaseAnthropic, Messages } from './sdk.js';

export interface AnthropicClientOptions {
  apiKey?: string | undefined;
  /** Used only when no apiKey is given: the SDK refuses both at once. */
  authToken?: string | undefined;
  /**
   * Workload identity federation: short-lived access tokens the SDK mints, caches and refreshes itself (ahead of
   * expiry, and once more on a 401), sent as `Authorization: Bearer` with the `oauth-2025-04-20` beta. Used only
   * without an apiKey or authToken (the SDK takes one credential).
   */
  credentials?: AccessTokenProvider | undefined;
  /** Default runnerFetch; federation's answers a 401 with a fresh token (model/federation.ts). */
  fetch?: typeof fetch | undefined;
  /** Without /v1. Defaults to ANTHROPIC_BASE_URL, then the public API. */
  baseURL?: string | undefined;
  /** HTTP-level retries the SDK does itself: connection errors, 408, 409, 429, 5xx and 529, honouring retry-after. */
  maxRetries: number;
  /** Per HTTP attempt, until the response headers arrive; a stalled stream is streamTurn's business. */
  timeoutMs: number;
}

/** The SDK's client with the one resource the runner calls. */
export interface MessagesClient {
  messages: Messages;
}

/**
 * The one place the SDK client is built. Absent credentials fall back to the SDK's own lookup
 * (ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN), so the action and local runs behave the same.
 * The SDK's base client with its Messages resource, as the Bedrock and Vertex clients are built: `new Anthropic()`
 * also builds Beta, Organization and every other resource, ~30 ms of first-time work before the first request.
 */
export function createAnthropicClient(opts: AnthropicClientOptions): MessagesClient {
  const apiKey = opts.apiKey || undefined;
  const authToken = apiKey ? undefined : opts.authToken || undefined;
  const client = new BaseAnthropic({
    ...(apiKey ? { apiKey } : {}),
    ...(authToken ? { authToken } : {}),
    ...(!apiKey && !authToken && opts.credentials ? { credentials: opts.credentials } : {}),
    ...(opts.baseURL ? { baseURL: opts.baseURL.replace(/\/+$/, '') } : {}),
    maxRetries: Math.max(0, Math.floor(opts.maxRetries)),
    timeout: opts.timeoutMs,
    // The API never redirects; a redirect (a misconfigured gateway) is an error rather than a request that could carry
    // the key's header to another origin (fetch drops only `authorization` there, not `x-api-key`).
    fetchOptions: { redirect: 'manual' },
    fetch: opts.fetch ?? runnerFetch,
  });
  return { messages: new Messages(client) };
}
