/**
 * The runner's powers: what a run can do outside the tool sandbox, with the runner's token, network or refs. Each one
 * is granted by the workflow only — its `push` input, the job token's permissions, `sandbox.network.allowedDomains`
 * and WebFetch rules, allow rules that name the command — and never by a permission mode: bypassPermissions means
 * "do not ask about tool calls", not "push when push is none", "write to another issue" or "reach a host the sandbox
 * forbids". docs/security.md lists the same powers with the same grants (test/security/powers-doc.test.ts).
 */
import type { PermissionRule } from '../permissions/types.js';
import type { Task } from '../trigger/types.js';

/**
 * Every power, what grants it (as docs/security.md says it), and where it is held: `check` — the file asks this module
 * before each use; `decision` — the permission decision and the token are all there is (the runner adds no reach);
 * `configuration` — the address comes from the workflow's configuration, never from the model.
 */
export const POWERS = {
  'push-bridge': {
    grant:
      "the `push` input other than `none`, and the job token's `contents: write`; only a new branch (or one this run's bridge created, fast-forward), never the default branch or the pull request's base; never a change under `.github/workflows/`, nor one under `.github/actions/` unless the workflow sets `push` itself",
    checkedIn: 'src/github-tools/git-push-bridge.ts',
    held: 'check',
  },
  'end-of-run-push': {
    grant:
      "the `push` input other than `none`, and the job token's `contents: write`; `branch` and `pull_request` create a new branch only; `pr_branch` fast-forwards the pull request's head, and when that head is the default branch or the base pushes a new branch instead, and the comment says why; a change under `.github/workflows/` or `.github/actions/` only when the workflow sets `push` itself (a default push leaves the whole change a patch and says why)",
    checkedIn: 'src/report/github/runner-push.ts',
    held: 'check',
  },
  'unfinished-push': {
    grant:
      "the `push` input other than `none`, and the job token's `contents: write`; a run that stopped before it finished (turns, budget, timeout, an outage, a cancel) pushes its work so far to a new branch `agent/unfinished/…` only: never the pull request's branch, the default branch or the base; a change under `.github/workflows/` or `.github/actions/` only when the workflow sets `push` itself",
    checkedIn: 'src/report/github/unfinished-branch.ts',
    held: 'check',
  },
  'run-artifact': {
    grant:
      'the `upload_artifacts` input (default true) and a runner that gives the step its runtime token; the runner uploads its own patch and transcript (redacted), under a name made of the job, step, attempt and job run only',
    checkedIn: 'src/report/artifacts.ts',
    held: 'configuration',
  },
  'github-write-thread': {
    grant:
      "the permission decision for the tool or bridged command, and the job token's `issues: write` or `pull-requests: write`; only the issue or pull request the run is on",
    checkedIn: 'src/github-tools/gh-issues.ts',
    held: 'check',
  },
  'github-write-elsewhere': {
    grant:
      'never for a run on an issue or pull request, whatever its rules or mode; for a run on none (schedule, dispatch), an allow rule naming the tool (`mcp__github__update_issue`) or the bridged command (`Bash(gh issue comment:*)`) itself — no mode, no wildcard rule',
    checkedIn: 'src/github-tools/official-tools.ts',
    held: 'check',
  },
  'web-fetch': {
    grant:
      'the permission decision; with the sandbox on, a host `sandbox.network.allowedDomains` or a `WebFetch(domain:…)` allow rule names (a loopback, private or link-local address only when one names that host exactly); link-local and metadata addresses are never reached with the sandbox off',
    checkedIn: 'src/tools/web-page.ts',
    held: 'check',
  },
  'web-search': {
    grant: 'the permission decision; with the sandbox on, an allow rule naming `WebSearch` (the query leaves the runner)',
    checkedIn: 'src/session/tools-step.ts',
    held: 'check',
  },
  'ci-logs': {
    grant: "an allow rule or mode for the CI tools, and the job token's `actions: read`; the job's repository only",
    checkedIn: 'src/github-tools/ci-tools.ts',
    held: 'decision',
  },
  'mcp-http': {
    grant:
      "the server's configuration only: the `mcp_config` input, or `.mcp.json` and settings from the base commit on a pull request; the model names no address",
    checkedIn: 'src/mcp/config.ts',
    held: 'configuration',
  },
  'http-hook': {
    grant: "the hook's configuration only: the workflow's settings, or `.claude/settings.json` from the base commit on a pull request",
    checkedIn: 'src/hooks/config.ts',
    held: 'configuration',
  },
} as const satisfies Record<string, { grant: string; checkedIn: string; held: 'check' | 'decision' | 'configuration' }>;

