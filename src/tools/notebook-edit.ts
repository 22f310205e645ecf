import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { extname } from 'node:path';
import { cellIdOf, findCell, notebookLanguage, parseNotebook, type NotebookCell } from './notebook.js';
import { openInWorkspace, onWorkspaceFile } from './path-guard.js';
import { statFile } from './read.js';
import { toolInput, objectSchema } from './schema.js';
import { NOT_READ } from './read-state.js';
import { type ToolDefinition, type Workspace, toolError, toolUseError } from './types.js';

/** The SDK's NotebookEditInput. */
export interface NotebookEditInput {
  notebook_path: string;
  cell_id?: string;
  new_source: string;
  cell_type?: 'code' | 'markdown';
  edit_mode?: 'replace' | 'insert' | 'delete';
}

const schema = objectSchema(['notebook_path', 'new_source'], {
  notebook_path: { type: 'string', description: 'Path of the Jupyter notebook (.ipynb) to edit: absolute, or relative to the working directory.' },
  cell_id: {
    type: 'string',
    description: 'The id of the cell to edit (as Read shows it: <cell id="...">). For insert: the new cell goes after it, or first when left out.',
  },
  new_source: { type: 'string', description: 'The new source of the cell (ignored for delete).' },
  cell_type: { type: 'string', enum: ['code', 'markdown'], description: 'code or markdown; defaults to the current type; required for insert.' },
  edit_mode: { type: 'string', enum: ['replace', 'insert', 'delete'], description: 'replace (default), insert or delete.' },
});

const sourceOf = (cell: NotebookCell): string => (Array.isArray(cell.source) ? cell.source.join('') : cell.source);

/** A cell as Jupyter writes a new one: code cells carry outputs and an execution count, markdown cells do not. */
function newCell(cellType: 'code' | 'markdown', source: string, id: string | undefined): NotebookCell {
  const base: NotebookCell = { cell_type: cellType, ...(id !== undefined ? { id } : {}), metadata: {}, source };
  return cellType === 'code' ? { ...base, execution_count: null, outputs: [] } : base;
}

/** Cell ids exist from nbformat 4.5 on; an older notebook gets none (it would no longer validate against its version). */
function wantsIds(nbformat: number | undefined, minor: number | undefined): boolean {
  return (nbformat ?? 4) > 4 || ((nbformat ?? 4) === 4 && (minor ?? 0) >= 5);
}

export function createNotebookEditTool(opts: { workspace: Workspace }): ToolDefinition<NotebookEditInput> {
  return {
    name: 'NotebookEdit',
    ...toolInput<NotebookEditInput>('NotebookEdit', schema),
    execute: onWorkspaceFile(opts.workspace, 'notebook_path', async (filePath, input, ctx) => {
      if (extname(filePath).toLowerCase() !== '.ipynb')
        return toolUseError('File must be a Jupyter notebook (.ipynb file). For editing other file types, use the Edit tool.');
      const mode = input.edit_mode ?? 'replace';
      if (mode === 'insert' && input.cell_type === undefined) return toolError('cell_type is required when using edit_mode=insert.');
      if (mode !== 'insert' && input.cell_id === undefined)
        return toolError(`cell_id is required for edit_mode=${mode}: Read the notebook to see its cell ids.`);
      const st = await statFile(filePath, opts.workspace.root);
      // Claude Code 2.1.332 asks for a Read first, before it looks for the file: a missing notebook is one not read
      // (where the agent's reads are kept; without a record, as in a bare tool call, it says the file does not exist).
      if (!st.ok) return ctx.files !== undefined && !existsSync(filePath) ? toolUseError(NOT_READ) : toolError(st.error);
      const opened = await openInWorkspace(opts.workspace, filePath, 'write', ctx.recheckPath);
      if (!opened.ok) return toolError(opened.error);
      const fh = opened.handle;
      try {
        if (opened.created) {
          await unlink(filePath).catch(() => undefined);
          return toolError(`File does not exist: ${filePath}.`);
        }
        const originalFile = await fh.readFile('utf8');
        if (ctx.files?.stateOf(filePath, { mtimeMs: (await fh.stat()).mtimeMs, data: originalFile }) === 'unread') return toolUseError(NOT_READ);
        const parsed = parseNotebook(originalFile);
        if (!parsed.ok) return toolError(`${filePath}: ${parsed.error}`);
        const notebook = parsed.notebook;
        const language = notebookLanguage(notebook);
        let index = input.cell_id !== undefined ? findCell(notebook, input.cell_id) : -1;
        if (input.cell_id !== undefined && index === -1) return toolUseError(`Cell with ID "${input.cell_id}" not found in notebook.`);
        let oldSource: string | undefined;
        let cellType: 'code' | 'markdown';
        let cellId: string | undefined;
        if (mode === 'insert') {
          cellType = input.cell_type ?? 'code';
          const id = wantsIds(notebook.nbformat, notebook.nbformat_minor) ? randomBytes(4).toString('hex') : undefined;
          index += 1;
          notebook.cells.splice(index, 0, newCell(cellType, input.new_source, id));
          cellId = cellIdOf(notebook.cells[index] as NotebookCell, index);
        } else {
          const cell = notebook.cells[index] as NotebookCell;
          oldSource = sourceOf(cell);
          cellId = cellIdOf(cell, index);
          cellType = input.cell_type ?? (cell.cell_type === 'markdown' ? 'markdown' : 'code');
          if (mode === 'delete') notebook.cells.splice(index, 1);
          else if (input.cell_type !== undefined && input.cell_type !== cell.cell_type) {
            notebook.cells[index] = newCell(cellType, input.new_source, cell.id);
          } else {
            cell.source = input.new_source;
            if (cell.cell_type === 'code') Object.assign(cell, { execution_count: null, outputs: [] });
          }
        }
        // Jupyter's one-space indent, so a diff shows only the cell that changed; a final newline only where the file
        // had one (Claude Code 2.1.332 writes the same bytes: `updated_file` is what it writes).
        const updatedFile = `${JSON.stringify(notebook, null, 1)}${originalFile.endsWith('\n') ? '\n' : ''}`;
        await fh.truncate(0);
        await fh.write(updatedFile, 0, 'utf8');
        ctx.files?.wrote(filePath, (await fh.stat()).mtimeMs, updatedFile, true);
        const said =
          mode === 'delete'
            ? `Deleted cell ${cellId}`
            : mode === 'insert'
              ? `Inserted cell ${cellId} with ${input.new_source}`
              : `Updated cell ${cellId} with ${input.new_source}`;
        return {
          content: said,
          isError: false,
          details: {
            new_source: input.new_source,
            ...(oldSource !== undefined ? { old_source: oldSource } : {}),
            cell_id: cellId,
            cell_type: cellType,
            language,
            edit_mode: mode,
            // Claude Code's NotebookEditOutput names a failure here; a result that got this far has none.
            error: '',
            notebook_path: filePath,
            original_file: originalFile,
            updated_file: updatedFile,
          },
        };
      } catch (err) {
        return toolError(`Failed to edit ${filePath}: ${(err as Error).message}`);
      } finally {
        await fh.close().catch(() => undefined);
      }
    }),
    readOnly: false,
    description: [
      'Replaces, inserts or deletes one cell of a Jupyter notebook (.ipynb). Read the notebook first: cells are named by',
      'the id Read shows (<cell id="...">). edit_mode replace (default) sets the cell\'s source (a code cell\'s outputs are',
      'cleared); insert adds a new cell after cell_id (first when cell_id is left out) and needs cell_type; delete removes it.',
    ].join(' '),
  };
}
