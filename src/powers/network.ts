/**
 * The network power WebFetch lends the model: which hosts and addresses a fetch may reach. With the tool sandbox on,
 * it is held to the sandbox's network policy — a host `sandbox.network.allowedDomains` or a `WebFetch(domain:…)`
 * allow rule names, never one `deniedDomains` names — and a loopback, private or link-local address only when one of
 * them names that very host (no wildcard). With the sandbox off, as in Claude Code, any host the permission decision
 * allowed, but never a link-local or metadata address. The checked addresses are the ones connected to
 * (src/http/fetch.ts, fetchPinned), and every redirect hop is checked again.
 */
import type { PermissionRule } from '../permissions/types.js';
import { addressKind } from './addresses.js';

export interface NetworkGrant {
  /** With the sandbox on: its domain lists and the WebFetch rules' domains; absent: the sandbox is off. */
  sandboxed?: { allowed: readonly string[]; denied: readonly string[] };
}

const bare = (host: string): string =>
  host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/** WebFetch's grant for a run: the sandbox's status and lists, and the run's allow rules. */
export function webFetchGrant(
  sandbox: { enabled: boolean; allowedDomains?: readonly string[]; deniedDomains?: readonly string[] },
  allow: readonly PermissionRule[],
): NetworkGrant {
  if (!sandbox.enabled) return {};
  const ruled = allow.flatMap((rule) => {
    if (rule.tool !== 'WebFetch') return [];
    if (rule.specifier === undefined) return ['*'];
    return rule.specifier.startsWith('domain:') ? [rule.specifier.slice('domain:'.length)] : [];
  });
  return { sandboxed: { allowed: [...(sandbox.allowedDomains ?? []), ...ruled], denied: [...(sandbox.deniedDomains ?? [])] } };
}

/** Why WebSearch is not granted: with the sandbox on, the query leaves the runner only under an allow rule naming WebSearch. */
export function webSearchRefusal(sandboxOn: boolean, allow: readonly PermissionRule[]): string | undefined {
  if (!sandboxOn || allow.some((rule) => rule.tool === 'WebSearch')) return undefined;
  return 'with the sandbox on, a web search (its query leaves the runner) needs an allow rule naming WebSearch in the workflow; no permission mode grants it';
}

/** A domain pattern (`example.com`, `*.example.com`, `*`) matches the host. */
function matches(pattern: string, host: string): boolean {
  const p = bare(pattern);
  if (p === '*') return true;
  if (p.startsWith('*.')) return host.endsWith(p.slice(1));
  return host === p;
}

/** Why the host may not be fetched at all, or undefined. */
export function hostRefusal(grant: NetworkGrant, hostname: string): string | undefined {
  const net = grant.sandboxed;
  if (net === undefined) return undefined;
  const host = bare(hostname);
  const denied = net.denied.find((d) => matches(d, host) || host.endsWith(`.${bare(d)}`));
  if (denied !== undefined) return `${host} is in sandbox.network.deniedDomains (${denied})`;
  if (!net.allowed.some((a) => matches(a, host)))
    return `with the sandbox on, WebFetch reaches only hosts sandbox.network.allowedDomains or a WebFetch(domain:…) allow rule names, and none names ${host}`;
  return undefined;
}

/** Why `address` (which `hostname` resolved to, or is) may not be connected to, or undefined. */
export function addressRefusal(grant: NetworkGrant, hostname: string, address: string): string | undefined {
  const kind = addressKind(address);
  if (kind === 'public') return undefined;
  const net = grant.sandboxed;
  const what = kind === 'link-local' ? 'a link-local or cloud metadata address' : 'a loopback or private address';
  if (net === undefined) return kind === 'link-local' ? `${address} is ${what}, which WebFetch never connects to` : undefined;
  const host = bare(hostname);
  if (net.allowed.some((a) => bare(a) === host)) return undefined;
  return `${address} is ${what}: with the sandbox on, WebFetch connects to one only when sandbox.network.allowedDomains or a WebFetch(domain:…) rule names ${host} exactly`;
}
