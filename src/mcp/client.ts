import {
  describeError,
  HEADER_MISMATCH,
  isRecord,
  MISSING_CLIENT_CAPABILITY,
  RpcError,
  TransportError,
  UNSUPPORTED_PROTOCOL_VERSION,
  type JsonObject,
  type RequestOptions,
  type Transport,
} from './jsonrpc.js';
import { MessageTooLargeError } from './framing.js';
import { encodeHeaderValue, HttpTransport, mcpParamHeaders } from './transport-http.js';

/** Stateless generation: `server/discover` and `_meta` on every request. */
export const MODERN_VERSIONS: readonly string[] = ['2026-07-28'];
/** Handshake generation: `initialize` → `notifications/initialized`, newest first. */
export const LEGACY_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
export const CLIENT_INFO = { name: 'agent-runner', version: '0.1.0' } as const;

export interface McpToolInfo {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonObject;
  annotations?: JsonObject;
}

export type CallOutcome =
  | { kind: 'result'; content: unknown[]; structuredContent?: unknown; isError: boolean }
  /** Nobody can answer in CI: the model is told the tool needs interactive input. */
  | { kind: 'input_required'; message: string };

export interface ClientOptions {
  /** The server's name in the configuration, for messages. */
  name: string;
  /** Opens (or, after the process died, reopens) the connection. */
  openTransport: () => Promise<Transport>;
  connectTimeoutMs: number;
  /** Modern versions to offer, preferred first (default MODERN_VERSIONS). */
  modernVersions?: readonly string[];
  /** How many `requestState`-only rounds a call may take before giving up. */
  inputRequiredRetries?: number;
  /** A notification from the server (`notifications/tools/list_changed`, …). */
  onNotification?: (method: string) => void;
}

/**
 * A probe failure that is still the protocol speaking: a stdio server that exits on a request
 * before `initialize` (some do), or an HTTP answer that is about the request's shape
 * (400/404/405/406/415) rather than access, load or reachability.
 */
function probeMeansLegacy(err: unknown, transport: Transport | undefined): boolean {
  if (!(err instanceof TransportError) || err instanceof MessageTooLargeError) return false;
  if (transport?.kind === 'stdio') return err.kind === 'closed';
  if (err.kind === 'stale-session') return true;
  return err.kind === 'http' && [400, 404, 405, 406, 415].includes(err.httpStatus ?? 0);
}

/** The server answered but no generation could be agreed: falling back would not help. */
export class NegotiationError extends Error {}

const MAX_TOOL_PAGES = 100;

export class McpClient {
  generation: 'modern' | 'legacy' | undefined;
  protocolVersion: string | undefined;
  serverInfo: JsonObject | undefined;
  instructions: string | undefined;
  /** What the server said it offers (`tools`, `resources`, `prompts`, …). */
  capabilities: JsonObject | undefined;
  /** Tools left out and similar notes, for the report. */
  readonly warnings: string[] = [];
  private transportRef: Transport | undefined;
  private readonly modern: readonly string[];
  private readonly schemas = new Map<string, JsonObject>();

  constructor(private readonly opts: ClientOptions) {
    this.modern = opts.modernVersions ?? MODERN_VERSIONS;
  }

  get transport(): Transport | undefined {
    return this.transportRef;
  }

