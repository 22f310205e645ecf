import { constants } from 'node:os';
import { ENDS_WITH_ANSWER } from './answer-bound.js';
import type { BackgroundTask } from './background.js';
import type { BoundedOutput } from './truncate.js';
import type { ToolResult } from './types.js';

/** Claude Code 2.1.332's words for what a Bash command did, where the words are its own. */

/** Claude Code's words (2.1.332) for a command that printed nothing. */
export const NO_OUTPUT = '(Bash completed with no output)';

/** A timeout as Claude Code writes it: `1s`, `1.5s`, `2m`, `2m 30s`. */
export function durationAsClaudeCode(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest === 0 ? `${minutes}m` : `${minutes}m ${rest}s`;
}

/** The Bash description's word on a timeout: moved to the background where commands move, else killed. */
export function atTimeout(moves: boolean, boundMs: number): string {
  return moves
    ? `a command still running at its timeout moves to the background (you get its task id and output file; it may run ${durationAsClaudeCode(boundMs)} more), except one that starts with sleep, which is killed with its child processes.`
    : 'on timeout the command and all its child processes are killed.';
}

/** A command stopped at its timeout, as 2.1.332 says it: the status the shell's end gave (143 for SIGTERM), then the timeout. */
export function timedOutLines(timeoutMs: number, code: number | null, signal: NodeJS.Signals | null): string[] {
  const status = code ?? 128 + ((signal ? constants.signals[signal] : undefined) ?? constants.signals.SIGTERM);
  return [`Exit code ${status}`, `Command timed out after ${durationAsClaudeCode(timeoutMs)}`];
}

/** Claude Code 2.1.332's result for a command moved to the background at its timeout, word for word: what it printed so far, then where it went. */
export function movedResult(
  task: BackgroundTask,
  timeoutMs: number,
  /** Its bound in the background, or `answer`: a synchronous subagent's, ended with its final response (answer-bound.ts). */
  boundMs: number | 'answer',
  printed: { combined: BoundedOutput; stdout: BoundedOutput; stderr: BoundedOutput },
  maxChars: number,
  sandboxed: boolean,
  /** Where it started: after a `cd` the result says the shell stays there. */
  where: { command: string; cwd: string },
): ToolResult {
  const hint = `The full output is in ${task.outputPath}.`;
  const sofar = printed.combined.render(maxChars, hint).text.replace(/\n$/, '');
  const stdout = printed.stdout.render(maxChars, hint).text.replace(/\n$/, '');
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  const moved = [
    `Command did not complete within its ${seconds}s timeout and was moved to the background (ID: ${task.id}).`,
    ...(boundMs === 'answer'
      ? [`Output is being written to: ${task.outputPath}.`, ENDS_WITH_ANSWER]
      : [
          `Output is being written to: ${task.outputPath}. You will be notified when it completes.`,
          `If it is still running after ${durationAsClaudeCode(boundMs)} in the background, it will be stopped and you will be notified.`,
        ]),
    'It is running now: do not start a second copy while it runs. If it is no longer needed, stop it with TaskStop.',
    ...(stdout === ''
      ? [
          'No output had been read from it when it was moved. A program that buffers its output, or a pipe into one such as tail, can keep the output file empty until the command finishes.',
        ]
      : []),
    'To check interim output, use Read on that file path.',
  ].join(' ');
  return {
    content: `${sofar !== '' ? `${sofar}\n${moved}` : moved}${cwdStays(where.command, where.cwd)}`,
    isError: false,
    details: {
      stdout,
      stderr: printed.stderr.render(maxChars, hint).text.replace(/\n$/, ''),
      interrupted: false,
      backgroundTaskId: task.id,
      timedOutAfterMs: timeoutMs,
      ...(boundMs === 'answer' ? { backgroundEndsWithFinalResponse: true } : {}),
      ...(sandboxed ? { sandboxed: true } : {}),
    },
  };
}

/**
 * Claude Code 2.1.332's result for a `run_in_background` command, word for word: where its output goes, when the model
 * hears of it (a synchronous subagent's ends with its answer), and after a `cd` that the shell stays where it was.
 */
export function backgroundStarted(task: BackgroundTask, command: string, cwd: string, endsWithAnswer: boolean, sandboxed: boolean): ToolResult {
  return {
    content: `Command running in background with ID: ${task.id}. Output is being written to: ${task.outputPath}. ${endsWithAnswer ? ENDS_WITH_ANSWER : 'You will be notified when it completes.'} To check interim output, use Read on that file path.${cwdStays(command, cwd)}`,
    isError: false,
    details: {
      stdout: '',
      stderr: '',
      interrupted: false,
      backgroundTaskId: task.id,
      ...(endsWithAnswer ? { backgroundEndsWithFinalResponse: true } : {}),
      ...(sandboxed ? { sandboxed: true } : {}),
    },
  };
}

/** 2.1.332's sentence after a command sent to the background (started there or moved) that changes directory: its cd is not kept. */
const cwdStays = (command: string, cwd: string): string =>
  /(^|[\s;&|(])cd(\s|$)/.test(command)
    ? `\nSession cwd remains ${cwd}; directory changes made by the backgrounded command do not apply to subsequent commands.`
    : '';

/** Where each command starts, for Bash's description: a kept `cd`, or none (CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR). */
export const whereCommandsStart = (cdReturns: boolean): string =>
  cdReturns
    ? 'Each call starts a fresh shell in the working directory: a cd does not carry over to the next call; exported variables do not either.'
    : 'Each call starts a fresh shell in the directory the last call ended in (a cd carries over; one that leaves the working directory is reset to it); exported variables do not carry over.';
