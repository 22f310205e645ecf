import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type Script, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { startLogServer } from '../../support/fake-github/fake-github-actions.js';
import { failedJobs, UPSTREAM_RUN } from './ci-helpers.js';
import { API_KEY_VALUE, commentsOn, GITHUB_TOKEN_VALUE, WRITABLE_REPO, repoFields } from './github-helpers.js';
import { PROJECT_ROOT, type ActionRun } from './harness.js';
import { declaredEvents, loadWorkflow, makeOrigin, readmeWorkflow, runJob, type JobOptions, type JobRun, type Origin, type Workflow } from './workflow.js';
import { startOtlpReceiver, type ReceivedPoint } from '../../support/otlp-receiver/otlp-receiver.js';
import { text, toolUse } from '../support/scripted-turns.js';
import { closedAfterAll } from '../support/models-closed-after.js';

/**
 * The README's usage workflow and every file in examples/, executed as written: the YAML parsed, the
 * job's `if:` and the step's `with:` evaluated as the runner does, the checkout actions/checkout
 * leaves for the event, against the scripted model and the fake GitHub — for every event each
 * declares. An example that cannot work on GitHub fails here.
 */

const EXAMPLES = path.join(PROJECT_ROOT, 'examples');
const OWNER = 'Codertocat';
const REPO = 'Hello-World';
const PR = 2;
const covered = new Set<string>();
const open = closedAfterAll();

/** The sample project's failing test fixed with what the examples allow: `npm test`, an Edit under src/. */
const fixScript = (): Script => [
  toolUse('Read', { file_path: 'src/math.js' }),
  toolUse('Bash', { command: 'npm test' }),
  toolUse('Edit', { file_path: 'src/math.js', old_string: 'return a - b;', new_string: 'return a + b;' }),
  toolUse('Bash', { command: 'npm test' }),
  text('Fixed `add` in src/math.js; npm test passes.'),
];

