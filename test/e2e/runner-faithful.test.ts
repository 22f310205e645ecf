import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, PROJECT_ROOT, runAction } from './harness.js';
import { actionInputs, githubContext, inputEnvironment, runnerEnvironment, runtimeSecrets } from '../../support/runner/runner-emulation.js';
import { makeOrigin, runJob, type JobRun, type Origin, type Workflow } from './workflow.js';
import { text, toolUse } from '../support/scripted-turns.js';

const RUNNER = {
  workspace: '/w/r/r',
  runnerTemp: '/t',
  files: { output: 'o', state: 's', summary: 'm', env: 'e', path: 'p', event: 'ev' },
  eventName: 'push',
  payload: {},
  repository: 'o/r',
  sha: 'a'.repeat(40),
  ref: 'refs/heads/main',
  apiUrl: 'https://api.github.com',
  serverUrl: 'https://github.com',
  actor: 'me',
  runId: '1',
  token: 't',
  idToken: false,
};
let origin: Origin | undefined;
const ORIGIN = (): Origin => (origin ??= makeOrigin());

/**
 * What the runner does that the action must live with: action.yml defaults evaluated, no
 * GITHUB_TOKEN variable, a repository's defaultMode, a runner without a job summary.
 */

const models: ScriptedModel[] = [];
after(async () => {
  await Promise.all(models.map((m) => m.close()));
});
async function model(script: ScriptedTurn[]): Promise<ScriptedModel> {
  const m = await startScriptedModel(script);
  models.push(m);
  return m;
}

