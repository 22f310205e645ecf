import { spawn } from 'node:child_process';
import { closeSync, constants, fstatSync, openSync, readFileSync, readlinkSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, resolve, sep } from 'node:path';
import { findOnPath, helperEnv } from '../process/env.js';
import { addLine, matchedParts, type FileHits, type JsQuery, type Search } from './grep-js.js';
import { jsSearchFiles, searchFeed, warmPool } from './grep-parallel.js';
import { shortReadEnds } from './short-read.js';
import { isNormalAbsolute, movedChecker } from './grep-unmoved.js';
import { FILE_TYPES, fileTypeGlobs, globTester, listFiles, newestFirst, sortByMtime, splitGlobs } from './glob.js';
import { resolveInWorkspace } from './path-guard.js';
import { toolInput, objectSchema } from './schema.js';
import { DEFAULT_LIMITS, capText, formatCount, spillToFile } from './truncate.js';
import { type ToolContext, type ToolDefinition, type ToolResult, type Workspace, toolError } from './types.js';

export interface GrepInput {
  pattern: string;
  path?: string;
  glob?: string;
  type?: string;
  output_mode?: 'content' | 'files_with_matches' | 'count';
  '-i'?: boolean;
  '-n'?: boolean;
  '-A'?: number;
  '-B'?: number;
  '-C'?: number;
  context?: number;
  '-o'?: boolean;
  head_limit?: number;
  offset?: number;
  multiline?: boolean;
}

export interface GrepOptions {
  workspace: Workspace;
  /** ripgrep to use; `null` forces the JavaScript engine; omitted: `rg` on PATH if any. */
  rgPath?: string | null;
  maxChars?: number;
  maxLineChars?: number;
}

interface Query extends Pick<JsQuery, 'pattern' | 'ignoreCase' | 'multiline' | 'before' | 'after' | 'mode'> {
  globs: string[];
  typeGlobs: string[] | null;
  target: string;
  targetIsFile: boolean;
  noIgnore: boolean;
  signal: AbortSignal;
  roots: readonly string[];
}

/** Both engines stop collecting here; the result then says the search was cut short. */
const MAX_COLLECTED_LINES = 100_000;
const RG_MAX_STDOUT = 64 * 1024 * 1024;

/**
 * Read deny rules bind Grep: files they cover leave the results (both engines, every mode), and the result says so.
 * Each result's real path is its name: the JS engine read it through a checked folder and checked its name after
 * reading (grep-js.ts); rg's results are checked here, after the search, and read back in content mode.
 */
function withholdDenied(res: Search, q: Query, ctx: ToolContext, engine: 'rg' | 'js'): { kept: Search; note: string } {
  const denied = ctx.pathDenied;
  const cwd = q.targetIsFile ? dirname(q.target) : q.target;
  const named = res.files.map((f) => (isNormalAbsolute(f.path) ? f.path : resolve(cwd, f.path)));
  // Files mode sorts by mtime: when the engine took none, the check's lstat gives them (no second stat per file).
  const needMtimes = q.mode === 'files_with_matches' && res.files.some((f) => f.mtimeMs === undefined);
  const checker = engine === 'rg' ? movedChecker(named, q.roots, needMtimes) : undefined;
  const verify = engine === 'rg' && q.mode === 'content';
  let changed = res.changed ?? 0;
  const files = res.files.filter((f, i) => {
    const abs = named[i] as string;
    if (checker && (checker.moved(abs) || (verify && !readsBack({ ...f, path: abs })))) return (void changed++, false);
    if (checker && needMtimes) f.mtimeMs ??= checker.mtimeMs(abs);
    // Not moved: its real path is the name itself.
    return denied === undefined || denied(abs, abs) === undefined;
  });
  const n = res.files.length - files.length - (changed - (res.changed ?? 0));
  let note = n === 0 ? '' : `\n\n[${n} matching file${n === 1 ? ' was' : 's were'} withheld: Read deny rules cover ${n === 1 ? 'it' : 'them'}.]`;
  if (changed > 0)
    note += `\n\n[${changed} matching file${changed === 1 ? ' was' : 's were'} withheld: ${changed === 1 ? 'it' : 'they'} changed during the search (a symbolic link on the way, or lines that differ when read back).]`;
  return { kept: { ...res, files }, note };
}

