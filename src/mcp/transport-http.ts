import {
  answerServerRequest,
  classify,
  isRecord,
  RpcError,
  TransportError,
  type Incoming,
  type JsonObject,
  type RequestId,
  type RequestOptions,
  type Transport,
} from './jsonrpc.js';

export interface HttpSpec {
  url: string;
  /** Configured headers (authorization and the like), already expanded. */
  headers: Record<string, string>;
}

/**
 * A header value as the 2026-07-28 transport carries it: plain when it is safe ASCII,
 * otherwise the `=?base64?…?=` sentinel form.
 */
export function encodeHeaderValue(value: string): string {
  const plain = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value);
  const looksEncoded = value.startsWith('=?base64?') && value.endsWith('?=');
  if (plain && !looksEncoded) return value;
  return `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * `Mcp-Param-*` headers for the arguments a tool's schema marks with `x-mcp-header`.
 * Throws when an annotation is invalid: such a tool must not be offered over HTTP.
 */
export function mcpParamHeaders(schema: unknown, args: JsonObject | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const seen = new Set<string>();
  const walk = (node: unknown, value: unknown): void => {
    if (!isRecord(node) || !isRecord(node.properties)) return;
    for (const [key, sub] of Object.entries(node.properties)) {
      if (!isRecord(sub)) continue;
      const v = isRecord(value) ? value[key] : undefined;
      const mark = sub['x-mcp-header'];
      if (mark !== undefined) {
        if (typeof mark !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(mark)) {
          throw new Error(`invalid x-mcp-header on "${key}"`);
        }
        if (seen.has(mark.toLowerCase())) throw new Error(`duplicate x-mcp-header "${mark}"`);
        seen.add(mark.toLowerCase());
        if (!['string', 'integer', 'boolean'].includes(String(sub.type))) {
          throw new Error(`x-mcp-header "${mark}" is on a ${String(sub.type)} property`);
        }
        if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isSafeInteger(v))) {
          headers[`mcp-param-${mark}`] = encodeHeaderValue(String(v));
        }
      }
      walk(sub, v);
    }
  };
  walk(schema, args ?? {});
  return headers;
}

/** Streamable HTTP: one POST per message, answered with JSON or an SSE stream. */
export class HttpTransport implements Transport {
  readonly kind = 'http' as const;
  readonly alive = true;
  /** Sent as MCP-Protocol-Version once a version is chosen. */
  protocolVersion: string | undefined;
  /** Legacy servers hand out a session on initialize; the modern protocol has none. */
  acceptSession = false;
  sessionId: string | undefined;
  /** Legacy servers do not read a closed stream as cancellation: tell them. */
  sendCancelNotification = false;
  private nextId = 1;
  private readonly inflight = new Set<AbortController>();

  constructor(private readonly spec: HttpSpec) {}

  stderrTail(): string {
    return '';
  }

  async request(method: string, params: JsonObject, opts: RequestOptions): Promise<unknown> {
    const id = this.nextId++;
    const controller = new AbortController();
    let why: 'timeout' | 'aborted' | null = null;
    const timer = setTimeout(() => {
      why = 'timeout';
      controller.abort();
    }, opts.timeoutMs);
    const onAbort = (): void => {
      why ??= 'aborted';
      controller.abort();
    };
    if (opts.signal?.aborted) onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    this.inflight.add(controller);
    try {
      return await this.exchange({ jsonrpc: '2.0', id, method, params }, id, controller.signal, opts.headers);
    } catch (err) {
      if (why === null) throw err;
      if (this.sendCancelNotification) {
        this.notify('notifications/cancelled', { requestId: id, reason: why }).catch(() => {});
      }
      throw why === 'timeout'
        ? new TransportError('timeout', `${method} got no answer within ${opts.timeoutMs} ms`)
        : new TransportError('aborted', `${method} was cancelled`);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      this.inflight.delete(controller);
    }
  }

  async notify(method: string, params: JsonObject): Promise<void> {
    const res = await this.post({ jsonrpc: '2.0', method, params }, AbortSignal.timeout(5000), {});
    await res.body?.cancel();
  }

  async close(): Promise<void> {
    for (const c of this.inflight) c.abort();
    this.inflight.clear();
    if (this.sessionId === undefined) return;
    // Ending a legacy session frees its state on the server; a failure changes nothing here.
    try {
      const res = await fetch(this.spec.url, {
        method: 'DELETE',
        headers: this.baseHeaders({}),
        signal: AbortSignal.timeout(2000),
      });
      await res.body?.cancel();
    } catch {
      // Best effort.
    }
    this.sessionId = undefined;
  }

  private baseHeaders(extra: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = {
      ...this.spec.headers,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...extra,
    };
    if (this.protocolVersion !== undefined) headers['mcp-protocol-version'] = this.protocolVersion;
    if (this.sessionId !== undefined) headers['mcp-session-id'] = this.sessionId;
    return headers;
  }

  private async post(body: JsonObject, signal: AbortSignal, extra: Record<string, string>): Promise<Response> {
    try {
      return await fetch(this.spec.url, { method: 'POST', headers: this.baseHeaders(extra), body: JSON.stringify(body), signal });
    } catch (err) {
      if (signal.aborted) throw err;
      const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      throw new TransportError('closed', `could not reach ${this.spec.url}${cause}`);
    }
  }

  private async exchange(body: JsonObject, id: RequestId, signal: AbortSignal, extra: Record<string, string> = {}): Promise<unknown> {
    const sentSession = this.sessionId !== undefined;
    const res = await this.post(body, signal, extra);
    const sid = res.headers.get('mcp-session-id');
    if (this.acceptSession && sid) this.sessionId = sid;
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok) {
      const text = await res.text();
      if (sentSession && (res.status === 404 || (res.status === 400 && /session/i.test(text)))) {
        throw new TransportError('stale-session', `the server no longer knows session ${this.sessionId ?? ''}`, res.status);
      }
      const msg = parseMessages(text).find((m) => m.kind === 'error');
      if (msg?.kind === 'error') throw new RpcError(msg.error.code, msg.error.message, msg.error.data, res.status);
      throw new TransportError('http', `HTTP ${res.status} ${res.statusText}${text ? `: ${text.slice(0, 300)}` : ''}`, res.status);
    }
    if (type.includes('text/event-stream')) return this.readSse(res, id);
    const text = await res.text();
    for (const msg of parseMessages(text)) {
      const answer = this.settle(msg, id);
      if (answer) return answer.value;
    }
    throw new TransportError('protocol', `HTTP ${res.status} response carried no answer to request ${id}`, res.status);
  }

  /** The answer to `id`, or a rethrow of its error; server requests met on the way are answered. */
  private settle(msg: Incoming, id: RequestId): { value: unknown } | null {
    if (msg.kind === 'response' && msg.id === id) return { value: msg.result };
    if (msg.kind === 'error' && (msg.id === id || msg.id === null)) {
      throw new RpcError(msg.error.code, msg.error.message, msg.error.data);
    }
    if (msg.kind === 'request') {
      const reply = { jsonrpc: '2.0', id: msg.id, ...answerServerRequest(msg.method) };
      this.post(reply, AbortSignal.timeout(5000), {})
        .then((r) => r.body?.cancel())
        .catch(() => {});
    }
    return null;
  }

  private async readSse(res: Response, id: RequestId): Promise<unknown> {
    if (!res.body) throw new TransportError('protocol', 'SSE response without a body');
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    let data: string[] = [];
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buf += value;
        const lines = buf.split(/\r\n|\r|\n/);
        buf = lines.pop() ?? '';
        for (const line of lines) {
          if (line === '') {
            const payload = data.join('\n');
            data = [];
            // Priming events carry an id and empty data: nothing to read.
            if (payload.trim() === '') continue;
            for (const msg of parseMessages(payload)) {
              const answer = this.settle(msg, id);
              if (answer) return answer.value;
            }
          } else if (line.startsWith('data:')) {
            data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
          }
          // `:` comments, `event:`, `id:` and `retry:` lines carry nothing we need.
        }
      }
    } finally {
      reader.cancel().catch(() => {});
    }
    throw new TransportError('protocol', `the SSE stream ended without an answer to request ${id}`);
  }
}

function parseMessages(text: string): Incoming[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  return (Array.isArray(raw) ? raw : [raw]).map(classify);
}
