import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startLogServer } from '../../support/fake-github/fake-github-actions.js';
import type { FakeGitHub } from '../../support/fake-github/fake-github.js';
import { setPath } from '../../support/fake-github/webhook-examples.js';
import { startScriptedModel, type Script, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { jobLog } from '../support/job-log.js';
import { readThenEdit, text } from '../support/scripted-turns.js';
import { FIX_PR, PR_BRANCH, UPSTREAM_RUN, failedRunPayload, firstPrompt, localBranchCommit, seedCommit } from './ci-helpers.js';
import { GITHUB_TOKEN_VALUE, commentsOn, githubEnv, headSha, settle, startRepoGitHub } from './github-helpers.js';
import { PROJECT_ROOT, makeRepo, runAction, type ActionRun } from './harness.js';
import { closedAfterAll } from '../support/models-closed-after.js';

/**
 * The runner's own check, held to code nobody here wrote: @fastify/error 4.2.1 as npm packs it (its own `node --test`
 * suite, test/fixtures/npm), a bug introduced on a pull request's head, and CI's failed run pointing at it — the
 * workflow_run event, the jobs API and the workflow file at that commit. dist/index.js under Node 24, the scripted model.
 */

const WORKFLOW = `name: CI
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - name: Unit tests
        run: node --test --test-reporter=tap
`;
const GOOD = 'function createError (code, message, statusCode = 500,';
const BUG = 'function createError (code, message, statusCode = 400,';

/** The package's files as `npm pack` made them (its own workflows left out: CI here is the workflow above). */
function packageFiles(): Record<string, string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-npm-'));
  execFileSync('tar', ['xzf', path.join(PROJECT_ROOT, 'test', 'fixtures', 'npm', 'fastify-error-4.2.1.tgz'), '-C', dir]);
  const root = path.join(dir, 'package');
  const files: Record<string, string> = {};
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      const rel = path.relative(root, full);
      if (rel.startsWith('.github')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else files[rel] = readFileSync(full, 'utf8');
    }
  };
  walk(root);
  return { ...files, '.github/workflows/ci.yml': WORKFLOW };
}

interface Scenario {
  fake: FakeGitHub;
  model: ScriptedModel;
  run: ActionRun;
  prHead: string;
  verification: Record<string, unknown> & { verdict?: string; before?: Round; after?: Round; pushed_sha?: string };
}
interface Round {
  sha?: string;
  passed: boolean;
  runs: { name: string; exitCode: number | null; passed: boolean; durationMs: number; tail: string; error?: string; sandboxed: boolean }[];
}

const open = closedAfterAll();

async function scenario(o: { script: Script; bug?: boolean; inputs?: Record<string, string>; scopes?: Record<string, string> }): Promise<Scenario> {
  const workspace = makeRepo(packageFiles());
  settle(workspace);
  const main = headSha(workspace);
  const source = readFileSync(path.join(workspace, 'index.js'), 'utf8');
  assert.ok(source.includes(GOOD), 'the fixture is the package as published');
  const prFiles: Record<string, string> =
    o.bug === false ? { 'README.md': `${readFileSync(path.join(workspace, 'README.md'), 'utf8')}\nA note.\n` } : { 'index.js': source.replace(GOOD, BUG) };
  const prHead = localBranchCommit(workspace, PR_BRANCH, prFiles, 'Change the default status code');
  const failing = jobLog([
    { name: 'Run actions/checkout@v5', command: 'actions/checkout@v5', output: ['Syncing repository'], conclusion: 'success' },
    {
      name: 'Unit tests',
      command: 'node --test --test-reporter=tap',
      output: ['not ok 1 - Create error with zero parameter', '# fail 1'],
      conclusion: 'failure',
    },
  ]);
  const jobs = [{ id: 91001, runId: UPSTREAM_RUN, name: 'test', conclusion: 'failure', steps: failing.steps, log: failing.log }];
  const logs = await startLogServer(jobs);
  open.push(logs);
  const fake = await startRepoGitHub(workspace, {
    baseCommitSha: main,
    jobs,
    logServerUrl: logs.url,
    pulls: [{ number: FIX_PR, head: PR_BRANCH, base: 'main', headSha: prHead, baseSha: main, changedFiles: Object.keys(prFiles) }],
    ...(o.scopes ? { tokenScopes: { token: GITHUB_TOKEN_VALUE, permissions: o.scopes } } : {}),
  });
  open.push(fake);
  seedCommit(fake, { sha: prHead, parent: main, files: prFiles, message: 'Change the default status code', ref: PR_BRANCH });
  const model = await startScriptedModel(o.script);
  open.push(model);
  const payload = failedRunPayload(prHead);
  setPath(payload, 'workflow_run.path', '.github/workflows/ci.yml');
  const run = await runAction({
    workspace,
    inputs: { github_token: GITHUB_TOKEN_VALUE, push: 'pr_branch', allowed_tools: 'Edit(index.js),Edit(README.md)', ...o.inputs },
    env: githubEnv({ fake, modelUrl: model.url, eventName: 'workflow_run', payload }),
  });
  const raw = run.outputs.verification ?? '';
  return { fake, model, run, prHead, verification: raw === '' ? {} : (JSON.parse(raw) as Scenario['verification']) };
}

