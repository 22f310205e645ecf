import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { httpFetch, REQUEST_SENT_CHANNEL } from '../../src/http/fetch.js';
import { HttpHeaders, LazyFormData, LazyReadableStream } from '../../src/http/headers.js';

// src/http/fetch.ts against Node's own fetch, on the same real server: whatever a caller can read (status, headers,
// body, redirects, errors, aborts) must come out the same. Where ours differs on purpose, the test says so.

type Fetch = typeof fetch;
const both: ReadonlyArray<[string, Fetch]> = [['Node fetch', globalThis.fetch], ['httpFetch', httpFetch]];

let server: http.Server;
let other: http.Server;
let base = '';
let otherBase = '';
/** Released by the SSE route's reader once it has its first event: proves the body streams. */
let release: (() => void) | undefined;

function echo(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
}

function route(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const to = url.searchParams.get('to') ?? '/echo';
  switch (url.pathname) {
    case '/echo':
      return echo(req, res, body);
    case '/headers':
      res.writeHead(201, 'Made', [['X-Dup', 'a'], ['x-dup', 'b'], ['Set-Cookie', 'a=1'], ['set-cookie', 'b=2'], ['Content-Type', 'text/plain']]);
      return void res.end('made');
    case '/missing':
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('no such thing');
    case '/empty':
      res.writeHead(204);
      return void res.end();
    case '/gzip':
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      return void res.end(gzipSync(JSON.stringify({ zipped: true, text: 'é'.repeat(1000) })));
    case '/redirect':
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to });
      return void res.end();
    case '/loop':
      res.writeHead(302, { location: '/loop' });
      return void res.end();
    case '/sse':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: one\ndata: {"n":1}\n\n');
      release = () => res.end('event: two\ndata: {"n":2}\n\n');
      return;
    case '/cut':
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
      res.write('only part');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    default:
      res.writeHead(500);
      res.end();
  }
}

async function listen(handler: http.RequestListener): Promise<[http.Server, string]> {
  const s = http.createServer(handler);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return [s, `http://127.0.0.1:${(s.address() as AddressInfo).port}`];
}

before(async () => {
  const handler: http.RequestListener = (req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => route(req, res, body));
  };
  [server, base] = await listen(handler);
  [other, otherBase] = await listen(handler); // another port: another origin
});
after(() => {
  server.closeAllConnections();
  other.closeAllConnections();
  server.close();
  other.close();
});

/** What a caller sees of a response, minus what differs between any two responses (date, connection). */
async function seen(res: Response): Promise<unknown> {
  const headers = [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));
  return { status: res.status, statusText: res.statusText, ok: res.ok, redirected: res.redirected, url: res.url, headers, text: await res.text(), used: res.bodyUsed };
}

async function same(run: (f: Fetch) => Promise<unknown>): Promise<unknown> {
  const [theirs, ours] = await Promise.all(both.map(async ([, f]) => run(f)));
  assert.deepEqual(ours, theirs);
  return ours;
}

/** The request as the server saw it, minus what Node's fetch adds and httpFetch does not (see src/http/fetch.ts). */
function request(seenText: unknown): unknown {
  const { text } = seenText as { text: string };
  const echoed = JSON.parse(text) as { method: string; url: string; headers: Record<string, string>; body: string };
  const { host: _host, connection: _c, 'accept-language': _l, 'sec-fetch-mode': _s, 'accept-encoding': _e, ...headers } = echoed.headers;
  return { ...echoed, headers };
}

