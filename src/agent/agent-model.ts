/** The model a subagent runs on (subagent.ts), as Claude Code 2.1.332 resolves an agent's `model`. */
import type { AgentDefinition } from '../config/agents.js';
import { modelOfAlias, type ModelAliases } from '../model/provider-models.js';

/**
 * How the run's provider names a model id (Bedrock's inference profile, Vertex AI's dated id), as the run's own model is
 * named; the session builds it from the provider's settings (agent/ knows no provider). The id unchanged on the Claude API.
 */
export type ProviderModelOf = (model: string) => string;

const asGiven: ProviderModelOf = (model) => model;

/**
 * An agent's `model` as the provider's model id: aliases mapped (the settings' ANTHROPIC_DEFAULT_*_MODEL first), then
 * named as the provider names it; absent or `inherit` = the parent's.
 */
export function resolveAgentModel(model: string | undefined, parentModel: string, aliases: ModelAliases = {}, toProvider: ProviderModelOf = asGiven): string {
  const m = model?.trim();
  if (!m || m === 'inherit') return parentModel;
  return toProvider(modelOfAlias(m, aliases));
}

/**
 * The model a subagent runs on: its definition's, else the settings' CLAUDE_CODE_SUBAGENT_MODEL, else the parent's;
 * `model: inherit` written out is the parent's whatever the settings say (as 2.1.332 resolves it).
 */
export function subagentModelOf(
  agent: Pick<AgentDefinition, 'model' | 'inheritsModel'>,
  parentModel: string,
  subagentModel: string | undefined,
  aliases: ModelAliases = {},
  toProvider: ProviderModelOf = asGiven,
): string {
  return resolveAgentModel(agent.model ?? (agent.inheritsModel ? undefined : subagentModel), parentModel, aliases, toProvider);
}
