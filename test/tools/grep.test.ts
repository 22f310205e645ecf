import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findOnPath } from '../../src/process/env.js';
import { splitGlobs } from '../../src/tools/glob.js';
import { createGrepTool, type GrepInput } from '../../src/tools/grep.js';
import type { ToolResult, Workspace } from '../../src/tools/types.js';

const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_1' };
const rgPath = findOnPath('rg');

const tree: Record<string, string> = {
  '.gitignore': 'ignored/\n',
  'src/app.ts': 'import x from "y";\nfunction Foo() {\n  return foo(1);\n}\n\nexport const bar = 2;\n// TODO: foo again\n',
  'src/util.ts': 'export function foo(n: number) {\n  return n + 1;\n}\n',
  'src/view.tsx': 'const FOO = <div>foo</div>;\n',
  'lib/tool.py': 'def foo():\n    pass\n\n\nclass Bar:\n    foo = 1\n',
  'docs/readme.md': '# Foo\n\nSome text about foo\nand more\nand foo\n',
  'crlf.txt': 'alpha foo\r\nbeta\r\ngamma foo\r\n',
  '.config/settings.json': '{ "foo": true }\n',
  'ignored/hidden.ts': 'foo foo foo\n',
  'node_modules/dep/index.js': 'module.exports = foo;\n',
};

async function setup(kind: 'git' | 'plain'): Promise<{ base: string; ws: Workspace }> {
  const base = await realpath(await mkdtemp(join(tmpdir(), `grep-${kind}-`)));
  const ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
  await mkdir(ws.tempDir, { recursive: true });
  let t = Date.now() / 1000 - 1000;
  for (const [p, body] of Object.entries(tree)) {
    await mkdir(dirname(join(ws.root, p)), { recursive: true });
    await writeFile(join(ws.root, p), body);
    await utimes(join(ws.root, p), t, t);
    t += 10;
  }
  await writeFile(join(ws.root, 'blob.bin'), Buffer.from('foo\0foo\n'));
  if (kind === 'git') execFileSync('git', ['init', '-q'], { cwd: ws.root });
  return { base, ws };
}

const queries: Array<Record<string, unknown>> = [
  { pattern: 'foo' },
  { pattern: 'foo', output_mode: 'content' },
  { pattern: 'foo', output_mode: 'content', '-n': false },
  { pattern: 'foo', output_mode: 'content', '-C': 1 },
  { pattern: 'return', output_mode: 'content', '-A': 1, '-B': 2 },
  { pattern: 'foo', output_mode: 'count' },
  { pattern: 'foo', output_mode: 'content', '-i': true },
  { pattern: 'foo', glob: '*.ts' },
  { pattern: 'foo', glob: '*.{ts,md}', output_mode: 'count' },
  { pattern: 'foo', glob: '*.ts,*.py' },
  { pattern: 'foo', glob: '!*.md' },
  { pattern: 'foo', glob: 'src/*.ts', output_mode: 'content' },
  { pattern: 'foo', type: 'py', output_mode: 'content' },
  { pattern: 'foo', type: 'ts' },
  { pattern: 'Foo\\(\\) \\{\\n\\s+return', multiline: true, output_mode: 'content' },
  { pattern: 'class.*?foo', multiline: true, output_mode: 'count' },
  { pattern: 'foo', output_mode: 'content', head_limit: 3 },
  { pattern: 'foo', head_limit: 2 },
  { pattern: 'foo$', output_mode: 'content', path: 'crlf.txt' },
  { pattern: 'foo', path: 'src/util.ts', output_mode: 'content' },
  { pattern: 'foo', path: 'docs' },
  { pattern: 'nothing-matches-this' },
  { pattern: 'nothing-matches-this', output_mode: 'content' },
  { pattern: 'foo', path: 'node_modules', output_mode: 'content' },
  // Claude Code 2.1.332's fields: -o, context (-C's name there), offset, head_limit 0 (no limit).
  { pattern: 'fo+\\(\\d\\)', output_mode: 'content', '-o': true },
  { pattern: 'foo', output_mode: 'content', context: 1, path: 'src/util.ts' },
  { pattern: 'foo', offset: 2, head_limit: 2 },
  { pattern: 'foo', head_limit: 0 },
  { pattern: 'foo', output_mode: 'content', '-o': true, '-i': true, path: 'docs/readme.md', '-C': 2 },
];

async function runAll(ws: Workspace, rg: string | null): Promise<ToolResult[]> {
  const tool = createGrepTool({ workspace: ws, rgPath: rg });
  const out: ToolResult[] = [];
  for (const q of queries) {
    const v = tool.validate(q);
    assert.ok(v.ok, JSON.stringify(q));
    out.push(await tool.execute(v.value as GrepInput, ctx));
  }
  return out;
}

