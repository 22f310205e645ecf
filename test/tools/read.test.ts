import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReadTool } from '../../src/tools/read.js';
import type { ToolResult, Workspace } from '../../src/tools/types.js';
import { callsOf } from '../support/tool-call.js';

const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_1' };

describe('Read', () => {
  let base: string;
  let ws: Workspace;
  let read: (input: unknown) => Promise<ToolResult>;

  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'read-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(join(ws.root, 'src'), { recursive: true });
    await mkdir(ws.tempDir);
    read = callsOf(createReadTool({ workspace: ws }), ctx);
  });
  after(() => rm(base, { recursive: true, force: true }));

  it('numbers lines like Claude Code: number, tab, text', async () => {
    await writeFile(join(ws.root, 'hello.txt'), 'Helo, world!\n');
    const r = await read({ file_path: 'hello.txt' });
    assert.equal(r.isError, false);
    assert.equal(r.content, '1\tHelo, world!\n2\t');
    // The SDK's FileReadOutput: the text shown, without line numbers.
    assert.deepEqual(r.details, {
      type: 'text',
      file: { filePath: join(ws.root, 'hello.txt'), content: 'Helo, world!\n', numLines: 2, startLine: 1, totalLines: 2 },
    });
  });

  it('accepts absolute paths and strips CR from CRLF lines', async () => {
    await writeFile(join(ws.root, 'crlf.txt'), 'a\r\nb');
    const r = await read({ file_path: join(ws.root, 'crlf.txt') });
    assert.equal(r.content, '1\ta\n2\tb');
  });

  it('reads from offset for limit lines, and says nothing more when it stopped where asked (as Claude Code)', async () => {
    const body = Array.from({ length: 10 }, (_, i) => `L${i + 1}`).join('\n');
    await writeFile(join(ws.root, 'ten.txt'), body);
    const r = await read({ file_path: 'ten.txt', offset: 3, limit: 4 });
    assert.equal(r.content, '3\tL3\n4\tL4\n5\tL5\n6\tL6');
    assert.deepEqual(r.details, {
      type: 'text',
      file: { filePath: join(ws.root, 'ten.txt'), content: 'L3\nL4\nL5\nL6', numLines: 4, startLine: 3, totalLines: 10 },
    });
    const rest = await read({ file_path: 'ten.txt', offset: 7 });
    assert.equal(rest.content, '7\tL7\n8\tL8\n9\tL9\n10\tL10');
  });

  it("notes an empty file, in Claude Code's words", async () => {
    await writeFile(join(ws.root, 'empty.txt'), '');
    const r = await read({ file_path: 'empty.txt' });
    assert.equal(r.isError, false);
    assert.equal(r.content, '<system-reminder>Warning: the file exists but the contents are empty.</system-reminder>');
  });

  it("warns of an offset past the end, in Claude Code's words", async () => {
    await writeFile(join(ws.root, 'two.txt'), 'a\nb');
    const r = await read({ file_path: 'two.txt', offset: 5 });
    assert.equal(r.isError, false);
    assert.equal(r.content, '<system-reminder>Warning: the file exists but is shorter than the provided offset (5). The file has 2 lines.</system-reminder>');
  });

  it('names a missing file and suggests similar names', async () => {
    await writeFile(join(ws.root, 'src', 'config.ts'), 'x');
    const r = await read({ file_path: 'src/confg.ts' });
    assert.equal(r.isError, true);
    assert.equal(r.content, `File does not exist. Note: your current working directory is ${ws.root}. Did you mean ${join(ws.root, 'src', 'config.ts')}?`);
    const ext = await read({ file_path: 'src/config.js' });
    assert.match(ext.content, /Did you mean .*src\/config\.ts\?/);
    const nodir = await read({ file_path: 'nowhere/x.ts' });
    assert.equal(nodir.content, `File does not exist. Note: your current working directory is ${ws.root}.`);
  });

  it('refuses directories, in the words Claude Code passes on', async () => {
    const r = await read({ file_path: 'src' });
    assert.equal(r.isError, true);
    assert.equal(r.content, `EISDIR: illegal operation on a directory, read '${join(ws.root, 'src')}'`);
  });

  it('refuses binary files', async () => {
    await writeFile(join(ws.root, 'img.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]));
    const r = await read({ file_path: 'img.png' });
    assert.equal(r.isError, true);
    assert.match(r.content, /binary file/);
  });

  it('refuses FIFOs instead of hanging', async () => {
    const fifo = join(ws.root, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const r = await read({ file_path: 'pipe' });
    assert.equal(r.isError, true);
    assert.match(r.content, /not a regular file/);
  });

  it('refuses paths outside the working directory', async () => {
    const r = await read({ file_path: '/etc/hostname' });
    assert.equal(r.isError, true);
    assert.match(r.content, /outside the working directory/);
  });

  it('can read spilled outputs in the temp folder', async () => {
    await writeFile(join(ws.tempDir, 'out.txt'), 'spilled');
    const r = await read({ file_path: join(ws.tempDir, 'out.txt') });
    assert.equal(r.content, '1\tspilled');
  });

  it('validates its input', async () => {
    const r = await read({ file_path: 'a', offset: 'x' });
    assert.equal(r.content, 'Read failed due to the following issue:\nThe parameter `offset` type is expected as `number` but provided as `string`');
  });
});