function filesAt(origin: Origin, sha: string): Record<string, string> {
  const files: Record<string, string> = {};
  const list = execFileSync('git', ['ls-tree', '-r', '--name-only', sha], { cwd: origin.bare, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '');
  for (const f of list) files[f] = execFileSync('git', ['show', `${sha}:${f}`], { cwd: origin.bare, encoding: 'utf8' });
  return files;
}

const payloads = {
  issueComment(body: string, onPr?: number): Record<string, unknown> {
    const p = repoFields(example('issue_comment', 'created'));
    setPath(p, 'comment.body', body);
    setPath(p, 'comment.user.login', OWNER);
    if (onPr !== undefined) {
      setPath(p, 'issue.number', onPr);
      setPath(p, 'issue.pull_request', {
        url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${onPr}`,
        html_url: `https://github.com/${OWNER}/${REPO}/pull/${onPr}`,
        merged_at: null,
      });
    }
    return p;
  },
  pullRequest(origin: Origin, o: { action?: string; fork?: boolean; draft?: boolean } = {}): Record<string, unknown> {
    const p = repoFields(example('pull_request', 'opened'));
    const pr = origin.pr;
    if (!pr) throw new Error('no PR in the origin');
    setPath(p, 'action', o.action ?? 'opened');
    setPath(p, 'number', pr.number);
    setPath(p, 'pull_request.number', pr.number);
    setPath(p, 'pull_request.draft', o.draft ?? false);
    setPath(p, 'pull_request.head.ref', pr.branch);
    setPath(p, 'pull_request.head.sha', pr.headSha);
    setPath(p, 'pull_request.head.repo.full_name', o.fork ? `someone/${REPO}` : `${OWNER}/${REPO}`);
    setPath(p, 'pull_request.base.ref', 'main');
    setPath(p, 'pull_request.base.sha', origin.mainSha);
    setPath(p, 'pull_request.base.repo.full_name', `${OWNER}/${REPO}`);
    return p;
  },
  reviewComment(origin: Origin, body: string): Record<string, unknown> {
    const p = repoFields(example('pull_request_review_comment', 'created'));
    const pr = origin.pr;
    if (!pr) throw new Error('no PR in the origin');
    setPath(p, 'comment.body', body);
    setPath(p, 'comment.user.login', OWNER);
    setPath(p, 'pull_request.number', pr.number);
    setPath(p, 'pull_request.head.ref', pr.branch);
    setPath(p, 'pull_request.head.sha', pr.headSha);
    setPath(p, 'pull_request.head.repo.full_name', `${OWNER}/${REPO}`);
    setPath(p, 'pull_request.base.ref', 'main');
    setPath(p, 'pull_request.base.sha', origin.mainSha);
    return p;
  },
  /** GitHub's schedule payload is this and nothing more. */
  schedule: (cron: string): Record<string, unknown> => ({ schedule: cron }),
  workflowDispatch(inputs: Record<string, string> = {}): Record<string, unknown> {
    const p = repoFields(example('workflow_dispatch'));
    setPath(p, 'inputs', inputs);
    return p;
  },
};

interface Scenario {
  job: JobRun;
  fake: FakeGitHub;
  model: Awaited<ReturnType<typeof startScriptedModel>>;
}

async function scenario(o: {
  workflow: Workflow;
  label: string;
  event: { name: string; payload: Record<string, unknown> };
  origin: Origin;
  script?: Script;
  /** The branch the fake GitHub holds: main, or the PR's head for push: pr_branch. */
  fakeBranch?: 'main' | 'pr';
  fake?: Partial<FakeGitHubOptions>;
  matrix?: Record<string, string>;
  cache?: Map<string, Record<string, string>>;
  /** More of the job's options (artifacts, strategy, vars). */
  job?: Partial<JobOptions>;
}): Promise<Scenario> {
  covered.add(`${o.label}:${o.event.name}`);
  const pr = o.origin.pr;
  const onPr = o.fakeBranch === 'pr' && pr;
  // The job's GITHUB_TOKEN can do what its permissions: block grants, no more.
  const declared = Object.values(o.workflow.jobs)[0]?.permissions ?? o.workflow.permissions;
  const fake = await startFakeGitHub({
    ...(typeof declared === 'object' ? { tokenScopes: { token: GITHUB_TOKEN_VALUE, permissions: declared } } : {}),
    ...WRITABLE_REPO,
    baseBranch: onPr ? pr.branch : 'main',
    baseCommitSha: onPr ? pr.headSha : o.origin.mainSha,
    baseFiles: filesAt(o.origin, onPr ? pr.headSha : o.origin.mainSha),
    pulls: pr ? [{ number: pr.number, head: pr.branch, base: 'main', headSha: pr.headSha, baseSha: o.origin.mainSha, changedFiles: ['README.md'] }] : [],
    ...o.fake,
  });
  open.push(fake);
  const model = await startScriptedModel(o.script ?? fixScript());
  open.push(model);
  const job = await runJob({
    workflow: o.workflow,
    event: o.event,
    origin: o.origin,
    secrets: { ANTHROPIC_API_KEY: API_KEY_VALUE },
    // The emulation's plumbing: where "api.anthropic.com" and "api.github.com" are.
    env: { ANTHROPIC_BASE_URL: model.url, GITHUB_API_URL: fake.url },
    token: GITHUB_TOKEN_VALUE,
    ...(o.matrix ? { matrix: o.matrix } : {}),
    ...(o.cache ? { cache: o.cache } : {}),
    ...o.job,
  });
  return { job, fake, model };
}

const log = (run: ActionRun | undefined): string => (run ? `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}` : 'no run');

/** What every successful run must show on a real runner: green, nothing masked that is not a secret, outputs all kept. */
function assertCleanSuccess(job: JobRun, conclusion = 'success'): ActionRun {
  const run = job.run;
  assert.ok(job.ran && run, 'the job ran the action');
  assert.equal(run.exitCode, 0, log(run));
  assert.deepEqual(run.runnerWarnings, [], 'the step gives only inputs action.yml declares');
  assert.equal(run.outputs.conclusion, conclusion, log(run));
  // `github_token` is the token itself, as claude-code-action's output is: later steps of the job read it; GitHub keeps
  // it out of job outputs (skipped), as for any secret.
  assert.deepEqual(
    run.skippedOutputs.filter((name) => name !== 'github_token'),
    [],
    'no other output holds a masked value (GitHub would skip it)',
  );
  assert.deepEqual(
    run.masks.filter((m) => m.length < 8),
    [],
    `short values masked: ${JSON.stringify(run.masks.filter((m) => m.length < 8))}`,
  );
  const asked = run.rawStdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
  assert.equal(new Set(asked).size, asked.length, 'each value masked once');
  assert.doesNotMatch(run.stdout, /\*\*\*/, 'nothing in the log is masked: no secret was printed, no non-secret was masked');
  assert.doesNotMatch(JSON.stringify(run.outputs), /\*\*\*/);
  assert.doesNotMatch(run.stdout, /##\[warning\]|::warning::/, 'no warning');
  assert.ok(run.execution, 'execution_file is one JSON array');
  assert.equal(typeof run.execution.at(-1)?.total_cost_usd, 'number', "jq '.[-1].total_cost_usd' works");
  return run;
}

function headOf(workspace: string | undefined): string {
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: workspace, encoding: 'utf8' }).trim();
}

