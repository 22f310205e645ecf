import { randomUUID } from 'node:crypto';
import type Anthropic from '@anthropic-ai/sdk';
import type { RunEvent, SessionStart } from '../../agent/events.js';
import type { RunOutcome } from '../../agent/outcome.js';
import type { StopCause, StopPhase } from '../../agent/stop.js';
import type { RetryInfo } from '../../model/turn.js';
import { resultContent } from '../../agent/tool-batch.js';
import { RUNNER_NAME, RUNNER_VERSION } from '../../version.js';
import type {
  AssistantMessage,
  ResultMessage,
  SdkMessage,
  SystemApiRetryMessage,
  SystemInitMessage,
  SystemNoticeMessage,
  SystemPermissionDeniedMessage,
  TerminalReason,
  UserMessage,
} from './sdk-messages.js';

type ToolEnd = Extract<RunEvent, { kind: 'tool_end' }>;
type Compaction = Extract<RunEvent, { kind: 'compaction' }>;

/** The `system/init` line: what the run started with. */
function initLine(session: SessionStart): SystemInitMessage {
  return {
    type: 'system',
    subtype: 'init',
    cwd: session.cwd,
    session_id: session.sessionId,
    tools: session.tools,
    mcp_servers: session.mcpServers.map((server) => ({ name: server.name, status: server.status })),
    model: session.model,
    permissionMode: session.permissionMode,
    slash_commands: session.slashCommands,
    agents: session.agents,
    skills: session.skills,
    // The SDK's values: a cloud provider's credentials are `none` (no API key in use).
    apiKeySource: session.usesApiKey ? 'ANTHROPIC_API_KEY' : 'none',
    claude_code_version: `${RUNNER_NAME} ${RUNNER_VERSION}`,
    output_style: 'default',
    plugins: session.plugins ?? [],
    ...(session.pluginErrors?.length ? { plugin_errors: session.pluginErrors } : {}),
    uuid: randomUUID(),
  };
}

/** One content block of a reply as its own `assistant` line, the way Claude Code streams them. */
function assistantLine(reply: Anthropic.Message, block: Anthropic.ContentBlock, parentToolUseId: string | null, sessionId: string): AssistantMessage {
  const usage = reply.usage as Partial<Anthropic.Usage> & Pick<Anthropic.Usage, 'input_tokens' | 'output_tokens'>;
  return {
    type: 'assistant',
    message: {
      ...reply,
      container: reply.container ?? null,
      diagnostics: reply.diagnostics ?? null,
      stop_details: reply.stop_details ?? null,
      context_management: null,
      content: [block],
      usage: {
        input_tokens: usage.input_tokens,
        output_tokens: usage.output_tokens,
        cache_creation_input_tokens: usage.cache_creation_input_tokens ?? null,
        cache_read_input_tokens: usage.cache_read_input_tokens ?? null,
        cache_creation: usage.cache_creation ?? null,
        inference_geo: usage.inference_geo ?? null,
        output_tokens_details: usage.output_tokens_details ?? null,
        server_tool_use: usage.server_tool_use ?? null,
        service_tier: usage.service_tier ?? null,
        speed: usage.speed ?? null,
        iterations: null,
        fallback_credit: null,
      },
    },
    parent_tool_use_id: parentToolUseId,
    session_id: sessionId,
    uuid: randomUUID(),
  };
}

/**
 * A tool call's end as Claude Code writes it: the `user` line carrying the tool_result (and its
 * structured output as `tool_use_result`), then a `system/permission_denied` line when it was refused.
 */
function toolLines(end: ToolEnd, sessionId: string): (UserMessage | SystemPermissionDeniedMessage)[] {
  const block: Anthropic.ToolResultBlockParam = {
    type: 'tool_result',
    tool_use_id: end.toolUseId,
    content: resultContent(end),
    ...(end.isError ? { is_error: true } : {}),
  };
  const attached = end.attachments.map((text): Anthropic.TextBlockParam => ({ type: 'text', text }));
  const lines: (UserMessage | SystemPermissionDeniedMessage)[] = [
    {
      type: 'user',
      message: { role: 'user', content: [block, ...attached] },
      parent_tool_use_id: end.parentToolUseId,
      session_id: sessionId,
      tool_use_result: end.details ?? (end.isError ? `Error: ${end.content}` : end.content),
      uuid: randomUUID(),
    },
  ];
  if (end.refusal) {
    lines.push({
      type: 'system',
      subtype: 'permission_denied',
      tool_name: end.name,
      tool_use_id: end.toolUseId,
      decision_reason_type: end.refusal.decisionType,
      message: end.refusal.message,
      session_id: sessionId,
      uuid: randomUUID(),
    });
  }
  return lines;
}

/** The `system/api_retry` line for a model call about to be retried. */
function apiRetryLine(info: RetryInfo, sessionId: string): SystemApiRetryMessage {
  const status = info.status ?? null;
  const error =
    status === 429
      ? 'rate_limit'
      : status === 529 || /overloaded/i.test(info.error)
        ? 'overloaded'
        : status !== null && status >= 500
          ? 'server_error'
          : 'unknown';
  return {
    type: 'system',
    subtype: 'api_retry',
    attempt: info.attempt,
    max_retries: info.maxRetries,
    retry_delay_ms: info.delayMs,
    error_status: status,
    error,
    message: info.error,
    session_id: sessionId,
    uuid: randomUUID(),
  };
}

