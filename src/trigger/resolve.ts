import { execFile } from 'node:child_process';
import { helperEnv } from '../process/env.js';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { buildTaskMessage } from './task-message.js';
import type { GitHubClient } from '../github/retry.js';
import { checkActor } from './actor.js';
import { restoreConfigFromBase } from './base-config.js';
import { decideTrigger } from './decide.js';
import { fetchPullRequestContext, withPullRequestContext } from './pull-request.js';
import { checkOutPullRequestHead, gitAuthEnv, gitErrorLine } from './pr-checkout.js';
import { checkOutBaseBranch } from './base-branch.js';
import { fetchThread } from './thread.js';
import { TriggerError, type Task } from './types.js';

const run = promisify(execFile);

export interface TriggerSources {
  /** GITHUB_EVENT_NAME; absent when run outside Actions (the demo, a local run). */
  eventName: string | undefined;
  eventPath: string | undefined;
  repository: string | undefined;
  actor: string | undefined;
  prompt: string;
  triggerPhrases: readonly string[];
  labelTriggers: readonly string[];
  /** `issues.assigned` runs only for this assignee (claude-code-action's assignee_trigger); empty = any assignment. */
  assigneeTrigger?: string;
  allowedBots: string[];
  allowedNonWriteUsers: string[];
  includeCommentsByActor: string[];
  excludeCommentsByActor: string[];
  cwd: string;
  octokit: GitHubClient | undefined;
  /** The run's folder under RUNNER_TEMP (failed jobs' logs go there). */
  tempDir?: string;
  runId?: string;
  runUrl?: string;
  /** Input max_fix_attempts: consecutive agent commits on a PR after which a CI fix stops. */
  maxFixAttempts?: number;
  /** The `settings` and `mcp_config` inputs: on PRs, a file they name comes from the base commit. */
  configInputs?: string[];
  /** claude-code-action's base_branch: a run on no pull request starts from its head (base-branch.ts). */
  baseBranch?: string;
  /**
   * A switched claude-code-action workflow with a `prompt`: claude-code-action runs it in its agent mode, the prompt is
   * the task. A failed workflow_run then runs that prompt (its `/fix-ci`…) instead of this runner's own CI fix.
   */
  promptIsTask?: boolean;
  /** For fetching a PR's head on comment commands (never written to .git/config). */
  git?: { token: string | undefined; serverUrl: string };
  /**
   * Called once the actor is let in and the task names its thread, before its context is fetched and the pull
   * request checked out: the first sign on the pull request (👀, the working comment) need not wait for those.
   */
  admitted?: (task: Task, strict: boolean) => void;
}

export type Trigger =
  | { kind: 'skip'; reason: string }
  | { kind: 'refused'; task: Task; reason: string; answer: boolean }
  | {
      kind: 'run';
      task: Task;
      /** The first user message: the task and its context, fenced as untrusted data. */
      message: string;
      /** Config paths taken from the PR's base commit: never committed back. */
      restoredPaths: string[];
      /** Only `allowed_non_write_users` let the actor in: run with the strictest tool environment. */
      strict: boolean;
      warnings: string[];
      /** Lines for the report (the CI fix names the failing jobs and the attempt count). */
      notes: string[];
      /** HEAD once the checkout is final, before any agent process: the patch and the push are measured against it. */
      startCommit: string | undefined;
    };

/**
 * Event → task, in the order that keeps stray events cheap and quiet: does this event trigger at
 * all (no API call), may this actor trigger it, then the context the task needs.
 */
