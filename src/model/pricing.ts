import { withoutGatewayPrefix } from './provider-models.js';

/**
 * Prices in USD per million tokens (MTok).
 *
 * Sources, looked up 2026-11-29 through stored copies (no live fetch):
 *  [P]  platform.claude.com/docs/en/about-claude/pricing, "Model pricing" table (snapshot listing Fable 5.1 down to
 *       Opus 4): Fable/Mythos 5.1, Fable/Mythos 5, Opus 5, Opus 4.5–4.8, Opus 4/4.1, Sonnet 4.x, Haiku 4.5.
 *  [P-old] the same page, older snapshot: "Long context pricing" for Sonnet 4/4.5 with the 1M beta
 *       (≤200K input: $3/$15, >200K: $6/$22.50); the page says caching multipliers apply on top, so the tier's cache
 *       rates below are derived with them (×1.25, ×2, ×0.1).
 *  [M]  the per-model overview pages platform.claude.com/docs/<lang>/models/<model>/overview (Pricing + Capabilities):
 *       Opus 5.5 ($4/$5/$8/$0.20/$20), Sonnet 5.5 and Sonnet 5 ($2/$2.50/$4/$0.20/$10), Haiku 5.5 (two tiers at
 *       100,000 prompt tokens), and context window / max output of every model.
 *  [R]  /work/shared/reference/claude-code-observed.md: claude-opus-5-5 = 4 / 20 / write 5 / read 0.20 (agrees with [M]).
 *  [T]  third-party trackers, used only where no Anthropic page was stored:
 *       - Sonnet 5.5 cache read cut $0.20 → $0.10 on 2026-10-07 (kurofune/claudit v1.9.2, TheKrush/PromptFuel v1.0.23);
 *       - Haiku 5.5 tier cache rates and the rule "prompt = input + cache reads + cache writes, the whole request
 *         (output included) at the high tier" (claudit v1.9.2; PromptFuel v1.0.23 agrees on the low tier);
 *       - Fable 5.2 (released 2026-11-09): $8/$10/$16/$0.20/$40 (archid21/rightsize v0.10.2; docs.laozhang.ai agrees
 *         on $8/$40/read $0.20/write $10). Anthropic's token-counting page lists claude-fable-5-2 and
 *         claude-mythos-5-2 as models, but no Anthropic price page for them was stored.
 *       - Sonnet 5's planned rise to $3/$15 on 2026-09-01 was cancelled (claudit v1.8.1, PromptFuel v1.0.22, and
 *         the official Sonnet 5 overview still lists $2/$10).
 *  Release dates (effectiveFrom) come from the overview pages' "Released" line, except Opus 5.5 (not stored:
 *  first listed by trackers on 2026-09-23, so the date is approximate) and Sonnet 5.5 (PromptFuel's effective date).
 */

export interface PriceRates {
  input: number;
  output: number;
  cacheWrite5m: number;
  cacheWrite1h: number;
  cacheRead: number;
}

/** Rates that replace the base rates for the WHOLE request when its prompt exceeds thresholdTokens. */
export interface LongPromptTier extends PriceRates {
  /** Prompt = input + cache writes + cache reads. */
  thresholdTokens: number;
}

export interface ModelPrice extends PriceRates {
  /** The normalized model id that was priced. */
  model: string;
  effectiveFrom: string;
  longPrompt?: LongPromptTier;
  contextWindow: number;
  maxOutputTokens: number;
}

/**
 * Normalized overrides from the `pricing` action input, keyed by model id (dated ids of the key match too).
 * They replace a known model's base rates; its long-prompt tier, if any, still applies above the threshold, unless the
 * override gives its own tier (the runner's, for a model settings' modelOverrides sends elsewhere: never the input's).
 */
export type PriceOverrides = Record<string, Partial<PriceRates> & { longPrompt?: LongPromptTier }>;

interface TableRow extends PriceRates {
  ids: string[];
  effectiveFrom: string;
  longPrompt?: LongPromptTier;
  contextWindow: number;
  maxOutputTokens: number;
}

const K = 1000;
const M = 1_000_000;
const rates = (input: number, cacheWrite5m: number, cacheWrite1h: number, cacheRead: number, output: number): PriceRates => ({
  input,
  cacheWrite5m,
  cacheWrite1h,
  cacheRead,
  output,
});

