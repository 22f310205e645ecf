import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeRepo } from './fake-github-routes.js';
import { appPermissionsAsScopes, refusedByScopes } from './fake-github-scopes.js';
import { notFound, type FakeGitHub, type FakeGitHubOptions, type Json, type RecordedRequest, type Reply } from './fake-github-types.js';
import { isGitHubRoute, matchGitHubRoute } from './openapi-routes.js';

export type {
  FakeApp,
  FakeComment,
  FakeGitHub,
  FakeGitHubOptions,
  FakeInstallationToken,
  FakeJob,
  FakePull,
  FakeReaction,
  FakeRun,
  FakeState,
  Permission,
  RecordedRequest,
  TreeEntry,
} from './fake-github-types.js';

/**
 * A fake GitHub REST API on 127.0.0.1, for the real Octokit client (`baseUrl`/`GITHUB_API_URL`).
 * Routes GitHub does not define answer 404 like GitHub; defined ones this fake does not implement
 * answer 501, so a test never silently passes against an endpoint nobody checked.
 */

export async function startFakeGitHub(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const { state, baseSha, routes } = fakeRepo(opts);
  for (const route of Object.keys(routes)) if (!isGitHubRoute(route)) throw new Error(`fake GitHub route not in the OpenAPI description: ${route}`);

  const requests: RecordedRequest[] = [];
  const unknownRequests: RecordedRequest[] = [];
  const faults: {
    method: string;
    pattern: string | RegExp;
    status: number;
    left: number;
    headers: Record<string, string>;
    body: Json;
    until?: Promise<unknown>;
    when?: (requestBody: unknown) => boolean;
  }[] = [];
  let url = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = (req.method ?? 'GET').toUpperCase();
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const match = matchGitHubRoute(method, parsed.pathname);
      const rec: RecordedRequest = {
        method,
        path: parsed.pathname,
        route: match?.route ?? null,
        query: Object.fromEntries(parsed.searchParams),
        body,
        status: 0,
        receivedAt: Date.now(),
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      };
      const send = (reply: Reply): void => {
        rec.status = reply.status;
        requests.push(rec);
        if (!match) unknownRequests.push(rec);
        const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
        res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-remaining': '4999', ...reply.headers });
        res.end(payload);
      };
      const fault = faults.find(
        (f) =>
          f.left > 0 &&
          (f.method === '*' || f.method === method) &&
          (typeof f.pattern === 'string' ? f.pattern === parsed.pathname || f.pattern === match?.route.split(' ')[1] : f.pattern.test(parsed.pathname)) &&
          (f.when === undefined || f.when(body)),
      );
      if (fault) {
        fault.left--;
        rec.injected = true;
        const reply = { status: fault.status, body: fault.body, headers: fault.headers };
        if (fault.until) return void fault.until.then(() => send(reply));
        return send(reply);
      }
      if (!match) return send(notFound());
      // An App's installation token is limited by what it was minted with, not by the workflow's `permissions:`;
      // once revoked or expired GitHub no longer knows it.
      const bearer = /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const installation = state.installationTokens.get(bearer);
      if (installation && (installation.revoked || Date.parse(installation.expiresAt) <= Date.now()))
        return send({ status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' } });
      const scoped = opts.tokenScopes;
      const refused = installation
        ? refusedByScopes(match.route, appPermissionsAsScopes(installation.permissions))
        : scoped && req.headers.authorization?.endsWith(` ${scoped.token}`)
          ? refusedByScopes(match.route, scoped.permissions)
          : undefined;
      if (refused) return send({ status: 403, body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' } });
      const handler = routes[match.route];
      if (!handler) return send({ status: 501, body: { message: `fake GitHub does not implement ${match.route}` } });
      const json = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : {};
      send(handler({ params: match.params, query: rec.query, body: json, url, headers: req.headers }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    unknownRequests,
    state,
    baseSha,
    failNext(method, pathPattern, status, times = 1, headers = {}, body, until, when) {
      const message =
        status === 403 || status === 429 ? 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' : 'Server Error';
      faults.push({
        method: method.toUpperCase(),
        pattern: pathPattern,
        status,
        left: times,
        headers,
        body: body ?? { message },
        ...(until ? { until } : {}),
        ...(when ? { when } : {}),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
