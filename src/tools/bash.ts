import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { COMMAND_MARK_NAME, killProcessGroup, PROCESS_MARK, PROCESS_MARK_NAME, trackLeftoverGroup } from '../process/group.js';
import { randomUUID } from 'node:crypto';
import { readOnlyEnv, readOnlyGitArgv } from './read-only-env.js';
import { jailedArgv, readOnlyJail } from './read-only-jail.js';
import { withEnvScript } from './bash-script.js';
import { CWD_REPORT_FD, cwdPrelude, isUnder, reportedCwd } from './shell-cwd.js';
import { toolInputShown, objectSchema } from './schema.js';
import { DEFAULT_LIMITS, formatCount } from './truncate.js';
import { CommandOutput } from './bash-output.js';
import type { ToolContext, ToolDefinition, ToolResult, Workspace } from './types.js';
import type { ToolSandbox, WrappedSpawn } from '../sandbox/runtime.js';
import type { BackgroundTask, BackgroundTasks } from './background.js';
import { editsInPlace, seenTimes, staleReadsNote } from './stale-reads.js';
import { atTimeout, backgroundStarted, movedResult, NO_OUTPUT, timedOutLines, whereCommandsStart } from './bash-wording.js';

/** The SDK's BashInput. */
export interface BashInput {
  command: string;
  timeout?: number;
  description?: string;
  run_in_background?: boolean;
  /** Accepted as false; true is refused: the sandbox is the workflow's choice, not the model's. */
  dangerouslyDisableSandbox?: boolean;
}

/** What a bridged command printed and how it exited; `bridge` names the bridge that ran it (the result's details). */
export interface BridgeOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
  bridge: 'gh' | 'git';
}

/** A command the runner runs itself instead of spawning it (the gh and push bridges), or undefined when it is not one. */
export type CommandBridge = (command: string) => Promise<BridgeOutput> | undefined;

/** A token the workflow itself handed the tools (`pass_env`): gh then runs as the real gh, with it. */
const GH_TOKEN_VARS = ['GH_TOKEN', 'GITHUB_TOKEN', 'GH_ENTERPRISE_TOKEN'];

export interface BashOptions {
  workspace: Workspace;
  /** The whole environment of the command (see env.ts `buildToolEnv`). */
  env: Record<string, string>;
  defaultTimeoutMs?: number;
  maxTimeoutMs?: number;
  maxOutputChars?: number;
  /** CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR: every command starts in the working directory (the description says so). */
  cdReturns?: boolean;
  /** Between SIGTERM and SIGKILL of the process group. */
  killGraceMs?: number;
  /** How long to keep reading after bash exits while a background process holds the pipes. */
  drainMs?: number;
  spillMaxBytes?: number;
  shell?: string;
  /** Arguments before `-c` (PowerShell's `-NoProfile -NonInteractive`). */
  shellArgs?: string[];
  /** Commands run inside it, except `sandbox.excludedCommands`. */
  sandbox?: ToolSandbox;
  /** `run_in_background` commands live here; without it the field is refused. */
  background?: BackgroundTasks;
  /** Monitor: a background command's stdout lines are events, each told to the model. */
  watchBackground?: boolean;
  /**
   * CLAUDE_ENV_FILE (the hooks' `export NAME=value` lines, src/hooks/env-file.ts): run by bash before each command,
   * inside the command's own sandbox; never for a command that runs outside the sandbox the hooks ran in, nor for the
   * read-only list. The runner's own copy, read at each call: never a file the model's commands could have changed.
   */
  envScript?: () => string;
  /** gh commands the runner runs itself, with the token no tool holds (src/github-tools/gh-bridge.ts). */
  bridge?: CommandBridge;
}

