import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startForwardProxy, type ForwardProxy } from '../../support/network/forward-proxy.js';

/**
 * runnerFetch goes through a proxy exactly when undici's EnvHttpProxyAgent would (HTTP(S)_PROXY, lower-case first,
 * NO_PROXY), and loads that agent only then (issue 29: the start-up does not compile the npm undici). Real servers:
 * a target, and a forward proxy that tunnels CONNECT and forwards absolute-URL requests, counting both.
 */

type FetchModule = typeof import('../../src/http/fetch.js');
const PROXY_VARS = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY'] as const;

let fresh = 0;
/** A new instance of the module: it decides its route on its first request, from the environment of then. */
async function freshFetch(env: Partial<Record<(typeof PROXY_VARS)[number], string>>): Promise<FetchModule['runnerFetch']> {
  for (const name of PROXY_VARS) delete process.env[name];
  Object.assign(process.env, env);
  fresh += 1;
  const mod = (await import(new URL(`../../src/http/fetch.js?instance=${fresh}`, import.meta.url).href)) as FetchModule;
  return mod.runnerFetch;
}

describe('runnerFetch and the proxy environment', () => {
  const saved = Object.fromEntries(PROXY_VARS.map((name) => [name, process.env[name]]));
  let target: http.Server;
  let proxy: ForwardProxy;
  let targetUrl = '';
  let proxyUrl = '';

  before(async () => {
    target = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`target saw ${req.method} ${req.url}`);
    });
    proxy = await startForwardProxy();
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/hello`;
    proxyUrl = proxy.url;
  });

  after(async () => {
    for (const name of PROXY_VARS) {
      const value = saved[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    target.closeAllConnections();
    await Promise.all([proxy.close(), new Promise((resolve) => target.close(resolve))]);
  });

  async function get(runnerFetch: FetchModule['runnerFetch']): Promise<{ text: string; viaProxy: boolean }> {
    const before = proxy.proxied();
    const res = await runnerFetch(targetUrl, { headers: { connection: 'close' } });
    assert.equal(res.status, 200);
    return { text: await res.text(), viaProxy: proxy.proxied() > before };
  }

  it('no proxy variable: a direct request', async () => {
    const got = await get(await freshFetch({}));
    assert.deepEqual(got, { text: 'target saw GET /hello', viaProxy: false });
  });

  it('HTTP_PROXY: the request goes through the proxy', async () => {
    const got = await get(await freshFetch({ HTTP_PROXY: proxyUrl }));
    assert.deepEqual(got, { text: 'target saw GET /hello', viaProxy: true });
  });

  it('http_proxy (lower case) is read as well', async () => {
    const got = await get(await freshFetch({ http_proxy: proxyUrl }));
    assert.equal(got.viaProxy, true);
  });

  it('NO_PROXY naming the host: direct, though a proxy is set', async () => {
    const got = await get(await freshFetch({ HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' }));
    assert.deepEqual(got, { text: 'target saw GET /hello', viaProxy: false });
  });

  it('an empty http_proxy wins over HTTP_PROXY, as in EnvHttpProxyAgent: direct', async () => {
    const got = await get(await freshFetch({ http_proxy: '', HTTP_PROXY: proxyUrl }));
    assert.equal(got.viaProxy, false);
  });

  it('HTTPS_PROXY alone does not proxy a plain-http request (the https proxy is for https URLs)', async () => {
    const got = await get(await freshFetch({ HTTPS_PROXY: proxyUrl }));
    assert.equal(got.viaProxy, false);
  });
});
