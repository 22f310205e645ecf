import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseProviderSettings, type ProviderSettingsResult } from '../../src/model/provider.js';
import { sealEnvironment } from '../../src/sealed-env.js';

const parse = (inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}): ProviderSettingsResult => parseProviderSettings((name) => inputs[name] ?? '', env);
const RULE = { anthropic_federation_rule_id: 'fdrl_abc', anthropic_organization_id: '00000000-0000-0000-0000-000000000000' };

describe('workload identity federation inputs (claude-code-action names)', () => {
  it('the rule and the organization: federation with the default audience, no "no key" warning', () => {
    const r = parse({ ...RULE, anthropic_service_account_id: 'svac_1', anthropic_workspace_id: ' wrkspc_2 ' });
    assert.deepEqual(r, {
      ok: true,
      settings: {
        provider: 'anthropic',
        apiKey: undefined,
        baseURL: undefined,
        federation: {
          federationRuleId: 'fdrl_abc',
          organizationId: '00000000-0000-0000-0000-000000000000',
          serviceAccountId: 'svac_1',
          workspaceId: 'wrkspc_2',
          audience: 'https://api.anthropic.com',
        },
      },
      warnings: [],
    });
    const custom = parse({ ...RULE, anthropic_oidc_audience: 'https://example.com/aud' });
    assert.equal(custom.ok && custom.settings.provider === 'anthropic' && custom.settings.federation?.audience, 'https://example.com/aud');
  });

  it('half a pair is an error naming the inputs given', () => {
    const r = parse({ anthropic_federation_rule_id: 'fdrl_abc', anthropic_service_account_id: 'svac_1' });
    assert.equal(r.ok, false);
    assert.match(
      r.ok ? '' : r.errors.join(),
      /inputs anthropic_federation_rule_id, anthropic_service_account_id: workload identity federation needs both anthropic_federation_rule_id and anthropic_organization_id/,
    );
  });

  it('with provider bedrock or vertex the federation inputs are an error, as every input of another provider is', () => {
    const r = parse({ provider: 'bedrock', aws_region: 'us-east-1', ...RULE }, { AWS_ACCESS_KEY_ID: 'AKID' });
    assert.equal(r.ok, false);
    assert.match(r.ok ? '' : r.errors.join('\n'), /input anthropic_federation_rule_id: only used with provider: anthropic, but provider is bedrock/);
  });

  it('an API key takes precedence, as in claude-code-action, and the federation inputs are said to be unused', () => {
    const r = parse(RULE, { ANTHROPIC_API_KEY: 'sk-env' });
    assert.ok(r.ok && r.settings.provider === 'anthropic');
    assert.equal(r.settings.provider === 'anthropic' && r.settings.federation, undefined);
    assert.match(r.warnings.join(), /anthropic_federation_rule_id \/ anthropic_organization_id: not used, an API key .* takes precedence/);
  });
});

describe("sealing keeps the OIDC request pair only for federation and the Claude GitHub App's token", () => {
  const job = (federated: boolean): NodeJS.ProcessEnv => ({
    PATH: '/usr/bin',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://pipelines.example/idtoken?api-version=2.0',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-0123456789',
    ACTIONS_RUNTIME_TOKEN: 'runtime-token-0123456789',
    ...(federated ? { INPUT_ANTHROPIC_FEDERATION_RULE_ID: 'fdrl_abc' } : {}),
  });

  it('with anthropic_federation_rule_id: the pair is held (in memory) for getIDToken, the runtime token for the artifact only', () => {
    const env = job(true);
    const sealed = sealEnvironment({ env, execve: null });
    assert.equal(sealed.secrets.ACTIONS_ID_TOKEN_REQUEST_TOKEN, 'oidc-request-token-0123456789');
    assert.equal(sealed.secrets.ACTIONS_ID_TOKEN_REQUEST_URL, 'https://pipelines.example/idtoken?api-version=2.0');
    assert.equal(sealed.secrets.ACTIONS_RUNTIME_TOKEN, 'runtime-token-0123456789', "held for the run's artifact (src/report/artifacts.ts)");
    assert.deepEqual(Object.keys(env), ['PATH'], 'none left in the environment a child could inherit');
  });

  it("without it, the pair is kept only where the Claude GitHub App's token may be asked for (no github_token, no app_id, use_claude_github_app not false)", () => {
    assert.equal(sealEnvironment({ env: job(false), execve: null }).secrets.ACTIONS_ID_TOKEN_REQUEST_TOKEN, 'oidc-request-token-0123456789');
    for (const input of [{ INPUT_GITHUB_TOKEN: 'ghp_given' }, { INPUT_APP_ID: '12' }, { INPUT_USE_CLAUDE_GITHUB_APP: 'FALSE' }]) {
      const sealed = sealEnvironment({ env: { ...job(false), ...input }, execve: null });
      assert.equal('ACTIONS_ID_TOKEN_REQUEST_TOKEN' in sealed.secrets, false, JSON.stringify(input));
      assert.equal('ACTIONS_ID_TOKEN_REQUEST_URL' in sealed.secrets, false, JSON.stringify(input));
    }
  });
});
