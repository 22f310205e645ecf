import type { RunOutcome } from '../agent/outcome.js';
import { conclusionOf, deliveryOutput, outcomeOf, type Delivery } from './delivery.js';

/** The step outputs, every one set on every path. */
export function stepOutputs(
  result: RunOutcome,
  delivery: Delivery,
  files: { executionFile: string; transcriptFile: string; patchFile: string },
  pushed: { branch?: string; commitSha?: string } = {},
): Record<string, string> {
  return {
    // claude-code-action's values (its workflows read `success`/`failure`): success only when the agent succeeded and
    // every delivery asked for reached GitHub. `outcome` and `delivery` carry the detail.
    conclusion: conclusionOf(result, delivery),
    outcome: outcomeOf(result, delivery),
    delivery: deliveryOutput(result, delivery),
    subtype: result.subtype,
    is_error: String(result.isError),
    total_cost_usd: result.costUsd.toFixed(6),
    num_turns: String(result.turns),
    duration_ms: String(result.durationMs),
    session_id: result.sessionId,
    result: result.result ?? '',
    execution_file: files.executionFile,
    transcript_file: files.transcriptFile,
    patch_file: files.patchFile,
    // claude-code-action's outputs: the branch the run pushed to, the JSON answer under a json_schema.
    branch_name: pushed.branch ?? '',
    structured_output: result.structured === undefined ? '' : JSON.stringify(result.structured),
    // The checks the runner ran (src/verify/), beside the commit it pushed: what a later step gates on.
    verification: result.verification ? JSON.stringify({ ...result.verification, ...(pushed.commitSha ? { pushed_sha: pushed.commitSha } : {}) }) : '',
    // Why the run stopped (`needs_input`: it waits for a person's answer), and the run a resumed one continues.
    stop_cause: result.cause,
    // What the agent reported with ReportFindings (the last list) and where each finding went on GitHub.
    findings: result.findings ? JSON.stringify(result.findings) : '',
    resumed_from: result.resumedFrom ? (result.resumedFrom.runUrl ?? result.resumedFrom.runId) : '',
  };
}

/** The outputs of an event that did not start a run (no trigger phrase, an actor refused): no model call, no cost. */
export function noRunOutputs(outcome: 'skipped' | 'refused', reason: string): Record<string, string> {
  return {
    conclusion: 'skipped',
    outcome,
    delivery: JSON.stringify({ outcome, failed: [], denied_tool_calls: 0 }),
    subtype: '',
    is_error: 'false',
    total_cost_usd: '0',
    num_turns: '0',
    duration_ms: '0',
    session_id: '',
    result: reason,
    execution_file: '',
    transcript_file: '',
    patch_file: '',
    branch_name: '',
    structured_output: '',
    verification: '',
    findings: '',
  };
}
