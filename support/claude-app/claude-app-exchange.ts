import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeApp } from '../fake-github/fake-github.js';
import { verifyGitHubOidcToken } from '../runner/fake-oidc.js';
import { startForwardProxy, type ProxyTunnel } from '../network/forward-proxy.js';

/**
 * Anthropic's GitHub token exchange, as claude-code-action calls it when a workflow gives no `github_token`
 * (its src/github/token.ts): `POST https://api.anthropic.com/api/github/github-app-token-exchange` with
 * `Authorization: Bearer <GitHub OIDC token, audience claude-code-github-action>` and optionally a JSON body
 * `{ permissions }` (GitHub App permission names). The backend checks the token, then — as the "Claude"
 * GitHub App (slug `claude`, writing as `claude[bot]`) — finds its installation on the token's `repository`
 * and mints an installation token there (the fake GitHub's App routes), answering `{ token }`.
 *
 * It is reached as the world reaches it: an HTTPS server on 127.0.0.1 with a certificate for
 * `api.anthropic.com` from a TEST-ONLY CA (test-only-tls/), behind a CONNECT proxy that tunnels
 * `api.anthropic.com:443` to it. A process given `stepEnv` (HTTPS_PROXY, NO_PROXY, NODE_EXTRA_CA_CERTS)
 * and a proxy-honouring fetch gets there with the real URL; Node's global fetch, which ignores HTTPS_PROXY,
 * does not.
 *
 * Error answers follow what users have quoted from the real service (claude-code-action issues): 401 "Claude
 * Code is not installed on this repository. …", 401 "Workflow validation failed. …" with
 * `error.details.error_code` `workflow_not_found_on_default_branch`, 401 "Invalid OIDC token". Their envelope
 * is the API's `{ type: 'error', error: { type, message, details? } }`, which carries the `error.message` and
 * `error.details.error_code` claude-code-action reads; `errorShape: 'flat'` gives the other form it reads,
 * `{ type: 'error', message }`. How the real service answers a GitHub failure while minting is not known:
 * here 502. A permission the installation has not accepted answers 500 "Internal server error", as users reported
 * when claude-code-action began sending `additional_permissions` (anthropics/claude-code-action#863, #926).
 */

export const CLAUDE_APP_EXCHANGE_URL = 'https://api.anthropic.com/api/github/github-app-token-exchange';
export const CLAUDE_APP_AUDIENCE = 'claude-code-github-action';
export const CLAUDE_APP_SLUG = 'claude';
/** What the backend asks GitHub for when the request names no permissions (claude-code-action's DEFAULT_PERMISSIONS). */
export const CLAUDE_APP_DEFAULT_PERMISSIONS: Readonly<Record<string, string>> = { contents: 'write', pull_requests: 'write', issues: 'write' };
export const NOT_INSTALLED_MESSAGE =
  'Claude Code is not installed on this repository. Please install the Claude Code GitHub App at https://github.com/apps/claude';
export const WORKFLOW_VALIDATION_MESSAGE =
  "Workflow validation failed. The workflow file must exist and have identical content to the version on the repository's default branch.";

/** ok: mint a token; not_installed / workflow_validation: the 401 the real service gives then; server_error: every request 500. */
export type ClaudeAppExchangeMode = 'ok' | 'not_installed' | 'workflow_validation' | 'server_error';

/** The "Claude" GitHub App: the fake GitHub holds `app` (public key), the exchange backend the private key. */
export interface ClaudeAppIdentity {
  app: FakeApp;
  privateKey: KeyObject;
}

export interface ClaudeAppExchangeOptions {
  /** The fake GitHub's API URL; that fake must be configured with `identity.app`. */
  githubUrl: string;
  identity: ClaudeAppIdentity;
  mode?: ClaudeAppExchangeMode;
  /** The first `serverErrors` requests answer 500 (a transient outage, for a retry), then `mode` applies. */
  serverErrors?: number;
  /** The field the token is answered in: `token` (default) or the older `app_token`. */
  tokenField?: 'token' | 'app_token';
  /** `nested` (default): `{ type, error: { type, message, details? } }`; `flat`: `{ type: 'error', message }`. */
  errorShape?: 'nested' | 'flat';
}