  /**
   * Try the modern protocol first. Only the protocol's own answers mean "speak the handshake":
   * a JSON-RPC error (method not found, invalid params, not initialized), the version error
   * listing only older versions, or a reply without `supportedVersions`. A timeout, 401/403,
   * 5xx or unreachable server is an error naming the probe.
   */
  async connect(): Promise<void> {
    const deadline = Date.now() + this.opts.connectTimeoutMs;
    const left = (): number => Math.max(1, deadline - Date.now());
    this.transportRef = this.listen(await this.opts.openTransport());
    // A server that ignores unknown requests must not eat the whole connect budget.
    const probeMs = (): number => Math.round(Math.min(left(), Math.max(1000, this.opts.connectTimeoutMs / 3)));
    const sent = new Map<string, number>();
    let version = this.modern[0];
    let legacyVersion = LEGACY_VERSIONS[0] ?? '2025-11-25';
    while (version !== undefined) {
      sent.set(version, (sent.get(version) ?? 0) + 1);
      let result: unknown;
      try {
        result = await this.send('server/discover', this.withMeta({}, version), { timeoutMs: probeMs() }, version);
      } catch (err) {
        if (!(err instanceof RpcError)) {
          if (probeMeansLegacy(err, this.transportRef)) break;
          throw new Error(`the server/discover probe failed: ${describeError(err)}`);
        }
        if (err.code === HEADER_MISMATCH || err.code === MISSING_CLIENT_CAPABILITY) {
          throw new NegotiationError(`server/discover was refused: ${err.message} (${err.code})`);
        }
        if (err.code !== UNSUPPORTED_PROTOCOL_VERSION) break;
        const supported = isRecord(err.data) && Array.isArray(err.data.supported) ? err.data.supported.map(String) : [];
        // A version the server lists is sent again even if it was the one refused: the server
        // may have changed its mind (a restart, a load balancer), and listing it is its promise.
        const next = this.modern.find((v) => supported.includes(v) && (sent.get(v) ?? 0) < 2);
        if (next !== undefined) {
          version = next;
          continue;
        }
        const old = LEGACY_VERSIONS.find((v) => supported.includes(v));
        if (old === undefined) {
          const common = this.modern.filter((v) => supported.includes(v));
          throw new NegotiationError(
            common.length > 0
              ? `the server refused protocol version ${common.join(', ')} twice although it lists it as supported`
              : `no protocol version in common: the server supports ${supported.join(', ') || 'none it named'}, ` +
                  `the runner ${[...this.modern, ...LEGACY_VERSIONS].join(', ')}`,
          );
        }
        legacyVersion = old;
        break;
      }
      if (!isRecord(result) || !Array.isArray(result.supportedVersions)) break;
      const supported = result.supportedVersions.map(String);
      if (supported.includes(version)) {
        this.generation = 'modern';
        this.protocolVersion = version;
        this.serverInfo =
          isRecord(result._meta) && isRecord(result._meta['io.modelcontextprotocol/serverInfo'])
            ? result._meta['io.modelcontextprotocol/serverInfo']
            : undefined;
        this.instructions = typeof result.instructions === 'string' ? result.instructions : undefined;
        this.capabilities = isRecord(result.capabilities) ? result.capabilities : undefined;
        return;
      }
      version = this.modern.find((v) => supported.includes(v) && !sent.has(v));
      legacyVersion = LEGACY_VERSIONS.find((v) => supported.includes(v)) ?? legacyVersion;
    }
    await this.initialize(legacyVersion, left());
  }

  /** All the server's tools, following `nextCursor` to the end (bounded). */
  async listTools(timeoutMs: number): Promise<McpToolInfo[]> {
    const deadline = Date.now() + timeoutMs;
    const tools: McpToolInfo[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
      const params: JsonObject = cursor === undefined ? {} : { cursor };
      const result = await this.rpc('tools/list', params, { timeoutMs: Math.max(1, deadline - Date.now()) });
      if (!isRecord(result) || !Array.isArray(result.tools)) throw new TransportError('protocol', 'tools/list returned no tools array');
      for (const t of result.tools) {
        if (!isRecord(t) || typeof t.name !== 'string' || t.name === '') continue;
        const schema = isRecord(t.inputSchema) ? t.inputSchema : { type: 'object' };
        const info: McpToolInfo = { name: t.name, inputSchema: schema };
        if (typeof t.title === 'string') info.title = t.title;
        if (typeof t.description === 'string') info.description = t.description;
        if (isRecord(t.annotations)) info.annotations = t.annotations;
        if (this.generation === 'modern' && this.transportRef instanceof HttpTransport) {
          try {
            mcpParamHeaders(schema, {});
          } catch (err) {
            // The HTTP transport requires dropping such a tool rather than calling it wrongly.
            this.warnings.push(`tool '${t.name}' skipped: ${(err as Error).message}`);
            continue;
          }
        }
        this.schemas.set(t.name, schema);
        tools.push(info);
      }
      const next = typeof result.nextCursor === 'string' && result.nextCursor !== '' ? result.nextCursor : undefined;
      if (next === undefined || next === cursor) break;
      cursor = next;
    }
    return tools;
  }

