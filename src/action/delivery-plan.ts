import { APPLY_HOW } from '../report/delivery.js';
import type { PushMode, Settings } from '../settings.js';
import type { Task } from '../trigger/types.js';

/** Where the run's changes go, decided before the agent starts, and said in the log's first group. */
export interface DeliveryPlan {
  push: PushMode | 'none';
  /** The workflow's own `push` input, not a default. */
  explicit: boolean;
  /** A comment command's default push: GitHub refusing it for want of `contents: write` leaves the patch, not a failure. */
  soft?: boolean;
  /** With `push` none: why the changes stay a patch, and how a reader applies them. */
  notPushed?: { why: string; how: string };
  /** One line for the log: where changes go and why. */
  said: string;
}

/**
 * The push a run gets (issue 35 item 2). The workflow's `push` input decides when set. Otherwise, as claude-code-action's
 * tag mode: a comment command or an issue run that changes files pushes them — onto the pull request's own branch when
 * that branch is in this repository and open (never the default branch or the PR's base: src/powers turns such a push
 * into a new branch), else onto a new branch with a "Create PR" link; a fork's pull request gets the patch with apply
 * instructions; a run let in by `allowed_non_write_users` pushes nothing. Automation opens or updates its one pull
 * request; a pull-request event (a review) pushes nothing unless asked.
 */
export function planDelivery(settings: Settings, task: Task, strict: boolean, tagModePush?: PushMode | 'none'): DeliveryPlan {
  const plan = decidePush(settings, task, strict, tagModePush);
  // A push the workflow did not ask for carries no workflow code (src/powers/grants.ts): the log's first group says so.
  if (plan.push === 'none' || plan.explicit) return plan;
  return { ...plan, said: `${plan.said}; never workflow code (\`.github/workflows/\`, \`.github/actions/\`) unless the workflow sets \`push\`` };
}

function decidePush(settings: Settings, task: Task, strict: boolean, tagModePush?: PushMode | 'none'): DeliveryPlan {
  const asked = settings.github.push;
  if (asked !== undefined) {
    if (asked !== 'none') return { push: asked, explicit: true, said: `push: ${asked} (the workflow's \`push\` input)` };
    const notPushed = {
      why: '`push: none` is set in the workflow',
      how: `${APPLY_HOW}; or set \`push\` to \`pr_branch\`, \`branch\` or \`pull_request\` and the run pushes`,
    };
    return {
      push: 'none',
      explicit: true,
      notPushed,
      said: 'nothing is pushed: the workflow sets push: none; changes stay a patch in the comment and patch_file',
    };
  }
  if (strict) {
    const notPushed = { why: 'the actor has no write access (let in by `allowed_non_write_users`)', how: APPLY_HOW };
    return { push: 'none', explicit: false, notPushed, said: 'nothing is pushed: the actor has no write access; changes stay a patch' };
  }
  const fork = task.pr && !task.pr.closed && task.pr.isFork ? task.pr : undefined;
  if (fork && (task.mode === 'comment' || task.mode === 'issue' || tagModePush !== undefined)) {
    const notPushed = {
      why: `pull request #${fork.number} comes from a fork, which the job's token cannot push to`,
      how: `the fork's owner applies it: save the patch below as \`agent.patch\`, run \`git apply agent.patch\` on branch \`${fork.headRef.replace(/`/g, '')}\` of ${fork.headRepoFullName.replace(/`/g, '') || 'the fork'}, then commit and push`,
    };
    return { push: 'none', explicit: false, notPushed, said: `nothing is pushed: ${notPushed.why}; changes stay a patch with apply instructions` };
  }
  if (tagModePush !== undefined)
    return { push: tagModePush, explicit: false, soft: true, said: `push: ${tagModePush} (claude-code-action's tag mode default)` };
  if (task.mode === 'automation')
    return { push: 'pull_request', explicit: false, said: 'push: pull_request (the default for an automation run: one pull request, kept up to date)' };
  if (task.mode === 'comment' || task.mode === 'issue') {
    const openPr = task.pr && !task.pr.closed ? task.pr : undefined;
    if (openPr)
      return {
        push: 'pr_branch',
        explicit: false,
        soft: true,
        said: `push: pr_branch (the default for a comment command): changes go onto \`${openPr.headRef}\`, pull request #${openPr.number}'s branch, unless it is the default branch or the base (then a new branch)`,
      };
    return {
      push: 'branch',
      explicit: false,
      soft: true,
      said: 'push: branch (the default for a comment command): changes go to a new branch with a "Create PR" link',
    };
  }
  const notPushed = { why: "a pull-request event's run pushes nothing unless the workflow sets `push`", how: APPLY_HOW };
  return { push: 'none', explicit: false, notPushed, said: 'nothing is pushed (a pull-request event run; set `push` to push changes)' };
}

/** The Trigger group's lines: what started the run, its task, its limits, where its changes go. */
export function describeRun(eventName: string | undefined, task: Task, settings: Settings, plan: DeliveryPlan): string[] {
  const where = task.issueNumber === undefined ? 'the repository' : `${task.isPullRequest ? 'pull request' : 'issue'} #${task.issueNumber}`;
  const by = task.startedBy ? ` (${task.startedBy.kind} ${task.startedBy.word})` : '';
  const request = task.request.trim().split('\n')[0] ?? '';
  return [
    `Run: ${eventName ?? 'unknown event'} by ${task.actor} on ${where}${by}, a ${task.mode} run`,
    `Task: ${request.length > 200 ? `${request.slice(0, 199)}…` : request || '(none)'}`,
    `Limits: max_turns ${settings.maxTurns}, max_budget_usd $${settings.maxBudgetUsd}, timeout_minutes ${settings.timeoutMs / 60_000}`,
    `Delivery: ${plan.said}`,
  ];
}
