/** Path rules: gitignore-style patterns for the file tools, matched against the path a tool acts on. */
import os from 'node:os';
import path from 'node:path';
import picomatch from 'picomatch';

const escapeGlob = (p: string): string => p.replace(/[\\*?[\]{}()!+@]/g, '\\$&');

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

/** Like gitignore, a pattern that matches a directory covers everything below it. */
export function pathRuleMatches(specifier: string, target: string, workspaceRoot: string): boolean {
  const isMatch = picomatch(pathPattern(specifier, workspaceRoot), { dot: true });
  let p = path.resolve(workspaceRoot, target);
  for (;;) {
    if (isMatch(p)) return true;
    const parent = path.dirname(p);
    if (parent === p) return false;
    p = parent;
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The path a file tool acts on; searches without one cover the working directory. */
export function toolPath(toolName: string, input: unknown, workspaceRoot: string): string | undefined {
  const o = isRecord(input) ? input : {};
  for (const key of ['file_path', 'notebook_path', 'path']) {
    const v = o[key];
    if (typeof v === 'string' && v !== '') return v;
  }
  return toolName === 'Glob' || toolName === 'Grep' || toolName === 'LS' ? workspaceRoot : undefined;
}
