import type Anthropic from '@anthropic-ai/sdk';
import { makeValidator, objectSchema } from './schema.js';
import type { AnyTool, ToolResult, Validation } from './types.js';

export const TOOL_SEARCH_NAME = 'ToolSearch';

/**
 * The built-in tools Claude Code 2.1.332 sends by name only, behind ToolSearch (measured headless:
 * scripts/oracle/first-request.mjs and tool-search.mjs); every MCP tool (`mcp__…`) is deferred too. The others go whole.
 * LSP (a plugin's language servers) is deferred too (scripts/oracle/gap-probes.mjs: listed to every subagent, loaded by
 * `select:LSP` in the main thread).
 */
const DEFERRED_BUILTINS: ReadonlySet<string> = new Set([
  'CronCreate',
  'CronDelete',
  'CronList',
  'EnterWorktree',
  'ExitWorktree',
  'LSP',
  'Monitor',
  'NotebookEdit',
  'SendMessage',
  'TaskCreate',
  'TaskGet',
  'TaskList',
  'TaskStop',
  'TaskUpdate',
  'WebFetch',
  'WebSearch',
]);

/** Whether Claude Code defers this tool where it defers at all (a thread offered every tool, tool search on). */
export function deferredByDefault(name: string): boolean {
  return DEFERRED_BUILTINS.has(name) || name.startsWith('mcp__');
}

/** How `ENABLE_TOOL_SEARCH` asks for tools to be sent: each whole, deferred where Claude Code defers, or `auto` past a share. */
export type ToolSearchSetting = { kind: 'off' } | { kind: 'on' } | { kind: 'auto'; percent: number; invalid?: string };

/** `auto` without a share, or with one that is not a number: 10% of the context window (2.1.332's default). */
export const DEFAULT_AUTO_PERCENT = 10;

/**
 * `ENABLE_TOOL_SEARCH` in the settings' `env`, as 2.1.332 reads it (measured: scripts/oracle/env-switches.mjs,
 * test/fixtures/claude-code-first-request/2.1.332-env-switches.json, and scripts/oracle/tool-search-auto.mjs): `0`,
 * `false`, `no`, `off` (any case) and `auto:100` (or more) send every tool whole (no ToolSearch, no `defer_loading`, no
 * beta header); `auto` and `auto:N` defer only when the deferrable tools' definitions reach N% (default 10) of the
 * model's context window (session/tool-search-auto.ts); `auto:0` (or less) and anything else (`1`, `true`, `2`, empty,
 * `AUTO`: `auto` is read as written), or nothing, defer. N is a whole number (`auto:0.5` is `auto:0`, `auto:5x` is `auto:5`);
 * `auto:x`, not a number, is `auto` at 10% (2.1.332 logs it invalid).
 */
export function toolSearchSetting(env: Readonly<Record<string, string>>): ToolSearchSetting {
  const raw = env.ENABLE_TOOL_SEARCH ?? '';
  if (raw === 'auto') return { kind: 'auto', percent: DEFAULT_AUTO_PERCENT };
  if (raw.startsWith('auto:')) {
    const share = claudeCodeInteger(raw.slice(5));
    if (Number.isNaN(share)) return { kind: 'auto', percent: DEFAULT_AUTO_PERCENT, invalid: raw };
    const percent = Math.max(0, Math.min(100, share));
    return percent === 0 ? { kind: 'on' } : percent === 100 ? { kind: 'off' } : { kind: 'auto', percent };
  }
  return ['0', 'false', 'no', 'off'].includes(raw.trim().toLowerCase()) ? { kind: 'off' } : { kind: 'on' };
}

/**
 * A whole number as 2.1.332 reads one: exponent form when it is whole (`1e1`; `1.5e0` is not a number), thousands
 * separated by `_`, `,` or a space (`1,000`), else the leading digits (`5x` is 5, `0.5` is 0); NaN when none.
 */
function claudeCodeInteger(text: string): number {
  const s = text.trim();
  if (s.length <= 32) {
    if (/^[+-]?(\d+(\.\d*)?|\.\d+)[eE][+-]?\d+$/.test(s)) return Number.isInteger(Number(s)) ? Number(s) : Number.NaN;
    if (/^[+-]?\d{1,3}([_,\u00A0\u202F ])\d{3}(?:\1\d{3})*$/.test(s)) return Number.parseInt(s.replace(/[_,\u00A0\u202F ]/g, ''), 10);
  }
  return Number.parseInt(s, 10);
}

const DEFAULT_MAX_RESULTS = 5;

const searchSchema = objectSchema(['query'], {
  query: { type: 'string', description: 'What to look for: "select:<name>[,<name>…]" for tools by name, or keywords.' },
  max_results: { type: 'number', default: DEFAULT_MAX_RESULTS, description: `How many tools a keyword search loads at most (default ${DEFAULT_MAX_RESULTS}).` },
});

const DESCRIPTION = [
  'Loads tools that were offered by name only, so they can be called.',
  '',
  'A <system-reminder> in the conversation lists the deferred tools by name. Their parameters are not known until this tool loads them; once loaded, a tool is called like any other.',
  '',
  'Queries:',
  '- "select:WebFetch,NotebookEdit": load these tools by exact name',
  '- "jupyter notebook": keywords, matched against names and descriptions; the best matches, up to max_results, are loaded',
  '- "+github issue": a word with "+" must be in the tool\'s name; the others rank the matches',
].join('\n');

