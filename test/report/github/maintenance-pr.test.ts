import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Octokit } from '@octokit/rest';
import { startFakeGitHub, type FakeGitHub } from '../../../support/fake-github/fake-github.js';
import { seedCommit } from '../../e2e/ci-helpers.js';
import { updateMaintenancePr, type MaintenanceOptions } from '../../../src/report/github/maintenance-pr.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

describe('updateMaintenancePr: a stable branch without an open PR', () => {
  let fake: FakeGitHub;
  let octokit: Octokit;
  const options = (branch: string): MaintenanceOptions => ({
    owner: 'octo-org',
    repo: 'octo-repo',
    baseSha: fake.baseSha,
    baseBranch: 'main',
    branch,
    files: [
      { path: 'README.md', content: Buffer.from('# Hello\n'), mode: '100644' },
      { path: '.claude/x.json', content: Buffer.from('{}'), mode: '100644' },
    ],
    exclude: ['.claude'],
    message: 'Fix\n\nAgent-Runner-Run: 9\n',
    title: 'Agent: Fix',
    report: 'Fixed the typo.',
    runLabel: 'run 9',
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
  });
  before(async () => {
    fake = await startFakeGitHub({ baseFiles: { 'README.md': '# Helo\n' } });
    octokit = new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet });
  });
  after(() => fake.close());

  it("a leftover branch whose head is the agent's is rebuilt on the base and gets a new PR", async () => {
    const old = seedCommit(fake, { parent: fake.baseSha, files: { 'a.txt': 'old\n' }, message: 'Old\n\nAgent-Runner-Run: 1\n', ref: 'agent/stale' });
    const r = await updateMaintenancePr(octokit, options('agent/stale'));
    assert.equal(r.status, 'opened');
    if (r.status !== 'opened') return;
    const tip = fake.state.refs.get('heads/agent/stale') ?? '';
    assert.notEqual(tip, old);
    assert.deepEqual(fake.state.commits.get(tip)?.parents, [fake.baseSha]);
    assert.equal(fake.state.trees.get(fake.state.commits.get(tip)?.tree ?? '')?.has('.claude/x.json'), false, 'excluded paths never committed');
    const pr = fake.state.pulls.get(r.pullRequest.number);
    assert.equal(pr?.head, 'agent/stale');
    assert.match(
      pr?.body ?? '',
      /^<!-- agent-runner:maintenance -->\nFixed the typo\.\n\n\*\*Latest run:\*\* run 9 updated this branch \(commit [0-9a-f]{7}\)\.$/,
    );
  });

  it("a leftover branch with someone else's commit on top is refused, untouched", async () => {
    seedCommit(fake, { parent: fake.baseSha, files: { 'b.txt': 'mine\n' }, message: 'Mine', ref: 'agent/taken' });
    const before = fake.state.refs.get('heads/agent/taken');
    const writes = fake.requests.length;
    const r = await updateMaintenancePr(octokit, options('agent/taken'));
    assert.equal(r.status, 'refused');
    assert.equal(fake.state.refs.get('heads/agent/taken'), before);
    assert.deepEqual(
      fake.requests.slice(writes).filter((q) => q.method !== 'GET'),
      [],
    );
  });

  it('the same changes as the open PR already holds, on the same base: no push, the latest-run line says so', async () => {
    const readme = Buffer.from('# Hello\n');
    const sha = createHash('sha1').update(`blob ${readme.length}\0`).update(readme).digest('hex');
    const tip = seedCommit(fake, { parent: fake.baseSha, files: { 'README.md': '# Hello\n' }, message: 'Fix\n\nAgent-Runner-Run: 8\n', ref: 'agent/same' });
    fake.state.pulls.set(77, {
      number: 77,
      title: 'Agent: Fix',
      body: '<!-- agent-runner:maintenance -->\nFixed.\n\n**Latest run:** run 8 updated this branch.',
      head: 'agent/same',
      base: 'main',
      headSha: tip,
      baseSha: fake.baseSha,
      headRepoFullName: 'octo-org/octo-repo',
      draft: false,
      changedFiles: ['README.md'],
      files: { 'README.md': sha },
    });
    const n = fake.requests.length;
    const r = await updateMaintenancePr(octokit, options('agent/same'));
    assert.equal(r.status, 'same_as_open');
    assert.equal(fake.state.refs.get('heads/agent/same'), tip);
    assert.deepEqual(
      fake.requests
        .slice(n)
        .filter((q) => q.method !== 'GET')
        .map((q) => q.route),
      ['PATCH /repos/{owner}/{repo}/pulls/{pull_number}'],
    );
    assert.equal(
      fake.state.pulls.get(77)?.body,
      '<!-- agent-runner:maintenance -->\nFixed.\n\n**Latest run:** run 9 made the same changes again; the branch is left as it was.',
    );
  });

  it('a branch name outside agent/ is refused before any call; only excluded changes are no changes', async () => {
    const n = fake.requests.length;
    assert.equal((await updateMaintenancePr(octokit, options('main'))).status, 'failed');
    const onlyExcluded = { ...options('agent/none'), files: [{ path: '.claude/x.json', content: Buffer.from('{}'), mode: '100644' as const }] };
    assert.equal((await updateMaintenancePr(octokit, onlyExcluded)).status, 'no_changes');
    assert.equal(fake.requests.length, n);
  });
});
