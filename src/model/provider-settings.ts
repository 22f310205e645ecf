import type { WorkloadIdentityFederation } from './federation.js';
import type { ProviderName } from './provider-models.js';

/*
 * The provider inputs, read and checked without loading any model SDK: settings are parsed before the first sign on
 * the pull request, the SDK is the agent's (issue 37). The clients are made in provider.ts.
 */

/**
 * Exactly one model provider per run. Credentials never pass through here for Bedrock and Vertex: their SDKs read
 * the standard AWS / Google environment (as `aws-actions/configure-aws-credentials` and `google-github-actions/auth`
 * leave it), inside this process only.
 */
export type ProviderSettings =
  | { provider: 'anthropic'; apiKey: string | undefined; baseURL: string | undefined; federation?: WorkloadIdentityFederation }
  | { provider: 'bedrock'; region: string; baseURL: string | undefined; credentials?: AwsStaticCredentials }
  | { provider: 'vertex'; projectId: string; region: string; baseURL: string | undefined };

/** Static AWS keys (as aws-actions/configure-aws-credentials exports them), passed to the client, not read from process.env. */
export interface AwsStaticCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export type ProviderSettingsResult = { ok: true; settings: ProviderSettings; warnings: string[] } | { ok: false; errors: string[] };

const PROVIDERS: readonly ProviderName[] = ['anthropic', 'bedrock', 'vertex'];
const AWS_REGION = /^[a-z]{2}(?:-gov|-iso[a-z]?)?-[a-z]+-\d{1,2}$/;
const VERTEX_REGION = /^(?:global|us|eu|[a-z]+-[a-z]+\d{1,2})$/;
/** GCP project ids, domain-scoped ones (`example.com:proj`) included. */
const GCP_PROJECT = /^(?:[a-z0-9.-]+:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

const firstSet = (env: NodeJS.ProcessEnv, names: readonly string[]): [string, string] | undefined => {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return [name, value];
  }
  return undefined;
};

/**
 * Reads `provider`, `anthropic_api_key`, `aws_region`, `vertex_project_id`, `vertex_region` (and their
 * environment fallbacks). Every problem is reported, each naming the inputs involved.
 */
