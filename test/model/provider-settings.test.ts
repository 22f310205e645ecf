import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseProviderSettings, type ProviderSettingsResult } from '../../src/model/provider.js';

const parse = (inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}): ProviderSettingsResult => parseProviderSettings((name) => inputs[name] ?? '', env);
const errorsOf = (r: ProviderSettingsResult): string[] => (r.ok ? [] : r.errors);

describe('parseProviderSettings', () => {
  it('defaults to anthropic with the key from the input, else ANTHROPIC_API_KEY; ANTHROPIC_BASE_URL for gateways', () => {
    assert.deepEqual(parse({ anthropic_api_key: 'sk-input' }, { ANTHROPIC_API_KEY: 'sk-env' }), {
      ok: true,
      settings: { provider: 'anthropic', apiKey: 'sk-input', baseURL: undefined },
      warnings: [],
    });
    const fromEnv = parse({}, { ANTHROPIC_API_KEY: 'sk-env', ANTHROPIC_BASE_URL: 'https://gw.example/anthropic' });
    assert.ok(fromEnv.ok);
    assert.deepEqual(fromEnv.settings, { provider: 'anthropic', apiKey: 'sk-env', baseURL: 'https://gw.example/anthropic' });
    const none = parse({}, {});
    assert.ok(none.ok);
    assert.match(none.warnings.join(), /no anthropic_api_key/);
  });

  it('bedrock: region from aws_region, else AWS_REGION, else AWS_DEFAULT_REGION', () => {
    const creds = { AWS_ACCESS_KEY_ID: 'AKID' };
    assert.deepEqual(parse({ provider: 'bedrock', aws_region: 'eu-west-1' }, { ...creds, AWS_REGION: 'us-east-1' }), {
      ok: true,
      settings: { provider: 'bedrock', region: 'eu-west-1', baseURL: undefined },
      warnings: [],
    });
    const env = parse({ provider: 'Bedrock' }, { ...creds, AWS_DEFAULT_REGION: 'us-west-2' });
    assert.ok(env.ok);
    assert.equal(env.settings.provider === 'bedrock' && env.settings.region, 'us-west-2');
    const gateway = parse({ provider: 'bedrock', aws_region: 'us-east-1' }, { ...creds, ANTHROPIC_BEDROCK_BASE_URL: 'https://bedrock-gw.example' });
    assert.ok(gateway.ok);
    assert.equal(gateway.settings.baseURL, 'https://bedrock-gw.example');
  });

  it('bedrock without credentials in the environment warns (instance roles still work)', () => {
    const r = parse({ provider: 'bedrock', aws_region: 'us-east-1' }, {});
    assert.ok(r.ok);
    assert.match(r.warnings.join(), /configure-aws-credentials/);
    const oidc = parse({ provider: 'bedrock', aws_region: 'us-east-1' }, { AWS_WEB_IDENTITY_TOKEN_FILE: '/tmp/t' });
    assert.ok(oidc.ok);
    assert.deepEqual(oidc.warnings, []);
  });

  it('vertex: project and region from inputs, else the environment google-github-actions/auth leaves; region defaults to global', () => {
    const creds = { GOOGLE_APPLICATION_CREDENTIALS: '/w/gha-creds-1.json' };
    assert.deepEqual(parse({ provider: 'vertex', vertex_project_id: 'my-project-1', vertex_region: 'us-east5' }, creds), {
      ok: true,
      settings: { provider: 'vertex', projectId: 'my-project-1', region: 'us-east5', baseURL: undefined },
      warnings: [],
    });
    const env = parse({ provider: 'vertex' }, { ...creds, GOOGLE_CLOUD_PROJECT: 'env-project', CLOUD_ML_REGION: 'europe-west1' });
    assert.ok(env.ok);
    assert.deepEqual(env.settings, { provider: 'vertex', projectId: 'env-project', region: 'europe-west1', baseURL: undefined });
    const global = parse({ provider: 'vertex', vertex_project_id: 'my-project-1' }, creds);
    assert.ok(global.ok);
    assert.equal(global.settings.provider === 'vertex' && global.settings.region, 'global');
  });

  it('errors name the inputs: unknown provider, missing region or project, malformed values', () => {
    assert.match(errorsOf(parse({ provider: 'azure' })).join(), /input provider: "azure" is not one of anthropic, bedrock, vertex/);
    assert.match(errorsOf(parse({ provider: 'bedrock' })).join(), /input aws_region: required with provider: bedrock/);
    assert.match(errorsOf(parse({ provider: 'bedrock', aws_region: 'Frankfurt' })).join(), /input aws_region: "Frankfurt" is not an AWS region/);
    assert.match(errorsOf(parse({ provider: 'vertex' })).join(), /input vertex_project_id: required with provider: vertex/);
    assert.match(errorsOf(parse({ provider: 'vertex', vertex_project_id: 'My Project' })).join(), /input vertex_project_id: "My Project"/);
    assert.match(errorsOf(parse({ provider: 'vertex', vertex_project_id: 'proj-123', vertex_region: 'mars' })).join(), /input vertex_region: "mars"/);
  });

  it('conflicting settings are errors naming each input involved', () => {
    const bedrockWithKey = errorsOf(parse({ provider: 'bedrock', aws_region: 'us-east-1', anthropic_api_key: 'sk' }));
    assert.match(bedrockWithKey.join(), /input anthropic_api_key: not used with provider: bedrock/);
    const vertexWithKeyAndAws = errorsOf(parse({ provider: 'vertex', vertex_project_id: 'proj-123', anthropic_api_key: 'sk', aws_region: 'us-east-1' }));
    assert.equal(vertexWithKeyAndAws.length, 2);
    assert.match(vertexWithKeyAndAws.join('\n'), /anthropic_api_key: not used with provider: vertex/);
    assert.match(vertexWithKeyAndAws.join('\n'), /input aws_region: only used with provider: bedrock, but provider is vertex/);
    const anthropicWithCloud = errorsOf(parse({ aws_region: 'us-east-1', vertex_project_id: 'p-1234', vertex_region: 'us-east5' }));
    assert.deepEqual(
      anthropicWithCloud.map((e) => e.split(':')[0]),
      ['input aws_region', 'input vertex_project_id', 'input vertex_region'],
    );
    const bedrockWithVertex = errorsOf(parse({ provider: 'bedrock', aws_region: 'us-east-1', vertex_region: 'us-east5' }));
    assert.match(bedrockWithVertex.join(), /input vertex_region: only used with provider: vertex, but provider is bedrock/);
  });

  it('an ANTHROPIC_API_KEY left in the environment is no conflict for bedrock, and ANTHROPIC_BASE_URL is reported as ignored', () => {
    const r = parse(
      { provider: 'bedrock', aws_region: 'us-east-1' },
      { ANTHROPIC_API_KEY: 'sk-org-wide', ANTHROPIC_BASE_URL: 'https://gw', AWS_ACCESS_KEY_ID: 'A' },
    );
    assert.ok(r.ok);
    assert.match(r.warnings.join(), /ANTHROPIC_BASE_URL is ignored with provider: bedrock/);
  });
});
