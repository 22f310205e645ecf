import type Anthropic from '@anthropic-ai/sdk';
import type { ProviderName } from './provider-models.js';

/**
 * The `anthropic-beta` header a request needs: with deferred tools (`defer_loading`, src/agent/request.ts) the tool-search
 * beta, as Claude Code 2.1.332 sends it to the Claude API (`advanced-tool-use-2025-11-20`); Bedrock and Vertex name it
 * `tool-search-tool-2025-10-19` (their SDKs move the header into the body). Other requests need none. The SDK adds
 * its own (the OAuth beta under federation) to what is given here.
 */
export function betaHeadersFor(params: { tools?: readonly Anthropic.ToolUnion[] | undefined }, client: object): Record<string, string> | undefined {
  const defers = params.tools?.some((tool) => 'defer_loading' in tool && tool.defer_loading === true) ?? false;
  if (!defers) return undefined;
  const provider = (client as { provider?: ProviderName }).provider;
  return { 'anthropic-beta': provider === 'bedrock' || provider === 'vertex' ? 'tool-search-tool-2025-10-19' : 'advanced-tool-use-2025-11-20' };
}
