import { execFile } from 'node:child_process';
import { blobSha } from '../git/git.js';
import { helperEnv } from '../process/env.js';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * On PR events the repository configuration the runner obeys (hooks run commands, `.mcp.json`
 * starts processes, CLAUDE.md steers the model) must come from the PR's base commit, so a PR
 * cannot run its own hooks with the repository's secrets. The head's versions are moved aside
 * for review, into a folder git ignores.
 */

export const PR_CONFIG_DIR = '.agent-runner/pr-config';

/**
 * `.claude/**` at any depth, `.mcp.json` at any depth, `CLAUDE.md` / `CLAUDE.local.md` at any depth, and the root
 * `AGENTS.md` (the project's instructions when there is no CLAUDE.md, as Claude Code reads it).
 */
export function isConfigPath(p: string): boolean {
  const parts = p.split('/');
  const file = parts[parts.length - 1] ?? '';
  if (parts[0] === '.agent-runner') return false;
  return (
    parts.slice(0, -1).includes('.claude') ||
    parts.slice(0, -1).includes('.claude-plugin') ||
    file === '.claude' ||
    file === '.mcp.json' ||
    file === 'CLAUDE.md' ||
    file === 'CLAUDE.local.md' ||
    p === 'AGENTS.md'
  );
}

/** What a plugin at the repository's root reads beside its `.claude-plugin/` (a plugin in a subfolder is restored whole). */
const ROOT_PLUGIN_DIRS = ['commands', 'agents', 'skills', 'hooks', 'output-styles'];

/**
 * Plugin folders (`enabledPlugins` from a marketplace committed in the repository) are configuration too: a folder
 * holding a `.claude-plugin/` in the base or the head, and each folder the base's `marketplace.json` files name as a
 * plugin's relative `source`. Returns the folders (repo-relative, `''` for the root) whose files count as configuration.
 */
async function pluginTrees(root: string, baseListing: string, headListing: string): Promise<string[]> {
  const trees = new Set<string>();
  const marketplaces: { path: string; sha: string }[] = [];
  for (const line of baseListing.split('\0')) {
    const m = /^\d{6} blob ([0-9a-f]+)\t(.+)$/s.exec(line);
    if (m?.[2]?.endsWith('.claude-plugin/marketplace.json')) marketplaces.push({ path: m[2], sha: m[1] ?? '' });
  }
  const paths = [...baseListing.split('\0').map((line) => line.slice(line.indexOf('\t') + 1)), ...headListing.split('\0')];
  for (const p of paths) {
    const parts = p.split('/');
    const at = parts.indexOf('.claude-plugin');
    if (at >= 0) trees.add(parts.slice(0, at).join('/'));
  }
  for (const { path: p, sha } of marketplaces) {
    const market = path.posix.dirname(path.posix.dirname(p));
    let json: unknown;
    try {
      json = JSON.parse((await gitBuffer(root, ['cat-file', 'blob', sha])).toString('utf8'));
    } catch {
      continue;
    }
    const plugins =
      typeof json === 'object' && json !== null && Array.isArray((json as { plugins?: unknown }).plugins) ? (json as { plugins: unknown[] }).plugins : [];
    for (const entry of plugins) {
      const source = typeof entry === 'object' && entry !== null ? (entry as { source?: unknown }).source : undefined;
      if (typeof source !== 'string') continue;
      const dir = path.posix.normalize(path.posix.join(market === '.' ? '' : market, source)).replace(/\/$/, '');
      if (!dir.startsWith('..')) trees.add(dir === '.' ? '' : dir);
    }
  }
  return [...trees];
}

function inPluginTree(p: string, trees: readonly string[]): boolean {
  if (p.startsWith('.agent-runner/')) return false;
  return trees.some((tree) => (tree === '' ? ROOT_PLUGIN_DIRS.includes(p.split('/')[0] ?? '') : p.startsWith(`${tree}/`)));
}

export interface RestoreOptions {
  /** The work tree (checked out at the PR head). */
  cwd: string;
  /** The PR's base commit. */
  baseSha: string;
  /** Which paths count as configuration; default `isConfigPath`. */
  isConfig?: (path: string) => boolean;
  /**
   * Files the workflow's inputs name (`settings:`, `mcp_config:`), as given: relative to `cwd` or
   * absolute. Those inside the repository are configuration too, and must end up exactly as in the
   * base commit (or absent when the base lacks them): the run stops when that cannot be done.
   */
  inputFiles?: readonly string[];
}

export interface RestoreResult {
  /** Repo-relative paths whose work-tree version now matches the base commit (restored or removed). */
  restored: string[];
  /** Repo-relative folder holding the head's versions, same relative layout. */
  stashDir: string;
  /** Paths left alone, with why (a symlinked parent directory). */
  warnings: string[];
}

interface Entry {
  mode: string;
  sha: string;
}

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, env: helperEnv({ GIT_TERMINAL_PROMPT: '0' }), maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

