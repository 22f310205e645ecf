import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { commentsOn, githubEnv, numberAt, prCommentPayload, settledRepo, WRITABLE_REPO } from './github-helpers.js';
import { runAction } from './harness.js';
import { closedAfterAll } from '../support/models-closed-after.js';

/**
 * Issue 37: the 👀 and the working comment go out once the actor is let in, before the pull request's context, its
 * checkout and the configuration are read. What that means end to end, through dist/index.js: a run that fails
 * after that point (here: the pull request's head cannot be fetched) has reacted, and its comment ends with the
 * failure instead of staying "working"; an actor who is refused still gets no 👀 (github.test.ts).
 */

const PR = 1;
const open = closedAfterAll();

describe('the first sign on the pull request', () => {
  it('a run that fails after the actor check (the head cannot be fetched) has its 👀 and a comment finalized with the failure', async () => {
    const { workspace } = settledRepo();
    // The pull request's head is a commit the checkout does not have, and the workspace has no origin to fetch it from.
    const elsewhere = 'f'.repeat(40);
    const fake: FakeGitHub = await startFakeGitHub({
      ...WRITABLE_REPO,
      pulls: [{ number: PR, head: 'fix-add', base: 'main', headSha: elsewhere, baseSha: elsewhere, changedFiles: ['src/math.js'] }],
    });
    open.push(fake);
    const model: ScriptedModel = await startScriptedModel([{ content: [{ type: 'text', text: 'never asked' }] }]);
    open.push(model);
    const payload = prCommentPayload('@agent fix the test');
    const run = await runAction({
      workspace,
      inputs: {},
      env: githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload }),
    });
    assert.equal(model.requests.length, 0, 'no model call');
    assert.match(run.stdout, /cannot check out pull request #1's head/);
    assert.deepEqual(
      fake.state.reactions.map((r) => ({ commentId: r.commentId, content: r.content })),
      [{ commentId: numberAt(payload, 'comment.id'), content: 'eyes' }],
    );
    const comments = commentsOn(fake, PR);
    assert.equal(comments.length, 1, comments.map((c) => c.body).join('\n----\n'));
    const body = comments[0]?.body ?? '';
    assert.match(body, /state=final/, 'not left "working"');
    assert.match(body, /cannot check out pull request #1's head/);
  });
});
