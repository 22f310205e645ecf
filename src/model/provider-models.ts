/**
 * Model ids per provider. Sources (stored copies, looked up 2026-11-30):
 *  [IDS] platform.claude.com/docs/en/about-claude/models/model-ids-and-versions: from the 4.6 generation on, ids are
 *        dateless — `claude-{name}-{major}-{minor}`, on Bedrock `anthropic.claude-{name}-{major}-{minor}`, on Vertex the
 *        same as the Claude API. Opus 4.6 is the last Bedrock id with `-v1` (`anthropic.claude-opus-4-6-v1`). Before 4.6:
 *        Bedrock `anthropic.claude-…-YYYYMMDD-v1:0`, Vertex `claude-…@YYYYMMDD`.
 *  [BR]  platform.claude.com/docs/en/build-with-claude/claude-on-amazon-bedrock-legacy: the dated Bedrock ids and their
 *        cross-region profiles (global, us, eu, jp, apac); Opus 4.7 is reachable through InvokeModel.
 *  [VER] platform.claude.com/docs/en/api/versioning: API version 2026-10-21 (what @anthropic-ai/sdk 1.x sends) is
 *        served on Bedrock for Claude 4.7 and later only; older Bedrock models get `bedrock-2023-05-31`.
 *  [SDK] @anthropic-ai/bedrock-sdk 1.1.3 README: `global.anthropic.claude-sonnet-5-5`; AWS model cards: Opus 5.5 is
 *        INFERENCE_PROFILE only (jp./global.), Sonnet 5 `anthropic.claude-sonnet-5`, Fable 5 `anthropic.claude-fable-5`.
 * Rows marked `rule` follow [IDS] without a page of their own. Mythos has no Bedrock or Vertex listing on file.
 */

export type ProviderName = 'anthropic' | 'bedrock' | 'vertex';

interface ModelRow {
  /** Canonical Claude API id (undated), then aliases. */
  ids: string[];
  /** Bedrock foundation-model id, without an inference-profile prefix; null when Bedrock does not offer it. */
  bedrock: string | null;
  vertex: string | null;
  /** Before Claude 4.7: Bedrock serves it only on the older API version. */
  bedrockLegacy?: true;
}

const modern = (id: string): ModelRow => ({ ids: [id], bedrock: `anthropic.${id}`, vertex: id });

const MODELS: ModelRow[] = [
  modern('claude-fable-5-2'), // rule
  modern('claude-fable-5-1'), // rule
  modern('claude-fable-5'), // [SDK]
  { ids: ['claude-mythos-5-2'], bedrock: null, vertex: null },
  { ids: ['claude-mythos-5-1'], bedrock: null, vertex: null },
  { ids: ['claude-mythos-5'], bedrock: null, vertex: null },
  modern('claude-opus-5-5'), // [SDK]
  modern('claude-opus-5'),
  modern('claude-opus-4-8'),
  modern('claude-opus-4-7'), // [IDS][BR]
  { ids: ['claude-opus-4-6'], bedrock: 'anthropic.claude-opus-4-6-v1', vertex: 'claude-opus-4-6', bedrockLegacy: true }, // [IDS]
  modern('claude-sonnet-5-5'), // [SDK]
  modern('claude-sonnet-5'), // [SDK]
  { ...modern('claude-sonnet-4-6'), bedrockLegacy: true }, // [BR]
  modern('claude-haiku-5-5'), // rule
  { ids: ['claude-sonnet-4-5'], bedrock: 'anthropic.claude-sonnet-4-5-20250929-v1:0', vertex: 'claude-sonnet-4-5@20250929', bedrockLegacy: true },
  { ids: ['claude-opus-4-5'], bedrock: 'anthropic.claude-opus-4-5-20251101-v1:0', vertex: 'claude-opus-4-5@20251101', bedrockLegacy: true },
  { ids: ['claude-opus-4-1'], bedrock: 'anthropic.claude-opus-4-1-20250805-v1:0', vertex: 'claude-opus-4-1@20250805', bedrockLegacy: true },
  { ids: ['claude-opus-4', 'claude-opus-4-0'], bedrock: 'anthropic.claude-opus-4-20250514-v1:0', vertex: 'claude-opus-4@20250514', bedrockLegacy: true },
  {
    ids: ['claude-sonnet-4', 'claude-sonnet-4-0'],
    bedrock: 'anthropic.claude-sonnet-4-20250514-v1:0',
    vertex: 'claude-sonnet-4@20250514',
    bedrockLegacy: true,
  },
  { ids: ['claude-haiku-4-5'], bedrock: 'anthropic.claude-haiku-4-5-20251001-v1:0', vertex: 'claude-haiku-4-5@20251001', bedrockLegacy: true },
];

