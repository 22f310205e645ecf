import { randomUUID } from 'node:crypto';
import type Anthropic from '@anthropic-ai/sdk';
import type { RetryInfo } from '../model/turn.js';
import type { AssistantMessage, SystemApiRetryMessage } from './messages.js';

/** One content block of a reply as its own `assistant` line, the way Claude Code streams them. */
export function assistantLine(reply: Anthropic.Message, block: Anthropic.ContentBlock, parentToolUseId: string | null, sessionId: string): AssistantMessage {
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

/** The `system/api_retry` line for a model call about to be retried. */
export function apiRetryLine(info: RetryInfo, sessionId: string): SystemApiRetryMessage {
  const status = info.status ?? null;
  const error = status === 429 ? 'rate_limit' : status === 529 || /overloaded/i.test(info.error) ? 'overloaded' : status !== null && status >= 500 ? 'server_error' : 'unknown';
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
