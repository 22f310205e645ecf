/**
 * WebFetch's HTTP side: one GET with Node's fetch, bounded in size and time, no cookies or credentials,
 * redirects followed only within the same origin (any other is handed back, so the next fetch is decided
 * again by the permission rules), and addresses a CI job should never reach refused before connecting.
 */
import { runnerFetch } from '../http/fetch.js';
import { BlockList, isIP } from 'node:net';
import { RUNNER_NAME, RUNNER_VERSION } from '../version.js';

/** Claude Code's caps: 10 MB of body, 60 s per fetch, 10 redirects. */
const MAX_PAGE_BYTES = 10 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 60_000;
const MAX_REDIRECTS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Link-local addresses (169.254.0.0/16, fe80::/10) are where clouds serve instance metadata and
 * credentials (169.254.169.254, fd00:ec2::254, Alibaba's 100.100.100.200): a model steered by a page
 * must not read them. Loopback and private networks stay reachable, as in Claude Code.
 */
const METADATA = new BlockList();
METADATA.addSubnet('169.254.0.0', 16, 'ipv4');
METADATA.addSubnet('0.0.0.0', 8, 'ipv4');
METADATA.addAddress('100.100.100.200', 'ipv4');
METADATA.addSubnet('fe80::', 10, 'ipv6');
METADATA.addAddress('fd00:ec2::254', 'ipv6');

/** Why an address is refused, or undefined. */
export type AddressCheck = (address: string) => string | undefined;

export const refuseMetadataAddresses: AddressCheck = (address) => {
  const family = isIP(address);
  if (family === 0) return undefined;
  return METADATA.check(address, family === 4 ? 'ipv4' : 'ipv6')
    ? `${address} is a link-local or cloud metadata address, which WebFetch never connects to`
    : undefined;
};

export interface PageFetchOptions {
  /** Refuses addresses before connecting; default refuseMetadataAddresses. */
  checkAddress?: AddressCheck;
  maxBytes?: number;
  timeoutMs?: number;
}

export type PageResult =
  | { kind: 'page'; url: string; status: number; statusText: string; contentType: string; body: Buffer; truncated: boolean }
  | { kind: 'redirect'; from: string; to: string; status: number; statusText: string }
  | { kind: 'http_error'; url: string; status: number; statusText: string; retryAfter?: string }
  | { kind: 'refused'; message: string };

/** Every address the host resolves to must pass the check (an IP literal is checked as it is). */
async function refusedHost(url: URL, check: AddressCheck): Promise<string | undefined> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return check(host);
  // node:dns/promises loaded when a host name is looked up, not with the run's code (issue 29).
  const { lookup } = await import('node:dns/promises');
  const addresses = await lookup(host, { all: true, verbatim: true });
  for (const { address } of addresses) {
    const why = check(address);
    if (why !== undefined) return `${url.hostname} resolves to ${why}`;
  }
  return undefined;
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
  const check = opts.checkAddress ?? refuseMetadataAddresses;
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs ?? PAGE_TIMEOUT_MS)]);
  let current = url;
  for (let hops = 0; ; hops++) {
    const refused = await refusedHost(current, check);
    if (refused !== undefined) return { kind: 'refused', message: refused };
    // No cookie jar, no Authorization, no credentials of the runner: each request stands alone. The user agent
    // carries Claude Code's `Claude-User` token, so a site can tell (and refuse) a fetch made for an AI agent.
    const res = await runnerFetch(current, {
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
