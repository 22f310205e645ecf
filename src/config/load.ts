import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_MCP_TOOLS, parseRule, widenDenyRule } from '../permissions/rules.js';
import type { PermissionMode, PermissionPolicy, PermissionRule } from '../permissions/types.js';
import { loadAgents, type AgentDefinition } from './agents.js';
import { commitImports } from './base-imports.js';
import { loadProjectMemory, type ProjectMemory } from './claude-md.js';
import { claudeCodeFlag } from './runner-keys.js';
import { loadCommands, mergeCommands } from './commands.js';
import { danglingSetupLinks, setupFilesNotFolders } from './dangling-links.js';
import { loadWorkflows, workflowSkill, type WorkflowFile } from './workflows.js';
import { loadOutputStyle, type OutputStyle } from './output-styles.js';
import type { LoadedPlugin, PluginError, PluginInputs } from './plugins.js';
import { mergeHooksConfigs } from '../hooks/config.js';
import { loadRepoSettings, type RawRule, type RepoSettings } from './settings-file.js';
import type { SkillOverrides } from './restriction-keys.js';
import { loadSkills, type Skill } from './skills.js';

/** What the repository commits for the agent, read once before the run. */
export interface RepoConfig {
  settings: RepoSettings;
  skills: Skill[];
  /** `.claude/workflows/*.js`: each is also in `skills` (Claude Code lists them there), run by the Workflow tool. */
  workflows?: WorkflowFile[];
  agents: AgentDefinition[];
  memory: ProjectMemory;
  /** The style `outputStyle` names, when found. */
  outputStyle?: OutputStyle;
  /** `.mcp.json` as found in the work tree (on PR events: restored from the base commit). */
  mcpConfigText: string | undefined;
  /** Enabled plugins: their skills, commands, agents and hooks are in the lists above; their MCP servers in `pluginMcp`. */
  plugins: LoadedPlugin[];
  /** The plugins' MCP servers, one `.mcp.json`-shaped text each, started beside the repository's. */
  pluginMcp: { label: string; text: string }[];
  /** Enabled plugins that did not load (each also a warning). */
  pluginErrors: PluginError[];
  warnings: string[];
}

export type RepoConfigResult = { ok: true; config: RepoConfig } | { ok: false; errors: string[] };

/**
 * Reads `.claude/settings.json` (+ the `settings` input), skills, commands, agents, CLAUDE.md and `.mcp.json`, and the
 * plugins the settings and the `plugins` / `plugin_marketplaces` inputs enable (plugins.ts).
 * A broken settings file stops the run (its hooks and rules are security); a broken skill or agent
 * file is skipped with a warning naming it.
 */