describe('httpFetch and Node fetch, the same server', () => {
  it('reads a JSON response the same way', async () => {
    const out = (await same(async (f) => {
      const res = await f(`${base}/echo?x=1#frag`);
      return { ...((await seen(res.clone())) as object), headers: [...res.headers].filter(([name]) => name === 'content-type'), text: undefined, request: request(await seen(res)) };
    })) as { status: number; url: string };
    assert.equal(out.status, 200);
    assert.equal(out.url, `${base}/echo?x=1`);
  });

  it('sends a POST the same way: method, body, content-type and length, the caller\'s headers', async () => {
    const run = async (f: Fetch): Promise<unknown> => request(await seen(await f(`${base}/echo`, {
      method: 'post', body: '{"a":"é"}', headers: { 'Content-Type': 'application/json', 'x-api-key': 'k', 'Anthropic-Version': '2023-06-01' },
    })));
    const out = (await same(run)) as { method: string; headers: Record<string, string> };
    assert.equal(out.method, 'POST');
    assert.equal(out.headers['content-length'], String(Buffer.byteLength('{"a":"é"}')));
    await same(async (f) => request(await seen(await f(`${base}/echo`, { method: 'PUT', body: 'plain' }))));
    await same(async (f) => request(await seen(await f(`${base}/echo`, { method: 'POST', body: new TextEncoder().encode('bytes') }))));
    await same(async (f) => request(await seen(await f(`${base}/echo`, { method: 'POST' }))));
    await same(async (f) => request(await seen(await f(`${base}/echo`, { method: 'PATCH', body: 'x', headers: new HttpHeaders([['a', '1']]) as unknown as RequestInit['headers'] }))));
  });

  it('gives repeated headers joined, cookies apart, names sorted and lower-cased; a non-2xx status; a null body for 204', async () => {
    await same(async (f) => {
      const res = await f(`${base}/headers`);
      return { ...(await seen(res) as object), cookies: res.headers.getSetCookie(), dup: res.headers.get('X-DUP') };
    });
    await same(async (f) => seen(await f(`${base}/missing`)));
    await same(async (f) => {
      const res = await f(`${base}/empty`);
      return { body: res.body, ...(await seen(res) as object) };
    });
    await same(async (f) => {
      const res = await f(`${base}/echo`, { method: 'HEAD' });
      return { body: res.body, status: res.status };
    });
  });

  it('decodes a gzip body', async () => {
    await same(async (f) => (await f(`${base}/gzip`)).json());
  });

  it('follows redirects with fetch\'s rules, and honours redirect: manual and error', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      await same(async (f) => {
        const res = await f(`${base}/redirect?status=${status}`, { method: 'POST', body: 'payload', headers: { 'content-type': 'text/plain' } });
        return { redirected: res.redirected, url: res.url, request: request(await seen(res)) };
      });
    }
    await same(async (f) => {
      const res = await f(`${base}/redirect?status=302`, { redirect: 'manual' });
      return { status: res.status, location: res.headers.get('location') };
    });
    for (const url of [`${base}/redirect`, `${base}/loop`]) {
      await same(async (f) => {
        const error = await f(url, url.endsWith('loop') ? {} : { redirect: 'error' }).then(() => undefined, (e: unknown) => e);
        return error instanceof TypeError ? error.message : 'resolved';
      });
    }
  });

  it('carries no credential to another origin on a redirect (fetch drops authorization; httpFetch the API key too)', async () => {
    const to = encodeURIComponent(`${otherBase}/echo`);
    const headers = { authorization: 'Bearer secret', 'x-api-key': 'sk-secret', 'x-other': 'kept' };
    const sent = async (f: Fetch): Promise<Record<string, string>> => (request(await seen(await f(`${base}/redirect?status=307&to=${to}`, { headers }))) as { headers: Record<string, string> }).headers;
    const theirs = await sent(globalThis.fetch);
    const ours = await sent(httpFetch);
    assert.equal(theirs.authorization, undefined);
    assert.equal(ours.authorization, undefined);
    assert.equal(ours['x-api-key'], undefined, 'the key stays with its origin');
    assert.equal(ours['x-other'], 'kept');
    // Same origin: everything is kept.
    const kept = (request(await seen(await httpFetch(`${base}/redirect?status=307`, { headers }))) as { headers: Record<string, string> }).headers;
    assert.equal(kept['x-api-key'], 'sk-secret');
  });

  it('streams the body: the first event is read before the server has sent the second', async () => {
    for (const [name, f] of both) {
      const res = await f(`${base}/sse`);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('\n\n')) text += decoder.decode((await reader.read()).value);
      assert.ok(release, name);
      release();
      for (let r = await reader.read(); !r.done; r = await reader.read()) text += decoder.decode(r.value);
      assert.equal(text, 'event: one\ndata: {"n":1}\n\nevent: two\ndata: {"n":2}\n\n', name);
    }
  });

  it('fails the same way: refused connection, a body cut short, a header with a line break', async () => {
    const closed = await listen(() => undefined);
    closed[0].close();
    await same(async (f) => {
      const error = await f(`${closed[1]}/x`).then(() => undefined, (e: unknown) => e);
      assert.ok(error instanceof TypeError);
      return { message: error.message, code: (error.cause as NodeJS.ErrnoException).code };
    });
    await same(async (f) => {
      const res = await f(`${base}/cut`);
      const error = await res.text().then(() => undefined, (e: unknown) => e);
      return error instanceof Error;
    });
    await same(async (f) => {
      const error = await f(`${base}/echo`, { headers: { 'x-bad': 'a\r\nInjected: 1' } }).then(() => undefined, (e: unknown) => e);
      return error instanceof TypeError;
    });
    await same(async (f) => {
      const error = await f(`${base}/echo`, { method: 'GET', body: 'x' }).then(() => undefined, (e: unknown) => e);
      return error instanceof TypeError;
    });
  });

  it('aborts the same way: before the request, and while the body streams', async () => {
    await same(async (f) => {
      const error = await f(`${base}/echo`, { signal: AbortSignal.abort() }).then(() => undefined, (e: unknown) => e);
      return (error as Error).name;
    });
    for (const [name, f] of both) {
      const controller = new AbortController();
      const res = await f(`${base}/sse`, { signal: controller.signal });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      controller.abort();
      const error = await reader.read().then(() => undefined, (e: unknown) => e);
      assert.equal((error as Error | undefined)?.name, 'AbortError', name);
      release?.();
    }
  });

  it('reads a body once, or twice through clone()', async () => {
    await same(async (f) => {
      const res = await f(`${base}/echo`);
      const copy = res.clone();
      const [a, b] = await Promise.all([res.text(), copy.text()]);
      const again = await res.text().then(() => 'read twice', (e: unknown) => (e instanceof TypeError ? 'TypeError' : 'other'));
      return { same: a === b, again };
    });
  });
});

