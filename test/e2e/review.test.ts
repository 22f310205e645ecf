import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type Script, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { existsSync, readFileSync } from 'node:fs';
import { startLogServer } from '../../support/fake-github/fake-github-actions.js';
import type { FakeGitHubOptions } from '../../support/fake-github/fake-github.js';
import { failedJobs } from './ci-helpers.js';
import { GITHUB_TOKEN_VALUE, OWNER, commentsOn, githubEnv, numberAt, routesOf, WRITABLE_REPO, settledRepo } from './github-helpers.js';
import { runAction, type ActionRun } from './harness.js';
import { text, toolUse } from '../support/scripted-turns.js';

/**
 * Pull-request review end to end through dist/index.js: the agent's inline comments become one
 * COMMENT review posted at the end, a comment outside the diff goes to the review's body, a re-run
 * repeats nothing, the GitHub tools are decided by the permission rules and never hand out the token.
 */

const open: { close(): Promise<void> }[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.close()));
});

const INLINE = 'mcp__github_inline_comment__create_inline_comment';
/** src/math.js's first hunk as GitHub's files API gives it: new lines 1-4 are in the diff, line 7 (multiply) is not. */
const PATCH = '@@ -1,4 +1,4 @@\n // Small arithmetic helpers used by the calculator CLI.\n export function add(a, b) {\n-  return a + b;\n+  return a - b;\n }';
const SUGGESTION = '`add` subtracts.\n\n```suggestion\n  return a + b;\n```';
const reviewScript = (extra: ScriptedTurn[] = []): Script => [
  toolUse(INLINE, { path: 'src/math.js', line: 3, body: SUGGESTION }),
  toolUse(INLINE, { path: 'src/math.js', startLine: 2, line: 3, body: 'This needs a test for negative numbers.' }),
  toolUse(INLINE, { path: 'src/math.js', line: 7, body: 'multiply has no test either.' }),
  ...extra,
  text('Summary: `add` subtracts instead of adding; one suggestion left.'),
];

interface Review {
  fake: FakeGitHub;
  workspace: string;
  number: number;
  run(script: Script, inputs: Record<string, string>, action?: string): Promise<{ run: ActionRun; model: Awaited<ReturnType<typeof startScriptedModel>> }>;
}

async function reviewSetUp(fakeRuns = false, more: Partial<FakeGitHubOptions> = {}): Promise<Review> {
  const { workspace, head } = settledRepo();
  const number = numberAt(example('pull_request', 'opened'), 'pull_request.number');
  const fake = await startFakeGitHub({
    ...WRITABLE_REPO,
    pulls: [{ number, head: 'changes', base: 'main', headSha: head, baseSha: head, patches: { 'src/math.js': PATCH } }],
    ...(fakeRuns ? { runs: [{ id: 77, actor: OWNER, name: 'CI', headSha: head, conclusion: 'failure' }] } : {}),
    ...more,
  });
  open.push(fake);
  return {
    fake,
    workspace,
    number,
    async run(script, inputs, action = 'opened') {
      const payload = example('pull_request', 'opened');
      setPath(payload, 'action', action);
      setPath(payload, 'pull_request.head.sha', head);
      setPath(payload, 'pull_request.base.sha', head);
      const model = await startScriptedModel(script);
      open.push(model);
      const run = await runAction({
        workspace,
        inputs: { prompt: 'Review this pull request.', max_turns: '10', ...inputs },
        env: githubEnv({ fake, modelUrl: model.url, eventName: 'pull_request', payload }),
      });
      return { run, model };
    },
  };
}

