import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  CLAUDE_APP_AUDIENCE,
  CLAUDE_APP_DEFAULT_PERMISSIONS,
  CLAUDE_APP_EXCHANGE_URL,
  claudeAppIdentity,
  NOT_INSTALLED_MESSAGE,
  startClaudeAppExchange,
  WORKFLOW_VALIDATION_MESSAGE,
  type ClaudeAppExchange,
  type ClaudeAppExchangeOptions,
} from '../../support/claude-app/claude-app-exchange.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { startFakeOidc, type FakeOidc } from '../../support/runner/fake-oidc.js';
import { makeRepo, NODE24, PROJECT_ROOT, runAction } from '../../support/runner/run-action.js';

/**
 * The fake of Anthropic's GitHub token exchange (support/claude-app), reached as a step reaches
 * api.anthropic.com: a child Node process given only the exchange's stepEnv and PATH, calling the real URL
 * through undici's EnvHttpProxyAgent (as the product's fetch does with a proxy set).
 */

const OWNER = 'octo-org';
const REPO = 'octo-repo';
const JOB_TOKEN = 'ghs_jobTokenWithPullRequestsRead0001';
const REQUEST_TOKEN = 'oidc-request-token-for-this-test';

/** In the child: POST the exchange with `fetch` = undici's (through EnvHttpProxyAgent) or Node's global; prints { status, body } or { error }. */
const CLIENT = `
const [how, url, bearer, body] = process.argv.slice(1);
const undici = require('undici');
const call = how === 'undici' ? (u, init) => undici.fetch(u, { ...init, dispatcher: new undici.EnvHttpProxyAgent() }) : globalThis.fetch;
const headers = { authorization: 'Bearer ' + bearer, ...(body ? { 'content-type': 'application/json' } : {}) };
call(url, { method: 'POST', headers, ...(body ? { body } : {}) })
  .then(async (res) => console.log(JSON.stringify({ status: res.status, body: await res.json() })))
  .catch((e) => console.log(JSON.stringify({ error: String(e && e.cause ? e.cause.code || e.cause.message : e) })));
`;

interface ClientResult {
  status?: number;
  body?: Record<string, unknown>;
  error?: string;
}

function exchangeFromChild(how: 'undici' | 'global', env: Record<string, string>, bearer: string, body?: unknown): Promise<ClientResult> {
  const args = ['-e', CLIENT, how, CLAUDE_APP_EXCHANGE_URL, bearer, ...(body === undefined ? [] : [JSON.stringify(body)])];
  return new Promise((resolve, reject) => {
    execFile(NODE24, args, { cwd: PROJECT_ROOT, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, timeout: 30_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ClientResult);
    });
  });
}

const identity = claudeAppIdentity();
let github: FakeGitHub;
let oidc: FakeOidc;
const exchanges: ClaudeAppExchange[] = [];

async function exchangeWith(o: Partial<ClaudeAppExchangeOptions> = {}): Promise<ClaudeAppExchange> {
  const exchange = await startClaudeAppExchange({ githubUrl: github.url, identity, ...o });
  exchanges.push(exchange);
  return exchange;
}

/** An OIDC token from the runtime's token service, as core.getIDToken(audience) fetches it. */
async function oidcToken(audience = CLAUDE_APP_AUDIENCE, service = oidc): Promise<string> {
  const res = await fetch(`${service.url}&audience=${encodeURIComponent(audience)}`, { headers: { authorization: `Bearer ${REQUEST_TOKEN}` } });
  return ((await res.json()) as { value: string }).value;
}