describe('httpFetch', () => {
  it('announces each request once its body is on the wire, for the session to start what waits for the first request', async () => {
    const sent: unknown[] = [];
    const listener = (message: unknown): void => void sent.push(message);
    subscribe(REQUEST_SENT_CHANNEL, listener);
    try {
      await (await httpFetch(`${base}/echo`, { method: 'POST', body: 'x' })).text();
    } finally {
      unsubscribe(REQUEST_SENT_CHANNEL, listener);
    }
    assert.deepEqual(sent, [{ url: `${base}/echo`, method: 'POST' }]);
  });

  it('hands what it does not send itself to Node fetch: a form body, a Request', async () => {
    const form = await httpFetch(`${base}/echo`, { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    assert.equal(((await form.json()) as { body: string }).body, 'a=1');
    const viaRequest = await httpFetch(new Request(`${base}/echo`));
    assert.equal(viaRequest.status, 200);
    assert.equal(viaRequest instanceof Response, true, 'Node fetch answered');
  });

  it('goes through the proxy the environment names, as Node fetch does with NODE_USE_ENV_PROXY=1', async () => {
    let proxied = 0;
    const [proxy, proxyUrl] = await listen((req, res) => {
      proxied += 1;
      http.get(req.url ?? '', (upstream) => upstream.pipe(res));
    });
    try {
      const script = `const { httpFetch } = await import(${JSON.stringify(new URL('../../src/http/fetch.js', import.meta.url).href)}); process.stdout.write(await (await httpFetch(${JSON.stringify(`${base}/echo`)})).text());`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { PATH: process.env.PATH ?? '', NODE_USE_ENV_PROXY: '1', HTTP_PROXY: proxyUrl, NO_PROXY: '' } });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await new Promise((resolve) => child.on('close', resolve));
      assert.equal((JSON.parse(out) as { url: string }).url, '/echo');
      assert.equal(proxied, 1);
    } finally {
      proxy.close();
    }
  });

  it('speaks https to a server the environment trusts (NODE_EXTRA_CA_CERTS), as the API is reached', async (t) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'http-fetch-tls-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    } catch {
      t.skip('openssl is not installed: no certificate to test with');
      return;
    }
    const tls = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => echo(req, res, body));
    });
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    t.after(() => tls.close());
    const url = `https://127.0.0.1:${(tls.address() as AddressInfo).port}/echo`;
    const script = `const { httpFetch } = await import(${JSON.stringify(new URL('../../src/http/fetch.js', import.meta.url).href)}); const res = await httpFetch(${JSON.stringify(url)}, { method: 'POST', body: 'over tls', headers: { 'x-api-key': 'k' } }); process.stdout.write(await res.text());`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { PATH: process.env.PATH ?? '', NODE_EXTRA_CA_CERTS: cert } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    await new Promise((resolve) => child.on('close', resolve));
    const echoed = JSON.parse(out || '{}') as { method?: string; body?: string; headers?: Record<string, string> };
    assert.equal(echoed.body, 'over tls', err);
    assert.equal(echoed.method, 'POST');
    assert.equal(echoed.headers?.['x-api-key'], 'k');
  });

  it('keeps the connection for the next request (one socket for two sequential requests)', async () => {
    const sockets = new Set<unknown>();
    const seenSocket = (req: http.IncomingMessage): void => void sockets.add(req.socket);
    server.on('request', seenSocket);
    try {
      for (let i = 0; i < 2; i++) await (await httpFetch(`${base}/echo`)).text();
    } finally {
      server.off('request', seenSocket);
    }
    assert.equal(sockets.size, 1);
  });
});

