import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { git, withShadowRepo } from './git.js';
import { markSparse, sparseCheckout, worktreeBase } from './worktree-setup.js';

/**
 * Git worktrees for subagents with `isolation: worktree`, made and inspected by the runner's own git (git.ts: no
 * configuration the agent could have planted runs a command). Where and how Claude Code makes them (2.1.x): under
 * `.claude/worktrees/agent-<id>` at the repository root, on a new branch `worktree-agent-<id>`; removed with its branch
 * when the agent changed nothing, kept (path and branch told to the caller) when it did.
 */
const WORKTREES_DIR = path.join('.claude', 'worktrees');

export interface AgentWorktree {
  /** Real, absolute path of the worktree. */
  path: string;
  branch: string;
  /** The commit it was made from (the workspace's HEAD then, or origin's default branch under `baseRef: "fresh"`). */
  base: string;
  /** What `base` is, for the log (`HEAD`, `origin/main`). */
  baseName: string;
  /** Set when the settings' `worktree.baseRef` could not be honoured. */
  baseWarning?: string;
  /** The cone-mode directories when only they are checked out (`worktree.sparsePaths`). */
  sparse?: string[];
  /** Files `.worktreeinclude` copied in: while they match the workspace's, they are not the subagent's changes. */
  included?: string[];
  /** The main checkout's root. */
  repoRoot: string;
  /** The repository's git directory (what a commit in the worktree writes into). */
  commonDir: string;
  /** `<commonDir>/worktrees/<name>`: the worktree's HEAD and index. */
  adminDir: string;
}

/** What the runner made besides the worktrees (`.claude/worktrees/` and its `.gitignore`), removed with the last one. */
export interface WorktreesFolder {
  dir: string;
  created: string[];
}

/** `a` and 16 hex digits, as Claude Code's agent ids. */
export function newAgentWorktreeId(): string {
  return `a${randomBytes(8).toString('hex')}`;
}

/**
 * Makes `.claude/worktrees/` (hidden from the main checkout's git by a `.gitignore` of `*`, so that `git add -A` in the
 * workspace never commits a worktree as an embedded repository), unless it is there already.
 */
export function ensureWorktreesFolder(repoRoot: string): WorktreesFolder {
  const dir = path.join(repoRoot, WORKTREES_DIR);
  const created: string[] = [];
  for (const part of [path.join(repoRoot, '.claude'), dir]) {
    if (existsSync(part)) continue;
    mkdirSync(part);
    created.push(part);
  }
  // A committed link would put the worktree (and the subagent's writable area) elsewhere.
  const real = realpathSync(dir);
  if (real !== dir) throw new Error(`${WORKTREES_DIR} is a symbolic link (to ${real}); no worktree is made through it`);
  const ignore = path.join(dir, '.gitignore');
  if (!existsSync(ignore)) {
    writeFileSync(ignore, '*\n');
    created.push(ignore);
  }
  return { dir, created };
}

/** Removes what ensureWorktreesFolder made, once nothing else is in it. */
export function removeWorktreesFolder(folder: WorktreesFolder): void {
  const ignore = folder.created.find((p) => p.endsWith('.gitignore'));
  if (ignore && readdirSync(folder.dir).length === 1) rmSync(ignore, { force: true });
  for (const dir of folder.created.filter((p) => p !== ignore).reverse()) {
    try {
      rmdirSync(dir);
    } catch {
      // Not empty: something else lives there now.
    }
  }
}

/** What the settings' `worktree` block asks of a new worktree. */
export interface WorktreeRequest {
  baseRef?: { value: 'fresh' | 'head'; source: string };
  sparsePaths?: string[];
  /**
   * The folder and branch names (EnterWorktree's `name`) instead of `agent-<id>`: made with `git worktree add -b`, so a
   * branch that exists is refused, never reset (Claude Code 2.1.332 resets it, losing its commits).
   */
  named?: { dir: string; branch: string };
  /** A worktree of the same repository whose HEAD is the base (the main thread's, after EnterWorktree); default the checkout's. */
  from?: string;
}

