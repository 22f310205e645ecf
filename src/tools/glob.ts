import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { compileGlob } from './safe-glob.js';
import { helperEnv } from '../process/env.js';
import { resolveInWorkspace } from './path-guard.js';
import { toolInput, objectSchema } from './schema.js';
import { DEFAULT_LIMITS, formatCount } from './truncate.js';
import { type ToolDefinition, type ToolResult, type Workspace, toolError } from './types.js';
import { walkFiles } from './walk.js';

export interface ListOptions {
  signal?: AbortSignal;
  /** Ignore .gitignore rules (used when a pattern names an ignored folder such as node_modules). */
  noIgnore?: boolean;
  includeNodeModules?: boolean;
  includeGit?: boolean;
  /** Folder whose .gitignore files (from it down to `dir`) apply when not in a git work tree. */
  ignoreRoot?: string;
  /** Stop after this many files. */
  maxFiles?: number;
  /** Called with each batch of files found (the walk: folder by folder; git: all at once), before listFiles returns. */
  onFiles?: (files: readonly string[]) => void;
}

export interface Listing {
  /** Paths relative to the listed folder, `/`-separated. */
  files: string[];
  truncated: boolean;
  source: 'git' | 'walk';
}

const toPosix = (p: string): string => (sep === '/' ? p : p.split(sep).join('/'));

/** `name` (no `/` in it) is one of the path's segments: what split('/').includes(name) says, without an array per path. */
function hasSegment(p: string, name: string): boolean {
  const s = toPosix(p);
  if (!s.includes(name)) return false;
  return s === name || s.startsWith(`${name}/`) || s.endsWith(`/${name}`) || s.includes(`/${name}/`);
}

/** git finds a work tree through a `.git` in `dir` or a folder above it, or through GIT_DIR: without either, it has none. */
function mayBeWorkTree(dir: string, env: Readonly<Record<string, string>>): boolean {
  if (env.GIT_DIR !== undefined || env.GIT_WORK_TREE !== undefined) return true;
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return true;
    if (dirname(d) === d) return false;
  }
}

/** `git ls-files` in `dir`, or null when it is not a git work tree (or git is missing). */
function gitFiles(dir: string, signal?: AbortSignal): Promise<string[] | null> {
  const env = helperEnv({ GIT_TERMINAL_PROMPT: '0' });
  // Outside any work tree, no git process (a few ms a call) just to hear so.
  if (!mayBeWorkTree(dir, env)) return Promise.resolve(null);
  return new Promise((resolvePromise) => {
    // fsmonitor is a command from the repository's config: never run it just to list files.
    const child = spawn('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z', '-co', '--exclude-standard'], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
      signal,
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', () => resolvePromise(null));
    child.on('close', (code) => {
      if (code !== 0) return resolvePromise(null);
      const out = Buffer.concat(chunks).toString('utf8');
      resolvePromise(out.split('\0').filter((p) => p !== '' && !p.endsWith('/')));
    });
  });
}

/**
 * Files under `dir` that git would consider: `git ls-files -co --exclude-standard` in a
 * work tree, else a walk honouring .gitignore files. `.git` and `node_modules` are
 * skipped unless asked for.
 */
export async function listFiles(dir: string, opts: ListOptions = {}): Promise<Listing> {
  if (!opts.noIgnore) {
    const fromGit = await gitFiles(dir, opts.signal);
    if (fromGit) {
      const files = fromGit.filter((f) => (opts.includeNodeModules || !hasSegment(f, 'node_modules')) && (opts.includeGit || !hasSegment(f, '.git')));
      const max = opts.maxFiles ?? Number.POSITIVE_INFINITY;
      const listed = files.length > max ? files.slice(0, max) : files;
      opts.onFiles?.(listed);
      return { files: listed, truncated: files.length > max, source: 'git' };
    }
  }
  return { ...(await walkFiles(dir, opts)), source: 'walk' };
}

/**
 * Newest first, ties by path, as Claude Code lists them. Files gone meanwhile are dropped. The stats are taken
 * synchronously in slices of a few milliseconds: 3–7× faster than a promise per file through the thread pool.
 */
