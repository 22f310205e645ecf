/**
 * Path escapes through the file tools themselves (Read, Write, Edit, Glob, Grep with both engines),
 * called through dispatchToolCall with every permission granted, so only the tools' own guard stands
 * between the model and the rest of the disk. An escape is a result that shows content from outside the
 * working directory and the temp folder, or a file outside created or changed. Escapes must be 0;
 * legitimate paths inside must all work (over-blocks 0).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { dispatchToolCall } from '../../src/tools/dispatch.js';
import { createEditTool } from '../../src/tools/edit.js';
import { createGlobTool } from '../../src/tools/glob.js';
import { findOnPath } from '../../src/process/env.js';
import { createGrepTool } from '../../src/tools/grep.js';
import { createReadTool } from '../../src/tools/read.js';
import type { AnyTool, ToolResult, Workspace } from '../../src/tools/types.js';
import { eraseTool } from '../../src/tools/types.js';
import { createWriteTool } from '../../src/tools/write.js';

/** What the model may send (a search pattern, an Edit's old_string)… */
const PROBE = 'OUTSIDE-SECRET-';
/** …and what only the outside file holds: seeing this in a result is an escape. */
const TAIL = '6d1f0e';
const MARK = `${PROBE}${TAIL}`;
const timing = new Map<string, number>();

let base: string;
let ws: Workspace;
let outside: string;
let tools: Map<string, AnyTool>;

/** Every file under a folder with a hash of its content: a change anywhere shows. */
function snapshot(dir: string): string {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) out.push(`${p} ${createHash('sha1').update(readFileSync(p)).digest('hex')}`);
      else out.push(`${p} (${entry.isSymbolicLink() ? 'link' : 'other'})`);
    }
  };
  walk(dir);
  return out.join('\n');
}

async function call(name: string, input: Record<string, unknown>, grepTool?: AnyTool): Promise<ToolResult> {
  const map = grepTool ? new Map([...tools, ['Grep', grepTool]]) : tools;
  const outcome = await dispatchToolCall(
    { id: 'toolu_1', name, input },
    { tools: map, decide: () => ({ behavior: 'allow', reason: 'test' }) },
    new AbortController().signal,
  );
  return outcome.result;
}

/** Paths that try to reach `outside` (or the system) from the working directory. */
function hostilePaths(): string[] {
  const abs = path.join(outside, 'secret.txt');
  return [
    // `..` and absolute.
    '../outside/secret.txt',
    'src/../../outside/secret.txt',
    './../outside/secret.txt',
    `${ws.root}/../outside/secret.txt`,
    abs,
    `${outside}//secret.txt`,
    `${outside}/./secret.txt`,
    `/${abs}`,
    `${ws.root}-evil/../outside/secret.txt`,
    `${ws.tempDir}/../outside/secret.txt`,
    '/etc/passwd',
    '/etc/shadow',
    '/proc/self/environ',
    '/proc/self/cwd/package.json',
    '/proc/self/root/etc/passwd',
    `/proc/self/root${abs}`,
    '/dev/stdin',
    '/dev/zero',
    `${'../'.repeat(30)}etc/passwd`,
    // `~` and variables are not expanded: they name files inside (or are refused), never the home folder.
    '~/.bashrc',
    '~root/.bashrc',
    '~/../outside/secret.txt',
    '$HOME/.bashrc',
    '${HOME}/.bashrc',
    '$(echo ..)/outside/secret.txt',
    // Symlinks: file, absolute, directory, chains, a link to a parent, loops, dangling.
    'link-file',
    'link-abs',
    'link-dir/secret.txt',
    'link-dir',
    'chain1',
    'd1/secret.txt',
    'up/outside/secret.txt',
    'loop1',
    'src/deep/link-back/secret.txt',
    'tmp-link/secret.txt',
    'proc-link/environ',
    'dangling',
    'dangling-dir/new.txt',
    'link-dir/../outside/secret.txt',
    'chain-abs',
    'link-root-parent/outside/secret.txt',
    // NUL bytes.
    'src/a.ts\0../../outside/secret.txt',
    '../outside/secret.txt\0',
    `${abs}\0.txt`,
    '\0',
    // Very long.
    `${'a/'.repeat(3000)}${'../'.repeat(3001)}outside/secret.txt`,
    `${'./'.repeat(2100)}../outside/secret.txt`,
    'x'.repeat(5000),
    `${'/'.repeat(5000)}etc/passwd`,
    `${'sub/'.repeat(1000)}../../outside/secret.txt`,
    // Unicode look-alikes and encodings: names, never separators or parents.
    '\uFF0E\uFF0E/outside/secret.txt',
    '..\uFF0Foutside\uFF0Fsecret.txt',
    '\u2024\u2024/outside/secret.txt',
    '\u2025/outside/secret.txt',
    '..\u2215outside\u2215secret.txt',
    '..\u2044outside\u2044secret.txt',
    '\uFE52\uFE52/outside/secret.txt',
    '.\u0307./outside/secret.txt',
    '%2e%2e/outside/secret.txt',
    '%2e%2e%2foutside%2fsecret.txt',
    '..\\outside\\secret.txt',
    'file:///etc/passwd',
    '..%00/outside/secret.txt',
    '\u202E../outside/secret.txt',
    '..\u200B/outside/secret.txt',
  ];
}

