import assert from 'node:assert/strict';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { renderComment } from '../../src/report/github/comment-render.js';
import { boxValue } from '../../src/guard/state-box.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { HARNESS_GITHUB_TOKEN, makeRepo, PROJECT_ROOT, runAction } from './harness.js';

/**
 * The post step, run as the runner runs it after a cancelled job: the main step never reached its
 * `finally`, so the comment still says "working…" and an App token may still be alive.
 */
describe('dist/post/index.js', () => {
  const fakes: FakeGitHub[] = [];
  after(async () => {
    await Promise.all(fakes.map((fake) => fake.close()));
  });

  it('finalizes a comment the main step left working, from the turns and cost its marker recorded, and revokes the App token', async () => {
    const fake = await startFakeGitHub({ permissions: { alice: 'write' } });
    fakes.push(fake);
    const runId = '777';
    const working = renderComment({ phase: 'working', turns: 7, costUsd: 0.42, runId, model: 'claude-sonnet-5-5' });
    fake.state.comments.set(5, {
      id: 5,
      issueNumber: 12,
      body: working,
      user: { login: 'github-actions[bot]', type: 'Bot' },
      html_url: 'https://github.com/o/r/issues/12#issuecomment-5',
      created_at: '2026-11-29T00:00:00Z',
      updated_at: '2026-11-29T00:00:00Z',
    });
    const appToken = 'ghs_postStepTokenThatMustBeRevoked0001';
    fake.state.installationTokens.set(appToken, {
      installationId: 1,
      permissions: { issues: 'write' },
      repositories: ['octo-repo'],
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      revoked: false,
    });

    const state = { owner: 'octo-org', repo: 'octo-repo', issueNumber: 12, runId, commentId: 5 };
    // The main step boxes the App token under the App key: tools can read the state file while it runs.
    const appKey = '-----BEGIN PRIVATE KEY-----\nnot-a-real-key\n-----END PRIVATE KEY-----';
    const run = await runAction({
      workspace: makeRepo({ 'README.md': '# x\n' }),
      inputs: { app_private_key: appKey },
      entry: path.join(PROJECT_ROOT, 'dist', 'post', 'index.js'),
      env: { STATE_comment: JSON.stringify(state), STATE_app_token: boxValue(appToken, appKey), STATE_github_api_url: fake.url, GITHUB_API_URL: fake.url },
    });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    const body = fake.state.comments.get(5)?.body ?? '';
    assert.match(body, /state=cancelled turns=7 cost=0\.4200/);
    assert.match(body, /7 turns/);
    assert.match(body, /\$0\.42/);
    assert.equal(fake.state.installationTokens.get(appToken)?.revoked, true);
    assert.deepEqual(fake.unknownRequests, []);
  });

  it("revokes the Claude GitHub App's token the main step boxed under the job's token (workflow_token), when the job was cancelled", async () => {
    const fake = await startFakeGitHub({ permissions: { alice: 'write' } });
    fakes.push(fake);
    const claudeToken = 'ghs_claudeAppTokenLeftByACancelledJob01';
    fake.state.installationTokens.set(claudeToken, {
      installationId: 7,
      permissions: { pull_requests: 'write' },
      repositories: ['octo-repo'],
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      revoked: false,
    });
    // No app_private_key: the box's key is the workflow_token input, whose default the harness evaluates to the job's token.
    const run = await runAction({
      workspace: makeRepo({ 'README.md': '# x\n' }),
      inputs: {},
      entry: path.join(PROJECT_ROOT, 'dist', 'post', 'index.js'),
      env: { STATE_app_token: boxValue(claudeToken, HARNESS_GITHUB_TOKEN), STATE_github_api_url: fake.url, GITHUB_API_URL: fake.url },
    });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(fake.state.installationTokens.get(claudeToken)?.revoked, true, run.stdout);
    assert.match(run.stdout, /Post step: GitHub App installation token revoked/);
  });

  it('leaves a comment the main step finalized alone', async () => {
    const fake = await startFakeGitHub();
    fakes.push(fake);
    const run = await runAction({
      workspace: makeRepo({ 'README.md': '# x\n' }),
      inputs: {},
      entry: path.join(PROJECT_ROOT, 'dist', 'post', 'index.js'),
      env: {
        STATE_comment: JSON.stringify({ owner: 'octo-org', repo: 'octo-repo', issueNumber: 12, runId: '1' }),
        STATE_finalized: 'true',
        GITHUB_API_URL: fake.url,
      },
    });
    assert.equal(run.exitCode, 0);
    assert.equal(fake.requests.length, 0, 'no API call when the main step already reported');
  });
});
