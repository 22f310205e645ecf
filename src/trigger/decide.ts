import { PayloadReader } from './payload.js';
import { DEFAULT_TRIGGER_PHRASES, matchTriggerPhrase } from './phrase.js';
import { sanitizeInline, sanitizeUntrusted } from '../text/sanitize.js';
import { TriggerError } from './types.js';
import { STICKY_MARKER_PREFIX } from '../github/sticky-marker.js';
import type { PullRequestRef, RepoRef, Task, TriggerDecision, TriggerEnv, TriggerInputs, UpstreamRun } from './types.js';

/**
 * Whether this event starts a run, and what the run is asked to do. Makes no API calls: a
 * comment without the phrase must end the step quickly and green, before any permission check.
 * Throws `TriggerError` for a malformed payload or a configuration that cannot work.
 */
/** A comment is re-sent on every turn: capped like issue bodies, it cannot flood the window. */
const MAX_COMMENT_CHARS = 30_000;

export function decideTrigger(eventName: string, payload: unknown, inputs: TriggerInputs, env: TriggerEnv = {}): TriggerDecision {
  const p = new PayloadReader(eventName, payload);
  const prompt = inputs.prompt?.trim() ?? '';
  const given = inputs.triggerPhrases.filter((phrase) => phrase.trim() !== '');
  const phrases = given.length > 0 ? given : DEFAULT_TRIGGER_PHRASES;
  const named = phrases.join(' or ');
  const action = p.optionalString('action');
  const base = (): Pick<Task, 'eventName' | 'actor' | 'actorType' | 'repo'> & { action?: string } => {
    const sender = p.optionalAccount('sender');
    const actor = sender?.login ?? env.actor;
    if (!actor) throw new TriggerError(`event payload (${eventName}): sender.login is missing and GITHUB_ACTOR is not set`, 'payload');
    return {
      eventName,
      ...(action !== undefined ? { action } : {}),
      actor,
      ...(sender?.type !== undefined ? { actorType: sender.type } : {}),
      repo: readRepo(p, env),
    };
  };
  const fromEvent = (request: string): Pick<Task, 'request' | 'requestSource' | 'instructions'> =>
    prompt ? { request, requestSource: 'event', instructions: prompt } : { request, requestSource: 'event' };
  // A comment or review that names a trigger phrase: a comment-mode run its author must be allowed to start.
  const phraseRun = (hit: { request: string; phrase: string }, issueNumber: number) => ({
    ...base(),
    mode: 'comment' as const,
    ...fromEvent(hit.request),
    startedBy: { kind: 'phrase' as const, word: hit.phrase },
    actorCheck: 'required' as const,
    issueNumber,
  });

  switch (eventName) {
    case 'issue_comment': {
      if (p.string('action') !== 'created') return skip(`issue_comment.${action ?? '?'}: only new comments trigger`);
      const raw = p.string('comment.body');
      // Our own report can quote the phrase; reacting to it would loop when the token's events trigger workflows.
      if (raw.includes(STICKY_MARKER_PREFIX)) return skip('comment is an agent-runner report');
      const body = sanitizeUntrusted(raw, { maxLength: MAX_COMMENT_CHARS });
      const hit = matchTriggerPhrase(body, phrases);
      if (!hit) return skip(`comment has no ${named}`);
      return go({
        ...phraseRun(hit, p.number('issue.number')),
        isPullRequest: p.has('issue.pull_request'),
        comment: { id: p.number('comment.id'), kind: 'issue' },
        untrusted: {
          ...issueText(p, 'issue'),
          comment: body,
          commentAuthor: p.string('comment.user.login'),
          // The thread's labels, as for an issue event (branch_name_template's {{label}} is the first).
          labels: p.labelNames('issue.labels').map((l) => sanitizeInline(l)),
        },
      });
    }
    case 'pull_request_review_comment': {
      if (p.string('action') !== 'created') return skip(`pull_request_review_comment.${action ?? '?'}: only new comments trigger`);
      const body = sanitizeUntrusted(p.string('comment.body'), { maxLength: MAX_COMMENT_CHARS });
      const hit = matchTriggerPhrase(body, phrases);
      if (!hit) return skip(`review comment has no ${named}`);
      const pr = readPull(p);
      const line = p.optionalNumber('comment.line') ?? p.optionalNumber('comment.original_line');
      const hunk = p.optionalString('comment.diff_hunk');
      return (
        forkGate(eventName, pr) ??
        go({
          ...phraseRun(hit, pr.number),
          isPullRequest: true,
          comment: { id: p.number('comment.id'), kind: 'review' },
          pr,
          untrusted: {
            ...issueText(p, 'pull_request'),
            ...branchNames(pr),
            comment: body,
            commentAuthor: p.string('comment.user.login'),
            reviewLocation: {
              path: sanitizeInline(p.string('comment.path')),
              ...(line !== undefined ? { line } : {}),
              ...(hunk !== undefined ? { diffHunk: sanitizeUntrusted(hunk, { maxLength: 4000 }) } : {}),
            },
          },
        })
      );
    }
    case 'pull_request_review': {
      if (p.string('action') !== 'submitted') return skip(`pull_request_review.${action ?? '?'}: only submitted reviews trigger`);
      const body = sanitizeUntrusted(p.optionalString('review.body') ?? '', { maxLength: MAX_COMMENT_CHARS });
      const hit = matchTriggerPhrase(body, phrases);
      if (!hit) return skip(`review body has no ${named}`);
      const pr = readPull(p);
      return (
        forkGate(eventName, pr) ??
        go({
          ...phraseRun(hit, pr.number),
          isPullRequest: true,
          pr,
          untrusted: { ...issueText(p, 'pull_request'), ...branchNames(pr), comment: body, commentAuthor: p.string('review.user.login') },
        })
      );
    }
    case 'issues':
      return decideIssues(p, p.string('action'), phrases, prompt, inputs, base, fromEvent);
    case 'pull_request':
    case 'pull_request_target': {
      const actions = ['opened', 'synchronize', 'reopened', 'ready_for_review'];
      if (!actions.includes(p.string('action'))) return skip(`${eventName}.${action ?? '?'}: runs on ${actions.join(', ')} only`);
      if (!prompt) throw new TriggerError(`${eventName} event: the prompt input is required (it is the task)`, 'config');
      // A draft is work in progress: the run waits for ready_for_review.
      if (p.boolean('pull_request.draft', false) && action !== 'ready_for_review') return skip(`${eventName}.${action ?? '?'}: the pull request is a draft`);
      const pr = readPull(p);
      return (
        forkGate(eventName, pr) ??
        go({
          ...base(),
          mode: 'pull_request',
          request: prompt,
          requestSource: 'workflow_input',
          actorCheck: 'required',
          issueNumber: pr.number,
          isPullRequest: true,
          pr,
          untrusted: { ...issueText(p, 'pull_request'), ...branchNames(pr) },
        })
      );
    }
    case 'schedule':
    case 'workflow_dispatch':
    case 'repository_dispatch': {
      const dispatched = eventName === 'repository_dispatch' ? p.optionalString('client_payload.prompt')?.trim() : undefined;
      if (!prompt && !dispatched) {
        const where = eventName === 'repository_dispatch' ? 'the prompt input or client_payload.prompt' : 'the prompt input';
        throw new TriggerError(`${eventName} event: ${where} is required (it is the task)`, 'config');
      }
      const rest = eventName === 'repository_dispatch' ? clientPayloadRest(p) : undefined;
      const request = prompt
        ? { request: prompt, requestSource: 'workflow_input' as const }
        : { request: sanitizeUntrusted(dispatched ?? ''), requestSource: 'event' as const };
      return go({
        ...base(),
        mode: 'automation',
        ...request,
        actorCheck: 'not_needed',
        isPullRequest: false,
        untrusted: rest !== undefined ? { clientPayload: rest } : {},
      });
    }
    case 'workflow_run': {
      const run = readUpstreamRun(p);
      const displayTitle = p.optionalString('workflow_run.display_title');
      const headBranch = p.optionalString('workflow_run.head_branch');
      const untrusted = {
        upstreamRun: {
          name: sanitizeInline(run.name),
          ...(displayTitle !== undefined ? { displayTitle: sanitizeInline(displayTitle) } : {}),
          ...(headBranch !== undefined ? { headBranch: sanitizeInline(headBranch) } : {}),
        },
      };
      if (action === 'completed' && run.conclusion !== null && CI_FAILED.has(run.conclusion)) {
        // The upstream run tested the fork's code; this run has the repository's secrets.
        if (run.isFork)
          return skip(
            `workflow_run: the failed run is on a fork (${run.headRepoFullName || 'deleted repository'}); the agent never runs a fork's code with this repository's secrets`,
          );
        return go({
          ...base(),
          mode: 'pull_request',
          request: ciFixRequest(prompt),
          requestSource: 'workflow_input',
          actorCheck: 'required',
          isPullRequest: false,
          upstreamRun: run,
          untrusted,
        });
      }
      if (!prompt) return skip(`workflow_run.${action ?? '?'} (conclusion ${run.conclusion ?? 'none'}): only a failed run is fixed without a prompt input`);
      return go({
        ...base(),
        mode: 'automation',
        request: prompt,
        requestSource: 'workflow_input',
        actorCheck: 'required',
        isPullRequest: false,
        upstreamRun: run,
        untrusted,
      });
    }
    default:
      return skip(`event ${eventName} is not one this action handles`);
  }
}

