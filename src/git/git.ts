import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findOnPath, helperEnv } from '../process/env.js';
import { verifiedStore } from './verified-objects.js';

const execFileAsync = promisify(execFile);

/**
 * Git as the runner runs it after the agent. The agent may have planted configuration that runs
 * commands (core.fsmonitor, hooks, clean/smudge/process filters, textconv) in `.git/config`,
 * `.git/info/attributes`, `.gitattributes` or a global config, so the runner's git reads no system
 * or global configuration, no attributes file, gets the scrubbed environment of every child, and
 * the command-running settings are switched off. Work-tree content goes through a shadow git
 * directory (see `withShadowRepo`), where no filter or diff driver is defined but Git LFS (the runner's own definition).
 */
const SAFE_CONFIG = [
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.pager=cat',
  '-c',
  'diff.external=',
  '-c',
  'core.attributesFile=/dev/null',
  '-c',
  'credential.helper=',
  '-c',
  'protocol.ext.allow=never',
];

/** The environment of the runner's git: no inherited GIT_* (GIT_DIR, GIT_CONFIG_*…), no system or global config. */
function gitEnv(extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const base = helperEnv();
  for (const name of Object.keys(base)) if (name.toUpperCase().startsWith('GIT_')) delete base[name];
  return {
    ...base,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_ATTR_NOSYSTEM: '1',
    GIT_NO_REPLACE_OBJECTS: '1',
    ...extra,
  };
}

export async function git(
  cwd: string,
  args: readonly string[],
  opts: { env?: Record<string, string>; maxBuffer?: number; input?: Buffer } = {},
): Promise<string> {
  const run = execFileAsync('git', [...SAFE_CONFIG, ...args], { cwd, env: gitEnv(opts.env), maxBuffer: opts.maxBuffer ?? 256 * 1024 * 1024 });
  if (opts.input !== undefined) run.child.stdin?.end(opts.input);
  const { stdout } = await run;
  return stdout;
}

export async function gitBuffer(cwd: string, args: readonly string[], opts: { env?: Record<string, string> } = {}): Promise<Buffer> {
  const { stdout } = await execFileAsync('git', [...SAFE_CONFIG, ...args], { cwd, env: gitEnv(opts.env), maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' });
  return stdout;
}

/** Git on the work tree through a shadow git directory: same objects, none of the agent's configuration. */
export interface ShadowRepo {
  /** The work tree's root. */
  root: string;
  /** The commit changes are measured against. */
  base: string;
  run(args: readonly string[], input?: Buffer): Promise<string>;
  /** Copies the base versions of these paths into the shadow, each checked against its id (see verified-objects.ts). */
  importBaseBlobs(paths: readonly string[]): Promise<void>;
}

/**
 * Runs `fn` with a throwaway git directory whose objects are copies of the repository's base
 * commit, trees and (on demand) blobs, each checked against its id so that an object the agent
 * rewrote in `.git/objects` stops the patch and the push instead of skewing them apart; whose HEAD is the repository's HEAD commit, whose index is built fresh from that commit (so no
 * assume-unchanged or skip-worktree flag the agent set hides a change), and whose configuration
 * and `info/attributes` hold nothing the agent wrote. A committed `.gitattributes` may still name a
 * filter or diff driver, but none is defined here, so none runs.
 */
export async function withShadowRepo<T>(cwd: string, fn: (repo: ShadowRepo) => Promise<T>, baseCommit?: string): Promise<T> {
  const root = (await git(cwd, ['rev-parse', '--show-toplevel'])).trim();
  const realGitDir = (await git(root, ['rev-parse', '--absolute-git-dir'])).trim();
  const commonDir = path.resolve(root, (await git(root, ['rev-parse', '--git-common-dir'])).trim());
  // The commit checked out before the agent's first process when the caller recorded it: HEAD is the agent's to move.
  const base =
    baseCommit ??
    (await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).then(
      (out) => out.trim(),
      () => '',
    ));
  const objectFormat = await git(root, ['rev-parse', '--show-object-format']).then(
    (out) => out.trim(),
    () => 'sha1',
  );
  const shadow = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-git-'));
  try {
    mkdirSync(path.join(shadow, 'objects', 'info'), { recursive: true });
    mkdirSync(path.join(shadow, 'refs'), { recursive: true });
    mkdirSync(path.join(shadow, 'info'), { recursive: true });
    writeFileSync(path.join(shadow, 'HEAD'), base ? `${base}\n` : 'ref: refs/heads/main\n');
    const format = objectFormat === 'sha1' ? '' : `\trepositoryformatversion = 1\n[extensions]\n\tobjectformat = ${objectFormat}\n`;
    writeFileSync(path.join(shadow, 'config'), `[core]\n\tbare = false\n${format || '\trepositoryformatversion = 0\n'}${lfsFilter(root)}`);
    // Patterns, not commands: the user's own "ignore this locally" list still applies.
    const exclude = path.join(realGitDir, 'info', 'exclude');
    if (existsSync(exclude)) copyFileSync(exclude, path.join(shadow, 'info', 'exclude'));
    const env = { GIT_DIR: shadow, GIT_WORK_TREE: root, GIT_INDEX_FILE: path.join(shadow, 'index'), GIT_OBJECT_DIRECTORY: path.join(shadow, 'objects') };
    const store = verifiedStore({
      gitArgs: SAFE_CONFIG,
      cwd: root,
      env: gitEnv({ GIT_DIR: commonDir }),
      format: objectFormat,
      objectsDir: env.GIT_OBJECT_DIRECTORY,
    });
    const baseTree = base ? await store.importBase(base) : { blobs: new Map<string, string>() };
    const repo: ShadowRepo = {
      root,
      base,
      run: (args, input) => git(root, args, { env, ...(input !== undefined ? { input } : {}) }),
      importBaseBlobs: (paths) => store.importBlobs(paths.flatMap((p) => baseTree.blobs.get(p) ?? [])),
    };
    if (base) await repo.run(['read-tree', base]);
    return await fn(repo);
  } finally {
    rmSync(shadow, { recursive: true, force: true });
  }
}

/**
 * Git LFS is the one filter the runner defines itself, and only when the committed `.gitattributes`
 * uses it and `git-lfs` is installed outside the work tree: without it every LFS file would look
 * changed (its content against the pointer in HEAD). The definition is the runner's, not the
 * repository's or a global configuration's.
 */
function lfsFilter(root: string): string {
  let attributes = '';
  try {
    attributes = readFileSync(path.join(root, '.gitattributes'), 'utf8');
  } catch {
    return '';
  }
  if (!/\bfilter=lfs\b/.test(attributes)) return '';
  const binary = findOnPath('git-lfs');
  if (!binary || !path.relative(root, binary).startsWith('..')) return '';
  return `[filter "lfs"]\n\tclean = ${binary} clean -- %f\n\tsmudge = ${binary} smudge -- %f\n\tprocess = ${binary} filter-process\n\trequired = true\n`;
}

/** The object id git gives a file's content (`git hash-object`), without a process. */
export function blobSha(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}
