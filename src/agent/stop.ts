/** The result's subtypes, as Claude Code's SDK names them. */
export type ResultSubtype = 'success' | 'error_max_turns' | 'error_max_budget_usd' | 'error_during_execution' | 'error_max_structured_output_retries';

/**
 * Why a run stopped, set where it happens and carried as a value, never recovered from an error's
 * text. The transcript's `terminal_reason` is derived from it in src/report/; `stop_cause` keeps it whole.
 */
export type StopCause =
  | 'completed'
  | 'max_turns'
  | 'budget'
  | 'timeout'
  | 'cancelled'
  | 'hook_stopped'
  | 'api_error'
  | 'structured_output'
  /** The runner's own check (src/verify/) still failed after the rounds the agent was given. */
  | 'check_failed'
  /** A call waits for a person's answer (AskUserQuestion, an `ask` rule, a hook's ask/defer): the session is saved, the run ends. */
  | 'needs_input'
  | 'refusal'
  | 'context_window'
  | 'error';

/** A stop requested from outside the loop: the reason given to AbortController.abort. */
export class StopRequest extends Error {
  constructor(
    readonly kind: 'timeout' | 'cancelled' | 'hook_stopped',
    message: string,
  ) {
    super(message);
    this.name = 'StopRequest';
  }
}

/** What an aborted signal says about why; an abort without a StopRequest (a bare abort()) is a cancellation. */
export function stopRequestOf(signal: AbortSignal): StopRequest {
  const reason: unknown = signal.reason;
  if (reason instanceof StopRequest) return reason;
  return new StopRequest('cancelled', reason instanceof Error ? reason.message : 'Cancelled');
}

/** What the loop was doing when a stop caught it: waiting on a model call, or around tools. */
export type StopPhase = 'model_call' | 'tools';

/**
 * The result subtype of a stop: a hook's stop ends `success` as Claude Code reports it. An API outage
 * ends `error_during_execution` (with terminal_reason `api_error` and its status): a run that never
 * reached the model did not succeed, whatever else reports it so.
 */
export function subtypeOf(cause: StopCause): ResultSubtype {
  switch (cause) {
    case 'completed':
    case 'hook_stopped':
    case 'needs_input':
      return 'success';
    case 'max_turns':
      return 'error_max_turns';
    case 'budget':
      return 'error_max_budget_usd';
    case 'structured_output':
      return 'error_max_structured_output_retries';
    default:
      return 'error_during_execution';
  }
}
