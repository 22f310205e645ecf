/**
 * Runner-side git after a hostile session: filters and textconv planted in every place the agent can
 * write (`.git/config`, `.git/info/attributes`, a committed `.gitattributes`, a global config) never
 * run, an index flag cannot hide a change from the patch or the push, and the patch is the very bytes
 * the push commits.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { capturePatch } from '../../src/report/patch.js';
import { changedFilesFromGit } from '../../src/report/github/push-files.js';

describe('runner-side git', () => {
  it('runs no planted filter or textconv, sees through assume-unchanged, and shows the bytes it pushes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'runner-git-'));
    const marks = mkdtempSync(path.join(os.tmpdir(), 'runner-git-marks-'));
    const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd: dir, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    writeFileSync(path.join(dir, 'a.txt'), 'one\n');
    writeFileSync(path.join(dir, 'b.txt'), 'two\n');
    writeFileSync(path.join(dir, '.gitattributes'), '*.txt filter=evil diff=evil\n');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'a.txt'), 'one, changed\n');
    writeFileSync(path.join(dir, 'b.txt'), 'two, hidden\n');
    git('update-index', '--assume-unchanged', 'b.txt');
    assert.equal(git('status', '--porcelain', '--untracked-files=no').includes('b.txt'), false, "the flag hides b.txt from the work tree's own git");

    // The session's plants: drivers in the repository's config and a global one, attributes everywhere.
    const driver = (name: string): string => `sh -c 'touch ${marks}/${name}; cat'`;
    git('config', 'filter.evil.clean', driver('clean'));
    git('config', 'filter.evil.smudge', driver('smudge'));
    git('config', 'diff.evil.textconv', driver('textconv'));
    writeFileSync(path.join(dir, '.git', 'info', 'attributes'), '* filter=evil2 diff=evil2\n');
    git('config', 'filter.evil2.process', `sh -c 'touch ${marks}/process'`);
    const home = mkdtempSync(path.join(os.tmpdir(), 'runner-git-home-'));
    writeFileSync(path.join(home, '.gitconfig'), `[filter "evil"]\n\tclean = ${driver('global')}\n[core]\n\tattributesFile = ${path.join(home, 'attrs')}\n`);
    writeFileSync(path.join(home, 'attrs'), '* filter=evil\n');
    const savedHome = process.env.HOME;
    process.env.HOME = home;
    try {
      const files = await changedFilesFromGit(dir);
      const patch = await capturePatch(dir);
      assert.deepEqual(readdirNames(marks), [], 'no planted driver ran');
      assert.deepEqual(
        files.map((f) => f.path),
        ['a.txt', 'b.txt'],
      );
      assert.match(patch, /^\+two, hidden$/m);

      // The patch applied to the base gives exactly the pushed bytes.
      const check = mkdtempSync(path.join(os.tmpdir(), 'runner-git-apply-'));
      const clean = { ...process.env, HOME: mkdtempSync(path.join(os.tmpdir(), 'h-')) };
      execFileSync('git', ['clone', '-q', dir, check], { env: clean });
      const patchFile = path.join(check, '..', `${path.basename(check)}.patch`);
      writeFileSync(patchFile, patch);
      execFileSync('git', ['-c', 'core.attributesFile=/dev/null', 'apply', '--index', patchFile], { cwd: check, env: clean });
      for (const f of files) assert.deepEqual(readFileSync(path.join(check, f.path)), f.content, `${f.path}: the patch and the push agree`);
    } finally {
      process.env.HOME = savedHome;
    }
  });
});

function readdirNames(dir: string): string[] {
  return ['clean', 'smudge', 'textconv', 'process', 'global'].filter((name) => existsSync(path.join(dir, name)));
}
