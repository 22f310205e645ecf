import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** Defaults shared by the tools; each factory takes overrides. */
export const DEFAULT_LIMITS = {
  /**
   * Bash output shown to the model (head + tail); the whole output is in a spill file. Every call
   * re-sends it, so a build log costs its size on each later turn: keep the preview modest.
   */
  bashMaxChars: 16_000,
  grepMaxChars: 30_000,
  /** Grep shows this much of each matching line: minified files have megabyte lines. */
  grepMaxLineChars: 500,
  globMaxResults: 100,
  /** A spill file stops growing here so a runaway command cannot fill the disk. */
  spillMaxBytes: 64 * 1024 * 1024,
  spillPreviewLines: 20,
} as const;

export interface CapOptions {
  /** Budget for the kept text; the note is added on top of it. */
  maxChars: number;
  maxLines?: number;
  keep: 'head' | 'head_tail';
  /** How to get the rest, e.g. "call Read again with offset=2001". */
  hint: string;
}

export interface CapResult {
  text: string;
  truncated: boolean;
  omittedChars: number;
  /** Lines not shown at all (a line cut in the middle counts as shown). */
  omittedLines: number;
}

/** A cut with what it kept from the start and from the end (all of it in `head` when nothing was cut). */
interface Cut extends CapResult {
  head: string;
  tail: string;
}

const withoutParts = ({ head: _head, tail: _tail, ...result }: Cut): CapResult => result;

/** A size as Claude Code writes it in a result (2.1.332): `512 bytes`, `2KB`, `106.3KB`, `1.5MB`. */
function sizeAsClaudeCode(n: number): string {
  if (n < 1024) return `${n} bytes`;
  const [value, unit] = n < 1024 * 1024 ? [n / 1024, 'KB'] : [n / (1024 * 1024), 'MB'];
  return `${value.toFixed(1).replace(/\.0$/, '')}${unit}`;
}

/**
 * `12,345` as en-US writes it (at most three decimals). Not `toLocaleString`: its first call loads the ICU locale
 * data, which costs ~15 ms of start-up, before the first model request, for the tool descriptions alone.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return n.toLocaleString('en-US');
  const rounded = Math.round(Math.abs(n) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** Lines as an editor counts them: a final newline does not start another line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n : n + 1;
}

interface Taken {
  kept: string;
  /** Lines shown, whole or cut. */
  lines: number;
}

/** Never split a UTF-16 surrogate pair at a cut. */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return at > 0 && at < text.length && code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}

function takeHead(text: string, maxChars: number, maxLines: number): Taken {
  let end = 0;
  let lines = 0;
  while (lines < maxLines && end < text.length) {
    const nl = text.indexOf('\n', end);
    const lineEnd = nl === -1 ? text.length : nl + 1;
    if (lineEnd > maxChars) break;
    end = lineEnd;
    lines++;
  }
  if (lines === 0 && text.length > 0 && maxLines > 0) {
    return { kept: text.slice(0, safeCut(text, Math.min(maxChars, text.length))), lines: 1 };
  }
  return { kept: text.slice(0, end), lines };
}

function takeTail(text: string, maxChars: number, maxLines: number): Taken {
  let start = text.length;
  let lines = 0;
  while (lines < maxLines && start > 0) {
    const nl = start >= 2 ? text.lastIndexOf('\n', start - 2) : -1;
    const lineStart = nl === -1 ? 0 : nl + 1;
    if (text.length - lineStart > maxChars) break;
    start = lineStart;
    lines++;
  }
  if (lines === 0 && text.length > 0 && maxLines > 0) {
    const from = Math.max(0, text.length - maxChars);
    const cut = from > 0 && from < text.length && text.charCodeAt(from) >= 0xdc00 && text.charCodeAt(from) <= 0xdfff ? from + 1 : from;
    return { kept: text.slice(cut), lines: 1 };
  }
  return { kept: text.slice(start), lines };
}

function withNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

function cutSummary(lines: number, chars: number): string {
  return `${formatCount(lines)} line${lines === 1 ? '' : 's'} (${formatCount(chars)} characters)`;
}

function joinHeadTail(head: Taken, tail: Taken, omittedLines: number, omittedChars: number, hint: string): string {
  const summary = cutSummary(omittedLines, omittedChars);
  return `${withNewline(head.kept)}\n… [${summary} omitted here] …\n\n${withNewline(tail.kept)}` + `\n[Truncated: ${summary} omitted from the middle. ${hint}]`;
}