export async function resolveTrigger(src: TriggerSources): Promise<Trigger> {
  const eventName = src.eventName ?? 'workflow_dispatch';
  const payload = readPayload(src.eventPath, eventName);
  const decision = decideTrigger(
    eventName,
    payload,
    {
      triggerPhrases: src.triggerPhrases,
      labelTriggers: src.labelTriggers,
      prompt: src.prompt,
      ...(src.assigneeTrigger ? { assigneeTrigger: src.assigneeTrigger } : {}),
    },
    // Outside Actions (the demo, a local run) there is no repository to name: the run is local automation.
    { repository: src.repository ?? (src.eventName === undefined ? 'local/workspace' : ''), actor: src.actor ?? (src.eventName === undefined ? 'local' : '') },
  );
  if (!decision.run) return { kind: 'skip', reason: decision.reason };
  let task = decision.task;
  const warnings: string[] = [];
  let strict = false;

  if (task.actorCheck === 'required') {
    if (!src.octokit) throw new TriggerError('a GitHub token (input github_token or GITHUB_TOKEN) is needed to check who triggered the run', 'config');
    const verdict = await checkActor(src.octokit, {
      owner: task.repo.owner,
      repo: task.repo.name,
      actor: task.actor,
      ...(task.actorType !== undefined ? { actorType: task.actorType } : {}),
      allowedBots: src.allowedBots,
      allowedNonWriteUsers: src.allowedNonWriteUsers,
      ...(task.upstreamRun ? { upstreamActors: [task.upstreamRun.actor, task.upstreamRun.triggeringActor].filter((a) => a !== undefined) } : {}),
    });
    if (!verdict.allowed) return { kind: 'refused', task, reason: verdict.reason, answer: !verdict.isBot };
    if (verdict.warning) warnings.push(verdict.warning);
    strict = verdict.nonWrite;
  }

  const notes: string[] = [];
  if (task.upstreamRun && task.mode === 'pull_request' && src.promptIsTask && src.prompt.trim() !== '') {
    // claude-code-action's agent mode (its ci-failure-auto-fix example): the workflow prepared the branch and the logs itself.
    notes.push(`claude-code-action agent mode: the workflow's prompt is the task on the failed run ${task.upstreamRun.htmlUrl} (no CI fix of its own)`);
    task = { ...task, mode: 'automation', request: src.prompt.trim(), requestSource: 'workflow_input' };
  } else if (task.upstreamRun && task.mode === 'pull_request') {
    if (!src.octokit) throw new TriggerError('a GitHub token (input github_token) is needed to read the failed run and its pull request', 'config');
    // The CI-fix preparation (failed jobs' logs, their excerpts) loads with it, for a failed run only (issue 29).
    const { prepareCiFix } = await import('./ci-fix.js');
    const fix = await prepareCiFix(task, {
      octokit: src.octokit,
      cwd: src.cwd,
      tempDir: src.tempDir ?? tmpdir(),
      maxAttempts: src.maxFixAttempts ?? 2,
      runId: src.runId ?? 'local',
      ...(src.runUrl ? { runUrl: src.runUrl } : {}),
      ...(src.git ? { git: src.git } : {}),
    });
    if (fix.kind === 'skip') return fix;
    if (fix.kind === 'run') {
      task = fix.task;
      notes.push(...fix.notes);
    } else if (src.prompt.trim() !== '') {
      // As claude-code-action runs such a workflow (its test-failure-analysis example): the prompt is the task.
      warnings.push(`${fix.reason}: no CI fix; the prompt runs as the task on the failed run, without its pull request`);
      task = { ...task, mode: 'automation', request: src.prompt, requestSource: 'workflow_input' };
    } else {
      throw new TriggerError(`${fix.reason}: a CI fix needs it`, 'config');
    }
  }

  src.admitted?.(task, strict);

  if (task.isPullRequest && task.issueNumber !== undefined && src.octokit && task.untrusted.changedFiles === undefined) {
    const context = await fetchPullRequestContext(src.octokit, { owner: task.repo.owner, repo: task.repo.name, number: task.issueNumber, maxFiles: 100 });
    if (context.ok) task = withPullRequestContext(task, context.value);
    else warnings.push(context.error);
  }

  if (task.issueNumber !== undefined && src.octokit && task.mode !== 'automation') {
    const thread = await fetchThread(
      src.octokit,
      {
        owner: task.repo.owner,
        repo: task.repo.name,
        issueNumber: task.issueNumber,
        ...(task.comment?.kind === 'issue' ? { triggeringCommentId: task.comment.id } : {}),
      },
      { include: src.includeCommentsByActor, exclude: src.excludeCommentsByActor },
    );
    if (thread.ok)
      task = {
        ...task,
        untrusted: { ...task.untrusted, thread: thread.comments, ...(thread.earlierQuestions ? { earlierQuestions: thread.earlierQuestions } : {}) },
      };
    else warnings.push(thread.error);
  }

  // actions/checkout left the default branch for a comment on a PR: the PR's code is what was meant.
  if (eventName === 'issue_comment' && task.isPullRequest) {
    if (!task.pr)
      throw new TriggerError(
        `cannot work on pull request #${task.issueNumber ?? '?'}: its head is unknown (${warnings.at(-1) ?? 'no GitHub token'})`,
        'config',
      );
    const checkout = await checkOutPullRequestHead(src.cwd, task.pr, src.git ?? { token: undefined, serverUrl: 'https://github.com' });
    if (!checkout.ok) throw new TriggerError(checkout.error, 'config');
    warnings.push(...checkout.warnings);
  }

  if (src.baseBranch && !task.isPullRequest && !task.pr) {
    const base = await checkOutBaseBranch(src.cwd, src.baseBranch, src.git ?? { token: undefined, serverUrl: 'https://github.com' });
    if (!base.ok) throw new TriggerError(base.error, 'config');
  }

  let restoredPaths: string[] = [];
  if (task.pr) {
    const restore = await restoreFromBase(src.cwd, task.pr.baseSha, src.git, src.configInputs ?? []);
    restoredPaths = restore.restored;
    warnings.push(...restore.warnings);
  }
  const startCommit = await run('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], {
    cwd: src.cwd,
    env: helperEnv({ GIT_TERMINAL_PROMPT: '0' }),
  }).then(
    (r) => r.stdout.trim() || undefined,
    () => undefined,
  );
  return { kind: 'run', task, message: buildTaskMessage(task, { maxChangedFiles: 100 }), restoredPaths, strict, warnings, notes, startCommit };
}

