import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { CLAUDE_APP_EXCHANGE_URL, exchangeForClaudeAppToken } from '../../src/github/claude-app-token.js';
import { parseGitHubAuth, type AuthContext } from '../../src/github/token.js';

/** Anthropic's exchange as a local server answering from a queue; the client is pointed at it by its fetch. */
interface Seen {
  url: string;
  authorization: string | undefined;
  body: unknown;
}
const answers: { status: number; body: unknown }[] = [];
const seen: Seen[] = [];
let server: http.Server;
let local = '';

before(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization, body: text ? (JSON.parse(text) as unknown) : undefined });
      const answer = answers.shift() ?? { status: 500, body: { type: 'error', message: 'no answer queued' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

const asked: string[] = [];
/** Records the URL the client asked for and sends the request to the local server instead (same path). */
const toLocal: typeof fetch = (input, init) => {
  const url = String(input);
  asked.push(url);
  return fetch(local + new URL(url).pathname, init);
};
const exchange = (permissions: Record<string, string> = { contents: 'write' }) =>
  exchangeForClaudeAppToken('oidc.jwt.here', permissions, { fetch: toLocal, sleep: async () => undefined });
const reset = (...queued: { status: number; body: unknown }[]): void => {
  seen.length = 0;
  asked.length = 0;
  answers.splice(0, answers.length, ...queued);
};

describe("the Claude GitHub App's token exchange (claude-code-action's src/github/token.ts, as a client)", () => {
  it("POSTs the OIDC token as a bearer to Anthropic's URL, with the permissions, and reads token (or app_token)", async () => {
    reset({ status: 200, body: { token: 'ghs_claude_1' } });
    assert.deepEqual(await exchange({ contents: 'read', pull_requests: 'write' }), { ok: true, token: 'ghs_claude_1' });
    assert.deepEqual(asked, [CLAUDE_APP_EXCHANGE_URL]);
    assert.equal(CLAUDE_APP_EXCHANGE_URL, 'https://api.anthropic.com/api/github/github-app-token-exchange');
    assert.equal(seen[0]?.authorization, 'Bearer oidc.jwt.here');
    assert.deepEqual(seen[0]?.body, { permissions: { contents: 'read', pull_requests: 'write' } });
    reset({ status: 200, body: { app_token: 'ghs_claude_2' } });
    assert.deepEqual(await exchange(), { ok: true, token: 'ghs_claude_2' });
    reset({ status: 200, body: {} });
    assert.deepEqual(await exchange(), { ok: false, error: 'HTTP 200 without a token in the answer', workflowValidation: false });
  });

  it("a 4xx is Anthropic's answer: returned at once with its message, workflow validation told apart", async () => {
    reset({ status: 403, body: { type: 'error', error: { type: 'permission_error', message: 'Claude GitHub App is not installed on this repository' } } });
    assert.deepEqual(await exchange(), {
      ok: false,
      error: 'HTTP 403: Claude GitHub App is not installed on this repository',
      workflowValidation: false,
    });
    assert.equal(seen.length, 1, 'not tried again');
    reset({
      status: 401,
      body: { error: { message: 'Workflow does not match the default branch', details: { error_code: 'workflow_not_found_on_default_branch' } } },
    });
    assert.equal(((await exchange()) as { workflowValidation: boolean }).workflowValidation, true);
    reset({ status: 401, body: { type: 'error', message: 'Workflow validation failed: the file differs' } });
    assert.equal(((await exchange()) as { workflowValidation: boolean }).workflowValidation, true);
    reset({ status: 401, body: { type: 'error', message: 'Invalid OIDC token' } });
    assert.equal(((await exchange()) as { workflowValidation: boolean }).workflowValidation, false);
  });

  it('a 5xx or a failed connection is tried again, three attempts in all', async () => {
    reset({ status: 502, body: { message: 'bad gateway' } }, { status: 503, body: { message: 'busy' } }, { status: 200, body: { token: 'ghs_third' } });
    assert.deepEqual(await exchange(), { ok: true, token: 'ghs_third' });
    assert.equal(seen.length, 3);
    reset({ status: 500, body: { message: 'down' } }, { status: 500, body: { message: 'down' } }, { status: 500, body: { message: 'still down' } });
    assert.deepEqual(await exchange(), { ok: false, error: 'HTTP 500: still down (after 3 attempts)', workflowValidation: false });
    const refused: typeof fetch = (_input, init) => fetch('http://127.0.0.1:1/', init);
    const failed = await exchangeForClaudeAppToken('t', {}, { fetch: refused, sleep: async () => undefined });
    assert.equal(failed.ok, false);
    assert.match((failed as { error: string }).error, /fetch failed.*\(after 3 attempts\)/);
  });
});

describe('which token a run uses (parseGitHubAuth)', () => {
  const oidc = { ACTIONS_ID_TOKEN_REQUEST_URL: 'http://127.0.0.1/oidc?api-version=2.0', ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'req' };
  const job = { workflow_token: 'ghs_job' };
  const ctx: AuthContext = { anthropicApi: true, push: undefined, additionalPermissions: {} };
  const parse = (inputs: Record<string, string>, env: NodeJS.ProcessEnv, c: Partial<AuthContext> = {}) =>
    parseGitHubAuth((n) => inputs[n] ?? '', env, { ...ctx, ...c });
  const kind = (r: ReturnType<typeof parse>): string => (r.ok ? r.auth.kind : `error: ${r.errors.join('; ')}`);

  it("a switched claude-code-action workflow (no token given, id-token: write, Anthropic's API) gets the Claude App's, with its default permissions", () => {
    const r = parse(job, oidc);
    assert.ok(r.ok && r.auth.kind === 'claude_app');
    assert.deepEqual(r.auth, {
      kind: 'claude_app',
      required: false,
      fallback: 'ghs_job',
      permissions: { contents: 'write', pull_requests: 'write', issues: 'write' },
      base: { contents: 'write', pull_requests: 'write', issues: 'write' },
      additional: {},
    });
    // push: none never writes contents; additional_permissions are merged over the defaults, as claude-code-action merges them.
    const narrow = parse(job, oidc, { push: 'none', additionalPermissions: { actions: 'read', issues: 'read' } });
    assert.ok(narrow.ok && narrow.auth.kind === 'claude_app');
    assert.deepEqual(narrow.auth.permissions, { contents: 'read', pull_requests: 'write', issues: 'read', actions: 'read' });
  });

  it("auto stays with the job's token without id-token: write, on a cloud provider, on GHES, with a token or App of its own, or when false", () => {
    assert.deepEqual(parse(job, {}), { ok: true, auth: { kind: 'token', token: 'ghs_job', source: "the job's GITHUB_TOKEN" }, warnings: [] });
    assert.equal(kind(parse(job, oidc, { anthropicApi: false })), 'token');
    assert.equal(kind(parse(job, { ...oidc, GITHUB_SERVER_URL: 'https://ghe.example.com' })), 'token');
    assert.equal(kind(parse({ ...job, use_claude_github_app: 'false' }, oidc)), 'token');
    assert.deepEqual(parse({ ...job, github_token: 'ghp_mine' }, oidc), {
      ok: true,
      auth: { kind: 'token', token: 'ghp_mine', source: 'input github_token' },
      warnings: [],
    });
    assert.equal(kind(parse({ ...job, app_id: '12', app_private_key: 'KEY' }, oidc)), 'app');
  });

  it('true asks for it whatever the provider and fails the run when it cannot; a bad value is an error naming the input', () => {
    const forced = parse({ ...job, use_claude_github_app: 'true' }, oidc, { anthropicApi: false });
    assert.ok(forced.ok && forced.auth.kind === 'claude_app' && forced.auth.required);
    assert.match(
      kind(parse({ ...job, use_claude_github_app: 'true' }, {})),
      /use_claude_github_app: true needs the job's OIDC token: give the job permissions: id-token: write/,
    );
    assert.match(kind(parse({ github_token: 'ghp', use_claude_github_app: 'true' }, oidc)), /github_token or app_id gives the run a token of its own/);
    assert.match(kind(parse({ use_claude_github_app: 'sometimes' }, oidc)), /input use_claude_github_app: "sometimes" is not auto, true or false/);
  });

  it('additional_permissions beyond actions is a warning with any other token, naming them', () => {
    const r = parse(job, {}, { additionalPermissions: { actions: 'read', checks: 'write' } });
    assert.ok(r.ok);
    assert.equal(r.warnings.length, 1);
    assert.match(r.warnings[0] ?? '', /input additional_permissions: checks: write not applied/);
    assert.deepEqual(parse(job, {}, { additionalPermissions: { actions: 'read' } }), {
      ok: true,
      auth: { kind: 'token', token: 'ghs_job', source: "the job's GITHUB_TOKEN" },
      warnings: [],
    });
  });
});
