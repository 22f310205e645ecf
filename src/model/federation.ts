import type { AccessTokenProvider } from '@anthropic-ai/sdk/lib/credentials/types';
import { runnerFetch } from '../http/fetch.js';
import { oidcFederationProvider } from './sdk.js';

/**
 * claude-code-action's workload identity federation inputs: the job's GitHub OIDC token (requested for `audience`)
 * is exchanged for a short-lived Anthropic access token under this federation rule. Identifiers, not secrets.
 */
export interface WorkloadIdentityFederation {
  federationRuleId: string;
  organizationId: string;
  serviceAccountId: string | undefined;
  workspaceId: string | undefined;
  audience: string;
}

export interface FederationHooks {
  /** A fresh OIDC token for the audience, per exchange (GitHub's are single-use for the exchange: `jti`). */
  identityToken: (audience: string) => Promise<string>;
  /** Each minted access token, before its first use: the action masks it in the log and redacts it from the report. */
  onAccessToken: (token: string) => void;
}

/** What the Anthropic client is built with under workload identity federation. */
export interface FederatedAuth {
  /** The SDK's own exchange, each minted token handed to the hooks first; the client caches it and mints ahead of expiry. */
  credentials: AccessTokenProvider;
  /** The client's fetch: a request refused with 401 gets one fresh exchange and is sent once more with the new token. */
  fetch: typeof fetch;
}

/**
 * The SDK's federation exchange (RFC 7523 jwt-bearer at `<base>/v1/oauth/token`), a fresh OIDC token each time. The
 * SDK's own answer to a 401 (invalidate the cached token, retry) is one of its retries, which the session turns off
 * (every retry is the loop's, and shows): so a token the API refuses before its expiry (revoked, a clock ahead) is
 * replaced here, once per request, and later requests carry the replacement while the SDK's cache still holds the old.
 */
export function federatedAuth(federation: WorkloadIdentityFederation, baseURL: string | undefined, hooks: FederationHooks | undefined): FederatedAuth {
  if (!hooks) throw new Error('workload identity federation is configured but this host provides no OIDC token source');
  const exchange = oidcFederationProvider({
    identityTokenProvider: () => hooks.identityToken(federation.audience),
    federationRuleId: federation.federationRuleId,
    organizationId: federation.organizationId,
    serviceAccountId: federation.serviceAccountId,
    workspaceId: federation.workspaceId,
    baseURL: baseURL ?? 'https://api.anthropic.com',
    fetch: runnerFetch,
  });
  const minted = new Set<string>();
  let latest: string | undefined;
  let reminting: Promise<string> | undefined;
  const mint: AccessTokenProvider = async (opts) => {
    const token = await exchange(opts);
    hooks.onAccessToken(token.token);
    minted.add(token.token);
    latest = token.token;
    return token;
  };
  const remint = (): Promise<string> => {
    reminting ??= mint({ forceRefresh: true })
      .then((token) => token.token)
      .finally(() => {
        reminting = undefined;
      });
    return reminting;
  };
  const fetchWith: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const sent = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
    if (sent === undefined || !minted.has(sent)) return runnerFetch(input, init);
    if (latest !== undefined && latest !== sent) headers.set('authorization', `Bearer ${latest}`);
    const response = await runnerFetch(input, { ...init, headers });
    // Only a body that can be sent again (the Messages API's JSON) is replayed.
    if (response.status !== 401 || (init?.body !== undefined && init.body !== null && typeof init.body !== 'string')) return response;
    await response.body?.cancel();
    headers.set('authorization', `Bearer ${await remint()}`);
    return runnerFetch(input, { ...init, headers });
  };
  return { credentials: mint, fetch: fetchWith };
}