export interface ExchangeRequest {
  method: string;
  path: string;
  /** The bearer token's claims, decoded without verification; undefined when there was none or it is not a JWT. */
  claims?: Record<string, unknown>;
  /** Why the bearer token was refused (signature, issuer, expiry, audience); undefined when accepted or not checked. */
  tokenProblem?: string;
  /** The `permissions` of the request's body; undefined when it had none. */
  permissions?: Record<string, string>;
  status: number;
  /** The JSON answered. */
  answer: unknown;
  /** The installation token minted and answered. */
  token?: string;
}

/** What a step needs to reach the exchange as api.anthropic.com through its proxy-honouring fetch. */
export interface ClaudeAppStepEnv {
  HTTPS_PROXY: string;
  /** 127.0.0.1 and localhost stay direct: the scripted model, the fake GitHub and the OIDC service live there. */
  NO_PROXY: string;
  /** The TEST-ONLY CA that signed the fake's api.anthropic.com certificate. */
  NODE_EXTRA_CA_CERTS: string;
}

export interface ClaudeAppExchange {
  /** The real URL a client calls: it only resolves through `stepEnv`. */
  url: string;
  /** The HTTPS server's port on 127.0.0.1. */
  port: number;
  proxyUrl: string;
  stepEnv: ClaudeAppStepEnv;
  requests: ExchangeRequest[];
  /** Every CONNECT the proxy was asked for (other hosts are refused). */
  tunnels: ProxyTunnel[];
  /** The mode now; a test may change it between requests. */
  mode: ClaudeAppExchangeMode;
  close(): Promise<void>;
}

const PROJECT_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'action.yml'))) dir = path.dirname(dir);
  return dir;
})();
const TLS_DIR = path.join(PROJECT_ROOT, 'support', 'claude-app', 'test-only-tls');
/** The TEST-ONLY CA certificate (its key was discarded once the leaf was signed). */
export const TEST_ONLY_CA_FILE = path.join(TLS_DIR, 'test-only-ca.pem');

let appKeys: { privateKey: KeyObject; publicKey: KeyObject } | undefined;

