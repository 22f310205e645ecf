import { randomUUID } from 'node:crypto';
import type { RunBudget } from './budget.js';
import { emptyUsage, type ModelUsage, type UsageTotals } from './ledger.js';
import type { ResultSubtype, StopCause, StopPhase } from './stop.js';
import type { ContextStats } from './context/stats.js';
import type { AskedQuestion } from '../tools/ask-user-question.js';
import type { ChecklistItem } from '../tools/task-list.js';
import type { ReportedFindings } from '../tools/report-findings.js';
import type { Verification } from './verification.js';

/** A tool call a permission rule, the mode or a hook refused. */
export interface ToolDenial {
  toolName: string;
  toolUseId: string;
  input: unknown;
  /** Which mode, rule or hook said no. */
  reason?: string;
  /** A rule that would allow it. */
  suggestedRule?: string;
}

/** Whether tools ran sandboxed (and why not), and what the sandbox blocked: count and examples. */
export interface SandboxReport {
  enabled: boolean;
  reason?: string;
  violations: { count: number; examples: string[] };
}

export interface LoopOutcome {
  /** Why the loop ended, as set where it happened; the subtype derives from it. */
  cause: StopCause;
  subtype: ResultSubtype;
  /** Set when a stop from outside (timeout, cancellation, a hook) or an API failure caught the loop. */
  stoppedIn?: StopPhase;
  /** For an API outage: the HTTP status of the last failure, null when none came (a dropped stream). */
  apiErrorStatus?: number | null;
  result: string | undefined;
  structured?: unknown;
  errors: string[];
  stopReason: string | null;
  denials: ToolDenial[];
  apiMs: number;
  /** Set when a local command answered the prompt without the model (the SDK's `local_command`, Claude Code's `custom`). */
  localCommand?: string;
}

/**
 * How a run ended, whole: every consumer (the transcript's result line, the step outputs, the job
 * summary, the sticky comment) is a function of this value.
 */
export interface RunOutcome {
  sessionId: string;
  cause: StopCause;
  subtype: ResultSubtype;
  /** What the loop was doing when a stop from outside caught it. */
  stoppedIn?: StopPhase;
  /** True for every subtype but `success`. */
  isError: boolean;
  /** The HTTP status of the API error that ended the run; null when none came. */
  apiErrorStatus?: number | null;
  durationMs: number;
  durationApiMs: number;
  /** The main loop's model calls (the SDK's num_turns). */
  turns: number;
  /** The final answer. */
  result?: string;
  /** The final answer parsed, when a json_schema was given. */
  structured?: unknown;
  errors: string[];
  /** What the report must show (unknown model priced at the top rate, hook failures…), each once. */
  warnings: string[];
  costUsd: number;
  /** The main loop's calls only; subagents and compaction are in modelUsage and the cost. */
  usage: UsageTotals;
  modelUsage: Record<string, ModelUsage>;
  denials: ToolDenial[];
  /** The last reply's stop_reason. */
  stopReason: string | null;
  /** A local command answered the prompt, no model call (the SDK's `local_command`). */
  localCommand?: string;
  /** How the context window was used (tokens per call, cache hit rate, repeated reads). */
  context?: ContextStats;
  sandbox?: SandboxReport;
  /** The task list's final state (TaskCreate/TaskUpdate, TodoWrite), when the model kept one. */
  tasks?: ChecklistItem[];
  /** What the model asked with AskUserQuestion (nobody could answer during the run). */
  questions?: AskedQuestion[];
  /** What the model reported with ReportFindings (the last call's list), and where each finding went on GitHub. */
  findings?: ReportedFindings;
  /** The checks the runner itself ran before and after the agent (src/verify/), when there were any. */
  verification?: Verification;
  /** The call the run stopped at to wait for a person (stop cause `needs_input`): the SDK's `deferred_tool_use`. */
  deferredToolUse?: { id: string; name: string; input: unknown };
  /** A resumed run: the run whose saved session it continues. */
  resumedFrom?: { runId: string; runUrl?: string };
}

/** A loop outcome for a run that failed outside the loop (a crash, a refused prompt). */
export function failedOutcome(error: string): LoopOutcome {
  return { cause: 'error', subtype: 'error_during_execution', result: undefined, errors: [error], stopReason: null, denials: [], apiMs: 0 };
}

/** The run's outcome from the loop's, the budget's ledger and what the session gathered. */
export function runOutcome(args: {
  outcome: LoopOutcome;
  sessionId: string;
  started: number;
  turns: number;
  budget: RunBudget;
  warnings: string[];
  context?: ContextStats;
}): RunOutcome {
  const { outcome } = args;
  const ledger = args.budget.ledger;
  return {
    sessionId: args.sessionId,
    cause: outcome.cause,
    subtype: outcome.subtype,
    ...(outcome.stoppedIn !== undefined ? { stoppedIn: outcome.stoppedIn } : {}),
    isError: outcome.subtype !== 'success',
    ...(outcome.apiErrorStatus !== undefined ? { apiErrorStatus: outcome.apiErrorStatus } : {}),
    durationMs: Date.now() - args.started,
    durationApiMs: outcome.apiMs,
    turns: args.turns,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
    ...(outcome.structured !== undefined ? { structured: outcome.structured } : {}),
    errors: outcome.errors,
    warnings: [...new Set(args.warnings)],
    costUsd: ledger.totalCostUsd,
    usage: ledger.usage,
    modelUsage: ledger.modelUsage,
    denials: outcome.denials,
    stopReason: outcome.stopReason,
    ...(outcome.localCommand !== undefined ? { localCommand: outcome.localCommand } : {}),
    ...(args.context ? { context: args.context } : {}),
  };
}

/** The outcome of a run that ended before the loop could start (bad inputs, bad config): still a full one. */
export function outcomeWithoutRun(errors: string[], startedAt: number, sessionId: string = randomUUID()): RunOutcome {
  return {
    sessionId,
    cause: 'error',
    subtype: 'error_during_execution',
    isError: true,
    durationMs: Date.now() - startedAt,
    durationApiMs: 0,
    turns: 0,
    errors,
    warnings: [],
    costUsd: 0,
    usage: emptyUsage(),
    modelUsage: {},
    denials: [],
    stopReason: null,
  };
}
