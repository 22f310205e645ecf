import assert from 'node:assert/strict';
import { generateKeyPairSync, verify } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { AppTokenError, createAppJwt, mintInstallationToken, permissionsForRun, revokeInstallationToken } from '../../src/github/app-token.js';
import { RenewingAppToken } from '../../src/github/app-token-renewal.js';
import { lazyOctokit } from '../../src/github/lazy-octokit.js';
import { parseGitHubAuth } from '../../src/github/token.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';

const pair = (): { privateKey: string; publicKey: string } =>
  generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const appKeys = pair();
const otherKeys = pair();
const APP_ID = '123456';

let gh: FakeGitHub;
before(async () => {
  gh = await startFakeGitHub({
    owner: 'octo-org',
    repo: 'octo-repo',
    app: {
      appId: APP_ID,
      clientId: 'Iv23liTEST',
      publicKey: appKeys.publicKey,
      installationId: 77,
      permissions: { contents: 'write', issues: 'write', pull_requests: 'write', actions: 'read', metadata: 'read' },
    },
  });
});
after(async () => {
  await gh.close();
});

const mint = (over: Partial<Parameters<typeof mintInstallationToken>[0]> = {}): ReturnType<typeof mintInstallationToken> =>
  mintInstallationToken({
    appId: APP_ID,
    privateKey: appKeys.privateKey,
    owner: 'octo-org',
    repo: 'octo-repo',
    permissions: { contents: 'write', issues: 'write' },
    apiUrl: gh.url,
    ...over,
  });

const rejection = async (p: Promise<unknown>): Promise<AppTokenError> => {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof AppTokenError, String(err));
    return err;
  }
  assert.fail('expected a rejection');
};

describe('createAppJwt', () => {
  it('is an RS256 JWT the App public key verifies, issued a minute back and valid nine minutes', () => {
    const jwt = createAppJwt(APP_ID, appKeys.privateKey, 1_800_000_000);
    const [h = '', p = '', s = ''] = jwt.split('.');
    assert.deepEqual(JSON.parse(Buffer.from(h, 'base64url').toString()), { alg: 'RS256', typ: 'JWT' });
    assert.deepEqual(JSON.parse(Buffer.from(p, 'base64url').toString()), { iat: 1_800_000_000 - 60, exp: 1_800_000_000 + 540, iss: APP_ID });
    assert.ok(verify('sha256', Buffer.from(`${h}.${p}`), appKeys.publicKey, Buffer.from(s, 'base64url')));
    assert.ok(!verify('sha256', Buffer.from(`${h}.${p}`), otherKeys.publicKey, Buffer.from(s, 'base64url')));
  });

  it('accepts a key pasted with literal \\n escapes and PKCS#8; refuses non-RSA keys and garbage, naming the input', () => {
    assert.doesNotThrow(() => createAppJwt(APP_ID, appKeys.privateKey.replace(/\n/g, '\\n')));
    const pkcs8 = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    assert.doesNotThrow(() => createAppJwt(APP_ID, pkcs8.privateKey));
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    assert.throws(() => createAppJwt(APP_ID, ec.privateKey), /app_private_key: an RSA key is needed/);
    assert.throws(() => createAppJwt(APP_ID, 'not a key'), /input app_private_key: not a PEM private key/);
  });
});

describe('mintInstallationToken against the fake GitHub', () => {
  it('finds the installation, then mints a token for this repository alone with only the asked permissions', async () => {
    const before = gh.requests.length;
    const minted = await mint();
    assert.match(minted.token, /^ghs_/);
    assert.equal(minted.installationId, 77);
    // Its comments are the ones the run may adopt: the installation names the App (app_slug).
    assert.equal(minted.login, 'agent-runner-test[bot]');
    assert.deepEqual(minted.permissions, { contents: 'write', issues: 'write' });
    const left = Math.floor((Date.parse(minted.expiresAt) - Date.now()) / 1000);
    assert.ok(left > 3500 && left <= 3600);
    const calls = gh.requests.slice(before);
    assert.deepEqual(
      calls.map((r) => `${r.method} ${r.path} ${r.status}`),
      ['GET /repos/octo-org/octo-repo/installation 200', 'POST /app/installations/77/access_tokens 201'],
    );
    assert.deepEqual(calls[1]?.body, { repositories: ['octo-repo'], permissions: { contents: 'write', issues: 'write' } });
    assert.deepEqual(gh.state.installationTokens.get(minted.token)?.repositories, ['octo-repo']);
  });

  it('the client id works as the issuer too', async () => {
    assert.match((await mint({ appId: 'Iv23liTEST' })).token, /^ghs_/);
  });

  it('a JWT signed with another key is refused, with the likely cause', async () => {
    const err = await rejection(mint({ privateKey: otherKeys.privateKey }));
    assert.equal(err.status, 401);
    assert.match(err.message, /rejected the App's JWT.*check app_id and that app_private_key is that App's key/);
  });

  it('an App not installed on the repository says so', async () => {
    const err = await rejection(mint({ owner: 'someone-else' }));
    assert.equal(err.status, 404);
    assert.match(err.message, /not installed on someone-else\/octo-repo/);
  });

  it('asking for more than the installation has is refused, naming the permissions', async () => {
    const err = await rejection(mint({ permissions: { contents: 'write', checks: 'write' } }));
    assert.equal(err.status, 422);
    assert.match(err.message, /cannot grant \{"contents":"write","checks":"write"\}/);
  });

  it('a transient 5xx is retried once', async () => {
    gh.failNext('GET', '/repos/octo-org/octo-repo/installation', 502, 1);
    assert.match((await mint()).token, /^ghs_/);
  });
});

