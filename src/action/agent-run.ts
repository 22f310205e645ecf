import * as core from './actions-core.js';
import type { RunEvent } from '../agent/events.js';
import type { GitHubClient } from '../github/retry.js';
import type { ProcessTracker } from '../process/tracker.js';
import { GitHubReporter } from '../report/github/github-report.js';
import { capturePatch, patchAfterPush } from '../report/patch.js';
import { excludedAtStart } from '../report/github/push-files.js';
import { AlteredObjectError } from '../git/verified-objects.js';
import { withBaseInputFiles } from './base-input-files.js';
import { startComment, threadComment } from './comment-start.js';
import { runInfo, type FirstComment } from './first-comment.js';
import { ACTIONS_BOT_LOGIN } from '../report/github/comment.js';
import type { TagModeRun } from './claude-tag-mode.js';
import { loadAttribution } from '../config/attribution.js';
import { planDelivery, type DeliveryPlan } from './delivery-plan.js';
import { APPLY_HOW } from '../report/delivery.js';
import type { FaceContext } from '../report/headline.js';
import type { LastRetry } from '../report/next-step.js';
import type { PushMode, Settings } from '../settings.js';
import type { Trigger } from '../trigger/resolve.js';
import type { RunOutcome } from '../agent/outcome.js';
import { appLogin, recordedFailure, type Step } from './step.js';
import { LOCAL_AGENT_MEMORY_DIR } from '../agent/agent-memory.js';
import { workloadIdentity } from './workload-identity.js';
import { openRunTelemetry } from './telemetry-step.js';
import type { RunTelemetry } from '../telemetry/index.js';
import { runPowersFor } from '../powers/grants.js';
import { rerunIfFlaky, verifierFor } from './verify-step.js';
import { checkpointFor, saveIfWaiting } from './resume-step.js';
import type { RunResult } from './report-step.js';

/**
 * The run once the trigger let it in: the reporter, the delivery's plan, the checkpoint, the verification, the
 * session and what it changed. A chunk of its own (src/action/agent-step.ts loads it): none of it is compiled before
 * the first sign on the pull request, the 👀 (issue 37).
 */

/** How the trigger and agent phases ended: no run at all, or a result to report. */
export type StepOutcome = { kind: 'no_run'; conclusion: 'skipped' | 'refused'; reason: string } | ({ kind: 'result'; telemetry?: RunTelemetry } & RunResult);

/** The agent's code (the session, the tools, the SDK), loaded apart from the trigger's and the report's (issue 37). */
export type SessionCode = [typeof import('../session/create-session.js'), typeof import('../session/run-session.js')];

export interface AdmittedRun {
  step: Step;
  settings: Settings;
  octokit: GitHubClient | undefined;
  token: string | undefined;
  decided: { trigger: Extract<Trigger, { kind: 'run' }>; tagMode?: TagModeRun; plan?: DeliveryPlan };
  first: FirstComment | undefined;
  tracking: Promise<ProcessTracker>;
  loadSessionCode: () => Promise<SessionCode>;
}

