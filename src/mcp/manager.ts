import type { AnyTool } from '../tools/types.js';
import { createMcpTool, DEFAULT_CALL_TIMEOUT_MS } from './adapter.js';
import type { McpToolInfo } from './client.js';
import { parseMcpConfig } from './config.js';
import { ServerConnection } from './connection.js';
import type { JsonObject } from './jsonrpc.js';
import { buildNameTable, type ToolRef } from './names.js';
import type { SpawnWrapper } from '../sandbox/runtime.js';

export const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;

export interface StartMcpOptions {
  /** Working directory: servers start here and a relative `mcp_config` path resolves here. */
  cwd: string;
  /** Text of `.mcp.json` (from the base branch on PR events); omitted: the repository has none. */
  configFileText?: string;
  /** The `mcp_config` input: a path or inline JSON, merged over the file. */
  configInput?: string;
  /** Enabled plugins' servers, `.mcp.json`-shaped texts with their labels. */
  pluginConfigs?: readonly { label: string; text: string }[];
  /** The runner's environment: `${VAR}` source and where PATH/HOME come from. Never passed whole. */
  env: NodeJS.ProcessEnv;
  /** Secret-looking variables the workflow author allows in `${VAR}` (`pass_env`). */
  passEnv?: readonly string[];
  connectTimeoutMs?: number;
  /** Per tool call (input `mcp_tool_timeout`). */
  callTimeoutMs?: number;
  /** Where results too long to show are saved in full. */
  tempDir: string;
  maxResultChars?: number;
  /** Between closing stdin, SIGTERM and SIGKILL at shutdown. */
  closeGraceMs?: number;
  /** For tests: modern versions offered, preferred first. */
  modernVersions?: readonly string[];
  /** stdio servers run inside the tool sandbox. */
  wrapSpawn?: SpawnWrapper;
  /** Cap on one message from a server (default 128 MiB). */
  maxMessageBytes?: number;
}

export interface McpServerStatus {
  name: string;
  status: 'connected' | 'failed';
  /** The protocol version agreed, e.g. `2026-07-28` or `2025-11-25`. */
  protocol?: string;
  transport?: 'stdio' | 'http';
  /** How many tools it contributes to the model. */
  toolCount?: number;
  /** The server's own guidance for the model, when it gave any. */
  instructions?: string;
  error?: string;
}

export interface McpToolEntry extends ToolRef {
  /** The server's hints (`readOnlyHint`, `destructiveHint`, …): they may only tighten policy. */
  annotations?: JsonObject;
}

export interface McpStartResult {
  tools: AnyTool[];
  servers: McpServerStatus[];
  /** Every problem, one message each: config, servers that failed, name collisions, skipped tools. */
  errors: string[];
  /** Exposed name → server and raw tool name. */
  toolTable: ReadonlyMap<string, McpToolEntry>;
  /** Stop every server; safe to call more than once and on every path. */
  close(): Promise<void>;
}

interface Started {
  conn: ServerConnection;
  tools: McpToolInfo[];
}

/**
 * Start every configured server in parallel and expose their tools. A server that fails
 * is reported and left out; the others still start. Never rejects.
 */
