import path from 'node:path';
import { trailingAgentCommits } from '../git/agent-commits.js';
import { renderCiFixStop } from './ci-fix-note.js';
import { git } from '../git/git.js';
import { withGitHubRetry } from '../github/retry.js';
import type { GitHubClient } from '../github/retry.js';
import { fetchFailedJobs, type FailedJob } from './ci-logs.js';
import { checkOutPullRequestHead, gitErrorLine } from './pr-checkout.js';
import { fetchPullRequestContext, withPullRequestContext } from './pull-request.js';
import { TriggerError, type FailedJobContext, type FailedStepRef, type PullRequestRef, type Task } from './types.js';

/**
 * A failed `workflow_run` becomes a fix of that run's pull request: find the PR, make sure it is
 * still at the commit that failed, stop after `maxAttempts` agent commits in a row, check the
 * PR's head out, and put the failing steps' output into the task.
 */

export interface CiFixSources {
  octokit: GitHubClient;
  cwd: string;
  /** The runner's temp folder for this run: the full logs go under it. */
  tempDir: string;
  maxAttempts: number;
  runId: string;
  runUrl?: string;
  /** The run's token for git fetches (never written to .git/config). */
  git?: { token: string | undefined; serverUrl: string };
}

/** `no_access`: the job's token may not read the pull request (its permissions: lack pull-requests: read). */
export type CiFixOutcome = { kind: 'run'; task: Task; notes: string[] } | { kind: 'skip'; reason: string } | { kind: 'no_access'; reason: string };

export async function prepareCiFix(task: Task, src: CiFixSources): Promise<CiFixOutcome> {
  const run = task.upstreamRun;
  if (!run) throw new TriggerError('internal: a CI fix needs the upstream run', 'config');
  const { owner, name: repo } = task.repo;
  const number = await findPullRequest(src.octokit, owner, repo, run);
  if (number === undefined) {
    return {
      kind: 'skip',
      reason: `workflow_run: no open pull request has the failed run's head (${run.headBranch ?? '?'} at ${run.headSha.slice(0, 7)}); a CI fix runs on pull requests only`,
    };
  }
  const context = await fetchPullRequestContext(src.octokit, { owner, repo, number, maxFiles: 100 });
  if (!context.ok && context.status === 403) return { kind: 'no_access', reason: `${context.error} (the job's permissions: lack pull-requests: read)` };
  if (!context.ok) throw new TriggerError(context.error, 'config');
  const pr = context.value.pr;
  if (pr.isFork)
    return {
      kind: 'skip',
      reason: `workflow_run: pull request #${number} comes from a fork; the agent never runs a fork's code with this repository's secrets`,
    };
  if (pr.headSha !== run.headSha) {
    return {
      kind: 'skip',
      reason: `pull request #${number} moved since the failed run (the run tested ${run.headSha.slice(0, 7)}, the head is now ${pr.headSha.slice(0, 7)}): nothing run, nothing pushed; the newer commit's own CI run decides`,
    };
  }

  const attempts = await agentAttempts(src.octokit, owner, repo, number);
  if (attempts >= src.maxAttempts) {
    const reason = `stopped: the last ${attempts} commits on pull request #${number} are the agent's own fix attempts (max_fix_attempts is ${src.maxAttempts}), and CI still fails. A human commit on the branch starts the count again.`;
    const body = renderCiFixStop({ runId: src.runId, ...(src.runUrl ? { runUrl: src.runUrl } : {}), reason, upstreamUrl: run.htmlUrl });
    const posted = await withGitHubRetry(
      () => src.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner, repo, issue_number: number, body }),
      { maxAttempts: 3 },
    );
    return { kind: 'skip', reason: posted.ok ? reason : `${reason} (the comment could not be posted: ${posted.error})` };
  }

  await checkOutHead(src.cwd, pr, src.git);
  const logDir = path.join(src.tempDir, 'ci-logs');
  const jobs = await fetchFailedJobs(src.octokit, {
    owner,
    repo,
    runId: run.id,
    ...(run.runAttempt !== undefined ? { runAttempt: run.runAttempt } : {}),
    logDir,
  });
  const failedJobs = jobs.map(toContext);
  const withPr = withPullRequestContext({ ...task, issueNumber: number }, context.value);
  const attempt = attempts + 1;
  const named = failedJobs.flatMap((j) => (j.steps.length > 0 ? j.steps.map((s) => `${j.name} › ${s.name}`) : [j.name]));
  const notes = [
    `Fixing the failed run ${run.htmlUrl}: ${named.length > 0 ? named.join(', ') : 'no failed job was listed'}.`,
    `Fix attempt ${attempt} of ${src.maxAttempts} on this pull request (max_fix_attempts); after ${src.maxAttempts} agent commits in a row the agent stops until a human pushes.`,
  ];
  return {
    kind: 'run',
    task: {
      ...withPr,
      ciFix: { attempt, maxAttempts: src.maxAttempts, logDir, failedSteps: failedStepsOf(jobs) },
      untrusted: { ...withPr.untrusted, failedJobs },
    },
    notes,
  };
}

