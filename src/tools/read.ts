import { readdir, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename, dirname, extname } from 'node:path';
import { openInWorkspace, onWorkspaceFile } from './path-guard.js';
import { toolInput, objectSchema } from './schema.js';
import { formatBytes } from './truncate.js';
import type { ToolDefinition, ToolResult, Workspace } from './types.js';
import { readMedia } from './read-dispatch.js';
import { digestOf } from './read-state.js';
import { READ_MAX_SIZE_BYTES, READ_MAX_TOKENS, roomLeft, tooLargeError } from './read-limits.js';
import { EMPTY_FILE, limitedText, readOutput, scanLines } from './read-text.js';

/** The SDK's FileReadInput. */
export interface ReadInput {
  file_path: string;
  offset?: number;
  limit?: number;
  /** PDF page range ("3", "1-5"). */
  pages?: string;
  /** A text file (or a part of one) past the usual limits, up to what the context still has room for. */
  allow_large?: boolean;
}

export interface ReadOptions {
  workspace: Workspace;
  /** The token cap of what one Read shows (the settings' env CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS); default 25,000. */
  maxTokens?: number;
}

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
    // Claude Code 2.1.332's words (test/fixtures/claude-code-first-request/2.1.332.json).
    description:
      'Set to true to read a text file, or a line range of one, that is over the usual size limits, up to what still fits in your context. Only use this when you genuinely need all of it or the user asked for the whole file; otherwise read it in parts with offset and limit, or search it.',
  },
});

export function createReadTool(opts: ReadOptions): ToolDefinition<ReadInput> {
  const maxTokens = opts.maxTokens ?? READ_MAX_TOKENS;
  const fail = (content: string, details?: Record<string, unknown>): ToolResult => ({ content, isError: true, details });

  return {
    name: 'Read',
    ...toolInput<ReadInput>('Read', schema),
    execute: onWorkspaceFile(opts.workspace, 'file_path', async (filePath, input, ctx) => {
      const st = await statFile(filePath, opts.workspace.root);
      if (!st.ok) return fail(st.error);
      const startLine = Math.max(1, input.offset ?? 1);
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
        const allowLarge = input.allow_large === true;
        // A whole file over 256 KB is refused before it is read; `limit` names a part (`offset` alone does not).
        if (fst.size > READ_MAX_SIZE_BYTES && input.limit === undefined && !allowLarge)
          return fail(tooLargeError(fst.size, roomLeft(ctx.room) >= fst.size / 4));
        const scan = await scanLines(fh, {
          startLine,
          limit: input.limit ?? Number.POSITIVE_INFINITY,
          // Characters kept in memory: four times what the cap in force could show, at 4 characters a token (never less
          // than the default cap's: a lower cap still counts what it cuts exactly, as 2.1.332 does).
          keepChars: 16 * Math.max(allowLarge ? roomLeft(ctx.room) : 0, maxTokens, READ_MAX_TOKENS),
          signal: ctx.signal,
          hash: ctx.files !== undefined,
        });
        if (scan.kind === 'interrupted') return fail(`Read of ${filePath} was interrupted.`);
        if (scan.kind === 'binary') {
          return fail(
            `${filePath} looks like a binary file (${formatBytes(fst.size)}); Read only shows text files. ` +
              'Use Bash (e.g. `file`, `xxd | head`) to inspect it.',
          );
        }
        return await limitedText(filePath, input, scan, fst.size, ctx.room, shown, maxTokens);
      } catch (err) {
        return fail(`Failed to read ${filePath}: ${(err as Error).message}`);
      } finally {
        await fh.close();
      }
    }),
    readOnly: true,
    description: [
      'Reads a text file from the working directory (or the runner temp folder, where large outputs are saved).',
      'Returns the file from its start, numbered like `cat -n`: each line is "<line number><tab><text>".',
      'The line number prefix is not part of the file: leave it out of Edit strings.',
      `A file over ${READ_MAX_SIZE_BYTES / 1024} KB is refused unless you pass limit (with offset, the 1-based first line) to read a part;`,
      `what would take more than ${maxTokens.toLocaleString('en-US')} tokens is cut to a page that ends with where the next page starts`,
      '(a part you named is refused instead). allow_large reads past these limits, up to what still fits in your context.',
      'Reading several files that may be useful in one turn is encouraged: Read calls run in parallel.',
      'Images (PNG, JPEG, GIF, WebP) are shown to you as images; PDFs as documents (over 10 pages: pass pages, at most 20 per call);',
      'Jupyter notebooks (.ipynb) as their cells with outputs.',
      'Directories cannot be read (use Glob or Bash `ls`); other binary files are refused.',
    ].join(' '),
  };
}
