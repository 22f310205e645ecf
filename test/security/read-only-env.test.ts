/**
 * The read-only list cannot be made to run code: through the product's wiring (decide → dispatch → Bash
 * tool), `git status` in a nested `.git` the agent could have written (fsmonitor set to a command) runs in
 * the fixed environment, pinned to the workspace's own repository, and the command never runs. A literal
 * simple command runs from its parsed argv, without a shell.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decide } from '../../src/permissions/decide.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';
import { createBashTool } from '../../src/tools/bash.js';
import { dispatchToolCall } from '../../src/tools/dispatch.js';
import { eraseTool, type AnyTool } from '../../src/tools/types.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { isolatedGit } from './read-only-helpers.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

let root: string;
let temp: string;
const git = isolatedGit(() => temp);

before(() => {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ro-env-')));
  root = path.join(base, 'repo');
  temp = path.join(base, 'tmp');
  mkdirSync(root);
  mkdirSync(temp);
  git(root, 'init', '-q');
  writeFileSync(path.join(root, 'a.txt'), 'a\n');
  git(root, 'add', 'a.txt');
  git(root, 'commit', '-qm', 'x');
  // What a prompt-injected agent could write in an editable folder: a repository whose config runs code.
  mkdirSync(path.join(root, 'sub'));
  git(path.join(root, 'sub'), 'init', '-q');
  git(path.join(root, 'sub'), 'config', 'core.fsmonitor', `touch ${path.join(base, 'PWNED')}; false`);
  git(path.join(root, 'sub'), 'config', 'core.pager', `touch ${path.join(base, 'PWNED')}; cat`);
});
after(() => rmSync(path.dirname(root), { recursive: true, force: true }));

async function run(command: string): Promise<{ allowed: boolean; content: string }> {
  const policy: PermissionPolicy = { mode: 'dontAsk', allow: [], deny: [], readOnlyBash: true, workspaceRoot: root };
  const tool: AnyTool = eraseTool(createBashTool({ workspace: { root, tempDir: temp }, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root } }));
  const out = await dispatchToolCall(
    { id: 't1', name: 'Bash', input: { command } },
    { tools: new Map([['Bash', tool]]), decide: (n, i) => decide(policy, n, i) },
    new AbortController().signal,
  );
  return { allowed: out.denial === undefined, content: out.result.content };
}

describe('read-only commands run in a fixed environment', () => {
  it('a nested .git in an editable folder cannot make `git status` run code', async () => {
    for (const command of ['cd sub && git status', 'cd sub && git log -n1', 'cd sub && git diff']) {
      const r = await run(command);
      assert.ok(r.allowed, `${command} is on the read-only list`);
      assert.equal(existsSync(path.join(path.dirname(root), 'PWNED')), false, `${command} ran the nested repository's config: ${r.content}`);
    }
    // Bash itself, outside the product, does run it: the attack is real.
    execFileSync('bash', ['-c', 'git status >/dev/null 2>&1 || true'], { cwd: path.join(root, 'sub'), env: { PATH: process.env.PATH ?? '', HOME: temp } });
    assert.equal(existsSync(path.join(path.dirname(root), 'PWNED')), true);
  });

  it('git status reports the workspace repository', async () => {
    writeFileSync(path.join(root, 'a.txt'), 'changed\n');
    const r = await run('git status --short');
    assert.match(r.content, /M a\.txt/);
  });

  it('a literal simple command is planned as argv, run without a shell', () => {
    const policy: PermissionPolicy = { mode: 'dontAsk', allow: [], deny: [], readOnlyBash: true, workspaceRoot: root };
    const d = decide(policy, 'Bash', { command: "git log -n 1 --format='%s'" });
    assert.equal(d.behavior, 'allow');
    assert.deepEqual(d.behavior === 'allow' ? d.plan : undefined, { readOnly: true, argv: ['git', 'log', '-n', '1', '--format=%s'], jail: { hide: [] } });
    const compound = decide(policy, 'Bash', { command: 'ls | wc -l' });
    assert.deepEqual(compound.behavior === 'allow' ? compound.plan : undefined, { readOnly: true, jail: { hide: [] } });
  });
});
