import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { requiredLiteral, type PlainQuery, type Search } from '../../src/tools/grep-js.js';
import { jsSearchFiles } from '../../src/tools/grep-parallel.js';
import { shortReadEndsIn } from '../../src/tools/short-read.js';
import { plainQuery } from '../support/grep-query.js';

// Real: the engine withholds a file whose name has a link in it.
const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'agent-runner-grep-js-')));
after(() => rmSync(dir, { recursive: true, force: true }));

const query = (pattern: string, extra: Partial<PlainQuery> = {}): PlainQuery => plainQuery(pattern, dir, extra);

/** The engine on this thread alone (no worker pool). */
const oneThread = (paths: string[], q: PlainQuery, maxLines: number): Promise<Search> =>
  jsSearchFiles(paths, { ...q, signal: new AbortController().signal }, maxLines, 0);

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
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 4 }),
        fc.stringMatching(/^[abx. \r\n]{0,60}$/),
        fc.boolean(),
        async (parts, text, ignoreCase) => {
          const pattern = parts.join('');
          const file = path.join(dir, `f${n++}.txt`);
          writeFileSync(file, text);
          const expected = naive(text, pattern, ignoreCase);
          const got = (await oneThread([file], query(pattern, { ignoreCase }), 1e6)).files[0];
          assert.deepEqual(got ? [...got.lines.keys()].sort((x, y) => x - y) : [], expected, JSON.stringify({ pattern, text }));
          const first = (await oneThread([file], query(pattern, { ignoreCase, mode: 'files_with_matches' }), 1e6)).files.length;
          assert.equal(first, expected.length > 0 ? 1 : 0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('worker threads give the list-ordered results of one thread, and skip links and binary files', async () => {
    const files = Array.from({ length: 1500 }, (_, i) => {
      const file = path.join(dir, `w${i}.txt`);
      writeFileSync(file, i % 7 === 0 ? `line\nTODO ${i}\n` : i % 11 === 0 ? 'TODO\0binary\n' : 'nothing\n');
      return file;
    });
    const signal = new AbortController().signal;
    const threaded = await jsSearchFiles(files, { ...query('TODO \\d+'), signal }, 1e6, 2);
    const single = await oneThread(files, query('TODO \\d+'), 1e6);
    assert.deepEqual(
      threaded.files.map((f) => f.path),
      single.files.map((f) => f.path),
    );
    assert.equal(single.files.length, Math.ceil(1500 / 7));
  });
});

describe('Grep JS engine: the worker pool', () => {
  const many = (name: string, n: number, text: (i: number) => string): string[] =>
    Array.from({ length: n }, (_, i) => {
      const file = path.join(dir, `${name}${i}.txt`);
      writeFileSync(file, text(i));
      return file;
    });

  it('stops every thread at the line limit, and says it stopped', async () => {
    const files = many('limit', 3000, (i) => `TODO ${i}\n`);
    const r = await jsSearchFiles(files, { ...query('TODO'), signal: new AbortController().signal }, 100, 2);
    assert.equal(r.stopped, true);
    assert.ok(r.files.length >= 100 && r.files.length < 3000, String(r.files.length));
    const whole = await jsSearchFiles(files, { ...query('TODO'), signal: new AbortController().signal }, 1e6, 2);
    assert.equal(whole.stopped, false);
    assert.equal(whole.files.length, 3000);
  });

  it('an abort ends the search at once (even a chunk stuck in an expression), and the pool still works after', async () => {
    // Catastrophic backtracking: one line takes seconds; without the abort the search would take minutes.
    const files = many('stuck', 1200, () => `${'a'.repeat(28)}!\n`);
    const ac = new AbortController();
    const search = jsSearchFiles(files, { ...query('^(a+)+$'), signal: ac.signal }, 1e6, 2);
    setTimeout(() => ac.abort(), 200);
    const r = await search;
    // The fact, not a clock: the search says it was stopped (run out, it would have taken minutes and not said so).
    assert.equal(r.stopped, true);
    const after = await jsSearchFiles(files, { ...query('!'), signal: new AbortController().signal }, 1e6, 2);
    assert.equal(after.files.length, 1200);
  });

  it('searches running at once each get their own results', async () => {
    const files = many('both', 2500, (i) => (i % 2 === 0 ? 'even\n' : 'odd\n'));
    const signal = new AbortController().signal;
    const [even, odd] = await Promise.all([
      jsSearchFiles(files, { ...query('even'), signal }, 1e6, 2),
      jsSearchFiles(files, { ...query('odd'), signal }, 1e6, 2),
    ]);
    assert.deepEqual(
      even.files.map((f) => f.path),
      files.filter((_, i) => i % 2 === 0),
    );
    assert.deepEqual(
      odd.files.map((f) => f.path),
      files.filter((_, i) => i % 2 === 1),
    );
  });

  it('withholds a file whose folder is a link by the time it is checked, as one thread does', async () => {
    const real = path.join(dir, 'real-folder');
    const linked = path.join(dir, 'linked-folder');
    mkdirSync(real);
    const files = Array.from({ length: 1100 }, (_, i) => path.join(real, `f${i}`));
    for (const f of files) writeFileSync(f, 'x\n');
    symlinkSync(real, linked);
    const viaLink = files.map((f) => f.replace(real, linked));
    const signal = new AbortController().signal;
    for (const threads of [0, 1, 2]) {
      const r = await jsSearchFiles([...viaLink, ...files], { ...query('x'), signal }, 1e6, threads);
      assert.deepEqual(
        r.files.map((f) => f.path),
        files,
      );
    }
  });
});

describe('Grep JS engine: where one read per file is enough', () => {
  const info = (...mounts: [string, string][]): string => mounts.map(([at, type], i) => `${20 + i} 1 0:${i} / ${at} rw,relatime - ${type} src rw`).join('\n');

  it('only on page-cache filesystems, for the folder and every mount below it', () => {
    const base = info(['/', 'ext4'], ['/proc', 'proc'], ['/tmp', 'tmpfs']);
    assert.equal(shortReadEndsIn(base, '/home/runner/work/repo'), true);
    assert.equal(shortReadEndsIn(base, '/tmp/x'), true);
    assert.equal(shortReadEndsIn(base, '/'), false, '/proc is below /');
    assert.equal(shortReadEndsIn(base, '/proc/self'), false);
    assert.equal(shortReadEndsIn(info(['/', 'overlay']), '/src'), false);
    assert.equal(shortReadEndsIn(info(['/', 'ext4'], ['/w/repo/mnt', 'fuse.sshfs']), '/w/repo'), false);
    assert.equal(shortReadEndsIn(info(['/', 'ext4'], ['/w/repo', 'nfs'], ['/w/repo', 'xfs']), '/w/repo/src'), true, 'the later mount hides the earlier');
    assert.equal(shortReadEndsIn(info(['/', 'ext4'], ['/w/my\\040repo', 'nfs4']), '/w/my repo'), false, 'escaped mount point');
    assert.equal(shortReadEndsIn(info(['/', 'ext4'], ['/w/repo-other', 'nfs4']), '/w/repo'), true, 'a sibling with the same prefix');
    assert.equal(shortReadEndsIn('', '/x'), false);
  });
});
