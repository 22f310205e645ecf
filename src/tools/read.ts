import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename, dirname, extname } from 'node:path';
import { openInWorkspace, onWorkspaceFile } from './path-guard.js';
import { toolInput, objectSchema } from './schema.js';
import { DEFAULT_LIMITS, continuationNote, formatBytes } from './truncate.js';
import type { ToolDefinition, ToolResult, Workspace } from './types.js';
import { readMedia } from './read-dispatch.js';
import { digestOf } from './read-state.js';

/** The SDK's FileReadInput. */
export interface ReadInput {
  file_path: string;
  offset?: number;
  limit?: number;
  /** PDF page range ("3", "1-5"). */
  pages?: string;
  /** A text file past the usual byte cap, up to four times it. */
  allow_large?: boolean;
}

export interface ReadOptions {
  workspace: Workspace;
  maxLines?: number;
  maxBytes?: number;
  maxLineChars?: number;
}

const BINARY_SNIFF_BYTES = 8192;

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** Up to three names in the same folder that the model may have meant; cheap or nothing. */
export async function similarNames(absPath: string): Promise<string[]> {
  const dir = dirname(absPath);
  const want = basename(absPath).toLowerCase();
  const wantStem = basename(want, extname(want));
  let names: string[];
  try {
    names = (await readdir(dir)).slice(0, 5000);
  } catch {
    return [];
  }
  const scored: Array<[number, string]> = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    let score = lower === want ? 0 : basename(lower, extname(lower)) === wantStem ? 1 : Number.POSITIVE_INFINITY;
    if (score > 1 && Math.abs(lower.length - want.length) <= 2 && want.length <= 80) {
      const d = editDistance(lower, want);
      if (d <= 2) score = 1 + d;
    }
    if (Number.isFinite(score)) scored.push([score, `${dir}/${name}`]);
  }
  return scored
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
    .slice(0, 3)
    .map(([, p]) => p);
}

/** The error for a path that is not there, in Claude Code's words (2.1.332), with any near misses. */
async function missingFileError(absPath: string, cwd: string): Promise<string> {
  const near = await similarNames(absPath);
  return `File does not exist. Note: your current working directory is ${cwd}.${near.length ? ` Did you mean ${near.join(' or ')}?` : ''}`;
}

/** Stat a path for a file tool, turning the expected failures into model-facing errors (`cwd`: the session's folder). */
export async function statFile(absPath: string, cwd: string): Promise<{ ok: true; stats: Stats } | { ok: false; error: string }> {
  let stats: Stats;
  try {
    stats = await stat(absPath);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, error: await missingFileError(absPath, cwd) };
    return { ok: false, error: `Cannot access ${absPath}: ${(err as Error).message}` };
  }
  if (stats.isDirectory()) {
    // Node's words for it, which Claude Code passes on.
    return { ok: false, error: `EISDIR: illegal operation on a directory, read '${absPath}'` };
  }
  // Reading a FIFO or a device could block forever or never end.
  if (!stats.isFile()) return { ok: false, error: `${absPath} is not a regular file (a device, socket or pipe).` };
  return { ok: true, stats };
}

const schema = objectSchema(['file_path'], {
  file_path: { type: 'string', description: 'Path of the file to read: absolute, or relative to the working directory.' },
  offset: {
    type: 'integer',
    minimum: 0,
    description: 'Line number to start reading from (1-based). Only needed for files too long to read at once.',
  },
  limit: { type: 'integer', minimum: 1, description: 'Number of lines to read. Only needed for long files.' },
  pages: { type: 'string', description: 'Page range for PDF files (e.g. "1-5", "3", "10-20"). Only for PDFs; at most 20 pages per call.' },
  allow_large: {
    type: 'boolean',
    description: 'Read a text file (or a line range of one) past the usual size cap, up to four times it. Only when you need all of it.',
  },
});

