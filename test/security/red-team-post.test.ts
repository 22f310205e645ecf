/**
 * Issue 13, the post step: it starts with every input, the OIDC request token and the runtime token
 * in its environment. Sealed, it holds only what it uses, and when the main step died with the
 * checkout's credentials out of the git configuration it puts them back (from the token it holds,
 * never from the state file, which tools could read). A git shim records the environment of the
 * post step itself (its parent) as a tool would read it through /proc.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PROJECT_ROOT, makeRepo, runAction } from '../e2e/harness.js';
import { JOB_SECRETS, checkoutHeader, leaksIn, makeJob, readIf } from './red-team-helpers.js';

describe('red team: the post step', () => {
  it("is sealed, holds only what it uses, and restores checkout's credentials the main step took out", async () => {
    const workspace = makeRepo({ 'README.md': '# x\n' });
    const job = makeJob(workspace, JOB_SECRETS.GITHUB_TOKEN);
    const key = 'http.https://github.com/.extraheader';
    // As the main step leaves it when the job is cancelled mid-run: headers out, placeholders in the state.
    for (const file of [path.join(workspace, '.git', 'config'), job.credentialsFile]) execFileSync('git', ['config', '--file', file, '--unset-all', key]);
    const placeholders = JSON.stringify([
      { file: path.join(workspace, '.git', 'config'), key },
      { file: job.credentialsFile, key },
    ]);
    const run = await runAction({
      workspace,
      inputs: { github_token: JOB_SECRETS.GITHUB_TOKEN, anthropic_api_key: JOB_SECRETS.ANTHROPIC_API_KEY, prompt: 'not read by the post step' },
      // To see the attacks succeed, point this at a build from before issue 13.
      entry: process.env.AGENT_RUNNER_RED_TEAM_POST_ENTRY ?? path.join(PROJECT_ROOT, 'dist', 'post', 'index.js'),
      env: {
        ...JOB_SECRETS,
        ACTIONS_ID_TOKEN_REQUEST_URL: 'https://rt-oidc.example/token',
        STATE_git_credentials: placeholders,
        PATH: `${job.shimBin}:${process.env.PATH ?? '/usr/bin:/bin'}`,
        RUNNER_TEMP: job.runnerTemp,
      },
    });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /2 checkout credential header\(s\) restored/);
    const get = (file: string): string => execFileSync('git', ['config', '--file', file, '--get-all', key], { encoding: 'utf8' }).trim();
    assert.equal(get(path.join(workspace, '.git', 'config')), checkoutHeader(JOB_SECRETS.GITHUB_TOKEN));
    assert.equal(get(job.credentialsFile), checkoutHeader(JOB_SECRETS.GITHUB_TOKEN));

    // The shim's own environment and its parent's (the post step's, after sealing).
    const environs = readIf(path.join(job.loot, 'git.environ'));
    assert.match(environs, /PATH=/, 'the post step ran git and the shim recorded it');
    assert.doesNotMatch(environs, /^(INPUT_|STATE_|ACTIONS_)/m, "no input, state or runtime variable in the post step's environment");
    assert.deepEqual(leaksIn({ 'post step and its git (/proc/*/environ)': environs, log: run.rawStdout.replace(/^::add-mask::.*$/gm, '') }, JOB_SECRETS), []);
  });
});
