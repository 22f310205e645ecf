import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The Actions runtime's OIDC token service, as a job with `permissions: id-token: write` reaches it: @actions/core's
 * getIDToken GETs `ACTIONS_ID_TOKEN_REQUEST_URL&audience=<aud>` with `Authorization: Bearer
 * ACTIONS_ID_TOKEN_REQUEST_TOKEN` and reads `{ value }`. Each token is an RS256 JWT with GitHub's claims
 * (docs.github.com, "About security hardening with OpenID Connect") and a fresh `jti`, signed with this module's key:
 * a token service under test (the scripted model's federation exchange) verifies it with verifyGitHubOidcToken.
 */

const GITHUB_OIDC_ISSUER = 'https://token.actions.githubusercontent.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY_ID = 'fake-github-actions-oidc-1';
/** GitHub's tokens live five minutes... the exchange must happen inside that. */
const LIFETIME_S = 300;

export interface OidcClaims {
  iss: string;
  aud: string;
  sub: string;
  jti: string;
  iat: number;
  nbf: number;
  exp: number;
  repository: string;
  repository_owner: string;
  ref: string;
  sha: string;
  event_name: string;
  run_id: string;
  actor: string;
  workflow: string;
  runner_environment: string;
}

export interface OidcJob {
  repository: string;
  ref: string;
  sha: string;
  eventName: string;
  runId: string;
  actor: string;
}

export interface FakeOidc {
  /** ACTIONS_ID_TOKEN_REQUEST_URL: already holds a query (`?api-version=2.0`), as the runner's does. */
  url: string;
  /** Every token handed out, in order. */
  issued: OidcClaims[];
  /** Requests refused (no or wrong bearer). */
  refused: number;
  close(): Promise<void>;
}

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(claims: OidcClaims): string {
  const head = `${b64url({ typ: 'JWT', alg: 'RS256', x5t: KEY_ID, kid: KEY_ID })}.${b64url(claims)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url');
  return `${head}.${signature}`;
}

/** The claims of a token this module issued, or why it is not one: bad signature, wrong issuer, expired. */
export function verifyGitHubOidcToken(jwt: string, nowS = Math.floor(Date.now() / 1000)): { ok: true; claims: OidcClaims } | { ok: false; error: string } {
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) return { ok: false, error: 'not a JWT' };
  const valid = createVerify('RSA-SHA256').update(`${head}.${body}`).verify(publicKey, Buffer.from(signature, 'base64url'));
  if (!valid) return { ok: false, error: 'bad signature' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OidcClaims;
  if (claims.iss !== GITHUB_OIDC_ISSUER) return { ok: false, error: `issuer ${claims.iss}` };
  if (claims.exp <= nowS) return { ok: false, error: 'expired' };
  return { ok: true, claims };
}

export async function startFakeOidc(requestToken: string, job: OidcJob): Promise<FakeOidc> {
  const issued: OidcClaims[] = [];
  const state = { refused: 0 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/idtoken') {
      res.writeHead(404).end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${requestToken}`) {
      state.refused++;
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Unauthorized' }));
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const [owner = ''] = job.repository.split('/');
    const claims: OidcClaims = {
      iss: GITHUB_OIDC_ISSUER,
      // Without an audience GitHub uses the repository owner's URL.
      aud: url.searchParams.get('audience') ?? `https://github.com/${owner}`,
      sub: `repo:${job.repository}:ref:${job.ref}`,
      jti: randomUUID(),
      iat: now,
      nbf: now - 5,
      exp: now + LIFETIME_S,
      repository: job.repository,
      repository_owner: owner,
      ref: job.ref,
      sha: job.sha,
      event_name: job.eventName,
      run_id: job.runId,
      actor: job.actor,
      workflow: 'Agent',
      runner_environment: 'github-hosted',
    };
    issued.push(claims);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count: 1, value: sign(claims) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/idtoken?api-version=2.0`,
    issued,
    get refused() {
      return state.refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