/** Paths inside that must keep working. */
const LEGIT: string[] = [
  'src/a.ts',
  './src/a.ts',
  'src/../src/a.ts',
  'src//a.ts',
  'inner-link',
  'src/inner-dir-link/a.ts',
  'a..b.txt',
  '..foo',
  '...',
  'ünïcödé.txt',
  'with space.txt',
  '~/inside.txt',
  '\uFF0E\uFF0E/inside.txt',
  'src/deep/x.txt',
];

before(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'path-escapes-')));
  ws = { root: path.join(base, 'root'), tempDir: path.join(base, 'tmp') };
  outside = path.join(base, 'outside');
  for (const dir of [
    path.join(ws.root, 'src', 'deep'),
    ws.tempDir,
    path.join(outside, 'newdir-parent'),
    path.join(ws.root, '~'),
    path.join(ws.root, '\uFF0E\uFF0E'),
  ]) {
    mkdirSync(dir, { recursive: true });
  }
  writeFileSync(path.join(outside, 'secret.txt'), `${MARK}\n`);
  writeFileSync(path.join(ws.root, 'src', 'a.ts'), 'export const a = 1; // inside\n');
  for (const name of [
    'a..b.txt',
    '..foo',
    '...',
    'ünïcödé.txt',
    'with space.txt',
    path.join('~', 'inside.txt'),
    path.join('\uFF0E\uFF0E', 'inside.txt'),
    path.join('src', 'deep', 'x.txt'),
  ]) {
    writeFileSync(path.join(ws.root, name), 'inside\n');
  }
  const link = (target: string, at: string): void => symlinkSync(target, path.join(ws.root, at));
  link('../outside/secret.txt', 'link-file');
  link(path.join(outside, 'secret.txt'), 'link-abs');
  link('../outside', 'link-dir');
  link('chain2', 'chain1');
  link('chain3', 'chain2');
  link('../outside/secret.txt', 'chain3');
  link('d2', 'd1');
  link('../outside', 'd2');
  link('..', 'up');
  link('loop2', 'loop1');
  link('loop1', 'loop2');
  link('../../../outside', path.join('src', 'deep', 'link-back'));
  link('../outside/new-file.txt', 'dangling');
  link('../outside/newdir-parent/newdir', 'dangling-dir');
  link('/proc/self', 'proc-link');
  link('chain1', 'chain-abs');
  link(base, 'link-root-parent');
  link('src/a.ts', 'inner-link');
  link('.', path.join('src', 'inner-dir-link'));
  symlinkSync(outside, path.join(ws.tempDir, 'out'));
  symlinkSync(path.join(ws.tempDir, 'out'), path.join(ws.root, 'tmp-link'));
  tools = new Map(
    [
      createReadTool({ workspace: ws }),
      createWriteTool({ workspace: ws }),
      createEditTool({ workspace: ws }),
      createGlobTool({ workspace: ws }),
      createGrepTool({ workspace: ws }),
    ]
      .map((tool) => eraseTool(tool as Parameters<typeof eraseTool>[0]))
      .map((tool) => [tool.name, tool]),
  );
});
after(() => rmSync(base, { recursive: true, force: true }));

