import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { HooksConfig } from '../hooks/types.js';
import { asSubagentHooks, frontMatterHooks } from './frontmatter-hooks.js';
import { agentMcpServers, type AgentMcpServer } from './agent-mcp-servers.js';
import { PERMISSION_MODES } from '../permissions/types.js';
import type { PermissionMode } from '../permissions/types.js';
import { FieldReader, loadFrontmatterParser, parseFrontmatter, readLikeClaudeCode } from './frontmatter.js';
import { readConfigOrWarn } from './read-text.js';

/** An agent's `memory` scopes, as Claude Code names them (src/agent/agent-memory.ts gives them). */
export const AGENT_MEMORY_SCOPES = ['user', 'project', 'local'] as const;
export type AgentMemoryScope = (typeof AGENT_MEMORY_SCOPES)[number];

export interface AgentDefinition {
  /** The `subagent_type` the Agent tool takes. */
  name: string;
  /** Shown to the parent model in the Agent tool's description: when to delegate. */
  description: string;
  /** Allowed tools in rule syntax; undefined = every tool the parent has (minus `disallowedTools`). */
  tools?: string[];
  /** Removed from `tools` (or from all tools). */
  disallowedTools: string[];
  /** An alias (`sonnet`, `opus`, `haiku`) or a model id; undefined = the parent's model (`inherit`). */
  model?: string;
  /** `model: inherit` written out: the parent's model even where the settings' CLAUDE_CODE_SUBAGENT_MODEL names another. */
  inheritsModel?: true;
  /** The agent file's body, or the built-in prompt. */
  systemPrompt: string;
  /** Bash limited to the read-only command list, whatever the permission rules say (built-in Explore). */
  readOnlyBash: boolean;
  maxTurns?: number;
  permissionMode?: PermissionMode;
  /** `skills`: skills whose content the agent starts with (names of the repository's skills and commands). */
  skills?: string[];
  /** `hooks`: run only while this agent works, beside the settings' hooks; its `Stop` hooks are SubagentStop hooks, as in Claude Code. */
  hooks?: HooksConfig;
  /** `memory`: a folder of its own that outlives the run's conversation, given as Claude Code gives it (src/agent/agent-memory.ts). */
  memory?: AgentMemoryScope;
  /** While it runs with `memory`: its folder (absolute, ending in a separator), where its Read, Edit and Write are allowed. */
  memoryDir?: string;
  /** `mcpServers`: the run's servers it names, and servers of its own started for each of its runs (src/session/agent-mcp.ts). */
  mcpServers?: AgentMcpServer[];
  /** `isolation: worktree`: the agent works in a temporary git worktree of the repository (src/session/worktree-isolation.ts). */
  isolation?: 'worktree';
  /** `background: true`: a call of it from the main thread runs in the background even when the call asks otherwise. */
  background?: boolean;
  /** `built-in`, or the repository-relative file it came from (a plugin's agent: the absolute path of its file). */
  source: string;
}

export interface LoadedAgents {
  /** Built-ins first (unless a repository file of the same name replaced one), then files by name. */
  agents: AgentDefinition[];
  /** Each names the file; that agent was skipped. */
  warnings: string[];
}

export const AGENTS_DIR = path.join('.claude', 'agents');

export const BUILT_IN_AGENTS: readonly AgentDefinition[] = [
  {
    name: 'general-purpose',
    description:
      'General-purpose agent for researching complex questions, searching for code, and executing multi-step tasks. ' +
      'Use it when a search or task may take several rounds of looking around.',
    disallowedTools: [],
    readOnlyBash: false,
    source: 'built-in',
    systemPrompt: [
      'You are an agent working on a task delegated by another agent, in the same repository.',
      'Do what the task asks, completely, using the tools you have. Search broadly when you do not know where something lives.',
      'When you are done, reply with a concise report: what you found or changed, with file paths and the facts the caller needs. ',
      'Only that final reply reaches the caller; it cannot see your tool calls.',
    ].join('\n'),
  },
  {
    name: 'Explore',
    description:
      'Fast read-only agent for exploring a codebase: finding files by pattern, searching code for keywords, answering ' +
      'questions about how the code works. It cannot modify anything.',
    tools: ['Read', 'Glob', 'Grep', 'Bash'],
    disallowedTools: [],
    readOnlyBash: true,
    source: 'built-in',
    systemPrompt: [
      'You are a read-only exploration agent, searching a repository for another agent.',
      'You may read files, find and search them (find, grep, rg, or the Glob and Grep tools where you have them), and run only read-only shell commands (ls, git log, git diff, cat, ...).',
      'Never create, modify or delete files. Be quick: search in parallel where you can, and stop once the question is answered.',
      'Reply with a concise report: the relevant file paths (with line numbers where useful) and what they show.',
    ].join('\n'),
  },
];

