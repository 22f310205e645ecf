import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditTool } from '../../src/tools/edit.js';
import { createWriteTool } from '../../src/tools/write.js';
import type { ToolResult, Workspace } from '../../src/tools/types.js';
import { callsOf } from '../support/tool-call.js';

const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_1' };

describe('Write and Edit', () => {
  let base: string;
  let ws: Workspace;
  let write: (input: unknown) => Promise<ToolResult>;
  let edit: (input: unknown) => Promise<ToolResult>;
  const file = (p: string): string => join(ws.root, p);

  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'edit-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(ws.root, { recursive: true });
    await mkdir(ws.tempDir);
    await mkdir(join(base, 'outside'));
    write = callsOf(createWriteTool({ workspace: ws }), ctx);
    edit = callsOf(createEditTool({ workspace: ws }), ctx);
  });
  after(() => rm(base, { recursive: true, force: true }));

  describe('Write', () => {
    it('creates parent folders and says it created the file', async () => {
      const r = await write({ file_path: 'a/b/c.txt', content: 'one\ntwo\n' });
      assert.equal(r.isError, false);
      assert.equal(r.content, `File created successfully at: ${file('a/b/c.txt')} (file state is current in your context — no need to Read it back)`);
      assert.equal(await readFile(file('a/b/c.txt'), 'utf8'), 'one\ntwo\n');
    });

    it('says it overwrote an existing file', async () => {
      const r = await write({ file_path: file('a/b/c.txt'), content: 'new' });
      assert.equal(r.content, `The file ${file('a/b/c.txt')} has been updated successfully. (file state is current in your context — no need to Read it back)`);
      assert.equal(await readFile(file('a/b/c.txt'), 'utf8'), 'new');
    });

    it('refuses directories, paths through files, and paths outside', async () => {
      assert.match((await write({ file_path: 'a', content: 'x' })).content, /is a directory/);
      assert.match((await write({ file_path: 'a/b/c.txt/d.txt', content: 'x' })).content, /is a file, not a folder/);
      await symlink(join(base, 'outside'), file('out'));
      const r = await write({ file_path: 'out/evil.txt', content: 'x' });
      assert.equal(r.isError, true);
      assert.match(r.content, /outside the working directory/);
      await assert.rejects(readFile(join(base, 'outside', 'evil.txt')));
    });

    it('requires content', async () => {
      assert.equal((await write({ file_path: 'x' })).content, 'Write failed due to the following issue:\nThe required parameter `content` is missing');
    });
  });

  describe('Edit', () => {
    it('replaces a unique string and confirms in one line', async () => {
      await writeFile(file('e1.ts'), 'const a = 1;\nconst b = 2;\n');
      const r = await edit({ file_path: 'e1.ts', old_string: 'const b = 2;', new_string: 'const b = 3;' });
      assert.equal(r.isError, false);
      assert.equal(r.content, `The file ${file('e1.ts')} has been updated successfully. (file state is current in your context — no need to Read it back)`);
      // The SDK's FileEditOutput, plus our replacement count.
      assert.deepEqual(r.details, {
        filePath: file('e1.ts'),
        oldString: 'const b = 2;',
        newString: 'const b = 3;',
        originalFile: 'const a = 1;\nconst b = 2;\n',
        structuredPatch: [{ oldStart: 1, oldLines: 2, newStart: 1, newLines: 2, lines: [' const a = 1;', '-const b = 2;', '+const b = 3;'] }],
        userModified: false,
        replacements: 1,
        replaceAll: false,
      });
      assert.equal(await readFile(file('e1.ts'), 'utf8'), 'const a = 1;\nconst b = 3;\n');
    });

    it('refuses an ambiguous old_string, naming the count', async () => {
      await writeFile(file('e2.ts'), 'x = 1\ny = 2\nx = 1\n');
      const r = await edit({ file_path: 'e2.ts', old_string: 'x = 1', new_string: 'x = 9' });
      assert.equal(r.isError, true);
      assert.match(r.content, /^<tool_use_error>Found 2 matches of the string to replace, but replace_all is false\..*\nString: x = 1<\/tool_use_error>$/s);
      assert.equal(await readFile(file('e2.ts'), 'utf8'), 'x = 1\ny = 2\nx = 1\n');
    });

    it('replace_all replaces every occurrence and says so', async () => {
      const r = await edit({ file_path: 'e2.ts', old_string: 'x = 1', new_string: 'x = 9', replace_all: true });
      assert.equal(
        r.content,
        `The file ${file('e2.ts')} has been updated. All occurrences were successfully replaced. (file state is current in your context — no need to Read it back)`,
      );
      assert.equal(r.details?.replacements, 2);
      assert.equal(await readFile(file('e2.ts'), 'utf8'), 'x = 9\ny = 2\nx = 9\n');
    });

    it('gives $ patterns in new_string no special meaning', async () => {
      await writeFile(file('e3.ts'), 'price\n');
      await edit({ file_path: 'e3.ts', old_string: 'price', new_string: "$& $' $1 $$" });
      assert.equal(await readFile(file('e3.ts'), 'utf8'), "$& $' $1 $$\n");
    });

    it('reports a missing old_string without echoing huge text', async () => {
      await writeFile(file('e4.ts'), '  indented();\n');
      const big = `${'z'.repeat(10_000)}`;
      const r = await edit({ file_path: 'e4.ts', old_string: big, new_string: 'a' });
      assert.equal(r.isError, true);
      assert.match(r.content, /^<tool_use_error>String to replace not found in file\.\nString: z{200}… \(10000 characters\)<\/tool_use_error>$/);
      assert.ok(r.content.length < 1000);
      const ws2 = await edit({ file_path: 'e4.ts', old_string: 'indented();\n  more();', new_string: 'x' });
      assert.match(ws2.content, /first line appears at line 1/);
      const numbered = await edit({ file_path: 'e4.ts', old_string: '1\t  indented();', new_string: 'x' });
      assert.match(numbered.content, /line-number prefixes/);
    });

    it('refuses identical strings and missing files', async () => {
      assert.equal(
        (await edit({ file_path: 'e4.ts', old_string: 'a', new_string: 'a' })).content,
        '<tool_use_error>No changes to make: old_string and new_string are exactly the same.</tool_use_error>',
      );
      const r = await edit({ file_path: 'nope.ts', old_string: 'a', new_string: 'b' });
      assert.equal(r.isError, true);
      assert.equal(r.content, `<tool_use_error>File does not exist. Note: your current working directory is ${ws.root}.</tool_use_error>`);
    });

    it('creates a missing file when old_string is empty, but not over a non-empty one', async () => {
      const r = await edit({ file_path: 'fresh/new.ts', old_string: '', new_string: 'hello' });
      assert.equal(r.isError, false);
      assert.equal(await readFile(file('fresh/new.ts'), 'utf8'), 'hello');
      const again = await edit({ file_path: 'fresh/new.ts', old_string: '', new_string: 'bye' });
      assert.equal(again.isError, true);
      assert.equal(again.content, '<tool_use_error>Cannot create new file - file already exists.</tool_use_error>');
    });

    it('matches LF strings against a CRLF file and keeps CRLF', async () => {
      await writeFile(file('win.txt'), 'one\r\ntwo\r\nthree\r\n');
      const r = await edit({ file_path: 'win.txt', old_string: 'one\ntwo', new_string: 'uno\ndos' });
      assert.equal(r.isError, false, r.content);
      assert.equal(await readFile(file('win.txt'), 'utf8'), 'uno\r\ndos\r\nthree\r\n');
    });

    it('refuses binary files and paths outside', async () => {
      await writeFile(file('bin.dat'), Buffer.from([1, 0, 2]));
      assert.match((await edit({ file_path: 'bin.dat', old_string: 'a', new_string: 'b' })).content, /binary/);
      assert.match((await edit({ file_path: '../outside/x', old_string: 'a', new_string: 'b' })).content, /outside the working directory/);
    });
  });
});
