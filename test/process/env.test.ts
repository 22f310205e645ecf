import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildToolEnv, isSecretEnvName } from '../../src/process/env.js';

/** What aws-actions/configure-aws-credentials (OIDC) and google-github-actions/auth leave in a job's environment. */
const cloudEnv: NodeJS.ProcessEnv = {
  PATH: '/usr/bin',
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
  AWS_SESSION_TOKEN: 'session',
  AWS_ROLE_ARN: 'arn:aws:iam::123:role/r',
  AWS_WEB_IDENTITY_TOKEN_FILE: '/tmp/awscreds/token',
  AWS_SHARED_CREDENTIALS_FILE: '/home/runner/.aws/credentials',
  AWS_CONFIG_FILE: '/home/runner/.aws/config',
  AWS_BEARER_TOKEN_BEDROCK: 'bedrock-key',
  AWS_PROFILE: 'ci',
  GOOGLE_APPLICATION_CREDENTIALS: '/w/gha-creds-0123.json',
  GOOGLE_GHA_CREDS_PATH: '/w/gha-creds-0123.json',
  CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE: '/w/gha-creds-0123.json',
  CLOUDSDK_AUTH_ACCESS_TOKEN: 'ya29.x',
  CLOUDSDK_CONFIG: '/home/runner/.config/gcloud',
  GOOGLE_OAUTH_ACCESS_TOKEN: 'ya29.y',
  GOOGLE_CLOUD_KEYFILE_JSON: '{"type":"service_account"}',
  GOOGLE_CREDENTIALS: '{}',
  GOOGLE_CLOUD_PROJECT: 'proj',
  GCLOUD_PROJECT: 'proj',
  CLOUDSDK_CORE_PROJECT: 'proj',
  CLOUDSDK_PROJECT: 'proj',
  CLOUD_ML_REGION: 'us-east5',
  GCP_SA_KEY: 'k',
  AZURE_CLIENT_SECRET: 's',
  ARM_CLIENT_CERTIFICATE_PATH: '/c.pfx',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token',
  INPUT_APP_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----',
  INPUT_APP_ID: '123',
  GITHUB_TOKEN: 'ghs_x',
};

describe('provider credentials never reach tools, hooks or MCP servers', () => {
  it('AWS_*, GOOGLE_*, gcloud and Azure credentials and credential-file paths are dropped; regions and projects stay', () => {
    const env = buildToolEnv(cloudEnv, []);
    assert.deepEqual(
      Object.keys(env).sort(),
      [
        'AWS_DEFAULT_REGION',
        'AWS_PROFILE',
        'AWS_REGION',
        'CLOUDSDK_CORE_PROJECT',
        'CLOUDSDK_PROJECT',
        'CLOUD_ML_REGION',
        'GCLOUD_PROJECT',
        'GOOGLE_CLOUD_PROJECT',
        'PATH',
      ].sort(),
    );
  });

  it('the OIDC request token and the App private key input are dropped too', () => {
    const env = buildToolEnv(cloudEnv, []);
    for (const name of ['ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_URL', 'INPUT_APP_PRIVATE_KEY', 'INPUT_APP_ID', 'GITHUB_TOKEN']) {
      assert.equal(name in env, false, name);
    }
  });

  it('pass_env still hands over a name the workflow author chose', () => {
    assert.equal(buildToolEnv(cloudEnv, ['AWS_ACCESS_KEY_ID']).AWS_ACCESS_KEY_ID, 'ASIAEXAMPLE');
  });

  it('ordinary names that merely contain the words are kept', () => {
    for (const name of [
      'AWS_REGION',
      'AWS_EC2_METADATA_DISABLED',
      'AWS_SDK_LOAD_CONFIG',
      'GOOGLE_CLOUD_PROJECT',
      'CLOUD_ML_REGION',
      'KEYBOARD',
      'TOKENIZER_PATH',
    ]) {
      assert.equal(isSecretEnvName(name), false, name);
    }
  });
});