/** The words of a tool name: `mcp__github__create_issue` → mcp, github, create, issue; `NotebookEdit` → notebook, edit. */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Keyword search over `tools`: every `+word` must be in the name; a word in the name scores more than one in the description. */
function keywordMatches(tools: readonly AnyTool[], query: string, max: number): AnyTool[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const required = terms.filter((t) => t.startsWith('+') && t.length > 1).map((t) => t.slice(1));
  const ranked = terms.map((t) => t.replace(/^\+/, '')).filter(Boolean);
  const scored = tools.flatMap((tool) => {
    const name = tool.name.toLowerCase();
    if (!required.every((word) => name.includes(word))) return [];
    const words = nameWords(tool.name);
    const text = tool.description.toLowerCase();
    const score = ranked.reduce((n, w) => n + (words.includes(w) ? 4 : name.includes(w) ? 3 : 0) + (text.includes(w) ? 1 : 0), 0);
    return score > 0 || (required.length > 0 && ranked.length === required.length) ? [{ tool, score }] : [];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.tool.name.localeCompare(b.tool.name))
    .slice(0, max)
    .map((s) => s.tool);
}

/** `select:a,b`: the tools of the thread so named (loaded ones too, as Claude Code answers them), in the query's order. */
function selected(tools: readonly AnyTool[], query: string): AnyTool[] {
  const names = query
    .slice('select:'.length)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const out: AnyTool[] = [];
  for (const name of names) {
    const tool = tools.find((t) => t.name === name) ?? tools.find((t) => t.name.toLowerCase() === name.toLowerCase());
    if (tool && !out.includes(tool)) out.push(tool);
  }
  return out;
}

/**
 * A thread's tools with deferral as Claude Code 2.1.332 sends them: the tools `defer` picks are marked `deferred` (the
 * request sends them by name only, src/agent/request.ts) and a ToolSearch tool, bound to this list, loads them: its
 * result is a `tool_reference` block per tool, which the API expands into the tool's definition. A deferred tool stays
 * callable before it is loaded (its real schema is checked; a refusal says how to load it). Nothing to defer: the list
 * as it is, without ToolSearch. Each thread (the main one, each subagent) gets its own ToolSearch over its own tools.
 */
export function withToolSearch(tools: readonly AnyTool[], defer: (tool: AnyTool) => boolean): AnyTool[] {
  const own = tools.filter((tool) => tool.name !== TOOL_SEARCH_NAME).map((tool) => (tool.deferred ? withoutDeferral(tool) : tool));
  if (!own.some(defer)) return own;
  const loaded = new Set<string>();
  const marked = own.map((tool) => (defer(tool) ? deferredTool(tool, loaded) : tool));
  const deferred = marked.filter((tool) => tool.deferred);
  const validateSearch = makeValidator<{ query: string; max_results?: number }>(TOOL_SEARCH_NAME, searchSchema);
  const search: AnyTool = {
    name: TOOL_SEARCH_NAME,
    description: DESCRIPTION,
    inputSchema: searchSchema,
    readOnly: true,
    // The default filled in, so hooks see `max_results` as Claude Code's do.
    validate: (input): Validation<unknown> => {
      const checked = validateSearch(input);
      return checked.ok ? { ok: true, value: { max_results: DEFAULT_MAX_RESULTS, ...checked.value } } : checked;
    },
    execute: (input): Promise<ToolResult> => {
      const { query, max_results } = input as { query: string; max_results: number };
      const q = query.trim();
      const found = q.toLowerCase().startsWith('select:') ? selected(marked, q) : keywordMatches(deferred, q, Math.max(1, Math.floor(max_results)));
      const details = { matches: found.map((t) => t.name), query, total_deferred_tools: deferred.length };
      if (found.length === 0) return Promise.resolve({ content: 'No matching deferred tools found', isError: false, details });
      for (const tool of found) loaded.add(tool.name);
      const blocks = found.map((tool): Anthropic.ToolReferenceBlockParam => ({ type: 'tool_reference', tool_name: tool.name }));
      return Promise.resolve({ content: '', blocks, attachments: ['Tool loaded.'], isError: false, details });
    },
  };
  return [...marked, search];
}

function withoutDeferral(tool: AnyTool): AnyTool {
  const { deferred: _deferred, ...rest } = tool;
  return rest;
}

/** `tool` marked deferred; input its schema refuses before ToolSearch loaded it gets the way to load it and the schema. */
function deferredTool(tool: AnyTool, loaded: ReadonlySet<string>): AnyTool {
  return {
    ...tool,
    deferred: true,
    validate: (input) => {
      const checked = tool.validate(input);
      if (checked.ok || loaded.has(tool.name)) return checked;
      const note =
        `\n\nThis tool was offered by name only and ToolSearch has not loaded it, so its parameters were not in your prompt. ` +
        `Load it first: call ToolSearch with query "select:${tool.name}", then retry this call. Its input schema: ${JSON.stringify(tool.inputSchema)}`;
      return { ok: false, error: `${checked.error}${note}` };
    },
  };
}
