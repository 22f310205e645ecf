import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadRepoConfig } from '../../src/config/load.js';
import { restoreConfigFromBase } from '../../src/trigger/base-config.js';

// A workflow script is code the Workflow tool runs: on a pull request the one that runs is the base's. A PR that
// edits a committed workflow or adds one gets neither listed nor run (control: before the restore, both load).
test("a pull request's workflows give way to the base's: an edited one runs as on the base, an added one is gone", async (t) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'base-workflows-'));
  t.after(() => fs.rm(dir, { recursive: true, force: true }));
  const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir, encoding: 'utf8' });
  const write = async (rel: string, content: string): Promise<void> => {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), content);
  };
  git('init', '-q', '-b', 'main');
  await write('.claude/workflows/sweep.js', "export const meta = { name: 'sweep', description: 'Base sweep' }\nreturn 'base'\n");
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD').trim();
  git('checkout', '-q', '-b', 'pr');
  await write('.claude/workflows/sweep.js', "export const meta = { name: 'sweep', description: 'PR sweep' }\nreturn 'pr'\n");
  await write('.claude/workflows/added.js', "export const meta = { name: 'added', description: 'Added by the PR' }\nreturn 'pr'\n");
  git('add', '-A');
  git('commit', '-q', '-m', 'pr');
  const runDir = path.join(dir, '.run');

  const before = await loadRepoConfig(dir, undefined, { plugins: '', marketplaces: '', runDir });
  assert.ok(before.ok);
  assert.deepEqual(
    before.config.workflows?.map((w) => [w.name, w.description]),
    [
      ['added', 'Added by the PR'],
      ['sweep', 'PR sweep'],
    ],
    'control: the PR head has both',
  );

  const restored = await restoreConfigFromBase({ cwd: dir, baseSha });
  assert.deepEqual(restored.restored, ['.claude/workflows/added.js', '.claude/workflows/sweep.js']);
  const after = await loadRepoConfig(dir, undefined, { plugins: '', marketplaces: '', runDir });
  assert.ok(after.ok);
  assert.deepEqual(
    after.config.workflows?.map((w) => [w.name, w.description]),
    [['sweep', 'Base sweep']],
  );
  assert.match(after.config.workflows?.[0]?.script ?? '', /return 'base'/);
});