describe('runner emulation', () => {
  it('action.yml: workflow_token defaults to ${{ github.token }} and github_token has none (so a given token is told apart), permission_mode has no default, the description fits the Marketplace', () => {
    const inputs = actionInputs(PROJECT_ROOT);
    assert.equal(inputs.find((i) => i.name === 'workflow_token')?.default, '${{ github.token }}');
    assert.equal(inputs.find((i) => i.name === 'github_token')?.default, undefined);
    assert.equal(inputs.find((i) => i.name === 'use_claude_github_app')?.default, 'auto');
    assert.equal(inputs.find((i) => i.name === 'permission_mode')?.default, undefined);
    const { env } = inputEnvironment(PROJECT_ROOT, { prompt: 'x' }, { github: { token: 'tok-123' } });
    assert.equal(env.INPUT_WORKFLOW_TOKEN, 'tok-123');
    assert.equal(env.INPUT_GITHUB_TOKEN, '', 'declared without a default: empty, so the run can tell a token the workflow gave');
    assert.equal(env.INPUT_PERMISSION_MODE, '', 'declared without a default: the runner sets it empty');
    assert.equal(env.INPUT_MAX_TURNS, '30');
    const yml = readFileSync(path.join(PROJECT_ROOT, 'action.yml'), 'utf8');
    const description = /^description: (.*)$/m.exec(yml)?.[1] ?? '';
    assert.ok(description.length > 0 && description.length < 125, `description is ${description.length} characters`);
    // conclusion keeps claude-code-action's values; why no run started (skipped, refused) is the outcome's word.
    assert.match(yml, /conclusion:\n\s+description: .*success.*failure.*skipped/);
    assert.match(yml, /outcome:\n\s+description: .*skipped or refused/);
  });

  it("action.yml inputs as the runner sets them: every declared input without a default is '', an empty with: value is '', names match whatever their case", () => {
    const { env, warnings } = inputEnvironment(PROJECT_ROOT, { Prompt: 'do it', MAX_TURNS: '', allowed_tools: '' }, { github: { token: 't' } });
    assert.equal(env.INPUT_PROMPT, 'do it', 'with: Prompt sets the input prompt');
    assert.equal(env.INPUT_MAX_TURNS, '', 'an empty value is kept as given, not replaced by the default');
    assert.equal(env.INPUT_PERMISSION_MODE, '', 'declared, no default: set to the empty string');
    for (const input of actionInputs(PROJECT_ROOT)) assert.ok(`INPUT_${input.name.toUpperCase()}` in env, `INPUT_${input.name.toUpperCase()} is set`);
    assert.deepEqual(warnings, []);
    assert.match(
      inputEnvironment(PROJECT_ROOT, { no_such_input: 'x' }, { github: { token: 't' } }).warnings.join('\n'),
      /^Unexpected input\(s\) 'no_such_input', valid inputs are \['prompt', /,
    );
  });

  it('an action.yml default may use github, strategy, matrix, job, runner — not secrets or env (the action schema says so)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-action-'));
    const action = (dflt: string): string =>
      `name: x\ndescription: x\ninputs:\n  a:\n    description: a\n    default: ${dflt}\nruns:\n  using: node24\n  main: index.js\n`;
    writeFileSync(path.join(dir, 'action.yml'), action('${{ github.repository }}-${{ runner.os }}'));
    assert.equal(inputEnvironment(dir, {}, { github: { repository: 'o/r' }, runner: { os: 'Linux' } }).env.INPUT_A, 'o/r-Linux');
    for (const context of ['secrets.TOKEN', 'env.HOME', 'steps.x.outputs.y', 'inputs.b']) {
      writeFileSync(path.join(dir, 'action.yml'), action(`\${{ ${context} }}`));
      assert.throws(
        () => inputEnvironment(dir, {}, { github: {}, secrets: { TOKEN: 's' }, env: {}, steps: {}, inputs: {} }),
        /Unrecognized named-value/,
        context,
      );
    }
  });

  it("workflows are read by GitHub's parser: a job if: may not use secrets, env or steps; text around ${{ }} in an if: makes a non-empty string", async () => {
    const wf = (jobIf: string): Workflow => ({
      text: `on: push\njobs:\n  j:\n    if: ${jobIf}\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n`,
      file: 'w.yml',
      on: 'push',
      jobs: {},
    });
    const job = (jobIf: string): Promise<JobRun> =>
      runJob({ workflow: wf(jobIf), event: { name: 'push', payload: {} }, origin: ORIGIN(), secrets: {}, env: {}, token: 't' });
    for (const context of ['secrets.X', 'env.X', 'steps.x.outcome'])
      await assert.rejects(job(`\${{ ${context} == 'y' }}`), /Unrecognized named-value/, context);
    assert.equal((await job("github.event_name == 'pull_request'")).ran, false);
    assert.equal((await job("${{ github.event_name == 'pull_request' }} && true")).ran, true, 'format() of false and text: the string "false && true", truthy');
    assert.equal((await job("contains(github.event.pull_request.labels.*.name, 'bug')")).ran, false);
  });

  it('a failed step fails the job: later steps run only under failure() or always(); an if: without a status function means success() && …', async () => {
    const text = [
      'on: workflow_dispatch',
      'jobs:',
      '  j:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v5',
      '      - id: agent',
      '        uses: agent-runner/agent-runner@v0',
      '        with:',
      "          max_turns: 'none'",
      '      - name: after',
      '        run: echo after',
      '      - name: on-failure',
      '        if: failure()',
      '        run: echo "${{ steps.agent.outcome }}"',
      '      - name: implicit-success',
      "        if: steps.agent.outcome == 'failure'",
      '        run: echo never',
      '      - name: always',
      '        if: ${{ always() }}',
      '        run: echo always',
    ].join('\n');
    const job = await runJob({
      workflow: { text, file: 'f.yml', on: 'workflow_dispatch', jobs: {} },
      event: { name: 'workflow_dispatch', payload: {} },
      origin: ORIGIN(),
      secrets: {},
      env: {},
      token: 't',
    });
    assert.equal(job.run?.exitCode, 1, 'max_turns: none is refused');
    assert.deepEqual(
      job.steps.map((s) => `${s.name ?? s.id}:${s.outcome}`),
      ['__actions_checkout:success', 'agent:failure', 'after:skipped', 'on-failure:success', 'implicit-success:skipped', 'always:success'],
    );
    assert.equal(job.steps[3]?.script, 'echo "failure"');
    assert.equal(job.conclusion, 'failure');
  });

  it('github.ref_name on a pull request is N/merge, as GITHUB_REF_NAME', () => {
    const r = { ...RUNNER, ref: 'refs/pull/7/merge' };
    assert.equal(githubContext(r).ref_name, '7/merge');
    assert.equal(runnerEnvironment(r, runtimeSecrets()).GITHUB_REF_NAME, '7/merge');
    assert.equal(githubContext({ ...RUNNER, ref: 'refs/heads/main' }).ref_name, 'main');
  });

  it('the step environment: no GITHUB_TOKEN, ACTIONS_CACHE_SERVICE_V2=True, the id-token pair only with id-token: write', () => {
    const r = RUNNER;
    const secrets = runtimeSecrets();
    const plain = runnerEnvironment(r, secrets);
    assert.equal('GITHUB_TOKEN' in plain, false);
    assert.equal(plain.ACTIONS_CACHE_SERVICE_V2, 'True');
    assert.equal(plain.CI, 'true');
    assert.equal('ACTIONS_ID_TOKEN_REQUEST_TOKEN' in plain, false);
    assert.equal(runnerEnvironment({ ...r, idToken: true }, secrets).ACTIONS_ID_TOKEN_REQUEST_TOKEN, secrets.idRequestToken);
  });
});

