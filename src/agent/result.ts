import { randomUUID } from 'node:crypto';
import type { ResultMessage } from './messages.js';

/** The result of a run that ended before the loop could start (bad inputs, bad config): still a full result. */
export function resultWithoutRun(errors: string[], startedAt: number, sessionId: string = randomUUID()): ResultMessage {
  return {
    type: 'result',
    subtype: 'error_during_execution',
    is_error: true,
    duration_ms: Date.now() - startedAt,
    duration_api_ms: 0,
    num_turns: 0,
    session_id: sessionId,
    total_cost_usd: 0,
    usage: { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    modelUsage: {},
    permission_denials: [],
    stop_reason: null,
    terminal_reason: 'error',
    errors,
    uuid: randomUUID(),
  };
}
