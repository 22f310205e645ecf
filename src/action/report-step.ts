import { writeFileSync } from 'node:fs';
import * as core from './actions-core.js';
import type { RunOutcome } from '../agent/outcome.js';
import type { GitHubReporter } from '../report/github/github-report.js';
import { APPLY_HOW, emptyDelivery, notPushed, type Delivery } from '../report/delivery.js';
import { plainOf, runFace, type FaceContext, type RunFace } from '../report/headline.js';
import { stepOutputs } from '../report/outputs.js';
import type { PushMode } from '../settings.js';
import { reportSink } from '../report/sink.js';
import { renderSummary } from '../report/summary.js';
import { artifactLinks } from '../report/artifacts.js';
import { uploadStepArtifact } from './artifact-step.js';
import type { Step } from './step.js';

/** What a run that reached the agent (or failed on the way) leaves to report. */
export interface RunResult {
  result: RunOutcome;
  patch: string;
  /** After the agent's own push: what the work tree changed since, against the pushed tree (not pushed, shown apart). */
  afterPush?: string;
  reporter?: GitHubReporter;
  push: PushMode | 'none';
  /** With `push` none: why the changes stay a patch and how to apply them (the workflow's `push: none`, a fork, no token). */
  notPushed?: { why: string; how: string };
  /** The push is the run's default, not the workflow's input: a permission GitHub refuses leaves the patch, not a failure. */
  defaultPush?: boolean;
  /** The workflow set `push` itself: the only grant for a push of workflow code (src/powers/grants.ts). */
  explicitPush?: boolean;
  /** The limits, the repository's web address, the API's last retry: what the headline and the next step name. */
  face?: FaceContext;
  /** The model the session chose (its session_start); undefined when the run stopped before a session started. */
  model?: string;
}

/** What the report delivered: the face every place shows, and what must fail the step. */
export interface Reported {
  face: RunFace;
  delivery: Delivery;
}

/** The patch file, the comment (and push), the step outputs and the job summary, all redacted. */
export async function reportRun(step: Step, outcome: RunResult): Promise<Reported> {
  const { result, patch, reporter } = outcome;
  const { redact } = step;
  const afterPush = outcome.afterPush !== undefined ? redact(outcome.afterPush) : undefined;
  // Each sink on its own: one that fails (no GITHUB_STEP_SUMMARY on older GHES, a full disk) is a warning, never the end of a paid run.
  const sink = reportSink((message) => core.warning(redact(message)));
  // The transcript's result line says what this report says (a run failed after the agent stopped is not a success there).
  await sink('execution_file', () => {
    step.transcript.settleResult(result);
    step.transcript.writeExecutionFile(step.files.executionFile);
  });
  await sink('patch_file', () => writeFileSync(step.files.patchFile, redact(patch)));
  // Before the comment: it links the artifact instead of a path on the runner.
  const artifacts = artifactLinks(await sink('artifact', () => uploadStepArtifact(step)));
  const finished = reporter
    ? await sink('the comment and push', () =>
        reporter.finish({
          result: redactResult(result, redact),
          patch: redact(patch),
          patchFile: step.files.patchFile,
          push: outcome.push,
          ...(afterPush !== undefined ? { afterPush } : {}),
          ...(outcome.notPushed ? { notPushed: outcome.notPushed } : {}),
          ...(outcome.defaultPush ? { defaultPush: true } : {}),
          ...(outcome.explicitPush ? { explicitPush: true } : {}),
          ...(outcome.face ? { face: outcome.face } : {}),
          ...(artifacts ? { artifacts } : {}),
        }),
      )
    : undefined;
  const notes = finished?.notes ?? [];
  const delivery = finished?.delivery ?? withoutGitHub(result, patch, outcome.notPushed);
  if (artifacts) delivery.artifacts = artifacts;
  if (reporter) step.fileCommands.write(() => core.saveState('finalized', 'true'));
  for (const note of notes) core.info(redact(note));
  const face = runFace(result, delivery, outcome.face);
  const pushed = reporter?.pushed;
  await sink('step outputs', () => {
    for (const [name, value] of Object.entries(stepOutputs(result, delivery, step.files, pushed ?? {})))
      step.fileCommands.write(() => core.setOutput(name, redact(value)));
  });
  const summary =
    renderSummary(
      result,
      {
        ...(outcome.model ? { model: outcome.model } : {}),
        patch,
        ...(afterPush !== undefined ? { afterPush } : {}),
        ...(pushed ? { pushedSha: pushed.commitSha } : {}),
        ...(delivery.artifacts ? { artifacts: delivery.artifacts } : {}),
      },
      face,
    ) + (notes.length > 0 ? `\n${notes.map((n) => `- ${n}`).join('\n')}\n` : '');
  await sink('job summary', () => step.fileCommands.writeAsync(() => core.summary.addRaw(redact(summary)).write()));
  return { face, delivery };
}

/** A run with no GitHub client (no token): its changes are a patch in the summary and `patch_file`. */
function withoutGitHub(result: RunOutcome, patch: string, why: RunResult['notPushed']): Delivery {
  const delivery = emptyDelivery();
  if (patch.trim() === '') return delivery;
  delivery.delivered.push(
    result.isError
      ? notPushed('the run stopped before it finished', APPLY_HOW)
      : { kind: 'patch', ...(why ?? notPushed('no GitHub token to push with', APPLY_HOW)) },
  );
  return delivery;
}

/** The run's last log line and the step's failure, in the headline's words. */
export function finalLine(face: RunFace): string {
  return `${plainOf(face.title)}${face.next ? ` — next step: ${plainOf(face.next)}` : ''}`;
}

function redactResult(result: RunOutcome, redact: (text: string) => string): RunOutcome {
  return JSON.parse(redact(JSON.stringify(result))) as RunOutcome;
}
