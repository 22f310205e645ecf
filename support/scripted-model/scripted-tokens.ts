import { createHash } from 'node:crypto';
import type Anthropic from '@anthropic-ai/sdk';
import { expandReferences } from './tool-search.js';
import { isRecord, type RequestBody, type ScriptedBlock, type ScriptedModelOptions } from './scripted-types.js';

/**
 * Token rule (deterministic, used by /v1/messages and /v1/messages/count_tokens alike): the prompt is cut into
 * segments in the API's cache order — each tool, each system block, each message content block (a string content
 * is one block) — and each segment counts ceil(UTF-8 bytes of its JSON, cache_control removed, / 4). Output counts
 * ceil(bytes of the text, thinking, and tool name + input JSON / 4), at least 1.
 *
 * Prompt caching rule: a segment with `cache_control` (or the last one, when the request has a top-level
 * `cache_control`) is a breakpoint. The longest prefix ending at any segment up to the last breakpoint that an
 * earlier request wrote (same model) is read from the cache; every breakpoint after it writes its prefix (tokens
 * between the read point and the breakpoint are billed as writes of that breakpoint's TTL); the rest is input.
 * Prefixes shorter than `minCacheableTokens` (default 0) are not written. Entries never expire.
 */

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
export const tokensOfBytes = (n: number): number => Math.ceil(n / 4);
export { isRecord };

export interface Segment {
  tokens: number;
  hash: string;
  ttl?: '5m' | '1h';
}

function withoutCacheControl(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { cache_control: _drop, ...rest } = value;
  return rest;
}

function ttlOf(value: unknown): '5m' | '1h' | undefined {
  if (!isRecord(value) || !isRecord(value.cache_control)) return undefined;
  return value.cache_control.ttl === '1h' ? '1h' : '5m';
}

/** The parts of a request that make its prompt; any create or count_tokens params fit. */
export interface PromptParts {
  model?: unknown;
  system?: unknown;
  messages?: unknown;
  tools?: unknown;
  cache_control?: unknown;
}

/** The prompt as the ordered segments described at the top of the file. */
export function promptSegments(body: PromptParts): Segment[] {
  const items: unknown[] = [];
  const tools: unknown[] = Array.isArray(body.tools) ? body.tools : [];
  // A deferred tool is not in the prompt's prefix: it counts where a tool_reference loads it (tool-search.ts).
  items.push(...tools.filter((tool) => !(isRecord(tool) && tool.defer_loading === true)));
  if (typeof body.system === 'string') items.push({ type: 'text', text: body.system });
  else if (Array.isArray(body.system)) items.push(...body.system);
  const messages: unknown[] = Array.isArray(body.messages) ? body.messages : [];
  for (const msg of messages) {
    if (!isRecord(msg)) continue;
    const content = typeof msg.content === 'string' ? [{ type: 'text', text: msg.content }] : msg.content;
    if (Array.isArray(content)) for (const block of content) items.push({ role: msg.role, ...(isRecord(block) ? expandReferences(block, tools) : { block }) });
  }
  let hash = createHash('sha256').update(String(body.model)).digest('hex');
  const segments: Segment[] = items.map((item) => {
    const json = JSON.stringify(withoutCacheControl(item)) ?? 'null';
    hash = createHash('sha256').update(hash).update(json).digest('hex');
    const ttl = ttlOf(item);
    return ttl ? { tokens: tokensOfBytes(bytes(json)), hash, ttl } : { tokens: tokensOfBytes(bytes(json)), hash };
  });
  const last = segments.at(-1);
  if (last && !last.ttl && isRecord(body.cache_control)) last.ttl = body.cache_control.ttl === '1h' ? '1h' : '5m';
  return segments;
}

/** The token count count_tokens answers for a request body. */
export function scriptedInputTokens(body: PromptParts): number {
  return promptSegments(body).reduce((n, s) => n + s.tokens, 0);
}

export function outputBytes(block: ScriptedBlock): number {
  if (block.type === 'text') return bytes(block.text);
  if (block.type === 'thinking') return bytes(block.thinking);
  if (block.type === 'web_search_tool_result') return bytes(JSON.stringify(block.content));
  return bytes(block.name) + bytes(JSON.stringify(block.input ?? {}));
}

/** Cuts a string to at most n UTF-8 bytes without splitting a character. */
function cutToBytes(s: string, n: number): string {
  let out = '';
  for (const ch of s) {
    if (bytes(out) + bytes(ch) > n) break;
    out += ch;
  }
  return out;
}

/** Keeps the output within max_tokens like the API: whole blocks while they fit, the text of the next one cut. */
export function clampOutput(blocks: ScriptedBlock[], maxTokens: number): { blocks: ScriptedBlock[]; clamped: boolean } {
  const total = tokensOfBytes(blocks.reduce((n, b) => n + outputBytes(b), 0));
  if (total <= maxTokens) return { blocks, clamped: false };
  let budget = maxTokens * 4;
  const kept: ScriptedBlock[] = [];
  for (const block of blocks) {
    const size = outputBytes(block);
    if (size <= budget) {
      kept.push(block);
      budget -= size;
      continue;
    }
    // An unfinished tool call is dropped: its input would not be valid JSON.
    if (block.type === 'text' && budget > 0) kept.push({ type: 'text', text: cutToBytes(block.text, budget) });
    if (block.type === 'thinking' && budget > 0) kept.push({ ...block, thinking: cutToBytes(block.thinking, budget) });
    break;
  }
  return { blocks: kept, clamped: true };
}

/** Usage for a request under the prompt caching rule above; `cache` holds the prefixes earlier requests wrote. */
export function cacheUsage(body: RequestBody, cache: Set<string>, opts: ScriptedModelOptions): Anthropic.Usage {
  const segments = promptSegments(body);
  const total = segments.reduce((n, s) => n + s.tokens, 0);
  const lastBp = segments.findLastIndex((s) => s.ttl !== undefined);
  let hit = -1;
  for (let i = lastBp; i >= 0; i--)
    if (cache.has(segments[i]?.hash ?? '')) {
      hit = i;
      break;
    }
  let cum = 0,
    read = 0,
    pending = 0;
  const written = { '5m': 0, '1h': 0 };
  for (const [i, s] of segments.entries()) {
    cum += s.tokens;
    if (i <= hit) {
      read += s.tokens;
      continue;
    }
    if (i > lastBp) break;
    pending += s.tokens;
    if (s.ttl && cum >= (opts.minCacheableTokens ?? 0)) {
      written[s.ttl] += pending;
      pending = 0;
      cache.add(s.hash);
    }
  }
  const creation = written['5m'] + written['1h'];
  return {
    input_tokens: total - read - creation,
    output_tokens: 1,
    cache_creation_input_tokens: creation,
    cache_read_input_tokens: read,
    cache_creation: { ephemeral_5m_input_tokens: written['5m'], ephemeral_1h_input_tokens: written['1h'] },
    inference_geo: null,
    output_tokens_details: null,
    server_tool_use: null,
    service_tier: 'standard',
    speed: null,
  };
}