const SONNET4_LONG: LongPromptTier = { thresholdTokens: 200 * K, ...rates(6, 7.5, 12, 0.6, 22.5) };

const TABLE: TableRow[] = [
  // Mythos 5.2 is assumed to share Fable 5.2's card, as Mythos 5 and 5.1 share theirs.
  { ids: ['claude-fable-5-2', 'claude-mythos-5-2'], effectiveFrom: '2026-11-09', ...rates(8, 10, 16, 0.2, 40), contextWindow: M, maxOutputTokens: 128 * K }, // [T]
  { ids: ['claude-fable-5-1', 'claude-mythos-5-1'], effectiveFrom: '2026-09-01', ...rates(10, 12.5, 20, 0.25, 50), contextWindow: M, maxOutputTokens: 128 * K }, // [P]
  { ids: ['claude-fable-5', 'claude-mythos-5'], effectiveFrom: '2026-06-09', ...rates(10, 12.5, 20, 1, 50), contextWindow: M, maxOutputTokens: 128 * K }, // [P]
  { ids: ['claude-opus-5-5'], effectiveFrom: '2026-09-22', ...rates(4, 5, 8, 0.2, 20), contextWindow: M, maxOutputTokens: 128 * K }, // [M][R]
  { ids: ['claude-opus-5'], effectiveFrom: '2026-07-24', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: M, maxOutputTokens: 128 * K }, // [P][M]
  { ids: ['claude-opus-4-8'], effectiveFrom: '2026-05-28', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: M, maxOutputTokens: 128 * K }, // [P][M]
  { ids: ['claude-opus-4-7'], effectiveFrom: '2026-04-16', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: M, maxOutputTokens: 128 * K }, // [P]; window: AWS Bedrock model card
  { ids: ['claude-opus-4-6'], effectiveFrom: '2026-02-05', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: M, maxOutputTokens: 128 * K }, // [P][M]
  { ids: ['claude-opus-4-5'], effectiveFrom: '2025-11-24', ...rates(5, 6.25, 10, 0.5, 25), contextWindow: 200 * K, maxOutputTokens: 64 * K }, // [P][M]
  { ids: ['claude-opus-4-1'], effectiveFrom: '2025-08-05', ...rates(15, 18.75, 30, 1.5, 75), contextWindow: 200 * K, maxOutputTokens: 32 * K }, // [P]
  { ids: ['claude-opus-4', 'claude-opus-4-0'], effectiveFrom: '2025-05-22', ...rates(15, 18.75, 30, 1.5, 75), contextWindow: 200 * K, maxOutputTokens: 32 * K }, // [P]
  { ids: ['claude-sonnet-5-5'], effectiveFrom: '2026-09-28', ...rates(2, 2.5, 4, 0.2, 10), contextWindow: M, maxOutputTokens: 128 * K }, // [M]
  { ids: ['claude-sonnet-5-5'], effectiveFrom: '2026-10-07', ...rates(2, 2.5, 4, 0.1, 10), contextWindow: M, maxOutputTokens: 128 * K }, // [T] read cut
  { ids: ['claude-sonnet-5'], effectiveFrom: '2026-06-30', ...rates(2, 2.5, 4, 0.2, 10), contextWindow: M, maxOutputTokens: 128 * K }, // [M][T]
  { ids: ['claude-sonnet-4-6'], effectiveFrom: '2026-02-17', ...rates(3, 3.75, 6, 0.3, 15), contextWindow: M, maxOutputTokens: 128 * K }, // [P][M]
  // 200K by default; with the 1M beta, prompts over 200K are billed at the long-context rates [P-old].
  {
    ids: ['claude-sonnet-4-5'],
    effectiveFrom: '2025-09-29',
    ...rates(3, 3.75, 6, 0.3, 15),
    longPrompt: SONNET4_LONG,
    contextWindow: 200 * K,
    maxOutputTokens: 64 * K,
  }, // [P][M]
  {
    ids: ['claude-sonnet-4', 'claude-sonnet-4-0'],
    effectiveFrom: '2025-05-22',
    ...rates(3, 3.75, 6, 0.3, 15),
    longPrompt: SONNET4_LONG,
    contextWindow: 200 * K,
    maxOutputTokens: 64 * K,
  }, // [P]
  {
    ids: ['claude-haiku-5-5'],
    effectiveFrom: '2026-10-07',
    ...rates(0.1, 0.125, 0.2, 0.01, 0.5), // [M][T]
    longPrompt: { thresholdTokens: 100 * K, ...rates(0.5, 0.625, 1, 0.05, 2.5) },
    contextWindow: M,
    maxOutputTokens: 128 * K,
  },
  { ids: ['claude-haiku-4-5'], effectiveFrom: '2025-10-15', ...rates(1, 1.25, 2, 0.1, 5), contextWindow: 200 * K, maxOutputTokens: 64 * K }, // [P]
];

