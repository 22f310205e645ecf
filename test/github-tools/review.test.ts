import assert from 'node:assert/strict';
import { Octokit } from '@octokit/rest';
import { after, describe, it } from 'node:test';
import { hunksOf, placeable } from '../../src/github-tools/diff-lines.js';
import { agentGitHub } from '../../src/github-tools/index.js';
import type { Task } from '../../src/trigger/types.js';
import { PullRequestReview } from '../../src/github-tools/review.js';
import { commentText } from '../../src/github-tools/text.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const PATCH = '@@ -1,3 +1,4 @@\n a\n-b\n+B\n+B2\n c\n@@ -10,2 +11,2 @@\n x\n-y\n+Y';

describe('the diff lines a review comment may sit on', () => {
  it('new lines on RIGHT, old lines on LEFT, a range only inside one hunk', () => {
    const hunks = hunksOf(PATCH);
    assert.equal(hunks.length, 2);
    assert.deepEqual([...(hunks[0]?.right ?? [])], [1, 2, 3, 4]);
    assert.deepEqual([...(hunks[0]?.left ?? [])], [1, 2, 3]);
    assert.deepEqual([...(hunks[1]?.right ?? [])], [11, 12]);
    assert.ok(placeable(hunks, 'RIGHT', 3, 2));
    assert.ok(placeable(hunks, 'LEFT', 11));
    assert.ok(!placeable(hunks, 'RIGHT', 11, 4), 'a range across two hunks');
    assert.ok(!placeable(hunks, 'RIGHT', 7), 'between the hunks');
    assert.ok(!placeable(hunks, 'RIGHT', 2, 3), 'start after end');
    assert.deepEqual(hunksOf(undefined), [], 'no patch (binary, too large): nothing commentable');
  });
});

describe("a comment's text", () => {
  it('keeps a closed suggestion block as written; mentions and HTML outside code are made inert; an unclosed fence is code to the end', () => {
    // Parsed as GitHub parses it (src/text/posted-markdown.ts) and serialised again: a closed suggestion block kept.
    assert.equal(commentText('Fix:\n```suggestion\n  if (a < b) return @x;\n```'), 'Fix:\n\n```suggestion\n  if (a < b) return @x;\n```');
    assert.equal(commentText('cc @octocat <img src=x>'), 'cc @\u200boctocat \\<img src=x>');
    // An unclosed fence is code to the end, as CommonMark (and GitHub) read it: no mention there.
    assert.equal(commentText('```\n@team'), '```\n@team\n```');
    assert.equal(commentText('Use `Array<string>` here, @dev <b>'), 'Use `Array<string>` here, @\u200bdev \\<b>', 'a code span is shown as written');
  });
});

