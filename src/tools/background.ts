import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { killProcessGroup, trackLeftoverGroup } from '../process/group.js';
import type { CommandScope } from '../process/command-scope.js';
import { SpillFile } from './truncate.js';
import type { WrappedSpawn } from '../sandbox/runtime.js';
import { asSystemNotification } from './notification-text.js';

export { asSystemNotification, notificationBody } from './notification-text.js';

export type BackgroundStatus = 'running' | 'completed' | 'failed' | 'killed';

/** One notice for the model: its text, and for a task's end the SDK's task_notification fields (for the transcript). */
export interface BackgroundNotice {
  text: string;
  /** An agent's or a workflow's: the tools its agents called, told before the notice as 2.1.332 does. */
  toolsUsed?: string[];
  ended?: { taskId: string; toolUseId: string; status: 'completed' | 'failed' | 'stopped'; outputFile: string; summary: string };
}

/** One command started with `run_in_background` (or a Monitor): it writes to its output file until it ends or is stopped. */
export interface BackgroundTask {
  id: string;
  toolUseId: string;
  command: string;
  description: string;
  outputPath: string;
  pid: number | undefined;
  status: BackgroundStatus;
  exitCode: number | null;
  /** Settles once the process has exited and its output file is closed. */
  done: Promise<void>;
  /** Monitor: each stdout line is an event the model is told about. */
  watch: boolean;
}

export interface BackgroundStart extends BackgroundRun {
  argv: string[];
  cwd: string;
  env: Record<string, string>;
}

/** What bounds and names a background command's run, however it came to the background. */
export interface BackgroundRun {
  command: string;
  description: string;
  toolUseId: string;
  timeoutMs: number;
  /** The run's signal: the run's end or timeout stops the task too. */
  signal: AbortSignal;
  sandboxed?: WrappedSpawn;
  /** Monitor: stdout lines become notices. */
  watch?: boolean;
  /** Everything the command starts (command-scope.ts): stopping it reaches what left its process group, `env -i` or not. */
  scope?: CommandScope;
  /** Where its end is told when not the run's queue (a synchronous subagent's command: answer-bound.ts). */
  notify?: (notice: BackgroundNotice) => void;
}

/**
 * A background task that is not a command (a workflow script, src/agent/workflow-tool.ts): TaskStop and the run's end
 * stop it; when it ends by itself, `ended` gives its notice.
 */
export interface AdoptedTask {
  id: string;
  toolUseId: string;
  description: string;
  /** The SDK's task_type (`local_workflow`). */
  type: string;
  /** A workflow's `meta.name` (hook input's `background_tasks`). */
  name: string;
  /** Stops it; settles once it is gone. */
  stop(): Promise<void>;
}

/**
 * Hands a run already started (an agent's, a workflow's) to the run's background tasks: stopping it (TaskStop, the
 * run's end) aborts `stop` and settles once the run has; `notice` turns its result into what the model is told at its
 * end (undefined: nothing).
 */
export function adoptRun<T>(
  background: Pick<BackgroundTasks, 'adopt'>,
  task: Omit<AdoptedTask, 'stop'>,
  stop: AbortController,
  run: Promise<T>,
  notice: (result: T) => BackgroundNotice | undefined,
): void {
  background.adopt(
    {
      ...task,
      stop: async () => {
        stop.abort();
        await run;
      },
    },
    run.then(notice),
  );
}

/** Events of one watch kept for the next notice; past this they are counted, not kept. */
const WATCH_LINES_MAX = 50;
/**
 * How long a Monitor's lines are gathered before a waiting end of turn is woken: 2.1.332 tells a line the command
 * prints as it exits with its end (`stream ended` with the `<event>`), not as an event of its own.
 */
const WATCH_GATHER_MS = 250;

/**
 * The run's background commands. Each runs in its own process group (inside the sandbox when Bash's is), carries the
 * run's process mark and is registered as a leftover group, so the end of the run kills it even if nothing else does;
 * its timeout and the run's signal stop it earlier. When one ends by itself, a notice waits for the model's next turn.
 */