export type Power = keyof typeof POWERS;

/** What the workflow grants one run, known before the session starts. */
export interface WorkflowGrants {
  /** The `push` input (or its default for the event). */
  push: 'branch' | 'pull_request' | 'pr_branch' | 'none';
  /**
   * The workflow set its `push` input itself (not an event's default): only then may a push carry workflow code
   * (WORKFLOW_CODE). GitHub asks a token for its `workflows` permission there, but an App token or a PAT may hold it.
   */
  explicitPush?: boolean;
  /** The repository's default branch, when known. */
  defaultBranch?: string;
  /** The issue or pull request the run is on (its thread); none for a scheduled or dispatched run. */
  thread?: { number: number; isPullRequest: boolean; baseRef?: string };
}

/** The grants of a run on `task` with this push: its thread, the pull request's base and the repository's default branch. */
export function runPowersFor(task: Task, push: WorkflowGrants['push'], explicitPush = false): RunPowers {
  // A CI fix (workflow_run) has no issue number of its own: the pull request whose run failed is its thread.
  const upstream = task.upstreamRun?.pullRequestNumbers;
  const number = task.issueNumber ?? task.pr?.number ?? (upstream?.length === 1 ? upstream[0] : undefined);
  const isPullRequest = task.issueNumber === undefined ? number !== undefined : task.isPullRequest;
  return new RunPowers({
    push,
    ...(explicitPush ? { explicitPush } : {}),
    ...(task.repo.defaultBranch ? { defaultBranch: task.repo.defaultBranch } : {}),
    ...(number !== undefined ? { thread: { number, isPullRequest, ...(task.pr ? { baseRef: task.pr.baseRef } : {}) } } : {}),
  });
}

/**
 * The code a workflow runs with the repository's secrets: its workflow files, and the local actions (composite or
 * JavaScript) they reference as `./.github/actions/…`. A push the workflow did not ask for never changes it.
 */
export const WORKFLOW_CODE: readonly string[] = ['.github/workflows/', '.github/actions/'];

/** The paths among `paths` that are workflow code. */
export function workflowCodePaths(paths: readonly string[]): string[] {
  return paths.filter((p) => WORKFLOW_CODE.some((dir) => p.startsWith(dir)));
}

/** The next step for a reader when workflow code is held back: the workflow's own `push`, with a token that may push it. */
export const WORKFLOW_PUSH_HOW =
  'set `push:` (`branch`, `pr_branch` or `pull_request`) in the workflow to let the run push workflow changes, with a token that has the `workflows` permission';

/** Why a use of a power is refused, in words for the model and the report. */
export type Refusal = { refused: true; why: string };
const refuse = (why: string): Refusal => ({ refused: true, why });

/**
 * The one capability check. Built from the workflow's grants; the run's allow rules are added once the policy is
 * merged (session start), and only rules that name a command or tool exactly grant anything beyond the thread.
 */
export class RunPowers {
  private rules: readonly PermissionRule[] = [];
  private review = false;

  constructor(readonly grants: WorkflowGrants) {}

  /**
   * Whether the run's rules let it leave review comments (the inline comment tool's permission decision, made once the
   * policy is merged): what lets ReportFindings' findings become inline comments. Default: no.
   */
  setReviewAllowed(allowed: boolean): void {
    this.review = allowed;
  }

  reviewAllowed(): boolean {
    return this.review;
  }

  /** The run's allow rules (workflow inputs, and the repository's settings from the base commit on a pull request). */
  setAllowRules(rules: readonly PermissionRule[]): void {
    this.rules = rules;
  }

  /** Branches no push of this run may move: the default branch and the pull request's base. */
  protectedBranches(): string[] {
    return [...new Set([this.grants.defaultBranch, this.grants.thread?.baseRef].filter((b): b is string => b !== undefined && b !== ''))];
  }

