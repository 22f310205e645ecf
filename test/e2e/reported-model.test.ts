import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startFakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { commentsOn, githubEnv, headSha, prCommentPayload, WRITABLE_REPO } from './github-helpers.js';
import { makeRepo, runAction } from './harness.js';
import { text } from '../support/scripted-turns.js';
import { closedAfterAll } from '../support/models-closed-after.js';

/**
 * The report names the model the session chose (issue 36's settings `model`, env ANTHROPIC_MODEL, the re-pointed
 * aliases), never the `model` input's value or default: the job summary, every write of the sticky comment, the
 * transcript's init line. Through dist/index.js, the fake GitHub and the scripted model.
 */

const open = closedAfterAll();
const PR = 1;

async function commentCommand(settings: Record<string, unknown>, inputs: Record<string, string> = {}) {
  const workspace = makeRepo({ 'README.md': '# x\n', '.claude/settings.json': JSON.stringify(settings) });
  const head = headSha(workspace);
  const fake = await startFakeGitHub({
    ...WRITABLE_REPO,
    pulls: [{ number: PR, head: 'feature', base: 'main', headSha: head, baseSha: head, changedFiles: ['README.md'] }],
  });
  open.push(fake);
  const model = await startScriptedModel([text('nothing to change')]);
  open.push(model);
  const run = await runAction({
    workspace,
    inputs: { push: 'none', ...inputs },
    env: githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload: prCommentPayload('@agent look at the readme') }),
  });
  // Every body the run wrote to the thread, the first (working) one included.
  const writes = fake.requests
    .filter((r) => /\/issues\/\{issue_number\}\/comments|\/issues\/comments\/\{comment_id\}/.test(r.route ?? '') && r.method !== 'GET')
    .map((r) => JSON.stringify(r.body));
  return { run, model, writes, final: commentsOn(fake, PR)[0]?.body ?? '' };
}

describe('the model a report names', () => {
  it('a settings `model` and no model input: the summary, the comment and the transcript name the settings model', async () => {
    const { run, model, writes, final } = await commentCommand({ model: 'claude-sonnet-5-5' });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.equal((model.requests[0]?.body as { model?: string }).model, 'claude-sonnet-5-5', 'the session ran the settings model');
    assert.equal(run.transcript[0]?.model, 'claude-sonnet-5-5');
    assert.match(run.summary, /\| `claude-sonnet-5-5` \|\n/);
    assert.match(final, /`claude-sonnet-5-5`/);
    assert.ok(writes.length >= 2, writes.join('\n'));
    // Not a write names the input's default: the working comment, written before the settings are read, names no model.
    for (const body of writes) assert.doesNotMatch(body, /claude-opus/, body);
    assert.doesNotMatch(run.summary, /claude-opus/);
  });

  it('control: a model input wins over the settings, and the report names it', async () => {
    const { run, model, final } = await commentCommand({ model: 'claude-sonnet-5-5' }, { model: 'claude-haiku-4-5' });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.equal((model.requests[0]?.body as { model?: string }).model, 'claude-haiku-4-5');
    assert.match(run.summary, /\| `claude-haiku-4-5` \|\n/);
    assert.match(final, /`claude-haiku-4-5`/);
    assert.equal(run.transcript[0]?.model, 'claude-haiku-4-5');
  });
});
