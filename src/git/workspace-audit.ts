import type { Hash } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readlinkSync, readSync } from 'node:fs';
import path from 'node:path';
import { git } from './git.js';
import { renderUntrusted } from '../text/untrusted-markdown.js';

/**
 * What the patch cannot show: writes inside `.git/` (hooks, config, info/attributes, objects and
 * packs) and to files git ignores (`node_modules/.bin/jest` keeps its mode and never appears in a
 * diff, yet a later `npm test` step runs it), and which of them are executable. Taken before any
 * tool runs and again after the last one is gone; the difference is listed in the report.
 *
 * Size and mtime are not evidence: a process can write other bytes of the same length and set the
 * mtime back. Each entry is compared by its content (a SHA-256 of the file, a symlink's target),
 * its type and mode, and by its inode number and ctime, which only the kernel sets: a file too
 * large for the hashing budget is still caught by those.
 */
export interface AuditEntry {
  type: 'file' | 'symlink' | 'other';
  mode: number;
  size: number;
  ino: bigint;
  ctimeNs: bigint;
  /** SHA-256 of the content (a symlink's target); undefined past the hashing budget. */
  hash: string | undefined;
}

export interface WorkspaceSnapshot {
  files: Map<string, AuditEntry>;
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
/**
 * Bytes hashed per snapshot, and the largest file hashed: the inode number and ctime already catch
 * every rewrite (only the kernel sets them); hashing is a second witness, bounded so that a 1.5 GB
 * node_modules costs a fraction of a second, not tens.
 */
const HASH_BUDGET = 64 * 1024 * 1024;
const HASH_MAX_FILE = 256 * 1024;
/** Git's own bookkeeping, rewritten by ordinary git use and by the runner itself. */
const GIT_NOISE = /^\.git\/(logs|lfs)\/|^\.git\/(index|FETCH_HEAD|ORIG_HEAD|packed-refs)$|\.lock$/;
/** New objects and packs are content addressed and come with ordinary git use: only a change to one already there is listed. */
const NEW_OBJECT = /^\.git\/objects\/([0-9a-f]{2}\/[0-9a-f]{38,62}|pack\/pack-[0-9a-f]+\.(pack|idx|rev|bitmap|mtimes|promisor|keep))$/;

/** node:crypto is loaded at the first snapshot, not with the run: see src/process/random.ts. */
const sha256 = (): Hash => process.getBuiltinModule('node:crypto').createHash('sha256');

/** One buffer for every file hashed: HASH_MAX_FILE bytes and one more, to see a file grown since its lstat. */
let scratch: Buffer | undefined;

/** SHA-256 of a small regular file; undefined past the budget or when it is not one (a FIFO swapped in never blocks). */
function hashFile(abs: string, budget: { left: number }): string | undefined {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch {
    return undefined;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > HASH_MAX_FILE || st.size > budget.left) return undefined;
    scratch ??= Buffer.allocUnsafe(HASH_MAX_FILE + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, scratch, length, scratch.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > HASH_MAX_FILE) return undefined;
    }
    budget.left -= length;
    return sha256().update(scratch.subarray(0, length)).digest('hex');
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

export async function snapshotWorkspace(root: string): Promise<WorkspaceSnapshot> {
  const rels: string[] = [];
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
      else rels.push(child);
    }
  };
  walk('.git');
  const listed = await git(root, ['ls-files', '-z', '--others', '--ignored', '--exclude-standard']).catch(() => '');
  const ignored = listed.split('\0').filter((p) => p !== '' && !p.startsWith('.git/'));
  rels.push(...ignored.slice(0, MAX_IGNORED));
  const files = new Map<string, AuditEntry>();
  const budget = { left: HASH_BUDGET };
  for (const rel of rels) {
    const abs = path.join(root, rel);
    let st;
    try {
      st = lstatSync(abs, { bigint: true });
    } catch {
      continue; // Gone meanwhile.
    }
    if (st.isDirectory()) continue;
    const type = st.isFile() ? 'file' : st.isSymbolicLink() ? 'symlink' : 'other';
    let hash: string | undefined;
    if (type === 'symlink') hash = sha256().update(readlinkSafe(abs)).digest('hex');
    else if (type === 'file') hash = hashFile(abs, budget);
    files.set(rel, { type, mode: Number(st.mode), size: Number(st.size), ino: st.ino, ctimeNs: st.ctimeNs, hash });
  }
  return { files, truncated: ignored.length > MAX_IGNORED };
}

function readlinkSafe(abs: string): string {
  try {
    return readlinkSync(abs);
  } catch {
    return '';
  }
}

function differs(was: AuditEntry, now: AuditEntry): boolean {
  if (was.type !== now.type || was.mode !== now.mode || was.size !== now.size) return true;
  if (was.ino !== now.ino || was.ctimeNs !== now.ctimeNs) return true;
  return was.hash !== now.hash;
}

/** `expected`: paths the run is meant to write (the memory file, the agents' local memory folder), left out of the list. */
export function compareSnapshots(before: WorkspaceSnapshot, after: WorkspaceSnapshot, expected: readonly string[] = []): WorkspaceChanges {
  const changed: string[] = [];
  for (const [rel, now] of after.files) {
    const was = before.files.get(rel);
    if (was ? differs(was, now) : !NEW_OBJECT.test(rel)) changed.push(rel);
  }
  for (const rel of before.files.keys()) if (!after.files.has(rel) && !before.truncated && !after.truncated) changed.push(rel);
  changed.sort();
  // An expected folder covers what is in it.
  const isExpected = (rel: string): boolean => expected.some((path) => rel === path || rel.startsWith(`${path}/`));
  for (let i = changed.length - 1; i >= 0; i--) if (isExpected(changed[i] ?? '')) changed.splice(i, 1);
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
  const list = (paths: string[]): string =>
    paths
      .slice(0, max)
      .map((p) => renderUntrusted(p, 'code'))
      .join(', ') + (paths.length > max ? `, and ${paths.length - max} more` : '');
  const lines: string[] = [];
  if (changes.gitDir.length > 0) lines.push(`Changed inside .git/ (not in the patch): ${list(changes.gitDir)}`);
  if (changes.ignored.length > 0) lines.push(`Changed git-ignored paths (not in the patch, but later steps may run them): ${list(changes.ignored)}`);
  if (changes.executables.length > 0) lines.push(`Executable files written outside the patch: ${list(changes.executables)}`);
  if (changes.truncated) lines.push(`More than ${MAX_IGNORED} ignored files: only the first were checked for changes`);
  return lines;
}
