import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Script } from '../../support/scripted-model/scripted-model.js';
import { msgCount, resultText, run, tempRepo, tempRepoFor, toolResultOf, writeFiles, type Repo, modelFor } from '../session/harness.js';
import { bash, call, turn } from '../support/scripted-turns.js';

const gitIn = (dir: string, ...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
const commit = (dir: string, message: string): void => {
  gitIn(dir, 'add', '-A');
  gitIn(dir, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', message);
};
type Turn = ReturnType<Extract<Script, (...args: never[]) => unknown>>;
const say = (text: string): Turn => ({ content: [{ type: 'text', text }] });
const firstText = (req: Parameters<Extract<Script, (...args: never[]) => unknown>>[0]): string => JSON.stringify((req.body.messages as unknown[])[0]);

/** A repository whose `.claude/settings.json` has this `worktree` block, with two packages and a root file. */
async function repoWith(worktree: unknown, extra: Record<string, string> = {}, settings: Record<string, unknown> = {}): Promise<Repo> {
  const repo = await tempRepo();
  await writeFiles(repo.dir, { 'root.txt': 'root\n', 'pkg/a/one.txt': 'one\n', 'pkg/b/two.txt': 'two\n', 'pkg/top.txt': 'top\n', ...extra });
  gitIn(repo.dir, 'init', '-q', '-b', 'main');
  commit(repo.dir, 'first');
  gitIn(repo.dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
  await writeFiles(repo.dir, { 'later.txt': 'only on HEAD\n', '.claude/settings.json': JSON.stringify({ worktree, ...settings }) });
  commit(repo.dir, 'second');
  return repo;
}

const agentCall = (prompt: string, id: string): Turn =>
  turn(call('Agent', { description: 'Work apart', subagent_type: 'general-purpose', isolation: 'worktree', prompt }, id));

/** The parent sends one worktree subagent to run `command` ("Only look."), then is done; `looked()` is what the command printed. */
function oneLook(command: string): { script: Script; looked: () => string } {
  let look = '';
  const script: Script = (req) => {
    if (firstText(req).includes('Only look.')) {
      if (msgCount(req) === 1) return bash(command, 'toolu_look');
      look = resultText(toolResultOf(req));
      return say('Looked.');
    }
    return msgCount(req) === 1 ? agentCall('Only look.', 'toolu_a1') : say('Parent done.');
  };
  return { script, looked: () => look };
}

test('worktree.sparsePaths and baseRef "fresh": the worktree branches from origin/main with only the cone checked out; an untouched one is removed, a changed one saves only its change', async (t) => {
  const repo = await repoWith({ baseRef: 'fresh', sparsePaths: ['pkg/a'], symlinkDirectories: ['node_modules'] });
  t.after(() => repo.cleanup());
  const seen: Record<string, string> = {};
  const script: Script = (req) => {
    const first = firstText(req);
    if (first.includes('Only look.')) {
      if (msgCount(req) === 1)
        return bash('find . -path ./.git -prune -o -type f -print | sort && git status --porcelain && git log --format=%s', 'toolu_look');
      seen.look = resultText(toolResultOf(req));
      return say('Looked.');
    }
    if (first.includes('Write it.')) {
      return msgCount(req) === 1 ? turn(call('Write', { file_path: 'pkg/a/new.txt', content: 'new\n' }, 'toolu_w')) : say('Wrote.');
    }
    const n = msgCount(req);
    if (n === 1) return agentCall('Only look.', 'toolu_a1');
    if (n === 3) {
      seen.first = resultText(toolResultOf(req));
      return agentCall('Write it.', 'toolu_a2');
    }
    return say('Parent done.');
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  // Cone mode: root files, the files of pkg/ (an ancestor), all of pkg/a; not pkg/b. Based on origin/main: no later.txt.
  assert.equal(String(seen.look), './pkg/a/one.txt\n./pkg/top.txt\n./root.txt\nfirst', String(seen.look));
  assert.doesNotMatch(String(seen.first), /worktreePath/, 'nothing changed: the worktree was removed at once (the missing files are not changes)');
  const warnings = r.outcome.warnings.join('\n');
  assert.match(warnings, /\.claude\/settings\.json: worktree\.symlinkDirectories: not honoured in CI/);
  const saved = /saved as (\S+\.patch)\./.exec(warnings)?.[1];
  assert.ok(saved !== undefined, warnings);
  const patch = readFileSync(saved, 'utf8');
  assert.match(patch, /pkg\/a\/new\.txt/);
  assert.doesNotMatch(patch, /two\.txt|deleted file/, 'files outside the cone are not deletions');
  assert.ok(!existsSync(path.join(repo.dir, '.claude', 'worktrees')));
  assert.doesNotMatch(readFileSync(path.join(repo.dir, '.git', 'config'), 'utf8'), /worktreeConfig|sparse/i, '.git/config is not rewritten');
  assert.doesNotMatch(warnings, /\.git\/|ignored file/, warnings);
});

test('worktree.baseRef "fresh" without origin\'s default branch: HEAD, and a warning naming the file and field', async (t) => {
  const repo = await repoWith({ baseRef: 'fresh' });
  t.after(() => repo.cleanup());
  gitIn(repo.dir, 'update-ref', '-d', 'refs/remotes/origin/main');
  const { script, looked } = oneLook('git log --format=%s');
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.equal(looked(), 'second\nfirst');
  const warnings = r.outcome.warnings.filter((w) => w.includes('worktree.baseRef'));
  assert.deepEqual(warnings, [
    `.claude/settings.json worktree.baseRef: "fresh" (origin's default branch) cannot be honoured: refs/remotes/origin/main or refs/remotes/origin/master is not in this checkout (actions/checkout's fetch-depth: 0 fetches it); subagents' worktrees branch from HEAD`,
  ]);
});

test(".worktreeinclude: ignored files it lists are copied into the worktree; one a Read deny rule or the sandbox's denyRead covers is not, and is named", async (t) => {
  const repo = await repoWith(
    {},
    {
      '.gitignore': '.env\nsecret.env\nlocal/\nother.log\nkeys/\n',
      '.worktreeinclude': '# local files\n.env\nsecret.env\nlocal/\nroot.txt\nkeys/\n',
    },
    { sandbox: { filesystem: { denyRead: ['./keys'] } } },
  );
  t.after(() => repo.cleanup());
  await writeFiles(repo.dir, { '.env': 'A=1\n', 'secret.env': 'SECRET\n', 'local/conf.json': '{}\n', 'other.log': 'log\n', 'keys/id.key': 'KEY\n' });
  const { script, looked } = oneLook('cat .env; ls local; ls secret.env other.log keys 2>&1 | sort');
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { disallowed_tools: 'Read(./secret.env)' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const look = looked();
  assert.match(look, /^A=1\nconf\.json\n/, look);
  assert.match(look, /secret\.env.*No such file/, look);
  assert.match(look, /other\.log.*No such file/, look);
  assert.match(look, /keys.*No such file/, look);
  const warnings = r.outcome.warnings.join('\n');
  assert.match(
    warnings,
    /\.worktreeinclude: not copied into subagents' worktrees: secret\.env \(the deny rule "Read\(\.\/secret\.env\)" covers it\)/,
    warnings,
  );
  assert.doesNotMatch(warnings, /left changes/, "copied files are part of the base state, not the subagent's changes");
  assert.ok(!existsSync(path.join(repo.dir, '.claude', 'worktrees')));
});

test('.worktreeinclude under baseRef "fresh": a file whose destination a committed link in the base leads out of the worktree is not copied', async (t) => {
  const repo = await tempRepoFor(t);
  const outside = path.join(repo.tempDir, 'outside');
  await writeFiles(repo.tempDir, { 'outside/keep.txt': 'keep\n' });
  await writeFiles(repo.dir, { 'root.txt': 'root\n' });
  execFileSync('ln', ['-s', outside, path.join(repo.dir, 'conf')]);
  gitIn(repo.dir, 'init', '-q', '-b', 'main');
  commit(repo.dir, 'first');
  gitIn(repo.dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
  gitIn(repo.dir, 'rm', '-q', 'conf');
  await writeFiles(repo.dir, {
    '.gitignore': 'conf/\n',
    '.worktreeinclude': 'conf/\n',
    '.claude/settings.json': JSON.stringify({ worktree: { baseRef: 'fresh' } }),
  });
  commit(repo.dir, 'second');
  await writeFiles(repo.dir, { 'conf/.env': 'A=1\n' });
  const model = await modelFor(t, oneLook('ls -la conf').script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.ok(!existsSync(path.join(outside, '.env')), 'nothing written through the link');
  const warnings = r.outcome.warnings.join('\n');
  assert.ok(
    warnings.includes(".worktreeinclude: not copied into subagents' worktrees: conf/.env (a committed link would lead the copy out of the worktree)"),
    warnings,
  );
});

test(".worktreeinclude copies a base does not ignore are not the subagent's changes while they match the workspace's", async (t) => {
  const repo = await repoWith({ baseRef: 'fresh' }, {}, {});
  t.after(() => repo.cleanup());
  // HEAD ignores .env; origin/main (the base) has no .gitignore: there the copy is an untracked file.
  await writeFiles(repo.dir, { '.gitignore': '.env\n', '.worktreeinclude': '.env\n' });
  commit(repo.dir, 'third');
  await writeFiles(repo.dir, { '.env': 'TOKEN-LIKE=1\n' });
  let first = '';
  const script: Script = (req) => {
    if (firstText(req).includes('Only look.')) return msgCount(req) === 1 ? bash('cat .env', 'toolu_look') : say('Looked.');
    const n = msgCount(req);
    if (n === 1) return agentCall('Only look.', 'toolu_a1');
    first = resultText(toolResultOf(req));
    return say('Parent done.');
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.doesNotMatch(first, /worktreePath/, first);
  assert.doesNotMatch(r.outcome.warnings.join('\n'), /left changes/, r.outcome.warnings.join('\n'));
  assert.ok(!existsSync(path.join(repo.tempDir, 'worktrees')), 'no patch saved (it would carry the copied file)');
});