/** Inference-profile prefixes Bedrock uses for Claude (`us-gov` for GovCloud). */
const BEDROCK_PROFILE = /^(global|us|us-gov|eu|jp|au|apac|ca)\./;
const BEDROCK_ID = /^(?:(?:global|us|us-gov|eu|jp|au|apac|ca)\.)?anthropic\.claude-[a-z0-9-]+(?:-v\d+(?::\d+)?)?$/;
const BEDROCK_ARN = /^arn:aws(?:-[a-z]+)*:bedrock:/;
const VERTEX_DATED = /^claude-[a-z0-9-]+@\d{8}$/;

/** Claude Code's model aliases, as the newest model of each family the runner prices. */
const ALIASES: Readonly<Record<string, string>> = {
  opus: 'claude-opus-5-5',
  sonnet: 'claude-sonnet-5-5',
  haiku: 'claude-haiku-5-5',
  opusplan: 'claude-opus-5-5',
  'sonnet[1m]': 'claude-sonnet-5-5',
  'opus[1m]': 'claude-opus-5-5',
  // 2.1.332 with an API key and no --model runs claude-opus-5-5 (test/fixtures/claude-code-first-request/2.1.332-fields.json).
  default: 'claude-opus-5-5',
  best: 'claude-opus-5-5',
};

/**
 * The settings' ANTHROPIC_DEFAULT_OPUS_MODEL, _SONNET_, _HAIKU_: the model each alias names instead (keys: the aliases,
 * lower case, `opus[1m]`, `opusplan`, `best` and `default` with `opus`, as 2.1.332 resolves them).
 */
export type ModelAliases = Readonly<Record<string, string>>;

/** The aliases of each family, for ANTHROPIC_DEFAULT_<FAMILY>_MODEL (2.1.332's default model is `opus`'s). */
export const ALIAS_FAMILIES = {
  OPUS: ['opus', 'opus[1m]', 'opusplan', 'best', 'default'],
  SONNET: ['sonnet', 'sonnet[1m]'],
  HAIKU: ['haiku'],
} as const;

/**
 * The model when neither the workflow (the `model` input, `--model` in `claude_args`) nor the settings name one: Claude
 * Code's default alias, `claude-opus-5-5` on every provider, which ANTHROPIC_DEFAULT_OPUS_MODEL re-points (2.1.332 with
 * an API key, on Bedrock and on Vertex AI; measured: scripts/oracle/model-shaping.mjs default*, request-fields.mjs).
 */
export const DEFAULT_MODEL_ALIAS = 'default';

/** Whether a name is one of Claude Code's model aliases. */
export function isModelAlias(name: string): boolean {
  return ALIASES[name.trim().toLowerCase()] !== undefined;
}

/** The model a Claude Code alias (`opus`, `sonnet`, `haiku`, …) names (the settings' `own` first), else the name as given. */
export function modelOfAlias(name: string, own: ModelAliases = {}): string {
  const key = name.trim().toLowerCase();
  return own[key] ?? ALIASES[key] ?? name;
}

/**
 * The model a gateway's id names (LiteLLM's `litellm/claude-opus-4-1`, `bedrock/anthropic.claude-…`, OpenRouter's
 * `anthropic/claude-sonnet-4-5`): what follows its last `/`; 2.1.332 shapes such a call for the model inside the name
 * (scripts/oracle/model-shaping.mjs, gateway*). A Bedrock ARN is left whole (canonicalModelId reads it).
 */
export function withoutGatewayPrefix(model: string): string {
  const id = model.trim();
  return BEDROCK_ARN.test(id.toLowerCase()) ? id : (id.split('/').pop() ?? id);
}

/** The canonical (Claude API, undated) id for any provider's form, or undefined when it cannot be told (an ARN). */
export function canonicalModelId(model: string): string | undefined {
  const id = model.trim().toLowerCase();
  if (BEDROCK_ARN.test(id)) {
    const tail = id.split('/').pop() ?? '';
    return tail.startsWith('anthropic.') || BEDROCK_PROFILE.test(tail) ? canonicalModelId(tail) : undefined;
  }
  const bare = id
    .replace(BEDROCK_PROFILE, '')
    .replace(/^anthropic\./, '')
    .replace(/-v\d+(?::\d+)?$/, '')
    .replace(/[-@]\d{8}$/, '');
  const row = MODELS.find((r) => r.ids.includes(bare));
  return row?.ids[0] ?? bare;
}

function rowFor(model: string): ModelRow | undefined {
  const canonical = canonicalModelId(model);
  return canonical === undefined ? undefined : MODELS.find((r) => r.ids[0] === canonical);
}

/**
 * The geographic inference profile for an AWS region: requests stay in the region's geography. `global.` routes
 * anywhere (and is cheaper on newer models); to use it, give the model as `global.anthropic.…`.
 */
