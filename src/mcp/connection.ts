import { describeError, TransportError, type JsonObject, type Transport } from './jsonrpc.js';
import { McpClient, type CallOutcome } from './client.js';
import type { McpServerConfig } from './config.js';
import { OAuthTokenSource } from './auth.js';
import { HttpTransport, type HttpSpec } from './transport-http.js';
import { StdioTransport } from './transport-stdio.js';
import { SseTransport } from './transport-sse.js';
import type { SpawnWrapper } from '../sandbox/runtime.js';
import { serverEnv } from './server-env.js';

export interface ConnectionDeps {
  cwd: string;
  baseEnv: NodeJS.ProcessEnv;
  connectTimeoutMs: number;
  /** Between closing stdin, SIGTERM and SIGKILL. */
  closeGraceMs?: number;
  modernVersions?: readonly string[];
  /** stdio servers run inside the tool sandbox. */
  wrapSpawn?: SpawnWrapper;
  /** Cap on one message from a server (default DEFAULT_MAX_MESSAGE_BYTES). */
  maxMessageBytes?: number;
}

/** A call that cannot reach the server at all (crashed twice, shut down). */
export class McpUnavailableError extends Error {}

/** One configured server: its client, and the single restart a crashed process gets. */
export class ServerConnection {
  client: McpClient;
  /** Set by the server's `notifications/tools/list_changed`, cleared when the list is fetched again. */
  toolsChanged = false;
  private restarts = 0;
  private gone: string | undefined;
  private closed = false;
  private restarting: Promise<void> | null = null;

  constructor(
    readonly config: McpServerConfig,
    private readonly deps: ConnectionDeps,
  ) {
    this.client = this.newClient();
  }

  get name(): string {
    return this.config.name;
  }

  /** The pid of the current server process (stdio), for tests and the report. */
  get pid(): number | undefined {
    const t = this.client.transport;
    return t instanceof StdioTransport ? t.pid : undefined;
  }

  /** Connect; on failure the process is already stopped and the message carries its stderr. */
  async start(): Promise<void> {
    try {
      await this.client.connect();
    } catch (err) {
      const message = withStderr(describeError(err), this.client.transport);
      await this.client.close();
      throw new Error(message);
    }
  }

  async call(tool: string, args: JsonObject, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<CallOutcome> {
    if (this.closed) throw new McpUnavailableError(`MCP server '${this.name}' has been shut down`);
    if (this.gone !== undefined) throw new McpUnavailableError(this.gone);
    if (this.client.transport?.kind === 'stdio' && !this.client.transport.alive) await this.restartOnce();
    const client = this.client;
    try {
      return await client.callTool(tool, args, opts);
    } catch (err) {
      const t = client.transport;
      if (!(err instanceof TransportError) || err.kind !== 'closed' || !(t instanceof StdioTransport) || this.closed) throw err;
      const why = withStderr(t.exitDescription(), t);
      if (this.restarts >= 1) {
        this.gone = `MCP server '${this.name}' crashed again after its restart (${why}); its tools are unavailable for the rest of the run`;
        throw new McpUnavailableError(this.gone);
      }
      throw new McpUnavailableError(`MCP server '${this.name}' stopped during the call (${why}); it will be restarted once for the next call`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.restarting?.catch(() => {});
    await this.client.close();
  }

  private newClient(): McpClient {
    const { config, deps } = this;
    const openTransport = async (): Promise<Transport> => {
      if (config.type === 'http') {
        const spec: HttpSpec = { url: config.url, headers: config.headers, name: config.name };
        if (config.oauth) spec.auth = new OAuthTokenSource(config.url, config.oauth, config.name);
        if (deps.maxMessageBytes !== undefined) spec.maxMessageBytes = deps.maxMessageBytes;
        return new HttpTransport(spec);
      }
      if (config.type !== 'stdio') {
        const auth = config.oauth ? new OAuthTokenSource(config.url, config.oauth, config.name) : undefined;
        return SseTransport.start({ url: config.url, headers: config.headers, name: config.name, ...(auth ? { auth } : {}) }, deps.connectTimeoutMs);
      }
      const opts = {
        label: config.name,
        ...(deps.closeGraceMs === undefined ? {} : { closeGraceMs: deps.closeGraceMs }),
        ...(deps.maxMessageBytes === undefined ? {} : { maxMessageBytes: deps.maxMessageBytes }),
      };
      const spec = {
        command: config.command,
        args: config.args,
        env: serverEnv(deps.baseEnv, config.env),
        cwd: deps.cwd,
        ...(deps.wrapSpawn ? { wrap: deps.wrapSpawn } : {}),
      };
      return StdioTransport.start(spec, opts);
    };
    // A changed tool list is fetched again before the next model call (manager.refreshTools).
    const onNotification = (method: string): void => {
      if (method === 'notifications/tools/list_changed') this.toolsChanged = true;
    };
    const opts = { name: config.name, openTransport, connectTimeoutMs: deps.connectTimeoutMs, onNotification };
    return new McpClient(deps.modernVersions ? { ...opts, modernVersions: deps.modernVersions } : opts);
  }

  private async restartOnce(): Promise<void> {
    if (this.restarting === null) {
      if (this.restarts >= 1) {
        this.gone ??= `MCP server '${this.name}' stopped again after its restart; its tools are unavailable for the rest of the run`;
        throw new McpUnavailableError(this.gone);
      }
      this.restarts++;
      this.restarting = (async () => {
        await this.client.close();
        const next = this.newClient();
        this.client = next;
        try {
          await next.connect();
        } catch (err) {
          this.gone = `MCP server '${this.name}' could not be restarted: ${withStderr(describeError(err), next.transport)}`;
          await next.close();
        }
      })().finally(() => {
        this.restarting = null;
      });
    }
    await this.restarting;
    if (this.gone !== undefined) throw new McpUnavailableError(this.gone);
    if (this.closed) throw new McpUnavailableError(`MCP server '${this.name}' has been shut down`);
  }
}

function withStderr(message: string, transport: Transport | undefined): string {
  const tail = transport?.stderrTail().slice(-600).trim();
  return tail ? `${message}; stderr: ${tail}` : message;
}
