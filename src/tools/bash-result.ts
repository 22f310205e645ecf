import type { WrappedSpawn } from '../sandbox/runtime.js';
import type { CommandOutput } from './bash-output.js';
import type { BridgeOutput } from './bash-types.js';
import { NO_OUTPUT, timedOutLines } from './bash-wording.js';
import type { ToolResult } from './types.js';

/** A Bash result before the shell's notes: `content` is '' when the command printed nothing. */
export type BashRun = ToolResult & {
  /** The reset at the command's end (it ended outside the allowed directories): said after what it printed. */
  endNote?: string;
};

/** The result with the shell's notes after its text, or Claude Code's words for nothing printed when it has neither. */
export function withNotes(result: ToolResult, notes: (string | undefined)[]): ToolResult {
  const content = [result.content, ...notes].filter((t): t is string => t !== undefined && t !== '').join('\n');
  return { ...result, content: content === '' ? NO_OUTPUT : content };
}

/** A command a bridge ran (gh, git push): its status when not 0, then what it printed. */
export function bridgedResult(out: BridgeOutput): BashRun {
  const text = `${out.stdout}${out.stderr}`.replace(/\n$/, '');
  return {
    content: [...(out.exitCode !== 0 ? [`Exit code ${out.exitCode}`] : []), ...(text !== '' ? [text] : [])].join('\n'),
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

/** How a foreground command ended, as the runner saw it. */
export interface Ended {
  /** The status and signal its end gave (the sandbox's reading of them, where it ran there). */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Killed at its timeout, or with the run. */
  timedOut: boolean;
  interrupted: boolean;
  timeoutMs: number;
  output: CommandOutput;
  /** What it printed, as the result shows it (output.shown()). */
  shown: ReturnType<CommandOutput['shown']>;
  sandboxed: WrappedSpawn | undefined;
  /** What the sandbox blocked. */
  blocked: string[];
}

/** A command that did not end well: stopped, or a status other than 0. */
export const failed = (ended: Ended): boolean => ended.timedOut || ended.interrupted || ended.code !== 0;

/**
 * The result of a command that ran in the foreground: its status (or how it was stopped) before what it printed, the
 * sandbox's blocks, then `stale` (which files it changed that the agent had read); `cwd`, where the shell is now.
 */
export function ranResult(ended: Ended, stale: string | undefined, cwd: string | undefined): BashRun {
  const { code, signal, timedOut, interrupted, output, shown, blocked } = ended;
  const lines: string[] = [];
  if (!timedOut && !interrupted) {
    if (code !== null && code !== 0) lines.push(`Exit code ${code}`);
    if (code === null && signal) lines.push(`Command was killed by signal ${signal}`);
  }
  // Stopped at its timeout (background tasks off, a `sleep` first, no background here): 2.1.332's words, the status
  // the shell's end gave (143 for SIGTERM) before what it printed.
  if (timedOut) lines.push(...timedOutLines(ended.timeoutMs, code, signal));
  if (shown.text !== '') lines.push(shown.text.replace(/\n$/, ''));
  if (interrupted && !timedOut) lines.push('Command was interrupted: the run was cancelled, and the command and its child processes were killed.');
  if (blocked.length > 0) lines.push(...[...new Set(blocked)].slice(0, 10).map((b) => `Note: ${b}.`));
  if (stale !== undefined) lines.push(stale);
  return {
    content: lines.join('\n'),
    isError: failed(ended),
    details: {
      stdout: output.detail(output.stdout),
      stderr: output.detail(output.stderr),
      interrupted: timedOut || interrupted,
      timedOut,
      exitCode: code,
      signal,
      outputBytes: output.combined.totalBytes,
      ...(ended.sandboxed ? { sandboxed: true, ...(blocked.length > 0 ? { sandboxViolations: blocked } : {}) } : {}),
      ...(shown.outputPath !== undefined ? { outputPath: shown.outputPath } : {}),
      ...(cwd !== undefined ? { cwd } : {}),
    },
  };
}
