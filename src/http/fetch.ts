import { channel } from 'node:diagnostics_channel';
import http, { type IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { HttpHeaders, type HeadersInput } from './headers.js';
import { HttpResponse } from './response.js';

// fetch over node:http and node:https, for the requests the runner makes itself: the model's and GitHub's.
// Node's own fetch (its bundled undici) costs 25-35 ms of compiling and evaluating on first use, and again ~20 ms
// on its first request, all before the first model request; node:http is loaded at start anyway. What this does
// not do itself (a Request object, a streamed or form body, a scheme other than http and https, credentials in
// the URL) goes to Node's fetch. Proxies: Node's global agents, which follow NODE_USE_ENV_PROXY as fetch does.

/** Published once a request's body is handed to the socket (as undici's `undici:request:bodySent`). */
export const REQUEST_SENT_CHANNEL = 'agent-runner:http:request-sent';
const requestSent = channel(REQUEST_SENT_CHANNEL);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
/** undici's headers and body timeouts: a connection that sends nothing for this long fails the request. */
const IDLE_TIMEOUT_MS = 300_000;
/** Never carried to another origin by a redirect (fetch drops only authorization; a key header is as secret). */
const CREDENTIALS = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key'];
const NORMALIZED_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);

interface Plan {
  url: URL;
  method: string;
  headers: HttpHeaders;
  body: Buffer | undefined;
  signal: AbortSignal | undefined;
  redirect: NonNullable<RequestInit['redirect']>;
}

/** A fetch: same arguments, same results and errors, as the differential test in test/http/ checks against Node's. */
export const httpFetch: typeof fetch = (input, init = {}) => {
  let plan: Plan | undefined;
  try {
    plan = planOf(input, init);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new TypeError(String(error)));
  }
  // The one cast: HttpResponse is fetch's Response in everything a caller reads (the differential test), not its type.
  return plan ? (send(plan, 0) as unknown as Promise<Response>) : globalThis.fetch(input, init);
};

function planOf(input: string | URL | Request, init: RequestInit): Plan | undefined {
  if (typeof input !== 'string' && !(input instanceof URL)) return undefined;
  const url = new URL(String(input));
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  const body = bytesOf(init.body);
  if (body === false) return undefined;
  const asked = init.method ?? 'GET';
  const method = NORMALIZED_METHODS.has(asked.toUpperCase()) ? asked.toUpperCase() : asked;
  if (body && (method === 'GET' || method === 'HEAD')) throw new TypeError('Request with GET/HEAD method cannot have body.');
  const headers = new HttpHeaders(init.headers as HeadersInput);
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8');
  url.hash = '';
  return { url, method, headers, body, signal: init.signal ?? undefined, redirect: init.redirect ?? 'follow' };
}

/** The body as bytes; false for a body only Node's fetch sends (a stream, a form, a blob, search params). */
function bytesOf(body: RequestInit['body']): Buffer | undefined | false {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof ArrayBuffer) return Buffer.from(body.slice(0));
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
  return false;
}

const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
const failed = (cause: unknown): TypeError => new TypeError('fetch failed', { cause });

function send(plan: Plan, hops: number): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = plan;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const headers = plan.headers.toRecord();
    headers.accept ??= '*/*';
    headers['user-agent'] ??= 'node';
    if (plan.body) headers['content-length'] = String(plan.body.length);
    else if (plan.method === 'POST' || plan.method === 'PUT') headers['content-length'] = '0';
    const client = plan.url.protocol === 'https:' ? process.getBuiltinModule('node:https') : http;
    const req = client.request(plan.url, { method: plan.method, headers });
    let response: IncomingMessage | undefined;
    const onAbort = (): void => {
      const reason = abortReason(signal as AbortSignal);
      req.destroy(reason instanceof Error ? reason : undefined);
      response?.destroy(reason instanceof Error ? reason : undefined);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settled = (): void => signal?.removeEventListener('abort', onAbort);
    req.setTimeout(IDLE_TIMEOUT_MS, () => req.destroy(new Error(`the server sent nothing for ${IDLE_TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) => {
      settled();
      reject(signal?.aborted ? abortReason(signal) : failed(error));
    });
    req.on('finish', () => {
      if (requestSent.hasSubscribers) requestSent.publish({ url: plan.url.href, method: plan.method });
    });
    req.on('response', (res) => {
      response = res;
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location !== undefined && plan.redirect !== 'manual') {
        res.resume();
        settled();
        if (plan.redirect === 'error') reject(failed(new Error(`unexpected redirect (${status})`)));
        else if (hops >= MAX_REDIRECTS) reject(failed(new Error('redirect count exceeded')));
        else {
          try {
            resolve(send(redirected(plan, status, location), hops + 1));
          } catch (error) {
            reject(error);
          }
        }
        return;
      }
      res.on('close', settled);
      const headers = new HttpHeaders();
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? '');
      const body = plan.method === 'HEAD' ? null : ReadableStream.from<Uint8Array>(decoded(res, headers.get('content-encoding')));
      if (!body) res.resume();
      resolve(new HttpResponse({ status, statusText: res.statusMessage ?? '', headers, url: plan.url.href, redirected: hops > 0, body }));
    });
    req.end(plan.body);
  });
}

/** The request a redirect asks for, with fetch's rules: 303 (and 301/302 after a POST) become a GET without body. */
function redirected(plan: Plan, status: number, location: string): Plan {
  const url = new URL(location, plan.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw failed(new Error(`redirect to ${url.protocol}`));
  const headers = new HttpHeaders(plan.headers);
  let { method, body } = plan;
  if ((status === 303 && method !== 'GET' && method !== 'HEAD') || ((status === 301 || status === 302) && method === 'POST')) {
    method = 'GET';
    body = undefined;
    for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location']) headers.delete(name);
  }
  if (url.origin !== plan.url.origin) for (const name of CREDENTIALS) headers.delete(name);
  url.hash = '';
  return { ...plan, url, method, body, headers };
}

/** The body as sent: fetch decodes gzip, deflate and br (none is asked for, but a server or proxy may send one). */
function decoded(res: IncomingMessage, encoding: string | null): Readable {
  const kind = encoding?.trim().toLowerCase();
  if (kind !== 'gzip' && kind !== 'x-gzip' && kind !== 'deflate' && kind !== 'br') return res;
  const zlib = process.getBuiltinModule('node:zlib');
  const decoder = kind === 'br' ? zlib.createBrotliDecompress() : kind === 'deflate' ? zlib.createInflate() : zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  // Either end failing or cancelled ends both (the socket is then closed, not reused).
  return pipeline(res, decoder, () => undefined);
}
