import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { text, toolUse } from '../faults/helpers.js';
import { makeRepo, NODE24, PROJECT_ROOT, runAction } from './harness.js';
import { plainQuery } from '../support/grep-query.js';

/**
 * dist/grep-worker.js is bundled by ncc on its own (asset builds, -a), apart from the action's chunks: if that build
 * fails, ncc copies the compiled file as it is, and its imports (./grep-js.js) do not exist in dist/. The worker must
 * load on Node 24 from dist/ alone and answer a chunk of a search, as the action's pool sends it.
 */
describe('dist/grep-worker.js', () => {
  it('loads from the bundle alone and searches a chunk', () => {
    const worker = path.join(PROJECT_ROOT, 'dist', 'grep-worker.js');
    assert.doesNotMatch(readFileSync(worker, 'utf8'), /from '\.\//, 'the worker imports files that are not in dist/');
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'grep-worker-dist-')));
    try {
      const files = ['a.txt', 'b.txt', 'c.txt'].map((n, i) => {
        writeFileSync(path.join(dir, n), i === 1 ? 'nothing\n' : `one\nTODO ${n}\n`);
        return path.join(dir, n);
      });
      const query = plainQuery('TODO \\w+', dir);
      const script = `
        const { Worker } = require('node:worker_threads');
        const w = new Worker(${JSON.stringify(worker)});
        w.once('message', (r) => { process.stdout.write(JSON.stringify(r.result.files.map((f) => [f.path, [...f.lines]]))); w.terminate(); });
        w.postMessage({ job: 1, seq: 0, paths: ${JSON.stringify(files)}, query: ${JSON.stringify(query)}, maxLines: 100, shared: new Int32Array(new SharedArrayBuffer(8)) });
      `;
      const out = JSON.parse(execFileSync(NODE24, ['-e', script], { encoding: 'utf8', timeout: 30_000 })) as unknown;
      assert.deepEqual(out, [
        [files[0], [[2, { text: 'TODO a.txt', match: true }]]],
        [files[2], [[2, { text: 'TODO c.txt', match: true }]]],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('Glob outside a git work tree, with CLAUDE_CODE_GLOB_NO_IGNORE off, honours .gitignore from the bundle (the ignore package is a chunk the first walk loads)', async () => {
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'glob-walk-dist-')));
    const model = await startScriptedModel([toolUse('Glob', { pattern: '**/*.txt' }), text('Done.')]);
    try {
      // An ignored folder: rg (2.1.332's Glob) lists an ignored file the pattern names, but enters no ignored folder.
      writeFileSync(path.join(dir, '.gitignore'), 'ignored/\n');
      mkdirSync(path.join(dir, 'ignored'));
      writeFileSync(path.join(dir, 'ignored', 'inside.txt'), 'x\n');
      // Glob lists ignored files by default, as 2.1.332's does: the switch off is what walks with .gitignore.
      mkdirSync(path.join(dir, '.claude'));
      writeFileSync(path.join(dir, '.claude', 'settings.json'), JSON.stringify({ env: { CLAUDE_CODE_GLOB_NO_IGNORE: 'false' } }));
      writeFileSync(path.join(dir, 'kept.txt'), 'x\n');
      const run = await runAction({
        workspace: dir,
        inputs: { prompt: 'List the text files.', allowed_tools: 'Glob' },
        env: { ANTHROPIC_BASE_URL: model.url },
      });
      assert.equal(run.outputs.subtype, 'success', `${run.stdout}\n${run.stderr}`);
      const result = JSON.stringify(model.requests[1]?.body.messages?.at(-1));
      assert.match(result, /kept\.txt/, result);
      assert.doesNotMatch(result, /inside\.txt/, result);
    } finally {
      await model.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("timeout_minutes ends a Grep stuck in the model's expression on the JS engine (no rg on PATH), and the run reports", async () => {
    // PATH: every command of /usr/bin and /bin but rg, so the action's Grep takes its JavaScript engine.
    const bin = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'no-rg-bin-')));
    for (const from of ['/usr/bin', '/bin'])
      for (const name of readdirSync(from))
        if (name !== 'rg') {
          try {
            symlinkSync(path.join(from, name), path.join(bin, name));
          } catch {
            // /bin is /usr/bin on merged-usr systems: the name is there already.
          }
        }
    const workspace = makeRepo();
    writeFileSync(path.join(workspace, 'runs.txt'), `${'a'.repeat(64)}!\n`.repeat(500));
    const model = await startScriptedModel([toolUse('Grep', { pattern: '(a+)+$', output_mode: 'content' }), text('never')]);
    try {
      const run = await runAction({
        workspace,
        inputs: { prompt: 'search', timeout_minutes: '0.05', allowed_tools: 'Grep' },
        env: { ANTHROPIC_BASE_URL: model.url, PATH: bin },
      });
      assert.equal(run.outputs.subtype, 'error_during_execution', `${run.stdout}\n${run.stderr}`);
      const result = run.transcript.at(-1) ?? {};
      assert.equal(result.stop_cause, 'timeout');
    } finally {
      await model.close();
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