/**
 * `git worktree add` at `<folderFor(repository root)>/agent-<id>` on a new branch `worktree-agent-<id>`, from the
 * workspace's HEAD unless `baseRef: "fresh"` names origin's default branch and the checkout has it (worktree-setup.ts).
 * Claude Code's default is `"fresh"`; a CI checkout is the commit the run is about (often without origin's default
 * branch), so unset, the runner branches from HEAD. With `sparsePaths`, only their cone is checked out.
 */
export async function createAgentWorktree(
  cwd: string,
  id: string,
  folderFor: (repoRoot: string) => string,
  request: WorktreeRequest = {},
): Promise<AgentWorktree> {
  const repoRoot = await git(cwd, ['rev-parse', '--show-toplevel']).then(
    (out) => realpathSync(out.trim()),
    () => {
      throw new Error(`Cannot create agent worktree: ${cwd} is not in a git repository`);
    },
  );
  const chosen = await worktreeBase(request.from ?? repoRoot, request.baseRef);
  const base = chosen.commit;
  const commonDir = realpathSync(path.resolve(repoRoot, (await git(repoRoot, ['rev-parse', '--git-common-dir'])).trim()));
  const name = request.named?.dir ?? `agent-${id}`;
  const worktreePath = path.join(folderFor(repoRoot), name);
  const branch = request.named?.branch ?? `worktree-${name}`;
  if (request.named) {
    const taken = await git(repoRoot, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`a branch named ${branch} already exists (it is left as it is); choose another name`);
    if (existsSync(worktreePath)) throw new Error(`${worktreePath} already exists; choose another name`);
  }
  const sparse = request.sparsePaths?.length ? request.sparsePaths : undefined;
  // The runner's git: no hook (post-checkout) of the repository runs. The checkout applies the filters .git/config
  // defines, as the workspace's checkout did (the sandbox keeps .git/config read-only for the agent).
  await git(repoRoot, ['worktree', 'add', ...(sparse ? ['--no-checkout'] : []), '--no-track', request.named ? '-b' : '-B', branch, worktreePath, base]);
  const adminDir = gitDirOfWorktree(worktreePath);
  if (!adminDir) throw new Error(`Cannot create agent worktree: ${worktreePath}/.git does not name its git directory`);
  const wt: AgentWorktree = {
    path: worktreePath,
    branch,
    base,
    baseName: chosen.name,
    ...(chosen.warning ? { baseWarning: chosen.warning } : {}),
    repoRoot,
    commonDir,
    adminDir,
    ...(sparse ? { sparse } : {}),
  };
  if (sparse) {
    try {
      await sparseCheckout(worktreePath, adminDir, sparse);
    } catch (error) {
      await removeAgentWorktree(wt);
      throw new Error(`Failed to configure sparse-checkout: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return wt;
}

/** The `gitdir:` a worktree's `.git` file names, resolved; undefined when it is not such a file. */
function gitDirOfWorktree(worktreePath: string): string | undefined {
  try {
    const line = readFileSync(path.join(worktreePath, '.git'), 'utf8').trim();
    return line.startsWith('gitdir:') ? path.resolve(worktreePath, line.slice(7).trim()) : undefined;
  } catch {
    return undefined;
  }
}

export interface WorktreeChanges {
  /** Paths (relative) whose content differs from the base commit. */
  files: string[];
  /** The worktree's HEAD or its branch moved (commits, a checkout). */
  moved: boolean;
  /** Set when the worktree could not be inspected; it then counts as changed, never as clean. */
  error?: string;
}

/**
 * What the subagent changed: files against the base commit (through a shadow git directory, so nothing the agent wrote
 * in the worktree's or the repository's git configuration runs), and whether HEAD or the branch moved.
 */
export async function worktreeChanges(wt: AgentWorktree): Promise<WorktreeChanges> {
  if (gitDirOfWorktree(wt.path) !== wt.adminDir) {
    return { files: [], moved: true, error: `${wt.path}/.git no longer names ${wt.adminDir}` };
  }
  const head = readHead(wt.adminDir, wt.commonDir);
  const tip = await git(wt.repoRoot, ['rev-parse', '--verify', '--quiet', `refs/heads/${wt.branch}`]).then(
    (out) => out.trim(),
    () => '',
  );
  const moved = head !== wt.base || tip !== wt.base;
  try {
    const files = await withShadowRepo(
      wt.path,
      async (repo) => {
        if (realpathSync(repo.root) !== wt.path) throw new Error(`git places its work tree at ${repo.root}`);
        await markSparse(repo, wt.sparse);
        const out = await repo.run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--ignore-submodules=none']);
        const copies = new Set(untouchedCopies(wt));
        return out
          .split('\0')
          .filter((entry) => entry.length > 3)
          .map((entry) => entry.slice(3))
          .filter((file) => !copies.has(file));
      },
      wt.base,
    );
    return { files, moved };
  } catch (error) {
    return { files: [], moved: true, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The commit the worktree's HEAD names (a symbolic ref read through the repository's refs), or the raw line. */
function readHead(adminDir: string, commonDir: string): string {
  let head = '';
  try {
    head = readFileSync(path.join(adminDir, 'HEAD'), 'utf8').trim();
  } catch {
    return '';
  }
  const ref = /^ref: (refs\/heads\/[^\s]+)$/.exec(head)?.[1];
  if (!ref) return head;
  try {
    return readFileSync(path.join(commonDir, ref), 'utf8').trim();
  } catch {
    return `unresolved ${ref}`;
  }
}

/** Those of `files` whose content in the worktree is not what the main checkout has (what the caller did not bring over). */
export function notBroughtOver(wt: AgentWorktree, files: readonly string[]): string[] {
  return files.filter((file) => fingerprint(path.join(wt.path, file)) !== fingerprint(path.join(wt.repoRoot, file)));
}

/** The `.worktreeinclude` copies still as the workspace has them (a base that does not ignore them would count them). */
function untouchedCopies(wt: AgentWorktree): string[] {
  return (wt.included ?? []).filter((file) => fingerprint(path.join(wt.path, file)) === fingerprint(path.join(wt.repoRoot, file)));
}

function fingerprint(file: string): string {
  try {
    const st = lstatSync(file);
    if (st.isSymbolicLink()) return `link:${readlinkSync(file)}`;
    if (!st.isFile()) return 'other';
    return `file:${st.mode & 0o111 ? 'x' : '-'}:${readFileSync(file).toString('base64')}`;
  } catch {
    return 'absent';
  }
}

/** `git diff --binary` of the worktree's content against its base, new files included: what `git apply` brings over. */
export async function worktreePatch(wt: AgentWorktree): Promise<string> {
  return withShadowRepo(
    wt.path,
    async (repo) => {
      await markSparse(repo, wt.sparse);
      await repo.run(['add', '-A', '--', '.', ...untouchedCopies(wt).map((file) => `:(exclude,literal)${file}`)]);
      const changed = (await repo.run(['diff', '--cached', '--name-only', '-z', wt.base, '--'])).split('\0').filter(Boolean);
      await repo.importBaseBlobs(changed);
      return repo.run(['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', wt.base, '--']);
    },
    wt.base,
  );
}

/**
 * For a worktree someone else removed: the branch's commits HEAD does not contain, as a binary diff from the base
 * (empty when there are none). The runner's git, on commits only: no filter or driver runs.
 */
export async function unmergedBranchPatch(wt: AgentWorktree): Promise<string> {
  const tip = await git(wt.repoRoot, ['rev-parse', '--verify', '--quiet', `refs/heads/${wt.branch}^{commit}`]).then(
    (out) => out.trim(),
    () => '',
  );
  if (!tip || tip === wt.base) return '';
  const merged = await git(wt.repoRoot, ['merge-base', '--is-ancestor', tip, 'HEAD']).then(
    () => true,
    () => false,
  );
  return merged ? '' : git(wt.repoRoot, ['diff', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', wt.base, tip, '--']);
}

/** `git worktree remove --force` and the branch deleted; the folder removed by hand when git could not. */
export async function removeAgentWorktree(wt: AgentWorktree): Promise<void> {
  await git(wt.repoRoot, ['worktree', 'remove', '--force', '--force', wt.path]).catch(() => undefined);
  if (existsSync(wt.path)) rmSync(wt.path, { recursive: true, force: true });
  await git(wt.repoRoot, ['worktree', 'prune']).catch(() => undefined);
  // Not `git branch -D`: it rewrites .git/config, which the end-of-run audit would then report as the agent's write.
  await git(wt.repoRoot, ['update-ref', '-d', `refs/heads/${wt.branch}`]).catch(() => undefined);
}
