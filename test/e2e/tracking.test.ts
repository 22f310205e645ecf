import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { setPath } from '../../support/fake-github/webhook-examples.js';
import { OWNER, REPO, RUN_ID, commentsOn, githubEnv, headSha, prCommentPayload, settle, WRITABLE_REPO } from './github-helpers.js';
import { makeRepo, runAction, type ActionRun } from './harness.js';
import { call } from '../support/scripted-turns.js';
import { closedAfterAll } from '../support/models-closed-after.js';

/**
 * The task list and AskUserQuestion end to end through dist/index.js: the checklist edited live into the sticky
 * comment (throttled: a burst of updates is one edit), the final list and the questions in the comment, the job
 * summary and the result line; then a follow-up comment run whose task holds the earlier questions and the reply.
 */

const PR = 1;
const PATCH_COMMENT = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
const QUESTION = 'Which date library should the changelog script use?';

const open = closedAfterAll();

const SCRIPT: ScriptedTurn[] = [
  // A burst: four changes to the list in one turn.
  {
    content: [
      call('TaskCreate', { subject: 'Write the changelog', description: 'CHANGELOG.md', activeForm: 'Writing the changelog' }, 'toolu_c1'),
      call('TaskCreate', { subject: 'Update the docs', description: 'README' }, 'toolu_c2'),
      call('TaskCreate', { subject: 'Run the tests', description: 'npm test' }, 'toolu_c3'),
      call('TaskUpdate', { taskId: '1', status: 'in_progress' }, 'toolu_u1'),
    ],
  },
  {
    content: [
      call('TaskUpdate', { taskId: '1', status: 'completed' }, 'toolu_u2'),
      call('TaskUpdate', { taskId: '2', status: 'in_progress' }, 'toolu_u3'),
      call(
        'AskUserQuestion',
        {
          questions: [
            {
              question: QUESTION,
              header: 'Library',
              multiSelect: false,
              options: [
                { label: 'date-fns (Recommended)', description: 'small, tree-shakeable' },
                { label: 'luxon', description: 'time zones built in' },
              ],
            },
          ],
        },
        'toolu_q',
      ),
    ],
  },
  { content: [call('TaskUpdate', { taskId: '2', status: 'completed' }, 'toolu_u4'), call('TaskList', {}, 'toolu_l')] },
  { content: [{ type: 'text', text: 'Wrote the changelog and updated the docs. I assumed date-fns for the library question.' }] },
];

function workingBodies(fake: FakeGitHub): string[] {
  return fake.requests
    .filter((r) => r.route === PATCH_COMMENT)
    .map((r) => String((r.body as { body?: unknown }).body ?? ''))
    .filter((b) => b.includes('state=working'));
}

/** Resolves once `test` holds (the comment is edited by the run's throttled progress, seconds apart), or after 30 s. */
async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !test(); i++) await sleep(50);
}

