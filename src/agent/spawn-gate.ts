import type { RunBudget } from './budget.js';

/**
 * The run's subagent counts and their caps: started in the run (settings env `CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION`,
 * default 200) and running at once (`CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS`, default 20, as Claude Code 2.1.332).
 */
export interface SpawnLimit {
  readonly max: number;
  started: number;
  readonly maxRunning: number;
  running: number;
}

export const DEFAULT_MAX_SUBAGENTS = 200;
export const DEFAULT_MAX_RUNNING_SUBAGENTS = 20;

/** The settings' env caps on subagents, each a positive whole number, else its default (and a warning naming it). */
export function spawnLimitOf(env: Readonly<Record<string, string | undefined>>, warn: (text: string) => void): SpawnLimit {
  const cap = (name: string, fallback: number): number => {
    const value = env[name];
    if (value === undefined) return fallback;
    const n = Number(value.trim());
    if (Number.isInteger(n) && n > 0) return n;
    warn(`.claude/settings.json: env.${name} "${value}" is not a positive whole number; the cap stays ${fallback}`);
    return fallback;
  };
  return {
    max: cap('CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION', DEFAULT_MAX_SUBAGENTS),
    started: 0,
    maxRunning: cap('CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS', DEFAULT_MAX_RUNNING_SUBAGENTS),
    running: 0,
  };
}

/**
 * Claude Code 2.1.332's refusal of an Agent call while `maxRunning` subagents run (foreground and background alike),
 * or undefined. No limit: never refused.
 */
export function runningRefusal(limit: SpawnLimit | undefined): string | undefined {
  if (limit && limit.running >= limit.maxRunning)
    return `Concurrent subagent limit reached. You can run ${limit.maxRunning} subagents at once. Do not retry. If the user wants more concurrent subagents, ask them to increase CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS.`;
  return undefined;
}

/** A place among the subagents running at once, whatever the count: its release (called when the agent ends; twice is once). */
export function takeRunningSlot(limit: SpawnLimit | undefined): () => void {
  if (!limit) return () => {};
  limit.running += 1;
  let held = true;
  return () => {
    if (held) limit.running -= 1;
    held = false;
  };
}

/**
 * Why a new subagent may not start past the run's cap, or undefined (and it is counted). The Agent tool asks at the
 * call, so that a background agent past the cap is an error result, not a launch whose notice tells the refusal.
 */
export function capRefusal(limit: SpawnLimit | undefined): string | undefined {
  if (limit && limit.started >= limit.max)
    return `Subagent limit reached: this run has started ${limit.started} subagents, its maximum (CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION). New agents cannot be started. Complete the remaining work directly with your tools, or wrap up with the results you already have.`;
  if (limit) limit.started += 1;
  return undefined;
}

/**
 * Why a new subagent may not start, or undefined (and it is counted, unless `counted`: the Agent tool counted it at
 * the call). As Claude Code refuses one: at the budget (its words), and past the run's cap on subagents, whoever asks
 * (the Agent tool, a forked skill, a workflow's agent()).
 */
export function spawnRefusal(budget: RunBudget, limit: SpawnLimit | undefined, counted = false): string | undefined {
  if (budget.exhausted)
    return `Budget limit reached ($${budget.spentUsd.toFixed(2)} spent of the $${budget.maxUsd} maximum). New agents cannot be started. Complete the remaining work directly with your tools, or wrap up with the results you already have.`;
  return counted ? undefined : capRefusal(limit);
}
