/** The `effort` input's levels (src/settings.ts), which Claude Code's `effortLevel` takes too. */
const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;
type Effort = (typeof EFFORTS)[number];

/**
 * Settings that act on the runner itself (not on a tool): what the repository's settings ask for, with where each came
 * from. src/session/runner-choice.ts decides against the workflow's inputs (an input the workflow sets wins).
 */
export interface RunnerPreferences {
  model?: { value: string; source: string };
  effortLevel?: { value: Effort; source: string };
  alwaysThinkingEnabled?: { value: boolean; source: string };
  /** `language`: the language the model answers in. */
  language?: { value: string; source: string };
  /** `agent`: the main thread runs as this agent of `.claude/agents` (src/session/main-agent.ts). */
  agent?: { value: string; source: string };
  /** `attribution` (`commit`, `pr` texts; "" hides) and the older `includeCoAuthoredBy: false` (hides both). */
  attribution?: { commit?: string; pr?: string; source: string };
  /** `modelOverrides`: the id a request for a Claude API model id is sent with (src/session/model-overrides.ts); later sources win per id. */
  modelOverrides?: Record<string, { value: string; source: string }>;
}

/** The attribution the runner writes when it pushes: Claude Code's `attribution` wins over `includeCoAuthoredBy`. */
export function attributionOf(prefs: RunnerPreferences): { commit?: string; pr?: string } | undefined {
  if (!prefs.attribution) return undefined;
  const { source: _source, ...texts } = prefs.attribution;
  return texts;
}

/** The `env` variables the runner reads for itself from settings (the rest of Claude Code's own only warn). */
export const RUNNER_ENV = [
  'ANTHROPIC_MODEL',
  'ANTHROPIC_DEFAULT_HAIKU_MODEL',
  'ANTHROPIC_SMALL_FAST_MODEL',
  'CLAUDE_CODE_MAX_OUTPUT_TOKENS',
  'BASH_DEFAULT_TIMEOUT_MS',
  'BASH_MAX_TIMEOUT_MS',
  'BASH_MAX_OUTPUT_LENGTH',
  'MAX_THINKING_TOKENS',
  'MCP_TIMEOUT',
  'MCP_TOOL_TIMEOUT',
  'MAX_MCP_OUTPUT_TOKENS',
  // The model request and the context (src/session/request-env.ts), measured against 2.1.332 (scripts/oracle/env-model.mjs).
  'DISABLE_PROMPT_CACHING',
  'DISABLE_PROMPT_CACHING_OPUS',
  'DISABLE_PROMPT_CACHING_SONNET',
  'DISABLE_PROMPT_CACHING_HAIKU',
  'DISABLE_PROMPT_CACHING_FABLE',
  'DISABLE_PROMPT_CACHING_MYTHOS',
  'ENABLE_PROMPT_CACHING_1H',
  'ENABLE_PROMPT_CACHING_1H_BEDROCK',
  'FORCE_PROMPT_CACHING_5M',
  'CLAUDE_CODE_PROMPT_CACHE_TTL',
  'CLAUDE_CODE_SUBAGENT_PROMPT_CACHE_TTL',
  'CLAUDE_CODE_MESSAGES_PROMPT_CACHE_TTL',
  'CLAUDE_CODE_EFFORT_LEVEL',
  'CLAUDE_CODE_SUBAGENT_EFFORT',
  'CLAUDE_CODE_DISABLE_THINKING',
  'CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING',
  'DISABLE_INTERLEAVED_THINKING',
  'CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS',
  'API_TIMEOUT_MS',
  'CLAUDE_CODE_MAX_RETRIES',
  'CLAUDE_CODE_SUBAGENT_MODEL',
  'ANTHROPIC_DEFAULT_OPUS_MODEL',
  'ANTHROPIC_DEFAULT_SONNET_MODEL',
  'DISABLE_AUTO_COMPACT',
  'DISABLE_COMPACT',
  'CLAUDE_AUTOCOMPACT_PCT_OVERRIDE',
  'CLAUDE_CODE_AUTO_COMPACT_WINDOW',
  // The tools' and the session's own.
  'CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR',
  'CLAUDE_CODE_DISABLE_BACKGROUND_TASKS',
  'ENABLE_TOOL_SEARCH',
  'CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION',
  'CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS',
  'CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS',
  'SLASH_COMMAND_TOOL_CHAR_BUDGET',
  'CLAUDE_CODE_DISABLE_CLAUDE_MDS',
  'CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY',
  'CLAUDE_CODE_GLOB_NO_IGNORE',
  'CLAUDE_CODE_GLOB_HIDDEN',
  'CLAUDE_CODE_GLOB_TIMEOUT_SECONDS',
  'CLAUDE_CODE_DISABLE_CRON',
] as const;

