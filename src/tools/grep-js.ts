import { closeFolder, lastReadMtime, readRegular } from './grep-read.js';
import { movedChecker } from './grep-unmoved.js';

/**
 * Grep's JavaScript engine, for machines without ripgrep (GitHub's hosted images do not promise it). What makes it
 * fast is what makes rg fast, within what JavaScript allows:
 * - a file costs one open, read and close, synchronous (no thread-pool round trip per call), through its folder's
 *   checked descriptor (grep-read.ts); O_NOFOLLOW and O_NONBLOCK replace an lstat to skip links and FIFOs; where a
 *   short read is the end of a file (short-read.ts), a small file takes one read;
 * - the files are searched as the listing finds them, on a pool of worker threads, one a core (grep-parallel.ts), or
 *   on this thread in slices of a few ms;
 * - a literal every match must contain is looked for in the raw bytes first, and a file without it is never decoded;
 *   a plain literal pattern finds its lines in the bytes alone;
 * - otherwise one regular-expression scan runs over the whole text, and only the lines it lands on are tested with the
 *   line-by-line expression (the scan can over-report, never miss: patterns with lookarounds are tested line by line);
 * - files_with_matches stops at a file's first matching line and keeps no line text; its mtime comes from the open
 *   descriptor. Results: the line-by-line engine's, and rg's.
 */

/** Lines found in one file: match lines and context lines, by 1-based number. */
export interface FileHits {
  path: string;
  lines: Map<number, { text: string; match: boolean }>;
  /** files_with_matches: taken where the file was searched (its thread), for the newest-first order. */
  mtimeMs?: number;
}
export interface Search {
  files: FileHits[];
  stopped: boolean;
  error?: string;
  /** The JS engine's files withheld by its check after reading (their names had a link in them by then). */
  changed?: number;
}

export type PlainQuery = Omit<JsQuery, 'signal'>;

export interface JsQuery {
  pattern: string;
  ignoreCase: boolean;
  multiline: boolean;
  before: number;
  after: number;
  mode: 'content' | 'files_with_matches' | 'count';
  targetIsFile: boolean;
  signal: AbortSignal;
  /** The paths come from a listing of regular files and links (git ls-files, the walk): no fstat is needed. */
  listed?: boolean;
  /** A read that returns less than asked is the end of the file for every file searched (short-read.ts). */
  shortReadEnds?: boolean;
  /**
   * Where results may be (the workspace and its temp folder): a file found is kept only if its name, checked after it
   * was read, still has no link in it and is inside one of them.
   */
  roots: readonly string[];
}

export function addLine(hits: FileHits, n: number, text: string, match: boolean): void {
  const prev = hits.lines.get(n);
  hits.lines.set(n, { text: text.endsWith('\r') ? text.slice(0, -1) : text, match: match || (prev?.match ?? false) });
}

interface Matcher {
  /** Tests one line (without its line end). */
  line: RegExp;
  /** Whole-text candidate scan (flags g, m): finds at least every line `line` matches; null: test every line. */
  scan: RegExp | null;
  /** A literal every matching line contains (case-sensitive patterns only), in UTF-8: looked for in the raw bytes. */
  literal: Buffer | null;
  /** The pattern is that literal and nothing else. */
  pure: boolean;
}

function regex(pattern: string, flags: string): { re: RegExp; unicode: boolean } | string {
  try {
    return { re: new RegExp(pattern, `${flags}u`), unicode: true };
  } catch {
    try {
      return { re: new RegExp(pattern, flags), unicode: false };
    } catch (err) {
      return `Invalid regular expression ${JSON.stringify(pattern)}: ${(err as Error).message}`;
    }
  }
}

/**
 * Grep's `-o`: the non-empty matches of the pattern in a matching line, as `rg -o` prints them; a pattern JavaScript
 * cannot compile (ripgrep-only syntax) or that matches only empty strings there gives undefined: the whole line is shown.
 */
