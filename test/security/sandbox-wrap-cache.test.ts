/**
 * Issue 37: the library's wrap (its scan for shell and tool settings to protect below the working directory) is kept
 * between sandboxed commands while the workspace does not change (src/sandbox/wrap-cache.ts). A kept wrap must never
 * protect less than a new one. The attack: one command makes a protected kind of file the scan would find
 * (`sub/.vscode/settings.json`, `sub/.mcp.json`), a later command overwrites it. Control: a cache that never lets go
 * of its wrap (the same WrapCache with a fingerprint that never changes) lets that write through.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { emptySandboxSettings } from '../../src/sandbox/config.js';
import { FolderView } from '../../src/sandbox/folder-view.js';
import { startSandbox, type ToolSandbox } from '../../src/sandbox/runtime.js';
import { WrapCache, wrapFingerprint } from '../../src/sandbox/wrap-cache.js';
import { runArgv, skipNote } from '../sandbox/helpers.js';

type Store = ReturnType<typeof import('@anthropic-ai/sandbox-runtime')['SandboxManager']['getSandboxViolationStore']>;

/** Resolves once the library's monitor has reported `count` violations past `seen` (they arrive over a socket, after the command). */
function violationsIn(store: Store, seen: number, count: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = store.subscribe(() => {
      if (store.getTotalCount() < seen + count) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

describe('the folder view the kept wrap goes by', () => {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'folder-view-')));
  after(() => rmSync(root, { recursive: true, force: true }));

  it('moves on every name added, removed, renamed or changed in type, inside a .git too; not when nothing changed', async () => {
    mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
    mkdirSync(path.join(root, 'repo', '.git', 'hooks'), { recursive: true });
    mkdirSync(path.join(root, '.git', 'info'), { recursive: true });
    const view = new FolderView(root, () => undefined);
    await view.walk();
    const at = view.generation;
    assert.notEqual(at, undefined);
    // Just changed (not settled): listed again, and the same names are no change.
    await view.walk();
    assert.equal(view.generation, at, 'nothing changed');
    const steps: Array<[string, () => void]> = [
      ['a file added deep down', () => writeFileSync(path.join(root, 'a', 'b', '.mcp.json'), '{}')],
      ['renamed', () => renameSync(path.join(root, 'a', 'b', '.mcp.json'), path.join(root, 'a', 'b', '.bashrc'))],
      ['removed', () => rmSync(path.join(root, 'a', 'b', '.bashrc'))],
      ['a link where a folder was', () => (rmSync(path.join(root, 'a', 'b'), { recursive: true }), symlinkSync('/etc', path.join(root, 'a', 'b')))],
      ['a repository’s HEAD', () => writeFileSync(path.join(root, 'repo', '.git', 'HEAD'), 'ref: refs/heads/main\n')],
      ['a hook', () => writeFileSync(path.join(root, 'repo', '.git', 'hooks', 'pre-commit'), '')],
      // The scan lists four levels down, inside a .git too, and protects a `.bashrc` three down.
      ['a shell file in the workspace repository’s .git/info', () => writeFileSync(path.join(root, '.git', 'info', '.bashrc'), '')],
    ];
    let last = view.generation;
    for (const [what, change] of steps) {
      change();
      await view.walk();
      assert.notEqual(view.generation, last, what);
      last = view.generation;
    }
  });

  it('fingerprints nothing it cannot see: deny patterns, a scan of another folder, a walk cut short', () => {
    const fs = { denyRead: [], allowWrite: [root], denyWrite: [path.join(root, 'x')] };
    const plain = wrapFingerprint(3, root, 'p', fs, root);
    assert.ok(plain);
    assert.equal(wrapFingerprint(3, root, 'p', { ...fs, denyRead: ['**/.env'] }, root), undefined);
    assert.equal(wrapFingerprint(3, root, 'p', { ...fs, denyRead: [path.join(root, 'keys', '*.pem')] }, root), undefined);
    assert.equal(wrapFingerprint(3, root, 'p', fs, '/elsewhere'), undefined);
    assert.equal(wrapFingerprint(undefined, root, 'p', fs, root), undefined);
    writeFileSync(path.join(root, 'x'), '');
    assert.notEqual(wrapFingerprint(3, root, 'p', fs, root), plain, 'a denied path that appeared changes it');
  });
});

