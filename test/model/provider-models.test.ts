import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { knownModelIds, resolvePrice } from '../../src/model/pricing.js';
import { bedrockProfileForRegion, canonicalModelId, providerModelId, providerModelTable } from '../../src/model/provider.js';
import { bedrockLegacyApiVersion } from '../../src/model/provider-models.js';

const ok = (r: ReturnType<typeof providerModelId>): { providerModel: string; canonicalModel: string | undefined; passedThrough: boolean } => {
  assert.ok(r.ok, r.ok ? '' : r.error);
  const { ok: _ok, ...rest } = r;
  return rest;
};

describe('providerModelId', () => {
  it('anthropic: the id unchanged', () => {
    assert.deepEqual(ok(providerModelId('anthropic', 'claude-sonnet-5-5')), {
      providerModel: 'claude-sonnet-5-5',
      canonicalModel: 'claude-sonnet-5-5',
      passedThrough: false,
    });
  });

  it('bedrock: the geographic inference profile of the region', () => {
    assert.equal(ok(providerModelId('bedrock', 'claude-sonnet-5-5', 'us-east-1')).providerModel, 'us.anthropic.claude-sonnet-5-5');
    assert.equal(ok(providerModelId('bedrock', 'claude-opus-5-5', 'eu-west-1')).providerModel, 'eu.anthropic.claude-opus-5-5');
    assert.equal(ok(providerModelId('bedrock', 'claude-opus-5-5', 'ap-northeast-1')).providerModel, 'jp.anthropic.claude-opus-5-5');
    assert.equal(ok(providerModelId('bedrock', 'claude-haiku-4-5', 'ap-southeast-2')).providerModel, 'au.anthropic.claude-haiku-4-5-20251001-v1:0');
    assert.equal(ok(providerModelId('bedrock', 'claude-sonnet-4-5', 'ap-south-1')).providerModel, 'apac.anthropic.claude-sonnet-4-5-20250929-v1:0');
    assert.equal(ok(providerModelId('bedrock', 'claude-opus-4-6', 'us-gov-west-1')).providerModel, 'us-gov.anthropic.claude-opus-4-6-v1');
  });

  it('bedrock: dated and aliased Claude API ids map to their row', () => {
    assert.equal(ok(providerModelId('bedrock', 'claude-sonnet-4-5-20250929', 'us-west-2')).providerModel, 'us.anthropic.claude-sonnet-4-5-20250929-v1:0');
    assert.equal(ok(providerModelId('bedrock', 'claude-opus-4-0', 'us-west-2')).providerModel, 'us.anthropic.claude-opus-4-20250514-v1:0');
    assert.equal(ok(providerModelId('bedrock', 'claude-sonnet-4-6', 'us-west-2')).providerModel, 'us.anthropic.claude-sonnet-4-6');
  });

  it('bedrock: an id already in Bedrock form passes through, canonical id kept for pricing', () => {
    for (const [id, canonical] of [
      ['global.anthropic.claude-sonnet-5-5', 'claude-sonnet-5-5'],
      ['anthropic.claude-sonnet-4-5-20250929-v1:0', 'claude-sonnet-4-5'],
      ['us-gov.anthropic.claude-opus-4-6-v1', 'claude-opus-4-6'],
      ['arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-opus-5', 'claude-opus-5'],
      ['arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/a1b2c3', undefined],
    ] as const) {
      assert.deepEqual(ok(providerModelId('bedrock', id, 'eu-west-1')), { providerModel: id, canonicalModel: canonical, passedThrough: true }, id);
    }
  });

  it('bedrock: a region without a known geography asks for the full id', () => {
    const r = providerModelId('bedrock', 'claude-sonnet-5-5', 'sa-east-1');
    assert.equal(r.ok, false);
    if (!r.ok) assert.match(r.error, /sa-east-1.*global\.anthropic\.claude-sonnet-5-5/);
  });

  it('vertex: the @ version for models before 4.6, the API id after', () => {
    assert.equal(ok(providerModelId('vertex', 'claude-sonnet-4-5')).providerModel, 'claude-sonnet-4-5@20250929');
    assert.equal(ok(providerModelId('vertex', 'claude-haiku-4-5-20251001')).providerModel, 'claude-haiku-4-5@20251001');
    assert.equal(ok(providerModelId('vertex', 'claude-opus-4-6')).providerModel, 'claude-opus-4-6');
    assert.equal(ok(providerModelId('vertex', 'claude-sonnet-5-5')).providerModel, 'claude-sonnet-5-5');
    assert.deepEqual(ok(providerModelId('vertex', 'claude-opus-4-1@20250805')), {
      providerModel: 'claude-opus-4-1@20250805',
      canonicalModel: 'claude-opus-4-1',
      passedThrough: true,
    });
  });

  it('a clear error for a model the provider does not offer, or an id of the wrong provider', () => {
    const cases: [Parameters<typeof providerModelId>, RegExp][] = [
      [['bedrock', 'claude-mythos-5-2', 'us-east-1'], /not a model this action knows Amazon Bedrock to offer.*us\.anthropic/],
      [['vertex', 'claude-mythos-5'], /not a model this action knows Vertex AI to offer/],
      [['bedrock', 'claude-opus-4-9', 'us-east-1'], /"claude-opus-4-9" is not a model/],
      [['vertex', 'gpt-5'], /"gpt-5" is not a model/],
      [['anthropic', 'us.anthropic.claude-sonnet-5-5'], /Amazon Bedrock id; set provider: bedrock, or give the Claude API id \(e\.g\. "claude-sonnet-5-5"\)/],
      [['anthropic', 'claude-sonnet-4-5@20250929'], /Vertex AI id; set provider: vertex/],
      [['vertex', 'us.anthropic.claude-sonnet-5-5'], /Bedrock id, but provider is vertex/],
      [['bedrock', 'claude-sonnet-4@20250514', 'us-east-1'], /Vertex AI id, but provider is bedrock/],
      [['bedrock', ' ', 'us-east-1'], /empty/],
    ];
    for (const [args, re] of cases) {
      const r = providerModelId(...args);
      assert.equal(r.ok, false, args.join(' '));
      if (!r.ok) assert.match(r.error, re);
    }
  });
});

