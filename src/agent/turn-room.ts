import type Anthropic from '@anthropic-ai/sdk';
import { contextRoom } from '../tools/context-room.js';
import type { ContextRoom } from '../tools/types.js';
import { cappedCount } from '../model/tokens.js';
import type { ModelPort } from './model-port.js';

/**
 * The room a reply's tool results may take in the conversation, as Claude Code 2.1.332 gives allow_large "what still
 * fits in your context" this turn: the model's context window, less the reply's reserve (the request's max_tokens)
 * and what the conversation holds (the reply's input, cached or not, and its output). The CLI's figure, measured
 * (scripts/oracle/read-glob-limits.mjs), is the window less about 62,000 tokens (its 64,000 output tokens, near
 * enough) and what it holds. Texts are counted by the API's count_tokens, as the CLI counts them.
 */
export function replyRoom(
  contextWindow: number,
  request: Pick<Anthropic.MessageCreateParamsStreaming, 'model' | 'max_tokens'>,
  reply: Anthropic.Message,
  model: ModelPort,
  /** The run's stop: a count it ends (or COUNT_CAP_MS) leaves the text uncounted. */
  stop?: AbortSignal,
): ContextRoom {
  const u = reply.usage;
  const holds = u.input_tokens + (u.cache_read_input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0) + u.output_tokens;
  return contextRoom(contextWindow - request.max_tokens - holds, (text) =>
    cappedCount(
      (signal) => model.countTokens({ model: request.model, max_tokens: 1, stream: true, messages: [{ role: 'user', content: text }] }, signal),
      stop,
    ),
  );
}
