import type { AgentDefinition } from '../config/agents.js';
import type { Skill } from '../config/skills.js';
import { mergeHooksConfigs } from '../hooks/config.js';
import { createScopedHookRunner, type ScopedHookRunner } from '../hooks/index.js';
import type { HookRunnerOptions } from '../hooks/types.js';
import type { SubagentRuntime } from '../agent/subagent.js';
import { subagentHooksFrom, type HookAdapterOptions } from './hook-ports.js';

/**
 * The hooks in force in each scope of the run, as Claude Code scopes front-matter hooks (observed with 2.1.332, the
 * fixture test/fixtures/claude-code-hook-stdin/2.1.332-scopes.json): the main thread has the settings' hooks plus those
 * of each skill or command it invoked, from the invocation to the end of the run; a subagent has the settings' hooks,
 * its agent file's, and those of the skills it invoked itself, for as long as it runs. A skill's hooks never reach
 * another agent. None run under `disableAllHooks`. One `once` record for the whole run: a `once` hook runs once.
 */
export interface HookScopes {
  main: ScopedHookRunner;
  /**
   * The scope of the subagent run `agentId`, made on its first use (the child's SubagentStart, before any tool call
   * inside it): `level`, the effort that run works at when not the run's (a workflow's `agent({effort})`).
   */
  agent(agent: AgentDefinition, agentId: string, level?: string): ScopedHookRunner;
  /** The skill's front-matter hooks join the scope of `agentId` (undefined: the main thread). */
  skillInvoked(skill: Skill, agentId: string | undefined): void;
}

/**
 * `effortFor`: the `effort` a subagent's events carry: `level` (else the run's) if its model has effort levels, else
 * undefined.
 */
export function hookScopes(
  options: HookRunnerOptions,
  disableAllHooks: boolean,
  effortFor?: (agent: AgentDefinition, level: string | undefined) => string | undefined,
): HookScopes {
  const shared: HookRunnerOptions = { ...options, onceSpent: options.onceSpent ?? new Set<string>() };
  const main = createScopedHookRunner(shared);
  const agents = new Map<string, ScopedHookRunner>();
  const agent = (definition: AgentDefinition, agentId: string, level?: string): ScopedHookRunner => {
    let scope = agents.get(agentId);
    if (!scope) {
      const own = disableAllHooks || !definition.hooks ? shared.hooksConfig : mergeHooksConfigs(shared.hooksConfig, definition.hooks);
      const { effort: runEffort, ...rest } = shared;
      const effort = effortFor ? effortFor(definition, level) : (level ?? runEffort);
      scope = createScopedHookRunner({ ...rest, ...(effort !== undefined ? { effort } : {}), hooksConfig: own });
      agents.set(agentId, scope);
    }
    return scope;
  };
  return {
    main,
    agent,
    skillInvoked(skill, agentId) {
      if (disableAllHooks || !skill.hooks) return;
      const scope = agentId === undefined ? main : agents.get(agentId);
      scope?.add(skill.file, skill.hooks);
    },
  };
}

/** The subagents' hook wiring: each run of an agent in its own scope, a skill joining the scope of the agent that invoked it. */
export function subagentHookWiring(
  scopes: HookScopes,
  opts: HookAdapterOptions,
  transcriptPath: string | undefined,
): Pick<SubagentRuntime, 'hooks' | 'hooksFor' | 'skillInvoked'> {
  return {
    hooks: subagentHooksFrom(scopes.main, opts, transcriptPath),
    hooksFor: (agent, agentId, effort) => subagentHooksFrom(scopes.agent(agent, agentId, effort), opts, transcriptPath),
    skillInvoked: scopes.skillInvoked,
  };
}
