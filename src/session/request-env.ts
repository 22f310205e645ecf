import type { PromptCacheChoice } from '../agent/request.js';
import { claudeCodeFlag } from '../config/runner-keys.js';
import type { Effort } from '../model/capabilities.js';
import { ALIAS_FAMILIES, modelOfAlias, providerModelId, type ModelAliases, type ProviderName } from '../model/provider-models.js';
import type { ThinkingChoice } from '../model/request-fields.js';

/**
 * The settings' `env` variables that shape the model request and the calls' transport, read as Claude Code 2.1.332
 * reads them (measured: scripts/oracle/env-model.mjs, test/fixtures/claude-code-first-request/2.1.332-env-model.json);
 * its switches are on for `1`, `true`, `yes`, `on` only (claudeCodeFlag: measured with `2`, `TRUE`, `enabled`, empty).
 * A workflow input that says the same wins (runner-choice.ts); each choice's cost is priced in the budget.
 */
export interface RequestEnv {
  /**
   * The main thread's calls: DISABLE_PROMPT_CACHING (and per family), ENABLE_PROMPT_CACHING_1H(_BEDROCK),
   * FORCE_PROMPT_CACHING_5M, CLAUDE_CODE_PROMPT_CACHE_TTL, CLAUDE_CODE_MESSAGES_PROMPT_CACHE_TTL.
   */
  promptCache?: PromptCacheChoice;
  /** The subagents' calls: the same, with CLAUDE_CODE_SUBAGENT_PROMPT_CACHE_TTL for CLAUDE_CODE_PROMPT_CACHE_TTL. */
  subagentPromptCache?: PromptCacheChoice;
  /** CLAUDE_CODE_EFFORT_LEVEL: a level; `auto`/`unset` clears the settings' effortLevel. */
  effort?: { level: Effort | 'auto' };
  /** CLAUDE_CODE_SUBAGENT_EFFORT: the subagents' level (`auto`/`unset`: the run's). */
  subagentEffort?: Effort;
  /** CLAUDE_CODE_DISABLE_THINKING, CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING, CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS. */
  thinking: Pick<ThinkingChoice, 'omitted' | 'budgetNotAdaptive' | 'experimentalBetasOff'>;
  /** How the calls go: DISABLE_INTERLEAVED_THINKING, API_TIMEOUT_MS, CLAUDE_CODE_MAX_RETRIES. */
  transport: ModelTransport;
  /** CLAUDE_CODE_SUBAGENT_MODEL, as the provider names it: the model of an agent whose definition names none. */
  subagentModel?: string;
  /** ANTHROPIC_DEFAULT_OPUS_MODEL, _SONNET_, _HAIKU_, as the provider names them: what the aliases name. */
  aliases: ModelAliases;
  /** DISABLE_AUTO_COMPACT, DISABLE_COMPACT (off), CLAUDE_AUTOCOMPACT_PCT_OVERRIDE, CLAUDE_CODE_AUTO_COMPACT_WINDOW. */
  compaction?: CompactionEnv;
}

/** The settings' say on the calls' transport (src/session/model-step.ts). */
export interface ModelTransport {
  /** false: no interleaved-thinking beta. */
  interleavedThinking?: false;
  /** false: CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS, only the betas a plain request needs. */
  experimentalBetas?: false;
  /** One request's timeout (the SDK's, its `x-stainless-timeout` header). */
  timeoutMs?: number;
  /** Retries after a failed request (HTTP error or dropped stream): attempts = retries + 1. */
  maxRetries?: number;
}

/** What the settings ask of automatic compaction (src/session/session-steps.ts contextLimits). */
export interface CompactionEnv {
  off?: boolean;
  /** Compact at this share (1–100) of the window. */
  percent?: number;
  /** The window compaction is reckoned against, when smaller than the model's. */
  windowTokens?: number;
}

/** The longest wait a Node timer holds (2^31-1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;
const CACHE_FAMILIES = ['OPUS', 'SONNET', 'HAIKU', 'FABLE', 'MYTHOS'] as const;
/**
 * The most retries of one call a settings file may ask for (2.1.332 takes any number): a repository's file should not
 * keep a run knocking at an API that is down until the job's timeout. Each billed attempt is held in the budget anyway.
 */
