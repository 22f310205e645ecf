import { closeSync, constants, readdirSync, readFileSync, readlinkSync, openSync, statSync, type Dirent } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type ignoreFactoryType from 'ignore';
import type { Ignore } from 'ignore';

/**
 * The walk behind Glob and Grep outside a git work tree: folders listed through a checked descriptor, .gitignore files
 * read once each where they are (a folder without one reads none), node_modules and .git skipped unless asked for.
 * Each folder is listed synchronously (no thread-pool round trip per call, the walk's cost in a 50,000-file tree), in
 * slices of a few milliseconds so the event loop stays live; the files found are handed out after each slice, so a
 * search can start on them while the walk goes on.
 */

export interface WalkOptions {
  signal?: AbortSignal | undefined;
  noIgnore?: boolean | undefined;
  includeNodeModules?: boolean | undefined;
  includeGit?: boolean | undefined;
  /** Folder whose .gitignore files (from it down to `dir`) apply. */
  ignoreRoot?: string | undefined;
  /** false: entries whose name starts with a dot are skipped (unless `named` names them). */
  hidden?: boolean | undefined;
  /**
   * ripgrep's `--glob` override, as 2.1.332's Glob runs it: an entry it names (path relative to `dir`) is listed (a file)
   * or entered (a folder) whatever .gitignore and dot names say, and a file it does not name is not listed.
   */
  named?: ((rel: string) => boolean) | undefined;
  /** Stop after this many files. */
  maxFiles?: number | undefined;
  /** Asked before each folder is listed: true stops the walk there (`timedOut`). Glob's time limit. */
  expired?: (() => boolean) | undefined;
  /** Symbolic links are not listed either (Glob, as 2.1.332's ripgrep lists none); else a link to a file is. */
  skipLinks?: boolean | undefined;
  /** Called with each batch of files found (relative, `/`-separated), in listing order, before the walk returns. */
  onFiles?: ((files: readonly string[]) => void) | undefined;
}

const SLICE_MS = 8;
const toPosix = (p: string): string => (sep === '/' ? p : p.split(sep).join('/'));

interface Layer {
  /** Folder of the .gitignore, relative to the walk's ignore root, `/`-separated ('' for the root). */
  base: string;
  ig: Ignore;
}

type IgnoreFactory = typeof ignoreFactoryType;
let ignoreFactory: Promise<IgnoreFactory> | undefined;
/** The `ignore` package (49 KB) is loaded by the first walk, not with the run: nothing before the first model request walks. */
const loadIgnoreFactory = (): Promise<IgnoreFactory> => (ignoreFactory ??= import('ignore').then((m) => m.default));

function loadIgnore(ignore: IgnoreFactory, absDir: string, base: string): Layer | null {
  try {
    return { base, ig: ignore().add(readFileSync(join(absDir, '.gitignore'), 'utf8')) };
  } catch {
    return null;
  }
}

/** Later (deeper) .gitignore files override earlier ones, as in git. */
function isIgnored(layers: Layer[], relFromRoot: string, isDir: boolean): boolean {
  let ignored = false;
  for (const layer of layers) {
    const rel = layer.base === '' ? relFromRoot : relFromRoot.slice(layer.base.length + 1);
    const r = layer.ig.test(isDir ? `${rel}/` : rel);
    if (r.ignored) ignored = true;
    else if (r.unignored) ignored = false;
  }
  return ignored;
}

/**
 * A folder's entries, listed through a descriptor whose real path is the folder meant (`expected`): a folder swapped for a
 * link while the walk runs is not listed (on Linux, /proc/self/fd/N lists what was opened, with no second lookup by name).
 */
