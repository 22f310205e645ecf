import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { demoScript } from '../../demo/script.js';
import type { FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { githubEnv, headSha, numberAt, OWNER, settle, startRepoGitHub } from './github-helpers.js';
import { makeRepo, runAction, type ActionRun } from './harness.js';

/**
 * claude-code-action's branch and identity inputs through the bundled action: the new branch is
 * named by branch_prefix / branch_name_template as there, the pull request targets base_branch,
 * and bot_id / bot_name are the commit's author and committer unless use_commit_signing is true.
 */

const DEMO_TOOLS = 'Bash(node test.js), Edit(src/**)';

const open: { close(): Promise<void> }[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.close()));
});

/** An issue opened with the request in its body (its labels are in the payload), or a comment on an issue. */
function event(name: 'issues' | 'issue_comment'): { name: string; payload: Record<string, unknown> } {
  const payload = example(name, name === 'issues' ? 'opened' : 'created');
  if (name === 'issues') setPath(payload, 'issue.body', '@agent fix the test');
  else {
    setPath(payload, 'comment.body', '@agent fix the test');
    setPath(payload, 'comment.user.login', OWNER);
  }
  setPath(payload, 'issue.user.login', OWNER);
  setPath(payload, 'sender.login', OWNER);
  setPath(payload, 'sender.type', 'User');
  setPath(payload, 'issue.title', 'Fix: the add() function subtracts!');
  setPath(payload, 'issue.labels', [{ name: 'Area: Math' }, { name: 'bug' }]);
  return { name, payload };
}

async function run(inputs: Record<string, string>, trigger = event('issues')): Promise<{ fake: FakeGitHub; run: ActionRun; issue: number; base: string }> {
  const workspace = makeRepo();
  // base_branch names the branch the job checked out (actions/checkout ref:): the run starts there, no fetch.
  if (inputs.base_branch) execFileSync('git', ['checkout', '-q', '-b', inputs.base_branch], { cwd: workspace });
  settle(workspace);
  const base = headSha(workspace);
  const fake = await startRepoGitHub(workspace, {
    pulls: [],
  });
  open.push(fake);
  fake.state.refs.set('heads/develop', base);
  const model = await startScriptedModel(demoScript());
  open.push(model);
  const payload = trigger.payload;
  const result = await runAction({
    workspace,
    inputs: { allowed_tools: DEMO_TOOLS, max_turns: '10', push: 'pull_request', ...inputs },
    env: githubEnv({ fake, modelUrl: model.url, eventName: trigger.name, payload }),
  });
  return { fake, run: result, issue: numberAt(payload, 'issue.number'), base };
}

const commitBodies = (fake: FakeGitHub): Record<string, unknown>[] =>
  fake.requests.filter((r) => r.route === 'POST /repos/{owner}/{repo}/git/commits').map((r) => r.body as Record<string, unknown>);
const log = (r: ActionRun): string => `exit ${r.exitCode}\n${r.stdout}\n${r.stderr}`;

describe("claude-code-action's branch and identity inputs", () => {
  it('branch_name_template with every variable, base_branch as the PR base, bot_id/bot_name as author and committer', async () => {
    const {
      fake,
      run: r,
      issue,
      base,
    } = await run({
      branch_prefix: 'claude/',
      branch_name_template: '{{prefix}}{{entityType}}-{{entityNumber}}/{{label}}-{{description}}-{{sha}}',
      base_branch: 'develop',
      bot_id: '123456',
      bot_name: 'my-bot[bot]',
    });
    assert.equal(r.exitCode, 0, log(r));
    const branch = `claude/issue-${issue}/area-math-fix-the-add-function-subtracts-${base.slice(0, 8)}`;
    assert.equal(r.outputs.branch_name, branch);
    assert.ok(fake.state.refs.has(`heads/${branch}`), [...fake.state.refs.keys()].join(', '));
    const pulls = [...fake.state.pulls.values()];
    assert.equal(pulls.length, 1);
    assert.equal(pulls[0]?.base, 'develop');
    const identity = { name: 'my-bot[bot]', email: '123456+my-bot[bot]@users.noreply.github.com' };
    const [commit] = commitBodies(fake);
    assert.deepEqual(commit?.author, identity);
    assert.deepEqual(commit?.committer, identity);
    assert.doesNotMatch(r.stdout + r.stderr, /(branch_prefix|branch_name_template|bot_id|bot_name) \(claude-code-action\) is not honoured/);
    assert.doesNotMatch(r.stdout + r.stderr, /input base_branch/, 'checked out already: nothing to say');
  });

  it('branch_prefix alone: <prefix><entityType>-<entityNumber>-<YYYYMMDD-HHMM>; use_commit_signing: true leaves the identity to GitHub, which signs', async () => {
    const { fake, run: r, issue } = await run({ branch_prefix: 'bot-', bot_name: 'my-bot[bot]', use_commit_signing: 'true' }, event('issue_comment'));
    assert.equal(r.exitCode, 0, log(r));
    assert.match(r.outputs.branch_name ?? '', new RegExp(`^bot-issue-${issue}-\\d{8}-\\d{4}$`));
    assert.equal([...fake.state.pulls.values()][0]?.base, 'main');
    const [commit] = commitBodies(fake);
    assert.equal(commit?.author, undefined);
    assert.equal(commit?.committer, undefined);
    assert.match(r.stdout + r.stderr, /input bot_id\/bot_name: not applied with use_commit_signing: true/);
  });

  it("a comment on an issue: {{label}} is the issue's first label, {{prefix}} claude-code-action's claude/", async () => {
    const { run: r, issue } = await run({ branch_name_template: '{{prefix}}{{label}}/{{entityNumber}}' }, event('issue_comment'));
    assert.equal(r.exitCode, 0, log(r));
    assert.equal(r.outputs.branch_name, `claude/area-math/${issue}`);
  });
});