describe('what the runner shows up', () => {
  it('.claude/settings.json permissions.defaultMode decides the mode when the workflow does not (acceptEdits lets Write in)', async () => {
    const workspace = makeRepo({ 'README.md': '# x\n', '.claude/settings.json': JSON.stringify({ permissions: { defaultMode: 'acceptEdits' } }) });
    const m = await model([toolUse('Write', { file_path: 'notes.md', content: 'hi\n' }), text('written')]);
    const run = await runAction({ workspace, inputs: { prompt: 'write notes', push: 'none' }, env: { ANTHROPIC_BASE_URL: m.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.equal(run.outputs.conclusion, 'success', 'no denial: the repository said acceptEdits');
    assert.ok(existsSync(path.join(workspace, 'notes.md')));
  });

  it('neither the workflow nor the repository says: dontAsk denies the Write', async () => {
    const workspace = makeRepo({ 'README.md': '# x\n' });
    const m = await model([toolUse('Write', { file_path: 'notes.md', content: 'hi\n' }), text('could not write')]);
    const run = await runAction({ workspace, inputs: { prompt: 'write notes', push: 'none' }, env: { ANTHROPIC_BASE_URL: m.url } });
    assert.deepEqual([run.outputs.conclusion, JSON.parse(run.outputs.delivery ?? '{}').denied_tool_calls > 0], ['success', true], run.stdout);
    assert.equal(existsSync(path.join(workspace, 'notes.md')), false);
  });

  it('a runner without GITHUB_STEP_SUMMARY: the finished run warns and still succeeds, with every output', async () => {
    const m = await model([text('nothing to do')]);
    const run = await runAction({ workspace: makeRepo(), inputs: { prompt: 'x', push: 'none' }, env: { ANTHROPIC_BASE_URL: m.url }, stepSummary: false });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(run.outputs.subtype, 'success');
    assert.match(run.stdout, /::warning::Could not write job summary/);
    assert.ok(run.execution, 'execution_file written');
  });

  it('push asked for with no token at all (github_token unset, an empty workflow_token): a loud error before any model call', async () => {
    const m = await model([text('should not be asked')]);
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'x', push: 'pull_request', github_token: '', workflow_token: '' },
      env: { ANTHROPIC_BASE_URL: m.url },
    });
    assert.equal(run.exitCode, 1);
    assert.equal(m.requests.length, 0);
    assert.match(run.stdout, /::error::.*push: pull_request needs a GitHub token/);
    assert.equal(run.outputs.subtype, 'error_during_execution');
  });

  it('github_token set to an empty value (an unset secret) is not given: the job token serves', async () => {
    const m = await model([text('done')]);
    const run = await runAction({ workspace: makeRepo(), inputs: { prompt: 'x', push: 'none', github_token: '' }, env: { ANTHROPIC_BASE_URL: m.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.match(run.stdout, /GitHub: the run reads and posts with the job's GITHUB_TOKEN/);
  });

  it('execution_file is one JSON array of the messages and transcript_file the same as JSONL', async () => {
    const m = await model([toolUse('Read', { file_path: 'README.md' }), text('read it')]);
    const run = await runAction({ workspace: makeRepo(), inputs: { prompt: 'x', push: 'none' }, env: { ANTHROPIC_BASE_URL: m.url } });
    assert.equal(run.exitCode, 0);
    const array = JSON.parse(readFileSync(run.outputs.execution_file ?? '', 'utf8')) as Record<string, unknown>[];
    const lines = readFileSync(run.outputs.transcript_file ?? '', 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    assert.deepEqual(array, lines);
    assert.equal(array.at(-1)?.type, 'result');
    assert.equal(Number(array.at(-1)?.total_cost_usd).toFixed(6), run.outputs.total_cost_usd);
  });

  it('the post step writes execution_file from the transcript when the main step was killed before it could', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-killed-'));
    const files = { executionFile: path.join(dir, 'execution.json'), transcriptFile: path.join(dir, 'transcript.jsonl') };
    writeFileSync(files.transcriptFile, `${JSON.stringify({ type: 'system', subtype: 'init' })}\n${JSON.stringify({ type: 'assistant' })}\n{"type":"us`);
    const run = await runAction({
      workspace: makeRepo(),
      inputs: {},
      entry: path.join(PROJECT_ROOT, 'dist', 'post', 'index.js'),
      env: { STATE_files: JSON.stringify(files), GITHUB_API_URL: 'http://127.0.0.1:9' },
    });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.deepEqual(JSON.parse(readFileSync(files.executionFile, 'utf8')), [{ type: 'system', subtype: 'init' }, { type: 'assistant' }]);
  });
});