describe('prices follow the provider model', () => {
  it('every table row has a price, and each provider form resolves to the canonical price', () => {
    const priced = new Set(knownModelIds());
    for (const row of providerModelTable()) {
      assert.ok(priced.has(row.id), `${row.id} has no price`);
      for (const provider of ['bedrock', 'vertex'] as const) {
        const mapped = providerModelId(provider, row.id, 'us-east-1');
        if (!mapped.ok) continue;
        assert.equal(mapped.canonicalModel, row.id);
        const byCanonical = resolvePrice(mapped.canonicalModel ?? '');
        assert.equal(byCanonical.known, true, row.id);
      }
    }
  });

  it('resolvePrice understands us./eu./jp. profiles, Vertex @ versions and Bedrock -v1:0 suffixes directly', () => {
    for (const id of [
      'us.anthropic.claude-sonnet-5-5',
      'eu.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'claude-sonnet-4-5@20250929',
      'anthropic.claude-opus-4-6-v1',
    ]) {
      assert.equal(resolvePrice(id).known, true, id);
      assert.equal(resolvePrice(id).price.input, resolvePrice(canonicalModelId(id) ?? '').price.input, id);
    }
  });

  it('global. and us-gov. profiles: price by the canonical id (resolvePrice alone does not strip them)', () => {
    for (const id of ['global.anthropic.claude-sonnet-5-5', 'us-gov.anthropic.claude-opus-4-6-v1']) {
      const canonical = canonicalModelId(id);
      assert.ok(canonical);
      assert.equal(resolvePrice(canonical).known, true, id);
    }
  });
});

describe('Bedrock helpers', () => {
  it('the geography of each region family', () => {
    assert.equal(bedrockProfileForRegion('us-east-2'), 'us');
    assert.equal(bedrockProfileForRegion('eu-central-1'), 'eu');
    assert.equal(bedrockProfileForRegion('ap-northeast-3'), 'jp');
    assert.equal(bedrockProfileForRegion('ap-southeast-4'), 'au');
    assert.equal(bedrockProfileForRegion('ap-southeast-1'), 'apac');
    assert.equal(bedrockProfileForRegion('me-central-1'), undefined);
  });

  it('models before Claude 4.7 need the older API version on Bedrock', () => {
    assert.equal(bedrockLegacyApiVersion('us.anthropic.claude-sonnet-4-6'), 'bedrock-2023-05-31');
    assert.equal(bedrockLegacyApiVersion('global.anthropic.claude-opus-4-6-v1'), 'bedrock-2023-05-31');
    assert.equal(bedrockLegacyApiVersion('anthropic.claude-haiku-4-5-20251001-v1:0'), 'bedrock-2023-05-31');
    assert.equal(bedrockLegacyApiVersion('us.anthropic.claude-opus-4-7'), undefined);
    assert.equal(bedrockLegacyApiVersion('global.anthropic.claude-sonnet-5-5'), undefined);
  });
});
