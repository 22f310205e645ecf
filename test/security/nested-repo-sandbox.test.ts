/**
 * Issue 25, item 4, held by the OS: no git started by any command in the sandbox consults a repository below the
 * working directory that the agent could have written. The attack: a pull request carries a tarball holding
 * `src/.git` (its configuration runs `core.fsmonitor` and `diff.external`); under rules people write
 * (`Bash(tar:*)`, `Bash(npm test:*)`, `Bash(make:*)`), a prompt-injected model unpacks it and runs the repository's
 * own test script and Makefile, which run `git -C src status` and `cd src && git diff`. The parser approves each
 * line; it cannot see the git those programs start. A folder laid out as a bare repository (written through a rule
 * that never spells `.git`) is the same attack without a `.git`.
 *
 * Control: on the previous build (this file's `git stash` of src/sandbox/), the marks below are made: the nested
 * configuration ran code no rule allowed.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { NestedRepos } from '../../src/sandbox/nested-repos.js';

const onPath = (name: string): boolean => (process.env.PATH ?? '').split(':').some((dir) => existsSync(path.join(dir, name)));
const noSandbox = process.platform !== 'linux' || !onPath('bwrap') || !onPath('socat') ? 'needs Linux with bubblewrap and socat' : false;
if (noSandbox) console.log(`# skipped: nested repositories in the sandbox: ${noSandbox}`);

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.email=a@b', '-c', 'user.name=a', ...args], { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });

/** A repository's configuration whose every code-running key leaves `mark` behind. */
const hostileConfig = (mark: string, extra = ''): string =>
  `[core]\n\trepositoryformatversion = 0\n\tbare = false\n${extra}\tfsmonitor = touch ${mark}; false\n\tpager = touch ${mark}; cat\n[diff]\n\texternal = touch ${mark}; false\n`;

test('a nested repository the agent unpacked, or a bare one it wrote, is not what git in a rule-allowed program uses', { skip: noSandbox }, async (t) => {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'nested-repo-')));
  const root = path.join(base, 'repo');
  const runDir = path.join(base, 'run');
  const scratch = path.join(base, 'scratch');
  for (const d of [root, runDir, scratch]) mkdirSync(d);
  t.after(() => rmSync(base, { recursive: true, force: true }));
  const marks = {
    tar: path.join(root, 'pwned-unpacked'),
    bare: path.join(root, 'pwned-bare'),
    sameLine: path.join(root, 'pwned-same-line'),
    commondir: path.join(root, 'pwned-commondir'),
  };

  // What the pull request carries: a fixture tarball with src/.git in it, and a folder laid out as a bare repository.
  git(scratch, 'init', '-q', 'src');
  writeFileSync(path.join(scratch, 'src', '.git', 'config'), hostileConfig(marks.tar));
  execFileSync('tar', ['cf', path.join(root, 'fixtures.tar'), '-C', scratch, 'src/.git']);
  // Unpacked and used on one line (after the sandbox's mounts were made): pkg/.git, and the workspace's own
  // .git/commondir pointing at a configuration the pull request carries in evil/.
  git(scratch, 'init', '-q', 'pkg');
  writeFileSync(path.join(scratch, 'pkg', '.git', 'config'), hostileConfig(marks.sameLine));
  execFileSync('tar', ['cf', path.join(root, 'more.tar'), '-C', scratch, 'pkg/.git']);
  mkdirSync(path.join(scratch, '.git'));
  writeFileSync(path.join(scratch, '.git', 'commondir'), `${path.join(root, 'evil')}\n`);
  execFileSync('tar', ['cf', path.join(root, 'common.tar'), '-C', scratch, '.git/commondir']);
  for (const d of ['objects', 'refs']) mkdirSync(path.join(root, 'evil', d), { recursive: true });
  for (const d of ['objects', 'refs']) writeFileSync(path.join(root, 'evil', d, '.keep'), '');
  writeFileSync(path.join(root, 'evil', 'config'), hostileConfig(marks.commondir));
  mkdirSync(path.join(root, 'lib', 'objects'), { recursive: true });
  mkdirSync(path.join(root, 'lib', 'refs'), { recursive: true });
  writeFileSync(path.join(root, 'lib', 'objects', '.keep'), '');
  writeFileSync(path.join(root, 'lib', 'refs', '.keep'), '');
  writeFileSync(path.join(root, 'lib', 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(path.join(root, 'lib', 'config'), hostileConfig(marks.bare, `\tworktree = ${path.join(root, 'lib')}\n`));
  // The repository's own test script and Makefile: git in a subfolder, as many do.
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src', 'x.ts'), 'export const x = 1;\n');
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({
      name: 'w',
      version: '1.0.0',
      scripts: {
        test: 'git -C src rev-parse --show-toplevel; git -C src status --short; git -C lib status --short; git -C pkg status --short; git status --short >/dev/null; echo tests-done',
      },
    }),
  );
  // A program may run git by absolute path (past the guard on PATH): the masks hold there, from the next command on.
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(
    path.join(root, 'Makefile'),
    `check:\n\t-cd src && git diff HEAD\n\t-cd lib && git status --short\n\techo make-done\ndirect:\n\t-cd pkg && ${realGit} status --short\n\t-${realGit} status --short\n\techo direct-done\n`,
  );
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'pull request head');

  const bash = (id: string, command: string) => ({ content: [{ type: 'tool_use' as const, id, name: 'Bash', input: { command } }] });
  const model = await startScriptedModel([
    bash('toolu_1', 'tar xf fixtures.tar'),
    bash('toolu_2', 'npm test'),
    bash('toolu_3', 'make check'),
    bash('toolu_4', 'tar xf more.tar && npm test'),
    bash('toolu_5', 'tar xf common.tar && npm test'),
    bash('toolu_6', 'make direct'),
    { content: [{ type: 'text', text: 'Done.' }] },
  ]);
  t.after(() => model.close());
  const r = await runProductSession({
    cwd: root,
    runDir,
    modelUrl: model.url,
    inputs: { permission_mode: 'dontAsk', allowed_tools: 'Bash(tar:*), Bash(npm test:*), Bash(make:*)', sandbox: 'required' },
    env: { HOME: base },
  });
  assert.equal(r.outcome.subtype, 'success', JSON.stringify(r.outcome.errors));
  // What each command printed: the last tool result of each request after the first.
  const results = model.requests.slice(1).map((q) => {
    const body = q.body as { messages: { content: unknown }[] };
    const last = JSON.stringify(body.messages.at(-1)?.content ?? '');
    return (/"content":"((?:[^"\\]|\\.)*)"/.exec(last)?.[1] ?? last).replace(/\\n/g, '\n');
  });
  const denials = r.outcome.denials.map((d) => `${d.toolName}: ${d.reason}`);
  console.log(`tool results:\n${results.join('\n---\n')}`);
  assert.deepEqual(denials, [], 'every line was approved: the rules allow them');
  assert.ok(existsSync(path.join(root, 'src', '.git', 'config')), 'the tarball was unpacked: src/.git is there');
  assert.deepEqual(
    readdirSync(root).filter((n) => n.startsWith('pwned')),
    [],
    'no nested or bare repository configuration ran code',
  );
  assert.match(results[1] ?? '', /tests-done/);
  assert.match(results[1] ?? '', new RegExp(`^${root}$`, 'm'), 'git in src/ uses the workspace repository');
  assert.match(results[2] ?? '', /make-done/);
  assert.ok(existsSync(path.join(root, 'pkg', '.git', 'config')) && existsSync(path.join(root, '.git', 'commondir')), 'both were unpacked');
  assert.match(results[3] ?? '', /git: not run: it would use the repository .*\/pkg\/\.git, made below the working directory/);
  assert.match(results[4] ?? '', /git: not run: it would use the repository .*\/evil, made below the working directory/);
  assert.match(results[5] ?? '', /direct-done/);
  assert.match(results[5] ?? '', /failed to read .*\.git\/commondir/, 'the written commondir is masked: git fails rather than use it');
});

