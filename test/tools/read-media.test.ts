import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { createReadTool } from '../../src/tools/read.js';
import { createNotebookEditTool } from '../../src/tools/notebook-edit.js';
import type { ToolResult, Workspace } from '../../src/tools/types.js';
import { callsOf } from '../support/tool-call.js';

const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_1' };
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A PNG header claiming width × height (enough for the size checks; never sent). */
function pngHeader(width: number, height: number, size = 64): Buffer {
  const b = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

async function pdfOf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`page ${i + 1}`);
  return Buffer.from(await doc.save());
}

const notebook = {
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { language_info: { name: 'python' } },
  cells: [
    { cell_type: 'markdown', id: 'intro', metadata: {}, source: ['# Title\n', 'Some text'] },
    {
      cell_type: 'code',
      id: 'calc',
      metadata: {},
      execution_count: 1,
      source: 'print(1 + 1)\n1/0',
      outputs: [
        { output_type: 'stream', name: 'stdout', text: ['2\n'] },
        { output_type: 'error', ename: 'ZeroDivisionError', evalue: 'division by zero', traceback: ['Traceback line'] },
        { output_type: 'display_data', data: { 'text/plain': ['<Figure>'], 'image/png': PNG_1X1.toString('base64') }, metadata: {} },
      ],
    },
    { cell_type: 'code', metadata: {}, execution_count: null, source: 'x = 3', outputs: [] },
  ],
};

