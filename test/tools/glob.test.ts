import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createGlobTool, listFiles } from '../../src/tools/glob.js';
import type { ToolResult, Workspace } from '../../src/tools/types.js';
import { callsOf } from '../support/tool-call.js';

const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_1' };

async function put(root: string, files: Record<string, string>): Promise<void> {
  for (const [p, body] of Object.entries(files)) {
    await mkdir(dirname(join(root, p)), { recursive: true });
    await writeFile(join(root, p), body);
  }
}

const tree = {
  '.gitignore': 'dist/\n*.log\n',
  'src/a.ts': 'a',
  'src/b.ts': 'b',
  'src/deep/c.ts': 'c',
  'src/keep/.gitignore': '*.gen.ts\n',
  'src/keep/x.gen.ts': 'gen',
  'src/keep/y.ts': 'y',
  'dist/out.ts': 'built',
  'debug.log': 'log',
  'top.ts': 'top',
  '.github/workflows/ci.yml': 'on: push',
  'node_modules/pkg/index.ts': 'dep',
};

for (const kind of ['git', 'plain'] as const) {
  describe(`Glob (${kind} folder)`, () => {
    let base: string;
    let ws: Workspace;
    let glob: (input: unknown) => Promise<ToolResult>;
    /** The listed paths (relative to the working directory, as Claude Code 2.1.332 gives them), without the notes. */
    const rel = (r: ToolResult): string[] =>
      r.content
        .split('\n')
        .filter((l) => l !== '' && !l.startsWith('(') && !l.startsWith('/'))
        .sort();

    before(async () => {
      base = await realpath(await mkdtemp(join(tmpdir(), `glob-${kind}-`)));
      ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
      await mkdir(ws.tempDir, { recursive: true });
      await put(ws.root, tree);
      if (kind === 'git') {
        execFileSync('git', ['init', '-q'], { cwd: ws.root });
        // Tracked before being ignored: git still lists it.
        await put(ws.root, { 'dist/tracked.ts': 't' });
        execFileSync('git', ['add', '-f', 'dist/tracked.ts'], { cwd: ws.root });
      }
      glob = callsOf(createGlobTool({ workspace: ws }), ctx);
    });
    after(() => rm(base, { recursive: true, force: true }));

    // Was "honours .gitignore files and skips node_modules": 2.1.332's Glob does neither by default (rg --no-ignore
    // --hidden: test/fixtures/claude-code-tool-results/2.1.332-tool-env.json, glob-default), so neither does the runner's.
    it('lists by default what .gitignore leaves out and node_modules, as 2.1.332', async () => {
      const r = await glob({ pattern: '**/*.ts' });
      assert.equal(r.isError, false);
      const expected = ['dist/out.ts', 'node_modules/pkg/index.ts', 'src/a.ts', 'src/b.ts', 'src/deep/c.ts', 'src/keep/x.gen.ts', 'src/keep/y.ts', 'top.ts'];
      if (kind === 'git') expected.splice(1, 0, 'dist/tracked.ts');
      assert.deepEqual(rel(r), expected);
    });

    it('with CLAUDE_CODE_GLOB_NO_IGNORE off, enters no folder .gitignore leaves out unless the pattern names it, but lists an ignored file it names (rg --glob, 2.1.332)', async () => {
      const kept = callsOf(createGlobTool({ workspace: ws, noIgnore: false }), ctx);
      // dist/ is not entered (dist/tracked.ts neither, tracked or not); src/keep/x.gen.ts is ignored as a file the pattern names.
      assert.deepEqual(rel(await kept({ pattern: '**/*.ts' })), [
        'node_modules/pkg/index.ts',
        'src/a.ts',
        'src/b.ts',
        'src/deep/c.ts',
        'src/keep/x.gen.ts',
        'src/keep/y.ts',
        'top.ts',
      ]);
      // As the fixture's glob-edges-no-ignore-false `build/**`: the folder is not entered even when the pattern starts there.
      assert.equal((await kept({ pattern: 'dist/**' })).content, 'No files found');
      assert.deepEqual(rel(await kept({ pattern: '**/*.log' })), ['debug.log']);
    });

    it('with CLAUDE_CODE_GLOB_HIDDEN off, enters no dot-named folder, lists a dotfile the pattern names (2.1.332)', async () => {
      const plain = callsOf(createGlobTool({ workspace: ws, hidden: false }), ctx);
      assert.equal((await plain({ pattern: '.github/**/*.yml' })).content, 'No files found');
      assert.equal((await plain({ pattern: '**/*.yml' })).content, 'No files found');
      // A name without a slash at any depth; a dotfile the pattern names is listed (the fixture's `.hidden.txt`).
      assert.deepEqual(rel(await plain({ pattern: '.gitignore' })), ['.gitignore', 'src/keep/.gitignore']);
      assert.equal((await plain({ pattern: '*.yml' })).content, 'No files found');
    });

    it('lists the .git folder never, and reports the source', async () => {
      const listing = await listFiles(ws.root);
      assert.equal(listing.source, kind === 'git' ? 'git' : 'walk');
      assert.ok(!listing.files.some((f) => f.startsWith('.git/')));
      assert.ok(listing.files.includes('.github/workflows/ci.yml'));
    });

    it('matches dotfiles; * does not cross folders, but a pattern without a slash names files at any depth (2.1.332)', async () => {
      assert.deepEqual(rel(await glob({ pattern: '.github/**/*.yml' })), ['.github/workflows/ci.yml']);
      // As 2.1.332's Glob (rg's --glob) reads it: test/fixtures/claude-code-tool-results/2.1.332-gap-probes.json, `glob_no_path`.
      const anywhere = rel(await glob({ pattern: '*.ts' }));
      for (const f of ['top.ts', 'src/a.ts', 'src/deep/c.ts']) assert.ok(anywhere.includes(f), anywhere.join(' '));
      // node_modules and what .gitignore leaves out too, as 2.1.332 by default (was: none of them).
      assert.ok(
        anywhere.every((f) => f.endsWith('.ts')) && anywhere.includes('node_modules/pkg/index.ts') && anywhere.includes('dist/out.ts'),
        anywhere.join(' '),
      );
      const below = rel(await glob({ pattern: '*.ts', path: 'src' }));
      assert.ok(below.includes('src/deep/c.ts') && below.every((f) => f.startsWith('src/')), below.join(' '));
      assert.deepEqual(rel(await glob({ pattern: 'src/*.{ts,js}' })), ['src/a.ts', 'src/b.ts']);
      assert.deepEqual(rel(await glob({ pattern: `${ws.root}/src/*.ts` })), ['src/a.ts', 'src/b.ts']);
      assert.deepEqual(rel(await glob({ pattern: 'src/a.ts' })), ['src/a.ts']);
    });

    it("lists .git's own files by default, as 2.1.332 (glob-edges-default `**/HEAD`), and never a file a deny rule covers", async () => {
      if (kind === 'git') assert.ok(rel(await glob({ pattern: '**/HEAD' })).includes('.git/HEAD'));
      const denied = (abs: string): string | undefined => (abs.includes('/node_modules/') || abs.endsWith('/.git/config') ? 'Read(secret)' : undefined);
      const guarded = callsOf(createGlobTool({ workspace: ws }), { ...ctx, pathDenied: denied });
      const all = rel(await guarded({ pattern: '**/*' }));
      assert.ok(all.includes('top.ts') && !all.some((f) => f.startsWith('node_modules/') || f === '.git/config'), all.join(' '));
      if (kind === 'git') assert.ok(all.includes('.git/HEAD'));
    });

    it('includes node_modules when the pattern names it', async () => {
      assert.deepEqual(rel(await glob({ pattern: 'node_modules/**/*.ts' })), ['node_modules/pkg/index.ts']);
    });

    it('sorts by modification time, oldest first (as Claude Code 2.1.332)', async () => {
      const t = Date.now() / 1000;
      await utimes(join(ws.root, 'src/a.ts'), t - 300, t - 300);
      await utimes(join(ws.root, 'src/b.ts'), t - 100, t - 100);
      await utimes(join(ws.root, 'src/deep/c.ts'), t - 200, t - 200);
      const r = await glob({ pattern: '**/*.ts', path: 'src' });
      assert.deepEqual(r.content.split('\n').slice(0, 3), ['src/a.ts', 'src/deep/c.ts', 'src/b.ts']);
    });

    it('caps results at 100 with a note on how many were left out', async () => {
      const many: Record<string, string> = {};
      for (let i = 0; i < 130; i++) many[`many/f${i}.txt`] = String(i);
      await put(ws.root, many);
      const r = await glob({ pattern: 'many/*.txt' });
      assert.equal(rel(r).length, 100);
      assert.match(r.content, /\n\(Showing 100 of 130 matching files; 30 more are not listed\. Narrow the pattern or path to see the rest\.\)$/);
      assert.equal(r.details?.numFiles, 130);
      assert.equal(r.details?.truncated, true);
    });

    it('says so when nothing matches, and refuses paths outside', async () => {
      assert.equal((await glob({ pattern: '**/*.nothing' })).content, 'No files found');
      assert.equal((await glob({ pattern: 'no/such/dir/*.ts' })).content, 'No files found');
      const out = await glob({ pattern: '*', path: '..' });
      assert.equal(out.isError, true);
      assert.match(out.content, /outside the working directory/);
      const sneaky = await glob({ pattern: '../../**/*' });
      assert.equal(sneaky.isError, true);
      assert.match((await glob({ pattern: '*', path: 'missing' })).content, /Folder does not exist/);
      assert.match((await glob({ pattern: '*', path: 'top.ts' })).content, /is a file, not a folder/);
    });
  });
}
