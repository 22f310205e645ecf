import type { AgentDefinition } from '../config/agents.js';
import type { RepoSettings } from '../config/settings-file.js';
import { policyForAgent, resolveAgentModel } from '../agent/subagent.js';
import { agentMayDelegate, selectAgentTools } from '../agent/agent-tool.js';
import type { AnyTool } from '../tools/types.js';
import { parseRule } from '../permissions/rules.js';
import type { PermissionPolicy } from '../permissions/types.js';
import type { ModelAliases } from '../model/provider-models.js';
import type { ProviderModelOf } from '../agent/agent-model.js';

export interface MainAgent {
  agent?: AgentDefinition;
  model: string;
  policy: PermissionPolicy;
  /** The agent file's body, added to the system prompt. */
  systemPrompt?: string;
  warnings: string[];
}

/**
 * The settings' `agent`: the main thread runs as that agent of `.claude/agents`, as `claude --agent` does — its model
 * (unless the workflow sets the `model` input), its tools (`tools`, `disallowedTools`), its `permissionMode` (never
 * wider than the workflow's) and its prompt. Claude Code puts the agent's prompt in place of its own; the runner keeps
 * its task instructions (how to report back) and adds the agent's prompt after them.
 */
export function mainAgentFor(
  repo: RepoSettings,
  agents: readonly AgentDefinition[],
  run: { model: string; modelGiven: boolean; policy: PermissionPolicy; aliases?: ModelAliases; toProviderModel?: ProviderModelOf },
): MainAgent {
  const wanted = repo.runner.agent;
  if (!wanted) return { model: run.model, policy: run.policy, warnings: [] };
  const agent = agents.find((a) => a.name === wanted.value);
  if (!agent || agent.source === 'built-in') {
    const names = agents.filter((a) => a.source !== 'built-in').map((a) => a.name);
    return {
      model: run.model,
      policy: run.policy,
      warnings: [
        `${wanted.source}: no agent in .claude/agents is named "${wanted.value}"${names.length ? ` (there are: ${names.join(', ')})` : ''}; the main thread runs as usual`,
      ],
    };
  }
  const warnings: string[] = [];
  if (agent.hooks)
    warnings.push(
      `${agent.source}: front matter field "hooks": applies when the agent runs as a subagent, not to the main thread (${wanted.source}); the settings' hooks apply`,
    );
  if (agent.mcpServers)
    warnings.push(
      `${agent.source}: front matter field "mcpServers": applies when the agent runs as a subagent, not to the main thread (${wanted.source}); the run's servers apply`,
    );
  if (agent.skills)
    warnings.push(
      `${agent.source}: front matter field "skills": preloaded when the agent runs as a subagent, not for the main thread (${wanted.source}); the skills stay listed`,
    );
  if (agent.isolation)
    warnings.push(
      `${agent.source}: front matter field "isolation": applies when the agent runs as a subagent; the main thread (${wanted.source}) works in the workspace, which the run's patch and push cover`,
    );
  let model = run.model;
  if (agent.model !== undefined && run.modelGiven)
    warnings.push(`${agent.source}: model "${agent.model}" not used for the main thread: the workflow's model input wins`);
  else if (agent.model !== undefined) model = resolveAgentModel(agent.model, run.model, run.aliases, run.toProviderModel);
  // A bare name in disallowedTools removes the tool (a deny rule does); one with a specifier narrows it.
  const deny = agent.disallowedTools.flatMap((rule) => {
    const parsed = parseRule(rule, `${agent.source} disallowedTools`);
    if (parsed.ok) return [parsed.rule];
    warnings.push(parsed.error);
    return [];
  });
  const narrowed = policyForAgent(run.policy, agent);
  return { agent, model, policy: { ...narrowed, deny: [...narrowed.deny, ...deny] }, systemPrompt: agent.systemPrompt, warnings };
}

/**
 * The main thread's tools when it runs as `agent`, as Claude Code 2.1.328 offers them (observed: `tools: Read, Grep`
 * offers Read and Grep, no Agent or Skill tool unless named). The runner's own GitHub tools (`keep`) stay: they are how
 * the run reports back, not part of the repository's setup.
 */
export function mainAgentTools(
  agent: AgentDefinition,
  pool: readonly AnyTool[],
  keep: readonly AnyTool[],
): { tools: AnyTool[]; delegation: { skill: boolean; agent: boolean } } {
  const selected = new Set(selectAgentTools(agent, pool));
  const named = (name: string): boolean => agent.tools === undefined || agent.tools.some((t) => t.trim() === name || t.trim() === '*');
  return {
    tools: pool.filter((tool) => selected.has(tool) || keep.includes(tool)),
    delegation: { skill: named('Skill'), agent: agentMayDelegate(agent) },
  };
}
