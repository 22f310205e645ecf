import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { holdsCredential, secretsToMask } from '../../../src/report/secrets/mask.js';

describe('what the runner is asked to mask', () => {
  const env = {
    ACTIONS_CACHE_SERVICE_V2: 'True',
    ACTIONS_RUNTIME_URL: 'https://pipelines.actions.githubusercontent.com/abc/',
    ACTIONS_RESULTS_URL: 'https://results-receiver.actions.githubusercontent.com/',
    ACTIONS_ORCHESTRATION_ID: '0f1e2d3c4b5a69788796a5b4c3d2e1f0.agent.__default',
    ACTIONS_RUNTIME_TOKEN: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.runtime',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.idreq',
    INPUT_GITHUB_TOKEN: 'ghs_0123456789abcdefghijklmnopqrstuvwxyz',
    GITHUB_TOKEN: 'ghs_0123456789abcdefghijklmnopqrstuvwxyz',
    INPUT_ANTHROPIC_API_KEY: 'sk-ant-api03-abcdefghijklmnop',
    INPUT_PROMPT: 'Fix the failing test',
    INPUT_READ_ONLY_BASH: 'true',
    INPUT_MAX_TURNS: '30',
    SOME_FLAG_TOKEN: 'false',
    PERMISSION_TOKEN: 'read',
    GOOGLE_APPLICATION_CREDENTIALS: '/home/runner/work/r/r/gha-creds-1234.json',
    AWS_ROLE_ARN: 'arn:aws:iam::123456789012:role/agent',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };

  it('masks credentials, each once: never flags, ids, URLs, paths, short or well-known values', () => {
    const masked = secretsToMask(env, ['sk-ant-api03-abcdefghijklmnop', undefined]);
    assert.deepEqual(masked.sort(), [
      'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.idreq',
      'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.runtime',
      'ghs_0123456789abcdefghijklmnopqrstuvwxyz',
      'sk-ant-api03-abcdefghijklmnop',
      'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    ]);
  });

  it('names: tokens and keys hold credentials; runtime URLs, flags and credential file paths do not', () => {
    for (const name of ['INPUT_GITHUB_TOKEN', 'ANTHROPIC_API_KEY', 'ACTIONS_RUNTIME_TOKEN', 'INPUT_APP_PRIVATE_KEY'])
      assert.equal(holdsCredential(name), true, name);
    for (const name of [
      'ACTIONS_CACHE_SERVICE_V2',
      'ACTIONS_RUNTIME_URL',
      'ACTIONS_ORCHESTRATION_ID',
      'INPUT_PROMPT',
      'GOOGLE_APPLICATION_CREDENTIALS',
      'AWS_ROLE_ARN',
    ])
      assert.equal(holdsCredential(name), false, name);
  });
});
