import * as core from './actions-core.js';
import { readTelemetryConfig } from '../telemetry/config.js';
import { startTelemetry, type RunTelemetry } from '../telemetry/index.js';
import type { Task } from '../trigger/types.js';
import type { Step } from './step.js';

/**
 * Claude Code's telemetry for this run, when the workflow's environment asks for it (CLAUDE_CODE_ENABLE_TELEMETRY and
 * the OTEL_* variables, docs/telemetry.md); else nothing, and nothing of the OpenTelemetry SDK is loaded.
 */
export function openRunTelemetry(step: Step, task: Task, prompt: string): RunTelemetry | undefined {
  const { config, warnings } = readTelemetryConfig(step.env);
  for (const warning of warnings) core.warning(step.redact(`Telemetry: ${warning}`));
  if (!config) return undefined;
  // A collector's token (OTEL_EXPORTER_OTLP_HEADERS) is a secret like any other: masked, and redacted from every text.
  if (config.secrets.length > 0) step.addSecrets(config.secrets);
  const { runner } = step;
  return startTelemetry({
    config,
    run: {
      task,
      serverUrl: runner.serverUrl,
      ...(runner.repository ? { repository: runner.repository } : {}),
      ...(runner.workflow ? { workflow: runner.workflow } : {}),
      ...(runner.job ? { job: runner.job } : {}),
      ...(runner.runId ? { runId: runner.runId } : {}),
      ...(runner.runAttempt ? { runAttempt: runner.runAttempt } : {}),
      ...(runner.actor ? { actor: runner.actor } : {}),
    },
    prompt: step.redact(prompt),
    redact: step.redact,
    warn: (message) => core.warning(message),
  });
}

/** The end of the run's telemetry: a few seconds at most, less once the job is being cancelled (the runner kills soon after). */
export async function closeRunTelemetry(step: Step, telemetry: RunTelemetry | undefined): Promise<void> {
  await telemetry?.close(step.cancel.aborted ? 2_000 : 5_000);
}
