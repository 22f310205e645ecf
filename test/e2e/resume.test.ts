import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import { startFakeCache, type FakeCache } from '../../support/cache/fake-cache.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { setPath } from '../../support/fake-github/webhook-examples.js';
import { startScriptedModel, type ScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { call } from '../support/scripted-turns.js';
import { OWNER, REPO, RUN_ID, SERVER_URL, commentsOn, git, githubEnv, headSha, prCommentPayload, settle, WRITABLE_REPO } from './github-helpers.js';
import { makeRepo, runAction, type ActionRun } from './harness.js';
import { closedAfterAll } from '../support/models-closed-after.js';

/**
 * Ask, end, resume, through dist/index.js and the runner emulation: two workflow runs in sequence against one fake
 * GitHub and one fake Actions cache. The first asks (AskUserQuestion) and ends waiting; the reply's run restores the
 * session: its first model request carries the first run's messages and the answer, its edit builds on the first
 * run's, and the chain stays within the first run's budget and turns.
 */

const QUESTION = 'Which API version should the client use?';
const BUDGET = '1';

const open = closedAfterAll();

interface Thread {
  fake: FakeGitHub;
  cache: FakeCache;
  workspace: string;
  pr: number;
}

async function thread(pr: number): Promise<Thread> {
  const workspace = makeRepo({ 'src/api.js': "export const api = 'v1';\n", 'package.json': '{"name":"resume","version":"1.0.0"}\n' });
  settle(workspace);
  const head = headSha(workspace);
  const fake = await startFakeGitHub({
    ...WRITABLE_REPO,
    pulls: [{ number: pr, head: `feature-${pr}`, base: 'main', headSha: head, baseSha: head, changedFiles: ['src/api.js'] }],
  });
  const cache = await startFakeCache();
  open.push(fake, cache);
  return { fake, cache, workspace, pr };
}

/** A comment run on the thread's pull request: `body` as a new comment after everything on the thread, as on GitHub. */
async function commentRun(
  t: Thread,
  body: string,
  turns: ScriptedTurn[],
  runId: string,
  inputs: Record<string, string> = {},
  exitCode = 0,
): Promise<{ run: ActionRun; model: ScriptedModel }> {
  const payload = prCommentPayload(body);
  setPath(payload, 'issue.number', t.pr);
  const id = 9_000_000 + Number(runId.slice(-3));
  setPath(payload, 'comment.id', id);
  const now = new Date().toISOString();
  t.fake.state.comments.set(id, {
    id,
    issueNumber: t.pr,
    body,
    user: { login: OWNER, type: 'User' },
    html_url: `${SERVER_URL}/${OWNER}/${REPO}/pull/${t.pr}#issuecomment-${id}`,
    created_at: now,
    updated_at: now,
  });
  const model = await startScriptedModel(turns);
  open.push(model);
  // Each workflow run checks out afresh: what an earlier run changed is not in the work tree.
  git(t.workspace, 'checkout', '-q', '--', '.');
  git(t.workspace, 'clean', '-qfd');
  const run = await runAction({
    workspace: t.workspace,
    // The changes stay a patch (delivery is not what this asserts): `push: none`.
    inputs: { allowed_tools: 'Write,Edit', max_budget_usd: BUDGET, push: 'none', ...inputs },
    env: { ...githubEnv({ fake: t.fake, modelUrl: model.url, eventName: 'issue_comment', payload }), GITHUB_RUN_ID: runId },
    cache: t.cache,
  });
  assert.equal(run.exitCode, exitCode, `${run.stdout}\n${run.stderr}`);
  return { run, model };
}

const asking = (workspace: string): ScriptedTurn[] => [
  {
    content: [
      call('Write', { file_path: path.join(workspace, 'src/client.js'), content: "import { api } from './api.js';\nexport const client = api;\n" }, 'toolu_w1'),
    ],
  },
  {
    content: [
      call(
        'AskUserQuestion',
        {
          questions: [
            {
              question: QUESTION,
              header: 'API',
              multiSelect: false,
              options: [
                { label: 'v1 (Recommended)', description: 'keep the old API' },
                { label: 'v2', description: 'the new API' },
              ],
            },
          ],
        },
        'toolu_q',
      ),
    ],
  },
  // Never reached: the run ends at the question.
  { content: [{ type: 'text', text: 'I went on without an answer.' }] },
];

const answering = (workspace: string): ScriptedTurn[] => [
  {
    // A resumed run starts with no file read (the Edit is refused until a Read in this run), so the model Reads first.
    content: [
      call('Read', { file_path: path.join(workspace, 'src/client.js') }, 'toolu_r1'),
      call(
        'Edit',
        { file_path: path.join(workspace, 'src/client.js'), old_string: 'export const client = api;', new_string: 'export const client = `${api}-v2`;' },
        'toolu_e1',
      ),
    ],
  },
  { content: [{ type: 'text', text: 'The client now uses v2.' }] },
];

type ResultLine = {
  type: string;
  stop_cause?: string;
  terminal_reason?: string;
  deferred_tool_use?: { id: string; name: string };
  resumed_from?: { run_id: string; run_url?: string };
  is_error?: boolean;
};

describe('ask, end, resume across two workflow runs', () => {
  let t: Thread;
  let first: { run: ActionRun; model: ScriptedModel };
  const firstRunUrl = `${SERVER_URL}/${OWNER}/${REPO}/actions/runs/${RUN_ID}1`;

  before(async () => {
    t = await thread(1);
  });

  it('the first run asks and ends waiting: the question on the thread, the session in the cache, the step not failed, nothing after', async () => {
    first = await commentRun(t, '@agent add a client for the API', asking(t.workspace), `${RUN_ID}1`);
    const { run, model } = first;
    assert.equal(run.outputs.stop_cause, 'needs_input');
    assert.equal(run.outputs.is_error, 'false');
    assert.equal(run.outputs.conclusion, 'success');
    // A question nobody answers costs nothing after the run: it made its two calls and its process ended.
    assert.equal(model.requests.length, 2);
    const result = run.transcript.at(-1) as ResultLine;
    assert.equal(result.stop_cause, 'needs_input');
    assert.equal(result.terminal_reason, 'tool_deferred');
    assert.deepEqual({ id: result.deferred_tool_use?.id, name: result.deferred_tool_use?.name }, { id: 'toolu_q', name: 'AskUserQuestion' });

    const comments = commentsOn(t.fake, 1).filter((c) => c.user.login !== OWNER);
    assert.equal(comments.length, 1);
    const body = comments[0]?.body ?? '';
    assert.match(body, /### ⏸️ Waiting for your answer after 2 turns/);
    assert.ok(body.includes(`**1. API**: ${QUESTION}`), body);
    assert.ok(body.includes('1. **v1 (Recommended)**: keep the old API\n2. **v2**: the new API'), body);
    assert.match(body, /Reply on this thread with `@agent 2`/);
    assert.match(body, /Anyone who may trigger the agent here can answer/);
    assert.match(body, /Open until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    assert.match(body, new RegExp(`^<!-- agent-runner:session id=${run.outputs.session_id} key=\\S+ sha256=[0-9a-f]{64} `, 'm'));
    // Nothing delivered yet: the changes travel in the saved session.
    assert.ok(!t.fake.requests.some((r) => r.method === 'POST' && /\/git\/(commits|trees)/.test(r.path)), 'nothing pushed');
    assert.match(run.patch, /src\/client\.js/);
    assert.equal(t.cache.entries.length, 1);
    assert.ok(t.cache.entries[0]?.finalized);
  });

  it("the reply's run resumes it: the first run's messages and the answer, its edit on the first run's file, the same session, within the first budget", async () => {
    const { run, model } = await commentRun(t, '@agent 2', answering(t.workspace), `${RUN_ID}2`);
    assert.equal(run.outputs.subtype, 'success', run.stdout);
    assert.equal(run.outputs.session_id, first.run.outputs.session_id);
    assert.equal(run.outputs.resumed_from, firstRunUrl);
    const result = run.transcript.at(-1) as ResultLine;
    assert.deepEqual(result.resumed_from, { run_id: `${RUN_ID}1`, run_url: firstRunUrl });

    const sent = model.requests[0]?.body.messages as Anthropic.MessageParam[];
    const before = first.model.requests[1]?.body.messages as Anthropic.MessageParam[];
    // The same conversation: the first run's task, its Write and result, then its question and the answer.
    assert.equal(sent.length, 5);
    assert.deepEqual(JSON.stringify(sent[0]?.content), JSON.stringify(before[0]?.content));
    assert.deepEqual(
      JSON.stringify(sent[1]?.content).replace(/"cache_control":\{[^}]*\},?/g, ''),
      JSON.stringify(before[1]?.content).replace(/"cache_control":\{[^}]*\},?/g, ''),
    );
    assert.match(JSON.stringify(sent[3]?.content), /"id":"toolu_q"/);
    const answer = JSON.stringify(sent[4]?.content);
    assert.match(answer, /"tool_use_id":"toolu_q"/);
    assert.ok(answer.includes(`User has answered your questions: \\"${QUESTION}\\"=\\"v2\\"`), answer);

    // The edit built on the first run's new file, re-applied on the checkout.
    const edited = JSON.stringify(model.requests[1]?.body.messages?.at(-1));
    assert.doesNotMatch(edited, /"is_error":true/, edited);
    assert.equal(readFileSync(path.join(t.workspace, 'src/client.js'), 'utf8'), "import { api } from './api.js';\nexport const client = `${api}-v2`;\n");
    assert.match(run.patch, /\+export const client = `\$\{api\}-v2`;/);

    const total = Number(first.run.outputs.total_cost_usd) + Number(run.outputs.total_cost_usd);
    assert.ok(total > 0 && total <= Number(BUDGET), `chain cost ${total}`);
    const body =
      commentsOn(t.fake, 1)
        .filter((c) => c.user.login !== OWNER)
        .at(-1)?.body ?? '';
    assert.ok(body.includes(`Continues [run ${RUN_ID}1](${firstRunUrl})`), body);
    assert.doesNotMatch(body, /agent-runner:session/);
  });

  it('the chain never passes the first run’s max_turns: a reply in a workflow with the same limit stops at what is left (control: one that raises it finishes)', async () => {
    const limited = await thread(2);
    await commentRun(limited, '@agent add a client for the API', asking(limited.workspace), `${RUN_ID}3`, { max_turns: '3' });
    const stopped = await commentRun(limited, '@agent 2', answering(limited.workspace), `${RUN_ID}4`, { max_turns: '3' }, 1);
    assert.equal(stopped.run.outputs.subtype, 'error_max_turns', stopped.run.stdout);
    assert.equal(stopped.model.requests.length, 1, 'one turn was left of the three');

    const raised = await thread(3);
    await commentRun(raised, '@agent add a client for the API', asking(raised.workspace), `${RUN_ID}5`, { max_turns: '3' });
    const finished = await commentRun(raised, '@agent 2', answering(raised.workspace), `${RUN_ID}6`, { max_turns: '10' });
    assert.equal(finished.run.outputs.subtype, 'success', finished.run.stdout);
    assert.equal(finished.model.requests.length, 2);
  });
});