/** Above this a matched file is not read back to check what ripgrep reported (it is withheld instead). */
const VERIFY_MAX_BYTES = 64 * 1024 * 1024;

/**
 * ripgrep opens files by name: a folder swapped for a link while it searches (and swapped back) could make it report
 * lines of a file elsewhere under an inside name. Each matched file is read back through a descriptor whose real path
 * must be the reported one, and every reported line must be that file's line; otherwise the file is withheld.
 */
function readsBack(f: FileHits): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(f.path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    let opened: string | undefined;
    try {
      opened = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      // No /proc: O_NOFOLLOW is the check there.
    }
    const st = fstatSync(fd);
    if ((opened !== undefined && opened !== f.path) || !st.isFile() || st.size > VERIFY_MAX_BYTES) return false;
    const lines = readFileSync(fd, 'utf8').split('\n');
    return [...f.lines].every(([n, l]) => (lines[n - 1] ?? '').replace(/\r$/, '') === l.text);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function rgSearch(rg: string, q: Query, pcre = false): Promise<Search> {
  // --crlf: `$` matches before a CRLF too, as the JavaScript engine does on lines stripped of CR.
  const args = ['--no-config', '--hidden', '--no-require-git', '--no-ignore-dot', '--no-messages', '--crlf'];
  if (q.noIgnore) args.push('--no-ignore');
  if (q.ignoreCase) args.push('-i');
  if (q.multiline) args.push('-U', '--multiline-dotall');
  if (pcre) args.push('-P');
  for (const g of q.globs) args.push('-g', g);
  if (q.typeGlobs) {
    for (const g of q.typeGlobs) args.push('--type-add', `agentsel:${g}`);
    args.push('-t', 'agentsel');
  }
  args.push('-g', '!.git');
  if (!q.noIgnore) args.push('-g', '!node_modules');
  if (q.mode === 'files_with_matches') args.push('--files-with-matches', '--null');
  else args.push('--json');
  if (q.mode === 'content') args.push('-A', String(q.after), '-B', String(q.before));
  const cwd = q.targetIsFile ? dirname(q.target) : q.target;
  args.push('-e', q.pattern, '--', q.targetIsFile ? basename(q.target) : '.');

  return new Promise((done) => {
    const child = spawn(rg, args, { cwd, env: helperEnv(), stdio: ['ignore', 'pipe', 'pipe'], signal: q.signal });
    const byPath = new Map<string, FileHits>();
    // Keyed by rg's spelling first: each path is resolved once, not once per line.
    const byName = new Map<string, FileHits>();
    const hitsFor = (p: string): FileHits => {
      let h = byName.get(p);
      if (h) return h;
      const joined = p.startsWith('./') ? cwd + p.slice(1) : '';
      const abs = isNormalAbsolute(joined) ? joined : resolve(cwd, p);
      h = byPath.get(abs);
      if (!h) byPath.set(abs, (h = { path: abs, lines: new Map() }));
      byName.set(p, h);
      return h;
    };
    let carry = '';
    let bytes = 0;
    let collected = 0;
    let stopped = false;
    let stderr = '';
    const sepChar = q.mode === 'files_with_matches' ? '\0' : '\n';
    const onRecord = (rec: string): void => {
      if (q.mode === 'files_with_matches') return void (rec && hitsFor(rec));
      if (!rec.startsWith('{"type":"match"') && !rec.startsWith('{"type":"context"')) return;
      const ev = JSON.parse(rec) as {
        type: string;
        data: { path: { text?: string; bytes?: string }; lines: { text?: string; bytes?: string }; line_number: number };
      };
      const d = ev.data;
      const p = d.path.text ?? Buffer.from(d.path.bytes ?? '', 'base64').toString('utf8');
      const text = d.lines.text ?? Buffer.from(d.lines.bytes ?? '', 'base64').toString('utf8');
      const parts = text.split('\n');
      if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
      const h = hitsFor(p);
      parts.forEach((t, i) => addLine(h, d.line_number + i, t, ev.type === 'match'));
      collected += parts.length;
    };
    // Decoding as a stream keeps a character split across two chunks whole.
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stopped) return;
      bytes += chunk.length;
      const recs = (carry + chunk).split(sepChar);
      carry = recs.pop() ?? '';
      for (const r of recs) onRecord(r);
      if (collected >= MAX_COLLECTED_LINES || bytes >= RG_MAX_STDOUT) {
        stopped = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (c: Buffer) => void (stderr.length < 4000 && (stderr += c.toString('utf8'))));
    child.on('error', (err) => {
      if (q.signal.aborted) return done({ files: [], stopped: true });
      done({ files: [], stopped, error: `ripgrep failed to start: ${err.message}` });
    });
    child.on('close', (code) => {
      if (!stopped && carry) onRecord(carry);
      const files = [...byPath.values()];
      if (code === 2 && files.length === 0 && !stopped) {
        if (!pcre && /--pcre2/.test(stderr)) return void rgSearch(rg, q, true).then(done);
        return done({ files, stopped, error: `Grep failed: ${stderr.trim() || 'ripgrep exited with code 2'}` });
      }
      done({ files, stopped });
    });
  });
}

