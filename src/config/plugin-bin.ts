import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A plugin's `bin/` folder, as Claude Code uses it: appended to the PATH of the Bash tool's commands while the plugin
 * is enabled (Claude Code 2.1.197 builds that PATH into its shell snapshot: `$PATH` then each enabled plugin's `bin`,
 * in order). Claude Code drops a folder whose path holds a shell metacharacter (`:`, quotes, `$`, backquote,
 * backslash, a line break), where it would break that PATH; so does the runner, with a warning naming the plugin.
 */
const SHELL_META = /[:"'$`\\\n\r]/;

export async function pluginBinDir(root: string, where: string, warnings: string[]): Promise<string | undefined> {
  const dir = path.join(root, 'bin');
  const found = await stat(dir).catch(() => undefined);
  if (!found?.isDirectory()) return undefined;
  if (SHELL_META.test(dir)) {
    warnings.push(`${where}: bin: its path ${JSON.stringify(dir)} holds a shell metacharacter; not put on PATH (Claude Code drops it too)`);
    return undefined;
  }
  return dir;
}

/** The Bash tool's PATH with the enabled plugins' `bin/` folders after it, as Claude Code builds it. */
export function withPluginBins(env: Record<string, string>, binDirs: readonly string[]): Record<string, string> {
  if (binDirs.length === 0) return env;
  return { ...env, PATH: [env.PATH, ...binDirs].filter((part) => part !== undefined && part !== '').join(path.delimiter) };
}
