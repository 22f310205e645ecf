import { mergeHooksConfigs, parseHooksConfig } from '../hooks/config.js';
import type { HooksConfig } from '../hooks/types.js';

/**
 * A skill's, command's or agent's own `hooks`, as a settings file writes them (an entry that cannot be read is skipped,
 * a PreToolUse one denies what it would judge: see parseHooksConfig); undefined when there are none.
 */
export function frontMatterHooks(value: unknown, label: string, warnings: string[]): HooksConfig | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = parseHooksConfig(value, label, 'front matter hooks');
  warnings.push(...parsed.warnings);
  return Object.keys(parsed.config).length > 0 ? parsed.config : undefined;
}

/** Hooks in force inside a subagent: `Stop` becomes `SubagentStop`, the event that fires when a subagent ends (Claude Code converts an agent's). */
export function asSubagentHooks(config: HooksConfig): HooksConfig {
  const { Stop, ...rest } = config;
  return Stop ? { ...rest, SubagentStop: [...(rest.SubagentStop ?? []), ...Stop] } : rest;
}

/** A `context: fork` skill's subagent: its agent's own hooks, then the skill's (its `Stop` as `SubagentStop`). */
export function forkHooks(agentHooks: HooksConfig | undefined, skillHooks: HooksConfig): HooksConfig {
  return mergeHooksConfigs(agentHooks ?? {}, asSubagentHooks(skillHooks));
}
