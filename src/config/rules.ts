import { readdir } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { loadFrontmatterParser, parseFrontmatter } from './frontmatter.js';
import { readConfigOrWarn } from './read-text.js';

export const RULES_DIR = path.join('.claude', 'rules');
const MATCH_ALL: ReadonlySet<string> = new Set(['**', '**/*']);
const MAX_DEPTH = 8;

/** A rule file with `paths:`: given to the model when it first reads or edits a file the globs match. */
export interface ScopedRule {
  /** Absolute path (Claude Code names the file so in the reminder). */
  path: string;
  label: string;
  body: string;
  globs: string[];
  matches: (repoRelativePath: string) => boolean;
}

export interface LoadedRules {
  /** Rules without `paths:`: project memory from the first request, after CLAUDE.md. */
  always: { path: string; label: string; content: string }[];
  scoped: ScopedRule[];
  warnings: string[];
}

/**
 * `.claude/rules/**\/*.md` as Claude Code 2.1.328 uses them: a file without `paths:` front matter is memory from the
 * start ("Contents of .claude/rules/x.md (project instructions, …)"); one with `paths:` (a glob or a list of globs,
 * relative to the repository) comes with the tool result of the first Read of a file they match.
 */
export async function loadRules(root: string): Promise<LoadedRules> {
  const out: LoadedRules = { always: [], scoped: [], warnings: [] };
  const files: string[] = [];
  await walk(path.join(root, RULES_DIR), [], files, 0);
  if (files.length === 0) return out;
  await loadFrontmatterParser();
  for (const rel of files.sort()) {
    const label = path.join(RULES_DIR, rel);
    const abs = path.join(root, RULES_DIR, rel);
    const text = await readConfigOrWarn(abs, label, 'rule not loaded', out.warnings);
    if (text === undefined) continue;
    const fm = parseFrontmatter(text, label);
    if (!fm.ok) {
      // Claude Code 2.1.328 still loads such a rule, its front matter dropped: so does the runner, said.
      if (fm.body === undefined) out.warnings.push(`${fm.error}; rule not loaded`);
      else {
        // Its `paths:` line read as text (`paths: **/*.tsx, **/*.css` is not YAML: `*` starts an alias), as Claude Code reads it.
        const line = /^paths:[ \t]*(.+)$/m.exec(fm.frontmatter ?? '')?.[1];
        const globs = line === undefined ? [] : (globsOf(line.replace(/^["']|["']$/g, '')) ?? []);
        out.warnings.push(
          `${fm.error}; front matter ignored${globs.length > 0 ? ` but its paths line: the rule comes with a file matching ${globs.join(', ')}` : ', the rule loaded for every file'}`,
        );
        addRule(out, { path: abs, label, body: fm.body.replace(/^\s*\n/, '') }, globs);
      }
      continue;
    }
    out.warnings.push(...fm.warnings);
    for (const key of Object.keys(fm.data)) {
      if (key !== 'paths' && key !== 'description') out.warnings.push(`${label}: front matter field "${key}" is not used by the runner for rules; ignored`);
    }
    const globs = globsOf(fm.data.paths);
    if (globs === undefined) {
      out.warnings.push(`${label}: front matter field "paths": expected a glob or a list of globs; rule not loaded`);
      continue;
    }
    addRule(out, { path: abs, label, body: fm.body.replace(/^\s*\n/, '') }, globs);
  }
  return out;
}

/** A rule for every file (no `paths:`, or globs that match any file), or one given when a file it matches is read. */
function addRule(out: LoadedRules, rule: { path: string; label: string; body: string }, globs: string[]): void {
  // `paths: "**"` matches every file: Claude Code loads such a rule from the start, as one without `paths:`.
  if (globs.every((g) => MATCH_ALL.has(g.replace(/^\.\//, '')))) {
    out.always.push({ path: rule.path, label: rule.label, content: rule.body });
    return;
  }
  const matchers = globs.map((g) => picomatch(g.replace(/^\.\//, ''), { dot: true }));
  out.scoped.push({ ...rule, globs, matches: (rel) => matchers.some((m) => m(rel)) });
}

/** `paths:` as a list, a string (one glob, or several separated by commas); undefined when it is neither. */
function globsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((g) => g.trim())
      .filter((g) => g !== '');
  if (Array.isArray(value) && value.every((g) => typeof g === 'string')) return (value as string[]).map((g) => g.trim()).filter((g) => g !== '');
  return undefined;
}

async function walk(dir: string, parts: string[], out: string[], depth: number): Promise<void> {
  if (depth > MAX_DEPTH) return;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const rel = [...parts, entry.name];
    if (entry.isDirectory() || (entry.isSymbolicLink() && !entry.name.endsWith('.md'))) await walk(path.join(dir, entry.name), rel, out, depth + 1);
    else if (entry.name.endsWith('.md')) out.push(rel.join(path.sep));
  }
}

/** The rules `filePath` (absolute or relative to `root`) brings that `shown` does not hold yet; adds them to `shown`. */
export function rulesFor(root: string, filePath: string, rules: readonly ScopedRule[], shown: Set<string>): ScopedRule[] {
  const rel = path.relative(root, path.resolve(root, filePath));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return [];
  const found: ScopedRule[] = [];
  for (const rule of rules) {
    if (shown.has(rule.path) || !rule.matches(rel.split(path.sep).join('/'))) continue;
    shown.add(rule.path);
    found.push(rule);
  }
  return found;
}

/** A rule as Claude Code 2.1.328 attaches it to the tool result: its absolute path, then its body. */
export function renderRule(rule: ScopedRule): string {
  return `Contents of ${rule.path}:\n\n${rule.body}`;
}
