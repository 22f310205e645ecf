import { SSEClientTransport, SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { OAuthTokenSource } from './auth.js';
import { answerServerRequest, classify, RpcError, TransportError, type JsonObject, type RequestId, type RequestOptions, type Transport } from './jsonrpc.js';

export interface SseSpec {
  url: string;
  headers: Record<string, string>;
  /** The server's name in the configuration, for messages. */
  name: string;
  auth?: OAuthTokenSource;
}

interface Waiting {
  resolve: (result: unknown) => void;
  reject: (err: Error) => void;
}

/**
 * The 2024-11-05 HTTP+SSE transport (`"type": "sse"` in .mcp.json), which servers still ship: a GET opens an event
 * stream whose `endpoint` event names where to POST messages; every answer comes back on the stream. The wire is the
 * official SDK's `SSEClientTransport`; this class only pairs answers with requests, as the other transports do.
 */
export class SseTransport implements Transport {
  readonly kind = 'sse' as const;
  onNotification?: (method: string) => void;
  private readonly waiting = new Map<RequestId, Waiting>();
  private nextId = 1;
  private closed = false;
  private lastError = '';

  private constructor(private readonly wire: SSEClientTransport) {}

  /** Opens the stream and waits for the `endpoint` event. */
  static async start(spec: SseSpec, timeoutMs: number): Promise<SseTransport> {
    const headers = spec.headers;
    const auth = spec.auth;
    // Configured headers and a client-credentials token go on the GET and on every POST; nothing else is added.
    const fetchWithHeaders = async (url: string | URL, init?: RequestInit): Promise<Response> => {
      const merged = new Headers(init?.headers);
      for (const [name, value] of Object.entries(headers)) merged.set(name, value);
      const token = await auth?.current();
      if (token !== undefined) merged.set('authorization', `Bearer ${token}`);
      return fetch(url, { ...init, headers: merged });
    };
    const wire = new SSEClientTransport(new URL(spec.url), { fetch: fetchWithHeaders });
    const transport = new SseTransport(wire);
    wire.onmessage = (message) => transport.receive(message);
    let started = false;
    wire.onerror = (error) => {
      transport.lastError = error.message;
      // A dropped stream would reconnect into a new, uninitialized server session: end here, so calls fail at once.
      if (started && error instanceof SseError) void transport.close();
    };
    wire.onclose = () => transport.markClosed();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        wire.start(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new TransportError('timeout', `no endpoint event from ${spec.url} within ${Math.round(timeoutMs / 1000)} s`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (err) {
      await wire.close().catch(() => {});
      throw err instanceof TransportError
        ? err
        : new TransportError('closed', `could not open the SSE stream of '${spec.name}' (${spec.url}): ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    started = true;
    return transport;
  }

  get alive(): boolean {
    return !this.closed;
  }

  request(method: string, params: JsonObject, opts: RequestOptions): Promise<unknown> {
    if (this.closed) return Promise.reject(new TransportError('closed', `the SSE stream is closed${this.lastError ? `: ${this.lastError}` : ''}`));
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      const finish = (): void => {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        this.waiting.delete(id);
      };
      const cancel = (err: TransportError): void => {
        finish();
        this.notify('notifications/cancelled', { requestId: id, reason: err.message }).catch(() => {});
        reject(err);
      };
      const timer = setTimeout(() => cancel(new TransportError('timeout', `${method} timed out after ${opts.timeoutMs} ms`)), opts.timeoutMs);
      const onAbort = (): void => cancel(new TransportError('aborted', `${method} was cancelled`));
      if (opts.signal?.aborted) return onAbort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.set(id, {
        resolve: (result) => {
          finish();
          resolve(result);
        },
        reject: (err) => {
          finish();
          reject(err);
        },
      });
      this.post({ jsonrpc: '2.0', id, method, params }).catch((err: unknown) => {
        finish();
        reject(err);
      });
    });
  }

  async notify(method: string, params: JsonObject): Promise<void> {
    await this.post({ jsonrpc: '2.0', method, params });
  }

  stderrTail(): string {
    return '';
  }

  async close(): Promise<void> {
    await this.wire.close().catch(() => {});
    this.markClosed();
  }

  private async post(message: JSONRPCMessage): Promise<void> {
    try {
      await this.wire.send(message);
    } catch (err) {
      const text = (err as Error).message;
      const status = /\(HTTP (\d{3})\)/.exec(text)?.[1];
      throw status === undefined ? new TransportError('closed', text) : new TransportError('http', text, Number(status));
    }
  }

  private receive(message: JSONRPCMessage): void {
    const msg = classify(message);
    if (msg.kind === 'response') this.waiting.get(msg.id)?.resolve(msg.result);
    else if (msg.kind === 'error' && msg.id !== null) this.waiting.get(msg.id)?.reject(new RpcError(msg.error.code, msg.error.message, msg.error.data));
    else if (msg.kind === 'request') this.post({ jsonrpc: '2.0', id: msg.id, ...answerServerRequest(msg.method) } as JSONRPCMessage).catch(() => {});
    else if (msg.kind === 'notification') this.onNotification?.(msg.method);
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    const err = new TransportError('closed', `the SSE stream closed${this.lastError ? `: ${this.lastError}` : ''}`);
    for (const w of [...this.waiting.values()]) w.reject(err);
    this.waiting.clear();
  }
}
