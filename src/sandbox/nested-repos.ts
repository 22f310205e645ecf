/**
 * No git started inside the sandbox consults a repository below the working directory that the agent could have
 * written. git run in `src/` uses the first `.git` it finds on the way up: a `src/.git` made during the run (by a
 * command, or by a program a rule allows) brings its own configuration (`core.fsmonitor`, `diff.external`,
 * `core.pager`, aliases, hooks), which runs code in whatever git a rule-allowed program starts there (`npm test`
 * whose script runs `git -C src status`, a Makefile's `cd src && git diff`). The parser cannot see those.
 *
 * So each sandboxed command gets, by the OS: every `.git` below the working directory that was not there when the
 * run started masked (a folder by an empty one, a file by /dev/null), so git walks up to the workspace's own
 * repository; the configuration and hooks of those that were there (submodules, vendored repositories) read-only;
 * and `safe.bareRepository=explicit`, so a folder laid out as a bare repository (`HEAD`, `config`, `objects/`,
 * written through `Edit(src/**)`) is never found by walking either.
 */
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { git } from '../git/git.js';
import { FolderView } from './folder-view.js';
import { allowInGitGuard, installGitGuard } from './git-guard.js';

export interface NestedRepoMasks {
  /** `.git` folders and files to replace by empty ones (sandbox `denyRead`). */
  mask: string[];
  /** Configuration and hooks of the repositories that were there at the start (sandbox `denyWrite`). */
  protect: string[];
  /** The folder view's generation after this walk (folder-view.ts): the same number, the same names below the root. */
  generation: number | undefined;
}

export class NestedRepos {
  private readonly view: FolderView;
  private start: Set<string> | undefined;
  private protectedAtStart: string[] = [];
  private commonDirsAtStart = new Set<string>();
  /** Repositories the runner itself made during the run (a subagent's worktree): kept like those there at the start. */
  private readonly trusted = new Set<string>();
  private guardDir: string | undefined;

  constructor(
    private readonly root: string,
    warn: (line: string) => void,
  ) {
    this.view = new FolderView(root, warn);
  }

  /** What is there now counts as there at the start: call before the first sandboxed command. */
  async snapshot(): Promise<void> {
    const found = await this.view.walk();
    this.start = new Set(found.map((f) => f.path));
    this.commonDirsAtStart = new Set(this.commonDirFiles().filter(exists));
    this.protectedAtStart = found.flatMap((f) => this.configOf(f.path, f.kind));
  }

  /**
   * The git guard (git-guard.ts) in `dir`, for the repositories there now: the workspace's own and those below it
   * (their git and common directories, as git itself resolves them, with every code-running setting off). Returns the
   * words that put it on a command's PATH.
   */
  async guard(dir: string): Promise<string | undefined> {
    const starts = [this.root, ...[...(this.start ?? [])].slice(0, 200).map((dotGit) => path.dirname(dotGit))];
    const allowed = new Set<string>();
    for (const at of starts) {
      const out = await git(at, ['rev-parse', '--path-format=absolute', '--absolute-git-dir', '--git-common-dir']).catch(() => '');
      for (const line of out.split('\n')) if (line.trim() !== '') allowed.add(line.trim());
    }
    this.guardDir = dir;
    return installGitGuard(dir, this.root, [...allowed]);
  }

  /**
   * A worktree the runner made for a subagent (`isolation: worktree`): its `.git` file is not masked and the guard lets
   * git use its git directory (`.git/worktrees/<name>` of the workspace's repository, whose config and hooks stay the
   * workspace's, read-only in the sandbox).
   */
  trust(worktreeRoot: string): void {
    const dotGit = path.join(worktreeRoot, '.git');
    this.trusted.add(dotGit);
    const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
    if (pointer !== undefined && this.guardDir !== undefined) allowInGitGuard(this.guardDir, path.resolve(worktreeRoot, pointer));
  }

  /** What the next sandboxed command gets. A folder whose ctime did not change since it was listed is not listed again. */
  async masks(): Promise<NestedRepoMasks> {
    if (this.start === undefined) await this.snapshot();
    const start = this.start ?? new Set<string>();
    const mask = (await this.view.walk()).map((f) => f.path).filter((p) => !start.has(p) && !this.trusted.has(p));
    // A `commondir` written into a kept repository points git at a configuration of the agent's making: masked, git
    // there fails ("failed to read commondir") rather than use it.
    mask.push(...this.commonDirFiles().filter((p) => exists(p) && !this.commonDirsAtStart.has(p)));
    return { mask, protect: this.protectedAtStart, generation: this.view.generation };
  }

  /** Where a `commondir` file of the workspace's own repository, or of one kept below it, would be read from. */
  private commonDirFiles(): string[] {
    const dirs = [path.join(this.root, '.git'), ...[...(this.start ?? [])]];
    return dirs.map((d) => path.join(d, 'commondir'));
  }

  /** A kept repository's configuration and hooks: its own folder's, or for a `.git` file, those of the folder it names inside the workspace. */
  private configOf(dotGit: string, kind: 'dir' | 'file'): string[] {
    let gitDir = dotGit;
    if (kind === 'file') {
      try {
        const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
        if (m?.[1] === undefined) return [];
        gitDir = path.resolve(path.dirname(dotGit), m[1]);
      } catch {
        return [];
      }
      const rel = path.relative(this.root, gitDir);
      if (rel.startsWith('..') || path.isAbsolute(rel)) return [];
    }
    return ['config', 'hooks'].map((name) => path.join(gitDir, name)).filter((p) => exists(p));
  }
}

function exists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shell words put before the command inside the sandbox: `safe.bareRepository=explicit` added to whatever git
 * configuration the environment already carries (`GIT_CONFIG_COUNT`), so only a repository named by `GIT_DIR` or
 * `--git-dir` may be bare.
 */
export const BARE_REPOSITORY_GUARD =
  '__ar_n=${GIT_CONFIG_COUNT:-0}; export "GIT_CONFIG_KEY_${__ar_n}=safe.bareRepository" "GIT_CONFIG_VALUE_${__ar_n}=explicit" "GIT_CONFIG_COUNT=$((__ar_n + 1))"; unset __ar_n;';