describe('README usage workflow, as written', () => {
  const wf = readmeWorkflow();

  it('issue_comment "@agent …" on an issue: the run fixes the test and finalizes one sticky comment with the patch', async () => {
    const origin = makeOrigin();
    const { job, fake } = await scenario({
      workflow: wf,
      label: 'README',
      event: { name: 'issue_comment', payload: payloads.issueComment('@agent fix the failing test') },
      origin,
    });
    const run = assertCleanSuccess(job);
    const issue = Number((payloads.issueComment('x').issue as { number: number }).number);
    const comments = commentsOn(fake, issue);
    assert.equal(comments.length, 1);
    assert.match(comments[0]?.body ?? '', /state=final/);
    assert.match(comments[0]?.body ?? '', /\+\s+return a \+ b;/);
    assert.match(run.patch, /\+\s+return a \+ b;/);
  });

  it('a comment without the phrase: the job is skipped by its if:, nothing runs', async () => {
    const { job, model } = await scenario({
      workflow: wf,
      label: 'README-skip',
      event: { name: 'issue_comment', payload: payloads.issueComment('thanks!') },
      origin: makeOrigin(),
    });
    assert.equal(job.ran, false);
    assert.equal(model.requests.length, 0);
  });
});

describe('examples/comment-command.yml, as written', () => {
  const wf = loadWorkflow(path.join(EXAMPLES, 'comment-command.yml'));
  const prOrigin = (): Origin => makeOrigin({ pr: { number: PR, branch: 'changes', files: { 'NOTES-FROM-PR.md': 'only on the PR branch\n' } } });

  it('issue_comment on a pull request: the runner checks out the PR head itself (actions/checkout left main)', async () => {
    const origin = prOrigin();
    const { job, fake } = await scenario({
      workflow: wf,
      label: 'comment-command',
      event: { name: 'issue_comment', payload: payloads.issueComment('@agent fix the failing test', PR) },
      origin,
    });
    const run = assertCleanSuccess(job);
    assert.equal(headOf(job.workspace), origin.pr?.headSha, 'the agent worked on the PR head');
    assert.ok(existsSync(path.join(job.workspace ?? '', 'NOTES-FROM-PR.md')), "the PR's files are there");
    assert.match(run.patch, /\+\s+return a \+ b;/);
    assert.doesNotMatch(run.patch, /NOTES-FROM-PR/, 'the patch is against the PR head, not main');
    const body = commentsOn(fake, PR)[0]?.body ?? '';
    assert.match(body, /state=final/);
  });

  it('pull_request_review_comment: the merge commit actions/checkout leaves; one final comment', async () => {
    const origin = prOrigin();
    const { job, fake } = await scenario({
      workflow: wf,
      label: 'comment-command',
      event: { name: 'pull_request_review_comment', payload: payloads.reviewComment(origin, '@agent fix the failing test') },
      origin,
    });
    assertCleanSuccess(job);
    assert.match(commentsOn(fake, PR)[0]?.body ?? '', /state=final/);
  });
});

