import { readFileSync, realpathSync } from 'node:fs';

/**
 * Whether a read of a regular file that returns fewer bytes than asked has reached the file's end, for every file
 * under a folder: true on the disk and memory filesystems whose reads go through the page cache (a short read there
 * is the end of the file), for the folder's own mount and every mount below it. Then Grep's JS engine reads a small
 * file with one read instead of two (the second only to hear "0 bytes": ~8% of its work per file). Anything else
 * (procfs, FUSE, network and overlay filesystems, no /proc to ask): false, and files are read until a read returns 0.
 */

const PAGE_CACHE_FILESYSTEMS = new Set(['ext2', 'ext3', 'ext4', 'xfs', 'btrfs', 'tmpfs']);

/** mountinfo escapes space, tab, newline and backslash in paths as \ooo. */
const unescapeMountinfo = (s: string): string => s.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));

/** The answer from a /proc/self/mountinfo text, for a folder given by its real path. */
export function shortReadEndsIn(mountinfo: string, realFolder: string): boolean {
  let own: { point: string; type: string } | undefined;
  for (const line of mountinfo.split('\n')) {
    const fields = line.split(' ');
    const dash = fields.indexOf('-');
    const point = fields[4];
    const type = dash > 0 ? fields[dash + 1] : undefined;
    if (point === undefined || type === undefined) continue;
    const at = unescapeMountinfo(point);
    // A mount below the folder: its files are searched too.
    if (at.startsWith(realFolder === '/' ? '/' : `${realFolder}/`) && at !== realFolder) {
      if (!PAGE_CACHE_FILESYSTEMS.has(type)) return false;
      continue;
    }
    // The folder's own mount: the longest mount point above it (a later mount on the same point hides earlier ones).
    const above = at === '/' || realFolder === at || realFolder.startsWith(`${at}/`);
    if (above && (own === undefined || at.length >= own.point.length)) own = { point: at, type };
  }
  return own !== undefined && PAGE_CACHE_FILESYSTEMS.has(own.type);
}

/** For the folder a search starts from (resolved to its real path); false when it cannot be told. */
export function shortReadEnds(folder: string): boolean {
  try {
    return shortReadEndsIn(readFileSync('/proc/self/mountinfo', 'utf8'), realpathSync.native(folder));
  } catch {
    return false;
  }
}
