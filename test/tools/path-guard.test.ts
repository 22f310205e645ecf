import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isWithin, resolveInWorkspace } from '../../src/tools/path-guard.js';
import type { Workspace } from '../../src/tools/types.js';

describe('resolveInWorkspace', () => {
  let base: string;
  let ws: Workspace;
  let outside: string;

  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'guard-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    outside = join(base, 'outside');
    await mkdir(join(ws.root, 'src'), { recursive: true });
    await mkdir(ws.tempDir);
    await mkdir(outside);
    await writeFile(join(outside, 'secret.txt'), 'secret');
    await writeFile(join(ws.root, 'src', 'a.ts'), 'a');
  });
  after(() => rm(base, { recursive: true, force: true }));

  const ok = (p: string): string => {
    const r = resolveInWorkspace(ws, p);
    assert.ok(r.ok, `expected ${p} to be allowed: ${r.ok ? '' : r.error}`);
    return r.absPath;
  };
  const refused = (p: string): string => {
    const r = resolveInWorkspace(ws, p);
    assert.ok(!r.ok, `expected ${p} to be refused, got ${r.ok ? r.absPath : ''}`);
    return r.error;
  };

  it('resolves relative and absolute paths inside the root', () => {
    assert.equal(ok('src/a.ts'), join(ws.root, 'src', 'a.ts'));
    assert.equal(ok(join(ws.root, 'src', 'a.ts')), join(ws.root, 'src', 'a.ts'));
    assert.equal(ok('.'), ws.root);
    assert.equal(ok('src/../src/./a.ts'), join(ws.root, 'src', 'a.ts'));
    assert.equal(ok('does/not/exist/yet.txt'), join(ws.root, 'does', 'not', 'exist', 'yet.txt'));
  });

  it('allows the temp folder', () => {
    assert.equal(ok(join(ws.tempDir, 'spill.txt')), join(ws.tempDir, 'spill.txt'));
  });

  it('refuses .. escapes and absolute paths outside, naming the path', () => {
    const err = refused('../outside/secret.txt');
    assert.match(err, /"\.\.\/outside\/secret\.txt"/);
    assert.match(err, /outside the working directory/);
    refused('src/../../outside');
    refused(join(outside, 'secret.txt'));
    refused('/etc/passwd');
    // A sibling whose name starts with the root's name is not inside it.
    refused(`${ws.root}-evil/x`);
  });

  it('refuses a symlink to a file outside', async () => {
    await symlink(join(outside, 'secret.txt'), join(ws.root, 'link-to-secret'));
    const err = refused('link-to-secret');
    assert.match(err, /symbolic link/);
  });

  it('refuses a new file under a symlinked folder that points outside', async () => {
    await symlink(outside, join(ws.root, 'outdir'));
    refused('outdir/new-file.txt');
    refused('outdir/deeper/new-file.txt');
  });

  it('refuses symlink chains that end outside, allows ones that stay inside', async () => {
    await symlink(join(ws.root, 'outdir'), join(ws.root, 'chain1'));
    await symlink('chain1', join(ws.root, 'chain2'));
    refused('chain2/secret.txt');
    refused('chain2/new.txt');
    await symlink('src', join(ws.root, 'srclink'));
    assert.equal(ok('srclink/a.ts'), join(ws.root, 'src', 'a.ts'));
  });

  it('follows a dangling symlink to where a write would land', async () => {
    await symlink(join(outside, 'not-yet.txt'), join(ws.root, 'dangling'));
    refused('dangling');
    await symlink('later.txt', join(ws.root, 'src', 'dangling-inside'));
    assert.equal(ok('src/dangling-inside'), join(ws.root, 'src', 'later.txt'));
    // Relative targets are relative to the link's real folder, not the path as spelled.
    await symlink('../outside/x.txt', join(ws.root, 'src', 'rel-out'));
    assert.equal(ok('src/rel-out'), join(ws.root, 'outside', 'x.txt'));
    await symlink('../../outside/x.txt', join(ws.root, 'src', 'rel-out2'));
    refused('src/rel-out2');
  });

  it('refuses symlink loops', async () => {
    await symlink('loop-b', join(ws.root, 'loop-a'));
    await symlink('loop-a', join(ws.root, 'loop-b'));
    assert.match(refused('loop-a/x'), /loop|levels/);
  });

  it('refuses NUL bytes, over-long and empty paths', () => {
    assert.match(refused('src/a.ts\0.png'), /NUL/);
    assert.match(refused(`a/${'x'.repeat(5000)}`), /limited to 4096/);
    assert.match(refused(''), /empty/);
  });

  it('treats ~ literally, as a folder inside the root', () => {
    assert.equal(ok('~/notes.txt'), join(ws.root, '~', 'notes.txt'));
    assert.equal(ok('~'), join(ws.root, '~'));
  });

  it('isWithin compares whole path segments', () => {
    assert.equal(isWithin('/a/b', '/a'), true);
    assert.equal(isWithin('/a', '/a'), true);
    assert.equal(isWithin('/ab', '/a'), false);
    assert.equal(isWithin('/a/../b', '/a'), false);
  });
});
