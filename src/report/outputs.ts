import type { RunOutcome } from '../agent/outcome.js';

export type Conclusion = 'success' | 'failure' | 'success_with_denials' | 'skipped' | 'refused';

/** A denied run must not read as a clean green. */
export function conclusionOf(result: RunOutcome): Conclusion {
  if (result.isError) return 'failure';
  return result.denials.length > 0 ? 'success_with_denials' : 'success';
}

/** The step outputs, every one set on every path. */
export function stepOutputs(
  result: RunOutcome,
  files: { executionFile: string; transcriptFile: string; patchFile: string },
  pushed: { branch?: string; commitSha?: string } = {},
): Record<string, string> {
  return {
    conclusion: conclusionOf(result),
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
    resumed_from: result.resumedFrom ? (result.resumedFrom.runUrl ?? result.resumedFrom.runId) : '',
  };
}

/** The outputs of an event that did not start a run (no trigger phrase, an actor refused): no model call, no cost. */
export function noRunOutputs(conclusion: 'skipped' | 'refused', reason: string): Record<string, string> {
  return {
    conclusion,
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
  };
}
