import { isSecretEnvName } from '../../process/env.js';
import { redactTokens } from '../../text/redact-tokens.js';

/**
 * The one redaction step every text the runner writes out passes through: the exact values of the
 * run's secrets, then well-known token shapes (a secret we were not told about still looks like one).
 */
export type Redactor = (text: string) => string;

export function createRedactor(secretValues: readonly (string | undefined)[]): Redactor {
  // Short values would redact ordinary words; real secrets are long.
  const values = secretValues.filter((value): value is string => typeof value === 'string' && value.length >= 8);
  const secrets = [...new Set(values.flatMap(encodedForms))].sort((a, b) => b.length - a.length);
  return (text: string): string => {
    let out = text;
    for (const secret of secrets) out = out.split(secret).join('***');
    return redactTokens(out);
  };
}

/** The values of the environment's secret-looking variables (the same test that keeps them from tools). */
export function secretEnvValues(env: NodeJS.ProcessEnv): string[] {
  // Inputs are secret by name only (`anthropic_api_key`, `github_token`): the prompt is not a secret.
  return Object.keys(env)
    .filter((name) => (name.startsWith('INPUT_') ? isSecretEnvName(name.slice('INPUT_'.length)) : isSecretEnvName(name)))
    .map((name) => env[name])
    .filter((value): value is string => typeof value === 'string');
}

/** Below this, an encoded fragment could match ordinary text. */
const MIN_FORM_LENGTH = 8;

/**
 * A secret and the forms a tool could print it in: base64 and base64url (the part that is the same
 * wherever the secret starts in the encoded text: one core per alignment), hex in both cases, and
 * percent-encoding. Redaction is the last line, not the fence: this only catches the usual ones.
 */
export function encodedForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = new Set<string>([secret, bytes.toString('hex'), bytes.toString('hex').toUpperCase(), encodeURIComponent(secret)]);
  for (let k = 0; k < 3; k++) {
    const whole = Math.floor((bytes.length - k) / 3) * 3;
    if (whole <= 0) continue;
    const core = bytes.subarray(k, k + whole);
    forms.add(core.toString('base64'));
    forms.add(core.toString('base64url'));
  }
  return [...forms].filter((form) => form.length >= MIN_FORM_LENGTH);
}
