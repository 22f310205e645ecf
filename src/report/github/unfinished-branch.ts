import type { RunOutcome } from '../../agent/outcome.js';
import type { StopCause } from '../../agent/stop.js';
import { agentTrailer } from '../../git/agent-commits.js';
import type { GitHubClient } from '../../github/retry.js';
import { runPowersFor, WORKFLOW_PUSH_HOW } from '../../powers/grants.js';
import type { Task } from '../../trigger/types.js';
import { commitMessage, pushChanges, type PushMode } from './push.js';
import { changedSinceStart, changesFromGit } from './push-files.js';
import type { RunInfo } from './run-info.js';

/**
 * A run that stopped before it finished keeps its work where the workflow grants a push: a new branch named as
 * unfinished, `agent/unfinished/issue-12-run-<run id>` (or `…/run-<run id>`), never the pull request's branch as if
 * done, never the default branch or the base (src/powers). Its name holds only the runner's run id and the thread's
 * number, nothing the model or the event's text chose. No pull request is opened for it.
 */

/** The stops whose work is unfinished. A failed check (check_failed) pushes nothing by its own rule; a refusal or a bad
 * structured answer is no work cut short. */
const UNFINISHED: ReadonlySet<StopCause> = new Set<StopCause>(['max_turns', 'budget', 'timeout', 'cancelled', 'api_error', 'context_window', 'error']);

export function isUnfinished(result: RunOutcome): boolean {
  return result.isError && UNFINISHED.has(result.cause);
}

const STOPPED_AT: Partial<Record<StopCause, string>> = {
  max_turns: 'the turn limit',
  budget: 'the budget limit',
  timeout: 'the time limit',
  cancelled: 'a cancel',
  api_error: 'an API outage',
  context_window: 'the context window',
};

/** The line under the stop that says what the pushed branch is. */
export const UNFINISHED_WHY =
  "Unfinished: the work so far, on a branch of its own — not the pull request's branch, not a finished change; continue from it, or open a pull request once it is done.";

export function unfinishedBranchName(target: { issueNumber?: number; runId: string }): string {
  return `agent/unfinished/${target.issueNumber !== undefined ? `issue-${target.issueNumber}-` : ''}run-${target.runId}`;
}

export interface UnfinishedPush {
  branch?: string;
  commitSha?: string;
  error?: string;
  /** What a person does about the error, when the run's own rule refused the push. */
  next?: string;
  /** Changed paths left out because `exclude` names them. */
  leftOut?: string[];
}

export async function pushUnfinished(
  octokit: GitHubClient,
  task: Task,
  info: RunInfo,
  result: RunOutcome,
  push: PushMode,
  baseSha: string,
  explicit = false,
): Promise<UnfinishedPush> {
  const branchName = unfinishedBranchName({ ...(task.issueNumber !== undefined ? { issueNumber: task.issueNumber } : {}), runId: info.runId });
  const powers = runPowersFor(task, push, explicit);
  const refused = powers.unfinishedPush(branchName);
  if (refused) return { error: refused.why };
  const { files, excludedPaths } = await changesFromGit(info.cwd, info.exclude, baseSha);
  const workflowCode = powers.workflowChange(files.map((f) => f.path));
  if (workflowCode) return { error: workflowCode.why, next: WORKFLOW_PUSH_HOW };
  const outcome = await pushChanges(octokit, {
    owner: task.repo.owner,
    repo: task.repo.name,
    baseSha,
    baseBranch: task.pr?.baseRef ?? info.defaultBranch,
    mode: 'branch',
    branchName,
    ...(info.branchNaming?.identity ? { identity: info.branchNaming.identity } : {}),
    files,
    exclude: info.exclude,
    protectedBranches: powers.protectedBranches(),
    message: commitMessage({
      summary: `Unfinished: work so far, stopped at ${STOPPED_AT[result.cause] ?? 'an error'}`,
      ...(info.runUrl ? { runUrl: info.runUrl } : {}),
      ...(task.issueNumber !== undefined ? { issueNumber: task.issueNumber } : {}),
      trailer: agentTrailer(info.runId),
      ...(info.attribution?.commit !== undefined ? { attribution: info.attribution.commit } : {}),
    }),
  });
  if (outcome.status === 'failed') return { error: `${outcome.stage}: ${outcome.error}` };
  if (outcome.status === 'no_changes') return { error: 'nothing to commit after excluding configuration paths' };
  // createBranch may have made the name unique with the commit (`…-<sha>`): still under agent/unfinished/.
  const leftOut = await changedSinceStart(info.cwd, excludedPaths, info.excludedAtStart);
  return { branch: outcome.branch, commitSha: outcome.commitSha, ...(leftOut.length > 0 ? { leftOut } : {}) };
}