describe('examples/pr-fix.yml, as written', () => {
  const wf = loadWorkflow(path.join(EXAMPLES, 'pr-fix.yml'));
  const origin = (): Origin => makeOrigin({ pr: { number: PR, branch: 'changes', files: { 'README.md': '# sample calculator\n\nA change under review.\n' } } });

  it('pull_request from this repository: the fix is pushed onto the PR branch (a fast-forward of its head)', async () => {
    const o = origin();
    const { job, fake } = await scenario({
      workflow: wf,
      label: 'pr-fix',
      event: { name: 'pull_request', payload: payloads.pullRequest(o) },
      origin: o,
      fakeBranch: 'pr',
    });
    assertCleanSuccess(job);
    assert.equal(headOf(job.workspace), o.pr?.headSha, 'ref: head.sha checked out the head');
    const commit = fake.state.commits.get(fake.state.refs.get('heads/changes') ?? '');
    assert.deepEqual(commit?.parents, [o.pr?.headSha], 'pushed onto the PR head');
    assert.equal(job.run?.outputs.branch_name, 'changes', "claude-code-action's branch_name output: the branch pushed to");
    const tree = fake.state.trees.get(commit?.tree ?? '');
    assert.match(fake.state.blobs.get(tree?.get('src/math.js')?.sha ?? '')?.toString() ?? '', /return a \+ b;/);
  });

  it("a fork's pull request or a draft: the job's if: skips it", async () => {
    for (const payload of [payloads.pullRequest(origin(), { fork: true }), payloads.pullRequest(origin(), { draft: true })]) {
      const { job, model } = await scenario({
        workflow: wf,
        label: 'pr-fix-skip',
        event: { name: 'pull_request', payload },
        origin: origin(),
        fakeBranch: 'pr',
      });
      assert.equal(job.ran, false);
      assert.equal(model.requests.length, 0);
    }
  });
});

describe('examples/pr-review.yml, as written', () => {
  const wf = loadWorkflow(path.join(EXAMPLES, 'pr-review.yml'));
  const origin = (): Origin => makeOrigin({ pr: { number: PR, branch: 'changes', files: { 'README.md': '# sample calculator\n\nA change under review.\n' } } });
  const inline = 'mcp__github_inline_comment__create_inline_comment';
  const patches = {
    'README.md':
      '@@ -1,3 +1,3 @@\n-# sample-calculator\n+# sample calculator\n \n-A tiny project the Agent Runner demo works on. `npm test` runs the checks.\n+A change under review.',
  };
  const script = (): Script => [
    toolUse('mcp__github_pr__get_diff', {}),
    toolUse(inline, { path: 'README.md', line: 1, body: 'Keep the package name.\n\n```suggestion\n# sample-calculator\n```' }),
    toolUse(inline, { path: 'README.md', line: 30, body: 'Outside the diff.' }),
    text('The README loses its description; one suggestion.'),
  ];
  const payloadFor = (o: Origin, event: string): { name: string; payload: Record<string, unknown> } =>
    event === 'comment'
      ? { name: 'issue_comment', payload: payloads.issueComment('@agent review', PR) }
      : { name: 'pull_request', payload: payloads.pullRequest(o, { action: event }) };

  it('pull_request opened or synchronize, or "@agent review": one COMMENT review with the suggestion, the outside-diff comment in its body, the summary in the sticky comment', async () => {
    for (const event of ['opened', 'synchronize', 'comment']) {
      const o = origin();
      const { job, fake } = await scenario({
        workflow: wf,
        label: 'pr-review',
        event: payloadFor(o, event),
        origin: o,
        script: script(),
        fake: { pulls: [{ number: PR, head: 'changes', base: 'main', headSha: o.pr?.headSha ?? '', baseSha: o.mainSha, patches }] },
      });
      assertCleanSuccess(job);
      assert.deepEqual(
        fake.state.reviews.map((r) => r.event),
        ['COMMENT'],
        event,
      );
      assert.deepEqual(
        fake.state.reviewComments.map((c) => [c.path, c.line]),
        [['README.md', 1]],
      );
      assert.match(fake.state.reviewComments[0]?.body ?? '', /```suggestion\n# sample-calculator\n```/);
      assert.match(fake.state.reviews[0]?.body ?? '', /Outside the diff\./);
      assert.match(commentsOn(fake, PR)[0]?.body ?? '', /The README loses its description/);
    }
  });

  it("a fork's pull request, a draft, or a comment that asks for something else: the job's if: skips it", async () => {
    const o = origin();
    for (const event of [
      { name: 'pull_request', payload: payloads.pullRequest(o, { fork: true }) },
      { name: 'pull_request', payload: payloads.pullRequest(o, { draft: true }) },
      { name: 'issue_comment', payload: payloads.issueComment('@agent fix it', PR) },
    ]) {
      const { job, model } = await scenario({ workflow: wf, label: 'pr-review-skip', event, origin: o, script: script() });
      assert.equal(job.ran, false, event.name);
      assert.equal(model.requests.length, 0);
    }
  });
});

