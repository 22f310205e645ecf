import { isAgentCommit } from '../../git/agent-commits.js';
import { blobSha } from '../../git/git.js';
import { commitableFiles, createCommit } from './git-commit.js';
import { withGitHubRetry } from '../../github/retry.js';
import type { GitHubClient, GitHubResult, RetryOptions } from '../../github/retry.js';
import type { ChangedFile } from './push-files.js';
import { validateAgentBranchName } from './push.js';

/**
 * One maintenance pull request per workflow job, kept up to date the way Dependabot and Renovate
 * keep theirs: a stable `agent/…` branch that only the agent writes. Each run starts from the
 * default branch's head, replaces the branch with its one commit, and rewrites the PR's title and
 * body (the PR body is the report: it always describes what the branch holds). A commit on the
 * branch that is not the agent's means a human took it over: the run then leaves it alone.
 */

export const MAINTENANCE_MARKER = '<!-- agent-runner:maintenance -->';
const LATEST_RUN = '**Latest run:**';

/** `agent/<workflow>-<job>` from GITHUB_WORKFLOW and GITHUB_JOB; undefined outside Actions. */
export function stableBranchName(workflow: string | undefined, job: string | undefined): string | undefined {
  const slug = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .replace(/\.{2,}/g, '.')
      .slice(0, 60);
  const parts = [workflow, job].map((p) => slug(p ?? '')).filter((p) => p !== '');
  return parts.length > 0 ? `agent/${parts.join('-')}` : undefined;
}

export interface MaintenanceOptions {
  owner: string;
  repo: string;
  /** The default branch's head the run started from: the new commit's parent. */
  baseSha: string;
  baseBranch: string;
  branch: string;
  files: ChangedFile[];
  exclude: string[];
  message: string;
  title: string;
  /** This run's report, without the marker and the latest-run line. */
  report: string;
  runLabel: string;
  retry?: RetryOptions;
}

export type MaintenanceResult =
  | { status: 'opened' | 'updated'; branch: string; commitSha: string; pullRequest: { number: number; url: string } }
  | { status: 'same_as_closed'; branch: string; closed: { number: number; url: string } }
  | { status: 'same_as_open'; branch: string; pullRequest: { number: number; url: string } }
  | { status: 'refused'; branch: string; error: string; pullRequest?: { number: number; url: string } }
  | { status: 'no_changes' }
  | { status: 'failed'; error: string };

interface PullSummary {
  number: number;
  url: string;
  state: string;
  merged: boolean;
  body: string;
}

export async function updateMaintenancePr(octokit: GitHubClient, o: MaintenanceOptions): Promise<MaintenanceResult> {
  const { owner, repo, branch } = o;
  const call = <T>(fn: () => Promise<T>): Promise<GitHubResult<T>> => withGitHubRetry(fn, o.retry);
  const nameProblem = validateAgentBranchName(branch);
  if (nameProblem) return { status: 'failed', error: nameProblem };
  const picked = commitableFiles(o.files, o.exclude);
  if (!picked.ok) return { status: 'failed', error: picked.error };
  if (picked.files.length === 0) return { status: 'no_changes' };

  const pulls = await listPulls(octokit, o, call);
  if (!pulls.ok) return { status: 'failed', error: `listing pull requests from ${branch}: ${pulls.error}` };
  const open = pulls.value.find((p) => p.state === 'open');
  const closed = pulls.value.find((p) => p.state === 'closed' && !p.merged);

  const head = await call(() => octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { owner, repo, ref: `heads/${branch}` }));
  if (!head.ok && head.status !== 404) return { status: 'failed', error: `reading branch ${branch}: ${head.error}` };
  const headSha = head.ok ? head.value.data.object.sha : undefined;
  let tipParents: string[] = [];
  if (headSha) {
    const tip = await call(() => octokit.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', { owner, repo, commit_sha: headSha }));
    if (!tip.ok) return { status: 'failed', error: `reading ${branch}'s head commit: ${tip.error}` };
    tipParents = tip.value.data.parents.map((c) => c.sha);
    if (!isAgentCommit(tip.value.data.message)) {
      const subject = tip.value.data.message.split('\n')[0]?.slice(0, 80) ?? '';
      return {
        status: 'refused',
        branch,
        error: `${branch} has a commit that is not the agent's since its last one (${headSha.slice(0, 7)} "${subject}"): not overwriting it. Merge or close the pull request, or delete the branch, and the next run starts afresh.`,
        ...(open ? { pullRequest: { number: open.number, url: open.url } } : {}),
      };
    }
  }
  // Already on the branch, on this very base: rewriting it would only add a force-push to the PR's history.
  if (open && tipParents.length === 1 && tipParents[0] === o.baseSha && (await sameChanges(octokit, o, open.number, picked.files, call))) {
    await setLatestRun(octokit, o, open, `${LATEST_RUN} ${o.runLabel} made the same changes again; the branch is left as it was.`, call);
    return { status: 'same_as_open', branch, pullRequest: { number: open.number, url: open.url } };
  }
  if (!open && closed && (await sameChanges(octokit, o, closed.number, picked.files, call))) {
    return { status: 'same_as_closed', branch, closed: { number: closed.number, url: closed.url } };
  }

  const made = await createCommit(octokit, {
    owner,
    repo,
    baseSha: o.baseSha,
    files: picked.files,
    exclude: o.exclude,
    message: o.message,
    ...(o.retry ? { retry: o.retry } : {}),
  });
  if (made.status === 'no_changes') return { status: 'no_changes' };
  if (made.status === 'failed') return { status: 'failed', error: `${made.stage}: ${made.error}` };
  // Only the agent writes this branch (checked above): replacing it keeps the PR one clean commit on the latest base.
  const moved = headSha
    ? await call(() => octokit.request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { owner, repo, ref: `heads/${branch}`, sha: made.sha, force: true }))
    : await call(() => octokit.request('POST /repos/{owner}/{repo}/git/refs', { owner, repo, ref: `refs/heads/${branch}`, sha: made.sha }));
  if (!moved.ok) return { status: 'failed', error: `updating ${branch}: ${moved.error}` };

  const body = renderBody(o.report, `${LATEST_RUN} ${o.runLabel} updated this branch (commit ${made.sha.slice(0, 7)}).`);
  if (open) {
    const edited = await call(() =>
      octokit.request('PATCH /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: open.number, title: o.title, body }),
    );
    if (!edited.ok) return { status: 'failed', error: `branch ${branch} updated, but the pull request #${open.number} was not: ${edited.error}` };
    return { status: 'updated', branch, commitSha: made.sha, pullRequest: { number: open.number, url: open.url } };
  }
  const created = await call(() =>
    octokit.request('POST /repos/{owner}/{repo}/pulls', { owner, repo, head: branch, base: o.baseBranch, title: o.title, body }),
  );
  if (!created.ok) {
    // A 422 after a retried 5xx can mean our own first attempt landed.
    const landed = created.status === 422 ? await listPulls(octokit, o, call) : undefined;
    const mine = landed?.ok ? landed.value.find((p) => p.state === 'open') : undefined;
    if (mine) return { status: 'opened', branch, commitSha: made.sha, pullRequest: { number: mine.number, url: mine.url } };
    return { status: 'failed', error: `branch ${branch} pushed, but the pull request was not opened: ${created.error}` };
  }
  return { status: 'opened', branch, commitSha: made.sha, pullRequest: { number: created.value.data.number, url: created.value.data.html_url } };
}

