/** JSON-RPC framing shared by both transports and both protocol generations. */

export type JsonObject = Record<string, unknown>;
export type RequestId = string | number;

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: RequestId;
  method: string;
  params?: JsonObject;
}

export interface JsonRpcNotification {
  jsonrpc: '2.0';
  method: string;
  params?: JsonObject;
}

export interface JsonRpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

export type Incoming =
  | { kind: 'response'; id: RequestId; result: unknown }
  | { kind: 'error'; id: RequestId | null; error: JsonRpcErrorBody }
  | { kind: 'request'; id: RequestId; method: string; params: unknown }
  | { kind: 'notification'; method: string; params: unknown }
  | { kind: 'invalid'; raw: unknown };

export const METHOD_NOT_FOUND = -32601;
export const HEADER_MISMATCH = -32020;
export const MISSING_CLIENT_CAPABILITY = -32021;
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function classify(raw: unknown): Incoming {
  if (!isRecord(raw)) return { kind: 'invalid', raw };
  const id = raw.id;
  const hasId = typeof id === 'string' || typeof id === 'number';
  if (typeof raw.method === 'string') {
    return hasId ? { kind: 'request', id, method: raw.method, params: raw.params } : { kind: 'notification', method: raw.method, params: raw.params };
  }
  if (isRecord(raw.error)) {
    const e = raw.error;
    const error: JsonRpcErrorBody = {
      code: typeof e.code === 'number' ? e.code : -32603,
      message: typeof e.message === 'string' ? e.message : 'unknown error',
    };
    if ('data' in e) error.data = e.data;
    return { kind: 'error', id: hasId ? id : null, error };
  }
  if (hasId && 'result' in raw) return { kind: 'response', id, result: raw.result };
  return { kind: 'invalid', raw };
}

/** The server answered with a JSON-RPC error. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
    /** HTTP status of the response that carried it, when there was one. */
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export type TransportErrorKind =
  /** No answer in time. */
  | 'timeout'
  /** The caller gave up (run cancelled). */
  | 'aborted'
  /** The process exited or the connection could not be made. */
  | 'closed'
  /** An HTTP answer that carried no JSON-RPC message. */
  | 'http'
  /** A legacy server no longer knows our session. */
  | 'stale-session'
  /** The peer sent something that is not the protocol. */
  | 'protocol';

/** The request got no JSON-RPC answer at all. */
export class TransportError extends Error {
  constructor(
    readonly kind: TransportErrorKind,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface RequestOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Extra HTTP headers for this request (ignored on stdio). */
  headers?: Record<string, string>;
}

/** What the client needs from a connection, whichever the wire. */
export interface Transport {
  readonly kind: 'stdio' | 'http' | 'sse';
  /** False once a stdio process has exited; HTTP is always "alive". */
  readonly alive: boolean;
  /** Resolves with `result`, rejects with RpcError or TransportError. */
  request(method: string, params: JsonObject, opts: RequestOptions): Promise<unknown>;
  notify(method: string, params: JsonObject): Promise<void>;
  /** Told of each notification the server sends (set by the client). */
  onNotification?: (method: string) => void;
  /** The last lines the server wrote to stderr (stdio) or an empty string. */
  stderrTail(): string;
  close(): Promise<void>;
}

/** How a server-to-client request is answered: we declare no capabilities, so only ping works. */
export function answerServerRequest(method: string): { result: JsonObject } | { error: JsonRpcErrorBody } {
  if (method === 'ping') return { result: {} };
  return { error: { code: METHOD_NOT_FOUND, message: `The client does not support ${method}` } };
}

export function describeError(err: unknown): string {
  if (err instanceof RpcError) return `MCP error ${err.code}: ${err.message}`;
  if (err instanceof Error) return err.message;
  return String(err);
}