describe('path escapes through the tools', () => {
  it('Read, Write, Edit, Glob and Grep (rg and JavaScript engines) never reach outside the working directory', async (t) => {
    const escapes: string[] = [];
    const overBlocks: string[] = [];
    let attempts = 0;
    const before = snapshot(outside);
    const leaked = (result: ToolResult): boolean => result.content.includes(TAIL) || (result.content.includes(outside) && !result.isError);
    const grepJs = eraseTool(createGrepTool({ workspace: ws, rgPath: null }) as Parameters<typeof eraseTool>[0]);
    // ripgrep explicitly, whatever PATH holds; CI installs it (.ci/run). Without it, say so.
    const rgPath = findOnPath('rg');
    if (!rgPath) t.diagnostic('ripgrep (rg) is not installed: only the JavaScript Grep engine was checked');
    const grepRg = rgPath ? eraseTool(createGrepTool({ workspace: ws, rgPath }) as Parameters<typeof eraseTool>[0]) : grepJs;

    const shown = (p: string): string => JSON.stringify(p.length > 80 ? `${p.slice(0, 80)}…` : p);
    const check = async (label: string, p: string, name: string, input: Record<string, unknown>, grepTool?: AnyTool): Promise<void> => {
      attempts++;
      const t0 = performance.now();
      const result = await call(name, input, grepTool);
      timing.set(label, (timing.get(label) ?? 0) + performance.now() - t0);
      if (leaked(result)) escapes.push(`${label} ${shown(p)}: ${result.content.slice(0, 160)}`);
      const now = snapshot(outside);
      if (now !== before) {
        escapes.push(`${label} ${shown(p)}: changed ${outside}`);
        rmSync(outside, { recursive: true, force: true });
        mkdirSync(path.join(outside, 'newdir-parent'), { recursive: true });
        writeFileSync(path.join(outside, 'secret.txt'), `${MARK}\n`);
      }
    };
    // Read-only tools first, eight paths at a time, while the tree is still small (the writes below create folders).
    const paths = hostilePaths();
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (p) => {
          await check('Read', p, 'Read', { file_path: p });
          await check('Glob(path)', p, 'Glob', { pattern: '**/*', path: p });
          await check('Glob(pattern)', p, 'Glob', { pattern: `${p}/**` });
          // As a filter over the whole tree (Glob's pattern, Grep's glob), a path matters when it names a link or a parent.
          const asFilter = p.length < 100 && !p.includes('\0');
          if (asFilter) await check('Glob(pattern-file)', p, 'Glob', { pattern: p });
          for (const [engine, grep] of [
            ['rg', grepRg],
            ['js', grepJs],
          ] as const) {
            await check(`Grep[${engine}](path)`, p, 'Grep', { pattern: PROBE, path: p, output_mode: 'content' }, grep);
            if (asFilter) await check(`Grep[${engine}](glob)`, p, 'Grep', { pattern: PROBE, glob: p, output_mode: 'content' }, grep);
          }
        }),
      );
    }
    // Searching the whole working directory must not follow links out of it either.
    for (const [engine, grep] of [
      ['rg', grepRg],
      ['js', grepJs],
    ] as const) {
      for (const mode of ['content', 'files_with_matches', 'count']) {
        attempts++;
        const result = await call('Grep', { pattern: PROBE, output_mode: mode, '-i': true }, grep);
        if (leaked(result) || (mode !== 'content' && !result.content.startsWith('No ')))
          escapes.push(`Grep[${engine}] whole tree (${mode}): ${result.content.slice(0, 200)}`);
        attempts++;
        const multi = await call('Grep', { pattern: `OUTSIDE[\\s\\S]*`, multiline: true, output_mode: 'content' }, grep);
        if (leaked(multi)) escapes.push(`Grep[${engine}] multiline whole tree: ${multi.content.slice(0, 200)}`);
      }
    }
    for (const pattern of ['**/*', '**/secret.txt', '*', '**/*.txt', '{..,src}/**', '**/../../outside/*']) {
      attempts++;
      const result = await call('Glob', { pattern });
      // Paths under the working directory come relative to it (as Claude Code 2.1.332 gives them): made whole to compare.
      const lines = result.content
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('(') && line !== 'No files found')
        .map((line) => (line.startsWith('/') ? line : `${ws.root}/${line}`));
      // Outside paths, or paths below a linked folder (the listing went through the link).
      const linked = ['link-dir/', 'd1/', 'd2/', 'up/', 'tmp-link/', 'link-root-parent/', 'link-back/', 'proc-link/', 'dangling-dir/'];
      const out = lines.filter((line) => !line.startsWith(`${ws.root}/`) || linked.some((l) => line.includes(`/${l}`)));
      if (out.length > 0) escapes.push(`Glob ${JSON.stringify(pattern)}: ${out.join(', ').slice(0, 300)}`);
    }

    for (const p of paths) {
      await check('Write', p, 'Write', { file_path: p, content: 'PWNED' });
      await check('Edit', p, 'Edit', { file_path: p, old_string: PROBE, new_string: 'PWNED' });
      await check('Edit(create)', p, 'Edit', { file_path: p, old_string: '', new_string: 'PWNED' });
    }
    for (const p of LEGIT) {
      const read = await call('Read', { file_path: p });
      if (read.isError) overBlocks.push(`Read ${JSON.stringify(p)}: ${read.content.slice(0, 160)}`);
      const write = await call('Write', { file_path: p, content: 'inside, rewritten\n' });
      if (write.isError) overBlocks.push(`Write ${JSON.stringify(p)}: ${write.content.slice(0, 160)}`);
      const edit = await call('Edit', { file_path: p, old_string: 'rewritten', new_string: 'edited' });
      if (edit.isError) overBlocks.push(`Edit ${JSON.stringify(p)}: ${edit.content.slice(0, 160)}`);
      const grep = await call('Grep', { pattern: 'edited', path: p, output_mode: 'content' });
      if (grep.isError || !grep.content.includes('edited')) overBlocks.push(`Grep ${JSON.stringify(p)}: ${grep.content.slice(0, 160)}`);
    }
    const glob = await call('Glob', { pattern: '**/*.ts', path: 'src' });
    if (!glob.content.split('\n').includes('src/a.ts')) overBlocks.push(`Glob **/*.ts in src: ${glob.content}`);
    const temp = await call('Write', { file_path: path.join(ws.tempDir, 'scratch.txt'), content: 'temp\n' });
    if (temp.isError) overBlocks.push(`Write in the temp folder: ${temp.content}`);
    assert.equal(statSync(path.join(ws.root, 'src', 'a.ts')).isFile(), true);

    const summary = `path escapes: ${attempts} attempts (${hostilePaths().length} hostile paths × Read/Write/Edit/Glob/Grep[rg,js]); escapes ${escapes.length}; legitimate paths ${LEGIT.length}, over-blocks ${overBlocks.length}`;
    t.diagnostic(summary);
    console.log([...timing].map(([k, v]) => `${k} ${Math.round(v)}ms`).join(', '));
    console.log(summary);
    assert.deepEqual(escapes, []);
    assert.deepEqual(overBlocks, []);
  });

  it('a link swapped in between the check and the open (a background process racing the tools) never gets through', async (t) => {
    // A loop the agent could start with Bash: flips a file, a file to write and a folder between real and a link out.
    const flipper = spawn(
      'bash',
      [
        '-c',
        [
          `cd ${JSON.stringify(ws.root)}`,
          'while true; do',
          '  echo inside > r.tmp; mv -f r.tmp race; ln -sfn ../outside/secret.txt race',
          '  echo inside > w.tmp; mv -f w.tmp race-w; ln -sfn ../outside/target.txt race-w',
          '  rm -rf race-d; mkdir race-d; echo inside > race-d/secret.txt; rm -rf race-d; ln -sfn ../outside race-d',
          'done',
        ].join('\n'),
      ],
      { stdio: 'ignore' },
    );
    writeFileSync(path.join(outside, 'target.txt'), 'untouched\n');
    const escapes: string[] = [];
    let tries = 0;
    try {
      for (let i = 0; i < 400; i++) {
        for (const [name, input] of [
          ['Read', { file_path: 'race' }],
          ['Read', { file_path: 'race-d/secret.txt' }],
          ['Write', { file_path: 'race-w', content: `PWNED ${i}` }],
          ['Edit', { file_path: 'race-d/secret.txt', old_string: PROBE, new_string: 'PWNED' }],
          ['Write', { file_path: 'race-d/new.txt', content: 'PWNED' }],
        ] as const) {
          tries++;
          const result = await call(name, input);
          if (result.content.includes(TAIL)) escapes.push(`${name} ${input.file_path}: read outside`);
        }
        const target = readFileSync(path.join(outside, 'target.txt'), 'utf8');
        if (target !== 'untouched\n') escapes.push(`Write race-w: ${outside}/target.txt became ${JSON.stringify(target)}`);
        if (readFileSync(path.join(outside, 'secret.txt'), 'utf8') !== `${MARK}\n`) escapes.push('Edit race-d/secret.txt: changed the outside file');
        if (readdirSync(outside).includes('new.txt')) escapes.push('Write race-d/new.txt: created a file outside');
        writeFileSync(path.join(outside, 'target.txt'), 'untouched\n');
        writeFileSync(path.join(outside, 'secret.txt'), `${MARK}\n`);
        rmSync(path.join(outside, 'new.txt'), { force: true });
      }
    } finally {
      flipper.kill('SIGKILL');
    }
    const summary = `symlink races: ${tries} tool calls against a flipping link; escapes ${escapes.length}`;
    t.diagnostic(summary);
    console.log(summary);
    assert.deepEqual(escapes.slice(0, 10), []);
  });

  it('every refusal names the path and says why', async () => {
    const cases: [string, RegExp][] = [
      ['../outside/secret.txt', /outside the working directory/],
      ['link-file', /through a symbolic link/],
      ['loop1', /symbolic link loop|too many levels/],
      ['a\0b', /NUL byte/],
      ['x'.repeat(5000), /limited to 4096/],
    ];
    for (const [p, why] of cases) {
      const result = await call('Read', { file_path: p });
      assert.equal(result.isError, true, p);
      assert.match(result.content, why, result.content);
    }
  });
});