const RATE_FIELDS = ['input', 'output', 'cacheWrite5m', 'cacheWrite1h', 'cacheRead'] as const;

/** The most expensive rate of each field over every row and tier: what an unknown model is charged. */
const MAX_RATES: PriceRates = (() => {
  const out = rates(0, 0, 0, 0, 0);
  for (const row of TABLE) {
    for (const f of RATE_FIELDS) out[f] = Math.max(out[f], row[f], row.longPrompt?.[f] ?? 0);
  }
  return out;
})();
const MAX_CONTEXT = Math.max(...TABLE.map((r) => r.contextWindow));
const MAX_OUTPUT = Math.max(...TABLE.map((r) => r.maxOutputTokens));

/**
 * Lower-cased, without provider prefixes (Bedrock `us.anthropic.`, a gateway's `anthropic/`, `litellm/`) or Claude Code's
 * `[1m]` suffix: a known model inside a gateway's id is priced as that model; what names none stays at the dearest rates.
 */
function normalizeModelId(model: string): string {
  return withoutGatewayPrefix(model)
    .toLowerCase()
    .replace(/\[1m\]$/, '')
    .replace(/^(?:(?:global|us-gov|[a-z]{2,4})\.)?anthropic[./]/, '');
}

/**
 * Whether `id` names `key`: the same id, or the key followed only by a snapshot date / provider version
 * (`-20251001`, `@20251001`, `-v1:0`). A bare prefix is not enough, so an unknown `claude-opus-4-9` is not
 * silently priced as `claude-opus-4`.
 */
function idMatches(id: string, key: string): boolean {
  if (id === key) return true;
  if (!id.startsWith(key)) return false;
  return /^(?:[-@]\d{8})?(?:-v\d+(?::\d+)?)?$/.test(id.slice(key.length));
}

function findOverride(id: string, overrides: PriceOverrides | undefined): [string, PriceOverrides[string]] | undefined {
  if (!overrides) return undefined;
  let best: [string, PriceOverrides[string]] | undefined;
  for (const [key, { longPrompt, ...value }] of Object.entries(overrides)) {
    const k = normalizeModelId(key);
    // Only finite numbers: a hand-built override with an undefined field must not turn a rate into NaN.
    const clean: PriceOverrides[string] = Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'number' && Number.isFinite(v)));
    if (longPrompt) clean.longPrompt = longPrompt;
    if (!idMatches(id, k)) continue;
    if (!best || k.length > best[0].length) best = [k, clean];
    // Two keys that name the same id (`claude-haiku-4-5` and a gateway's `gw/claude-haiku-4-5`): the dearer of each
    // field, never whichever came first (one may be modelOverrides' raise to the model the call is sent to).
    else if (k.length === best[0].length) best = [k, dearerOverride(best[1], clean)];
  }
  return best;
}

function dearerOverride(a: PriceOverrides[string], b: PriceOverrides[string]): PriceOverrides[string] {
  const out: PriceOverrides[string] = { ...a, ...b };
  for (const f of RATE_FIELDS) {
    const x = a[f];
    const y = b[f];
    if (x !== undefined && y !== undefined) out[f] = Math.max(x, y);
  }
  if (a.longPrompt && b.longPrompt) {
    const tier = { ...a.longPrompt, thresholdTokens: Math.min(a.longPrompt.thresholdTokens, b.longPrompt.thresholdTokens) };
    for (const f of RATE_FIELDS) tier[f] = Math.max(a.longPrompt[f], b.longPrompt[f]);
    out.longPrompt = tier;
  }
  return out;
}