/** Claude Code's bounds on a background command's run (`timeout` with `run_in_background`). */
const BACKGROUND_DEFAULT_TIMEOUT_MS = 1_800_000;
const BACKGROUND_MAX_TIMEOUT_MS = 7_200_000;
/** How long a command moved to the background may go on, headless (2.1.332: 10 minutes, or the default timeout if longer). */
const MOVED_MIN_BOUND_MS = 600_000;
/** 2.1.332 stops, not moves, a command whose first word is `sleep`: waiting was all it was for. */
const STARTS_WITH_SLEEP = /^\s*sleep(?=\s|;|&|\||$)/;

const pick = (env: Record<string, string>, names: string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((n) => (env[n] !== undefined ? [[n, env[n] as string]] : [])));

/** Without background tasks (CLAUDE_CODE_DISABLE_BACKGROUND_TASKS) the schema has no `run_in_background`, as Claude Code 2.1.332's. */
const schemaFor = (background: boolean) =>
  objectSchema(['command'], {
    command: { type: 'string', description: 'The command to run (bash).' },
    timeout: { type: 'number', minimum: 1, description: 'Timeout in milliseconds (default 120000, max 600000).' },
    description: { type: 'string', description: 'What the command does, in 5-10 words, for the log.' },
    ...(background
      ? {
          run_in_background: {
            type: 'boolean',
            description:
              'Run the command in the background: returns at once with a task id and an output file; you are told when it ends. timeout then limits its run (default 1800000 ms, max 7200000).',
          },
        }
      : {}),
    dangerouslyDisableSandbox: { type: 'boolean', description: 'Not available: commands always run as the workflow configured the sandbox.' },
  });

