import { EnvHttpProxyAgent, fetch as undiciFetch } from 'undici';

/**
 * The runner's own requests (the model, GitHub, CI logs, hooks, WebFetch) go through undici's fetch — the library
 * Node's global fetch is built from — rather than Node's global. @actions/core already loads this copy (its HTTP
 * client's proxy support) before the first model request; Node's global fetch would load a second, bundled copy then
 * (25-35 ms, and ~20 ms more on its first request). Proxies: `HTTPS_PROXY` / `HTTP_PROXY` / `NO_PROXY`, as curl and
 * npm read them.
 */
let proxyAware: EnvHttpProxyAgent | undefined;

export const runnerFetch: typeof fetch = (input, init) => {
  proxyAware ??= new EnvHttpProxyAgent();
  // undici's Request and Response are the global fetch's in everything a caller reads; its types are its own.
  const call = undiciFetch as unknown as (
    input: Parameters<typeof fetch>[0],
    init: Omit<RequestInit, 'dispatcher'> & { dispatcher: EnvHttpProxyAgent },
  ) => Promise<Response>;
  return call(input, { ...init, dispatcher: proxyAware });
};
