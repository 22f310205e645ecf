import type { RunOutcome } from '../agent/outcome.js';

/**
 * What reached GitHub for one run: the result the report leads with (issue 35). A green step means something here
 * was delivered, or nothing was asked for; a requested delivery that failed is a failed step with its reason.
 */
export type Delivered =
  /** Commits on a branch: the runner's push (Git Data API) or the agent's own `git push` (the push bridge). */
  | {
      kind: 'pushed';
      branch: string;
      commitSha: string;
      by: 'runner' | 'agent';
      /** The pull request's own branch (`pr_branch`), not a new one. */
      onPullRequest?: number;
      /** GitHub's compare page with a pull request prefilled, for a new branch (claude-code-action's "Create PR ➔"). */
      createPullRequestUrl?: string;
      /** Why the branch is not the one asked for (a protected branch, a fork). */
      why?: string;
      /** Changed paths left out of the push (`exclude`: restored configuration, the runner's folders, credential files). */
      leftOut?: string[];
    }
  | { kind: 'pull_request'; url: string; number?: number; branch: string; commitSha: string; leftOut?: string[] }
  | { kind: 'review'; url: string; comments: number }
  /** Changes that stay a patch: why, and how a reader gets them onto a branch. */
  | { kind: 'patch'; why: string; how: string }
  | { kind: 'no_changes' };

/** Text or a `code` span, optionally linked: rendered as Markdown for GitHub (untrusted text inert), plain for the log and outputs. */
export type Segment = string | { text: string; code?: boolean; url?: string };

/** A delivery the run asked for and GitHub did not take. */
export interface DeliveryFailure {
  what: 'push' | 'pull_request' | 'review' | 'comment';
  error: string;
  /** What a person does about it (the permission to add, the setting to turn on). */
  next?: string;
}

/** Links to the run's uploaded artifacts (the patch, the transcript): filled by the artifact upload (issue 35 item 3). */
export interface ArtifactLink {
  name: string;
  url: string;
}

export interface Delivery {
  delivered: Delivered[];
  failed: DeliveryFailure[];
  /** The run's artifacts: shown under the headline in the comment and the summary (`artifactLines`). */
  artifacts?: ArtifactLink[];
}

export const emptyDelivery = (): Delivery => ({ delivered: [], failed: [] });

/**
 * The `outcome` output: one word for the run, the same the headline, the summary and the log's last line say.
 * `conclusion` keeps claude-code-action's two values (its workflows read `success`/`failure`); this carries the detail.
 */
export type Outcome =
  | 'delivered'
  | 'patch_not_pushed'
  | 'no_changes'
  | 'delivery_failed'
  | 'max_turns'
  | 'budget'
  | 'timeout'
  | 'cancelled'
  | 'api_error'
  | 'check_failed'
  | 'structured_output'
  | 'hook_stopped'
  /** It asked a person and waits for the reply (src/action/resume-step.ts): nothing delivered yet, nothing failed. */
  | 'needs_input'
  | 'error';

/** claude-code-action's `conclusion` values, and `skipped` for an event that started no run. */
export type Conclusion = 'success' | 'failure' | 'skipped';

/** Why the run stopped: the cause, or the subtype where the subtype is the more exact word (the limits). */
export function stopCauseOf(result: RunOutcome): RunOutcome['cause'] {
  if (result.subtype === 'error_max_turns') return 'max_turns';
  if (result.subtype === 'error_max_budget_usd') return 'budget';
  if (result.subtype === 'error_max_structured_output_retries') return 'structured_output';
  return result.cause;
}

export function outcomeOf(result: RunOutcome, delivery: Delivery): Outcome {
  if (result.isError) {
    const cause = stopCauseOf(result);
    switch (cause) {
      case 'max_turns':
      case 'budget':
      case 'timeout':
      case 'cancelled':
      case 'api_error':
      case 'check_failed':
      case 'structured_output':
        return cause;
      default:
        return 'error';
    }
  }
  if (delivery.failed.length > 0) return 'delivery_failed';
  if (result.cause === 'hook_stopped') return 'hook_stopped';
  if (result.cause === 'needs_input') return 'needs_input';
  if (delivery.delivered.some((d) => d.kind === 'pushed' || d.kind === 'pull_request' || d.kind === 'review')) return 'delivered';
  if (delivery.delivered.some((d) => d.kind === 'patch')) return 'patch_not_pushed';
  return 'no_changes';
}

/** Success only when the agent succeeded and every delivery it was asked for reached GitHub. */
export function conclusionOf(result: RunOutcome, delivery: Delivery): Conclusion {
  return result.isError || delivery.failed.length > 0 ? 'failure' : 'success';
}

/** The `delivery` output: what reached GitHub, as JSON a later step can read (`fromJSON(steps.agent.outputs.delivery)`). */
export function deliveryOutput(result: RunOutcome, delivery: Delivery): string {
  const of = <K extends Delivered['kind']>(kind: K): Extract<Delivered, { kind: K }>[] =>
    delivery.delivered.filter((d): d is Extract<Delivered, { kind: K }> => d.kind === kind);
  const pushed = of('pushed')[0];
  const pr = of('pull_request')[0];
  const review = of('review')[0];
  const patch = of('patch')[0];
  return JSON.stringify({
    outcome: outcomeOf(result, delivery),
    ...(pushed ? { pushed: { branch: pushed.branch, commit: pushed.commitSha, by: pushed.by, ...leftOut(pushed) } } : {}),
    ...(pr
      ? {
          pull_request: {
            url: pr.url,
            ...(pr.number !== undefined ? { number: pr.number } : {}),
            branch: pr.branch,
            commit: pr.commitSha,
            ...leftOut(pr),
          },
        }
      : {}),
    ...(review ? { review: { url: review.url, comments: review.comments } } : {}),
    ...(patch ? { not_pushed: patch.why } : {}),
    failed: delivery.failed.map((f) => ({ what: f.what, error: f.error, ...(f.next ? { next: f.next } : {}) })),
    denied_tool_calls: result.denials.length,
    ...(delivery.artifacts?.length ? { artifacts: delivery.artifacts } : {}),
  });
}

function leftOut(item: { leftOut?: string[] }): { left_out?: string[] } {
  return item.leftOut?.length ? { left_out: item.leftOut } : {};
}

/** How a requested delivery's failure is named, in every place the run is reported. */
export function failureLabel(failure: DeliveryFailure): string {
  return { push: 'Push failed', pull_request: 'Pull request not opened', review: 'Review not posted', comment: 'Report comment not written' }[failure.what];
}

/**
 * Why a write GitHub refused was refused, and the line that fixes it. A 403 "Resource not accessible by integration" is
 * the job's token missing a permission; GitHub's own message for the pull-request setting names it.
 */
export function permissionFix(what: DeliveryFailure['what'], error: string): string | undefined {
  if (/not permitted to create or approve pull requests/i.test(error))
    return 'turn on Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests"';
  if (!/\b403\b|not accessible by integration|permission/i.test(error)) return undefined;
  const permission =
    what === 'push' ? 'contents: write' : what === 'pull_request' ? 'pull-requests: write' : what === 'review' ? 'pull-requests: write' : 'issues: write';
  return `add \`${permission}\` to the job's \`permissions:\``;
}

/** How a reader gets a patch onto a branch (the comment and the summary show it collapsed beneath). */
export const APPLY_HOW = 'the patch is below: save it as `agent.patch` and run `git apply agent.patch` in a checkout of the same commit';

export function notPushed(why: string, how: string): Extract<Delivered, { kind: 'patch' }> {
  return { kind: 'patch', why, how };
}
