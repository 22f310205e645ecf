import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { HooksConfig } from '../hooks/types.js';
import { FieldReader, loadFrontmatterParser, parseFrontmatter, readLikeClaudeCode } from './frontmatter.js';
import { frontMatterHooks } from './frontmatter-hooks.js';
import { readConfigText } from './read-text.js';
import { fitSkillListing, type SkillListingLimits } from './skill-listing.js';

export interface Skill {
  /** What the model passes to the Skill tool and what `/<name>` invokes. */
  name: string;
  /** Front matter `name` where it is not the folder's: listed beside it, `- folder (name): …`, as Claude Code 2.1.332. */
  declaredName?: string;
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
  /**
   * Settings' `skillOverrides` (never on a plugin's skill, as in Claude Code): `name-only` lists it without its
   * description; `user-invocable-only` hides it from the model; `off` also refuses `/<name>`.
   */
  override?: 'name-only' | 'user-invocable-only' | 'off';
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
/**
 * Control characters (C0, DEL, C1) and the line and paragraph separators: a name holding one would break the listing's
 * one line per skill (a safety choice: skipped).
 */
const UNLISTABLE = /[\p{Cc}\u2028\u2029]/u;

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
  const description = r.string('description')?.trim() || describeFromBody(fm.body);
  const fields = invocationFields(r);
  warnings.push(...r.errors);
  const hooks = frontMatterHooks(fm.data['hooks'], loc.label, warnings);
  // Claude Code 2.1.328 lists a skill by its folder's name, whatever its `name` says (observed on a corpus of real setups);
  // 2.1.332 takes any folder name (`.templates`, `Upper-Case`, `snake_case`, `with space`: scripts/oracle/skill-names.mjs).
  const name = loc.folderName;
  if (UNLISTABLE.test(name)) {
    warnings.push(`${loc.label}: skill folder name ${JSON.stringify(name)} holds a control character; skill skipped`);
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
    ...(declaredName && declaredName !== name ? { declaredName } : {}),
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

/** Past this many characters, a description taken from the body is cut to 97 and `...` (Claude Code 2.1.332). */
const BODY_DESCRIPTION_MAX = 100;

/**
 * Claude Code's description for a skill or command whose front matter gives none: the body's first non-empty line,
 * a heading's `#`s taken off, cut past 100 characters (measured: scripts/oracle/skill-names.mjs).
 */
export function describeFromBody(body: string): string {
  const line = (body.split('\n').find((l) => l.trim() !== '') ?? '').trim();
  const text = line.match(/^#+\s+(.+)$/)?.[1] ?? line;
  return text.length > BODY_DESCRIPTION_MAX ? `${text.slice(0, BODY_DESCRIPTION_MAX - 3)}...` : text;
}

const escapeTags = (text: string): string => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * One line per description, whatever YAML style (`>`, `|`) it was written in; a skill's or command's `<` and `>`
 * written as `&lt;` and `&gt;`, a workflow's as written, as Claude Code 2.1.332 lists them (the corpus of real setups).
 */
function listedDescription(skill: Skill): string {
  const text = skill.description.replace(/\s*\n\s*/g, ' ').trim();
  return skill.kind === 'workflow' ? text : escapeTags(text);
}

/** Whether the model may see and load the skill: not `disable-model-invocation`, not hidden by `skillOverrides`. */
export function modelMayInvoke(skill: Skill): boolean {
  return !skill.disableModelInvocation && skill.override !== 'off' && skill.override !== 'user-invocable-only';
}

/** `- name: description` lines for the skills the model may invoke (`- name` for a `name-only` one); empty when there are none. */
export function renderSkillListing(skills: readonly Skill[], limits?: SkillListingLimits): string {
  const listed = skills.filter(modelMayInvoke).map((s) => ({
    // The front matter's `name` is the author's text, as a description is: on one line, its tags escaped.
    name: s.declaredName ? `${s.name} (${escapeTags(s.declaredName.replace(/[\s\p{Cc}]+/gu, ' '))})` : s.name,
    description: listedDescription(s),
    nameOnly: s.override === 'name-only',
  }));
  // Held to the listing's limits as Claude Code 2.1.332 holds it (skill-listing.ts).
  if (limits) return fitSkillListing(listed, limits);
  return listed.map((s) => (s.nameOnly ? `- ${s.name}` : `- ${s.name}: ${s.description}`)).join('\n');
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
