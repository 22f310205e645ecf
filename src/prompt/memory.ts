import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { readConfigText } from '../config/read-text.js';

/** Keeps the notes a pointer list, not a diary: the whole file is read into every run's context. */
export const MEMORY_LINE_BUDGET = 150;

/**
 * The `memory_file` section of the system prompt: what earlier runs of this workflow wrote, and when
 * to write it. The file persists through the workflow's own cache step or the agent's branch.
 */
export async function memorySection(cwd: string, memoryFile: string, refusal: (file: string) => string | undefined): Promise<string> {
  const file = path.resolve(cwd, memoryFile);
  // The file may be a link a pull request committed (to a credential file, outside the workspace): it passes the
  // Read decision first, and only a regular file of sane size is read.
  const exists = await lstat(file).then(
    () => true,
    () => false,
  );
  const why = exists ? refusal(file) : undefined;
  const read = exists && why === undefined ? await readConfigText(file) : undefined;
  const text = read?.ok ? read.text : '';
  if (why !== undefined || (read && !read.ok && !read.missing)) {
    return `Memory across runs: ${memoryFile}. It is not shown: ${why ?? (read && !read.ok ? read.error : 'unreadable')}. Do not write to it in this run.`;
  }
  const lines = text.split('\n');
  const shown =
    lines.length > MEMORY_LINE_BUDGET
      ? [...lines.slice(0, MEMORY_LINE_BUDGET), `… ${lines.length - MEMORY_LINE_BUDGET} more lines: Read ${memoryFile} for the rest, and shorten it.`]
      : lines;
  return [
    `Memory across runs: ${memoryFile}. Earlier runs of this workflow left these notes for you; use them, but verify before you rely on one.`,
    text.trim() === '' ? '(The file is empty or does not exist yet.)' : `<memory file="${memoryFile}">\n${shown.join('\n').trim()}\n</memory>`,
    // Write and Edit refuse a file not Read in this run (as in Claude Code), even one shown here.
    `Update ${memoryFile} (Read it, then Edit or Write) before you finish when this run taught something the next run should know: a surprising fact about the codebase, a dead end and why, an open item left for later. Keep it under ${MEMORY_LINE_BUDGET} lines: short entries with pointers (file paths, commands), not details; remove entries that are no longer true.`,
  ].join('\n\n');
}
