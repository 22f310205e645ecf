import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { structuredPatch } from '../../src/tools/structured-patch.js';

/** Applies hunks the way `patch` would, to check they describe the change exactly. */
function apply(before: string, hunks: ReturnType<typeof structuredPatch>): string {
  const lines = before === '' ? [] : before.replace(/\n$/, '').split('\n');
  let offset = 0;
  for (const hunk of hunks) {
    const at = (hunk.oldLines === 0 ? hunk.oldStart : hunk.oldStart - 1) + offset;
    const added = hunk.lines.filter((l) => !l.startsWith('-')).map((l) => l.slice(1));
    lines.splice(at, hunk.oldLines, ...added);
    offset += hunk.newLines - hunk.oldLines;
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

describe('structuredPatch (the transcript shape of Edit and Write results)', () => {
  const cases: [string, string, string][] = [
    ['one line changed in the middle', 'a\nb\nc\nd\ne\nf\ng\nh\n', 'a\nb\nc\nd\nE\nf\ng\nh\n'],
    ['a file created', '', 'x\ny\n'],
    ['a file emptied', 'x\ny\n', ''],
    ['lines inserted at the top', 'a\nb\n', 'new\na\nb\n'],
    ['lines appended', 'a\nb\n', 'a\nb\nc\n'],
    ['two distant changes, one hunk', '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n', '1\nTWO\n3\n4\n5\n6\n7\n8\nNINE\n10\n'],
  ];
  for (const [name, before, after] of cases) {
    it(name, () => {
      const hunks = structuredPatch(before, after);
      assert.equal(apply(before, hunks), after);
      for (const hunk of hunks) {
        assert.equal(hunk.lines.filter((l) => !l.startsWith('+')).length, hunk.oldLines);
        assert.equal(hunk.lines.filter((l) => !l.startsWith('-')).length, hunk.newLines);
      }
    });
  }

  it('keeps at most three lines of context', () => {
    const [hunk] = structuredPatch('a\nb\nc\nd\ne\nf\ng\nh\n', 'a\nb\nc\nd\nE\nf\ng\nh\n');
    assert.deepEqual(hunk, { oldStart: 2, oldLines: 7, newStart: 2, newLines: 7, lines: [' b', ' c', ' d', '-e', '+E', ' f', ' g', ' h'] });
  });

  it('no change, no hunk', () => assert.deepEqual(structuredPatch('a\n', 'a\n'), []));
});