/** The `system/compact_boundary` line, as Claude Code writes it, with the summary in `data`. */
function compactBoundaryLine(compaction: Compaction, sessionId: string): SystemNoticeMessage {
  const { trigger, preTokens, postTokens, summary } = compaction;
  return {
    type: 'system',
    subtype: 'compact_boundary',
    message: `Conversation compacted: ~${preTokens} tokens before, ~${postTokens} after`,
    compact_metadata: { trigger, pre_tokens: preTokens },
    data: { trigger, pre_tokens: preTokens, post_tokens: postTokens, summary },
    session_id: sessionId,
    uuid: randomUUID(),
  };
}

/**
 * The SDK's `terminal_reason` for a stop. A timeout or a cancellation is an abort, named by where it
 * caught the loop: in a model call (`aborted_streaming`) or around tools (`aborted_tools`).
 */
export function terminalReasonOf(cause: StopCause, stoppedIn: StopPhase | undefined): TerminalReason {
  switch (cause) {
    case 'completed':
      return 'completed';
    case 'max_turns':
      return 'max_turns';
    case 'budget':
      return 'budget_exhausted';
    case 'timeout':
    case 'cancelled':
      return stoppedIn === 'model_call' ? 'aborted_streaming' : 'aborted_tools';
    case 'hook_stopped':
      return 'hook_stopped';
    case 'api_error':
      return 'api_error';
    case 'structured_output':
      return 'structured_output_retry_exhausted';
    case 'check_failed':
      return 'stop_hook_prevented';
    case 'needs_input':
      return 'tool_deferred';
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

/** A tool input as the SDK types it (an object; anything else wrapped). */
function recordOf(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : { value: input };
}

/** The final `result` line, in Claude Code's shape plus ours (stop_cause, warnings, context, sandbox). */
export function resultLine(outcome: RunOutcome): ResultMessage {
  return {
    type: 'result',
    subtype: outcome.subtype,
    is_error: outcome.isError,
    ...(outcome.apiErrorStatus !== undefined ? { api_error_status: outcome.apiErrorStatus } : {}),
    duration_ms: outcome.durationMs,
    duration_api_ms: outcome.durationApiMs,
    num_turns: outcome.turns,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
    session_id: outcome.sessionId,
    total_cost_usd: outcome.costUsd,
    usage: { ...outcome.usage, iterations: [], fallback_credit: null },
    modelUsage: outcome.modelUsage,
    permission_denials: outcome.denials.map((d) => ({
      tool_name: d.toolName,
      tool_use_id: d.toolUseId,
      tool_input: d.input,
      ...(d.reason !== undefined ? { reason: d.reason } : {}),
      ...(d.suggestedRule !== undefined ? { suggested_rule: d.suggestedRule } : {}),
    })),
    stop_reason: outcome.stopReason,
    ...(outcome.localCommand !== undefined ? { local_command: outcome.localCommand } : {}),
    terminal_reason: terminalReasonOf(outcome.cause, outcome.stoppedIn),
    stop_cause: outcome.cause,
    ...(outcome.errors.length > 0 ? { errors: outcome.errors } : {}),
    ...(outcome.structured !== undefined ? { structured_output: outcome.structured } : {}),
    ...(outcome.warnings.length > 0 ? { warnings: outcome.warnings } : {}),
    ...(outcome.context ? { context: outcome.context } : {}),
    ...(outcome.sandbox ? { sandbox: outcome.sandbox } : {}),
    ...(outcome.tasks ? { tasks: outcome.tasks } : {}),
    ...(outcome.questions ? { questions: outcome.questions } : {}),
    ...(outcome.findings ? { findings: outcome.findings } : {}),
    ...(outcome.verification ? { verification: outcome.verification } : {}),
    ...(outcome.deferredToolUse ? { deferred_tool_use: { ...outcome.deferredToolUse, input: recordOf(outcome.deferredToolUse.input) } } : {}),
    ...(outcome.resumedFrom
      ? { resumed_from: { run_id: outcome.resumedFrom.runId, ...(outcome.resumedFrom.runUrl ? { run_url: outcome.resumedFrom.runUrl } : {}) } }
      : {}),
    uuid: randomUUID(),
  };
}

/**
 * The run's events as transcript lines. Every line names the session: it is the one system/init
 * announced (the outcome's for a run that ended before it).
 */
export class SdkLines {
  private sessionId = '';

  of(event: RunEvent): SdkMessage[] {
    switch (event.kind) {
      case 'session_start':
        this.sessionId = event.session.sessionId;
        return [initLine(event.session)];
      case 'assistant':
        return [assistantLine(event.reply, event.block, event.parentToolUseId, this.sessionId)];
      case 'tool_end':
        return toolLines(event, this.sessionId);
      case 'api_retry':
        return [apiRetryLine(event.retry, this.sessionId)];
      case 'compaction':
        return [compactBoundaryLine(event, this.sessionId)];
      case 'task_notification':
        return [
          {
            type: 'system',
            subtype: 'task_notification',
            task_id: event.taskId,
            tool_use_id: event.toolUseId,
            status: event.status,
            output_file: event.outputFile,
            summary: event.summary,
            session_id: this.sessionId,
            uuid: randomUUID(),
          },
        ];
      case 'run_end':
        return [resultLine(event.outcome)];
      case 'turn_start':
      case 'tool_start':
      case 'model_call':
      case 'log':
      // The tool results carry them (tool_use_result); the result line has the final list and the questions.
      case 'task_list':
      case 'questions':
        return [];
      default: {
        const unknown: never = event;
        throw new Error(`unknown run event ${JSON.stringify(unknown)}`);
      }
    }
  }
}