export function matchedParts(pattern: string, ignoreCase: boolean): (line: string) => string[] | undefined {
  const compiled = regex(pattern, ignoreCase ? 'gi' : 'g');
  return (line) => {
    if (typeof compiled === 'string') return undefined;
    const parts = [...line.matchAll(compiled.re)].map((m) => m[0]).filter((m) => m !== '');
    return parts.length > 0 ? parts : undefined;
  };
}

const LOOKAROUND = /\(\?<?[=!]/;
const SPECIAL_ESCAPES = new Set([...'dDwWsSbBnrtfv']);

/**
 * The longest run of characters every match must contain, read from the pattern's top level: alternation at the top
 * gives none; groups, classes, escapes with a meaning and optional characters end a run. Conservative: any doubt
 * ends the run, and no literal only means no prefilter.
 */
export function requiredLiteral(pattern: string): { literal: string; pure: boolean } | null {
  const runs: string[] = [];
  let run = '';
  let pure = true;
  const end = (): void => {
    if (run) runs.push(run);
    run = '';
  };
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] ?? '';
    let atom: string | null = null;
    if (ch === '|') return null;
    if (ch === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return null;
      i++;
      // Escapes that take arguments (\x41, \u{…}, \p{…}, \k<…>, \12): no literal rather than a wrong one.
      if ('xucpPkq0123456789'.includes(next)) return null;
      if (SPECIAL_ESCAPES.has(next) || /[a-zA-Z]/.test(next)) pure = false;
      else atom = next;
    } else if (ch === '[') {
      pure = false;
      // Skip the class: `]` right after `[` or `[^` is a literal member.
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      for (; j < pattern.length && pattern[j] !== ']'; j++) if (pattern[j] === '\\') j++;
      i = j;
    } else if (ch === '(') {
      pure = false;
      let depth = 1;
      let j = i + 1;
      for (; j < pattern.length && depth > 0; j++) {
        const c = pattern[j];
        if (c === '\\') j++;
        else if (c === '[') {
          for (j++; j < pattern.length && pattern[j] !== ']'; j++) if (pattern[j] === '\\') j++;
        } else if (c === '(') depth++;
        else if (c === ')') depth--;
        // A top-level alternation inside a group only widens the group, which is skipped anyway.
      }
      if (depth > 0) return null;
      i = j - 1;
    } else if ('.^$'.includes(ch)) pure = false;
    else if ('*+?{'.includes(ch))
      return null; // a quantifier with nothing before it: leave it to the engine
    else atom = ch;
    // The quantifier, if any, that follows this atom: an atom that may be absent ends the run before it; one that
    // repeats is required once, and ends the run after it.
    const quant = /^(?:[*+?]|\{(\d*),?\d*\})\??/.exec(pattern.slice(i + 1));
    if (quant) {
      pure = false;
      i += quant[0].length;
    }
    const min = !quant ? 1 : quant[0][0] === '*' || quant[0][0] === '?' ? 0 : quant[0][0] === '+' ? 1 : Number(quant[1] || 0);
    if (atom === null || min === 0) end();
    else {
      run += atom;
      if (quant) end();
    }
  }
  end();
  const literal = runs.reduce((best, r) => (r.length > best.length ? r : best), '');
  if (!literal || /[\n\uFFFD\uD800-\uDFFF]/.test(literal)) return null;
  return { literal, pure: pure && runs.length === 1 && literal === runs[0] };
}

export function compileMatcher(q: Pick<JsQuery, 'pattern' | 'ignoreCase'>): Matcher | string {
  const flags = q.ignoreCase ? 'i' : '';
  const line = regex(q.pattern, flags);
  if (typeof line === 'string') return line;
  const scan = LOOKAROUND.test(q.pattern) ? null : new RegExp(q.pattern, `${flags}gm${line.unicode ? 'u' : ''}`);
  const lit = q.ignoreCase || !line.unicode ? null : requiredLiteral(q.pattern);
  return { line: line.re, scan, literal: lit ? Buffer.from(lit.literal, 'utf8') : null, pure: lit?.pure ?? false };
}

