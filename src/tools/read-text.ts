import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import {
  READ_MAX_TOKENS,
  capNote,
  excerptReminder,
  pageCapOf,
  pageReminder,
  planPage,
  roomLeft,
  roughTokens,
  tokensOf,
  tooManyTokensError,
} from './read-limits.js';
import { formatBytes } from './truncate.js';
import type { ContextRoom, ToolResult } from './types.js';

const BINARY_SNIFF_BYTES = 8192;
/** How far into a file Read looks for lines: past it, the model is told to read on with Bash. */
const READ_MAX_SCAN_BYTES = 256 * 1024 * 1024;

/** Claude Code's words (2.1.332) for an empty file and an offset past the end: warnings, not errors. */
export const EMPTY_FILE = '<system-reminder>Warning: the file exists but the contents are empty.</system-reminder>';
const pastTheEnd = (offset: number, lines: number): string =>
  `<system-reminder>Warning: the file exists but is shorter than the provided offset (${offset}). The file has ${lines} lines.</system-reminder>`;

/** The lines of the part asked for (from `startLine`, at most `limit`), as far as they are kept in memory. */
export interface TextScan {
  kind: 'text';
  startLine: number;
  /** The part's lines (without their newline or a closing \r), up to the bound on what is kept. */
  kept: string[];
  /** Not all of the part is in `kept` (the bound was reached; the last kept line may be cut). */
  clipped: boolean;
  /** Lines in the part and their characters, newlines between them included, whether kept or not. */
  partLines: number;
  partChars: number;
  /** Lines in the file (the last one after its final newline, maybe empty, counts: Claude Code's count). */
  totalLines: number;
  /** Where the scan stopped in a file too large to look through (bytes); undefined when it reached the end. */
  cutAt?: number;
  /** The file's bytes' digest, when asked for and the whole file was read. */
  digest?: string;
}

export type Scan = TextScan | { kind: 'interrupted' } | { kind: 'binary' };

/**
 * Reads a file once, in chunks, counting its lines and keeping the part asked for up to `keepChars` bytes: bounded
 * memory whatever one line holds (a 10 MB line), bounded work whatever the file is (a sparse file of a terabyte), and
 * the run's abort stops it at the next chunk.
 */
export async function scanLines(
  fh: FileHandle,
  opts: { startLine: number; limit: number; keepChars: number; signal: AbortSignal; hash: boolean },
): Promise<Scan> {
  const { startLine, limit, keepChars } = opts;
  const hash = opts.hash ? createHash('sha256') : undefined;
  const buf = Buffer.allocUnsafe(64 * 1024);
  const kept: string[] = [];
  let position = 0;
  let lineNo = 1;
  let parts: Buffer[] = [];
  let lineKept = 0;
  let lineBytes = 0;
  let keptBytes = 0;
  let clipped = false;
  let partLines = 0;
  let partChars = 0;
  const inPart = (): boolean => lineNo >= startLine && partLines < limit;
  const finishLine = (): void => {
    if (inPart()) {
      partLines++;
      partChars += lineBytes + (partLines > 1 ? 1 : 0);
      if (!clipped) {
        let text = Buffer.concat(parts).toString('utf8');
        if (lineKept < lineBytes) clipped = true;
        else if (text.endsWith('\r')) text = text.slice(0, -1);
        if (!clipped || lineKept > 0) kept.push(text);
        keptBytes += 1;
      }
    }
    lineNo++;
    parts = [];
    lineKept = 0;
    lineBytes = 0;
  };
  let cutAt: number | undefined;
  for (;;) {
    if (opts.signal.aborted) return { kind: 'interrupted' };
    if (position >= READ_MAX_SCAN_BYTES) {
      cutAt = position;
      break;
    }
    const { bytesRead } = await fh.read(buf, 0, buf.length, position);
    if (bytesRead === 0) break;
    if (position === 0 && buf.subarray(0, Math.min(bytesRead, BINARY_SNIFF_BYTES)).includes(0)) return { kind: 'binary' };
    position += bytesRead;
    hash?.update(buf.subarray(0, bytesRead));
    const chunk = buf.subarray(0, bytesRead);
    let from = 0;
    for (let nl = chunk.indexOf(10); ; nl = chunk.indexOf(10, from)) {
      const end = nl === -1 ? chunk.length : nl;
      if (inPart() && !clipped) {
        const take = Math.min(end - from, Math.max(0, keepChars - keptBytes));
        if (take > 0) {
          parts.push(Buffer.from(chunk.subarray(from, from + take)));
          keptBytes += take;
          lineKept += take;
        }
      }
      lineBytes += end - from;
      if (nl === -1) break;
      finishLine();
      from = nl + 1;
    }
  }
  // Cut mid-line, the line counts only when nothing else of the part was found.
  if (cutAt === undefined || (partLines === 0 && lineNo >= startLine)) finishLine();
  const digest = cutAt === undefined ? hash?.digest('base64') : undefined;
  return {
    kind: 'text',
    startLine,
    kept,
    clipped: clipped || (cutAt !== undefined && partLines < limit),
    partLines,
    partChars,
    totalLines: lineNo - 1,
    ...(cutAt !== undefined ? { cutAt } : {}),
    ...(digest !== undefined ? { digest } : {}),
  };
}

