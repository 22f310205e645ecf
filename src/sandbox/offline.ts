/**
 * A sandbox that allows no host needs no proxy. The library routes every sandboxed command's network through its
 * filtering proxies whenever `network.allowedDomains` is set, even empty: each command then starts two socat bridges
 * inside its network namespace and waits for them to listen (about half of what a sandboxed call costs). With no host
 * allowed the proxies only refuse, so the runner gives the library no network block at all and puts the network
 * namespace in itself: the command gets `--unshare-net` and nothing else, only a loopback of its own — no bridge, no
 * proxy, no route out. A connection then fails at once ("Could not resolve host") instead of being refused by the
 * proxy, and is not listed as a violation: there is no proxy to see it.
 */
import type { SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';
import { shellWord } from '../text/shell-quote.js';

/** The network is all-or-nothing here: nothing allowed, and no setting that needs the proxy's view of a connection. */
export function needsNoProxy(network: SandboxRuntimeConfig['network']): boolean {
  return network.allowedDomains.length === 0 && network.mitmProxy === undefined && network.httpProxyPort === undefined && network.socksProxyPort === undefined;
}

/**
 * The configuration the library gets when no proxy is needed: its network block without `allowedDomains`, which is
 * what tells the library to proxy (its type requires the field; the library reads an absent one as "no network rules").
 */
export function withoutProxy(config: SandboxRuntimeConfig): SandboxRuntimeConfig {
  const { allowedDomains: _none, ...network } = config.network;
  return { ...config, network: network as SandboxRuntimeConfig['network'] };
}

/** bubblewrap's first options in every command line the library writes (its own, before any mount or the command). */
const BWRAP_HEAD = ' --new-session --die-with-parent ';

/**
 * The library's command line for the network namespace: what it puts in with its proxy besides the proxy's own
 * variables (`SANDBOX_RUNTIME=1`, and `TMPDIR`, the writable temporary folder), then `--unshare-net`. Returns a
 * function that throws (the command is refused, never run with the machine's network) on a line that is not one
 * bubblewrap invocation as the library writes it.
 */
export function networkIsolation(tmpdir: string): (wrapped: string) => string {
  const added = `--setenv SANDBOX_RUNTIME 1 --setenv TMPDIR ${shellWord(tmpdir)} --unshare-net `;
  return (wrapped) => {
    const at = wrapped.indexOf(BWRAP_HEAD);
    if (at <= 0) throw new Error('the sandbox library wrote a command line the runner cannot give a network namespace: not run');
    const end = at + BWRAP_HEAD.length;
    return `${wrapped.slice(0, end)}${added}${wrapped.slice(end)}`;
  };
}