const log = (run: ActionRun): string => `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
const reviewPosts = (fake: FakeGitHub): number => fake.requests.filter((r) => r.route === 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews').length;

describe('pull-request review', () => {
  it('the inline comments become one COMMENT review at the end: two on their lines (one a suggestion), the one outside the diff in its body', async () => {
    const r = await reviewSetUp();
    const { run, model } = await r.run(reviewScript(), { allowed_tools: INLINE });
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.match(JSON.stringify(model.requests[0]?.body.system), /To review it, read the change/, 'the system prompt says how the review works');
    assert.equal(reviewPosts(r.fake), 1, 'one review request');
    const [review] = r.fake.state.reviews;
    assert.equal(review?.event, 'COMMENT');
    const inline = r.fake.state.reviewComments.map((c) => ({ path: c.path, line: c.line, startLine: c.startLine, side: c.side, body: c.body }));
    assert.deepEqual(inline, [
      { path: 'src/math.js', line: 3, startLine: undefined, side: 'RIGHT', body: SUGGESTION },
      { path: 'src/math.js', line: 3, startLine: 2, side: 'RIGHT', body: 'This needs a test for negative numbers.' },
    ]);
    assert.match(review?.body ?? '', /Comments outside the diff[\s\S]*`src\/math.js` line 7[\s\S]*multiply has no test either\./);
    assert.deepEqual(
      r.fake.requests.filter((q) => q.status >= 400),
      [],
      routesOf(r.fake).join('\n'),
    );
    assert.deepEqual(r.fake.unknownRequests, []);
    const sticky = commentsOn(r.fake, r.number);
    assert.equal(sticky.length, 1);
    assert.match(sticky[0]?.body ?? '', /state=final/);
    assert.match(sticky[0]?.body ?? '', /Summary: `add` subtracts/, 'the summary is in the sticky comment');
    assert.match(sticky[0]?.body ?? '', /Review posted on #\d+[^:]*: 2 inline comments, 1 outside the diff moved/);
    assert.ok((review?.body ?? '').includes(sticky[0]?.html_url ?? '-'), "the review links the run's comment");
    const init = run.transcript.find((line) => line.type === 'system' && line.subtype === 'init') as
      | { tools?: string[]; mcp_servers?: { name: string; status: string }[] }
      | undefined;
    assert.ok(init?.tools?.includes(INLINE));
    assert.deepEqual(init?.mcp_servers?.map((server) => server.name).sort(), [
      'github_ci',
      'github_comment',
      'github_inline_comment',
      'github_pr',
      'github_triage',
    ]);
  });

  it('a synchronize re-run posts only what is new: the same comments (by the same identity) are not repeated', async () => {
    const r = await reviewSetUp();
    await r.run(reviewScript(), { allowed_tools: INLINE });
    const { run } = await r.run(
      reviewScript([toolUse(INLINE, { path: 'src/math.js', line: 4, body: 'A new point.' })]),
      { allowed_tools: INLINE },
      'synchronize',
    );
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(r.fake.state.reviews.length, 2);
    const second = r.fake.state.reviews[1];
    assert.deepEqual(
      second?.comments.map((id) => r.fake.state.reviewComments.find((c) => c.id === id)?.body),
      ['A new point.'],
    );
    assert.doesNotMatch(second?.body ?? '', /multiply has no test/, 'the moved comment is not repeated either');
    assert.equal(r.fake.state.reviewComments.length, 3);
    // Once more with nothing new: no review at all.
    const { run: third } = await r.run(reviewScript(), { allowed_tools: INLINE }, 'synchronize');
    assert.equal(third.exitCode, 0, log(third));
    assert.equal(r.fake.state.reviews.length, 2);
    assert.match(commentsOn(r.fake, r.number).at(-1)?.body ?? '', /Review: nothing new to post/);
  });

  it('without an allow rule the GitHub tools are denied (dontAsk): nothing is posted or read', async () => {
    const r = await reviewSetUp(true);
    const script = [
      toolUse(INLINE, { path: 'src/math.js', line: 3, body: 'x' }),
      toolUse('mcp__github_ci__get_ci_status', {}),
      toolUse('mcp__github_triage__add_labels', { labels: ['bug'] }),
      text('done'),
    ];
    const { run, model } = await r.run(script, {});
    assert.equal(run.exitCode, 0, log(run));
    assert.deepEqual([run.outputs.conclusion, JSON.parse(run.outputs.delivery ?? '{}').denied_tool_calls > 0], ['success', true]);
    assert.doesNotMatch(JSON.stringify(model.requests[0]?.body.system), /To review it/, 'a run whose rules allow no review comment is not told how to review');
    assert.equal(r.fake.state.reviews.length, 0);
    assert.equal(r.fake.state.labels.size, 0);
    assert.ok(!r.fake.requests.some((q) => q.route === 'GET /repos/{owner}/{repo}/actions/runs'));
    const results = JSON.stringify(model.requests.at(-1)?.body);
    for (const name of [INLINE, 'mcp__github_ci__get_ci_status', 'mcp__github_triage__add_labels'])
      assert.match(results, new RegExp(`Permission to use ${name} has been denied`));
  });

  it('the token is in no tool process environment and no tool result; results are fenced as untrusted', async () => {
    const r = await reviewSetUp(true);
    const script = [
      toolUse('Bash', { command: 'env' }),
      toolUse('mcp__github_pr__get_diff', {}),
      toolUse('mcp__github_ci__get_ci_status', {}),
      toolUse('mcp__github_triage__add_labels', { labels: ['needs-review'] }),
      text('done'),
    ];
    const { run, model } = await r.run(script, { allowed_tools: 'Bash(env), mcp__github_pr__get_diff, mcp__github_ci, mcp__github_triage__add_labels' });
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(run.outputs.conclusion, 'success', log(run));
    const sent = JSON.stringify(model.requests.map((q) => q.body));
    assert.ok(!sent.includes(GITHUB_TOKEN_VALUE), 'no request to the model holds the token');
    assert.ok(!JSON.stringify(run.transcript).includes(GITHUB_TOKEN_VALUE));
    assert.match(sent, /GITHUB_REPOSITORY=/, "Bash's env was listed (the tool ran)");
    assert.match(sent, /<untrusted_event_data source=\\"github\\" field=\\"pull_request_diff\\">[^<]*return a - b;/);
    assert.match(sent, /\\"total_runs\\": 1/);
    assert.deepEqual(r.fake.state.labels.get(r.number), ['needs-review']);
    // Every call the tools made went to GitHub with the runner's token: it exists, only in the runner.
    assert.ok(r.fake.requests.filter((q) => q.route === 'GET /repos/{owner}/{repo}/actions/runs').every((q) => q.authorization?.includes(GITHUB_TOKEN_VALUE)));
  });

  it("update_claude_comment writes into the sticky comment; the CI tools read the runs, a run's jobs and a job's log (to a file, fetched without the token)", async () => {
    const { jobs, errorText } = failedJobs();
    const logs = await startLogServer(jobs);
    open.push(logs);
    const failing = jobs.find((j) => j.conclusion === 'failure');
    const r = await reviewSetUp(true, { jobs: jobs.map((j) => ({ ...j, runId: 77 })), logServerUrl: logs.url });
    const script = [
      toolUse('mcp__github_comment__update_claude_comment', { body: 'Checking CI for @someone first.' }),
      toolUse('mcp__github_ci__get_ci_status', { status: 'failure' }),
      toolUse('mcp__github_ci__get_workflow_run_details', { run_id: 77 }),
      toolUse('mcp__github_ci__download_job_log', { job_id: failing?.id }),
      text('CI fails in the test job.'),
    ];
    const { run, model } = await r.run(script, { allowed_tools: 'mcp__github_comment__update_claude_comment, mcp__github_ci' });
    assert.equal(run.outputs.conclusion, 'success', log(run));
    const final = commentsOn(r.fake, r.number);
    assert.equal(final.length, 1, 'the same sticky comment');
    assert.match(
      final[0]?.body ?? '',
      /Checking CI for @\u200bsomeone first\.[\s\S]*CI fails in the test job\./,
      "the agent's text above the result, its mention made inert",
    );
    const sent = JSON.stringify(model.requests.map((q) => q.body));
    assert.match(sent, /\\"failed\\": 1/);
    assert.match(sent, new RegExp(`failed_steps[^\\]]*${failing?.steps.find((s) => s.conclusion === 'failure')?.name ?? '-'}`));
    const saved = /\\"path\\": \\"([^"\\]+)\\"/.exec(sent)?.[1] ?? '';
    assert.ok(existsSync(saved), `the log was written to ${saved}`);
    assert.ok(readFileSync(saved, 'utf8').includes(errorText));
    assert.deepEqual(
      logs.requests.map((q) => q.authorization),
      [undefined],
      'the signed log URL got no token',
    );
    assert.ok(!sent.includes(GITHUB_TOKEN_VALUE));
  });

  it("a token without the permission: the tool's error names what the workflow's permissions: lack", async () => {
    const r = await reviewSetUp(true);
    r.fake.failNext('GET', '/repos/{owner}/{repo}/actions/runs', 403, 1, {}, { message: 'Resource not accessible by integration' });
    const { run, model } = await r.run([toolUse('mcp__github_ci__get_ci_status', {}), text('done')], { allowed_tools: 'mcp__github_ci' });
    assert.equal(run.exitCode, 0, log(run));
    assert.match(JSON.stringify(model.requests.at(-1)?.body), /GitHub answered 403[^"]*Resource not accessible by integration[^"]*`actions: read`/);
  });
});