export function createReadTool(opts: ReadOptions): ToolDefinition<ReadInput> {
  const maxLines = opts.maxLines ?? DEFAULT_LIMITS.readMaxLines;
  const baseMaxBytes = opts.maxBytes ?? DEFAULT_LIMITS.readMaxBytes;
  const maxLineChars = opts.maxLineChars ?? DEFAULT_LIMITS.readMaxLineChars;
  const fail = (content: string, details?: Record<string, unknown>): ToolResult => ({ content, isError: true, details });

  return {
    name: 'Read',
    ...toolInput<ReadInput>('Read', schema),
    execute: onWorkspaceFile(opts.workspace, 'file_path', async (filePath, input, ctx) => {
      const st = await statFile(filePath, opts.workspace.root);
      if (!st.ok) return fail(st.error);
      const maxBytes = input.allow_large === true ? baseMaxBytes * 4 : baseMaxBytes;
      const startLine = Math.max(1, input.offset ?? 1);
      const limit = input.limit ?? maxLines;
      // Everything below is read from one descriptor, decided again on what it really is.
      const opened = await openInWorkspace(opts.workspace, filePath, 'read', ctx.recheckPath);
      if (!opened.ok) return fail(opened.error);
      const fh = opened.handle;
      try {
        const fst = await fh.stat();
        if (!fst.isFile()) return fail(`${filePath} is not a regular file (a device, socket or pipe).`);
        // What the model was shown, for the agent's Write, Edit and NotebookEdit (a failed Read shows nothing).
        const shown = (partial: boolean, digest?: string): void =>
          ctx.files?.saw(filePath, { mtimeMs: fst.mtimeMs, partial, ...(digest !== undefined ? { digest } : {}) });
        const media = await readMedia(fh, filePath, fst.size, input);
        if (media) {
          if (!media.isError) shown(false);
          return media;
        }
        if (fst.size === 0) {
          shown(false, digestOf(''));
          return { content: EMPTY_FILE, isError: false, details: readOutput(filePath, [], startLine, 0) };
        }
        const buf = Buffer.allocUnsafe(64 * 1024);
        let position = 0;
        let lineNo = 1;
        let lineParts: Buffer[] = [];
        let lineKept = 0;
        let lineTotal = 0;
        const out: string[] = [];
        let outBytes = 0;
        let lastShown = startLine - 1;
        let full = false;
        const keepBytes = maxLineChars * 4;
        let linesCut = false;
        const hash = ctx.files !== undefined ? createHash('sha256') : undefined;

        const finishLine = (): void => {
          const wanted = lineNo >= startLine && !full;
          if (wanted) {
            let text = Buffer.concat(lineParts).toString('utf8');
            if (text.endsWith('\r')) text = text.slice(0, -1);
            if (text.length > maxLineChars || lineTotal > keepBytes) {
              text = `${text.slice(0, maxLineChars)}… [line truncated: ${formatBytes(lineTotal)} long]`;
              linesCut = true;
            }
            const entry = `${lineNo}\t${text}`;
            const size = Buffer.byteLength(entry) + 1;
            if (out.length >= limit || (outBytes + size > maxBytes && out.length > 0)) {
              full = true;
            } else {
              out.push(entry);
              outBytes += size;
              lastShown = lineNo;
            }
          }
          lineNo++;
          lineParts = [];
          lineKept = 0;
          lineTotal = 0;
        };

        // Bounded work whatever the workspace holds (a sparse file of a terabyte, a gigabyte of newlines): the
        // lines are counted only this far, and the run's abort stops the loop at the next chunk.
        let cutAt: number | undefined;
        for (;;) {
          if (ctx.signal.aborted) return fail(`Read of ${filePath} was interrupted.`);
          if (position >= READ_MAX_SCAN_BYTES) {
            cutAt = position;
            break;
          }
          const { bytesRead } = await fh.read(buf, 0, buf.length, position);
          if (bytesRead === 0) break;
          if (position === 0 && buf.subarray(0, Math.min(bytesRead, BINARY_SNIFF_BYTES)).includes(0)) {
            return fail(
              `${filePath} looks like a binary file (${formatBytes(fst.size)}); Read only shows text files. ` +
                'Use Bash (e.g. `file`, `xxd | head`) to inspect it.',
            );
          }
          position += bytesRead;
          hash?.update(buf.subarray(0, bytesRead));
          let from = 0;
          const chunk = buf.subarray(0, bytesRead);
          for (let nl = chunk.indexOf(10); ; nl = chunk.indexOf(10, from)) {
            const end = nl === -1 ? chunk.length : nl;
            const keep = lineNo >= startLine && !full;
            if (keep && lineKept < keepBytes) {
              const part = chunk.subarray(from, Math.min(end, from + keepBytes - lineKept));
              lineParts.push(Buffer.from(part));
              lineKept += part.length;
            }
            lineTotal += end - from;
            if (nl === -1) break;
            finishLine();
            from = nl + 1;
          }
        }
        // Cut mid-line, the line is shown (cut) only when nothing else would be.
        if (cutAt === undefined || (out.length === 0 && lineNo >= startLine)) finishLine();
        const totalLines = lineNo - 1;
        if (cutAt !== undefined) {
          const cut = scanCut(filePath, out, startLine, totalLines, lastShown, cutAt, fst.size);
          if (!cut.isError) shown(true);
          return cut;
        }

        const details = readOutput(filePath, out, startLine, totalLines);
        const more = totalLines - lastShown;
        const whole = startLine === 1 && more === 0 && !linesCut;
        // Claude Code counts any Read, even one past the end, as a read of the file (partial unless it showed all of it).
        shown(!whole, whole ? hash?.digest('base64') : undefined);
        if (out.length === 0) return { content: pastTheEnd(startLine, totalLines), isError: false, details };
        let content = out.join('\n');
        // Cut where the model asked (its limit), the result says nothing more, as Claude Code's; cut by the caps, it says where to go on.
        const asked = input.limit !== undefined && out.length === input.limit;
        if (more > 0 && !asked) content += `\n\n${continuationNote(more, `call Read again with offset=${lastShown + 1}`)}`;
        return { content, isError: false, details };
      } catch (err) {
        return fail(`Failed to read ${filePath}: ${(err as Error).message}`);
      } finally {
        await fh.close();
      }
    }),
    readOnly: true,
    description: [
      'Reads a text file from the working directory (or the runner temp folder, where large outputs are saved).',
      `Returns up to ${maxLines} lines from the start of the file, numbered like \`cat -n\`: each line is "<line number><tab><text>".`,
      'The line number prefix is not part of the file: leave it out of Edit strings.',
      'For long files pass offset (1-based first line) and limit; a result that stops early ends with',
      '"… N more lines, call Read again with offset=K". Lines longer than ' + maxLineChars + ' characters are cut.',
      'Reading several files that may be useful in one turn is encouraged: Read calls run in parallel.',
      'Images (PNG, JPEG, GIF, WebP) are shown to you as images; PDFs as documents (over 10 pages: pass pages, at most 20 per call);',
      'Jupyter notebooks (.ipynb) as their cells with outputs.',
      'Directories cannot be read (use Glob or Bash `ls`); other binary files are refused.',
    ].join(' '),
  };
}