  /** Why `branch` must not be moved, or undefined. */
  protectedBranch(branch: string): string | undefined {
    if (branch === this.grants.defaultBranch) return `${branch} is the repository's default branch`;
    if (branch === this.grants.thread?.baseRef) return `${branch} is the pull request's base branch`;
    return undefined;
  }

  /**
   * The end-of-run push onto a pull request's own branch (`pr_branch`, tag mode): undefined when it may fast-forward
   * `head`, else why not — the caller pushes a new branch instead and says so.
   */
  prBranchPush(head: string): string | undefined {
    return this.protectedBranch(head);
  }

  /** The push of a stopped run's work so far: a new `agent/unfinished/…` branch, and only where the workflow grants a push. */
  unfinishedPush(branch: string): Refusal | undefined {
    if (this.grants.push === 'none')
      return refuse('the workflow grants no push (its `push` input is none): the work so far stays in the patch and the artifact');
    if (!branch.startsWith('agent/unfinished/'))
      return refuse(`${branch} is not an agent/unfinished/ branch: a stopped run's work never goes onto a branch as if done`);
    return this.protectedBranch(branch) ? refuse(`${this.protectedBranch(branch)}: no push of this run moves it`) : undefined;
  }

  /**
   * A push of these changed paths (any push: the end of the run, a stopped run's work, the bridge): refused when it
   * changes workflow code and the workflow did not set `push` itself. The whole push is refused, never a part of it:
   * a branch without its workflow half would read as the whole change.
   */
  workflowChange(paths: readonly string[]): Refusal | undefined {
    if (this.grants.explicitPush) return undefined;
    const code = workflowCodePaths(paths);
    if (code.length === 0) return undefined;
    const named = code.slice(0, 5).join(', ') + (code.length > 5 ? `, and ${code.length - 5} more` : '');
    return refuse(
      `the changes touch workflow code (${named}), which a push the workflow did not ask for never carries: workflows run with the repository's secrets`,
    );
  }

  /** The push bridge: any push at all (no branch given), or one to the branch the agent's `git push` names. */
  bridgePush(branch?: string): Refusal | undefined {
    if (this.grants.push === 'none')
      return refuse(
        'the workflow grants no push (its `push` input is none): the runner creates and moves no branch for this run, whatever the permission mode; the changes stay in the patch (patch_file)',
      );
    const fixed = branch === undefined ? undefined : this.protectedBranch(branch);
    return fixed ? refuse(`${fixed}: no push of this run moves it. Push a new branch (git checkout -b <name>)`) : undefined;
  }

  /**
   * A write to issue or pull request `number` (a comment, its title, body or labels) through `via`: the bridged
   * gh command (`gh issue comment`) or the tool's name. A run on a thread writes to that thread only (the permission
   * decision decides whether at all); a run on none, only under an allow rule naming `via` itself.
   */
  githubWrite(number: number, via: { bash: string } | { tool: string }): Refusal | undefined {
    const thread = this.grants.thread;
    if (thread?.number === number) return undefined;
    if (thread !== undefined)
      return refuse(
        `this run writes only to its own thread (#${thread.number}, the ${thread.isPullRequest ? 'pull request' : 'issue'} it is on), never to #${number}: no rule or permission mode grants a write elsewhere`,
      );
    if (this.rules.some((rule) => namesExactly(rule, via))) return undefined;
    const rule = 'bash' in via ? `Bash(${via.bash}:*)` : via.tool;
    return refuse(`this run is on no issue: a write to #${number} needs an allow rule naming it (${rule}) in the workflow; no permission mode grants it`);
  }
}

/** A rule that names the command's words (`Bash(gh issue comment:*)`, `Bash(gh issue comment 12 --body x)`) or the tool, with no wildcard for the name. */
function namesExactly(rule: PermissionRule, via: { bash: string } | { tool: string }): boolean {
  if ('tool' in via) return rule.tool === via.tool && rule.specifier === undefined;
  if (rule.tool !== 'Bash' || rule.specifier === undefined) return false;
  const spec = rule.specifier.replace(/:\*$/, '');
  return spec === via.bash || spec.startsWith(`${via.bash} `);
}