test('which .git entries a sandboxed command gets masked: those made during the run; those there at the start keep their configuration read-only', async (t) => {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'nested-walk-')));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  // At the start: the workspace's own repository, a vendored one deep down, and a submodule's .git file.
  mkdirSync(path.join(root, '.git', 'modules', 'sub', 'hooks'), { recursive: true });
  writeFileSync(path.join(root, '.git', 'modules', 'sub', 'config'), '');
  mkdirSync(path.join(root, 'a', 'b', 'c', 'd', 'e', '.git', 'hooks'), { recursive: true });
  writeFileSync(path.join(root, 'a', 'b', 'c', 'd', 'e', '.git', 'config'), '');
  mkdirSync(path.join(root, 'sub'));
  writeFileSync(path.join(root, 'sub', '.git'), 'gitdir: ../.git/modules/sub\n');
  const warnings: string[] = [];
  const repos = new NestedRepos(root, (line) => void warnings.push(line));
  await repos.snapshot();
  assert.deepEqual((await repos.masks()).mask, []);
  assert.deepEqual((await repos.masks()).protect.sort(), [
    path.join(root, '.git', 'modules', 'sub', 'config'),
    path.join(root, '.git', 'modules', 'sub', 'hooks'),
    path.join(root, 'a', 'b', 'c', 'd', 'e', '.git', 'config'),
    path.join(root, 'a', 'b', 'c', 'd', 'e', '.git', 'hooks'),
  ]);
  // During the run: a repository deep down, a .git file, a link named .git; a .git inside a .git is never walked into.
  mkdirSync(path.join(root, 'x', 'y', 'z', 'w', '.git'), { recursive: true });
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src', '.git'), 'gitdir: /elsewhere\n');
  mkdirSync(path.join(root, 'l'));
  symlinkSync(path.join(root, 'a', 'b', 'c', 'd', 'e', '.git'), path.join(root, 'l', '.git'));
  mkdirSync(path.join(root, 'x', 'y', 'z', 'w', '.git', 'inner', '.git'), { recursive: true });
  assert.deepEqual((await repos.masks()).mask.sort(), [
    path.join(root, 'l', '.git'),
    path.join(root, 'src', '.git'),
    path.join(root, 'x', 'y', 'z', 'w', '.git'),
  ]);
  assert.deepEqual(warnings, []);
});
