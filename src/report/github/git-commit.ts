import { withGitHubRetry } from '../../github/retry.js';
import type { GitHubClient, GitHubResult, RetryOptions } from '../../github/retry.js';
import { isExcluded, unsafePathReason, type ChangedFile } from './push-files.js';

export type CommitOutcome =
  | { status: 'committed'; sha: string; committedPaths: string[]; excludedPaths: string[] }
  | { status: 'no_changes'; excludedPaths: string[] }
  | { status: 'failed'; stage: 'validate' | 'base' | 'blob' | 'tree' | 'commit'; error: string };

/** The files a commit would hold: unsafe paths refused, excluded ones set aside. */
export function commitableFiles(
  all: readonly ChangedFile[],
  exclude: readonly string[],
): { ok: true; files: ChangedFile[]; excludedPaths: string[] } | { ok: false; error: string } {
  const files: ChangedFile[] = [];
  const excludedPaths: string[] = [];
  for (const f of all) {
    const unsafe = unsafePathReason(f.path);
    if (unsafe) return { ok: false, error: `${JSON.stringify(f.path)} ${unsafe}` };
    if (isExcluded(f.path, exclude)) excludedPaths.push(f.path);
    else files.push(f);
  }
  return { ok: true, files, excludedPaths };
}

/**
 * Blobs → a tree on the base commit's tree → a commit whose parent is `baseSha`, through the Git
 * Data API: GitHub makes and signs the commit for the token's identity. Moves no ref. Never throws.
 */
export async function createCommit(
  octokit: GitHubClient,
  o: {
    owner: string;
    repo: string;
    baseSha: string;
    files: readonly ChangedFile[];
    exclude: readonly string[];
    message: string;
    /** Author and committer; absent = GitHub's identity for the token, and GitHub signs the commit. */
    identity?: { name: string; email: string };
    retry?: RetryOptions;
  },
): Promise<CommitOutcome> {
  const { owner, repo } = o;
  const call = <T>(fn: () => Promise<T>): Promise<GitHubResult<T>> => withGitHubRetry(fn, o.retry);
  const picked = commitableFiles(o.files, o.exclude);
  if (!picked.ok) return { status: 'failed', stage: 'validate', error: picked.error };
  const { files, excludedPaths } = picked;
  if (files.length === 0) return { status: 'no_changes', excludedPaths };
  const baseCommit = await call(() => octokit.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', { owner, repo, commit_sha: o.baseSha }));
  if (!baseCommit.ok) return { status: 'failed', stage: 'base', error: `reading base commit ${o.baseSha}: ${baseCommit.error}` };
  const tree: { path: string; mode: ChangedFile['mode']; type: 'blob'; sha: string | null }[] = [];
  // One at a time: GitHub's secondary limits punish bursts of concurrent writes.
  for (const f of files) {
    if (f.content === null) {
      tree.push({ path: f.path, mode: '100644', type: 'blob', sha: null });
      continue;
    }
    const content = f.content;
    const blob = await call(() =>
      octokit.request('POST /repos/{owner}/{repo}/git/blobs', { owner, repo, content: content.toString('base64'), encoding: 'base64' }),
    );
    if (!blob.ok) return { status: 'failed', stage: 'blob', error: `${f.path}: ${blob.error}` };
    tree.push({ path: f.path, mode: f.mode, type: 'blob', sha: blob.value.data.sha });
  }
  const newTree = await call(() => octokit.request('POST /repos/{owner}/{repo}/git/trees', { owner, repo, base_tree: baseCommit.value.data.tree.sha, tree }));
  if (!newTree.ok) return { status: 'failed', stage: 'tree', error: newTree.error };
  const commit = await call(() =>
    octokit.request('POST /repos/{owner}/{repo}/git/commits', {
      owner,
      repo,
      message: o.message,
      tree: newTree.value.data.sha,
      parents: [o.baseSha],
      ...(o.identity ? { author: o.identity, committer: o.identity } : {}),
    }),
  );
  if (!commit.ok) return { status: 'failed', stage: 'commit', error: commit.error };
  return { status: 'committed', sha: commit.value.data.sha, committedPaths: files.map((f) => f.path), excludedPaths };
}
