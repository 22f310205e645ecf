import { mkdir } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { AgentMemoryScope } from '../config/agents.js';
import { readConfigText } from '../config/read-text.js';
import type { PermissionRule } from '../permissions/types.js';
import { MEMORY_GUIDE } from './agent-memory-guide.js';

/**
 * An agent's `memory` front matter, as Claude Code gives it: a folder that outlives the conversation, the first lines
 * of its MEMORY.md and how to keep it in the agent's system prompt, and Read/Write/Edit allowed there.
 */

/** Where the scopes live: the working directory (`project`, `local`) and Claude Code's user folder (`user`: `~/.claude`, or `CLAUDE_CONFIG_DIR`). */
export interface AgentMemoryRoots {
  projectDir: string;
  userConfigDir: string;
  /** The deny rule that forbids reading this file, if any: a MEMORY.md a Read could not see is not shown either. */
  readDeniedBy?: (file: string) => string | undefined;
}

/** Claude Code keeps the local scope out of git (it adds it to `.git/info/exclude`): the runner keeps it out of the patch and the push. */
export const LOCAL_AGENT_MEMORY_DIR = '.claude/agent-memory-local';

/** Claude Code's limits on the MEMORY.md it loads: the first 200 lines, at most 25,000 characters. */
const MAX_INDEX_LINES = 200;
const MAX_INDEX_CHARS = 25_000;
const INDEX = 'MEMORY.md';

const SCOPE_LINES: Readonly<Record<AgentMemoryScope, string>> = {
  user: '- Since this memory is user-scope, keep learnings general since they apply across all projects',
  project: '- Since this memory is project-scope and shared with your team via version control, tailor your memories to this project',
  local: '- Since this memory is local-scope (not checked into version control), tailor your memories to this project and machine',
};

function real(dir: string): string {
  try {
    return realpathSync.native(dir);
  } catch {
    return path.resolve(dir);
  }
}

/** The agent's folder, ending in a separator as Claude Code writes it; its name with anything but `[A-Za-z0-9_-]` as `-` (`kit:reviewer` → `kit-reviewer`). */
export function agentMemoryDir(agentName: string, scope: AgentMemoryScope, roots: AgentMemoryRoots): string {
  const folder = agentName.replace(/[^a-zA-Z0-9\-_]/g, '-') || 'unknown';
  const base =
    scope === 'user'
      ? path.join(real(roots.userConfigDir), 'agent-memory')
      : path.join(real(roots.projectDir), scope === 'project' ? '.claude/agent-memory' : LOCAL_AGENT_MEMORY_DIR);
  return path.join(base, folder) + path.sep;
}

/** The user-scope folders of these agents: outside the working directory, so the file tools are given them as extra roots. */
export function userMemoryRoots(agents: readonly { name: string; memory?: AgentMemoryScope }[], roots: AgentMemoryRoots): string[] {
  return agents.filter((agent) => agent.memory === 'user').map((agent) => agentMemoryDir(agent.name, 'user', roots).slice(0, -1));
}

function sizeText(chars: number): string {
  const kb = chars / 1024;
  if (kb < 1) return `${chars} bytes`;
  return `${kb.toFixed(1).replace(/\.0$/, '')}KB`;
}

/** MEMORY.md as Claude Code loads it: trimmed, cut at 200 lines and 25,000 characters, with its warning when cut. */
export function memoryIndexText(text: string): string {
  const trimmed = text.trim();
  const lines = trimmed.split('\n');
  const tooManyLines = lines.length > MAX_INDEX_LINES;
  const tooLong = trimmed.length > MAX_INDEX_CHARS;
  if (!tooManyLines && !tooLong) return trimmed;
  let kept = tooManyLines ? lines.slice(0, MAX_INDEX_LINES).join('\n') : trimmed;
  if (kept.length > MAX_INDEX_CHARS) {
    const cut = kept.lastIndexOf('\n', MAX_INDEX_CHARS);
    kept = kept.slice(0, cut > 0 ? cut : MAX_INDEX_CHARS);
  }
  const what =
    tooLong && !tooManyLines
      ? `${sizeText(trimmed.length)} (limit: ${sizeText(MAX_INDEX_CHARS)}) — index entries are too long`
      : tooManyLines && !tooLong
        ? `${lines.length} lines (limit: ${MAX_INDEX_LINES})`
        : `${lines.length} lines and ${sizeText(trimmed.length)}`;
  return `${kept}\n> WARNING: ${INDEX} is ${what}. Only part of it was loaded. Keep index entries to one line under ~200 chars; move detail into topic files.`;
}

/**
 * The section that follows the agent's own prompt, as Claude Code writes it, and the folder (created, as Claude Code
 * creates it when it builds the prompt). A MEMORY.md that cannot be read is taken as empty, as Claude Code takes it.
 */
export async function agentMemorySection(
  agentName: string,
  scope: AgentMemoryScope,
  roots: AgentMemoryRoots,
): Promise<{ dir: string; text: string; warning?: string }> {
  const dir = agentMemoryDir(agentName, scope, roots);
  await mkdir(dir, { recursive: true }).catch(() => undefined);
  const file = path.join(dir, INDEX);
  const denied = roots.readDeniedBy?.(file);
  const read = denied === undefined ? await readConfigText(file) : undefined;
  const index = read?.ok ? read.text : '';
  const lines = [
    '# Persistent Agent Memory',
    '',
    `You have a persistent, file-based memory system at \`${dir}\`. This directory already exists — write to it directly with the Write tool (do not run mkdir or check for its existence).`,
    ...MEMORY_GUIDE,
    '',
    SCOPE_LINES[scope],
    '',
    `## ${INDEX}`,
    '',
    index.trim() ? memoryIndexText(index) : `Your ${INDEX} is currently empty. When you save new memories, they will appear here.`,
  ];
  const warning = denied !== undefined && read === undefined ? `${file}: not shown to agent "${agentName}": the deny rule "${denied}" covers it` : undefined;
  return { dir, text: lines.join('\n'), ...(warning ? { warning } : {}) };
}

/**
 * What lets the agent keep its memory whatever the mode, as Claude Code lets it (it allows its file tools in the
 * memory folders without asking): allow rules for Read, Edit and Write in that folder, in the same permission engine
 * as every other rule, so a deny rule still wins.
 */
export function agentMemoryRules(dir: string, agentSource: string): PermissionRule[] {
  const specifier = `/${dir}**`;
  const source = `${agentSource} memory (the agent's memory folder, allowed as Claude Code allows it)`;
  return ['Read', 'Edit', 'Write'].map((tool) => ({ raw: `${tool}(${specifier})`, tool, specifier, source }));
}

/** An agent with memory, as Claude Code runs it: Read, Write and Edit added to a `tools` list that lacks them, its folder known. */
export function withMemoryTools<Agent extends { tools?: string[] }>(agent: Agent, memoryDir: string): Agent & { memoryDir: string } {
  const tools = agent.tools === undefined ? undefined : [...agent.tools, ...['Read', 'Write', 'Edit'].filter((tool) => !agent.tools?.includes(tool))];
  return { ...agent, memoryDir, ...(tools ? { tools } : {}) };
}
