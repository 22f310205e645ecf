import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { git, type ShadowRepo } from './git.js';

/**
 * How Claude Code (2.1.x, read in its bundle) fills a new worktree, as far as the runner does it: the base commit
 * (`worktree.baseRef`), a cone-mode sparse checkout (`worktree.sparsePaths`) and the ignored files `.worktreeinclude`
 * lists, copied from the main checkout.
 */

/** The commit a new worktree branches from, and why not the one the settings asked for. */
interface WorktreeBase {
  commit: string;
  /** What it is, for the log: `HEAD` or `origin/main`. */
  name: string;
  /** Set when `baseRef: "fresh"` could not be honoured (the workspace's HEAD is used). */
  warning?: string;
}

const verify = (repoRoot: string, ref: string): Promise<string> =>
  git(repoRoot, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then(
    (out) => out.trim(),
    () => '',
  );

/**
 * `"fresh"`: origin's default branch as the checkout has it (`refs/remotes/origin/HEAD`, else `origin/main` or
 * `origin/master`). Claude Code fetches it when it is missing; the runner never fetches (a CI checkout is often a
 * single commit, and a fetch would reach the network with the job's credentials): it branches from HEAD and says so.
 * `"head"` or unset: the workspace's HEAD, the commit the run is about.
 */
export async function worktreeBase(repoRoot: string, baseRef: { value: 'fresh' | 'head'; source: string } | undefined): Promise<WorktreeBase> {
  const head = await verify(repoRoot, 'HEAD');
  if (!head) throw new Error('Cannot create agent worktree: the repository has no commit yet');
  if (baseRef?.value !== 'fresh') return { commit: head, name: 'HEAD' };
  const symbolic = await git(repoRoot, ['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD']).then(
    (out) => out.trim(),
    () => '',
  );
  const candidates = symbolic.startsWith('refs/remotes/origin/') ? [symbolic] : ['refs/remotes/origin/main', 'refs/remotes/origin/master'];
  for (const ref of candidates) {
    const commit = await verify(repoRoot, ref);
    if (commit) return { commit, name: ref.slice('refs/remotes/'.length) };
  }
  return {
    commit: head,
    name: 'HEAD',
    warning:
      `${baseRef.source}: "fresh" (origin's default branch) cannot be honoured: ${candidates.join(' or ')} is not in this checkout ` +
      "(actions/checkout's fetch-depth: 0 fetches it); subagents' worktrees branch from HEAD",
  };
}

/** Git's cone-mode patterns for these directories: root files, each ancestor's files, everything under each directory. */
function conePatterns(dirs: readonly string[]): string {
  const lines = ['/*', '!/*/'];
  const seen = new Set<string>();
  for (const dir of [...dirs].sort()) {
    const parts = dir.split('/');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      if (seen.has(parent)) continue;
      seen.add(parent);
      lines.push(`/${parent}/`, `!/${parent}/*/`);
    }
    lines.push(`/${dir}/`);
  }
  return `${lines.join('\n')}\n`;
}

/** Whether the cone of `dirs` holds `file` (relative, `/`-separated). */
function inCone(file: string, dirs: readonly string[]): boolean {
  const slash = file.lastIndexOf('/');
  if (slash < 0) return true;
  const parent = `${file.slice(0, slash)}/`;
  return dirs.some((dir) => file.startsWith(`${dir}/`) || `${dir}/`.startsWith(parent));
}

/**
 * Checks out only the cone of `dirs` in a worktree made with `--no-checkout`, as Claude Code's `git sparse-checkout set
 * --cone` then `git checkout HEAD` does, but without writing any git configuration: `git sparse-checkout` would turn on
 * `extensions.worktreeConfig` in the repository's `.git/config`. The patterns go to the worktree's own
 * `info/sparse-checkout`, the switch is given on the command line; the index keeps the skip-worktree bits.
 */
export async function sparseCheckout(worktreePath: string, adminDir: string, dirs: readonly string[]): Promise<void> {
  mkdirSync(path.join(adminDir, 'info'), { recursive: true });
  writeFileSync(path.join(adminDir, 'info', 'sparse-checkout'), conePatterns(dirs));
  await git(worktreePath, ['-c', 'core.sparseCheckout=true', '-c', 'core.sparseCheckoutCone=true', 'read-tree', '-mu', 'HEAD']);
}