/** Claude Code never goes deeper either way; it bounds a symlink loop. */
const MAX_AGENT_DEPTH = 8;

async function agentFiles(dir: string, parts: string[], out: string[], depth: number): Promise<void> {
  if (depth > MAX_AGENT_DEPTH) return;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const rel = [...parts, entry.name];
    if (entry.isDirectory()) await agentFiles(path.join(dir, entry.name), rel, out, depth + 1);
    else if ((entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith('.md')) out.push(rel.join(path.sep));
  }
}

/** Discovers `.claude/agents/**\/*.md` under `cwd` (subfolders too, as Claude Code 2.1.328 does) and adds the built-ins. */
export async function loadAgents(cwd: string, agentsDir = AGENTS_DIR): Promise<LoadedAgents> {
  const warnings: string[] = [];
  const agents = [...BUILT_IN_AGENTS];
  const files: string[] = [];
  await agentFiles(path.join(cwd, agentsDir), [], files, 0);
  files.sort();
  const fromFiles = new Map<string, string>();
  for (const name of files) {
    const label = path.join(agentsDir, name);
    const text = await readConfigOrWarn(path.join(cwd, label), label, 'agent skipped', warnings);
    if (text === undefined) continue;
    await loadFrontmatterParser();
    const agent = parseAgent(text, label, warnings);
    if (!agent) continue;
    // `plugin:agent` is a plugin's namespace: Claude Code 2.1.328 does not list a project agent named so (observed).
    if (agentsDir === AGENTS_DIR && agent.name.includes(':')) {
      warnings.push(`${label}: agent name "${agent.name}" has a ":" (the form of a plugin's agents); Claude Code does not list it either; agent skipped`);
      continue;
    }
    const previous = fromFiles.get(agent.name);
    if (previous !== undefined) {
      warnings.push(`${label}: agent name "${agent.name}" is already used by ${previous}; agent skipped`);
      continue;
    }
    fromFiles.set(agent.name, label);
    // A repository agent named like a built-in replaces it, as project agents do in Claude Code.
    const builtIn = agents.findIndex((a) => a.name === agent.name);
    if (builtIn >= 0) agents.splice(builtIn, 1, agent);
    else agents.push(agent);
  }
  return { agents, warnings };
}

const AGENT_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'tools',
  'disallowedTools',
  'model',
  'maxTurns',
  'permissionMode',
  'color',
  'skills',
  'hooks',
  'memory',
  'isolation',
  'mcpServers',
  'background',
]);
/** Claude Code agent fields the runner does not apply yet: named in a warning, not dropped silently. */
const UNHONOURED_AGENT_FIELDS: Readonly<Record<string, string>> = {
  effort: "the agent runs at the run's effort",
  initialPrompt: 'the main thread is not run as a named agent',
};