type BaseFn = () => Pick<Task, 'eventName' | 'actor' | 'actorType' | 'repo'> & { action?: string };
type FromEventFn = (request: string) => Pick<Task, 'request' | 'requestSource' | 'instructions'>;

function decideIssues(
  p: PayloadReader,
  action: string | undefined,
  phrases: readonly string[],
  prompt: string,
  inputs: TriggerInputs,
  base: BaseFn,
  fromEvent: FromEventFn,
): TriggerDecision {
  const text = issueText(p, 'issue');
  const labels = p.labelNames('issue.labels').map((l) => sanitizeInline(l));
  const common = {
    mode: 'issue' as const,
    actorCheck: 'required' as const,
    issueNumber: p.number('issue.number'),
    isPullRequest: false,
    untrusted: { ...text, labels },
  };
  const hit = matchTriggerPhrase(`${text.title ?? ''}\n\n${text.body ?? ''}`, phrases);
  const asTask = (startedBy?: Task['startedBy']): TriggerDecision => {
    const by = startedBy ?? (hit ? { kind: 'phrase' as const, word: hit.phrase } : undefined);
    const task = { ...base(), ...common, ...(by ? { startedBy: by } : {}) };
    return hit ? go({ ...task, ...fromEvent(hit.request) }) : go({ ...task, request: prompt, requestSource: 'workflow_input' });
  };
  switch (action) {
    case 'opened':
      if (hit || prompt) return asTask();
      return skip(`issue has no ${phrases.join(' or ')} and no prompt input is set`);
    case 'assigned': {
      const assignee = p.optionalString('assignee.login') ?? '';
      const wanted = inputs.assigneeTrigger?.trim().replace(/^@/, '') ?? '';
      if (wanted && assignee.toLowerCase() !== wanted.toLowerCase()) return skip(`issue assigned to ${assignee || 'nobody'}, not ${wanted}`);
      if (wanted) return asTask({ kind: 'assignee', word: assignee });
      if (hit || prompt) return asTask();
      return skip(`issue has no ${phrases.join(' or ')}, no assignee_trigger and no prompt input is set`);
    }
    case 'labeled': {
      const wanted = (inputs.labelTriggers ?? []).map((l) => l.trim()).filter((l) => l !== '');
      if (wanted.length === 0) return skip('issues.labeled: label_trigger is not set');
      const label = p.string('label.name');
      if (!wanted.includes(label)) return skip(`label ${label} is not ${wanted.join(' or ')}`);
      return asTask({ kind: 'label', word: label });
    }
    default:
      return skip(`issues.${action ?? '?'}: runs on opened, assigned and labeled only`);
  }
}

