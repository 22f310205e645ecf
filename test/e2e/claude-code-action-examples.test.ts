import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { parse } from 'yaml';
import { startLogServer } from '../../support/fake-github/fake-github-actions.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type ScriptedModel, type ScriptedModelOptions, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { verifyGitHubOidcToken } from '../../support/runner/fake-oidc.js';
import type { FederationRule } from '../../support/scripted-model/federation.js';
import { jobLog } from '../fakes/job-log.js';
import { failedJobs, UPSTREAM_RUN } from './ci-helpers.js';
import { API_KEY_VALUE, commentsOn, GITHUB_TOKEN_VALUE, OWNER, REPO, routesOf } from './github-helpers.js';
import { PROJECT_ROOT, type ActionRun } from './harness.js';
import { makeOrigin, runJob, type JobRun, type Origin, type StepRecord, type Workflow } from './workflow.js';
import { text, toolUse } from '../support/scripted-turns.js';

/**
 * claude-code-action's own example workflows (test/fixtures/claude-code-action-examples, copied
 * with their licence) run through the faithful harness with ONLY `uses:` changed to this action —
 * each with the outcome its comments promise. What this runner cannot do yet is a skipped test
 * whose name says what is missing; nothing is faked to make an example pass.
 */

const DIR = path.join(PROJECT_ROOT, 'test', 'fixtures', 'claude-code-action-examples');
const PR = 2;
const open: { close(): Promise<void> }[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.close()));
});

/** The example as a user would have it after the switch: every `uses: anthropics/claude-code-action@<ref>` now this action, nothing else touched. */
function switched(file: string, edit: (text: string) => string = (t) => t): Workflow {
  const original = readFileSync(path.join(DIR, file), 'utf8');
  const content = edit(original.replace(/uses: anthropics\/claude-code-action@[\w.-]+/g, 'uses: agent-runner/agent-runner@v0'));
  assert.equal(content.split('\n').length, original.split('\n').length);
  return { ...(parse(content) as Omit<Workflow, 'text' | 'file'>), text: content, file };
}

function repoFields(p: Record<string, unknown>, sender = OWNER): Record<string, unknown> {
  setPath(p, 'repository.full_name', `${OWNER}/${REPO}`);
  setPath(p, 'repository.name', REPO);
  setPath(p, 'repository.owner.login', OWNER);
  setPath(p, 'sender.login', sender);
  setPath(p, 'sender.type', 'User');
  return p;
}

function issueOpened(title: string, body: string): Record<string, unknown> {
  const p = repoFields(example('issues', 'opened'));
  setPath(p, 'issue.title', title);
  setPath(p, 'issue.body', body);
  setPath(p, 'issue.user.login', OWNER);
  return p;
}

function prOpened(origin: Origin, author = OWNER): Record<string, unknown> {
  const p = repoFields(example('pull_request', 'opened'), author);
  const pr = origin.pr;
  if (!pr) throw new Error('no PR');
  setPath(p, 'action', 'opened');
  setPath(p, 'number', pr.number);
  setPath(p, 'pull_request.number', pr.number);
  setPath(p, 'pull_request.draft', false);
  setPath(p, 'pull_request.user.login', author);
  setPath(p, 'pull_request.head.ref', pr.branch);
  setPath(p, 'pull_request.head.sha', pr.headSha);
  setPath(p, 'pull_request.head.repo.full_name', `${OWNER}/${REPO}`);
  setPath(p, 'pull_request.base.ref', 'main');
  setPath(p, 'pull_request.base.sha', origin.mainSha);
  setPath(p, 'pull_request.base.repo.full_name', `${OWNER}/${REPO}`);
  return p;
}

/** src/extra.js as GitHub's files API gives the PR's patch: a new one-line file. */
const EXTRA_PATCH = '@@ -0,0 +1 @@\n+export const extra = 1;';
const prOrigin = (): Origin => makeOrigin({ pr: { number: PR, branch: 'changes', files: { 'src/extra.js': 'export const extra = 1;\n' } } });