/** Each failed job's failed steps (the job itself when the API names none), for the check read from the workflow. */
function failedStepsOf(jobs: FailedJob[]): FailedStepRef[] {
  return jobs.flatMap((job) => job.failedSteps.map((step) => ({ job: job.name, step })));
}

function toContext(job: FailedJob): FailedJobContext {
  return {
    name: job.name,
    htmlUrl: job.htmlUrl,
    conclusion: job.conclusion,
    ...(job.logFile ? { logFile: job.logFile } : {}),
    ...(job.problem ? { problem: job.problem } : {}),
    steps: job.excerpts.map((e) => ({
      name: e.stepName,
      ...(e.stepNumber !== undefined ? { number: e.stepNumber } : {}),
      text: e.text,
      firstLine: e.firstLine,
      lastLine: e.lastLine,
    })),
  };
}

/** `workflow_run.pull_requests`, else the open PR whose head is the run's branch (preferring the same commit). */
async function findPullRequest(octokit: GitHubClient, owner: string, repo: string, run: NonNullable<Task['upstreamRun']>): Promise<number | undefined> {
  if (run.pullRequestNumbers[0] !== undefined) return run.pullRequestNumbers[0];
  if (!run.headBranch) return undefined;
  const head = `${run.headOwner ?? owner}:${run.headBranch}`;
  const got = await withGitHubRetry(() => octokit.request('GET /repos/{owner}/{repo}/pulls', { owner, repo, head, state: 'open', per_page: 100 }));
  if (!got.ok) throw new TriggerError(`could not look up the pull request of ${head}: ${got.error}`, 'config');
  const open = got.value.data;
  return (open.find((p) => p.head.sha === run.headSha) ?? open[0])?.number;
}

/** Agent commits in a row at the PR's head: each one is a fix attempt whose CI run failed again. */
async function agentAttempts(octokit: GitHubClient, owner: string, repo: string, number: number): Promise<number> {
  const messages: string[] = [];
  // GitHub lists at most 250 commits, oldest first.
  for (let page = 1; page <= 3; page++) {
    const got = await withGitHubRetry(() =>
      octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', { owner, repo, pull_number: number, per_page: 100, page }),
    );
    if (!got.ok) throw new TriggerError(`could not list the commits of pull request #${number} (to count fix attempts): ${got.error}`, 'config');
    messages.push(...got.value.data.map((c) => c.commit.message));
    if (got.value.data.length < 100) break;
  }
  return trailingAgentCommits(messages);
}

/**
 * actions/checkout leaves the default branch on `workflow_run`: the fix is made on the PR's head
 * commit. With `fetch-depth: 0` it is already here; otherwise `refs/pull/N/head` is fetched with
 * the run's token on the command line (pr-checkout.ts), never written to .git/config.
 */
async function checkOutHead(cwd: string, pr: PullRequestRef, auth: CiFixSources['git']): Promise<void> {
  const head = (await git(cwd, ['rev-parse', 'HEAD']).catch(() => '')).trim();
  if (head === pr.headSha) return;
  const present = await git(cwd, ['cat-file', '-e', `${pr.headSha}^{commit}`]).then(
    () => true,
    () => false,
  );
  if (!present) {
    const fetched = await checkOutPullRequestHead(cwd, pr, auth ?? { token: undefined, serverUrl: 'https://github.com' });
    if (!fetched.ok) throw new TriggerError(fetched.error, 'config');
    return;
  }
  await git(cwd, ['checkout', '--quiet', '--detach', pr.headSha]).catch((error: unknown) => {
    throw new TriggerError(`cannot check out pull request #${pr.number}'s head ${pr.headSha}: ${gitErrorLine(error)}`, 'config');
  });
}