describe('examples/ci-fix.yml, as written', () => {
  const wf = loadWorkflow(path.join(EXAMPLES, 'ci-fix.yml'));
  const origin = (): Origin => makeOrigin({ pr: { number: PR, branch: 'changes', files: { 'README.md': '# sample calculator\n\nA change under review.\n' } } });
  const failedRun = (o: Origin, conclusion = 'failure'): Record<string, unknown> => {
    const p = repoFields(example('workflow_run', 'completed'));
    setPath(p, 'workflow_run.id', UPSTREAM_RUN);
    setPath(p, 'workflow_run.name', 'CI');
    setPath(p, 'workflow_run.event', 'pull_request');
    setPath(p, 'workflow_run.conclusion', conclusion);
    setPath(p, 'workflow_run.head_sha', o.pr?.headSha ?? '');
    setPath(p, 'workflow_run.head_branch', 'changes');
    setPath(p, 'workflow_run.head_repository.full_name', `${OWNER}/${REPO}`);
    setPath(p, 'workflow_run.head_repository.owner.login', OWNER);
    setPath(p, 'workflow_run.pull_requests', [{ number: PR, head: { ref: 'changes', sha: o.pr?.headSha }, base: { ref: 'main', sha: o.mainSha } }]);
    return p;
  };

  it('workflow_run completed with failure: the PR head is fetched, the failing step reaches the model, the fix lands on the PR branch', async () => {
    const o = origin();
    const { jobs, errorText } = failedJobs();
    const logs = await startLogServer(jobs);
    open.push(logs);
    const { job, fake, model } = await scenario({
      workflow: wf,
      label: 'ci-fix',
      event: { name: 'workflow_run', payload: failedRun(o) },
      origin: o,
      fakeBranch: 'pr',
      fake: { jobs, logServerUrl: logs.url },
    });
    assertCleanSuccess(job);
    assert.equal(headOf(job.workspace), o.pr?.headSha, 'the failed commit was checked out');
    assert.ok(JSON.stringify(model.requests[0]?.body).includes(errorText));
    assert.deepEqual(
      logs.requests.map((r) => r.authorization),
      logs.requests.map(() => undefined),
      'no token sent to the log URL',
    );
    const commit = fake.state.commits.get(fake.state.refs.get('heads/changes') ?? '');
    assert.deepEqual(commit?.parents, [o.pr?.headSha], 'pushed onto the PR head');
    const comments = commentsOn(fake, PR);
    assert.equal(comments.length, 1);
    assert.match(comments[0]?.body ?? '', /test \(node 24\) › Unit tests/);
  });

  it("a run that succeeded: the job's if: skips it", async () => {
    const o = origin();
    const { job, model } = await scenario({
      workflow: wf,
      label: 'ci-fix-skip',
      event: { name: 'workflow_run', payload: failedRun(o, 'success') },
      origin: o,
      fakeBranch: 'pr',
    });
    assert.equal(job.ran, false);
    assert.equal(model.requests.length, 0);
  });
});

/** A run that pushes with push: pull_request opened one PR from an agent/ branch. */
function assertOpenedPr(fake: FakeGitHub, job?: JobRun): void {
  const opened = [...fake.state.pulls.values()].filter((p) => p.head.startsWith('agent/'));
  assert.equal(opened.length, 1, 'one pull request opened');
  if (job) assert.equal(job.run?.outputs.branch_name, opened[0]?.head, 'branch_name names the pushed branch');
  const sha = fake.state.refs.get(`heads/${opened[0]?.head ?? ''}`);
  const tree = fake.state.trees.get(fake.state.commits.get(sha ?? '')?.tree ?? '');
  assert.match(fake.state.blobs.get(tree?.get('src/math.js')?.sha ?? '')?.toString() ?? '', /return a \+ b;/);
}