/**
 * Cut `text` to fit a budget, keeping whole lines where possible, and end it with a note
 * saying how much was cut and how to get the rest.
 */
export function capText(text: string, opts: CapOptions): CapResult {
  return withoutParts(cutText(text, opts));
}

function cutText(text: string, opts: CapOptions): Cut {
  const maxLines = opts.maxLines ?? Number.POSITIVE_INFINITY;
  const total = countLines(text);
  if (text.length <= opts.maxChars && total <= maxLines) {
    return { text, truncated: false, omittedChars: 0, omittedLines: 0, head: text, tail: '' };
  }
  if (opts.keep === 'head') {
    const head = takeHead(text, opts.maxChars, maxLines);
    const omittedChars = text.length - head.kept.length;
    const omittedLines = total - head.lines;
    const note = `[Truncated: ${cutSummary(omittedLines, omittedChars)} not shown. ${opts.hint}]`;
    return { text: `${withNewline(head.kept)}\n${note}`, truncated: true, omittedChars, omittedLines, head: head.kept, tail: '' };
  }
  const headChars = Math.floor(opts.maxChars / 2);
  const headLines = Math.ceil(maxLines / 2);
  const head = takeHead(text, headChars, headLines);
  const rest = text.slice(head.kept.length);
  const tail = takeTail(rest, opts.maxChars - head.kept.length, maxLines - head.lines);
  const omittedChars = rest.length - tail.kept.length;
  // A line cut at both ends is counted once.
  const omittedLines = Math.max(0, total - head.lines - tail.lines + (head.kept.endsWith('\n') ? 0 : 1));
  return {
    text: joinHeadTail(head, tail, omittedLines, omittedChars, opts.hint),
    truncated: true,
    omittedChars,
    omittedLines,
    head: head.kept,
    tail: tail.kept,
  };
}

/** A tool's error text shown to the model: an error repeating a 5 MB input must not cost 5 MB on every later turn. */
export const TOOL_ERROR_MAX_CHARS = 4_000;

/** Every tool error passes through here (dispatch does it once for all tools), keeping its start and end. */
export function capToolError(text: string): string {
  return capText(text, { maxChars: TOOL_ERROR_MAX_CHARS, keep: 'head_tail', hint: 'The error quoted a large input; the start and end are shown.' }).text;
}

/**
 * Collects a stream's bytes keeping only the first `headMax` and last `tailMax`, so a
 * command printing gigabytes costs bounded memory; totals are still counted exactly.
 */
export class BoundedOutput {
  private head: Buffer[] = [];
  private headBytes = 0;
  private tail: Buffer[] = [];
  private tailBytes = 0;
  private newlines = 0;
  private lastByte = -1;
  totalBytes = 0;

