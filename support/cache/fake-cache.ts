import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * GitHub Actions' cache service as `@actions/cache` (v2, ACTIONS_CACHE_SERVICE_V2) talks to it: the results service's
 * twirp API (CreateCacheEntry, FinalizeCacheEntryUpload, GetCacheEntryDownloadURL) under ACTIONS_RESULTS_URL, and the
 * blob storage its signed URLs name (Azure Blob's PUT of a whole blob or of blocks and a block list, and a GET), all on
 * 127.0.0.1. Entries live in scopes as GitHub's do: a run writes in its ref's scope and reads its own, then its
 * base's; an entry's key and version cannot be written twice in one scope. The scopes come from the runtime token's
 * `ac` claim as the runner's JWT carries them, else the default branch's.
 */

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  scope: string;
  blob?: Buffer;
  finalized: boolean;
}

export interface CacheScope {
  Scope: string;
  /** 1 read, 3 read and write (as in the runtime token's `ac` claim). */
  Permission: number;
}

export interface FakeCache {
  /** ACTIONS_RESULTS_URL, with its trailing slash. */
  url: string;
  entries: CacheEntry[];
  /** Every request, as `METHOD /path` (queries left out). */
  requests: string[];
  /** Where requests for the Results service's other parts go (the artifacts' fake, support/artifacts/): one address serves both. */
  forwardTo(url: string | undefined): void;
  /** Writes an entry as another workflow run would (a forged or another thread's entry), finalized. */
  put(entry: { key: string; version: string; scope: string; blob: Buffer }): void;
  close(): Promise<void>;
}

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const DEFAULT_SCOPES: CacheScope[] = [{ Scope: 'refs/heads/main', Permission: 3 }];