/** Runs the agent on the trigger's task with the comment following it; every path ends in a result to report. */
export async function runAdmitted(run: AdmittedRun): Promise<StepOutcome> {
  const { step, octokit, token, decided, tracking, loadSessionCode } = run;
  let { settings } = run;
  const { runner } = step;
  const { trigger } = decided;
  const base = { patch: '', push: 'none' as const };
  let reporter = run.first?.reporter;
  let commentStarted = run.first?.started ?? Promise.resolve();
  // A comment already started is finalized with the failure (the report step does it), never left "working".
  const started = (): { reporter?: GitHubReporter } => (reporter ? { reporter } : {});
  for (const warning of trigger.warnings) core.warning(step.redact(warning));
  const { tagMode } = decided;
  if (tagMode) {
    settings = tagMode.settings;
    core.info(step.redact(tagMode.info));
    for (const warning of tagMode.warnings) core.warning(step.redact(warning));
  }
  const plan = decided.plan ?? planDelivery(settings, trigger.task, trigger.strict);
  const push = plan.push;
  const unpushable = pushProblem(push, plan.explicit, token, trigger.task.pr);
  // Whether a question may end this run, and what a reply resumes (src/action/resume-step.ts): before the session.
  const checkpointPlan = await checkpointFor({ step, settings, task: trigger.task, octokit, token, appLogin: appLogin(step) }, core.warning);
  settings = checkpointPlan.settings;
  if (octokit) {
    const attribution = await loadAttribution(settings.workingDirectory, settings.settingsInput);
    const reported = runInfo(runner, settings, trigger.restoredPaths, token, appLogin(step));
    // What the runner itself left out of the work tree's changes (restored configuration): never reported as the run's.
    const before = trigger.startCommit ? await excludedAtStart(settings.workingDirectory, reported.exclude, trigger.startCommit) : undefined;
    const info = {
      ...reported,
      ...(before ? { excludedAtStart: before } : {}),
      ...threadComment(settings, tagMode),
      notes: [...trigger.notes, ...checkpointPlan.notes],
      ...(trigger.startCommit ? { baseCommit: trigger.startCommit } : {}),
      ...(attribution ? { attribution } : {}),
    };
    if (reporter) reporter.settle(trigger.task, info);
    else {
      reporter = new GitHubReporter(octokit, trigger.task, info, core.info);
      commentStarted = startComment(step, reporter);
    }
  }
  if (unpushable?.fatal) return { kind: 'result', result: recordedFailure(step, [unpushable.message]), ...base, ...started() };
  if (unpushable) core.warning(unpushable.message);
  // Where the work is, for the post step: it captures the patch when this step dies before writing it (src/action/post-artifact.ts).
  if (trigger.startCommit) {
    const work = { cwd: settings.workingDirectory, baseCommit: trigger.startCommit, exclude: runInfo(runner, settings, trigger.restoredPaths).exclude };
    step.fileCommands.write(() => core.saveState('work', JSON.stringify(work)));
  }
  const notPushed = unpushable ? { why: 'no GitHub token to push with', how: APPLY_HOW } : plan.notPushed;
  const retries: { last?: LastRetry } = {};
  const face = (): FaceContext => ({
    ...(runner.repository ? { web: `${runner.serverUrl}/${runner.repository}` } : {}),
    limits: { maxTurns: settings.maxTurns, maxBudgetUsd: settings.maxBudgetUsd, timeoutMs: settings.timeoutMs },
    ...(retries.last ? { lastRetry: retries.last } : {}),
  });
  let telemetry: RunTelemetry | undefined;
  // The model the session chose (the input, the settings, the settings' agent): what the summary names, not the input.
  let sessionModel: string | undefined;
  const modelPart = (): { model?: string } => (sessionModel ? { model: sessionModel } : {});
  const sink = (event: RunEvent): void => {
    if (event.kind === 'session_start') sessionModel = event.session.model;
    if (event.kind === 'api_retry')
      retries.last = {
        ...(event.retry.status !== undefined ? { status: event.retry.status } : {}),
        delayMs: event.retry.delayMs,
        // The attempt that failed is retried: a run that gave up made one more.
        attempts: event.retry.attempt + 1,
      };
    step.transcript.record(event);
    step.log(event);
    reporter?.onEvent(event);
    telemetry?.sink(event);
  };
  const fromBase = withBaseInputFiles(settings, trigger.task.pr !== undefined);
  if (!fromBase.ok) return { kind: 'result', result: recordedFailure(step, fromBase.errors), ...base, ...started() };
  const effective = trigger.strict ? strictEnvironment(fromBase.settings) : fromBase.settings;
  // Every process the agent starts (tools, hooks, MCP servers, the sandbox's) is tracked from birth. The runner's own git
  // processes before this point are awaited to their end; they need not wait for the kernel's cgroup move.
  const tracker = await tracking;
  if (tracker.note) core.info(`Process tracking: ${tracker.note}`);
  // The checkout's credentials leave the git configuration before the agent's first process (a hook, an MCP server, a
  // tool) or once the first model request is on its way, whichever is first: its git processes are not the request's.
  const beforeFirstProcess = (): Promise<void> => step.checkoutCredentials.take(settings.workingDirectory, token, step.fileCommands, step.addSecrets);
  // The GitHub operations the agent may ask for run here, with the runner's client: no tool process ever holds the token.
  // Their code (issue, pull-request, review, CI and the official server's tools, the gh bridge) is a chunk of its own,
  // loaded only for a run that has a GitHub client (issue 29).
  // What the workflow grants this run beyond the tool sandbox: its push, its thread, its default branch (src/powers).
  // A comment command's default push is the runner's, at the end of the run, of the checked work: it grants the agent's own
  // `git push` (the push bridge) nothing. The workflow's `push` input and claude-code-action's tag mode grant it, as before.
  const agentPush = unpushable || (plan.soft && !tagMode) ? 'none' : push;
  const powers = runPowersFor(trigger.task, agentPush, plan.explicit);
  const loadGitHub = async (client: GitHubClient) => {
    const { agentGitHub } = await import('../github-tools/index.js');
    return agentGitHub({
      powers,
      octokit: client,
      task: trigger.task,
      runDir: step.runDir,
      fallbackLogin: appLogin(step) ?? ACTIONS_BOT_LOGIN,
      serverUrl: runner.serverUrl,
      ...(reporter ? { comment: reporter } : {}),
      // The agent's own `git push` (the push bridge): from the checkout, its changes since the run's start, never the runner's folders.
      ...(trigger.startCommit && !trigger.strict
        ? {
            pushSource: {
              cwd: settings.workingDirectory,
              startCommit: trigger.startCommit,
              exclude: runInfo(runner, settings, trigger.restoredPaths).exclude,
              runId: runner.runId ?? 'local',
            },
          }
        : {}),
    });
  };
  const github = octokit ? await loadGitHub(octokit) : undefined;
  // The repository's own check, run by the runner before and after the agent (src/verify/).
  const verify = await verifierFor(effective, trigger.task, runner, (text, level) => sink({ kind: 'log', level, text })).catch((error: unknown) => {
    core.warning(`verify: the check could not be planned, none runs: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  const federation = workloadIdentity(effective, step.addSecrets);
  const federationPart = federation ? { federation } : {};
  telemetry = openRunTelemetry(step, trigger.task, trigger.message);
  // The result carries what the agent changed outside the patch (the root audits the workspace around the session).
  const ran = await core
    .group('Agent run', async () => {
      const [{ createSession }, { runSession }] = await loadSessionCode();
      return runSession(
        await createSession(effective, {
          prompt: trigger.message,
          request: trigger.task.request,
          runDir: step.runDir,
          transcriptPath: step.files.transcriptFile,
          env: step.env,
          ...(trigger.task.pr ? { configCommit: trigger.task.pr.baseSha } : {}),
          emit: sink,
          cancel: step.cancel,
          beforeFirstProcess,
          ...(github ? { github } : {}),
          ...federationPart,
          ...(verify ? { verify } : {}),
          ...(checkpointPlan.checkpoint ? { checkpoint: checkpointPlan.checkpoint } : {}),
        }),
      );
    })
    .catch((error: unknown) => recordedFailure(step, [`Internal error: ${error instanceof Error ? error.message : String(error)}`]));
  await commentStarted;
  const rerun = await rerunIfFlaky(ran.verification, settings, trigger.task, octokit);
  if (rerun) {
    core.info(step.redact(rerun));
    reporter?.addNotes([rerun]);
  }
  const placements = await github
    ?.finish(ran.findings)
    .catch((error: unknown) => void core.warning(`Could not post the review: ${error instanceof Error ? error.message : String(error)}`));
  // What reached GitHub, finding by finding: the report says it, not the model.
  const result: RunOutcome = ran.findings ? { ...ran, findings: { ...ran.findings, ...(placements ? { placements } : {}) } } : ran;
  const captured = await capturePatch(settings.workingDirectory, [...trigger.restoredPaths, '.agent-runner', LOCAL_AGENT_MEMORY_DIR], trigger.startCommit).then(
    (patch) => ({ patch }),
    (error: unknown) => {
      // An altered object store means no faithful patch exists; anything else (no repository, no git) means none was taken.
      if (error instanceof AlteredObjectError) return { failure: error.message };
      core.warning(`Could not capture the patch: ${error instanceof Error ? error.message : String(error)}`);
      return { patch: '' };
    },
  );
  const pushedByAgent = github?.bridgedPush();
  const bridged = bridgedPushReport(pushedByAgent, reporter);
  if ('failure' in captured) {
    // A run whose changes cannot be shown faithfully is not a success: nothing is pushed, and the comment says why.
    const why = `The run's changes could not be shown or pushed: ${captured.failure}`;
    core.error(why);
    const failed: RunOutcome = { ...result, cause: 'error', subtype: 'error_during_execution', isError: true, errors: [...result.errors, why] };
    return {
      kind: 'result',
      result: failed,
      patch: '',
      push: 'none',
      face: face(),
      ...modelPart(),
      ...(reporter ? { reporter } : {}),
      ...(telemetry ? { telemetry } : {}),
    };
  }
  const patch = captured.patch;
  const waiting = await saveIfWaiting({ plan: checkpointPlan, result, patch, step, task: trigger.task, startCommit: trigger.startCommit, reporter });
  // What was pushed is what the report shows (the pushed tree against the run's start); what the work tree changed
  // after the push is shown beside it, never instead of it.
  const afterPush =
    pushedByAgent && trigger.startCommit
      ? await patchAfterPush(
          settings.workingDirectory,
          runInfo(runner, settings, trigger.restoredPaths).exclude,
          trigger.startCommit,
          pushedByAgent.files,
        ).catch((error: unknown) => `(the work tree after the push could not be compared: ${error instanceof Error ? error.message : String(error)})`)
      : '';
  return {
    kind: 'result',
    result,
    patch: pushedByAgent ? pushedByAgent.patch : patch,
    ...(afterPush.trim() !== '' ? { afterPush } : {}),
    push: unpushable || bridged || waiting ? 'none' : push,
    ...(notPushed ? { notPushed } : {}),
    ...(plan.soft ? { defaultPush: true } : {}),
    ...(plan.explicit ? { explicitPush: true } : {}),
    face: face(),
    ...modelPart(),
    ...(reporter ? { reporter } : {}),
    ...(telemetry ? { telemetry } : {}),
  };
}

/**
 * After the agent pushed a branch itself (`git push`, the push bridge), the run does not push again: that branch is the
 * run's branch_name and the comment names it; changes made after the last bridged push stay in the patch (patch_file).
 */
function bridgedPushReport(pushed: { branch: string; commitSha: string } | undefined, reporter: GitHubReporter | undefined): boolean {
  if (pushed === undefined) return false;
  reporter?.addDelivery({
    kind: 'pushed',
    branch: pushed.branch,
    commitSha: pushed.commitSha,
    by: 'agent',
    why: "pushed by the agent's own `git push`; the run pushed nothing else",
  });
  return true;
}

/**
 * A push that cannot happen is said before any model call: asked for explicitly, the run stops
 * there; the automation default (pull_request) goes on with the patch only, with a warning.
 */
function pushProblem(
  push: PushMode | 'none',
  explicit: boolean,
  token: string | undefined,
  pr: { isFork: boolean } | undefined,
): { message: string; fatal: boolean } | undefined {
  if (push === 'none') return undefined;
  if (!token) {
    const message = `push: ${push} needs a GitHub token and there is none: github_token is not set and workflow_token (default \${{ github.token }}) is empty; give github_token a token, or app_id and app_private_key`;
    return explicit ? { message, fatal: true } : { message: `${message}. The changes stay in the patch (patch_file), nothing is pushed.`, fatal: false };
  }
  if (push === 'pr_branch' && pr?.isFork) {
    return { message: 'push: pr_branch cannot push onto a pull request from a fork; use push: none (the patch) or branch', fatal: true };
  }
  return undefined;
}

/** A user without write access let in by `allowed_non_write_users`: read-only tools, nothing passed through. */
function strictEnvironment(settings: Settings): Settings {
  core.warning('The actor has no write access and was let in by allowed_non_write_users: running with read-only tools only.');
  return { ...settings, permissionMode: 'plan', allowedTools: [], readOnlyBash: false, passEnv: [] };
}
