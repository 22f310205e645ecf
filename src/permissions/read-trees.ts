/**
 * What a read-only command really reads when it expands a glob or walks a tree: the glob expanded as bash would
 * expand it now (every level, not only the first), and the tree walked as the command walks it (following links
 * where the command follows them). Used so that no allowed command reads a path the file tools would refuse: a
 * link out of the working directory or into a protected folder, or a file a Read deny rule covers.
 */
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { realTarget } from './path-rules.js';
import type { Word } from './types.js';

/** Entries a walk may look at before it gives up (and the command is refused): a tree larger than this is not checked. */
export const MAX_TREE_ENTRIES = 100_000;
const MAX_GLOB_MATCHES = 2_000;

export interface TreeContext {
  root: string;
  /** Set when Read deny rules are in force: true for an absolute path they deny as named (no link resolved, the folders above already checked). */
  deniedAsNamed?: (abs: string) => boolean;
  /** Why reading through this lexical path would be refused (a link out of the working directory or into a protected folder), if it would. */
  linkRefusal: (lexical: string) => string | undefined;
}

/**
 * Every path a glob word expands to from `cwd`, level by level as bash does (`*` skips names starting with a dot
 * unless the level starts with one; extglob is off in `bash -c`; `**` is `*`). Names that do not exist after the
 * last glob level stay in (a superset). Undefined when there are too many to check.
 */
export function expandGlob(pattern: string, cwd: string): string[] | undefined {
  let current = [path.isAbsolute(pattern) ? '/' : cwd];
  for (const seg of pattern.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (!/[*?[]/.test(seg)) {
      current = current.map((c) => path.join(c, seg));
      continue;
    }
    const isMatch = picomatch(seg.replace(/\*\*+/g, '*'), { dot: seg.startsWith('.'), noextglob: true, nobrace: true });
    const next: string[] = [];
    for (const dir of current) {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        continue;
      }
      for (const n of names) {
        if (!isMatch(n)) continue;
        next.push(path.join(dir, n));
        if (next.length > MAX_GLOB_MATCHES) return undefined;
      }
    }
    current = next;
  }
  return current;
}

const shown = (root: string, abs: string): string => {
  const rel = path.relative(root, abs);
  return rel === '' ? '.' : rel.startsWith('..') ? abs : rel;
};

/**
 * Why walking the tree at `lexical` (whose real path, spelled under the root, is `real`) would read something the file
 * tools refuse, if it would: an entry a Read deny rule covers as named or as resolved, or (when the command follows
 * links) a link out of the working directory or into a protected folder. Each entry's real path is its folder's real
 * path and its name, so only links cost a resolution. `budget.left` bounds the entries looked at over one command.
 */
