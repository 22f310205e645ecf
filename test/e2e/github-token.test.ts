import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { OWNER, REPO, commentsOn, githubEnv, headSha, prCommentPayload, settle } from './github-helpers.js';
import { makeRepo, runAction, type ActionRun } from './harness.js';
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

async function commentRun(
  inputs: Record<string, string>,
  app?: { appId: string; publicKey: string },
): Promise<{ fake: FakeGitHub; model: ScriptedModel; run: ActionRun }> {
  const workspace = makeRepo();
  settle(workspace);
  const head = headSha(workspace);
  const fake = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    permissions: { [OWNER]: 'write' },
    pulls: [{ number: 1, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/math.js'] }],
    ...(app ? { app: { ...app, slug: 'octo-helper' } } : {}),
  });
  open.push(fake);
  const model = await startScriptedModel([text('Looked: nothing to change.')]);
  open.push(model);
  const payload = prCommentPayload('@agent have a look');
  const run = await runAction({ workspace, inputs, env: githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload }) });
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
});
