import type { RunOutcome } from '../agent/outcome.js';
import { STICKY_MARKER_PREFIX, stickyMarkerFor } from '../github/sticky-marker.js';
import type { GitHubClient } from '../github/retry.js';
import { ACTIONS_BOT_LOGIN, isUserToken } from '../report/github/comment.js';
import type { GitHubReporter } from '../report/github/github-report.js';
import { renderWaiting } from '../report/github/waiting-render.js';
import { findSessionMarker, parseSaved, serializeSaved, sessionKey, type SavedSession, type SessionMarker } from '../report/saved-session.js';
import { SessionCheckpoint } from '../session/checkpoint.js';
import type { Settings } from '../settings.js';
import type { Task } from '../trigger/types.js';
import { configInputsOf, reapplyChanges } from './resume-patch.js';
import { cacheSessionStore, type SessionStore } from './session-store.js';
import type { Step } from './step.js';

/** What of the step the checkpoint uses: the job's services and context, the redaction, the log. */
export type CheckpointStep = Pick<Step, 'sealed' | 'runner' | 'redact' | 'log'>;

/** What one run of a chain knows of the chain: what it spent before this run, and its limits. */
interface Chain {
  spent: { turns: number; costUsd: number };
  limits: { maxTurns: number; maxBudgetUsd: number };
}

/** How this run takes part in asking: whether it can wait for a person, and what it resumes. */
export interface CheckpointPlan {
  /** Set when a question can end the run and be answered later; on a resumed run it holds the saved state. */
  checkpoint?: SessionCheckpoint;
  store?: SessionStore;
  /** The settings the session runs with: on a resumed run, its limits are what the chain has left. */
  settings: Settings;
  /** For the comment: what was resumed, or why this run starts fresh. */
  notes: string[];
  chain: Chain;
}

const DAY_MS = 86_400_000;
/** Pages of 100 comments read to find the runner's newest comment on a long thread. */
const MAX_PAGES = 10;

/** The runner's newest comment on the thread (before this run's own): the session marker in it, if it waits. */
async function waitingOnThread(octokit: GitHubClient, task: Task, login: string, runId: string): Promise<SessionMarker | undefined> {
  let newest: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: task.repo.owner,
      repo: task.repo.name,
      issue_number: task.issueNumber ?? 0,
      per_page: 100,
      page,
    });
    for (const comment of data) {
      const body = comment.body ?? '';
      // Only the runner's own comments: anyone can write a marker into theirs.
      if (comment.user?.login === login && body.startsWith(STICKY_MARKER_PREFIX) && !body.startsWith(stickyMarkerFor(runId))) newest = body;
    }
    if (data.length < 100) break;
  }
  return newest === undefined ? undefined : findSessionMarker(newest);
}

/** Who the runner's comments are written as: an App's login, the user's for a personal token, else GitHub Actions'. */
async function runnerLogin(octokit: GitHubClient, token: string | undefined, appLogin: string | undefined): Promise<string> {
  if (appLogin) return appLogin;
  if (!token || !isUserToken(token)) return ACTIONS_BOT_LOGIN;
  return (await octokit.request('GET /user')).data.login;
}

/**
 * Before the session: whether a question may end this run (a thread to ask on, the Actions cache, `session_expiry_days`
 * above 0, not a fork's pull request), and, for a reply on a thread whose last run waits, the saved session restored
 * and checked (the runner's own comment names it, its digest, this thread, not expired), its changes re-applied and the
 * chain's limits applied. Anything that keeps it from resuming makes a fresh start that says why.
 */
