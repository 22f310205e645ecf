import type Anthropic from '@anthropic-ai/sdk';
import type { EffortChoice } from '../model/capabilities.js';
import { shapedFields, type ModelRequest, type ThinkingChoice } from '../model/request-fields.js';
import { canonicalModelId } from '../model/provider-models.js';
import type { AnyTool } from '../tools/types.js';

export type { Effort, EffortChoice } from '../model/capabilities.js';
export type { ThinkingChoice } from '../model/request-fields.js';

/** 5-minute breakpoints unless the settings ask for 1 hour (PromptCacheChoice): the budget prices the TTL each request carries. */
const EPHEMERAL: Anthropic.CacheControlEphemeral = { type: 'ephemeral' };

/**
 * The settings' prompt caching, as Claude Code 2.1.332 reads its `env`: no breakpoints for the models of `offFor`
 * (`all`, or families: DISABLE_PROMPT_CACHING, DISABLE_PROMPT_CACHING_SONNET, …), 1-hour breakpoints everywhere with
 * `ttl: '1h'` (ENABLE_PROMPT_CACHING_1H, CLAUDE_CODE_PROMPT_CACHE_TTL for the main thread's calls,
 * CLAUDE_CODE_SUBAGENT_PROMPT_CACHE_TTL for the subagents'; a 1-hour write is billed 2× input, priced in
 * src/agent/budget.ts), the messages' breakpoint kept at 5 minutes by CLAUDE_CODE_MESSAGES_PROMPT_CACHE_TTL=5m.
 */
export interface PromptCacheChoice {
  /** `all`, model ids (the `opus`, `sonnet`, `haiku` aliases' models) or families (`fable`, `mythos`: any of theirs). */
  offFor: readonly string[];
  ttl: '5m' | '1h';
  /** `5m`: the breakpoint in `messages` stays a 5-minute one under `ttl: '1h'` (the tools' and system's take 1 hour). */
  messagesTtl?: '5m';
}

/**
 * Tool definitions as the API takes them, for a conversation: the tools sent whole (the last one carries the cache
 * breakpoint of the tools prefix), then, where some are deferred behind ToolSearch, Claude Code's placeholder that keeps
 * deferred loading on and each deferred tool a `tool_reference` in `messages` has loaded, with `defer_loading` (the API
 * expands the reference into its definition there, so the cached prefix stays as it was).
 */
export function toolParams(tools: readonly AnyTool[], messages: readonly Anthropic.MessageParam[] = []): Anthropic.Tool[] {
  const whole = tools.filter((tool) => !tool.deferred);
  const params: Anthropic.Tool[] = whole.map((tool, index) => ({
    name: tool.name,
    description: tool.description,
    input_schema: tool.inputSchema,
    ...(index === whole.length - 1 ? { cache_control: EPHEMERAL } : {}),
  }));
  if (whole.length === tools.length) return params;
  const loaded = referencedTools(messages);
  const deferred = [...loaded].flatMap((name) => tools.filter((tool) => tool.deferred && tool.name === name));
  return [
    ...params,
    DEFERRED_PLACEHOLDER,
    ...deferred.map((tool): Anthropic.Tool => ({ name: tool.name, description: tool.description, input_schema: tool.inputSchema, defer_loading: true })),
  ];
}

/** Claude Code's: with every deferred tool still unloaded, the API needs one tool with `defer_loading` to accept references later. */
export const DEFERRED_PLACEHOLDER: Anthropic.Tool = {
  name: 'DeferredToolPlaceholder',
  description: 'Reserved placeholder that keeps deferred tool loading active; never call this tool.',
  input_schema: { type: 'object', properties: {} },
  defer_loading: true,
};

/**
 * The API refuses a `tool_reference` to a tool the request does not carry. A tool ToolSearch loaded may since have gone
 * (its MCP server dropped it, a resumed session without that server): such a result becomes the names as text, so the
 * conversation stays valid and the model learns the tool is gone by calling it.
 */
function withResolvableReferences(messages: Anthropic.MessageParam[], tools: readonly Anthropic.Tool[]): Anthropic.MessageParam[] {
  const names = new Set(tools.map((tool) => tool.name));
  const stale = (block: Anthropic.ContentBlockParam): boolean =>
    block.type === 'tool_result' && Array.isArray(block.content) && block.content.some((b) => b.type === 'tool_reference' && !names.has(b.tool_name));
  if (!messages.some((m) => typeof m.content !== 'string' && m.content.some(stale))) return messages;
  return messages.map((message): Anthropic.MessageParam => {
    if (typeof message.content === 'string' || !message.content.some(stale)) return message;
    const content = message.content.map((block): Anthropic.ContentBlockParam => {
      if (block.type !== 'tool_result' || !stale(block) || !Array.isArray(block.content)) return block;
      const loaded = block.content.flatMap((b) => (b.type === 'tool_reference' ? [b.tool_name] : []));
      return { ...block, content: `Loaded: ${loaded.join(', ')} (no longer offered: ${loaded.filter((n) => !names.has(n)).join(', ')})` };
    });
    return { ...message, content } as Anthropic.MessageParam;
  });
}

