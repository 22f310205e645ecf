/** Path rules: gitignore-style patterns for the file tools, matched against the path a tool acts on. */
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import picomatch from 'picomatch';

/** A literal path as a glob that matches only itself. */
export const escapeGlob = (p: string): string => p.replace(/[\\*?[\]{}()!+@]/g, '\\$&');

/**
 * gitignore-style, as in Claude Code: `//abs` is an absolute path, `~/x` is in the home directory,
 * `/x` and `./x` are anchored at the working directory, a bare name without `/` matches at any depth.
 */
export function pathPattern(specifier: string, workspaceRoot: string): string {
  let pattern: string;
  if (specifier.startsWith('//')) pattern = specifier.slice(1);
  else if (specifier === '~' || specifier.startsWith('~/')) pattern = escapeGlob(os.homedir()) + specifier.slice(1);
  else if (specifier.startsWith('/')) pattern = escapeGlob(workspaceRoot) + specifier;
  else {
    const rel = specifier.startsWith('./') ? specifier.slice(2) : specifier;
    const anchored = specifier.startsWith('./') || rel.replace(/\/+$/, '').includes('/');
    pattern = `${escapeGlob(workspaceRoot)}/${anchored ? '' : '**/'}${rel}`;
  }
  return pattern.endsWith('/') ? `${pattern}**` : pattern;
}

/** Compiled patterns: a tree walk asks the same few rules about thousands of paths. */
const COMPILED = new Map<string, (p: string) => boolean>();
function compiled(pattern: string): (p: string) => boolean {
  let isMatch = COMPILED.get(pattern);
  if (isMatch === undefined) {
    if (COMPILED.size >= 256) COMPILED.clear();
    isMatch = picomatch(pattern, { dot: true });
    COMPILED.set(pattern, isMatch);
  }
  return isMatch;
}

/** The rule's pattern on exactly this path (not its parents): for walks that have checked the folders above already. */
export function pathRuleMatcher(specifier: string, workspaceRoot: string): (abs: string) => boolean {
  return compiled(pathPattern(specifier, workspaceRoot));
}

/** Like gitignore, a pattern that matches a directory covers everything below it. */
export function pathRuleMatches(specifier: string, target: string, workspaceRoot: string): boolean {
  const isMatch = compiled(pathPattern(specifier, workspaceRoot));
  let p = path.resolve(workspaceRoot, target);
  for (;;) {
    if (isMatch(p)) return true;
    const parent = path.dirname(p);
    if (parent === p) return false;
    p = parent;
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The fields a file tool names its path in, in the order they are looked for. */
export const PATH_FIELDS = ['file_path', 'notebook_path', 'path', 'filePath'];

/** The path a file tool acts on; searches without one cover the working directory. */
export function toolPath(toolName: string, input: unknown, workspaceRoot: string): string | undefined {
  const o = isRecord(input) ? input : {};
  for (const key of PATH_FIELDS) {
    const v = o[key];
    if (typeof v === 'string' && v !== '') return v;
  }
  return toolName === 'Glob' || toolName === 'Grep' || toolName === 'LS' ? workspaceRoot : undefined;
}

/** The input with the path it names replaced by `real` (every symlink hop resolved): what is decided, and re-decided, on. */
export function withToolPath(input: unknown, real: string): unknown {
  const o = isRecord(input) ? { ...input } : {};
  const key = PATH_FIELDS.find((k) => typeof o[k] === 'string' && o[k] !== '') ?? 'path';
  o[key] = real;
  return o;
}

const MAX_HOPS = 40;

/**
 * The real path `abs` denotes: every symlink hop followed, even for a path that does not exist yet (the
 * longest existing ancestor is resolved and the rest appended; a dangling link is followed to where it
 * points, since writing through it lands there). A loop resolves to itself plus a marker that matches nothing.
 */
export function realPathOf(abs: string): string {
  let pending = path.resolve(abs);
  const suffix: string[] = [];
  for (let hops = 0; hops <= MAX_HOPS; ) {
    try {
      return path.join(realpathSync.native(pending), ...suffix);
    } catch {
      // Missing, dangling or a loop: look at this component itself.
    }
    let link: string | undefined;
    try {
      if (lstatSync(pending).isSymbolicLink()) link = readlinkSync(pending);
    } catch {
      // Does not exist at all.
    }
    if (link !== undefined) {
      hops++;
      pending = path.resolve(realPathOf(path.dirname(pending)), link);
      continue;
    }
    const parent = path.dirname(pending);
    if (parent === pending) return path.join(pending, ...suffix);
    suffix.unshift(path.basename(pending));
    pending = parent;
  }
  return path.join(pending, ...suffix, '\0loop');
}

/** The real path of `target`, spelled under `root` when it lands inside the root's real path. */
export function realTarget(root: string, target: string): string {
  return spelledUnder(root, realPathOf(path.resolve(root, target)));
}

/** A real path, spelled under `root` when it lands inside the root's real path. */
export function spelledUnder(root: string, real: string): string {
  const realRoot = realPathOf(root);
  const rel = path.relative(realRoot, real);
  return rel === '' ? root : !rel.startsWith('..') && !path.isAbsolute(rel) ? path.join(root, rel) : real;
}
