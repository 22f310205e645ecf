import { execFile } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { helperEnv } from '../process/env.js';

const run = promisify(execFile);

/**
 * Where a marketplace or a plugin lives, in Claude Code's shapes: `{ "source": "directory", "path" }` (a folder; a
 * relative path is the repository's), `{ "source": "github", "repo", "ref"? }`, `{ "source": "git" | "url", "url", "ref"? }`.
 */
export type PluginSource =
  | { kind: 'directory'; path: string }
  | { kind: 'git'; url: string; ref?: string; subdir?: string };

/** claude-code-action's `plugin_marketplaces` lines and Claude Code's `/plugin marketplace add` argument: a git URL, `owner/repo`, or a path. */
export function marketplaceFromText(text: string): PluginSource {
  const t = text.trim();
  if (/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(t) && !t.startsWith('.')) return { kind: 'git', url: `https://github.com/${t}.git` };
  if (/^(?:https?|ssh|git|file):\/\//.test(t) || /^[^/\s]+@[^:\s]+:/.test(t)) {
    const hash = t.indexOf('#');
    return hash > 0 ? { kind: 'git', url: t.slice(0, hash), ref: t.slice(hash + 1) } : { kind: 'git', url: t };
  }
  return { kind: 'directory', path: t };
}

/** A `source` object of `extraKnownMarketplaces` or of a marketplace's plugin entry; a string is a message saying what is wrong. */
export function parseSourceObject(value: unknown): PluginSource | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected an object with a "source" field';
  const v = value as Record<string, unknown>;
  const ref = typeof v.ref === 'string' && v.ref !== '' ? { ref: v.ref } : {};
  switch (v.source) {
    case 'directory':
    case 'file':
      return typeof v.path === 'string' && v.path !== '' ? { kind: 'directory', path: v.path } : 'source "directory" needs a "path" string';
    case 'github':
      return typeof v.repo === 'string' && /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v.repo) ? { kind: 'git', url: `https://github.com/${v.repo}.git`, ...ref } : 'source "github" needs "repo" as owner/name';
    case 'git':
    case 'url':
      return typeof v.url === 'string' && v.url !== '' ? { kind: 'git', url: v.url, ...ref } : `source "${v.source}" needs a "url" string`;
    case 'git-subdir':
      if (typeof v.url !== 'string' || typeof v.path !== 'string') return 'source "git-subdir" needs "url" and "path" strings';
      return { kind: 'git', url: /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v.url) ? `https://github.com/${v.url}.git` : v.url, subdir: v.path, ...ref };
    default:
      return `source ${JSON.stringify(v.source)} is not one the runner fetches (directory, github, git, url, git-subdir)`;
  }
}

export function describeSource(source: PluginSource): string {
  return source.kind === 'directory' ? source.path : `${source.url}${source.ref ? `#${source.ref}` : ''}${source.subdir ? ` (${source.subdir})` : ''}`;
}

export interface FetchContext {
  /** The repository: a relative directory source resolves here. */
  cwd: string;
  /** Where git sources are cloned (in the run's folder). */
  fetchDir: string;
  /** The job's GitHub token: sent to github.com only, through git's environment (never in argv or the clone's config). */
  githubToken?: string;
  timeoutMs?: number;
}

/**
 * The folder a source stands for: a directory as it is, a git source cloned shallow. The clone runs no code: no
 * hooks are installed by a clone, submodules are not fetched, no prompt, only the https, ssh, git and file protocols.
 * Rejects with a message naming the source.
 */
export async function materializeSource(source: PluginSource, name: string, ctx: FetchContext): Promise<string> {
  if (source.kind === 'directory') {
    const dir = path.resolve(ctx.cwd, source.path);
    const st = await stat(dir).catch(() => undefined);
    if (!st?.isDirectory()) throw new Error(`${source.path} is not a folder`);
    return dir;
  }
  const target = path.join(ctx.fetchDir, name.replace(/[^A-Za-z0-9_.-]/g, '_'));
  await rm(target, { recursive: true, force: true });
  await mkdir(ctx.fetchDir, { recursive: true });
  const extra: Record<string, string> = { GIT_TERMINAL_PROMPT: '0', GIT_ALLOW_PROTOCOL: 'https:http:ssh:git:file', GIT_CONFIG_NOSYSTEM: '1' };
  if (ctx.githubToken && /^https:\/\/github\.com\//.test(source.url)) {
    extra.GIT_CONFIG_COUNT = '1';
    extra.GIT_CONFIG_KEY_0 = 'http.https://github.com/.extraheader';
    extra.GIT_CONFIG_VALUE_0 = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${ctx.githubToken}`).toString('base64')}`;
  }
  const args = ['-c', 'core.hooksPath=/dev/null', 'clone', '--quiet', '--depth', '1', '--no-recurse-submodules', ...(source.ref ? ['--branch', source.ref] : []), '--', source.url, target];
  try {
    await run('git', args, { env: helperEnv(extra), timeout: ctx.timeoutMs ?? 120_000, maxBuffer: 4 * 1024 * 1024 });
  } catch (error) {
    const stderr = ((error as { stderr?: string }).stderr ?? '').trim().split('\n');
    const detail = stderr.find((line) => line.startsWith('fatal:')) ?? stderr.pop() ?? (error as Error).message;
    throw new Error(`git clone ${source.url} failed: ${detail}`);
  }
  if (!source.subdir) return target;
  const sub = path.resolve(target, source.subdir);
  if (!sub.startsWith(target + path.sep)) throw new Error(`path ${source.subdir} leaves the repository`);
  return sub;
}
