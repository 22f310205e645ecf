import type { EventSink } from './events.js';
import type { ChildRunStats } from './agent-tool.js';

/** Passes a child's events on, counting what its own replies (not its children's) used: tools, tokens, time. */
export function childTally(emit: EventSink, toolUseId: string, agentId: string): { emit: EventSink; stats: () => ChildRunStats } {
  const started = Date.now();
  const seen = new Set<string>();
  const toolsUsed = new Set<string>();
  let toolUseCount = 0;
  const usage = { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  return {
    emit: (event) => {
      if (event.kind === 'assistant' && event.parentToolUseId === toolUseId) {
        const { reply, block } = event;
        if (block.type === 'tool_use') {
          toolUseCount += 1;
          toolsUsed.add(block.name);
        }
        // One event per content block, each with the whole reply's usage: count each reply once.
        if (!seen.has(reply.id)) {
          seen.add(reply.id);
          usage.input_tokens += reply.usage.input_tokens;
          usage.output_tokens += reply.usage.output_tokens;
          usage.cache_creation_input_tokens += reply.usage.cache_creation_input_tokens ?? 0;
          usage.cache_read_input_tokens += reply.usage.cache_read_input_tokens ?? 0;
        }
      }
      emit(event);
    },
    stats: () => ({ agentId, toolUseCount, durationMs: Date.now() - started, usage: { ...usage }, toolsUsed: [...toolsUsed] }),
  };
}
