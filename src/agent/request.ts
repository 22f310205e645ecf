import type Anthropic from '@anthropic-ai/sdk';
import type { Effort } from '../model/capabilities.js';
import { shapedFields, type ModelRequest, type ThinkingChoice } from '../model/request-fields.js';
import type { AnyTool } from '../tools/types.js';

export type { Effort } from '../model/capabilities.js';
export type { ThinkingChoice } from '../model/request-fields.js';

/** 5-minute breakpoints only: the budget's worst case (src/agent/budget.ts) relies on it. */
const EPHEMERAL: Anthropic.CacheControlEphemeral = { type: 'ephemeral' };

/** Tool definitions as the API takes them; the last one carries the cache breakpoint of the tools prefix. */
export function toolParams(tools: readonly AnyTool[]): Anthropic.Tool[] {
  return tools.map((tool, index) => ({
    name: tool.name,
    description: tool.description,
    input_schema: tool.inputSchema,
    ...(index === tools.length - 1 ? { cache_control: EPHEMERAL } : {}),
  }));
}

/**
 * One request. Tools and system never change within a run, so they form a stable cached prefix;
 * a second breakpoint moves with the end of the conversation so each call reads the previous
 * call's prefix from the cache. Thinking, effort and context management as Claude Code sends them for the model
 * (src/model/request-fields.ts).
 */
export function buildRequest(args: {
  model: string;
  system: Anthropic.TextBlockParam[];
  tools: Anthropic.Tool[];
  messages: Anthropic.MessageParam[];
  maxTokens: number;
  effort: Effort | undefined;
  /** The settings' thinking (MAX_THINKING_TOKENS, alwaysThinkingEnabled), for the models that honour it. */
  thinking?: ThinkingChoice;
}): ModelRequest {
  const system = args.system.map((block, index) => (index === args.system.length - 1 ? { ...block, cache_control: EPHEMERAL } : block));
  return {
    model: args.model,
    max_tokens: args.maxTokens,
    system,
    tools: args.tools,
    messages: withMovingBreakpoint(args.messages),
    ...shapedFields(args.model, args.maxTokens, args.effort, args.thinking),
    stream: true,
  };
}

/**
 * The same request without cache breakpoints. Near the end of the budget a cache write (1.25× input)
 * may not fit where plain input does; without breakpoints nothing is written to the cache.
 */
export function withoutCacheControl(params: ModelRequest): ModelRequest {
  const strip = <T extends object>(block: T): T => {
    if (!('cache_control' in block)) return block;
    const { cache_control: _dropped, ...rest } = block as T & { cache_control?: unknown };
    return rest as T;
  };
  return {
    ...params,
    ...(params.tools ? { tools: params.tools.map(strip) } : {}),
    ...(Array.isArray(params.system) ? { system: params.system.map(strip) } : {}),
    messages: params.messages.map(
      (m): Anthropic.MessageParam => (typeof m.content === 'string' ? m : ({ ...m, content: m.content.map(strip) } as Anthropic.MessageParam)),
    ),
  };
}

/** Copies the last message with a cache breakpoint on its last block; history stays untouched. */
function withMovingBreakpoint(messages: Anthropic.MessageParam[]): Anthropic.MessageParam[] {
  const last = messages.at(-1);
  if (!last || last.role !== 'user') return messages;
  const content: Anthropic.ContentBlockParam[] = typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : [...last.content];
  const tail = content.at(-1);
  if (!tail || tail.type === 'thinking' || tail.type === 'redacted_thinking') return messages;
  content[content.length - 1] = { ...tail, cache_control: EPHEMERAL } as Anthropic.ContentBlockParam;
  return [...messages.slice(0, -1), { role: 'user', content }];
}

/** The text of a reply (its text blocks, joined): the final answer, or a summary. */
export function replyText(reply: Anthropic.Message): string {
  return reply.content
    .filter((block): block is Anthropic.TextBlock => block.type === 'text')
    .map((block) => block.text)
    .join('\n')
    .trim();
}
