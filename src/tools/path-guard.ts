import { constants, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { open, readlink, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Workspace } from './types.js';

export type PathResolution = { ok: true; absPath: string } | { ok: false; error: string };

export const MAX_PATH_LENGTH = 4096;
/** Linux gives up (ELOOP) after 40 links; so do we. */
const MAX_SYMLINK_HOPS = 40;

function errCode(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err ? String((err as NodeJS.ErrnoException).code) : undefined;
}

/** True when `child` is `parent` or below it; both absolute and normalised. */
export function isWithin(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

type RealResult = { ok: true; path: string } | { ok: false; reason: string };

/**
 * The real path `abs` denotes, following every symlink, even for a path that does not
 * exist yet: the longest existing ancestor is resolved and the rest appended. A dangling
 * symlink is followed to where it points, since writing through it would land there.
 */
function realResolve(abs: string): RealResult {
  let pending = abs;
  const suffix: string[] = [];
  let hops = 0;
  for (;;) {
    try {
      return { ok: true, path: join(realpathSync.native(pending), ...suffix) };
    } catch (err) {
      const code = errCode(err);
      if (code === 'ELOOP') return { ok: false, reason: 'it contains a symbolic link loop' };
      if (code !== 'ENOENT' && code !== 'ENOTDIR') {
        return { ok: false, reason: `it cannot be resolved (${code ?? String(err)})` };
      }
    }
    let isLink = false;
    try {
      isLink = lstatSync(pending).isSymbolicLink();
    } catch {
      // Does not exist at all: resolve its parent instead.
    }
    if (isLink) {
      if (++hops > MAX_SYMLINK_HOPS) return { ok: false, reason: 'it has too many levels of symbolic links' };
      // A relative target is relative to the link's real directory, not its spelled one.
      const parentReal = realResolve(dirname(pending));
      if (!parentReal.ok) return parentReal;
      pending = resolve(parentReal.path, readlinkSync(pending));
      continue;
    }
    const parent = dirname(pending);
    if (parent === pending) return { ok: false, reason: 'no part of it exists' };
    suffix.unshift(basename(pending));
    pending = parent;
  }
}

function realRoot(dir: string): string {
  try {
    return realpathSync.native(dir);
  } catch {
    return resolve(dir);
  }
}

/**
 * Resolve a tool's path argument (absolute, or relative to the working directory) and
 * allow it only inside the working directory or the runner's temp folder, after `..`
 * and all symlinks are resolved. A leading `~` is not expanded: it names a folder `~`.
 */
export function resolveInWorkspace(ws: Workspace, inputPath: string): PathResolution {
  if (typeof inputPath !== 'string' || inputPath === '') {
    return { ok: false, error: 'The path is empty; give a file path inside the working directory.' };
  }
  const shown = JSON.stringify(inputPath.length > 200 ? `${inputPath.slice(0, 200)}…` : inputPath);
  if (inputPath.includes('\0')) {
    return { ok: false, error: `The path ${shown} contains a NUL byte, which no file name can contain.` };
  }
  if (inputPath.length > MAX_PATH_LENGTH) {
    return {
      ok: false,
      error: `The path ${shown} is ${inputPath.length} characters long; paths are limited to ${MAX_PATH_LENGTH}.`,
    };
  }
  const lexical = resolve(ws.root, inputPath);
  const real = realResolve(lexical);
  if (!real.ok) return { ok: false, error: `The path ${shown} is refused: ${real.reason}.` };
  const root = realRoot(ws.root);
  if (isWithin(real.path, root) || isWithin(real.path, realRoot(ws.tempDir))) {
    return { ok: true, absPath: real.path };
  }
  const via = real.path !== lexical ? ` (it resolves to ${real.path} through a symbolic link)` : '';
  return {
    ok: false,
    error:
      `The path ${shown}${via} is outside the working directory ${root}. ` +
      'Only files under the working directory (or the runner temp folder) can be used.',
  };
}

export type OpenResult = { ok: true; handle: FileHandle } | { ok: false; error: string };

/**
 * Opens a path `resolveInWorkspace` accepted, and checks that what was opened is still inside: between the
 * check and the open, a process the agent started could swap the file, or a folder above it, for a symbolic
 * link out of the working directory. The last component is opened without following links (`O_NOFOLLOW`);
 * on Linux the descriptor's own path (/proc/self/fd) must be inside, or the file is closed again (and removed
 * when this call created it). Reads also open with O_NONBLOCK so a FIFO swapped in cannot block.
 */
export async function openInWorkspace(ws: Workspace, absPath: string, mode: 'read' | 'write' | 'create'): Promise<OpenResult> {
  const flags =
    constants.O_NOFOLLOW |
    (mode === 'read' ? constants.O_RDONLY | constants.O_NONBLOCK : constants.O_WRONLY | constants.O_CREAT | (mode === 'create' ? constants.O_EXCL : 0));
  let handle: FileHandle;
  try {
    handle = await open(absPath, flags, 0o666);
  } catch (err) {
    const code = errCode(err);
    if (code === 'ELOOP') return { ok: false, error: `${absPath} became a symbolic link after it was checked; it was not opened.` };
    return { ok: false, error: `Cannot open ${absPath}: ${(err as Error).message}` };
  }
  let opened: string | undefined;
  try {
    opened = await readlink(`/proc/self/fd/${handle.fd}`);
  } catch {
    // No /proc (not Linux): O_NOFOLLOW is the check there.
  }
  if (opened !== undefined && opened.startsWith('/') && !isWithin(opened, realRoot(ws.root)) && !isWithin(opened, realRoot(ws.tempDir))) {
    await handle.close().catch(() => undefined);
    if (mode !== 'read' && opened !== absPath) await unlink(opened).catch(() => undefined);
    return { ok: false, error: `${absPath} was moved out of the working directory (to ${opened}) while being opened; it was not used.` };
  }
  return { ok: true, handle };
}
