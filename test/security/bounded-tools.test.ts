/**
 * Attack on the runner's own tools: the workspace holds a file that is huge but costs nothing to make (a
 * sparse file of 64 GiB whose first part is text). Read and Grep run inside the runner's process, so a
 * tool that reads it to the end holds the run far past its timeout. The work each call does must be
 * bounded whatever the workspace holds, and a call must stop on the run's abort. Measured in bytes the
 * process read (/proc/self/io `rchar`), not in time.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readRegular } from '../../src/tools/grep-read.js';
import { createReadTool } from '../../src/tools/read.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { call, turn } from '../support/scripted-turns.js';

const GiB = 1024 ** 3;
const bytesRead = (): number => Number(/^rchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1] ?? NaN);

function workspaceWithSparseFile(size: number): { dir: string; runDir: string; file: string } {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'bounded-tools-')));
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'bounded-tools-run-')));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  const file = path.join(dir, 'big.log');
  const fd = openSync(file, 'w');
  // Text for the binary sniff, then holes (read back as zeros) to `size`.
  writeSync(fd, 'needle in the first lines\n'.repeat(1000));
  ftruncateSync(fd, size);
  closeSync(fd);
  return { dir, runDir, file };
}

test('Read of a 64 GiB sparse file through the product: a bounded read, and the model told how to go on', { skip: process.platform !== 'linux' }, async (t) => {
  const ws = workspaceWithSparseFile(64 * GiB);
  t.after(() => [ws.dir, ws.runDir].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const model = await startScriptedModel([
    turn(call('Read', { file_path: ws.file }, 'toolu_0')),
    turn(call('Read', { file_path: ws.file, offset: 2000, limit: 10 }, 'toolu_1')),
    { content: [{ type: 'text', text: 'Done.' }] },
  ]);
  t.after(() => model.close());
  const before = bytesRead();
  const r = await runProductSession({ cwd: ws.dir, runDir: ws.runDir, modelUrl: model.url });
  const read = bytesRead() - before;
  assert.equal(r.outcome.subtype, 'success', JSON.stringify(r.outcome.errors));
  assert.ok(read < 2 * GiB, `the run read ${(read / GiB).toFixed(1)} GiB`);
  // The whole file is refused by its size, before it is read (Claude Code's 256 KB); a part named by limit is looked for.
  assert.match(JSON.stringify(model.requests[1]?.body), /File content \(67108864KB\) exceeds maximum allowed size \(256KB\)/);
  const result = JSON.stringify(model.requests[2]?.body);
  assert.match(result, /Read looks at its first 256(\.0)? MB/, result.slice(-600));
});

test("Read stops on the run's abort, and Grep's in-process engine reads a bounded part of a huge file", { skip: process.platform !== 'linux' }, async (t) => {
  const ws = workspaceWithSparseFile(4 * GiB);
  t.after(() => [ws.dir, ws.runDir].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const workspace = { root: ws.dir, tempDir: ws.runDir };
  const aborted = new AbortController();
  aborted.abort();
  let before = bytesRead();
  const read = await createReadTool({ workspace }).execute({ file_path: ws.file, offset: 5000, limit: 10 }, { signal: aborted.signal, toolUseId: 'toolu_1' });
  assert.match(read.content, /interrupted/);
  assert.ok(bytesRead() - before < 64 * 1024 * 1024, 'an aborted Read stops at once');

  // allow_large on it: the scan stops at its bound, memory holds at most what the room could show, and the model gets
  // the lines found with where Read stopped looking.
  before = bytesRead();
  const rss = process.memoryUsage().rss;
  const large = await createReadTool({ workspace }).execute(
    { file_path: ws.file, allow_large: true },
    { signal: new AbortController().signal, toolUseId: 'toolu_2' },
  );
  assert.ok(bytesRead() - before < 300 * 1024 * 1024, `allow_large read ${((bytesRead() - before) / GiB).toFixed(2)} GiB`);
  assert.ok(process.memoryUsage().rss - rss < 128 * 1024 * 1024, 'allow_large held a bounded part in memory');
  assert.equal(large.isError, false);
  assert.ok(large.content.length < 120_000, `${large.content.length} characters shown`);
  assert.match(large.content, /\n1000\tneedle in the first lines\n\n\[.* Read looks at its first 256(\.0)? MB only \(1000 lines\): use Bash/);

  // Grep's in-process engine (used where ripgrep is not installed) reads each file it searches whole.
  before = bytesRead();
  const content = readRegular(ws.file, false, false);
  const grepRead = bytesRead() - before;
  assert.ok(content !== null && content.subarray(0, 6).toString() === 'needle');
  assert.ok(grepRead < 1 * GiB, `Grep read ${(grepRead / GiB).toFixed(1)} GiB of a 4 GiB file`);
});
