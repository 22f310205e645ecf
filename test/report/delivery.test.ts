import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunOutcome } from '../../src/agent/outcome.js';
import { emptyDelivery, type Delivery } from '../../src/report/delivery.js';
import { markdownOf, plainOf, runFace } from '../../src/report/headline.js';
import { renderUntrusted } from '../../src/text/untrusted-markdown.js';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { stepOutputs } from '../../src/report/outputs.js';
import { runOutcome } from '../support/run-outcome.js';

/** What reached GitHub is the result (issue 35 items 1, 5, 8): the headline, `conclusion`, `outcome`, `delivery` and the next step. */

const files = { executionFile: 'e', transcriptFile: 't', patchFile: 'p' };
const web = 'https://github.com/o/r';
const limits = { maxTurns: 30, maxBudgetUsd: 5, timeoutMs: 30 * 60_000 };

describe('the run face', () => {
  it('a push is the headline, linked, and the outputs say delivered with conclusion success', () => {
    const delivery: Delivery = {
      delivered: [{ kind: 'pushed', branch: 'feature', commitSha: 'abcdef1234567890', by: 'runner', onPullRequest: 3 }],
      failed: [],
    };
    const face = runFace(runOutcome(), delivery, { web });
    assert.equal(plainOf(face.title), '✅ Pushed `abcdef1` to `feature`, the branch of pull request #3');
    assert.equal(face.next, undefined);
    const out = stepOutputs(runOutcome(), delivery, files, { branch: 'feature', commitSha: 'abcdef1234567890' });
    assert.deepEqual([out.conclusion, out.outcome, out.subtype], ['success', 'delivered', 'success']);
    assert.deepEqual(JSON.parse(out.delivery ?? '').pushed, { branch: 'feature', commit: 'abcdef1234567890', by: 'runner' });
  });

  it('a requested delivery that failed is a failure with its reason, the SDK subtype still success, and names the permission', () => {
    const delivery: Delivery = { delivered: [], failed: [{ what: 'push', error: 'blob: 403 Resource not accessible by integration' }] };
    const face = runFace(runOutcome(), delivery);
    assert.equal(face.conclusion, 'failure');
    assert.match(plainOf(face.title), /^❌ Push failed: blob: 403/);
    assert.match(plainOf(face.next ?? []), /add `contents: write` to the job's `permissions:`/);
    const out = stepOutputs(runOutcome(), delivery, files);
    assert.deepEqual([out.conclusion, out.outcome, out.subtype, out.is_error], ['failure', 'delivery_failed', 'success', 'false']);
    const comment = runFace(runOutcome(), { delivered: [], failed: [{ what: 'comment', error: '403 Resource not accessible by integration' }] });
    assert.match(plainOf(comment.next ?? []), /`issues: write`/);
  });

  it('a patch not pushed says why, and a run with nothing to deliver says no changes', () => {
    const face = runFace(runOutcome(), { delivered: [{ kind: 'patch', why: '`push: none` is set in the workflow', how: 'git apply it' }], failed: [] });
    assert.equal(plainOf(face.title), '📦 Patch ready — not pushed (`push: none` is set in the workflow)');
    assert.equal(face.outcome, 'patch_not_pushed');
    assert.equal(face.conclusion, 'success');
    assert.equal(plainOf(runFace(runOutcome(), emptyDelivery()).title), '✅ Done — no changes to the repository');
  });

  it('every stop names its next step: the input to raise with the value reached, a re-run with retry-after, the schema', () => {
    const cases: [Partial<RunOutcome>, RegExp, string][] = [
      [
        { cause: 'max_turns', subtype: 'error_max_turns', isError: true, turns: 30 },
        /raise `max_turns` \(this run used all 30 turns\), e\.g\. `max_turns: 60`/,
        'max_turns',
      ],
      [
        { cause: 'budget', subtype: 'error_max_budget_usd', isError: true, costUsd: 4.91 },
        /raise `max_budget_usd` \(this run spent \$4\.91 of its \$5\.00\), e\.g\. `max_budget_usd: 10`/,
        'budget',
      ],
      [
        { cause: 'timeout', subtype: 'error_during_execution', isError: true },
        /raise `timeout_minutes` \(this run stopped at its 30 minutes\), e\.g\. `timeout_minutes: 60`/,
        'timeout',
      ],
      [
        { cause: 'api_error', subtype: 'error_during_execution', isError: true, apiErrorStatus: 529 },
        /re-run the job once the model API is back \(it answered 529 after 3 attempts; the provider last asked to wait 12 s \(retry-after\)\)/,
        'api_error',
      ],
      [{ cause: 'api_error', subtype: 'error_during_execution', isError: true, apiErrorStatus: 401 }, /check the API key/, 'api_error'],
      [{ cause: 'cancelled', subtype: 'error_during_execution', isError: true }, /re-run the job/, 'cancelled'],
      [{ cause: 'structured_output', subtype: 'error_max_structured_output_retries', isError: true }, /`json_schema`/, 'structured_output'],
      [{ cause: 'error', subtype: 'error_during_execution', isError: true }, /transcript/, 'error'],
    ];
    for (const [over, next, outcome] of cases) {
      const face = runFace(runOutcome(over), emptyDelivery(), { limits, lastRetry: { status: 529, delayMs: 12_000, attempts: 3 } });
      assert.match(plainOf(face.next ?? []), next, outcome);
      assert.equal(face.outcome, outcome);
      assert.equal(face.conclusion, 'failure');
    }
  });

  it('a stopped run still shows what it delivered (the review it left), and a denial names the rule to add', () => {
    const face = runFace(runOutcome({ cause: 'max_turns', subtype: 'error_max_turns', isError: true }), {
      delivered: [{ kind: 'review', url: `${web}/pull/2#pullrequestreview-9`, comments: 3 }],
      failed: [],
    });
    assert.deepEqual(face.details.map(plainOf), ['Review posted (3 inline comments)']);
    const denied = runFace(runOutcome({ denials: [{ toolName: 'Bash', toolUseId: 't', input: {}, suggestedRule: 'Bash(npm test)' }] }), emptyDelivery());
    assert.match(plainOf(denied.title), /— ⚠️ 1 tool call denied$/);
    assert.equal(plainOf(denied.next ?? []), 'to let the agent do what was denied, add `Bash(npm test)` to `allowed_tools`');
  });
});

describe('the next step holds untrusted text inert', () => {
  it("a denied call's rule (the model's command) cannot close its code span and ping or load anything", () => {
    const hostile = 'Bash(echo ` @octo-org/security-team <img src=https://evil.example/i>)';
    const face = runFace(runOutcome({ denials: [{ toolName: 'Bash', toolUseId: 't', input: {}, suggestedRule: hostile }] }), emptyDelivery());
    const markdown = markdownOf(face.next ?? [], renderUntrusted);
    // Control: the same text as it would be written raw, between single backticks, breaks out of the span.
    const raw = `add \`${hostile}\` to \`allowed_tools\``;
    const live = (md: string): string[] => {
      const html = micromark(md, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
      const outsideCode = html.replace(/<code>[\s\S]*?<\/code>/g, '');
      return [...outsideCode.matchAll(/<img\b|@octo-org/g)].map((m) => m[0]);
    };
    assert.notDeepEqual(live(raw), [], 'the control: raw, the rule is live');
    assert.deepEqual(live(markdown), [], markdown);
    assert.match(markdown, /evil\.example/, 'still there, as text');
  });
});

describe('paths a push left out are said, never dropped silently', () => {
  it('the headline names them (the first five, then a count) and the delivery output lists them all', () => {
    const leftOut = ['.claude/settings.json', 'gha-creds-1.json', 'a', 'b', 'c', 'd', 'e'];
    const delivery: Delivery = {
      delivered: [{ kind: 'pushed', branch: 'agent/issue-7', commitSha: 'abcdef1234567890', by: 'runner', leftOut }],
      failed: [],
    };
    const face = runFace(runOutcome(), delivery);
    assert.equal(
      plainOf(face.title),
      '✅ Pushed `abcdef1` to `agent/issue-7` (left out: 7 files: `.claude/settings.json`, `gha-creds-1.json`, `a`, `b`, `c`, and 2 more)',
    );
    const out = stepOutputs(runOutcome(), delivery, files, { branch: 'agent/issue-7', commitSha: 'abcdef1234567890' });
    assert.deepEqual(JSON.parse(out.delivery ?? '').pushed.left_out, leftOut);
    const pr: Delivery = {
      delivered: [{ kind: 'pull_request', url: `${web}/pull/4`, number: 4, branch: 'agent/x', commitSha: 'abcdef1234567890', leftOut: ['.env.x'] }],
      failed: [],
    };
    assert.match(plainOf(runFace(runOutcome(), pr).title), /opened from `agent\/x` \(left out: 1 file: `\.env\.x`\)$/);
    assert.deepEqual(JSON.parse(stepOutputs(runOutcome(), pr, files).delivery ?? '').pull_request.left_out, ['.env.x']);
    const none = stepOutputs(runOutcome(), { delivered: [{ kind: 'pushed', branch: 'b', commitSha: 'abcdef1', by: 'runner' }], failed: [] }, files);
    assert.equal('left_out' in JSON.parse(none.delivery ?? '').pushed, false, 'no list when nothing was left out');
  });

  it("a left-out path is the model's file name: it cannot close its code span to ping or load anything", () => {
    const hostile = 'x` @octo-org/security-team <img src=https://evil.example/i>';
    const face = runFace(runOutcome(), {
      delivered: [{ kind: 'pushed', branch: 'b', commitSha: 'abcdef1234567890', by: 'runner', leftOut: [hostile] }],
      failed: [],
    });
    const markdown = markdownOf(face.title, renderUntrusted);
    const html = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
    assert.deepEqual([...html.replace(/<code>[\s\S]*?<\/code>/g, '').matchAll(/<img\b|@octo-org/g)], [], markdown);
    assert.match(markdown, /evil\.example/, 'still there, as text');
  });
});
