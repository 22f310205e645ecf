import {
  answerServerRequest,
  RpcError,
  TransportError,
  type Incoming,
  type JsonObject,
  type RequestId,
  type RequestOptions,
  type Transport,
} from './jsonrpc.js';
import { DEFAULT_MAX_MESSAGE_BYTES, MessageTooLargeError, SseParser } from './framing.js';
import type { TokenSource } from './auth.js';
import { parseMessages, readBodyCapped } from './http-body.js';
import { waiter, type Waiter } from './waiter.js';

export { encodeHeaderValue, mcpParamHeaders } from './http-headers.js';

export interface HttpSpec {
  url: string;
  /** Configured headers (authorization and the like), already expanded. */
  headers: Record<string, string>;
  /** The server's name in the configuration, for messages. */
  name?: string;
  maxMessageBytes?: number;
  /** Obtains a bearer token when the server answers 401 (client credentials and kin). */
  auth?: TokenSource;
}

/** How often a stream closed before its answer is resumed with `GET` + `Last-Event-ID`. */
const MAX_RESUMES = 5;
/** When the server named no `retry:` delay. */
const DEFAULT_RETRY_MS = 1000;

/** Streamable HTTP: one POST per message, answered with JSON or an SSE stream. */
export class HttpTransport implements Transport {
  readonly kind = 'http' as const;
  onNotification?: (method: string) => void;
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
  private readonly waiting = new Map<RequestId, Waiter>();
  private listening: AbortController | undefined;
  private readonly maxBytes: number;
  private readonly label: string;