describe('Read of images, PDFs and notebooks', () => {
  let base: string;
  let ws: Workspace;
  let read: (input: unknown) => Promise<ToolResult>;
  let edit: (input: unknown) => Promise<ToolResult>;

  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'read-blocks-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(ws.root, { recursive: true });
    await mkdir(ws.tempDir);
    read = callsOf(createReadTool({ workspace: ws }), ctx);
    edit = callsOf(createNotebookEditTool({ workspace: ws }), ctx);
  });
  after(() => rm(base, { recursive: true, force: true }));

  it('returns a PNG as an image block with the SDK FileReadOutput image, whatever its extension', async () => {
    await writeFile(join(ws.root, 'shot.txt'), PNG_1X1);
    const r = await read({ file_path: 'shot.txt' });
    assert.equal(r.isError, false, r.content);
    assert.deepEqual(r.blocks, [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG_1X1.toString('base64') } }]);
    assert.match(r.content, /1×1/);
    const file = r.details as { type: string; file: { type: string; originalSize: number } };
    assert.equal(file.type, 'image');
    assert.equal(file.file.type, 'image/png');
    assert.equal(file.file.originalSize, PNG_1X1.length);
  });

  it('detects GIF and WebP by their magic bytes', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([3, 0, 2, 0]), Buffer.alloc(20)]);
    await writeFile(join(ws.root, 'a.bin'), gif);
    const r = await read({ file_path: 'a.bin' });
    assert.equal(r.blocks?.[0]?.type, 'image');
    assert.match(r.content, /image\/gif, 3×2/);
  });

  it('refuses an image too large to send, or with a broken header, with what to do', async () => {
    await writeFile(join(ws.root, 'huge.png'), pngHeader(9000, 100));
    const wide = await read({ file_path: 'huge.png' });
    assert.equal(wide.isError, true);
    assert.match(wide.content, /9000×100 pixels; images over 8000 pixels a side cannot be sent/);
    await writeFile(join(ws.root, 'big.png'), pngHeader(100, 100, 4_000_000));
    const big = await read({ file_path: 'big.png' });
    assert.equal(big.isError, true);
    assert.match(big.content, /cannot be sent to the model\. Make a smaller copy/);
    await writeFile(join(ws.root, 'broken.png'), Buffer.concat([pngHeader(1, 1).subarray(0, 12), Buffer.from('XXXX'), Buffer.alloc(20)]));
    const broken = await read({ file_path: 'broken.png' });
    assert.equal(broken.isError, true);
    assert.match(broken.content, /header is broken/);
  });

  it('returns a small PDF as a document block; a long one needs pages; pages makes a PDF of that range', async () => {
    await writeFile(join(ws.root, 'short.pdf'), await pdfOf(3));
    const short = await read({ file_path: 'short.pdf' });
    assert.equal(short.isError, false, short.content);
    assert.equal(short.blocks?.[0]?.type, 'document');
    assert.match(short.content, /3 pages/);
    assert.equal((short.details as { type: string }).type, 'pdf');

    await writeFile(join(ws.root, 'long.pdf'), await pdfOf(25));
    const long = await read({ file_path: 'long.pdf' });
    assert.equal(long.isError, true);
    assert.match(long.content, /has 25 pages; .* call Read again with pages/);

    const part = await read({ file_path: 'long.pdf', pages: '3-7' });
    assert.equal(part.isError, false, part.content);
    assert.match(part.content, /pages 3-7 of 25/);
    const block = part.blocks?.[0];
    assert.ok(block?.type === 'document' && block.source.type === 'base64');
    const extracted = await PDFDocument.load(Buffer.from(block.source.data, 'base64'));
    assert.equal(extracted.getPageCount(), 5);

    assert.match((await read({ file_path: 'long.pdf', pages: '1-30' })).content, /at most 20 pages can be read per call/);
    assert.match((await read({ file_path: 'long.pdf', pages: '26' })).content, /page 26 is past its end/);
    assert.match((await read({ file_path: 'long.pdf', pages: 'x' })).content, /not a page range/);
    await writeFile(join(ws.root, 'notes.txt'), 'text\n');
    assert.match((await read({ file_path: 'notes.txt', pages: '1' })).content, /pages applies only to PDF files/);
  });

  it('refuses a file that starts like a PDF but is not one, instead of sending it', async () => {
    await writeFile(join(ws.root, 'fake.pdf'), '%PDF-1.7\nnot really\n');
    const r = await read({ file_path: 'fake.pdf' });
    assert.equal(r.isError, true);
    assert.match(r.content, /could not be opened as a PDF/);
  });

  it('renders a notebook as Claude Code does: cells with ids and types, then their outputs, images as blocks', async () => {
    await writeFile(join(ws.root, 'nb.ipynb'), JSON.stringify(notebook));
    const r = await read({ file_path: 'nb.ipynb' });
    assert.equal(r.isError, false, r.content);
    // Exactly what Claude Code 2.1 sends for this notebook, all as blocks: text, the cell's image output, then the next cell.
    assert.equal(r.content, '');
    assert.deepEqual(r.blocks?.[0], {
      type: 'text',
      text: '<cell id="intro"><cell_type>markdown</cell_type># Title\nSome text</cell id="intro">\n<cell id="calc">print(1 + 1)\n1/0</cell id="calc">\n\n2\n\n\nZeroDivisionError: division by zero\nTraceback line\n\n<Figure>',
    });
    assert.equal(r.blocks?.length, 3);
    assert.equal(r.blocks?.[1]?.type, 'image');
    assert.deepEqual(r.blocks?.[2], { type: 'text', text: '<cell id="cell-2">x = 3</cell id="cell-2">' });
    assert.equal((r.details as { type: string }).type, 'notebook');
  });

  it("refuses a notebook whose cells come to over 256 KB, in Claude Code 2.1.332's words", async () => {
    const source = Array.from({ length: 6000 }, (_, i) => `x${i} = ${'1'.repeat(40)}\n`);
    const big = {
      cells: [{ cell_type: 'code', id: 'c1', metadata: {}, source, outputs: [], execution_count: null }],
      metadata: {},
      nbformat: 4,
      nbformat_minor: 5,
    };
    await writeFile(join(ws.root, 'big.ipynb'), JSON.stringify(big));
    const r = await read({ file_path: 'big.ipynb' });
    assert.equal(r.isError, true);
    assert.match(
      r.content,
      /^Notebook content \(292KB\) exceeds maximum allowed size \(256KB\)\. Use Bash with jq to read specific portions:\n {2}cat <notebook_path> \| jq '\.cells\[:20\]' # First 20 cells\n/,
    );
    assert.ok(r.content.endsWith(`cat <notebook_path> | jq '.cells[] | select(.cell_type=="code") | .source' # All code sources`));
  });

  it('NotebookEdit replaces (clearing outputs), inserts and deletes cells, addressed by id or cell-N', async () => {
    const file = join(ws.root, 'edit.ipynb');
    await writeFile(file, JSON.stringify(notebook));
    const replaced = await edit({ notebook_path: 'edit.ipynb', cell_id: 'calc', new_source: 'print(2)' });
    assert.equal(replaced.isError, false, replaced.content);
    assert.equal(replaced.content, 'Updated cell calc with print(2)');
    assert.equal((replaced.details as { old_source: string }).old_source, 'print(1 + 1)\n1/0');
    let nb = JSON.parse(await readFile(file, 'utf8'));
    assert.deepEqual(nb.cells[1].outputs, []);
    assert.equal(nb.cells[1].execution_count, null);
    assert.equal(nb.cells[1].source, 'print(2)');

    const inserted = await edit({ notebook_path: 'edit.ipynb', cell_id: 'intro', new_source: 'More', cell_type: 'markdown', edit_mode: 'insert' });
    assert.equal(inserted.isError, false, inserted.content);
    nb = JSON.parse(await readFile(file, 'utf8'));
    assert.equal(nb.cells.length, 4);
    assert.equal(nb.cells[1].source, 'More');
    assert.equal(nb.cells[1].cell_type, 'markdown');
    assert.match(nb.cells[1].id, /^[0-9a-f]{8}$/);

    const deleted = await edit({ notebook_path: 'edit.ipynb', cell_id: 'cell-3', new_source: '', edit_mode: 'delete' });
    assert.equal(deleted.isError, false, deleted.content);
    nb = JSON.parse(await readFile(file, 'utf8'));
    assert.equal(nb.cells.length, 3);
    // No final newline was in the file, none is added (Claude Code 2.1.332 writes the same bytes); one that was stays.
    assert.ok((await readFile(file, 'utf8')).endsWith('\n}'));
    await writeFile(file, `${JSON.stringify(notebook, null, 1)}\n`);
    const kept = await edit({ notebook_path: 'edit.ipynb', cell_id: 'calc', new_source: 'print(3)' });
    assert.equal(kept.isError, false, kept.content);
    const written = await readFile(file, 'utf8');
    assert.ok(written.endsWith('}\n') && !written.endsWith('\n\n'));
    assert.equal((kept.details as { updated_file: string }).updated_file, written);

    assert.match((await edit({ notebook_path: 'edit.ipynb', cell_id: 'nope', new_source: 'x' })).content, /Cell with ID "nope" not found/);
    assert.match((await edit({ notebook_path: 'edit.ipynb', new_source: 'x', edit_mode: 'insert' })).content, /cell_type is required/);
    assert.match((await edit({ notebook_path: 'edit.ipynb', new_source: 'x' })).content, /cell_id is required/);
    await writeFile(join(ws.root, 'x.py'), 'x');
    assert.match((await edit({ notebook_path: 'x.py', cell_id: 'a', new_source: 'x' })).content, /must be a Jupyter notebook/);
    assert.match((await edit({ notebook_path: 'missing.ipynb', cell_id: 'a', new_source: 'x' })).content, /File does not exist/);
  });
});
