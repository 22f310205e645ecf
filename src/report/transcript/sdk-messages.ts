import type Anthropic from '@anthropic-ai/sdk';
import type { ContextStats } from '../../agent/context/stats.js';
import type { ModelUsage, UsageTotals } from '../../agent/ledger.js';
import type { SandboxReport } from '../../agent/outcome.js';
import type { ResultSubtype, StopCause } from '../../agent/stop.js';
import type { Verification } from '../../agent/verification.js';
import type { AskedQuestion } from '../../tools/ask-user-question.js';
import type { ChecklistItem } from '../../tools/task-list.js';

/**
 * The stream-json message shapes of Claude Code's SDK (see shared/reference/claude-code-observed.md).
 * The transcript is these, one per line; repositories' tooling already parses them. Only src/report/
 * knows them: the run speaks in RunEvents and a RunOutcome (src/agent/), mapped here.
 */

/** The SDK's `TerminalReason` union, verbatim (test/report/sdk-types.test.ts holds it to the package's). */
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
 * The result's `usage`: every key of the SDK's usage type (`NonNullableUsage`), summed over the main
 * loop's calls only, as the SDK defines it (subagents and compaction are in `modelUsage` and the cost).
 */
export type SdkUsage = UsageTotals & {
  /** Per-iteration usage of server-side loops; we run none. */
  iterations: [];
  fallback_credit: null;
};

/** One `modelUsage` entry: every call to that model, subagents and compaction included. */
export type ModelUsageEntry = ModelUsage;

export interface PermissionDenial {
  tool_name: string;
  tool_use_id: string;
  tool_input: unknown;
  /** Ours, beyond Claude Code: which mode, rule or hook said no, and a rule that would allow it. */
  reason?: string;
  suggested_rule?: string;
}

export interface SystemInitMessage {
  type: 'system';
  subtype: 'init';
  cwd: string;
  session_id: string;
  tools: string[];
  mcp_servers: { name: string; status: string }[];
  model: string;
  permissionMode: string;
  slash_commands: string[];
  agents: string[];
  skills: string[];
  apiKeySource: string;
  /** The SDK names it for Claude Code's version; ours is the runner's own name and version, honestly. */
  claude_code_version: string;
  output_style: string;
  plugins: { name: string; path: string; version?: string }[];
  /** Enabled plugins that did not load; absent when none failed. */
  plugin_errors?: { plugin: string; type: string; message: string }[];
  uuid: string;
}

export interface SystemPermissionDeniedMessage {
  type: 'system';
  subtype: 'permission_denied';
  tool_name: string;
  tool_use_id: string;
  decision_reason_type: 'mode' | 'rule' | 'hook' | 'path';
  message: string;
  session_id: string;
  uuid: string;
}

/** One line per retried model call, as Claude Code writes it, so a transcript shows the run waited on 529s. */
export interface SystemApiRetryMessage {
  type: 'system';
  subtype: 'api_retry';
  attempt: number;
  max_retries: number;
  retry_delay_ms: number;
  error_status: number | null;
  error: 'rate_limit' | 'overloaded' | 'server_error' | 'unknown';
  /** Ours: the failure as text. */
  message: string;
  session_id: string;
  uuid: string;
}

export interface SystemNoticeMessage {
  type: 'system';
  subtype: 'warning' | 'hook_response' | 'compact_boundary';
  message: string;
  data?: Record<string, unknown>;
  /** compact_boundary only, as Claude Code writes it: what triggered it and the window before. */
  compact_metadata?: { trigger: 'auto' | 'manual'; pre_tokens: number };
  session_id: string;
  uuid: string;
}

/**
 * A reply as the SDK's `BetaMessage` has it: the fields the plain Messages API type leaves out are
 * there, null when the API said nothing, so typed consumers find every key.
 */
export type WireMessage = Omit<Anthropic.Message, 'usage'> & {
  context_management: null;
  usage: Anthropic.Usage & { iterations: null; fallback_credit: null };
};

export interface AssistantMessage {
  type: 'assistant';
  message: WireMessage;
  parent_tool_use_id: string | null;
  session_id: string;
  uuid: string;
}

export interface UserMessage {
  type: 'user';
  message: Anthropic.MessageParam;
  parent_tool_use_id: string | null;
  session_id: string;
  tool_use_result?: unknown;
  uuid: string;
}

export interface ResultMessage {
  type: 'result';
  subtype: ResultSubtype;
  is_error: boolean;
  duration_ms: number;
  duration_api_ms: number;
  num_turns: number;
  result?: string;
  session_id: string;
  total_cost_usd: number;
  usage: SdkUsage;
  modelUsage: Record<string, ModelUsageEntry>;
  permission_denials: PermissionDenial[];
  stop_reason: string | null;
  /** The SDK's: set when a local command answered the prompt without the model (Claude Code writes `custom`). */
  local_command?: string;
  terminal_reason: TerminalReason;
  /** Ours: why the run stopped, whole (terminal_reason says `aborted_streaming` for a timeout and a cancellation alike). */
  stop_cause: StopCause;
  /** The HTTP status of the API error that ended the run (terminal_reason `api_error`); null when none came. */
  api_error_status?: number | null;
  errors?: string[];
  /** Ours: the final answer parsed, when a json_schema was given. */
  structured_output?: unknown;
  /** The call the run stopped at to wait for a person (terminal_reason `tool_deferred`), as the SDK names it. */
  deferred_tool_use?: { id: string; name: string; input: Record<string, unknown> };
  /** Ours: a resumed run's link to the run whose saved session it continues. */
  resumed_from?: { run_id: string; run_url?: string };
  /** Ours: warnings the report must show (unknown model priced at the top rate, hook failures…). */
  warnings?: string[];
  /** Ours: how the context window was used (tokens per call, cache hit rate, repeated reads). */
  context?: ContextStats;
  /** Ours: whether tools ran sandboxed (and why not), and what the sandbox blocked: count and examples. */
  sandbox?: SandboxReport;
  /** Ours: the task list's final state (TaskCreate/TaskUpdate, TodoWrite). */
  tasks?: ChecklistItem[];
  /** Ours: the questions the model asked with AskUserQuestion (nobody could answer during the run). */
  questions?: AskedQuestion[];
  /** Ours: the checks the runner itself ran before and after the agent (the `verification` output). */
  verification?: Verification;
  uuid: string;
}

/** The SDK's SDKTaskNotificationMessage: a background task ended (its notice reached the model). */
export interface SystemTaskNotificationMessage {
  type: 'system';
  subtype: 'task_notification';
  task_id: string;
  tool_use_id?: string;
  status: 'completed' | 'failed' | 'stopped';
  output_file: string;
  summary: string;
  session_id: string;
  uuid: string;
}

export type SdkMessage =
  | SystemInitMessage
  | SystemTaskNotificationMessage
  | SystemPermissionDeniedMessage
  | SystemNoticeMessage
  | SystemApiRetryMessage
  | AssistantMessage
  | UserMessage
  | ResultMessage;