for (const kind of ['plain', 'git'] as const) {
  describe(`Grep (${kind} folder)`, () => {
    let base: string;
    let ws: Workspace;
    let js: ToolResult[];
    const strip = (s: string): string => s.split(`${ws.root}/`).join('');

    before(async () => {
      ({ base, ws } = await setup(kind));
      js = await runAll(ws, null);
    });
    after(() => rm(base, { recursive: true, force: true }));

    it('JavaScript engine: files_with_matches, newest first, skipping ignored, node_modules and binary files', () => {
      assert.equal(js[0]?.details?.engine, 'js');
      assert.equal(
        strip(js[0]?.content ?? ''),
        'Found 7 files\n.config/settings.json\ncrlf.txt\ndocs/readme.md\nlib/tool.py\nsrc/view.tsx\nsrc/util.ts\nsrc/app.ts',
      );
    });

    it('JavaScript engine: content with line numbers, context groups and counts', () => {
      assert.equal(
        strip(js[11]?.content ?? ''),
        'src/app.ts:3:  return foo(1);\nsrc/app.ts:7:// TODO: foo again\nsrc/util.ts:1:export function foo(n: number) {',
      );
      assert.equal(
        strip(js[4]?.content ?? ''),
        [
          'src/app.ts-1-import x from "y";',
          'src/app.ts-2-function Foo() {',
          'src/app.ts:3:  return foo(1);',
          'src/app.ts-4-}',
          '--',
          'src/util.ts-1-export function foo(n: number) {',
          'src/util.ts:2:  return n + 1;',
          'src/util.ts-3-}',
        ].join('\n'),
      );
      assert.match(strip(js[5]?.content ?? ''), /^\.config\/settings\.json:1\ncrlf\.txt:2\ndocs\/readme\.md:2\n/);
      assert.match(js[5]?.content ?? '', /Found 11 matching lines across 7 files\.$/);
      assert.equal(strip(js[18]?.content ?? ''), 'crlf.txt:1:alpha foo\ncrlf.txt:3:gamma foo');
      assert.equal(strip(js[14]?.content ?? ''), 'src/app.ts:2:function Foo() {\nsrc/app.ts:3:  return foo(1);');
      assert.equal(js[21]?.content, 'No files found');
      assert.equal(js[22]?.content, 'No matches found');
      assert.match(strip(js[23]?.content ?? ''), /^node_modules\/dep\/index\.js:1:module\.exports = foo;$/);
      assert.match(js[16]?.content ?? '', /\[Showing the first 3 of \d+ lines \(head_limit\)\.\]$/);
    });

    it("Claude Code 2.1.332's fields: -o shows only the matches (no context), context is -C, offset pages, head_limit 0 is no limit", () => {
      assert.equal(strip(js[24]?.content ?? ''), 'src/app.ts:3:foo(1)');
      assert.equal(strip(js[25]?.content ?? ''), 'src/util.ts:1:export function foo(n: number) {\nsrc/util.ts-2-  return n + 1;');
      assert.equal(
        strip(js[26]?.content ?? ''),
        'Found 7 files\ndocs/readme.md\nlib/tool.py\n\n[Showing 2 after the first 2 of 7 files (offset, head_limit).]',
      );
      assert.equal(js[27]?.content, js[0]?.content);
      assert.equal(strip(js[28]?.content ?? ''), 'docs/readme.md:1:Foo\ndocs/readme.md:3:foo\ndocs/readme.md:5:foo');
    });

    it('the ripgrep engine gives exactly the same output', { skip: rgPath ? false : 'rg is not installed' }, async () => {
      const rg = await runAll(ws, rgPath);
      assert.equal(rg[0]?.details?.engine, 'rg');
      queries.forEach((q, i) => {
        assert.equal(rg[i]?.content, js[i]?.content, `query ${JSON.stringify(q)}`);
        assert.equal(rg[i]?.isError, js[i]?.isError);
      });
    });
  });
}

