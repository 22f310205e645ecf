import type { EnvHttpProxyAgent } from 'undici';
import type { LookupFunction } from 'node:net';

/**
 * The runner's own requests (the model, GitHub, CI logs, hooks, WebFetch). Proxies: `HTTPS_PROXY` / `HTTP_PROXY` /
 * `NO_PROXY` (and their lower-case forms), as curl and npm read them, through undici's EnvHttpProxyAgent.
 *
 * Without a proxy that agent would only connect directly, as Node's global fetch does: the global serves then, and
 * the npm undici (a ~900 KB module graph, 50-60 ms to compile and evaluate) is loaded only when a proxy is set — its
 * own chunk, not the start-up's (issue 29). Node's global fetch shares the copy of undici the SDK's `Headers` load
 * anyway before the first model request.
 */

/** The environment EnvHttpProxyAgent reads, read as it reads it (the lower-case form wins, even when empty). */
function proxyConfigured(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.http_proxy ?? env.HTTP_PROXY) || Boolean(env.https_proxy ?? env.HTTPS_PROXY);
}

type ProxiedFetch = (input: Parameters<typeof fetch>[0], init: RequestInit | undefined) => Promise<Response>;

async function loadProxiedFetch(): Promise<ProxiedFetch> {
  const { EnvHttpProxyAgent: Agent, fetch: undiciFetch } = await import('undici');
  const dispatcher = new Agent();
  // undici's Request and Response are the global fetch's in everything a caller reads; its types are its own.
  const call = undiciFetch as unknown as (
    input: Parameters<typeof fetch>[0],
    init: Omit<RequestInit, 'dispatcher'> & { dispatcher: EnvHttpProxyAgent },
  ) => Promise<Response>;
  return (input, init) => call(input, { ...init, dispatcher });
}

/** Decided on the first request, as the agent was created then: the environment of the run, read once. */
let route: Promise<ProxiedFetch> | 'direct' | undefined;

export const runnerFetch: typeof fetch = (input, init) => {
  route ??= proxyConfigured(process.env) ? loadProxiedFetch() : 'direct';
  if (route === 'direct') return fetch(input, init);
  return route.then((proxied) => proxied(input, init));
};

/** An address a host name was resolved to and checked (src/powers/network.ts): the only ones a pinned fetch connects to. */
export interface PinnedAddress {
  address: string;
  family: number;
}

/**
 * `fetch` that connects to `addresses` only (the checked resolution of `url`'s host), never to what a second lookup
 * would give (DNS rebinding): undici's connector is given a lookup that answers with them. Through a proxy
 * (`HTTPS_PROXY`), the proxy resolves the name: the addresses were checked, the connection is the proxy's.
 */
export async function pinnedFetch(url: URL, addresses: readonly PinnedAddress[], init: RequestInit): Promise<Response> {
  if (proxyConfigured(process.env)) return runnerFetch(url, init);
  const { Agent, fetch: undiciFetch } = await import('undici');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const lookup: LookupFunction = (hostname, options, callback) => {
    const fits = addresses.filter((a) => !options.family || a.family === options.family);
    const first = fits[0];
    if (hostname !== host || first === undefined) {
      callback(Object.assign(new Error(`${hostname}: not the checked host ${host}`), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) (callback as unknown as (e: null, list: PinnedAddress[]) => void)(null, fits);
    else callback(null, first.address, first.family);
  };
  const dispatcher = new Agent({ connect: { lookup } });
  const call = undiciFetch as unknown as (input: URL, init: Omit<RequestInit, 'dispatcher'> & { dispatcher: InstanceType<typeof Agent> }) => Promise<Response>;
  return call(url, { ...init, dispatcher });
}
