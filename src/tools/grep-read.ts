/**
 * How Grep's JavaScript engine reads a listed file: one open, read and close, synchronous, through a checked folder
 * descriptor where the kernel lets it say what was opened (/proc), so the file read is the file listed.
 */
import { closeSync, constants as fsConstants, fstatSync, lstatSync, openSync, readlinkSync, readSync } from 'node:fs';

const NOFOLLOW = fsConstants.O_NOFOLLOW ?? 0;
const NONBLOCK = fsConstants.O_NONBLOCK ?? 0;

let procFd: boolean | undefined;
const noProc = (): boolean => procFd === false;

/** The descriptor's path from the kernel (/proc/self/fd) is `path`; true where there is no /proc to ask. */
function isSameFile(fd: number, path: string): boolean {
  if (procFd === false) return true;
  try {
    const opened = readlinkSync(`/proc/self/fd/${fd}`);
    procFd = true;
    return opened === path;
  } catch {
    procFd ??= false;
    return procFd === false;
  }
}

/**
 * The folder files are being opened in, opened once and checked once (its descriptor's path from the kernel is the
 * folder listed): each file is then opened through it (/proc/self/fd/N/name, what openat does) with O_NOFOLLOW, so its
 * real path is the folder's and its name, with no readlink per file, and a folder swapped for a link after the check
 * is not followed either. Closed at the end of each slice of the search.
 */
const folder = { path: '', fd: -1, ok: false, prefix: '' };

/**
 * /proc/<pid>/fd/ when /proc/self is this process under that number (the /proc of our pid namespace): the same folder
 * as /proc/self/fd/, one link fewer to follow on every open (~8% of an open here). Else /proc/self/fd/.
 */
let fdFolder: string | undefined;
function procFdFolder(): string {
  if (fdFolder === undefined) {
    try {
      fdFolder = readlinkSync('/proc/self') === String(process.pid) ? `/proc/${process.pid}/fd/` : '/proc/self/fd/';
    } catch {
      fdFolder = '/proc/self/fd/';
    }
  }
  return fdFolder;
}

export function closeFolder(): void {
  releaseFile();
  if (folder.fd >= 0) closeSync(folder.fd);
  folder.path = '';
  folder.fd = -1;
  folder.ok = false;
}

/**
 * A descriptor for a listed file opened through its checked folder, -1 when it cannot be opened there (gone, a link);
 * undefined where this cannot be used (no /proc, a folder that cannot be opened or is not the one listed): the file is
 * then opened by its name and checked on its own, as before.
 */
function openInFolder(path: string): number | undefined {
  const slash = path.lastIndexOf('/');
  if (procFd === false || NOFOLLOW === 0 || slash <= 0) return undefined;
  const dir = path.slice(0, slash);
  if (dir !== folder.path) {
    closeFolder();
    folder.path = dir;
    try {
      folder.fd = openSync(dir, fsConstants.O_RDONLY | fsConstants.O_DIRECTORY | NOFOLLOW);
      folder.ok = isSameFile(folder.fd, dir);
      folder.prefix = `${procFdFolder()}${folder.fd}`;
    } catch {
      folder.ok = false;
    }
    if (noProc()) return undefined;
  }
  if (!folder.ok) return undefined;
  try {
    return openSync(folder.prefix + path.slice(slash), fsConstants.O_RDONLY | NONBLOCK | NOFOLLOW);
  } catch {
    return -1;
  }
}

/** One buffer for every file read (the search is synchronous, one file at a time): no allocation per file. */
let scratch = Buffer.allocUnsafe(256 * 1024);
/** The file last read stays open until the next read or releaseFile(): its mtime, when it matched, comes from fstat. */
let lastFd = -1;

export function releaseFile(): void {
  if (lastFd >= 0) closeSync(lastFd);
  lastFd = -1;
}

/** The modification time of the file last read, from its descriptor (the file read, no lookup by name). */
export function lastReadMtime(): number | undefined {
  try {
    return lastFd >= 0 ? fstatSync(lastFd).mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

/** How much of one file the in-process search reads (ripgrep, when installed, stops on a binary file's first NUL). */
const MAX_SEARCHED_BYTES = 256 * 1024 * 1024;

/**
 * The file (its first MAX_SEARCHED_BYTES; a view of the scratch buffer, valid until the next read), or null when it is not a regular file
 * or cannot be read. A path from a listing is a regular file or a link (git and the walk list nothing else): links
 * are refused by O_NOFOLLOW, so no stat is needed; any other path is checked with fstat (a FIFO, a device).
 * `shortReadEnds`: a read that returns less than asked is the end of the file (see short-read.ts).
 */
export function readRegular(path: string, followLinks: boolean, listed: boolean, shortReadEnds = false): Buffer | null {
  releaseFile();
  // A huge file's buffer is not kept for the rest of the run.
  if (scratch.length > 16 * 1024 * 1024) scratch = Buffer.allocUnsafe(256 * 1024);
  let fd: number;
  const inFolder = followLinks ? undefined : openInFolder(path);
  if (inFolder === -1) return null;
  try {
    if (inFolder !== undefined) fd = inFolder;
    else {
      if (!followLinks && NOFOLLOW === 0 && !lstatSync(path).isFile()) return null;
      fd = openSync(path, fsConstants.O_RDONLY | NONBLOCK | (followLinks ? 0 : NOFOLLOW));
    }
  } catch {
    return null;
  }
  let kept = false;
  try {
    // What was opened must be the file listed (real path, no link swapped in above it since the listing): opened
    // through its checked folder, it is; else the kernel is asked.
    if (inFolder === undefined && !isSameFile(fd, path)) return null;
    if (!listed) {
      const st = fstatSync(fd);
      if (!st.isFile()) return null;
      if (st.size >= scratch.length) scratch = Buffer.allocUnsafe(Math.min(st.size, MAX_SEARCHED_BYTES) + 1);
    }
    let len = 0;
    for (;;) {
      // Bounded work whatever the workspace holds: a sparse file of a terabyte is searched in its first part only.
      if (len >= MAX_SEARCHED_BYTES) break;
      if (len === scratch.length) {
        const bigger = Buffer.allocUnsafe(Math.min(scratch.length * 2, MAX_SEARCHED_BYTES + 1));
        scratch.copy(bigger, 0, 0, len);
        scratch = bigger;
      }
      const want = scratch.length - len;
      const n = readSync(fd, scratch, len, want, null);
      len += n;
      // Where a short read is the end of the file (short-read.ts), a small file takes one read, not two.
      if (n === 0 || (shortReadEnds && n < want)) break;
    }
    kept = true;
    lastFd = fd;
    return scratch.subarray(0, len);
  } catch {
    return null;
  } finally {
    if (!kept) closeSync(fd);
  }
}