export async function sortByMtime(absPaths: string[]): Promise<Array<{ path: string; mtimeMs: number }>> {
  const out: Array<{ path: string; mtimeMs: number }> = [];
  let sliceStart = performance.now();
  for (const p of absPaths) {
    if (performance.now() - sliceStart > 12) {
      await new Promise((resolvePromise) => setImmediate(resolvePromise));
      sliceStart = performance.now();
    }
    try {
      const st = statSync(p, { throwIfNoEntry: false });
      if (st?.isFile()) out.push({ path: p, mtimeMs: st.mtimeMs });
    } catch {
      // unreadable: left out, as a file gone meanwhile
    }
  }
  return out.sort(newestFirst);
}

export const newestFirst = (a: { path: string; mtimeMs: number }, b: { path: string; mtimeMs: number }): number =>
  b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Grep's `type` names and the file names they cover (the same for both engines). */
export const FILE_TYPES: Record<string, string[]> = {
  js: ['*.js', '*.mjs', '*.cjs', '*.jsx'],
  ts: ['*.ts', '*.tsx', '*.mts', '*.cts'],
  py: ['*.py', '*.pyi'],
  go: ['*.go'],
  rust: ['*.rs'],
  java: ['*.java'],
  kotlin: ['*.kt', '*.kts'],
  c: ['*.c', '*.h'],
  cpp: ['*.cpp', '*.cc', '*.cxx', '*.hpp', '*.hh', '*.hxx', '*.h'],
  cs: ['*.cs'],
  rb: ['*.rb'],
  php: ['*.php'],
  swift: ['*.swift'],
  scala: ['*.scala'],
  sh: ['*.sh', '*.bash', '*.zsh'],
  md: ['*.md', '*.markdown', '*.mdx'],
  json: ['*.json', '*.jsonc'],
  yaml: ['*.yaml', '*.yml'],
  toml: ['*.toml'],
  xml: ['*.xml'],
  html: ['*.html', '*.htm'],
  css: ['*.css', '*.scss', '*.sass', '*.less'],
  sql: ['*.sql'],
  vue: ['*.vue'],
  txt: ['*.txt'],
};
const TYPE_ALIASES: Record<string, string> = {
  javascript: 'js',
  typescript: 'ts',
  python: 'py',
  rs: 'rust',
  golang: 'go',
  kt: 'kotlin',
  ruby: 'rb',
  csharp: 'cs',
  shell: 'sh',
  bash: 'sh',
  markdown: 'md',
  yml: 'yaml',
  'c++': 'cpp',
};

/** The globs of a `type` name (or a common alias of one), or null when unknown. */
export function fileTypeGlobs(name: string): string[] | null {
  const t = name.toLowerCase();
  return FILE_TYPES[TYPE_ALIASES[t] ?? t] ?? null;
}

