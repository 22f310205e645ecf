import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LspServers } from '../lsp/servers.js';
import { createLspTool } from '../tools/lsp.js';
import { eraseTool, type AnyTool, type Workspace } from '../tools/types.js';
import type { SessionConfig } from './session-config.js';

/**
 * The enabled plugins' language servers and Claude Code's `LSP` tool on them (offered only when a plugin declares a
 * server, as Claude Code offers it). No server starts here: each starts the first time the tool is used on a file of
 * its extensions, in the tool sandbox like a stdio MCP server, and `close` stops them all at the end of the run.
 * `afterEdit` passes a server's diagnostics of a file Edit or Write changed to the model (Claude Code's passive
 * diagnostics), starting the server when it does not run yet, as Claude Code does.
 */
export function startLsp(
  config: SessionConfig,
  workspace: Workspace,
  baseEnv: NodeJS.ProcessEnv,
  passEnv: readonly string[],
  warn: (text: string) => void,
): { tools: AnyTool[]; warnings: string[]; afterEdit?: AfterEdit; close: () => Promise<void> } {
  const configs = config.repo.plugins.flatMap((plugin) => plugin.lspServers);
  if (configs.length === 0) return { tools: [], warnings: [], close: async () => undefined };
  const servers = new LspServers(configs, {
    cwd: config.cwd,
    baseEnv,
    passEnv,
    ...(config.sandbox?.tools ? { wrap: config.sandbox.tools.wrap } : {}),
    ...(config.beforeFirstProcess ? { beforeStart: config.beforeFirstProcess } : {}),
    warn,
  });
  const tools = servers.size > 0 ? [eraseTool(createLspTool({ workspace, servers }))] : [];
  const afterEdit: AfterEdit = async (name, input, signal) => {
    const file = EDIT_TOOLS.has(name) && typeof input === 'object' && input !== null ? (input as { file_path?: unknown }).file_path : undefined;
    if (typeof file !== 'string' || file === '') return [];
    const absPath = path.resolve(config.cwd, file);
    const text = await readFile(absPath, 'utf8').catch(() => undefined);
    if (text === undefined) return [];
    const block = await servers.afterEdit(absPath, text, signal);
    return block === undefined ? [] : [block];
  };
  return { tools, warnings: servers.warnings, ...(servers.size > 0 ? { afterEdit } : {}), close: () => servers.close() };
}

/** After a successful tool call: the language servers' new diagnostics for the model, as system reminders. */
export type AfterEdit = (toolName: string, input: unknown, signal: AbortSignal) => Promise<string[]>;

/** The tools after which Claude Code notifies the language servers (its Edit and Write; MultiEdit edits like Edit). */
const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit']);