  constructor(private readonly spec: HttpSpec) {
    this.maxBytes = spec.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    this.label = spec.name ?? spec.url;
  }

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
    const res = await this.send('POST', { jsonrpc: '2.0', method, params }, AbortSignal.timeout(5000), {});
    await res.body?.cancel();
  }

  /**
   * The optional GET stream of the handshake generation, on which a server may send its own
   * requests (ping, roots, sampling, elicitation). Answered in the background; calls never
   * wait on it, and a server without one (405) is fine.
   */
  openListeningStream(): void {
    if (this.listening) return;
    const controller = new AbortController();
    this.listening = controller;
    void (async () => {
      try {
        const res = await this.send('GET', undefined, controller.signal, {});
        if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
          await res.body?.cancel();
          return;
        }
        await this.consumeSse(res, undefined, controller.signal, undefined);
      } catch {
        // Optional by the protocol: losing it only means the server cannot reach us first.
      } finally {
        // A renewed session (after a stale one) may open it again.
        if (this.listening === controller) this.listening = undefined;
      }
    })();
  }

  async close(): Promise<void> {
    this.listening?.abort();
    this.listening = undefined;
    for (const c of this.inflight) c.abort();
    this.inflight.clear();
    if (this.sessionId === undefined) return;
    // Ending a legacy session frees its state on the server; a failure changes nothing here.
    try {
      const res = await this.send('DELETE', undefined, AbortSignal.timeout(2000), {});
      await res.body?.cancel();
    } catch {
      // Best effort.
    }
    this.sessionId = undefined;
  }

  private headersFor(method: 'POST' | 'GET' | 'DELETE', extra: Record<string, string>, token: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { ...this.spec.headers };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers.accept = 'application/json, text/event-stream';
    } else if (method === 'GET') {
      headers.accept = 'text/event-stream';
    }
    Object.assign(headers, extra);
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (this.protocolVersion !== undefined) headers['mcp-protocol-version'] = this.protocolVersion;
    if (this.sessionId !== undefined) headers['mcp-session-id'] = this.sessionId;
    return headers;
  }

  /** One HTTP exchange; a 401 with token-based auth configured gets one fresh token and one retry. */
  private async send(method: 'POST' | 'GET' | 'DELETE', body: JsonObject | undefined, signal: AbortSignal, extra: Record<string, string>): Promise<Response> {
    const auth = this.spec.auth;
    let token = auth ? await auth.current() : undefined;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        const init: RequestInit = { method, headers: this.headersFor(method, extra, token), signal };
        if (body !== undefined) init.body = JSON.stringify(body);
        res = await fetch(this.spec.url, init);
      } catch (err) {
        if (signal.aborted) throw err;
        const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
        throw new TransportError('closed', `could not reach ${this.spec.url}${cause}`);
      }
      if (res.status !== 401 || !auth || attempt > 0) return res;
      await res.body?.cancel();
      token = await auth.refresh(res.headers.get('www-authenticate'), signal);
    }
  }

  private async exchange(body: JsonObject, id: RequestId, signal: AbortSignal, extra: Record<string, string> = {}): Promise<unknown> {
    const sentSession = this.sessionId !== undefined;
    const w = waiter();
    this.waiting.set(id, w);
    try {
      const res = await this.send('POST', body, signal, extra);
      const sid = res.headers.get('mcp-session-id');
      if (this.acceptSession && sid) this.sessionId = sid;
      if (!res.ok) await this.failed(res, sentSession, signal);
      const type = res.headers.get('content-type') ?? '';
      if (type.includes('text/event-stream')) return await this.answerFromSse(res, id, w, signal);
      const text = await readBodyCapped(res, signal, this.maxBytes, this.label, this.spec.url);
      for (const msg of parseMessages(text)) this.dispatch(msg, id);
      if (w.settled) return await w.promise;
      throw new TransportError('protocol', `HTTP ${res.status} response carried no answer to request ${id}`, res.status);
    } finally {
      this.waiting.delete(id);
    }
  }

  /** A non-2xx answer: a JSON-RPC error in the body, a stale session, or an HTTP error. */
  private async failed(res: Response, sentSession: boolean, signal: AbortSignal): Promise<never> {
    const text = await readBodyCapped(res, signal, this.maxBytes, this.label, this.spec.url).catch(() => '');
    if (sentSession && (res.status === 404 || (res.status === 400 && /session/i.test(text)))) {
      throw new TransportError('stale-session', `the server no longer knows session ${this.sessionId ?? ''}`, res.status);
    }
    const msg = parseMessages(text).find((m) => m.kind === 'error');
    if (msg?.kind === 'error') throw new RpcError(msg.error.code, msg.error.message, msg.error.data, res.status);
    let hint = '';
    if (res.status === 401) {
      hint = this.spec.auth
        ? ' (the token from the configured `oauth` credentials was refused)'
        : '; the server requires authorization: give a token in the server\'s `headers` ("Authorization": "Bearer ${TOKEN}") or client credentials in `oauth` (an interactive login is not possible in CI)';
    } else if (res.status === 403) {
      hint = '; the credentials lack the permission (scope) this call needs';
    }
    throw new TransportError('http', `HTTP ${res.status} ${res.statusText}${hint}${text ? `: ${text.slice(0, 300)}` : ''}`, res.status);
  }

  /** Read the POST's SSE stream; when it ends unanswered, wait `retry` and resume with GET + Last-Event-ID. */
  private async answerFromSse(first: Response, id: RequestId, w: Waiter, signal: AbortSignal): Promise<unknown> {
    let res = first;
    for (let resumes = 0; ; resumes++) {
      const parser = await this.consumeSse(res, id, signal, w);
      if (w.settled) return w.promise;
      if (parser.lastEventId === undefined) {
        throw new TransportError('protocol', `the SSE stream ended without an answer to request ${id}`);
      }
      if (resumes >= MAX_RESUMES) {
        throw new TransportError('protocol', `the SSE stream for request ${id} closed ${resumes + 1} times without an answer`);
      }
      await delay(parser.retryMs ?? DEFAULT_RETRY_MS, signal);
      res = await this.send('GET', undefined, signal, { 'last-event-id': parser.lastEventId });
      if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
        await res.body?.cancel();
        throw new TransportError('http', `the SSE stream closed before the answer to request ${id}, and resuming it failed (HTTP ${res.status})`, res.status);
      }
    }
  }

  /**
   * Feed an SSE body through the parser, dispatching every message, until the stream ends or
   * `w` (the answer this stream is for) settles, possibly from another stream.
   */
  private async consumeSse(res: Response, id: RequestId | undefined, signal: AbortSignal, w: Waiter | undefined): Promise<SseParser> {
    let overflow: Error | undefined;
    const parser = new SseParser(
      this.maxBytes,
      (event) => {
        // Priming events carry an id and empty data: nothing to read.
        if (event.data.trim() === '') return;
        for (const msg of parseMessages(event.data)) this.dispatch(msg, id);
      },
      () => {
        overflow = new MessageTooLargeError(this.label, this.maxBytes);
        if (id !== undefined) this.waiting.get(id)?.reject(overflow);
      },
    );
    if (!res.body) return parser;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const answered = w
      ? w.promise.then(
          () => null,
          () => null,
        )
      : new Promise<null>(() => {});
    try {
      for (;;) {
        const next = await Promise.race([reader.read(), answered]);
        if (next === null || next.done) break;
        parser.push(decoder.decode(next.value, { stream: true }));
        if (w?.settled) break;
      }
    } catch (err) {
      if (signal.aborted) throw err;
      // A dropped connection is a closed stream: resumable like a graceful close.
    } finally {
      reader.cancel().catch(() => {});
    }
    if (overflow && w && !w.settled) w.reject(overflow);
    return parser;
  }

  /** A message from any stream: answers go to whoever waits for them, server requests get a reply. */
  private dispatch(msg: Incoming, streamFor: RequestId | undefined): void {
    if (msg.kind === 'response') {
      this.waiting.get(msg.id)?.resolve(msg.result);
    } else if (msg.kind === 'error') {
      const target = msg.id ?? streamFor;
      if (target !== undefined) this.waiting.get(target)?.reject(new RpcError(msg.error.code, msg.error.message, msg.error.data));
    } else if (msg.kind === 'request') {
      const reply = { jsonrpc: '2.0', id: msg.id, ...answerServerRequest(msg.method) };
      this.send('POST', reply, AbortSignal.timeout(5000), {})
        .then((r) => r.body?.cancel())
        .catch(() => {});
    } else if (msg.kind === 'notification') {
      this.onNotification?.(msg.method);
    }
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
