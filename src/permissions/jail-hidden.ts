/**
 * What the read-only jail hides: every file and folder a Read deny rule covers, at any depth and by any rule form
 * (`Read(.env)`, `Read(**\/credentials.json)`, `Read(./x/**)`, `Read(//abs)`, `Read(~/…)`), found where it is when the
 * command is decided. The parser's own refusals are a first line; this is the one that holds what it misjudges (a jq
 * program that imports `sub/credentials.json`, a glob a command expands itself).
 *
 * Globs are expanded by walking the workspace (never through a link, a denied folder hidden whole); a folder whose
 * ctime has not moved since it was listed, and older than two seconds, is not listed again, so a walk is one `lstat`
 * per folder. Outside the workspace only what the jail mounts can be read: the system folders and a few files of
 * `/etc` (SYSTEM_DIRS, ETC_FILES), which are walked below a rule's literal prefix.
 */
import { type Dirent, lstatSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isInside } from './read-only-commands.js';
import { pathRuleMatcher, realTarget } from './path-rules.js';
import { bindsShellReads } from './rules.js';
import type { PermissionPolicy, PermissionRule } from './types.js';

/** What a jailed command sees of the machine: the system's programs and libraries, read-only. */
export const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/** Of /etc, only what programs need to start and print names (no gitconfig, no shadow, no ssh or apt credentials). */
export const ETC_FILES = [
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/alternatives',
  '/etc/passwd',
  '/etc/group',
  '/etc/nsswitch.conf',
  '/etc/localtime',
  '/etc/timezone',
  '/etc/magic',
  '/etc/magic.mime',
  '/etc/mime.types',
  '/etc/locale.alias',
  '/etc/hostname',
];

/** Past this many entries looked at, or this many to hide, the jail cannot say it hides them all: the command is refused. */
export const MAX_JAIL_WALK = 200_000;
export const MAX_JAIL_HIDDEN = 4_096;

/** A folder changed this recently is listed again whatever its ctime says (the kernel's clock ticks coarsely). */
const SETTLED_MS = 2_000;

interface Listing {
  ctimeMs: number;
  settled: boolean;
  entries: { name: string; dir: boolean }[];
  /** What the last walk found here for one set of rules: the entries to hide and the folders to walk on. */
  verdict?: { rules: string; hide: string[]; dirs: string[] };
}
const listings = new Map<string, Listing>();

function list(dir: string): Listing | undefined {
  let st;
  try {
    st = lstatSync(dir);
  } catch {
    listings.delete(dir);
    return undefined;
  }
  if (!st.isDirectory()) return undefined;
  const known = listings.get(dir);
  if (known?.settled && known.ctimeMs === st.ctimeMs) return known;
  const listedAt = Date.now();
  let dirents: Dirent[];
  try {
    dirents = readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  const listing = { ctimeMs: st.ctimeMs, settled: listedAt - st.ctimeMs > SETTLED_MS, entries: dirents.map((d) => ({ name: d.name, dir: d.isDirectory() })) };
  if (listings.size >= 100_000) listings.clear();
  listings.set(dir, listing);
  return listing;
}

const GLOB = /(^|[^\\])[*?[{]/;

/** The literal folder a rule's pattern starts in (before its first glob segment), absolute. */
function literalPrefix(pattern: string): string {
  const segs = pattern.split('/');
  const first = segs.findIndex((s) => GLOB.test(s));
  const lit = (first < 0 ? segs : segs.slice(0, first)).join('/').replace(/\\(.)/g, '$1');
  return lit === '' ? '/' : lit;
}

/** The pattern a rule matches absolute paths with (path-rules.ts), as its literal prefix shows it. */
function ruleStart(r: PermissionRule, root: string): string {
  const s = r.specifier ?? '';
  if (s.startsWith('//')) return literalPrefix(s.slice(1));
  if (s === '~' || s.startsWith('~/')) return literalPrefix(`${os.homedir()}${s.slice(1)}`);
  if (s.startsWith('/') || s.startsWith('./') || s.replace(/\/+$/, '').includes('/')) return literalPrefix(path.join(root, s.replace(/^\.?\//, '')));
  return root;
}

/**
 * The absolute paths the jail must hide for `policy`, or why it cannot hide them all. Outside the workspace the jail
 * shows the system folders and the /etc files above.
 */
export function jailHidden(policy: PermissionPolicy): { hide: string[] } | { refusal: string } {
  const mounted = [...SYSTEM_DIRS, ...ETC_FILES];
  const root = policy.workspaceRoot;
  const rules = policy.deny.filter(bindsShellReads);
  if (rules.length === 0) return { hide: [] };
  if (rules.some((r) => r.specifier === undefined)) return { hide: [root] };
  const matchers = rules.map((r) => pathRuleMatcher(r.specifier ?? '', root));
  const denied = (abs: string): boolean => matchers.some((m) => m(abs));
  const key = `${root}\0${rules.map((r) => r.specifier).join('\0')}`;
  const out = new Set<string>();
  const budget = { left: MAX_JAIL_WALK };
  // Where a hidden name really is: a link's own path cannot be mounted over (bubblewrap follows it), its target can.
  const hide = (abs: string): void => void out.add(realTarget(root, abs));
  const shown = (p: string): boolean => isInside(root, p) || mounted.some((m) => isInside(m, p));
  const starts = new Set<string>();
  for (const r of rules) {
    const start = ruleStart(r, root);
    // A rule that starts above the workspace (`Read(~/**)` with the workspace in the home folder) is walked from it.
    if (isInside(start, root)) starts.add(root);
    else if (shown(start)) starts.add(start);
    for (const m of mounted) if (isInside(start, m)) starts.add(m);
  }
  for (const start of starts) {
    if (denied(start)) {
      hide(start);
      continue;
    }
    const queue = [start];
    while (queue.length > 0) {
      const dir = queue.pop() as string;
      const listing = list(dir);
      if (listing === undefined) continue;
      budget.left -= listing.entries.length;
      if (budget.left < 0) return { refusal: `more than ${MAX_JAIL_WALK} entries to check against Read deny rules` };
      if (listing.verdict?.rules !== key) {
        const verdict = { rules: key, hide: [] as string[], dirs: [] as string[] };
        for (const e of listing.entries) {
          const abs = path.join(dir, e.name);
          if (denied(abs)) verdict.hide.push(abs);
          else if (e.dir) verdict.dirs.push(abs);
        }
        listing.verdict = verdict;
      }
      for (const abs of listing.verdict.hide) hide(abs);
      queue.push(...listing.verdict.dirs);
      if (out.size > MAX_JAIL_HIDDEN) return { refusal: `Read deny rules cover more than ${MAX_JAIL_HIDDEN} files and folders` };
    }
  }
  // Each path is hidden where it really is, where the jail shows it (it holds nothing else).
  return { hide: [...out].filter(shown) };
}
