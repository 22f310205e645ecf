import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CREDENTIAL_FILES } from '../../process/env.js';
import { blobSha, withShadowRepo, type ShadowRepo } from '../../git/git.js';

export type FileMode = '100644' | '100755' | '120000';

export interface ChangedFile {
  /** Repo-relative, `/`-separated. */
  path: string;
  /** New content; a symlink's content is its target. `null` = deleted. */
  content: Buffer | null;
  mode: FileMode;
}

/** Whether `p` is one of `exclude` or inside one of them (entries are repo-relative). */
export function isExcluded(p: string, exclude: readonly string[]): boolean {
  const base = p.split('/').at(-1) ?? '';
  return (
    CREDENTIAL_FILES.test(base) ||
    exclude.some((e) => {
      const x = e.replace(/\/+$/, '');
      return x !== '' && (p === x || p.startsWith(`${x}/`));
    })
  );
}

/** Why a path may not go into a commit, or null when it may. */
export function unsafePathReason(p: string): string | null {
  if (p === '' || p.startsWith('/') || p.includes('\\') || p.includes('\0')) return 'not a plain relative path';
  const parts = p.split('/');
  if (parts.some((s) => s === '' || s === '.' || s === '..')) return 'has an empty, . or .. segment';
  if (parts.some((s) => s.toLowerCase() === '.git')) return 'is inside .git';
  return null;
}

/**
 * Changed, new and deleted files of the work tree against HEAD, with their content, as the
 * Git Data API needs them. Untracked files count unless git ignores them; `exclude` (restored
 * configuration, the runner's own folders) is left out. Submodules are skipped. Git runs through a
 * shadow git directory, so no filter, textconv or index flag the agent planted changes the answer.
 */
export async function changedFilesFromGit(cwd: string, exclude: readonly string[] = [], baseCommit?: string): Promise<ChangedFile[]> {
  return (await changesFromGit(cwd, exclude, baseCommit)).files;
}

/** The work tree's changes as `changedFilesFromGit` gives them, and the changed paths `exclude` left out (a push reports them). */
export async function changesFromGit(cwd: string, exclude: readonly string[] = [], baseCommit?: string): Promise<WorkTreeChanges> {
  return withShadowRepo(cwd, (repo) => changes(repo, exclude), baseCommit);
}

export interface WorkTreeChanges {
  files: ChangedFile[];
  /** Changed paths never pushed because `exclude` (or the credential-file rule) names them: said, never dropped silently. */
  excludedPaths: string[];
}

/** The changed files of a shadow repository (see `withShadowRepo`), content read as raw bytes. */
export async function changedFiles(repo: ShadowRepo, exclude: readonly string[]): Promise<ChangedFile[]> {
  return (await changes(repo, exclude)).files;
}

async function changes(repo: ShadowRepo, exclude: readonly string[]): Promise<WorkTreeChanges> {
  const root = repo.root;
  const entries = new Map<string, 'deleted' | 'present'>();
  if (repo.base) {
    // The fresh index has no stat data: refresh it (content compared, no filter defined) before diffing.
    await repo.run(['update-index', '-q', '--refresh']).catch(() => '');
    // Plumbing: porcelain `git diff` reads base blobs to re-check same-size files, and the shadow holds
    // only the base blobs the patch asks for (each checked against its id).
    const diff = (await repo.run(['diff-index', '--name-status', '-z', '--no-renames', repo.base, '--'])).split('\0');
    for (let i = 0; i + 1 < diff.length; i += 2) {
      const status = diff[i] ?? '';
      const file = diff[i + 1] ?? '';
      if (file === '') continue;
      entries.set(file, status.startsWith('D') ? 'deleted' : 'present');
    }
  }
  const untracked = (await repo.run(['ls-files', '-z', '--others', '--exclude-standard'])).split('\0');
  for (const file of untracked) if (file !== '') entries.set(file, 'present');
  // The base versions must be intact even though the push never reads them: the patch shows changes
  // against them, and a push whose patch cannot be shown truthfully must not happen.
  await repo.importBaseBlobs([...entries.keys()].filter((file) => !isExcluded(file, exclude)));
  const out: ChangedFile[] = [];
  const excludedPaths: string[] = [];
  for (const [file, state] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (isExcluded(file, exclude)) {
      excludedPaths.push(file);
      continue;
    }
    const abs = path.join(root, file);
    const st = state === 'deleted' ? null : await fs.lstat(abs).catch(() => null);
    if (st === null) {
      out.push({ path: file, content: null, mode: '100644' });
    } else if (st.isSymbolicLink()) {
      out.push({ path: file, content: Buffer.from(await fs.readlink(abs)), mode: '120000' });
    } else if (st.isFile()) {
      out.push({ path: file, content: await fs.readFile(abs), mode: st.mode & 0o111 ? '100755' : '100644' });
    }
  }
  return { files: out, excludedPaths };
}

/**
 * What each of `paths` holds now in `cwd` (a blob id, `-` when absent): taken before the agent's first process for the
 * changed paths `exclude` names, it tells the runner's own doing (configuration restored from the base) from the run's.
 */
export async function pathStates(cwd: string, paths: readonly string[]): Promise<Record<string, string>> {
  const states: Record<string, string> = {};
  for (const p of paths) {
    const abs = path.join(cwd, p);
    const st = await fs.lstat(abs).catch(() => null);
    states[p] = st?.isSymbolicLink() ? blobSha(Buffer.from(await fs.readlink(abs))) : st?.isFile() ? blobSha(await fs.readFile(abs)) : '-';
  }
  return states;
}

/** The paths of `excluded` the run changed: not as they were before the agent's first process (`atStart`, from pathStates). */
export async function changedSinceStart(cwd: string, excluded: readonly string[], atStart: Readonly<Record<string, string>> | undefined): Promise<string[]> {
  if (!atStart) return [...excluded];
  const now = await pathStates(cwd, excluded);
  return excluded.filter((p) => atStart[p] !== now[p]);
}

/** The changed paths `exclude` names and their states, before the agent's first process; undefined when git cannot tell. */
export async function excludedAtStart(cwd: string, exclude: readonly string[], baseCommit: string): Promise<Record<string, string> | undefined> {
  const start = await changesFromGit(cwd, exclude, baseCommit).catch(() => undefined);
  return start ? pathStates(cwd, start.excludedPaths) : undefined;
}
