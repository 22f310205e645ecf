import { createPrivateKey, sign, type KeyObject } from 'node:crypto';

/**
 * GitHub App installation tokens: a JWT signed with the App's private key (RS256, node:crypto), then
 * `GET /repos/{owner}/{repo}/installation` and `POST /app/installations/{id}/access_tokens` scoped to this one
 * repository and only the permissions the run needs. The token lives one hour at most; revoke it at the end of the
 * run (`DELETE /installation/token`), in the post step too, so a cancelled job does not leave it alive.
 */

export type PermissionLevel = 'read' | 'write';
export type InstallationPermissions = Partial<
  Record<'contents' | 'issues' | 'pull_requests' | 'actions' | 'metadata' | 'checks' | 'statuses', PermissionLevel>
>;

export interface MintOptions {
  /** The App's numeric id or its client id (`Iv23…`): both are accepted as the JWT issuer. */
  appId: string;
  /** PEM, PKCS#1 (`BEGIN RSA PRIVATE KEY`, what GitHub hands out) or PKCS#8; `\n` escapes are accepted. */
  privateKey: string;
  owner: string;
  repo: string;
  permissions: InstallationPermissions;
  /** Default https://api.github.com; GHES: `https://HOST/api/v3` (GITHUB_API_URL). */
  apiUrl?: string | undefined;
  fetch?: typeof fetch;
  /** Seconds since the epoch, for tests. */
  now?: () => number;
}

export interface InstallationToken {
  token: string;
  /** ISO 8601, about an hour after minting. */
  expiresAt: string;
  /** Unknown for a token another service minted (the Claude GitHub App's). */
  installationId?: number;
  /** What GitHub granted (it echoes the requested subset). */
  permissions: Record<string, string>;
  /** The account the token writes as, `<app slug>[bot]` (from the installation's `app_slug`). */
  login?: string;
}

export class AppTokenError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AppTokenError';
  }
}

const API = 'https://api.github.com';
const HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'agent-runner' };
const b64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

function privateKeyOf(pem: string): KeyObject {
  const text = pem.includes('\\n') && !pem.includes('\n') ? pem.replace(/\\n/g, '\n') : pem;
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: text.trim(), format: 'pem' });
  } catch (err) {
    throw new AppTokenError(`input app_private_key: not a PEM private key (${err instanceof Error ? err.message : String(err)})`);
  }
  if (key.asymmetricKeyType !== 'rsa')
    throw new AppTokenError(`input app_private_key: an RSA key is needed for RS256, got ${key.asymmetricKeyType ?? 'unknown'}`);
  return key;
}

