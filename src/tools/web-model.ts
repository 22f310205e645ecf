import type Anthropic from '@anthropic-ai/sdk';

/**
 * The one model call a web tool makes (WebFetch's small model reading a page, WebSearch's server-side
 * search). The session builds it over the run's model port and budget, so the call is reserved at its
 * worst case before it is sent and charged after it, like every model call of the run; tools never see
 * the budget itself.
 */
export interface ToolModelRequest {
  /** `small`: the small, fast model (WebFetch); `main`: the run's model (WebSearch, as Claude Code does it). */
  model: 'small' | 'main';
  system?: string;
  messages: Anthropic.MessageParam[];
  maxTokens: number;
  tools?: Anthropic.ToolUnion[];
  toolChoice?: Anthropic.ToolChoice;
  /**
   * Searches the call may run server-side (the web search tool's `max_uses`): their fees and the result
   * tokens they add to the prompt are part of the worst case reserved before the call.
   */
  maxSearches?: number;
}

export type ToolModelResult = { ok: true; message: Anthropic.Message; model: string; costUsd: number } | { ok: false; error: string; aborted: boolean };

export type ToolModelCall = (request: ToolModelRequest, signal: AbortSignal) => Promise<ToolModelResult>;
