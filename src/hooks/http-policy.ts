import type { HookSpec, HttpHookPolicy, HttpHookSpec } from './types.js';

/*
 * As Claude Code 2.1.332 applies the bounds (measured by scripts/oracle/settings-keys.mjs): a hook whose URL no pattern
 * matches is not sent and decides nothing; a header takes only the variables both its own `allowedEnvVars` and the
 * settings' list name.
 */

// Stands for `*` while the pattern is parsed as a URL: letters only, so URL parsing keeps it as written.
const STAR = 'zzstarzz';

/** `*` matches any run of characters, `/` and `?` included (measured: `/allowed/*` matches `/allowed/deep/b?q=1`). */
function glob(pattern: string, text: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${source}$`).test(text);
}

/**
 * Claude Code's URL pattern: `*` alone matches every URL. Otherwise the pattern is read as a URL: the scheme must be
 * the same, the host matches with `*` as a wildcard (case-insensitive), the port must be the same unless it is `*` or
 * the host has a wildcard and no port, and a pattern with no path (`https://hooks.example.com`) matches every path on
 * its origin, while one with a path (`/` included) must match the path and query with `*` as a wildcard. A pattern that
 * is not an http(s) URL is matched whole against the URL as text.
 */
export function urlMatches(url: string, pattern: string): boolean {
  if (pattern === '*') return true;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const marked = pattern.replaceAll('*', STAR);
  let anyPort = false;
  let parsed = URL.parse(marked);
  if (!parsed) {
    const portless = marked.replace(new RegExp(`:${STAR}(?=[/?#]|$)`), ':0');
    if (portless !== marked) {
      parsed = URL.parse(portless);
      anyPort = parsed !== null;
    }
  }
  if (!parsed || !['http:', 'https:', `${STAR}:`].includes(parsed.protocol)) {
    return glob(pattern, `${target.protocol}//${target.host}${target.pathname}${target.search}`);
  }
  if (parsed.protocol !== `${STAR}:` && parsed.protocol !== target.protocol) return false;
  const host = parsed.hostname.replace(/\.$/, '').toLowerCase().replaceAll(STAR, '*');
  if (!glob(host, target.hostname.replace(/\.$/, '').toLowerCase())) return false;
  if (parsed.port === '' && parsed.hostname.includes(STAR)) anyPort = true;
  if (!anyPort && parsed.port !== target.port) return false;
  if ((parsed.pathname === '/' || parsed.pathname === '') && parsed.search === '' && !marked.endsWith('/')) return true;
  return glob((parsed.pathname + parsed.search).replaceAll(STAR, '*'), target.pathname + target.search);
}

/** Why the policy stops this hook (Claude Code's words), or undefined when it may be sent. */
export function httpHookBlocked(spec: HookSpec, policy: HttpHookPolicy | undefined): string | undefined {
  if (spec.type !== 'http' || policy?.allowedUrls === undefined) return undefined;
  if (policy.allowedUrls.every((list) => list.some((pattern) => urlMatches(spec.url, pattern)))) return undefined;
  return `HTTP hook blocked: ${spec.url} does not match any pattern in allowedHttpHookUrls`;
}

/** The variables a hook's headers may take: its own list, narrowed by the settings' when they set one. */
export function headerVariables(spec: HttpHookSpec, policy: HttpHookPolicy | undefined): readonly string[] {
  const own = spec.allowedEnvVars ?? [];
  const bound = policy?.allowedEnvVars;
  return bound === undefined ? own : own.filter((name) => bound.includes(name));
}
