import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { git } from './git.js';

/**
 * What the patch cannot show: writes inside `.git/` (hooks, config, info/attributes) and to files
 * git ignores (`node_modules/.bin/jest` keeps its mode and never appears in a diff, yet a later
 * `npm test` step runs it), and which of them are executable. Taken before any tool runs and again
 * after the last one is gone; the difference is listed in the report.
 */
export interface WorkspaceSnapshot {
  files: Map<string, { size: number; mtimeMs: number; mode: number }>;
  /** Set when the ignored files were too many to list. */
  truncated: boolean;
}

export interface WorkspaceChanges {
  /** `.git/…` paths added, changed or removed. */
  gitDir: string[];
  /** Ignored paths added, changed or removed. */
  ignored: string[];
  /** Of those, the ones now executable. */
  executables: string[];
  truncated: boolean;
}

const MAX_IGNORED = 50_000;
/** Git's own bookkeeping, rewritten by ordinary git use and by the runner itself. */
const GIT_NOISE = /^\.git\/(objects|logs|lfs)\/|^\.git\/(index|FETCH_HEAD|ORIG_HEAD|packed-refs)$|\.lock$/;

export async function snapshotWorkspace(root: string): Promise<WorkspaceSnapshot> {
  const files = new Map<string, { size: number; mtimeMs: number; mode: number }>();
  const add = (rel: string): void => {
    try {
      const st = lstatSync(path.join(root, rel));
      if (!st.isDirectory()) files.set(rel, { size: st.size, mtimeMs: st.mtimeMs, mode: st.mode });
    } catch {
      // Gone meanwhile.
    }
  };
  const walk = (rel: string): void => {
    let entries;
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`;
      if (GIT_NOISE.test(`${child}/`) || GIT_NOISE.test(child)) continue;
      if (entry.isDirectory()) walk(child);
      else add(child);
    }
  };
  walk('.git');
  const listed = await git(root, ['ls-files', '-z', '--others', '--ignored', '--exclude-standard']).catch(() => '');
  const ignored = listed.split('\0').filter((p) => p !== '' && !p.startsWith('.git/'));
  for (const rel of ignored.slice(0, MAX_IGNORED)) add(rel);
  return { files, truncated: ignored.length > MAX_IGNORED };
}

/** `expected`: paths the run is meant to write (the memory file), left out of the list. */
export function compareSnapshots(before: WorkspaceSnapshot, after: WorkspaceSnapshot, expected: readonly string[] = []): WorkspaceChanges {
  const changed: string[] = [];
  for (const [rel, now] of after.files) {
    const was = before.files.get(rel);
    if (!was || was.size !== now.size || was.mtimeMs !== now.mtimeMs || was.mode !== now.mode) changed.push(rel);
  }
  for (const rel of before.files.keys()) if (!after.files.has(rel) && !before.truncated && !after.truncated) changed.push(rel);
  changed.sort();
  for (const path of expected) {
    const i = changed.indexOf(path);
    if (i >= 0) changed.splice(i, 1);
  }
  const executables = changed.filter((rel) => ((after.files.get(rel)?.mode ?? 0) & 0o111) !== 0);
  return {
    gitDir: changed.filter((rel) => rel.startsWith('.git/')),
    ignored: changed.filter((rel) => !rel.startsWith('.git/')),
    executables,
    truncated: before.truncated || after.truncated,
  };
}

/** Report lines (empty when nothing outside the patch changed). */
export function describeChanges(changes: WorkspaceChanges, max = 20): string[] {
  const list = (paths: string[]): string => paths.slice(0, max).map((p) => `\`${p}\``).join(', ') + (paths.length > max ? `, and ${paths.length - max} more` : '');
  const lines: string[] = [];
  if (changes.gitDir.length > 0) lines.push(`Changed inside .git/ (not in the patch): ${list(changes.gitDir)}`);
  if (changes.ignored.length > 0) lines.push(`Changed git-ignored paths (not in the patch, but later steps may run them): ${list(changes.ignored)}`);
  if (changes.executables.length > 0) lines.push(`Executable files written outside the patch: ${list(changes.executables)}`);
  if (changes.truncated) lines.push(`More than ${MAX_IGNORED} ignored files: only the first were checked for changes`);
  return lines;
}
