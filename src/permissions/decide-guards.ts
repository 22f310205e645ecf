/**
 * What decide.ts asks beyond the rules: which protected folders a path rule spells, whether git would use a repository
 * the agent could have written, and what the read-only jail hides.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './read-only-commands.js';
import { pathRuleMatcher, realTarget } from './path-rules.js';
import { ruleAppliesTo } from './rules.js';
import type { PermissionPolicy, PermissionRule, SimpleCommand } from './types.js';

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

/** What the jail replaces by an empty file or folder: the Read deny rules that name one path inside the workspace (globs stay the parser's). */
export function jailHidden(policy: PermissionPolicy): string[] {
  const root = policy.workspaceRoot;
  const out: string[] = [];
  const globs = policy.deny.filter((r) => ruleAppliesTo(r, 'Read') && r.specifier !== undefined && /(^|[^\\])[*?[{]/.test(r.specifier));
  if (globs.length > 0) {
    // Glob rules by the workspace's own entries (where credential files land: `gha-creds-*.json`); deeper ones stay the parser's.
    const denied = namedMatcher(globs, root);
    try {
      for (const name of readdirSync(root)) if (denied(path.join(root, name))) out.push(path.join(root, name));
    } catch {
      // No workspace to list.
    }
  }
  for (const r of policy.deny) {
    if (!ruleAppliesTo(r, 'Read') || r.specifier === undefined || /(^|[^\\])[*?[{]/.test(r.specifier)) continue;
    const spec = r.specifier.replace(/\\(.)/g, '$1');
    const abs = spec.startsWith('//') ? spec.slice(1) : spec.startsWith('~') ? undefined : path.resolve(root, spec.replace(/^\//, ''));
    if (abs === undefined || !isInside(root, abs)) continue;
    // Where the name leads: a link's own path cannot be mounted over (bubblewrap follows it), its target can.
    const real = realTarget(root, abs);
    if (isInside(root, real)) out.push(real);
  }
  // Each path is hidden where it really is, inside the workspace (the jail holds nothing else).
  return [...new Set(out.map((p) => realTarget(root, p)).filter((p) => isInside(root, p)))];
}

/** Read deny rules on exactly one path, compiled once per decision (a tree walk asks about every entry). */
export function namedMatcher(rules: PermissionRule[], root: string): (abs: string) => boolean {
  const matchers = rules.map((r) => (r.specifier === undefined ? () => true : pathRuleMatcher(r.specifier, root)));
  return (abs) => matchers.some((m) => m(abs));
}