export function parseProviderSettings(read: (name: string) => string, env: NodeJS.ProcessEnv): ProviderSettingsResult {
  const input = (name: string): string => read(name).trim();
  const errors: string[] = [];
  const warnings: string[] = [];
  const rawProvider = input('provider').toLowerCase() || 'anthropic';
  if (!(PROVIDERS as readonly string[]).includes(rawProvider)) {
    return { ok: false, errors: [`input provider: "${input('provider')}" is not one of ${PROVIDERS.join(', ')}`] };
  }
  const provider = rawProvider as ProviderName;
  const given = (names: string[]): string[] => names.filter((n) => input(n) !== '');
  const foreign = (names: string[], belongsTo: string): void => {
    for (const name of given(names)) {
      errors.push(`input ${name}: only used with provider: ${belongsTo}, but provider is ${provider}; remove it or change provider`);
    }
  };

  if (provider === 'anthropic') {
    foreign(['aws_region'], 'bedrock');
    foreign(['vertex_project_id', 'vertex_region'], 'vertex');
    if (errors.length > 0) return { ok: false, errors };
    const apiKey = input('anthropic_api_key') || env.ANTHROPIC_API_KEY?.trim() || undefined;
    const federation = federationInputs(input, errors);
    if (errors.length > 0) return { ok: false, errors };
    if (federation && (apiKey || env.ANTHROPIC_AUTH_TOKEN?.trim())) {
      warnings.push(
        `inputs anthropic_federation_rule_id / anthropic_organization_id: not used, ${apiKey ? 'an API key (anthropic_api_key or ANTHROPIC_API_KEY)' : 'ANTHROPIC_AUTH_TOKEN'} is set and takes precedence (as in claude-code-action)`,
      );
    }
    if (!apiKey && !federation && !env.ANTHROPIC_AUTH_TOKEN?.trim()) {
      warnings.push('no anthropic_api_key input and no ANTHROPIC_API_KEY / ANTHROPIC_AUTH_TOKEN: model calls will fail with 401');
    }
    const baseURL = env.ANTHROPIC_BASE_URL?.trim() || undefined;
    const federated = federation && !apiKey && !env.ANTHROPIC_AUTH_TOKEN?.trim() ? { federation } : {};
    return { ok: true, settings: { provider, apiKey, baseURL, ...federated }, warnings };
  }

  foreign([...FEDERATION_INPUTS, 'anthropic_oidc_audience'], 'anthropic');
  if (input('anthropic_api_key') !== '') {
    errors.push(
      `input anthropic_api_key: not used with provider: ${provider} (credentials come from the ${provider === 'bedrock' ? 'AWS' : 'Google Cloud'} environment); remove it or set provider: anthropic`,
    );
  }
  if (env.ANTHROPIC_BASE_URL?.trim()) {
    warnings.push(
      `ANTHROPIC_BASE_URL is ignored with provider: ${provider}${provider === 'bedrock' ? ' (ANTHROPIC_BEDROCK_BASE_URL is read instead)' : ' (ANTHROPIC_VERTEX_BASE_URL is read instead)'}`,
    );
  }

  if (provider === 'bedrock') {
    foreign(['vertex_project_id', 'vertex_region'], 'vertex');
    const region = input('aws_region') || firstSet(env, ['AWS_REGION', 'AWS_DEFAULT_REGION'])?.[1] || '';
    if (region === '') {
      errors.push('input aws_region: required with provider: bedrock (or AWS_REGION / AWS_DEFAULT_REGION, as aws-actions/configure-aws-credentials sets them)');
    } else if (!AWS_REGION.test(region)) {
      errors.push(`input aws_region: "${region}" is not an AWS region such as us-east-1`);
    }
    if (
      !firstSet(env, [
        'AWS_ACCESS_KEY_ID',
        'AWS_WEB_IDENTITY_TOKEN_FILE',
        'AWS_PROFILE',
        'AWS_BEARER_TOKEN_BEDROCK',
        'AWS_CONTAINER_CREDENTIALS_FULL_URI',
        'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
      ])
    ) {
      warnings.push(
        'no AWS credentials in the environment: the AWS SDK will try the instance metadata service; run aws-actions/configure-aws-credentials before this step',
      );
    }
    if (errors.length > 0) return { ok: false, errors };
    const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
    const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
    const sessionToken = env.AWS_SESSION_TOKEN?.trim();
    const credentials = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } : undefined;
    return {
      ok: true,
      settings: { provider, region, baseURL: env.ANTHROPIC_BEDROCK_BASE_URL?.trim() || undefined, ...(credentials ? { credentials } : {}) },
      warnings,
    };
  }

  foreign(['aws_region'], 'bedrock');
  const projectId =
    input('vertex_project_id') || firstSet(env, ['ANTHROPIC_VERTEX_PROJECT_ID', 'GOOGLE_CLOUD_PROJECT', 'GCLOUD_PROJECT', 'CLOUDSDK_CORE_PROJECT'])?.[1] || '';
  if (projectId === '') {
    errors.push('input vertex_project_id: required with provider: vertex (or GOOGLE_CLOUD_PROJECT, as google-github-actions/auth sets it)');
  } else if (!GCP_PROJECT.test(projectId)) {
    errors.push(`input vertex_project_id: "${projectId}" is not a Google Cloud project id`);
  }
  const fromEnv = firstSet(env, ['CLOUD_ML_REGION', 'GOOGLE_CLOUD_REGION', 'GOOGLE_CLOUD_LOCATION']);
  const region = input('vertex_region') || fromEnv?.[1] || 'global';
  if (!VERTEX_REGION.test(region)) errors.push(`input vertex_region: "${region}" is not a Vertex AI region such as us-east5, europe-west1 or global`);
  if (!firstSet(env, ['GOOGLE_APPLICATION_CREDENTIALS', 'CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE', 'GOOGLE_GHA_CREDS_PATH'])) {
    warnings.push(
      'no Google credentials file in the environment: Application Default Credentials will try the metadata server; run google-github-actions/auth before this step',
    );
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, settings: { provider, projectId, region, baseURL: env.ANTHROPIC_VERTEX_BASE_URL?.trim() || undefined }, warnings };
}

const FEDERATION_INPUTS = ['anthropic_federation_rule_id', 'anthropic_organization_id', 'anthropic_service_account_id', 'anthropic_workspace_id'];
const DEFAULT_OIDC_AUDIENCE = 'https://api.anthropic.com';

/** The federation inputs, when the rule and the organization are both given (claude-code-action's condition); a half-set pair is an error. */
function federationInputs(input: (name: string) => string, errors: string[]): WorkloadIdentityFederation | undefined {
  const federationRuleId = input('anthropic_federation_rule_id');
  const organizationId = input('anthropic_organization_id');
  if (!federationRuleId || !organizationId) {
    const given = [...FEDERATION_INPUTS, 'anthropic_oidc_audience'].filter((name) => input(name) !== '');
    if (given.length > 0) {
      errors.push(
        `input${given.length > 1 ? 's' : ''} ${given.join(', ')}: workload identity federation needs both anthropic_federation_rule_id and anthropic_organization_id`,
      );
    }
    return undefined;
  }
  return {
    federationRuleId,
    organizationId,
    serviceAccountId: input('anthropic_service_account_id') || undefined,
    workspaceId: input('anthropic_workspace_id') || undefined,
    audience: input('anthropic_oidc_audience') || DEFAULT_OIDC_AUDIENCE,
  };
}

/** What the loop needs of a model client: an Anthropic client satisfies it, and so does each provider's. */
