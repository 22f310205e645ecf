import type { RunOutcome } from '../../agent/outcome.js';
import type { Task } from '../../trigger/types.js';
import { git } from '../../git/git.js';
import type { GitHubClient } from '../../github/retry.js';
import { agentTrailer } from '../../git/agent-commits.js';
import { runPowersFor, WORKFLOW_PUSH_HOW } from '../../powers/grants.js';
import { branchMoved, type Pushed } from './github-report-pr.js';
import { changedSinceStart, changesFromGit } from './push-files.js';
import { commitMessage, defaultBranchName, pushChanges, type PushMode } from './push.js';
import { prBody, type RunInfo } from './run-info.js';
import { APPLY_HOW } from '../delivery.js';
import { templatedBranchName } from './branch-naming.js';

/**
 * The runner's own push of a finished run's changes (github-report.ts decides whether to push): the mode the run's
 * powers leave, the branch name and commit message, and for a pushed branch GitHub's link to open a pull request.
 */

/**
 * Commits the run's changes and pushes them as `asked` allows: what reached GitHub, or the error and where it failed.
 * `explicit`: the workflow set `push` itself (the only grant for a push of workflow code).
 */
export async function pushRunChanges(octokit: GitHubClient, task: Task, info: RunInfo, asked: PushMode, result: RunOutcome, explicit = false): Promise<Pushed> {
  if (asked === 'pr_branch' && (!task.pr || task.pr.isFork)) return { error: 'push: pr_branch needs a pull request from this repository' };
  // No push moves the default branch or the pull request's base: such a pull request's changes go to a new branch.
  const powers = runPowersFor(task, asked, explicit);
  const fixed = asked === 'pr_branch' && task.pr ? powers.prBranchPush(task.pr.headRef) : undefined;
  const mode: PushMode = fixed ? 'branch' : asked;
  const baseSha = info.baseCommit ?? (await git(info.cwd, ['rev-parse', 'HEAD'])).trim();
  if (mode === 'pr_branch' && task.ciFix && task.pr) {
    const moved = await branchMoved(octokit, task, task.pr.headRef, task.pr.headSha);
    if (moved)
      return {
        error: moved,
        next: "the fix was not pushed because the branch moved: the new commit's own CI run decides whether another fix is needed; to use this one, apply the patch below",
      };
  }
  const { files, excludedPaths } = await changesFromGit(info.cwd, info.exclude, baseSha);
  const workflowCode = powers.workflowChange(files.map((f) => f.path));
  if (workflowCode) return { withheld: { why: workflowCode.why, how: `${WORKFLOW_PUSH_HOW}; meanwhile ${APPLY_HOW}` } };
  const changedExcluded = await changedSinceStart(info.cwd, excludedPaths, info.excludedAtStart);
  const leftOut = changedExcluded.length > 0 ? { leftOut: changedExcluded } : {};
  const summary = (result.result ?? 'Agent Runner changes').split('\n')[0]?.slice(0, 72) ?? '';
  const message = commitMessage({
    summary,
    ...(info.runUrl ? { runUrl: info.runUrl } : {}),
    ...(task.issueNumber !== undefined ? { issueNumber: task.issueNumber } : {}),
    trailer: agentTrailer(info.runId),
    ...(info.attribution?.commit !== undefined ? { attribution: info.attribution.commit } : {}),
  });
  const naming = info.branchNaming ?? {};
  const issue = task.issueNumber !== undefined ? { issueNumber: task.issueNumber } : {};
  const templated =
    mode === 'pr_branch'
      ? undefined
      : templatedBranchName(naming, { ...issue, isPullRequest: task.isPullRequest, runId: info.runId, sha: baseSha, ...untrustedNaming(task) }, new Date());
  const baseBranch = task.pr?.baseRef ?? naming.baseBranch ?? info.defaultBranch;
  const outcome = await pushChanges(octokit, {
    owner: task.repo.owner,
    repo: task.repo.name,
    baseSha,
    baseBranch,
    mode,
    branchName: mode === 'pr_branch' && task.pr ? task.pr.headRef : (templated ?? defaultBranchName({ ...issue, runId: info.runId })),
    ...(templated !== undefined ? { namedByWorkflow: true } : {}),
    ...(naming.identity ? { identity: naming.identity } : {}),
    files,
    exclude: info.exclude,
    protectedBranches: powers.protectedBranches(),
    message,
    prTitle: `Agent: ${summary}`,
    prBody: prBody(result.result ?? '', info),
  });
  if (outcome.status === 'failed') return { error: `${outcome.stage}: ${outcome.error}`, stage: outcome.stage };
  if (outcome.status === 'no_changes') return { error: 'nothing to commit after excluding configuration paths', ...leftOut };
  if (outcome.pullRequest) return { branch: outcome.branch, commitSha: outcome.commitSha, pullRequestUrl: outcome.pullRequest.url, ...leftOut };
  const compare = mode === 'branch' ? createPullRequestUrl(task, info, baseBranch, outcome.branch) : undefined;
  const why = fixed
    ? {
        why: `Pushed to a new branch, \`${outcome.branch}\`, not to pull request #${task.pr?.number ?? ''}'s branch: ${fixed}, which no push of the runner moves`,
      }
    : {};
  const onPullRequest = mode === 'pr_branch' && task.pr ? { onPullRequest: task.pr.number } : {};
  return {
    branch: outcome.branch,
    commitSha: outcome.commitSha,
    ...(compare ? { createPullRequestUrl: compare } : {}),
    ...why,
    ...onPullRequest,
    ...leftOut,
  };
}

/** GitHub's "open a pull request" page for a pushed branch, as claude-code-action links it (its title and body made by the runner, not the model). */
function createPullRequestUrl(task: Task, info: RunInfo, base: string, branch: string): string | undefined {
  if (!info.serverUrl) return undefined;
  const strict = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const ref = (name: string): string => strict(name).replaceAll('%2F', '/');
  const entity = task.issueNumber === undefined ? undefined : `${task.isPullRequest ? 'PR' : 'Issue'} #${task.issueNumber}`;
  const title = entity ? `${entity}: changes from Agent Runner` : 'Changes from Agent Runner';
  const body = [
    entity ? `Addresses ${entity.toLowerCase().replace('pr ', 'pull request ')}.` : '',
    info.runUrl ? `Made by Agent Runner in ${info.runUrl}.` : '',
  ]
    .filter((line) => line !== '')
    .join('\n\n');
  const repo = `${strict(task.repo.owner)}/${strict(task.repo.name)}`;
  return `${info.serverUrl.replace(/\/+$/, '')}/${repo}/compare/${ref(base)}...${ref(branch)}?quick_pull=1&title=${strict(title)}&body=${strict(body)}`;
}

/** The first label and the title, which claude-code-action's {{label}} and {{description}} are made from (reduced to [a-z0-9-] there). */
function untrustedNaming(task: Task): { labels?: readonly string[]; title?: string } {
  return { ...(task.untrusted.labels ? { labels: task.untrusted.labels } : {}), ...(task.untrusted.title ? { title: task.untrusted.title } : {}) };
}