/** Parses one agent file; undefined (with a warning pushed) when it cannot be used. */
export function parseAgent(text: string, label: string, warnings: string[]): AgentDefinition | undefined {
  // Front matter Claude Code cannot parse has no fields: without `name` the agent is skipped below, as Claude Code skips it.
  const fm = readLikeClaudeCode(parseFrontmatter(text, label));
  warnings.push(...fm.warnings);
  for (const key of Object.keys(fm.data)) {
    const why = UNHONOURED_AGENT_FIELDS[key];
    if (why !== undefined) warnings.push(`${label}: front matter field "${key}" is not honoured by the runner (${why}); the agent runs without it`);
    else if (!AGENT_FIELDS.has(key)) warnings.push(`${label}: front matter field "${key}" is not a Claude Code agent field; ignored`);
  }
  const r = new FieldReader(fm.data, label);
  const name = r.string('name')?.trim();
  // A `\n` written in the description is a line break, as Claude Code 2.1.332 reads it (scripts/oracle/skill-names.mjs).
  const description = r.string('description')?.replaceAll('\\n', '\n').trim();
  // `tools: ""` means none; `tools:` with nothing after it is null, i.e. absent: all tools.
  const listed = r.toolList('tools');
  // `tools: *` (Claude Code lists the agent with "All tools") is the same as no list.
  const tools = listed?.length === 1 && listed[0] === '*' ? undefined : listed;
  const disallowed = r.toolList('disallowedTools');
  const disallowedTools = disallowed ?? [];
  const model = r.string('model')?.trim();
  const maxTurns = r.positiveInteger('maxTurns');
  let permissionMode = r.string('permissionMode')?.trim();
  const skills = r.toolList('skills');
  const written = frontMatterHooks(fm.data.hooks, label, warnings);
  const hooks = written ? asSubagentHooks(written) : undefined;
  // Claude Code 2.1.197 lists an agent whose `memory` or `permissionMode` it does not know (a path, `team`), without them.
  let memory = r.string('memory')?.trim();
  if (memory !== undefined && !(AGENT_MEMORY_SCOPES as readonly string[]).includes(memory)) {
    r.errors.push(`${label}: front matter field "memory": expected one of ${AGENT_MEMORY_SCOPES.join(', ')}, got "${memory}"; the agent runs without memory`);
    memory = undefined;
  }
  const mcpServers = agentMcpServers(fm.data['mcpServers'], label, warnings);
  const isolation = agentIsolation(r.string('isolation')?.trim(), label, warnings);
  if (permissionMode !== undefined && !(PERMISSION_MODES as readonly string[]).includes(permissionMode)) {
    r.errors.push(`${label}: front matter field "permissionMode": expected one of ${PERMISSION_MODES.join(', ')}, got "${permissionMode}"; ignored`);
    permissionMode = undefined;
  }
  // A `tools` the runner cannot read (a mapping written for another harness) skips the agent: guessing would widen it.
  // So does a `disallowedTools` it cannot read: dropping it would lift the agent's denials.
  const unreadable = (key: string, value: unknown): boolean => fm.data[key] !== undefined && fm.data[key] !== null && value === undefined;
  if (unreadable('tools', listed) || unreadable('disallowedTools', disallowed)) {
    const list = /field "(?:tools|disallowedTools)"/;
    warnings.push(...r.errors.map((e) => (list.test(e) ? `${e.replace(/; ignored, as Claude Code ignores it$/, '')}; agent skipped` : e)));
    return undefined;
  }
  warnings.push(...r.errors);
  if (!name || !description) {
    const missing = [!name ? '"name"' : '', !description ? '"description"' : ''].filter(Boolean).join(' and ');
    warnings.push(`${label}: front matter needs ${missing}; agent skipped`);
    return undefined;
  }
  const agent: AgentDefinition = {
    name,
    description,
    disallowedTools,
    systemPrompt: fm.body.trim(),
    readOnlyBash: false,
    source: label,
  };
  // With `memory`, Claude Code adds Write, Edit and Read to a `tools` list that lacks them (its listing shows them too).
  if (tools !== undefined) agent.tools = memory === undefined ? tools : [...tools, ...['Write', 'Edit', 'Read'].filter((tool) => !tools.includes(tool))];
  if (model && model !== 'inherit') agent.model = model;
  if (model === 'inherit') agent.inheritsModel = true;
  if (maxTurns !== undefined) agent.maxTurns = maxTurns;
  if (permissionMode !== undefined) agent.permissionMode = permissionMode as PermissionMode;
  if (skills !== undefined && skills.length > 0) agent.skills = skills;
  if (hooks !== undefined && Object.keys(hooks).length > 0) agent.hooks = hooks;
  if (memory !== undefined) agent.memory = memory as AgentMemoryScope;
  if (isolation) agent.isolation = isolation;
  if (r.boolean('background') === true) agent.background = true;
  if (mcpServers) agent.mcpServers = mcpServers;
  return agent;
}

/** `worktree` is honoured; `remote` (a cloud session) cannot be, and the agent then works in the run's checkout. */
function agentIsolation(value: string | undefined, label: string, warnings: string[]): 'worktree' | undefined {
  if (value === undefined || value === 'worktree') return value;
  const why =
    value === 'remote'
      ? 'a remote cloud session is not available in CI'
      : `expected "worktree" or "remote", got "${value.replace(/[\r\n]+/g, ' ').slice(0, 80)}"`;
  warnings.push(`${label}: front matter field "isolation": ${why}; the agent works in the run's checkout`);
  return undefined;
}

/**
 * Lines for the Agent tool's description: `- name: description (Tools: ...)`, one line each. An agent with no tool list
 * has `All tools`, as Claude Code 2.1.332 lists a repository's; a built-in one `*`, as it lists its own.
 */
export function renderAgentListing(agents: readonly AgentDefinition[]): string {
  return agents
    .map((a) => {
      const tools = a.tools === undefined ? (a.source === 'built-in' ? '*' : 'All tools') : a.tools.length > 0 ? a.tools.join(', ') : 'none';
      return `- ${a.name}: ${a.description.replace(/\s*\n\s*/g, ' ')} (Tools: ${tools})`;
    })
    .join('\n');
}
