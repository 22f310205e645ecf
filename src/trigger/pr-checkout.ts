import { git } from '../git/git.js';
import type { PullRequestRef } from './types.js';

export type PullRequestCheckout = { ok: true; checkedOut: boolean; warnings: string[] } | { ok: false; error: string };

/**
 * For `issue_comment`, actions/checkout leaves the default branch, even when the comment is on a
 * pull request: the agent would edit `main`'s code and `push: pr_branch` would fail. So the runner
 * checks out the PR's head itself, before any configuration is read (config still comes from the
 * base commit: see base-config.ts). It fetches `refs/pull/N/head`, which the base repository holds
 * for same-repository and fork PRs alike, and the base commit, with the run's token given to that one
 * git process through its environment (never written to .git/config, never on a command line that
 * `ps` shows), so `persist-credentials: false` works too. A fork's
 * head is checked out as the fork rules allow (an actor with write access asked for it; its
 * configuration is not used; `pr_branch` is refused), with a warning saying so.
 */
export async function checkOutPullRequestHead(
  cwd: string,
  pr: PullRequestRef,
  auth: { token: string | undefined; serverUrl: string },
): Promise<PullRequestCheckout> {
  const head = await git(cwd, ['rev-parse', 'HEAD']).then(
    (out) => out.trim(),
    () => '',
  );
  if (head === '')
    return { ok: false, error: `cannot check out pull request #${pr.number}: ${cwd} is not a git checkout (add actions/checkout before this step)` };
  if (head === pr.headSha) return { ok: true, checkedOut: false, warnings: [] };
  const dirty = (await git(cwd, ['status', '--porcelain', '--untracked-files=no'])).trim();
  if (dirty !== '') {
    return {
      ok: false,
      error: `cannot check out pull request #${pr.number}'s head: the checkout has uncommitted changes to tracked files (${dirty.split('\n').length} files) made by an earlier step`,
    };
  }
  const authEnv = gitAuthEnv(auth);
  const localRef = `refs/remotes/origin/agent-runner/pr-${pr.number}`;
  try {
    await git(cwd, ['fetch', '--no-tags', '--depth=1', 'origin', `+refs/pull/${pr.number}/head:${localRef}`, pr.baseSha], { env: authEnv });
  } catch (error) {
    return {
      ok: false,
      error:
        `cannot check out pull request #${pr.number}'s head: fetching refs/pull/${pr.number}/head from origin failed ` +
        `(${gitErrorLine(error)}). The job needs contents: read and a checkout with an origin remote (actions/checkout).`,
    };
  }
  const fetched = (await git(cwd, ['rev-parse', localRef])).trim();
  const warnings: string[] = [];
  if (fetched !== pr.headSha)
    warnings.push(`pull request #${pr.number} moved while the run started: working on its newest head ${fetched.slice(0, 12)}, not ${pr.headSha.slice(0, 12)}`);
  try {
    await git(cwd, ['checkout', '--quiet', '--detach', fetched]);
  } catch (error) {
    return { ok: false, error: `cannot check out pull request #${pr.number}'s head ${fetched.slice(0, 12)}: ${gitErrorLine(error)}` };
  }
  if (pr.isFork) {
    warnings.push(
      `checked out the head of pull request #${pr.number} from a fork (${pr.headRepoFullName || 'deleted repository'}): its code runs only through the tools your rules allow, ` +
        'its .claude/, .mcp.json and CLAUDE.md are not used, and push: pr_branch is not possible',
    );
  }
  return { ok: true, checkedOut: true, warnings };
}

/**
 * The run's token for one git process, as actions/checkout would persist it, but never written to
 * .git/config: git reads `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n` as command-line
 * configuration, and an environment is readable only by the same user (`/proc/<pid>/environ`), where
 * a `-c` argument is in every process's `ps` listing. No tool runs while the runner fetches.
 */
export function gitAuthEnv(auth: { token: string | undefined; serverUrl: string } | undefined): Record<string, string> {
  if (!auth?.token) return {};
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${auth.serverUrl.replace(/\/+$/, '')}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${auth.token}`).toString('base64')}`,
  };
}

/** git's message for a failed command, never the command line or anything that could carry the auth header. */
export function gitErrorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('Command failed'));
  return (lines[0] ?? 'git failed').replace(/AUTHORIZATION: basic \S+/g, 'AUTHORIZATION: basic ***');
}