/** A runtime token as the runner hands it out: a JWT whose `ac` claim lists the cache scopes (here unsigned). */
export function cacheTokenFor(scopes: CacheScope[]): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ typ: 'JWT', alg: 'RS256' })}.${part({ ac: JSON.stringify(scopes), scp: 'Actions.Results' })}.${randomBytes(16).toString('base64url')}`;
}

/** The scopes a bearer token grants: its `ac` claim, else the default branch's. */
function scopesOf(authorization: string | undefined): CacheScope[] | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { ac?: unknown };
    const ac = typeof claims.ac === 'string' ? (JSON.parse(claims.ac) as CacheScope[]) : undefined;
    return Array.isArray(ac) && ac.length > 0 ? ac : DEFAULT_SCOPES;
  } catch {
    return DEFAULT_SCOPES;
  }
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** A request for another service at this address, passed on as it came and answered as that service answers. */
async function passOn(req: IncomingMessage, res: ServerResponse, to: URL): Promise<void> {
  const body = await bodyOf(req);
  const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' && k !== 'host' ? [[k, v]] : [])));
  const got = await fetch(to, { method: req.method ?? 'GET', headers, ...(body.length > 0 ? { body } : {}), redirect: 'manual' });
  const back: Record<string, string> = {};
  got.headers.forEach((value, key) => {
    if (!['content-encoding', 'transfer-encoding', 'connection', 'content-length'].includes(key)) back[key] = value;
  });
  res.writeHead(got.status, back);
  res.end(Buffer.from(await got.arrayBuffer()));
}

export async function startFakeCache(): Promise<FakeCache> {
  const secret = randomBytes(16);
  const entries: CacheEntry[] = [];
  const requests: string[] = [];
  const blocks = new Map<string, Buffer>();
  let nextId = 1;
  let base = '';
  let forward: string | undefined;
  const sign = (id: number): string => createHmac('sha256', secret).update(String(id)).digest('hex');
  const signedUrl = (id: number): string => `${base}blobs/actionscache/entries/${id}?sig=${sign(id)}`;
  const signed = (url: URL): CacheEntry | undefined => {
    const id = Number(/^\/blobs\/actionscache\/entries\/(\d+)$/.exec(url.pathname)?.[1]);
    const sig = Buffer.from(url.searchParams.get('sig') ?? '');
    const good = Buffer.from(sign(id));
    if (!Number.isInteger(id) || sig.length !== good.length || !timingSafeEqual(sig, good)) return undefined;
    return entries.find((e) => e.id === id);
  };

  const twirp = (method: string, scopes: CacheScope[], body: Record<string, unknown>): [number, unknown] => {
    const key = String(body.key ?? '');
    const version = String(body.version ?? '');
    const writable = scopes.find((s) => (s.Permission & 2) !== 0)?.Scope;
    if (method === 'CreateCacheEntry') {
      if (writable === undefined) return [200, { ok: false, message: 'cache write denied: the token has no writable scope' }];
      if (entries.some((e) => e.scope === writable && e.key === key && e.version === version))
        return [200, { ok: false, message: 'cache entry already exists' }];
      const entry: CacheEntry = { id: nextId++, key, version, scope: writable, finalized: false };
      entries.push(entry);
      return [200, { ok: true, signed_upload_url: signedUrl(entry.id) }];
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const entry = entries.find((e) => e.scope === writable && e.key === key && e.version === version && !e.finalized);
      if (!entry?.blob) return [200, { ok: false, message: 'no upload to finalize' }];
      entry.finalized = true;
      return [200, { ok: true, entry_id: String(entry.id) }];
    }
    if (method === 'GetCacheEntryDownloadURL') {
      const restoreKeys = Array.isArray(body.restore_keys) ? body.restore_keys.map(String) : [];
      for (const scope of scopes.filter((s) => (s.Permission & 1) !== 0).map((s) => s.Scope)) {
        const here = entries.filter((e) => e.scope === scope && e.finalized && e.version === version).reverse();
        const hit = here.find((e) => e.key === key) ?? restoreKeys.map((prefix) => here.find((e) => e.key.startsWith(prefix))).find((e) => e !== undefined);
        if (hit) return [200, { ok: true, signed_download_url: signedUrl(hit.id), matched_key: hit.key }];
      }
      return [200, { ok: false }];
    }
    return [404, { code: 'bad_route', msg: `no such method ${method}` }];
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const own = url.pathname.startsWith(SERVICE) || url.pathname.startsWith('/blobs/actionscache/');
    if (!own) {
      if (forward === undefined) return json(res, 404, { code: 'bad_route', msg: `${url.pathname} is not the cache service's` });
      return void passOn(req, res, new URL(`${url.pathname}${url.search}`, forward)).catch(() =>
        json(res, 502, { code: 'unavailable', msg: 'the service behind could not be reached' }),
      );
    }
    requests.push(`${req.method ?? ''} ${url.pathname}`);
    void bodyOf(req).then((body) => {
      if (req.method === 'POST' && url.pathname.startsWith(SERVICE)) {
        const scopes = scopesOf(req.headers.authorization);
        if (!scopes) return json(res, 401, { code: 'unauthenticated', msg: 'no bearer token' });
        const [status, value] = twirp(url.pathname.slice(SERVICE.length), scopes, JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>);
        return json(res, status, value);
      }
      const entry = signed(url);
      if (!entry) return json(res, 403, { error: 'AuthenticationFailed: the signature does not match' });
      const headers = {
        etag: `"0x${entry.id}"`,
        'last-modified': new Date().toUTCString(),
        'x-ms-request-id': randomBytes(8).toString('hex'),
        'x-ms-version': '2025-01-05',
      };
      if (req.method === 'PUT') {
        if (entry.finalized) return json(res, 409, { error: 'BlobAlreadyExists' });
        const comp = url.searchParams.get('comp');
        if (comp === 'block') blocks.set(`${entry.id}/${url.searchParams.get('blockid') ?? ''}`, body);
        else if (comp === 'blocklist') {
          const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map((m) => m[1] ?? '');
          entry.blob = Buffer.concat(ids.map((id) => blocks.get(`${entry.id}/${id}`) ?? Buffer.alloc(0)));
        } else entry.blob = body;
        res.writeHead(201, { ...headers, 'content-length': '0' });
        return res.end();
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && entry.blob) {
        res.writeHead(200, {
          ...headers,
          'content-type': 'application/octet-stream',
          'content-length': String(entry.blob.length),
          'x-ms-blob-type': 'BlockBlob',
        });
        return res.end(req.method === 'HEAD' ? undefined : entry.blob);
      }
      return json(res, 404, { error: 'BlobNotFound' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: base,
    entries,
    requests,
    forwardTo(url) {
      forward = url;
    },
    put(entry) {
      entries.push({ ...entry, id: nextId++, finalized: true });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
