import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LspServers } from '../lsp/servers.js';
import { createLspTool } from '../tools/lsp.js';
import { eraseTool, type AnyTool, type Workspace } from '../tools/types.js';
import type { SessionConfiguration } from './configuration.js';
import type { ToolEnvironment } from './hooks-step.js';
import type { SessionSandbox } from './sandbox-step.js';

/**
 * The enabled plugins' language servers and Claude Code's `LSP` tool on them (offered only when a plugin declares a
 * server, as Claude Code offers it). No server starts here: each starts the first time the tool is used on a file of
 * its extensions, in the tool sandbox like a stdio MCP server, and `close` stops them all at the end of the run.
 * `afterCall` passes the servers' new diagnostics to the model (Claude Code's passive diagnostics): after an Edit or
 * Write, the file's server (started if it does not run yet, as Claude Code starts it) is notified and awaited; after
 * any other call, what has been published since.
 */
export function startLsp(inputs: {
  configuration: SessionConfiguration;
  workspace: Workspace;
  env: ToolEnvironment;
  sandbox: SessionSandbox;
  beforeFirstProcess: () => Promise<void>;
  warn: (text: string) => void;
}): SessionLsp {
  const { configuration, workspace, sandbox } = inputs;
  const config = configuration;
  const configs = config.repo.plugins.flatMap((plugin) => plugin.lspServers);
  if (configs.length === 0) return { tools: [], warnings: [], close: async () => undefined };
  const servers = new LspServers(configs, {
    cwd: config.cwd,
    baseEnv: inputs.env.baseEnv,
    passEnv: inputs.env.passEnv,
    ...(sandbox.tools ? { wrap: sandbox.tools.wrap } : {}),
    beforeFirstProcess: inputs.beforeFirstProcess,
    warn: inputs.warn,
  });
  const tools = servers.size > 0 ? [eraseTool(createLspTool({ workspace, servers }))] : [];
  const afterCall: AfterToolCall = async (name, input, signal) => {
    const file = EDIT_TOOLS.has(name) && typeof input === 'object' && input !== null ? (input as { file_path?: unknown }).file_path : undefined;
    // After any other call: what the servers published since (a file the LSP tool opened, a late answer to an edit),
    // as Claude Code attaches them to whatever request comes next.
    const absPath = typeof file === 'string' && file !== '' ? path.resolve(config.cwd, file) : undefined;
    const text = absPath === undefined ? undefined : await readFile(absPath, 'utf8').catch(() => undefined);
    const block = absPath === undefined || text === undefined ? servers.pendingDiagnostics() : await servers.afterEdit(absPath, text, signal);
    return block === undefined ? [] : [block];
  };
  return { tools, warnings: servers.warnings, ...(servers.size > 0 ? { afterCall } : {}), close: () => servers.close() };
}

/** The LSP tool, its servers' warnings, what follows a tool call, and the servers' stop. */
export interface SessionLsp {
  tools: AnyTool[];
  warnings: string[];
  afterCall?: AfterToolCall;
  close: () => Promise<void>;
}

/** After a successful tool call: the language servers' new diagnostics for the model, as system reminders. */
export type AfterToolCall = (toolName: string, input: unknown, signal: AbortSignal) => Promise<string[]>;

/** The tools after which Claude Code notifies the language servers (its Edit and Write; MultiEdit edits like Edit). */
const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit']);
