import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shownByShell } from '../../src/tools/shell-reads.js';

test('a plain cat counts as seeing the whole file, head and tail a part; anything the runner cannot name, nothing', () => {
  assert.deepEqual(shownByShell('cat src/a.ts'), { file: 'src/a.ts', whole: true });
  assert.deepEqual(shownByShell('head -n 2 /repo/a.txt'), { file: '/repo/a.txt', whole: false });
  assert.deepEqual(shownByShell('tail -20 a.txt'), { file: 'a.txt', whole: false });
  for (const line of [
    'cat a.txt b.txt',
    'cat -n a.txt',
    'cat "a b.txt"',
    'cat $(echo a.txt)',
    'cat a.txt > b.txt',
    'cat a.txt; rm b',
    'grep x a.txt',
    'head -n 2',
  ])
    assert.equal(shownByShell(line), undefined, line);
});