describe('HttpHeaders', () => {
  it('is what Node\'s Headers is: case-insensitive, sorted, joined, validated; instanceof holds both ways', () => {
    const build = (H: new (init?: [string, string][]) => Headers): unknown => {
      const h = new H([['B', '2'], ['a', ' 1 ']]);
      h.append('b', '3');
      h.set('C', 'x');
      h.delete('c');
      const bad = (() => {
        try {
          h.set('bad name', 'x');
          return 'accepted';
        } catch (error) {
          return error instanceof TypeError ? 'TypeError' : 'other';
        }
      })();
      return { all: [...h], keys: [...h.keys()], values: [...h.values()], get: h.get('B'), has: h.has('A'), missing: h.get('zz'), bad, tag: Object.prototype.toString.call(h) };
    };
    assert.deepEqual(build(HttpHeaders as unknown as new (init?: [string, string][]) => Headers), build(Headers));
    assert.ok(new Headers() instanceof HttpHeaders);
    assert.ok(!({} instanceof HttpHeaders));
  });
});

describe('the SDK door\'s stand-ins for FormData and ReadableStream', () => {
  it('answer instanceof as the globals do, and `new` makes one of Node\'s', async () => {
    const stream = new ReadableStream({ start: (c) => c.close() });
    const form = new FormData();
    const values: unknown[] = ['{"a":1}', Buffer.from('x'), new Uint8Array(2), new ArrayBuffer(1), null, undefined, {}, stream, form, new Blob(['x']), { [Symbol.toStringTag]: 'ReadableStream' }];
    for (const value of values) {
      assert.equal(value instanceof LazyReadableStream, value instanceof ReadableStream, String(Object.prototype.toString.call(value)));
      assert.equal(value instanceof LazyFormData, value instanceof FormData, String(Object.prototype.toString.call(value)));
    }
    const made = new LazyReadableStream({ start: (c) => { c.enqueue(new Uint8Array([1])); c.close(); } }) as unknown;
    assert.ok(made instanceof ReadableStream);
    const read = await (made as ReadableStream<Uint8Array>).getReader().read();
    assert.deepEqual(read.value, new Uint8Array([1]));
    assert.ok((new LazyFormData() as unknown) instanceof FormData);
  });
});