export async function loadRepoConfig(
  cwd: string,
  settingsInput: string | undefined,
  pluginInputs: PluginInputs,
  /** On pull requests: the base commit, which CLAUDE.md files' imports are read from (base-imports.ts). */
  configCommit?: string,
): Promise<RepoConfigResult> {
  // All read at once: they are independent, and a broken settings file still ends the run after.
  const [loaded, skills, commands, agents, memory, mcpConfigText, workflows] = await Promise.all([
    loadRepoSettings({ cwd, ...(settingsInput !== undefined ? { settingsInput } : {}) }),
    loadSkills(cwd),
    loadCommands(cwd),
    loadAgents(cwd),
    loadProjectMemory(cwd, configCommit !== undefined ? commitImports(configCommit) : undefined),
    readFile(path.join(cwd, '.mcp.json'), 'utf8').catch(() => undefined),
    loadWorkflows(cwd),
  ]);
  if (!loaded.ok) return { ok: false, errors: loaded.errors };
  const wantsPlugins = loaded.settings.plugins.enabled.length > 0 || pluginInputs.plugins.trim() !== '' || pluginInputs.marketplaces.trim() !== '';
  // The plugin loader (and the marketplace fetching behind it) is its own chunk, loaded when a run enables a plugin (issue 29).
  const plugins = wantsPlugins
    ? await import('./plugins.js').then(({ loadPlugins }) => loadPlugins(cwd, loaded.settings.plugins, pluginInputs))
    : { plugins: [], pluginErrors: [], warnings: [], errors: [] };
  if (plugins.errors.length > 0) return { ok: false, errors: plugins.errors };
  const style = loaded.settings.outputStyle ? await pluginOrRepoStyle(cwd, loaded.settings.outputStyle, plugins.plugins) : { warnings: [] };
  // `skillOverrides` reaches the repository's own skills, commands and workflows, never a plugin's (as in Claude Code 2.1.332).
  const overridden = withSkillOverrides(loaded.settings.skillOverrides, [...skills.skills, ...commands.skills, ...workflows.workflows.map(workflowSkill)]);
  // A plugin's names are its own: a repository skill or command named as one (`kit:tidy`, a folder name or
  // `.claude/commands/kit/tidy.md`) would answer `/kit:tidy` in the plugin's place, so it is left out (a safety choice).
  const pluginNames = new Set(plugins.plugins.flatMap((p) => p.skills.map((s) => s.name)));
  const takesPluginName = (s: Skill): boolean => pluginNames.has(s.name);
  const pluginNamed = [...skills.skills, ...commands.skills]
    .filter(takesPluginName)
    .map((s) => `${path.relative(cwd, s.file)}: "${s.name}" is a plugin's skill or command; the repository's is not used`);
  const own = (list: Skill[]): Skill[] => list.filter((s) => !takesPluginName(s)).map((s) => overridden.skills.get(s) ?? s);
  // A plugin's skills and commands come under its namespace.
  const merged = mergeCommands(
    [...own(skills.skills), ...plugins.plugins.flatMap((p) => p.skills.filter((s) => s.kind !== 'command'))],
    [...own(commands.skills), ...plugins.plugins.flatMap((p) => p.skills.filter((s) => s.kind === 'command'))],
  );
  if (!loaded.settings.disableAllHooks) loaded.settings.hooks = mergeHooksConfigs(loaded.settings.hooks, ...plugins.plugins.map((p) => p.hooks));
  const listed = workflows.workflows.filter((w) => !merged.skills.some((s) => s.name === w.name));
  const shadowed = workflows.workflows
    .filter((w) => !listed.includes(w))
    .map(
      (w) =>
        `${path.relative(cwd, w.file)}: a skill or command is also named "${w.name}"; the workflow is not listed (the Workflow tool still runs it by name)`,
    );
  merged.skills.push(...listed.map((w) => withOverride(workflowSkill(w), loaded.settings.skillOverrides)));
  // Listed as Claude Code 2.1.332 lists them: skills, then commands, then workflows, each group by name as people
  // sort words (`Upper-Case` among the u's), measured on the corpus of real setups (scripts/oracle/skill-names.mjs).
  const group = (s: Skill): number => (s.kind === 'command' ? 1 : s.kind === 'workflow' ? 2 : 0);
  merged.skills.sort((a, b) => group(a) - group(b) || a.name.localeCompare(b.name, 'en'));
  const unknownSkills = agents.agents.flatMap((agent) =>
    (agent.skills ?? []).flatMap((name) => {
      const skill = merged.skills.find((s) => s.name === name);
      if (!skill) return [`${agent.source}: front matter field "skills": no skill or command is named "${name}"; not preloaded`];
      const hidden = skill.override === 'off' || skill.override === 'user-invocable-only';
      const by = loaded.settings.skillOverrides[name]?.source;
      return hidden
        ? [`${agent.source}: front matter field "skills": "${name}" is hidden by ${by} ("${skill.override}"); not preloaded, as in Claude Code`]
        : [];
    }),
  );
  return {
    ok: true,
    config: {
      settings: loaded.settings,
      skills: merged.skills,
      workflows: workflows.workflows,
      agents: [...agents.agents, ...plugins.plugins.flatMap((p) => p.agents)],
      // CLAUDE_CODE_DISABLE_CLAUDE_MDS in the settings' env: no CLAUDE.md or rules file, nested ones neither, as 2.1.332.
      memory: claudeCodeFlag(loaded.settings.env.CLAUDE_CODE_DISABLE_CLAUDE_MDS)
        ? { files: [], warnings: [], loaded: new Set(), scopedRules: [], off: true }
        : memory,
      ...(style.style ? { outputStyle: style.style } : {}),
      mcpConfigText,
      plugins: plugins.plugins,
      pluginMcp: plugins.plugins.flatMap((p) => p.mcp),
      pluginErrors: plugins.pluginErrors,
      warnings: [
        ...danglingSetupLinks(cwd),
        ...setupFilesNotFolders(cwd),
        ...workflows.warnings,
        ...shadowed,
        ...pluginNamed,
        ...loaded.warnings,
        ...plugins.warnings,
        ...skills.warnings,
        ...commands.warnings,
        ...merged.warnings,
        ...agents.warnings,
        ...unknownSkills,
        ...overridden.warnings,
        ...memory.warnings,
        ...style.warnings,
      ],
    },
  };
}