export async function planCheckpoint(args: {
  step: CheckpointStep;
  settings: Settings;
  task: Task;
  octokit: GitHubClient | undefined;
  token: string | undefined;
  appLogin: string | undefined;
  configInputs: readonly string[];
}): Promise<CheckpointPlan> {
  const { step, settings, task, octokit } = args;
  const none: CheckpointPlan = {
    settings,
    notes: [],
    chain: { spent: { turns: 0, costUsd: 0 }, limits: { maxTurns: settings.maxTurns, maxBudgetUsd: settings.maxBudgetUsd } },
  };
  // A fork's pull request: its own workflows can write the cache scope a resumed run would read, and its session would be
  // continued in a job with the base repository's secrets. Nothing is saved or restored there: the agent goes on as before.
  // A pull request whose details could not be read may be a fork's: the same.
  const maybeFork = task.pr ? task.pr.isFork : task.isPullRequest;
  if (settings.github.sessionExpiryDays === 0 || task.issueNumber === undefined || !octokit || maybeFork) return none;
  const store = cacheSessionStore(step.sealed.secrets, step.runner.workspace);
  if (!store) return none;
  const ready: CheckpointPlan = { ...none, checkpoint: new SessionCheckpoint(), store };
  if (!task.comment) return ready;
  const login = await runnerLogin(octokit, args.token, args.appLogin);
  const marker = await waitingOnThread(octokit, task, login, step.runner.runId ?? 'local');
  if (!marker) return ready;
  const fresh = (why: string): CheckpointPlan => ({ ...ready, notes: [`${why}: this run starts fresh, with the earlier questions in its task.`] });
  const earlier = `run ${marker.run} (session ${marker.id})`;
  if (!(Date.parse(marker.expires) > Date.now())) return fresh(`The question of ${earlier} expired on ${marker.expires.slice(0, 10)}`);
  const restored = await store.restore(marker.key);
  if ('missing' in restored) return fresh(`The session ${earlier} saved is no longer in the Actions cache`);
  if ('error' in restored) return fresh(`The session ${earlier} saved could not be restored (${restored.error})`);
  const parsed = parseSaved(restored.text, { sha256: marker.sha256, repository: `${task.repo.owner}/${task.repo.name}`, thread: task.issueNumber });
  if (!parsed.ok) return fresh(`The saved session of ${earlier} was refused: ${parsed.error}`);
  const saved = parsed.saved;
  if (!(Date.parse(saved.expiresAt) > Date.now())) return fresh(`The question of ${earlier} expired on ${saved.expiresAt.slice(0, 10)}`);
  const applied = await reapplyChanges(settings.workingDirectory, saved.patch, args.configInputs);
  if (!applied.ok) return fresh(`The changes of ${earlier} no longer apply on the current head (${applied.error})`);
  // The chain never passes the first run's limits, unless this workflow raises them.
  const limits = { maxTurns: Math.max(saved.limits.maxTurns, settings.maxTurns), maxBudgetUsd: Math.max(saved.limits.maxBudgetUsd, settings.maxBudgetUsd) };
  const left = {
    maxTurns: Math.min(settings.maxTurns, Math.max(0, limits.maxTurns - saved.spent.turns)),
    maxBudgetUsd: Math.min(settings.maxBudgetUsd, Math.max(0, limits.maxBudgetUsd - saved.spent.costUsd)),
  };
  const link = saved.run.url ? `[run ${saved.run.id}](${saved.run.url})` : `run ${saved.run.id}`;
  const notes = [
    `Continues ${link} (session ${saved.sessionId}) with @${task.actor}'s answer; the chain so far: $${saved.spent.costUsd.toFixed(4)} of $${limits.maxBudgetUsd}, ${saved.spent.turns} of ${limits.maxTurns} turns`,
    ...(applied.skipped.length > 0
      ? [`Configuration files the earlier run changed were not re-applied (configuration comes from the commit): ${applied.skipped.join(', ')}`]
      : []),
  ];
  const checkpoint = new SessionCheckpoint({
    sessionId: saved.sessionId,
    paused: saved.paused,
    answer: task.request,
    answeredBy: task.actor,
    continues: { runId: saved.run.id, ...(saved.run.url ? { runUrl: saved.run.url } : {}) },
  });
  return { checkpoint, store, settings: { ...settings, ...left }, notes, chain: { spent: saved.spent, limits } };
}

