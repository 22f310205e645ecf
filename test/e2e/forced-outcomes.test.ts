import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type Script } from '../../support/scripted-model/scripted-model.js';
import {
  GITHUB_TOKEN_VALUE,
  OWNER,
  commentsOn,
  githubEnv,
  headSha,
  numberAt,
  prCommentPayload,
  settle,
  trackedFiles,
  WRITABLE_REPO,
} from './github-helpers.js';
import { makeRepo, runAction, type ActionRun } from './harness.js';
import { readThenEdit, text } from '../support/scripted-turns.js';
import { closedAfterAll } from '../support/models-closed-after.js';

/**
 * Issue 35's corpus of forced outcomes, through dist/index.js with the fake GitHub and the scripted model: every stop
 * cause × each trigger kind × push allowed or not × GitHub refusing writes. For each cell: no green run without what it
 * delivered (the pushed branch at its commit, or the patch where a reader sees it), every red run names its next step,
 * and the comment, the summary, the log and the outputs say the same outcome.
 */

const open = closedAfterAll();

const FIX = readThenEdit({ file_path: 'src/math.js', old_string: 'return a - b;', new_string: 'return a + b;' });
const OVERLOADED = { fault: { kind: 'http' as const, status: 529, retryAfter: 0.05 } };

/** Each stop cause: the script that forces it and the inputs it needs. */
const CAUSES: Record<string, { script: (runner: () => number | undefined) => Script; inputs: Record<string, string>; outcome: string[] }> = {
  completed: { script: () => [FIX, text('Fixed add.')], inputs: {}, outcome: ['delivered', 'patch_not_pushed', 'delivery_failed'] },
  max_turns: { script: () => [FIX, FIX, text('never reached')], inputs: { max_turns: '1' }, outcome: ['max_turns'] },
  budget: { script: () => [FIX, text('never reached')], inputs: { max_budget_usd: '0.00001' }, outcome: ['budget'] },
  api_error: { script: () => (_req, i) => (i === 0 ? FIX : OVERLOADED), inputs: {}, outcome: ['api_error'] },
  timeout: { script: () => (_req, i) => (i === 0 ? FIX : { ...text('late'), delayMs: 60_000 }), inputs: { timeout_minutes: '0.03' }, outcome: ['timeout'] },
  // The job cancelled while the model answers its second call: the runner's SIGTERM, as GitHub sends it.
  cancelled: {
    script: (runner) => (_req, i) => {
      const pid = runner();
      if (i > 0 && pid !== undefined) process.kill(pid, 'SIGTERM');
      return i === 0 ? FIX : { ...text('late'), delayMs: 60_000 };
    },
    inputs: {},
    outcome: ['cancelled'],
  },
};

/** Each trigger kind: the event, and whether it has a thread for the comment. */
const TRIGGERS: Record<string, { event: string; payload: () => Record<string, unknown>; inputs: Record<string, string>; thread: boolean }> = {
  pr_comment: { event: 'issue_comment', payload: () => prCommentPayload('@agent fix add'), inputs: {}, thread: true },
  issue_comment: {
    event: 'issue_comment',
    payload: () => {
      const p = example('issue_comment', 'created');
      setPath(p, 'comment.body', '@agent fix add');
      setPath(p, 'comment.user.login', OWNER);
      setPath(p, 'sender.login', OWNER);
      return p;
    },
    inputs: {},
    thread: true,
  },
  pull_request: { event: 'pull_request', payload: () => example('pull_request', 'opened'), inputs: { prompt: 'Fix add in src/math.js.' }, thread: true },
  automation: { event: 'workflow_dispatch', payload: () => ({ inputs: {} }), inputs: { prompt: 'Fix add in src/math.js.' }, thread: false },
};

const VARIANTS: Record<string, { inputs: Record<string, string>; refusing: boolean }> = {
  'push default': { inputs: {}, refusing: false },
  'push: none': { inputs: { push: 'none' }, refusing: false },
  'GitHub refusing writes': { inputs: {}, refusing: true },
};

