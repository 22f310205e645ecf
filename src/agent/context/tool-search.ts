import type Anthropic from '@anthropic-ai/sdk';
import { makeValidator, objectSchema } from '../../tools/schema.js';
import type { AnyTool, ToolResult } from '../../tools/types.js';
import { approxTokens } from './history.js';

export const TOOL_SEARCH_NAME = 'ToolSearch';

export interface ToolSearchOptions {
  /** Defer only when the deferrable tools' definitions add up to more than this (estimated tokens). Default 10,000. */
  thresholdTokens?: number;
  /** Which tools may be deferred. Default: MCP tools (`mcp__…`); built-ins always go in full. */
  deferrable?: (tool: AnyTool) => boolean;
  /** Most definitions one search returns. Default 5. */
  maxResults?: number;
}

/** An open schema: the API accepts any input for the tool, and the real validator checks it when called. */
const OPEN_SCHEMA: Anthropic.Tool.InputSchema = { type: 'object', additionalProperties: true };

function firstLine(text: string, max = 160): string {
  const line =
    text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  const sentence = /^(.+?[.!?])(\s|$)/.exec(line)?.[1] ?? line;
  return sentence.length > max ? `${sentence.slice(0, max - 1)}…` : sentence;
}

function definitionText(tool: AnyTool): string {
  return `<function>${JSON.stringify({ name: tool.name, description: tool.description, parameters: tool.inputSchema })}</function>`;
}

/** `select:a,b` picks by name; otherwise tools score by how many query words their name and description contain. */
export function searchTools(tools: readonly AnyTool[], query: string, max: number): AnyTool[] {
  const q = query.trim();
  if (q.toLowerCase().startsWith('select:')) {
    const names = q
      .slice('select:'.length)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return names.flatMap((name) => tools.filter((t) => t.name === name)).slice(0, max);
  }
  const words = q
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter((w) => w.length > 1);
  const scored = tools.map((tool) => {
    const name = tool.name.toLowerCase();
    const text = tool.description.toLowerCase();
    const score = words.reduce((n, w) => n + (name.includes(w) ? 3 : 0) + (text.includes(w) ? 1 : 0), 0);
    return { tool, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.tool.name.localeCompare(b.tool.name))
    .slice(0, max)
    .map((s) => s.tool);
}

const searchSchema = objectSchema(['query'], {
  query: { type: 'string', description: 'Keywords to match tool names and descriptions, or "select:<name>[,<name>…]" for exact tools.' },
  max_results: { type: 'integer', minimum: 1, maximum: 20, description: 'Most definitions to return (default 5).' },
});

/**
 * When the deferrable tools (MCP by default) pass a size threshold, each is sent with a one-line
 * description and an open schema, and a ToolSearch tool returns full definitions on demand. The
 * tool list (names, order, text) never changes during the run, so the cached prefix stays valid;
 * a deferred tool stays callable by name, and its real schema is still enforced when it is called.
 * Below the threshold the tools are returned as they are.
 */
export function withToolSearch(tools: readonly AnyTool[], opts: ToolSearchOptions = {}): AnyTool[] {
  const deferrable = opts.deferrable ?? ((tool: AnyTool) => tool.name.startsWith('mcp__'));
  const candidates = tools.filter(deferrable);
  const size = approxTokens(candidates.map((t) => ({ name: t.name, description: t.description, input_schema: t.inputSchema })));
  if (candidates.length === 0 || size <= (opts.thresholdTokens ?? 10_000)) return [...tools];
  const max = opts.maxResults ?? 5;
  const search: AnyTool = {
    name: TOOL_SEARCH_NAME,
    description:
      'Loads the full definitions (description and parameters) of tools listed with "(parameters: ToolSearch)". ' +
      'Call it before using such a tool, with keywords or "select:<tool name>"; then call the tool itself by name.',
    inputSchema: searchSchema,
    readOnly: true,
    validate: makeValidator<unknown>(TOOL_SEARCH_NAME, searchSchema),
    execute: (input): Promise<ToolResult> => {
      const { query, max_results } = input as { query: string; max_results?: number };
      const found = searchTools(candidates, query, max_results ?? max);
      if (found.length === 0) {
        return Promise.resolve({ content: `No deferred tool matches "${query}". Deferred tools: ${candidates.map((t) => t.name).join(', ')}`, isError: false });
      }
      return Promise.resolve({
        content: `<functions>\n${found.map(definitionText).join('\n')}\n</functions>\nThese tools can now be called by name with these parameters.`,
        isError: false,
        details: { matches: found.map((t) => t.name) },
      });
    },
  };
  const deferred = new Set(candidates);
  const out = tools.map(
    (tool): AnyTool =>
      deferred.has(tool) ? { ...tool, description: `${firstLine(tool.description)} (parameters: ToolSearch)`, inputSchema: OPEN_SCHEMA } : tool,
  );
  return [...out, search];
}