describe('revokeInstallationToken', () => {
  it('revokes; a second revoke (the post step after the main step) is still a success', async () => {
    const { token } = await mint();
    assert.deepEqual(await revokeInstallationToken(token, gh.url), { revoked: true });
    assert.equal(gh.state.installationTokens.get(token)?.revoked, true);
    assert.deepEqual(await revokeInstallationToken(token, gh.url), { revoked: true });
    const deletes = gh.requests.filter((r) => r.method === 'DELETE');
    assert.deepEqual(
      deletes.slice(-2).map((r) => r.status),
      [204, 401],
    );
  });

  it('reports, never throws, when GitHub cannot be reached', async () => {
    const result = await revokeInstallationToken('ghs_x', 'http://127.0.0.1:1');
    assert.equal(result.revoked, false);
  });
});

describe('permissionsForRun and parseGitHubAuth', () => {
  it('only what the run needs, never workflows', () => {
    assert.deepEqual(permissionsForRun({ push: undefined, comments: false }), { contents: 'read', pull_requests: 'read' });
    assert.deepEqual(permissionsForRun({ push: 'branch', comments: true }), { contents: 'write', pull_requests: 'write', issues: 'write' });
    assert.deepEqual(permissionsForRun({ push: 'pull_request', comments: false }), { contents: 'write', pull_requests: 'write' });
  });

  it('github_token or an App, never both; app_id and app_private_key go together', () => {
    const parse = (inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}): ReturnType<typeof parseGitHubAuth> =>
      parseGitHubAuth((n) => inputs[n] ?? '', env, { anthropicApi: true, push: undefined, additionalPermissions: {} });
    assert.deepEqual(parse({}, { GITHUB_TOKEN: 'ghs_env' }), {
      ok: true,
      auth: { kind: 'token', token: 'ghs_env', source: 'GITHUB_TOKEN from the environment' },
      warnings: [],
    });
    // action.yml gives workflow_token its default (the job's token): an App given beside it is no conflict.
    assert.deepEqual(parse({ app_id: '1', app_private_key: 'KEY', workflow_token: 'ghs_job' }), {
      ok: true,
      auth: { kind: 'app', appId: '1', privateKey: 'KEY' },
      warnings: [],
    });
    const errs = (r: ReturnType<typeof parseGitHubAuth>): string => (r.ok ? '' : r.errors.join('\n'));
    assert.match(errs(parse({ app_id: '1' })), /input app_private_key: required with app_id/);
    assert.match(errs(parse({ app_private_key: 'KEY' })), /input app_id: required with app_private_key/);
    assert.match(
      errs(parse({ app_id: '1', app_private_key: 'KEY', github_token: 'ghp' })),
      /input github_token: give either github_token or app_id \+ app_private_key, not both/,
    );
    assert.match(errs(parse({ app_id: 'my-app', app_private_key: 'KEY' })), /input app_id: "my-app"/);
  });
});

describe('RenewingAppToken: a run longer than the token', () => {
  const tokensSent = (): string[] =>
    gh.requests.filter((r) => r.route === 'GET /repos/{owner}/{repo}').map((r) => (r.authorization ?? '').replace(/^token /, ''));

  it('every request asks for the token; one within ten minutes of its end is re-minted first and the old one revoked', async () => {
    const first = await mint();
    const end = Date.parse(first.expiresAt);
    let clock = end - 30 * 60_000;
    const renewals: string[] = [];
    const holder = new RenewingAppToken(
      first,
      () => mint(),
      async (fresh, replaced) => {
        renewals.push(fresh.token);
        await revokeInstallationToken(replaced.token, gh.url);
      },
      (m) => assert.fail(m),
      () => clock,
    );
    const octokit = lazyOctokit(() => holder.current(), gh.url);
    const before = gh.requests.length;
    await octokit.request('GET /repos/{owner}/{repo}', { owner: 'octo-org', repo: 'octo-repo' });
    clock = end - 5 * 60_000;
    await Promise.all([1, 2].map(() => octokit.request('GET /repos/{owner}/{repo}', { owner: 'octo-org', repo: 'octo-repo' })));
    const sent = tokensSent().slice(-3);
    assert.ok(gh.requests.length > before);
    assert.equal(renewals.length, 1, 'two requests at once renew once');
    assert.deepEqual(sent, [first.token, renewals[0], renewals[0]]);
    assert.equal(holder.latest.token, renewals[0]);
    assert.equal(gh.state.installationTokens.get(first.token)?.revoked, true, 'the replaced token is revoked');
    assert.equal(gh.state.installationTokens.get(renewals[0] ?? '')?.revoked, false);
  });

  it('a renewal that fails warns once and keeps the old token', async () => {
    const first = await mint();
    const warnings: string[] = [];
    let mints = 0;
    const holder = new RenewingAppToken(
      first,
      () => {
        mints++;
        return mint({ privateKey: otherKeys.privateKey });
      },
      () => assert.fail('no renewal'),
      (m) => warnings.push(m),
      () => Date.parse(first.expiresAt) - 60_000,
    );
    assert.equal(await holder.current(), first.token);
    assert.equal(await holder.current(), first.token);
    assert.equal(mints, 1);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? '', /Could not renew the GitHub App installation token before it expires at .*rejected the App's JWT/);
  });
});
