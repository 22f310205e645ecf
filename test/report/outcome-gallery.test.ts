import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import type { RunOutcome } from '../../src/agent/outcome.js';
import type { Delivery } from '../../src/report/delivery.js';
import { renderComment } from '../../src/report/github/comment-render.js';
import { plainOf, runFace } from '../../src/report/headline.js';
import { renderSummary } from '../../src/report/summary.js';
import { runOutcome } from '../support/run-outcome.js';

/**
 * Each outcome's comment and job summary rendered as GitHub renders them (CommonMark + GFM, `<details>` kept), into one
 * page with GitHub's markdown styles: the source of the screenshots issue 35 asks for. The page is written to
 * `$TMPDIR/agent-runner-outcomes.html` on every run; open it (or `chromium --headless --screenshot`) to read each
 * outcome at a glance. The assertions hold what a glance needs: the headline first, alike in both, a next step on
 * every red one, the patch folded.
 */

const web = 'https://github.com/octo-org/octo-repo';
const sha = '5f4ec0bf8d93d10666f4fe09dfc43736b007a9ba';
const PATCH =
  'diff --git a/src/math.js b/src/math.js\n--- a/src/math.js\n+++ b/src/math.js\n@@ -1,3 +1,3 @@\n export function add(a, b) {\n-  return a - b;\n+  return a + b;\n }\n';
const limits = { maxTurns: 30, maxBudgetUsd: 5, timeoutMs: 30 * 60_000 };

/** A successful fix of `add`, as the gallery's outcomes start from. */
const result = (over: Partial<RunOutcome> = {}): RunOutcome =>
  runOutcome({
    durationMs: 83_000,
    durationApiMs: 40_000,
    turns: 7,
    result: 'Fixed `add` in src/math.js: it subtracted.',
    costUsd: 0.4213,
    usage: { input_tokens: 1200, output_tokens: 800, cache_creation_input_tokens: 5000, cache_read_input_tokens: 20000 } as RunOutcome['usage'],
    ...over,
  });

const stopped = (cause: RunOutcome['cause'], subtype: RunOutcome['subtype'], over: Partial<RunOutcome> = {}): RunOutcome =>
  result({ cause, subtype, isError: true, result: undefined, ...over });
const none: Delivery = { delivered: [], failed: [] };
const patchOnly = (why: string): Delivery => ({
  delivered: [{ kind: 'patch', why, how: 'the patch is below: save it as `agent.patch` and run `git apply agent.patch` in a checkout of the same commit' }],
  failed: [],
});

const OUTCOMES: { name: string; result: RunOutcome; delivery: Delivery; patch: string; red: boolean }[] = [
  {
    name: "pushed onto the pull request's branch",
    result: result(),
    delivery: { delivered: [{ kind: 'pushed', branch: 'fix-add', commitSha: sha, by: 'runner', onPullRequest: 12 }], failed: [] },
    patch: PATCH,
    red: false,
  },
  {
    name: 'pushed to a new branch, with Create PR',
    result: result(),
    delivery: {
      delivered: [
        { kind: 'pushed', branch: 'agent/issue-7', commitSha: sha, by: 'runner', createPullRequestUrl: `${web}/compare/main...agent/issue-7?quick_pull=1` },
      ],
      failed: [],
    },
    patch: PATCH,
    red: false,
  },
  {
    name: 'pull request opened',
    result: result(),
    delivery: { delivered: [{ kind: 'pull_request', url: `${web}/pull/13`, number: 13, branch: 'agent/nightly', commitSha: sha }], failed: [] },
    patch: PATCH,
    red: false,
  },
  {
    name: 'review posted',
    result: result(),
    delivery: { delivered: [{ kind: 'review', url: `${web}/pull/12#pullrequestreview-9`, comments: 3 }], failed: [] },
    patch: '',
    red: false,
  },
  { name: 'patch, push: none', result: result(), delivery: patchOnly('`push: none` is set in the workflow'), patch: PATCH, red: false },
  {
    name: "patch, a fork's pull request",
    result: result(),
    delivery: patchOnly("pull request #12 comes from a fork, which the job's token cannot push to"),
    patch: PATCH,
    red: false,
  },
  { name: 'no changes', result: result({ result: 'The function is correct as it is.' }), delivery: none, patch: '', red: false },
  {
    name: 'push refused (no contents: write)',
    result: result(),
    delivery: { delivered: [], failed: [{ what: 'push', error: 'blob: Resource not accessible by integration (403)' }] },
    patch: PATCH,
    red: true,
  },
  {
    name: 'report comment refused',
    result: result(),
    delivery: { delivered: [], failed: [{ what: 'comment', error: 'Resource not accessible by integration (403)' }] },
    patch: '',
    red: true,
  },
  {
    name: 'turn limit',
    result: stopped('max_turns', 'error_max_turns', { turns: 30 }),
    delivery: patchOnly('the run stopped before it finished'),
    patch: PATCH,
    red: true,
  },
  { name: 'budget', result: stopped('budget', 'error_max_budget_usd', { costUsd: 4.97 }), delivery: none, patch: '', red: true },
  { name: 'timeout', result: stopped('timeout', 'error_during_execution'), delivery: none, patch: '', red: true },
  {
    name: 'API outage',
    result: stopped('api_error', 'error_during_execution', { apiErrorStatus: 529, errors: ['529 Overloaded'] }),
    delivery: none,
    patch: '',
    red: true,
  },
  { name: 'cancelled', result: stopped('cancelled', 'error_during_execution'), delivery: none, patch: '', red: true },
  {
    name: 'done, with denials',
    result: result({
      denials: [{ toolName: 'Bash', toolUseId: 't', input: { command: 'npm test' }, suggestedRule: 'Bash(npm test)', reason: 'mode dontAsk' }],
    }),
    delivery: none,
    patch: '',
    red: false,
  },
];

