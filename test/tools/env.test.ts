import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildToolEnv, isSecretEnvName } from '../../src/process/env.js';

const base: NodeJS.ProcessEnv = {
  PATH: '/usr/bin',
  HOME: '/home/runner',
  CI: 'true',
  GITHUB_WORKSPACE: '/w',
  GITHUB_REPOSITORY: 'o/r',
  AWS_REGION: 'eu-west-1',
  ANTHROPIC_API_KEY: 'sk-ant',
  ANTHROPIC_AUTH_TOKEN: 't',
  CLAUDE_CODE_OAUTH_TOKEN: 'o',
  GITHUB_TOKEN: 'ghs',
  GH_TOKEN: 'ghs2',
  INPUT_ANTHROPIC_API_KEY: 'sk-ant',
  INPUT_PROMPT: 'hello',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://x',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  ACTIONS_RUNTIME_TOKEN: 'rt',
  AWS_ACCESS_KEY_ID: 'AKIA',
  AWS_SECRET_ACCESS_KEY: 's',
  AWS_SESSION_TOKEN: 'st',
  AWS_WEB_IDENTITY_TOKEN_FILE: '/f',
  GOOGLE_APPLICATION_CREDENTIALS: '/g.json',
  GOOGLE_GHA_CREDS_PATH: '/g2.json',
  CLOUDSDK_AUTH_ACCESS_TOKEN: 'g',
  NPM_TOKEN: 'npm',
  DB_PASSWORD: 'pw',
  MY_SECRET: 's',
  STRIPE_API_KEY: 'k',
  my_lower_token: 'x',
  UNDEFINED_VAR: undefined,
};

describe('buildToolEnv', () => {
  it('drops credentials and keeps ordinary variables', () => {
    const env = buildToolEnv(base, []);
    assert.deepEqual(Object.keys(env).sort(), ['AWS_REGION', 'CI', 'GITHUB_REPOSITORY', 'GITHUB_WORKSPACE', 'HOME', 'PATH']);
    assert.equal(env.PATH, '/usr/bin');
  });

  it('keeps the names in passEnv even when they look secret', () => {
    const env = buildToolEnv(base, ['NPM_TOKEN', 'GITHUB_TOKEN', 'NOT_SET']);
    assert.equal(env.NPM_TOKEN, 'npm');
    assert.equal(env.GITHUB_TOKEN, 'ghs');
    assert.equal(env.ANTHROPIC_API_KEY, undefined);
    assert.equal('NOT_SET' in env, false);
  });

  it('isSecretEnvName spots secret-looking names', () => {
    for (const n of ['SOME_TOKEN', 'X_SECRET', 'DEPLOY_KEY', 'MYSQL_ROOT_PASSWORD', 'PASSWORD', 'ACTIONS_CACHE_URL', 'INPUT_X']) {
      assert.equal(isSecretEnvName(n), true, n);
    }
    for (const n of ['PATH', 'KEYBOARD', 'TOKENIZER_PATH', 'GITHUB_SHA', 'RUNNER_TEMP', 'NODE_OPTIONS']) {
      assert.equal(isSecretEnvName(n), false, n);
    }
  });
});
