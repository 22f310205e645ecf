import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createGrepTool } from '../../src/tools/grep.js';
import type { Workspace } from '../../src/tools/types.js';

/**
 * The attacker's side of Grep's JavaScript engine (no ripgrep): the model picks the expression and the workspace picks
 * the text. `(a+)+$` against a long run of `a`s backtracks for longer than any run lasts; the run's abort must still end
 * the call, and the runner must stay live (the expression runs on a worker, never on the runner's own thread).
 */
describe('Grep (JavaScript engine) on a catastrophic expression', () => {
  let base = '';
  let ws: Workspace;
  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'grep-abort-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(ws.root, { recursive: true });
    await mkdir(ws.tempDir, { recursive: true });
    // One small file (each of its lines backtracks for minutes): a search this size used to stay on the runner's thread.
    await writeFile(join(ws.root, 'runs.txt'), `${`${'a'.repeat(64)}!\n`.repeat(500)}plain line\n`);
  });
  after(() => rm(base, { recursive: true, force: true }));

  for (const [what, path] of [
    ['a folder holding one file', undefined],
    ['the file itself as path', 'runs.txt'],
  ] as const) {
    it(`settles once the run aborts mid-search (${what}), and the next Grep still answers`, async () => {
      const tool = createGrepTool({ workspace: ws, rgPath: null });
      const ac = new AbortController();
      const call = tool.execute({ pattern: '(a+)+$', output_mode: 'content', ...(path ? { path } : {}) }, { signal: ac.signal, toolUseId: 'toolu_1' });
      let settled = false;
      void call.finally(() => (settled = true));
      // The timers below fire only while this thread is free: on the runner's thread the expression would block them.
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(settled, false, 'the search was still running when the run aborted');
      ac.abort();
      const r = await call;
      assert.equal(r.isError, true);
      assert.match(r.content, /interrupted/);
      const next = await tool.execute({ pattern: 'plain', output_mode: 'content' }, { signal: new AbortController().signal, toolUseId: 'toolu_2' });
      // Named from the working directory, as 2.1.332's Grep names them.
      assert.equal(next.content, 'runs.txt:501:plain line');
    });
  }
});
