/** The result's subtypes, as Claude Code's SDK names them. */
export type ResultSubtype =
  | 'success'
  | 'error_max_turns'
  | 'error_max_budget_usd'
  | 'error_during_execution'
  | 'error_max_structured_output_retries';

/** The SDK's `TerminalReason` union, verbatim (test/agent/sdk-types.test.ts holds it to the package's). */
export type TerminalReason =
  | 'blocking_limit'
  | 'rapid_refill_breaker'
  | 'prompt_too_long'
  | 'image_error'
  | 'model_error'
  | 'api_error'
  | 'malformed_tool_use_exhausted'
  | 'aborted_streaming'
  | 'aborted_tools'
  | 'stop_hook_prevented'
  | 'hook_stopped'
  | 'tool_deferred'
  | 'max_turns'
  | 'background_requested'
  | 'completed'
  | 'budget_exhausted'
  | 'structured_output_retry_exhausted'
  | 'tool_deferred_unavailable'
  | 'turn_setup_failed';

/**
 * Why a run stopped, set where it happens and carried as a value, never recovered from an error's
 * text. The result's `terminal_reason` is derived from it (the SDK's union); `stop_cause` keeps it whole.
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

/**
 * The SDK's `terminal_reason` for a stop. A timeout or a cancellation is an abort, named by where it
 * caught the loop: in a model call (`aborted_streaming`) or around tools (`aborted_tools`).
 */
export function terminalReasonOf(cause: StopCause, where: 'streaming' | 'tools'): TerminalReason {
  switch (cause) {
    case 'completed':
      return 'completed';
    case 'max_turns':
      return 'max_turns';
    case 'budget':
      return 'budget_exhausted';
    case 'timeout':
    case 'cancelled':
      return where === 'streaming' ? 'aborted_streaming' : 'aborted_tools';
    case 'hook_stopped':
      return 'hook_stopped';
    case 'api_error':
      return 'api_error';
    case 'structured_output':
      return 'structured_output_retry_exhausted';
    case 'refusal':
      return 'model_error';
    case 'context_window':
      return 'prompt_too_long';
    case 'error':
      return 'turn_setup_failed';
    default: {
      const unknown: never = cause;
      throw new Error(`unknown stop cause ${String(unknown)}`);
    }
  }
}

/** The result subtype of a stop: a hook's stop and an API outage end `success` as Claude Code reports them (the latter with is_error). */
export function subtypeOf(cause: StopCause): ResultSubtype {
  switch (cause) {
    case 'completed':
    case 'hook_stopped':
    case 'api_error':
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
