import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MessageConnection } from 'vscode-jsonrpc/node';
import type { LspServerConfig } from '../config/plugin-lsp.js';
import { killProcessGroup, PROCESS_MARK, PROCESS_MARK_NAME } from '../process/group.js';
import type { SpawnWrapper } from '../sandbox/runtime.js';

export interface LspStartDeps {
  /** The working directory: the workspace folder unless the entry names one. */
  cwd: string;
  /** The server's whole environment (the runner's scrubbed, the entry's `env` on top, `${VAR}`s put in). */
  env: Record<string, string>;
  /** The tool sandbox: the server runs inside it, like a stdio MCP server. */
  wrap?: SpawnWrapper;
  /** The runner's preparation, awaited before its first process. */
  beforeFirstProcess?: () => Promise<void>;
  /** Between SIGTERM and SIGKILL of its process group. */
  closeGraceMs?: number;
  /** Its `textDocument/publishDiagnostics`, unless the entry sets `diagnostics: false` (Claude Code's passive diagnostics). */
  onDiagnostics?: (params: PublishedDiagnostics, currentVersion: number | undefined) => void;
}

/** LSP's `PublishDiagnosticsParams`, as far as the runner reads it. */
export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: {
    message: string;
    severity?: number;
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    source?: string;
    code?: string | number;
  }[];
}

/** LSP's `ContentModified`: Claude Code retries such a request up to 3 times, 500 ms doubling. */
const CONTENT_MODIFIED = -32801;
const STDERR_TAIL = 2000;

/** The value of a dotted `section` of the entry's `settings`, as Claude Code answers `workspace/configuration`. */
function section(settings: unknown, name: string | undefined): unknown {
  if (settings === undefined || settings === null) return null;
  if (name === undefined || name === '') return settings;
  let at: unknown = settings;
  for (const key of name.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return null;
    at = (at as Record<string, unknown>)[key];
  }
  return at ?? null;
}

/** One language server process speaking LSP (Content-Length framed JSON-RPC) on its stdio, started on first use. */
export class LspServer {
  private connection: MessageConnection | undefined;
  private child: ChildProcessWithoutNullStreams | undefined;
  private starting: Promise<void> | undefined;
  private failure: Error | undefined;
  private crashes = 0;
  private stderr = '';
  private readonly open = new Map<string, { version: number; text: string }>();

  constructor(
    readonly config: LspServerConfig,
    private readonly deps: LspStartDeps,
  ) {}

