import path from 'node:path';
import type { LspServerConfig } from '../config/plugin-lsp.js';
import { expandVars } from '../mcp/config.js';
import { serverEnv } from '../mcp/server-env.js';
import { buildToolEnv } from '../process/env.js';
import type { SpawnWrapper } from '../sandbox/runtime.js';
import { DiagnosticsRegistry } from './diagnostics.js';
import { LspServer } from './server.js';

/**
 * How long an edit waits for the server's diagnostics of the file. Claude Code does not wait (it passes what has
 * arrived when it sends the next request); a headless run would then miss them, so the runner waits for the event: the
 * server's first `publishDiagnostics` for the file after the text was sent, then `QUIET_MS` more for a second one
 * (servers that publish syntax, then semantic diagnostics). What the bound is depends on what was sent:
 * - `didOpen`: a server publishes for a document it opens, also when it is clean (typescript-language-server does:
 *   1.9 s on an idle 2-core machine, the project loaded first; 3.6-6.2 s on a loaded one, past any fixed wait), so
 *   the wait is for that event, bounded only as a server's start is (`START_WAIT_MS`);
 * - `didChange`: a server may publish nothing when the file's diagnostics stay as they were (typescript-language-server
 *   5 skips an empty-to-empty update, and its publications carry no document version and it offers no pull
 *   diagnostics), so there may be no event to wait for: `CHANGE_WAIT_MS` at most. Measured on the loaded machine: a
 *   change that adds, keeps or clears an error published in 0.36-0.42 s, a clean file kept clean never; the bound
 *   ends only the wait for a publication that does not come, and one that comes ends it at once (plus `QUIET_MS`);
 * - nothing (the server has this text already): no wait.
 * What arrives later is passed with the next call's result.
 */
const QUIET_MS = 500;
const CHANGE_WAIT_MS = 3000;
const START_WAIT_MS = 60_000;

/** True when `promise` settled in time (its error thrown), false at `ms` or when the run stops first. */
async function within(promise: Promise<void>, ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const cut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise.then(() => !signal.aborted), cut]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

export interface LspServersDeps {
  /** The working directory: `${CLAUDE_PROJECT_DIR}` and the default workspace folder. */
  cwd: string;
  baseEnv: NodeJS.ProcessEnv;
  /** Secret-looking variables the workflow lets tools receive (`pass_env`): only these may be put in a `${VAR}`. */
  passEnv: readonly string[];
  wrap?: SpawnWrapper;
  beforeFirstProcess?: () => Promise<void>;
  /** A run warning: a server an edit could not start or notify (its diagnostics then missing). */
  warn?: (text: string) => void;
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
  private readonly diagnostics = new DiagnosticsRegistry();

  constructor(
    configs: readonly LspServerConfig[],
    private readonly deps: LspServersDeps,
  ) {
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
        ...(deps.beforeFirstProcess ? { beforeFirstProcess: deps.beforeFirstProcess } : {}),
        onDiagnostics: (params, version) => this.diagnostics.record(params, version),
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

  /**
   * After Edit or Write changed a file, as Claude Code does: the server that handles its extension is started if it is
   * not running, sent the new text (`didOpen`, or `didChange`) and `didSave`; then its diagnostics are awaited (bounded)
   * and every diagnostic not yet passed to the model is returned in Claude Code's `<new-diagnostics>` text. Undefined
   * when there is none, no server handles the file or it turns diagnostics off. Never throws: a server that cannot start
   * or be notified is a run warning, and the edit does not fail for it.
   */
  async afterEdit(absPath: string, text: string, signal: AbortSignal): Promise<string | undefined> {
    const server = this.byExtension.get(path.extname(absPath).toLowerCase());
    if (server === undefined) return undefined;
    this.diagnostics.forget(absPath);
    const listening = server.config.diagnostics !== false;
    try {
      // An edit waits for a server's start at most this long (its `startupTimeout` may be longer or unset), never past
      // the run's stop; the start goes on for the next edit or LSP call.
      const started = server.ensureStarted();
      started.catch(() => undefined);
      if (!(await within(started, START_WAIT_MS, signal))) {
        if (!signal.aborted) throw new Error(`LSP server '${server.config.name}' did not start within ${START_WAIT_MS / 1000} s`);
        return undefined;
      }
      const kind = server.syncKind(absPath, text);
      const bound = kind === 'open' ? START_WAIT_MS : kind === 'change' ? CHANGE_WAIT_MS : 0;
      const settled = listening && bound > 0 ? this.diagnostics.settle(absPath, QUIET_MS, bound, signal) : undefined;
      await server.sync(absPath, text);
      await server.save(absPath);
      await settled;
    } catch (error) {
      // The edit itself succeeded (as in Claude Code, a failed notification is not the edit's error); the run says why
      // this file's diagnostics are missing.
      this.deps.warn?.(`LSP: diagnostics after the edit of ${absPath} are missing: ${(error as Error).message}`);
    }
    return listening && !signal.aborted ? this.diagnostics.deliver() : undefined;
  }

  /** The diagnostics published and not yet passed to the model, in Claude Code's `<new-diagnostics>` text. */
  pendingDiagnostics(): string | undefined {
    return this.diagnostics.deliver();
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((server) => server.stop().catch(() => undefined)));
  }
}