const stripCr = (s: string): string => (s.endsWith('\r') ? s.slice(0, -1) : s);

/** 0-based numbers of the lines that match, the same lines `text.split('\n')` tested one by one would give. */
function matchingLines(text: string, m: Matcher, firstOnly: boolean): number[] {
  const out: number[] = [];
  const lastLineEnd = text.length > 0 && text.endsWith('\n') ? text.length - 1 : text.length;
  if (!m.scan) {
    const lines = text.split('\n');
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    for (let i = 0; i < lines.length; i++) {
      if (m.line.test(stripCr(lines[i] ?? ''))) {
        out.push(i);
        if (firstOnly) break;
      }
    }
    return out;
  }
  let lineNo = 0;
  let lineStart = 0;
  let nextNl = text.indexOf('\n');
  const scan = m.scan;
  scan.lastIndex = 0;
  for (;;) {
    const hit = scan.exec(text);
    if (!hit) break;
    while (nextNl !== -1 && nextNl < hit.index) {
      lineNo++;
      lineStart = nextNl + 1;
      nextNl = text.indexOf('\n', lineStart);
    }
    // The empty "line" after a final newline is no line.
    if (lineStart > lastLineEnd) break;
    const lineEnd = nextNl === -1 ? text.length : nextNl;
    if (m.line.test(stripCr(text.slice(lineStart, lineEnd)))) {
      out.push(lineNo);
      if (firstOnly) break;
    }
    if (nextNl === -1) break;
    scan.lastIndex = nextNl + 1;
  }
  return out;
}

/** A plain literal, in the bytes: the lines containing it, without decoding the rest of the file. */
function literalLines(buf: Buffer, literal: Buffer, firstOnly: boolean): Array<{ n: number; text: string }> {
  const out: Array<{ n: number; text: string }> = [];
  const lastLineEnd = buf.length > 0 && buf[buf.length - 1] === 10 ? buf.length - 1 : buf.length;
  let lineNo = 0;
  let lineStart = 0;
  let nextNl = buf.indexOf(10);
  for (let at = buf.indexOf(literal); at !== -1; ) {
    while (nextNl !== -1 && nextNl < at) {
      lineNo++;
      lineStart = nextNl + 1;
      nextNl = buf.indexOf(10, lineStart);
    }
    if (lineStart > lastLineEnd) break;
    const lineEnd = nextNl === -1 ? buf.length : nextNl;
    out.push({ n: lineNo, text: buf.toString('utf8', lineStart, lineEnd) });
    if (firstOnly || nextNl === -1) break;
    at = buf.indexOf(literal, nextNl + 1);
  }
  return out;
}

