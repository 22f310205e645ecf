import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Octokit } from '@octokit/rest';
import { startFakeGitHub } from '../../support/fake-github/fake-github.js';
import type { FakeGitHub } from '../../support/fake-github/fake-github.js';
import { matchGitHubRoute } from '../../support/fake-github/openapi-routes.js';
import { checkActor } from '../../src/trigger/actor.js';
import { fetchPullRequestContext } from '../../src/trigger/pull-request.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const fast = { baseDelayMs: 5, maxDelayMs: 20 };

describe('fake GitHub server', () => {
  let fake: FakeGitHub;
  let octokit: Octokit;
  before(async () => {
    fake = await startFakeGitHub({
      permissions: { alice: 'admin', maria: 'maintain', wendy: 'write', rita: 'read', tom: 'triage', nora: 'none', 'renovate[bot]': 'write' },
      users: { 'ci-robot': 'Bot' },
      pulls: [{ number: 7, head: 'feature/x', changedFiles: Array.from({ length: 130 }, (_, i) => `src/file${i}.ts`) }],
      runs: [{ id: 555, actor: 'alice', triggeringActor: 'rita', event: 'pull_request', conclusion: 'failure' }],
    });
    octokit = new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet });
  });
  after(() => fake.close());

  it('matches OpenAPI templates, literal segments first, slashes in a trailing ref', () => {
    assert.equal(matchGitHubRoute('GET', '/repos/o/r/issues/comments/5')?.route, 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}');
    assert.equal(matchGitHubRoute('GET', '/repos/o/r/issues/12/comments')?.route, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments');
    assert.deepEqual(matchGitHubRoute('GET', '/repos/o/r/git/ref/heads/agent/x')?.params, { owner: 'o', repo: 'r', ref: 'heads/agent/x' });
    assert.deepEqual(matchGitHubRoute('GET', '/repos/o/r/git/ref/heads%2Fagent%2Fx')?.params.ref, 'heads/agent/x');
    assert.equal(matchGitHubRoute('PUT', '/repos/o/r/issues/comments/5'), null);
  });

  it('answers 404 Not Found to an endpoint GitHub does not define, and records it', async () => {
    await assert.rejects(octokit.request('GET /repos/{owner}/{repo}/sticky-comments', { owner: 'o', repo: 'r' }), (e: { status?: number }) => e.status === 404);
    await assert.rejects(octokit.request('DELETE /users/{username}', { username: 'alice' }), (e: { status?: number }) => e.status === 404);
    assert.deepEqual(
      fake.unknownRequests.map((r) => `${r.method} ${r.path}`),
      ['GET /repos/o/r/sticky-comments', 'DELETE /users/alice'],
    );
    const res = await fetch(`${fake.url}/nope`);
    assert.equal(res.status, 404);
    assert.deepEqual(((await res.json()) as { message: string }).message, 'Not Found');
  });

  it('answers 501 to a defined endpoint it does not implement', async () => {
    await assert.rejects(octokit.rest.issues.lock({ owner: 'o', repo: 'r', issue_number: 1 }), (e: { status?: number }) => e.status === 501);
  });

  it('records every request with method, path and body, and injects faults', async () => {
    fake.failNext('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', 502, 1);
    await assert.rejects(
      octokit.rest.issues.createComment({ owner: 'o', repo: 'r', issue_number: 3, body: 'hi' }),
      (e: { status?: number }) => e.status === 502,
    );
    const c = await octokit.rest.issues.createComment({ owner: 'o', repo: 'r', issue_number: 3, body: 'hi' });
    assert.equal(c.status, 201);
    const posts = fake.requests.filter((r) => r.method === 'POST' && r.path === '/repos/o/r/issues/3/comments');
    assert.deepEqual(
      posts.map((r) => [r.status, r.injected ?? false, r.body]),
      [
        [502, true, { body: 'hi' }],
        [201, false, { body: 'hi' }],
      ],
    );
  });

  it('paginates comments with Link headers that Octokit follows', async () => {
    for (let i = 0; i < 35; i++) await octokit.rest.issues.createComment({ owner: 'o', repo: 'r', issue_number: 9, body: `c${i}` });
    const all = await octokit.paginate(octokit.rest.issues.listComments, { owner: 'o', repo: 'r', issue_number: 9, per_page: 10 });
    assert.equal(all.length, 35);
    assert.equal(all[34]?.body, 'c34');
  });

  it('serves the repository and workflow runs (for the run link and workflow_run actors)', async () => {
    const repo = await octokit.rest.repos.get({ owner: 'octo-org', repo: 'octo-repo' });
    assert.equal(repo.data.default_branch, 'main');
    const run = await octokit.rest.actions.getWorkflowRun({ owner: 'octo-org', repo: 'octo-repo', run_id: 555 });
    assert.deepEqual(
      [run.data.html_url, run.data.actor?.login, run.data.triggering_actor?.login, run.data.conclusion],
      ['https://github.com/octo-org/octo-repo/actions/runs/555', 'alice', 'rita', 'failure'],
    );
  });

  it('fetchPullRequestContext reads branches and caps the file list', async () => {
    const res = await fetchPullRequestContext(octokit, { owner: 'octo-org', repo: 'octo-repo', number: 7, maxFiles: 120 });
    assert.ok(res.ok);
    assert.equal(res.value.pr.headRef, 'feature/x');
    assert.equal(res.value.pr.isFork, false);
    assert.equal(res.value.changedFiles.length, 120);
    assert.equal(res.value.changedFilesTotal, 130);
    const missing = await fetchPullRequestContext(octokit, { owner: 'o', repo: 'r', number: 999, maxFiles: 5, retry: fast });
    assert.ok(!missing.ok);
  });
});

