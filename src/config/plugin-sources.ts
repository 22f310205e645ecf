import { execFile } from 'node:child_process';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { helperEnv } from '../process/env.js';

const run = promisify(execFile);

/**
 * Where a marketplace or a plugin lives, in Claude Code's shapes: `{ "source": "directory", "path" }` (a folder; a
 * relative path is the repository's), `{ "source": "github", "repo", "ref"?, "sha"?, "path"? }`,
 * `{ "source": "git", "url", … }`; for a marketplace also `{ "source": "file", "path" }` (its marketplace.json) and
 * `{ "source": "url", "url" }` (a marketplace.json over HTTP); for a plugin `{ "source": "url", "url" }` is a git URL and
 * `{ "source": "git-subdir", "url", "path" }` a folder of one.
 */
export type PluginSource =
  | { kind: 'directory'; path: string }
  /** A marketplace.json file, or (json-url) one fetched over HTTP. */
  | { kind: 'file'; path: string }
  | { kind: 'json-url'; url: string }
  /** `subdir`: the plugin's folder in the clone; `manifest`: where a marketplace's marketplace.json is in the clone. */
  | { kind: 'git'; url: string; ref?: string; sha?: string; subdir?: string; manifest?: string };

/** claude-code-action's `plugin_marketplaces` lines and Claude Code's `/plugin marketplace add` argument: a git URL, `owner/repo`, or a path. */
export function marketplaceFromText(text: string): PluginSource {
  const t = text.trim();
  if (/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(t) && !t.startsWith('.')) return { kind: 'git', url: `https://github.com/${t}.git` };
  if (/^https?:\/\/[^#]*\.json$/.test(t)) return { kind: 'json-url', url: t };
  if (/^(?:https?|ssh|git|file):\/\//.test(t) || /^[^/\s]+@[^:\s]+:/.test(t)) {
    const hash = t.indexOf('#');
    return hash > 0 ? { kind: 'git', url: t.slice(0, hash), ref: t.slice(hash + 1) } : { kind: 'git', url: t };
  }
  return t.endsWith('.json') ? { kind: 'file', path: t } : { kind: 'directory', path: t };
}

/** A `source` object of `extraKnownMarketplaces` or of a marketplace's plugin entry; a string is a message saying what is wrong. */
export function parseSourceObject(value: unknown, of: 'marketplace' | 'plugin'): PluginSource | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected an object with a "source" field';
  const v = value as Record<string, unknown>;
  const ref = {
    ...(typeof v.ref === 'string' && v.ref !== '' ? { ref: v.ref } : {}),
    ...(typeof v.sha === 'string' && /^[0-9a-f]{40}$/.test(v.sha) ? { sha: v.sha } : {}),
    ...(of === 'marketplace' && typeof v.path === 'string' && v.path !== '' ? { manifest: v.path } : {}),
  };
  switch (v.source) {
    case 'directory':
      return typeof v.path === 'string' && v.path !== '' ? { kind: 'directory', path: v.path } : 'source "directory" needs a "path" string';
    case 'file':
      return typeof v.path === 'string' && v.path !== '' && of === 'marketplace'
        ? { kind: 'file', path: v.path }
        : 'source "file" names a marketplace.json by "path"';
    case 'github':
      return typeof v.repo === 'string' && /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v.repo)
        ? { kind: 'git', url: `https://github.com/${v.repo}.git`, ...ref }
        : 'source "github" needs "repo" as owner/name';
    case 'url':
      if (typeof v.url !== 'string' || v.url === '') return 'source "url" needs a "url" string';
      return of === 'marketplace' ? { kind: 'json-url', url: v.url } : { kind: 'git', url: v.url, ...ref };
    case 'git':
      return typeof v.url === 'string' && v.url !== '' ? { kind: 'git', url: v.url, ...ref } : 'source "git" needs a "url" string';
    case 'git-subdir':
      if (typeof v.url !== 'string' || typeof v.path !== 'string') return 'source "git-subdir" needs "url" and "path" strings';
      return { kind: 'git', url: /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v.url) ? `https://github.com/${v.url}.git` : v.url, subdir: v.path, ...ref };
    default:
      return `source ${JSON.stringify(v.source)} is not one the runner fetches (directory, github, git, url, git-subdir)`;
  }
}

