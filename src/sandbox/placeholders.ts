import { existsSync, lstatSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { PROTECTED_IN_WRITABLE_DIR } from './config.js';

const MARK = '# Agent Runner: the sandbox masks these missing protected paths with placeholders (not files of the repository)';

/**
 * The sandbox library masks each protected path the working directory lacks (`.bashrc`, `.mcp.json`, `.vscode`…) with a
 * placeholder that git, inside the sandbox, sees as an untracked device file: `git add -A` then fails with "can only add
 * regular files" and stages nothing (anthropics/claude-code#78419). Those names go into the repository's
 * `.git/info/exclude`, written by the runner before the workspace snapshot and any agent process, so git inside the
 * sandbox ignores them; a path that exists is left alone (it is the repository's, and no mask hides it).
 */
export async function excludeSandboxPlaceholders(cwd: string): Promise<void> {
  const dotGit = path.join(cwd, '.git');
  if (!existsSync(dotGit) || !lstatSync(dotGit).isDirectory()) return;
  const missing = PROTECTED_IN_WRITABLE_DIR.filter((entry) => !existsSync(path.join(cwd, entry))).map((entry) => `/${entry}`);
  if (missing.length === 0) return;
  const file = path.join(dotGit, 'info', 'exclude');
  const current = await fs.readFile(file, 'utf8').catch(() => '');
  if (current.includes(MARK)) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${current}${current === '' || current.endsWith('\n') ? '' : '\n'}${MARK}\n${missing.join('\n')}\n`);
}