/** The tools `tool_reference` blocks in tool results name, in the order they first appear. */
export function referencedTools(messages: readonly Anthropic.MessageParam[]): Set<string> {
  const names = new Set<string>();
  for (const message of messages) {
    if (message.role !== 'user' || typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type !== 'tool_result' || !Array.isArray(block.content)) continue;
      for (const inner of block.content) if (inner.type === 'tool_reference') names.add(inner.tool_name);
    }
  }
  return names;
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
  effort: EffortChoice | undefined;
  /** The settings' thinking (MAX_THINKING_TOKENS, alwaysThinkingEnabled), for the models that honour it. */
  thinking?: ThinkingChoice;
  /** The settings' prompt caching; absent: 5-minute breakpoints. */
  cache?: PromptCacheChoice;
}): ModelRequest {
  const system = args.system.map((block, index) => (index === args.system.length - 1 ? { ...block, cache_control: EPHEMERAL } : block));
  const request: ModelRequest = {
    model: args.model,
    max_tokens: args.maxTokens,
    system,
    tools: args.tools,
    messages: withMovingBreakpoint(withResolvableReferences(args.messages, args.tools)),
    ...shapedFields(args.model, args.maxTokens, args.effort, args.thinking),
    stream: true,
  };
  const ttl = promptCacheTtl(args.model, args.cache);
  if (ttl === 'none') return withoutCacheControl(request);
  if (ttl === '5m') return request;
  return mapCacheControl(request, (block) => ({ ...block, cache_control: { type: 'ephemeral', ttl: '1h' } }), args.cache?.messagesTtl !== '5m');
}

/** The TTL of a model's breakpoints under the settings' choice (`none`: no breakpoints). */
export function promptCacheTtl(model: string, cache: PromptCacheChoice | undefined): '5m' | '1h' | 'none' {
  if (!cache) return '5m';
  const id = canonicalModelId(model) ?? model;
  if (cache.offFor.some((off) => off === 'all' || off === id || (!off.startsWith('claude-') && id.includes(off)))) return 'none';
  return cache.ttl;
}

/** The longest cache TTL a request's breakpoints ask for, which is what the API may bill its input at. */
export function cacheTtlOf(params: ModelRequest): '5m' | '1h' | 'none' {
  let ttl: '5m' | '1h' | 'none' = 'none';
  mapCacheControl(params, (block) => {
    const mark = (block as { cache_control?: Anthropic.CacheControlEphemeral }).cache_control;
    if (mark?.ttl === '1h') ttl = '1h';
    else if (ttl === 'none') ttl = '5m';
    return block;
  });
  return ttl;
}

/**
 * The same request without cache breakpoints. Near the end of the budget a cache write (1.25× input)
 * may not fit where plain input does; without breakpoints nothing is written to the cache.
 */
export function withoutCacheControl(params: ModelRequest): ModelRequest {
  return mapCacheControl(params, (block) => {
    const { cache_control: _dropped, ...rest } = block as typeof block & { cache_control?: unknown };
    return rest;
  });
}

/** The request with `change` applied to every block that carries a cache breakpoint (tools, system, and messages unless told not). */
function mapCacheControl(params: ModelRequest, change: (block: object) => object, inMessages = true): ModelRequest {
  const strip = <T extends object>(block: T): T => ('cache_control' in block ? (change(block) as T) : block);
  return {
    ...params,
    ...(params.tools ? { tools: params.tools.map(strip) } : {}),
    ...(Array.isArray(params.system) ? { system: params.system.map(strip) } : {}),
    messages: inMessages
      ? params.messages.map(
          (m): Anthropic.MessageParam => (typeof m.content === 'string' ? m : ({ ...m, content: m.content.map(strip) } as Anthropic.MessageParam)),
        )
      : params.messages,
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

/**
 * The first user message with the names of the tools sent by name only, so the model knows what ToolSearch can load
 * (after the task: Claude Code puts its list among the reminders before it; the task stays the message's opening).
 * A conversation already under way (a resumed session) has it.
 */
export function withDeferredToolList(messages: Anthropic.MessageParam[], tools: readonly AnyTool[]): Anthropic.MessageParam[] {
  const names = tools.filter((tool) => tool.deferred).map((tool) => tool.name);
  const first = messages[0];
  if (names.length === 0 || messages.length !== 1 || !first || first.role !== 'user') return messages;
  const list: Anthropic.TextBlockParam = { type: 'text', text: deferredToolList(names) };
  const content: Anthropic.ContentBlockParam[] = typeof first.content === 'string' ? [{ type: 'text', text: first.content }] : first.content;
  return [{ role: 'user', content: [...content, list] }];
}

/** The reminder naming the deferred tools, one per line. */
export function deferredToolList(names: readonly string[]): string {
  return [
    '<system-reminder>',
    `${DEFERRED_LIST_HEADING} Their parameters are not in your prompt: call ToolSearch with query "select:<name>[,<name>...]" to load them before calling one:`,
    ...names,
    '</system-reminder>',
  ].join('\n');
}

/** How the list begins (tests find it by this). */
export const DEFERRED_LIST_HEADING = 'These deferred tools can be loaded with ToolSearch.';
