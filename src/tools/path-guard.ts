import { constants, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { lstat, mkdir, open, readlink, realpath, rmdir, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { toolError, type ToolContext, type ToolResult, type Workspace } from './types.js';

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

/** Inside the working directory, the runner's temp folder or one of the settings' additional directories. */
function inWorkspace(p: string, ws: Workspace): boolean {
  return isWithin(p, realRoot(ws.root)) || isWithin(p, realRoot(ws.tempDir)) || (ws.extraRoots ?? []).some((dir) => isWithin(p, realRoot(dir)));
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
/**
 * A file tool's execute: the input's path resolved in the workspace first (a path outside it is refused, nothing
 * touched), then `execute` on the absolute path.
 */
export function onWorkspaceFile<Input>(
  ws: Workspace,
  pathField: PathField<Input>,
  execute: (filePath: string, input: Input, ctx: ToolContext) => Promise<ToolResult>,
): (input: Input, ctx: ToolContext) => Promise<ToolResult> {
  return async (input, ctx) => {
    const where = resolveInWorkspace(ws, input[pathField] as string);
    if (!where.ok) return toolError(where.error);
    return execute(where.absPath, input, ctx);
  };
}

/** The fields of a tool's input that hold a path. */
type PathField<Input> = { [K in keyof Input]: Input[K] extends string ? K : never }[keyof Input];

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
  if (inWorkspace(real.path, ws)) {
    return { ok: true, absPath: real.path };
  }
  const via = real.path !== lexical ? ` (it resolves to ${real.path} through a symbolic link)` : '';
  return {
    ok: false,
    error:
      `The path ${shown}${via} is outside the working directory ${root}. ` + 'Only files under the working directory (or the runner temp folder) can be used.',
  };
}

/** The permission decision of the call, applied again to a real path (wired by dispatch): a refusal message, or undefined. */
export type PathRecheck = (realPath: string, folder?: boolean) => string | undefined;

export type OpenResult = { ok: true; handle: FileHandle; created: boolean } | { ok: false; error: string };

/** The path of what a descriptor refers to, from the kernel (/proc/self/fd); undefined where there is no /proc. */
export async function descriptorPath(handle: FileHandle): Promise<string | undefined> {
  try {
    const p = await readlink(`/proc/self/fd/${handle.fd}`);
    return p.startsWith('/') ? p : undefined;
  } catch {
    return undefined;
  }
}

/** Remove a file this call created, only if the name still denotes it (a swapped name is left alone). */
async function removeCreated(handle: FileHandle, where: string): Promise<void> {
  try {
    const [mine, named] = await Promise.all([handle.stat(), lstat(where)]);
    if (mine.ino === named.ino && mine.dev === named.dev) await unlink(where);
  } catch {
    // Already gone, or no longer ours.
  }
}

/**
 * Opens a path `resolveInWorkspace` (and the permission decision) accepted, and decides again on what was really
 * opened: between the check and the open, a process the agent started could swap the file, or a folder above it,
 * for a symbolic link into `.git`, `.claude`, `.github/workflows`, a denied file or out of the working directory.
 * The last component is opened without following links (`O_NOFOLLOW`) and with O_NONBLOCK (a FIFO swapped in
 * cannot block); on Linux the descriptor's own path (/proc/self/fd) must be the path that was checked, inside the
 * working directory, and pass `recheck` (the call's full decision on that real path). Otherwise the file is closed
 * unused (and removed when this call created it). `write` opens or creates read-write, `create` only creates.
 */
export async function openInWorkspace(ws: Workspace, absPath: string, mode: 'read' | 'write' | 'create', recheck?: PathRecheck): Promise<OpenResult> {
  const base = constants.O_NOFOLLOW | constants.O_NONBLOCK;
  let handle: FileHandle;
  let created = false;
  try {
    if (mode === 'read') handle = await open(absPath, base | constants.O_RDONLY);
    else {
      try {
        handle = await open(absPath, base | constants.O_RDWR | constants.O_CREAT | constants.O_EXCL, 0o666);
        created = true;
      } catch (err) {
        if (mode === 'create' || errCode(err) !== 'EEXIST') throw err;
        handle = await open(absPath, base | constants.O_RDWR);
      }
    }
  } catch (err) {
    const code = errCode(err);
    if (code === 'ELOOP') return { ok: false, error: `${absPath} became a symbolic link after it was checked; it was not opened.` };
    if (code === 'EISDIR') return { ok: false, error: `${absPath} is a directory, not a file.` };
    if (code === 'ENOTDIR') return { ok: false, error: `Cannot open ${absPath}: a part of its folder path is a file, not a folder.` };
    return { ok: false, error: `Cannot open ${absPath}: ${(err as Error).message}` };
  }
  const opened = await descriptorPath(handle);
  let refusal: string | undefined;
  if (opened !== undefined && opened !== absPath) {
    refusal = inWorkspace(opened, ws)
      ? `${absPath} was changed while being opened (it led to ${opened}); it was not used.`
      : `${absPath} was moved out of the working directory (to ${opened}) while being opened; it was not used.`;
  } else {
    refusal = recheck?.(opened ?? absPath);
  }
  if (refusal !== undefined) {
    if (created) await removeCreated(handle, opened ?? absPath);
    await handle.close().catch(() => undefined);
    return { ok: false, error: refusal };
  }
  return { ok: true, handle, created };
}

/**
 * `mkdir -p` one folder at a time, each checked once made: its real path must be the one asked for (no link swapped
 * in above it), inside the working directory, and pass `recheck`. A folder that fails is removed again (if empty).
 */
export async function makeFolders(ws: Workspace, dir: string, recheck?: PathRecheck): Promise<string | undefined> {
  const missing: string[] = [];
  for (let p = dir; ; p = dirname(p)) {
    try {
      await lstat(p);
      break;
    } catch (err) {
      if (errCode(err) !== 'ENOENT') return `Cannot create ${dir}: ${(err as Error).message}`;
    }
    if (dirname(p) === p) break;
    missing.unshift(p);
  }
  for (const p of missing) {
    try {
      await mkdir(p);
    } catch (err) {
      if (errCode(err) !== 'EEXIST')
        return errCode(err) === 'ENOTDIR'
          ? `Cannot create ${dir}: a part of its folder path is a file, not a folder.`
          : `Cannot create ${dir}: ${(err as Error).message}`;
    }
    const real = await realpath(p).catch(() => undefined);
    const inside = real !== undefined && inWorkspace(real, ws);
    const refusal =
      real !== p || !inside ? `${p} was changed while being created (it led to ${real ?? 'nowhere'}); nothing was written.` : recheck?.(real, true);
    if (refusal !== undefined) {
      await rmdir(p).catch(() => undefined);
      return refusal;
    }
  }
  return undefined;
}