async function scenario(o: {
  workflow: Workflow;
  event: { name: string; payload: Record<string, unknown> };
  origin: Origin;
  script: ScriptedTurn[];
  fake?: Partial<FakeGitHubOptions>;
  writers?: string[];
  model?: ScriptedModelOptions;
}): Promise<{ job: JobRun; fake: FakeGitHub; model: ScriptedModel }> {
  const pr = o.origin.pr;
  // The job's GITHUB_TOKEN can do what its permissions: block grants, no more (claude-code-action posts with its App's token instead).
  const declared = Object.values(o.workflow.jobs)[0]?.permissions ?? o.workflow.permissions;
  const fake = await startFakeGitHub({
    ...(typeof declared === 'object' ? { tokenScopes: { token: GITHUB_TOKEN_VALUE, permissions: declared } } : {}),
    owner: OWNER,
    repo: REPO,
    permissions: Object.fromEntries([OWNER, ...(o.writers ?? [])].map((u) => [u, 'write'])),
    baseBranch: 'main',
    baseCommitSha: o.origin.mainSha,
    pulls: pr
      ? [
          {
            number: pr.number,
            head: pr.branch,
            base: 'main',
            headSha: pr.headSha,
            baseSha: o.origin.mainSha,
            changedFiles: ['src/extra.js'],
            patches: { 'src/extra.js': EXTRA_PATCH },
          },
        ]
      : [],
    ...o.fake,
  });
  open.push(fake);
  const model = await startScriptedModel(o.script, o.model);
  open.push(model);
  const job = await runJob({
    workflow: o.workflow,
    event: o.event,
    origin: o.origin,
    secrets: { ANTHROPIC_API_KEY: API_KEY_VALUE },
    env: { ANTHROPIC_BASE_URL: model.url, GITHUB_API_URL: fake.url },
    token: GITHUB_TOKEN_VALUE,
  });
  return { job, fake, model };
}

/** `workflow_run.completed`, conclusion failure, for the CI run of PR #2 at its head. */
function failedRun(origin: Origin): Record<string, unknown> {
  const p = repoFields(example('workflow_run', 'completed'));
  setPath(p, 'workflow_run.id', UPSTREAM_RUN);
  setPath(p, 'workflow_run.name', 'CI');
  setPath(p, 'workflow_run.event', 'pull_request');
  setPath(p, 'workflow_run.conclusion', 'failure');
  setPath(p, 'workflow_run.head_sha', origin.pr?.headSha ?? '');
  setPath(p, 'workflow_run.head_branch', 'changes');
  setPath(p, 'workflow_run.html_url', `https://github.com/${OWNER}/${REPO}/actions/runs/${UPSTREAM_RUN}`);
  setPath(p, 'workflow_run.head_repository.full_name', `${OWNER}/${REPO}`);
  setPath(p, 'workflow_run.head_repository.owner.login', OWNER);
  setPath(p, 'workflow_run.pull_requests', [{ number: PR, head: { ref: 'changes', sha: origin.pr?.headSha }, base: { ref: 'main', sha: origin.mainSha } }]);
  return p;
}

const stepsByName = (job: JobRun): Record<string, StepRecord> => Object.fromEntries(job.steps.map((s) => [s.name ?? s.id, s]));
const log = (run: ActionRun | undefined): string => (run ? `exit ${run.exitCode}\n${run.stdout}\n${run.stderr}` : 'no run');
const toolNames = (model: ScriptedModel): string[] => ((model.requests[0]?.body as { tools?: { name: string }[] } | undefined)?.tools ?? []).map((t) => t.name);
const asked = (model: ScriptedModel): string => JSON.stringify(model.requests[0]?.body ?? '');

function ranGreen(job: JobRun): ActionRun {
  const run = job.run;
  assert.ok(job.ran && run, 'the job ran the action');
  assert.equal(run.exitCode, 0, log(run));
  assert.deepEqual(run.runnerWarnings, [], 'every input the example gives is one action.yml declares');
  assert.doesNotMatch(run.stdout, /input claude_args: .* not taken/, 'every claude_args flag understood');
  return run;
}