export function createBashTool(opts: BashOptions): ToolDefinition<BashInput> {
  const defaultTimeout = opts.defaultTimeoutMs ?? 120_000;
  const maxTimeout = opts.maxTimeoutMs ?? 600_000;
  const maxChars = opts.maxOutputChars ?? DEFAULT_LIMITS.bashMaxChars;
  const graceMs = opts.killGraceMs ?? 2000;
  const drainMs = opts.drainMs ?? 250;
  const movedBoundMs = Math.min(Math.max(MOVED_MIN_BOUND_MS, defaultTimeout), BACKGROUND_MAX_TIMEOUT_MS);
  const env = { GIT_TERMINAL_PROMPT: '0', ...opts.env, [PROCESS_MARK_NAME]: PROCESS_MARK };

  return {
    name: 'Bash',
    description: [
      'Runs a bash command non-interactively: standard input is closed, so anything that prompts fails or sees end of',
      `input (pass flags like --yes, -y, --no-edit). ${whereCommandsStart(opts.cdReturns === true)}`,
      `Default timeout ${defaultTimeout} ms (timeout sets up to ${maxTimeout}); ${atTimeout(opts.background !== undefined && !opts.watchBackground, movedBoundMs)}`,
      'Returns stdout and stderr as printed; a non-zero status is reported as "Exit code N".',
      `Output beyond ${formatCount(maxChars)} characters keeps its beginning and end, and the full output is`,
      'saved to a file you can Read or search.',
      ...(opts.background
        ? [
            'For a long-running command (a server, a watch, a slow build) set run_in_background: its output goes to a file you',
            'can Read, a notice reaches you when it ends, TaskStop stops it, and every background command is stopped when the run ends.',
          ]
        : []),
      'A background process started with `cmd &` must redirect its output to a file.',
      'Prefer Read, Edit and Write for files (and Glob and Grep where they are offered): use Bash for searches (find, grep, rg),',
      'builds, tests, git and other programs.',
      ...(opts.sandbox ? [opts.sandbox.note] : []),
    ].join(' '),
    // Without background tasks `run_in_background` is still accepted: the answer says to run in the foreground.
    ...toolInputShown<BashInput>('Bash', schemaFor(opts.background !== undefined), schemaFor(true)),
    readOnly: false,
    execute: (input, ctx) => runBash(input, ctx),
  };

  async function runBash(input: BashInput, ctx: ToolContext): Promise<ToolResult> {
    const background = input.run_in_background === true;
    // A synchronous subagent's background commands end with its answer (not a Monitor's: the run's, as before).
    const bound = opts.watchBackground === true ? undefined : ctx.endsWithAnswer;
    const mark = randomUUID();
    // What a background task of this command is, started so or moved there at its timeout.
    const taskRun = (timeoutMs: number) => ({
      command: input.command,
      description: input.description ?? input.command,
      toolUseId: ctx.toolUseId,
      timeoutMs,
      signal: ctx.signal,
      ...(sandboxed ? { sandboxed } : {}),
      mark,
      ...(bound ? { notify: bound.notify } : {}),
    });
    const boundToAnswer = (task: BackgroundTask): BackgroundTask => {
      const tasks = opts.background;
      if (bound && tasks) bound.bind(task.id, () => tasks.stop(task.id));
      return task;
    };
    if (background && !opts.background) return { content: 'run_in_background is not available here: run the command in the foreground.', isError: true };
    if (input.dangerouslyDisableSandbox === true) {
      return {
        content: 'dangerouslyDisableSandbox is not available: the workflow decides where commands run. Run the command without it.',
        isError: true,
        details: { interrupted: false },
      };
    }
    const bridged = opts.bridge && !GH_TOKEN_VARS.some((name) => opts.env[name]) ? opts.bridge(input.command) : undefined;
    if (bridged) {
      const out = await bridged;
      const text = `${out.stdout}${out.stderr}`.replace(/\n$/, '');
      return {
        content: [...(out.exitCode !== 0 ? [`Exit code ${out.exitCode}`] : []), ...(text !== '' ? [text] : [])].join('\n') || NO_OUTPUT,
        isError: out.exitCode !== 0,
        details: {
          stdout: out.stdout,
          stderr: out.stderr,
          interrupted: false,
          exitCode: out.exitCode,
          bridged: out.bridge,
        },
      };
    }
    const timeoutMs = background
      ? Math.min(Math.max(1, Math.round(input.timeout ?? BACKGROUND_DEFAULT_TIMEOUT_MS)), BACKGROUND_MAX_TIMEOUT_MS)
      : Math.min(Math.max(1, Math.round(input.timeout ?? defaultTimeout)), maxTimeout);
    if (ctx.signal.aborted) {
      return { content: 'Command was not run: the run was cancelled.', isError: true, details: { interrupted: true } };
    }
    const output = new CommandOutput(maxChars, opts.workspace.tempDir, opts.spillMaxBytes);

    let child: ChildProcessByStdio<null, Readable, Readable>;
    let cwd = opts.workspace.root;
    let capture = false;
    let seenBefore: Map<string, number | undefined> | undefined;
    const startNote = ctx.shell?.takeNote();
    let argv: string[] | undefined;
    let sandboxed: WrappedSpawn | undefined;
    try {
      // What the approver judged is what runs: a literal simple command from its argv, without a shell; the read-only list in its fixed environment.
      const plan = ctx.plan;
      // Where the permission decision judged the command to start (dispatch decided on this very directory).
      cwd = ctx.cwd ?? opts.workspace.root;
      // A shell line of bash's reports where it ended: the next command starts there (a subagent's never moves).
      capture = ctx.shell !== undefined && !background && opts.shell === undefined && !(plan?.argv !== undefined && plan.argv.length > 0);
      // Its own mark beside the run's: stopping it before the run ends reaches what it started in new sessions.
      const marks = { [PROCESS_MARK_NAME]: PROCESS_MARK, [COMMAND_MARK_NAME]: mark };
      let childEnv = plan?.readOnly ? readOnlyEnv(opts.workspace, { ...marks, ...pick(env, ['LANG', 'LC_ALL', 'TZ', 'CI']) }) : { ...env, ...marks };
      argv = plan?.argv !== undefined && plan.argv.length > 0 ? (plan.readOnly ? readOnlyGitArgv(plan.argv) : plan.argv) : undefined;
      // bash checks the directory it was started in is the one decided on (a swap after the runner's check), then sets
      // up the report (a background command has none); a literal command gets the check, then bash becomes it (`exec "$@"`).
      const lead = capture || (cwd !== opts.workspace.root && opts.shell === undefined) ? cwdPrelude(cwd) : '';
      let run = argv
        ? lead !== ''
          ? ['bash', '-c', `${lead}exec "$@"`, 'bash', ...argv]
          : argv
        : [opts.shell ?? 'bash', ...(opts.shellArgs ?? []), '-c', `${lead}${input.command}`];
      if (plan?.jail) {
        // The read-only list's commands run where the OS holds what the parser may have misjudged; nowhere else.
        const found = readOnlyJail();
        if ('reason' in found)
          return {
            content: `Command was not run: it was approved as read-only, and read-only commands run only in the read-only jail, which cannot run here: ${found.reason}.`,
            isError: true,
          };
        // The jail holds the workspace only: a command decided on a directory outside it (an additional one) has nowhere to start.
        if (!isUnder(opts.workspace.root, cwd))
          return {
            content: `Command was not run: read-only commands run in the read-only jail, which holds only ${opts.workspace.root}, and the shell is in ${cwd}; cd into the working directory first.`,
            isError: true,
          };
        run = jailedArgv(found.jail, opts.workspace.root, plan.jail.hide, run, cwd);
        childEnv = { ...childEnv, HOME: '/tmp', XDG_CONFIG_HOME: '/tmp', TMPDIR: '/tmp' };
      } else {
        const excluded = opts.sandbox?.isExcluded(input.command) === true;
        // The lines are the hooks' output (repository code): they run only where the hooks ran, so never in an excluded
        // command; nor before a read-only one (the strict list here), whose safety is its fixed environment (a PATH
        // line naming a workspace folder would run the workspace's program for `ls`).
        const envScript = opts.shell === undefined && !excluded && plan?.readOnly !== true ? (opts.envScript?.() ?? '') : '';
        if (envScript !== '') run = withEnvScript(envScript, argv, input.command, lead);
        // The sandbox wraps whatever runs, shell or argv; `excludedCommands` run as they are.
        if (opts.sandbox && !excluded) {
          sandboxed = await opts.sandbox.wrap(run, input.command);
          if (sandboxed) run = sandboxed.argv;
        }
      }
      if (background && opts.background) {
        const task = boundToAnswer(opts.background.start({ argv: run, cwd, env: childEnv, ...taskRun(timeoutMs), watch: opts.watchBackground === true }));
        return backgroundStarted(task, input.command, cwd, bound !== undefined, sandboxed !== undefined);
      }
      // An edit in place (2.1.332's words for it): the seen files' times now, to tell which it changed (stale-reads.ts).
      seenBefore = ctx.files && editsInPlace(input.command) ? await seenTimes(ctx.files) : undefined;
      child = spawn(run[0] ?? 'bash', run.slice(1), {
        cwd,
        env: childEnv,
        // The fourth: where bash reports the directory it ended in (shell-cwd.ts), read by the runner only.
        stdio: ['ignore', 'pipe', 'pipe', capture ? 'pipe' : 'ignore'],
        // Its own process group, so a timeout can kill everything the command started.
        detached: true,
      }) as ChildProcessByStdio<null, Readable, Readable>;
    } catch (err) {
      sandboxed?.finish();
      return { content: `Failed to start bash${sandboxed ? ' in the sandbox' : ''}: ${(err as Error).message}`, isError: true };
    }
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
      if (pid !== undefined && !terminating) terminating = killProcessGroup(pid, graceMs);
    };
    type Outcome = { code: number | null; signal: NodeJS.Signals | null; error?: Error; moved?: BackgroundTask };
    let settle: (outcome: Outcome) => void = () => undefined;
    let exited = false;
    // 2.1.332 moves a command past its timeout to the background (not with background tasks off, nor one that starts
    // with `sleep`): it runs on as a background command, under that bound, the run's limits and the run's final kill.
    const mayMove = opts.background !== undefined && opts.watchBackground !== true && !STARTS_WITH_SLEEP.test(input.command);
    // A task that cannot be made (no room for its output file) leaves the command to the timeout's kill, not a crash.
    const moveToBackground = (): BackgroundTask | undefined => {
      try {
        return opts.background ? boundToAnswer(opts.background.takeOver(child, output.printed, taskRun(movedBoundMs))) : undefined;
      } catch {
        return undefined;
      }
    };
    const timer = setTimeout(() => {
      const moved = mayMove && !exited && !ctx.signal.aborted ? moveToBackground() : undefined;
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
    }, timeoutMs);
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
          drainMs,
        );
      });
      child.on('close', (code: number | null, signal: NodeJS.Signals | null) => resolve(exit ?? { code, signal }));
    });
    clearTimeout(timer);
    ctx.signal.removeEventListener('abort', onAbort);
    if (outcome.moved) {
      // It started where it was judged to; the shell stays where it was (a reset found at the start is still told).
      const moved = movedResult(outcome.moved, timeoutMs, bound ? 'answer' : movedBoundMs, output, maxChars, sandboxed !== undefined, {
        command: input.command,
        cwd: ctx.shell?.where ?? cwd,
      });
      return startNote === undefined ? moved : { ...moved, content: `${moved.content}\n${startNote}` };
    }
    if (terminating) await terminating;
    else if (pid !== undefined) trackLeftoverGroup(pid);
    const shown = output.shown();
    const blocked = sandboxed?.finish() ?? [];
    // A command that failed keeps no `cd` and fires no CwdChanged, as 2.1.332 (2.1.332-bash-cwd-maintain.json, failed-cd).
    const cwdNote = capture && ctx.shell ? await ctx.shell.ended(cwd, outcome.code === 0 ? reportedCwd(report) : undefined) : undefined;

    if (outcome.error && argv !== undefined && (outcome.error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { content: `Exit code 127\n${argv[0] ?? ''}: command not found`, isError: true, details: { interrupted: false, exitCode: 127 } };
    }
    if (outcome.error) {
      return { content: `Failed to run the command: ${outcome.error.message}`, isError: true, details: { interrupted: false } };
    }
    const lines: string[] = [];
    const { code, signal } = sandboxed ? sandboxed.exit(outcome.code, outcome.signal) : outcome;
    if (!timedOut && !interrupted) {
      if (code !== null && code !== 0) lines.push(`Exit code ${code}`);
      if (code === null && signal) lines.push(`Command was killed by signal ${signal}`);
    }
    // Stopped at its timeout (background tasks off, a `sleep` first, no background here): 2.1.332's words, the status
    // the shell's end gave (143 for SIGTERM) before what it printed.
    if (timedOut) lines.push(...timedOutLines(timeoutMs, code, signal));
    if (shown.text !== '') lines.push(shown.text.replace(/\n$/, ''));
    if (interrupted && !timedOut) lines.push('Command was interrupted: the run was cancelled, and the command and its child processes were killed.');
    if (blocked.length > 0) lines.push(...[...new Set(blocked)].slice(0, 10).map((b) => `Note: ${b}.`));
    const isError = timedOut || interrupted || code !== 0;
    const stale = seenBefore && ctx.files && !isError ? await staleReadsNote(ctx.files, seenBefore, ctx.shell?.where ?? cwd) : undefined;
    for (const note of [stale, startNote, cwdNote]) if (note !== undefined) lines.push(note);
    return {
      content: lines.length > 0 ? lines.join('\n') : NO_OUTPUT,
      isError,
      details: {
        stdout: output.detail(output.stdout),
        stderr: output.detail(output.stderr),
        interrupted: timedOut || interrupted,
        timedOut,
        exitCode: code,
        signal,
        outputBytes: output.combined.totalBytes,
        ...(sandboxed ? { sandboxed: true, ...(blocked.length > 0 ? { sandboxViolations: blocked } : {}) } : {}),
        ...(shown.outputPath !== undefined ? { outputPath: shown.outputPath } : {}),
        ...(capture && ctx.shell ? { cwd: ctx.shell.where } : {}),
      },
    };
  }
}