/**
 * A switch among Claude Code's variables, read as 2.1.332 reads one: set, it is on for `1`, `true`, `yes`, `on` (any
 * case) and off for anything else (`0`, `false`, `2`, `enabled`); unset or empty, it is `unset` (off unless a switch is
 * on by default). Measured (scripts/oracle/env-switches.mjs, test/fixtures/claude-code-first-request/2.1.332-env-switches.json):
 * DISABLE_PROMPT_CACHING, CLAUDE_CODE_DISABLE_THINKING, DISABLE_INTERLEAVED_THINKING,
 * CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS, DISABLE_AUTO_COMPACT and CLAUDE_CODE_DISABLE_BACKGROUND_TASKS are on for `1`
 * and `TRUE`, off for `2`, `enabled` and empty; CLAUDE_CODE_GLOB_NO_IGNORE and _HIDDEN (tool-env.mjs) are on unset or
 * empty, off for `0`, `false`, `2`. (ENABLE_TOOL_SEARCH is read its own way: src/tools/tool-search.ts.)
 */
export function claudeCodeFlag(value: string | undefined, unset = false): boolean {
  if (value === undefined || value === '') return unset;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/**
 * Variables that choose the model provider, its endpoint or its credentials. The runner takes these from the workflow
 * (inputs and secrets) only: a settings file, which a pull request can change, never sets them for the runner, and they
 * do not reach tools from settings either (a tool given an endpoint the PR chose could be handed the job's key there).
 */
export const PROVIDER_ENV =
  /^(?:ANTHROPIC_(?:API_KEY|AUTH_TOKEN|BASE_URL|BEDROCK_BASE_URL|VERTEX_BASE_URL|VERTEX_PROJECT_ID|FOUNDRY_[A-Z_]+|CUSTOM_HEADERS)|CLAUDE_CODE_USE_(?:BEDROCK|VERTEX|FOUNDRY)|CLAUDE_CODE_SKIP_[A-Z_]+_AUTH|AWS_[A-Z_]+|GOOGLE_APPLICATION_CREDENTIALS|CLOUD_ML_REGION|HTTPS?_PROXY|NO_PROXY|NODE_EXTRA_CA_CERTS|NODE_OPTIONS)$/i;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/** Reads one of the runner's keys into `into`; false when `key` is not one of them. Later sources win. */
export function applyRunnerKey(key: string, value: unknown, label: string, into: RunnerPreferences, warnings: string[]): boolean {
  const source = `${label} ${key}`;
  switch (key) {
    case 'model':
      if (typeof value === 'string' && value.trim() !== '') into.model = { value: value.trim(), source };
      else warnings.push(`${label}: model: expected a model name, got ${describe(value)}; ignored`);
      return true;
    case 'effortLevel':
      if (typeof value === 'string' && (EFFORTS as readonly string[]).includes(value)) into.effortLevel = { value: value as Effort, source };
      else
        warnings.push(
          `${label}: effortLevel: expected one of ${EFFORTS.join(', ')}, got ${typeof value === 'string' ? `"${value}"` : describe(value)}; ignored`,
        );
      return true;
    case 'alwaysThinkingEnabled':
      if (typeof value === 'boolean') into.alwaysThinkingEnabled = { value, source };
      else warnings.push(`${label}: alwaysThinkingEnabled: expected true or false, got ${describe(value)}; ignored`);
      return true;
    case 'language':
      if (typeof value === 'string' && value.trim() !== '') into.language = { value: value.trim().slice(0, 60), source };
      else warnings.push(`${label}: language: expected the name of a language, got ${describe(value)}; ignored`);
      return true;
    case 'agent':
      if (typeof value === 'string' && value.trim() !== '') into.agent = { value: value.trim(), source };
      else warnings.push(`${label}: agent: expected the name of an agent, got ${describe(value)}; ignored`);
      return true;
    case 'attribution': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        warnings.push(`${label}: attribution: expected an object with "commit" and "pr" texts, got ${describe(value)}; ignored`);
        return true;
      }
      const texts: { commit?: string; pr?: string } = {};
      for (const [k, v] of Object.entries(value)) {
        if ((k === 'commit' || k === 'pr') && typeof v === 'string') texts[k] = v;
        else warnings.push(`${label}: attribution.${k}: ${k === 'commit' || k === 'pr' ? `expected a string, got ${describe(v)}` : 'unknown field'}; ignored`);
      }
      // `attribution` replaces what includeCoAuthoredBy said, whichever source came first.
      into.attribution = { ...texts, source };
      return true;
    }
    case 'modelOverrides':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        warnings.push(`${label}: modelOverrides: expected an object of model ids, got ${describe(value)}; ignored`);
        return true;
      }
      for (const [from, to] of Object.entries(value)) {
        if (typeof to === 'string' && to.trim() !== '' && from.trim() !== '') (into.modelOverrides ??= {})[from.trim()] = { value: to.trim(), source };
        else warnings.push(`${label}: modelOverrides.${from}: expected a model id, got ${describe(to)}; ignored`);
      }
      return true;
    case 'includeCoAuthoredBy':
      if (typeof value !== 'boolean') warnings.push(`${label}: includeCoAuthoredBy: expected true or false, got ${describe(value)}; ignored`);
      else if (!value && !into.attribution?.source.endsWith(' attribution')) into.attribution = { commit: '', pr: '', source };
      return true;
    default:
      return false;
  }
}
