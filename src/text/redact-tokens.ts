/**
 * Redaction of credential formats that have a recognisable shape. Event text and model output can
 * carry a pasted token; whatever reaches a prompt, a comment or a log goes through here first.
 * Shape-based only: a secret without a known prefix is not caught (the runner's own secrets are
 * masked by value elsewhere).
 */

interface TokenPattern {
  kind: string;
  pattern: RegExp;
}

// Word boundaries use lookarounds on the token alphabet so a token glued to punctuation or
// markdown (`"ghp_…"`, `(sk-ant-…)`) is still caught, while longer identifiers are not cut mid-way.
const PATTERNS: readonly TokenPattern[] = [
  { kind: 'github_token', pattern: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,}/g },
  { kind: 'github_token', pattern: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{30,}(?![A-Za-z0-9])/g },
  { kind: 'anthropic_key', pattern: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{16,}/g },
  // A digit is required so long kebab-case identifiers starting with `sk-` are not taken for keys.
  { kind: 'openai_key', pattern: /(?<![A-Za-z0-9_-])sk-(?:proj-)?(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{32,}/g },
  { kind: 'aws_access_key', pattern: /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}(?![A-Z0-9])/g },
  { kind: 'slack_token', pattern: /(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10,}/g },
  {
    kind: 'jwt',
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  },
  {
    kind: 'private_key',
    pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  },
];

/** Replaces every recognised token with `[REDACTED:<kind>]`. Idempotent. */
export function redactTokens(text: string): string {
  let out = text;
  for (const { kind, pattern } of PATTERNS) {
    out = out.replace(pattern, `[REDACTED:${kind}]`);
  }
  return out;
}
