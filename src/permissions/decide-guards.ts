/**
 * What decide.ts asks beyond the rules: which protected folders a path rule spells, whether git would use a repository
 * the agent could have written.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './read-only-commands.js';
import { pathRuleMatcher } from './path-rules.js';
import type { PermissionRule, SimpleCommand } from './types.js';

/**
 * A path rule covers a protected folder (`.git`, `.claude`, `.github/workflows`, `node_modules/.bin`) only where it
 * spells it, at any depth: `Edit(src/**)` does not cover `src/.git/config` (git run in `src/` reads it), `Edit(src/.git/**)` does.
 */
export function spellsProtected(specifier: string | undefined, root: string, target: string): boolean {
  if (specifier === undefined) return false;
  const spelled = specifier.split('/');
  const segs = path.relative(root, target).split(path.sep);
  const has = (...names: string[]): boolean => spelled.some((_, i) => names.every((n, k) => spelled[i + k] === n));
  return segs.every((s, i) => {
    if (s === '.git' || s === '.claude') return has(s);
    if (s === '.github' && segs[i + 1] === 'workflows') return has('.github', 'workflows');
    if (s === 'node_modules' && segs[i + 1] === '.bin') return has('node_modules', '.bin');
    return true;
  });
}

/**
 * git run below the working directory uses the first `.git` it finds on the way up: one in a folder the agent could
 * write (a configuration with `diff.external`, `core.fsmonitor`, aliases) runs code. A rule for git vouches for the
 * workspace's repository, not for that one.
 */
export function nestedRepositoryRefusal(cmd: SimpleCommand, root: string, cwds: string[]): string | undefined {
  if (path.basename(cmd.words[0]?.value ?? '') !== 'git') return undefined;
  const dirs = [...cwds];
  cmd.words.forEach((w, i) => {
    const next = cmd.words[i + 1];
    if (w.value === '-C' && next !== undefined) dirs.push(...cwds.map((c) => path.resolve(c, next.value)));
  });
  for (const start of dirs) {
    for (let dir = start; isInside(root, dir) && dir !== root; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, '.git')) && !submoduleOf(root, dir))
        return `git in ${path.relative(root, start)} would use the repository ${path.relative(root, dir)}/.git, below the working directory, which the agent could have written`;
    }
  }
  return undefined;
}

/** A submodule's `.git` is a file pointing into the workspace repository's own `.git/modules`, which no tool may write. */
function submoduleOf(root: string, dir: string): boolean {
  try {
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(path.join(dir, '.git'), 'utf8'));
    return m?.[1] !== undefined && isInside(path.join(root, '.git', 'modules'), path.resolve(dir, m[1]));
  } catch {
    return false;
  }
}

/** Read deny rules on exactly one path, compiled once per decision (a tree walk asks about every entry). */
export function namedMatcher(rules: PermissionRule[], root: string): (abs: string) => boolean {
  const matchers = rules.map((r) => (r.specifier === undefined ? () => true : pathRuleMatcher(r.specifier, root)));
  return (abs) => matchers.some((m) => m(abs));
}
