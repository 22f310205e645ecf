import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Octokit } from '@octokit/rest';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { gitPushBridge, type GitPushBridge } from '../../src/github-tools/git-push-bridge.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { RunPowers } from '../../src/powers/grants.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const OWNER = 'octo-org';
const REPO = 'octo-repo';

describe('the push bridge (git push run by the runner, through the Git Data API)', () => {
  let dir: string;
  let fake: FakeGitHub;
  let push: GitPushBridge;
  let start: string;
  const sh = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const run = async (command: string): Promise<{ stdout: string; stderr: string; exitCode: number }> => {
    const out = push.bridge(command);
    assert.ok(out, `${command} is bridged`);
    return out;
  };
  const fileOnRemote = (branch: string, file: string): string | undefined => {
    const commit = fake.state.commits.get(fake.state.refs.get(`heads/${branch}`) ?? '');
    const sha = fake.state.trees.get(commit?.tree ?? '')?.get(file)?.sha;
    return sha === undefined ? undefined : fake.state.blobs.get(sha)?.toString();
  };

  before(async () => {
    await loadBashGrammar();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'push-bridge-'));
    sh('init', '-q', '-b', 'main');
    sh('config', 'user.email', 't@example.com');
    sh('config', 'user.name', 'T');
    await fs.writeFile(path.join(dir, 'math.js'), 'export const add = (a, b) => a - b;\n');
    await fs.writeFile(path.join(dir, 'README.md'), '# calc\n');
    sh('add', '-A');
    sh('commit', '-q', '-m', 'start');
    start = sh('rev-parse', 'HEAD');
    fake = await startFakeGitHub({
      owner: OWNER,
      repo: REPO,
      baseFiles: { 'math.js': 'export const add = (a, b) => a - b;\n', 'README.md': '# calc\n' },
      baseCommitSha: start,
    });
    const octokit = new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet });
    const powers = new RunPowers({ push: 'branch', defaultBranch: 'main', thread: { number: 1, isPullRequest: true, baseRef: 'release' } });
    push = gitPushBridge(
      { octokit, owner: OWNER, repo: REPO, web: `https://github.com/${OWNER}/${REPO}`, powers },
      { cwd: dir, startCommit: start, exclude: ['.agent-runner'], runId: '77' },
      powers,
    );
  });
  after(async () => {
    await fake.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('leaves other commands to Bash', () => {
    assert.equal(push.bridge('git status'), undefined);
    assert.equal(push.bridge('git commit -m push'), undefined);
    assert.equal(push.bridge('echo "git push is next"'), undefined);
  });

  it('refuses the existing default branch, uncommitted changes, force, other remotes and refspecs, pipelines and scripts', async () => {
    const refused: [string, RegExp][] = [
      ['git push origin HEAD', /main is the repository's default branch: no push of this run moves it/],
      ['git push --force origin HEAD', /--force is not supported here \(never force, delete/],
      ['git push -f', /-f is not supported here/],
      ['git push origin --delete old', /--delete is not supported here/],
      ['git push upstream HEAD', /only the remote origin \(octo-org\/octo-repo/],
      ['git push origin main:other', /main:other: only HEAD, the current branch \(main\) or HEAD:<branch>/],
      ['git push origin HEAD:release', /release is the pull request's base branch: no push of this run moves it/],
      ['git push origin HEAD | cat', /git push runs here only as git push \[origin\]/],
      ['git add -A && git push origin HEAD', /git push runs here only as/],
      ['bash -c "git push origin HEAD"', /a git push inside a script is not bridged/],
    ];
    for (const [command, message] of refused) {
      const out = await run(command);
      assert.equal(out.exitCode, 128, command);
      assert.match(out.stderr, message, command);
    }
    sh('checkout', '-q', '-b', 'fix-1');
    await fs.writeFile(path.join(dir, 'math.js'), 'export const add = (a, b) => a + b;\n');
    const dirty = await run('git push origin HEAD');
    assert.match(dirty.stderr, /uncommitted changes \(math\.js\): commit them first/);
    assert.deepEqual([...fake.state.refs.keys()], ['heads/main'], 'nothing pushed');
  });

  it("pushes the current branch's commits to a new branch of that name, then fast-forwards it; never another branch", async () => {
    sh('commit', '-q', '-am', 'Fix add');
    const first = await run('git push origin HEAD');
    assert.equal(first.exitCode, 0, first.stderr);
    assert.match(first.stderr, /^To https:\/\/github\.com\/octo-org\/octo-repo\.git\n \* \[new branch\] {6}HEAD -> fix-1\n/);
    assert.equal(fileOnRemote('fix-1', 'math.js'), 'export const add = (a, b) => a + b;\n');
    assert.equal(fake.state.refs.get('heads/main'), start, 'main untouched');
    const pushed = fake.state.refs.get('heads/fix-1') ?? '';
    assert.match(fake.state.commits.get(pushed)?.message ?? '', /^Fix add\n\nAgent-Runner-Run: 77/);
    assert.equal(push.last?.branch, 'fix-1');

    assert.equal((await run('git push')).stderr, 'Everything up-to-date\n', 'nothing new since the last push');
    await fs.writeFile(path.join(dir, 'math.js'), 'export const add = (a, b) => a - b;\n');
    await fs.writeFile(path.join(dir, 'NOTES.md'), 'fixed\n');
    sh('add', '-A');
    sh('commit', '-q', '-m', 'Revert add, add notes');
    const second = await run('git push -u origin fix-1');
    assert.equal(second.exitCode, 0, second.stderr);
    const tip = fake.state.refs.get('heads/fix-1') ?? '';
    assert.match(second.stderr, new RegExp(` {3}[0-9a-f]{7}\\.\\.${tip.slice(0, 7)} {2}fix-1 -> fix-1\\n`));
    assert.deepEqual(fake.state.commits.get(tip)?.parents, [pushed], 'a fast-forward of the first push');
    assert.equal(fileOnRemote('fix-1', 'math.js'), 'export const add = (a, b) => a - b;\n', 'the reverted file is reverted on the remote too');
    assert.equal(fileOnRemote('fix-1', 'NOTES.md'), 'fixed\n');

    // Someone else moves the branch: the next push is refused, never forced.
    fake.state.refs.set('heads/fix-1', start);
    await fs.writeFile(path.join(dir, 'NOTES.md'), 'fixed twice\n');
    sh('commit', '-q', '-am', 'more');
    const moved = await run('git push origin HEAD');
    assert.match(moved.stderr, /fix-1 moved on the remote since this run pushed it .*never forces/);
    assert.equal(fake.state.refs.get('heads/fix-1'), start);
  });
});
