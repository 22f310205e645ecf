import { withGitHubRetry } from '../../github/retry.js';
import type { GitHubClient, RetryOptions } from '../../github/retry.js';
import type { Task } from '../../trigger/types.js';

/**
 * The 👀 on the triggering comment: the first sign on the thread. A module of its own, apart from the comment's
 * rendering, so that the run sends it before loading that code (issue 37).
 */

export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

/** 👀 on the triggering comment. Cosmetic: two tries at most, never throws. */
export async function addReaction(
  octokit: GitHubClient,
  target: { owner: string; repo: string; commentId: number; kind: 'issue' | 'review' },
  content: ReactionContent = 'eyes',
  retry: RetryOptions = { maxAttempts: 2, maxServerWaitMs: 5_000 },
): Promise<{ ok: true; id: number } | { ok: false; error: string }> {
  const { owner, repo, commentId } = target;
  const res = await withGitHubRetry(async () => {
    const r =
      target.kind === 'issue'
        ? await octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', { owner, repo, comment_id: commentId, content })
        : await octokit.request('POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', { owner, repo, comment_id: commentId, content });
    return r.data.id;
  }, retry);
  return res.ok ? { ok: true, id: res.value } : { ok: false, error: res.error };
}

/** The run's 👀 on the comment that triggered it, if a comment did; a failure is logged, never thrown. */
export async function reactToTrigger(octokit: GitHubClient, task: Task, log: (line: string) => void): Promise<void> {
  if (!task.comment) return;
  const reaction = await addReaction(octokit, { owner: task.repo.owner, repo: task.repo.name, commentId: task.comment.id, kind: task.comment.kind });
  if (!reaction.ok) log(`Could not add the 👀 reaction: ${reaction.error}`);
}
