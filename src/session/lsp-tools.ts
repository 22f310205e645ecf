import { LspServers } from '../lsp/servers.js';
import { createLspTool } from '../tools/lsp.js';
import { eraseTool, type AnyTool, type Workspace } from '../tools/types.js';
import type { SessionConfig } from './session-config.js';

/**
 * The enabled plugins' language servers and Claude Code's `LSP` tool on them (offered only when a plugin declares a
 * server, as Claude Code offers it). No server starts here: each starts the first time the tool is used on a file of
 * its extensions, in the tool sandbox like a stdio MCP server, and `close` stops them all at the end of the run.
 */
export function startLsp(
  config: SessionConfig,
  workspace: Workspace,
  baseEnv: NodeJS.ProcessEnv,
  passEnv: readonly string[],
): { tools: AnyTool[]; warnings: string[]; close: () => Promise<void> } {
  const configs = config.repo.plugins.flatMap((plugin) => plugin.lspServers);
  if (configs.length === 0) return { tools: [], warnings: [], close: async () => undefined };
  const servers = new LspServers(configs, {
    cwd: config.cwd,
    baseEnv,
    passEnv,
    ...(config.sandbox?.tools ? { wrap: config.sandbox.tools.wrap } : {}),
    ...(config.beforeFirstProcess ? { beforeStart: config.beforeFirstProcess } : {}),
  });
  const tools = servers.size > 0 ? [eraseTool(createLspTool({ workspace, servers }))] : [];
  return { tools, warnings: servers.warnings, close: () => servers.close() };
}
