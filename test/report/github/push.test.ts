import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Octokit } from '@octokit/rest';
import { startFakeGitHub } from '../../../support/fake-github/fake-github.js';
import type { FakeGitHub } from '../../../support/fake-github/fake-github.js';
import { changedFilesFromGit, commitMessage, defaultBranchName, pushChanges, validateAgentBranchName } from '../../../src/report/github/push.js';
import { gitRefProblem } from '../../../src/git/ref-name.js';
import type { PushOptions } from '../../../src/report/github/push.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const fast = { baseDelayMs: 5, maxDelayMs: 20 };

describe('branch name validation', () => {
  it('accepts agent/ names', () => {
    for (const n of ['agent/issue-12', 'agent/run-123456', 'agent/fix/deps_v1.2']) assert.equal(validateAgentBranchName(n), null, n);
  });
  it('rejects everything else', () => {
    const bad = [
      'main',
      'agent/',
      'agent',
      'feature/x',
      'agent/a..b',
      'agent//x',
      'agent/x.lock',
      'agent/x/',
      'agent/.hidden',
      'agent/x y',
      'agent/x~1',
      'agent/ü',
      'agent/x@{1}',
      'refs/heads/agent/x',
      'agent/x.',
    ];
    for (const n of bad) assert.notEqual(validateAgentBranchName(n), null, n);
  });
  it('existing PR branches follow git rules only', () => {
    assert.equal(gitRefProblem('feature/Übersicht-2'), null);
    assert.notEqual(gitRefProblem('feat..x'), null);
    assert.notEqual(gitRefProblem('x.lock'), null);
  });
  it('default names and commit messages', () => {
    assert.equal(defaultBranchName({ issueNumber: 12, runId: 9 }), 'agent/issue-12');
    assert.equal(defaultBranchName({ runId: 987 }), 'agent/run-987');
    assert.equal(
      commitMessage({ summary: 'Fix the README typo', issueNumber: 12, runUrl: 'https://x/runs/1' }),
      'Fix the README typo\n\nTask: #12\nRun: https://x/runs/1\n',
    );
  });
});

