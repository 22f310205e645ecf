import type { FileHandle } from 'node:fs/promises';
import { extname } from 'node:path';
import { notebookResult } from './notebook.js';
import { IMAGE_MAX_BYTES, imageResult, isPdf, sniffImage } from './read-media.js';
import { PDF_MAX_BYTES, pdfResult } from './read-pdf.js';
import { formatBytes } from './truncate.js';
import { type ToolResult, toolError } from './types.js';

/** A notebook bigger than this is not parsed whole (its outputs are usually what makes it big). */
const NOTEBOOK_MAX_BYTES = 20 * 1024 * 1024;
/** What one Read of a notebook may return (Claude Code 2.1.332's 256 KB); past it the model is pointed to jq. */
const NOTEBOOK_MAX_CHARS = 256 * 1024;

/** Claude Code 2.1.332's refusal of a notebook over 256 KB (test/fixtures/claude-code-tool-results/2.1.332-limits.json). */
const notebookTooLarge = (chars: number): string =>
  `Notebook content (${Math.round(chars / 1024)}KB) exceeds maximum allowed size (256KB). Use Bash with jq to read specific portions:\n` +
  "  cat <notebook_path> | jq '.cells[:20]' # First 20 cells\n" +
  "  cat <notebook_path> | jq '.cells[100:120]' # Cells 100-120\n" +
  "  cat <notebook_path> | jq '.cells | length' # Count total cells\n" +
  '  cat <notebook_path> | jq \'.cells[] | select(.cell_type=="code") | .source\' # All code sources';

async function readAll(fh: FileHandle, size: number): Promise<Buffer> {
  const data = Buffer.alloc(size);
  let at = 0;
  while (at < size) {
    const { bytesRead } = await fh.read(data, at, size - at, at);
    if (bytesRead === 0) break;
    at += bytesRead;
  }
  return data.subarray(0, at);
}

/**
 * Read's answer for what is not plain text, decided by the file's first bytes (an image or a PDF, whatever its name
 * says) or, for notebooks (JSON text), by the `.ipynb` extension; undefined when the file is to be read as text.
 */
export async function readMedia(fh: FileHandle, filePath: string, size: number, input: { pages?: string }): Promise<ToolResult | undefined> {
  const head = Buffer.alloc(16);
  const { bytesRead } = await fh.read(head, 0, head.length, 0);
  const start = head.subarray(0, bytesRead);
  const image = sniffImage(start);
  if (image) {
    if (size > IMAGE_MAX_BYTES) {
      return toolError(
        `${filePath} is a ${formatBytes(size)} image; images over ${formatBytes(IMAGE_MAX_BYTES)} cannot be sent to the model. Make a smaller copy with Bash (e.g. \`convert in.png -resize 1568x1568 /tmp/small.png\`, if ImageMagick is installed) and Read that.`,
      );
    }
    return imageResult(filePath, await readAll(fh, size), image);
  }
  if (isPdf(start)) {
    if (size > PDF_MAX_BYTES)
      return toolError(
        `${filePath} is a ${formatBytes(size)} PDF; PDFs over ${formatBytes(PDF_MAX_BYTES)} cannot be sent to the model. Extract its text with Bash (e.g. \`pdftotext\`).`,
      );
    return pdfResult(filePath, await readAll(fh, size), input.pages);
  }
  if (input.pages !== undefined)
    return toolError(`pages applies only to PDF files, and ${filePath} is not one: call Read without pages (offset and limit select lines).`);
  if (extname(filePath).toLowerCase() === '.ipynb') {
    if (size > NOTEBOOK_MAX_BYTES)
      return toolError(`${filePath} is a ${formatBytes(size)} notebook, too big to show whole. Inspect it with Bash (e.g. \`jq '.cells[0:5]' ${filePath}\`).`);
    const result = notebookResult(filePath, (await readAll(fh, size)).toString('utf8'));
    // Measured as Claude Code measures it: the cells' text as JSON (292KB for its 286 KB of source lines, newlines escaped).
    const chars =
      JSON.stringify(result.content).length + (result.blocks ?? []).reduce((n, b) => n + (b.type === 'text' ? JSON.stringify(b.text).length : 0), 0);
    if (chars > NOTEBOOK_MAX_CHARS) return toolError(notebookTooLarge(chars));
    return result;
  }
  return undefined;
}
