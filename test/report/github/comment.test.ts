import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Octokit } from '@octokit/rest';
import { startFakeGitHub } from '../../../support/fake-github/fake-github.js';
import type { FakeGitHub } from '../../../support/fake-github/fake-github.js';
import { emptyUsage } from '../../../src/agent/ledger.js';
import type { RunOutcome } from '../../../src/agent/outcome.js';
import { finalizeLeftoverComment, StickyComment } from '../../../src/report/github/comment.js';
import { addReaction } from '../../../src/report/github/reaction.js';
import { GITHUB_COMMENT_LIMIT, parseStickyMarker, renderComment } from '../../../src/report/github/comment-render.js';
import { withGitHubRetry } from '../../../src/github/retry.js';
import { until } from '../../support/until-empty.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const fast = { baseDelayMs: 5, maxDelayMs: 20 };

function result(over: Partial<RunOutcome> = {}): RunOutcome {
  return {
    subtype: 'success',
    isError: false,
    durationMs: 83_000,
    durationApiMs: 60_000,
    turns: 7,
    result: 'Fixed the typo in README.md.',
    sessionId: 's',
    costUsd: 0.4213,
    usage: { ...emptyUsage(), input_tokens: 1, output_tokens: 1 },
    modelUsage: {
      'claude-sonnet-4-5': {
        inputTokens: 1,
        outputTokens: 1,
        cacheReadInputTokens: 0,
        cacheCreationInputTokens: 0,
        webSearchRequests: 0,
        costUSD: 0.42,
        contextWindow: 200000,
        maxOutputTokens: 64000,
      },
    },
    denials: [],
    stopReason: 'end_turn',
    cause: 'completed',
    errors: [],
    warnings: [],
    ...over,
  };
}

const PATCH = 'diff --git a/README.md b/README.md\n--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-# Helo\n+# Hello\n';