export async function startMcpServers(opts: StartMcpOptions): Promise<McpStartResult> {
  const connectTimeoutMs = opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const parsed = parseMcpConfig({
    cwd: opts.cwd,
    env: opts.env,
    ...(opts.configFileText === undefined ? {} : { fileText: opts.configFileText }),
    ...(opts.configInput === undefined ? {} : { input: opts.configInput }),
    ...(opts.pluginConfigs === undefined ? {} : { pluginSources: opts.pluginConfigs }),
    ...(opts.passEnv === undefined ? {} : { passEnv: opts.passEnv }),
  });
  const errors = [...parsed.errors];
  const statuses = new Map<string, McpServerStatus>();
  for (const f of parsed.failed) {
    statuses.set(f.name, { name: f.name, status: 'failed', error: f.error });
    errors.push(f.error);
  }

  const connections = parsed.servers.map(
    (config) =>
      new ServerConnection(config, {
        cwd: opts.cwd,
        baseEnv: opts.env,
        connectTimeoutMs,
        ...(opts.closeGraceMs === undefined ? {} : { closeGraceMs: opts.closeGraceMs }),
        ...(opts.modernVersions === undefined ? {} : { modernVersions: opts.modernVersions }),
        ...(opts.wrapSpawn === undefined ? {} : { wrapSpawn: opts.wrapSpawn }),
        ...(opts.maxMessageBytes === undefined ? {} : { maxMessageBytes: opts.maxMessageBytes }),
      }),
  );
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= Promise.all(connections.map((c) => c.close().catch(() => {}))).then(() => {});
    return closing;
  };

  try {
    const started = await Promise.all(connections.map((conn) => startOne(conn, connectTimeoutMs)));
    const live: Started[] = [];
    for (const [i, r] of started.entries()) {
      const conn = connections[i];
      if (!conn) continue;
      const status: McpServerStatus = { name: conn.name, status: 'failed', transport: conn.config.type };
      if ('error' in r) {
        status.error = `MCP server '${conn.name}' (${conn.config.source}) failed to start: ${r.error}`;
        errors.push(status.error);
      } else {
        status.status = 'connected';
        if (conn.client.protocolVersion !== undefined) status.protocol = conn.client.protocolVersion;
        if (conn.client.instructions !== undefined) status.instructions = conn.client.instructions;
        for (const w of conn.client.warnings) errors.push(`MCP server '${conn.name}': ${w}`);
        live.push(r);
      }
      statuses.set(conn.name, status);
    }

    const refs = live.flatMap(({ conn, tools }) => tools.map((t) => ({ server: conn.name, tool: t.name })));
    const { table, collisions } = buildNameTable(refs);
    errors.push(...collisions);
    const tools: AnyTool[] = [];
    const toolTable = new Map<string, McpToolEntry>();
    const counts = new Map<string, number>();
    const byKey = new Map(live.flatMap(({ conn, tools: list }) => list.map((t) => [`${conn.name}\u0000${t.name}`, { conn, t }] as const)));
    for (const [exposedName, ref] of table) {
      const hit = byKey.get(`${ref.server}\u0000${ref.tool}`);
      if (!hit) continue;
      const tool = createMcpTool({
        exposedName,
        tool: hit.t,
        connection: hit.conn,
        tempDir: opts.tempDir,
        callTimeoutMs: opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
        ...(opts.maxResultChars === undefined ? {} : { maxResultChars: opts.maxResultChars }),
      });
      tools.push(tool);
      toolTable.set(exposedName, hit.t.annotations ? { ...ref, annotations: hit.t.annotations } : ref);
      counts.set(ref.server, (counts.get(ref.server) ?? 0) + 1);
    }
    for (const s of statuses.values()) if (s.status === 'connected') s.toolCount = counts.get(s.name) ?? 0;
    // Config order, so the report and the tool list read the same way each run.
    const order = [...parsed.failed.map((f) => f.name), ...parsed.servers.map((s) => s.name)];
    const servers = [...new Set(order)].flatMap((n) => statuses.get(n) ?? []);
    return { tools, servers, errors, toolTable, close };
  } catch (err) {
    // Unexpected: still leave no process behind.
    await close();
    return {
      tools: [],
      servers: [...statuses.values()],
      errors: [...errors, `MCP startup failed: ${(err as Error).message}`],
      toolTable: new Map(),
      close,
    };
  }
}

async function startOne(conn: ServerConnection, connectTimeoutMs: number): Promise<Started | { error: string }> {
  const deadline = Date.now() + connectTimeoutMs;
  try {
    await conn.start();
    const tools = await conn.client.listTools(Math.max(1000, deadline - Date.now()));
    return { conn, tools };
  } catch (err) {
    await conn.close().catch(() => {});
    return { error: (err as Error).message };
  }
}