describe('a kept sandbox wrap', { skip: skipNote('the kept sandbox wrap') }, () => {
  let sandbox: ToolSandbox | undefined;
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'wrap-cache-')));
  const cwd = path.join(base, 'repo');
  const runDir = path.join(base, 'run');
  const log: string[] = [];
  after(async () => {
    await sandbox?.close();
    rmSync(base, { recursive: true, force: true });
  });

  /** `violations`: how many the library's monitor reports for it (they arrive after the command, over a socket). */
  const inSandbox = async (command: string, violations = 0): Promise<{ code: number | null; out: string; blocked: string[] }> => {
    const wrapped = await sandbox?.wrap(['/bin/bash', '-c', command], command);
    assert.ok(wrapped);
    const { SandboxManager } = await import('@anthropic-ai/sandbox-runtime');
    const store = SandboxManager.getSandboxViolationStore();
    const seen = store.getTotalCount();
    const result = await runArgv(wrapped.argv, cwd);
    await violationsIn(store, seen, violations);
    return { ...result, blocked: wrapped.finish() };
  };

  it('protects a settings file a command made from the commands after it, as a new wrap does; a wrap never let go does not', async () => {
    mkdirSync(cwd);
    mkdirSync(runDir);
    execFileSync('git', ['init', '-q'], { cwd });
    // The library scans the process's working directory: the runner's is the workspace.
    process.chdir(cwd);
    const started = await startSandbox({ mode: 'required', settings: emptySandboxSettings(), cwd, runDir, allowRules: [] });
    assert.ok(started.ok && started.sandbox, started.ok ? (started.status.reason ?? 'no sandbox') : started.error);
    sandbox = started.sandbox;
    for (let i = 0; i < 4; i++) assert.equal((await inSandbox('true')).code, 0);

    // The attack: made by one command (nothing protected them yet), overwritten by the next.
    const made = await inSandbox('mkdir -p sub/.vscode && echo orig > sub/.vscode/settings.json && echo orig > sub/.mcp.json');
    assert.equal(made.code, 0, made.out);
    const overwrite = await inSandbox('echo pwned > sub/.vscode/settings.json; echo pwned > sub/.mcp.json');
    assert.notEqual(overwrite.code, 0);
    assert.match(overwrite.out, /Read-only file system/);
    assert.equal(readFileSync(path.join(cwd, 'sub', '.vscode', 'settings.json'), 'utf8'), 'orig\n');
    assert.equal(readFileSync(path.join(cwd, 'sub', '.mcp.json'), 'utf8'), 'orig\n');
    // The library's monitor reports writes to the working directory's own protected paths (not those its scan found
    // below): each under the command that made it.
    const blocked = await inSandbox('echo x > .bashrc', 1);
    assert.match(blocked.blocked.join('\n'), /blocked a write to .*\/\.bashrc/);
    assert.deepEqual((await inSandbox('true')).blocked, []);

    // Control: the same cache, told the workspace never changes.
    const { SandboxManager } = await import('@anthropic-ai/sandbox-runtime');
    const never = new WrapCache((line) => line);
    const store = SandboxManager.getSandboxViolationStore();
    const stale = async (command: string, violations = 0): Promise<{ code: number | null; out: string; blocked: number }> => {
      const id = `control-${Math.random()}`;
      const seen = store.getTotalCount();
      const wrapped = await never.wrap(SandboxManager, { prefix: '', fingerprint: 'never changes' }, `/bin/bash -c '${command}'`, id);
      const result = await runArgv(wrapped.argv, cwd);
      await violationsIn(store, seen, violations);
      wrapped.release();
      return { ...result, blocked: store.getViolationsForCommand(id).length };
    };
    assert.equal((await stale('mkdir -p ctl/.vscode && echo orig > ctl/.vscode/settings.json')).code, 0);
    assert.equal((await stale('echo pwned > ctl/.vscode/settings.json')).code, 0);
    assert.equal(readFileSync(path.join(cwd, 'ctl', '.vscode', 'settings.json'), 'utf8'), 'pwned\n', 'a wrap kept past the change lets the write through');
    // The kept wrap's attribution is each command's own: the violation is listed under the command that caused it.
    assert.equal((await stale('echo x > .zshrc', 1)).blocked, 1);
    assert.equal((await stale('true')).blocked, 0);
    assert.deepEqual(never.counts, { wrapped: 1, reused: 3 });

    await sandbox.close();
    sandbox = undefined;
    log.push(...started.log);
    const line = log.find((l) => l.startsWith('sandboxed commands:'));
    const reused = Number(/(\d+) of them in a wrap kept/.exec(line ?? '')?.[1] ?? 0);
    assert.ok(reused > 0, `commands in an unchanged workspace used the kept wrap: ${line}`);
  });
});
