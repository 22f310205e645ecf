import path from 'node:path';
import type { LspServerConfig } from '../config/plugin-lsp.js';
import { expandVars } from '../mcp/config.js';
import { serverEnv } from '../mcp/server-env.js';
import { buildToolEnv } from '../process/env.js';
import type { SpawnWrapper } from '../sandbox/runtime.js';
import { LspServer } from './server.js';

export interface LspServersDeps {
  /** The working directory: `${CLAUDE_PROJECT_DIR}` and the default workspace folder. */
  cwd: string;
  baseEnv: NodeJS.ProcessEnv;
  /** Secret-looking variables the workflow lets tools receive (`pass_env`): only these may be put in a `${VAR}`. */
  passEnv: readonly string[];
  wrap?: SpawnWrapper;
  beforeStart?: () => Promise<void>;
}

/**
 * The plugins' language servers, one per file extension (the first declared wins, as in Claude Code), each started the
 * first time the LSP tool is used on a file it handles, all stopped at the end of the run.
 */
export class LspServers {
  private readonly byExtension = new Map<string, LspServer>();
  private readonly all: LspServer[] = [];
  /** Entries that cannot be started (a `${VAR}` that cannot be put in) and extensions claimed twice. */
  readonly warnings: string[] = [];

  constructor(configs: readonly LspServerConfig[], deps: LspServersDeps) {
    const visible = buildToolEnv(deps.baseEnv, deps.passEnv, { CLAUDE_PROJECT_DIR: deps.cwd });
    for (const config of configs) {
      let expanded: LspServerConfig;
      try {
        const expand = (text: string): string => expandVars(text, { ...visible, ...config.env }, deps.baseEnv);
        expanded = {
          ...config,
          command: expand(config.command),
          args: config.args.map(expand),
          env: Object.fromEntries(Object.entries(config.env).map(([k, v]) => [k, expand(v)])),
          ...(config.workspaceFolder !== undefined ? { workspaceFolder: path.resolve(deps.cwd, expand(config.workspaceFolder)) } : {}),
        };
      } catch (error) {
        this.warnings.push(`${config.source}: LSP server "${config.name}": ${(error as Error).message}; not started`);
        continue;
      }
      const server = new LspServer(expanded, {
        cwd: deps.cwd,
        env: serverEnv(deps.baseEnv, { CLAUDE_PROJECT_DIR: deps.cwd, ...expanded.env }),
        ...(deps.wrap ? { wrap: deps.wrap } : {}),
        ...(deps.beforeStart ? { beforeStart: deps.beforeStart } : {}),
      });
      this.all.push(server);
      for (const ext of Object.keys(expanded.extensionToLanguage)) {
        const holder = this.byExtension.get(ext);
        if (holder === undefined) this.byExtension.set(ext, server);
        else
          this.warnings.push(
            `${config.source}: LSP server "${config.name}": extension ${ext} already handled by "${holder.config.name}"; not used for ${ext} files`,
          );
      }
    }
  }

  get size(): number {
    return this.all.length;
  }

  /**
   * The server's answer for this file (opened or updated with `text` first), or undefined when no server handles its
   * extension. Throws when the server cannot start or the request fails.
   */
  async request(absPath: string, text: string, method: string, params: unknown, signal: AbortSignal): Promise<{ answer: unknown } | undefined> {
    const server = this.byExtension.get(path.extname(absPath).toLowerCase());
    if (server === undefined) return undefined;
    await server.ensureStarted();
    await server.sync(absPath, text);
    return { answer: await server.request(method, params, signal) };
  }

  /** Asked of the server that handled the file (call hierarchy's second step). */
  async follow(absPath: string, method: string, params: unknown, signal: AbortSignal): Promise<unknown> {
    const server = this.byExtension.get(path.extname(absPath).toLowerCase());
    return server?.request(method, params, signal);
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((server) => server.stop().catch(() => undefined)));
  }
}
