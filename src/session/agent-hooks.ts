import type { AgentDefinition } from '../config/agents.js';
import { mergeHooksConfigs } from '../hooks/config.js';
import { createHookRunner } from '../hooks/index.js';
import type { HookRunner, HookRunnerOptions } from '../hooks/types.js';

/**
 * The hooks in force while an agent works: the settings' hooks plus the agent file's own `hooks` (none when
 * `disableAllHooks` is set). One runner per agent, made on its first use and kept (its `once` hooks stay once).
 */
export function agentHookRunners(base: HookRunner, options: HookRunnerOptions, disableAllHooks: boolean): (agent: AgentDefinition) => HookRunner {
  const runners = new Map<string, HookRunner>();
  return (agent) => {
    if (disableAllHooks || !agent.hooks) return base;
    let runner = runners.get(agent.name);
    if (!runner) {
      runner = createHookRunner({ ...options, hooksConfig: mergeHooksConfigs(options.hooksConfig, agent.hooks) });
      runners.set(agent.name, runner);
    }
    return runner;
  };
}