export function bedrockProfileForRegion(region: string): string | undefined {
  if (/^us-gov-/.test(region)) return 'us-gov';
  if (/^us-/.test(region)) return 'us';
  if (/^eu-/.test(region)) return 'eu';
  if (/^ap-northeast-[13]$/.test(region)) return 'jp';
  if (/^ap-southeast-[24]$/.test(region)) return 'au';
  if (/^ap-/.test(region)) return 'apac';
  return undefined;
}

export type ModelIdResult =
  | {
      ok: true;
      /** What the provider is sent. */
      providerModel: string;
      /** Claude API id to price, limit and report by; undefined for an ARN that names no model. */
      canonicalModel: string | undefined;
      /** True when the id was given in the provider's own form and passed through unchanged. */
      passedThrough: boolean;
    }
  | { ok: false; error: string };

const known = (provider: 'bedrock' | 'vertex'): string =>
  MODELS.filter((r) => r[provider] !== null)
    .map((r) => r.ids[0])
    .join(', ');

/**
 * `model` (a Claude API id, or already in the provider's form) as `provider` wants it. Bedrock ids get the
 * geographic inference profile of `awsRegion`; an id already in Bedrock or Vertex form passes through.
 */
export function providerModelId(provider: ProviderName, model: string, awsRegion?: string): ModelIdResult {
  const id = model.trim();
  const lower = id.toLowerCase();
  const isBedrockForm = BEDROCK_ID.test(lower) || BEDROCK_ARN.test(lower);
  const isVertexForm = VERTEX_DATED.test(lower);
  if (id === '') return { ok: false, error: 'input model: empty' };

  if (provider === 'anthropic') {
    if (isBedrockForm)
      return {
        ok: false,
        error: `input model: "${id}" is an Amazon Bedrock id; set provider: bedrock, or give the Claude API id (e.g. "${canonicalModelId(id) ?? 'claude-sonnet-5-5'}")`,
      };
    if (isVertexForm)
      return {
        ok: false,
        error: `input model: "${id}" is a Vertex AI id; set provider: vertex, or give the Claude API id (e.g. "${canonicalModelId(id) ?? 'claude-sonnet-5-5'}")`,
      };
    return { ok: true, providerModel: id, canonicalModel: id, passedThrough: false };
  }

  if (provider === 'bedrock') {
    if (isVertexForm) return { ok: false, error: `input model: "${id}" is a Vertex AI id, but provider is bedrock` };
    if (isBedrockForm) return { ok: true, providerModel: id, canonicalModel: canonicalModelId(id), passedThrough: true };
    const row = rowFor(id);
    if (!row?.bedrock) return notOffered(id, 'bedrock', 'If your account has it, give its Bedrock inference-profile id instead, e.g. "us.anthropic.claude-…".');
    const profile = awsRegion ? bedrockProfileForRegion(awsRegion) : undefined;
    if (!profile) {
      return {
        ok: false,
        error:
          `input model: no cross-region inference profile is known for AWS region "${awsRegion ?? ''}"; ` +
          `give the model as a Bedrock id, e.g. "global.${row.bedrock}"`,
      };
    }
    return { ok: true, providerModel: `${profile}.${row.bedrock}`, canonicalModel: row.ids[0], passedThrough: false };
  }

  if (isBedrockForm) return { ok: false, error: `input model: "${id}" is an Amazon Bedrock id, but provider is vertex` };
  if (isVertexForm) return { ok: true, providerModel: id, canonicalModel: canonicalModelId(id), passedThrough: true };
  const row = rowFor(id);
  if (!row?.vertex) return notOffered(id, 'vertex', 'If your project has it, give its Vertex model id with the version, e.g. "claude-…@20250929".');
  return { ok: true, providerModel: row.vertex, canonicalModel: row.ids[0], passedThrough: false };
}

/** A model the provider is not known to offer: the error names what is known there and what to give instead. */
function notOffered(id: string, provider: 'bedrock' | 'vertex', instead: string): ModelIdResult {
  const where = provider === 'bedrock' ? 'Amazon Bedrock' : 'Vertex AI';
  return { ok: false, error: `input model: "${id}" is not a model this action knows ${where} to offer (known: ${known(provider)}). ${instead}` };
}

/** The `anthropic_version` a Bedrock model needs when it predates API version 2026-10-21 there [VER]; else undefined. */
export function bedrockLegacyApiVersion(bedrockModel: string): string | undefined {
  return rowFor(bedrockModel)?.bedrockLegacy ? 'bedrock-2023-05-31' : undefined;
}

/** The table, for docs and tests. */
export function providerModelTable(): { id: string; bedrock: string | null; vertex: string | null }[] {
  return MODELS.map((r) => ({ id: r.ids[0] ?? '', bedrock: r.bedrock, vertex: r.vertex }));
}