/** A run that changed nothing says so in the open PR's latest-run line; the branch stays as it is. */
export async function noteNoChanges(
  octokit: GitHubClient,
  o: Pick<MaintenanceOptions, 'owner' | 'repo' | 'branch' | 'runLabel' | 'retry'>,
): Promise<{ number: number; url: string } | undefined> {
  const call = <T>(fn: () => Promise<T>): Promise<GitHubResult<T>> => withGitHubRetry(fn, o.retry);
  const pulls = await listPulls(octokit, o, call);
  const open = pulls.ok ? pulls.value.find((p) => p.state === 'open') : undefined;
  if (!open) return undefined;
  const edited = await setLatestRun(octokit, o, open, `${LATEST_RUN} ${o.runLabel} found nothing more to change; the branch is left as it was.`, call);
  return edited ? { number: open.number, url: open.url } : undefined;
}

/** Replaces the body's latest-run line, keeping the report of the run that last changed the branch. */
async function setLatestRun(
  octokit: GitHubClient,
  o: { owner: string; repo: string },
  pr: PullSummary,
  line: string,
  call: <T>(fn: () => Promise<T>) => Promise<GitHubResult<T>>,
): Promise<boolean> {
  const kept = pr.body
    .split('\n')
    .filter((l) => !l.startsWith(LATEST_RUN))
    .join('\n')
    .trimEnd();
  const body = `${kept.includes(MAINTENANCE_MARKER) ? kept : `${MAINTENANCE_MARKER}\n${kept}`}\n\n${line}`;
  const edited = await call(() =>
    octokit.request('PATCH /repos/{owner}/{repo}/pulls/{pull_number}', { owner: o.owner, repo: o.repo, pull_number: pr.number, body }),
  );
  return edited.ok;
}

function renderBody(report: string, latest: string): string {
  return `${MAINTENANCE_MARKER}\n${report.trim()}\n\n${latest}`;
}

async function listPulls(
  octokit: GitHubClient,
  o: { owner: string; repo: string; branch: string },
  call: <T>(fn: () => Promise<T>) => Promise<GitHubResult<T>>,
): Promise<GitHubResult<PullSummary[]>> {
  const got = await call(() =>
    octokit.request('GET /repos/{owner}/{repo}/pulls', {
      owner: o.owner,
      repo: o.repo,
      head: `${o.owner}:${o.branch}`,
      state: 'all',
      sort: 'created',
      direction: 'desc',
      per_page: 100,
    }),
  );
  if (!got.ok) return got;
  return {
    ok: true,
    value: got.value.data.map((p) => ({ number: p.number, url: p.html_url, state: p.state, merged: p.merged_at !== null, body: p.body ?? '' })),
  };
}

/** Whether the closed PR changed exactly these paths to exactly these contents. */
async function sameChanges(
  octokit: GitHubClient,
  o: MaintenanceOptions,
  number: number,
  files: ChangedFile[],
  call: <T>(fn: () => Promise<T>) => Promise<GitHubResult<T>>,
): Promise<boolean> {
  const got = await call(() =>
    octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner: o.owner, repo: o.repo, pull_number: number, per_page: 100 }),
  );
  if (!got.ok || got.value.data.length >= 100) return false;
  const theirs = new Map(got.value.data.map((f) => [f.filename, f.status === 'removed' ? null : f.sha]));
  const ours = new Map(files.map((f) => [f.path, f.content === null ? null : blobSha(f.content)]));
  if (theirs.size !== ours.size) return false;
  return [...ours].every(([p, sha]) => theirs.has(p) && theirs.get(p) === sha);
}
