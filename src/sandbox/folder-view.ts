/**
 * The workspace's folders as the sandbox last saw them, looked at again before every sandboxed command: one lstat a
 * folder, its listing read again only when its ctime moved (or moved too recently to be trusted). Two things use it:
 * the nested repositories (nested-repos.ts: every `.git` below the root) and the cache of the library's per-command
 * scan (wrap-cache.ts: `generation` says whether any name below the root changed since the scan).
 */
import { createHash } from 'node:crypto';
import { type Dirent, lstatSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';

/** Past this many folders the walk stops (and says so once): a workspace that large keeps what it found. */
export const MAX_WALKED_DIRS = 200_000;

/** Folders looked at between two turns of the event loop. */
const WALK_BATCH = 512;

/**
 * How deep the library's scan lists (ripgrep's `--max-depth`, its default `mandatoryDenySearchDepth` of 3 plus one):
 * every folder above that depth is listed, inside a `.git` too, so that nothing the scan could find changes unseen.
 */
const SCANNED_FOLDER_DEPTH = 3;

/** A folder changed this recently is listed again whatever its ctime says: the kernel's clock ticks coarsely (a jiffy). */
const SETTLED_MS = 2_000;

interface Listing {
  /** The folder's ctime when it was listed: any entry added, removed or renamed changes it, and nothing sets it back. */
  ctimeMs: number;
  /** Changed within SETTLED_MS of its listing: an entry added in the same tick would leave the ctime as it was. */
  settled: boolean;
  /** Its entries' names and types (a digest): a listing read again is a change only when this differs. */
  names: string;
  dirs: string[];
  /** Its `.git`, if it has one. */
  dotGit?: 'dir' | 'file';
}

export interface DotGitEntry {
  path: string;
  kind: 'dir' | 'file';
}

export class FolderView {
  private readonly listings = new Map<string, Listing>();
  private warned = false;
  private changes = 0;
  private complete = true;

  constructor(
    private readonly root: string,
    private readonly warn: (line: string) => void,
  ) {}

  /**
   * How many times a walk has found a name below the root added, removed, renamed or changed in type (a folder that
   * cannot be read counts as its own listing); inside a `.git`, down to the depth the library's scan lists.
   * Undefined when the last walk stopped at MAX_WALKED_DIRS: what it did not reach is not known.
   */
  get generation(): number | undefined {
    return this.complete ? this.changes : undefined;
  }

  /**
   * Every `.git` below the root (the root's own excluded), walking folders without following links or entering a
   * `.git`; asynchronously, a batch at a time, so the runner's event loop (a model stream) goes on meanwhile.
   */
  async walk(): Promise<DotGitEntry[]> {
    const found: DotGitEntry[] = [];
    // Folders to look at: path, depth below the root, and whether it lies in a `.git` (listed for the view only).
    const queue: Array<{ dir: string; depth: number; inGit: boolean }> = [{ dir: this.root, depth: 0, inGit: false }];
    let complete = true;
    for (let i = 0; i < queue.length; ) {
      if (i >= MAX_WALKED_DIRS) {
        if (!this.warned)
          this.warn(
            `more than ${MAX_WALKED_DIRS} folders below ${this.root}: a .git made during the run deeper than the walk reached is not masked in the sandbox`,
          );
        this.warned = true;
        complete = false;
        break;
      }
      // Synchronous calls a batch at a time, then a turn of the event loop: one lstat a folder (the listing only when
      // its ctime moved) is a few microseconds in-thread, where the thread pool's round trip cost ten times that.
      const end = Math.min(i + WALK_BATCH, MAX_WALKED_DIRS);
      for (; i < end && i < queue.length; i++) {
        const at = queue[i] ?? { dir: this.root, depth: 0, inGit: false };
        const listing = this.list(at.dir);
        if (listing === undefined) continue;
        const depth = at.depth + 1;
        if (at.inGit) {
          const names = listing.dotGit === 'dir' ? [...listing.dirs, '.git'] : listing.dirs;
          if (depth <= SCANNED_FOLDER_DEPTH) for (const name of names) queue.push({ dir: path.join(at.dir, name), depth, inGit: true });
          continue;
        }
        if (listing.dotGit === 'dir' && depth <= SCANNED_FOLDER_DEPTH) queue.push({ dir: path.join(at.dir, '.git'), depth, inGit: true });
        if (listing.dotGit !== undefined && at.dir !== this.root) found.push({ path: path.join(at.dir, '.git'), kind: listing.dotGit });
        for (const name of listing.dirs) queue.push({ dir: path.join(at.dir, name), depth, inGit: false });
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.complete = complete;
    return found;
  }

  private list(dir: string): Listing | undefined {
    const st = lstatOrUndefined(dir);
    const known = this.listings.get(dir);
    if (!st?.isDirectory()) {
      if (known !== undefined) {
        this.listings.delete(dir);
        this.changes++;
      }
      return undefined;
    }
    if (known?.settled && known.ctimeMs === st.ctimeMs) return known;
    const listedAt = Date.now();
    const entries = readdirOrUndefined(dir);
    const listing: Listing = { ctimeMs: st.ctimeMs, settled: listedAt - st.ctimeMs > SETTLED_MS, names: digest(entries), dirs: [] };
    for (const entry of entries ?? []) {
      if (entry.name === '.git') {
        // A .git of any other type (a link, a FIFO) is masked too: git would follow a link to a repository.
        listing.dotGit = entry.isFile() ? 'file' : 'dir';
      } else if (entry.isDirectory()) listing.dirs.push(entry.name);
    }
    if (known?.names !== listing.names) this.changes++;
    this.listings.set(dir, listing);
    return listing;
  }
}

/** Names and types, sorted; a folder that cannot be read is its own value (the library denies such a folder whole). */
function digest(entries: Dirent[] | undefined): string {
  if (entries === undefined) return 'unreadable';
  const type = (e: Dirent): string => (e.isDirectory() ? 'd' : e.isFile() ? 'f' : e.isSymbolicLink() ? 'l' : 'o');
  const lines = entries.map((e) => `${type(e)}${e.name}`).sort();
  return createHash('sha256').update(lines.join('\0')).digest('base64');
}

function lstatOrUndefined(p: string): Stats | undefined {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

function readdirOrUndefined(dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}
