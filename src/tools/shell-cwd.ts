/**
 * Where one agent's Bash commands start. Claude Code 2.1.332 keeps a `cd` for the commands after it, fires CwdChanged
 * when a command moved it, and puts it back in the project when a command left the directories it allows (the
 * workspace and the additional directories), saying `Shell cwd was reset to <root>` (measured:
 * test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd.json). A subagent starts where the main thread was when it
 * started and keeps no `cd` of its own (measured too).
 *
 * The directory is the command's own report (`pwd -P` at its exit, on a descriptor the runner reads): the command
 * could write anything there, so the report is judged as any path is, never trusted. It is checked again when the
 * next command starts (a folder removed or swapped for a symbolic link in between), and the shell itself checks it
 * once more before the command runs (a swap after that check).
 */
import { lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { PATH_FIELDS, withToolPath } from '../permissions/path-rules.js';
import { isInside } from '../permissions/read-only-commands.js';
import { singleQuoted } from '../text/shell-quote.js';

export interface CwdMove {
  oldCwd: string;
  newCwd: string;
}

export interface ShellCwdOptions {
  /** The workspace's real path: the directory every reset goes back to. */
  root: string;
  /** The settings' additional directories (real paths): a command may end in them too, as in Claude Code. */
  extraRoots?: readonly string[];
  /** Where the first command starts (a subagent: where the main thread's shell was when it started); default `root`. */
  start?: string;
  /** False for a subagent: each command starts at `start`, and a `cd` is not kept (nor fires CwdChanged). */
  persists?: boolean;
  /** CwdChanged: awaited after a command moved the directory, before the command's result returns. */
  onMove?: (move: CwdMove) => Promise<void>;
  /**
   * CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR: every command starts at `root`; a `cd` still fires CwdChanged, and the
   * return is silent (no reset note), as 2.1.332 does (test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd-maintain.json).
   */
  returns?: boolean;
}

/** The built-in tools that name a file or folder (in path-rules.ts `PATH_FIELDS`). */
const FILE_TOOLS = new Set(['Read', 'Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Glob', 'Grep', 'LS']);

/** Claude Code's words (2.1.332) when a command ended outside the directories it allows. */
export const resetNote = (root: string): string => `Shell cwd was reset to ${root}`;

/**
 * Claude Code's refusal (2.1.332, Bash and Monitor alike: test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd-gone.json)
 * of a command whose directory was removed since the last one: it is not run, and the shell is back at the root.
 */
export const goneRefusal = (dir: string, root: string): string =>
  `Working directory "${dir}" no longer exists, so this command was not run. Shell cwd recovered to "${root}": re-issue the command if it still makes sense there.`;

/** What the next command's result says of a reset found when it was decided on; `refuses`: the command is not run. */
export interface ShellNote {
  text: string;
  refuses: boolean;
}

/** The descriptor bash reports its last directory on (the spawn's fourth stdio entry). */
export const CWD_REPORT_FD = 3;

/** A report longer than this, or with a control character in it, is not a path the shell printed. */
const MAX_PATH = 4096;

export class ShellCwd {
  private dir: string;
  private readonly persists: boolean;
  private note: ShellNote | undefined;

  constructor(private readonly opts: ShellCwdOptions) {
    this.persists = opts.persists !== false;
    this.dir = opts.start !== undefined && this.refusal(opts.start) === undefined ? opts.start : opts.root;
  }

  /** Where the next command would start, unchecked: what hooks are told (`cwd`), never where anything runs. */
  get where(): string {
    return this.dir;
  }

  /** A subagent's: it starts where this shell is now, and keeps no `cd`. */
  forSubagent(): ShellCwd {
    return new ShellCwd({ ...this.opts, start: this.current(), persists: false, onMove: undefined });
  }

  /** A worktree's shell: rooted there, and returning to it after each command when this one does. */
  inWorktree(root: string): ShellCwd {
    return new ShellCwd({ root, ...(this.opts.returns ? { returns: true } : {}) });
  }

  /**
   * The directory the next command starts in, checked now: still there, still a directory reached without a symbolic
   * link, still inside what Claude Code allows and outside `.git`; otherwise the root again, and the next result says so.
   */
  current(): string {
    const why = this.dir === this.opts.root ? undefined : this.refusal(this.dir);
    if (why !== undefined) {
      // A folder removed is refused as 2.1.332 refuses it; any other reset (a link swapped in) is the runner's, said after the result.
      this.note = why === 'gone' ? { text: goneRefusal(this.dir, this.opts.root), refuses: true } : { text: resetNote(this.opts.root), refuses: false };
      this.dir = this.opts.root;
    }
    return this.dir;
  }

  /** The reset `current()` made, once: said in the result of the command that starts at the root because of it (or refuses it). */
  takeNote(): ShellNote | undefined {
    const note = this.note;
    this.note = undefined;
    return note;
  }

  /**
   * What the command reported at its exit (undefined: it did not, failed, killed or its descriptor closed: the directory
   * stays). A move inside what is allowed is kept and fires CwdChanged; any other ends at the root, fires CwdChanged
   * with where the command went (as Claude Code's does) and returns the reset's words for the result.
   */
  async ended(started: string, reported: string | undefined): Promise<string | undefined> {
    if (!this.persists || reported === undefined || reported === started) return undefined;
    const old = this.dir;
    // Where the command ended is told to hooks (`new_cwd`) only if it is a directory: a forged line that names none is not.
    const printable = reported.length <= MAX_PATH && path.isAbsolute(reported) && !/[\0-\x1f\x7f]/.test(reported) && isDirectory(reported);
    const refused = printable ? this.refusal(reported) : 'not a path';
    this.dir = refused === undefined && !this.opts.returns ? reported : this.opts.root;
    if (printable && this.opts.onMove) await this.opts.onMove({ oldCwd: old, newCwd: reported });
    return refused === undefined || this.opts.returns ? undefined : resetNote(this.opts.root);
  }

  /**
   * The input of a built-in file tool with a relative path made absolute from the shell's directory (Claude Code
   * 2.1.332 reads `Read marker.txt` after `cd sub` as sub/marker.txt); any other input as it is.
   */
  absolutePaths(toolName: string, input: unknown): unknown {
    if (!FILE_TOOLS.has(toolName) || typeof input !== 'object' || input === null) return input;
    const fields = input as Record<string, unknown>;
    const named = PATH_FIELDS.map((k) => fields[k]).find((v): v is string => typeof v === 'string' && v !== '');
    // Glob and Grep without a `path` search the shell's directory, as 2.1.332's do after a `cd`.
    if (named === undefined && (toolName === 'Glob' || toolName === 'Grep')) {
      const dir = this.current();
      return dir === this.opts.root ? input : { ...fields, path: dir };
    }
    if (named === undefined || path.isAbsolute(named) || named.startsWith('~')) return input;
    const dir = this.current();
    return dir === this.opts.root ? input : withToolPath(input, path.resolve(dir, named));
  }

  /** Why `dir` cannot be where commands start, or undefined. */
  private refusal(dir: string): string | undefined {
    let real: string;
    try {
      if (!lstatSync(dir).isDirectory()) return 'not a directory';
      real = realpathSync.native(dir);
    } catch (err) {
      // Only a folder that is not there (a parent a file now) is gone; a link loop or no permission is another reset.
      const code = (err as NodeJS.ErrnoException).code;
      return code === 'ENOENT' || code === 'ENOTDIR' ? 'gone' : 'unreachable';
    }
    // Its real path, spelled as it is: a symbolic link anywhere on the way (one swapped in after the command) is refused.
    if (real !== dir) return 'reached through a symbolic link';
    const base = [this.opts.root, ...(this.opts.extraRoots ?? [])].find((r) => isInside(r, real));
    if (base === undefined) return 'outside the allowed directories';
    // Safety choice: git reads `.git` as a repository of its own; no command starts inside it (Claude Code's does).
    if (path.relative(base, real).split(path.sep).includes('.git')) return 'inside .git';
    return undefined;
  }
}

const isDirectory = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The lines bash runs before the command: its report moved to a descriptor of its own (so a command that uses fd 3
 * for itself does not get the report written into its file), read-only, and written by bash's own `pwd -P` when the
 * shell exits, however it exits; then the directory checked once more, where the command will run: a folder swapped
 * for a link after the runner's check is refused, not entered.
 */
export function cwdPrelude(start: string): string {
  return [
    // Where the runner gave no descriptor, the report is simply not made: nothing is said on stderr.
    `{ exec {__runner_cwd_fd}>&${CWD_REPORT_FD} ${CWD_REPORT_FD}>&-; } 2>/dev/null`,
    'readonly __runner_cwd_fd',
    `trap 'builtin pwd -P 2>/dev/null >&"$__runner_cwd_fd"' EXIT`,
    `[ "$(builtin pwd -P)" = ${singleQuoted(start)} ] || { printf '%s\\n' ${singleQuoted(`Command was not run: its working directory ${start} changed before it started.`)} >&2; trap - EXIT; exit 1; }`,
    '',
  ].join('\n');
}

/** The last line of what bash wrote on the report descriptor, or undefined when it wrote none. */
export function reportedCwd(report: string): string | undefined {
  const lines = report.split('\n').filter((l) => l !== '');
  return lines.at(-1);
}