function findRow(id: string, at: Date): TableRow | undefined {
  const day = at.toISOString().slice(0, 10);
  const candidates = TABLE.filter((r) => r.ids.some((k) => idMatches(id, k)));
  if (candidates.length === 0) return undefined;
  // Longest matching key first (so `claude-opus-4-5-…` beats `claude-opus-4`), then the latest row in effect.
  const keyLen = (r: TableRow): number => Math.max(...r.ids.filter((k) => idMatches(id, k)).map((k) => k.length));
  const longest = Math.max(...candidates.map(keyLen));
  const sameKey = candidates
    .filter((r) => keyLen(r) === longest)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
  const inEffect = sameKey.filter((r) => r.effectiveFrom <= day);
  return inEffect.at(-1) ?? sameKey[0];
}

export interface ResolvedPrice {
  price: ModelPrice;
  known: boolean;
  warning?: string;
}

/** Never $0: a model with neither an override nor a table row is charged the highest known rate of every field. */
export function resolvePrice(model: string, overrides?: PriceOverrides, at: Date = new Date()): ResolvedPrice {
  const id = normalizeModelId(model);
  const row = findRow(id, at);
  const override = findOverride(id, overrides);
  if (row) {
    const { ids: _ids, ...rest } = row;
    return { price: { ...rest, ...override?.[1], model: id }, known: true };
  }
  if (override) {
    // parsePricingInput insists on input and output for models outside the table; default the cache rates
    // with Anthropic's standard multipliers only when an override was built by hand without them.
    const input = override[1].input ?? MAX_RATES.input;
    const price: ModelPrice = {
      model: id,
      effectiveFrom: '',
      contextWindow: MAX_CONTEXT,
      maxOutputTokens: MAX_OUTPUT,
      ...rates(input, input * 1.25, input * 2, input * 0.1, override[1].output ?? MAX_RATES.output),
      ...override[1],
    };
    return { price, known: true };
  }
  const warning =
    `Unknown model "${model}": no price on file, so its cost is computed at the highest known rates ` +
    `(input $${MAX_RATES.input}, output $${MAX_RATES.output}, cache write $${MAX_RATES.cacheWrite5m}/$${MAX_RATES.cacheWrite1h}, ` +
    `cache read $${MAX_RATES.cacheRead} per million tokens). Set the "pricing" input to price it exactly.`;
  return {
    price: { model: id, effectiveFrom: '', contextWindow: MAX_CONTEXT, maxOutputTokens: MAX_OUTPUT, ...MAX_RATES },
    known: false,
    warning,
  };
}

const INPUT_FIELDS: Record<string, (typeof RATE_FIELDS)[number]> = {
  input: 'input',
  output: 'output',
  cache_write_5m: 'cacheWrite5m',
  cache_write_1h: 'cacheWrite1h',
  cache_read: 'cacheRead',
};

export type ParsePricingResult = { ok: true; overrides: PriceOverrides } | { ok: false; error: string };

/** Parses the `pricing` action input: `{"model-id": {"input": 3, "output": 15, "cache_write_5m"?, "cache_write_1h"?, "cache_read"?}}`. */
export function parsePricingInput(json: string): ParsePricingResult {
  if (json.trim() === '') return { ok: true, overrides: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (err) {
    return { ok: false, error: `not valid JSON (${err instanceof Error ? err.message : String(err)})` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: 'expected a JSON object of {"<model-id>": {"input": …, "output": …}}' };
  }
  const overrides: PriceOverrides = {};
  for (const [model, entry] of Object.entries(parsed)) {
    if (model.trim() === '') return { ok: false, error: 'a model id is empty' };
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return { ok: false, error: `"${model}" must be an object such as {"input": 3, "output": 15}` };
    }
    const out: Partial<PriceRates> = {};
    for (const [field, value] of Object.entries(entry)) {
      const target = INPUT_FIELDS[field];
      if (!target) {
        return { ok: false, error: `"${model}" has unknown field "${field}" (allowed: ${Object.keys(INPUT_FIELDS).join(', ')})` };
      }
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        return { ok: false, error: `"${model}".${field} must be a non-negative number of USD per million tokens, got ${JSON.stringify(value)}` };
      }
      out[target] = value;
    }
    if (!findRow(normalizeModelId(model), new Date())) {
      const missing = (['input', 'output'] as const).filter((f) => out[f] === undefined);
      if (missing.length > 0) {
        return { ok: false, error: `"${model}" is not a known model, so ${missing.map((f) => `"${f}"`).join(' and ')} must be given` };
      }
      const input = out.input ?? 0;
      // Anthropic's cache multipliers (1.25×, 2×, 0.1× input) fill the cache rates the user left out.
      out.cacheWrite5m ??= input * 1.25;
      out.cacheWrite1h ??= input * 2;
      out.cacheRead ??= input * 0.1;
    }
    overrides[model] = out;
  }
  return { ok: true, overrides };
}

