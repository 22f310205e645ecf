import { toolModelCaller } from '../agent/tool-model.js';
import type { RunBudget } from '../agent/budget.js';
import type { ModelPort } from '../agent/model-port.js';
import { providerModelId, type ProviderSettings } from '../model/provider.js';
import type { BuiltinToolsOptions } from '../tools/index.js';

/** Claude Code's small, fast model (its `haiku` default), which reads fetched pages. */
export const SMALL_FAST_MODEL = 'claude-haiku-5-5';

/**
 * The web tools' wiring: their model calls go through the run's model port and budget. WebFetch's small
 * model is named as the provider wants it (the run's model where the provider has no such id); WebSearch
 * is offered where the provider runs the server-side search tool (not on Amazon Bedrock, as in Claude Code).
 */
export function webToolsFor(
  provider: ProviderSettings,
  model: string,
  port: ModelPort,
  budget: RunBudget,
  smallFastModel = SMALL_FAST_MODEL,
): NonNullable<BuiltinToolsOptions['web']> {
  const mapped = providerModelId(provider.provider, smallFastModel, provider.provider === 'bedrock' ? provider.region : undefined);
  const small = mapped.ok ? mapped.providerModel : model;
  return { askModel: toolModelCaller({ port, budget, models: { main: model, small } }), search: provider.provider !== 'bedrock' };
}
