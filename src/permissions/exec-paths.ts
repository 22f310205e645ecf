import path from 'node:path';

/**
 * Places where a file written now is run later by name: `node_modules/.bin` (a later `npm test`
 * step runs `node_modules/.bin/jest`, which is git-ignored, so it never shows in the patch) and
 * every folder on PATH that lies inside the working directory (an earlier step's `GITHUB_PATH`).
 * Like `.git` and `.claude`, an edit there needs an allow rule that names the path; neither a bare
 * `Edit` nor acceptEdits covers it. Returns the protected place `abs` is in, if any.
 */
export function executablePlace(root: string, abs: string, pathEnv: string = process.env.PATH ?? ''): string | undefined {
  const rel = path.relative(root, path.resolve(root, abs));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  for (let i = 0; i + 1 < parts.length; i++) if (parts[i] === 'node_modules' && parts[i + 1] === '.bin') return 'node_modules/.bin';
  const dir = path.dirname(path.resolve(root, abs));
  for (const entry of pathEnv.split(path.delimiter)) {
    if (!path.isAbsolute(entry)) continue;
    const onPath = path.resolve(root, entry);
    if (onPath === dir && !path.relative(root, onPath).startsWith('..')) return `${path.relative(root, onPath) || '.'} (a folder on PATH)`;
  }
  return undefined;
}
