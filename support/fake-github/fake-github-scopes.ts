/**
 * What a workflow's `permissions:` lets its GITHUB_TOKEN do, as GitHub decides it: a request the
 * token's scopes do not cover answers 403 "Resource not accessible by integration". Without this,
 * a workflow granting `pull-requests: read` would seem to post comments and reviews in the tests.
 *
 * The scope of a route follows GitHub's fine-grained permission tables for the routes the action
 * uses: issue comments, reactions and labels take `issues` or `pull-requests` (either serves a
 * pull request's conversation); reads need `read`, anything else `write`. Routes not listed
 * (metadata such as a collaborator's permission) need nothing.
 */

const SCOPES: { pattern: RegExp; scopes: string[] }[] = [
  { pattern: /^\/repos\/\{owner\}\/\{repo\}\/issues(\/|$)/, scopes: ['issues', 'pull-requests'] },
  { pattern: /^\/repos\/\{owner\}\/\{repo\}\/pulls(\/|$)/, scopes: ['pull-requests'] },
  { pattern: /^\/repos\/\{owner\}\/\{repo\}\/(git|contents|commits|branches)(\/|$)/, scopes: ['contents'] },
  { pattern: /^\/repos\/\{owner\}\/\{repo\}\/actions(\/|$)/, scopes: ['actions'] },
  { pattern: /^\/repos\/\{owner\}\/\{repo\}\/check-runs(\/|$)/, scopes: ['checks'] },
];

/** Why the token may not call `route` (`METHOD /path`), or undefined when it may. */
export function refusedByScopes(route: string, granted: Record<string, string>): string | undefined {
  const [method = 'GET', path = ''] = route.split(' ');
  const rule = SCOPES.find((s) => s.pattern.test(path));
  if (!rule) return undefined;
  const need = method === 'GET' ? 'read' : 'write';
  const covers = (level: string | undefined): boolean => level === 'write' || (need === 'read' && level === 'read');
  return rule.scopes.some((scope) => covers(granted[scope])) ? undefined : `${rule.scopes.join(' or ')}: ${need}`;
}

/** A GitHub App token's permissions (`pull_requests`, `contents`) under the names a workflow's `permissions:` uses (`pull-requests`). */
export function appPermissionsAsScopes(permissions: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(permissions).map(([name, level]) => [name.replaceAll('_', '-'), level]));
}
