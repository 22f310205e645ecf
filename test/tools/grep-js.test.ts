import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { requiredLiteral, searchAll, type PlainQuery } from '../../src/tools/grep-js.js';
import { jsSearchFiles } from '../../src/tools/grep-parallel.js';

// Real: the engine withholds a file whose name has a link in it.
const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'agent-runner-grep-js-')));
after(() => rmSync(dir, { recursive: true, force: true }));

const query = (pattern: string, extra: Partial<PlainQuery> = {}): PlainQuery =>
  ({ pattern, ignoreCase: false, multiline: false, before: 0, after: 0, mode: 'content', targetIsFile: false, listed: true, roots: [dir], ...extra });

/** The reference: every line tested on its own, as the engine did before its fast paths. */
function naive(text: string, pattern: string, ignoreCase: boolean): number[] {
  const re = new RegExp(pattern, `${ignoreCase ? 'i' : ''}u`);
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.flatMap((line, i) => (re.test(line.endsWith('\r') ? line.slice(0, -1) : line) ? [i + 1] : []));
}

describe('Grep JS engine: fast paths that never change a result', () => {
  it('the literal every match must contain, or none when in doubt', () => {
    assert.deepEqual(requiredLiteral('NEEDLE_7f3a'), { literal: 'NEEDLE_7f3a', pure: true });
    assert.deepEqual(requiredLiteral('handle\\w+Timeout\\('), { literal: 'Timeout(', pure: false });
    assert.deepEqual(requiredLiteral('colou?r'), { literal: 'colo', pure: false });
    assert.deepEqual(requiredLiteral('x{0,2}abc'), { literal: 'abc', pure: false });
    assert.deepEqual(requiredLiteral('(foo)+barbaz'), { literal: 'barbaz', pure: false });
    assert.deepEqual(requiredLiteral('[abc]def\\.js'), { literal: 'def.js', pure: false });
    assert.deepEqual(requiredLiteral('ab+cd'), { literal: 'ab', pure: false });
    for (const none of ['a|b', 'foo|bar', '\\x41BC', '\\u0041B', '\\p{L}x', '(a)\\1', '.*', '']) assert.equal(requiredLiteral(none), null, none);
  });

  it('matches exactly the lines a line-by-line test matches (random texts and patterns)', async () => {
    let n = 0;
    const fragments = ['a', 'b', 'ab', '\\s', '\\w+', '.', 'a*', 'b?', '^', '$', '[ab]', '(a|b)', '\\bab', 'x{2}', '(?=b)', '(?<!a)b', '[^a]', '\\.'];
    await fc.assert(fc.asyncProperty(
      fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 4 }),
      fc.stringMatching(/^[abx. \r\n]{0,60}$/),
      fc.boolean(),
      async (parts, text, ignoreCase) => {
        const pattern = parts.join('');
        const file = path.join(dir, `f${n++}.txt`);
        writeFileSync(file, text);
        const expected = naive(text, pattern, ignoreCase);
        const got = searchAll([file], query(pattern, { ignoreCase }), 1e6).files[0];
        assert.deepEqual(got ? [...got.lines.keys()].sort((x, y) => x - y) : [], expected, JSON.stringify({ pattern, text }));
        const first = searchAll([file], query(pattern, { ignoreCase, mode: 'files_with_matches' }), 1e6).files.length;
        assert.equal(first, expected.length > 0 ? 1 : 0);
      },
    ), { numRuns: 400 });
  });

  it('worker threads give the list-ordered results of one thread, and skip links and binary files', async () => {
    const files = Array.from({ length: 1500 }, (_, i) => {
      const file = path.join(dir, `w${i}.txt`);
      writeFileSync(file, i % 7 === 0 ? `line\nTODO ${i}\n` : i % 11 === 0 ? 'TODO\0binary\n' : 'nothing\n');
      return file;
    });
    const signal = new AbortController().signal;
    const threaded = await jsSearchFiles(files, { ...query('TODO \\d+'), signal }, 1e6, 2);
    const single = searchAll(files, query('TODO \\d+'), 1e6);
    assert.deepEqual(threaded.files.map((f) => f.path), single.files.map((f) => f.path));
    assert.equal(single.files.length, Math.ceil(1500 / 7));
  });
});
