/**
 * The deny rules of one tool call, compiled once for the thousands of paths a Glob or Grep asks about. It answers
 * exactly what pathDeniedBy answers (the same rule, for the path as named and as resolved, each with every folder
 * above it), but pays per entry only for the entry itself: what the folders above match is remembered per folder,
 * and an entry's real path is its folder's real path and its name unless the entry is a link (one lstat, no
 * realpath per file). The memory lives as long as the call, so it is a snapshot of the tree taken during the call,
 * as the walk's own listing is.
 */
import { lstatSync, type Stats } from 'node:fs';
import { folderLinkListings } from './folder-links.js';
import path from 'node:path';
import { pathRuleMatcher, realPathOf } from './path-rules.js';
import { ruleAppliesTo } from './rules.js';
import type { PermissionPolicy, PermissionRule } from './types.js';

/** The rule that denies `abs` (or undefined); `real`, when given, is its real path as the caller resolved it during the call. */
export type DeniedPath = (abs: string, real?: string) => PermissionRule | undefined;

/** Absolute, no `//`, no `.` or `..` segment, no trailing `/` (except `/` itself): path.resolve would return it unchanged. */
const NOT_NORMAL = /\/\/|\/\.\.?(\/|$)|.\/$/;
const normal = (p: string): boolean => p.charCodeAt(0) === 47 && !NOT_NORMAL.test(p);
const parentOf = (p: string): string => {
  const i = p.lastIndexOf('/');
  return i <= 0 ? '/' : p.slice(0, i);
};
const always = (): boolean => true;
const LIST_FROM = 8;

/** Undefined when no deny rule binds this tool's paths. */
export function deniedPathMatcher(policy: PermissionPolicy, toolName: string): DeniedPath | undefined {
  const root = policy.workspaceRoot;
  const rules = policy.deny.filter((r) => ruleAppliesTo(r, toolName));
  if (rules.length === 0) return undefined;
  const tests = rules.map((r) => (r.specifier === undefined ? always : pathRuleMatcher(r.specifier, root)));
  const none = rules.length;
  /** The first rule before `limit` whose pattern matches `p` itself. */
  const own = (p: string, limit: number): number => {
    for (let i = 0; i < limit; i++) if ((tests[i] as (p: string) => boolean)(p)) return i;
    return limit;
  };
  const folders = new Map<string, number>();
  /** The first rule matching this folder or one above it. */
  const folder = (dir: string): number => {
    let hit = folders.get(dir);
    if (hit !== undefined) return hit;
    const parent = parentOf(dir);
    hit = own(dir, parent === dir ? none : folder(parent));
    folders.set(dir, hit);
    return hit;
  };
  const first = (p: string): number => (p === '/' ? own(p, none) : own(p, folder(parentOf(p))));

  // Where a name really is: realTarget(root, p), with the root's and each folder's real path resolved once per call.
  let realRoot: string | undefined;
  const realFolders = new Map<string, string>();
  const realFolder = (dir: string): string => {
    let real = realFolders.get(dir);
    if (real === undefined) realFolders.set(dir, (real = realPathOf(dir)));
    return real;
  };
  const spelled = (real: string): string => {
    realRoot ??= realPathOf(root);
    // A root that is its own real path spells every normalised path as it is (inside: root + rel; outside: itself).
    if (realRoot === root) return real;
    const rel = path.relative(realRoot, real);
    return rel === '' ? root : !rel.startsWith('..') && !path.isAbsolute(rel) ? path.join(root, rel) : real;
  };
  // Whether a name is a plain entry (there, and no link): one lstat, or, from the LIST_FROM-th name asked about in one
  // folder, that folder's typed listing, read once.
  const asked = new Map<string, number>();
  const listing = folderLinkListings();
  const plain = (p: string, dir: string): boolean => {
    const n = (asked.get(dir) ?? 0) + 1;
    asked.set(dir, n);
    if (n >= LIST_FROM) return listing(dir)?.get(p.slice(dir === '/' ? 1 : dir.length + 1)) === false;
    let st: Stats | undefined;
    try {
      st = lstatSync(p, { throwIfNoEntry: false });
    } catch {
      st = undefined;
    }
    return st !== undefined && !st.isSymbolicLink();
  };
  const realOf = (p: string): string => {
    const dir = parentOf(p);
    // A link, a missing name, or the root of the file system: the full resolution.
    if (p === '/' || !plain(p, dir)) return spelled(realPathOf(p));
    const real = realFolder(dir);
    return spelled(real === '/' ? real + path.basename(p) : `${real}/${path.basename(p)}`);
  };

  return (abs, real) => {
    const p = normal(abs) ? abs : path.resolve(root, abs);
    const r = real === undefined ? realOf(p) : spelled(normal(real) ? real : path.resolve(root, real));
    const i = first(p);
    const j = r === p || i === 0 ? i : Math.min(i, first(r));
    return rules[j];
  };
}
