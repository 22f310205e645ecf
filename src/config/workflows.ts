import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `.claude/workflows/*.js`: Claude Code 2.1.328 lists each as a skill and a slash command its Workflow tool runs. The
 * runner has no Workflow tool: each file is named in a warning rather than left out of the listing silently.
 */
export function workflowWarnings(cwd: string): string[] {
  const dir = path.join('.claude', 'workflows');
  let names: string[];
  try {
    names = readdirSync(path.join(cwd, dir));
  } catch {
    return [];
  }
  return names
    .filter((name) => /\.(?:js|mjs|ts)$/.test(name))
    .sort()
    .map(
      (name) =>
        `${path.join(dir, name)}: a Claude Code workflow (run by its Workflow tool, listed as /${name.replace(/\.[^.]+$/, '')}); the runner has no Workflow tool, so it is not listed or run`,
    );
}
