import { randomBytes, verify } from 'node:crypto';
import type http from 'node:http';
import { invalid, notFound, ok, type FakeApp, type FakeState, type Handler, type Json, type Reply } from './fake-github-types.js';

/** The GitHub App routes of the fake: an installation on the fake's repository, its tokens minted and revoked. */
export function appRoutes(app: FakeApp | undefined, owner: string, repoName: string, state: FakeState, user: (login: string) => Json): Record<string, Handler> {
  const installationId = app?.installationId ?? 4242;
  const installedPermissions = app?.permissions ?? { contents: 'write', issues: 'write', pull_requests: 'write', actions: 'read', metadata: 'read' };
  const unauthorized = (message: string): Reply => ({ status: 401, body: { message, documentation_url: 'https://docs.github.com/rest' } });
  /** GitHub's checks of an App JWT: RS256 over header.payload with the App's key, a known issuer, iat ≤ now + 60 s, exp ≤ iat + 10 min. */
  const jwtProblem = (headers: http.IncomingHttpHeaders): string | undefined => {
    if (!app) return 'A JSON web token could not be decoded';
    const m = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(headers.authorization ?? '');
    if (!m) return 'A JSON web token could not be decoded';
    const [, h = '', p = '', sig = ''] = m;
    let header: Json;
    let claims: Json;
    try {
      header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as Json;
      claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Json;
    } catch {
      return 'A JSON web token could not be decoded';
    }
    if (header.alg !== 'RS256') return `'alg' must be RS256`;
    if (!verify('sha256', Buffer.from(`${h}.${p}`), app.publicKey, Buffer.from(sig, 'base64url'))) return 'A JSON web token could not be decoded';
    const nowS = Math.floor(Date.now() / 1000);
    const iat = Number(claims.iat);
    const exp = Number(claims.exp);
    if (String(claims.iss) !== app.appId && String(claims.iss) !== app.clientId) return `'Issuer' claim ('iss') must be an Integer`;
    if (!(iat <= nowS + 60)) return `'Issued at' claim ('iat') must be an Integer representing a time in the past`;
    if (!(exp > nowS) || exp - iat > 600) return `'Expiration time' claim ('exp') is too far in the future`;
    return undefined;
  };

  return {
    'GET /repos/{owner}/{repo}/installation': ({ params, headers }) => {
      const problem = jwtProblem(headers);
      if (problem) return unauthorized(problem);
      if (params.owner?.toLowerCase() !== owner.toLowerCase() || params.repo?.toLowerCase() !== repoName.toLowerCase()) return notFound();
      return ok({
        id: installationId,
        app_id: Number(app?.appId),
        app_slug: app?.slug ?? 'agent-runner-test',
        account: user(owner),
        repository_selection: 'all',
        permissions: installedPermissions,
        target_type: 'Organization',
      });
    },
    'POST /app/installations/{installation_id}/access_tokens': ({ params, headers, body }) => {
      const problem = jwtProblem(headers);
      if (problem) return unauthorized(problem);
      if (Number(params.installation_id) !== installationId) return notFound();
      const repos = Array.isArray(body.repositories) ? body.repositories.map(String) : [repoName];
      if (repos.some((r) => r.toLowerCase() !== repoName.toLowerCase())) {
        return invalid('There is at least one repository that does not exist or is not accessible to the parent installation.');
      }
      const asked = body.permissions !== null && typeof body.permissions === 'object' ? (body.permissions as Record<string, string>) : installedPermissions;
      const rank = (level: string | undefined): number => (level === 'write' ? 2 : level === 'read' ? 1 : 0);
      if (Object.entries(asked).some(([name, level]) => rank(level) > rank(installedPermissions[name]))) {
        return invalid('The permissions requested are not granted to this installation.');
      }
      const token = `ghs_${randomBytes(18).toString('base64url')}`;
      const expiresAt = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      state.installationTokens.set(token, { installationId, permissions: asked, repositories: repos, expiresAt, revoked: false });
      return ok(
        {
          token,
          expires_at: expiresAt,
          permissions: asked,
          repository_selection: 'selected',
          repositories: repos.map((name, i) => ({ id: 9000 + i, name, full_name: `${owner}/${name}` })),
        },
        201,
      );
    },
    'DELETE /installation/token': ({ headers }) => {
      const token = /^(?:token|Bearer) (\S+)$/i.exec(headers.authorization ?? '')?.[1] ?? '';
      const entry = state.installationTokens.get(token);
      if (!entry || entry.revoked || Date.parse(entry.expiresAt) <= Date.now()) return unauthorized('Bad credentials');
      entry.revoked = true;
      return { status: 204 };
    },
  };
}
