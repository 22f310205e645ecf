import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { killProcessGroup } from '../process/group.js';
import type { SpawnWrapper } from '../sandbox/runtime.js';
import { DEFAULT_MAX_MESSAGE_BYTES, LineSplitter, MessageTooLargeError } from './framing.js';
import { answerServerRequest, classify, RpcError, TransportError, type JsonObject, type RequestId, type RequestOptions, type Transport } from './jsonrpc.js';

export interface StdioSpawnSpec {
  command: string;
  args: readonly string[];
  /** The whole environment of the server: never the runner's own. */
  env: Record<string, string>;
  cwd: string;
  /** The tool sandbox: the server runs inside it. */
  wrap?: SpawnWrapper;
}

export interface StdioOptions {
  /** Waited after closing stdin, and again after SIGTERM, before escalating. */
  closeGraceMs?: number;
  /** How much of stderr to keep for error messages. */
  stderrTailChars?: number;
  /** The server's name in the configuration, for messages. */
  label?: string;
  /** Cap on one message (default DEFAULT_MAX_MESSAGE_BYTES). */
  maxMessageBytes?: number;
}

interface Pending {
  resolve(result: unknown): void;
  reject(err: Error): void;
}

const STDERR_TAIL_DEFAULT = 2000;
/** A server whose output ended and that has not exited this long after: taken as gone, what is pending fails. */
const STDOUT_CLOSED_MS = 5000;
/** After a server's exit, how long something it started may hold its pipes before what is pending fails anyway. */
const PIPES_HELD_MS = 1000;

/** Servers not yet closed: if the runner exits without close(), they are killed on the way out. */
const live = new Set<StdioTransport>();
let exitHook = false;

function track(t: StdioTransport): void {
  live.add(t);
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const s of live) s.killNow();
  });
}

/** Newline-delimited JSON-RPC with a server process that leads its own process group. */
export class StdioTransport implements Transport {
  readonly kind = 'stdio' as const;
  onNotification?: (method: string) => void;
  readonly pid: number;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<RequestId, Pending>();
  private nextId = 1;
  private readonly lines: LineSplitter;
  private stderrBuf = '';
  private exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private closed = false;
  private closing: Promise<void> | null = null;
  private readonly exited: Promise<void>;
  private readonly graceMs: number;
  private readonly tailChars: number;

  private constructor(child: ChildProcessWithoutNullStreams, pid: number, opts: StdioOptions) {
    this.child = child;
    this.pid = pid;
    this.graceMs = opts.closeGraceMs ?? 2000;
    this.tailChars = opts.stderrTailChars ?? STDERR_TAIL_DEFAULT;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const label = opts.label ?? spec0(child);
    const max = opts.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    this.lines = new LineSplitter(
      max,
      (line) => this.onLine(line),
      // Which request the giant line answers is unknown until it ends: fail them all now.
      () => this.failPending(new MessageTooLargeError(label, max)),
    );
    // Bytes, not strings: scanned once for newlines, decoded once per complete line.
    child.stdout.on('data', (chunk: Buffer) => this.lines.push(chunk));
    // A server that closed its output but runs on answers nothing more. One that exits is closed by its exit below:
    // its code and stderr come after its output's end, later still on a loaded machine.
    child.stdout.on('end', () => setTimeout(() => this.exitInfo === null && this.markClosed(), STDOUT_CLOSED_MS).unref());
    child.stderr.setEncoding('utf8');
    // Always drained: a server blocked on a full stderr pipe would hang every call.
    child.stderr.on('data', (chunk: string) => {
      this.stderrBuf = (this.stderrBuf + chunk).slice(-this.tailChars * 2);
    });
    // EPIPE on a dead server surfaces through 'exit'; an unhandled 'error' would crash the runner.
    child.stdin.on('error', () => {});
    child.on('exit', (code, signal) => {
      this.exitInfo = { code, signal };
      // What is pending fails once stdout and stderr are drained ('close': the last answers delivered, the stderr
      // tail complete), or after a bound when something the server started still holds its pipes.
      setTimeout(() => this.markClosed(), PIPES_HELD_MS).unref();
    });
    child.once('close', () => this.markClosed());
  }