/** planCheckpoint for the step, the configuration inputs its own; a failure to look up is a warning, and the run goes on without. */
export async function checkpointFor(args: Omit<Parameters<typeof planCheckpoint>[0], 'configInputs'>, warn: (text: string) => void): Promise<CheckpointPlan> {
  const { settings } = args;
  return planCheckpoint({ ...args, configInputs: configInputsOf(settings) }).catch((error: unknown): CheckpointPlan => {
    warn(`The saved sessions could not be looked up, so none is resumed or saved: ${error instanceof Error ? error.message : String(error)}`);
    return { settings, notes: [], chain: { spent: { turns: 0, costUsd: 0 }, limits: { maxTurns: settings.maxTurns, maxBudgetUsd: settings.maxBudgetUsd } } };
  });
}

/** After the run: when it ended waiting, the session saved (saveCheckpoint), with the phrase that started it for the example reply. True when waiting. */
export async function saveIfWaiting(args: Omit<Parameters<typeof saveCheckpoint>[0], 'triggerPhrase'>): Promise<boolean> {
  if (args.result.cause !== 'needs_input') return false;
  const started = args.task.startedBy;
  const triggerPhrase = started?.kind === 'phrase' ? started.word : (args.plan.settings.github.triggerPhrases[0] ?? '@agent');
  await saveCheckpoint({ ...args, triggerPhrase });
  return true;
}

/**
 * After a run that ended waiting: the session saved (redacted, under a key of this thread) and the comment's waiting
 * section with the marker that names it; a session that could not be saved is said, and a reply then starts fresh.
 */
export async function saveCheckpoint(args: {
  plan: CheckpointPlan;
  result: RunOutcome;
  patch: string;
  step: CheckpointStep;
  task: Task;
  startCommit: string | undefined;
  reporter: GitHubReporter | undefined;
  triggerPhrase: string;
}): Promise<void> {
  const { plan, result, step, task } = args;
  const paused = plan.checkpoint?.paused();
  if (!paused || result.cause !== 'needs_input' || task.issueNumber === undefined) return;
  const days = plan.settings.github.sessionExpiryDays;
  const now = Date.now();
  const expiresAt = new Date(now + days * DAY_MS).toISOString();
  const runId = step.runner.runId ?? 'local';
  const runUrl = step.runner.repository && step.runner.runId ? `${step.runner.serverUrl}/${step.runner.repository}/actions/runs/${runId}` : undefined;
  const repository = `${task.repo.owner}/${task.repo.name}`;
  const saved: SavedSession = {
    format: 1,
    sessionId: result.sessionId,
    repository,
    thread: task.issueNumber,
    run: { id: runId, ...(runUrl ? { url: runUrl } : {}) },
    savedAt: new Date(now).toISOString(),
    expiresAt,
    ...(args.startCommit ? { startCommit: args.startCommit } : {}),
    patch: args.patch,
    spent: { turns: plan.chain.spent.turns + result.turns, costUsd: plan.chain.spent.costUsd + result.costUsd },
    limits: plan.chain.limits,
    trigger: { event: step.runner.eventName ?? '', actor: task.actor },
    paused,
  };
  const { text, sha256 } = serializeSaved(saved, step.redact);
  const key = sessionKey(repository, task.issueNumber, result.sessionId, runId);
  const unsaved = plan.store ? await plan.store.save(key, text) : 'no Actions cache service in this job';
  const marker = unsaved === undefined ? { id: result.sessionId, key, sha256, expires: expiresAt, run: runId } : undefined;
  if (args.reporter)
    args.reporter.waiting = renderWaiting({
      pending: paused.pending,
      triggerPhrase: args.triggerPhrase,
      expiresAt,
      ...(marker ? { marker } : { unsaved: unsaved ?? '' }),
    });
  step.log({
    kind: 'log',
    level: unsaved === undefined ? 'info' : 'warning',
    text: unsaved === undefined ? `Session ${result.sessionId} saved as ${key}, open until ${expiresAt}` : `The session could not be saved: ${unsaved}`,
  });
}
