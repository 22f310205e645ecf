import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { claudeAppIdentity, type ClaudeAppExchangeOptions } from '../../support/claude-app/claude-app-exchange.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { commentsOn, githubEnv, prCommentPayload, WRITABLE_REPO, settledRepo } from './github-helpers.js';
import { runAction, type ActionRun } from './harness.js';
import { text } from '../support/scripted-turns.js';

/**
 * Which token a run posts with, through dist/ with action.yml's defaults evaluated as the runner evaluates them: the
 * job's token is always there (`workflow_token: ${{ github.token }}`), so nothing the workflow adds may conflict with it.
 */

const open: { close(): Promise<void> }[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.close()));
});
const log = (run: ActionRun): string => `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;

type ExchangeOptions = Omit<ClaudeAppExchangeOptions, 'githubUrl' | 'identity'>;

/**
 * A comment command on PR #1. `app`: the workflow's own GitHub App is installed. `claudeApp`: the job has
 * `id-token: write` and Anthropic's backend is reachable, the Claude App installed (support/claude-app).
 */
async function commentRun(
  inputs: Record<string, string>,
  app?: { appId: string; publicKey: string },
  claudeApp?: ExchangeOptions,
): Promise<{ fake: FakeGitHub; model: ScriptedModel; run: ActionRun }> {
  const identity = claudeApp ? claudeAppIdentity() : undefined;
  const { workspace, head } = settledRepo();
  const fake = await startFakeGitHub({
    ...WRITABLE_REPO,
    pulls: [{ number: 1, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/math.js'] }],
    ...(app ? { app: { ...app, slug: 'octo-helper' } } : {}),
    ...(identity ? { app: identity.app } : {}),
  });
  open.push(fake);
  const model = await startScriptedModel([text('Looked: nothing to change.')]);
  open.push(model);
  const payload = prCommentPayload('@agent have a look');
  const run = await runAction({
    workspace,
    inputs,
    env: githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload }),
    ...(claudeApp && identity ? { idToken: true, claudeApp: { ...claudeApp, identity } } : {}),
  });
  return { fake, model, run };
}

describe('the GitHub token a run uses, as a workflow gives it', () => {
  it('app_id + app_private_key beside the job token action.yml always passes: the App token is minted, posts as <slug>[bot] and is revoked', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const { fake, run } = await commentRun(
      { app_id: '31337', app_private_key: pem },
      { appId: '31337', publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    );
    // The previous build read github_token's default (the job token) as given beside the App: "not both", no run.
    assert.doesNotMatch(run.stdout, /give either github_token or app_id/, log(run));
    assert.equal(run.exitCode, 0, log(run));
    const comments = commentsOn(fake, 1);
    assert.equal(comments.length, 1, log(run));
    assert.equal(comments[0]?.user.login, 'octo-helper[bot]');
    assert.match(comments[0]?.body ?? '', /Looked: nothing to change\./);
    const minted = [...fake.state.installationTokens.values()];
    assert.equal(minted.length, 1);
    assert.equal(minted[0]?.revoked, true, 'revoked at the end of the step');
    assert.match(run.stdout, /GitHub: the run reads and posts with GitHub App 31337's installation token/);
  });

  it('without github_token or an App, and without id-token: write, the job token posts, and the log says so', async () => {
    const { fake, run } = await commentRun({});
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(commentsOn(fake, 1)[0]?.user.login, 'github-actions[bot]');
    assert.match(run.stdout, /GitHub: the run reads and posts with the job's GITHUB_TOKEN/);
    assert.doesNotMatch(run.stdout, /Claude GitHub App/);
  });

  it("use_claude_github_app: false keeps the job's token even with id-token: write and the Claude App reachable", async () => {
    const { fake, run } = await commentRun({ use_claude_github_app: 'false' }, undefined, {});
    assert.equal(run.exitCode, 0, log(run));
    assert.deepEqual(run.claudeAppRequests, [], 'never asked');
    assert.equal(commentsOn(fake, 1)[0]?.user.login, 'github-actions[bot]');
  });

  it("auto, a transient 500 from Anthropic's backend: tried again, the Claude App's token posts as claude[bot]", async () => {
    const { fake, run } = await commentRun({}, undefined, { serverErrors: 1 });
    assert.equal(run.exitCode, 0, log(run));
    assert.deepEqual(
      run.claudeAppRequests.map((r) => r.status),
      [500, 200],
    );
    assert.equal(commentsOn(fake, 1)[0]?.user.login, 'claude[bot]');
    assert.doesNotMatch(run.stdout, /::warning::Could not get the Claude GitHub App's token/);
  });

  it('use_claude_github_app: true where the App is not installed: the run fails before any model call, naming the input, and still reports its result', async () => {
    const { model, run } = await commentRun({ use_claude_github_app: 'true' }, undefined, { mode: 'not_installed' });
    assert.equal(run.exitCode, 1, log(run));
    assert.equal(model.requests.length, 0);
    assert.match(
      run.stdout,
      /::error::.*input use_claude_github_app: could not get the Claude GitHub App's token: HTTP 401: Claude Code is not installed/,
      log(run),
    );
    assert.equal(run.outputs.subtype, 'error_during_execution');
  });

  it("additional_permissions the App's installation has not accepted (checks: write): Anthropic's 500, then the App's own permissions; a warning names what is missing and the run posts as claude[bot]", async () => {
    const { fake, run } = await commentRun({ additional_permissions: 'actions: read\nchecks: write' }, undefined, {});
    assert.equal(run.exitCode, 0, log(run));
    assert.deepEqual(
      run.claudeAppRequests.map((r) => [r.status, r.permissions]),
      [
        ...Array.from({ length: 3 }, () => [500, { contents: 'write', pull_requests: 'write', issues: 'write', actions: 'read', checks: 'write' }]),
        [200, { contents: 'write', pull_requests: 'write', issues: 'write' }],
      ],
    );
    assert.match(
      run.stdout,
      /::warning::input additional_permissions: the Claude GitHub App's token could not be had with actions: read, checks: write \(HTTP 500: Internal server error \(after 3 attempts\)\); the run goes on without them/,
      log(run),
    );
    assert.equal(commentsOn(fake, 1)[0]?.user.login, 'claude[bot]');
  });
});
