import type Anthropic from '@anthropic-ai/sdk';
import type { ToolResult, ToolResultBlock } from './types.js';

/** One cell of an nbformat 4 notebook, as far as Read and NotebookEdit look at it. */
export interface NotebookCell {
  cell_type: string;
  id?: string;
  source: string | string[];
  metadata?: Record<string, unknown>;
  outputs?: unknown[];
  execution_count?: number | null;
  [key: string]: unknown;
}

export interface Notebook {
  cells: NotebookCell[];
  metadata?: { language_info?: { name?: string }; [key: string]: unknown };
  nbformat?: number;
  nbformat_minor?: number;
  [key: string]: unknown;
}

/** Claude Code's cap on one cell's outputs shown by Read; past it the model is told how to get them. */
const CELL_OUTPUTS_MAX_CHARS = 10_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const joined = (v: unknown): string => (Array.isArray(v) ? v.filter((s) => typeof s === 'string').join('') : typeof v === 'string' ? v : '');

/** The notebook in `text`, or why it is not one. */
export function parseNotebook(text: string): { ok: true; notebook: Notebook } | { ok: false; error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Notebook file is not valid JSON (it may be truncated or corrupted): ${(error as Error).message}` };
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.cells)) return { ok: false, error: 'Notebook file has no "cells" list: it is not an nbformat 4 notebook.' };
  const bad = parsed.cells.findIndex((c) => !isRecord(c) || typeof c.cell_type !== 'string');
  if (bad !== -1) return { ok: false, error: `Notebook cell ${bad} has no cell_type: it is not an nbformat 4 notebook.` };
  return { ok: true, notebook: parsed as Notebook };
}

export function notebookLanguage(notebook: Notebook): string {
  return notebook.metadata?.language_info?.name ?? 'python';
}

/** The id Read shows for a cell and NotebookEdit accepts: its own, else `cell-N` (its index), as Claude Code names it. */
export function cellIdOf(cell: NotebookCell, index: number): string {
  return typeof cell.id === 'string' && cell.id !== '' ? cell.id : `cell-${index}`;
}

/** The index of the cell `cellId` names (its id, or `cell-N`), or -1. */
export function findCell(notebook: Notebook, cellId: string): number {
  const byId = notebook.cells.findIndex((c) => c.id === cellId);
  if (byId !== -1) return byId;
  const n = /^cell-(\d+)$/.exec(cellId);
  const index = n ? Number(n[1]) : -1;
  return index >= 0 && index < notebook.cells.length ? index : -1;
}

interface RenderedOutput {
  text: string;
  image?: { data: string; mediaType: 'image/png' | 'image/jpeg' };
}

function renderOutput(output: unknown): RenderedOutput {
  if (!isRecord(output)) return { text: '' };
  switch (output.output_type) {
    case 'stream':
      return { text: joined(output.text) };
    case 'execute_result':
    case 'display_data': {
      const data = isRecord(output.data) ? output.data : {};
      const png = joined(data['image/png']);
      const jpeg = joined(data['image/jpeg']);
      const image =
        png !== ''
          ? { data: png.replace(/\s/g, ''), mediaType: 'image/png' as const }
          : jpeg !== ''
            ? { data: jpeg.replace(/\s/g, ''), mediaType: 'image/jpeg' as const }
            : undefined;
      return { text: joined(data['text/plain']), ...(image ? { image } : {}) };
    }
    case 'error':
      return { text: `${String(output.ename)}: ${String(output.evalue)}\n${Array.isArray(output.traceback) ? output.traceback.map(String).join('\n') : ''}` };
    default:
      return { text: '' };
  }
}

/**
 * Every cell as Claude Code shows it: `<cell id="…">` with its source, then its outputs' text and images, in order;
 * adjacent text joined by new lines into one block, so an image sits between the text before and after it.
 */
export function renderNotebook(notebook: Notebook, filePath: string): { text: string; blocks: ToolResultBlock[] } {
  const language = notebookLanguage(notebook);
  let parts: string[] = [];
  const chunks: (string | Anthropic.ImageBlockParam)[] = [];
  const flush = (): void => {
    if (parts.length > 0) chunks.push(parts.join('\n'));
    parts = [];
  };
  notebook.cells.forEach((cell, index) => {
    const id = cellIdOf(cell, index);
    const tags =
      (cell.cell_type !== 'code' ? `<cell_type>${cell.cell_type}</cell_type>` : '') +
      (cell.cell_type === 'code' && language !== 'python' ? `<language>${language}</language>` : '');
    parts.push(`<cell id="${id}">${tags}${joined(cell.source)}</cell id="${id}">`);
    if (cell.cell_type !== 'code' || !Array.isArray(cell.outputs) || cell.outputs.length === 0) return;
    const outputs = cell.outputs.map(renderOutput);
    const size = outputs.reduce((n, o) => n + o.text.length + (o.image?.data.length ?? 0), 0);
    if (size > CELL_OUTPUTS_MAX_CHARS) {
      parts.push(`\nOutputs are too large to include. Use Bash with: cat ${filePath} | jq '.cells[${index}].outputs'`);
      return;
    }
    for (const o of outputs) {
      if (o.text !== '') parts.push(`\n${o.text}`);
      if (!o.image) continue;
      flush();
      chunks.push({ type: 'image', source: { type: 'base64', media_type: o.image.mediaType, data: o.image.data } });
    }
  });
  flush();
  const [first, ...rest] = chunks;
  const blocks = rest.map((c): ToolResultBlock => (typeof c === 'string' ? { type: 'text', text: c } : c));
  return typeof first === 'string' ? { text: first, blocks } : { text: '', blocks: first ? [first, ...blocks] : blocks };
}

/**
 * One cell as Claude Code's Read output holds it (the transcript's tool_use_result, hooks' tool_response; observed
 * from 2.1.332, test/fixtures/claude-code-hook-stdin/2.1.332-tools.json): the source as one string, the id Read shows,
 * the language for code cells, the run count and outputs where there are some.
 */
function cellOutputOf(cell: NotebookCell, index: number, language: string): Record<string, unknown> {
  const outputs =
    cell.cell_type === 'code' && Array.isArray(cell.outputs) && cell.outputs.length > 0
      ? cell.outputs.map((o) => {
          const shown = renderOutput(o);
          return {
            output_type: isRecord(o) ? String(o.output_type) : '',
            ...(shown.text !== '' ? { text: shown.text } : {}),
            ...(shown.image ? { image: { image_data: shown.image.data, media_type: shown.image.mediaType } } : {}),
          };
        })
      : undefined;
  return {
    cellType: cell.cell_type,
    source: joined(cell.source),
    ...(typeof cell.execution_count === 'number' ? { execution_count: cell.execution_count } : {}),
    cell_id: cellIdOf(cell, index),
    ...(cell.cell_type === 'code' ? { language } : {}),
    ...(outputs ? { outputs } : {}),
  };
}

/** Read's result for a notebook, with the SDK's FileReadOutput `notebook` (the cells as Claude Code gives them) for the transcript. */
export function notebookResult(filePath: string, text: string): ToolResult {
  const parsed = parseNotebook(text);
  if (!parsed.ok) return { content: `${filePath}: ${parsed.error} Read it with offset and limit as text, or inspect it with Bash.`, isError: true };
  if (parsed.notebook.cells.length === 0)
    return { content: `The notebook ${filePath} has no cells.`, isError: false, details: { type: 'notebook', file: { filePath, cells: [] } } };
  const rendered = renderNotebook(parsed.notebook, filePath);
  // As content blocks, as Claude Code sends a notebook (2.1.332): the text runs between the images.
  return {
    content: '',
    blocks: rendered.text === '' ? rendered.blocks : [{ type: 'text', text: rendered.text }, ...rendered.blocks],
    isError: false,
    details: { type: 'notebook', file: { filePath, cells: parsed.notebook.cells.map((c, i) => cellOutputOf(c, i, notebookLanguage(parsed.notebook))) } },
  };
}
