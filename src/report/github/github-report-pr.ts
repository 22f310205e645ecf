import type { RunOutcome } from '../../agent/outcome.js';
import type { Task } from '../../trigger/types.js';
import { agentTrailer } from '../../git/agent-commits.js';
import { formatUsd, quotedAnswer } from './comment-render.js';
import { git } from '../../git/git.js';
import { withGitHubRetry, type GitHubClient } from '../../github/retry.js';
import type { RunInfo } from './run-info.js';
import { noteNoChanges, updateMaintenancePr } from './maintenance-pr.js';
import { commitMessage } from './push.js';
import { changedSinceStart, changesFromGit } from './push-files.js';
import { runPowersFor, WORKFLOW_PUSH_HOW } from '../../powers/grants.js';
import { APPLY_HOW } from '../delivery.js';
import { redactTokens } from '../../text/redact-tokens.js';
import { renderUntrusted } from '../../text/untrusted-markdown.js';

/** The pull-request side of the report for CI fixes and the maintenance PR (see github-report.ts). */

/** Why `branch` may not take the fix: it moved since the failed run tested `expected`. Undefined when it did not. */
export async function branchMoved(octokit: GitHubClient, task: Task, branch: string, expected: string): Promise<string | undefined> {
  const got = await withGitHubRetry(() =>
    octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { owner: task.repo.owner, repo: task.repo.name, ref: `heads/${branch}` }),
  );
  if (!got.ok) return `could not read ${branch} before pushing: ${got.error}`;
  const now = got.value.data.object.sha;
  if (now === expected) return undefined;
  return `${branch} moved since the failed run (the run tested ${expected.slice(0, 7)}, the branch is now at ${now.slice(0, 7)}): nothing was pushed. The fix is in the patch below; the new commit's own CI run decides whether another fix is needed.`;
}

/** A push's answer: what went where, or the error and the stage it failed at. */
export interface Pushed {
  branch?: string;
  commitSha?: string;
  pullRequestUrl?: string;
  createPullRequestUrl?: string;
  error?: string;
  stage?: string;
  note?: string;
  /** Why the branch is not the one asked for. */
  why?: string;
  /** Pushed onto this pull request's own branch. */
  onPullRequest?: number;
  /** What a person does about the error, when the push knows better than the permission check. */
  next?: string;
  /** Nothing pushed, by the run's own rule (workflow code on a push the workflow did not ask for): the patch, why, how. */
  withheld?: { why: string; how: string };
  /** Changed paths the push left out because `exclude` names them (restored configuration, the runner's folders, credential files). */
  leftOut?: string[];
}

function runLabel(info: RunInfo): string {
  return info.runUrl ? `[run ${info.runId}](${info.runUrl})` : `run ${info.runId}`;
}

/** This run's summary as the maintenance PR's body: the answer, then cost and turns. */
export function maintenancePrBody(result: RunOutcome, info: RunInfo): string {
  const answer = redactTokens(result.result?.trim() || 'The agent gave no summary.').replaceAll('agent-runner:', 'agent-runner-quoted:');
  // The model's words, inert as in the comment: no raw HTML, no live mention, nothing the table below ends up inside.
  return [
    quotedAnswer(answer.length > 20_000 ? `${answer.slice(0, 20_000)}\n\n[… cut: the full answer is in the job summary]` : answer),
    '',
    '| Result | Cost | Turns | Model |',
    '|---|---|---|---|',
    `| \`${result.subtype}\` | ${formatUsd(result.costUsd)} | ${result.turns} | ${renderUntrusted(info.model ?? 'unknown', 'cell', 80)} |`,
    '',
    '_Kept up to date by Agent Runner: each run of this workflow job rebuilds this branch from the default branch and rewrites this description, instead of opening another pull request. Push a commit of your own to take the branch over; the agent then leaves it alone._',
    // The settings' attribution.pr, when the repository sets one.
    ...(info.attribution?.pr?.trim() ? ['', info.attribution.pr.trim()] : []),
  ].join('\n');
}

export async function updateMaintenance(
  octokit: GitHubClient,
  task: Task,
  info: RunInfo,
  branch: string,
  result: RunOutcome,
  explicit = false,
): Promise<Pushed> {
  const baseSha = info.baseCommit ?? (await git(info.cwd, ['rev-parse', 'HEAD'])).trim();
  const { files, excludedPaths } = await changesFromGit(info.cwd, info.exclude, baseSha);
  // An automation run's default pull request carries no workflow code: only the workflow's own `push` grants that.
  const workflowCode = runPowersFor(task, 'pull_request', explicit).workflowChange(files.map((f) => f.path));
  if (workflowCode) return { withheld: { why: workflowCode.why, how: `${WORKFLOW_PUSH_HOW}; meanwhile ${APPLY_HOW}` } };
  const changedExcluded = await changedSinceStart(info.cwd, excludedPaths, info.excludedAtStart);
  const leftOut = changedExcluded.length > 0 ? { leftOut: changedExcluded } : {};
  const summary = (result.result ?? 'Agent Runner changes').split('\n')[0]?.slice(0, 72) ?? '';
  const out = await updateMaintenancePr(octokit, {
    owner: task.repo.owner,
    repo: task.repo.name,
    baseSha,
    baseBranch: info.branchNaming?.baseBranch ?? info.defaultBranch,
    branch,
    files,
    exclude: info.exclude,
    message: commitMessage({
      summary,
      ...(info.runUrl ? { runUrl: info.runUrl } : {}),
      trailer: agentTrailer(info.runId),
      ...(info.attribution?.commit !== undefined ? { attribution: info.attribution.commit } : {}),
    }),
    title: `Agent: ${summary}`,
    report: maintenancePrBody(result, info),
    runLabel: runLabel(info),
  });
  switch (out.status) {
    case 'opened':
      return { branch: out.branch, commitSha: out.commitSha, pullRequestUrl: out.pullRequest.url, ...leftOut };
    case 'updated':
      return {
        ...leftOut,
        branch: out.branch,
        commitSha: out.commitSha,
        pullRequestUrl: out.pullRequest.url,
        note: `Updated the open pull request ${out.pullRequest.url} (branch \`${out.branch}\`, commit ${out.commitSha.slice(0, 7)}) instead of opening another.`,
      };
    case 'same_as_open':
      return {
        branch: out.branch,
        pullRequestUrl: out.pullRequest.url,
        note: `Same changes as already in ${out.pullRequest.url}: branch \`${out.branch}\` left as it was.`,
      };
    case 'same_as_closed':
      return { branch: out.branch, note: `Not opened again: these are the same changes as ${out.closed.url}, which was closed without merging.` };
    case 'refused':
      return {
        error: out.error,
        next: `merge or close the pull request on \`${branch}\` (or delete the branch): the next run then opens a fresh one`,
      };
    case 'no_changes':
      return { note: 'Nothing to commit after excluding configuration paths.' };
    case 'failed':
      return { error: out.error };
  }
}

export async function maintenanceNoChanges(octokit: GitHubClient, task: Task, info: RunInfo, branch: string): Promise<string> {
  const pr = await noteNoChanges(octokit, { owner: task.repo.owner, repo: task.repo.name, branch, runLabel: runLabel(info) });
  return pr ? `No changes: said so on ${pr.url}; branch \`${branch}\` left as it was.` : 'No changes: nothing was pushed.';
}