/** The Claude App as the fake GitHub needs it (`startFakeGitHub({ app: identity.app })`); one key pair per process. */
export function claudeAppIdentity(o: { appId?: string; installationId?: number; installedPermissions?: Record<string, string> } = {}): ClaudeAppIdentity {
  appKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    app: {
      // A test id, not the real App's.
      appId: o.appId ?? '900001',
      publicKey: appKeys.publicKey,
      slug: CLAUDE_APP_SLUG,
      ...(o.installationId !== undefined ? { installationId: o.installationId } : {}),
      ...(o.installedPermissions ? { permissions: o.installedPermissions } : {}),
    },
    privateKey: appKeys.privateKey,
  };
}

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An App JWT as GitHub checks it: RS256, iss the App id, iat a minute back for clock drift, ten minutes in all. */
function appJwt(identity: ClaudeAppIdentity): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url({ iat: now - 60, exp: now + 540, iss: identity.app.appId })}`;
  return `${head}.${createSign('RSA-SHA256').update(head).sign(identity.privateKey).toString('base64url')}`;
}

function decodeClaims(jwt: string): Record<string, unknown> | undefined {
  const body = jwt.split('.')[1];
  if (jwt.split('.').length !== 3 || !body) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

type Answer = { status: number; body: unknown; token?: string };

export async function startClaudeAppExchange(opts: ClaudeAppExchangeOptions): Promise<ClaudeAppExchange> {
  const requests: ExchangeRequest[] = [];
  const state: { mode: ClaudeAppExchangeMode } = { mode: opts.mode ?? 'ok' };
  let serverErrorsLeft = opts.serverErrors ?? 0;
  const failure = (status: number, type: string, message: string, errorCode?: string): Answer => ({
    status,
    body:
      opts.errorShape === 'flat'
        ? { type: 'error', message }
        : { type: 'error', error: { type, message, ...(errorCode ? { details: { error_code: errorCode } } : {}) } },
  });
  const github = async (method: string, route: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> => {
    const res = await fetch(`${opts.githubUrl}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${appJwt(opts.identity)}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  const answer = async (rec: ExchangeRequest, authorization: string | undefined, raw: string): Promise<Answer> => {
    if (rec.method !== 'POST' || rec.path !== new URL(CLAUDE_APP_EXCHANGE_URL).pathname) return failure(404, 'not_found_error', 'Not found');
    if (serverErrorsLeft > 0 || state.mode === 'server_error') {
      serverErrorsLeft = Math.max(0, serverErrorsLeft - 1);
      return failure(500, 'api_error', 'Internal server error');
    }
    const jwt = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    if (!jwt) {
      rec.tokenProblem = 'no bearer token';
      return failure(401, 'authentication_error', 'Invalid OIDC token');
    }
    const claims = decodeClaims(jwt);
    if (claims) rec.claims = claims;
    const verified = verifyGitHubOidcToken(jwt);
    const problem = !verified.ok ? verified.error : verified.claims.aud !== CLAUDE_APP_AUDIENCE ? `audience ${verified.claims.aud}` : undefined;
    if (problem || !verified.ok) {
      rec.tokenProblem = problem ?? 'invalid';
      return failure(401, 'authentication_error', 'Invalid OIDC token');
    }
    let parsed: unknown = {};
    try {
      parsed = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      return failure(400, 'invalid_request_error', 'Request body is not valid JSON');
    }
    const asked = parsed !== null && typeof parsed === 'object' ? (parsed as { permissions?: unknown }).permissions : undefined;
    if (asked !== undefined) {
      if (asked === null || typeof asked !== 'object' || Object.values(asked).some((level) => typeof level !== 'string'))
        return failure(400, 'invalid_request_error', 'permissions: expected an object of permission name to access level');
      rec.permissions = asked as Record<string, string>;
    }
    if (state.mode === 'workflow_validation') return failure(401, 'authentication_error', WORKFLOW_VALIDATION_MESSAGE, 'workflow_not_found_on_default_branch');
    if (state.mode === 'not_installed') return failure(401, 'authentication_error', NOT_INSTALLED_MESSAGE);
    const [owner = '', repo = ''] = verified.claims.repository.split('/');
    const installation = await github('GET', `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/installation`);
    if (installation.status === 404) return failure(401, 'authentication_error', NOT_INSTALLED_MESSAGE);
    if (installation.status !== 200) return failure(502, 'api_error', `GitHub answered ${installation.status} looking up the installation`);
    const minted = await github('POST', `/app/installations/${String(installation.json.id)}/access_tokens`, {
      repositories: [repo],
      permissions: rec.permissions ?? CLAUDE_APP_DEFAULT_PERMISSIONS,
    });
    // As users saw it when claude-code-action first sent additional_permissions (anthropics/claude-code-action#863, #926):
    // a permission the installation has not accepted makes the service answer 500, GitHub's reason not passed on.
    if (minted.status === 422) return failure(500, 'api_error', 'Internal server error');
    if (minted.status !== 201 || typeof minted.json.token !== 'string') return failure(502, 'api_error', `GitHub answered ${minted.status} minting a token`);
    return { status: 200, body: { [opts.tokenField ?? 'token']: minted.json.token }, token: minted.json.token };
  };

  const server = https.createServer(
    { key: readFileSync(path.join(TLS_DIR, 'api.anthropic.com-key.pem')), cert: readFileSync(path.join(TLS_DIR, 'api.anthropic.com.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const rec: ExchangeRequest = {
          method: (req.method ?? 'GET').toUpperCase(),
          path: new URL(req.url ?? '/', 'https://api.anthropic.com').pathname,
          status: 0,
          answer: null,
        };
        answer(rec, req.headers.authorization, Buffer.concat(chunks).toString('utf8'))
          .catch((error: unknown) => failure(500, 'api_error', `exchange fake: ${error instanceof Error ? error.message : String(error)}`))
          .then((a) => {
            rec.status = a.status;
            rec.answer = a.body;
            if (a.token) rec.token = a.token;
            requests.push(rec);
            res.writeHead(a.status, { 'content-type': 'application/json', 'request-id': `req_test_${requests.length}` }).end(JSON.stringify(a.body));
          });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const proxy = await startForwardProxy({ routes: { 'api.anthropic.com:443': port } });
  return {
    url: CLAUDE_APP_EXCHANGE_URL,
    port,
    proxyUrl: proxy.url,
    stepEnv: { HTTPS_PROXY: proxy.url, NO_PROXY: '127.0.0.1,localhost', NODE_EXTRA_CA_CERTS: TEST_ONLY_CA_FILE },
    requests,
    tunnels: proxy.tunnels,
    get mode() {
      return state.mode;
    },
    set mode(mode: ClaudeAppExchangeMode) {
      state.mode = mode;
    },
    close: async () => {
      await proxy.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
