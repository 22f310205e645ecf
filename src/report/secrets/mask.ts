import { CREDENTIAL_FILE_ENV_NAMES, isSecretEnvName } from '../../process/env.js';

/**
 * What the runner is asked to mask (`::add-mask::`). The runner then replaces the value with `***`
 * in every later log line and skips any job output holding it, so masking a value that is not a
 * secret breaks logs and outputs: `ACTIONS_CACHE_SERVICE_V2=True` masked turns every "True" into
 * `***`. Only credentials are masked, each once; a variable kept from tools is not thereby secret.
 */

/** Values that are never a credential, whatever variable holds them. */
const WELL_KNOWN = /^(true|false|yes|no|on|off|null|none|undefined|read|write|admin|\d+)$/i;
const MIN_SECRET_LENGTH = 8;

/** Whether a variable (or an input, `INPUT_<NAME>`) holds a credential, as opposed to a setting or a path. */
export function holdsCredential(name: string): boolean {
  const bare = name.startsWith('INPUT_') ? name.slice('INPUT_'.length) : name;
  if (!isSecretEnvName(bare)) return false;
  // The runtime's ACTIONS_* are URLs, ids and flags, but for its tokens (the runner masks those itself too) and the
  // OIDC request URL, long and unique to the job, which @actions/core's getIDToken prints in a debug line.
  if (bare.startsWith('ACTIONS_')) return /_TOKEN$/.test(bare) || bare === 'ACTIONS_ID_TOKEN_REQUEST_URL';
  // A path to a credential file, a role or session name, is not itself a secret.
  if (CREDENTIAL_FILE_ENV_NAMES.includes(bare) || /_(FILE|PATH|ARN|SESSION_NAME|CONFIG)$/.test(bare)) return false;
  return true;
}

export function isMaskable(value: string | undefined): value is string {
  if (value === undefined) return false;
  const v = value.trim();
  return v.length >= MIN_SECRET_LENGTH && !WELL_KNOWN.test(v);
}

/** The credentials in the environment plus the run's own (API key, GitHub token), deduplicated. */
export function secretsToMask(env: NodeJS.ProcessEnv, own: readonly (string | undefined)[]): string[] {
  const fromEnv = Object.keys(env)
    .filter(holdsCredential)
    .map((name) => env[name]);
  return [...new Set([...fromEnv, ...own].filter(isMaskable))];
}