export function describeSource(source: PluginSource): string {
  if (source.kind === 'directory' || source.kind === 'file') return source.path;
  if (source.kind === 'json-url') return source.url;
  return `${source.url}${source.ref ? `#${source.ref}` : ''}${source.sha ? `@${source.sha.slice(0, 12)}` : ''}${source.subdir ? ` (${source.subdir})` : ''}`;
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
  if (source.kind === 'directory' || source.kind === 'file') {
    const at = path.resolve(ctx.cwd, source.path);
    const st = await stat(at).catch(() => undefined);
    if (source.kind === 'file' ? !st?.isFile() : !st?.isDirectory()) throw new Error(`${source.path} is not a ${source.kind === 'file' ? 'file' : 'folder'}`);
    return at;
  }
  const target = path.join(ctx.fetchDir, name.replace(/[^A-Za-z0-9_.-]/g, '_'));
  await rm(target, { recursive: true, force: true });
  await mkdir(ctx.fetchDir, { recursive: true });
  if (source.kind === 'json-url') return downloadManifest(source.url, target, ctx.timeoutMs ?? 120_000);
  const extra: Record<string, string> = { GIT_TERMINAL_PROMPT: '0', GIT_ALLOW_PROTOCOL: 'https:http:ssh:git:file', GIT_CONFIG_NOSYSTEM: '1' };
  if (ctx.githubToken && /^https:\/\/github\.com\//.test(source.url)) {
    extra.GIT_CONFIG_COUNT = '1';
    extra.GIT_CONFIG_KEY_0 = 'http.https://github.com/.extraheader';
    extra.GIT_CONFIG_VALUE_0 = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${ctx.githubToken}`).toString('base64')}`;
  }
  const git = (args: string[], cwd?: string) =>
    run('git', ['-c', 'core.hooksPath=/dev/null', ...args], {
      env: helperEnv(extra),
      timeout: ctx.timeoutMs ?? 120_000,
      maxBuffer: 4 * 1024 * 1024,
      ...(cwd ? { cwd } : {}),
    });
  try {
    if (source.sha) {
      // A pinned commit: fetched alone, then checked out (a shallow clone can only name branches and tags).
      await git(['clone', '--quiet', '--no-checkout', '--depth', '1', '--no-recurse-submodules', '--', source.url, target]);
      await git(['fetch', '--quiet', '--depth', '1', '--no-recurse-submodules', 'origin', source.sha], target);
      await git(['checkout', '--quiet', '--detach', source.sha], target);
    } else {
      await git(['clone', '--quiet', '--depth', '1', '--no-recurse-submodules', ...(source.ref ? ['--branch', source.ref] : []), '--', source.url, target]);
    }
  } catch (error) {
    const stderr = ((error as { stderr?: string }).stderr ?? '').trim().split('\n');
    const detail = stderr.find((line) => line.startsWith('fatal:')) ?? stderr.pop() ?? (error as Error).message;
    throw new Error(`git clone ${source.url} failed: ${detail}`);
  }
  const inside = source.subdir ?? source.manifest;
  if (!inside) return target;
  const sub = path.resolve(target, inside);
  if (!sub.startsWith(target + path.sep)) throw new Error(`path ${inside} leaves the repository`);
  return sub;
}

/** A marketplace.json served over HTTP (a `url` marketplace), saved as `<target>/.claude-plugin/marketplace.json`. */
async function downloadManifest(url: string, target: string, timeoutMs: number): Promise<string> {
  if (!/^https?:\/\//.test(url)) throw new Error(`${url} is not an http(s) URL`);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' }).catch((error: unknown) => {
    throw new Error(`cannot fetch ${url}: ${(error as Error).message}`);
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  if (text.length > 1024 * 1024) throw new Error(`${url}: larger than 1 MiB`);
  const file = path.join(target, '.claude-plugin', 'marketplace.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}
