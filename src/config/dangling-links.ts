import { existsSync, lstatSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';

/** The entries of a setup Claude Code reads: each may be committed as a symbolic link. */
const SETUP_ENTRIES = [
  'CLAUDE.md',
  'CLAUDE.local.md',
  '.mcp.json',
  '.claude/CLAUDE.md',
  '.claude/settings.json',
  '.claude/settings.local.json',
  '.claude/commands',
  '.claude/agents',
  '.claude/skills',
  '.claude/rules',
  '.claude/output-styles',
  '.claude/hooks',
];

/**
 * Repositories commit parts of their setup as symbolic links to a developer's own folders (`/Users/me/shared/agents`)
 * or to a submodule the checkout does not fetch. In CI the link points at nothing: Claude Code reads nothing there
 * either, but a reader of the repository sees a setup, so each is named rather than taken silently as absent.
 */
export function danglingSetupLinks(cwd: string): string[] {
  const warnings: string[] = [];
  for (const entry of SETUP_ENTRIES) {
    const at = path.join(cwd, entry);
    let isLink = false;
    try {
      isLink = lstatSync(at).isSymbolicLink();
    } catch {
      continue;
    }
    if (isLink && !existsSync(at))
      warnings.push(
        `${entry}: a symbolic link to ${readlinkSync(at)}, which is not in the checkout; nothing is read there (check out the submodule, or commit the files)`,
      );
  }
  return warnings;
}

/** The setup entries Claude Code reads as folders of files. */
const SETUP_FOLDERS = ['.claude/commands', '.claude/agents', '.claude/skills', '.claude/rules', '.claude/output-styles'];

/**
 * A real repository commits `.claude/rules` as one Markdown file, where Claude Code reads a folder of them: Claude Code
 * reads nothing there, and neither does the runner, but the file is named so its author knows it is not used.
 */
export function setupFilesNotFolders(cwd: string): string[] {
  return SETUP_FOLDERS.filter((entry) => {
    try {
      return statSync(path.join(cwd, entry)).isFile();
    } catch {
      return false;
    }
  }).map((entry) => `${entry}: a file where Claude Code reads a folder (${entry}/<name>.md); not read (Claude Code does not read it either)`);
}
