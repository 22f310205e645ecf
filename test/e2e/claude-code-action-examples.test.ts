import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import {
  claudeAppIdentity,
  startClaudeAppExchange,
  type ClaudeAppExchange,
  type ClaudeAppExchangeOptions,
} from '../../support/claude-app/claude-app-exchange.js';
import { startLogServer } from '../../support/fake-github/fake-github-actions.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../../support/fake-github/fake-github.js';
import { startScriptedModel, type ScriptedModel, type ScriptedModelOptions, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { verifyGitHubOidcToken } from '../../support/runner/fake-oidc.js';
import type { FederationRule } from '../../support/scripted-model/federation.js';
import { jobLog } from '../support/job-log.js';
import { failedJobs, UPSTREAM_RUN } from './ci-helpers.js';
import { API_KEY_VALUE, commentsOn, GITHUB_TOKEN_VALUE, OWNER, REPO, routesOf, repoFields } from './github-helpers.js';
import { PROJECT_ROOT, type ActionRun } from './harness.js';
import { makeOrigin, runJob, type JobRun, type Origin, type StepRecord, type Workflow } from './workflow.js';
import { readThenEdit, text, toolUse } from '../support/scripted-turns.js';
import { closedAfterAll } from '../support/models-closed-after.js';
import { offeredToolNames } from '../support/offered-tools.js';

/**
 * claude-code-action's own example workflows (test/fixtures/claude-code-action-examples, copied
 * with their licence) run through the faithful harness with ONLY `uses:` changed to this action —
 * each with the outcome its comments promise. What this runner cannot do yet is a skipped test
 * whose name says what is missing; nothing is faked to make an example pass.
 */

const DIR = path.join(PROJECT_ROOT, 'test', 'fixtures', 'claude-code-action-examples');
const PR = 2;
const open = closedAfterAll();

/** The example as a user would have it after the switch: every `uses: anthropics/claude-code-action@<ref>` now this action, nothing else touched. */
function switched(file: string, edit: (text: string) => string = (t) => t): Workflow {
  const original = readFileSync(path.join(DIR, file), 'utf8');
  const content = edit(original.replace(/uses: anthropics\/claude-code-action@[\w.-]+/g, 'uses: agent-runner/agent-runner@v0'));
  assert.equal(content.split('\n').length, original.split('\n').length);
  return { ...(parse(content) as Omit<Workflow, 'text' | 'file'>), text: content, file };
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
  /** What the fake GitHub holds besides the origin's main (another branch's commit). */
  setup?: (fake: FakeGitHub) => void;
  model?: ScriptedModelOptions;
  /**
   * Anthropic's backend is reachable (support/claude-app): the fake GitHub has the "Claude" App installed
   * (`installedPermissions`, default contents/issues/pull_requests write, actions/metadata read), the token exchange
   * answers at https://api.anthropic.com/api/github/github-app-token-exchange as `mode` says, and the step gets
   * its HTTPS_PROXY, NO_PROXY and NODE_EXTRA_CA_CERTS. By default: a claude-code-action user has the App installed
   * (its workflows without github_token need it). `false`: a repository without it, no backend reachable.
   */
  claudeApp?: (Omit<ClaudeAppExchangeOptions, 'githubUrl' | 'identity'> & { installedPermissions?: Record<string, string> }) | false;
}): Promise<{ job: JobRun; fake: FakeGitHub; model: ScriptedModel; claudeApp?: ClaudeAppExchange }> {
  const pr = o.origin.pr;
  // The job's GITHUB_TOKEN can do what its permissions: block grants, no more (claude-code-action posts with its App's token instead).
  const declared = Object.values(o.workflow.jobs)[0]?.permissions ?? o.workflow.permissions;
  const { installedPermissions, ...exchangeOptions } = o.claudeApp === false ? {} : (o.claudeApp ?? {});
  const identity = o.claudeApp === false ? undefined : claudeAppIdentity(installedPermissions ? { installedPermissions } : {});
  const fake = await startFakeGitHub({
    ...(identity ? { app: identity.app } : {}),
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
  o.setup?.(fake);
  const model = await startScriptedModel(o.script, o.model);
  open.push(model);
  const claudeApp = identity ? await startClaudeAppExchange({ ...exchangeOptions, githubUrl: fake.url, identity }) : undefined;
  if (claudeApp) open.push(claudeApp);
  const job = await runJob({
    workflow: o.workflow,
    event: o.event,
    origin: o.origin,
    secrets: { ANTHROPIC_API_KEY: API_KEY_VALUE },
    env: { ...claudeApp?.stepEnv, ANTHROPIC_BASE_URL: model.url, GITHUB_API_URL: fake.url },
    token: GITHUB_TOKEN_VALUE,
  });
  return { job, fake, model, ...(claudeApp ? { claudeApp } : {}) };
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
/** The tools the first request offers, sent whole or by name only behind ToolSearch (MCP tools are deferred). */
const toolNames = (model: ScriptedModel): string[] => offeredToolNames(model.requests[0]);
const asked = (model: ScriptedModel): string => JSON.stringify(model.requests[0]?.body ?? '');

function ranGreen(job: JobRun): ActionRun {
  const run = job.run;
  assert.ok(job.ran && run, 'the job ran the action');
  assert.equal(run.exitCode, 0, log(run));
  assert.deepEqual(run.runnerWarnings, [], 'every input the example gives is one action.yml declares');
  assert.doesNotMatch(run.stdout, /input claude_args: .* not taken/, 'every claude_args flag understood');
  return run;
}

/** claude.yml's job asked to fix add(): it reads, edits, and says so. */
const FIX_ADD: ScriptedTurn[] = [
  toolUse('Read', { file_path: 'src/math.js' }),
  readThenEdit({ file_path: 'src/math.js', old_string: 'return a - b;', new_string: 'return a + b;' }),
  text('Fixed add in src/math.js.'),
];

/** A branch of the origin one commit past main (with `files`), as a repository's other branch; its head sha. */
function pushBranch(origin: Origin, branch: string, files: Record<string, string>): string {
  const work = mkdtempSync(path.join(tmpdir(), 'agent-runner-branch-'));
  const gitIn = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=Codertocat', '-c', 'user.email=codertocat@example.com', ...args], { cwd: work, encoding: 'utf8' }).trim();
  gitIn('clone', '-q', origin.bare, '.');
  gitIn('checkout', '-q', '-b', branch);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(work, name), content);
  gitIn('add', '-A');
  gitIn('commit', '-qm', `on ${branch}`);
  gitIn('push', '-q', 'origin', branch);
  return gitIn('rev-parse', 'HEAD');
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
  it('only uses: changed, "@claude fix …": its Edit is allowed (tag mode, no allowedTools), the runner commits it on a new claude/issue-N-… branch, the comment links "Create PR ➔" (so with its trigger_phrase line set to "@claude")', async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@claude fix the failing test');
    setPath(payload, 'comment.user.login', OWNER);
    const issue = Number((payload.issue as { number: number }).number);
    const { job, fake, model } = await scenario({
      workflow: switched('claude.yml'),
      event: { name: 'issue_comment', payload },
      origin: makeOrigin(),
      script: FIX_ADD,
    });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.match(
      run.stdout,
      /claude-code-action tag mode \(started by @claude, no prompt input\): edits inside the working directory are allowed \(acceptEdits\)/,
    );
    assert.match(run.patch, /- {2}return a - b;\n\+ {2}return a \+ b;/);
    const branch = run.outputs.branch_name ?? '';
    assert.match(branch, new RegExp(`^claude/issue-${issue}-\\d{8}-\\d{4}$`), log(run));
    const commit = fake.state.commits.get(fake.state.refs.get(`heads/${branch}`) ?? '');
    assert.deepEqual(commit?.parents, [fake.baseSha], 'one commit on the checked-out main');
    assert.equal(fake.state.pulls.size, 0, 'no pull request opened: the comment links one, as claude-code-action does');
    const body = commentsOn(fake, issue)[0]?.body ?? '';
    assert.match(body, /Fixed add in src\/math\.js\./);
    // The headline says what reached GitHub (issue 35), with claude-code-action's "Create PR ➔" under it.
    const link = /### ✅ Pushed \[`[0-9a-f]{7}`\]\(\S+\) to \[`([^`]+)`\]\(\S+\)\n\n\[Create PR ➔\]\((\S+)\)/.exec(body);
    assert.equal(link?.[1], branch, body);
    // The destination as GitHub reads it: CommonMark's backslash escapes undone (the posted-markdown pass writes `\&`).
    const url = new URL((link?.[2] ?? '').replace(/\\([!-/:-@[-`{-~])/g, '$1'));
    assert.equal(decodeURIComponent(url.pathname), `/${OWNER}/${REPO}/compare/main...${branch}`);
    assert.equal(url.searchParams.get('quick_pull'), '1');
    assert.equal(url.searchParams.get('title'), `Issue #${issue}: changes from Agent Runner`);
    const tools = toolNames(model);
    assert.ok(tools.includes('Edit') && tools.includes('mcp__github_comment__update_claude_comment'));
    const phrased = switched('claude.yml', (t) => t.replace('# trigger_phrase: "/claude"', 'trigger_phrase: "@claude"'));
    assert.match(phrased.text, /^ {10}trigger_phrase: "@claude"$/m);
    const again = await scenario({ workflow: phrased, event: { name: 'issue_comment', payload }, origin: makeOrigin(), script: FIX_ADD });
    assert.match(ranGreen(again.job).outputs.branch_name ?? '', new RegExp(`^claude/issue-${issue}-`));
  });
  it("with its claude_args lines uncommented: their --allowedTools add to tag mode's defaults as in claude-code-action, so the edit is made and pushed", async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@claude fix the failing test');
    setPath(payload, 'comment.user.login', OWNER);
    const workflow = switched('claude.yml', (t) =>
      t.replace(
        /# (claude_args: \|)\n( +)# (.*)\n +# (.*)\n +# (.*)\n +# (.*)/,
        (_m, a, pad, b, c, d, e) => `${a}\n${pad}${b}\n${pad}${c}\n${pad}${d}\n${pad}${e}`,
      ),
    );
    assert.match(workflow.text, /^ {10}claude_args: \|\n {12}--model/m);
    const { job, model } = await scenario({ workflow, event: { name: 'issue_comment', payload }, origin: makeOrigin(), script: FIX_ADD });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.doesNotMatch(run.stdout, /edits are not allowed by default/);
    assert.match(run.patch, /\+ {2}return a \+ b;/);
    assert.match(run.outputs.branch_name ?? '', /^claude\/issue-/);
    assert.match(asked(model), /Follow our coding standards/, 'its --system-prompt is used');
  });
  it('an "@agent" comment on a workflow with none of claude-code-action\'s inputs keeps this runner\'s defaults: the Edit is denied and nothing is pushed', async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@agent fix the failing test (and @claude for the job if:)');
    setPath(payload, 'comment.user.login', OWNER);
    const { job } = await scenario({ workflow: switched('claude.yml'), event: { name: 'issue_comment', payload }, origin: makeOrigin(), script: FIX_ADD });
    const run = ranGreen(job);
    assert.deepEqual([run.outputs.conclusion, JSON.parse(run.outputs.delivery ?? '{}').denied_tool_calls > 0], ['success', true], log(run));
    assert.doesNotMatch(run.stdout, /tag mode/);
    assert.equal(run.patch, '');
  });
  it('with base_branch: "develop" in place of its trigger_phrase line: the new branch starts from develop\'s head (fetched: the job checked out main), and the link compares against develop', async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@claude fix the failing test');
    setPath(payload, 'comment.user.login', OWNER);
    const origin = makeOrigin();
    const develop = pushBranch(origin, 'develop', { 'NOTES.md': 'develop only\n' });
    const workflow = switched('claude.yml', (t) => t.replace('# trigger_phrase: "/claude"', 'base_branch: "develop"'));
    const { job, fake, model } = await scenario({
      workflow,
      event: { name: 'issue_comment', payload },
      origin,
      script: [toolUse('Read', { file_path: 'NOTES.md' }), ...FIX_ADD.slice(1)],
      setup: (f) => {
        f.state.commits.set(develop, { tree: f.state.commits.get(f.baseSha)?.tree ?? '', parents: [f.baseSha], message: 'develop' });
        f.state.refs.set('heads/develop', develop);
      },
    });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.match(JSON.stringify(model.requests[1]?.body ?? ''), /develop only/, 'the agent worked on develop');
    const branch = run.outputs.branch_name ?? '';
    assert.deepEqual(fake.state.commits.get(fake.state.refs.get(`heads/${branch}`) ?? '')?.parents, [develop]);
    assert.doesNotMatch(run.patch, /NOTES\.md/, "develop's own file is not the run's change");
    const body = commentsOn(fake, Number((payload.issue as { number: number }).number))[0]?.body ?? '';
    assert.match(body, new RegExp(`compare/develop\\.\\.\\.${branch.replaceAll('/', '\\/')}\\?quick_pull=1`), body);
  });
  it('on a pull request ("@claude" in a comment on it): the edit is committed onto the pull request\'s own branch, a fast-forward, as claude-code-action commits to the PR branch it checked out', async () => {
    const origin = prOrigin();
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'issue.number', PR);
    setPath(payload, 'issue.pull_request', { url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${PR}` });
    setPath(payload, 'comment.body', '@claude fix add while you are here');
    setPath(payload, 'comment.user.login', OWNER);
    const headSha = origin.pr?.headSha ?? '';
    const { job, fake } = await scenario({
      workflow: switched('claude.yml'),
      event: { name: 'issue_comment', payload },
      origin,
      script: FIX_ADD,
      setup: (f) => {
        f.state.commits.set(headSha, { tree: f.state.commits.get(f.baseSha)?.tree ?? '', parents: [f.baseSha], message: 'the pull request' });
        f.state.refs.set('heads/changes', headSha);
      },
    });
    const run = ranGreen(job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.equal(run.outputs.branch_name, 'changes');
    const pushed = fake.state.refs.get('heads/changes') ?? '';
    assert.notEqual(pushed, headSha);
    assert.deepEqual(fake.state.commits.get(pushed)?.parents, [headSha], 'one commit on the PR head');
    assert.equal(fake.state.pulls.size, 1, 'no other pull request');
    const body = commentsOn(fake, PR)[0]?.body ?? '';
    assert.match(body, /### ✅ Pushed \[`[0-9a-f]{7}`\]\(\S+\) to \[`changes`\]\(\S+\), the branch of pull request #\d+/, body);
    assert.doesNotMatch(body, /Create PR/, 'the pull request exists');
  });
  it("additional_permissions: \"actions: read\" with a prompt (claude-code-action's agent mode, no tag defaults): mcp__github_ci__get_ci_status is allowed and reads the PR's runs with the job's actions: read; without it, the call is denied", async () => {
    const comment = (): Record<string, unknown> => {
      const payload = repoFields(example('issue_comment', 'created'));
      setPath(payload, 'issue.number', PR);
      setPath(payload, 'issue.pull_request', { url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${PR}` });
      setPath(payload, 'comment.body', '@claude why did CI fail?');
      setPath(payload, 'comment.user.login', OWNER);
      return payload;
    };
    const withPrompt = (t: string): string => t.replace('# assignee_trigger: "claude-bot"', 'prompt: "Answer from the CI status."');
    const script = [toolUse('mcp__github_ci__get_ci_status', {}), text('One run failed.')];
    const origin = prOrigin();
    const runs = [{ id: 99, actor: OWNER, name: 'CI', headSha: origin.pr?.headSha ?? '', conclusion: 'failure' }];
    const granted = await scenario({
      workflow: switched('claude.yml', (t) => withPrompt(t).replace('# trigger_phrase: "/claude"', 'additional_permissions: "actions: read"')),
      event: { name: 'issue_comment', payload: comment() },
      origin,
      script,
      fake: { runs },
    });
    const run = ranGreen(granted.job);
    assert.equal(run.outputs.conclusion, 'success', log(run));
    assert.doesNotMatch(run.stdout, /tag mode|input additional_permissions/);
    const messages = (granted.model.requests[1]?.body as { messages?: unknown[] } | undefined)?.messages ?? [];
    assert.match(JSON.stringify(messages.at(-1)), /failed\\+": ?1\b/, "the PR head's failed run, read with the job token");
    const denied = await scenario({
      workflow: switched('claude.yml', withPrompt),
      event: { name: 'issue_comment', payload: comment() },
      origin: prOrigin(),
      script,
      fake: { runs },
    });
    assert.deepEqual(
      [ranGreen(denied.job).outputs.conclusion, JSON.parse(ranGreen(denied.job).outputs.delivery ?? '{}').denied_tool_calls > 0],
      ['success', true],
    );
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
});

/** Every tool result the model was sent, in order (the last request carries the whole conversation). */
function toolResults(model: ScriptedModel): string[] {
  const messages = (model.requests.at(-1)?.body as { messages?: { content: unknown }[] } | undefined)?.messages ?? [];
  return messages.flatMap((m) =>
    Array.isArray(m.content)
      ? (m.content as { type: string; content?: unknown }[])
          .filter((b) => b.type === 'tool_result')
          .map((b) => (typeof b.content === 'string' ? b.content : JSON.stringify(b.content)))
      : [],
  );
}

/** The job token reached no tool: not in any request to the model (tool results, environment dumps), not in the transcript. */
function tokenInNoTool(model: ScriptedModel, run: ActionRun): void {
  for (const request of model.requests) assert.doesNotMatch(JSON.stringify(request.body), new RegExp(GITHUB_TOKEN_VALUE));
  assert.doesNotMatch(JSON.stringify(run.transcript), new RegExp(GITHUB_TOKEN_VALUE));
}

const REPO_LABELS = [
  { name: 'bug', description: "Something isn't working", color: 'd73a4a' },
  { name: 'enhancement', description: 'New feature or request', color: 'a2eeef' },
  { name: 'duplicate', description: 'This issue or pull request already exists', color: 'cfd3d7' },
  { name: 'P1', description: 'Urgent: crashes, data loss', color: 'b60205' },
  { name: 'P2', description: 'Important', color: 'fbca04' },
  { name: 'P3', description: 'Nice to have', color: '0e8a16' },
];

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
  it("with claude-code-action's own /label-issue command in .claude/commands: its gh commands run through the runner's gh bridge (gh's output, its allowed-tools rules, the job token never in a tool) and the issue gets its labels", async () => {
    const payload = issueOpened('App crashes on start', 'It crashes at launch with a stack trace.');
    const number = Number((payload.issue as { number: number }).number);
    const command = readFileSync(path.join(DIR, 'label-issue.md'), 'utf8');
    const bash = (cmd: string): ScriptedTurn => toolUse('Bash', { command: cmd });
    const script = [
      bash('gh label list'),
      bash(`gh issue view ${number}`),
      bash('gh search issues "crashes at launch" --limit 10'),
      bash(`gh issue view ${number} --json title,labels,state --jq .title`),
      bash('gh issue list --label bug --state all --json number,title'),
      bash('gh label list | head -3'),
      bash('gh search prs crash'),
      bash(`gh issue close ${number}`),
      bash('printenv'),
      bash(`gh issue edit ${number} --add-label bug --add-label P1`),
      text('Labelled bug, P1.'),
    ];
    const { job, model, fake } = await scenario({
      workflow: switched('issue-triage.yml'),
      event: { name: 'issues', payload },
      origin: makeOrigin({ files: { '.claude/commands/label-issue.md': command } }),
      script,
      fake: {
        repoLabels: REPO_LABELS,
        issues: [
          { number, title: 'App crashes on start', body: 'It crashes at launch with a stack trace.' },
          { number: 7, title: 'Crash on startup', body: 'The app crashes at launch on Android.', labels: ['bug'] },
        ],
      },
    });
    const run = ranGreen(job);
    assert.deepEqual(fake.state.labels.get(number), ['bug', 'P1'], log(run));
    const results = toolResults(model);
    assert.match(results[0] ?? '', /bug\tSomething isn't working\t#d73a4a\nenhancement\tNew feature or request\t#a2eeef/);
    assert.match(results[0] ?? '', /<untrusted|source="github"/, 'fenced as text from GitHub');
    assert.match(results[1] ?? '', /title:\tApp crashes on start\nstate:\tOPEN\nauthor:\tCodertocat\nlabels:\t\ncomments:\t\d+\n/);
    assert.match(results[2] ?? '', /Codertocat\/Hello-World\t7\topen\tCrash on startup\tbug\t/);
    assert.match(results[3] ?? '', /App crashes on start/);
    assert.match(
      results[4] ?? '',
      /Permission to use Bash with command gh issue list .* has been denied/,
      'the command allows gh label list, issue view, issue edit and search only',
    );
    assert.match(results[5] ?? '', /gh runs here only as a command of its own/);
    assert.match(
      results[6] ?? '',
      /gh search prs: not available here\. The runner gives no tool its GitHub token.*gh issue edit/,
      'allowed by Bash(gh search:*), not bridged',
    );
    assert.match(results[7] ?? '', /not allowed|denied|permission/i, 'gh issue close: no rule of the command allows it');
    assert.match(results[9] ?? '', /^https:\/\/github\.com\/Codertocat\/Hello-World\/issues\/\d+$/);
    assert.deepEqual(
      fake.requests
        .filter((q) => q.method !== 'GET')
        .map((q) => q.route)
        .filter((r) => r?.includes('/labels') || r?.endsWith('/issues/{issue_number}')),
      ['POST /repos/{owner}/{repo}/issues/{issue_number}/labels'],
      'one label request; gh issue close reached nothing',
    );
    assert.deepEqual(
      fake.requests.filter((q) => q.status >= 400).map((q) => q.route),
      [],
    );
    tokenInNoTool(model, run);
  });
});

describe('issue-deduplication.yml (issues opened, GitHub MCP tools)', () => {
  const OFFICIAL = ['get_issue', 'search_issues', 'list_issues', 'create_issue_comment', 'update_issue', 'get_issue_comments'].map((n) => `mcp__github__${n}`);
  it("only uses: changed: the tools its --allowedTools names (the official GitHub MCP server's) are offered, run by the runner: the duplicate is found, commented on and labelled, the token in no tool", async () => {
    const payload = issueOpened('Login fails with SSO', 'Same as before? Signing in with SSO gives a 500.');
    const number = Number((payload.issue as { number: number }).number);
    const where = { owner: OWNER, repo: REPO };
    const script: ScriptedTurn[] = [
      toolUse('mcp__github__get_issue', { ...where, issue_number: number }),
      toolUse('mcp__github__search_issues', { ...where, query: 'SSO' }),
      toolUse('mcp__github__list_issues', { ...where, state: 'OPEN', perPage: 10 }),
      toolUse('mcp__github__get_issue_comments', { ...where, issue_number: 5 }),
      toolUse('mcp__github__create_issue_comment', {
        ...where,
        issue_number: number,
        body: 'This looks like a duplicate of #5: the same SSO sign-in error. Please follow #5 for updates.',
      }),
      toolUse('mcp__github__update_issue', { ...where, issue_number: number, labels: ['duplicate'] }),
      toolUse('mcp__github__get_issue', { owner: 'someone', repo: 'else', issue_number: 1 }),
      text('Marked as a duplicate of #5.'),
    ];
    const { job, model, fake } = await scenario({
      workflow: switched('issue-deduplication.yml'),
      event: { name: 'issues', payload },
      origin: makeOrigin(),
      script,
      fake: {
        repoLabels: REPO_LABELS,
        issues: [
          { number, title: 'Login fails with SSO', body: 'Same as before? Signing in with SSO gives a 500.' },
          { number: 5, title: 'SSO sign-in returns 500', body: 'Since the last release SSO login fails.', labels: ['bug'] },
          { number: 3, title: 'Dark mode', body: 'Please add a dark theme.', labels: ['enhancement'] },
        ],
      },
    });
    const run = ranGreen(job);
    assert.match(asked(model), /check if it's a duplicate of existing issues/);
    for (const name of OFFICIAL) assert.ok(toolNames(model).includes(name), `${name} offered`);
    const results = toolResults(model);
    assert.match(results[0] ?? '', /"title": "Login fails with SSO"/);
    assert.match(results[1] ?? '', /"total_count": 2[\s\S]*"number": 5/, 'the search is scoped to the repository and finds #5');
    assert.match(results[2] ?? '', /"issues": \[[\s\S]*"pageInfo"[\s\S]*"totalCount": 3/);
    assert.match(results[3] ?? '', /^<|\[\]/);
    assert.match(results[6] ?? '', /reach only Codertocat\/Hello-World/);
    assert.deepEqual(fake.state.labels.get(number), ['duplicate']);
    const comments = commentsOn(fake, number);
    assert.ok(
      comments.some((c) => /duplicate of #5/.test(c.body)),
      JSON.stringify(comments),
    );
    assert.deepEqual(
      fake.requests.filter((q) => q.status >= 400).map((q) => q.route),
      [],
    );
    tokenInNoTool(model, run);
  });
  it('a run whose rules name no mcp__github__ tool is not offered them (claude.yml: tool list unchanged)', async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@claude hello');
    setPath(payload, 'comment.user.login', OWNER);
    const { job, model } = await scenario({
      workflow: switched('claude.yml'),
      event: { name: 'issue_comment', payload },
      origin: makeOrigin(),
      script: [text('hi')],
    });
    ranGreen(job);
    assert.deepEqual(
      toolNames(model).filter((n) => n.startsWith('mcp__github__')),
      [],
    );
  });
});

describe('pr-review-comprehensive.yml through the gh bridge (its Bash(gh pr …:*) rules)', () => {
  it("gh pr view, gh pr diff and gh pr comment run through the runner: gh's output, the top-level comment posted, the token in no tool", async () => {
    const origin = prOrigin();
    const bash = (command: string): ScriptedTurn => toolUse('Bash', { command });
    const script = [
      bash(`gh pr view ${PR}`),
      bash(`gh pr diff ${PR}`),
      bash(`gh pr comment ${PR} --body "Overall: a small, clear change."`),
      text('Reviewed.'),
    ];
    const { job, model, fake } = await scenario({
      workflow: switched('pr-review-comprehensive.yml'),
      event: { name: 'pull_request', payload: prOpened(origin) },
      origin,
      script,
    });
    const run = ranGreen(job);
    const results = toolResults(model);
    assert.match(results[0] ?? '', /title:\tA pull request\nstate:\tOPEN\n[\s\S]*number:\t2\nurl:\t/);
    assert.match(
      results[1] ?? '',
      /diff --git a\/src\/extra\.js b\/src\/extra\.js\n--- a\/src\/extra\.js\n\+\+\+ b\/src\/extra\.js\n@@ -0,0 \+1 @@\n\+export const extra = 1;/,
    );
    assert.match(results[2] ?? '', /^https:\/\/github\.com\/Codertocat\/Hello-World\/(pull|issues)\/2#issuecomment-\d+$/);
    const bodies = commentsOn(fake, PR).map((c) => c.body);
    assert.ok(bodies.includes('Overall: a small, clear change.'), bodies.join('\n---\n'));
    tokenInNoTool(model, run);
  });
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

  it("pr-review-filtered-authors.yml, only uses: changed: the job if: runs it for developer1 (and skips anyone else); with no github_token and id-token: write the job's OIDC token is exchanged for the Claude GitHub App's token, which posts the one review and the comment as claude[bot] despite pull-requests: read, and is revoked at the end", async () => {
    const origin = prOrigin();
    const { job, fake, claudeApp } = await scenario({
      workflow: switched('pr-review-filtered-authors.yml'),
      event: { name: 'pull_request', payload: prOpened(origin, 'developer1') },
      origin,
      script: [inline, text('Looks fine.')],
      writers: ['developer1'],
    });
    const run = ranGreen(job);
    assert.equal(run.outputs.result, 'Looks fine.');
    const exchanged = claudeApp?.requests.filter((r) => r.status === 200) ?? [];
    assert.equal(claudeApp?.requests.length, 1, JSON.stringify(claudeApp?.requests));
    assert.equal(exchanged[0]?.claims?.aud, 'claude-code-github-action');
    assert.equal(exchanged[0]?.claims?.repository, `${OWNER}/${REPO}`);
    // What claude-code-action's token has, asked for explicitly.
    assert.deepEqual(exchanged[0]?.permissions, { contents: 'write', pull_requests: 'write', issues: 'write' });
    assert.equal(reviewPosts(fake), 1);
    assert.deepEqual(
      fake.state.reviews.map((r) => [r.user.login, r.event]),
      [['claude[bot]', 'COMMENT']],
    );
    assert.deepEqual(
      fake.state.reviewComments.map((c) => [c.path, c.line, c.body]),
      [['src/extra.js', 1, SUGGESTION]],
    );
    assert.deepEqual(
      commentsOn(fake, PR).map((c) => c.user.login),
      ['claude[bot]'],
    );
    assert.deepEqual(
      fake.requests.filter((q) => q.status >= 400).map((q) => `${q.route} ${q.status}`),
      [],
    );
    const token = exchanged[0]?.token ?? '-';
    assert.equal(fake.state.installationTokens.get(token)?.revoked, true, 'DELETE /installation/token at the end');
    assert.ok(run.masks.includes(token), 'the App token is masked');
    assert.equal(run.stdout.includes(token) || run.stderr.includes(token), false);
    assert.equal(JSON.stringify(run.transcript).includes(token), false, 'nor in the transcript');
    assert.match(run.stdout, /GitHub: the run reads and posts with the Claude GitHub App's token \(as claude\[bot\]\)/);
    const skipped = await scenario({
      workflow: switched('pr-review-filtered-authors.yml'),
      event: { name: 'pull_request', payload: prOpened(prOrigin(), 'someone-else') },
      origin: prOrigin(),
      script: [text('unused')],
    });
    assert.equal(skipped.job.ran, false);
    assert.equal(skipped.model.requests.length, 0);
    assert.equal(skipped.claudeApp?.requests.length, 0, 'a job that does not run asks for no token');
  });

  it("pr-review-filtered-authors.yml where the Claude GitHub App is not installed: a warning says why and the run falls back to the job's token, whose pull-requests: read may not post (403): the step is red with the permission to add (issue 35), the result still in the outputs", async () => {
    const origin = prOrigin();
    const ran = await scenario({
      workflow: switched('pr-review-filtered-authors.yml'),
      event: { name: 'pull_request', payload: prOpened(origin, 'developer1') },
      origin,
      script: [inline, text('Looks fine.')],
      writers: ['developer1'],
      claudeApp: { mode: 'not_installed' },
    });
    const run = ran.job.run;
    assert.ok(run);
    // Nobody can see the review or the report: not a green run.
    assert.equal(run.exitCode, 1, log(run));
    assert.deepEqual([run.outputs.conclusion, run.outputs.outcome, run.outputs.subtype], ['failure', 'delivery_failed', 'success']);
    assert.match(run.stdout, /::error::❌ Review not posted: .*next step: add `pull-requests: write` to the job's `permissions:`/);
    assert.equal(run.outputs.result, 'Looks fine.');
    assert.equal(ran.claudeApp?.requests.length, 1, 'a refusal is not tried again');
    assert.match(
      run.stdout,
      /::warning::Could not get the Claude GitHub App's token \(use_claude_github_app: auto\): HTTP 401: Claude Code is not installed on this repository\..*Posting with the job's GITHUB_TOKEN instead/,
      log(run),
    );
    assert.deepEqual(ran.fake.state.reviews, [], 'pull-requests: read: GitHub refuses the review');
    assert.deepEqual(commentsOn(ran.fake, PR), [], 'and the comment');
    assert.ok(
      ran.fake.requests.some((q) => q.route === 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews' && q.status === 403),
      routesOf(ran.fake).join('\n'),
    );
    assert.match(run.stdout, /Resource not accessible by integration/, log(run));
  });

  it("claude.yml where Anthropic refuses the exchange by workflow validation (the workflow differs from the default branch's): a warning says so, the run goes on with the job's token (claude-code-action skips the step instead) and answers in one comment", async () => {
    const payload = repoFields(example('issue_comment', 'created'));
    setPath(payload, 'comment.body', '@claude what does add return?');
    setPath(payload, 'comment.user.login', OWNER);
    const { job, fake, model, claudeApp } = await scenario({
      workflow: switched('claude.yml'),
      event: { name: 'issue_comment', payload },
      origin: makeOrigin(),
      script: [text('add returns the sum.')],
      claudeApp: { mode: 'workflow_validation' },
    });
    const run = ranGreen(job);
    assert.equal(claudeApp?.requests.length, 1, 'not retried');
    assert.match(
      run.stdout,
      /::warning::Could not get the Claude GitHub App's token \(use_claude_github_app: auto\): Anthropic refused it because this workflow differs from the one on the default branch \(HTTP 401: Workflow validation failed\./,
      log(run),
    );
    assert.equal(model.requests.length, 1);
    const comments = commentsOn(fake, Number((payload.issue as { number: number }).number));
    assert.deepEqual(
      comments.map((c) => c.user.login),
      ['github-actions[bot]'],
    );
    assert.match(comments[0]?.body ?? '', /add returns the sum\./);
  });

  it("pr-review-filtered-paths.yml, only uses: changed: a PR that touches src/ starts it (paths:) and the review is posted as claude[bot] with the Claude GitHub App's token despite pull-requests: read; a docs-only PR or a closed one does not start it", async () => {
    const origin = prOrigin();
    const { job, fake } = await scenario({
      workflow: switched('pr-review-filtered-paths.yml'),
      event: { name: 'pull_request', payload: prOpened(origin) },
      origin,
      script: [inline, text('Reviewed src/extra.js.')],
    });
    assert.equal(ranGreen(job).outputs.conclusion, 'success');
    assert.deepEqual(
      fake.state.reviewComments.map((c) => [c.user.login, c.path, c.line, c.body]),
      [['claude[bot]', 'src/extra.js', 1, SUGGESTION]],
    );
    assert.deepEqual(
      commentsOn(fake, PR).map((c) => c.user.login),
      ['claude[bot]'],
    );
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

  it('pr-review-filtered-paths.yml without the Claude GitHub App, its job granted pull-requests: write (docs/migrating-from-claude-code-action.md): the inline suggestion is posted as one review and the summary in the one comment, with the job token', async () => {
    const origin = prOrigin();
    const workflow = switched('pr-review-filtered-paths.yml', (t) => t.replace('pull-requests: read', 'pull-requests: write'));
    const { job, fake } = await scenario({
      workflow,
      event: { name: 'pull_request', payload: prOpened(origin) },
      origin,
      script: [inline, text('Reviewed src/extra.js.')],
      claudeApp: false,
    });
    assert.deepEqual(
      fake.state.reviews.map((r) => r.user.login),
      ['github-actions[bot]'],
    );
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
    // A switched claude-code-action workflow with a prompt: the prompt is the task (its agent mode), no CI fix of the PR
    // (whose pull request this job's token, contents: read and actions: write only, could not read anyway).
    assert.match(
      run.stdout,
      /claude-code-action agent mode: the workflow's prompt is the task on the failed run https:\/\/github\.com\/.*\(no CI fix of its own\)/,
      log(run),
    );
    assert.doesNotMatch(run.stdout, /could not read pull request/, 'the pull request is not read: no CI fix is prepared');
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

  it("only uses: changed: a run: step makes the fix branch, actions/github-script reads the failed run and its logs, the prompt runs /fix-ci (agent mode); the agent's git push lands the fix on the claude-auto-fix-ci-* branch through the runner and gh pr comment links it, the token in no tool", async () => {
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
    const runUrl = `https://github.com/${OWNER}/${REPO}/actions/runs/${UPSTREAM_RUN}`;
    const compare = `https://github.com/${OWNER}/${REPO}/compare/changes...${FIX_BRANCH}?quick_pull=1`;
    const bash = (command: string): ScriptedTurn => toolUse('Bash', { command });
    const script = [
      toolUse('Read', { file_path: 'src/math.js' }),
      toolUse('Edit', { file_path: 'src/math.js', old_string: 'return a - b;', new_string: 'return a + b;' }),
      bash('git add -A'),
      bash('git commit -m "Fix CI failures: add returns a + b"'),
      bash('git push --force origin HEAD'),
      bash('git push origin HEAD'),
      bash(
        `gh pr comment ${PR} --body "## 🤖 CI Auto-Fix Available\n\n[**→ Create pull request to fix CI**](${compare})\n\n_This fix was generated automatically based on the [failed CI run](${runUrl})._"`,
      ),
      // A change after the last push: it stays in the patch, the run pushes nothing of its own.
      toolUse('Write', { file_path: 'NOTES.md', content: 'written after the push\n' }),
      text('Fixed add and pushed the fix branch; the PR has a comment linking it.'),
    ];
    const { job, model, fake } = await scenario({
      workflow: switched('ci-failure-auto-fix.yml'),
      event: { name: 'workflow_run', payload: failedRun(origin) },
      origin,
      script,
      fake: { jobs, logServerUrl: logs.url, runs: [upstream] },
      // The PR branch's head, which the fix branch starts from, is a commit the remote has.
      setup: (f) => {
        const main = f.state.commits.get(origin.mainSha);
        const entries = new Map(f.state.trees.get(main?.tree ?? '') ?? []);
        const extra = Buffer.from('export const extra = 1;\n');
        const blob = `extra-${origin.pr?.headSha ?? ''}`;
        f.state.blobs.set(blob, extra);
        entries.set('src/extra.js', { mode: '100644', type: 'blob', sha: blob });
        f.state.trees.set(`tree-${origin.pr?.headSha ?? ''}`, entries);
        f.state.commits.set(origin.pr?.headSha ?? '', { tree: `tree-${origin.pr?.headSha ?? ''}`, parents: [origin.mainSha], message: 'on changes' });
        f.state.refs.set('heads/changes', origin.pr?.headSha ?? '');
      },
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
    assert.equal(result.runUrl, runUrl);
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
    // claude-code-action's agent mode: the prompt is the task, its leading /fix-ci the repository's command.
    assert.match(prompt, /# Fix CI Failures/);
    assert.doesNotMatch(prompt, /Make the failing jobs below pass/, "not this runner's own CI fix");

    const results = toolResults(model);
    assert.equal(results[2], '(Bash completed with no output)', results[2] ?? 'none');
    assert.match(results[3] ?? '', /Fix CI failures: add returns a \+ b/, results[3] ?? 'no result');
    assert.match(results[4] ?? '', /--force is not supported here \(never force/);
    assert.match(results[5] ?? '', new RegExp(`^To https://github\\.com/${OWNER}/${REPO}\\.git\\n \\* \\[new branch\\] {6}HEAD -> ${FIX_BRANCH}\\n`));
    const tip = fake.state.refs.get(`heads/${FIX_BRANCH}`) ?? '';
    const commit = fake.state.commits.get(tip);
    assert.ok(commit, `the fix branch on the remote: ${[...fake.state.refs.keys()].join(', ')}\n${log(run)}`);
    assert.deepEqual(commit.parents, [origin.pr?.headSha], "on the PR branch's head");
    assert.match(commit.message, /^Fix CI failures: add returns a \+ b\n/);
    const math = fake.state.trees.get(commit.tree)?.get('src/math.js')?.sha ?? '';
    assert.match(fake.state.blobs.get(math)?.toString() ?? '', /return a \+ b;/);
    assert.equal(fake.state.refs.get('heads/changes'), origin.pr?.headSha, 'the PR branch untouched');
    assert.equal(fake.state.refs.get('heads/main'), origin.mainSha, 'main untouched');
    assert.deepEqual([...fake.state.refs.keys()].sort(), ['heads/changes', `heads/${FIX_BRANCH}`, 'heads/main'], 'pushed once: the run pushed nothing else');
    const comments = commentsOn(fake, PR);
    assert.ok(
      comments.some((c) => c.body.includes(compare)),
      comments.map((c) => c.body).join('\n---\n'),
    );
    assert.equal(run.outputs.branch_name, FIX_BRANCH);
    // patch_file is what was pushed (issue 34); the later change is shown apart, in the comment and the summary.
    const patchFile = readFileSync(run.outputs.patch_file ?? '', 'utf8');
    assert.match(patchFile, /return a \+ b;/, 'the pushed fix is the patch');
    assert.doesNotMatch(patchFile, /NOTES\.md/, 'the later change is not shown as pushed');
    assert.match(
      run.summary,
      /<b>Not pushed: the work tree after the push<\/b>[\s\S]*NOTES\.md[\s\S]*written after the push/,
      'the later change is shown apart',
    );
    assert.ok(![...fake.state.trees.values()].some((tree) => tree.has('NOTES.md')), 'and on no branch');
    tokenInNoTool(model, run);
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
  const READ_TWO_FILES = [toolUse('Read', { file_path: 'src/math.js' }), toolUse('Read', { file_path: 'README.md' }), text('Done.')];
  /** claude-wif.yml run on a mention, the model federated under `rule`. */
  const federated = (body: string, script: ScriptedTurn[], rule: Partial<FederationRule> = {}) =>
    scenario({
      workflow: switched('claude-wif.yml'),
      event: { name: 'issue_comment', payload: mention(body) },
      origin: makeOrigin(),
      script,
      model: federation(rule),
    });

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
    // First the Claude GitHub App's exchange (no github_token, id-token: write: the token it comments with), then the rule's.
    assert.deepEqual(
      run.oidcTokens.map((c) => c.aud),
      ['claude-code-github-action', 'https://api.anthropic.com'],
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
    const { job, model } = await federated('@claude read two files', READ_TWO_FILES, { expiresIn: 20 });
    const run = ranGreen(job);
    const exchanges = model.federation?.exchanges ?? [];
    assert.equal(exchanges.length, 3, 'one exchange per model call');
    assert.ok(
      exchanges.every((e) => e.accessToken),
      JSON.stringify(exchanges.map((e) => e.error)),
    );
    const forModel = run.oidcTokens.filter((c) => c.aud === 'https://api.anthropic.com');
    assert.equal(new Set(forModel.map((c) => c.jti)).size, 3, "a fresh OIDC token each time (GitHub's are single-use: jti)");
    assert.deepEqual(
      bearers(model),
      exchanges.map((e) => `Bearer ${e.accessToken}`),
    );
  });

  it('an access token the API refuses before its expiry (401): one fresh exchange and the call once more; later calls carry the new token', async () => {
    const { job, model } = await federated('@claude read two files', READ_TWO_FILES, { usesPerToken: 1 });
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
    const { job, model } = await federated('@claude hello', [text('unused')], { federationRuleId: 'fdrl_other' });
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