function multilineMatches(text: string, re: RegExp, lineCount: number): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineAt = (idx: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= idx) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const out: number[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const first = lineAt(m.index);
    const last = m[0].length ? lineAt(m.index + m[0].length - 1) : first;
    for (let i = first; i <= last && i < lineCount; i++) out.push(i);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/** One file: its hits, or null when nothing in it matches. */
function searchFile(path: string, q: PlainQuery, m: Matcher, multi: RegExp | null): FileHits | null {
  const hits = hitsIn(path, q, m, multi);
  // files_with_matches sorts by mtime: the matched file's own, from the descriptor it was read through.
  if (hits && q.mode === 'files_with_matches' && (hits.mtimeMs = lastReadMtime()) === undefined) return null;
  return hits;
}

function hitsIn(path: string, q: PlainQuery, m: Matcher, multi: RegExp | null): FileHits | null {
  const buf = readRegular(path, q.targetIsFile, q.listed === true, q.shortReadEnds === true);
  if (!buf) return null;
  if (m.literal !== null && buf.indexOf(m.literal) === -1) return null;
  if (!q.targetIsFile && buf.indexOf(0) !== -1) return null;
  const firstOnly = q.mode === 'files_with_matches';
  const hits: FileHits = { path, lines: new Map() };
  // files_with_matches needs no line, only whether one matches (a pure literal: the prefilter found it).
  if (firstOnly && !multi) return (m.pure && m.literal !== null) || matchingLines(buf.toString('utf8'), m, true).length > 0 ? hits : null;
  const context = q.before > 0 || q.after > 0;
  if (m.pure && m.literal !== null && !multi && !context) {
    const found = literalLines(buf, m.literal, firstOnly);
    for (const { n, text } of found) addLine(hits, n + 1, text, true);
    return found.length > 0 ? hits : null;
  }
  const text = buf.toString('utf8');
  let lines: string[] | undefined;
  const allLines = (): string[] => {
    if (!lines) {
      lines = text.split('\n');
      if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    }
    return lines;
  };
  const matched = multi ? multilineMatches(text, multi, allLines().length) : matchingLines(text, m, firstOnly);
  if (matched.length === 0) return null;
  const all = allLines();
  for (const i of matched) {
    for (let j = Math.max(0, i - q.before); j <= Math.min(all.length - 1, i + q.after); j++) addLine(hits, j + 1, all[j] ?? '', false);
  }
  for (const i of matched) addLine(hits, i + 1, all[i] ?? '', true);
  return hits;
}

/** What a file's hits count towards the limit on collected lines: files_with_matches keeps no lines, and counts one. */
export const linesOf = (hits: FileHits, mode: PlainQuery['mode']): number => (mode === 'files_with_matches' ? 1 : hits.lines.size);

/**
 * Where a search is. `shared`, for a search split over threads: [0] the lines collected by all of them, [1] set to
 * stop them all (aborted); each thread stops when either says so.
 */
export interface Progress {
  files: FileHits[];
  collected: number;
  next: number;
  stopped: boolean;
  shared?: Int32Array;
  changed?: number;
}
export type Prepared = { m: Matcher; multi: RegExp | null };

export function prepare(q: PlainQuery): Prepared | string {
  const m = compileMatcher(q);
  if (typeof m === 'string') return m;
  const multi = q.multiline ? regex(q.pattern, `${q.ignoreCase ? 'i' : ''}gms`) : null;
  if (typeof multi === 'string') return multi;
  return { m, multi: multi ? multi.re : null };
}

/** Searches from `p.next` on until the list ends, `maxLines` are collected, or the clock passes `untilMs`. */
export function searchSome(paths: readonly string[], q: PlainQuery, prep: Prepared, maxLines: number, p: Progress, untilMs: number): void {
  const from = p.files.length;
  try {
    searchSlice(paths, q, prep, maxLines, p, untilMs);
  } finally {
    closeFolder();
  }
  // After reading, as for rg's results (grep-unmoved.ts): a found file whose name has a link in it now is withheld. The
  // reads went through checked folders, so this holds already; checked per slice, on the thread that read them.
  if (p.files.length === from) return;
  const found = p.files.splice(from);
  const { moved } = movedChecker(
    found.map((f) => f.path),
    q.roots,
  );
  for (const f of found) {
    if (moved(f.path)) p.changed = (p.changed ?? 0) + 1;
    else p.files.push(f);
  }
}

function searchSlice(paths: readonly string[], q: PlainQuery, prep: Prepared, maxLines: number, p: Progress, untilMs: number): void {
  const shared = p.shared;
  while (p.next < paths.length) {
    if (p.collected >= maxLines || (shared && (Atomics.load(shared, 0) >= maxLines || Atomics.load(shared, 1) !== 0))) {
      p.stopped = true;
      return;
    }
    if (performance.now() > untilMs) return;
    const hits = searchFile(paths[p.next++] ?? '', q, prep.m, prep.multi);
    if (!hits) continue;
    const n = linesOf(hits, q.mode);
    p.collected += n;
    if (shared) Atomics.add(shared, 0, n);
    p.files.push(hits);
  }
}