export class BackgroundTasks {
  private readonly tasks = new Map<string, BackgroundTask>();
  private notices: BackgroundNotice[] = [];
  private readonly graceMs: number;

  constructor(
    private readonly tempDir: string,
    opts: { graceMs?: number; maxOutputBytes?: number } = {},
  ) {
    this.graceMs = opts.graceMs ?? 2000;
    this.maxOutputBytes = opts.maxOutputBytes;
  }

  private readonly maxOutputBytes: number | undefined;

  get(id: string): BackgroundTask | undefined {
    return this.tasks.get(id);
  }

  /** The tasks still running, oldest first. */
  running(): BackgroundTask[] {
    return [...this.tasks.values()].filter((t) => t.status === 'running');
  }

  /** Starts the command; throws when it cannot be spawned. */
  start(req: BackgroundStart): BackgroundTask {
    const id = `b${randomBytes(4).toString('hex')}`;
    const out = new SpillFile(this.tempDir, `task-${id}`, this.maxOutputBytes);
    let child;
    try {
      child = spawn(req.argv[0] ?? 'bash', req.argv.slice(1), { cwd: req.cwd, env: req.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      req.scope?.started(child.pid);
    } catch (error) {
      // The caller releases the sandbox's hold (as for a foreground command that fails to start).
      out.close();
      throw error;
    }
    return this.follow(id, child, out, req);
  }

  /**
   * A foreground command past its timeout, moved here as 2.1.332 moves it: the process (its own group) goes on, what it
   * printed so far opens its output file, and from now on it is bounded, stopped and told of as a background command.
   */
  takeOver(child: ChildProcessByStdio<null, Readable, Readable>, printed: Buffer[] | SpillFile, req: BackgroundRun): BackgroundTask {
    const id = `b${randomBytes(4).toString('hex')}`;
    // A long output is already in its own file, which goes on as the task's.
    if (printed instanceof SpillFile) return this.follow(id, child, printed, req);
    const out = new SpillFile(this.tempDir, `task-${id}`, this.maxOutputBytes);
    for (const chunk of printed) out.write(chunk);
    return this.follow(id, child, out, req);
  }

  private follow(id: string, child: ChildProcessByStdio<null, Readable, Readable>, out: SpillFile, req: BackgroundRun): BackgroundTask {
    const pid = child.pid;
    if (pid !== undefined) trackLeftoverGroup(pid);
    let stopping: 'timeout' | 'stopped' | 'run' | undefined;
    let pendingLine = '';
    let gather: NodeJS.Timeout | undefined;
    const watch = { lines: [] as string[], dropped: 0 };
    const onStdout = (chunk: Buffer): void => {
      out.write(chunk);
      if (!req.watch) return;
      const lines = (pendingLine + chunk.toString('utf8')).split('\n');
      pendingLine = lines.pop() ?? '';
      for (const line of lines) {
        if (watch.lines.length < WATCH_LINES_MAX) watch.lines.push(line);
        else watch.dropped += 1;
      }
      // Lines are gathered a moment before they are told, so what a command prints as it ends goes with its end.
      if (lines.length > 0)
        gather ??= setTimeout(() => {
          gather = undefined;
          // A watch told elsewhere (a subagent's Monitor) hands its lines there now; the run's wait at its next turn.
          if (req.notify) this.flushWatch(task);
          else this.wakeWaiters();
        }, WATCH_GATHER_MS);
    };
    child.stdout.on('data', onStdout);
    child.stderr.on('data', (chunk: Buffer) => out.write(chunk));
    const kill = (why: 'timeout' | 'stopped' | 'run'): Promise<void> => {
      stopping ??= why;
      if (req.scope) return req.scope.kill(this.graceMs);
      return pid !== undefined ? killProcessGroup(pid, this.graceMs) : Promise.resolve();
    };
    const timer = setTimeout(() => void kill('timeout'), req.timeoutMs);
    const onAbort = (): void => void kill('run');
    req.signal.addEventListener('abort', onAbort, { once: true });
    const task: BackgroundTask = {
      id,
      toolUseId: req.toolUseId,
      command: req.command,
      description: req.description,
      outputPath: out.path,
      pid,
      status: 'running',
      exitCode: null,
      watch: req.watch === true,
      done: new Promise<void>((resolve) => {
        const finish = (code: number | null, signal: NodeJS.Signals | null, error?: Error): void => {
          if (task.status !== 'running') return;
          clearTimeout(timer);
          clearTimeout(gather);
          req.signal.removeEventListener('abort', onAbort);
          if (pendingLine !== '' && req.watch) watch.lines.push(pendingLine);
          const exit = req.sandboxed ? req.sandboxed.exit(code, signal) : { code, signal };
          const blocked = req.sandboxed?.finish() ?? [];
          if (error) out.write(Buffer.from(`\nFailed to run the command: ${error.message}\n`));
          for (const b of new Set(blocked)) out.write(Buffer.from(`\nNote: ${b}.\n`));
          out.close();
          req.scope?.release();
          task.exitCode = exit.code;
          task.status = stopping !== undefined ? 'killed' : exit.code === 0 ? 'completed' : 'failed';
          // A task the model stopped needs no notice; one the run stopped has no turn left to hear it. A Monitor's last
          // lines go with its end, as 2.1.332 sends them.
          if (stopping === undefined || stopping === 'timeout') {
            const notice = this.notice(task, stopping === 'timeout' ? req.timeoutMs : undefined);
            if (req.notify) req.notify(notice);
            else this.notices.push(notice);
          }
          this.notifiers.delete(id);
          resolve();
        };
        child.on('error', (error) => finish(null, null, error));
        child.on('close', (code, signal) => finish(code, signal));
      }),
    };
    this.tasks.set(id, task);
    this.stoppers.set(id, kill);
    if (req.watch) this.watches.set(id, watch);
    if (req.notify) this.notifiers.set(id, req.notify);
    return task;
  }

  private readonly adopted = new Map<string, { task: AdoptedTask; status: BackgroundStatus; ended: Promise<void> }>();

  /** Runs `task` as one of the run's background tasks; its notice (if any) waits for the model's next turn. */
  adopt(task: AdoptedTask, ended: Promise<BackgroundNotice | undefined>): void {
    const entry = {
      task,
      status: 'running' as BackgroundStatus,
      ended: ended.then(
        (notice) => {
          if (entry.status === 'running') entry.status = 'completed';
          if (notice && entry.status !== 'killed') this.notices.push(notice);
        },
        () => {
          entry.status = 'failed';
        },
      ),
    };
    this.adopted.set(task.id, entry);
  }

  /** A running task's notice (a background agent waiting on its own background work), for the model's next turn. */
  tell(notice: BackgroundNotice): void {
    this.notices.push(notice);
    this.wakeWaiters();
  }

  /** The adopted tasks still running, oldest first. */
  adoptedRunning(): AdoptedTask[] {
    return [...this.adopted.values()].filter((entry) => entry.status === 'running').map((entry) => entry.task);
  }

  /** An adopted task by id, with its status. */
  adoptedTask(id: string): { task: AdoptedTask; status: BackgroundStatus } | undefined {
    return this.adopted.get(id);
  }

  /** TaskStop on an adopted task: no notice follows (the model asked for it). */
  async stopAdopted(id: string): Promise<void> {
    const entry = this.adopted.get(id);
    if (!entry || entry.status !== 'running') return;
    entry.status = 'killed';
    await entry.task.stop();
    await entry.ended;
  }

  /**
   * Settles when a task the model is told of ends (an adopted task, a command, a Monitor, not a subagent's own), a
   * Monitor prints a line or a task tells something: its notice is then waiting. Undefined when none runs.
   */
  nextEnd(): Promise<void> | undefined {
    const adopted = [...this.adopted.values()].filter((entry) => entry.status === 'running').map((entry) => entry.ended);
    const commands = [...this.tasks.values()].filter((task) => task.status === 'running' && !this.notifiers.has(task.id)).map((task) => task.done);
    const running = [...adopted, ...commands];
    if (running.length === 0) return undefined;
    return Promise.race([...running, new Promise<void>((resolve) => this.lineWaiters.add(resolve))]);
  }

  /** Who waits for a Monitor's next line or a told notice (`nextEnd`). */
  private readonly lineWaiters = new Set<() => void>();

  private wakeWaiters(): void {
    for (const wake of this.lineWaiters) wake();
    this.lineWaiters.clear();
  }

  private readonly watches = new Map<string, { lines: string[]; dropped: number }>();
  /** Where a task's notices go when not the run's queue (a synchronous subagent's: answer-bound.ts). */
  private readonly notifiers = new Map<string, (notice: BackgroundNotice) => void>();
  private readonly stoppers = new Map<string, (why: 'timeout' | 'stopped' | 'run') => Promise<void>>();

  /** TaskStop: kills the task's process group and waits for it to be gone. */
  async stop(id: string): Promise<BackgroundTask | undefined> {
    const task = this.tasks.get(id);
    if (!task || task.status !== 'running') return task;
    await this.stoppers.get(id)?.('stopped');
    await task.done;
    return task;
  }

  /** Every task still running, killed (the run is ending): background work never outlives the step. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.adopted.keys()].map((id) => this.stopAdopted(id)));
    await Promise.all(
      [...this.tasks.values()]
        .filter((t) => t.status === 'running')
        .map((t) =>
          this.stoppers
            .get(t.id)?.('run')
            .then(() => t.done),
        ),
    );
  }

  /** The notices not yet delivered, in the order they came; the model's next turn carries them. */
  drainNotices(): BackgroundNotice[] {
    for (const task of this.tasks.values()) if (task.status === 'running' && !this.notifiers.has(task.id)) this.flushWatch(task);
    const out = this.notices;
    this.notices = [];
    return out;
  }

  /** A Monitor's lines since the last notice, taken (`<event>…</event>`); undefined when none came. */
  private takeEvents(task: BackgroundTask): string | undefined {
    const watch = this.watches.get(task.id);
    if (!watch || (watch.lines.length === 0 && watch.dropped === 0)) return undefined;
    const events = watch.lines.splice(0).join('\n') + (watch.dropped > 0 ? `\n… ${watch.dropped} more lines in ${task.outputPath}` : '');
    watch.dropped = 0;
    return `<event>${events}</event>`;
  }

  /** A Monitor's lines since the last notice, as one notice in 2.1.332's words (a running Monitor's event names no call). */
  private flushWatch(task: BackgroundTask): void {
    const events = this.takeEvents(task);
    if (events === undefined) return;
    const notify = this.notifiers.get(task.id) ?? ((notice: BackgroundNotice) => this.notices.push(notice));
    notify({
      text: asSystemNotification([
        '<task-notification>',
        `<task-id>${task.id}</task-id>`,
        `<summary>Monitor event: "${task.description}"</summary>`,
        events,
        '</task-notification>',
      ]),
    });
  }

  private notice(task: BackgroundTask, timedOutMs: number | undefined): BackgroundNotice {
    const what = task.watch ? `Monitor "${task.description}"` : `Background command "${task.description}"`;
    const how =
      timedOutMs !== undefined
        ? `was stopped after its timeout of ${timedOutMs} ms`
        : task.status === 'completed'
          ? task.watch
            ? 'stream ended'
            : `completed (exit code ${task.exitCode ?? 0})`
          : `failed (exit code ${task.exitCode ?? 'none'})`;
    const summary = `${what} ${how}`;
    const events = task.watch ? this.takeEvents(task) : undefined;
    const text = asSystemNotification([
      '<task-notification>',
      `<task-id>${task.id}</task-id>`,
      `<tool-use-id>${task.toolUseId}</tool-use-id>`,
      `<output-file>${task.outputPath}</output-file>`,
      `<status>${task.status}</status>`,
      `<summary>${summary}</summary>`,
      ...(events !== undefined ? [events] : []),
      '</task-notification>',
    ]);
    const status = task.status === 'completed' ? 'completed' : task.status === 'failed' ? 'failed' : 'stopped';
    return { text, ended: { taskId: task.id, toolUseId: task.toolUseId, status, outputFile: task.outputPath, summary } };
  }
}
