import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type Script } from '../../support/scripted-model/scripted-model.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { commentsOn, githubEnv, numberAt, WRITABLE_REPO, settledRepo } from './github-helpers.js';
import { runAction, type ActionRun } from './harness.js';
import { text, toolUse } from '../support/scripted-turns.js';
import { closedAfterAll } from '../support/models-closed-after.js';
import { liveOnGitHub } from '../security/live-markdown.js';

/**
 * ReportFindings end to end through dist/index.js on a pull request: the findings are in the sticky comment, the job
 * summary, the `findings` output and the transcript, each with where it went; with the inline comment tool allowed they
 * join the run's one review (a changed line inline, another in the body); without it nothing reaches GitHub.
 */

const open = closedAfterAll();
const INLINE = 'mcp__github_inline_comment__create_inline_comment';
const PATCH = '@@ -1,4 +1,4 @@\n // Small arithmetic helpers used by the calculator CLI.\n export function add(a, b) {\n-  return a + b;\n+  return a - b;\n }';
const FINDINGS = {
  level: 'high',
  findings: [
    {
      file: 'src/math.js',
      line: 3,
      summary: '`add` subtracts',
      failure_scenario: 'add(1, 2) returns -1',
      severity: 'important',
      short_summary: 'add subtracts',
    },
    { file: 'src/math.js', line: 7, summary: 'multiply has no test', failure_scenario: 'a regression in multiply goes unseen', severity: 'nit' },
  ],
};
const script = (): Script => [toolUse('ReportFindings', FINDINGS), text('Reviewed.')];

async function review(inputs: Record<string, string>): Promise<{ run: ActionRun; fake: FakeGitHub; number: number }> {
  const { workspace, head } = settledRepo();
  const number = numberAt(example('pull_request', 'opened'), 'pull_request.number');
  const fake = await startFakeGitHub({
    ...WRITABLE_REPO,
    pulls: [{ number, head: 'changes', base: 'main', headSha: head, baseSha: head, patches: { 'src/math.js': PATCH } }],
  });
  open.push(fake);
  const payload = example('pull_request', 'opened');
  setPath(payload, 'pull_request.head.sha', head);
  setPath(payload, 'pull_request.base.sha', head);
  const model = await startScriptedModel(script());
  open.push(model);
  const run = await runAction({
    workspace,
    inputs: { prompt: 'Review this pull request.', max_turns: '10', ...inputs },
    env: githubEnv({ fake, modelUrl: model.url, eventName: 'pull_request', payload }),
  });
  return { run, fake, number };
}
const log = (run: ActionRun): string => `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;

describe('ReportFindings on a pull request review', () => {
  it('the inline comment tool allowed: one review, the finding on a changed line inline and the other in its body; the report says which', async () => {
    const { run, fake, number } = await review({ allowed_tools: INLINE });
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(fake.state.reviews.length, 1);
    assert.deepEqual(
      fake.state.reviewComments.map((c) => [c.path, c.line]),
      [['src/math.js', 3]],
    );
    assert.match(fake.state.reviewComments[0]?.body ?? '', /add subtracts[\s\S]*add\(1, 2\) returns -1/);
    assert.match(fake.state.reviews[0]?.body ?? '', /Comments outside the diff[\s\S]*line 7[\s\S]*multiply has no test/);
    const sticky = commentsOn(fake, number).at(-1)?.body ?? '';
    assert.match(sticky, /Findings \(2\)[\s\S]*1 of 2 posted as inline review comments/);
    assert.match(sticky, /1\. `src\/math\.js:3` \(important\)[\s\S]*inline comment in \[the review\]/);
    assert.match(sticky, /2\. `src\/math\.js:7` \(nit\)[\s\S]*in the review's body, not inline: line 7 \(RIGHT\) of src\/math\.js is outside the diff/);
    assert.deepEqual(liveOnGitHub(sticky), []);
    assert.match(run.summary, /Findings \(2\)[\s\S]*1 of 2 posted as inline review comments/);
    const output = JSON.parse(run.outputs.findings ?? '{}') as { calls: number; findings: unknown[]; placements: { where: string }[] };
    assert.equal(output.calls, 1);
    assert.deepEqual(output.findings, FINDINGS.findings);
    assert.deepEqual(
      output.placements.map((p) => p.where),
      ['inline', 'review_body'],
    );
    const result = run.transcript.find((line) => line.type === 'result') as { findings?: { findings: unknown[] } } | undefined;
    assert.deepEqual(result?.findings?.findings, FINDINGS.findings, 'the transcript result line has what the model reported');
  });

  it('no rule for the inline comment tool (dontAsk): ReportFindings still runs, nothing reaches GitHub, the report says why', async () => {
    const { run, fake, number } = await review({});
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(fake.state.reviews.length, 0);
    const sticky = commentsOn(fake, number).at(-1)?.body ?? '';
    assert.match(sticky, /Findings \(2\)[\s\S]*not posted to GitHub: the workflow does not let this run review the pull request/);
    const output = JSON.parse(run.outputs.findings ?? '{}') as { placements: { where: string }[] };
    assert.deepEqual(
      output.placements.map((p) => p.where),
      ['not_posted', 'not_posted'],
    );
  });
});
