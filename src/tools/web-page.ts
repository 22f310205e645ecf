/**
 * WebFetch's HTTP side: one GET, bounded in size and time, no cookies or credentials, redirects followed only
 * within the same origin (any other is handed back, so the next fetch is decided again by the permission rules).
 * Each hop's host is held to what the workflow grants (src/powers/network.ts): resolved once, every address
 * checked, and the connection made to a checked address only.
 */
import { pinnedFetch, type PinnedAddress } from '../http/fetch.js';
import { isIP } from 'node:net';
import { addressRefusal, hostRefusal, type NetworkGrant } from '../powers/network.js';
import { RUNNER_NAME, RUNNER_VERSION } from '../version.js';

/** Claude Code's caps: 10 MB of body, 60 s per fetch, 10 redirects. */
const MAX_PAGE_BYTES = 10 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 60_000;
const MAX_REDIRECTS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Why an address is refused, or undefined. */
export type AddressCheck = (address: string) => string | undefined;

export interface PageFetchOptions {
  /** What the run's workflow grants (src/powers/network.ts); default: the sandbox is off. */
  grant?: NetworkGrant;
  /** A further check of every address before connecting (tests narrow it). */
  checkAddress?: AddressCheck;
  /** The resolver (default the system's, `dns.lookup` with every address): tests play a name server's answers. */
  resolve?: (host: string) => Promise<PinnedAddress[]>;
  maxBytes?: number;
  timeoutMs?: number;
}

export type PageResult =
  | { kind: 'page'; url: string; status: number; statusText: string; contentType: string; body: Buffer; truncated: boolean }
  | { kind: 'redirect'; from: string; to: string; status: number; statusText: string }
  | { kind: 'http_error'; url: string; status: number; statusText: string; retryAfter?: string }
  | { kind: 'refused'; message: string };

/**
 * The host resolved once and every address it gives checked: the addresses to connect to, or why none. A name that
 * resolves to one refused address is refused whole (a later lookup could pick that one).
 */
async function checkedAddresses(url: URL, opts: PageFetchOptions): Promise<PinnedAddress[] | string> {
  const grant = opts.grant ?? {};
  const hostRefused = hostRefusal(grant, url.hostname);
  if (hostRefused !== undefined) return hostRefused;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  // node:dns/promises loaded when a host name is looked up, not with the run's code (issue 29).
  const resolve = opts.resolve ?? (async (name: string) => (await import('node:dns/promises')).lookup(name, { all: true, verbatim: true }));
  const addresses = literal !== 0 ? [{ address: host, family: literal }] : await resolve(host);
  if (addresses.length === 0) return `${url.hostname} resolves to no address`;
  for (const { address } of addresses) {
    const why = addressRefusal(grant, url.hostname, address) ?? opts.checkAddress?.(address);
    if (why !== undefined) return literal !== 0 ? why : `${url.hostname} resolves to ${address}: ${why}`;
  }
  return addresses;
}

/** A redirect is followed only to the very same origin, without credentials in it: any other goes back to the model. */
function followable(from: URL, to: URL): boolean {
  return from.origin === to.origin && to.username === '' && to.password === '';
}

async function readCapped(res: Response, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const parts: Buffer[] = [];
  let total = 0;
  let truncated = false;
  const reader = res.body?.getReader();
  if (!reader) return { body: Buffer.alloc(0), truncated };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - total;
    if (value.byteLength >= room) {
      parts.push(Buffer.from(value.buffer, value.byteOffset, room));
      total += room;
      truncated = value.byteLength > room;
      if (!truncated) continue;
      await reader.cancel().catch(() => undefined);
      break;
    }
    parts.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    total += value.byteLength;
  }
  return { body: Buffer.concat(parts, total), truncated };
}

/** GET `url` (already checked to be http(s) without credentials). Network failures throw. */
export async function fetchPage(url: URL, signal: AbortSignal, opts: PageFetchOptions = {}): Promise<PageResult> {
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs ?? PAGE_TIMEOUT_MS)]);
  let current = url;
  for (let hops = 0; ; hops++) {
    const addresses = await checkedAddresses(current, opts);
    if (typeof addresses === 'string') return { kind: 'refused', message: addresses };
    // No cookie jar, no Authorization, no credentials of the runner: each request stands alone. The user agent
    // carries Claude Code's `Claude-User` token, so a site can tell (and refuse) a fetch made for an AI agent.
    const res = await pinnedFetch(current, addresses, {
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      signal: deadline,
      headers: { accept: 'text/markdown, text/html, */*', 'user-agent': `Claude-User (${RUNNER_NAME}/${RUNNER_VERSION})` },
    });
    if (REDIRECTS.has(res.status)) {
      await res.body?.cancel().catch(() => undefined);
      const location = res.headers.get('location');
      const target = location ? URL.parse(location, current) : null;
      if (target === null || (target.protocol !== 'http:' && target.protocol !== 'https:')) {
        return { kind: 'http_error', url: current.href, status: res.status, statusText: res.statusText };
      }
      if (!followable(current, target)) return { kind: 'redirect', from: current.href, to: target.href, status: res.status, statusText: res.statusText };
      if (hops >= MAX_REDIRECTS) return { kind: 'refused', message: `more than ${MAX_REDIRECTS} redirects` };
      current = target;
      continue;
    }
    if (res.status < 200 || res.status >= 300) {
      await res.body?.cancel().catch(() => undefined);
      const retryAfter = res.headers.get('retry-after');
      return {
        kind: 'http_error',
        url: current.href,
        status: res.status,
        statusText: res.statusText,
        ...(retryAfter && /^\d{1,6}$/.test(retryAfter) ? { retryAfter } : {}),
      };
    }
    const { body, truncated } = await readCapped(res, opts.maxBytes ?? MAX_PAGE_BYTES);
    return {
      kind: 'page',
      url: current.href,
      status: res.status,
      statusText: res.statusText,
      contentType: res.headers.get('content-type') ?? '',
      body,
      truncated,
    };
  }
}

/** HTML as markdown (Claude Code uses turndown too), scripts, styles and frames dropped; loaded on first use. */
export async function htmlToMarkdown(html: string): Promise<string> {
  const { default: TurndownService } = await import('turndown');
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  service.remove(['script', 'style', 'noscript', 'iframe', 'template']);
  return service.turndown(html).trim();
}