export interface UsageLike {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation?: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number } | null;
  server_tool_use?: { web_search_requests?: number } | null;
}

/**
 * The server-side web search tool's fee, on top of tokens: $10 per 1,000 searches, whatever the model
 * (platform.claude.com pricing page, "Web search tool"; usage.server_tool_use.web_search_requests counts them).
 */
export const WEB_SEARCH_USD_PER_REQUEST = 10 / 1000;

function tierFor(price: ModelPrice, promptTokens: number): PriceRates {
  return price.longPrompt && promptTokens > price.longPrompt.thresholdTokens ? price.longPrompt : price;
}

/**
 * USD of one response's usage, web search fees included. Cache writes without a TTL split (`cache_creation` missing,
 * as some providers and gateways answer) are billed at the TTL the request asked for, `requestTtl` (cacheTtlOf): a
 * request with 1-hour breakpoints writes at the 1-hour rate (2x input, not 1.25x).
 */
export function costOfUsage(usage: UsageLike, price: ModelPrice, requestTtl: '5m' | '1h' | 'none' = '5m'): number {
  const written = usage.cache_creation_input_tokens ?? 0;
  const read = usage.cache_read_input_tokens ?? 0;
  const split = usage.cache_creation;
  const w1h = split ? Math.min(split.ephemeral_1h_input_tokens ?? 0, written) : requestTtl === '1h' ? written : 0;
  const w5m = written - w1h;
  const r = tierFor(price, usage.input_tokens + written + read);
  const micro = usage.input_tokens * r.input + w5m * r.cacheWrite5m + w1h * r.cacheWrite1h + read * r.cacheRead + usage.output_tokens * r.output;
  return micro / 1_000_000 + (usage.server_tool_use?.web_search_requests ?? 0) * WEB_SEARCH_USD_PER_REQUEST;
}

/**
 * An upper bound of costOfUsage for any response whose prompt is ≤ inputTokens and output ≤ maxOutputTokens.
 * `cacheTtl` is the longest cache TTL the request asks for: the API bills a cache write at the TTL
 * requested, so a request that only uses 5-minute breakpoints is never billed the 1-hour rate, and one
 * without breakpoints (`none`) writes nothing to the cache.
 */
export function worstCaseCost(inputTokens: number, maxOutputTokens: number, price: ModelPrice, cacheTtl: '5m' | '1h' | 'none' = '1h'): number {
  const tiers: PriceRates[] = [price];
  if (price.longPrompt && inputTokens > price.longPrompt.thresholdTokens) tiers.push(price.longPrompt);
  const writes = (t: PriceRates): number[] => (cacheTtl === 'none' ? [] : cacheTtl === '5m' ? [t.cacheWrite5m] : [t.cacheWrite5m, t.cacheWrite1h]);
  const inputRate = Math.max(...tiers.flatMap((t) => [t.input, ...writes(t), t.cacheRead]));
  const outputRate = Math.max(...tiers.map((t) => t.output));
  return (inputTokens * inputRate + maxOutputTokens * outputRate) / 1_000_000;
}

/** Every model id the table knows, for documentation and the report. */
export function knownModelIds(): string[] {
  return [...new Set(TABLE.flatMap((r) => r.ids))];
}