  async callTool(name: string, args: JsonObject, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<CallOutcome> {
    const deadline = Date.now() + opts.timeoutMs;
    const retries = this.opts.inputRequiredRetries ?? 3;
    let params: JsonObject = { name, arguments: args };
    for (let round = 0; round <= retries; round++) {
      const req: RequestOptions = { timeoutMs: Math.max(1, deadline - Date.now()) };
      if (opts.signal) req.signal = opts.signal;
      const result = await this.rpc('tools/call', params, req);
      if (!isRecord(result)) throw new TransportError('protocol', 'tools/call returned no result object');
      const type = result.resultType ?? 'complete';
      if (type === 'complete') {
        const out: CallOutcome = { kind: 'result', content: Array.isArray(result.content) ? result.content : [], isError: result.isError === true };
        if ('structuredContent' in result) out.structuredContent = result.structuredContent;
        return out;
      }
      if (type !== 'input_required') throw new TransportError('protocol', `tools/call returned an unknown resultType ${JSON.stringify(type)}`);
      const asks = isRecord(result.inputRequests) ? Object.values(result.inputRequests) : [];
      if (asks.length > 0) {
        const what = [...new Set(asks.map((a) => (isRecord(a) && typeof a.method === 'string' ? a.method : 'input')))].join(', ');
        return { kind: 'input_required', message: `The tool needs interactive input (${what}), which nobody can give in this non-interactive CI run.` };
      }
      if (typeof result.requestState !== 'string') break;
      // A requestState-only answer (load shedding, a long job) asks to call again with it.
      params = { ...params, requestState: result.requestState };
    }
    return {
      kind: 'input_required',
      message: 'The tool kept asking for another round and never completed; it needs interactive input, which a CI run cannot give.',
    };
  }

  async close(): Promise<void> {
    await this.transportRef?.close();
  }

  private withMeta(params: JsonObject, version: string): JsonObject {
    const meta = isRecord(params._meta) ? params._meta : {};
    return {
      ...params,
      _meta: {
        ...meta,
        'io.modelcontextprotocol/protocolVersion': version,
        'io.modelcontextprotocol/clientInfo': { ...CLIENT_INFO },
        // Declared empty on purpose: no roots, no sampling, no elicitation in a headless run.
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    };
  }

  private async initialize(version: string, timeoutMs: number): Promise<void> {
    if (!this.transportRef?.alive) {
      // Some servers exit on a request before initialize: start a fresh one.
      await this.transportRef?.close();
      this.transportRef = this.listen(await this.opts.openTransport());
    }
    const http = this.transportRef instanceof HttpTransport ? this.transportRef : undefined;
    if (http) {
      http.acceptSession = true;
      http.sessionId = undefined;
      http.protocolVersion = undefined;
    }
    const params = { protocolVersion: version, capabilities: {}, clientInfo: { ...CLIENT_INFO } };
    const result = await this.transportRef.request('initialize', params, { timeoutMs });
    const agreed = isRecord(result) && typeof result.protocolVersion === 'string' ? result.protocolVersion : '';
    if (!LEGACY_VERSIONS.includes(agreed)) {
      throw new NegotiationError(`initialize answered with protocol version ${JSON.stringify(agreed)}, which the runner does not speak`);
    }
    this.generation = 'legacy';
    this.protocolVersion = agreed;
    if (isRecord(result) && isRecord(result.serverInfo)) this.serverInfo = result.serverInfo;
    if (isRecord(result) && typeof result.instructions === 'string') this.instructions = result.instructions;
    if (isRecord(result) && isRecord(result.capabilities)) this.capabilities = result.capabilities;
    if (http) {
      http.protocolVersion = agreed;
      http.sendCancelNotification = true;
    }
    try {
      await this.transportRef.notify('notifications/initialized', {});
    } catch {
      // The server answered initialize; a lost notification shows up on the next request if at all.
    }
    // Where a handshake-generation server sends its own requests (ping, roots, …): heard, never waited on.
    http?.openListeningStream();
  }

  private listen(transport: Transport): Transport {
    const handler = this.opts.onNotification;
    if (handler) transport.onNotification = handler;
    return transport;
  }

  /** One request in the agreed generation (resources, prompts, …); a stale legacy HTTP session is renewed once. */
  async request(method: string, params: JsonObject, opts: RequestOptions): Promise<unknown> {
    return this.rpc(method, params, opts);
  }

  private async rpc(method: string, params: JsonObject, opts: RequestOptions): Promise<unknown> {
    const version = this.protocolVersion;
    if (version === undefined) throw new TransportError('closed', 'not connected');
    const body = this.generation === 'modern' ? this.withMeta(params, version) : params;
    try {
      return await this.send(method, body, opts, this.generation === 'modern' ? version : undefined);
    } catch (err) {
      if (!(err instanceof TransportError) || err.kind !== 'stale-session') throw err;
      await this.initialize(version, this.opts.connectTimeoutMs);
      return this.send(method, body, opts, undefined);
    }
  }

  private send(method: string, params: JsonObject, opts: RequestOptions, modernVersion: string | undefined): Promise<unknown> {
    const transport = this.transportRef;
    if (!transport) return Promise.reject(new TransportError('closed', 'not connected'));
    if (!(transport instanceof HttpTransport) || modernVersion === undefined) return transport.request(method, params, opts);
    transport.acceptSession = false;
    transport.protocolVersion = modernVersion;
    const headers: Record<string, string> = { ...opts.headers, 'mcp-method': method };
    if (typeof params.name === 'string' && ['tools/call', 'prompts/get'].includes(method)) headers['mcp-name'] = encodeHeaderValue(params.name);
    if (typeof params.uri === 'string' && method === 'resources/read') headers['mcp-name'] = encodeHeaderValue(params.uri);
    if (method === 'tools/call' && typeof params.name === 'string') {
      const args = isRecord(params.arguments) ? params.arguments : undefined;
      Object.assign(headers, mcpParamHeaders(this.schemas.get(params.name), args));
    }
    return transport.request(method, params, { ...opts, headers });
  }
}
