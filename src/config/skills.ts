import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { HooksConfig } from '../hooks/types.js';
import { FieldReader, loadFrontmatterParser, parseFrontmatter, readLikeClaudeCode } from './frontmatter.js';
import { frontMatterHooks } from './frontmatter-hooks.js';
import { readConfigText } from './read-text.js';

export interface Skill {
  /** What the model passes to the Skill tool and what `/<name>` invokes. */
  name: string;
  description: string;
  /** Absolute folder of the skill: files beside SKILL.md are read from here on request. */
  dir: string;
  /** Absolute path of SKILL.md. */
  file: string;
  /** SKILL.md without its front matter. */
  body: string;
  /** From `allowed-tools`: granted without a rule while the skill is active. Rule syntax, e.g. `Bash(git diff *)`. */
  allowedTools: string[];
  /** Hidden from the model's listing and its Skill tool; a user can still run `/<name>`. */
  disableModelInvocation: boolean;
  /** False: `/<name>` from a user is refused (the model may still use it). */
  userInvocable: boolean;
  model?: string;
  /** `context: fork`: runs as a subagent. */
  fork: boolean;
  /** The subagent type for `context: fork`. */
  agent?: string;
  argumentHint?: string;
  /**
   * `command`: a `.claude/commands` file (its `@file` references are read when it runs); `workflow`: a
   * `.claude/workflows` script, whose text tells the model to call the Workflow tool (workflows.ts); absent: a SKILL.md.
   */
  kind?: 'command' | 'workflow';
  /**
   * Front matter `hooks`: in force from the skill's invocation to the end of the agent that invoked it (the main
   * thread: the run), as Claude Code registers them; in a `context: fork` skill, inside its subagent.
   */
  hooks?: HooksConfig;
}

export interface LoadedSkills {
  skills: Skill[];
  /** Each names the file; the skill it concerns was skipped unless the warning says otherwise. */
  warnings: string[];
}

export const SKILLS_DIR = path.join('.claude', 'skills');
const NAME = /^[a-z0-9][a-z0-9-]*$/;
const MAX_NAME = 64;

/** Discovers `.claude/skills/<name>/SKILL.md` under `cwd`, in folder-name order. */
export async function loadSkills(cwd: string, skillsDir = SKILLS_DIR): Promise<LoadedSkills> {
  const root = path.join(cwd, skillsDir);
  const warnings: string[] = [];
  let entries: string[];
  try {
    entries = (await readdir(root)).sort();
  } catch {
    return { skills: [], warnings };
  }
  const skills: Skill[] = [];
  const byName = new Map<string, string>();
  for (const entry of entries) {
    const dir = path.join(root, entry);
    // stat (not the dirent) so symlinked skill folders count, as they do in Claude Code.
    const dirStat = await stat(dir).catch(() => undefined);
    if (!dirStat?.isDirectory()) continue;
    const file = path.join(dir, 'SKILL.md');
    const label = path.join(skillsDir, entry, 'SKILL.md');
    const read = await readConfigText(file);
    if (!read.ok) {
      warnings.push(
        read.missing
          ? `${label}: missing; the folder ${path.join(skillsDir, entry)} is not a skill`
          : `${label}: cannot be read (${read.error}); skill skipped`,
      );
      continue;
    }
    const text = read.text;
    await loadFrontmatterParser();
    const skill = parseSkill(text, { dir, file, label, folderName: entry }, warnings);
    if (!skill) continue;
    const previous = byName.get(skill.name);
    if (previous !== undefined) {
      warnings.push(`${label}: skill name "${skill.name}" is already used by ${previous}; skipped`);
      continue;
    }
    byName.set(skill.name, label);
    skills.push(skill);
  }
  return { skills, warnings };
}

export interface SkillLocation {
  dir: string;
  file: string;
  /** Repository-relative path for messages. */
  label: string;
  folderName: string;
}

/** Parses one SKILL.md; undefined (with a warning pushed) when it cannot be used. */
export function parseSkill(text: string, loc: SkillLocation, warnings: string[]): Skill | undefined {
  const fm = readLikeClaudeCode(parseFrontmatter(text, loc.label));
  warnings.push(...fm.warnings);
  const r = new FieldReader(fm.data, loc.label);
  const declaredName = r.string('name')?.trim();
  const description = r.string('description')?.trim() || firstParagraph(fm.body);
  const fields = invocationFields(r);
  warnings.push(...r.errors);
  const hooks = frontMatterHooks(fm.data['hooks'], loc.label, warnings);
  // Claude Code 2.1.328 lists a skill by its folder's name, whatever its `name` says (observed on a corpus of real setups).
  const name = loc.folderName;
  if (!NAME.test(name) || name.length > MAX_NAME) {
    warnings.push(`${loc.label}: skill folder name "${name}" must be lowercase letters, digits and hyphens (at most ${MAX_NAME}); skill skipped`);
    return undefined;
  }
  if (declaredName && declaredName !== name)
    warnings.push(`${loc.label}: front matter field "name": "${declaredName}" is not the folder's name; listed as "${name}", as Claude Code lists it`);
  if (!description) {
    warnings.push(`${loc.label}: no description and no text to take one from; skill skipped`);
    return undefined;
  }
  const skill: Skill = {
    name,
    description,
    dir: loc.dir,
    file: loc.file,
    body: fm.body.replace(/^\s*\n/, ''),
    ...fields,
    ...(hooks ? { hooks } : {}),
  };
  return skill;
}

