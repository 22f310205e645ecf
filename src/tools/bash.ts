import { PROCESS_MARK, PROCESS_MARK_NAME } from '../process/group.js';
import { commandScope } from '../process/command-scope.js';
import { commandLine, type CommandLine } from './bash-command-line.js';
import { inForeground, spawnCommand, type CommandProcess } from './bash-foreground.js';
import { CommandOutput } from './bash-output.js';
import { bridgedResult, withNotes, type BashRun } from './bash-result.js';
import type { BashInput, BashOptions } from './bash-types.js';
import { atTimeout, backgroundStarted, whereCommandsStart } from './bash-wording.js';
import type { BackgroundTask } from './background.js';
import { toolInputShown, objectSchema } from './schema.js';
import { editsInPlace, seenTimes } from './stale-reads.js';
import { DEFAULT_LIMITS, formatCount } from './truncate.js';
import type { ToolContext, ToolDefinition } from './types.js';

export type { BashInput, BashOptions, BridgeOutput, CommandBridge } from './bash-types.js';

/** A token the workflow itself handed the tools (`pass_env`): gh then runs as the real gh, with it. */
const GH_TOKEN_VARS = ['GH_TOKEN', 'GITHUB_TOKEN', 'GH_ENTERPRISE_TOKEN'];

/** Claude Code's bounds on a background command's run (`timeout` with `run_in_background`). */
const BACKGROUND_DEFAULT_TIMEOUT_MS = 1_800_000;
const BACKGROUND_MAX_TIMEOUT_MS = 7_200_000;
/** How long a command moved to the background may go on, headless (2.1.332: 10 minutes, or the default timeout if longer). */
const MOVED_MIN_BOUND_MS = 600_000;
/** 2.1.332 stops, not moves, a command whose first word is `sleep`: waiting was all it was for. */
const STARTS_WITH_SLEEP = /^\s*sleep(?=\s|;|&|\||$)/;

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
    execute: async (input, ctx) => {
      // A reset found when the command was decided on is told in its result, whatever the result is (a refusal, a
      // background start, a failure to start): taken once, here, so no early return drops it.
      const startNote = ctx.shell?.takeNote();
      if (startNote?.refuses) return { content: startNote.text, isError: true };
      const { endNote, ...result } = await runBash(input, ctx);
      return withNotes(result, [startNote?.text, endNote]);
    },
  };

  async function runBash(input: BashInput, ctx: ToolContext): Promise<BashRun> {
    const background = input.run_in_background === true;
    // A synchronous subagent's background commands and Monitors end with its answer (2.1.332: stop-sequence.mjs
    // `bashBgChild`, `monitorChild`), their notices the subagent's while it works.
    const bound = ctx.endsWithAnswer;
    // Everything it starts, for stopping it before the run ends (its timeout, TaskStop, a subagent's answer).
    const scope = commandScope();
    // What a background task of this command is, started so or moved there at its timeout.
    const taskRun = (timeoutMs: number, line: CommandLine) => ({
      command: input.command,
      description: input.description ?? input.command,
      toolUseId: ctx.toolUseId,
      timeoutMs,
      signal: ctx.signal,
      ...(line.sandboxed ? { sandboxed: line.sandboxed } : {}),
      scope,
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
    if (bridged) return bridgedResult(await bridged);
    const timeoutMs = background
      ? Math.min(Math.max(1, Math.round(input.timeout ?? BACKGROUND_DEFAULT_TIMEOUT_MS)), BACKGROUND_MAX_TIMEOUT_MS)
      : Math.min(Math.max(1, Math.round(input.timeout ?? defaultTimeout)), maxTimeout);
    if (ctx.signal.aborted) {
      return { content: 'Command was not run: the run was cancelled.', isError: true, details: { interrupted: true } };
    }
    const output = new CommandOutput(maxChars, opts.workspace.tempDir, opts.spillMaxBytes);

    let line: CommandLine | undefined;
    let child: CommandProcess;
    let seenBefore: Map<string, number | undefined> | undefined;
    try {
      const made = await commandLine(opts, env, input, ctx, scope.mark);
      if ('refusal' in made) return { content: made.refusal, isError: true };
      // In its own cgroup, or adopting its orphans (command-scope.ts), from before it execs.
      line = { ...made, run: await scope.argv(made.run, made.env, made.sandboxed !== undefined) };
      if (background && opts.background) {
        const task = boundToAnswer(
          opts.background.start({ argv: line.run, cwd: line.cwd, env: line.env, ...taskRun(timeoutMs, line), watch: opts.watchBackground === true }),
        );
        return backgroundStarted(task, input.command, line.cwd, bound !== undefined, line.sandboxed !== undefined);
      }
      // An edit in place (2.1.332's words for it): the seen files' times now, to tell which it changed (stale-reads.ts).
      seenBefore = ctx.files && editsInPlace(input.command) ? await seenTimes(ctx.files) : undefined;
      child = spawnCommand(line);
      scope.started(child.pid);
    } catch (err) {
      line?.sandboxed?.finish();
      scope.release();
      return { content: `Failed to start bash${line?.sandboxed ? ' in the sandbox' : ''}: ${(err as Error).message}`, isError: true };
    }
    const started = line;
    // 2.1.332 moves a command past its timeout to the background (not with background tasks off, nor one that starts
    // with `sleep`): it runs on as a background command, under that bound, the run's limits and the run's final kill.
    const mayMove = opts.background !== undefined && opts.watchBackground !== true && !STARTS_WITH_SLEEP.test(input.command);
    // A task that cannot be made (no room for its output file) leaves the command to the timeout's kill, not a crash.
    const moveToBackground = (): BackgroundTask | undefined => {
      try {
        return opts.background ? boundToAnswer(opts.background.takeOver(child, output.printed, taskRun(movedBoundMs, started))) : undefined;
      } catch {
        return undefined;
      }
    };
    return inForeground({
      child,
      scope,
      line: started,
      command: input.command,
      ctx,
      output,
      timeoutMs,
      seenBefore,
      moveToBackground: mayMove ? moveToBackground : undefined,
      movedBound: bound ? 'answer' : movedBoundMs,
      maxChars,
      graceMs,
      drainMs,
    });
  }
}