describe('examples/scheduled-maintenance.yml, as written', () => {
  const wf = loadWorkflow(path.join(EXAMPLES, 'scheduled-maintenance.yml'));

  it('schedule: the default task, a pull request with the fix, a job summary', async () => {
    const { job, fake, model } = await scenario({
      workflow: wf,
      label: 'scheduled-maintenance',
      event: { name: 'schedule', payload: payloads.schedule('17 4 * * 1') },
      origin: makeOrigin(),
    });
    const run = assertCleanSuccess(job);
    assert.match(JSON.stringify(model.requests[0]?.body), /Find flaky or skipped tests/);
    assertOpenedPr(fake, job);
    assert.match(run.summary, /success/i);
  });

  it('workflow_dispatch with a task: that task is the prompt', async () => {
    const { job, model } = await scenario({
      workflow: wf,
      label: 'scheduled-maintenance',
      event: { name: 'workflow_dispatch', payload: payloads.workflowDispatch({ task: 'Make npm test pass.' }) },
      origin: makeOrigin(),
    });
    assertCleanSuccess(job);
    assert.equal(job.with?.prompt, 'Make npm test pass.');
    assert.match(JSON.stringify(model.requests[0]?.body), /Make npm test pass\./);
  });
});

describe('examples/maintenance-matrix.yml, as written', () => {
  const wf = loadWorkflow(path.join(EXAMPLES, 'maintenance-matrix.yml'));
  const tasks = (wf.jobs.agent?.strategy?.matrix?.task ?? []) as string[];

  for (const event of ['schedule', 'workflow_dispatch'] as const) {
    const withCollector = event === 'workflow_dispatch';
    it(`${event}: each task its own job and pull request; the summary job's one table of outcome, cost, turns and delivery${withCollector ? '; each job to the collector (vars.OTEL_EXPORTER_OTLP_ENDPOINT)' : ''}`, async () => {
      assert.ok(tasks.length > 1);
      const artifacts = new Map<string, Record<string, string>>();
      const rx = withCollector ? await startOtlpReceiver() : undefined;
      if (rx) open.push(rx);
      const payload = (): Record<string, unknown> => (event === 'schedule' ? payloads.schedule('0 3 * * 6') : payloads.workflowDispatch());
      const runs: ActionRun[] = [];
      for (const [index, task] of tasks.entries()) {
        const { job, fake, model } = await scenario({
          workflow: wf,
          label: 'maintenance-matrix',
          event: { name: event, payload: payload() },
          origin: makeOrigin(),
          matrix: { task },
          job: { artifacts, strategy: { 'job-index': index, 'job-total': tasks.length }, ...(rx ? { vars: { OTEL_EXPORTER_OTLP_ENDPOINT: rx.url } } : {}) },
        });
        runs.push(assertCleanSuccess(job));
        assert.ok(JSON.stringify(model.requests[0]?.body).includes(task.slice(0, 30)), 'the task reached the model');
        assertOpenedPr(fake, job);
      }
      const summary = await runJob({
        workflow: wf,
        jobName: 'summary',
        event: { name: event, payload: payload() },
        origin: makeOrigin(),
        secrets: { ANTHROPIC_API_KEY: API_KEY_VALUE },
        env: {},
        token: GITHUB_TOKEN_VALUE,
        artifacts,
        needs: { agent: { result: 'success', outputs: {} } },
      });
      assert.equal(summary.conclusion, 'success', JSON.stringify(summary.steps));
      const table = summary.steps.map((step) => step.summary ?? '').join('');
      for (const [index, task] of tasks.entries()) {
        const run = runs[index];
        const row = `| ${task} | success | ${Number(run?.outputs.total_cost_usd)} | ${run?.outputs.num_turns} | \`${run?.outputs.branch_name}\` |`;
        assert.ok(table.includes(row), `${row}\nin\n${table}`);
      }
      const total = runs.reduce((sum, run) => sum + Number(run.outputs.total_cost_usd), 0);
      const totalRow = /\| \*\*All (\d+) tasks\*\* \| (\d+) succeeded \| ([\d.e-]+) \| (\d+) \|/.exec(table);
      assert.deepEqual(totalRow?.slice(1, 3), [String(tasks.length), String(tasks.length)], table);
      assert.ok(Math.abs(Number(totalRow?.[3]) - total) < 1e-9, table);
      if (!rx) return;
      // Each job's cost reached the collector, named by its run and its place in the matrix.
      for (const [index, run] of runs.entries()) {
        const points: ReceivedPoint[] = rx.points.filter(
          (p: ReceivedPoint) => p.metric === 'claude_code.cost.usage' && p.resource['matrix.job_index'] === String(index),
        );
        assert.ok(
          points.length > 0 &&
            points.every((p: ReceivedPoint) => p.resource['github.run_id'] === '424242' && p.resource['agent_runner.task.kind'] === 'maintenance'),
        );
        const cost = points.reduce((sum: number, p: ReceivedPoint) => sum + p.value, 0);
        assert.equal(cost.toFixed(6), run.outputs.total_cost_usd);
      }
    });
  }
});

