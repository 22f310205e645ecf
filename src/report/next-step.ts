import type { RunOutcome } from '../agent/outcome.js';
import { permissionFix, stopCauseOf, type Delivery, type Segment } from './delivery.js';

/** The limits the run had: the value a stop reached is named beside the input to raise. */
export interface RunLimits {
  maxTurns: number;
  maxBudgetUsd: number;
  timeoutMs: number;
}

/** The model API's last retry before the run gave up (status, and the wait the provider asked for). */
export interface LastRetry {
  status?: number;
  delayMs: number;
  attempts: number;
}

/**
 * What a person does next, in one line, for a run that did not deliver: the input to raise with the value the run
 * reached, a re-run for an outage (with the provider's retry-after), the permission to add. Undefined when nothing is
 * to be done (a delivered run). Plain text with `code` spans: the comment, the summary and the log say it alike.
 */
export function nextStep(result: RunOutcome, delivery: Delivery, limits?: RunLimits, lastRetry?: LastRetry): Segment[] | undefined {
  const said = runnerStep(result, delivery, limits, lastRetry);
  if (said !== undefined) return [said];
  // The rule comes from the denied call (the model's command): a code span made inert where it is shown, never raw.
  const firstDenial = result.isError || delivery.failed.length > 0 ? undefined : result.denials.find((d) => d.suggestedRule);
  if (firstDenial?.suggestedRule) return ['to let the agent do what was denied, add ', { text: firstDenial.suggestedRule, code: true }, ' to `allowed_tools`'];
  return undefined;
}

/** The next step in the runner's own words (no text from the model or the event in it). */
function runnerStep(result: RunOutcome, delivery: Delivery, limits?: RunLimits, lastRetry?: LastRetry): string | undefined {
  const usd = (n: number): string => `$${n.toFixed(2)}`;
  if (result.cause === 'needs_input') return 'answer the question below in a reply on this thread, with the trigger phrase: that run continues this session';
  switch (result.isError ? stopCauseOf(result) : 'completed') {
    case 'max_turns':
      return `raise \`max_turns\` (this run used all ${limits?.maxTurns ?? result.turns} turns), e.g. \`max_turns: ${2 * (limits?.maxTurns ?? result.turns)}\`, or give a narrower task`;
    case 'budget':
      return `raise \`max_budget_usd\` (this run spent ${usd(result.costUsd)}${limits ? ` of its ${usd(limits.maxBudgetUsd)}` : ''}), e.g. \`max_budget_usd: ${limits ? 2 * limits.maxBudgetUsd : Math.ceil(2 * result.costUsd)}\``;
    case 'timeout': {
      const minutes = limits ? limits.timeoutMs / 60_000 : Math.ceil(result.durationMs / 60_000);
      return `raise \`timeout_minutes\` (this run stopped at its ${minutes} minutes), e.g. \`timeout_minutes: ${2 * minutes}\`; the job's own \`timeout-minutes\` must be larger`;
    }
    case 'api_error': {
      const status = result.apiErrorStatus ?? lastRetry?.status;
      const wait = lastRetry && lastRetry.delayMs > 0 ? `; the provider last asked to wait ${Math.ceil(lastRetry.delayMs / 1000)} s (retry-after)` : '';
      const tries = lastRetry ? ` after ${lastRetry.attempts} attempt${lastRetry.attempts === 1 ? '' : 's'}` : '';
      if (status === 401 || status === 403)
        return `check the API key or credentials (the model API answered ${status}${tries}): a re-run will fail the same way`;
      return `re-run the job once the model API is back (it answered ${status === null || status === undefined ? 'with no response' : status}${tries}${wait}): "Re-run failed jobs" on the run's page`;
    }
    case 'cancelled':
      return 're-run the job ("Re-run jobs" on the run\'s page): it was cancelled before it finished (by a person, a newer run of a `concurrency:` group, or the runner)';
    case 'check_failed':
      return "the repository's check still fails after the agent's changes (the evidence is below): nothing was pushed; fix it by hand or re-run with a narrower task";
    case 'structured_output':
      return 'the final answer never matched `json_schema`: check the schema, or say in the prompt what the answer must hold';
    case 'completed':
      break;
    default:
      return 're-run the job; if it fails the same way, the transcript (`transcript_file`) says where';
  }
  const failure = delivery.failed[0];
  if (failure) return failure.next ?? permissionFix(failure.what, failure.error) ?? 're-run the job; the changes are in the patch below meanwhile';
  return undefined;
}