describe('claude.yml (tag mode: @claude in a comment)', () => {
  it('only uses: changed: the job runs on "@claude …" and the action answers it in one comment (no trigger_phrase set: @agent and @claude both trigger)', async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@claude what does add return?');
    setPath(payload, 'comment.user.login', OWNER);
    const script = [toolUse('Read', { file_path: 'src/math.js' }), text('add returns the sum of a and b.')];
    const { job, fake, model } = await scenario({ workflow: switched('claude.yml'), event: { name: 'issue_comment', payload }, origin: makeOrigin(), script });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.match(asked(model), /what does add return\?/);
    const comments = commentsOn(fake, Number((payload.issue as { number: number }).number));
    assert.equal(comments.length, 1);
    assert.match(comments[0]?.body ?? '', /add returns the sum of a and b\./);
  });
  it('a trigger_phrase the workflow sets replaces both defaults: with its commented line set to "/claude", "@claude" no longer triggers', async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@claude fix the failing test');
    setPath(payload, 'comment.user.login', OWNER);
    const workflow = switched('claude.yml', (t) => t.replace('# trigger_phrase: "/claude"', 'trigger_phrase: "/claude"'));
    const { job, model } = await scenario({ workflow, event: { name: 'issue_comment', payload }, origin: makeOrigin(), script: [text('unused')] });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'skipped');
    assert.match(run.stdout, /Not triggered: comment has no \/claude/);
    assert.equal(model.requests.length, 0);
  });
  it('with the trigger_phrase line the example offers uncommented and set to "@claude": the run answers in one comment; its Edit is denied (no rule allows it here)', async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@claude fix the failing test');
    setPath(payload, 'comment.user.login', OWNER);
    const workflow = switched('claude.yml', (t) => t.replace('# trigger_phrase: "/claude"', 'trigger_phrase: "@claude"'));
    assert.match(workflow.text, /^ {10}trigger_phrase: "@claude"$/m);
    const script = [
      toolUse('Read', { file_path: 'src/math.js' }),
      toolUse('Edit', { file_path: 'src/math.js', old_string: 'return a - b;', new_string: 'return a + b;' }),
      text('Fixed add in src/math.js.'),
    ];
    const { job, fake } = await scenario({ workflow, event: { name: 'issue_comment', payload }, origin: makeOrigin(), script });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success_with_denials', log(run));
    assert.equal(run.patch, '', 'nothing changed');
    const comments = commentsOn(fake, Number((payload.issue as { number: number }).number));
    assert.equal(comments.length, 1);
    assert.match(comments[0]?.body ?? '', /Edit/, 'the comment reports the denied Edit');
  });
  it('with its assignee_trigger line uncommented: an issue assigned to someone else starts no run', async () => {
    const payload = repoFields(example('issues', 'assigned'));
    setPath(payload, 'issue.title', '@claude add a multiply function');
    setPath(payload, 'assignee.login', 'someone-else');
    const workflow = switched('claude.yml', (t) =>
      t.replace('# trigger_phrase: "/claude"', 'trigger_phrase: "@claude"').replace('# assignee_trigger: "claude-bot"', 'assignee_trigger: "claude-bot"'),
    );
    const { job, model } = await scenario({ workflow, event: { name: 'issues', payload }, origin: makeOrigin(), script: [text('unused')] });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'skipped');
    assert.match(run.stdout, /Not triggered: issue assigned to someone-else, not claude-bot/);
    assert.equal(model.requests.length, 0);
  });
  it.skip(
    'PENDING (product decision): edits, a commit and a claude/… branch with no allowedTools — claude-code-action\'s tag mode allows Edit, Write and git by default; here a switching workflow adds claude_args --allowedTools "Edit,Write" and push: branch (docs/migrating-from-claude-code-action.md)',
  );
});

describe('issue-triage.yml (issues opened → /label-issue)', () => {
  it('runs on the new issue; allowed_non_write_users: "*" is named as ignored (wildcards are); the /label-issue prompt reaches the model', async () => {
    const payload = issueOpened('App crashes on start', 'Stack trace attached.');
    const { job, model, fake } = await scenario({
      workflow: switched('issue-triage.yml'),
      event: { name: 'issues', payload },
      origin: makeOrigin(),
      script: [text('Would label: bug.')],
    });
    const run = ranGreen(job);
    assert.match(run.stdout, /wildcards in allowed_bots \/ allowed_non_write_users are ignored/);
    assert.match(asked(model), /\/label-issue REPO: Codertocat\/Hello-World ISSUE_NUMBER: /);
    assert.equal(commentsOn(fake, Number((payload.issue as { number: number }).number)).length, 1, 'the run reports on the issue');
  });
  it.skip(
    "PENDING (custom commands, branch ccsetup, not merged): the issue gets its labels — needs /label-issue from the repository's .claude/commands; and that command as claude-code-action ships it labels through Bash(gh label list / gh issue view / gh issue edit …), which gets no token here (no tool ever sees it): a command written for this runner labels with mcp__github_triage__add_labels",
  );
});

