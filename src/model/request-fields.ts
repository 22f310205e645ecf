import type Anthropic from '@anthropic-ai/sdk';
import type { AnthropicBeta } from '@anthropic-ai/sdk/resources/beta/beta';
import type { BetaContextManagementConfig, BetaThinkingConfigParam } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { capabilitiesOf, effortFor, type EffortChoice } from './capabilities.js';
import type { ProviderName } from './provider-models.js';
import { toolSearchBetas } from './betas.js';

/**
 * A Messages API request as the runner sends it: the SDK's params, with `thinking` and `context_management` as its beta
 * types describe them (Claude Code's `display: "updates"`, the clearing of old thinking), which the betas in
 * `requestBetas` enable.
 */
export type ModelRequest = Omit<Anthropic.MessageCreateParamsStreaming, 'thinking'> & {
  thinking?: BetaThinkingConfigParam;
  context_management?: BetaContextManagementConfig;
  /**
   * Not in the SDK's types (1.14 has no sampling parameters): 2.1.332 sends `temperature: 1` with thinking disabled on
   * the models that think on a budget, the API's default, which those models take.
   */
  temperature?: 1;
};

/**
 * What the settings ask of thinking: off (MAX_THINKING_TOKENS=0 or alwaysThinkingEnabled false) or a budget
 * (MAX_THINKING_TOKENS). As in Claude Code 2.1.332, only a model that thinks on a budget honours either.
 */
export interface ThinkingChoice {
  off?: boolean;
  budgetTokens?: number;
  /** CLAUDE_CODE_DISABLE_THINKING: no `thinking` field, whatever the model (2.1.332 leaves it out for adaptive models too). */
  omitted?: boolean;
  /** CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING: claude-opus-4-6 and claude-sonnet-4-6 think on a budget, as 2.1.332 sends them then. */
  budgetNotAdaptive?: boolean;
  /** CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS: thinking without `display`, no context management (their betas are not sent). */
  experimentalBetasOff?: boolean;
}

/** How a model thinks under the settings' choice: CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING moves the 4.6 models to a budget. */
export function thinkingKindOf(model: string, choice: ThinkingChoice = {}): 'adaptive' | 'budget' | 'none' {
  const kind = capabilitiesOf(model).thinking;
  return kind === 'adaptive' && choice.budgetNotAdaptive && /(opus|sonnet)-4-6/.test(model) ? 'budget' : kind;
}

/** The API's least thinking budget: below it (max_tokens lowered near the end of the budget) the call does not think. */
const MIN_THINKING_BUDGET = 1024;
const CLEAR_OLD_THINKING: BetaContextManagementConfig = { edits: [{ type: 'clear_thinking_20251015', keep: 'all' }] };

type ShapedFields = Pick<ModelRequest, 'thinking' | 'context_management' | 'output_config' | 'temperature'>;

/**
 * The fields beyond tools and text, as 2.1.332 sends them for this model: thinking (adaptive, or a budget below
 * max_tokens) shown as `updates`, old thinking cleared by context management (`keep: all`), the effort level; with
 * thinking off, `temperature: 1` and no context management.
 */
export function shapedFields(model: string, maxTokens: number, effort: EffortChoice | undefined, choice: ThinkingChoice = {}): ShapedFields {
  const kind = thinkingKindOf(model, choice);
  const level = effortFor(model, effort);
  const output: Pick<ModelRequest, 'output_config'> = level !== undefined ? { output_config: { effort: level } } : {};
  if (kind === 'none') return output;
  if (choice.omitted) return kind === 'budget' ? { temperature: 1, ...output } : output;
  const budget = Math.min(choice.budgetTokens ?? maxTokens - 1, maxTokens - 1);
  const thinking: BetaThinkingConfigParam | undefined =
    kind === 'adaptive'
      ? { type: 'adaptive', display: 'updates' }
      : choice.off || budget < MIN_THINKING_BUDGET
        ? undefined
        : { budget_tokens: budget, type: 'enabled', display: 'updates' };
  if (!thinking) return { thinking: { type: 'disabled' }, temperature: 1, ...output };
  if (choice.experimentalBetasOff) {
    const { display: _shown, ...plain } = thinking as BetaThinkingConfigParam & { display?: string };
    return { thinking: plain as BetaThinkingConfigParam, ...output };
  }
  return { thinking, context_management: CLEAR_OLD_THINKING, ...output };
}

/**
 * The same request asking for at most `maxTokens` (the budget lowers it near its end): a thinking budget stays below
 * it, as the API requires; below the least budget the call does not think (`temperature: 1`, no context management).
 */
