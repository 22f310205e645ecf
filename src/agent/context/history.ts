import type Anthropic from '@anthropic-ai/sdk';

/**
 * Small, pure helpers over a conversation (`MessageParam[]`) shared by stubbing, compaction and stats.
 * A "turn" is one assistant message and the user message that answers it (its tool results).
 */

export type Block = Anthropic.ContentBlockParam;

/** What an image costs at most, whatever its file size (the API scales it down; ~1,600 tokens, ~4,800 at high resolution). */
const IMAGE_TOKENS = 5_000;
/** A document's cap: Read sends at most 20 pages, each its text plus an image of the page. */
const DOCUMENT_TOKENS_MAX = 100_000;

/**
 * The cheap character rule used before a call: ~4 bytes of serialized JSON per token. Base64 media are
 * counted by what they cost, not by their bytes: one screenshot must not look like a full context window.
 */
export function approxTokens(value: unknown): number {
  let media = 0;
  const json = JSON.stringify(value, function (this: unknown, key: string, v: unknown) {
    if (key !== 'data' || typeof v !== 'string' || typeof this !== 'object' || this === null) return v;
    const source = this as { type?: unknown; media_type?: unknown };
    if (source.type !== 'base64') return v;
    media +=
      typeof source.media_type === 'string' && source.media_type.startsWith('image/') ? IMAGE_TOKENS : Math.min(Math.ceil(v.length / 4), DOCUMENT_TOKENS_MAX);
    return '';
  });
  return Math.ceil(Buffer.byteLength(json ?? '', 'utf8') / 4) + media;
}

export function blocksOf(message: Anthropic.MessageParam): Block[] {
  return typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
}

/** The text a tool_result carries (images count by their serialized size). */
export function resultChars(block: Anthropic.ToolResultBlockParam): number {
  const content = block.content;
  if (content === undefined) return 0;
  if (typeof content === 'string') return content.length;
  let n = 0;
  for (const part of content) n += part.type === 'text' ? part.text.length : approxTokens(part) * 4;
  return n;
}

export function resultText(block: Anthropic.ToolResultBlockParam): string {
  const content = block.content;
  if (content === undefined) return '';
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** Every tool_use of the conversation by id: what a result answered. */
export function toolUsesById(messages: readonly Anthropic.MessageParam[]): Map<string, { name: string; input: unknown; index: number }> {
  const out = new Map<string, { name: string; input: unknown; index: number }>();
  messages.forEach((message, index) => {
    if (message.role !== 'assistant' || typeof message.content === 'string') return;
    for (const block of message.content) if (block.type === 'tool_use') out.set(block.id, { name: block.name, input: block.input, index });
  });
  return out;
}

/** Index of the first message of the last `n` turns (the n-th assistant message from the end); 0 when there are fewer. */
export function lastTurnsStart(messages: readonly Anthropic.MessageParam[], n: number): number {
  if (n <= 0) return messages.length;
  let seen = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.role === 'assistant' && ++seen === n) return i;
  }
  return 0;
}

/**
 * Characters of a request's prompt and how many of them are tool_result text, to split the billed
 * input tokens of a call into "tool results" and "the rest" (an estimate, by characters).
 */
export function promptShares(params: { system?: unknown; tools?: unknown; messages: readonly Anthropic.MessageParam[] }): {
  totalChars: number;
  toolResultChars: number;
} {
  let toolResultChars = 0;
  for (const message of params.messages) {
    if (message.role !== 'user' || typeof message.content === 'string') continue;
    for (const block of message.content) if (block.type === 'tool_result') toolResultChars += resultChars(block);
  }
  const totalChars =
    (JSON.stringify(params.system ?? '') ?? '').length + (JSON.stringify(params.tools ?? []) ?? '').length + (JSON.stringify(params.messages) ?? '').length;
  return { totalChars, toolResultChars: Math.min(toolResultChars, totalChars) };
}

/** One line of a tool's input, for stubs and pointers: `Read src/x.ts`, `Grep "foo" in src`, `Bash \`npm test\``. */
export function describeCall(name: string, input: unknown): string {
  const field = (key: string): string | undefined => {
    if (typeof input !== 'object' || input === null) return undefined;
    const value: unknown = (input as Record<string, unknown>)[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  const short = (text: string, max = 80): string => {
    const one = text.replace(/\s+/g, ' ').trim();
    return one.length > max ? `${one.slice(0, max - 1)}…` : one;
  };
  switch (name) {
    case 'Read': {
      const range =
        field('offset') !== undefined || field('limit') !== undefined
          ? ` (offset=${field('offset') ?? 1}${field('limit') !== undefined ? `, limit=${field('limit')}` : ''})`
          : '';
      return `Read ${field('file_path') ?? '?'}${range}`;
    }
    case 'Grep': {
      const where = field('path');
      return `Grep "${short(field('pattern') ?? '', 60)}"${where !== undefined ? ` in ${where}` : ''}`;
    }
    case 'Glob':
      return `Glob ${field('pattern') ?? '?'}`;
    case 'Bash':
      return `Bash \`${short(field('command') ?? '')}\``;
    default:
      return name;
  }
}
