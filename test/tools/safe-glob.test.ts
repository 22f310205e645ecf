/**
 * Glob patterns come from the model. Matching them must take bounded time whatever the file names (a
 * backtracking regular expression does not: the attack below runs for hours under picomatch), and
 * mean what picomatch (`dot: true`) means for the patterns models write.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import picomatch from 'picomatch';
import { compileGlob } from '../../src/tools/safe-glob.js';
import { createGlobTool } from '../../src/tools/glob.js';

const PATTERNS = [
  '*',
  '*.ts',
  '**/*.ts',
  'src/**/*.ts',
  'src/**',
  '**',
  '**/test/**',
  '*.{ts,js}',
  '**/*.{json,md}',
  'src/*/index.ts',
  '?.md',
  '[abc].txt',
  '[^abc].txt',
  '[a-c]*.js',
  'docs/**/*.md',
  '**/.github/**',
  '.*',
  '**/.env*',
  'a/**/b/**/c.txt',
  'file{1..3}.txt',
  '**/{src,lib}/**/*.test.ts',
  'README*',
  '**/README.md',
  'src/\\*.ts',
];
const PATHS = [
  'a.ts',
  'b.js',
  'src/a.ts',
  'src/x/y/z.ts',
  'src/index.ts',
  'src/lib/index.ts',
  'test/a.test.ts',
  'x/test/y.ts',
  'a.md',
  'ab.md',
  'a.txt',
  'd.txt',
  'b.js',
  'docs/a/b.md',
  '.github/workflows/ci.yml',
  'x/.github/a',
  '.env',
  'x/.env.local',
  'a/b/c.txt',
  'a/x/b/y/c.txt',
  'file2.txt',
  'file4.txt',
  'lib/q/w.test.ts',
  'src/w.test.ts',
  'README',
  'README.md',
  'docs/README.md',
  'src/*.ts',
  '.hidden/a.ts',
  'src/.x.ts',
];

describe('compileGlob', () => {
  it('means what picomatch (dot: true) means for the patterns models write', () => {
    for (const pattern of PATTERNS) {
      const ours = compileGlob(pattern, { dot: true });
      const theirs = picomatch(pattern, { dot: true });
      for (const p of PATHS) assert.equal(ours(p), theirs(p), `${pattern} against ${p}`);
    }
  });

  it('reads [!abc] as bash and ripgrep do (not one of them), where picomatch differs', () => {
    const m = compileGlob('[!abc].txt', { dot: true });
    assert.deepEqual([m('a.txt'), m('d.txt')], [false, true]);
  });

  it('refuses a brace pattern that expands past its bound instead of expanding it', () => {
    assert.throws(() => compileGlob('{1..100000}', { dot: true }), /more than 1024/);
    assert.throws(() => compileGlob('{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}', { dot: true }), /more than 1024/);
  });

  it('Glob with a pattern of many stars over a long file name ends (picomatch: hours on one file)', { timeout: 30_000 }, async (t) => {
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'safe-glob-')));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, 'a'.repeat(60)), '');
    writeFileSync(path.join(dir, `${'a'.repeat(20)}b`), '');
    const tool = createGlobTool({ workspace: { root: dir, tempDir: dir } });
    const result = await tool.execute({ pattern: `**/${'*a'.repeat(12)}*b` }, { signal: new AbortController().signal, toolUseId: 'toolu_1' });
    assert.equal(result.isError, false, result.content);
    assert.match(result.content, /a{20}b$/m);
    assert.doesNotMatch(result.content, /a{60}/);
  });
});
