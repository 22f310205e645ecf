import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UsageLike } from '../src/model/pricing.js';
import { now } from './stats.js';

/**
 * A recording proxy on 127.0.0.1 in front of the scripted model: the harness under test talks to it, it forwards
 * every request to the scripted server unchanged and notes when the request arrived, when the answer was fully
 * sent, and the usage the answer carried (read back from the SSE stream or the JSON body). Timing at the proxy
 * puts the forwarding cost on the model's side of the ledger, never on the harness's.
 */

export interface ProxiedCall {
  /** 'messages' for POST /v1/messages, 'count_tokens' for its count form, 'other' for anything else. */
  kind: 'messages' | 'count_tokens' | 'other';
  path: string;
  /** A main-loop request (it offers tools), as opposed to a side request (title, summary, …). */
  main: boolean;
  model: string;
  start: number;
  end: number;
  status: number;
  usage?: UsageLike;
}

export interface RecordingProxy {
  url: string;
  calls: ProxiedCall[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rule both the proxy and the benches' scripts use: main-loop requests offer tools. */
export function isMainLoop(body: unknown): boolean {
  return isRecord(body) && Array.isArray(body.tools) && body.tools.length > 0;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function usageFrom(raw: unknown, into: UsageLike = { input_tokens: 0, output_tokens: 0 }): UsageLike {
  if (!isRecord(raw)) return into;
  into.input_tokens = num(raw.input_tokens) ?? into.input_tokens;
  into.output_tokens = num(raw.output_tokens) ?? into.output_tokens;
  into.cache_creation_input_tokens = num(raw.cache_creation_input_tokens) ?? into.cache_creation_input_tokens ?? 0;
  into.cache_read_input_tokens = num(raw.cache_read_input_tokens) ?? into.cache_read_input_tokens ?? 0;
  if (isRecord(raw.cache_creation)) {
    into.cache_creation = {
      ephemeral_5m_input_tokens: num(raw.cache_creation.ephemeral_5m_input_tokens) ?? 0,
      ephemeral_1h_input_tokens: num(raw.cache_creation.ephemeral_1h_input_tokens) ?? 0,
    };
  }
  return into;
}

/** The usage of one Messages API answer, streamed (SSE) or not. */
export function parseUsage(contentType: string, body: string): UsageLike | undefined {
  try {
    if (!contentType.includes('event-stream')) {
      const parsed: unknown = JSON.parse(body);
      return isRecord(parsed) && isRecord(parsed.usage) ? usageFrom(parsed.usage) : undefined;
    }
    let usage: UsageLike | undefined;
    for (const line of body.split('\n')) {
      if (!line.startsWith('data: ')) continue;
      const event: unknown = JSON.parse(line.slice(6));
      if (!isRecord(event)) continue;
      if (event.type === 'message_start' && isRecord(event.message)) usage = usageFrom(event.message.usage);
      if (event.type === 'message_delta' && usage) usageFrom(event.usage, usage);
    }
    return usage;
  } catch {
    return undefined;
  }
}

export async function startRecordingProxy(upstream: string): Promise<RecordingProxy> {
  const target = new URL(upstream);
  const calls: ProxiedCall[] = [];
  const server = http.createServer((req, res) => {
    const start = now();
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(parts);
      const path = req.url ?? '/';
      const pathname = new URL(path, 'http://127.0.0.1').pathname;
      const kind = pathname.endsWith('/count_tokens') ? 'count_tokens' : pathname.endsWith('/v1/messages') ? 'messages' : 'other';
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
      const call: ProxiedCall = {
        kind,
        path,
        main: kind === 'messages' && isMainLoop(body),
        model: isRecord(body) ? String(body.model) : '',
        start,
        end: start,
        status: 0,
      };
      calls.push(call);
      // The body is forwarded whole: hop-by-hop framing headers must not travel with it (a request carrying both
      // content-length and transfer-encoding is rejected by Node's HTTP parser with a 400).
      const { 'transfer-encoding': _te, connection: _conn, 'keep-alive': _ka, ...rest } = req.headers;
      const headers = { ...rest, host: target.host, 'content-length': String(raw.length) };
      const up = http.request({ host: target.hostname, port: target.port, method: req.method, path, headers }, (upRes) => {
        call.status = upRes.statusCode ?? 0;
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        const got: Buffer[] = [];
        upRes.on('data', (chunk: Buffer) => {
          got.push(chunk);
          res.write(chunk);
        });
        upRes.on('end', () => {
          res.end(() => {
            call.end = now();
            if (kind === 'messages') call.usage = parseUsage(String(upRes.headers['content-type'] ?? ''), Buffer.concat(got).toString('utf8'));
          });
        });
        upRes.on('error', () => res.destroy());
      });
      up.on('error', () => {
        call.end = now();
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end('{"type":"error","error":{"type":"api_error","message":"bench proxy: upstream failed"}}');
      });
      up.end(raw);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Time during which at least one model call was in flight (overlapping calls counted once). */
export function modelBusyMs(calls: readonly ProxiedCall[]): number {
  const spans = calls.map((c) => [c.start, Math.max(c.start, c.end)] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curStart = Number.NaN;
  let curEnd = Number.NaN;
  for (const [s, e] of spans) {
    if (!(s <= curEnd)) {
      if (Number.isFinite(curStart)) total += curEnd - curStart;
      curStart = s;
      curEnd = e;
    } else curEnd = Math.max(curEnd, e);
  }
  if (Number.isFinite(curStart)) total += curEnd - curStart;
  return total;
}