function readPayload(eventPath: string | undefined, eventName: string): unknown {
  if (!eventPath) return {};
  let text: string;
  try {
    text = readFileSync(eventPath, 'utf8');
  } catch (error) {
    throw new TriggerError(`event payload (${eventName}): cannot read GITHUB_EVENT_PATH ${eventPath}: ${(error as Error).message}`, 'payload');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new TriggerError(`event payload (${eventName}): not valid JSON: ${(error as Error).message}`, 'payload');
  }
}

/**
 * `.claude/`, `.mcp.json` and CLAUDE.md run commands and steer the agent, so on PR events they come
 * from the base commit, never the PR's head. A shallow checkout may lack the base commit: fetch it.
 */
async function restoreFromBase(
  cwd: string,
  baseSha: string,
  auth: TriggerSources['git'],
  inputFiles: string[],
): Promise<{ restored: string[]; warnings: string[] }> {
  const head = await run('git', ['rev-parse', 'HEAD'], { cwd, env: helperEnv({ GIT_TERMINAL_PROMPT: '0' }) }).then(
    (r) => r.stdout.trim(),
    () => '',
  );
  if (head === baseSha) return { restored: [], warnings: [] };
  const hasBase = await run('git', ['cat-file', '-e', `${baseSha}^{commit}`], { cwd, env: helperEnv({ GIT_TERMINAL_PROMPT: '0' }) }).then(
    () => true,
    () => false,
  );
  if (!hasBase) {
    await run('git', ['fetch', '--no-tags', '--depth=1', 'origin', baseSha], { cwd, env: helperEnv({ GIT_TERMINAL_PROMPT: '0', ...gitAuthEnv(auth) }) }).catch(
      (error: unknown) => {
        throw new TriggerError(
          `cannot restore repository configuration from the PR's base commit ${baseSha}: it is not in the checkout and fetching it failed (${gitErrorLine(error)}). Use actions/checkout with fetch-depth: 0.`,
          'config',
        );
      },
    );
  }
  const result = await restoreConfigFromBase({ cwd, baseSha, inputFiles }).catch((error: unknown) => {
    throw new TriggerError(
      `cannot take the repository configuration from the PR's base commit: ${error instanceof Error ? error.message : String(error)}`,
      'config',
    );
  });
  return { restored: result.restored, warnings: result.warnings };
}
