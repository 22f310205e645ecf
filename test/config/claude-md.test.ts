import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractImports, loadProjectMemory, nestedMemoryFor, renderMemory } from '../../src/config/claude-md.js';

/** The project memory of `files` (paths under a base folder; the repository is its `repo/`), removed when the test ends. */
async function memoryOf(
  t: TestContext,
  files: Record<string, string>,
): Promise<{ base: string; dir: string; mem: Awaited<ReturnType<typeof loadProjectMemory>> }> {
  const base = await realpath(await mkdtemp(path.join(tmpdir(), 'memory-')));
  const dir = path.join(base, 'repo');
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(base, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  await mkdir(dir, { recursive: true });
  t.after(() => rm(base, { recursive: true, force: true }));
  return { base, dir, mem: await loadProjectMemory(dir) };
}

test('root CLAUDE.md and .claude/CLAUDE.md, imports relative to the importing file', async (t) => {
  const { mem } = await memoryOf(t, {
    'repo/CLAUDE.md': '# Project\nSee @docs/style.md and @README.md for more. Mail me at x@example.com.\n',
    'repo/docs/style.md': 'Style: tabs. Also @./api/rules.md\n',
    'repo/docs/api/rules.md': 'API rules\n',
    'repo/README.md': 'readme\n',
    'repo/.claude/CLAUDE.md': 'Claude folder memory\n',
  });
  assert.deepEqual(mem.warnings, []);
  assert.deepEqual(
    mem.files.map((f) => [f.label, f.importedFrom ?? null]),
    [
      ['CLAUDE.md', null],
      ['docs/style.md', 'CLAUDE.md'],
      ['docs/api/rules.md', 'docs/style.md'],
      ['README.md', 'CLAUDE.md'],
      ['.claude/CLAUDE.md', null],
    ],
  );
  assert.equal(mem.loaded.size, 5);
  const text = renderMemory(mem.files);
  assert.match(text, /^Contents of CLAUDE\.md \(project instructions, checked into the codebase\):\n\n# Project/);
  assert.match(text, /Contents of docs\/style\.md \(project instructions, checked into the codebase, imported by CLAUDE\.md\):\n\nStyle: tabs/);
});

test('cycles are cut and reported; imports outside the repository are refused', async (t) => {
  const { mem } = await memoryOf(t, {
    'repo/CLAUDE.md': '@a.md\n@../secret.md\n@~/notes.md\n',
    'repo/a.md': 'A imports @b.md\n',
    'repo/b.md': 'B imports @a.md and @CLAUDE.md\n',
    'secret.md': 'outside\n',
  });
  assert.deepEqual(
    mem.files.map((f) => f.label),
    ['CLAUDE.md', 'a.md', 'b.md'],
  );
  assert.deepEqual(mem.warnings, [
    'b.md: import @a.md refused: import cycle (CLAUDE.md -> a.md -> b.md -> a.md)',
    'b.md: import @CLAUDE.md refused: import cycle (CLAUDE.md -> a.md -> b.md -> CLAUDE.md)',
    'CLAUDE.md: import @../secret.md refused: outside the repository',
    'CLAUDE.md: import @~/notes.md refused: outside the repository',
  ]);
});

test('imports go at most 5 hops deep', async (t) => {
  const files: Record<string, string> = { 'repo/CLAUDE.md': '@d1.md\n' };
  for (let i = 1; i <= 7; i++) files[`repo/d${i}.md`] = `level ${i} @d${i + 1}.md\n`;
  const { mem } = await memoryOf(t, files);
  assert.deepEqual(
    mem.files.map((f) => f.label),
    ['CLAUDE.md', 'd1.md', 'd2.md', 'd3.md', 'd4.md', 'd5.md'],
  );
  assert.deepEqual(mem.warnings, ['d5.md: import @d6.md refused: import depth limit (5) reached']);
});

test('no imports from code spans or fenced blocks', () => {
  const text = [
    'Use `@types/node` and see @real.md',
    '```sh',
    'npm i @scope/pkg',
    '@inside-fence.md',
    '```',
    '~~~',
    '@tilde.md',
    '~~~',
    'after @after.md#section',
  ].join('\n');
  assert.deepEqual(extractImports(text), ['real.md', 'after.md']);
});

test('nested CLAUDE.md files are added once, from the root down to the file read', async (t) => {
  const { base, dir, mem } = await memoryOf(t, {
    'repo/CLAUDE.md': 'root\n',
    'repo/src/CLAUDE.md': 'src rules @conventions.md\n',
    'repo/src/conventions.md': 'conventions\n',
    'repo/src/lib/CLAUDE.md': 'lib rules\n',
    'repo/src/lib/util.ts': 'export {};\n',
    'repo/src/other/x.ts': '\n',
    'outside/CLAUDE.md': 'nope\n',
  });
  const first = await nestedMemoryFor(dir, 'src/lib/util.ts', mem.loaded);
  assert.deepEqual(
    first.files.map((f) => f.label),
    ['src/CLAUDE.md', 'src/conventions.md', 'src/lib/CLAUDE.md'],
  );
  const again = await nestedMemoryFor(dir, path.join(dir, 'src/other/x.ts'), mem.loaded);
  assert.deepEqual(again.files, [], 'src/CLAUDE.md was already added');
  const outside = await nestedMemoryFor(dir, path.join(base, 'outside/file.txt'), mem.loaded);
  assert.deepEqual(outside.files, []);
});

test('no CLAUDE.md at all: empty memory', async (t) => {
  const { mem } = await memoryOf(t, {});
  assert.deepEqual(mem.files, []);
  assert.equal(renderMemory(mem.files), '');
});