describe('Grep errors and limits', () => {
  let base: string;
  let ws: Workspace;
  before(async () => {
    ({ base, ws } = await setup('plain'));
  });
  after(() => rm(base, { recursive: true, force: true }));

  for (const name of ['js', 'rg'] as const) {
    const rg = name === 'js' ? null : rgPath;
    const skip = name === 'rg' && !rgPath ? 'rg is not installed' : false;
    it(`${name}: invalid regex, unknown type, missing path, outside path`, { skip }, async () => {
      const tool = createGrepTool({ workspace: ws, rgPath: rg });
      const bad = await tool.execute({ pattern: '(unclosed' }, ctx);
      assert.equal(bad.isError, true);
      assert.match(bad.content, /unclosed|Unterminated/i);
      const type = await tool.execute({ pattern: 'x', type: 'cobol' }, ctx);
      assert.match(type.content, /Unknown type "cobol"\. Known types: js, ts/);
      assert.match((await tool.execute({ pattern: 'x', path: 'nope' }, ctx)).content, /Path does not exist/);
      assert.match((await tool.execute({ pattern: 'x', path: '/etc' }, ctx)).content, /outside the working directory/);
    });

    it(`${name}: a huge output is cut and saved to a file`, { skip }, async () => {
      const lines = Array.from({ length: 3000 }, (_, i) => `match line ${i}`).join('\n');
      await writeFile(join(ws.root, 'big.txt'), lines);
      const tool = createGrepTool({ workspace: ws, rgPath: rg, maxChars: 2000 });
      const r = await tool.execute({ pattern: 'match line', output_mode: 'content', path: 'big.txt' }, ctx);
      assert.equal(r.isError, false);
      assert.ok(r.content.length < 2600);
      const spill = String(r.details?.spillPath);
      assert.ok(spill.startsWith(ws.tempDir));
      assert.ok(r.content.includes(spill));
      const saved = await readFile(spill, 'utf8');
      assert.equal(saved.split('\n').length, 3000);
      assert.ok(saved.endsWith('big.txt:3000:match line 2999'));
    });
  }

  it('splitGlobs splits on commas and spaces outside braces', () => {
    assert.deepEqual(splitGlobs('*.ts,*.tsx'), ['*.ts', '*.tsx']);
    assert.deepEqual(splitGlobs('*.{ts,tsx} !*.d.ts'), ['*.{ts,tsx}', '!*.d.ts']);
  });
});

/** Past PARALLEL_MIN_FILES the JS engine searches on its worker pool, fed by the listing as it goes: still rg's output. */
for (const kind of ['plain', 'git'] as const) {
  describe(`Grep on a tree the JS engine searches on worker threads (${kind} folder)`, { skip: rgPath ? false : 'rg is not installed' }, () => {
    let base: string;
    let ws: Workspace;
    before(async () => {
      base = await realpath(await mkdtemp(join(tmpdir(), `grep-bulk-${kind}-`)));
      ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
      await mkdir(ws.tempDir, { recursive: true });
      let t = Date.now() / 1000 - 5000;
      for (let d = 0; d < 30; d++) {
        const dir = join(ws.root, `pkg${d % 3}`, `mod${d}`);
        await mkdir(dir, { recursive: true });
        if (d % 7 === 0) await writeFile(join(dir, '.gitignore'), 'skip-*\n');
        for (let f = 0; f < 60; f++) {
          const n = d * 60 + f;
          const name = f % 13 === 0 ? `skip-${f}.txt` : `file${f}.${f % 2 ? 'ts' : 'js'}`;
          const body = `// ${n}\n${n % 5 === 0 ? `const foo = ${n};\n` : ''}${n % 9 === 0 ? 'TODO: Foo\r\n' : ''}${n % 31 === 0 ? 'bin\0ary foo\n' : 'plain\n'}`;
          await writeFile(join(dir, name), body);
          await utimes(join(dir, name), t, t);
          t += 1;
        }
      }
      if (kind === 'git') execFileSync('git', ['init', '-q'], { cwd: ws.root });
    });
    after(() => rm(base, { recursive: true, force: true }));

    it('gives exactly the output of the ripgrep engine', async () => {
      const full = async (r: ToolResult): Promise<string> => {
        const spill = r.details?.spillPath;
        return typeof spill === 'string' ? readFile(spill, 'utf8') : r.content;
      };
      const js = createGrepTool({ workspace: ws, rgPath: null });
      const rg = createGrepTool({ workspace: ws, rgPath });
      const bulk: GrepInput[] = [
        { pattern: 'foo' },
        { pattern: 'foo', output_mode: 'content', '-C': 1 },
        { pattern: 'TODO|foo', output_mode: 'count' },
        { pattern: 'foo', '-i': true, output_mode: 'content' },
        { pattern: 'f\\w+ =', glob: '*.ts' },
        { pattern: 'Foo$', output_mode: 'content' },
      ];
      for (const q of bulk) {
        const [a, b] = [await js.execute(q, ctx), await rg.execute(q, ctx)];
        assert.equal(a.details?.engine, 'js');
        assert.equal(await full(a), await full(b), JSON.stringify(q));
      }
    });
  });
}
