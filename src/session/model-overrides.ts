import type { RunnerPreferences } from '../config/runner-keys.js';
import { canonicalModelId, isModelAlias, modelOfAlias } from '../model/provider-models.js';
import type { SessionConfiguration } from './configuration.js';
import { SMALL_FAST_MODEL } from './web-tools.js';
import { resolvePrice, type LongPromptTier, type ModelPrice, type PriceOverrides, type PriceRates } from '../model/pricing.js';

/**
 * Settings' `modelOverrides`, as Claude Code 2.1.332 applies it (measured by scripts/oracle/settings-keys.mjs): a
 * request for a model the map names is sent with the mapped id (`claude-opus-4-6` -> `gateway-opus`; `--model sonnet`
 * resolves first, then maps). The run still thinks of it as the model it maps from (its limits, thinking and effort
 * are that model's), and the budget prices each such call at the higher of the two models' rates, field by field
 * (the workflow's `pricing` input, when it prices either model, is that model's rate); a mapped id with no price on
 * file is priced at the highest known rates (a warning says so; the `pricing` input prices it exactly).
 * The workflow's `model` input wins over the repository's settings, as it does over `ANTHROPIC_MODEL`: the map does
 * not redirect the id the workflow names (a warning names the file and key). An alias the workflow names (`opus`) is
 * the settings' to resolve, as in 2.1.332: ANTHROPIC_DEFAULT_OPUS_MODEL re-points it and a key for the id it then names
 * redirects it (measured: scripts/oracle/model-shaping.mjs overrides*; priced as any mapped call). Keys and the run's
 * models are matched by their canonical id, so a key `claude-opus-4-6` maps the run's `us.anthropic.claude-opus-4-6-v1:0`
 * on Bedrock; a key that matches none of the run's models is a warning (a mapping that never applies is not silent),
 * and so is a key that is an alias: 2.1.332 matches the id an alias names, never the alias (a key `opus` never applied).
 */
export interface ModelMapping {
  /** The id a request for `model` is sent with. */
  wireModel(model: string): string;
  /** The `pricing` overrides with each mapped model's price raised to its target's. */
  pricing: PriceOverrides;
  warnings: string[];
}

const RATES = ['input', 'output', 'cacheWrite5m', 'cacheWrite1h', 'cacheRead'] as const;

/**
 * A price at least both models' at every prompt size: the base rates at the higher of the two, and, when either has a
 * long-prompt tier, one from the lower threshold at the highest rate of any tier (the mapped-from model's own tier
 * alone would charge a long prompt to the dearer model at the cheap model's long rates).
 */
function dearerOf(own: ModelPrice, target: ModelPrice): PriceOverrides[string] {
  const base = {} as PriceRates;
  for (const field of RATES) base[field] = Math.max(own[field], target[field]);
  const tiers = [own.longPrompt, target.longPrompt].filter((tier) => tier !== undefined);
  if (tiers.length === 0) return base;
  const longPrompt: LongPromptTier = { ...base, thresholdTokens: Math.min(...tiers.map((tier) => tier.thresholdTokens)) };
  for (const field of RATES) longPrompt[field] = Math.max(base[field], ...tiers.map((tier) => tier[field]));
  return { ...base, longPrompt };
}

/** The id a map key or a run's model is matched by. */
const canonical = (model: string): string => canonicalModelId(model) ?? model.trim().toLowerCase();

export function modelMapping(
  overrides: RunnerPreferences['modelOverrides'],
  pricing: PriceOverrides,
  /** The workflow's `model` input, when the workflow sets it to an id (not an alias). */
  workflowModel?: string,
  /** The models the run is configured to call (main thread, agents, the small fast model), in any provider's form. */
  runModels: string[] = [],
): ModelMapping {
  const known = new Set(runModels.map(canonical));
  const map = new Map<string, string>();
  const raised: PriceOverrides = { ...pricing };
  const warnings: string[] = [];
  for (const [from, to] of Object.entries(overrides ?? {})) {
    if (to.value === from) continue;
    if (workflowModel !== undefined && canonical(from) === canonical(workflowModel)) {
      warnings.push(`${to.source}.${from}: "${to.value}" not used: the workflow's model input ("${workflowModel}") wins`);
      continue;
    }
    if (isModelAlias(from)) {
      warnings.push(
        `${to.source}.${from}: not used: a key names a model id, not an alias (Claude Code matches the id "${from}" names, ${modelOfAlias(from)} unless the settings' env re-points it)`,
      );
      continue;
    }
    if (runModels.length > 0 && !known.has(canonical(from)))
      warnings.push(`${to.source}.${from}: matches none of the run's models (${[...known].join(', ')}); it applies only if a call asks for ${canonical(from)}`);
    map.set(canonical(from), to.value);
    const target = resolvePrice(to.value, pricing);
    if (!target.known)
      warnings.push(
        `${to.source}: "${to.value}" (for ${from}) has no price on file: calls to ${from} are priced at the highest known rates; set the "pricing" input for "${to.value}" to price them exactly`,
      );
    // Priced by the key it is sent by (canonical: undated, no provider prefix), so every id the map sends is raised.
    raised[canonical(from)] = dearerOf(resolvePrice(from, pricing).price, target.price);
  }
  return { wireModel: (model) => map.get(canonical(model)) ?? model, pricing: raised, warnings };
}

/** The models a run is configured to call: the main thread's, each agent's, CLAUDE_CODE_SUBAGENT_MODEL, the small fast model. */
export function runModels(configuration: Pick<SessionConfiguration, 'model' | 'choice' | 'repo'>): string[] {
  const { choice } = configuration;
  // An agent's alias names what the settings' ANTHROPIC_DEFAULT_*_MODEL say (a key for that id is not "unmatched").
  const agents = configuration.repo.agents.flatMap((agent) => (agent.model ? [modelOfAlias(agent.model, choice.aliases)] : []));
  return [configuration.model, choice.smallFastModel ?? SMALL_FAST_MODEL, ...(choice.subagentModel ? [choice.subagentModel] : []), ...agents];
}
