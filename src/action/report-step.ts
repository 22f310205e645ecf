import { writeFileSync } from 'node:fs';
import * as core from './actions-core.js';
import type { RunOutcome } from '../agent/outcome.js';
import type { GitHubReporter } from '../report/github/github-report.js';
import { stepOutputs } from '../report/outputs.js';
import type { PushMode } from '../settings.js';
import { reportSink } from '../report/sink.js';
import { renderSummary } from '../report/summary.js';
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
  model: string;
}

/** The patch file, the comment (and push), the step outputs and the job summary, all redacted. */
export async function reportRun(step: Step, outcome: RunResult): Promise<void> {
  const { result, patch, reporter } = outcome;
  const { redact } = step;
  const afterPush = outcome.afterPush !== undefined ? redact(outcome.afterPush) : undefined;
  // Each sink on its own: one that fails (no GITHUB_STEP_SUMMARY on older GHES, a full disk) is a warning, never the end of a paid run.
  const sink = reportSink((message) => core.warning(redact(message)));
  await sink('execution_file', () => step.transcript.writeExecutionFile(step.files.executionFile));
  await sink('patch_file', () => writeFileSync(step.files.patchFile, redact(patch)));
  // Before the comment: it links the artifact instead of a path on the runner.
  const artifact = await sink('artifact', () => uploadStepArtifact(step));
  const notes =
    (reporter
      ? await sink('the comment and push', () =>
          reporter.finish(redactResult(result, redact), redact(patch), step.files.patchFile, outcome.push, afterPush, artifact),
        )
      : undefined) ?? [];
  if (reporter) step.fileCommands.write(() => core.saveState('finalized', 'true'));
  for (const note of notes) core.info(redact(note));
  await sink('step outputs', () => {
    for (const [name, value] of Object.entries(stepOutputs(result, step.files, { branch: reporter?.pushedBranch, commitSha: reporter?.pushedCommit })))
      step.fileCommands.write(() => core.setOutput(name, redact(value)));
  });
  const summary =
    renderSummary(result, {
      model: outcome.model,
      patch,
      ...(afterPush !== undefined ? { afterPush } : {}),
      ...(reporter?.pushedCommit ? { pushedSha: reporter.pushedCommit } : {}),
      ...(artifact ? { artifact } : {}),
    }) + (notes.length > 0 ? `\n${notes.map((n) => `- ${n}`).join('\n')}\n` : '');
  await sink('job summary', () => step.fileCommands.writeAsync(() => core.summary.addRaw(redact(summary)).write()));
}

function redactResult(result: RunOutcome, redact: (text: string) => string): RunOutcome {
  return JSON.parse(redact(JSON.stringify(result))) as RunOutcome;
}
