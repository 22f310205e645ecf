import type { AgentDefinition } from '../config/agents.js';
import type { PermissionMode, PermissionPolicy } from '../permissions/types.js';
import { agentMemoryRules } from './agent-memory.js';

/** Modes by what they let through without a rule; CI has nobody to ask, so default is dontAsk. */
const MODE_RANK: Record<PermissionMode, number> = { plan: 0, default: 1, dontAsk: 1, acceptEdits: 2, bypassPermissions: 3 };

/**
 * The policy a subagent's calls are decided under. An agent file's `permissionMode` may narrow the
 * run's mode, never widen it: a committed file must not grant more than the workflow did. A
 * read-only-Bash agent (Explore) runs only the read-only command list, whatever the Bash allow
 * rules say (pass no skill grants for Bash either).
 */
export function policyForAgent(base: PermissionPolicy, agent: AgentDefinition): PermissionPolicy {
  const policy = agent.memoryDir ? { ...base, allow: [...base.allow, ...agentMemoryRules(agent.memoryDir, agent.source)] } : base;
  let mode = policy.mode;
  if (agent.permissionMode !== undefined && MODE_RANK[agent.permissionMode] < MODE_RANK[mode]) mode = agent.permissionMode;
  if (!agent.readOnlyBash) return { ...policy, mode };
  return {
    ...policy,
    mode: mode === 'plan' ? 'plan' : 'dontAsk',
    readOnlyBash: true,
    allow: policy.allow.filter((rule) => rule.tool !== 'Bash'),
  };
}