/** The headline as one line of text: links and the heading mark gone, as the log prints it. */
const plainHeadline = (markdown: string): string =>
  markdown
    .replace(/^#+ /, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();

async function cell(cause: string, trigger: string, variant: string): Promise<{ run: ActionRun; fake: FakeGitHub; number: number }> {
  const c = CAUSES[cause];
  const t = TRIGGERS[trigger];
  const v = VARIANTS[variant];
  assert.ok(c && t && v);
  const workspace = makeRepo();
  settle(workspace);
  const head = headSha(workspace);
  const payload = t.payload();
  const number = t.thread ? numberAt(payload, trigger === 'pull_request' ? 'pull_request.number' : 'issue.number') : 0;
  if (trigger === 'pull_request') {
    setPath(payload, 'pull_request.head.ref', 'fix-add');
    setPath(payload, 'pull_request.head.sha', head);
    setPath(payload, 'pull_request.base.sha', head);
  }
  const fake = await startFakeGitHub({
    ...WRITABLE_REPO,
    baseCommitSha: head,
    baseFiles: trackedFiles(workspace),
    pulls:
      trigger === 'pr_comment' || trigger === 'pull_request'
        ? [{ number, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/math.js'] }]
        : [],
    // What a workflow's `permissions: read-all` gives the job's token: every write answers 403.
    ...(v.refusing
      ? { tokenScopes: { token: GITHUB_TOKEN_VALUE, permissions: { contents: 'read', issues: 'read', 'pull-requests': 'read', metadata: 'read' } } }
      : {}),
  });
  open.push(fake);
  fake.state.refs.set('heads/fix-add', fake.baseSha);
  let pid: number | undefined;
  const model = await startScriptedModel(c.script(() => pid));
  open.push(model);
  const run = await runAction({
    workspace,
    onSpawn: (spawned) => {
      pid = spawned;
    },
    inputs: { allowed_tools: 'Edit(src/**)', ...t.inputs, ...c.inputs, ...v.inputs },
    env: githubEnv({ fake, modelUrl: model.url, eventName: t.event, payload }),
  });
  return { run, fake, number };
}

describe('forced outcomes: green means delivered, a stop names its next step, one face', { concurrency: 2 }, () => {
  for (const cause of Object.keys(CAUSES))
    for (const trigger of Object.keys(TRIGGERS))
      for (const variant of Object.keys(VARIANTS)) {
        it(`${cause} × ${trigger} × ${variant}`, async () => {
          const { run, fake, number } = await cell(cause, trigger, variant);
          const out = run.outputs;
          const why = `${run.stdout.slice(-3000)}\n--- summary\n${run.summary.slice(0, 1500)}`;
          const green = run.exitCode === 0;
          assert.ok(CAUSES[cause]?.outcome.includes(out.outcome ?? ''), `outcome ${out.outcome}\n${why}`);
          assert.equal(out.conclusion, green ? 'success' : 'failure', why);
          const delivery = JSON.parse(out.delivery ?? '{}') as {
            pushed?: { branch: string; commit: string };
            pull_request?: { branch: string; commit: string };
          };
          const comments = TRIGGERS[trigger]?.thread ? commentsOn(fake, number) : [];
          if (green) {
            // No green run without its artifact.
            if (out.outcome === 'delivered') {
              const made = delivery.pushed ?? delivery.pull_request;
              assert.ok(made, why);
              assert.equal(fake.state.refs.get(`heads/${made.branch}`), made.commit, 'the branch is at the pushed commit');
              assert.notEqual(made.branch, 'main');
              if (delivery.pull_request) assert.ok([...fake.state.pulls.values()].some((p) => p.head === made.branch));
            } else if (out.outcome === 'patch_not_pushed') {
              assert.match(run.patch, /\+\s+return a \+ b;/);
              assert.match(run.summary, /```diff[\s\S]*\+\s+return a \+ b;/, 'the patch is where a reader sees it');
              if (comments.length > 0) assert.match(comments[0]?.body ?? '', /```diff[\s\S]*\+\s+return a \+ b;/);
            } else assert.fail(`a green run with outcome ${out.outcome}\n${why}`);
            if (TRIGGERS[trigger]?.thread) assert.equal(comments.length, 1, 'a green run on a thread has its report there');
            assert.equal(fake.state.refs.get('heads/main'), fake.baseSha, 'main untouched');
          } else {
            // Every stop and every failed delivery names its next step, in the summary and in the step's error.
            assert.match(run.summary, /\*\*Next step:\*\* \S/, why);
            assert.match(run.stdout, /::error::.* — next step: \S/, why);
          }
          // One face: the summary opens with the comment's headline, and the log's last word is the same line.
          const headline = run.summary.split('\n')[0] ?? '';
          assert.match(headline, /^### /);
          if (comments.length > 0) assert.equal((comments[0]?.body ?? '').split('\n')[1], headline, 'the comment and the summary open alike');
          const plain = plainHeadline(headline);
          assert.ok(
            run.stdout.split('\n').some((line) => line.includes(plain.slice(0, 40))),
            `the log says "${plain}"\n${why}`,
          );
          if (variant === 'GitHub refusing writes' && TRIGGERS[trigger]?.thread) assert.equal(green, false, 'nobody sees the report: the step is red');
        });
      }
});
