import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { goneRefusal, resetNote, ShellCwd } from '../../src/tools/shell-cwd.js';

/**
 * The shell's folder unreachable behind its back: only a folder that is gone (ENOENT, or ENOTDIR: a parent replaced by a
 * file) gets Claude Code's "no longer exists" refusal; any other failure (a symbolic-link loop, no permission) is the
 * ordinary reset, said after the command that ran at the root.
 */
const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'shell-cwd-refusal-')));
after(() => {
  chmodSync(base, 0o755);
  rmSync(base, { recursive: true, force: true });
});
let n = 0;
/** A root with `a/b` in it, the shell started in `a/b`. */
function shellIn(): { root: string; a: string; dir: string; shell: ShellCwd } {
  const root = path.join(base, `root-${(n += 1)}`);
  const a = path.join(root, 'a');
  const dir = path.join(a, 'b');
  mkdirSync(dir, { recursive: true });
  const shell = new ShellCwd({ root, start: dir });
  assert.equal(shell.current(), dir, 'started there');
  return { root, a, dir, shell };
}

describe('a shell folder that cannot be reached', () => {
  it('removed (ENOENT): refused as gone, the control', () => {
    const { root, a, dir, shell } = shellIn();
    rmSync(a, { recursive: true });
    assert.equal(shell.current(), root);
    assert.deepEqual(shell.takeNote(), { text: goneRefusal(dir, root), refuses: true });
  });
  it('a parent replaced by a file (ENOTDIR): gone too', () => {
    const { root, a, dir, shell } = shellIn();
    rmSync(a, { recursive: true });
    writeFileSync(a, '');
    assert.equal(shell.current(), root);
    assert.deepEqual(shell.takeNote(), { text: goneRefusal(dir, root), refuses: true });
  });
  it('a parent made a symbolic-link loop (ELOOP): not "no longer exists", the ordinary reset', () => {
    const { root, a, shell } = shellIn();
    rmSync(a, { recursive: true });
    symlinkSync('a', a);
    assert.equal(shell.current(), root);
    assert.deepEqual(shell.takeNote(), { text: resetNote(root), refuses: false });
  });
  it('a parent without permission (EACCES): the ordinary reset', { skip: process.getuid?.() === 0 ? 'root reads any folder' : false }, () => {
    const { root, a, shell } = shellIn();
    chmodSync(a, 0o000);
    try {
      assert.equal(shell.current(), root);
      assert.deepEqual(shell.takeNote(), { text: resetNote(root), refuses: false });
    } finally {
      chmodSync(a, 0o755);
    }
  });
});
