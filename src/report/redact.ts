import { isSecretEnvName } from '../tools/env.js';
import { redactTokens } from '../trigger/redact-tokens.js';

/**
 * The one redaction step every text the runner writes out passes through: the exact values of the
 * run's secrets, then well-known token shapes (a secret we were not told about still looks like one).
 */
export type Redactor = (text: string) => string;

export function createRedactor(secretValues: readonly (string | undefined)[]): Redactor {
  // Short values would redact ordinary words; real secrets are long.
  const secrets = [...new Set(secretValues.filter((value): value is string => typeof value === 'string' && value.length >= 8))].sort(
    (a, b) => b.length - a.length,
  );
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
