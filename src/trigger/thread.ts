import type { GitHubClient } from '../github/retry.js';
import { withGitHubRetry } from '../github/retry.js';
import { STICKY_MARKER_PREFIX } from '../github/sticky-marker.js';
import { filterCommentsByActor, sanitizeUntrusted, type AuthoredComment } from '../text/sanitize.js';

/** The latest comments give the model the discussion without dragging a long thread into every call. */
const MAX_THREAD_COMMENTS = 20;
const MAX_COMMENT_CHARS = 4_000;

/**
 * The recent comments of the issue or PR, sanitized and filtered by `include_comments_by_actor` /
 * `exclude_comments_by_actor`; our own sticky comments and the triggering comment are left out.
 * A failure leaves the thread out (with a warning), it never stops the run.
 */
export async function fetchThread(
  octokit: GitHubClient,
  target: { owner: string; repo: string; issueNumber: number; triggeringCommentId?: number },
  filter: { include: string[]; exclude: string[] },
): Promise<{ ok: true; comments: AuthoredComment[] } | { ok: false; error: string }> {
  const got = await withGitHubRetry(
    () => octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: target.owner, repo: target.repo, issue_number: target.issueNumber, per_page: 100 }),
    { maxAttempts: 2 },
  );
  if (!got.ok) return { ok: false, error: `could not read the comments of #${target.issueNumber}: ${got.error}` };
  const comments = got.value.data
    .filter((c) => c.id !== target.triggeringCommentId && !(c.body ?? '').includes(STICKY_MARKER_PREFIX))
    .map((c) => ({ author: c.user?.login ?? 'ghost', body: sanitizeUntrusted(c.body ?? '', { maxLength: MAX_COMMENT_CHARS }) }))
    .filter((c) => c.body.trim() !== '');
  return { ok: true, comments: filterCommentsByActor(comments, filter.include, filter.exclude).slice(-MAX_THREAD_COMMENTS) };
}
