import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { checkOutPullRequestHead } from '../../src/trigger/pr-checkout.js';
import { checkout, makeOrigin } from '../e2e/workflow.js';

const head = (dir: string): string => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
const auth = { token: 'pr-checkout-token-7f3e9a', serverUrl: 'https://github.com' };

describe('checkOutPullRequestHead (issue_comment on a PR: actions/checkout left the default branch)', () => {
  const origin = makeOrigin({ pr: { number: 7, branch: 'feature', files: { 'FEATURE.md': 'x\n' } } });
  const pr = (o: { isFork?: boolean; headSha?: string } = {}) => ({
    number: 7,
    headRef: 'feature',
    baseRef: 'main',
    headSha: o.headSha ?? origin.pr?.headSha ?? '',
    baseSha: origin.mainSha,
    headRepoFullName: o.isFork ? 'someone/fork' : 'o/r',
    isFork: o.isFork ?? false,
  });
  const fresh = (): string => checkout(origin, { ref: 'refs/heads/main', sha: origin.mainSha, token: auth.token, persistCredentials: false });

  it('fetches refs/pull/N/head and checks it out, without writing the token to .git/config', async () => {
    const ws = fresh();
    const out = await checkOutPullRequestHead(ws, pr(), auth);
    assert.deepEqual(out, { ok: true, checkedOut: true, warnings: [] });
    assert.equal(head(ws), origin.pr?.headSha);
    assert.doesNotMatch(execFileSync('git', ['config', '--list', '--local'], { cwd: ws, encoding: 'utf8' }), /extraheader|pr-checkout-token/);
  });

  it('hands git the token through its environment, never on a command line `ps` shows', async () => {
    const ws = fresh();
    const shims = mkdtempSync(path.join(os.tmpdir(), 'git-shim-'));
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const log = path.join(shims, 'log');
    writeFileSync(
      path.join(shims, 'git'),
      `#!/bin/sh\nprintf 'argv %s\\n' "$*" >> '${log}'\nprintf 'key %s\\n' "$GIT_CONFIG_KEY_0" >> '${log}'\nexec '${real}' "$@"\n`,
    );
    chmodSync(path.join(shims, 'git'), 0o755);
    const savedPath = process.env.PATH;
    process.env.PATH = `${shims}:${savedPath ?? ''}`;
    try {
      assert.equal((await checkOutPullRequestHead(ws, pr(), auth)).ok, true);
    } finally {
      process.env.PATH = savedPath;
    }
    const lines = readFileSync(log, 'utf8').split('\n');
    const fetch = lines.findIndex((l) => l.startsWith('argv') && l.includes(' fetch '));
    assert.ok(fetch >= 0, 'the fetch went through the shim');
    assert.equal(lines[fetch + 1], 'key http.https://github.com/.extraheader');
    const secrets = [auth.token, Buffer.from(`x-access-token:${auth.token}`).toString('base64')];
    for (const line of lines.filter((l) => l.startsWith('argv'))) assert.ok(!secrets.some((s) => line.includes(s)), line);
  });

  it('a fork: checked out, with a warning saying what is and is not used', async () => {
    const out = await checkOutPullRequestHead(fresh(), pr({ isFork: true }), auth);
    assert.ok(out.ok);
    assert.match(out.warnings.join('\n'), /from a fork \(someone\/fork\).*push: pr_branch is not possible/);
  });

  it('already on the head: nothing to do', async () => {
    const ws = checkout(origin, {
      ref: 'refs/pull/7/head',
      sha: origin.pr?.headSha ?? '',
      withRef: origin.pr?.headSha ?? '',
      token: auth.token,
      persistCredentials: false,
    });
    assert.deepEqual(await checkOutPullRequestHead(ws, pr(), auth), { ok: true, checkedOut: false, warnings: [] });
  });

  it('refuses clearly when the fetch fails, never quoting the auth header', async () => {
    const ws = fresh();
    execFileSync('git', ['remote', 'set-url', 'origin', path.join(ws, 'no-such-remote')], { cwd: ws });
    const out = await checkOutPullRequestHead(ws, pr(), auth);
    assert.equal(out.ok, false);
    const error = out.ok ? '' : out.error;
    assert.match(error, /cannot check out pull request #7's head: fetching refs\/pull\/7\/head from origin failed/);
    assert.ok(!error.includes(auth.token) && !error.includes(Buffer.from(`x-access-token:${auth.token}`).toString('base64')), error);
  });

  it('refuses when an earlier step left changes to tracked files', async () => {
    const ws = fresh();
    writeFileSync(path.join(ws, 'README.md'), 'changed by an earlier step\n');
    const out = await checkOutPullRequestHead(ws, pr(), auth);
    assert.equal(out.ok, false);
    assert.match(out.ok ? '' : out.error, /uncommitted changes/);
  });
});
