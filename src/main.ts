import * as core from './action/actions-core.js';
import { exposeCloudCredentialChain } from './action/cloud-credentials.js';
import { endStep } from './action/end-of-step.js';
import type { Reported } from './action/report-step.js';
import { readRunnerContext } from './action/runner-context.js';
import { recordedFailure, revokeAppToken, startStep, type Step } from './action/step.js';
import { triggerAndRun } from './action/agent-step.js';
import type { StepOutcome } from './action/agent-run.js';
import { closeRunTelemetry } from './action/telemetry-step.js';
import { PROCESS_MARK } from './process/group.js';
import { startProcessTracking } from './process/tracker.js';
import { noRunOutputs } from './report/outputs.js';
import { inputReader, sealEnvironment, sealedEnvironment } from './sealed-env.js';
import { parseSettings } from './settings.js';

/**
 * The action's logic (actions/typescript-action layout): src/index.ts seals the environment and
 * calls this; a host that imports the action (@github/local-action, which stands in its own `@actions/core`)
 * calls it directly, and nothing here re-executes or exits the host's process.
 */
export async function run(): Promise<void> {
  const started: { step?: Step } = {};
  try {
    await main(started);
  } catch (error) {
    core.setFailed(`Agent Runner crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    const { step } = started;
    if (!step) return;
    await step.checkoutCredentials.restore(step.runner.workspace, undefined).catch(() => undefined);
    try {
      step.transcript.writeExecutionFile(step.files.executionFile);
    } catch (writeError) {
      core.warning(`Could not write execution_file: ${writeError instanceof Error ? writeError.message : String(writeError)}`);
    }
  }
}

/** settings → trigger → run → report. Every path that starts a run ends in a reported result. */
async function main(started: { step?: Step }): Promise<void> {
  // src/index.ts sealed (overwriting the start-up environment); a host that imported run() is never rewritten or re-executed.
  const sealed = sealedEnvironment() ?? sealEnvironment({ reexec: false });
  if (sealed.note) core.warning(`Environment sealing: ${sealed.note}`);
  // src/index.ts started it already; the agent's first process waits for it (triggerAndRun).
  const tracking = startProcessTracking({ mark: PROCESS_MARK });
  const cancel = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => cancel.abort());
  const runner = readRunnerContext(process.env, process.cwd());
  // Sealed inputs; a host that stubs @actions/core (@github/local-action) answers the rest itself.
  const sealedInput = inputReader(sealed);
  const read = (name: string): string => evaluatedInput(name, sealedInput(name) || core.getInput(name));
  const env: NodeJS.ProcessEnv = { ...process.env, ...sealed.secrets };
  const parsed = parseSettings(read, env);
  if (parsed.ok) exposeCloudCredentialChain(parsed.settings, sealed);
  const step = await startStep({ parsed, cancel: cancel.signal, sealed, env, runner });
  started.step = step;
  let outcome: StepOutcome;
  if (!parsed.ok || !step.github.ok) {
    const errors = parsed.ok ? (step.github.ok ? [] : [step.github.error]) : parsed.errors;
    outcome = { kind: 'result', result: recordedFailure(step, errors), patch: '', push: 'none' };
  } else {
    outcome = await triggerAndRun(step, parsed.settings, tracking);
  }
  if (outcome.kind === 'no_run') {
    for (const [name, value] of Object.entries(noRunOutputs(outcome.conclusion, outcome.reason)))
      step.fileCommands.write(() => core.setOutput(name, step.redact(value)));
  }
  let reported: Reported | undefined;
  // The report's code (the comment's and the summary's rendering, the push) is loaded when there is a result to report:
  // not before the first sign on the pull request (issue 37).
  const reportCode = outcome.kind === 'result' ? await import('./action/report-step.js') : undefined;
  if (outcome.kind === 'result' && reportCode) {
    const result = outcome;
    const { reportRun } = reportCode;
    try {
      reported = await core.group('Report', () => reportRun(step, result));
    } finally {
      await closeRunTelemetry(step, outcome.telemetry);
    }
  }
  await revokeAppToken(step);
  const failures = await endStep(step, await tracking);
  // claude-code-action's output, written once no process of the run is left to read it. A token this run minted (an
  // App's, the Claude App's) is revoked by now, as claude-code-action revokes its own: a dead credential helps no later
  // step, so only the workflow's own token is given back.
  if (step.github.ok && step.github.token && !step.github.minted) {
    const token = step.github.token;
    step.fileCommands.write(() => core.setOutput('github_token', token));
  }
  if (outcome.kind === 'result' && reported && reportCode) {
    const { result } = outcome;
    const { finalLine } = reportCode;
    const line = finalLine(reported.face);
    const figures = `${result.turns} turns, $${result.costUsd.toFixed(4)}, subtype ${result.subtype}`;
    // The step fails when the agent did not succeed or a delivery it was asked for did not reach GitHub: one line says which.
    if (reported.face.conclusion === 'failure') failures.unshift(`${line} (${figures})${result.errors.length > 0 ? `: ${result.errors.join('; ')}` : ''}`);
    else core.info(`Agent run ended: ${line} (${figures})`);
  }
  if (failures.length > 0) core.setFailed(step.redact(failures.join('\n')));
}

/**
 * An input as the runner hands it over. A host that does not evaluate action.yml defaults
 * (@github/local-action, some emulators) passes `${{ github.token }}` through as text: that is no
 * value, and using it as a token would only fail later and less clearly.
 */
function evaluatedInput(name: string, value: string): string {
  if (!/^\$\{\{[\s\S]*\}\}$/.test(value.trim())) return value;
  core.warning(
    `input ${name} is the unevaluated expression ${value.trim()} (this host does not evaluate action.yml defaults; GitHub's runner does): treated as empty`,
  );
  return '';
}
