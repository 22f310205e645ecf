import type { AnyTool } from '../tools/types.js';
import { createMcpTool, DEFAULT_CALL_TIMEOUT_MS } from './adapter.js';
import type { McpToolInfo } from './client.js';
import { parseMcpConfig } from './config.js';
import { ServerConnection } from './connection.js';
import type { JsonObject } from './jsonrpc.js';
import { buildNameTable, type ToolRef } from './names.js';
import type { SpawnWrapper } from '../sandbox/runtime.js';
import { getPrompt, loadPrompts, type McpPromptCommand } from './prompts.js';
import { createResourceTools } from './resources.js';
import { DEFAULT_MAX_RESULT_CHARS } from './adapter.js';

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
  transport?: 'stdio' | 'http' | 'sse';
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
  /** The servers' prompts, invocable as `/mcp__<server>__<prompt> args`. */
  prompts: McpPromptCommand[];
  /** A prompt's messages as text, its arguments from the command's words. */
  runPrompt(command: McpPromptCommand, args: string, signal: AbortSignal): Promise<string[]>;
  /**
   * After a server's `notifications/tools/list_changed`: its tools listed again and the whole MCP tool list
   * rebuilt, `tools` above updated in place (undefined when no server changed; a list that cannot be fetched again
   * keeps its previous tools and is named in `errors`).
   */
  refreshTools(): Promise<{ tools: AnyTool[]; errors: string[] } | undefined>;
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

    const built = buildTools(live, opts);
    errors.push(...built.errors);
    const { tools, toolTable, counts } = built;
    for (const s of statuses.values()) if (s.status === 'connected') s.toolCount = counts.get(s.name) ?? 0;
    // Config order, so the report and the tool list read the same way each run.
    const order = [...parsed.failed.map((f) => f.name), ...parsed.servers.map((s) => s.name)];
    const servers = [...new Set(order)].flatMap((n) => statuses.get(n) ?? []);
    const callTimeoutMs = opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    const prompts = await loadPrompts(
      live.map((l) => l.conn),
      connectTimeoutMs,
    );
    errors.push(...prompts.errors);
    const runPrompt = (command: McpPromptCommand, args: string, signal: AbortSignal): Promise<string[]> => {
      const conn = live.find((l) => l.conn.name === command.server)?.conn;
      if (!conn) return Promise.reject(new Error(`MCP server '${command.server}' is not connected`));
      return getPrompt(conn, command, args, { timeoutMs: callTimeoutMs, signal });
    };
    const refreshTools = async (): Promise<{ tools: AnyTool[]; errors: string[] } | undefined> => {
      const changed = live.filter((l) => l.conn.toolsChanged);
      if (changed.length === 0) return undefined;
      const refreshErrors: string[] = [];
      for (const l of changed) {
        l.conn.toolsChanged = false;
        try {
          l.tools = await l.conn.client.listTools(connectTimeoutMs);
        } catch (err) {
          refreshErrors.push(
            `MCP server '${l.conn.name}' said its tools changed, but listing them again failed (the previous list stays): ${(err as Error).message}`,
          );
        }
      }
      const next = buildTools(live, opts);
      // In place: whoever holds `tools` (the mcp_tool hooks) finds the server's current tools too.
      tools.splice(0, tools.length, ...next.tools);
      toolTable.clear();
      for (const [name, entry] of next.toolTable) toolTable.set(name, entry);
      return { tools, errors: [...refreshErrors, ...next.errors] };
    };
    return { tools, servers, errors, toolTable, prompts: prompts.commands, runPrompt, refreshTools, close };
  } catch (err) {
    // Unexpected: still leave no process behind.
    await close();
    return {
      tools: [],
      servers: [...statuses.values()],
      errors: [...errors, `MCP startup failed: ${(err as Error).message}`],
      toolTable: new Map(),
      prompts: [],
      runPrompt: () => Promise.reject(new Error('MCP failed to start')),
      refreshTools: async () => undefined,
      close,
    };
  }
}

/** The MCP tools offered to the model: every live server's tools under their exposed names, then the resource tools. */
function buildTools(
  live: readonly Started[],
  opts: StartMcpOptions,
): { tools: AnyTool[]; toolTable: Map<string, McpToolEntry>; counts: Map<string, number>; errors: string[] } {
  const refs = live.flatMap(({ conn, tools }) => tools.map((t) => ({ server: conn.name, tool: t.name })));
  const { table, collisions } = buildNameTable(refs);
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
  const resourceTools = createResourceTools({
    connections: live.map((l) => l.conn),
    tempDir: opts.tempDir,
    callTimeoutMs: opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
    maxResultChars: opts.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS,
  });
  return { tools: [...tools, ...resourceTools], toolTable, counts, errors: collisions };
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
