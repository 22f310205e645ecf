import type { IncomingHttpHeaders } from 'node:http';
import { isRecord, type RequestBody } from './scripted-types.js';

/**
 * Deferred tools as the Messages API takes them (tool search, beta `advanced-tool-use-2025-11-20`; on Bedrock and
 * Vertex `tool-search-tool-2025-10-19`): a tool with `defer_loading: true` is not in the model's prompt until a
 * `tool_reference` block in a tool result names it; the API then puts its definition there. Checked here as the API
 * checks it: the beta must be on, at least one tool must be sent whole, and every reference must name a tool of the
 * request. A tool_result holding references holds nothing else (Claude Code puts its text beside it, never inside).
 */

const BETAS = ['advanced-tool-use-2025-11-20', 'tool-search-tool-2025-10-19'];

const deferred = (tool: unknown): boolean => isRecord(tool) && tool.defer_loading === true;

/** The request's betas: the header, or for Bedrock and Vertex the body's `anthropic_beta` their SDKs move it to. */
function betasOf(headers: IncomingHttpHeaders, sentBody: RequestBody | undefined): string[] {
  const header = headers['anthropic-beta'];
  const fromHeader = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((b) => b.trim());
  const fromBody = Array.isArray(sentBody?.anthropic_beta) ? sentBody.anthropic_beta.map(String) : [];
  return [...fromHeader, ...fromBody].filter(Boolean);
}

/** Each tool_result block of the conversation's user messages. */
function toolResults(body: RequestBody): Record<string, unknown>[] {
  const messages: unknown[] = Array.isArray(body.messages) ? body.messages : [];
  return messages.flatMap((msg) =>
    isRecord(msg) && msg.role === 'user' && Array.isArray(msg.content)
      ? (msg.content as unknown[]).filter((b): b is Record<string, unknown> => isRecord(b) && b.type === 'tool_result')
      : [],
  );
}

const referencesIn = (result: Record<string, unknown>): string[] =>
  Array.isArray(result.content)
    ? (result.content as unknown[]).filter((b) => isRecord(b) && b.type === 'tool_reference').map((b) => String((b as Record<string, unknown>).tool_name))
    : [];

/** What the API would refuse about deferred tools and references in this request, or undefined. */
export function toolSearchProblem(body: RequestBody, headers: IncomingHttpHeaders, sentBody?: RequestBody): string | undefined {
  const tools: unknown[] = Array.isArray(body.tools) ? body.tools : [];
  const names = new Set(tools.filter(isRecord).map((t) => String(t.name)));
  if (tools.some(deferred)) {
    if (!betasOf(headers, sentBody).some((b) => BETAS.includes(b)))
      return 'tools: defer_loading requires the tool search beta (anthropic-beta: advanced-tool-use-2025-11-20)';
    if (tools.every(deferred)) return 'tools: All tools have defer_loading set. At least one tool must be non-deferred.';
  }
  for (const result of toolResults(body)) {
    const refs = referencesIn(result);
    if (refs.length === 0) continue;
    if (!tools.some(deferred)) return 'tool_reference blocks require at least one tool with defer_loading';
    const missing = refs.find((name) => !names.has(name));
    if (missing !== undefined) return `Tool reference '${missing}' not found in available tools`;
    if ((result.content as unknown[]).length !== refs.length) return 'a tool_result with tool_reference blocks may hold only tool_reference blocks';
  }
  return undefined;
}

/** The tools the model sees: those sent whole, then each deferred one a reference has loaded. */
export function toolsTheModelSees(body: RequestBody): string[] {
  const tools: unknown[] = Array.isArray(body.tools) ? body.tools : [];
  const whole = tools.filter((t) => isRecord(t) && !deferred(t)).map((t) => String((t as Record<string, unknown>).name));
  const referenced = new Set(toolResults(body).flatMap(referencesIn));
  const loaded = tools
    .filter((t) => deferred(t) && referenced.has(String((t as Record<string, unknown>).name)))
    .map((t) => String((t as Record<string, unknown>).name));
  return [...whole, ...loaded.filter((name) => !whole.includes(name))];
}

/** A block as the model reads it: a tool_result's references replaced by the definitions they load. */
export function expandReferences(block: Record<string, unknown>, tools: readonly unknown[]): Record<string, unknown> {
  if (block.type !== 'tool_result' || referencesIn(block).length === 0) return block;
  const content = (block.content as unknown[]).map((inner) => {
    if (!isRecord(inner) || inner.type !== 'tool_reference') return inner;
    const tool = tools.find((t) => isRecord(t) && t.name === inner.tool_name);
    if (!isRecord(tool)) return inner;
    const { defer_loading: _d, cache_control: _c, ...definition } = tool;
    return { type: 'tool_definition', ...definition };
  });
  return { ...block, content };
}
