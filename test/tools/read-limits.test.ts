/**
 * Read's limits as Claude Code 2.1.332 has them (src/tools/read-limits.ts; measured by scripts/oracle/read-glob-limits.mjs):
 * 256 KB for a whole file, 25,000 tokens for what is shown, a page of a whole file past that, allow_large up to the
 * turn's room; no line cap, no line cut. The turn's room here is a real ContextRoom with a counter of our own.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contextRoom } from '../../src/tools/context-room.js';
import { createReadTool } from '../../src/tools/read.js';
import { ReadFileState } from '../../src/tools/read-state.js';
import type { ContextRoom, ToolResult, Workspace } from '../../src/tools/types.js';

/** `lines` lines of `width` characters, as the oracle makes them. */
const made = (lines: number, width: number): string =>
  Array.from({ length: lines }, (_, i) => `${String(i + 1).padStart(6, '0')} ${'x'.repeat(width - 7)}\n`).join('');

describe('Read limits (Claude Code 2.1.332)', () => {
  let base: string;
  let ws: Workspace;
  let files: ReadFileState;
  /** The texts the room was asked to count. */
  let counted: number[];
  const read = (input: Record<string, unknown>, room?: ContextRoom): Promise<ToolResult> =>
    createReadTool({ workspace: ws }).execute(input as never, {
      signal: new AbortController().signal,
      toolUseId: 'toolu_1',
      files,
      ...(room ? { room } : {}),
    });
  /** A room of `tokens` whose counter is the scripted model's rule (JSON bytes / 4), so counts are exact and known. */
  const roomOf = (tokens: number): ContextRoom =>
    contextRoom(tokens, async (text) => {
      counted.push(text.length);
      return Math.ceil(Buffer.byteLength(JSON.stringify({ role: 'user', type: 'text', text })) / 4);
    });
  const file = (name: string): string => join(ws.root, name);

  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'read-limits-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(ws.root, { recursive: true });
    await mkdir(ws.tempDir);
    await writeFile(file('lines-2500.txt'), Array.from({ length: 2500 }, (_, i) => `line ${i + 1}\n`).join(''));
    await writeFile(file('long-line.txt'), made(3, 5000));
    await writeFile(file('lines-3000x60.txt'), made(3000, 60));
    await writeFile(file('lines-6000x60.txt'), made(6000, 60));
    await writeFile(file('size-256k.txt'), made(4096, 63));
    await writeFile(file('size-256k-plus.txt'), made(4097, 63));
  });
  after(() => rm(base, { recursive: true, force: true }));
  const fresh = (): void => {
    files = new ReadFileState();
    counted = [];
  };

  it('has no line cap and cuts no line: 2,500 lines and 5,000-character lines are shown whole', async () => {
    fresh();
    const r = await read({ file_path: 'lines-2500.txt' }, roomOf(100_000));
    assert.equal(r.isError, false);
    assert.ok(r.content.endsWith('\n2500\tline 2500\n2501\t'), r.content.slice(-80));
    const wide = await read({ file_path: 'long-line.txt' }, roomOf(100_000));
    assert.deepEqual(
      wide.content.split('\n').map((l) => l.length),
      [5002, 5002, 5002, 2],
    );
    assert.equal(files.stateOf(file('long-line.txt'), { mtimeMs: (await stat(file('long-line.txt'))).mtimeMs }), 'current');
  });

  it("refuses a whole file over 256 KB in the CLI's words (offset alone is no part); limit reads a part of it", async () => {
    fresh();
    assert.equal((await read({ file_path: 'size-256k.txt' }, roomOf(200_000))).isError, false, 'exactly 256 KB is not over');
    const over = await read({ file_path: 'size-256k-plus.txt' }, roomOf(200_000));
    assert.equal(over.isError, true);
    assert.equal(
      over.content,
      'File content (256.1KB) exceeds maximum allowed size (256KB). Use offset and limit parameters to read specific portions of the file, or search for specific content instead of reading the whole file. To read it anyway, up to what still fits in your context, call Read again with allow_large: true — only if you genuinely need all of it or the user asked for the whole file.',
    );
    const noRoom = await read({ file_path: 'lines-6000x60.txt', offset: 10 }, roomOf(1_000));
    assert.match(
      noRoom.content,
      /^File content \(357\.4KB\) exceeds maximum allowed size \(256KB\)\. .* Even with allow_large, this is more than fits in the context you have left this turn \(other large reads in the same turn share that room\)\.$/,
    );
    const part = await read({ file_path: 'lines-6000x60.txt', offset: 5990, limit: 2 }, roomOf(1_000));
    assert.equal(part.content, `5990\t005990 ${'x'.repeat(53)}\n5991\t005991 ${'x'.repeat(53)}`);
    assert.equal(files.stateOf(file('lines-6000x60.txt'), { mtimeMs: 0 }), 'partial');
    assert.equal(files.stateOf(file('size-256k-plus.txt'), { mtimeMs: 0 }), 'unread');
  });

  it('cuts a whole file over 25,000 tokens to a page (the count asked of the API), which records nothing for Edit', async () => {
    fresh();
    const r = await read({ file_path: 'lines-3000x60.txt' }, roomOf(100_000));
    assert.equal(r.isError, false);
    // The same numbers as the CLI's against the same counter (test/fixtures/claude-code-tool-results/2.1.332-limits.json).
    const [page, reminder] = r.content.split('\n\n<system-reminder>\n');
    assert.equal(page?.split('\n').length, 1371);
    assert.ok(page?.endsWith(`\n1371\t001371 ${'x'.repeat(53)}`));
    assert.equal(
      reminder,
      `[Truncated: PARTIAL view — ${file('lines-3000x60.txt')}: showing lines 1-1371 of 3001 total (46510 tokens, cap 25000). Call Read with offset=1372 limit=1371 for the next page, or Grep to find a specific section. To read it anyway, up to what still fits in your context, call Read again with allow_large: true — only if you genuinely need all of it or the user asked for the whole file. Do NOT answer from this page alone if the answer may be further in the file.]\n</system-reminder>`,
    );
    assert.deepEqual(counted, [182999 + 1]);
    assert.equal(files.stateOf(file('lines-3000x60.txt'), { mtimeMs: 0 }), 'unread');
  });

  it('refuses a part the model named that is over the cap', async () => {
    fresh();
    const r = await read({ file_path: 'lines-6000x60.txt', offset: 1, limit: 4000 }, roomOf(10_000));
    assert.equal(r.isError, true);
    assert.equal(
      r.content,
      'File content (62010 tokens) exceeds maximum allowed tokens (25000). Use offset and limit parameters to read specific portions of the file, or search for specific content instead of reading the whole file. Even with allow_large, this is more than fits in the context you have left this turn (other large reads in the same turn share that room).',
    );
  });

  it("allow_large shows what fits the turn's room, which the turn's reads share, and pages the rest", async () => {
    fresh();
    const room = roomOf(120_000);
    const whole = await read({ file_path: 'lines-3000x60.txt', allow_large: true }, room);
    assert.equal(whole.content.split('\n').length, 3001);
    assert.ok(room.left() < 120_000 - 50_000, `the read took its tokens from the room: ${room.left()} left`);
    const next = await read({ file_path: 'lines-6000x60.txt', allow_large: true }, room);
    const left = 120_000 - 50735;
    assert.match(
      next.content,
      new RegExp(
        `showing lines 1-1253 of 6001 total \\(101735 tokens, allow_large had room for ${left} tokens this turn\\)\\. .* Even with allow_large, this is more than fits`,
      ),
    );
  });

  it('two allow_large reads of one turn running side by side share the room: one fits, the other gets the page', async () => {
    fresh();
    // The API answers both counts only once both were asked (a real count_tokens takes a round trip): the two reads
    // are then both past their scan before either takes from the room.
    const asked: (() => void)[] = [];
    const room = contextRoom(60_000, async (text) => {
      await new Promise<void>((resolve) => {
        asked.push(resolve);
        if (asked.length === 2) for (const go of asked) go();
      });
      return Math.ceil(Buffer.byteLength(JSON.stringify({ role: 'user', type: 'text', text })) / 4);
    });
    const both = await Promise.all([
      read({ file_path: 'lines-3000x60.txt', allow_large: true }, room),
      read({ file_path: 'lines-3000x60.txt', allow_large: true }, room),
    ]);
    const pages = both.filter((r) => r.content.includes('[Truncated: PARTIAL view'));
    assert.equal(pages.length, 1, 'one of them is cut to a page');
    assert.match(pages[0]?.content ?? '', new RegExp(`allow_large had room for ${60_000 - 50735} tokens this turn`));
  });

  it("an attacker's 10 MB single line: refused whole, counted without being sent whole, shown as an excerpt at most", async () => {
    fresh();
    await writeFile(file('one-line.min.js'), `${'a'.repeat(10 * 1024 * 1024)}\n`);
    const refused = await read({ file_path: 'one-line.min.js' }, roomOf(100_000));
    assert.match(refused.content, /^File content \(10240KB\) exceeds maximum allowed size \(256KB\)/);
    const part = await read({ file_path: 'one-line.min.js', limit: 1 }, roomOf(100_000));
    assert.equal(part.isError, true);
    assert.match(part.content, /^File content \(2621440 tokens\) exceeds maximum allowed tokens \(25000\)/);
    const large = await read({ file_path: 'one-line.min.js', allow_large: true }, roomOf(100_000));
    assert.equal(large.isError, false);
    assert.match(
      large.content,
      /showing the first 85000 of 10485761 characters \(2621440 tokens, allow_large had room for 100000 tokens this turn\); this file has very long lines/,
    );
    assert.ok(large.content.length < 100_000, `${large.content.length} characters`);
    assert.deepEqual(counted, [], 'nothing that large is sent to be counted');
  });
});
