import { resolvePrice } from './pricing.js';
import { canonicalModelId, withoutGatewayPrefix } from './provider-models.js';

export type Effort = 'low' | 'medium' | 'high' | 'xhigh' | 'max';
/** A level, or `auto`: no `output_config.effort` at all, the API's own default (CLAUDE_CODE_EFFORT_LEVEL=auto, as 2.1.332). */
export type EffortChoice = Effort | 'auto';

/**
 * What Claude Code 2.1.332 asks of a model in its requests, measured per model (scripts/oracle/request-fields.mjs,
 * test/fixtures/claude-code-first-request/2.1.332-fields.json). The runner sends the same, and nothing the CLI does not
 * send for that model: a field a model does not take fails the call.
 */
export interface ModelCapabilities {
  /**
   * `adaptive`: `thinking: {type: adaptive}` whatever MAX_THINKING_TOKENS or alwaysThinkingEnabled say (the CLI ignores
   * both for these models); `budget`: `{type: enabled, budget_tokens}` below max_tokens, or `disabled`; `none`: no field.
   */
  thinking: 'adaptive' | 'budget' | 'none';
  /** The `output_config.effort` sent when no level is chosen; undefined: the model takes no effort level. */
  defaultEffort: Effort | undefined;
  /** The max_tokens asked for when neither `max_output_tokens` nor CLAUDE_CODE_MAX_OUTPUT_TOKENS sets it. */
  defaultMaxTokens: number;
}

interface Family {
  ids: RegExp;
  caps: ModelCapabilities;
}

const adaptive = (defaultEffort: Effort, defaultMaxTokens: number): ModelCapabilities => ({ thinking: 'adaptive', defaultEffort, defaultMaxTokens });

/** In the order they are matched; each row as 2.1.332 sent it (ids without a date suffix, see canonicalModelId). */
const FAMILIES: Family[] = [
  { ids: /^claude-(opus|sonnet|haiku)-5-5$|^claude-(fable|mythos)-5-2$/, caps: adaptive('medium', 128_000) },
  { ids: /^claude-opus-4-7$/, caps: adaptive('xhigh', 64_000) },
  { ids: /^claude-(opus|sonnet|fable|mythos)-5$|^claude-(fable|mythos)-5-1$|^claude-opus-4-[68]$/, caps: adaptive('high', 64_000) },
  { ids: /^claude-sonnet-4-6$/, caps: adaptive('high', 32_000) },
  { ids: /^claude-opus-4-5$/, caps: { thinking: 'budget', defaultEffort: 'high', defaultMaxTokens: 32_000 } },
  { ids: /^claude-(sonnet-4-5|haiku-4-5|sonnet-4|sonnet-4-0)$/, caps: { thinking: 'budget', defaultEffort: undefined, defaultMaxTokens: 32_000 } },
  { ids: /^claude-3-5-(?:haiku|sonnet)/, caps: { thinking: 'none', defaultEffort: undefined, defaultMaxTokens: 8_192 } },
];

/**
 * An older model (the claude-3 models; claude-opus-4-1 and claude-opus-4, which the CLI runs as claude-opus-5-5 where the
 * runner runs the model it is given), or a Bedrock ARN that names no model: no thinking, no effort, no beta, as before
 * (a field such a model does not take fails the call); max_tokens as 2.1.332 asks of claude-3-7-sonnet.
 */
const PLAIN: ModelCapabilities = { thinking: 'none', defaultEffort: undefined, defaultMaxTokens: 32_000 };
const OLDER = /^claude-(?:3|2|instant)\b|^claude-opus-4(?:-[01])?$/;
/**
 * claude-opus-4-1 or claude-opus-4 behind a gateway's prefix, which 2.1.332 sends as it names it (not as claude-opus-5-5):
 * thinking with a budget, no effort (measured: scripts/oracle/model-shaping.mjs, gatewayOpus41).
 */
const GATEWAY_OPUS_4 = /^claude-opus-4(?:-[01])?$/;
const BUDGET: ModelCapabilities = { thinking: 'budget', defaultEffort: undefined, defaultMaxTokens: 32_000 };
/**
 * An id 2.1.332 does not know (a gateway's `my-gateway/opus-ish`, `claude-custom-1`), by `--model`, the settings'
 * `model` or a re-pointed alias: adaptive thinking, effort `high`, max_tokens 32,000 whatever the name says
 * (measured: scripts/oracle/model-shaping.mjs, unknown*). The budget prices such an id at the highest known rates
 * (its thinking is output, reserved at the dearest output rate), and it may write up to the most any model writes.
 */
const UNKNOWN = adaptive('high', 32_000);

export function capabilitiesOf(model: string): ModelCapabilities {
  const named = model.trim().replace(/\[1m\]$/i, '');
  // A known model behind a gateway's prefix is that model: adaptive thinking or an effort level would fail its call.
  const inside = withoutGatewayPrefix(named);
  const id = canonicalModelId(inside);
  if (id === undefined) return PLAIN;
  if (inside !== named && GATEWAY_OPUS_4.test(id)) return BUDGET;
  return FAMILIES.find((family) => family.ids.test(id))?.caps ?? (OLDER.test(id) ? PLAIN : UNKNOWN);
}

/**
 * Whether tools may be deferred behind ToolSearch for this model: 2.1.332 sent the tool-search beta to every model it
 * thinks with and to none of the claude-3 models (the fixture above), so a model without thinking gets every tool whole.
 */
export function defersTools(model: string): boolean {
  return capabilitiesOf(model).thinking !== 'none';
}

/**
 * The effort level a call of this model is sent: the one chosen, else the model's default; none for a model without
 * levels, nor for `auto` (2.1.332 with CLAUDE_CODE_EFFORT_LEVEL=auto sent no effort, in the main thread or a subagent).
 */
export function effortFor(model: string, chosen: EffortChoice | undefined): Effort | undefined {
  const { defaultEffort } = capabilitiesOf(model);
  return defaultEffort === undefined || chosen === 'auto' ? undefined : (chosen ?? defaultEffort);
}

/**
 * max_tokens for a model: the one asked for (the `max_output_tokens` input, CLAUDE_CODE_MAX_OUTPUT_TOKENS), else the
 * model's default, never past what the model can write (2.1.332 lowers CLAUDE_CODE_MAX_OUTPUT_TOKENS=200000 to it).
 */
export function maxTokensFor(model: string, asked: number | undefined): number {
  const most = resolvePrice(model).price.maxOutputTokens;
  return Math.min(asked ?? capabilitiesOf(model).defaultMaxTokens, most);
}