describe('examples/scheduled-with-memory.yml, as written', () => {
  const wf = loadWorkflow(path.join(EXAMPLES, 'scheduled-with-memory.yml'));

  for (const event of ['schedule', 'workflow_dispatch'] as const) {
    it(`${event}: the notes written in one run reach the next through actions/cache, and stay out of the pull request`, async () => {
      const cache = new Map<string, Record<string, string>>();
      const origin = makeOrigin({ files: { '.gitignore': '.agent/\n' } });
      const note = 'test.js needs no network; run it with npm test.';
      const payload = (): Record<string, unknown> => (event === 'schedule' ? payloads.schedule('23 5 * * 1') : payloads.workflowDispatch());
      const first = await scenario({
        workflow: wf,
        label: 'scheduled-with-memory',
        event: { name: event, payload: payload() },
        origin,
        cache,
        script: [
          ...(fixScript() as ScriptedTurn[]).slice(0, -1),
          toolUse('Write', { file_path: '.agent/NOTES.md', content: `- ${note}\n` }),
          text('Fixed add.'),
        ],
      });
      const run = assertCleanSuccess(first.job);
      assert.doesNotMatch(run.patch, /NOTES/, 'the notes are not in the patch');
      assertOpenedPr(first.fake);
      assert.equal(cache.size, 1, 'actions/cache/save stored the notes');
      const second = await scenario({
        workflow: wf,
        label: 'scheduled-with-memory',
        event: { name: event, payload: payload() },
        origin,
        cache,
        script: [text('Nothing flaky left.')],
      });
      assertCleanSuccess(second.job);
      assert.ok(JSON.stringify(second.model.requests[0]?.body).includes(note), "last run's notes reached the prompt");
    });
  }
});

describe('coverage', () => {
  it('every example and the README workflow ran for every event it declares', () => {
    const want = new Set<string>([...declaredEvents(readmeWorkflow()).keys()].map((e) => `README:${e}`));
    for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.yml'))) {
      for (const e of declaredEvents(loadWorkflow(path.join(EXAMPLES, file))).keys()) want.add(`${file.replace(/\.yml$/, '')}:${e}`);
    }
    assert.deepEqual(
      [...want].filter((w) => !covered.has(w)),
      [],
      'events declared but never run',
    );
  });
});

// The examples state what they need from the job's token: check it against what the run does.
describe('examples: permissions', () => {
  it('every example that pushes has contents: write, and pull-requests: write when it opens one', () => {
    for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.yml'))) {
      const wf = loadWorkflow(path.join(EXAMPLES, file));
      const job = Object.values(wf.jobs)[0];
      const perms = (job?.permissions ?? wf.permissions ?? {}) as Record<string, string>;
      const push = String(job?.steps.find((s) => s.uses?.startsWith('agent-runner/'))?.with?.push ?? '');
      if (push && push !== 'none') assert.equal(perms.contents, 'write', `${file}: push: ${push} needs contents: write`);
      if (push === 'pull_request') assert.equal(perms['pull-requests'], 'write', `${file}: needs pull-requests: write`);
      const allowed = String(job?.steps.find((s) => s.uses?.startsWith('agent-runner/'))?.with?.allowed_tools ?? '');
      if (/mcp__github_inline_comment/.test(allowed)) assert.equal(perms['pull-requests'], 'write', `${file}: the review needs pull-requests: write`);
      if (/mcp__github_ci/.test(allowed)) assert.equal(perms.actions, 'read', `${file}: the CI tools need actions: read`);
      assert.ok(readFileSync(path.join(EXAMPLES, file), 'utf8').includes('actions/checkout'), `${file}: checks out the repository`);
    }
  });
});