describe('pushChanges through the Git Data API', () => {
  let fake: FakeGitHub;
  let octokit: Octokit;
  const common = (): PushOptions => ({
    owner: 'octo-org',
    repo: 'octo-repo',
    baseSha: fake.baseSha,
    baseBranch: 'main',
    mode: 'pull_request',
    branchName: 'agent/issue-12',
    files: [
      { path: 'README.md', content: Buffer.from('# Hello\n'), mode: '100644' },
      { path: 'bin/run.sh', content: Buffer.from('#!/bin/sh\n'), mode: '100755' },
      { path: 'old.txt', content: null, mode: '100644' },
      { path: '.claude/settings.json', content: Buffer.from('{"hooks":{}}'), mode: '100644' },
    ],
    exclude: ['.claude/settings.json'],
    message: 'Fix the typo\n\nRun: https://x',
    prTitle: 'Fix the typo',
    prBody: 'Closes #12',
    retry: fast,
  });
  before(async () => {
    fake = await startFakeGitHub({ baseFiles: { 'README.md': '# Helo\n', 'old.txt': 'bye\n' } });
    octokit = new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet });
  });
  after(() => fake.close());

  it('creates blobs, a tree on the base tree, a commit, the branch and a PR; never the excluded paths', async () => {
    const start = fake.requests.length;
    const r = await pushChanges(octokit, common());
    assert.equal(r.status, 'pushed');
    if (r.status !== 'pushed') return;
    assert.deepEqual(r.committedPaths, ['README.md', 'bin/run.sh', 'old.txt']);
    assert.deepEqual(r.excludedPaths, ['.claude/settings.json']);
    assert.equal(r.pullRequest?.url, `https://github.com/octo-org/octo-repo/pull/${r.pullRequest?.number}`);
    const routes = fake.requests.slice(start).map((q) => q.route);
    assert.deepEqual(routes, [
      'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
      'POST /repos/{owner}/{repo}/git/blobs',
      'POST /repos/{owner}/{repo}/git/blobs',
      'POST /repos/{owner}/{repo}/git/trees',
      'POST /repos/{owner}/{repo}/git/commits',
      'POST /repos/{owner}/{repo}/git/refs',
      'POST /repos/{owner}/{repo}/pulls',
    ]);
    const commit = fake.state.commits.get(r.commitSha);
    assert.deepEqual(commit?.parents, [fake.baseSha]);
    const tree = fake.state.trees.get(commit?.tree ?? '');
    assert.deepEqual([...(tree?.keys() ?? [])].sort(), ['README.md', 'bin/run.sh']);
    assert.equal(tree?.get('bin/run.sh')?.mode, '100755');
    assert.equal(fake.state.blobs.get(tree?.get('README.md')?.sha ?? '')?.toString(), '# Hello\n');
    assert.equal(fake.state.refs.get('heads/agent/issue-12'), r.commitSha);
    const pr = fake.state.pulls.get(r.pullRequest?.number ?? 0);
    assert.deepEqual([pr?.head, pr?.base, pr?.title, pr?.body], ['agent/issue-12', 'main', 'Fix the typo', 'Closes #12']);
    assert.deepEqual(fake.unknownRequests, []);
  });

  it("a name from branch_prefix / branch_name_template: any name claude-code-action's whitelist and git accept, nothing else", async () => {
    const r = await pushChanges(octokit, { ...common(), mode: 'branch', branchName: 'claude/issue-12-fix', namedByWorkflow: true });
    assert.ok(r.status === 'pushed' && r.branch === 'claude/issue-12-fix');
    for (const bad of ['-claude/x', 'claude/fix:12', 'claude/a..b', 'claude/x.lock']) {
      const refused = await pushChanges(octokit, { ...common(), mode: 'branch', branchName: bad, namedByWorkflow: true });
      assert.ok(refused.status === 'failed' && refused.stage === 'validate', bad);
    }
    const unmarked = await pushChanges(octokit, { ...common(), mode: 'branch', branchName: 'claude/issue-12-other' });
    assert.ok(unmarked.status === 'failed' && unmarked.stage === 'validate', "the runner's own names stay agent/…");
  });

  it('a taken branch name falls back to a unique one', async () => {
    const r = await pushChanges(octokit, { ...common(), mode: 'branch' });
    assert.ok(r.status === 'pushed' && r.branch === `agent/issue-12-${r.commitSha.slice(0, 7)}` && r.pullRequest === undefined);
  });

  it('pr_branch fast-forwards the PR head and refuses when it moved', async () => {
    const first = await pushChanges(octokit, { ...common(), mode: 'branch', branchName: 'agent/pr-head' });
    assert.equal(first.status, 'pushed');
    if (first.status !== 'pushed') return;
    /** Pushes one new file onto the PR head as `first` left it. */
    const onThePrHead = (file: string, text: string): ReturnType<typeof pushChanges> =>
      pushChanges(octokit, {
        ...common(),
        mode: 'pr_branch',
        branchName: 'agent/pr-head',
        baseSha: first.commitSha,
        files: [{ path: file, content: Buffer.from(text), mode: '100644' }],
      });
    const ff = await onThePrHead('x.txt', 'x');
    assert.equal(ff.status, 'pushed');
    const stale = await onThePrHead('y.txt', 'y');
    assert.ok(stale.status === 'failed' && stale.stage === 'ref' && /not a fast-forward/.test(stale.error));
  });

  it('validates before any call; nothing to commit is not an error', async () => {
    const start = fake.requests.length;
    const bad = await pushChanges(octokit, { ...common(), branchName: 'main' });
    assert.ok(bad.status === 'failed' && bad.stage === 'validate');
    const traversal = await pushChanges(octokit, { ...common(), files: [{ path: '../../etc/passwd', content: Buffer.from(''), mode: '100644' }] });
    assert.ok(traversal.status === 'failed' && traversal.stage === 'validate');
    const gitDir = await pushChanges(octokit, { ...common(), files: [{ path: '.git/hooks/pre-commit', content: Buffer.from(''), mode: '100755' }] });
    assert.ok(gitDir.status === 'failed' && gitDir.stage === 'validate');
    const nothing = await pushChanges(octokit, { ...common(), files: [{ path: '.claude/x', content: Buffer.from(''), mode: '100644' }], exclude: ['.claude'] });
    assert.deepEqual(nothing, { status: 'no_changes', excludedPaths: ['.claude/x'] });
    assert.equal(fake.requests.length, start);
  });

  it('survives 502s on blobs and reports a failure stage otherwise', async () => {
    fake.failNext('POST', '/repos/{owner}/{repo}/git/blobs', 502, 2);
    const r = await pushChanges(octokit, { ...common(), mode: 'branch', branchName: 'agent/flaky' });
    assert.equal(r.status, 'pushed');
    const broken = await pushChanges(octokit, { ...common(), mode: 'branch', branchName: 'agent/bad-base', baseSha: 'f'.repeat(40) });
    assert.ok(broken.status === 'failed' && broken.stage === 'base');
  });
});

