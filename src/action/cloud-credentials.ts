import type { SealedEnvironment } from '../sealed-env.js';
import type { Settings } from '../settings.js';

/**
 * The one exception to "no secret in process.env after sealing": the Bedrock and Vertex SDKs find
 * web-identity, profile, container and key-file credentials only through process.env, so for the
 * provider in use (and unless static keys were handed to the client) the AWS or Google variables go
 * back there; and @actions/core's getIDToken reads the OIDC request pair only there, so with workload
 * identity federation that pair goes back. The heap only: /proc/<pid>/environ does not show them and
 * no child inherits them, since every child's environment is built by buildToolEnv.
 */
export function exposeCloudCredentialChain(settings: Settings, sealed: SealedEnvironment): void {
  const provider = settings.provider;
  const prefix =
    provider.provider === 'bedrock' && !provider.credentials
      ? /^AWS_/
      : provider.provider === 'vertex'
        ? /^(GOOGLE|CLOUDSDK|GCLOUD)_/
        : provider.provider === 'anthropic' && provider.federation
          ? /^ACTIONS_ID_TOKEN_REQUEST_(URL|TOKEN)$/
          : undefined;
  if (!prefix) return;
  for (const [name, value] of Object.entries(sealed.secrets)) if (prefix.test(name.toUpperCase())) process.env[name] = value;
}
