import type { RunOutcome } from '../../src/agent/outcome.js';

/** A run that completed successfully in 4 turns for $0.50, no denials; `over` sets what a test is about. */
export function runOutcome(over: Partial<RunOutcome> = {}): RunOutcome {
  return {
    sessionId: 's',
    cause: 'completed',
    subtype: 'success',
    isError: false,
    durationMs: 1000,
    durationApiMs: 500,
    turns: 4,
    result: 'done',
    errors: [],
    warnings: [],
    costUsd: 0.5,
    usage: { input_tokens: 1, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    modelUsage: {},
    denials: [],
    stopReason: 'end_turn',
    ...over,
  } as RunOutcome;
}
