/**
 * WebSearch, as Claude Code runs it: one call to the run's model with the Messages API's server-side
 * web search tool (`web_search_20250305`, `max_uses` bounding the searches and so their fees),
 * the hits and the model's cited commentary returned in the SDK's WebSearchOutput.
 */
import type Anthropic from '@anthropic-ai/sdk';
import { makeValidator, type ObjectSchema } from './schema.js';
import type { ToolDefinition, ToolResult } from './types.js';
import type { ToolModelCall } from './web-model.js';

export interface WebSearchInput {
  query: string;
  allowed_domains?: string[];
  blocked_domains?: string[];
}

type SearchHits = { tool_use_id: string; content: { title: string; url: string }[] };

/** The SDK's WebSearchOutput. */
export interface WebSearchOutput {
  query: string;
  results: (SearchHits | string)[];
  durationSeconds: number;
  searchCount?: number;
}

export const WEB_SEARCH_TOOL_NAME = 'WebSearch';

export interface WebSearchOptions {
  askModel: ToolModelCall;
  /** Why the workflow does not grant a search (src/powers/network.ts: the sandbox on, no rule naming WebSearch), if so. */
  refusal?: string;
}
/** Claude Code's bound on the searches of one call. */
export const MAX_SEARCHES_PER_CALL = 8;
const SEARCH_MAX_TOKENS = 4096;
const SYSTEM =
  'You run a web search for another Claude model, which is waiting on the result and can search again. Search once, then reply with a brief summary of the results.';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "December 2026", as `toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })` writes it. Not
 * that call: its first use loads ICU's date formatting, 15-20 ms before the first model request (issue 29).
 */
function description(date: Date): string {
  const month = `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
  return `
- Allows Claude to search the web and use the results to inform responses
- Provides up-to-date information for current events and recent data
- Returns search result information formatted as search result blocks, including links as markdown hyperlinks
- Use this tool for accessing information beyond Claude's knowledge cutoff
- Searches are performed automatically within a single API call

CRITICAL REQUIREMENT - You MUST follow this:
  - After answering the user's question, you MUST include a "Sources:" section at the end of your response
  - In the Sources section, list all relevant URLs from the search results as markdown hyperlinks: [Title](URL)
  - This is MANDATORY - never skip including sources in your response
  - Example format:

    [Your answer here]

    Sources:
    - [Source Title 1](https://example.com/1)
    - [Source Title 2](https://example.com/2)

Usage notes:
  - Domain filtering is supported to include or block specific websites
  - Web search is only available in the US

IMPORTANT - Use the correct year in search queries:
  - The current month is ${month}. You MUST use this year when searching for recent information, documentation, or current events.
  - Example: If the user asks for "latest React docs", search for "React documentation" with the current year, NOT last year
`;
}

const DOMAINS = { type: 'array', items: { type: 'string' } } as const;
const SCHEMA: ObjectSchema = {
  type: 'object',
  properties: {
    query: { type: 'string', description: 'The search query to use' },
    allowed_domains: { ...DOMAINS, description: 'Only include search results from these domains' },
    blocked_domains: { ...DOMAINS, description: 'Never include search results from these domains' },
  },
  required: ['query'],
  additionalProperties: false,
};

/** A text block with the sources it cites, so the citations reach the model and stay in the transcript. */
function withCitations(block: Anthropic.TextBlock): string {
  const cited = (block.citations ?? []).flatMap((c) => (c.type === 'web_search_result_location' ? [c] : []));
  if (cited.length === 0) return block.text;
  const lines = cited.map((c) => `- [${c.title ?? c.url}](${c.url}): "${c.cited_text}"`);
  return `${block.text}\n(cited:\n${lines.join('\n')})`;
}

/** Claude Code's reading of the reply: commentary between searches as strings, each search's hits as links. */
function resultsOf(content: Anthropic.ContentBlock[]): { results: WebSearchOutput['results']; searches: number } {
  const results: WebSearchOutput['results'] = [];
  let text = '';
  let uses = 0;
  let answers = 0;
  const flush = (): void => {
    if (text.trim() !== '') results.push(text.trim());
    text = '';
  };
  for (const block of content) {
    if (block.type === 'server_tool_use') {
      uses += 1;
      flush();
    } else if (block.type === 'web_search_tool_result') {
      answers += 1;
      if (Array.isArray(block.content))
        results.push({ tool_use_id: block.tool_use_id, content: block.content.map((hit) => ({ title: hit.title, url: hit.url })) });
      else results.push(`Web search error: ${block.content.error_code}`);
    } else if (block.type === 'text') {
      text += withCitations(block);
    }
  }
  flush();
  return { results, searches: Math.max(uses, answers) };
}

/** What the model reads: Claude Code's text form of the output. */
function forModel(out: WebSearchOutput): string {
  let text = `Web search results for query: "${out.query}"\n\n`;
  for (const item of out.results) {
    if (typeof item === 'string') text += `${item}\n\n`;
    else if (item.content.length > 0) text += `Links: ${JSON.stringify(item.content)}\n\n`;
    else text += 'No links found.\n\n';
  }
  text += '\nREMINDER: You MUST include the sources above in your response to the user using markdown hyperlinks.';
  return text.trim();
}

export function createWebSearchTool(opts: WebSearchOptions, now: () => Date = () => new Date()): ToolDefinition<WebSearchInput> {
  return {
    name: WEB_SEARCH_TOOL_NAME,
    description: description(now()),
    inputSchema: SCHEMA,
    readOnly: true,
    validate: (input) => {
      const checked = makeValidator<WebSearchInput>(WEB_SEARCH_TOOL_NAME, SCHEMA)(input);
      if (!checked.ok) return checked;
      const { query, allowed_domains: allowed, blocked_domains: blocked } = checked.value;
      if (query.trim().length < 2) return { ok: false, error: 'WebSearch: "query" must be at least 2 characters' };
      if ((allowed?.length ?? 0) > 0 && (blocked?.length ?? 0) > 0) {
        return { ok: false, error: 'WebSearch: Cannot specify both allowed_domains and blocked_domains in the same request' };
      }
      return checked;
    },
    async execute(input, ctx): Promise<ToolResult> {
      if (opts.refusal !== undefined) return { content: `WebSearch refused: ${opts.refusal}.`, isError: true };
      const started = performance.now();
      const tool: Anthropic.WebSearchTool20250305 = {
        type: 'web_search_20250305',
        name: 'web_search',
        max_uses: MAX_SEARCHES_PER_CALL,
        ...(input.allowed_domains?.length ? { allowed_domains: input.allowed_domains } : {}),
        ...(input.blocked_domains?.length ? { blocked_domains: input.blocked_domains } : {}),
      };
      const reply = await opts.askModel(
        {
          model: 'main',
          system: SYSTEM,
          messages: [{ role: 'user', content: `Perform a web search for the query: ${input.query}` }],
          maxTokens: SEARCH_MAX_TOKENS,
          tools: [tool],
          // What Claude Code 2.1.328 sends (observed): the search model decides, steered by the system prompt.
          toolChoice: { type: 'auto' },
          maxSearches: MAX_SEARCHES_PER_CALL,
        },
        ctx.signal,
      );
      if (!reply.ok) return { content: reply.aborted ? 'WebSearch was stopped: the run is ending.' : `WebSearch failed: ${reply.error}`, isError: true };
      const { results, searches } = resultsOf(reply.message.content);
      const out: WebSearchOutput = { query: input.query, results, durationSeconds: (performance.now() - started) / 1000, searchCount: searches };
      return { content: forModel(out), isError: false, details: { ...out } };
    },
  };
}