const CI_FAILED = new Set(['failure', 'timed_out']);

export const CI_FIX_TASK =
  'Make the failing jobs below pass with the smallest change that fixes the cause. ' +
  "Do not weaken the tests: don't delete, skip or loosen them, and don't change what they expect unless the expectation itself is the bug. " +
  'Reproduce the failure with the same command if your tools allow it, fix it, and run the command again. ' +
  'The excerpts show the failing steps; the full logs are in the files named with them (Read or search them for more).';

/** The default CI-fix task, with the workflow's `prompt` (if any) added as the author's own words. */
export function ciFixRequest(prompt: string): string {
  return prompt ? `${CI_FIX_TASK}\n\nFrom the workflow's author:\n${prompt}` : CI_FIX_TASK;
}

function skip(reason: string): TriggerDecision {
  return { run: false, reason };
}

function go(task: Task): TriggerDecision {
  return { run: true, task };
}

function readRepo(p: PayloadReader, env: TriggerEnv): RepoRef {
  if (p.has('repository')) {
    const defaultBranch = p.optionalString('repository.default_branch');
    return { owner: p.string('repository.owner.login'), name: p.string('repository.name'), ...(defaultBranch ? { defaultBranch } : {}) };
  }
  const [owner, name, extra] = (env.repository ?? '').split('/');
  if (!owner || !name || extra !== undefined) {
    throw new TriggerError(`event payload (${p.eventName}): repository is missing and GITHUB_REPOSITORY is not owner/name`, 'payload');
  }
  return { owner, name };
}