async function gh(method: string, route: string, token: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${github.url}${route}`, {
    method,
    headers: { authorization: `token ${token}`, accept: 'application/vnd.github+json', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const review = (token: string): Promise<{ status: number; json: Record<string, unknown> }> =>
  gh('POST', `/repos/${OWNER}/${REPO}/pulls/2/reviews`, token, { event: 'COMMENT', body: 'Looks right.' });

before(async () => {
  github = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    app: identity.app,
    pulls: [{ number: 2, head: 'changes' }],
    tokenScopes: { token: JOB_TOKEN, permissions: { contents: 'read', 'pull-requests': 'read', 'id-token': 'write' } },
  });
  oidc = await startFakeOidc(REQUEST_TOKEN, {
    repository: `${OWNER}/${REPO}`,
    ref: 'refs/heads/main',
    sha: github.baseSha,
    eventName: 'pull_request',
    runId: '1',
    actor: OWNER,
  });
});
after(async () => {
  await Promise.all([...exchanges.map((e) => e.close()), github.close(), oidc.close()]);
});

describe('the Claude App token exchange fake, reached as api.anthropic.com', () => {
  it("mints a claude[bot] token the job token's pull-requests: read does not limit; DELETE /installation/token revokes it", async () => {
    const exchange = await exchangeWith();
    const jwt = await oidcToken();
    const got = await exchangeFromChild('undici', { ...exchange.stepEnv }, jwt);
    assert.equal(got.status, 200, JSON.stringify(got));
    const token = String(got.body?.token ?? '');
    assert.match(token, /^ghs_/);
    assert.deepEqual(
      exchange.tunnels.map((t) => t.target),
      ['api.anthropic.com:443'],
    );
    const [rec] = exchange.requests;
    assert.equal(rec?.claims?.aud, CLAUDE_APP_AUDIENCE);
    assert.equal(rec?.claims?.repository, `${OWNER}/${REPO}`);
    assert.equal(rec?.permissions, undefined, 'the request named no permissions');
    assert.equal(rec?.status, 200);
    assert.equal(rec?.token, token);
    // As the Claude App: its installation found with an App JWT, a token for this repository with the default permissions.
    assert.deepEqual(github.state.installationTokens.get(token)?.permissions, CLAUDE_APP_DEFAULT_PERMISSIONS);
    assert.deepEqual(github.state.installationTokens.get(token)?.repositories, [REPO]);

    const refused = await review(JOB_TOKEN);
    assert.equal(refused.status, 403, 'the job token has pull-requests: read');
    assert.equal(refused.json.message, 'Resource not accessible by integration');
    const posted = await review(token);
    assert.equal(posted.status, 200, JSON.stringify(posted.json));
    assert.equal((posted.json.user as { login?: string }).login, 'claude[bot]');
    assert.equal(github.state.reviews.at(-1)?.user.login, 'claude[bot]');

    assert.equal((await gh('DELETE', '/installation/token', token)).status, 204);
    assert.equal((await review(token)).status, 401, 'a revoked token is unknown to GitHub');
    assert.equal((await gh('DELETE', '/installation/token', token)).status, 401);
  });

  it('mints with the permissions the request names (App names), and the token is limited by them; the older app_token field on request', async () => {
    const exchange = await exchangeWith({ tokenField: 'app_token' });
    const permissions = { contents: 'read', pull_requests: 'write' };
    const got = await exchangeFromChild('undici', { ...exchange.stepEnv }, await oidcToken(), { permissions });
    assert.equal(got.status, 200, JSON.stringify(got));
    assert.equal(got.body?.token, undefined);
    const token = String(got.body?.app_token ?? '');
    assert.deepEqual(exchange.requests[0]?.permissions, permissions);
    assert.deepEqual(github.state.installationTokens.get(token)?.permissions, permissions);
    assert.equal((await review(token)).status, 200);
    const blob = await gh('POST', `/repos/${OWNER}/${REPO}/git/blobs`, token, { content: 'x', encoding: 'utf-8' });
    assert.equal(blob.status, 403, 'contents: read does not write');
    const comment = await gh('POST', `/repos/${OWNER}/${REPO}/issues/2/comments`, token, { body: 'on the PR' });
    assert.equal(comment.status, 201, 'pull_requests: write covers the PR conversation');
  });

  it('a permission the installation has not accepted: 500 "Internal server error" (as anthropics/claude-code-action#863 saw it), no token', async () => {
    const exchange = await exchangeWith();
    const got = await exchangeFromChild('undici', { ...exchange.stepEnv }, await oidcToken(), { permissions: { checks: 'write' } });
    assert.equal(got.status, 500);
    assert.equal(String((got.body?.error as { message?: string }).message), 'Internal server error');
  });

  it('a token for another audience, a forged one, or none: 401 "Invalid OIDC token", and GitHub is not asked', async () => {
    const exchange = await exchangeWith();
    const before = github.requests.length;
    const wrongAudience = await exchangeFromChild('undici', { ...exchange.stepEnv }, await oidcToken('sts.amazonaws.com'));
    assert.equal(wrongAudience.status, 401);
    assert.deepEqual(wrongAudience.body, { type: 'error', error: { type: 'authentication_error', message: 'Invalid OIDC token' } });
    assert.equal(exchange.requests[0]?.tokenProblem, 'audience sts.amazonaws.com');
    assert.equal(exchange.requests[0]?.claims?.aud, 'sts.amazonaws.com');
    const [head, body] = (await oidcToken()).split('.');
    const forged = await exchangeFromChild('undici', { ...exchange.stepEnv }, `${head}.${body}.${Buffer.from('not the signature').toString('base64url')}`);
    assert.equal(forged.status, 401);
    assert.equal(exchange.requests[1]?.tokenProblem, 'bad signature');
    const none = await exchangeFromChild('undici', { ...exchange.stepEnv }, '');
    assert.equal(none.status, 401);
    assert.equal(github.requests.length, before);
  });

  it('not_installed: 401 with the message users see; so too, without the mode, for a repository the App is not installed on', async () => {
    const exchange = await exchangeWith({ mode: 'not_installed' });
    const got = await exchangeFromChild('undici', { ...exchange.stepEnv }, await oidcToken());
    assert.equal(got.status, 401);
    assert.equal((got.body?.error as { message?: string }).message, NOT_INSTALLED_MESSAGE);
    exchange.mode = 'ok';
    const elsewhere = await startFakeOidc(REQUEST_TOKEN, {
      repository: `${OWNER}/another-repo`,
      ref: 'refs/heads/main',
      sha: github.baseSha,
      eventName: 'push',
      runId: '2',
      actor: OWNER,
    });
    try {
      const other = await exchangeFromChild('undici', { ...exchange.stepEnv }, await oidcToken(CLAUDE_APP_AUDIENCE, elsewhere));
      assert.equal(other.status, 401);
      assert.equal((other.body?.error as { message?: string }).message, NOT_INSTALLED_MESSAGE);
    } finally {
      await elsewhere.close();
    }
  });

  it('workflow_validation: 401 with error.details.error_code workflow_not_found_on_default_branch; errorShape flat: { type, message }', async () => {
    const exchange = await exchangeWith({ mode: 'workflow_validation' });
    const got = await exchangeFromChild('undici', { ...exchange.stepEnv }, await oidcToken());
    assert.equal(got.status, 401);
    assert.deepEqual(got.body, {
      type: 'error',
      error: { type: 'authentication_error', message: WORKFLOW_VALIDATION_MESSAGE, details: { error_code: 'workflow_not_found_on_default_branch' } },
    });
    const flat = await exchangeWith({ mode: 'workflow_validation', errorShape: 'flat' });
    const flatGot = await exchangeFromChild('undici', { ...flat.stepEnv }, await oidcToken());
    assert.equal(flatGot.status, 401);
    assert.deepEqual(flatGot.body, { type: 'error', message: WORKFLOW_VALIDATION_MESSAGE });
  });

  it('serverErrors: 2 answers 500 twice, then a token (a retry gets through); server_error answers 500 every time', async () => {
    const exchange = await exchangeWith({ serverErrors: 2 });
    const jwt = await oidcToken();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await exchangeFromChild('undici', { ...exchange.stepEnv }, jwt)).status ?? 0);
    assert.deepEqual(statuses, [500, 500, 200]);
    assert.equal(exchange.requests.filter((r) => r.token).length, 1);
    const down = await exchangeWith({ mode: 'server_error' });
    for (let i = 0; i < 2; i++) assert.equal((await exchangeFromChild('undici', { ...down.stepEnv }, jwt)).status, 500);
  });

  it("Node's global fetch does not reach it: not without the proxy env, and not with it either (it ignores HTTPS_PROXY)", async () => {
    const exchange = await exchangeWith();
    // The real api.anthropic.com is unreachable here; with a network it would answer, but never with a token for this bogus bearer.
    const direct = await exchangeFromChild('global', {}, 'not-an-oidc-token');
    assert.ok(direct.error !== undefined || direct.status !== 200, JSON.stringify(direct));
    const globalWithEnv = await exchangeFromChild('global', { ...exchange.stepEnv }, 'not-an-oidc-token');
    assert.ok(globalWithEnv.error !== undefined || globalWithEnv.status !== 200, JSON.stringify(globalWithEnv));
    assert.deepEqual(exchange.requests, []);
    assert.deepEqual(exchange.tunnels, []);
  });

  it('the certificate is checked: without NODE_EXTRA_CA_CERTS (the TEST-ONLY CA) the TLS handshake fails and nothing is answered', async () => {
    const exchange = await exchangeWith();
    const { NODE_EXTRA_CA_CERTS: _ca, ...withoutCa } = exchange.stepEnv;
    const got = await exchangeFromChild('undici', withoutCa, await oidcToken());
    assert.match(got.error ?? '', /VERIFY|CERT/, JSON.stringify(got));
    assert.deepEqual(exchange.tunnels, [{ target: 'api.anthropic.com:443', port: exchange.port }], 'the tunnel was opened');
    assert.deepEqual(exchange.requests, []);
  });

  it('the proxy tunnels api.anthropic.com alone: another host is refused', async () => {
    const exchange = await exchangeWith();
    const script = `require('undici').fetch('https://example.com/', { dispatcher: new (require('undici').EnvHttpProxyAgent)() }).then((r) => console.log('status', r.status), (e) => console.log('refused', String(e)))`;
    const out = await new Promise<string>((resolve) =>
      execFile(NODE24, ['-e', script], { cwd: PROJECT_ROOT, env: { PATH: process.env.PATH ?? '', ...exchange.stepEnv }, timeout: 30_000 }, (_e, stdout) =>
        resolve(stdout),
      ),
    );
    assert.match(out, /^refused/);
    assert.deepEqual(exchange.tunnels, [{ target: 'example.com:443' }]);
  });
});

/** A step doing what claude-code-action's setupGitHubToken does, then commenting with the token and revoking it. */
const TOKEN_STEP = `
import { createRequire } from 'node:module';
const undici = createRequire(${JSON.stringify(path.join(PROJECT_ROOT, 'package.json'))})('undici');
const id = await fetch(process.env.ACTIONS_ID_TOKEN_REQUEST_URL + '&audience=claude-code-github-action', {
  headers: { authorization: 'Bearer ' + process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN },
});
const { value } = await id.json();
const exchanged = await undici.fetch('https://api.anthropic.com/api/github/github-app-token-exchange', {
  method: 'POST',
  headers: { authorization: 'Bearer ' + value },
  dispatcher: new undici.EnvHttpProxyAgent(),
});
const answer = await exchanged.json();
if (!exchanged.ok) {
  console.log('exchange', exchanged.status, answer.error?.message ?? answer.message);
  process.exit(1);
}
const { token } = answer;
const api = process.env.GITHUB_API_URL + '/repos/' + process.env.GITHUB_REPOSITORY;
const headers = { authorization: 'token ' + token, 'content-type': 'application/json' };
const comment = await fetch(api + '/issues/1/comments', { method: 'POST', headers, body: JSON.stringify({ body: 'from the Claude App' }) });
console.log('comment', comment.status, (await comment.json()).user.login);
const revoked = await fetch(process.env.GITHUB_API_URL + '/installation/token', { method: 'DELETE', headers });
console.log('revoked', revoked.status);
`;

describe("runAction({ claudeApp }): the exchange in the step's world", () => {
  it("a step under id-token: write exchanges the runner's OIDC token for a claude[bot] token of the harness's fake GitHub, comments, revokes it", async () => {
    const entry = path.join(mkdtempSync(path.join(os.tmpdir(), 'agent-runner-token-step-')), 'token-step.mjs');
    writeFileSync(entry, TOKEN_STEP);
    const run = await runAction({ workspace: makeRepo({ 'README.md': '# x\n' }), inputs: {}, entry, idToken: true, claudeApp: {} });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^comment 201 claude\[bot\]$/m, run.stdout + run.stderr);
    assert.match(run.stdout, /^revoked 204$/m);
    assert.equal(run.claudeAppRequests.length, 1);
    assert.equal(run.claudeAppRequests[0]?.status, 200);
    assert.equal(run.claudeAppRequests[0]?.claims?.aud, CLAUDE_APP_AUDIENCE);
    assert.equal(run.claudeAppRequests[0]?.claims?.repository, run.oidcTokens[0]?.repository);
    assert.equal(run.claudeAppRequests[0]?.claims?.jti, run.oidcTokens[0]?.jti, "the runner's token service issued it");
    assert.deepEqual(
      run.githubRequests.filter((q) => q.route?.includes('installation')).map((q) => `${q.route} ${q.status}`),
      ['GET /repos/{owner}/{repo}/installation 200', 'POST /app/installations/{installation_id}/access_tokens 201', 'DELETE /installation/token 204'],
    );
  });

  it('mode workflow_validation reaches the step as the 401 claude-code-action skips on', async () => {
    const entry = path.join(mkdtempSync(path.join(os.tmpdir(), 'agent-runner-token-step-')), 'token-step.mjs');
    writeFileSync(entry, TOKEN_STEP);
    const run = await runAction({
      workspace: makeRepo({ 'README.md': '# x\n' }),
      inputs: {},
      entry,
      idToken: true,
      claudeApp: { mode: 'workflow_validation' },
    });
    assert.equal(run.exitCode, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /^exchange 401 Workflow validation failed\./m);
    assert.equal(run.claudeAppRequests[0]?.status, 401);
    assert.deepEqual((run.claudeAppRequests[0]?.answer as { error?: { details?: unknown } }).error?.details, {
      error_code: 'workflow_not_found_on_default_branch',
    });
  });
});
