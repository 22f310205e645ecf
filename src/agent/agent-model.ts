/** The model a subagent runs on (subagent.ts), as Claude Code 2.1.332 resolves an agent's `model`. */
import type { AgentDefinition } from '../config/agents.js';
import { modelOfAlias, type ModelAliases } from '../model/provider-models.js';

/** An agent's `model` as a model id: aliases mapped (the settings' ANTHROPIC_DEFAULT_*_MODEL first), absent or `inherit` = the parent's. */
export function resolveAgentModel(model: string | undefined, parentModel: string, aliases: ModelAliases = {}): string {
  const m = model?.trim();
  if (!m || m === 'inherit') return parentModel;
  return modelOfAlias(m, aliases);
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
): string {
  return resolveAgentModel(agent.model ?? (agent.inheritsModel ? undefined : subagentModel), parentModel, aliases);
}