/** Claude Code's words (2.1.332) for an empty file and an offset past the end: warnings, not errors. */
const EMPTY_FILE = '<system-reminder>Warning: the file exists but the contents are empty.</system-reminder>';
const pastTheEnd = (offset: number, lines: number): string =>
  `<system-reminder>Warning: the file exists but is shorter than the provided offset (${offset}). The file has ${lines} lines.</system-reminder>`;

/** How far into a file Read looks for lines: past it, the model is told to read on with Bash. */
const READ_MAX_SCAN_BYTES = 256 * 1024 * 1024;

/** The result when the file is larger than the scan bound: what was found, and how to go on. */
function scanCut(filePath: string, out: string[], startLine: number, linesSeen: number, lastShown: number, cutAt: number, size: number): ToolResult {
  const details = readOutput(filePath, out, startLine, linesSeen);
  const beyond = `${filePath} is ${formatBytes(size)}; Read looks at its first ${formatBytes(cutAt)} only (${linesSeen} lines)`;
  if (out.length === 0) {
    return { content: `${beyond}, and offset ${startLine} is past them. Use Bash (e.g. \`tail -c\`, \`sed -n\`) to see the rest.`, isError: true, details };
  }
  const next = lastShown < linesSeen ? `call Read again with offset=${lastShown + 1}, ` : '';
  return { content: `${out.join('\n')}\n\n[${beyond}: ${next}or use Bash (e.g. \`tail -c\`, \`sed -n\`) for what lies past them.]`, isError: false, details };
}

/** The SDK's FileReadOutput for text (the transcript's tool_use_result, hooks' tool_response): the lines shown, without their numbers. */
function readOutput(filePath: string, shown: readonly string[], startLine: number, totalLines: number): Record<string, unknown> {
  const content = shown.map((entry) => entry.slice(entry.indexOf('\t') + 1)).join('\n');
  return { type: 'text', file: { filePath, content, numLines: shown.length, startLine, totalLines } };
}
