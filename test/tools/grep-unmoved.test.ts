import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { movedChecker } from '../../src/tools/grep-unmoved.js';

/**
 * Grep's per-folder check of its results against the per-file one it replaced (realpath of each result: it must be the
 * name itself, inside a root). Folders with few results take the lstat path, folders with many the listing path.
 */
const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'agent-runner-grep-unmoved-')));
after(() => rmSync(base, { recursive: true, force: true }));
const root = path.join(base, 'ws');
const temp = path.join(base, 'tmp');
const outside = path.join(base, 'out');
for (const d of [root, temp, outside, `${root}/many`, `${root}/few`, `${root}/..odd`, `${temp}/spill`]) mkdirSync(d, { recursive: true });
const names: string[] = [];
for (let i = 0; i < 12; i++) {
  for (const d of ['many', 'few', '..odd']) writeFileSync(path.join(root, d, `f${i}`), 'x');
  writeFileSync(path.join(outside, `f${i}`), 'x');
  names.push(`many/f${i}`, `few/f${i}`, `..odd/f${i}`);
}
writeFileSync(path.join(temp, 'spill/out.txt'), 'x');
symlinkSync('f0', path.join(root, 'many/link-file'));
symlinkSync(path.join(outside, 'f1'), path.join(root, 'few/link-out'));
symlinkSync('many', path.join(root, 'linked-dir'));
symlinkSync(outside, path.join(root, 'out-dir'));
symlinkSync('nowhere', path.join(root, 'many/dangling'));
mkdirSync(path.join(root, 'many/sub'));
const CANDIDATES = [
  ...names,
  'many/link-file',
  'few/link-out',
  'linked-dir/f3',
  'out-dir/f2',
  'many/dangling',
  'many/missing',
  'many/sub',
  'few/missing',
  'linked-dir/link-file',
].map((n) => path.join(root, n));
const MANY = CANDIDATES.filter((p) => p.startsWith(`${root}/many/`));
CANDIDATES.push(path.join(temp, 'spill/out.txt'), path.join(outside, 'f4'), path.join(temp, 'spill'), '/');

/** The reference: what Grep checked before, one realpath per result. */
function movedByRealpath(abs: string): boolean {
  try {
    const real = realpathSync.native(abs);
    const inside = (r: string): boolean => r === root || r.startsWith(`${root}/`) || r === temp || r.startsWith(`${temp}/`);
    return real !== abs || !inside(real);
  } catch {
    return true;
  }
}

describe('Grep results: per-folder link check', () => {
  it('agrees with a realpath per result, for random result sets (lstat and listing paths alike)', () => {
    let listed = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...CANDIDATES), { minLength: 1, maxLength: 40 }),
        fc.uniqueArray(fc.constantFrom(...MANY), { maxLength: 16 }),
        fc.boolean(),
        (some, many, lstatAll) => {
          const paths = [...new Set([...some, ...many])];
          const { moved } = movedChecker(paths, [root, temp], lstatAll);
          if (paths.filter((p) => p.startsWith(`${root}/many/`)).length >= 8) listed++;
          for (const p of paths) assert.equal(moved(p), movedByRealpath(p), p);
        },
      ),
      { numRuns: 300 },
    );
    assert.ok(listed > 10, 'the listing path was exercised');
  });

  it('with mtimes, every file passed carries the mtime a stat gives', () => {
    const paths = CANDIDATES.filter((p) => p.startsWith(`${root}/many/`));
    const { moved, mtimeMs } = movedChecker(paths, [root, temp], true);
    for (const p of paths) {
      if (moved(p)) assert.equal(mtimeMs(p), undefined, p);
      else assert.equal(mtimeMs(p), statSync(p).mtimeMs, p);
    }
  });
});
