import type Anthropic from '@anthropic-ai/sdk';
import type { AnthropicBeta } from '@anthropic-ai/sdk/resources/beta/beta';
import type { ProviderName } from './provider-models.js';

/**
 * The tool-search beta a request with deferred tools (`defer_loading`, src/agent/request.ts) needs, as Claude Code
 * 2.1.332 names it: `advanced-tool-use-2025-11-20` to the Claude API, `tool-search-tool-2025-10-19` to Bedrock and
 * Vertex AI (their SDKs move the header into the body). None without deferred tools.
 */
export function toolSearchBetas(tools: readonly Anthropic.ToolUnion[] | undefined, provider: ProviderName): AnthropicBeta[] {
  const defers = tools?.some((tool) => 'defer_loading' in tool && tool.defer_loading === true) ?? false;
  if (!defers) return [];
  return [provider === 'anthropic' ? 'advanced-tool-use-2025-11-20' : 'tool-search-tool-2025-10-19'];
}

/**
 * The `anthropic-beta` header a request needs outside the Messages call (count_tokens): the tool-search beta where it
 * defers tools, for the client's provider (a client that names none is the Claude API's). Other requests need none.
 * The SDK adds its own (the OAuth beta under federation) to what is given here.
 */
export function betaHeadersFor(params: { tools?: readonly Anthropic.ToolUnion[] | undefined }, client: object): Record<string, string> | undefined {
  const [beta] = toolSearchBetas(params.tools, (client as { provider?: ProviderName }).provider ?? 'anthropic');
  return beta !== undefined ? { 'anthropic-beta': beta } : undefined;
}