async function gitBuffer(cwd: string, args: string[]): Promise<Buffer> {
  const { stdout } = await run('git', args, { cwd, env: helperEnv({ GIT_TERMINAL_PROMPT: '0' }), maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' });
  return stdout;
}

/** The work tree's version of a path as git would store it, or null when absent. */
async function workTreeEntry(abs: string): Promise<(Entry & { content: Buffer }) | null> {
  const st = await fs.lstat(abs).catch(() => null);
  if (!st) return null;
  if (st.isSymbolicLink()) {
    const content = Buffer.from(await fs.readlink(abs));
    return { mode: '120000', sha: blobSha(content), content };
  }
  if (!st.isFile()) return null;
  const content = await fs.readFile(abs);
  return { mode: st.mode & 0o111 ? '100755' : '100644', sha: blobSha(content), content };
}

/** Refuses to write through a parent directory the PR may have turned into a symlink. */
async function parentsAreRealDirs(root: string, rel: string): Promise<boolean> {
  const parts = rel.split('/').slice(0, -1);
  let cur = root;
  for (const part of parts) {
    cur = path.join(cur, part);
    const st = await fs.lstat(cur).catch(() => null);
    if (st === null) return true;
    if (!st.isDirectory() || st.isSymbolicLink()) return false;
  }
  return true;
}

/** Throws when git fails (e.g. the base commit was not fetched): the run must not go on with the head's config. */
export async function restoreConfigFromBase(options: RestoreOptions): Promise<RestoreResult> {
  const { cwd, baseSha } = options;
  const root = (await git(cwd, ['rev-parse', '--show-toplevel'])).trim();
  const named = await inputPathsInside(root, cwd, options.inputFiles ?? []);
  const isConfigBase = options.isConfig ?? isConfigPath;
  const isConfig = (p: string): boolean => named.has(p) || isConfigBase(p);
  const base = new Map<string, Entry>();
  const listing = await git(root, ['ls-tree', '-r', '-z', '--full-tree', baseSha]).catch((err: unknown) => {
    // Fail closed: without the base commit the PR's own hooks would run.
    throw new Error(
      `base commit ${baseSha} is not in the local clone (fetch it, e.g. actions/checkout with fetch-depth: 0): ${err instanceof Error ? err.message : String(err)}`,
    );
  });
  const listed = await git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  // Plugin folders of a marketplace committed in the repository count too (unless the caller decides what counts).
  const trees = options.isConfig ? [] : await pluginTrees(root, listing, listed);
  const inConfig = (p: string): boolean => isConfig(p) || inPluginTree(p, trees);
  for (const line of listing.split('\0')) {
    const m = /^(\d{6}) (\w+) ([0-9a-f]+)\t(.+)$/s.exec(line);
    if (!m || m[2] !== 'blob' || !inConfig(m[4] ?? '')) continue;
    base.set(m[4] ?? '', { mode: m[1] ?? '', sha: m[3] ?? '' });
  }
  const head = new Set(listed.split('\0').filter((p) => p !== '' && inConfig(p)));
  const stashDir = PR_CONFIG_DIR;
  const restored: string[] = [];
  const warnings: string[] = [];
  let excluded = false;
  for (const rel of [...new Set([...base.keys(), ...head, ...named])].sort()) {
    const abs = path.join(root, rel);
    if (!(await parentsAreRealDirs(root, rel))) {
      if (named.has(rel))
        throw new Error(`${rel} (named by an input) has a parent directory that is not a plain directory in the PR head: its base version cannot be restored`);
      warnings.push(`${rel}: a parent directory is not a plain directory in the PR head; left as is`);
      continue;
    }
    const wt = await workTreeEntry(abs);
    const want = base.get(rel);
    if (wt && want && wt.mode === want.mode && wt.sha === want.sha) continue;
    if (!wt && !want) continue;
    if (!excluded) {
      await ignoreStashDir(root);
      excluded = true;
    }
    if (wt) {
      const target = path.join(root, stashDir, rel);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rm(target, { force: true });
      await fs.rename(abs, target);
    }
    if (want) {
      await fs.mkdir(path.dirname(abs), { recursive: true });
      const content = await gitBuffer(root, ['cat-file', 'blob', want.sha]);
      if (want.mode === '120000') await fs.symlink(content.toString(), abs);
      else await fs.writeFile(abs, content, { mode: want.mode === '100755' ? 0o755 : 0o644 });
    }
    restored.push(rel);
  }
  for (const rel of named) {
    const now = await workTreeEntry(path.join(root, rel)).catch(() => null);
    const want = base.get(rel);
    const same = now === null ? want === undefined : want !== undefined && now.sha === want.sha && now.mode === want.mode;
    if (!same) throw new Error(`${rel} (named by an input) does not match the base commit after restoring it`);
  }
  return { restored, stashDir, warnings };
}

/**
 * Repo-relative paths of the input-named files that lie inside the repository. Inline JSON is the
 * workflow's own text; a path outside the repository is not a file the PR carries.
 */
async function inputPathsInside(root: string, cwd: string, inputs: readonly string[]): Promise<Set<string>> {
  const realRoot = await fs.realpath(root);
  const realCwd = await fs.realpath(cwd).catch(() => cwd);
  const out = new Set<string>();
  for (const raw of inputs) {
    const input = raw.trim();
    if (input === '' || input.startsWith('{')) continue;
    const rel = path.relative(realRoot, path.resolve(realCwd, input));
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) continue;
    out.add(rel.split(path.sep).join('/'));
  }
  return out;
}

async function ignoreStashDir(root: string): Promise<void> {
  const rel = (await git(root, ['rev-parse', '--git-path', 'info/exclude'])).trim();
  const file = path.resolve(root, rel);
  const existing = await fs.readFile(file, 'utf8').catch(() => '');
  const line = `/${PR_CONFIG_DIR.split('/')[0]}/`;
  if (existing.split('\n').includes(line)) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${existing}${existing === '' || existing.endsWith('\n') ? '' : '\n'}${line}\n`);
}
