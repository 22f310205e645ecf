import type Anthropic from '@anthropic-ai/sdk';
import type { ContextStats } from './context/stats.js';

/**
 * The stream-json message shapes of Claude Code's SDK (see shared/reference/claude-code-observed.md).
 * The transcript is these, one per line; repositories' tooling already parses them.
 */

export type ResultSubtype =
  | 'success'
  | 'error_max_turns'
  | 'error_max_budget_usd'
  | 'error_during_execution'
  | 'error_max_structured_output_retries';

export type TerminalReason = 'completed' | 'max_turns' | 'budget_exhausted' | 'timeout' | 'cancelled' | 'error' | 'structured_output';

export interface UsageTotals {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface ModelUsageEntry {
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens: number;
  cacheCreationInputTokens: number;
  costUSD: number;
  contextWindow: number;
  maxOutputTokens: number;
}

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

export interface SystemNoticeMessage {
  type: 'system';
  subtype: 'warning' | 'hook_response' | 'compact_boundary' | 'api_retry';
  message: string;
  data?: Record<string, unknown>;
  /** compact_boundary only, as Claude Code writes it: what triggered it and the window before. */
  compact_metadata?: { trigger: 'auto' | 'manual'; pre_tokens: number };
  session_id: string;
  uuid: string;
}

export interface AssistantMessage {
  type: 'assistant';
  message: Anthropic.Message;
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
  usage: UsageTotals;
  modelUsage: Record<string, ModelUsageEntry>;
  permission_denials: PermissionDenial[];
  stop_reason: string | null;
  terminal_reason: TerminalReason;
  errors?: string[];
  /** Ours: the final answer parsed, when a json_schema was given. */
  structured_output?: unknown;
  /** Ours: warnings the report must show (unknown model priced at the top rate, hook failures…). */
  warnings?: string[];
  /** Ours: how the context window was used (tokens per call, cache hit rate, repeated reads). */
  context?: ContextStats;
  /** Ours: whether tools ran sandboxed (and why not), and what the sandbox blocked: count and examples. */
  sandbox?: SandboxReport;
  uuid: string;
}

export interface SandboxReport {
  enabled: boolean;
  reason?: string;
  violations: { count: number; examples: string[] };
}

export type SdkMessage =
  | SystemInitMessage
  | SystemPermissionDeniedMessage
  | SystemNoticeMessage
  | AssistantMessage
  | UserMessage
  | ResultMessage;
