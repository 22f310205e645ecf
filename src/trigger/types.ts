import type { AuthoredComment } from '../text/sanitize.js';

export type TaskMode = 'comment' | 'issue' | 'pull_request' | 'automation';

export interface RepoRef {
  owner: string;
  name: string;
  /** The repository's default branch (the payload's `repository.default_branch`), when the event carries it. */
  defaultBranch?: string;
}

export interface PullRequestRef {
  number: number;
  headRef: string;
  baseRef: string;
  headSha: string;
  baseSha: string;
  /** `owner/name` of the head repository; empty when the fork was deleted. */
  headRepoFullName: string;
  isFork: boolean;
  /** Closed or merged: a push to its branch would land on no open pull request (claude-code-action then makes a new branch). */
  closed?: boolean;
}

export interface Account {
  login: string;
  /** `User`, `Bot`, `Organization`, … as GitHub reports it; absent when the payload lacks it. */
  type?: string;
}

/** The upstream run of a `workflow_run` event: its actors must pass the gate too. */
export interface UpstreamRun {
  id: number;
  name: string;
  event: string;
  conclusion: string | null;
  htmlUrl: string;
  headSha: string;
  headRepoFullName: string;
  isFork: boolean;
  actor?: Account;
  triggeringActor?: Account;
  /** `workflow_run.pull_requests` numbers (empty for forks and for some pushes). */
  pullRequestNumbers: number[];
  headBranch?: string;
  /** Owner of the head repository, for `GET /pulls?head=owner:branch`. */
  headOwner?: string;
  runAttempt?: number;
  /** The workflow file that ran (`.github/workflows/ci.yml`): the failed step's check is read from it at `headSha`. */
  path?: string;
}

/** A failed step as the jobs API names it: its job's name, its own name and number. */
export interface FailedStepRef {
  job: string;
  step: { name: string; number: number };
}

/** A failed job of the upstream run, its log cut to the failing steps (see ci-logs.ts). */
export interface FailedJobContext {
  name: string;
  htmlUrl: string;
  conclusion: string;
  logFile?: string;
  steps: { name: string; number?: number; text: string; firstLine: number; lastLine: number }[];
  problem?: string;
}

/**
 * Text that came from the event. Already passed through `sanitizeUntrusted`, but still written by
 * people who may not be the workflow author: it is data for the prompt, never instructions.
 */
export interface UntrustedContext {
  title?: string;
  body?: string;
  /** The triggering comment (or review body) in full. */
  comment?: string;
  commentAuthor?: string;
  /** Where a review comment sits: file path, line and diff hunk. */
  reviewLocation?: { path: string; line?: number; diffHunk?: string };
  branchNames?: { head: string; base: string };
  changedFiles?: string[];
  /** How many files the PR changes in total, when `changedFiles` was capped. */
  changedFilesTotal?: number;
  labels?: string[];
  /** Other comments of the thread, already filtered by `filterCommentsByActor`. */
  thread?: AuthoredComment[];
  /** The "Questions for you" of the newest earlier run's comment on the thread (AskUserQuestion), whose reply this run may be. */
  earlierQuestions?: AuthoredComment;
  /** `workflow_run`: the upstream run's title and branch. */
  upstreamRun?: { name: string; displayTitle?: string; headBranch?: string };
  /** `repository_dispatch`: the client payload (minus `prompt`), as JSON. */
  clientPayload?: string;
  /** A failed `workflow_run`: its failed jobs and the failing steps' output. */
  failedJobs?: FailedJobContext[];
}

export interface Task {
  mode: TaskMode;
  eventName: string;
  action?: string;
  /**
   * What is asked. With `requestSource: 'workflow_input'` it is the `prompt` input (the workflow
   * author's words); with `'event'` it is the text after the trigger phrase or
   * `client_payload.prompt`, sanitized but untrusted, and must stay fenced in the prompt.
   */
  request: string;
  requestSource: 'workflow_input' | 'event';
  /** The `prompt` input when the request itself came from the event: standing author instructions. */
  instructions?: string;
  /** `sender.login` (or `GITHUB_ACTOR` when the payload has no sender). */
  actor: string;
  actorType?: string;
  /**
   * `'not_needed'` for schedule/workflow_dispatch/repository_dispatch: GitHub only lets accounts
   * with write access start those, so the permission call would add nothing.
   */
  actorCheck: 'required' | 'not_needed';
  repo: RepoRef;
  issueNumber?: number;
  isPullRequest: boolean;
  /** The triggering comment, for the 👀 reaction. Review bodies have no reaction endpoint. */
  comment?: { id: number; kind: 'issue' | 'review' };
  /**
   * Set when the payload carries the PR (pull_request*, review events). For an `issue_comment` on
   * a PR it is absent: call `fetchPullRequestContext` to fill it.
   */
  pr?: PullRequestRef;
  upstreamRun?: UpstreamRun;
  /** Set on a failed `workflow_run`: the run fixes that run's pull request (see ci-fix.ts). */
  ciFix?: { attempt: number; maxAttempts: number; logDir?: string; failedSteps?: FailedStepRef[] };
  untrusted: UntrustedContext;
  /** What started a mention, label or assignment run: the phrase as matched, the label, the assignee (claude-code-action's tag mode). */
  startedBy?: { kind: 'phrase' | 'label' | 'assignee'; word: string };
}

export interface TriggerInputs {
  /** Any of them triggers (default `@agent`, `@claude`). Matched as a whole word, case-insensitively. */
  triggerPhrases: readonly string[];
  /** `issues.labeled` runs only for these labels; empty = never. */
  labelTriggers?: readonly string[];
  /** `issues.assigned` runs only for this assignee when set. */
  assigneeTrigger?: string;
  /** The `prompt` input. */
  prompt?: string;
}

/** What the workflow environment knows when the payload does not (schedule has no sender). */
export interface TriggerEnv {
  /** `GITHUB_REPOSITORY`, `owner/name`. */
  repository?: string;
  /** `GITHUB_ACTOR`. */
  actor?: string;
}

export type TriggerDecision = { run: false; reason: string } | { run: true; task: Task };

/** A malformed payload or a configuration that cannot work. The step should fail with `message`. */
export class TriggerError extends Error {
  constructor(
    message: string,
    readonly kind: 'payload' | 'config',
  ) {
    super(message);
    this.name = 'TriggerError';
  }
}