/** Marks what the model was shown of the file: all of it (with the digest of its bytes) or a part. */
export type Shown = (partial: boolean, digest?: string) => void;

/**
 * Read's answer for the part of a text file `scan` found, within Claude Code's limits (src/tools/read-limits.ts): all
 * of it, a refusal of a named part over the cap, or a page of a whole file with where the next one starts. A page
 * records nothing for Write and Edit, as the CLI's (a file seen in part that way must be read again by offset/limit).
 */
export async function limitedText(
  filePath: string,
  input: { offset?: number; limit?: number; allow_large?: boolean },
  scan: TextScan,
  size: number,
  room: ContextRoom | undefined,
  shown: Shown,
  maxTokens = READ_MAX_TOKENS,
): Promise<ToolResult> {
  const { startLine } = scan;
  const numbered = (lines: readonly string[]): string => lines.map((line, i) => `${startLine + i}\t${line}`).join('\n');
  const details = (lines: readonly string[]): Record<string, unknown> => readOutput(filePath, lines, startLine, scan.totalLines);
  if (scan.partLines === 0) {
    // Claude Code counts any Read, even one past the end, as a read of the file (partial).
    if (scan.cutAt !== undefined) {
      return {
        content: `${scanned(filePath, size, scan)}, and offset ${startLine} is past them. Use Bash (e.g. \`tail -c\`, \`sed -n\`) to see the rest.`,
        isError: true,
      };
    }
    shown(true);
    return { content: pastTheEnd(startLine, scan.totalLines), isError: false, details: details([]) };
  }
  const allowLarge = input.allow_large === true;
  // What is not all in memory is over any cap (it holds four times the cap in force at 4 characters a token).
  const tokens = scan.clipped ? Math.round(scan.partChars / 4) : await tokensOf(allowLarge ? numbered(scan.kept) : scan.kept.join('\n'), room, maxTokens);
  // From here to room.take nothing awaits: reads of one turn running side by side cannot both take the same room.
  const cap = allowLarge ? roomLeft(room) : maxTokens;
  if (tokens <= cap) {
    room?.take(tokens);
    const whole = startLine === 1 && scan.partLines === scan.totalLines && scan.cutAt === undefined;
    shown(!whole, whole ? scan.digest : undefined);
    const more = scan.cutAt === undefined ? '' : `\n\n[${scanned(filePath, size, scan)}: use Bash (e.g. \`tail -c\`, \`sed -n\`) for what lies past them.]`;
    return { content: numbered(scan.kept) + more, isError: false, details: details(scan.kept) };
  }
  const fits = !allowLarge && roomLeft(room) >= tokens;
  if (input.offset !== undefined || input.limit !== undefined) return { content: tooManyTokensError(tokens, cap, fits), isError: true };
  const note = capNote(cap, allowLarge);
  const plan = planPage(scan.partLines, scan.partChars, tokens, pageCapOf(room, maxTokens));
  let content: string;
  let lines: string[];
  if (plan.lines !== undefined) {
    lines = scan.kept.slice(0, plan.lines);
    content = numbered(lines) + pageReminder(filePath, startLine, startLine + lines.length - 1, scan.totalLines, tokens, note, fits);
  } else {
    const chars = plan.chars ?? 0;
    lines = scan.kept.join('\n').slice(0, chars).split('\n');
    content = numbered(lines) + excerptReminder(filePath, chars, scan.partChars, tokens, note, fits);
  }
  room?.take(roughTokens(content));
  return { content, isError: false, details: details(lines) };
}

/** What Read looked at of a file past its scan bound. */
const scanned = (filePath: string, size: number, scan: TextScan): string =>
  `${filePath} is ${formatBytes(size)}; Read looks at its first ${formatBytes(scan.cutAt ?? 0)} only (${scan.totalLines} lines)`;

/** The SDK's FileReadOutput for text (the transcript's tool_use_result, hooks' tool_response): the lines shown. */
export function readOutput(filePath: string, shown: readonly string[], startLine: number, totalLines: number): Record<string, unknown> {
  return { type: 'text', file: { filePath, content: shown.join('\n'), numLines: shown.length, startLine, totalLines } };
}
