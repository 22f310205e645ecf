import * as core from './actions-core.js';
import { lazyOctokit } from '../github/lazy-octokit.js';
import type { ProcessTracker } from '../process/tracker.js';
import { reactToTrigger } from '../report/github/reaction.js';
import type { Task } from '../trigger/types.js';
import type { Settings } from '../settings.js';
import type { Trigger } from '../trigger/resolve.js';
import { recordedFailure, type Step } from './step.js';
import { claudeTagMode, type TagModeRun } from './claude-tag-mode.js';
import { describeRun, planDelivery, type DeliveryPlan } from './delivery-plan.js';
import { inertLogText } from '../report/transcript/log-sink.js';
import { decideTrigger } from './trigger-step.js';
import type { SessionCode, StepOutcome } from './agent-run.js';
import type { FirstComment } from './first-comment.js';

/**
 * Decides whether and for whom the event runs, then runs the agent with the comment following it. Only what the
 * decision needs is loaded with this module: the first sign on the pull request (the 👀, sent the moment the actor
 * is let in) waits for nothing else (issue 37). The reporter's code (src/action/first-comment.ts) is loaded once GitHub
 * has the 👀; the run after the trigger (src/action/agent-run.ts: the delivery, the checkpoint, the verification) and
 * the agent's (the session, the tools, the SDK) once the working comment is out, or at once for a run that posts none.
 */
export async function triggerAndRun(step: Step, settings: Settings, tracking: Promise<ProcessTracker>): Promise<StepOutcome> {
  const token = step.github.ok ? step.github.token : undefined;
  const { appToken, runner } = step;
  const octokit = token ? lazyOctokit(appToken ? () => appToken.current() : token, runner.apiUrl) : undefined;
  let sessionCode: Promise<SessionCode> | undefined;
  const loadSessionCode = (): Promise<SessionCode> =>
    (sessionCode ??= Promise.all([import('../session/create-session.js'), import('../session/run-session.js')]));
  let runCode: Promise<typeof import('./agent-run.js')> | undefined;
  const loadRunCode = (): Promise<typeof import('./agent-run.js')> => (runCode ??= import('./agent-run.js'));
  // The run's code and the agent's, loaded ahead while the trigger waits for GitHub and git, awaited later: a failure
  // to load is reported where it is awaited.
  const loadAhead = (): void => {
    void loadRunCode().catch(() => undefined);
    void loadSessionCode().catch(() => undefined);
  };
  if (!octokit) loadAhead();
  // The 👀 goes out as soon as the actor is let in; the working comment beside it, once the reporter's code is loaded.
  // The pull request's context, its checkout, the configuration and the attribution are read while GitHub answers.
  let firstComment: Promise<FirstComment> | undefined;
  const admitted = (task: Task, strict: boolean): void => {
    if (!octokit) return;
    // Nothing to show on a thread (a scheduled or dispatched task): no first sign to wait for; the reporter starts later.
    if (task.comment === undefined && task.issueNumber === undefined) return loadAhead();
    const reacted = reactToTrigger(octokit, task, core.info);
    // The reporter's code is compiled once GitHub has the 👀 (during its round trip the process waits anyway): compiled
    // before, it would hold the reaction's request back, as would any compile before its connection is open and written.
    firstComment = reacted
      .then(() => import('./first-comment.js'))
      .then(({ startFirstComment }) => {
        const first = startFirstComment(step, settings, octokit, { task, strict, token, reacted });
        // After the first sign: compiling the agent's code would hold its requests back.
        void first.started.finally(loadAhead);
        return first;
      });
  };
  // The log's first group says what the run is: the trigger, the task, the limits and where its changes go.
  const decided = await core
    .group('Trigger', async (): Promise<{ trigger: Trigger; tagMode?: TagModeRun; plan?: DeliveryPlan }> => {
      const found = await decideTrigger(runner, settings, octokit, token, step.runDir, admitted);
      if (found.kind !== 'run') {
        core.info(`${found.kind === 'skip' ? 'Not triggered' : 'Refused'}: ${found.reason}`);
        return { trigger: found };
      }
      // A switched claude-code-action workflow's mention: its tag mode's defaults (edits, its tools, a claude/… branch).
      const tagMode = claudeTagMode(settings, found.task, found.strict);
      const plan = planDelivery(tagMode?.settings ?? settings, found.task, found.strict, tagMode?.push);
      for (const line of describeRun(runner.eventName, found.task, tagMode?.settings ?? settings, plan)) core.info(inertLogText(step.redact(line)));
      return { trigger: found, ...(tagMode ? { tagMode } : {}), plan };
    })
    .catch((error: unknown): Error => (error instanceof Error ? error : new Error(String(error))));
  const base = { patch: '', push: 'none' as const };
  // A comment already started is finalized with the failure (the report step does it), never left "working".
  const first = await firstComment;
  if (decided instanceof Error)
    return { kind: 'result', result: recordedFailure(step, [decided.message]), ...base, ...(first ? { reporter: first.reporter } : {}) };
  const { trigger } = decided;
  if (trigger.kind === 'skip') return { kind: 'no_run', conclusion: 'skipped', reason: trigger.reason };
  if (trigger.kind === 'refused') {
    if (octokit && trigger.answer) await (await import('./first-comment.js')).refuse(step, settings, octokit, token, trigger.task, trigger.reason);
    return { kind: 'no_run', conclusion: 'refused', reason: trigger.reason };
  }
  const { runAdmitted } = await loadRunCode();
  return runAdmitted({ step, settings, octokit, token, decided: { ...decided, trigger }, first, tracking, loadSessionCode });
}
