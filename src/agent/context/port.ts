import type Anthropic from '@anthropic-ai/sdk';
import type { ModelRequest } from '../../model/request-fields.js';
import type { EventSink } from '../events.js';
import type { RunBudget } from '../budget.js';
import type { ModelPort } from '../model-port.js';
import type { EffortChoice, PromptCacheChoice, ThinkingChoice } from '../request.js';

/** What the loop hands the context manager before each call: the history and the means to make a call of its own. */
export interface ContextCall {
  messages: Anthropic.MessageParam[];
  model: string;
  system: Anthropic.TextBlockParam[];
  /** As sent (cache breakpoint on the last one). */
  tools: Anthropic.Tool[];
  maxOutputTokens: number;
  effort: EffortChoice | undefined;
  /** The settings' thinking: a summarization call is shaped as the loop's calls are. */
  thinking?: ThinkingChoice;
  /** The settings' prompt caching, as the loop's calls have it. */
  cache?: PromptCacheChoice;
  port: ModelPort;
  /** The run's one budget: a compaction call is planned and charged through it, so it counts like any other. */
  budget: RunBudget;
  emit: EventSink;
  parentToolUseId: string | null;
  signal: AbortSignal;
}

/** The loop's view of context management (implemented by ContextManager). */
export interface ContextPort {
  /** May rewrite the history (stub stale results, compact); returns the history to continue with. Never throws. */
  beforeCall(call: ContextCall): Promise<Anthropic.MessageParam[]>;
  /** Each successful reply, with the request that produced it. */
  afterCall(request: ModelRequest, reply: Anthropic.Message): void;
}