function globMatcher(q: Query): ((rel: string) => boolean) | null {
  if (q.globs.length === 0 && q.typeGlobs === null) return null;
  const isInc = globTester(
    q.globs.filter((g) => !g.startsWith('!')),
    true,
  );
  const isExc = globTester(
    q.globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1)),
    false,
  );
  const isType = globTester(q.typeGlobs ?? [], true);
  return (rel) => {
    const parts = rel.split('/');
    // Like rg, an excluded folder excludes all below it.
    for (let i = 1; i <= parts.length; i++) if (isExc(parts.slice(0, i).join('/'))) return false;
    return isInc(rel) && isType(rel);
  };
}

async function jsSearch(q: Query): Promise<Search> {
  if (q.targetIsFile) return jsSearchFiles([q.target], { ...q, listed: false }, MAX_COLLECTED_LINES);
  // The files are searched as the listing finds them (the walk hands them out folder by folder), by workers started now.
  warmPool();
  const feed = searchFeed({ ...q, listed: true, shortReadEnds: shortReadEnds(q.target) }, MAX_COLLECTED_LINES);
  const keep = globMatcher(q);
  // Listed paths are relative and normalized: a plain concatenation is join's result, 50,000 times cheaper.
  const prefix = q.target.endsWith(sep) ? q.target : q.target + sep;
  const toAbs = (f: string): string => prefix + (sep === '/' ? f : f.split('/').join(sep));
  await listFiles(q.target, {
    signal: q.signal,
    noIgnore: q.noIgnore,
    includeNodeModules: q.noIgnore,
    onFiles: (files) => feed.add((keep ? files.filter(keep) : files).map(toAbs)),
  });
  return feed.end();
}

const schema = objectSchema(['pattern'], {
  pattern: { type: 'string', description: 'Regular expression to search file contents for (ripgrep syntax).' },
  path: { type: 'string', description: 'File or folder to search in (default: the working directory).' },
  glob: { type: 'string', description: 'Only search files matching this glob, e.g. "*.js" or "*.{ts,tsx}" (rg --glob).' },
  type: { type: 'string', description: `Only search files of this type: ${Object.keys(FILE_TYPES).join(', ')}.` },
  output_mode: {
    type: 'string',
    enum: ['content', 'files_with_matches', 'count'],
    description: '"content" shows matching lines, "files_with_matches" (default) file paths, "count" match counts per file.',
  },
  '-i': { type: 'boolean', description: 'Case-insensitive search.' },
  '-n': { type: 'boolean', description: 'Show line numbers (content mode only; default true).' },
  '-A': { type: 'integer', minimum: 0, description: 'Lines to show after each match (content mode only).' },
  '-B': { type: 'integer', minimum: 0, description: 'Lines to show before each match (content mode only).' },
  '-C': { type: 'integer', minimum: 0, description: 'Alias for context.' },
  context: { type: 'integer', minimum: 0, description: 'Lines to show before and after each match (content mode only).' },
  '-o': { type: 'boolean', description: 'Only the matched parts of each matching line, one per output line (content mode only).' },
  head_limit: { type: 'integer', minimum: 0, description: 'Only the first N lines / files / counts of the output (0: no limit).' },
  offset: { type: 'integer', minimum: 0, description: 'Skip the first N lines / files / counts before head_limit applies.' },
  multiline: { type: 'boolean', description: 'Let the pattern span lines; `.` then matches newlines too (rg -U --multiline-dotall).' },
});