/** `*.ts,*.tsx`, `*.ts *.tsx` and `*.{ts,tsx}` all mean what the model meant. */
export function splitGlobs(glob: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of glob) {
    if (ch === '{') depth++;
    if (ch === '}') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || /\s/.test(ch))) {
      if (cur) out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

/** rg's reading of a glob: without a `/` it matches the file name at any depth, else the path. */
export function globTester(globs: string[], fallback: boolean): (rel: string) => boolean {
  if (globs.length === 0) return () => fallback;
  // Without a slash the pattern is tested against the file name alone.
  const tests = globs.map((g) => {
    const m = compileGlob(g.replace(/^\//, ''), { dot: true });
    return g.includes('/') ? m : (rel: string) => m(rel.slice(rel.lastIndexOf('/') + 1));
  });
  return (rel) => tests.some((t) => t(rel));
}

export interface GlobInput {
  pattern: string;
  path?: string;
}

export interface GlobOptions {
  workspace: Workspace;
  maxResults?: number;
  /**
   * The settings' env, as 2.1.332 reads it (test/fixtures/claude-code-tool-results/2.1.332-tool-env.json, glob-*):
   * by default (both unset: true) Glob lists what .gitignore leaves out, node_modules and .git too; `noIgnore: false`
   * (CLAUDE_CODE_GLOB_NO_IGNORE off) does not enter a folder .gitignore leaves out, `hidden: false`
   * (CLAUDE_CODE_GLOB_HIDDEN off) one whose name starts with a dot, unless the pattern names the folder itself.
   */
  noIgnore?: boolean;
  hidden?: boolean;
  /**
   * How long the listing may take: CLAUDE_CODE_GLOB_TIMEOUT_SECONDS, 20 seconds unset (GLOB_TIMEOUT_MS). Past it the call
   * ends with 2.1.332's error and no paths (measured: tool-env.mjs runs glob-timeout-slow-*: its listing, sorted, shows none).
   */
  timeoutMs?: number;
  /** Told each time the limit ends a search (the run log's advice; the model is told only 2.1.332's words). */
  onTimedOut?: (limitMs: number) => void;
  /** Milliseconds, for the limit (performance.now by default; a test's own clock). */
  clock?: () => number;
}

/** 2.1.332's limit on a Glob or Grep search without CLAUDE_CODE_GLOB_TIMEOUT_SECONDS (60 seconds under WSL, not a runner's). */
export const GLOB_TIMEOUT_MS = 20_000;

/** 2.1.332's words when the limit ends a search (is_error; the seconds as it prints them: `1 second`, `0.5 seconds`). */
export function globTimedOut(limitMs: number): string {
  const seconds = limitMs / 1000;
  return `Ripgrep search timed out after ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. The search may have matched files but did not complete in time. Try searching a more specific path or pattern.`;
}

/** The run log's warning (once a run) when the limit ended a Glob: how to raise it. */
export function globTimeoutWarning(limitMs: number): string {
  return `Glob: a search ended at its time limit (${limitMs / 1000} s) with no paths; raise it with CLAUDE_CODE_GLOB_TIMEOUT_SECONDS in the settings' env (whole seconds)`;
}

const schema = objectSchema(['pattern'], {
  pattern: { type: 'string', description: 'Glob pattern to match files against, e.g. "**/*.ts" or "src/**/*.test.js".' },
  path: {
    type: 'string',
    description: 'Folder to search in (default: the working directory). Omit it rather than passing "undefined" or "null".',
  },
});

export function createGlobTool(opts: GlobOptions): ToolDefinition<GlobInput> {
  const maxResults = opts.maxResults ?? DEFAULT_LIMITS.globMaxResults;
  return {
    name: 'Glob',
    description: [
      'Fast file pattern matching. Returns the paths of files matching a glob pattern such as "**/*.js" or',
      '"src/**/*.ts", one path per line (relative to the working directory), least recently modified first.',
      '`*` does not cross folders: "*.ts" matches only at the top of the searched folder, "**/*.ts" at any depth.',
      opts.noIgnore === false
        ? 'Folders ignored by .gitignore are not searched unless the pattern names them.'
        : 'Files ignored by .gitignore and those in node_modules and .git are listed too.',
      opts.hidden === false ? 'Folders whose name starts with a dot are not searched unless the pattern names them.' : 'Hidden files and folders are searched.',
      `At most ${maxResults} paths are returned; a longer list ends with a note of how many were left out.`,
      'Use it to find files by name; use Grep to search their contents.',
    ].join(' '),
    ...toolInput<GlobInput>('Glob', schema),
    readOnly: true,

    async execute(input, ctx): Promise<ToolResult> {
      const start = Date.now();
      const base = resolveInWorkspace(opts.workspace, input.path ?? '.');
      if (!base.ok) return toolError(base.error);
      const baseStat = await stat(base.absPath).catch(() => null);
      if (!baseStat) return toolError(`Folder does not exist: ${base.absPath}. Use Glob without path, or a folder that exists.`);
      if (!baseStat.isDirectory()) return toolError(`${base.absPath} is a file, not a folder; path must be a folder to search in.`);

      // picomatch only splits the pattern here (a linear scan); matching is compileGlob's.
      const scan = picomatch.scan(input.pattern);
      // ripgrep's reading, as 2.1.332's Glob runs it (test/fixtures/claude-code-tool-results/2.1.332-tool-env.json,
      // glob-*): every file the pattern names, in node_modules, .git and what .gitignore leaves out too, unless
      // CLAUDE_CODE_GLOB_NO_IGNORE is off (then a folder .gitignore leaves out is not entered unless the pattern names
      // it) or CLAUDE_CODE_GLOB_HIDDEN is (then neither is a dot-named one).
      const noIgnore = opts.noIgnore !== false;
      const hidden = opts.hidden !== false;
      // Search from the pattern's literal prefix: faster, and `../` in it is checked by the guard. Not when a folder of
      // that prefix could be one the listing leaves out: then from the searched folder, as the CLI does. An absolute
      // pattern is searched from its prefix whatever the switches (and whatever `path`), as 2.1.332 does: its folders
      // are named, so entered (test/fixtures/claude-code-tool-results/2.1.332-tool-env.json, glob-abs-*).
      const fromPrefix = (noIgnore && hidden) || !scan.isGlob || isAbsolute(input.pattern);
      let glob = fromPrefix ? scan.glob : input.pattern.replace(/^(\.\/)+/, '');
      let dirPart = fromPrefix ? scan.base : '';
      if (!scan.isGlob) {
        dirPart = dirname(input.pattern);
        glob = basename(input.pattern);
      }
      const dir = resolveInWorkspace(opts.workspace, resolve(base.absPath, dirPart || '.'));
      if (!dir.ok) return toolError(dir.error);
      const dirStat = await stat(dir.absPath).catch(() => null);
      const noneFound = {
        content: 'No files found',
        isError: false,
        details: { numFiles: 0, filenames: [], truncated: false, durationMs: Date.now() - start },
      };
      if (!dirStat?.isDirectory()) return noneFound;

      // Bounded time whatever the names (a backtracking regular expression is not: see safe-glob.ts).
      let isMatch: (path: string) => boolean;
      try {
        isMatch = compileGlob(glob, { dot: true });
      } catch (error) {
        return toolError(`Invalid pattern ${input.pattern}: ${error instanceof Error ? error.message : String(error)}`);
      }
      // A pattern without a `/` names files at any depth, as 2.1.332's Glob (rg's --glob) reads it: `*.txt` finds sub/a.txt too.
      const anyDepth = !input.pattern.includes('/');
      const stem = glob.endsWith('/**') ? glob.slice(0, -3) : undefined;
      const limitMs = opts.timeoutMs ?? GLOB_TIMEOUT_MS;
      const clock = opts.clock ?? (() => performance.now());
      const deadline = clock() + limitMs;
      const listing = await walkFiles(dir.absPath, {
        expired: () => clock() >= deadline,
        // No link is listed, as 2.1.332's ripgrep lists none (tool-env.mjs runs glob-timeout-*: `link*` finds nothing).
        skipLinks: true,
        signal: ctx.signal,
        noIgnore,
        hidden,
        includeNodeModules: true,
        includeGit: true,
        // rg's `a/**` names what is inside a, not a itself (picomatch's names both): 2.1.332's `build/**` finds nothing in an ignored build/.
        named: (f) => f !== stem && isMatch(anyDepth ? f.slice(f.lastIndexOf('/') + 1) : f),
        ignoreRoot: opts.workspace.root,
      });
      if (listing.timedOut) {
        opts.onTimedOut?.(limitMs);
        return toolError(globTimedOut(limitMs));
      }
      const listed = listing.files.map((f) => join(dir.absPath, f));
      // Read deny rules bind Glob: denied paths leave the results, and the result says so.
      const matched = ctx.pathDenied === undefined ? listed : listed.filter((p) => ctx.pathDenied?.(p) === undefined);
      const withheld = listed.length - matched.length;
      // Oldest first, as Claude Code 2.1.332 lists them (test/fixtures/claude-code-tool-results/2.1.332-limits.json).
      const sorted = (await sortByMtime(matched)).reverse();
      const withheldNote =
        withheld === 0
          ? ''
          : `\n(${withheld} matching path${withheld === 1 ? ' was' : 's were'} withheld: Read deny rules cover ${withheld === 1 ? 'it' : 'them'}.)`;
      if (sorted.length === 0) return withheld === 0 ? noneFound : { ...noneFound, content: `No files found${withheldNote}` };
      const shown = sorted.slice(0, maxResults).map((e) => e.path);
      // Paths under the working directory relative to it, as the CLI gives them; others (the temp folder, additional directories) whole.
      const from = ctx.listedFrom ?? opts.workspace.root;
      const rootPrefix = from.endsWith(sep) ? from : `${from}${sep}`;
      let content = shown.map((p) => (p.startsWith(rootPrefix) ? p.slice(rootPrefix.length) : p)).join('\n');
      const truncated = sorted.length > shown.length;
      if (truncated) {
        const more = sorted.length - shown.length;
        content += `\n(Showing ${formatCount(shown.length)} of ${formatCount(sorted.length)} matching files; ${formatCount(more)} more are not listed. Narrow the pattern or path to see the rest.)`;
      }
      if (listing.truncated) content += '\n(The folder has too many files to list them all; narrow the path.)';
      content += withheldNote;
      return {
        content,
        isError: false,
        details: { numFiles: sorted.length, filenames: shown, truncated, durationMs: Date.now() - start },
      };
    },
  };
}
