import { mergeHooksConfigs } from './config.js';
import { createHookRunner } from './runner.js';
import type { HookRunner, HookRunnerOptions, HooksConfig } from './types.js';

/** The hooks in force in one scope of the run (the main thread, or one subagent), which grow while it works. */
export interface ScopedHookRunner extends HookRunner {
  /**
   * Adds the hooks a skill or command brought in when it was invoked (its front matter's `hooks`): they run beside the
   * others from now until the scope ends. `key` names where they come from; the same key twice adds them once.
   */
  add(key: string, config: HooksConfig): void;
}

/**
 * A hook runner over `options.hooksConfig` plus what `add` brings in, in the order it came. Every runner it makes
 * shares one `once` record (`options.onceSpent`, made here when absent), so a `once` hook stays once.
 */
export function createScopedHookRunner(options: HookRunnerOptions): ScopedHookRunner {
  const shared: HookRunnerOptions = { ...options, onceSpent: options.onceSpent ?? new Set<string>() };
  const added: { key: string; config: HooksConfig }[] = [];
  let current = createHookRunner(shared);
  return {
    has: (event, matchValue) => current.has(event, matchValue),
    run: (event, payload, matchValue) => current.run(event, payload, matchValue),
    add(key, config) {
      if (added.some((a) => a.key === key) || Object.keys(config).length === 0) return;
      added.push({ key, config });
      current = createHookRunner({ ...shared, hooksConfig: mergeHooksConfigs(options.hooksConfig, ...added.map((a) => a.config)) });
    },
  };
}
