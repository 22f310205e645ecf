import type { PDFDocument } from 'pdf-lib';
import { formatBytes } from './truncate.js';
import { type ToolResult, toolError } from './types.js';

/** Claude Code's rules: a PDF over 10 pages needs `pages`, and one call reads at most 20 pages. */
export const PDF_WHOLE_MAX_PAGES = 10;
export const PDF_RANGE_MAX_PAGES = 20;
/** The API takes 32 MB a request; a file past this is refused before it is parsed. */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;

/** `"3"`, `"1-5"`: first and last page, 1-based; or why the range is not one. */
export function parsePageRange(pages: string): { first: number; last: number } | { error: string } {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(pages);
  if (!m) return { error: `pages "${pages}" is not a page range: use a page ("3") or a range ("1-5").` };
  const first = Number(m[1]);
  const last = m[2] !== undefined ? Number(m[2]) : first;
  if (first < 1 || last < first) return { error: `pages "${pages}" is not a page range: pages count from 1 and a range goes up ("1-5").` };
  if (last - first + 1 > PDF_RANGE_MAX_PAGES)
    return { error: `pages "${pages}" names ${last - first + 1} pages; at most ${PDF_RANGE_MAX_PAGES} pages can be read per call.` };
  return { first, last };
}

/**
 * Read's result for a PDF: the document itself (or a new one made of the pages asked for) as a document block, which
 * the model reads as text and page images. A file the parser cannot open is refused rather than sent: the API would
 * refuse the whole request, and the run with it.
 */
export async function pdfResult(filePath: string, data: Buffer, pages: string | undefined): Promise<ToolResult> {
  const range = pages !== undefined ? parsePageRange(pages) : undefined;
  if (range && 'error' in range) return toolError(range.error);
  // Loaded with the first PDF: most runs never read one, and the parser is large.
  const { PDFDocument: Pdf } = await import('pdf-lib');
  let source: PDFDocument;
  let count: number;
  try {
    source = await Pdf.load(data, { updateMetadata: false });
    // The page tree is read lazily: a broken one shows here, not at load.
    count = source.getPageCount();
  } catch (error) {
    return toolError(
      `${filePath} could not be opened as a PDF (${(error as Error).message}). Try Bash (e.g. \`pdftotext ${filePath} -\`, if poppler-utils is installed).`,
    );
  }
  if (count === 0) return toolError(`${filePath} is a PDF without pages.`);
  let bytes = data;
  let firstPage = 1;
  let shown = count;
  if (range) {
    if (range.first > count) return toolError(`${filePath} has ${count} page${count === 1 ? '' : 's'}; page ${range.first} is past its end.`);
    const last = Math.min(range.last, count);
    const part = await Pdf.create();
    try {
      const copied = await part.copyPages(
        source,
        Array.from({ length: last - range.first + 1 }, (_, i) => range.first - 1 + i),
      );
      for (const page of copied) part.addPage(page);
      bytes = Buffer.from(await part.save());
    } catch (error) {
      return toolError(
        `Pages ${pages ?? ''} of ${filePath} could not be extracted (${(error as Error).message}). Try Bash (e.g. \`pdftotext -f ${range.first} -l ${last} ${filePath} -\`).`,
      );
    }
    firstPage = range.first;
    shown = last - range.first + 1;
  } else if (count > PDF_WHOLE_MAX_PAGES) {
    return toolError(
      `${filePath} has ${count} pages; a PDF over ${PDF_WHOLE_MAX_PAGES} pages must be read in parts: call Read again with pages (e.g. pages: "1-${PDF_RANGE_MAX_PAGES}"), at most ${PDF_RANGE_MAX_PAGES} pages per call.`,
    );
  }
  const base64 = bytes.toString('base64');
  const what = range ? `pages ${firstPage}-${firstPage + shown - 1} of ${count}` : `${count} page${count === 1 ? '' : 's'}`;
  return {
    // Claude Code's words ("PDF file read: <path> (<size>)"), with the pages sent.
    content: `PDF file read: ${filePath} (${formatBytes(data.length)}; ${what})`,
    blocks: [{ type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: base64 } }],
    isError: false,
    details: { type: 'pdf', file: { filePath, base64, originalSize: data.length } },
  };
}