/** The App JWT: issued a minute in the past (clock drift), valid nine minutes (GitHub's limit is ten). */
export function createAppJwt(appId: string, privateKey: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const key = privateKeyOf(privateKey);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ iat: nowSeconds - 60, exp: nowSeconds + 540, iss: appId.trim() }));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${b64url(signature)}`;
}

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function call(doFetch: typeof fetch, method: string, url: string, auth: string, body?: unknown): Promise<Reply> {
  let last: unknown;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const res = await doFetch(url, {
        method,
        headers: { ...HEADERS, authorization: auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let parsed: unknown = {};
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = { message: text.slice(0, 200) };
      }
      const reply = { status: res.status, body: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {} };
      if (res.status < 500 || attempt === 2) return reply;
    } catch (err) {
      last = err;
      if (attempt === 2) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new AppTokenError(`${method} ${url}: ${last instanceof Error ? last.message : String(last)}`);
}

const messageOf = (r: Reply): string => (typeof r.body.message === 'string' ? r.body.message : `HTTP ${r.status}`);

/** Mints an installation token for `owner/repo` alone, with only `permissions`. Throws AppTokenError with the cause. */
export async function mintInstallationToken(opts: MintOptions): Promise<InstallationToken> {
  const api = (opts.apiUrl || API).replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const jwt = createAppJwt(opts.appId, opts.privateKey, opts.now?.());
  const repoPath = `${encodeURIComponent(opts.owner)}/${encodeURIComponent(opts.repo)}`;

  const found = await call(doFetch, 'GET', `${api}/repos/${repoPath}/installation`, `Bearer ${jwt}`);
  if (found.status === 401) {
    throw new AppTokenError(`GitHub rejected the App's JWT (${messageOf(found)}): check app_id and that app_private_key is that App's key`, 401);
  }
  if (found.status === 404) {
    throw new AppTokenError(
      `the GitHub App ${opts.appId} is not installed on ${opts.owner}/${opts.repo} (or cannot see it): install it on the repository`,
      404,
    );
  }
  const installationId = found.body.id;
  if (found.status !== 200 || typeof installationId !== 'number') {
    throw new AppTokenError(`GET /repos/${opts.owner}/${opts.repo}/installation: ${messageOf(found)}`, found.status);
  }

  const permissions = Object.fromEntries(Object.entries(opts.permissions).filter(([, level]) => level !== undefined));
  const minted = await call(doFetch, 'POST', `${api}/app/installations/${installationId}/access_tokens`, `Bearer ${jwt}`, {
    repositories: [opts.repo],
    permissions,
  });
  if (minted.status === 422) {
    throw new AppTokenError(
      `the App's installation on ${opts.owner}/${opts.repo} cannot grant ${JSON.stringify(permissions)} (${messageOf(minted)}): ` +
        'add those repository permissions to the App and accept them on the installation',
      422,
    );
  }
  const token = minted.body.token;
  const expiresAt = minted.body.expires_at;
  if (minted.status !== 201 || typeof token !== 'string' || typeof expiresAt !== 'string') {
    throw new AppTokenError(`POST /app/installations/${installationId}/access_tokens: ${messageOf(minted)}`, minted.status);
  }
  const granted = minted.body.permissions;
  const slug = found.body.app_slug;
  return {
    token,
    expiresAt,
    installationId,
    ...(typeof slug === 'string' && slug !== '' ? { login: `${slug}[bot]` } : {}),
    permissions: typeof granted === 'object' && granted !== null ? Object.fromEntries(Object.entries(granted).map(([k, v]) => [k, String(v)])) : permissions,
  };
}

export type RevokeResult = { revoked: true } | { revoked: false; reason: string; status?: number };

/**
 * Revokes an installation token. A token that is already invalid (revoked, expired: 401) counts as done, so the main
 * step and the post step may both call this. Never throws: the caller warns with `reason`.
 */
export async function revokeInstallationToken(token: string, apiUrl?: string, doFetch: typeof fetch = fetch): Promise<RevokeResult> {
  const api = (apiUrl || API).replace(/\/+$/, '');
  try {
    const reply = await call(doFetch, 'DELETE', `${api}/installation/token`, `Bearer ${token}`);
    if (reply.status === 204 || reply.status === 401) return { revoked: true };
    return { revoked: false, reason: `DELETE /installation/token: ${messageOf(reply)}`, status: reply.status };
  } catch (err) {
    return { revoked: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

export interface RunNeeds {
  /** The `push` input: anything but none/undefined writes contents; pull_request and pr_branch touch pull requests. */
  push: 'none' | 'branch' | 'pull_request' | 'pr_branch' | undefined;
  /** The run comments (progress comment, reactions) on the triggering issue or pull request. */
  comments: boolean;
}

/**
 * The least the run needs. Never `workflows`: a push that touches `.github/workflows/` is refused by GitHub, so the
 * agent cannot rewrite the CI that runs it. `metadata: read` is implicit in every installation token.
 */
export function permissionsForRun(needs: RunNeeds): InstallationPermissions {
  const pushes = needs.push !== undefined && needs.push !== 'none';
  const pulls = needs.push === 'pull_request' || needs.push === 'pr_branch';
  return {
    contents: pushes ? 'write' : 'read',
    pull_requests: pulls || needs.comments ? 'write' : 'read',
    ...(needs.comments ? { issues: 'write' as const } : {}),
  };
}