/** The skill with its `skillOverrides` entry (`on` is no override). */
function withOverride(skill: Skill, overrides: SkillOverrides): Skill {
  const o = overrides[skill.name]?.value;
  return o === undefined || o === 'on' ? skill : { ...skill, override: o };
}

/** Each of the repository's skills with its override; a warning for each override that names none of them. */
function withSkillOverrides(overrides: SkillOverrides, own: readonly Skill[]): { skills: Map<Skill, Skill>; warnings: string[] } {
  const skills = new Map(own.map((s) => [s, withOverride(s, overrides)]));
  const warnings = Object.entries(overrides)
    .filter(([name]) => !own.some((s) => s.name === name))
    .map(
      ([name, o]) =>
        `${o.source}: "${name}" names no skill, command or workflow of the repository; nothing to hide (a plugin's skills are not affected, as in Claude Code)`,
    );
  return { skills, warnings };
}

/** `outputStyle: "<plugin>:<style>"` is read from that plugin's output styles, any other name from the repository's. */
async function pluginOrRepoStyle(
  cwd: string,
  wanted: { name: string; source: string },
  plugins: readonly LoadedPlugin[],
): Promise<{ style?: OutputStyle; warnings: string[] }> {
  const plugin = plugins.find((p) => wanted.name.startsWith(`${p.name}:`));
  if (!plugin) return loadOutputStyle(cwd, wanted);
  const short = { ...wanted, name: wanted.name.slice(plugin.name.length + 1) };
  for (const dir of plugin.styleDirs) {
    const found = await loadOutputStyle(plugin.root, short, dir);
    if (found.style) return { style: { ...found.style, name: wanted.name }, warnings: found.warnings.map((w) => `plugin ${plugin.name}: ${w}`) };
  }
  return { warnings: [`${wanted.source}: "${wanted.name}" matches no output style of plugin ${plugin.name}; no output style applied`] };
}

/**
 * The inputs' rules and mode merged with the repository's settings, as Claude Code merges them:
 * a deny from any source wins over any allow; the `permission_mode` input wins over `defaultMode`.
 * `ask` rules deny, since nobody can answer in CI.
 */
export function mergePolicy(
  inputs: {
    mode: PermissionMode | undefined;
    /** Below the settings' defaultMode: the step's own default (claude-code-action's tag mode: acceptEdits). */
    fallbackMode?: PermissionMode | undefined;
    allow: PermissionRule[];
    deny: PermissionRule[];
    readOnlyBash: boolean;
    workspaceRoot: string;
  },
  repo: RepoSettings['permissions'],
): { ok: true; policy: PermissionPolicy; warnings: string[] } | { ok: false; errors: string[] } {
  const warnings: string[] = [];
  // A rule that cannot be read never refuses the run: an allow grants nothing, a deny or ask denies more (widenDenyRule).
  const parse = (raw: RawRule[], kind: 'allow' | 'deny'): PermissionRule[] =>
    raw.flatMap((r) => {
      const parsed = parseRule(r.rule, r.source);
      if (parsed.ok) return [parsed.rule];
      if (kind === 'allow') {
        warnings.push(`${parsed.error}; grants nothing`);
        return [];
      }
      const widened = widenDenyRule(r.rule, r.source);
      warnings.push(`${parsed.error}; ${widened ? widened.why : 'it names no tool, so it denies nothing'}`);
      return widened ? [widened.rule] : [];
    });
  // Claude Code skips an allow wildcard with no server (`mcp__*`): it auto-approves nothing. Said, not dropped silently.
  const allow = [...inputs.allow, ...parse(repo.allow, 'allow')].filter((rule) => {
    if (rule.tool !== ALL_MCP_TOOLS) return true;
    warnings.push(`${rule.source}: allow rule "${rule.raw}" grants nothing, as in Claude Code: name the server (mcp__server or mcp__server__*)`);
    return false;
  });
  const deny = [...inputs.deny, ...parse(repo.deny, 'deny'), ...parse(repo.ask, 'deny')];
  const mode = inputs.mode ?? repo.defaultMode ?? inputs.fallbackMode ?? 'dontAsk';
  return { ok: true, policy: { mode, allow, deny, readOnlyBash: inputs.readOnlyBash, workspaceRoot: inputs.workspaceRoot }, warnings };
}