  constructor(
    private readonly headMax: number,
    private readonly tailMax: number,
  ) {}

  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.totalBytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.newlines++;
    this.lastByte = chunk[chunk.length - 1] ?? -1;
    let rest = chunk;
    if (this.headBytes < this.headMax) {
      const take = Math.min(this.headMax - this.headBytes, rest.length);
      this.head.push(rest.subarray(0, take));
      this.headBytes += take;
      rest = rest.subarray(take);
    }
    if (rest.length === 0 || this.tailMax === 0) return;
    this.tail.push(rest);
    this.tailBytes += rest.length;
    while (this.tail.length > 1 && this.tailBytes - (this.tail[0]?.length ?? 0) >= this.tailMax) {
      this.tailBytes -= this.tail.shift()?.length ?? 0;
    }
    const first = this.tail[0];
    if (first && this.tailBytes > this.tailMax) {
      this.tail[0] = first.subarray(this.tailBytes - this.tailMax);
      this.tailBytes = this.tailMax;
    }
  }

  get droppedBytes(): number {
    return this.totalBytes - this.headBytes - this.tailBytes;
  }

  get lineCount(): number {
    return this.newlines + (this.totalBytes > 0 && this.lastByte !== 10 ? 1 : 0);
  }

  /** All text kept, without any note (head and tail run together when bytes were dropped). */
  rawText(): string {
    return Buffer.concat([...this.head, ...this.tail]).toString('utf8');
  }

  /**
   * The output cut to `maxChars`, head and tail, as Claude Code words a result it saved to a file (2.1.332's
   * `<persisted-output>`): its size, where the whole is (`savedBytes` when the file holds only the start), the preview.
   */
  persisted(maxChars: number, path: string, savedBytes?: number): CapResult {
    const cut = this.cut(maxChars, '');
    if (!cut.truncated) return withoutParts(cut);
    const where =
      savedBytes === undefined
        ? `Output too large (${sizeAsClaudeCode(this.totalBytes)}). Full output saved to: ${path}`
        : `Output exceeded the ${sizeAsClaudeCode(savedBytes)} persist limit; only the first ${sizeAsClaudeCode(savedBytes)} were saved to: ${path}`;
    const omitted = `[… ${sizeAsClaudeCode(this.totalBytes - Buffer.byteLength(cut.head) - Buffer.byteLength(cut.tail))} omitted …]`;
    return {
      ...withoutParts(cut),
      text: `<persisted-output>\n${where}\n\nPreview (start and end):\n${withNewline(cut.head)}${omitted}\n${withNewline(cut.tail)}</persisted-output>`,
    };
  }

  /** The output cut to `maxChars`, head and tail, ending with a note carrying `hint`. */
  render(maxChars: number, hint: string): CapResult {
    return withoutParts(this.cut(maxChars, hint));
  }

  private cut(maxChars: number, hint: string): Cut {
    if (this.droppedBytes === 0) return cutText(this.rawText(), { maxChars, keep: 'head_tail', hint });
    const headText = Buffer.concat(this.head).toString('utf8');
    const tailText = Buffer.concat(this.tail).toString('utf8');
    const head = takeHead(headText, Math.floor(maxChars / 2), Number.POSITIVE_INFINITY);
    const tail = takeTail(tailText, maxChars - head.kept.length, Number.POSITIVE_INFINITY);
    // Bytes stand in for characters in the dropped middle: it was never decoded.
    const omittedChars = headText.length - head.kept.length + this.droppedBytes + tailText.length - tail.kept.length;
    const omittedLines = Math.max(0, this.lineCount - head.lines - tail.lines);
    return {
      text: joinHeadTail(head, tail, omittedLines, omittedChars, hint),
      truncated: true,
      omittedChars,
      omittedLines,
      head: head.kept,
      tail: tail.kept,
    };
  }
}

function spillPath(tempDir: string, label: string): string {
  const dir = join(tempDir, 'tool-output');
  mkdirSync(dir, { recursive: true });
  const safe = label.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, 60) || 'output';
  return join(dir, `${safe}-${Date.now()}-${randomBytes(4).toString('hex')}.txt`);
}

/** A file that receives a stream's full output as it arrives, up to a byte cap. */
export class SpillFile {
  readonly path: string;
  bytesWritten = 0;
  bytesDropped = 0;
  private fd: number | null;

  constructor(
    tempDir: string,
    label: string,
    private readonly maxBytes: number = DEFAULT_LIMITS.spillMaxBytes,
  ) {
    this.path = spillPath(tempDir, label);
    this.fd = openSync(this.path, 'w', 0o600);
  }

  write(chunk: Buffer): void {
    if (this.fd === null) return;
    const room = this.maxBytes - this.bytesWritten;
    const part = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk;
    this.bytesDropped += chunk.length - part.length;
    // Synchronous writes keep memory bounded without juggling back-pressure on two pipes.
    let off = 0;
    while (off < part.length) off += writeSync(this.fd, part, off, part.length - off);
    this.bytesWritten += part.length;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

export interface Spilled {
  path: string;
  bytes: number;
  /** For the model: where the text is, how big, and its first lines. */
  message: string;
}

/** Write a result too big to show into `tempDir` and describe it with a preview. */
export async function spillToFile(text: string, tempDir: string, label: string, opts: { previewLines?: number; previewChars?: number } = {}): Promise<Spilled> {
  const path = spillPath(tempDir, label);
  await writeFile(path, text, { mode: 0o600 });
  const bytes = Buffer.byteLength(text);
  const lines = countLines(text);
  const preview = capText(text, {
    maxChars: opts.previewChars ?? 4000,
    maxLines: opts.previewLines ?? DEFAULT_LIMITS.spillPreviewLines,
    keep: 'head',
    hint: `The rest is in ${path}.`,
  });
  const message =
    `Output too large to show in full (${formatBytes(bytes)}, ${formatCount(lines)} lines). ` +
    `It was saved to ${path}; use Read with offset/limit, or Grep with path set to that file, to see it.\n` +
    `First lines:\n${preview.text}`;
  return { path, bytes, message };
}