const MAX_RETRIES = 30;
/** A model id or alias as providers spell them (Bedrock ARNs and inference profiles included): nothing else reaches a request. */
export const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._:/@[\]-]{0,199}$/;
const LEVELS: readonly string[] = ['low', 'medium', 'high', 'xhigh', 'max'];

export function readRequestEnv(env: Readonly<Record<string, string>>, provider: ProviderName, awsRegion: string | undefined, warnings: string[]): RequestEnv {
  const positive = (name: string, least = 1): number | undefined => {
    const text = env[name]?.trim();
    if (text === undefined || text === '') return undefined;
    const n = Number(text);
    if (Number.isInteger(n) && n >= least) return n;
    warnings.push(`settings env.${name}: expected a whole number of at least ${least}, got "${env[name]}"; ignored`);
    return undefined;
  };
  const out: RequestEnv = { thinking: {}, transport: {}, aliases: {} };
  const aliases: Record<string, string> = {};
  for (const [family, names] of Object.entries(ALIAS_FAMILIES)) {
    const variable = `ANTHROPIC_DEFAULT_${family}_MODEL`;
    const id = env[variable]?.trim();
    if (!id) continue;
    const mapped = MODEL_NAME.test(id) ? providerModelId(provider, id, awsRegion) : undefined;
    if (mapped?.ok) for (const name of names) aliases[name] = mapped.providerModel;
    else
      warnings.push(
        `settings env.${variable}: ${JSON.stringify(id.slice(0, 80))} ${mapped ? 'cannot run here' : 'is not a model name'}; "${names[0]}" names ${modelOfAlias(names[0])}`,
      );
  }
  out.aliases = aliases;

  // The per-family forms name the model the alias names (2.1.332: DISABLE_PROMPT_CACHING_HAIKU left claude-haiku-4-5 cached).
  const off = claudeCodeFlag(env.DISABLE_PROMPT_CACHING)
    ? ['all']
    : CACHE_FAMILIES.filter((f) => claudeCodeFlag(env[`DISABLE_PROMPT_CACHING_${f}`])).map((f) =>
        f === 'FABLE' || f === 'MYTHOS' ? f.toLowerCase() : modelOfAlias(f.toLowerCase()),
      );
  // 2.1.332: FORCE_PROMPT_CACHING_5M, then the TTL named for that kind of call (the main thread's, the subagents'), then
  // ENABLE_PROMPT_CACHING_1H; CLAUDE_CODE_MESSAGES_PROMPT_CACHE_TTL=5m keeps the messages' breakpoint at 5 minutes.
  const enabled1h = claudeCodeFlag(env.ENABLE_PROMPT_CACHING_1H) || (provider === 'bedrock' && claudeCodeFlag(env.ENABLE_PROMPT_CACHING_1H_BEDROCK));
  const messages5m = env.CLAUDE_CODE_MESSAGES_PROMPT_CACHE_TTL?.trim().toLowerCase() === '5m';
  const cacheFor = (variable: string): PromptCacheChoice | undefined => {
    const named = env[variable]?.trim().toLowerCase();
    if (named && named !== '5m' && named !== '1h') warnings.push(`settings env.${variable}: expected 5m or 1h, got "${env[variable]}"; ignored`);
    const ttl = claudeCodeFlag(env.FORCE_PROMPT_CACHING_5M) ? '5m' : named === '5m' || named === '1h' ? named : enabled1h ? '1h' : '5m';
    if (off.length === 0 && ttl === '5m') return undefined;
    return { offFor: off, ttl, ...(ttl === '1h' && messages5m ? { messagesTtl: '5m' as const } : {}) };
  };
  const mainCache = cacheFor('CLAUDE_CODE_PROMPT_CACHE_TTL');
  const subagentCache = cacheFor('CLAUDE_CODE_SUBAGENT_PROMPT_CACHE_TTL');
  if (mainCache) out.promptCache = mainCache;
  if (subagentCache) out.subagentPromptCache = subagentCache;

  const effort = env.CLAUDE_CODE_EFFORT_LEVEL?.trim().toLowerCase();
  if (effort === 'auto' || effort === 'unset') out.effort = { level: 'auto' };
  else if (effort && LEVELS.includes(effort)) out.effort = { level: effort as Effort };
  else if (effort)
    warnings.push(`settings env.CLAUDE_CODE_EFFORT_LEVEL: expected one of ${LEVELS.join(', ')} or auto, got "${env.CLAUDE_CODE_EFFORT_LEVEL}"; ignored`);

  const subagentEffort = env.CLAUDE_CODE_SUBAGENT_EFFORT?.trim().toLowerCase();
  if (subagentEffort && LEVELS.includes(subagentEffort)) out.subagentEffort = subagentEffort as Effort;
  else if (subagentEffort && subagentEffort !== 'auto' && subagentEffort !== 'unset')
    warnings.push(
      `settings env.CLAUDE_CODE_SUBAGENT_EFFORT: expected one of ${LEVELS.join(', ')} or auto, got "${env.CLAUDE_CODE_SUBAGENT_EFFORT}"; subagents work at the run's effort`,
    );

  if (claudeCodeFlag(env.CLAUDE_CODE_DISABLE_THINKING)) out.thinking.omitted = true;
  if (claudeCodeFlag(env.CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING)) out.thinking.budgetNotAdaptive = true;
  if (claudeCodeFlag(env.DISABLE_INTERLEAVED_THINKING)) out.transport.interleavedThinking = false;
  if (claudeCodeFlag(env.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS)) {
    out.thinking.experimentalBetasOff = true;
    out.transport.experimentalBetas = false;
  }
  const timeoutMs = positive('API_TIMEOUT_MS');
  // A timer longer than 2^31-1 ms fires at once in Node: every call would abort before it starts.
  if (timeoutMs !== undefined && timeoutMs > MAX_TIMER_MS)
    warnings.push(`settings env.API_TIMEOUT_MS: ${timeoutMs} is longer than a timer can wait; ${MAX_TIMER_MS} used`);
  if (timeoutMs !== undefined) out.transport.timeoutMs = Math.min(timeoutMs, MAX_TIMER_MS);
  const retries = positive('CLAUDE_CODE_MAX_RETRIES', 0);
  if (retries !== undefined && retries > MAX_RETRIES)
    warnings.push(`settings env.CLAUDE_CODE_MAX_RETRIES: ${retries} is more than the runner retries one call (${MAX_RETRIES}); ${MAX_RETRIES} used`);
  if (retries !== undefined) out.transport.maxRetries = Math.min(retries, MAX_RETRIES);

  const subagent = env.CLAUDE_CODE_SUBAGENT_MODEL?.trim();
  if (subagent && !MODEL_NAME.test(subagent))
    warnings.push(`settings env.CLAUDE_CODE_SUBAGENT_MODEL: ${JSON.stringify(subagent.slice(0, 80))} is not a model name; ignored`);
  else if (subagent && subagent !== 'inherit' && subagent !== 'default') {
    const mapped = providerModelId(provider, modelOfAlias(subagent, aliases), awsRegion);
    if (mapped.ok) out.subagentModel = mapped.providerModel;
    else warnings.push(`settings env.CLAUDE_CODE_SUBAGENT_MODEL: "${subagent}" cannot run here; subagents run on their own or the run's model`);
  }

  const compaction: CompactionEnv = {};
  if (claudeCodeFlag(env.DISABLE_AUTO_COMPACT) || claudeCodeFlag(env.DISABLE_COMPACT)) compaction.off = true;
  const percentText = env.CLAUDE_AUTOCOMPACT_PCT_OVERRIDE?.trim();
  if (percentText) {
    const percent = Number.parseFloat(percentText);
    if (percent > 0 && percent <= 100) compaction.percent = percent;
    else warnings.push(`settings env.CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: expected a share of the window above 0 and at most 100, got "${percentText}"; ignored`);
  }
  const windowTokens = positive('CLAUDE_CODE_AUTO_COMPACT_WINDOW', 1000);
  if (windowTokens !== undefined) compaction.windowTokens = windowTokens;
  if (Object.keys(compaction).length > 0) out.compaction = compaction;
  return out;
}
