import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScopedHookRunner } from '../../src/hooks/index.js';
import type { HooksConfig } from '../../src/hooks/index.js';

/** A scope's hooks grow with what its skills bring in; `once` stays once across the runners it makes. */
test('a scoped runner: added hooks run after the settings’ from then on, a key adds once, a once hook runs once', async (t) => {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), 'hooks-scoped-')));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const log = path.join(dir, 'log.txt');
  const hook = (tag: string, once = false): HooksConfig => ({
    PreToolUse: [
      { matcher: 'Bash', hooks: [{ command: `echo ${tag} >> '${log}'`, source: `${tag} hooks.PreToolUse[0].hooks[0]`, ...(once ? { once } : {}) }] },
    ],
  });
  const scope = createScopedHookRunner({
    hooksConfig: hook('settings', true),
    cwd: dir,
    projectDir: dir,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    sessionId: 's',
    transcriptPath: path.join(dir, 't.jsonl'),
    permissionMode: 'dontAsk',
    defaultTimeoutMs: 60_000,
  });
  const call = { tool_name: 'Bash', tool_input: { command: 'ls' } };
  await scope.run('PreToolUse', call, 'Bash');
  assert.equal(scope.has('PreToolUse', 'Bash'), false, 'the settings’ once hook is spent');
  scope.add('skill-a', hook('skill'));
  scope.add('skill-a', hook('skill'));
  scope.add('empty', {});
  assert.equal(scope.has('PreToolUse', 'Bash'), true);
  await scope.run('PreToolUse', call, 'Bash');
  assert.deepEqual(
    (await readFile(log, 'utf8')).trim().split('\n'),
    ['settings', 'skill'],
    'the once hook stays spent after the scope grew; the key added once',
  );
});