describe('changedFilesFromGit', () => {
  let dir: string;
  const git = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'push-files-'));
    git('init', '-q', '-b', 'main');
    await fs.writeFile(path.join(dir, 'keep.txt'), 'same\n');
    await fs.writeFile(path.join(dir, 'edit.txt'), 'old\n');
    await fs.writeFile(path.join(dir, 'gone.txt'), 'bye\n');
    await fs.writeFile(path.join(dir, '.gitignore'), 'dist/\n');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'base');
  });
  after(() => fs.rm(dir, { recursive: true, force: true }));

  it('lists modified, new, deleted, executable and symlinked files; skips ignored and excluded', async () => {
    await fs.writeFile(path.join(dir, 'edit.txt'), 'new\n');
    await fs.rm(path.join(dir, 'gone.txt'));
    await fs.mkdir(path.join(dir, 'src'));
    await fs.writeFile(path.join(dir, 'src', 'new.sh'), '#!/bin/sh\n', { mode: 0o755 });
    await fs.symlink('edit.txt', path.join(dir, 'link'));
    await fs.mkdir(path.join(dir, 'dist'));
    await fs.writeFile(path.join(dir, 'dist', 'out.js'), 'x');
    await fs.mkdir(path.join(dir, '.claude'));
    await fs.writeFile(path.join(dir, '.claude', 'settings.json'), '{}');
    await fs.utimes(path.join(dir, 'keep.txt'), new Date(), new Date(Date.now() + 5000));
    const files = await changedFilesFromGit(path.join(dir, 'src'), ['.claude']);
    assert.deepEqual(
      files.map((f) => [f.path, f.mode, f.content?.toString() ?? null]),
      [
        ['edit.txt', '100644', 'new\n'],
        ['gone.txt', '100644', null],
        ['link', '120000', 'edit.txt'],
        ['src/new.sh', '100755', '#!/bin/sh\n'],
      ],
    );
  });
});

it("commitMessage: the settings' attribution.commit joins the run's trailer block; an empty one adds nothing", () => {
  assert.equal(
    commitMessage({ summary: 'Fix', trailer: 'Agent-Runner-Run: 7', attribution: 'Co-Authored-By: A <a@b.c>' }),
    'Fix\n\nAgent-Runner-Run: 7\nCo-Authored-By: A <a@b.c>\n',
  );
  assert.equal(commitMessage({ summary: 'Fix', trailer: 'Agent-Runner-Run: 7', attribution: '' }), 'Fix\n\nAgent-Runner-Run: 7\n');
});