export function createGrepTool(opts: GrepOptions): ToolDefinition<GrepInput> {
  const rg = opts.rgPath === undefined ? findOnPath('rg') : opts.rgPath;
  const maxChars = opts.maxChars ?? DEFAULT_LIMITS.grepMaxChars;
  const maxLineChars = opts.maxLineChars ?? DEFAULT_LIMITS.grepMaxLineChars;
  return {
    name: 'Grep',
    description: [
      'Searches file contents with a regular expression (ripgrep syntax; escape literal braces, e.g. `interface\\{\\}`).',
      'Filter files with glob (e.g. "*.ts") or type (e.g. "py"). output_mode "files_with_matches" (default) lists',
      'matching files, most recently modified first; "content" shows matching lines as path:line:text, with context',
      'lines (path-line-text) from -A/-B/-C; "count" gives path:count. Files ignored by .gitignore, .git and',
      'node_modules are skipped. Use multiline for patterns spanning lines. Use head_limit to cap the output;',
      `output beyond ${formatCount(maxChars)} characters is saved to a file you can Read. Prefer it to grep/rg in Bash.`,
    ].join(' '),
    ...toolInput<GrepInput>('Grep', schema),
    readOnly: true,

    async execute(input, ctx): Promise<ToolResult> {
      const where = resolveInWorkspace(opts.workspace, input.path ?? '.');
      if (!where.ok) return toolError(where.error);
      const st = await stat(where.absPath).catch(() => null);
      if (!st) return toolError(`Path does not exist: ${where.absPath}. Omit path to search the working directory.`);
      let typeGlobs: string[] | null = null;
      if (input.type !== undefined) {
        typeGlobs = fileTypeGlobs(input.type);
        if (!typeGlobs) return toolError(`Unknown type "${input.type}". Known types: ${Object.keys(FILE_TYPES).join(', ')}; or use glob instead.`);
      }
      const mode = input.output_mode ?? 'files_with_matches';
      const globs = input.glob ? splitGlobs(input.glob) : [];
      const content = mode === 'content';
      const q: Query = {
        pattern: input.pattern,
        ignoreCase: input['-i'] === true,
        multiline: input.multiline === true,
        // Only the matched parts (-o) come without context lines, as `rg -o` prints them.
        before: content && input['-o'] !== true ? (input['-B'] ?? input['-C'] ?? input.context ?? 0) : 0,
        after: content && input['-o'] !== true ? (input['-A'] ?? input['-C'] ?? input.context ?? 0) : 0,
        mode,
        globs,
        typeGlobs,
        target: where.absPath,
        targetIsFile: !st.isDirectory(),
        signal: ctx.signal,
        noIgnore: /(^|[/!])node_modules(\/|$)/.test(`${input.path ?? ''} ${globs.join(' ')}`),
        roots: [resolve(opts.workspace.root), resolve(opts.workspace.tempDir), ...(opts.workspace.extraRoots ?? []).map((dir) => resolve(dir))],
      };
      const engine = rg ? 'rg' : 'js';
      const found = rg ? await rgSearch(rg, q) : await jsSearch(q);
      if (found.error) return toolError(found.error);
      const { kept: res, note: withheldNote } = withholdDenied(found, q, ctx, engine);
      if (ctx.signal.aborted) return toolError('Grep was interrupted.');
      // Paths under the shell's directory (the root without a cd) named from it, others whole, as 2.1.332 names them.
      const from = ctx.listedFrom ?? opts.workspace.root;
      const fromPrefix = from.endsWith(sep) ? from : `${from}${sep}`;
      const out = await format(res, q, input, (p) => (p.startsWith(fromPrefix) ? p.slice(fromPrefix.length) : p));
      const stoppedNote = res.stopped
        ? `\n\n[The search stopped after ${formatCount(MAX_COLLECTED_LINES)} lines; narrow it with path, glob, type or a more specific pattern.]`
        : '';
      const details = { mode, engine, numFiles: res.files.length, filenames: out.filenames, numLines: out.numLines };
      if (out.text.length <= maxChars) return { content: out.text + stoppedNote + withheldNote, isError: false, details: { ...details, truncated: false } };
      const spilled = await spillToFile(out.text, opts.workspace.tempDir, `grep-${mode}`);
      const head = capText(out.text, {
        maxChars,
        keep: 'head',
        hint: `The full output is in ${spilled.path}; Read it with offset/limit, or narrow the search.`,
      });
      return { content: head.text + stoppedNote + withheldNote, isError: false, details: { ...details, truncated: true, spillPath: spilled.path } };
    },
  };

  async function format(
    res: Search,
    q: Query,
    input: GrepInput,
    named: (p: string) => string,
  ): Promise<{ text: string; filenames: string[]; numLines: number }> {
    const skip = input.offset ?? 0;
    const limit = input.head_limit === undefined || input.head_limit === 0 ? Number.POSITIVE_INFINITY : input.head_limit;
    const page = <T>(all: T[]): T[] => all.slice(skip, skip + limit);
    const cut = (n: number, total: number, what: string): string =>
      total > n
        ? `\n\n[Showing ${skip > 0 ? `${formatCount(n)} after the first ${formatCount(skip)}` : `the first ${formatCount(n)}`} of ${formatCount(total)} ${what} (${skip > 0 ? 'offset, ' : ''}head_limit).]`
        : '';
    if (q.mode === 'files_with_matches') {
      const known = res.files.every((f) => f.mtimeMs !== undefined);
      const sorted = (
        known ? res.files.map((f) => ({ path: f.path, mtimeMs: f.mtimeMs ?? 0 })).sort(newestFirst) : await sortByMtime(res.files.map((f) => f.path))
      ).map((e) => e.path);
      if (sorted.length === 0) return { text: 'No files found', filenames: [], numLines: 0 };
      const shown = page(sorted);
      const text = `Found ${sorted.length} file${sorted.length === 1 ? '' : 's'}\n${shown.map(named).join('\n')}${cut(shown.length, sorted.length, 'files')}`;
      return { text, filenames: shown, numLines: shown.length };
    }
    const files = [...res.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    if (files.length === 0) return { text: 'No matches found', filenames: [], numLines: 0 };
    if (q.mode === 'count') {
      const rows = files.map((f) => ({ path: f.path, n: [...f.lines.values()].filter((l) => l.match).length }));
      const total = rows.reduce((s, r) => s + r.n, 0);
      const shown = page(rows);
      const text =
        `${shown.map((r) => `${named(r.path)}:${r.n}`).join('\n')}${cut(shown.length, rows.length, 'files')}` +
        `\n\nFound ${formatCount(total)} matching line${total === 1 ? '' : 's'} across ${formatCount(rows.length)} file${rows.length === 1 ? '' : 's'}.`;
      return { text, filenames: shown.map((r) => r.path), numLines: shown.length };
    }
    const lines: string[] = [];
    const withNumbers = input['-n'] !== false;
    const onlyMatching = input['-o'] === true ? matchedParts(q.pattern, q.ignoreCase) : undefined;
    const grouped = q.before > 0 || q.after > 0;
    for (const f of files) {
      let prev = -1;
      for (const n of [...f.lines.keys()].sort((a, b) => a - b)) {
        const l = f.lines.get(n);
        if (!l) continue;
        if (grouped && lines.length > 0 && n !== prev + 1) lines.push('--');
        prev = n;
        const s = l.match ? ':' : '-';
        for (const part of onlyMatching && l.match ? (onlyMatching(l.text) ?? [l.text]) : [l.text]) {
          const text = part.length > maxLineChars ? `${part.slice(0, maxLineChars)} [… line truncated]` : part;
          lines.push(withNumbers ? `${named(f.path)}${s}${n}${s}${text}` : `${named(f.path)}${s}${text}`);
        }
      }
    }
    const shown = page(lines);
    return { text: shown.join('\n') + cut(shown.length, lines.length, 'lines'), filenames: files.map((f) => f.path), numLines: shown.length };
  }
}