  /** Spawn the server; rejects when the command cannot be started at all. */
  static async start(spec: StdioSpawnSpec, opts: StdioOptions = {}): Promise<StdioTransport> {
    const sandboxed = spec.wrap
      ? await spec.wrap([spec.command, ...spec.args]).catch((err: unknown) => {
          throw new TransportError('closed', `could not start \`${spec.command}\` in the sandbox: ${err instanceof Error ? err.message : String(err)}`);
        })
      : undefined;
    const argv = sandboxed?.argv ?? [spec.command, ...spec.args];
    return new Promise((resolve, reject) => {
      let child: ChildProcessWithoutNullStreams;
      try {
        // detached: the server leads its own process group, so close() reaches whatever it started.
        child = spawn(argv[0] ?? spec.command, argv.slice(1), { cwd: spec.cwd, env: spec.env, detached: true, stdio: 'pipe' });
        // Its mount points are released, and what the sandbox blocked is recorded, when it exits.
        if (sandboxed) child.once('close', () => sandboxed.finish());
      } catch (err) {
        reject(new TransportError('closed', `could not start \`${spec.command}\`: ${(err as Error).message}`));
        return;
      }
      child.once('error', (err) => {
        reject(new TransportError('closed', `could not start \`${spec.command}\`: ${err.message}`));
      });
      child.once('spawn', () => {
        const pid = child.pid;
        if (pid === undefined) {
          reject(new TransportError('closed', `could not start \`${spec.command}\``));
          return;
        }
        const transport = new StdioTransport(child, pid, opts);
        track(transport);
        resolve(transport);
      });
    });
  }

  get alive(): boolean {
    return !this.closed && this.exitInfo === null;
  }

  stderrTail(): string {
    const text = this.stderrBuf.slice(-this.tailChars).trim();
    return text;
  }

  /** Why the process is gone, for error messages. */
  exitDescription(): string {
    const info = this.exitInfo;
    if (!info) return 'the server closed its output';
    if (info.signal) return `the server process was killed by ${info.signal}`;
    return `the server process exited with code ${info.code ?? 'unknown'}`;
  }

  request(method: string, params: JsonObject, opts: RequestOptions): Promise<unknown> {
    if (!this.alive) return Promise.reject(new TransportError('closed', this.exitDescription()));
    if (opts.signal?.aborted) return Promise.reject(new TransportError('aborted', `${method} was cancelled`));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const cleanup = (): void => {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
      };
      const giveUp = (err: TransportError, reason: string): void => {
        cleanup();
        // Tells the server to stop the work whose answer nobody will read.
        this.write({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason } });
        reject(err);
      };
      const onAbort = (): void => giveUp(new TransportError('aborted', `${method} was cancelled`), 'cancelled by the client');
      timer = setTimeout(() => giveUp(new TransportError('timeout', `${method} got no answer within ${opts.timeoutMs} ms`), 'timeout'), opts.timeoutMs);
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (r) => {
          cleanup();
          resolve(r);
        },
        reject: (e) => {
          cleanup();
          reject(e);
        },
      });
      this.write({ jsonrpc: '2.0', id, method, params });
    });
  }

  async notify(method: string, params: JsonObject): Promise<void> {
    if (this.alive) this.write({ jsonrpc: '2.0', method, params });
  }

  /** Close stdin, wait, SIGTERM the group, wait, SIGKILL: the order a polite server expects. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  /** Last resort on process exit: no waiting is possible there. */
  killNow(): void {
    try {
      process.kill(-this.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  private async shutdown(): Promise<void> {
    this.child.stdin.end();
    await Promise.race([this.exited, delay(this.graceMs)]);
    // The leader may be gone while something it started still holds the group.
    await killProcessGroup(this.pid, this.graceMs);
    // The leader is our child: its exit is reaped by Node, so wait for it (a group of zombies still answers signal 0).
    await Promise.race([this.exited, delay(Math.max(this.graceMs, 1000))]);
    this.markClosed();
    live.delete(this);
    this.child.stdout.destroy();
    this.child.stderr.destroy();
  }

  private write(message: JsonObject): void {
    if (this.child.stdin.destroyed || !this.child.stdin.writable) return;
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  private failPending(err: Error): void {
    for (const p of [...this.pending.values()]) p.reject(err);
  }

  private onLine(line: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      // Some servers log to stdout; a line that is not JSON cannot be an answer.
      return;
    }
    const msg = classify(raw);
    switch (msg.kind) {
      case 'response':
        this.pending.get(msg.id)?.resolve(msg.result);
        break;
      case 'error':
        if (msg.id !== null) this.pending.get(msg.id)?.reject(new RpcError(msg.error.code, msg.error.message, msg.error.data));
        break;
      case 'request':
        this.write({ jsonrpc: '2.0', id: msg.id, ...answerServerRequest(msg.method) });
        break;
      case 'notification':
        // list_changed refreshes the tool pool; progress and logging carry nothing a headless run uses.
        this.onNotification?.(msg.method);
        break;
      default:
        break;
    }
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    const err = new TransportError('closed', this.exitDescription());
    for (const p of [...this.pending.values()]) p.reject(err);
    this.pending.clear();
  }
}

/** The command, when the configuration gave no name. */
function spec0(child: ChildProcessWithoutNullStreams): string {
  return child.spawnfile;
}

function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms).unref());
}
