import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * GitHub's REST surface from its OpenAPI description (npm `@octokit/openapi`), as a matcher of
 * method + path template. The fake answers 404 to anything this does not know, as GitHub would,
 * so a typo in a route fails a test instead of passing against a lenient fake.
 */

export interface RouteMatch {
  /** `GET /repos/{owner}/{repo}/issues/comments/{comment_id}` */
  route: string;
  params: Record<string, string>;
}

interface Template {
  method: string;
  template: string;
  segments: string[];
  literals: number;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);
let cached: Map<number, Template[]> | null = null;

function load(): Map<number, Template[]> {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
  const spec = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const bySegments = new Map<number, Template[]>();
  for (const [template, ops] of Object.entries(spec.paths)) {
    const segments = template.split('/').slice(1);
    for (const method of Object.keys(ops)) {
      if (!METHODS.has(method)) continue;
      const t: Template = { method: method.toUpperCase(), template, segments, literals: segments.filter((s) => !s.startsWith('{')).length };
      const list = bySegments.get(segments.length) ?? [];
      list.push(t);
      bySegments.set(segments.length, list);
    }
  }
  // Most literal segments first: `/issues/comments` must win over `/issues/{issue_number}`.
  for (const list of bySegments.values()) list.sort((a, b) => b.literals - a.literals);
  cached = bySegments;
  return bySegments;
}

function tryMatch(t: Template, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < t.segments.length; i++) {
    const seg = t.segments[i] ?? '';
    const part = parts[i] ?? '';
    if (seg.startsWith('{') && seg.endsWith('}')) {
      if (part === '') return null;
      params[seg.slice(1, -1)] = decodeURIComponent(part);
    } else if (seg !== part) {
      return null;
    }
  }
  return params;
}

/** The OpenAPI operation for `method path`, or null when GitHub defines none. */
export function matchGitHubRoute(method: string, pathname: string): RouteMatch | null {
  const routes = load();
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  const upper = method.toUpperCase();
  for (const t of routes.get(parts.length) ?? []) {
    if (t.method !== upper) continue;
    const params = tryMatch(t, parts);
    if (params) return { route: `${upper} ${t.template}`, params };
  }
  // A trailing `{ref}` / `{path}` may hold unencoded slashes (`git/ref/heads/agent/x`).
  for (const [len, list] of routes) {
    if (len >= parts.length) continue;
    for (const t of list) {
      const last = t.segments[t.segments.length - 1] ?? '';
      if (t.method !== upper || !/^\{(ref|path|name|branch)\}$/.test(last)) continue;
      const head = parts.slice(0, len - 1);
      const params = tryMatch({ ...t, segments: t.segments.slice(0, -1) }, head);
      if (params)
        return {
          route: `${upper} ${t.template}`,
          params: {
            ...params,
            [last.slice(1, -1)]: parts
              .slice(len - 1)
              .map(decodeURIComponent)
              .join('/'),
          },
        };
    }
  }
  return null;
}

/** Whether the description defines `METHOD /template` exactly (to check the fake's own route table). */
export function isGitHubRoute(route: string): boolean {
  const [method, template] = route.split(' ');
  if (!method || !template) return false;
  const parts = template.split('/').slice(1);
  return (load().get(parts.length) ?? []).some((t) => t.method === method && t.template === template);
}
