import { withGitHubRetry } from '../github/retry.js';
import type { GitHubClient, RetryOptions } from '../github/retry.js';
import { sanitizeInline, sanitizeUntrusted } from '../text/sanitize.js';
import type { PullRequestRef, Task } from './types.js';

export interface PullRequestContext {
  pr: PullRequestRef;
  title: string;
  body: string;
  /** Sanitized file names, at most `maxFiles`. */
  changedFiles: string[];
  /** GitHub's count of changed files (the list API stops at 3000). */
  changedFilesTotal: number;
}

/**
 * What an `issue_comment` payload lacks for a comment on a PR: branches, SHAs, fork status and
 * the changed files. Also used on PR events to list changed files. Never throws.
 */
export async function fetchPullRequestContext(
  octokit: GitHubClient,
  options: { owner: string; repo: string; number: number; maxFiles: number; retry?: RetryOptions },
): Promise<{ ok: true; value: PullRequestContext } | { ok: false; error: string; status?: number }> {
  const { owner, repo, number } = options;
  const got = await withGitHubRetry(
    () => octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: number }),
    options.retry,
  );
  if (!got.ok) return { ok: false, error: `could not read pull request #${number}: ${got.error}`, ...(got.status !== undefined ? { status: got.status } : {}) };
  const d = got.value.data;
  const headRepo = d.head.repo?.full_name ?? '';
  const pr: PullRequestRef = {
    number: d.number,
    headRef: d.head.ref,
    baseRef: d.base.ref,
    headSha: d.head.sha,
    baseSha: d.base.sha,
    headRepoFullName: headRepo,
    isFork: headRepo.toLowerCase() !== d.base.repo.full_name.toLowerCase(),
    ...(d.state === 'closed' ? { closed: true } : {}),
  };
  const files: string[] = [];
  const perPage = 100;
  for (let page = 1; files.length < options.maxFiles; page++) {
    const res = await withGitHubRetry(
      () => octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner, repo, pull_number: number, per_page: perPage, page }),
      options.retry,
    );
    if (!res.ok) return { ok: false, error: `could not list files of pull request #${number}: ${res.error}` };
    for (const f of res.value.data) files.push(sanitizeInline(f.filename, 500));
    if (res.value.data.length < perPage) break;
  }
  return {
    ok: true,
    value: {
      pr,
      title: sanitizeInline(d.title, 1000),
      body: sanitizeUntrusted(d.body ?? '', { maxLength: 30_000 }),
      changedFiles: files.slice(0, options.maxFiles),
      changedFilesTotal: Math.max(d.changed_files, files.length),
    },
  };
}

/** The task with the PR context merged in (for `buildTaskMessage`). */
export function withPullRequestContext(task: Task, ctx: PullRequestContext): Task {
  return {
    ...task,
    isPullRequest: true,
    pr: ctx.pr,
    untrusted: {
      ...task.untrusted,
      title: task.untrusted.title ?? ctx.title,
      body: task.untrusted.body ?? ctx.body,
      branchNames: { head: sanitizeInline(ctx.pr.headRef), base: sanitizeInline(ctx.pr.baseRef) },
      changedFiles: ctx.changedFiles,
      changedFilesTotal: ctx.changedFilesTotal,
    },
  };
}
