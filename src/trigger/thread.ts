import type { GitHubClient } from '../github/retry.js';
import { withGitHubRetry } from '../github/retry.js';
import { questionsSection, STICKY_MARKER_PREFIX } from '../github/sticky-marker.js';
import { filterCommentsByActor, sanitizeUntrusted, type AuthoredComment } from '../text/sanitize.js';

/** The latest comments give the model the discussion without dragging a long thread into every call. */
const MAX_THREAD_COMMENTS = 20;
const MAX_COMMENT_CHARS = 4_000;

/**
 * The recent comments of the issue or PR, sanitized and filtered by `include_comments_by_actor` /
 * `exclude_comments_by_actor`; our own sticky comments and the triggering comment are left out.
 * A failure leaves the thread out (with a warning), it never stops the run. The newest earlier run's
 * "Questions for you" (from its comment, before the triggering one) comes back on its own: this run's
 * request may be the reply.
 */
export async function fetchThread(
  octokit: GitHubClient,
  target: { owner: string; repo: string; issueNumber: number; triggeringCommentId?: number },
  filter: { include: string[]; exclude: string[] },
): Promise<{ ok: true; comments: AuthoredComment[]; earlierQuestions?: AuthoredComment } | { ok: false; error: string }> {
  const got = await withGitHubRetry(
    () =>
      octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
      }),
    { maxAttempts: 2 },
  );
  if (!got.ok) return { ok: false, error: `could not read the comments of #${target.issueNumber}: ${got.error}` };
  const comments = got.value.data
    .filter((c) => c.id !== target.triggeringCommentId && !(c.body ?? '').includes(STICKY_MARKER_PREFIX))
    .map((c) => ({ author: c.user?.login ?? 'ghost', body: sanitizeUntrusted(c.body ?? '', { maxLength: MAX_COMMENT_CHARS }) }))
    .filter((c) => c.body.trim() !== '');
  // Anyone can write the markers into a comment: what is found is fenced as event data like any comment, with its author.
  const asked = got.value.data
    .filter((c) => (target.triggeringCommentId === undefined || c.id < target.triggeringCommentId) && (c.body ?? '').includes(STICKY_MARKER_PREFIX))
    .map((c) => ({ author: c.user?.login ?? 'ghost', body: sanitizeUntrusted(questionsSection(c.body ?? '') ?? '', { maxLength: MAX_COMMENT_CHARS }) }))
    .filter((c) => c.body.trim() !== '')
    .at(-1);
  return {
    ok: true,
    comments: filterCommentsByActor(comments, filter.include, filter.exclude).slice(-MAX_THREAD_COMMENTS),
    ...(asked ? { earlierQuestions: asked } : {}),
  };
}
