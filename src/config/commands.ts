import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FieldReader, loadFrontmatterParser, parseFrontmatter, readLikeClaudeCode } from './frontmatter.js';
import { readConfigOrWarn } from './read-text.js';
import { frontMatterHooks } from './frontmatter-hooks.js';
import { describeFromBody, invocationFields, type Skill } from './skills.js';

export const COMMANDS_DIR = path.join('.claude', 'commands');

/** Front matter Claude Code reads in a command file; any other field is reported, not dropped silently. */
const KNOWN_FIELDS = new Set([
  'description',
  'argument-hint',
  'allowed-tools',
  'model',
  'disable-model-invocation',
  'user-invocable',
  'context',
  'agent',
  'name',
  'hooks',
]);
/** Claude Code never descends deeper than this either way; it bounds a symlink loop. */
const MAX_DEPTH = 8;

/**
 * `.claude/commands/**\/*.md` as skills of kind `command`: Claude Code 2.1.328 lists them beside the skills (through
 * the Skill tool) and runs `/<name>` the same way. A file in a subfolder is named with its folders, colon-separated
 * (`frontend/test.md` → `frontend:test`), as Claude Code names it.
 */
export async function loadCommands(cwd: string, commandsDir = COMMANDS_DIR): Promise<{ skills: Skill[]; warnings: string[] }> {
  const root = path.join(cwd, commandsDir);
  const warnings: string[] = [];
  const files: string[] = [];
  await walk(root, [], files, 0);
  if (files.length === 0) return { skills: [], warnings };
  await loadFrontmatterParser();
  const skills: Skill[] = [];
  for (const rel of files.sort()) {
    const label = path.join(commandsDir, rel);
    const file = path.join(root, rel);
    const text = await readConfigOrWarn(file, label, 'command skipped', warnings);
    if (text === undefined) continue;
    const name = rel.slice(0, -'.md'.length).split(path.sep).join(':');
    const command = parseCommand(text, { file, label, name }, warnings);
    if (command) skills.push(command);
  }
  return { skills, warnings };
}

async function walk(dir: string, parts: string[], out: string[], depth: number): Promise<void> {
  if (depth > MAX_DEPTH) return;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const rel = [...parts, entry.name];
    if (entry.isDirectory() || (entry.isSymbolicLink() && !entry.name.endsWith('.md'))) {
      await walk(path.join(dir, entry.name), rel, out, depth + 1);
    } else if (entry.name.endsWith('.md')) {
      out.push(rel.join(path.sep));
    }
  }
}

/** One command file; undefined (with a warning pushed) when it cannot be used. */
export function parseCommand(text: string, loc: { file: string; label: string; name: string }, warnings: string[]): Skill | undefined {
  // Front matter Claude Code cannot parse leaves the command listed, with no fields: so here.
  const fm = readLikeClaudeCode(parseFrontmatter(text, loc.label));
  warnings.push(...fm.warnings);
  for (const key of Object.keys(fm.data)) {
    if (!KNOWN_FIELDS.has(key)) warnings.push(`${loc.label}: front matter field "${key}" is not used by the runner for commands; ignored`);
  }
  const r = new FieldReader(fm.data, loc.label);
  const description = r.string('description')?.trim() || describeFromBody(fm.body);
  const fields = invocationFields(r);
  warnings.push(...r.errors);
  const hooks = frontMatterHooks(fm.data['hooks'], loc.label, warnings);
  const command: Skill = {
    name: loc.name,
    description,
    dir: path.dirname(loc.file),
    file: loc.file,
    body: fm.body.replace(/^\s*\n/, ''),
    ...fields,
    kind: 'command',
    ...(hooks ? { hooks } : {}),
  };
  if (command.model !== undefined && !command.fork) {
    // Claude Code switches the model for the command's turn; the runner keeps one model per loop.
    warnings.push(`${loc.label}: front matter field "model": honoured only with "context: fork"; inline, the run's model answers`);
  }
  return command;
}

/**
 * Skills and commands as one list, as Claude Code offers them: a skill wins over a command of the same name (its
 * listing shows the skill's description, `/name` runs the skill); the command left out is named in a warning.
 */
export function mergeCommands(skills: readonly Skill[], commands: readonly Skill[]): { skills: Skill[]; warnings: string[] } {
  const names = new Set(skills.map((s) => s.name));
  const warnings: string[] = [];
  const kept = commands.filter((c) => {
    if (!names.has(c.name)) return true;
    warnings.push(`${path.join(COMMANDS_DIR, ...c.name.split(':'))}.md: the skill "${c.name}" has the same name and wins, as in Claude Code; command not used`);
    return false;
  });
  return { skills: [...skills, ...kept], warnings };
}