function readdirChecked(abs: string, expected: string): Dirent[] {
  const fd = openSync(abs, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  try {
    let opened: string;
    try {
      opened = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      // No /proc: O_NOFOLLOW on the last name is the check there.
      return readdirSync(abs, { withFileTypes: true });
    }
    if (opened !== expected) return [];
    return readdirSync(`/proc/self/fd/${fd}`, { withFileTypes: true });
  } finally {
    closeSync(fd);
  }
}

export async function walkFiles(dir: string, opts: WalkOptions): Promise<{ files: string[]; truncated: boolean; timedOut?: true }> {
  const max = opts.maxFiles ?? 200_000;
  // Where each listed folder really is: under the walk's real root, by the same relative path.
  const realDir = await realpath(dir).catch(() => dir);
  const root = opts.ignoreRoot && !relative(opts.ignoreRoot, dir).startsWith('..') ? opts.ignoreRoot : dir;
  const layers: Layer[] = [];
  const ignore = opts.noIgnore ? undefined : await loadIgnoreFactory();
  if (ignore) {
    // .gitignore files above `dir` (up to the root) still apply to it.
    const parts = toPosix(relative(root, dir)).split('/').filter(Boolean);
    for (let i = 0; i < parts.length; i++) {
      const base = parts.slice(0, i).join('/');
      const layer = loadIgnore(ignore, join(root, base), base);
      if (layer) layers.push(layer);
    }
  }
  const files: string[] = [];
  let handedOut = 0;
  const handOut = (): void => {
    if (opts.onFiles && handedOut < files.length) opts.onFiles(files.slice(handedOut));
    handedOut = files.length;
  };
  const prefix = toPosix(relative(root, dir));
  const stack: Array<{ abs: string; rel: string; layers: Layer[] }> = [{ abs: dir, rel: prefix, layers }];
  let sliceEnd = performance.now() + SLICE_MS;
  while (stack.length > 0) {
    if (opts.signal?.aborted) break;
    if (opts.expired?.()) {
      handOut();
      return { files, truncated: false, timedOut: true };
    }
    if (performance.now() > sliceEnd) {
      handOut();
      await new Promise((resolve) => setImmediate(resolve));
      sliceEnd = performance.now() + SLICE_MS;
      continue;
    }
    const cur = stack.pop();
    if (!cur) break;
    let entries;
    try {
      entries = readdirChecked(cur.abs, realDir + cur.abs.slice(dir.length));
    } catch {
      continue;
    }
    let here = cur.layers;
    // Only a folder that has a .gitignore pays for reading one.
    if (ignore && entries.some((e) => e.name === '.gitignore')) {
      const layer = loadIgnore(ignore, cur.abs, cur.rel);
      if (layer) here = [...here, layer];
    }
    entries.sort((a, b) => (a.name < b.name ? 1 : -1));
    // cur.abs is absolute and normalized: concatenation is what join would return, without its normalizing pass.
    const dirPrefix = cur.abs.endsWith(sep) ? cur.abs : cur.abs + sep;
    const relPrefix = cur.rel === '' ? '' : `${cur.rel}/`;
    const outPrefixLength = prefix === '' ? 0 : prefix.length + 1;
    const layered = !opts.noIgnore && here.length > 0;
    for (const entry of entries) {
      const name = entry.name;
      if (name === '.git' && !opts.includeGit) continue;
      if (name === 'node_modules' && !opts.includeNodeModules) continue;
      const rel = relPrefix + name;
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        if (opts.skipLinks) continue;
        // Linked folders are not entered (loops, escapes); linked files are listed.
        try {
          isFile = statSync(dirPrefix + name, { throwIfNoEntry: false })?.isFile() ?? false;
        } catch {
          isFile = false;
        }
        isDir = false;
      }
      if (!isDir && !isFile) continue;
      const out = outPrefixLength === 0 ? rel : rel.slice(outPrefixLength);
      if (opts.named?.(out) !== true) {
        if (opts.named && isFile) continue;
        if (opts.hidden === false && name.startsWith('.')) continue;
        if (layered && isIgnored(here, rel, isDir)) continue;
      }
      if (isDir) stack.push({ abs: dirPrefix + name, rel, layers: here });
      else {
        files.push(out);
        if (files.length >= max) {
          handOut();
          return { files, truncated: true };
        }
      }
    }
  }
  handOut();
  return { files, truncated: false };
}
