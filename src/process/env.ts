import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

/**
 * The environment handed to processes the agent starts (Bash, hooks). Whatever the model
 * can run can print its environment, so credentials the runner holds must not be in it
 * unless the workflow author named them in `pass_env`.
 */

/** Names dropped exactly (compared upper-cased). */
export const SECRET_ENV_NAMES: readonly string[] = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'CLAUDE_CODE_OAUTH_TOKEN',
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_SECURITY_TOKEN',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
  'AWS_ROLE_ARN',
  'AWS_ROLE_SESSION_NAME',
  'AWS_CONTAINER_CREDENTIALS_FULL_URI',
  'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
  'AWS_CONTAINER_AUTHORIZATION_TOKEN',
  'AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE',
  'AWS_BEARER_TOKEN_BEDROCK',
  'AWS_SHARED_CREDENTIALS_FILE',
  'AWS_CONFIG_FILE',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'GOOGLE_GHA_CREDS_PATH',
  'GOOGLE_OAUTH_ACCESS_TOKEN',
  'GOOGLE_CLOUD_KEYFILE_JSON',
  'CLOUDSDK_CONFIG',
  'AZURE_CLIENT_SECRET',
  'AZURE_FEDERATED_TOKEN_FILE',
];

/**
 * Whole families dropped by prefix: `INPUT_*` carries action inputs (the API key among
 * them), `ACTIONS_*` the runtime and OIDC request tokens, `CLOUDSDK_AUTH_*` gcloud tokens.
 */
export const SECRET_ENV_PREFIXES: readonly string[] = ['INPUT_', 'ACTIONS_', 'CLOUDSDK_AUTH_'];

/** Names that look like a secret: `*_TOKEN`, `*_SECRET`, `*_KEY`, `*PASSWORD*` and kin. */
export const SECRET_ENV_NAME_PATTERNS: readonly RegExp[] = [
  /_TOKEN$/,
  /_SECRET$/,
  /_KEY$/,
  /PASSWORD/,
  /PASSWD/,
  /PASSPHRASE/,
  /_CREDENTIALS$/,
  /^(TOKEN|SECRET|API_KEY|PRIVATE_KEY)$/,
  // An OpenTelemetry collector's credentials (`Authorization=Bearer …`), for all signals or one.
  /^OTEL_EXPORTER_OTLP_(\w+_)?HEADERS$/,
  // Cloud credentials and the files that hold them: AWS_*, GOOGLE_*, gcloud and Azure names that carry a key, a
  // token, a secret, a session or a credential, or point at a file. Region and project names stay.
  /^(AWS|AMAZON|GOOGLE|GCLOUD|GCP|GCE|CLOUDSDK|AZURE|ARM)_\w*(CRED|TOKEN|SECRET|KEY|PASSWORD|SESSION|AUTH|CERT)/,
  /^(AWS|AMAZON|GOOGLE|GCLOUD|GCP|GCE|CLOUDSDK|AZURE|ARM)_\w*_(FILE|PATH)$/,
];

/**
 * Credential files cloud auth actions write into the workspace (google-github-actions/auth's
 * `gha-creds-*.json`): never in a patch or a commit, wherever they are, and never read by the agent.
 */
export const CREDENTIAL_FILES = /^gha-creds-[^/]*\.json$/;

/** Variables whose value is the path of a credential file (a token, a key, a federation config). */
export const CREDENTIAL_FILE_ENV_NAMES: readonly string[] = [
  'GOOGLE_APPLICATION_CREDENTIALS',
  'GOOGLE_GHA_CREDS_PATH',
  'CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE',
  'CLOUDSDK_AUTH_ACCESS_TOKEN_FILE',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
  'AWS_SHARED_CREDENTIALS_FILE',
  'AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE',
  'AZURE_FEDERATED_TOKEN_FILE',
];

/** True for a variable that must not reach tool or hook processes by default. */
export function isSecretEnvName(name: string): boolean {
  const upper = name.toUpperCase();
  if (SECRET_ENV_NAMES.includes(upper)) return true;
  if (SECRET_ENV_PREFIXES.some((p) => upper.startsWith(p))) return true;
  return SECRET_ENV_NAME_PATTERNS.some((re) => re.test(upper));
}

/**
 * The one function that builds the environment of every child process the runner starts: Bash,
 * hooks, MCP servers, the tools' helpers (rg, git for Glob) and the runner's own git. `baseEnv`
 * without secrets and without the runner's file-command paths, except the names listed in
 * `passEnv` (which the workflow author chose to hand to the agent's processes), plus `extra`.
 * Callers pass the result whole as `env:`, so nothing is ever inherited from `process.env`.
 */
export function buildToolEnv(
  baseEnv: Readonly<Record<string, string | undefined>>,
  passEnv: readonly string[],
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const keep = new Set(passEnv.map((n) => n.trim()).filter((n) => n !== ''));
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(baseEnv)) {
    if (value === undefined) continue;
    const upper = name.toUpperCase();
    if (upper === 'AGENT_RUNNER_SEALED_ENV' || upper.startsWith('STATE_')) continue;
    if (keep.has(name) ? !RUNNER_FILE_COMMANDS.includes(upper) : !isSecretEnvName(name) && !RUNNER_FILE_COMMANDS.includes(upper)) out[name] = value;
  }
  return { ...out, ...extra };
}

/** A helper process's environment (rg, git for Glob, the runner's git): the scrubbed runner environment, nothing passed through. */
export function helperEnv(extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  return buildToolEnv(process.env, [], extra);
}

/**
 * The runner's file commands: a line appended to $GITHUB_ENV or $GITHUB_PATH changes every later step of the
 * job (`NODE_OPTIONS=--require …`), $GITHUB_OUTPUT and $GITHUB_STATE forge this step's outputs and the post
 * step's state. Not secrets, but nothing the agent's processes should be pointed at.
 */
export const RUNNER_FILE_COMMANDS: readonly string[] = ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];

/** The first executable `cmd` in a PATH string, or null. */
export function findOnPath(cmd: string, envPath = process.env.PATH ?? ''): string | null {
  for (const dir of envPath.split(':').filter(Boolean)) {
    try {
      accessSync(join(dir, cmd), constants.X_OK);
      return join(dir, cmd);
    } catch {
      // not here
    }
  }
  return null;
}