const log = (run: ActionRun): string => `exit ${run.exitCode}\n--- stdout\n${run.stdout.slice(-6000)}\n--- stderr\n${run.stderr.slice(-3000)}`;

/** The last user message of a model request, as text. */
function lastUserText(body: unknown): string {
  const messages = (body as { messages?: { role: string; content: unknown }[] }).messages ?? [];
  const last = messages.filter((m) => m.role === 'user').at(-1)?.content;
  if (typeof last === 'string') return last;
  return Array.isArray(last)
    ? last.map((b: { text?: string; content?: unknown }) => b.text ?? (typeof b.content === 'string' ? b.content : '')).join('\n')
    : '';
}

describe("the runner runs the repository's own check before and after the agent (a real npm package's suite)", () => {
  it("a CI fix: the runner's own failing run, the agent's fix, its passing run, the evidence beside the pushed commit", async () => {
    const { fake, model, run, prHead, verification } = await scenario({
      script: [readThenEdit({ file_path: 'index.js', old_string: BUG, new_string: GOOD }), text('Restored the default status code 500.')],
    });
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(run.outputs.conclusion, 'success', log(run));
    // The check came from the failed step's own run: in the workflow file at the tested commit.
    assert.equal(verification.source, 'workflow');
    assert.equal(verification.verdict, 'passed');
    const before = verification.before?.runs[0];
    const after = verification.after?.runs[0];
    assert.equal(before?.name, 'test › Unit tests');
    assert.equal(verification.before?.sha, prHead, 'checked on the failed commit');
    assert.equal(before?.passed, false);
    assert.equal(before?.exitCode, 1, 'node --test fails on the bug');
    assert.match(before?.tail ?? '', /# fail [1-9]/);
    assert.equal(after?.passed, true);
    assert.equal(after?.exitCode, 0);
    assert.match(after?.tail ?? '', /# fail 0/);
    assert.ok((before?.durationMs ?? 0) > 0 && (after?.durationMs ?? 0) > 0);
    // The agent started from the runner's own failing output, in its task.
    const prompt = firstPrompt(model.requests[0]?.body);
    assert.match(prompt, /The runner ran the repository's check before you started on commit [0-9a-f]{7}, in the sandbox, and it fails/);
    assert.match(prompt, /field="check_output" command="test {2}Unit tests"/);
    assert.equal(model.requests.length, 2, 'no round beyond the fix: the check passed at the end of the turn');
    // The fix is pushed, and the evidence names that commit.
    const tip = fake.state.refs.get(`heads/${PR_BRANCH}`) ?? '';
    assert.notEqual(tip, prHead);
    assert.equal(verification.pushed_sha, tip);
    const comment = commentsOn(fake, FIX_PR).at(-1)?.body ?? '';
    assert.match(comment, /\*\*Verification\*\* \(the failed step's own `run:` in the workflow file\): ✓ the check passes after the agent/);
    assert.match(comment, /\| `test › Unit tests` \| ✗ exit 1 · \d+\.\d s \| ✓ exit 0 · \d+\.\d s \|/);
    assert.ok(comment.includes(`pushed \`${tip.slice(0, 7)}\``), comment);
    assert.match(comment, /# fail 0/, 'a short tail of the passing run');
    // The transcript's result line carries the same record.
    const result = run.transcript.at(-1) as { verification?: { verdict?: string } };
    assert.equal(result.verification?.verdict, 'passed');
  });

  it('a model that claims a fix it did not make is sent back with the failing output, is never reported fixed, and nothing is pushed', async () => {
    const { fake, model, run, prHead, verification } = await scenario({
      script: [
        readThenEdit({ file_path: 'README.md', old_string: '# @fastify/error', new_string: '# @fastify/error (fixed)' }),
        text('Fixed: the tests pass now.'),
        text('I am sure it is fixed.'),
        text('All tests pass.'),
      ],
    });
    assert.equal(run.outputs.conclusion, 'failure', log(run));
    assert.equal(run.outputs.subtype, 'error_during_execution');
    assert.notEqual(run.exitCode, 0);
    assert.equal(verification.verdict, 'failed');
    assert.equal(verification.retries, 2, 'verify_retries (default 2) further rounds');
    assert.equal(verification.after?.passed, false);
    assert.equal(verification.pushed_sha, undefined);
    assert.equal(model.requests.length, 4);
    const sentBack = lastUserText(model.requests[2]?.body);
    assert.match(sentBack, /after your changes on commit [0-9a-f]{7}, in the sandbox, and it fails/);
    assert.match(sentBack, /# fail [1-9]/, 'with the output');
    // Nothing reached the branch; the work stays in the patch.
    assert.equal(fake.state.refs.get(`heads/${PR_BRANCH}`), prHead);
    assert.match(readFileSync(run.outputs.patch_file ?? '', 'utf8'), /\(fixed\)/);
    const comment = commentsOn(fake, FIX_PR).at(-1)?.body ?? '';
    assert.match(comment, /✗ the check still fails after the agent: not delivered as a fix/);
    assert.match(comment, /\| ✗ exit 1 · \d+\.\d s \| ✗ exit 1 · /);
    assert.match(comment, /<summary>Output of <code>test › Unit tests<\/code> \(after, last lines\)<\/summary>[\s\S]*# fail [1-9]/);
    assert.doesNotMatch(comment, /Fixed: the tests pass now/, "the model's claim is not the result");
  });

  it('a failure that passes on the head is reported as not reproduced: no model call, no edit, the failed jobs re-run', async () => {
    const { fake, model, run, prHead, verification } = await scenario({
      bug: false,
      script: [text('should never be asked')],
      inputs: { rerun_flaky: 'true' },
      scopes: { contents: 'write', 'pull-requests': 'write', issues: 'write', actions: 'write' },
    });
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(verification.verdict, 'not_reproduced');
    assert.equal(verification.before?.passed, true);
    assert.equal(verification.after, undefined);
    assert.equal(model.requests.length, 0, 'no model call');
    assert.equal(fake.state.refs.get(`heads/${PR_BRANCH}`), prHead, 'nothing pushed');
    assert.deepEqual(fake.state.reruns, [UPSTREAM_RUN]);
    const comment = commentsOn(fake, FIX_PR).at(-1)?.body ?? '';
    assert.match(comment, /not reproduced here, nothing changed/);
    assert.match(comment, /re-ran the failed jobs/);
    assert.match(run.outputs.result ?? '', /^Not reproduced: the failed step's check passes here/);
  });

  it('a verify command that cannot start, or times out, is an error naming it and why; the run still reports', async () => {
    const missing = await scenario({ script: [text('never asked')], inputs: { verify: 'definitely-not-a-command --run' } });
    assert.equal(missing.run.outputs.conclusion, 'failure', log(missing.run));
    assert.equal(missing.verification.source, 'input');
    assert.equal(missing.verification.verdict, 'error');
    assert.match(missing.verification.before?.runs[0]?.error ?? '', /`definitely-not-a-command --run` could not start: .*command not found/);
    assert.equal(missing.model.requests.length, 0);
    assert.match(commentsOn(missing.fake, FIX_PR).at(-1)?.body ?? '', /verify: `definitely-not-a-command --run` could not start/);

    const slow = await scenario({ script: [text('never asked')], inputs: { verify: 'sleep 60', verify_timeout_minutes: '0.02' } });
    assert.equal(slow.run.outputs.conclusion, 'failure', log(slow.run));
    assert.match(slow.verification.before?.runs[0]?.error ?? '', /`sleep 60` timed out after 1 s \(verify_timeout_minutes\)/);

    // The sandbox allows no host here: a check that needs the network says so.
    const online = await scenario({ script: [text('never asked')], inputs: { verify: 'curl -fsS --max-time 20 http://example.com/' } });
    assert.equal(online.run.outputs.conclusion, 'failure', log(online.run));
    const error = online.verification.before?.runs[0]?.error ?? '';
    if (online.verification.before?.runs[0]?.sandboxed)
      assert.match(error, /`curl -fsS --max-time 20 http:\/\/example.com\/` needs the network, which the sandbox refuses/);
  });
});