export function treeRefusal(
  lexical: string,
  real: string,
  follow: boolean,
  ctx: TreeContext,
  budget: { left: number },
  seen: Set<string> = new Set(),
): string | undefined {
  let entries: Dirent[];
  try {
    if (!statSync(real).isDirectory()) return undefined;
    entries = readdirSync(real, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const e of entries) {
    if (--budget.left < 0)
      return `it reads a tree of more than ${MAX_TREE_ENTRIES} entries, too many to check (search a narrower path; the Grep and Glob tools, where offered, withhold denied files themselves)`;
    // Both are absolute and normalised: concatenation is join's result without its normalising pass.
    const abs = lexical.endsWith('/') ? lexical + e.name : `${lexical}/${e.name}`;
    let entryReal = real.endsWith('/') ? real + e.name : `${real}/${e.name}`;
    if (ctx.deniedAsNamed?.(abs) || (entryReal !== abs && ctx.deniedAsNamed?.(entryReal)))
      return `it would read ${shown(ctx.root, abs)}, which a Read deny rule covers`;
    let isDir = e.isDirectory();
    if (e.isSymbolicLink()) {
      // A link the command does not follow is listed as a name, never read through.
      if (!follow) continue;
      const why = ctx.linkRefusal(abs);
      if (why !== undefined) return why;
      entryReal = realTarget(ctx.root, abs);
      if (ctx.deniedAsNamed?.(entryReal))
        return `it would read ${shown(ctx.root, abs)}, a link to ${shown(ctx.root, entryReal)}, which a Read deny rule covers`;
      try {
        isDir = statSync(entryReal).isDirectory();
      } catch {
        isDir = false;
      }
      if (!isDir || seen.has(entryReal)) continue;
      seen.add(entryReal);
    }
    if (isDir) {
      const why = treeRefusal(abs, entryReal, follow, ctx, budget, seen);
      if (why !== undefined) return why;
    }
  }
  return undefined;
}

export interface TreeRead {
  /** Words naming the trees it reads (`.` when none is named, for commands that default to it). */
  operands: Word[];
  /** Follows every symbolic link it meets, not only those named on the command line. */
  follow: boolean;
}

const dot: Word = { value: '.', raw: '.', dynamic: false, substitution: false, glob: false, brace: false, quoted: false, vars: [], stars: [] };
const short = (args: Word[], end: number, letter: string): boolean =>
  args.slice(0, end).some((w) => /^-[^-]/.test(w.value) && w.value.slice(1).includes(letter));
const long = (args: Word[], end: number, ...names: string[]): boolean => args.slice(0, end).some((w) => names.includes(w.value.split('=')[0] ?? ''));

/** Short and long options of grep and rg that take a value (the next word, or the rest of a short cluster). */
const VALUED = {
  grep: {
    short: 'efmABCdD',
    long: [
      'regexp',
      'file',
      'max-count',
      'after-context',
      'before-context',
      'context',
      'directories',
      'devices',
      'include',
      'exclude',
      'exclude-dir',
      'exclude-from',
      'label',
      'binary-files',
      'group-separator',
    ],
  },
  rg: {
    short: 'efgtTABCmMjErd',
    long: [
      'regexp',
      'file',
      'glob',
      'iglob',
      'type',
      'type-not',
      'type-add',
      'type-clear',
      'after-context',
      'before-context',
      'context',
      'max-count',
      'max-columns',
      'threads',
      'encoding',
      'replace',
      'max-depth',
      'maxdepth',
      'max-filesize',
      'ignore-file',
      'colors',
      'color',
      'context-separator',
      'field-context-separator',
      'field-match-separator',
      'path-separator',
      'sort',
      'sortr',
      'dfa-size-limit',
      'regex-size-limit',
      'engine',
      'generate',
      'hostname-bin',
      'hyperlink-format',
      'pre',
      'pre-glob',
    ],
  },
};

/**
 * The paths grep or rg searches: its operands after the pattern (unless the pattern came from -e/-f), or `.`. When
 * an option it does not know might have eaten a word, `.` is searched too: the check covers every reading.
 */
function searchedPaths(args: Word[], end: number, valued: { short: string; long: string[] }): Word[] {
  const positional: Word[] = [];
  let patternGiven = false;
  let ambiguous = false;
  for (let i = 0; i < args.length; i++) {
    const v = args[i]?.value ?? '';
    if (i > end || (i !== end && (!v.startsWith('-') || v === '-'))) {
      positional.push(args[i] as Word);
      continue;
    }
    if (i === end) continue;
    if (v.startsWith('--')) {
      const name = v.slice(2).split('=')[0] ?? '';
      if (name === 'regexp' || name === 'file') patternGiven = true;
      if (v.includes('=')) continue;
      if (valued.long.includes(name)) i++;
      else if (!/^(no-|[a-z-]+$)/.test(name)) ambiguous = true;
      continue;
    }
    for (let k = 1; k < v.length; k++) {
      const letter = v[k] ?? '';
      if (!valued.short.includes(letter)) continue;
      if (letter === 'e' || letter === 'f') patternGiven = true;
      if (k === v.length - 1) i++;
      break;
    }
  }
  const paths = patternGiven ? positional : positional.slice(1);
  return paths.length === 0 || ambiguous ? [...paths, dot] : paths;
}

/** Which trees a read-only command walks, and whether it follows links there; undefined for a command that reads only what it names. */
export function treeRead(head: string, args: Word[]): TreeRead | undefined {
  const dashes = args.findIndex((w) => w.value === '--');
  const end = dashes < 0 ? args.length : dashes;
  const operands = args.filter((w, i) => i > end || (i !== end && !w.value.startsWith('-')));
  const orDot = operands.length > 0 ? operands : [dot];
  switch (head) {
    case 'grep': {
      const dirRecurse =
        args.some((w, i) => (w.value === '-d' || w.value === '--directories') && args[i + 1]?.value === 'recurse') || long(args, end, '--directories=recurse');
      const follows = short(args, end, 'R') || long(args, end, '--dereference-recursive');
      if (!follows && !short(args, end, 'r') && !long(args, end, '--recursive') && !dirRecurse) return undefined;
      return { operands: searchedPaths(args, end, VALUED.grep), follow: follows };
    }
    case 'rg':
      return { operands: searchedPaths(args, end, VALUED.rg), follow: short(args, end, 'L') || long(args, end, '--follow') };
    case 'find': {
      // Its paths come before the first expression word; -L (or -follow anywhere) follows every link.
      const paths: Word[] = [];
      for (let i = 0; i < args.length; i++) {
        const v = args[i]?.value ?? '';
        if (v === '-H' || v === '-P' || v === '-L' || /^-O\d*$/.test(v)) continue;
        if (v === '-D') {
          i++;
          continue;
        }
        if (v.startsWith('-') || v === '(' || v === '!') break;
        paths.push(args[i] as Word);
      }
      return { operands: paths.length > 0 ? paths : [dot], follow: args.some((w) => w.value === '-L' || w.value === '-follow') };
    }
    case 'ls':
      if (!short(args, end, 'R') && !long(args, end, '--recursive')) return undefined;
      return { operands: orDot, follow: short(args, end, 'L') || long(args, end, '--dereference') };
    case 'du':
      return { operands: orDot, follow: short(args, end, 'L') || long(args, end, '--dereference') };
    case 'tree':
      return { operands: orDot, follow: short(args, end, 'l') || long(args, end, '--follow') };
    case 'diff':
      // diff -r compares what links point to.
      return short(args, end, 'r') || long(args, end, '--recursive') ? { operands, follow: true } : undefined;
    default:
      return undefined;
  }
}
