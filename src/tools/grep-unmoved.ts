/**
 * Grep's last check on what it reports: a result is the file it names only if its name has no link in it now (both
 * engines read from real paths under the target). Checked per folder where it can be: the folder's real path, resolved
 * once, must be the folder named, and the file itself must be no link, from one lstat, or, for a folder with many
 * results, from one listing of the folder with its entries' types. A snapshot taken now, after the search.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { folderLinkListings } from '../permissions/folder-links.js';

/** From this many results in one folder, one listing of it is cheaper than an lstat per result. */
const LIST_FROM = 8;
const NOT_NORMAL = /\/\/|\/\.\.?(\/|$)|.\/$/;

/** True for an absolute path path.resolve would leave as it is. */
export const isNormalAbsolute = (p: string): boolean => p.charCodeAt(0) === 47 && !NOT_NORMAL.test(p);

const folderOf = (p: string): string => {
  const i = p.lastIndexOf('/');
  return i <= 0 ? '/' : p.slice(0, i);
};

/** `abs` (normalised, absolute) is `dir` or below it; `dir` normalised too. */
const under = (abs: string, dir: string): boolean => abs === dir || abs.startsWith(dir === '/' ? dir : `${dir}/`);

export interface MovedChecker {
  /** The path no longer names, without a link, a file inside one of the roots. */
  moved: (abs: string) => boolean;
  /** With `mtimes`: the modification time the check saw for a path it passed (its lstat is its stat: it is no link). */
  mtimeMs: (abs: string) => number | undefined;
}

/** For normalised absolute paths. `mtimes`: every file gets an lstat (no folder listings), and its mtime is kept. */
export function movedChecker(paths: readonly string[], roots: readonly string[], mtimes = false): MovedChecker {
  const listFrom = mtimes ? Number.POSITIVE_INFINITY : LIST_FROM;
  const seen = new Map<string, number>();
  const perFolder = new Map<string, number>();
  for (const p of paths) {
    const dir = folderOf(p);
    perFolder.set(dir, (perFolder.get(dir) ?? 0) + 1);
  }
  const realFolders = new Map<string, string | null>();
  const realFolder = (dir: string): string | null => {
    let real = realFolders.get(dir);
    if (real === undefined) {
      try {
        real = realpathSync.native(dir);
      } catch {
        real = null;
      }
      realFolders.set(dir, real);
    }
    return real;
  };
  // Per listed folder: each name's "is a link".
  const listing = folderLinkListings();
  const isLinkOrGone = (abs: string, dir: string): boolean => {
    if ((perFolder.get(dir) ?? 0) >= listFrom) return listing(dir)?.get(abs.slice(dir === '/' ? 1 : dir.length + 1)) !== false;
    try {
      const st = lstatSync(abs, { throwIfNoEntry: false });
      if (st === undefined || st.isSymbolicLink()) return true;
      if (mtimes) seen.set(abs, st.mtimeMs);
      return false;
    } catch {
      return true;
    }
  };
  return {
    moved: (abs) => {
      if (abs === '/' || !isNormalAbsolute(abs)) return true;
      const dir = folderOf(abs);
      return isLinkOrGone(abs, dir) || realFolder(dir) !== dir || !roots.some((r) => under(abs, r));
    },
    mtimeMs: (abs) => seen.get(abs),
  };
}
