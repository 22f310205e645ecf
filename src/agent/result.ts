import { randomUUID } from 'node:crypto';
import type { RunBudget } from './budget.js';
import type { LoopOutcome } from './loop.js';
import { emptyUsage, type ResultMessage } from './messages.js';
import type { ContextStats } from './context/index.js';

/** A loop outcome for a run that failed outside the loop (a crash, a refused prompt). */
export function failedOutcome(error: string): LoopOutcome {
  return { cause: 'error', subtype: 'error_during_execution', terminalReason: 'turn_setup_failed', result: undefined, errors: [error], stopReason: null, denials: [], apiMs: 0 };
}

/** The final `result` message, in Claude Code's shape plus our `warnings`. */
export function buildResult(args: { outcome: LoopOutcome; sessionId: string; started: number; turns: number; budget: RunBudget; warnings: string[]; context?: ContextStats }): ResultMessage {
  const { outcome } = args;
  const ledger = args.budget.ledger;
  return {
    type: 'result',
    subtype: outcome.subtype,
    // An API outage ends `success` with is_error, as Claude Code reports it.
    is_error: outcome.subtype !== 'success' || outcome.cause === 'api_error',
    ...(outcome.apiErrorStatus !== undefined ? { api_error_status: outcome.apiErrorStatus } : {}),
    duration_ms: Date.now() - args.started,
    duration_api_ms: outcome.apiMs,
    num_turns: args.turns,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
    session_id: args.sessionId,
    total_cost_usd: ledger.totalCostUsd,
    usage: ledger.usage,
    modelUsage: ledger.modelUsage,
    permission_denials: outcome.denials,
    stop_reason: outcome.stopReason,
    terminal_reason: outcome.terminalReason,
    stop_cause: outcome.cause,
    ...(outcome.errors.length > 0 ? { errors: outcome.errors } : {}),
    ...(outcome.structured !== undefined ? { structured_output: outcome.structured } : {}),
    ...(args.warnings.length > 0 ? { warnings: [...new Set(args.warnings)] } : {}),
    ...(args.context ? { context: args.context } : {}),
    uuid: randomUUID(),
  };
}

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
    usage: emptyUsage(),
    modelUsage: {},
    permission_denials: [],
    stop_reason: null,
    terminal_reason: 'turn_setup_failed',
    stop_cause: 'error',
    errors,
    uuid: randomUUID(),
  };
}