function issueText(p: PayloadReader, key: 'issue' | 'pull_request'): { title?: string; body?: string } {
  const title = p.optionalString(`${key}.title`);
  const body = p.optionalString(`${key}.body`);
  return {
    ...(title !== undefined ? { title: sanitizeInline(title, 1000) } : {}),
    ...(body !== undefined ? { body: sanitizeUntrusted(body, { maxLength: 30_000 }) } : {}),
  };
}

function readPull(p: PayloadReader): PullRequestRef {
  const baseRepo = p.string('pull_request.base.repo.full_name');
  // A deleted fork leaves head.repo null: treat it as a fork, the safe side.
  const headRepo = p.has('pull_request.head.repo') ? p.string('pull_request.head.repo.full_name') : '';
  return {
    number: p.number('pull_request.number'),
    headRef: p.string('pull_request.head.ref'),
    baseRef: p.string('pull_request.base.ref'),
    headSha: p.string('pull_request.head.sha'),
    baseSha: p.string('pull_request.base.sha'),
    headRepoFullName: headRepo,
    isFork: headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    ...(p.optionalString('pull_request.state') === 'closed' ? { closed: true } : {}),
  };
}

function branchNames(pr: PullRequestRef): { branchNames: { head: string; base: string } } {
  return { branchNames: { head: sanitizeInline(pr.headRef), base: sanitizeInline(pr.baseRef) } };
}

/**
 * On these events GitHub gives a fork PR's run a read-only token and no secrets, so the run
 * could not call the model or report back; say so instead of failing later.
 */
function forkGate(eventName: string, pr: PullRequestRef): TriggerDecision | null {
  if (!pr.isFork || eventName === 'pull_request_target') return null;
  return skip(
    `${eventName} from a fork (${pr.headRepoFullName || 'deleted repository'}): GitHub gives this event no secrets and a read-only token; ` +
      'use an issue_comment command, or pull_request_target without checking out the fork code',
  );
}

function readUpstreamRun(p: PayloadReader): UpstreamRun {
  const repo = p.string('repository.full_name');
  const headRepo = p.has('workflow_run.head_repository') ? p.string('workflow_run.head_repository.full_name') : '';
  const actor = p.optionalAccount('workflow_run.actor');
  const triggeringActor = p.optionalAccount('workflow_run.triggering_actor');
  return {
    id: p.number('workflow_run.id'),
    name: p.optionalString('workflow_run.name') ?? '',
    event: p.string('workflow_run.event'),
    conclusion: p.optionalString('workflow_run.conclusion') ?? null,
    htmlUrl: p.string('workflow_run.html_url'),
    headSha: p.string('workflow_run.head_sha'),
    headRepoFullName: headRepo,
    isFork: headRepo.toLowerCase() !== repo.toLowerCase(),
    ...(actor ? { actor } : {}),
    ...(triggeringActor ? { triggeringActor } : {}),
    pullRequestNumbers: pullRequestNumbers(p),
    ...(p.optionalString('workflow_run.head_branch') !== undefined ? { headBranch: p.string('workflow_run.head_branch') } : {}),
    ...(p.has('workflow_run.head_repository.owner.login') ? { headOwner: p.string('workflow_run.head_repository.owner.login') } : {}),
    ...(p.optionalNumber('workflow_run.run_attempt') !== undefined ? { runAttempt: p.number('workflow_run.run_attempt') } : {}),
    ...(p.optionalString('workflow_run.path') !== undefined ? { path: p.string('workflow_run.path') } : {}),
  };
}

/** `workflow_run.pull_requests[].number`: only PRs into this repository are listed. */
function pullRequestNumbers(p: PayloadReader): number[] {
  const list = p.get('workflow_run.pull_requests');
  if (!Array.isArray(list)) return [];
  return list
    .map((item: unknown) => (item !== null && typeof item === 'object' ? (item as { number?: unknown }).number : undefined))
    .filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0);
}

function clientPayloadRest(p: PayloadReader): string | undefined {
  const cp = p.get('client_payload');
  if (cp === undefined) return undefined;
  if (typeof cp !== 'object' || Array.isArray(cp)) throw new TriggerError(`event payload (${p.eventName}): client_payload is not an object`, 'payload');
  const { prompt: _omit, ...rest } = cp as Record<string, unknown>;
  if (Object.keys(rest).length === 0) return undefined;
  return sanitizeUntrusted(JSON.stringify(rest, null, 2), { maxLength: 10_000 });
}