/** The front-matter fields a skill and a custom command share, read as Claude Code reads them. */
export function invocationFields(
  r: FieldReader,
): Pick<Skill, 'allowedTools' | 'disableModelInvocation' | 'userInvocable' | 'fork' | 'model' | 'agent' | 'argumentHint'> {
  const allowedTools = r.toolList('allowed-tools') ?? [];
  const disableModelInvocation = r.boolean('disable-model-invocation') ?? false;
  const userInvocable = r.boolean('user-invocable') ?? true;
  const model = r.string('model')?.trim();
  const context = r.string('context')?.trim();
  const agent = r.string('agent')?.trim();
  const argumentHint = r.hint('argument-hint')?.trim();
  return {
    allowedTools,
    disableModelInvocation,
    userInvocable,
    fork: context === 'fork',
    ...(model && model !== 'inherit' ? { model } : {}),
    ...(agent ? { agent } : {}),
    ...(argumentHint ? { argumentHint } : {}),
  };
}

/** Claude Code's fallback description: the body's first paragraph that is not a heading. */
function firstParagraph(body: string): string {
  for (const para of body.split(/\n\s*\n/)) {
    const text = para
      .split('\n')
      .filter((l) => !/^\s*#/.test(l))
      .join(' ')
      .trim();
    if (text !== '') return text;
  }
  return '';
}

/** One line per description, whatever YAML style (`>`, `|`) it was written in. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** The longest description the listing shows (Claude Code 2.1.332's `skillListingMaxDescChars` default). */
const LISTED_DESCRIPTION_CHARS = 1536;

/**
 * `- name: description` lines for the skills the model may invoke; empty when there are none. With a budget (the
 * settings' env SLASH_COMMAND_TOOL_CHAR_BUDGET, in characters), 2.1.332's rule: when every line does not fit, each
 * skill keeps its name and, in order, its description while what is left of the budget holds it; the others are listed
 * by name only (measured: test/fixtures/claude-code-tool-results/2.1.332-tool-env.json, skills-budget).
 */
export function renderSkillListing(skills: readonly Skill[], budget?: number): string {
  const listed = skills.filter((s) => !s.disableModelInvocation).map((s) => ({ name: s.name, description: oneLine(s.description) }));
  if (budget === undefined) return listed.map((s) => `- ${s.name}: ${s.description}`).join('\n');
  const shown = listed.map((s) => ({ ...s, description: s.description.slice(0, LISTED_DESCRIPTION_CHARS) }));
  const between = Math.max(0, shown.length - 1);
  const whole = shown.reduce((sum, s) => sum + s.name.length + 4 + s.description.length, between);
  let left = budget - shown.reduce((sum, s) => sum + s.name.length + 2, between);
  const nameOnly = new Set<string>();
  if (whole > budget)
    for (const s of shown) {
      if (s.description.length + 2 <= left) left -= s.description.length + 2;
      else nameOnly.add(s.name);
    }
  return shown.map((s) => (nameOnly.has(s.name) ? `- ${s.name}` : `- ${s.name}: ${s.description}`)).join('\n');
}

/**
 * The text block that follows a Skill call (observed: base directory, then the body without front
 * matter). `$ARGUMENTS` takes `args`, `$ARGUMENTS[N]` and `$N` its N-th word (from 0, as Claude Code 2.1.328 counts;
 * one past the end stays as written); a body with no placeholder gets them appended.
 */
export function renderSkillContent(skill: Skill, args = ''): string {
  // As Claude Code 2.1.332 words it (observed): the arguments go into the Workflow call, verbatim, as one string.
  if (skill.kind === 'workflow') {
    const name = JSON.stringify(skill.name);
    return `${skill.body}\n\nInvoke: Workflow(${args.trim() ? `{ name: ${name}, args: ${JSON.stringify(args.trim())} }` : `{ name: ${name} }`})`;
  }
  const body = substituteArguments(skill.body, args);
  return skill.kind === 'command' ? body : `Base directory for this skill: ${skill.dir}\n\n${body}`;
}

const PLACEHOLDER = /\$ARGUMENTS\[(\d+)\]|\$ARGUMENTS|\$(\d+)/g;

export function substituteArguments(body: string, args: string, appendUnused = true): string {
  const words = splitArguments(args);
  let used = false;
  const out = body.replace(PLACEHOLDER, (whole, indexed: string | undefined, bare: string | undefined) => {
    used = true;
    const index = indexed ?? bare;
    if (index === undefined) return args;
    return words[Number(index)] ?? whole;
  });
  if (used || !appendUnused || args.trim() === '') return out;
  // As Claude Code 2.1.328 appends them: after the body as it is, trailing newline kept.
  return `${out}\n\nARGUMENTS: ${args}`;
}

/** Words as a shell would split them: spaces apart, quotes keep a phrase together. */
function splitArguments(args: string): string[] {
  return [...args.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/**
 * Reads `/<skill-name> args` at the start of a task or comment. Returns undefined when the text
 * does not start with a known, user-invocable skill.
 */
export function parseSkillInvocation(text: string, skills: readonly Skill[]): { skill: Skill; args: string } | undefined {
  const m = /^\s*\/([A-Za-z0-9][\w.:-]*)(?=\s|$)([\s\S]*)$/.exec(text);
  if (!m) return undefined;
  const skill = skills.find((s) => s.name === m[1] && s.userInvocable);
  return skill ? { skill, args: (m[2] ?? '').trim() } : undefined;
}