const html = (markdown: string): string => micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
const text = (fragment: string): string =>
  fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

/** The part of GitHub's markdown CSS (github-markdown-css, light) these reports use. */
const GITHUB_MARKDOWN_CSS = `
.markdown-body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2328;max-width:880px;padding:16px;border:1px solid #d1d9e0;border-radius:6px;margin:16px}
.markdown-body h3{font-size:1.25em;font-weight:600;margin:0 0 16px}
.markdown-body p,.markdown-body blockquote,.markdown-body table,.markdown-body details,.markdown-body pre{margin:0 0 16px}
.markdown-body a{color:#0969da;text-decoration:none}
.markdown-body code{padding:.2em .4em;font-size:85%;background:#818b981f;border-radius:6px;font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
.markdown-body pre{padding:16px;overflow:auto;font-size:85%;background:#f6f8fa;border-radius:6px}
.markdown-body pre code{padding:0;background:transparent}
.markdown-body blockquote{padding:0 1em;color:#59636e;border-left:.25em solid #d1d9e0}
.markdown-body table{border-collapse:collapse}
.markdown-body th,.markdown-body td{padding:6px 13px;border:1px solid #d1d9e0}
.markdown-body th{font-weight:600}
.markdown-body summary{cursor:pointer}
h2.case{font-family:sans-serif;font-size:16px;margin:32px 16px 0}`;

describe('each outcome as GitHub shows it', () => {
  it('the headline first and alike in the comment and the summary, a next step on every red one, the patch folded', () => {
    const page: string[] = [];
    for (const o of OUTCOMES) {
      const face = runFace(o.result, o.delivery, { web, limits, lastRetry: { status: 529, delayMs: 30_000, attempts: 9 } });
      const comment = html(
        renderComment({ phase: 'final', runId: 1, runUrl: `${web}/actions/runs/1`, result: o.result, face, patch: o.patch, model: 'claude-sonnet-5-5' }),
      );
      const summary = html(renderSummary(o.result, { model: 'claude-sonnet-5-5', patch: o.patch }, face));
      const headline = plainOf(face.title).replaceAll('`', '');
      for (const [where, rendered] of [
        ['comment', comment],
        ['summary', summary],
      ] as const) {
        const first = /<h3>([\s\S]*?)<\/h3>/.exec(rendered);
        assert.equal(text(first?.[1] ?? ''), headline, `${o.name}: the ${where} opens with the headline`);
        assert.equal(/<h3>/.exec(rendered)?.index, rendered.indexOf('<h'), `${o.name}: nothing above it in the ${where}`);
        assert.equal(face.conclusion === 'failure', o.red, o.name);
        if (o.red) assert.match(rendered, /<strong>Next step:<\/strong> \S/, `${o.name}: the ${where} names the next step`);
        if (o.patch)
          assert.match(rendered, /<details><summary>(<b>)?Patch[\s\S]*?<pre><code class="language-diff">/, `${o.name}: the ${where}'s patch is folded`);
        assert.doesNotMatch(rendered, /<img\b/);
      }
      page.push(`<h2 class="case">${o.name} — comment</h2><article class="markdown-body">${comment}</article>`);
      page.push(`<h2 class="case">${o.name} — job summary</h2><article class="markdown-body">${summary}</article>`);
    }
    const file = path.join(os.tmpdir(), 'agent-runner-outcomes.html');
    writeFileSync(file, `<!doctype html><meta charset="utf-8"><title>Agent Runner outcomes</title><style>${GITHUB_MARKDOWN_CSS}</style>${page.join('\n')}`);
  });

  it('a 3,000-line patch in the summary is folded under its counts, not printed open', () => {
    const big = `diff --git a/big.txt b/big.txt\n--- a/big.txt\n+++ b/big.txt\n@@ -0,0 +1,3000 @@\n${Array.from({ length: 3000 }, (_, i) => `+line ${i}`).join('\n')}\n`;
    const r = result();
    const summary = renderSummary(r, { model: 'm', patch: big }, runFace(r, patchOnly('`push: none` is set in the workflow')));
    const rendered = html(summary);
    assert.match(rendered, /<details><summary><b>Patch<\/b> \(1 file, \+3000 −0\)<\/summary>/);
    assert.ok(summary.indexOf('<details>') < summary.indexOf('+line 0'), 'the lines are inside the fold');
  });
});
