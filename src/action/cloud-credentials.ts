import type { SealedEnvironment } from '../sealed-env.js';
import type { Settings } from '../settings.js';

/**
 * The one exception to "no secret in process.env after sealing": the Bedrock and Vertex SDKs find
 * web-identity, profile, container and key-file credentials only through process.env, so for the
 * provider in use (and unless static keys were handed to the client) the AWS or Google variables go
 * back there; and @actions/core's getIDToken reads the OIDC request pair only there, so with workload
 * identity federation or the Claude GitHub App's token (src/github/token.ts) that pair goes back. The heap only: /proc/<pid>/environ does not show them and
 * no child inherits them, since every child's environment is built by buildToolEnv.
 */
export function exposeCloudCredentialChain(settings: Settings, sealed: SealedEnvironment): void {
  const provider = settings.provider;
  const exposed = [
    provider.provider === 'bedrock' && !provider.credentials ? /^AWS_/ : undefined,
    provider.provider === 'vertex' ? /^(GOOGLE|CLOUDSDK|GCLOUD)_/ : undefined,
    (provider.provider === 'anthropic' && provider.federation) || settings.github.auth.kind === 'claude_app'
      ? /^ACTIONS_ID_TOKEN_REQUEST_(URL|TOKEN)$/
      : undefined,
  ].filter((pattern) => pattern !== undefined);
  if (exposed.length === 0) return;
  for (const [name, value] of Object.entries(sealed.secrets)) if (exposed.some((pattern) => pattern.test(name.toUpperCase()))) process.env[name] = value;
}