export function withMaxTokens(request: ModelRequest, maxTokens: number): ModelRequest {
  const thinking = request.thinking;
  if (thinking?.type !== 'enabled' || thinking.budget_tokens < maxTokens) return { ...request, max_tokens: maxTokens };
  if (maxTokens - 1 >= MIN_THINKING_BUDGET) return { ...request, max_tokens: maxTokens, thinking: { ...thinking, budget_tokens: maxTokens - 1 } };
  const { context_management: _cleared, ...rest } = request;
  return { ...rest, max_tokens: maxTokens, thinking: { type: 'disabled' }, temperature: 1 };
}

const BETA = {
  interleaved: 'interleaved-thinking-2025-05-14',
  contextManagement: 'context-management-2025-06-27',
  thinkingTokens: 'thinking-token-count-2026-05-13',
  effort: 'effort-2025-11-24',
  display: 'thinking-display-updates-2026-08-18',
} as const satisfies Record<string, AnthropicBeta>;

/**
 * The request as a provider takes it and the betas that enable its fields, each as 2.1.332 sends them there: the
 * Claude API takes everything; Bedrock and Vertex AI no context management, and thinking shown as `updates` only when
 * adaptive; Bedrock's betas are those the CLI puts in its body (no effort beta). Deferred tools (`defer_loading`,
 * src/agent/request.ts) add the tool-search beta (betas.ts) where 2.1.332 puts it. Betas the CLI sends for features
 * the runner does not use (claude-code, per-turn control, mid-conversation tool changes, web search) are not sent.
 */
export function forProvider(
  request: ModelRequest,
  provider: ProviderName,
  opts: { interleavedThinking?: false; experimentalBetas?: false } = {},
): { request: ModelRequest; betas: AnthropicBeta[] } {
  const thinking = request.thinking;
  const toolSearch = toolSearchBetas(request.tools, provider);
  // A model that thinks keeps its thinking betas when CLAUDE_CODE_DISABLE_THINKING leaves the field out, as 2.1.332 sends them.
  if (thinking === undefined && capabilitiesOf(String(request.model)).thinking === 'none') return { request, betas: toolSearch };
  const interleaved: AnthropicBeta[] = opts.interleavedThinking === false ? [] : [BETA.interleaved];
  let sent = request;
  if (provider !== 'anthropic') {
    const { context_management: _dropped, ...rest } = request;
    const plainBudget = thinking?.type === 'enabled' ? { budget_tokens: thinking.budget_tokens, type: thinking.type } : undefined;
    sent = plainBudget ? { ...rest, thinking: plainBudget } : rest;
  }
  const shown = (sent.thinking?.type === 'adaptive' || sent.thinking?.type === 'enabled') && sent.thinking.display === 'updates';
  const effort = sent.output_config?.effort != null;
  // CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS: 2.1.332 then sends only these (its request has no field the others enable).
  if (opts.experimentalBetas === false)
    return { request: sent, betas: [...interleaved, ...toolSearch, ...(effort && provider !== 'bedrock' ? [BETA.effort] : [])] };
  const betas: AnthropicBeta[] =
    provider === 'anthropic'
      ? [...interleaved, BETA.contextManagement, BETA.thinkingTokens, ...toolSearch, ...(effort ? [BETA.effort] : []), ...(shown ? [BETA.display] : [])]
      : provider === 'vertex'
        ? [...interleaved, ...(shown ? [BETA.thinkingTokens] : []), ...toolSearch, ...(effort ? [BETA.effort] : []), ...(shown ? [BETA.display] : [])]
        : [...interleaved, ...toolSearch, ...(shown ? [BETA.thinkingTokens, BETA.display] : [])];
  return { request: sent, betas };
}

/** The thinking field in the SDK's GA form (without `display`), for count_tokens, which takes no beta. */
export function gaThinking(thinking: BetaThinkingConfigParam | undefined): Anthropic.ThinkingConfigParam | undefined {
  if (thinking?.type === 'enabled') return { type: 'enabled', budget_tokens: thinking.budget_tokens };
  if (thinking?.type === 'adaptive') return { type: 'adaptive' };
  if (thinking?.type === 'disabled') return { type: 'disabled' };
  return undefined;
}

/**
 * The request as the SDK's Messages resource takes it. That resource sends the body as given; its params type only
 * lacks the beta forms of `thinking` and `context_management`, which the request's betas enable.
 */
export function sdkParams(request: ModelRequest): Anthropic.MessageCreateParamsStreaming {
  return request as unknown as Anthropic.MessageCreateParamsStreaming;
}
