/**
 * SIGTERM to the runner mid-run (what a cancelled job does), through dist/index.js: the run stops
 * promptly, kills what it started, and still writes the result line, the outputs, the summary and
 * the patch of the work done so far.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { startFakeGitHub } from '../../support/fake-github/fake-github.js';
import { commentsOn, githubEnv, prCommentPayload, WRITABLE_REPO, settledRepo } from '../e2e/github-helpers.js';
import { makeRepo } from '../e2e/harness.js';
import { assertWellEnded, Closer, describeRun, processesWith, taggedRun, text, toolUse } from './helpers.js';
import { readThenEdit } from '../support/scripted-turns.js';

const closer = new Closer();
after(() => closer.closeAll());

const WRITE = toolUse('Write', { file_path: 'notes/progress.md', content: 'work done before the signal\n' });

describe('SIGTERM to the runner mid-run', { concurrency: 2 }, () => {
  it('during a long Bash command: the command is killed, the result is written, exit within seconds', async () => {
    const mark = `mark-${randomUUID()}`;
    const model = await closer.model([WRITE, toolUse('Bash', { command: 'sleep 1007' }), text('never reached')]);
    let signalledAt = 0;
    let poll: NodeJS.Timeout | undefined;
    const run = await taggedRun({
      workspace: makeRepo({ 'README.md': '# sample\n' }),
      mark,
      inputs: { prompt: 'Work.', permission_mode: 'bypassPermissions' },
      env: { ANTHROPIC_BASE_URL: model.url },
      onSpawn: (pid) => {
        // Polls until the command shows up, however loaded the machine; stops when the run ends.
        poll = setInterval(() => {
          if (!processesWith(mark).some((p) => p.includes('sleep 1007'))) return;
          clearInterval(poll);
          signalledAt = Date.now();
          process.kill(pid, 'SIGTERM');
        }, 50);
      },
    });
    clearInterval(poll);
    assert.ok(signalledAt > 0, `the Bash command never started\n${describeRun(run)}`);
    const result = assertWellEnded(run, { subtype: 'error_during_execution' });
    assert.equal(result.stop_cause, 'cancelled');
    assert.equal(result.terminal_reason, 'aborted_tools');
    assert.deepEqual(result.errors, ['Cancelled: the job received a termination signal']);
    assert.match(run.patch, /\+work done before the signal/);
    assert.match(run.summary, /error_during_execution/);
    assert.equal(model.requests.length, 2, 'no model call after the signal');
  });

  it('while waiting for the model: the request is abandoned, the result is written, exit within seconds', async () => {
    // The second answer would come only after the suite: a runner that waited for it would hang, not pass.
    const model = await closer.model([WRITE, { ...text('late'), delayMs: 600_000 }]);
    let pid = 0;
    let signalledAt = 0;
    const poll = setInterval(() => {
      if (model.requests.length < 2 || pid === 0 || signalledAt) return;
      signalledAt = Date.now();
      process.kill(pid, 'SIGTERM');
    }, 25);
    const run = await taggedRun({
      workspace: makeRepo({ 'README.md': '# sample\n' }),
      inputs: { prompt: 'Work.', permission_mode: 'bypassPermissions' },
      env: { ANTHROPIC_BASE_URL: model.url },
      onSpawn: (p) => {
        pid = p;
      },
    });
    clearInterval(poll);
    assert.ok(signalledAt > 0);
    const result = assertWellEnded(run, { subtype: 'error_during_execution' });
    assert.equal(result.stop_cause, 'cancelled');
    assert.equal(result.terminal_reason, 'aborted_streaming');
    assert.match(run.patch, /\+work done before the signal/);
    assert.ok(Number(run.outputs.total_cost_usd) > 0, 'the first call is paid for and counted');
  });
});

describe('SIGTERM with a GitHub comment in progress', () => {
  it('the sticky comment is finalized with error_during_execution before the runner exits', async () => {
    const { workspace, head } = settledRepo();
    const fake = closer.add(
      await startFakeGitHub({
        ...WRITABLE_REPO,
        pulls: [{ number: 1, head: 'fix-add', base: 'main', headSha: head, baseSha: head }],
      }),
    );
    const model = await closer.model([
      readThenEdit({ file_path: 'src/math.js', old_string: 'return a - b;', new_string: 'return a + b;' }),
      toolUse('Bash', { command: 'sleep 1008' }),
    ]);
    const mark = `mark-${randomUUID()}`;
    let signalled = false;
    let poll: NodeJS.Timeout | undefined;
    const run = await taggedRun({
      workspace,
      mark,
      inputs: { permission_mode: 'bypassPermissions' },
      env: githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload: prCommentPayload('@agent fix the test') }),
      onSpawn: (pid) => {
        // Polls until the command shows up, however loaded the machine; stops when the run ends.
        poll = setInterval(() => {
          if (!processesWith(mark).some((p) => p.includes('sleep 1008'))) return;
          clearInterval(poll);
          signalled = true;
          process.kill(pid, 'SIGTERM');
        }, 50);
      },
    });
    clearInterval(poll);
    assert.ok(signalled, describeRun(run));
    assertWellEnded(run, { subtype: 'error_during_execution' });
    const comments = commentsOn(fake, 1);
    assert.equal(comments.length, 1);
    assert.match(comments[0]?.body ?? '', /state=final/);
    assert.match(comments[0]?.body ?? '', /error_during_execution/);
    assert.match(comments[0]?.body ?? '', /Cancelled/);
    assert.match(comments[0]?.body ?? '', /\+\s+return a \+ b;/, 'the comment shows the patch of the work done');
  });
});
