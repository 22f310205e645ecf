/**
 * Which client scenarios of @modelcontextprotocol/conformance run, at which protocol
 * version, from which release of the suite; and which a headless CI client cannot meet.
 *
 * 0.1.16 (the stable release) covers the handshake generation; 0.2.0-alpha.12 adds the
 * 2026-07-28 generation and re-runs the 2025-11-25 requirement set at its own wire.
 * The scenario names come from the suite (`conformance list --client`): the test fails
 * when the suite lists a client scenario this plan does not mention, so none is skipped silently.
 */

export type SuiteRelease = 'stable' | 'next';

export const SUITE_PACKAGES: Record<SuiteRelease, { pkg: string; version: string }> = {
  stable: { pkg: '@modelcontextprotocol/conformance', version: '0.1.16' },
  next: { pkg: 'mcp-conformance-2026', version: '0.2.0-alpha.12' },
};

const INTERACTIVE_OAUTH =
  'authorization-code grant: needs a person to sign in through a browser, which a CI job cannot do ' +
  '(use a bearer token in `headers`, or `oauth` client credentials)';
const ELICITATION = 'answers elicitation requests; nobody can answer them in a non-interactive CI run (the model is told the tool needs input)';

const SKILLS = 'skills-over-MCP extension (SEP-2640): the runner loads skills from the repository, never from MCP server resources';

/** Scenarios a headless runner does not support, with the reason printed in the table. */
export const UNSUPPORTED: Record<string, string> = {
  'elicitation-sep1034-client-defaults': ELICITATION,
  'sep-2322-client-request-state': ELICITATION,
  'auth/enterprise-managed-authorization': 'SEP-990 ID-JAG token exchange: needs an enterprise IdP ID token for a user; not implemented',
  'auth/dpop': 'DPoP-bound tokens (SEP-1932), obtained through the ' + INTERACTIVE_OAUTH,
  'auth/dpop-nonce': 'DPoP-bound tokens (SEP-1932), obtained through the ' + INTERACTIVE_OAUTH,
  'sep-2640-client-no-prefetch': SKILLS,
  'sep-2640-client-verify-digest': SKILLS,
  'sep-2640-client-verify-size': SKILLS,
  'sep-2640-client-verify-frontmatter': SKILLS,
  'auth/cross-app-access-complete-flow': 'cross-app access (SEP-990) needs a user ID token from an IdP; not implemented',
};

/** Every other `auth/` scenario is the interactive authorization-code flow, except these. */
export const HEADLESS_AUTH: readonly string[] = ['auth/client-credentials-basic', 'auth/client-credentials-jwt', 'auth/wif-jwt-bearer'];

export function unsupportedReason(scenario: string): string | undefined {
  const listed = UNSUPPORTED[scenario];
  if (listed !== undefined) return listed;
  if (scenario.startsWith('auth/') && !HEADLESS_AUTH.includes(scenario)) return INTERACTIVE_OAUTH;
  return undefined;
}

/** The generations the client claims: the 2026-07-28 protocol and the handshake generation back to 2025-03-26. */
export const CLAIMED_VERSIONS: readonly string[] = ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];

export interface PlannedRun {
  release: SuiteRelease;
  scenario: string;
  /** `--spec-version`; undefined for extensions, which sit outside the dated timeline. */
  version: string | undefined;
  unsupported?: string;
}

/** Parse `conformance list` output: the client section's `- name [v1,v2]` lines. */
export function parseClientList(text: string): { scenario: string; versions: string[] }[] {
  const out: { scenario: string; versions: string[] }[] = [];
  let inClient = false;
  for (const line of text.split('\n')) {
    if (/^Client scenarios/.test(line)) inClient = true;
    else if (/^\S/.test(line)) inClient = false;
    const m = inClient ? /^\s+-\s+(\S+)\s+\[([^\]]*)\]/.exec(line) : null;
    if (m?.[1] !== undefined) out.push({ scenario: m[1], versions: (m[2] ?? '').split(',').map((v) => v.trim()) });
  }
  return out;
}

/**
 * One run per scenario and claimed version it applies to; extensions once. The stable
 * release runs the handshake generation, the alpha runs 2026-07-28 and 2025-11-25.
 */
export function planRuns(release: SuiteRelease, listed: { scenario: string; versions: string[] }[]): PlannedRun[] {
  const runs: PlannedRun[] = [];
  const wanted = release === 'stable' ? ['2025-03-26', '2025-06-18', '2025-11-25'] : ['2025-11-25', '2026-07-28'];
  for (const { scenario, versions } of listed) {
    const reason = unsupportedReason(scenario);
    const extra = reason === undefined ? {} : { unsupported: reason };
    if (versions.includes('extension')) {
      runs.push({ release, scenario, version: undefined, ...extra });
      continue;
    }
    const applicable = versions.filter((x) => wanted.includes(x) && CLAIMED_VERSIONS.includes(x));
    // An unsupported scenario runs once, at its newest version: enough to show it fails cleanly.
    for (const v of reason === undefined ? applicable : applicable.slice(-1)) {
      runs.push({ release, scenario, version: v, ...extra });
    }
  }
  return runs;
}