describe('PullRequestReview against the fake GitHub', () => {
  const open: FakeGitHub[] = [];
  after(async () => Promise.all(open.map((f) => f.close())));
  const setUp = async (): Promise<{ fake: FakeGitHub; review: PullRequestReview }> => {
    const fake = await startFakeGitHub({ pulls: [{ number: 5, patches: { 'a.js': PATCH } }] });
    open.push(fake);
    return {
      fake,
      review: new PullRequestReview(new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet }), { owner: 'octo-org', repo: 'octo-repo', number: 5 }),
    };
  };

  it('tells the model at once where a comment will go; a comment on another commit or file goes to the body', async () => {
    const { fake, review } = await setUp();
    assert.deepEqual(await review.add({ path: 'a.js', line: 2, body: 'one', side: 'RIGHT' }), { inline: true });
    const other = await review.add({ path: 'a.js', line: 2, body: 'two', side: 'RIGHT', commitId: 'f'.repeat(40) });
    assert.match(other.inline ? '' : other.why, /is not the pull request's head/);
    const missing = await review.add({ path: 'b.js', line: 1, body: 'three', side: 'RIGHT' });
    assert.match(missing.inline ? '' : missing.why, /b\.js is not among the files/);
    const { notes, posted } = await review.post({ login: 'github-actions[bot]' });
    assert.match(notes[0] ?? '', /1 inline comment, 2 outside the diff moved/);
    assert.doesNotMatch(notes[0] ?? '', /undefined/);
    assert.equal(posted?.comments, 3);
    assert.match(posted?.url ?? '', /#pullrequestreview-\d+$/);
    assert.equal(fake.state.reviews.length, 1);
    assert.match(fake.state.reviews[0]?.body ?? '', /two[\s\S]*three/);
  });

  it('the same comment twice in one run is posted once', async () => {
    const { fake, review } = await setUp();
    await review.add({ path: 'a.js', line: 2, body: 'same', side: 'RIGHT' });
    await review.add({ path: 'a.js', line: 2, body: 'same', side: 'RIGHT' });
    const { notes } = await review.post({ login: 'github-actions[bot]' });
    assert.equal(fake.state.reviewComments.length, 1);
    assert.match(notes[0] ?? '', /1 already posted by an earlier run or twice in this one/);
  });

  it('GitHub refusing the inline comments (the PR changed during the run): the review is posted again with every comment in its body, not lost', async () => {
    const { fake, review } = await setUp();
    await review.add({ path: 'a.js', line: 2, body: 'kept', side: 'RIGHT' });
    fake.failNext(
      'POST',
      '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
      422,
      1,
      {},
      { message: 'Unprocessable Entity', errors: ['Pull request review thread line must be part of the diff'] },
    );
    const { notes } = await review.post({ login: 'github-actions[bot]' });
    assert.equal(fake.state.reviews.length, 1);
    assert.equal(fake.state.reviewComments.length, 0);
    assert.match(fake.state.reviews[0]?.body ?? '', /kept/);
    assert.match(notes[0] ?? '', /0 inline comments, 1 outside the diff moved/);
  });

  it('a review that cannot be posted says why, once (a POST is never retried: it could post twice)', async () => {
    const { fake, review } = await setUp();
    await review.add({ path: 'a.js', line: 2, body: 'x', side: 'RIGHT' });
    fake.failNext('POST', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', 502, 1);
    const posting = await review.post({ login: 'github-actions[bot]' });
    assert.match(posting.failed ?? '', /Server Error/);
    assert.equal(posting.posted, undefined);
    assert.equal(fake.requests.filter((r) => r.method === 'POST').length, 1);
  });
});

describe('which GitHub tools a run is offered', () => {
  const task = (o: Partial<Task>): Task => ({
    mode: 'comment',
    eventName: 'issue_comment',
    request: 'x',
    requestSource: 'event',
    actor: 'a',
    actorCheck: 'required',
    repo: { owner: 'o', name: 'r' },
    isPullRequest: false,
    untrusted: {},
    ...o,
  });
  const octokit = new Octokit({ baseUrl: 'http://127.0.0.1:9', auth: 'x', log: quiet });
  const comment = { writeAgentComment: async () => ({ ok: true as const, url: 'u' }), comment: {}, addNotes: () => {}, addDelivery: () => {} };
  const names = (t: Task, withComment = true): string[] =>
    agentGitHub({ octokit, task: t, runDir: '/tmp', fallbackLogin: undefined, ...(withComment ? { comment } : {}) })
      .tools.map((tool) => tool.name)
      // The official GitHub MCP server's names are on every run's list; create-session offers them only where a rule names them.
      .filter((name) => !name.startsWith('mcp__github__'))
      .sort();

  it('none without an issue or PR (schedule); the conversation tools on an issue; the review, PR and CI tools too on a PR', () => {
    assert.deepEqual(names(task({ mode: 'automation', eventName: 'schedule' })), []);
    assert.ok(
      agentGitHub({ octokit, task: task({ mode: 'automation', eventName: 'schedule' }), runDir: '/tmp', fallbackLogin: undefined }).tools.some(
        (tool) => tool.name === 'mcp__github__search_issues',
      ),
      'the official names need no issue of the run',
    );
    assert.deepEqual(names(task({ issueNumber: 3 })), [
      'mcp__github_comment__get_comments',
      'mcp__github_comment__update_claude_comment',
      'mcp__github_triage__add_labels',
      'mcp__github_triage__remove_label',
    ]);
    assert.deepEqual(names(task({ issueNumber: 3 }), false), [
      'mcp__github_comment__get_comments',
      'mcp__github_triage__add_labels',
      'mcp__github_triage__remove_label',
    ]);
    assert.deepEqual(names(task({ issueNumber: 4, isPullRequest: true })), [
      'mcp__github_ci__download_job_log',
      'mcp__github_ci__get_ci_status',
      'mcp__github_ci__get_workflow_run_details',
      'mcp__github_comment__get_comments',
      'mcp__github_comment__update_claude_comment',
      'mcp__github_inline_comment__create_inline_comment',
      'mcp__github_pr__get_diff',
      'mcp__github_pr__get_files',
      'mcp__github_pr__get_review_comments',
      'mcp__github_triage__add_labels',
      'mcp__github_triage__remove_label',
    ]);
  });
});