describe('issue-deduplication.yml (issues opened, GitHub MCP tools)', () => {
  it('runs with its claude_args allow list parsed; the mcp__github__* tools it names are not offered here', async () => {
    const { job, model } = await scenario({
      workflow: switched('issue-deduplication.yml'),
      event: { name: 'issues', payload: issueOpened('Login fails', 'Same as before?') },
      origin: makeOrigin(),
      script: [text('Not a duplicate.')],
    });
    ranGreen(job);
    assert.match(asked(model), /check if it's a duplicate of existing issues/);
    assert.equal(toolNames(model).includes('mcp__github__search_issues'), false);
  });
  it.skip(
    "NOT PROVIDED: duplicates found and labelled — its --allowedTools name only tools of the official GitHub MCP server (mcp__github__get_issue, search_issues, list_issues, create_issue_comment, update_issue, get_issue_comments); this runner's GitHub tools are mcp__github_comment__*, mcp__github_triage__* … (no issue search), and running that server would hand it the token",
  );
});

describe('manual-code-analysis.yml (workflow_dispatch, read-only analysis)', () => {
  it('summarize-commit: the prompt has the branch and only the chosen task; the agent reads, answers, and pushes nothing', async () => {
    const payload = repoFields(example('workflow_dispatch'));
    setPath(payload, 'inputs', { analysis_type: 'summarize-commit' });
    const { job, model, fake } = await scenario({
      workflow: switched('manual-code-analysis.yml'),
      event: { name: 'workflow_dispatch', payload },
      origin: makeOrigin(),
      script: [toolUse('Read', { file_path: 'src/math.js' }), text('The latest commit adds the calculator.')],
    });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.match(asked(model), /BRANCH: main/);
    assert.match(asked(model), /Task: Provide a clear, concise summary/);
    assert.doesNotMatch(asked(model), /Review the latest commit for potential security/);
    assert.equal(fake.state.pulls.size, 0, 'nothing changed, nothing opened');
    assert.equal(run.outputs.result, 'The latest commit adds the calculator.');
  });
});

describe('pr-review-*.yml (pull_request reviews)', () => {
  const INLINE = 'mcp__github_inline_comment__create_inline_comment';
  const SUGGESTION = 'Name this constant for what it counts.\n\n```suggestion\nexport const extraRetries = 1;\n```';
  const inline = toolUse(INLINE, { path: 'src/extra.js', line: 1, body: SUGGESTION });
  const reviewPosts = (fake: FakeGitHub): number => fake.requests.filter((r) => r.route === 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews').length;
  const use = (name: string, input: Record<string, unknown>): { type: 'tool_use'; name: string; input: Record<string, unknown> } => ({
    type: 'tool_use',
    name,
    input,
  });

  it('pr-review-comprehensive.yml: the inline comment (a suggestion) is posted once as one COMMENT review on its line; the checklist and the summary are in the one comment; track_progress: true needs no warning', async () => {
    const origin = prOrigin();
    const script: ScriptedTurn[] = [
      {
        content: [
          use('TaskCreate', { subject: 'Read the change', description: 'the diff' }),
          use('TaskCreate', { subject: 'Comment on the lines', description: 'inline' }),
          use('TaskUpdate', { taskId: '1', status: 'in_progress' }),
        ],
      },
      { content: [use('TaskUpdate', { taskId: '1', status: 'completed' }), use('TaskUpdate', { taskId: '2', status: 'in_progress' })] },
      inline,
      { content: [use('TaskUpdate', { taskId: '2', status: 'completed' })] },
      text('Reviewed: one naming remark.'),
    ];
    const { job, fake, model } = await scenario({
      workflow: switched('pr-review-comprehensive.yml'),
      event: { name: 'pull_request', payload: prOpened(origin) },
      origin,
      script,
    });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.doesNotMatch(run.stdout, /input track_progress/);
    assert.ok(toolNames(model).includes(INLINE), 'the tool its --allowedTools names is offered');
    assert.match(asked(model), /Perform a comprehensive code review/);
    assert.equal(reviewPosts(fake), 1, 'one review request');
    assert.equal(fake.state.reviews[0]?.event, 'COMMENT');
    assert.deepEqual(
      fake.state.reviewComments.map((c) => ({ path: c.path, line: c.line, side: c.side, body: c.body })),
      [{ path: 'src/extra.js', line: 1, side: 'RIGHT', body: SUGGESTION }],
    );
    assert.deepEqual(
      fake.requests.filter((q) => q.status >= 400).map((q) => q.route),
      [],
    );
    const comments = commentsOn(fake, PR);
    assert.equal(comments.length, 1, 'one comment on the PR');
    const body = comments[0]?.body ?? '';
    assert.match(body, /\*\*Tasks\*\* \(2 of 2 done\)\n\n- \[x\] Read the change\n- \[x\] Comment on the lines/, body);
    assert.match(body, /Reviewed: one naming remark\./);
    assert.match(body, /Review posted on #2[^:]*: 1 inline comment/);
  });

  it('pr-review-filtered-authors.yml: the job if: runs it for developer1 and skips it for anyone else; its pull-requests: read token may not post the review or the comment (403), the result is in the outputs', async () => {
    const origin = prOrigin();
    const ran = await scenario({
      workflow: switched('pr-review-filtered-authors.yml'),
      event: { name: 'pull_request', payload: prOpened(origin, 'developer1') },
      origin,
      script: [inline, text('Looks fine.')],
      writers: ['developer1'],
    });
    const run = ranGreen(ran.job);
    assert.equal(run.outputs.result, 'Looks fine.');
    assert.deepEqual(ran.fake.state.reviews, [], 'pull-requests: read: GitHub refuses the review');
    assert.deepEqual(commentsOn(ran.fake, PR), [], 'and the comment');
    assert.ok(
      ran.fake.requests.some((q) => q.route === 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews' && q.status === 403),
      routesOf(ran.fake).join('\n'),
    );
    assert.match(run.stdout, /Resource not accessible by integration/, log(run));
    const skipped = await scenario({
      workflow: switched('pr-review-filtered-authors.yml'),
      event: { name: 'pull_request', payload: prOpened(prOrigin(), 'someone-else') },
      origin: prOrigin(),
      script: [text('unused')],
    });
    assert.equal(skipped.job.ran, false);
    assert.equal(skipped.model.requests.length, 0);
  });

  it('pr-review-filtered-paths.yml: a PR that touches src/ starts it (paths:) and the review runs; a docs-only PR or a closed one does not start it', async () => {
    const origin = prOrigin();
    const { job } = await scenario({
      workflow: switched('pr-review-filtered-paths.yml'),
      event: { name: 'pull_request', payload: prOpened(origin) },
      origin,
      script: [text('Reviewed src/extra.js.')],
    });
    assert.equal(ranGreen(job).outputs.conclusion, 'success');
    const docsOnly = makeOrigin({ pr: { number: PR, branch: 'docs', files: { 'docs/usage.md': '# usage\n' } } });
    const skipped = await scenario({
      workflow: switched('pr-review-filtered-paths.yml'),
      event: { name: 'pull_request', payload: prOpened(docsOnly) },
      origin: docsOnly,
      script: [text('unused')],
    });
    assert.equal(skipped.job.ran, false);
    assert.match(skipped.job.notTriggered ?? '', /no changed file matches on: pull_request paths/);
    const closed = prOpened(origin);
    setPath(closed, 'action', 'closed');
    assert.match(
      (
        await scenario({
          workflow: switched('pr-review-filtered-paths.yml'),
          event: { name: 'pull_request', payload: closed },
          origin,
          script: [text('unused')],
        })
      ).job.notTriggered ?? '',
      /types opened, synchronize do not include closed/,
    );
  });

  it('pr-review-filtered-paths.yml with its job granted pull-requests: write (docs/migrating-from-claude-code-action.md): the inline suggestion is posted as one review and the summary in the one comment', async () => {
    const origin = prOrigin();
    const workflow = switched('pr-review-filtered-paths.yml', (t) => t.replace('pull-requests: read', 'pull-requests: write'));
    const { job, fake } = await scenario({
      workflow,
      event: { name: 'pull_request', payload: prOpened(origin) },
      origin,
      script: [inline, text('Reviewed src/extra.js.')],
    });
    assert.equal(ranGreen(job).outputs.conclusion, 'success');
    assert.equal(reviewPosts(fake), 1);
    assert.deepEqual(
      fake.state.reviewComments.map((c) => [c.path, c.line, c.body]),
      [['src/extra.js', 1, SUGGESTION]],
    );
    const body = commentsOn(fake, PR)[0]?.body ?? '';
    assert.match(body, /Reviewed src\/extra\.js\./);
    assert.match(body, /Review posted on #2[^:]*: 1 inline comment/);
  });
});

describe('test-failure-analysis.yml (workflow_run, --json-schema, later steps on structured_output)', () => {
  const analysed = async (verdict: { is_flaky: boolean; confidence: number; summary: string }): Promise<{ job: JobRun; run: ActionRun }> => {
    const origin = prOrigin();
    const { jobs } = failedJobs();
    const logs = await startLogServer(jobs);
    open.push(logs);
    const { job } = await scenario({
      workflow: switched('test-failure-analysis.yml'),
      event: { name: 'workflow_run', payload: failedRun(origin) },
      origin,
      script: [text(JSON.stringify(verdict))],
      fake: { jobs, logServerUrl: logs.url },
    });
    return { job, run: ranGreen(job) };
  };

  it('a flaky verdict with confidence 0.9: structured_output is set, the retry step runs, the low-confidence step is skipped; the gh steps are recorded, not executed', async () => {
    const verdict = { is_flaky: true, confidence: 0.9, summary: 'A timeout in the network test.' };
    const { job, run } = await analysed(verdict);
    assert.deepEqual(JSON.parse(run.outputs.structured_output ?? ''), verdict);
    // Its job grants contents: read and actions: write only: no CI fix of the PR, the prompt is the task, as in claude-code-action.
    assert.match(
      run.stdout,
      /could not read pull request #2: Resource not accessible by integration.*\(the job's permissions: lack pull-requests: read\): no CI fix; the prompt runs as the task on the failed run/,
      log(run),
    );
    const steps = stepsByName(job);
    assert.equal(steps['Retry flaky tests']?.outcome, 'success');
    assert.match(steps['Retry flaky tests']?.script ?? '', /OUTPUT='\{"is_flaky":true,"confidence":0\.9/);
    assert.match(steps['Retry flaky tests']?.notExecuted ?? '', /gh CLI/);
    assert.equal(steps['Low confidence detection']?.outcome, 'skipped');
    assert.equal(steps['Comment on PR']?.outcome, 'success');
    assert.match(steps['Comment on PR']?.notExecuted ?? '', /gh CLI/);
  });

  it('a flaky verdict with confidence 0.5: the low-confidence step runs in bash, reading structured_output with jq; the retry step is skipped', async () => {
    const { job } = await analysed({ is_flaky: true, confidence: 0.5, summary: 'Maybe a race.' });
    const steps = stepsByName(job);
    assert.equal(steps['Retry flaky tests']?.outcome, 'skipped');
    const low = steps['Low confidence detection'];
    assert.equal(low?.outcome, 'success', `${low?.script}\n${low?.log}`);
    assert.equal(low?.notExecuted, undefined);
    assert.match(low?.log ?? '', /Possible flaky test but confidence too low \(0\.5\)\nNot retrying automatically/);
  });
  it.skip(
    'NOT EMULATED: "Retry flaky tests" (gh workflow run) and "Comment on PR" (gh pr list / gh pr comment) are recorded with their evaluated script, not executed — the harness has no gh CLI against the fake GitHub',
  );
});

describe('ci-failure-auto-fix.yml', () => {
  const FIX_CI = readFileSync(path.join(DIR, 'commands', 'fix-ci.md'), 'utf8');
  const FIX_BRANCH = 'claude-auto-fix-ci-changes-424242';

  it("runs through: a run: step makes the fix branch, actions/github-script reads the failed run, its jobs and logs with Octokit, and its result fills the prompt; the failure becomes this runner's own CI fix of the PR", async () => {
    const origin = makeOrigin({
      files: { '.claude/commands/fix-ci.md': FIX_CI },
      pr: { number: PR, branch: 'changes', files: { 'src/extra.js': 'export const extra = 1;\n' } },
    });
    // A short failing job: the example puts the whole log into the prompt input, and the runner hands inputs over as
    // environment variables, which Linux caps at 128 KiB each (failedJobs()'s 200 KB log fails the step with E2BIG).
    const errorText = 'AssertionError [ERR_ASSERTION]: add(2, 3) should be 5';
    const test = jobLog([{ name: 'Unit tests', command: 'node test.js', output: ['not ok 1 - add', `  ${errorText}`], conclusion: 'failure' }]);
    const lint = jobLog([{ name: 'Lint', command: 'npm run lint', output: ['no problems'], conclusion: 'success' }]);
    const jobs = [
      { id: 90001, runId: UPSTREAM_RUN, name: 'lint', conclusion: 'success', steps: lint.steps, log: lint.log },
      { id: 90002, runId: UPSTREAM_RUN, name: 'test (node 24)', conclusion: 'failure', steps: test.steps, log: test.log },
    ];
    const logs = await startLogServer(jobs);
    open.push(logs);
    const upstream = { id: UPSTREAM_RUN, actor: OWNER, event: 'pull_request', conclusion: 'failure', name: 'CI', headSha: origin.pr?.headSha ?? '' };
    const { job, model, fake } = await scenario({
      workflow: switched('ci-failure-auto-fix.yml'),
      event: { name: 'workflow_run', payload: failedRun(origin) },
      origin,
      script: [toolUse('Read', { file_path: 'src/math.js' }), text('add subtracts: the fix is a + b.')],
      fake: { jobs, logServerUrl: logs.url, runs: [upstream] },
    });
    assert.ok(job.run, JSON.stringify(job.steps, null, 1));
    const run = ranGreen(job);
    const steps = stepsByName(job);
    assert.equal(steps['Setup git identity']?.outcome, 'success');
    assert.equal(steps['Setup git identity']?.notExecuted, undefined, 'executed with bash');
    assert.deepEqual(steps['Create fix branch']?.outputs, { branch_name: FIX_BRANCH });
    const details = steps['Get CI failure details'];
    assert.equal(details?.outcome, 'success', details?.log ?? 'no log');
    const result = JSON.parse(details?.outputs?.result ?? 'null') as { runUrl: string; failedJobs: string[]; errorLogs: { jobName: string; logs: string }[] };
    assert.equal(result.runUrl, `https://github.com/${OWNER}/${REPO}/actions/runs/${UPSTREAM_RUN}`);
    assert.deepEqual(result.failedJobs, ['test (node 24)']);
    assert.equal(result.errorLogs[0]?.jobName, 'test (node 24)');
    assert.ok(result.errorLogs[0]?.logs.includes(errorText), 'the log followed through the redirect to the log server');
    assert.ok(
      logs.requests.every((r) => r.authorization === undefined),
      'no token sent to the signed log URL',
    );
    for (const route of ['GET /repos/{owner}/{repo}/actions/runs/{run_id}', 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs'])
      assert.ok(routesOf(fake).includes(route), routesOf(fake).join('\n'));
    const prompt = asked(model);
    assert.match(prompt, new RegExp(`Branch Name: ${FIX_BRANCH}`));
    assert.match(prompt, /Failed Jobs: test \(node 24\)/);
    assert.match(prompt, /PR Number: 2/);
    assert.ok(prompt.includes('add(2, 3) should be 5'), 'the error logs reached the prompt');
    // On a failed workflow_run this runner fixes the PR itself: the workflow's prompt is the author's note to that task,
    // so /fix-ci is not invoked as a command, and without push: the fix stays in the patch.
    assert.doesNotMatch(prompt, /# Fix CI Failures/);
    assert.equal(run.outputs.branch_name, '');
  });

  it('its job if: skips a successful run', async () => {
    const origin = prOrigin();
    const p = failedRun(origin);
    setPath(p, 'workflow_run.conclusion', 'success');
    const { job } = await scenario({
      workflow: switched('ci-failure-auto-fix.yml'),
      event: { name: 'workflow_run', payload: p },
      origin,
      script: [text('unused')],
    });
    assert.equal(job.ran, false);
  });
  it.skip(
    "NOT PROVIDED: the fix pushed on the claude-auto-fix-ci-* branch and the PR comment linking it — /fix-ci (test/fixtures/claude-code-action-examples/commands/fix-ci.md) pushes with Bash `git push origin HEAD` and comments with Bash `gh pr comment`, and no tool here holds a token; this runner pushes itself, but a failed workflow_run is its own CI fix (the workflow's prompt an author's note, so /fix-ci is not invoked) whose default is no push, and push: branch names a new branch rather than the one the workflow checked out; examples/ci-fix.yml (push: pr_branch) is this action's CI fix",
  );
});

describe("claude-wif.yml (workload identity federation: the job's OIDC token for an Anthropic access token)", () => {
  const RULE = { federationRuleId: 'fdrl_xxxxxxxxxxxx', organizationId: '00000000-0000-0000-0000-000000000000', serviceAccountId: 'svac_xxxxxxxxxxxx' };
  const federation = (more: Partial<FederationRule> = {}): ScriptedModelOptions => ({
    federation: { ...RULE, audience: 'https://api.anthropic.com', verify: (jwt) => verifyGitHubOidcToken(jwt), ...more },
  });
  const mention = (body: string): Record<string, unknown> => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', body);
    setPath(payload, 'comment.user.login', OWNER);
    return payload;
  };
  const bearers = (model: ScriptedModel): string[] => model.requests.map((r) => String(r.headers.authorization ?? ''));

  it('only uses: changed: the OIDC token (audience https://api.anthropic.com) is exchanged under the rule, every model call carries the minted bearer token, the answer is one comment', async () => {
    const payload = mention('@claude what does add return?');
    const script = [toolUse('Read', { file_path: 'src/math.js' }), text('add returns the sum of a and b.')];
    const { job, fake, model } = await scenario({
      workflow: switched('claude-wif.yml'),
      event: { name: 'issue_comment', payload },
      origin: makeOrigin(),
      script,
      model: federation(),
    });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    const exchanges = model.federation?.exchanges ?? [];
    assert.equal(exchanges.length, 1, 'one exchange: the access token is cached for the run');
    const [exchange] = exchanges;
    assert.equal(exchange?.error, undefined, JSON.stringify(exchange?.body));
    assert.deepEqual(
      { ...exchange?.body, assertion: undefined },
      {
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: undefined,
        federation_rule_id: RULE.federationRuleId,
        organization_id: RULE.organizationId,
        service_account_id: RULE.serviceAccountId,
      },
      'no workspace_id: the example leaves it commented out',
    );
    assert.match(String(exchange?.headers['anthropic-beta']), /oidc-federation-2026-04-01/);
    assert.deepEqual(
      run.oidcTokens.map((c) => c.aud),
      ['https://api.anthropic.com'],
    );
    assert.equal(exchange?.subject, 'repo:Codertocat/Hello-World:ref:refs/heads/main');
    assert.equal(model.requests.length, 2);
    assert.deepEqual(bearers(model), [`Bearer ${exchange?.accessToken}`, `Bearer ${exchange?.accessToken}`]);
    assert.ok(model.requests.every((r) => r.headers['x-api-key'] === undefined && /oauth-2025-04-20/.test(String(r.headers['anthropic-beta']))));
    assert.ok(run.masks.includes(exchange?.accessToken ?? '-'), 'the access token is masked in the log (::add-mask::)');
    assert.equal(commentsOn(fake, Number((payload.issue as { number: number }).number)).length, 1);
    assert.match(commentsOn(fake, Number((payload.issue as { number: number }).number))[0]?.body ?? '', /add returns the sum of a and b\./);
  });

  it("no tool sees a credential: with Bash allowed (claude_args added), the agent's env has neither the OIDC request pair nor the access token", async () => {
    const workflow = switched('claude-wif.yml', (t) => t.replace('# anthropic_workspace_id: wrkspc_xxxxxxxxxxxx', 'claude_args: --allowedTools Bash'));
    const script = [toolUse('Bash', { command: 'env; cat /proc/$PPID/environ | tr "\\0" "\\n"' }), text('Printed the environment.')];
    const { job, model } = await scenario({
      workflow,
      event: { name: 'issue_comment', payload: mention('@claude print env') },
      origin: makeOrigin(),
      script,
      model: federation(),
    });
    const run = ranGreen(job);
    const toolResult = JSON.stringify(model.requests[1]?.body.messages?.at(-1) ?? '');
    assert.match(toolResult, /GITHUB_REPOSITORY=/, 'the env was printed');
    assert.doesNotMatch(toolResult, /ACTIONS_ID_TOKEN_REQUEST/);
    const token = model.federation?.exchanges[0]?.accessToken ?? '-';
    for (const secret of [token, ...run.masks]) assert.equal(toolResult.includes(secret), false, 'a masked value reached the tool');
  });

  it("a short-lived access token (expires_in 20 s, inside the SDK's 30 s margin) is exchanged afresh before each call, each time with a fresh OIDC token", async () => {
    const script = [toolUse('Read', { file_path: 'src/math.js' }), toolUse('Read', { file_path: 'README.md' }), text('Done.')];
    const { job, model } = await scenario({
      workflow: switched('claude-wif.yml'),
      event: { name: 'issue_comment', payload: mention('@claude read two files') },
      origin: makeOrigin(),
      script,
      model: federation({ expiresIn: 20 }),
    });
    const run = ranGreen(job);
    const exchanges = model.federation?.exchanges ?? [];
    assert.equal(exchanges.length, 3, 'one exchange per model call');
    assert.ok(
      exchanges.every((e) => e.accessToken),
      JSON.stringify(exchanges.map((e) => e.error)),
    );
    assert.equal(new Set(run.oidcTokens.map((c) => c.jti)).size, 3, "a fresh OIDC token each time (GitHub's are single-use: jti)");
    assert.deepEqual(
      bearers(model),
      exchanges.map((e) => `Bearer ${e.accessToken}`),
    );
  });

  it('an access token the API refuses before its expiry (401): one fresh exchange and the call once more; later calls carry the new token', async () => {
    const script = [toolUse('Read', { file_path: 'src/math.js' }), toolUse('Read', { file_path: 'README.md' }), text('Done.')];
    const { job, model } = await scenario({
      workflow: switched('claude-wif.yml'),
      event: { name: 'issue_comment', payload: mention('@claude read two files') },
      origin: makeOrigin(),
      script,
      model: federation({ usesPerToken: 1 }),
    });
    const run = ranGreen(job);
    const exchanges = model.federation?.exchanges ?? [];
    assert.deepEqual(model.federation?.refused, ['access token expired', 'access token expired']);
    assert.equal(exchanges.length, 3, 'the first token, then one per refusal');
    assert.deepEqual(
      bearers(model),
      exchanges.map((e) => `Bearer ${e.accessToken}`),
      'each call answered with a token used once',
    );
    assert.equal(run.outputs.conclusion, 'success');
  });

  it('a federation rule that does not match: the exchange is refused (401 invalid_grant) and the run fails saying so, with no model call', async () => {
    const { job, model } = await scenario({
      workflow: switched('claude-wif.yml'),
      event: { name: 'issue_comment', payload: mention('@claude hello') },
      origin: makeOrigin(),
      script: [text('unused')],
      model: federation({ federationRuleId: 'fdrl_other' }),
    });
    const run = job.run;
    assert.ok(run);
    assert.notEqual(run.exitCode, 0);
    assert.equal(model.requests.length, 0);
    assert.match(run.stdout, /Token exchange failed with status 401.*invalid_grant/, log(run));
  });

  it('without permissions: id-token: write the runner gives no OIDC request pair: the run fails naming the permission', async () => {
    const workflow = switched('claude-wif.yml', (t) => t.replace(/^ {6}id-token: write .*$/m, '      # id-token: write removed'));
    const { job, model } = await scenario({
      workflow,
      event: { name: 'issue_comment', payload: mention('@claude hello') },
      origin: makeOrigin(),
      script: [text('unused')],
      model: federation(),
    });
    const run = job.run;
    assert.ok(run);
    assert.notEqual(run.exitCode, 0);
    assert.equal(model.requests.length, 0);
    assert.match(run.stdout, /the job needs permissions: id-token: write/, log(run));
  });
});

describe('examples with no counterpart here', () => {
  it.skip(
    'NOT A DROP-IN: agent-approval-check.yml — it uses anthropics/claude-code-action/agent-approval-check, a separate status-check action, not the agent',
  );
});