  /** Started once; a server that crashed is started again up to `maxRestarts` (default 3) times, as in Claude Code. */
  ensureStarted(): Promise<void> {
    if (this.connection !== undefined && this.failure === undefined) return Promise.resolve();
    if (this.starting !== undefined) return this.starting;
    const limit = this.config.maxRestarts ?? 3;
    if (this.failure !== undefined && this.crashes > limit)
      return Promise.reject(new Error(`LSP server '${this.config.name}' exceeded max crash recovery attempts (${limit}): ${this.failure.message}`));
    this.starting = this.start().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async start(): Promise<void> {
    await this.deps.beforeFirstProcess?.();
    // Loaded on the first use of a language server: most runs never start one.
    const rpc = await import('vscode-jsonrpc/node');
    const { config } = this;
    const sandboxed = this.deps.wrap ? await this.deps.wrap([config.command, ...config.args], config.name) : undefined;
    const argv = sandboxed?.argv ?? [config.command, ...config.args];
    const cwd = config.workspaceFolder ?? this.deps.cwd;
    const child = spawn(argv[0] ?? config.command, argv.slice(1), {
      cwd,
      env: { ...this.deps.env, [PROCESS_MARK_NAME]: PROCESS_MARK },
      // It leads its own process group, so stopping it reaches whatever it started (tsserver under typescript-language-server).
      detached: true,
      stdio: 'pipe',
    });
    if (sandboxed) child.once('close', () => sandboxed.finish());
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error) => reject(new Error(`LSP server '${config.name}' failed to start: \`${config.command}\`: ${error.message}`)));
    });
    this.child = child;
    this.failure = undefined;
    this.open.clear();
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_TAIL);
    });
    child.stdin.on('error', () => {});
    const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
    child.once('exit', (code, signal) => {
      if (this.child !== child) return;
      this.crashes++;
      const tail = this.stderr.trim() ? `; stderr: ${this.stderr.trim().slice(-500)}` : '';
      this.failure = new Error(`LSP server '${config.name}' crashed with exit code ${code ?? signal}${tail}`);
      this.connection = undefined;
      this.child = undefined;
      connection.dispose();
    });
    // Errors and warnings a server logs through LSP (not on stderr) say why it died: kept beside stderr.
    connection.onNotification('window/logMessage', (params: { type?: number; message?: string }) => {
      if ((params.type ?? 4) <= 2 && params.message) this.stderr = `${this.stderr}${params.message}\n`.slice(-STDERR_TAIL);
    });
    const onDiagnostics = this.deps.onDiagnostics;
    if (onDiagnostics !== undefined && config.diagnostics !== false)
      connection.onNotification('textDocument/publishDiagnostics', (params: PublishedDiagnostics) => {
        if (typeof params?.uri === 'string' && Array.isArray(params.diagnostics)) onDiagnostics(params, this.open.get(params.uri)?.version);
      });
    connection.onRequest('workspace/configuration', (params: { items?: { section?: string }[] }) =>
      (params.items ?? []).map((item) => section(config.settings, item.section)),
    );
    // Requests a headless client has nothing to show for: accepted, so the server goes on.
    for (const method of ['client/registerCapability', 'client/unregisterCapability', 'window/workDoneProgress/create', 'window/showMessageRequest'])
      connection.onRequest(method, () => null);
    connection.listen();
    const rootUri = pathToFileURL(cwd).href;
    const initialize = connection.sendRequest('initialize', {
      // Inside the sandbox's own PID namespace the runner's pid names no process: a server that watches its parent
      // (vscode-languageserver checks `kill(processId, 0)` every 3 s) would exit with code 1 there. `null` is LSP's "no
      // parent to watch"; the server still ends with its stdin, and the sandbox dies with the runner.
      processId: sandboxed ? null : process.pid,
      clientInfo: { name: 'Claude Code' },
      initializationOptions: config.initializationOptions ?? {},
      workspaceFolders: [{ uri: rootUri, name: path.basename(cwd) }],
      rootPath: cwd,
      rootUri,
      capabilities: {
        workspace: { configuration: config.settings !== undefined, workspaceFolders: false },
        textDocument: {
          synchronization: { dynamicRegistration: false, willSave: false, willSaveWaitUntil: false, didSave: true },
          publishDiagnostics: {
            relatedInformation: true,
            tagSupport: { valueSet: [1, 2] },
            versionSupport: false,
            codeDescriptionSupport: true,
            dataSupport: false,
          },
          hover: { dynamicRegistration: false, contentFormat: ['markdown', 'plaintext'] },
          definition: { dynamicRegistration: false, linkSupport: true },
          references: { dynamicRegistration: false },
          documentSymbol: { dynamicRegistration: false, hierarchicalDocumentSymbolSupport: true },
          callHierarchy: { dynamicRegistration: false },
        },
        general: { positionEncodings: ['utf-16'] },
      },
    });
    let onExit: ((code: number | null) => void) | undefined;
    const exited = new Promise<never>((_, reject) => {
      onExit = (code) => reject(new Error(`LSP server '${config.name}' exited (code ${code}) during initialization: ${this.stderr.trim().slice(-500)}`));
      child.once('exit', onExit);
    });
    // Raced only while it initializes: a later exit is the crash handler's, never an unhandled rejection.
    exited.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout =
      config.startupTimeoutMs !== undefined
        ? new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`LSP server '${config.name}' timed out after ${config.startupTimeoutMs}ms during initialization`)),
              config.startupTimeoutMs,
            );
          })
        : undefined;
    try {
      await Promise.race([initialize, exited, ...(timeout ? [timeout] : [])]);
    } catch (thrown) {
      // A server that exited under `initialize` (its exit disposed the connection first): its exit code and stderr say
      // why, not "connection got disposed". A write to a server already gone fails first (EPIPE) when the machine is
      // slow to report the exit: that exit is waited for (a grace at most), so the reason is the same either way.
      const error =
        thrown instanceof Error && /EPIPE|ECONNRESET|disposed|closed/i.test(thrown.message)
          ? await exitOr(exited, thrown, this.deps.closeGraceMs ?? 2000)
          : thrown;
      if (this.child === child || this.failure === undefined) {
        this.failure = error instanceof Error ? error : new Error(String(error));
        this.crashes++;
      }
      this.child = undefined;
      connection.dispose();
      if (child.pid !== undefined) await killProcessGroup(child.pid, this.deps.closeGraceMs ?? 2000);
      throw this.failure;
    } finally {
      clearTimeout(timer);
      if (onExit) child.off('exit', onExit);
    }
    await connection.sendNotification('initialized', {});
    if (config.settings !== undefined)
      await connection.sendNotification('workspace/didChangeConfiguration', { settings: config.settings }).catch(() => undefined);
    this.connection = connection;
  }

  /** What `sync` will send for this text: `didOpen` the first time, `didChange` when it differs, nothing otherwise. */
  syncKind(absPath: string, text: string): 'open' | 'change' | 'none' {
    const known = this.open.get(pathToFileURL(absPath).href);
    return known === undefined ? 'open' : known.text !== text ? 'change' : 'none';
  }

  /** The file's text as the server must see it: opened once, then changed (whole text) when it differs from what it has. */
  async sync(absPath: string, text: string): Promise<void> {
    const connection = this.requireConnection();
    const uri = pathToFileURL(absPath).href;
    const known = this.open.get(uri);
    if (known === undefined) {
      const languageId = this.config.extensionToLanguage[path.extname(absPath).toLowerCase()] ?? 'plaintext';
      this.open.set(uri, { version: 1, text });
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
    } else if (known.text !== text) {
      const version = known.version + 1;
      this.open.set(uri, { version, text });
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    }
  }

  /** `didSave` after an edit, as Claude Code sends it (only to a running server). */
  async save(absPath: string): Promise<void> {
    await this.connection?.sendNotification('textDocument/didSave', { textDocument: { uri: pathToFileURL(absPath).href } });
  }

  async request(method: string, params: unknown, signal: AbortSignal): Promise<unknown> {
    const rpc = await import('vscode-jsonrpc/node');
    for (let attempt = 0; ; attempt++) {
      const connection = this.requireConnection();
      const cancel = new rpc.CancellationTokenSource();
      const onAbort = (): void => cancel.cancel();
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        return await connection.sendRequest(method, params, cancel.token);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        // A server that died under the request: its exit and stderr say why, not the disposed connection.
        const why = this.connection === undefined && this.failure !== undefined ? this.failure.message : (error as Error).message;
        if (code !== CONTENT_MODIFIED || attempt >= 3 || signal.aborted)
          throw new Error(`LSP request '${method}' failed for server '${this.config.name}': ${why}`);
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      } finally {
        signal.removeEventListener('abort', onAbort);
        cancel.dispose();
      }
    }
  }

  private requireConnection(): MessageConnection {
    if (this.connection === undefined) throw this.failure ?? new Error(`LSP server '${this.config.name}' is not running`);
    return this.connection;
  }

  /** `shutdown` and `exit`, then its process group ended: at the end of the run. */
  async stop(): Promise<void> {
    const { connection, child } = this;
    this.connection = undefined;
    this.child = undefined;
    if (connection !== undefined) {
      const bye = (async () => {
        await connection.sendRequest('shutdown');
        await connection.sendNotification('exit');
      })().catch(() => undefined);
      await Promise.race([bye, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      connection.dispose();
    }
    if (child?.pid !== undefined) await killProcessGroup(child.pid, this.deps.closeGraceMs ?? 2000);
  }
}

/** The server's exit reason when it comes within `graceMs`, else the error the connection gave. */
async function exitOr(exited: Promise<never>, fallback: Error, graceMs: number): Promise<Error> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(fallback), graceMs);
  });
  try {
    return await Promise.race([
      exited.then(
        () => fallback,
        (exit: unknown) => (exit instanceof Error ? exit : fallback),
      ),
      grace,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