describe('checkActor against the fake server with the real Octokit', () => {
  let fake: FakeGitHub;
  let octokit: Octokit;
  const base = { owner: 'octo-org', repo: 'octo-repo', allowedBots: [] as string[], allowedNonWriteUsers: [] as string[], retry: fast };
  before(async () => {
    fake = await startFakeGitHub({
      permissions: { alice: 'admin', maria: 'maintain', wendy: 'write', rita: 'read', tom: 'triage', nora: 'none', 'renovate[bot]': 'write' },
      users: { 'ci-robot': 'Bot' },
    });
    octokit = new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet });
  });
  after(() => fake.close());

  it('allows write, maintain and admin', async () => {
    for (const [actor, role] of [
      ['alice', 'admin'],
      ['maria', 'maintain'],
      ['wendy', 'write'],
    ] as const) {
      const r = await checkActor(octokit, { ...base, actor, actorType: 'User' });
      assert.deepEqual(r, { allowed: true, permission: role, nonWrite: false }, actor);
    }
  });

  it('refuses read, triage and none with a reason', async () => {
    for (const [actor, role] of [
      ['rita', 'read'],
      ['tom', 'triage'],
      ['nora', 'none'],
    ] as const) {
      const r = await checkActor(octokit, { ...base, actor, actorType: 'User' });
      assert.equal(r.allowed, false);
      assert.ok(!r.allowed && r.reason.includes(`has ${role} access`) && !r.isBot, actor);
    }
  });

  it('allowed_non_write_users lets a reader in with a warning and nonWrite', async () => {
    const r = await checkActor(octokit, { ...base, actor: 'rita', actorType: 'User', allowedNonWriteUsers: ['@Rita'] });
    assert.ok(r.allowed && r.nonWrite && r.permission === 'read' && r.warning?.includes('strictest'));
  });

  it('refuses bots unless named exactly in allowed_bots; no wildcard', async () => {
    const bot = await checkActor(octokit, { ...base, actor: 'renovate[bot]', actorType: 'Bot' });
    assert.ok(!bot.allowed && bot.isBot && bot.reason.includes('allowed_bots'));
    const wildcard = await checkActor(octokit, { ...base, actor: 'renovate[bot]', actorType: 'Bot', allowedBots: ['*'] });
    assert.equal(wildcard.allowed, false);
    const named = await checkActor(octokit, { ...base, actor: 'renovate[bot]', actorType: 'Bot', allowedBots: ['renovate'] });
    assert.ok(named.allowed && named.permission === 'bot');
    const other = await checkActor(octokit, { ...base, actor: 'renovate-pro[bot]', allowedBots: ['renovate[bot]'] });
    assert.equal(other.allowed, false);
  });

  it('looks up the account type when the payload lacks it', async () => {
    const before = fake.requests.length;
    const r = await checkActor(octokit, { ...base, actor: 'ci-robot' });
    assert.ok(!r.allowed && r.isBot);
    assert.deepEqual(
      fake.requests.slice(before).map((q) => q.path),
      ['/users/ci-robot'],
    );
  });

  it('checks the upstream run actors on workflow_run', async () => {
    const r = await checkActor(octokit, {
      ...base,
      actor: 'alice',
      actorType: 'User',
      upstreamActors: [
        { login: 'alice', type: 'User' },
        { login: 'rita', type: 'User' },
      ],
    });
    assert.ok(!r.allowed && r.reason.startsWith('upstream run: @rita has read access'));
  });

  it('fails closed when GitHub errors', async () => {
    fake.failNext('GET', /collaborators\/wendy\/permission$/, 500, 5);
    const r = await checkActor(octokit, { ...base, actor: 'wendy', actorType: 'User', retry: { ...fast, maxAttempts: 2 } });
    assert.ok(!r.allowed && r.reason.includes('could not check'));
  });
});