/**
 * In a shadow index read from the base: the files outside the cone that are not in the worktree are marked
 * skip-worktree, so that git counts them unchanged (not deleted), as the worktree's own index does. A file the subagent
 * created there counts as a change.
 */
export async function markSparse(repo: ShadowRepo, dirs: readonly string[] | undefined): Promise<void> {
  if (!dirs?.length) return;
  const files = (await repo.run(['ls-files', '-z'])).split('\0').filter(Boolean);
  const outside = files.filter((file) => !inCone(file, dirs) && !existsSync(path.join(repo.root, file)));
  if (outside.length > 0) await repo.run(['update-index', '--skip-worktree', '-z', '--stdin'], Buffer.from(`${outside.join('\0')}\0`));
}

interface IncludedFiles {
  copied: string[];
  /** Each file left out and why (a deny rule covers it, a link...). */
  skipped: string[];
}

function inside(root: string, p: string): boolean {
  const rel = path.relative(root, p);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The destination's nearest existing folder, resolved, is inside the worktree (no committed link leads elsewhere). */
function staysInside(dest: string, worktreeReal: string): boolean {
  let dir = path.dirname(dest);
  while (!existsSync(dir) && dir !== path.dirname(dir)) dir = path.dirname(dir);
  try {
    if (!inside(worktreeReal, realpathSync(dir))) return false;
  } catch {
    return false;
  }
  // A link at the destination itself (committed in another base), dangling ones included: the copy would go through it.
  try {
    return !lstatSync(dest).isSymbolicLink();
  } catch {
    return true;
  }
}

/**
 * `.worktreeinclude` at the repository root (gitignore syntax): the main checkout's files that git ignores and a
 * pattern matches are copied into the new worktree, as Claude Code does (tracked files never; links skipped; a
 * destination a committed link would lead out of the worktree skipped). Beyond Claude Code: a file a Read of which
 * the run would refuse (`mayRead` says why: a deny rule, a credential file) is not copied, so that the copy is not a
 * second path to it that a rule written for the workspace's path would miss.
 */
export async function copyWorktreeIncludes(repoRoot: string, worktreePath: string, mayRead: (file: string) => string | undefined): Promise<IncludedFiles> {
  const result: IncludedFiles = { copied: [], skipped: [] };
  let text: string;
  try {
    text = readFileSync(path.join(repoRoot, '.worktreeinclude'), 'utf8');
  } catch {
    return result;
  }
  const patterns = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
  if (patterns.length === 0) return result;
  const listed = (await git(repoRoot, ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory'])).split('\0').filter(Boolean);
  // Loaded here, not with the module: no run needs `ignore` before its first model request (issue 29).
  const { default: ignore } = await import('ignore');
  const matcher = ignore().add(text);
  const ownFolder = path.join('.claude', 'worktrees').split(path.sep).join('/');
  const files = listed.filter((p) => !p.endsWith('/') && matcher.ignores(p));
  // A wholly ignored folder is listed once: looked into when a pattern names something in it, or the folder itself.
  const dirs = listed.filter(
    (dir) =>
      dir.endsWith('/') &&
      !`${dir}`.startsWith(`${ownFolder}/`) &&
      (patterns.some((pattern) => {
        const p = pattern.startsWith('/') ? pattern.slice(1) : pattern;
        if (p.startsWith(dir)) return true;
        const wild = p.search(/[*?[]/);
        return wild > 0 && dir.startsWith(p.slice(0, wild));
      }) ||
        matcher.ignores(dir.slice(0, -1))),
  );
  if (dirs.length > 0) {
    const inner = await git(repoRoot, ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--', ...dirs]);
    files.push(...inner.split('\0').filter((p) => p && matcher.ignores(p)));
  }
  const worktreeReal = realpathSync(worktreePath);
  for (const file of files) {
    if (file.startsWith(`${ownFolder}/`)) continue;
    const from = path.join(repoRoot, file);
    const to = path.join(worktreePath, file);
    try {
      if (lstatSync(from).isSymbolicLink()) {
        result.skipped.push(`${file} (a symbolic link)`);
        continue;
      }
      const refused = mayRead(from);
      if (refused !== undefined) {
        result.skipped.push(`${file} (${refused})`);
        continue;
      }
      if (!staysInside(to, worktreeReal)) {
        result.skipped.push(`${file} (a committed link would lead the copy out of the worktree)`);
        continue;
      }
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
      result.copied.push(file);
    } catch (error) {
      result.skipped.push(`${file} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return result;
}
