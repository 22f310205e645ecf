import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { trackLeftoverGroup } from '../process/group.js';
import type { CommandScope } from '../process/command-scope.js';
import type { BackgroundTask } from './background.js';
import type { CommandLine } from './bash-command-line.js';
import type { CommandOutput } from './bash-output.js';
import { failed, ranResult, type BashRun } from './bash-result.js';
import { movedResult } from './bash-wording.js';
import { CWD_REPORT_FD, reportedCwd } from './shell-cwd.js';
import { staleReadsNote } from './stale-reads.js';
import type { ToolContext } from './types.js';

export type CommandProcess = ChildProcessByStdio<null, Readable, Readable>;

/** Starts the command line: its own process group (a timeout kills everything it started), the report descriptor where it reports. */
export function spawnCommand(line: CommandLine): CommandProcess {
  return spawn(line.run[0] ?? 'bash', line.run.slice(1), {
    cwd: line.cwd,
    env: line.env,
    // The fourth: where bash reports the directory it ended in (shell-cwd.ts), read by the runner only.
    stdio: ['ignore', 'pipe', 'pipe', line.capture ? 'pipe' : 'ignore'],
    detached: true,
  }) as CommandProcess;
}

/** A command started in the foreground, and what bounds its run. */
export interface Foreground {
  child: CommandProcess;
  /** Everything it starts: a timeout or the run's cancel kills all of it (command-scope.ts). */
  scope: CommandScope;
  line: CommandLine;
  command: string;
  ctx: ToolContext;
  output: CommandOutput;
  timeoutMs: number;
  /** An edit in place: the read files' times before it ran (stale-reads.ts). */
  seenBefore: Map<string, number | undefined> | undefined;
  /** At its timeout: the background task it moved into, or undefined where it is killed instead (or cannot move). */
  moveToBackground: (() => BackgroundTask | undefined) | undefined;
  /** Its bound once moved, or `answer`: a synchronous subagent's, ended with its final response. */
  movedBound: number | 'answer';
  maxChars: number;
  /** Between SIGTERM and SIGKILL of the process group. */
  graceMs: number;
  /** How long to keep reading after bash exits while a background process holds the pipes. */
  drainMs: number;
}

type Outcome = { code: number | null; signal: NodeJS.Signals | null; error?: Error; moved?: BackgroundTask };

/** Waits for the command's end (its exit, its timeout, the run's cancel, or its move to the background) and says how it went. */
export async function inForeground(run: Foreground): Promise<BashRun> {
  const { child, line, ctx, output } = run;
  const { cwd, capture, sandboxed } = line;
  const pid = child.pid;
  const onStdout = output.reader(output.stdout);
  const onStderr = output.reader(output.stderr);
  child.stdout.on('data', onStdout);
  child.stderr.on('data', onStderr);
  let report = '';
  let timedOutAndMoved = false;
  const reportPipe = child.stdio[CWD_REPORT_FD];
  // Read to its end even once the command is moved (bash's last write must not fail), but no longer heeded then:
  // a command moved to the background, like a run_in_background one, does not move the shell.
  reportPipe?.on('data', (chunk: Buffer) => {
    if (!timedOutAndMoved && report.length < 65_536) report += chunk.toString('utf8');
  });

  let timedOut = false;
  let interrupted = false;
  let terminating: Promise<void> | null = null;
  const terminate = (): void => {
    if (!terminating) terminating = run.scope.kill(run.graceMs);
  };
  let settle: (outcome: Outcome) => void = () => undefined;
  let exited = false;
  const timer = setTimeout(() => {
    const moved = run.moveToBackground && !exited && !ctx.signal.aborted ? run.moveToBackground() : undefined;
    if (moved) {
      // The task reads the pipes now (its listeners are on: synchronous, so no chunk falls between).
      child.stdout.off('data', onStdout);
      child.stderr.off('data', onStderr);
      timedOutAndMoved = true;
      settle({ code: null, signal: null, moved });
      return;
    }
    timedOut = true;
    terminate();
  }, run.timeoutMs);
  const onAbort = (): void => {
    interrupted = true;
    terminate();
  };
  ctx.signal.addEventListener('abort', onAbort, { once: true });

  const outcome = await new Promise<Outcome>((resolve) => {
    settle = resolve;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    child.on('error', (error) => resolve({ code: null, signal: null, error }));
    child.on('exit', (code, signal) => {
      exited = true;
      // Moved to the background: its reading and its end are the background task's now. Bash has made its report
      // (unheeded); a process it left holding the descriptor (`setsid … &`) must not keep the task from its end.
      if (timedOutAndMoved) return reportPipe?.destroy();
      exit = { code, signal };
      // A background process may hold the pipes open for ever: stop reading soon after bash is gone. The check
      // phase after the timer follows one more poll, so what bash wrote before it exited is read even when a busy
      // event loop runs the timer late, in the iteration after the exit (a lost last chunk seen under load).
      setTimeout(
        () =>
          setImmediate(() => {
            child.stdout.destroy();
            child.stderr.destroy();
            reportPipe?.destroy();
            resolve({ code, signal });
          }),
        run.drainMs,
      );
    });
    child.on('close', (code: number | null, signal: NodeJS.Signals | null) => resolve(exit ?? { code, signal }));
  });
  clearTimeout(timer);
  ctx.signal.removeEventListener('abort', onAbort);
  if (outcome.moved) {
    // It started where it was judged to; the shell stays where it was.
    return movedResult(outcome.moved, run.timeoutMs, run.movedBound, output, run.maxChars, sandboxed !== undefined, {
      command: run.command,
      cwd: ctx.shell?.where ?? cwd,
    });
  }
  if (terminating) await terminating;
  else if (pid !== undefined) trackLeftoverGroup(pid);
  run.scope.release();
  const shown = output.shown();
  const blocked = sandboxed?.finish() ?? [];
  // A command that failed keeps no `cd` and fires no CwdChanged, as 2.1.332 (2.1.332-bash-cwd-maintain.json, failed-cd).
  const endNote = capture && ctx.shell ? await ctx.shell.ended(cwd, outcome.code === 0 ? reportedCwd(report) : undefined) : undefined;

  if (outcome.error && line.argv !== undefined && (outcome.error as NodeJS.ErrnoException).code === 'ENOENT') {
    return { content: `Exit code 127\n${line.argv[0] ?? ''}: command not found`, isError: true, details: { interrupted: false, exitCode: 127 } };
  }
  if (outcome.error) {
    return { content: `Failed to run the command: ${outcome.error.message}`, isError: true, details: { interrupted: false } };
  }
  const { code, signal } = sandboxed ? sandboxed.exit(outcome.code, outcome.signal) : outcome;
  const ended = { code, signal, timedOut, interrupted, timeoutMs: run.timeoutMs, output, shown, sandboxed, blocked };
  const stale = run.seenBefore && ctx.files && !failed(ended) ? await staleReadsNote(ctx.files, run.seenBefore, ctx.shell?.where ?? cwd) : undefined;
  return { ...ranResult(ended, stale, capture && ctx.shell ? ctx.shell.where : undefined), ...(endNote !== undefined ? { endNote } : {}) };
}
