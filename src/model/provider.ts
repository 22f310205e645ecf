import type Anthropic from '@anthropic-ai/sdk';
import type { Middleware } from '@anthropic-ai/sdk';
import type { AnthropicVertex } from '@anthropic-ai/vertex-sdk';
import { createAnthropicClient } from './client.js';
import { federatedAuth, type FederationHooks } from './federation.js';
import type { ProviderSettings } from './provider-settings.js';

import { bedrockLegacyApiVersion, type ProviderName } from './provider-models.js';

export {
  providerModelId,
  canonicalModelId,
  modelOfAlias,
  bedrockProfileForRegion,
  providerModelTable,
  type ModelIdResult,
  type ProviderName,
} from './provider-models.js';
export { parseProviderSettings, type AwsStaticCredentials, type ProviderSettings, type ProviderSettingsResult } from './provider-settings.js';

export type ModelClient = Pick<Anthropic, 'messages'>;

export interface ProviderClient extends ModelClient {
  readonly provider: ProviderName;
  /** False on Bedrock: `messages.countTokens` rejects at once (no request), and the budget falls back to its estimate. */
  readonly countsTokens: boolean;
}

export interface ProviderClientOptions {
  maxRetries: number;
  timeoutMs: number;
  /** Overrides the settings' base URL (tests, gateways). Bedrock: without a path; Vertex: ending in `/v1`. */
  baseURL?: string | undefined;
  /** Vertex only, for tests: an authenticated google-auth-library client instead of Application Default Credentials. */
  vertexAuthClient?: VertexAuthClient | undefined;
  /** Workload identity federation (settings.federation): where the OIDC tokens come from and who hears of each access token. */
  federation?: FederationHooks | undefined;
}

type VertexAuthClient = NonNullable<NonNullable<ConstructorParameters<typeof AnthropicVertex>[0]>['authClient']>;

const COUNT_TOKENS_PATH = '/v1/messages/count_tokens';

/** Bedrock serves no count_tokens on the runtime endpoint: answer it here, before any request is signed or sent. */
const bedrockNoCountTokens: Middleware = async (request, next, ctx) => {
  if (ctx.options?.path.split('?')[0] === COUNT_TOKENS_PATH) {
    const body = { type: 'error', error: { type: 'not_found_error', message: 'count_tokens is not offered on Amazon Bedrock' } };
    return new Response(JSON.stringify(body), { status: 404, headers: { 'content-type': 'application/json' } });
  }
  return next(request);
};

/** Models before Claude 4.7 reject API version 2026-10-21 on Bedrock: send them the older one (the SDK moves it into the body). */
const bedrockApiVersion: Middleware = async (request, next) => {
  if (typeof request.body !== 'string') return next(request);
  let model: unknown;
  try {
    model = (JSON.parse(request.body) as { model?: unknown }).model;
  } catch {
    return next(request);
  }
  const legacy = typeof model === 'string' ? bedrockLegacyApiVersion(model) : undefined;
  if (!legacy) return next(request);
  const headers = new Headers(request.headers);
  headers.set('anthropic-version', legacy);
  return next({ ...request, headers });
};

/**
 * The package's own Messages resource for the Bedrock and Vertex clients, which their SDKs build on the package's
 * BaseAnthropic: not the door's tree-shaken copy (sdk.ts), so a client and its resource share their classes (streams,
 * tracing). Their chunks hold the whole package anyway; the error classes are the one module both copies use.
 */
const fullMessages = async () => (await import('@anthropic-ai/sdk/resources/messages')).Messages;

/** The scope the Vertex SDK asks Application Default Credentials for by default. */
const GOOGLE_CLOUD_SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

const trimmed = (url: string | undefined): string | undefined => (url ? url.replace(/\/+$/, '') : undefined);

/**
 * The model client for the configured provider, usable wherever the loop uses an Anthropic client. The Bedrock and
 * Vertex SDKs (and the AWS and Google auth libraries they bring) are loaded only for their provider.
 */
export async function createProviderClient(settings: ProviderSettings, opts: ProviderClientOptions): Promise<ProviderClient> {
  const maxRetries = Math.max(0, Math.floor(opts.maxRetries));
  const baseURL = trimmed(opts.baseURL ?? settings.baseURL);
  if (settings.provider === 'anthropic') {
    const federated = settings.federation ? federatedAuth(settings.federation, baseURL, opts.federation) : undefined;
    const client = createAnthropicClient({ apiKey: settings.apiKey, baseURL, maxRetries, timeoutMs: opts.timeoutMs, ...federated });
    return { provider: 'anthropic', countsTokens: true, messages: client.messages };
  }
  if (settings.provider === 'bedrock') {
    const [{ AnthropicBedrock }, Messages] = await Promise.all([import('@anthropic-ai/bedrock-sdk'), fullMessages()]);
    const keys = settings.credentials;
    const common = {
      awsRegion: settings.region,
      ...(baseURL ? { baseURL } : {}),
      maxRetries,
      timeout: opts.timeoutMs,
      middleware: [bedrockNoCountTokens, bedrockApiVersion],
    };
    // Static keys are handed over here: after sealing they are not in process.env for the SDK's chain to find.
    const client = keys
      ? new AnthropicBedrock({ ...common, awsAccessKey: keys.accessKeyId, awsSecretKey: keys.secretAccessKey, awsSessionToken: keys.sessionToken ?? null })
      : new AnthropicBedrock(common);
    return { provider: 'bedrock', countsTokens: false, messages: new Messages(client) };
  }
  const [{ AnthropicVertex }, { GoogleAuth }, Messages] = await Promise.all([
    import('@anthropic-ai/vertex-sdk'),
    import('google-auth-library'),
    fullMessages(),
  ]);
  // Application Default Credentials as the SDK builds them, told the project: without it, google-auth-library looks
  // for one before the first request (runs `gcloud config config-helper`, probes the GCE metadata server) and, for
  // Workload Identity Federation credentials, asks Cloud Resource Manager, failing the run where it may not.
  const auth = opts.vertexAuthClient
    ? { authClient: opts.vertexAuthClient }
    : { googleAuth: new GoogleAuth({ scopes: GOOGLE_CLOUD_SCOPE, projectId: settings.projectId }) };
  const client = new AnthropicVertex({
    region: settings.region,
    projectId: settings.projectId,
    ...(baseURL ? { baseURL } : {}),
    ...auth,
    maxRetries,
    timeout: opts.timeoutMs,
  });
  return { provider: 'vertex', countsTokens: true, messages: new Messages(client) };
}
