import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRule } from '../permissions/rules.js';
import type { PermissionMode, PermissionPolicy, PermissionRule } from '../permissions/types.js';
import { loadAgents, type AgentDefinition } from './agents.js';
import { loadProjectMemory, type ProjectMemory } from './claude-md.js';
import { loadCommands, mergeCommands } from './commands.js';
import { danglingSetupLinks } from './dangling-links.js';
import { workflowWarnings } from './workflows.js';
import { loadOutputStyle, type OutputStyle } from './output-styles.js';
import { loadRepoSettings, type RawRule, type RepoSettings } from './settings-file.js';
import { loadSkills, type Skill } from './skills.js';

/** What the repository commits for the agent, read once before the run. */
export interface RepoConfig {
  settings: RepoSettings;
  skills: Skill[];
  agents: AgentDefinition[];
  memory: ProjectMemory;
  /** The style `outputStyle` names, when found. */
  outputStyle?: OutputStyle;
  /** `.mcp.json` as found in the work tree (on PR events: restored from the base commit). */
  mcpConfigText: string | undefined;
  warnings: string[];
}

export type RepoConfigResult = { ok: true; config: RepoConfig } | { ok: false; errors: string[] };

/**
 * Reads `.claude/settings.json` (+ the `settings` input), skills, commands, agents, CLAUDE.md and `.mcp.json`.
 * A broken settings file stops the run (its hooks and rules are security); a broken skill or agent
 * file is skipped with a warning naming it.
 */
export async function loadRepoConfig(cwd: string, settingsInput: string | undefined): Promise<RepoConfigResult> {
  // All read at once: they are independent, and a broken settings file still ends the run after.
  const [loaded, skills, commands, agents, memory, mcpConfigText] = await Promise.all([
    loadRepoSettings({ cwd, ...(settingsInput !== undefined ? { settingsInput } : {}) }),
    loadSkills(cwd),
    loadCommands(cwd),
    loadAgents(cwd),
    loadProjectMemory(cwd),
    readFile(path.join(cwd, '.mcp.json'), 'utf8').catch(() => undefined),
  ]);
  if (!loaded.ok) return { ok: false, errors: loaded.errors };
  const style = loaded.settings.outputStyle ? await loadOutputStyle(cwd, loaded.settings.outputStyle) : { warnings: [] };
  // Listed by name, skills and commands together, as Claude Code lists them.
  const merged = mergeCommands(skills.skills, commands.skills);
  merged.skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const unknownSkills = agents.agents.flatMap((agent) => (agent.skills ?? []).filter((name) => !merged.skills.some((s) => s.name === name)).map((name) => `${agent.source}: front matter field "skills": no skill or command is named "${name}"; not preloaded`));
  return {
    ok: true,
    config: {
      settings: loaded.settings,
      skills: merged.skills,
      agents: agents.agents,
      memory,
      ...(style.style ? { outputStyle: style.style } : {}),
      mcpConfigText,
      warnings: [...danglingSetupLinks(cwd), ...workflowWarnings(cwd), ...loaded.warnings, ...skills.warnings, ...commands.warnings, ...merged.warnings, ...agents.warnings, ...unknownSkills, ...memory.warnings, ...style.warnings],
    },
  };
}

/**
 * The inputs' rules and mode merged with the repository's settings, as Claude Code merges them:
 * a deny from any source wins over any allow; the `permission_mode` input wins over `defaultMode`.
 * `ask` rules deny, since nobody can answer in CI.
 */
export function mergePolicy(
  inputs: { mode: PermissionMode | undefined; allow: PermissionRule[]; deny: PermissionRule[]; readOnlyBash: boolean; workspaceRoot: string },
  repo: RepoSettings['permissions'],
): { ok: true; policy: PermissionPolicy } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const parse = (raw: RawRule[]): PermissionRule[] =>
    raw.flatMap((r) => {
      const parsed = parseRule(r.rule, r.source);
      if (parsed.ok) return [parsed.rule];
      errors.push(parsed.error);
      return [];
    });
  const allow = [...inputs.allow, ...parse(repo.allow)];
  const deny = [...inputs.deny, ...parse(repo.deny), ...parse(repo.ask)];
  if (errors.length > 0) return { ok: false, errors };
  const mode = inputs.mode ?? repo.defaultMode ?? 'dontAsk';
  return { ok: true, policy: { mode, allow, deny, readOnlyBash: inputs.readOnlyBash, workspaceRoot: inputs.workspaceRoot } };
}
