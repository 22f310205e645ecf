import type { RunBudget } from './budget.js';

/** The run's subagent count and its cap (settings env `CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION`, default 200). */
export interface SpawnLimit {
  readonly max: number;
  started: number;
}

export const DEFAULT_MAX_SUBAGENTS = 200;

/** The settings' `CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION` as a cap: a positive whole number, else the default (and a warning). */
export function subagentCap(value: string | undefined, warn: (text: string) => void): number {
  if (value === undefined) return DEFAULT_MAX_SUBAGENTS;
  const n = Number(value.trim());
  if (Number.isInteger(n) && n > 0) return n;
  warn(`.claude/settings.json: env.CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION "${value}" is not a positive whole number; the cap stays ${DEFAULT_MAX_SUBAGENTS}`);
  return DEFAULT_MAX_SUBAGENTS;
}

/**
 * Why a new subagent may not start, or undefined (and it is counted). As Claude Code refuses one: at the budget (its
 * words), and past the run's cap on subagents, whoever asks (the Agent tool, a forked skill, a workflow's agent()).
 */
export function spawnRefusal(budget: RunBudget, limit: SpawnLimit | undefined): string | undefined {
  if (budget.exhausted)
    return `Budget limit reached ($${budget.spentUsd.toFixed(2)} spent of the $${budget.maxUsd} maximum). New agents cannot be started. Complete the remaining work directly with your tools, or wrap up with the results you already have.`;
  if (limit && limit.started >= limit.max)
    return `Subagent limit reached: this run has started ${limit.started} subagents, its maximum (CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION). New agents cannot be started. Complete the remaining work directly with your tools, or wrap up with the results you already have.`;
  if (limit) limit.started += 1;
  return undefined;
}
