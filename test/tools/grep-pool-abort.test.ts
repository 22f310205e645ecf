import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { PlainQuery } from '../../src/tools/grep-js.js';
import { jsSearchFiles } from '../../src/tools/grep-parallel.js';
import { plainQuery } from '../support/grep-query.js';

// A file of its own: this process's pool starts empty, so both searches below share its one worker.
const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'agent-runner-grep-pool-')));
after(() => rmSync(dir, { recursive: true, force: true }));

const query = (pattern: string): PlainQuery => plainQuery(pattern, dir);
const tick = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('Grep JS engine: one worker shared by two searches', () => {
  it("the other search's chunk, on the worker ended for one's abort, goes to a new worker and stays abortable", async () => {
    const stuck = path.join(dir, 'runs.txt');
    writeFileSync(stuck, `${'a'.repeat(64)}!\n`.repeat(500));
    const first = new AbortController();
    const second = new AbortController();
    const a = jsSearchFiles([stuck], { ...query('^(a+)+$'), signal: first.signal }, 1e6, 1);
    const b = jsSearchFiles([stuck], { ...query('(a+)+$'), signal: second.signal }, 1e6, 1);
    let bSettled = false;
    void b.finally(() => (bSettled = true));
    await tick(300);
    first.abort();
    assert.equal((await a).stopped, true);
    // Searched on this thread instead, the second expression would block these timers for good.
    await tick(300);
    assert.equal(bSettled, false, 'the second search still runs, on a worker');
    second.abort();
    assert.equal((await b).stopped, true);
    const plain = path.join(dir, 'plain.txt');
    writeFileSync(plain, 'x\nTODO 1\n');
    const r = await jsSearchFiles([stuck, plain], { ...query('TODO \\d'), signal: new AbortController().signal }, 1e6, 1);
    assert.deepEqual(
      r.files.map((f) => [f.path, [...f.lines.keys()]]),
      [[plain, [2]]],
    );
  });
});
