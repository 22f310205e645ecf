import os from 'node:os';
import path from 'node:path';
import { agentMemoryRules, agentMemorySection, userMemoryRoots, withMemoryTools, type AgentMemoryRoots } from '../agent/agent-memory.js';
import type { AgentDefinition } from '../config/agents.js';
import { pathDeniedBy } from '../permissions/decide.js';
import type { MainAgent } from './main-agent.js';

/**
 * Where the agents' `memory` lives in a run: `project` and `local` in the checkout, `user` in Claude Code's user folder
 * of the runner's home (`$CLAUDE_CONFIG_DIR`, else `$HOME/.claude`), which on a hosted runner lasts as long as the job.
 */
export function agentMemoryRoots(cwd: string, env: NodeJS.ProcessEnv): AgentMemoryRoots {
  const configDir = env.CLAUDE_CONFIG_DIR?.trim();
  return { projectDir: cwd, userConfigDir: configDir ? path.resolve(configDir) : path.join(env.HOME?.trim() || os.homedir(), '.claude') };
}

/** The folders the file tools reach beyond the additional directories: the user-scope memory of the agents that have one. */
export function memoryExtraRoots(agents: readonly AgentDefinition[], roots: AgentMemoryRoots): string[] {
  return userMemoryRoots(agents, roots);
}

/**
 * The settings' `agent` with `memory`: the main thread gets the memory section after the agent's prompt, Read/Write/Edit
 * in its `tools` and allowed in its folder, as Claude Code gives it to `claude --agent`.
 */
export async function withMainAgentMemory(main: MainAgent, roots: AgentMemoryRoots): Promise<MainAgent> {
  const agent = main.agent;
  if (!agent?.memory) return main;
  const memory = await agentMemorySection(agent.name, agent.memory, {
    ...roots,
    readDeniedBy: (file) => pathDeniedBy(main.policy, 'Read', file)?.raw,
  });
  return {
    ...main,
    warnings: [...main.warnings, ...(memory.warning ? [memory.warning] : [])],
    agent: withMemoryTools(agent, memory.dir),
    policy: { ...main.policy, allow: [...main.policy.allow, ...agentMemoryRules(memory.dir, agent.source)] },
    systemPrompt: `${(main.systemPrompt ?? '').trim()}\n\n${memory.text}`,
  };
}
