import type { IncomingHttpHeaders } from 'node:http';
import type Anthropic from '@anthropic-ai/sdk';
import type { FederationEndpoint, FederationRule } from './federation.js';
import type { ProviderKind, ProviderRoute } from './provider-wire.js';

/** The script, the requests it records and the server's handle: types of scripted-model.ts. */

export type ScriptedBlock =
  | { type: 'text'; text: string; citations?: Anthropic.TextCitation[] }
  | { type: 'tool_use'; id?: string; name: string; input: unknown }
  | { type: 'thinking'; thinking: string; signature: string }
  /** A server-side tool call (web search) and its result, as the API streams them in the reply. */
  | { type: 'server_tool_use'; id: string; name: 'web_search'; input: unknown }
  | { type: 'web_search_tool_result'; tool_use_id: string; content: Anthropic.WebSearchToolResultBlockContent };

export type ScriptedFault =
  | { kind: 'http'; status: number; retryAfter?: number; body?: unknown }
  /** Destroys the socket after this many SSE events (ping included); without `stream`, before any response. */
  | { kind: 'cut'; afterEvents: number }
  /** An SSE `error` event (overloaded_error) after this many events; without `stream`, a 529. */
  | { kind: 'sse_error'; afterEvents: number }
  /** Goes silent for `ms` after `afterEvents` events (default 1), then carries on; without `stream`, before answering. */
  | { kind: 'stall'; ms: number; afterEvents?: number }
  | { kind: 'malformed' };

export interface ScriptedUsage {
  input_tokens?: number;
  output_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
  /** null: the reply leaves out the TTL split of its cache writes (`cache_creation`), as some providers and gateways do. */
  cache_creation?: null;
  /** Server-side tool calls billed with the reply (web search fees). */
  server_tool_use?: { web_search_requests: number; web_fetch_requests: number };
}

export interface ScriptedTurn {
  content?: ScriptedBlock[];
  /** Default: 'tool_use' if any tool_use block, else 'end_turn'; 'max_tokens' whenever the output was clamped. */
  stop_reason?: Anthropic.StopReason;
  /** Replaces the computed numbers; output_tokens above max_tokens is clamped to it, with stop_reason 'max_tokens'. */
  usage?: ScriptedUsage;
  fault?: ScriptedFault;
  /** Latency before the response starts. */
  delayMs?: number;
}

export type RequestBody = Partial<Anthropic.MessageCreateParams> & Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  /** As sent, percent-encoding kept (e.g. `/model/us.anthropic.claude-sonnet-5-5/invoke-with-response-stream`). */
  path: string;
  headers: IncomingHttpHeaders;
  /** The request as the Messages API would see it: for Bedrock and Vertex, the model (and stream) from the path put back. */
  body: RequestBody;
  receivedAt: number;
  /** Which API shape the request came in (absent means the Anthropic Messages API). */
  provider?: ProviderKind;
  route?: ProviderRoute;
  /** Bedrock and Vertex: the body exactly as received (no `model`, `anthropic_version` in it). */
  sentBody?: RequestBody;
}

export type Script = ScriptedTurn[] | ((req: RecordedRequest, index: number) => ScriptedTurn);

export interface ScriptedModelOptions {
  /** Called for every /v1/messages request before it is validated or answered. */
  onRequest?: (req: RecordedRequest) => void | Promise<void>;
  minCacheableTokens?: number;
  /** Pause between SSE events, to make streams observable. */
  eventDelayMs?: number;
  /** Workload identity federation: serve POST /v1/oauth/token for this rule, and take only its access tokens on /v1/messages. */
  federation?: FederationRule;
  /** Answer count_tokens with 404 (as an old proxy does), so the caller falls back to its own estimate. */
  refuseCountTokens?: boolean;
  /** Awaited before each count_tokens call is answered: a stalled count until the promise it returns settles. */
  holdCountTokens?: (body: RequestBody) => Promise<void>;
}

export interface ScriptedModel {
  /** Base URL without /v1, for `new Anthropic({ baseURL })`. */
  url: string;
  /** Every POST /v1/messages (or its Bedrock / Vertex form; rejected ones included), in arrival order. count_tokens calls are not in here. */
  requests: RecordedRequest[];
  readonly countTokensCalls: number;
  /** Paths of the count_tokens calls, in every provider's form. */
  countTokensPaths: string[];
  /** Bodies of the count_tokens calls, in arrival order (refused ones included). */
  countTokensBodies: RequestBody[];
  /** With the federation option: its exchanges and refusals. */
  federation?: FederationEndpoint;
  close(): Promise<void>;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
