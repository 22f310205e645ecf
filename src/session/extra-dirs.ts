import { realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The settings' `permissions.additionalDirectories`, as Claude Code takes them (relative to the working directory, or
 * absolute; `~/` is the home folder): the file tools may read there, and edit where a rule or mode allows it. A folder
 * that holds the checkout (`..` up to `/`) or the home folder is refused: it would open the checkout's neighbours (the
 * runner's temp files, its credentials) to every read. A folder that does not exist is a warning.
 */
export function additionalDirectories(dirs: readonly { path: string; source: string }[] | undefined, cwd: string): { roots: string[]; warnings: string[] } {
  const roots: string[] = [];
  const warnings: string[] = [];
  const home = os.homedir();
  for (const dir of dirs ?? []) {
    const written = dir.path.trim();
    const expanded = written === '~' || written.startsWith('~/') ? path.join(home, written.slice(1)) : written;
    let real: string;
    try {
      real = realpathSync(path.resolve(cwd, expanded));
      if (!statSync(real).isDirectory()) throw new Error('not a folder');
    } catch {
      warnings.push(`${dir.source}: "${written}" is not a folder here; ignored`);
      continue;
    }
    const rel = path.relative(real, cwd);
    const holdsCheckout = rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
    if (holdsCheckout || real === realpathSync(home) || real === path.parse(real).root) {
      warnings.push(
        `${dir.source}: "${written}" (${real}) ${holdsCheckout ? 'holds the working directory' : 'is the home or root folder'}: it would open everything beside the checkout to the file tools; refused`,
      );
      continue;
    }
    if (!roots.includes(real)) roots.push(real);
  }
  return { roots, warnings };
}
