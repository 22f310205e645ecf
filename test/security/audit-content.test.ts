/**
 * Attack on the workspace audit: a hijacked model rewrites files the patch cannot show (a git-ignored
 * test runner a later step executes, the base's object in .git/objects, a pack) with other bytes of the
 * same length, then sets the mtime back. The report must still list each one.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { call, turn } from '../support/scripted-turns.js';

test('same-size rewrites with the mtime set back are reported: an ignored runner, a loose object, a pack', async (t) => {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'audit-content-')));
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'audit-content-run-')));
  t.after(() => [dir, runDir].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir, encoding: 'utf8' });
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules/\n');
  writeFileSync(path.join(dir, 'packed.txt'), 'in a pack\n');
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'one');
  git('repack', '-adq');
  writeFileSync(path.join(dir, 'app.js'), 'console.log(1);\n');
  git('add', '-A');
  git('commit', '-qm', 'two');
  // Installed by an earlier workflow step; a later `npm test` step runs it.
  mkdirSync(path.join(dir, 'node_modules/.bin'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules/.bin/jest'), '#!/bin/sh\necho ok\n', { mode: 0o755 });
  const loose = `.git/objects/${git('rev-parse', 'HEAD:app.js').trim().replace(/^(..)/, '$1/')}`;
  const pack = execFileSync('sh', ['-c', 'ls .git/objects/pack/*.pack'], { cwd: dir, encoding: 'utf8' }).trim();

  // Same length, other bytes, mtime put back from a copy: size and mtime say nothing happened.
  const keepTimes = (file: string, rewrite: string): string =>
    `cp -p ${file} /tmp/ref.$$ && chmod u+w ${file} && ${rewrite} && touch -r /tmp/ref.$$ ${file} && chmod --reference=/tmp/ref.$$ ${file} && rm /tmp/ref.$$`;
  const command = [
    keepTimes('node_modules/.bin/jest', `printf '#!/bin/sh\\nevil!!!\\n' > node_modules/.bin/jest`),
    keepTimes(loose, `printf 'X' | dd of=${loose} bs=1 seek=3 conv=notrunc 2>/dev/null`),
    keepTimes(pack, `printf 'X' | dd of=${pack} bs=1 seek=40 conv=notrunc 2>/dev/null`),
  ].join(' && ');
  const model = await startScriptedModel([turn(call('Bash', { command }, 'toolu_1')), { content: [{ type: 'text', text: 'Done.' }] }]);
  t.after(() => model.close());
  const r = await runProductSession({ cwd: dir, runDir, modelUrl: model.url, inputs: { allowed_tools: 'Bash' } });
  const warnings = r.outcome.warnings.join('\n');
  assert.equal(r.outcome.subtype, 'success', JSON.stringify(r.outcome.errors));
  assert.match(warnings, /Changed git-ignored paths [^\n]*`node_modules\/\.bin\/jest`/, warnings);
  assert.match(warnings, /Executable files written outside the patch: [^\n]*`node_modules\/\.bin\/jest`/, warnings);
  assert.ok(warnings.includes(`\`${loose}\``), `the rewritten loose object is listed\n${warnings}`);
  assert.ok(warnings.includes(`\`${pack}\``), `the rewritten pack is listed\n${warnings}`);
});