describe('task list and questions on GitHub, through dist/index.js', () => {
  let fake: FakeGitHub;
  let first: ActionRun;
  let workspace = '';
  let sawLiveChecklist = false;

  it('the checklist is edited live into the sticky comment; the final list and the questions are in the comment, the summary and the result', async () => {
    workspace = makeRepo();
    settle(workspace);
    const head = headSha(workspace);
    fake = await startFakeGitHub({
      ...WRITABLE_REPO,
      pulls: [{ number: PR, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/math.js'] }],
    });
    open.push(fake);
    let requests = 0;
    const model = await startScriptedModel(SCRIPT, {
      // Before the second turn, the first turn's burst must have reached the comment: the run goes on only once it shows.
      onRequest: async () => {
        if (++requests !== 2) return;
        await until(() => workingBodies(fake).some((b) => b.includes('**Writing the changelog** ⏳')));
        sawLiveChecklist = workingBodies(fake).some((b) => b.includes('**Writing the changelog** ⏳'));
      },
    });
    open.push(model);
    first = await runAction({
      workspace,
      // Nobody is waited for (test/e2e/resume.test.ts has the run that ends waiting): the agent goes on with its assumption.
      inputs: { session_expiry_days: '0' },
      env: githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload: prCommentPayload('@agent add a changelog') }),
    });
    assert.equal(first.exitCode, 0, `${first.stdout}\n${first.stderr}`);
    assert.equal(first.outputs.subtype, 'success');

    // Live: while the run went on, an edit showed the checklist with task 1 in progress.
    assert.ok(sawLiveChecklist, workingBodies(fake).join('\n----\n'));
    // Throttled: the burst's in-between states (one task, then two) were never sent; only its last state was.
    const working = workingBodies(fake);
    assert.ok(!working.some((b) => /\(0 of [12] done\)/.test(b)), working.join('\n----\n'));
    assert.ok(working.length < 8, `${working.length} progress edits for 8 changes of the list`);

    const comments = commentsOn(fake, PR);
    assert.equal(comments.length, 1);
    const final = comments[0]?.body ?? '';
    assert.match(final, /state=final/);
    assert.match(final, /\*\*Tasks\*\* \(2 of 3 done\)\n\n- \[x\] Write the changelog\n- \[x\] Update the docs\n- \[ \] Run the tests/);
    assert.match(final, /### ❓ Questions for you/);
    assert.ok(final.includes(`**1. Library**: ${QUESTION}`), final);
    assert.ok(final.includes('- **date-fns (Recommended)**: small, tree-shakeable'), final);

    assert.match(first.summary, /\*\*Tasks\*\* \(2 of 3 done\)/);
    assert.ok(first.summary.includes(QUESTION), first.summary);

    const result = first.transcript.at(-1) as { type: string; tasks?: unknown; questions?: { question: string }[] };
    assert.equal(result.type, 'result');
    assert.deepEqual(result.tasks, [
      { id: '1', subject: 'Write the changelog', status: 'completed', activeForm: 'Writing the changelog' },
      { id: '2', subject: 'Update the docs', status: 'completed' },
      { id: '3', subject: 'Run the tests', status: 'pending' },
    ]);
    assert.deepEqual(
      result.questions?.map((q) => q.question),
      [QUESTION],
    );
    // What the model read back from AskUserQuestion: no answer is coming, go on with a stated assumption.
    const asked = JSON.stringify(model.requests[2]?.body.messages?.at(-1));
    assert.match(asked, /No one can answer during this run/);
  });

  it('a follow-up comment run gets the earlier questions and the reply in its task, fenced as event data', async () => {
    assert.ok(fake, 'the first run set up the thread');
    const reply = '@agent use luxon: we need the time zones';
    const payload = prCommentPayload(reply);
    // The reply comes after the first run's comment, as on GitHub.
    const replyId = 9_000_000;
    setPath(payload, 'comment.id', replyId);
    const now = new Date().toISOString();
    fake.state.comments.set(replyId, {
      id: replyId,
      issueNumber: PR,
      body: reply,
      user: { login: OWNER, type: 'User' },
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${replyId}`,
      created_at: now,
      updated_at: now,
    });
    const model = await startScriptedModel([{ content: [{ type: 'text', text: 'Switched to luxon.' }] }]);
    open.push(model);
    // The same checkout: it is at the pull request's head, as actions/checkout leaves it.
    const second = await runAction({
      workspace,
      inputs: { session_expiry_days: '0' },
      env: { ...githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload }), GITHUB_RUN_ID: `${RUN_ID}7` },
    });
    assert.equal(second.exitCode, 0, `${second.stdout}\n${second.stderr}`);

    const task = (model.requests[0]?.body.messages?.[0]?.content as { type: string; text?: string }[]).map((b) => b.text ?? '').join('\n');
    const earlier = /<untrusted_event_data source="issue_comment" field="earlier_questions" author="([^"]+)">\n([\s\S]*?)\n<\/untrusted_event_data>/.exec(task);
    assert.ok(earlier, task);
    const block = earlier[2] ?? '';
    assert.ok(block.includes(QUESTION), block);
    assert.ok(block.includes('date-fns (Recommended)'), block);
    assert.match(
      task,
      /<untrusted_event_data source="issue_comment" field="request" author="Codertocat">\nuse luxon: we need the time zones\n<\/untrusted_event_data>/,
    );
    assert.match(task, /An earlier run on this thread asked questions nobody could answer while it ran/);
    // The first run's comment is left as it was; the second run has its own.
    assert.equal(commentsOn(fake, PR).filter((c) => c.body.includes('agent-runner:sticky')).length, 2);
  });
});