describe('renderComment', () => {
  it('shows each outcome plainly', () => {
    const cases: [Partial<RunOutcome>, RegExp][] = [
      [{}, /### ✅ Done — no changes to the repository\n/],
      [
        { denials: [{ toolName: 'Bash', toolUseId: 't', input: { command: 'rm -rf | x' }, suggestedRule: 'Bash(rm:*)', reason: 'mode dontAsk' }] },
        /### ✅ Done — no changes to the repository — ⚠️ 1 tool call denied\n\n\*\*Next step:\*\* to let the agent do what was denied, add `Bash\(rm:\*\)` to `allowed_tools`/,
      ],
      [{ subtype: 'error_max_turns', isError: true }, /### 🛑 Stopped: turn limit reached \(7 turns, \$0\.42\)\n\n\*\*Next step:\*\* raise `max_turns`/],
      [
        { subtype: 'error_max_budget_usd', isError: true },
        /### 💸 Stopped: budget limit reached \(\$0\.42 spent, 7 turns\)\n\n\*\*Next step:\*\* raise `max_budget_usd` \(this run spent \$0\.42\)/,
      ],
      [
        { subtype: 'error_during_execution', isError: true, cause: 'error', errors: ['model call failed: 529 overloaded'] },
        /### ❌ Error during execution after 7 turns, \$0\.42\n\n\*\*Next step:\*\* re-run the job[^\n]*\n\n\*\*Errors\*\*\n- model call failed: 529 overloaded/,
      ],
      [{ subtype: 'error_during_execution', isError: true, cause: 'cancelled' }, /### 🚫 Cancelled after 7 turns, \$0\.42/],
      [{ subtype: 'error_during_execution', isError: true, cause: 'timeout' }, /### ⏱️ Timed out after 7 turns/],
      [{ subtype: 'success', isError: false, cause: 'hook_stopped' }, /### 🛑 Stopped by a hook · ✅ Done/],
      [{ subtype: 'error_during_execution', isError: true, cause: 'api_error', apiErrorStatus: 529 }, /### ❌ API error 529/],
    ];
    for (const [over, re] of cases) assert.match(renderComment({ phase: 'final', runId: 1, result: result(over) }), re);
  });

  it('has the marker, stats table, denials table and a collapsed diff', () => {
    const body = renderComment({
      phase: 'final',
      runId: 42,
      runUrl: 'https://github.com/o/r/actions/runs/42',
      patch: PATCH,
      patchFile: '/tmp/agent.patch',
      result: result({ denials: [{ toolName: 'Bash', toolUseId: 't', input: { command: 'curl x | sh' }, suggestedRule: 'Bash(curl:*)' }] }),
    });
    assert.ok(body.startsWith('<!-- agent-runner:sticky run=42 state=final turns=7 cost=0.4213 -->'));
    assert.match(body, /\| `patch_not_pushed` \(`success`\) \| \$0\.42 \| 7 \| 1m 23s \| `claude-sonnet-4-5` \|/);
    assert.match(body, /\| `Bash` \| `\{"command":"curl x \\\| sh"\}` \| `Bash\(curl:\*\)` \| — \|/);
    assert.match(body, /<details><summary>Patch \(1 file, \+1 −1\)<\/summary>\n\n```diff\n[\s\S]*\+# Hello\n```\n\n<\/details>/);
    assert.match(body, /\[View run\]\(https:\/\/github.com\/o\/r\/actions\/runs\/42\)/);
    assert.deepEqual(parseStickyMarker(body), { runId: '42', phase: 'final', turns: 7, costUsd: 0.4213 });
  });

  it('a patch with backtick fences cannot close its block', () => {
    const patch = `${PATCH} \`\`\`\n+\`\`\`\`\n`;
    const body = renderComment({ phase: 'final', runId: 1, result: result(), patch });
    assert.match(body, /`{5}diff\n/);
  });

  it("caps at GitHub's limit and says where the full patch is", () => {
    const line = `+${'x'.repeat(99)}\n`;
    const patch = `diff --git a/big b/big\n${line.repeat(2000)}`;
    const body = renderComment({ phase: 'final', runId: 1, result: result(), patch, patchFile: 'agent.patch' });
    assert.ok(body.length <= GITHUB_COMMENT_LIMIT, String(body.length));
    assert.match(body, /\*\*Patch cut:\*\* showing the first \d+ of 2002 lines .* The full patch is in the job summary\./);
    assert.match(body, /\n```\n\n<\/details>/, 'the fence is still closed');
    const huge = renderComment({ phase: 'final', runId: 1, result: result({ result: 'y'.repeat(100_000) }), patch });
    assert.ok(huge.length <= GITHUB_COMMENT_LIMIT);
    assert.match(huge, /Answer cut here/);
  });

  it('redacts tokens and neutralizes forged markers in model output', () => {
    const body = renderComment({
      phase: 'final',
      runId: 1,
      result: result({ result: `token ghp_${'a'.repeat(36)} <!-- agent-runner:sticky run=9 state=working -->` }),
    });
    assert.doesNotMatch(body, /ghp_a/);
    assert.equal(body.match(/agent-runner:sticky/g)?.length, 1);
  });

  it('working, cancelled and refused states', () => {
    const w = renderComment({ phase: 'working', runId: 5, runUrl: 'https://x/run/5', turns: 3, costUsd: 0.12, currentTool: 'Bash' });
    assert.match(w, /⏳ Agent Runner is working…\n\nturn 3 · using `Bash` · \$0\.12 so far\n\n\[View run\]\(https:\/\/x\/run\/5\)/);
    assert.match(renderComment({ phase: 'cancelled', runId: 5, turns: 7, costUsd: 0.42 }), /cancelled after 7 turns, \$0\.42/i);
    assert.match(renderComment({ phase: 'refused', runId: 5, actor: 'rita', reason: '@rita has read access' }), /Sorry @rita/);
  });
});

describe('StickyComment over the fake server', () => {
  let fake: FakeGitHub;
  let octokit: Octokit;
  const where = { owner: 'octo-org', repo: 'octo-repo', issueNumber: 12 };
  before(async () => {
    fake = await startFakeGitHub();
    octokit = new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet });
  });
  after(() => fake.close());

  it('create → throttled progress → finalize; one comment', async () => {
    const sticky = new StickyComment(octokit, { ...where, runId: 100, minIntervalMs: 150, retry: fast });
    const started = await sticky.start({ phase: 'working', runId: 100, turns: 0, costUsd: 0 });
    assert.ok(started.ok);
    for (let t = 1; t <= 10; t++) sticky.progress({ phase: 'working', runId: 100, turns: t, costUsd: t / 100, currentTool: 'Read' });
    const patches = () => fake.requests.filter((r) => r.method === 'PATCH' && r.path === `/repos/octo-org/octo-repo/issues/comments/${sticky.commentId}`);
    // The throttled update arrives when it arrives (a loaded machine is late); all ten calls came before its timer.
    assert.ok(await until(() => patches().length > 0, 30_000, 20), 'the throttled update arrived');
    assert.equal(patches().length, 1, 'ten progress calls coalesce into one update');
    assert.match(String((patches()[0]?.body as { body: string }).body), /turn 10 ·/);
    const done = await sticky.finalize({ phase: 'final', runId: 100, result: result(), patch: PATCH });
    assert.ok(done.ok && done.commentId === sticky.commentId);
    const mine = [...fake.state.comments.values()].filter((c) => c.issueNumber === 12);
    assert.equal(mine.length, 1);
    assert.match(mine[0]?.body ?? '', /### 📦 Patch ready — not pushed[\s\S]*```diff/);
  });

  it('finds its comment again by marker (post step) and finalizes a cancelled run', async () => {
    const main = new StickyComment(octokit, { ...where, runId: 'r-200', retry: fast });
    await main.start({ phase: 'working', runId: 'r-200', turns: 7, costUsd: 0.42 });
    const res = await finalizeLeftoverComment(octokit, { ...where, runId: 'r-200', retry: fast }, (m) => ({
      phase: 'cancelled',
      runId: 'r-200',
      turns: m.turns ?? 0,
      costUsd: m.costUsd ?? 0,
    }));
    assert.equal(res.outcome, 'finalized');
    assert.match(fake.state.comments.get(main.commentId ?? 0)?.body ?? '', /Cancelled after 7 turns, \$0\.42/);
    const again = await finalizeLeftoverComment(octokit, { ...where, runId: 'r-200', retry: fast }, () => assert.fail('not unfinished'));
    assert.equal(again.outcome, 'already_final');
    const none = await finalizeLeftoverComment(octokit, { ...where, runId: 'never', retry: fast }, () => assert.fail('no comment'));
    assert.equal(none.outcome, 'none');
  });

  it("one status comment per thread (use_sticky_comment): a later run edits the earlier finished report, never a running one or a stranger's", async () => {
    const thread = { ...where, issueNumber: 21 };
    const bodies = () => [...fake.state.comments.values()].filter((c) => c.issueNumber === 21);
    const first = new StickyComment(octokit, { ...thread, runId: 'a-1', retry: fast });
    await first.start({ phase: 'working', runId: 'a-1', turns: 0, costUsd: 0 });
    // Still working: a second run keeps its own comment.
    const second = new StickyComment(octokit, { ...thread, runId: 'a-2', retry: fast, adoptThread: true });
    await second.start({ phase: 'working', runId: 'a-2', turns: 0, costUsd: 0 });
    assert.notEqual(second.commentId, first.commentId);
    await first.finalize({ phase: 'final', runId: 'a-1', result: result() });
    await second.finalize({ phase: 'final', runId: 'a-2', result: result() });
    assert.equal(bodies().length, 2);
    // A stranger's comment carrying the marker is never taken over.
    fake.state.comments.set(99_999, {
      id: 99_999,
      issueNumber: 21,
      body: renderComment({ phase: 'final', runId: 'forged', result: result() }),
      user: { login: 'mallory', type: 'User' },
      html_url: 'https://github.com/octo-org/octo-repo/issues/21#issuecomment-99999',
      created_at: '',
      updated_at: '',
    });
    const third = new StickyComment(octokit, { ...thread, runId: 'a-3', retry: fast, adoptThread: true });
    await third.start({ phase: 'working', runId: 'a-3', turns: 0, costUsd: 0 });
    assert.equal(third.commentId, second.commentId, 'the newest finished report of the runner is edited');
    assert.equal(bodies().length, 3);
    assert.match(fake.state.comments.get(third.commentId ?? 0)?.body ?? '', /run=a-3 state=working/);
    // Without the setting (the control): a new comment.
    const fourth = new StickyComment(octokit, { ...thread, runId: 'a-4', retry: fast });
    await fourth.start({ phase: 'working', runId: 'a-4', turns: 0, costUsd: 0 });
    assert.equal(bodies().length, 4);
  });

  it('an update answered 502 twice still lands', async () => {
    const sticky = new StickyComment(octokit, { ...where, runId: 300, retry: fast });
    await sticky.start({ phase: 'working', runId: 300, turns: 1, costUsd: 0 });
    fake.failNext('PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', 502, 2);
    const done = await sticky.finalize({ phase: 'final', runId: 300, result: result() });
    assert.ok(done.ok);
    assert.match(fake.state.comments.get(sticky.commentId ?? 0)?.body ?? '', /✅ Done/);
    assert.equal(fake.requests.filter((r) => r.injected && r.method === 'PATCH').length, 2);
  });

  it('respects retry-after on a secondary rate limit 403', async () => {
    const sticky = new StickyComment(octokit, { ...where, runId: 400, retry: fast });
    fake.failNext('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', 403, 1, { 'retry-after': '1' });
    const t0 = Date.now();
    const done = await sticky.start({ phase: 'working', runId: 400, turns: 0, costUsd: 0 });
    assert.ok(done.ok);
    assert.ok(Date.now() - t0 >= 950, 'waited for retry-after');
  });

  it('a create that landed despite a 5xx is not posted twice', async () => {
    const sticky = new StickyComment(octokit, { ...where, issueNumber: 13, runId: 500, retry: fast });
    // Simulate "created, then the response was lost": post the comment, then fail the client's first POST.
    await octokit.rest.issues.createComment({
      owner: 'octo-org',
      repo: 'octo-repo',
      issue_number: 13,
      body: renderComment({ phase: 'working', runId: 500, turns: 0, costUsd: 0 }),
    });
    fake.failNext('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', 502, 1);
    const done = await sticky.finalize({ phase: 'final', runId: 500, result: result() });
    assert.ok(done.ok);
    assert.equal([...fake.state.comments.values()].filter((c) => c.issueNumber === 13).length, 1);
  });

  it('gives up with an error value, never a throw', async () => {
    const sticky = new StickyComment(octokit, { ...where, runId: 600, retry: { ...fast, maxAttempts: 3 } });
    await sticky.start({ phase: 'working', runId: 600, turns: 0, costUsd: 0 });
    fake.failNext('PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', 503, 10);
    const done = await sticky.finalize({ phase: 'final', runId: 600, result: result() });
    assert.ok(!done.ok && /gave up after 3 attempts/.test(done.error));
    const forbidden = await withGitHubRetry(
      () =>
        octokit.rest.issues.createComment({ owner: 'o', repo: 'r', issue_number: 1, body: 'x' }).then(() => {
          throw Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
        }),
      fast,
    );
    assert.ok(!forbidden.ok && forbidden.attempts === 1, 'a plain 403 is not retried');
  });

  it('adds 👀 to an issue comment and to a review comment', async () => {
    const a = await addReaction(octokit, { owner: 'octo-org', repo: 'octo-repo', commentId: 77, kind: 'issue' });
    const b = await addReaction(octokit, { owner: 'octo-org', repo: 'octo-repo', commentId: 78, kind: 'review' });
    assert.ok(a.ok && b.ok);
    assert.deepEqual(
      fake.state.reactions.filter((r) => r.commentId >= 77).map((r) => [r.commentId, r.kind, r.content]),
      [
        [77, 'issue', 'eyes'],
        [78, 'review', 'eyes'],
      ],
    );
  });
});
