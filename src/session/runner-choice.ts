import { claudeCodeFlag } from '../config/runner-keys.js';
import type { RepoSettings } from '../config/settings-file.js';
import { modelOfAlias, providerModelId } from '../model/provider.js';
import type { ModelAliases } from '../model/provider-models.js';
import { capabilitiesOf, maxTokensFor, type Effort, type EffortChoice } from '../model/capabilities.js';
import { thinkingKindOf, type ThinkingChoice } from '../model/request-fields.js';
import type { PromptCacheChoice } from '../agent/request.js';
import type { ProviderModelOf } from '../agent/agent-model.js';
import type { Settings } from '../settings.js';
import { MODEL_NAME, readRequestEnv, type CompactionEnv, type ModelTransport } from './request-env.js';

/** What the run uses where the workflow's inputs and the repository's settings both have a say. */
export interface RunnerChoice {
  model: string;
  /** `auto`: no effort field (CLAUDE_CODE_EFFORT_LEVEL=auto). */
  effort: EffortChoice | undefined;
  /** CLAUDE_CODE_SUBAGENT_EFFORT: the subagents' level, when not the run's. */
  subagentEffort?: Effort;
  /** max_tokens of the main loop's calls: the one asked for, else the model's default, within what it can write. */
  maxOutputTokens: number;
  /** What the workflow or CLAUDE_CODE_MAX_OUTPUT_TOKENS asked for; undefined: each model's default (a subagent's own). */
  askedMaxOutputTokens?: number;
  /** The settings' env ANTHROPIC_DEFAULT_HAIKU_MODEL (or the older ANTHROPIC_SMALL_FAST_MODEL), as the provider names it. */
  smallFastModel?: string;
  /** MAX_THINKING_TOKENS and `alwaysThinkingEnabled: false`, which the models that think on a budget honour. */
  thinking?: ThinkingChoice;
  /** The settings' prompt caching (DISABLE_PROMPT_CACHING…, ENABLE_PROMPT_CACHING_1H), for every call of the run. */
  promptCache?: PromptCacheChoice;
  /** The subagents' prompt caching (CLAUDE_CODE_SUBAGENT_PROMPT_CACHE_TTL). */
  subagentPromptCache?: PromptCacheChoice;
  /** How the calls go (API_TIMEOUT_MS, CLAUDE_CODE_MAX_RETRIES, DISABLE_INTERLEAVED_THINKING). */
  transport: ModelTransport;
  /** CLAUDE_CODE_SUBAGENT_MODEL: the model of an agent whose definition names none. */
  subagentModel?: string;
  /** What the aliases name (ANTHROPIC_DEFAULT_OPUS_MODEL, _SONNET_, _HAIKU_): the agents' `model` and the subagents' model. */
  aliases: ModelAliases;
  /** How the provider names an agent's or a subagent's model (providerModelId, as for the run's model). */
  toProviderModel: ProviderModelOf;
  /** DISABLE_AUTO_COMPACT, CLAUDE_AUTOCOMPACT_PCT_OVERRIDE, …, when the workflow's compact_at_tokens does not decide. */
  compaction?: CompactionEnv;
  /** Bash's timeouts and output cap; `cdReturns`: CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR, every command starts at the root. */
  bashLimits: { defaultMs?: number; maxMs?: number; maxOutputChars?: number; cdReturns?: boolean };
  /** Read's token cap: the settings' env CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS. */
  readMaxTokens?: number;
  /** The skill listing's budget in characters: the settings' env SLASH_COMMAND_TOOL_CHAR_BUDGET. */
  skillListingBudget?: number;
  /**
   * Glob's listing: CLAUDE_CODE_GLOB_NO_IGNORE off does not enter ignored folders, CLAUDE_CODE_GLOB_HIDDEN off dot folders;
   * CLAUDE_CODE_GLOB_TIMEOUT_SECONDS, how long it may take.
   */
  glob: { noIgnore?: boolean; hidden?: boolean; timeoutMs?: number };
  /** Read-only calls of one reply run side by side at most: CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY (at most 10, as 2.1.332). */
  maxParallelTools?: number;
  /** MCP from the settings' env: MCP_TIMEOUT (a server's start), MCP_TOOL_TIMEOUT (a call), MAX_MCP_OUTPUT_TOKENS (a result). */
  mcpLimits: { connectMs?: number; callMs?: number; maxResultChars?: number };
  /** The settings' `language`: a line of the system prompt. */
  languageNote?: string;
  /** The settings' `env` as it reaches Bash, hooks and MCP servers: never over a variable the workflow passes (pass_env). */
  toolEnv: Record<string, string>;
  warnings: string[];
}

/**
 * Claude Code's precedence, with the workflow in the place of the command line: an input the workflow sets (`model`,
 * `effort`, `max_output_tokens`) wins, then the settings' `env` (`ANTHROPIC_MODEL`, `CLAUDE_CODE_MAX_OUTPUT_TOKENS`, as
 * Claude Code reads its environment before its settings' `model`), then the settings' keys, then the input's default.
 * The cost of whatever model is chosen is priced in the budget (max_budget_usd) like any other; a name the provider
 * cannot take is a warning and the input's model runs.
 */
export function chooseRunnerSettings(settings: Settings, repo: RepoSettings): RunnerChoice {
  const warnings: string[] = [];
  const env = repo.env;
  const requestEnv = readRequestEnv(env, settings.provider.provider, settings.provider.provider === 'bedrock' ? settings.provider.region : undefined, warnings);
  // The model input's alias names what the settings' ANTHROPIC_DEFAULT_*_MODEL say (2.1.332: `--model opus` too).
  const inputAlias = settings.given.modelAlias === undefined ? undefined : requestEnv.aliases[settings.given.modelAlias];
  let model = inputAlias ?? settings.model;
  // An agent's model, named as the run's is; one the provider is not known to offer goes as written, and its error says so.
  const toProviderModel: ProviderModelOf = (name) => {
    const mapped = providerModelId(settings.provider.provider, name, settings.provider.provider === 'bedrock' ? settings.provider.region : undefined);
    return mapped.ok ? mapped.providerModel : name;
  };
  const fromEnv =
    env.ANTHROPIC_MODEL !== undefined && env.ANTHROPIC_MODEL.trim() !== ''
      ? { value: env.ANTHROPIC_MODEL.trim(), source: 'settings env.ANTHROPIC_MODEL' }
      : undefined;
  const named = fromEnv ?? repo.runner.model;
  // Now that no model input leaves the choice to the settings, what they name reaches requests and logs: a model name only.
  const wanted = named && MODEL_NAME.test(named.value) ? named : undefined;
  if (named && !wanted) warnings.push(`${named.source}: ${JSON.stringify(named.value.slice(0, 80))} is not a model name; ignored`);
  if (wanted && settings.given.model) {
    if (wanted.value !== settings.model && modelOfAlias(wanted.value, requestEnv.aliases) !== model)
      warnings.push(`${wanted.source}: "${wanted.value}" not used: the workflow's model input ("${settings.model}") wins`);
  } else if (wanted) {
    const name = modelOfAlias(wanted.value, requestEnv.aliases);
    const provider = settings.provider.provider;
    const mapped = providerModelId(provider, name, settings.provider.provider === 'bedrock' ? settings.provider.region : undefined);
    if (mapped.ok) model = mapped.providerModel;
    else warnings.push(`${wanted.source}: "${wanted.value}" cannot run here (${mapped.error.replace(/^input model: /, '')}); the model is ${model}`);
  }

  let smallFastModel: string | undefined;
  const small = env.ANTHROPIC_DEFAULT_HAIKU_MODEL?.trim() || env.ANTHROPIC_SMALL_FAST_MODEL?.trim();
  if (small) {
    const mapped = providerModelId(
      settings.provider.provider,
      modelOfAlias(small),
      settings.provider.provider === 'bedrock' ? settings.provider.region : undefined,
    );
    if (mapped.ok) smallFastModel = mapped.providerModel;
    else
      warnings.push(
        `settings env.${env.ANTHROPIC_DEFAULT_HAIKU_MODEL?.trim() ? 'ANTHROPIC_DEFAULT_HAIKU_MODEL' : 'ANTHROPIC_SMALL_FAST_MODEL'}: "${small}" cannot run here; the small fast model stays Claude Code's haiku`,
      );
  }

  let effort: EffortChoice | undefined = settings.effort;
  // CLAUDE_CODE_EFFORT_LEVEL over effortLevel (2.1.332: over --effort too; here the workflow's input wins, as for the model).
  const envEffort = requestEnv.effort ? { value: requestEnv.effort.level, source: 'settings env.CLAUDE_CODE_EFFORT_LEVEL' } : undefined;
  const effortLevel = envEffort ?? repo.runner.effortLevel;
  if (effortLevel && effort !== undefined && effort !== effortLevel.value)
    warnings.push(`${effortLevel.source}: "${effortLevel.value}" not used: the workflow's effort input ("${effort}") wins`);
  else if (effortLevel) effort = effortLevel.value;
  // 2.1.332: CLAUDE_CODE_EFFORT_LEVEL (auto too) wins over CLAUDE_CODE_SUBAGENT_EFFORT; here the workflow's input as well.
  let subagentEffort = requestEnv.subagentEffort;
  if (subagentEffort !== undefined && (requestEnv.effort !== undefined || settings.effort !== undefined)) {
    const over = settings.effort !== undefined ? `the workflow's effort input ("${settings.effort}")` : 'env.CLAUDE_CODE_EFFORT_LEVEL';
    warnings.push(`settings env.CLAUDE_CODE_SUBAGENT_EFFORT: "${subagentEffort}" not used: ${over} sets every agent's effort`);
    subagentEffort = undefined;
  }
  const caps = capabilitiesOf(model);
  if (effort !== undefined && effortLevel !== undefined && effortLevel.value !== 'auto' && caps.defaultEffort === undefined)
    warnings.push(`${effortLevel.source}: ${model} takes no effort level; not sent`);

  let asked = settings.maxOutputTokens;
  let askedBy = 'input max_output_tokens';
  const outputEnv = positiveInt(env.CLAUDE_CODE_MAX_OUTPUT_TOKENS, 'CLAUDE_CODE_MAX_OUTPUT_TOKENS', warnings);
  if (outputEnv !== undefined && asked !== undefined) {
    if (outputEnv !== asked)
      warnings.push(`settings env.CLAUDE_CODE_MAX_OUTPUT_TOKENS: ${outputEnv} not used: the workflow's max_output_tokens input (${asked}) wins`);
  } else if (outputEnv !== undefined) [asked, askedBy] = [Math.max(256, outputEnv), 'settings env.CLAUDE_CODE_MAX_OUTPUT_TOKENS'];
  const maxOutputTokens = maxTokensFor(model, asked);
  if (asked !== undefined && maxOutputTokens < asked) warnings.push(`${askedBy}: ${asked} is more than ${model} can write; ${maxOutputTokens} asked for`);

  const thinking = thinkingChoice(model, repo.runner.alwaysThinkingEnabled, env.MAX_THINKING_TOKENS, requestEnv.thinking, warnings);
  const maxOutputChars = positiveInt(env.BASH_MAX_OUTPUT_LENGTH, 'BASH_MAX_OUTPUT_LENGTH', warnings);
  const readMaxTokens = readCap(positiveInt(env.CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS, 'CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS', warnings), warnings);
  const skillListingBudget = positiveInt(env.SLASH_COMMAND_TOOL_CHAR_BUDGET, 'SLASH_COMMAND_TOOL_CHAR_BUDGET', warnings);
  const maxParallelTools = positiveInt(env.CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY, 'CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY', warnings);
  const mcpLimits = mcpLimitsOf(env, settings, warnings);
  const globTimeoutMs = globTimeoutOf(env.CLAUDE_CODE_GLOB_TIMEOUT_SECONDS, warnings);
  const language = repo.runner.language?.value;
  const defaultMs = positiveInt(env.BASH_DEFAULT_TIMEOUT_MS, 'BASH_DEFAULT_TIMEOUT_MS', warnings);
  const maxMs = positiveInt(env.BASH_MAX_TIMEOUT_MS, 'BASH_MAX_TIMEOUT_MS', warnings);
  // A workflow that passes a secret (pass_env) decides its value and its neighbours' names: a settings file a pull request
  // can change does not replace it (a PR could otherwise point a token the job passes at its own value).
  const toolEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (settings.passEnv.includes(name)) warnings.push(`settings env.${name}: not applied: the workflow passes this variable (pass_env), and its value wins`);
    else toolEnv[name] = value;
  }
  return {
    model,
    ...(smallFastModel ? { smallFastModel } : {}),
    ...(thinking ? { thinking } : {}),
    ...(requestEnv.promptCache ? { promptCache: requestEnv.promptCache } : {}),
    ...(requestEnv.subagentPromptCache ? { subagentPromptCache: requestEnv.subagentPromptCache } : {}),
    transport: requestEnv.transport,
    ...(requestEnv.subagentModel ? { subagentModel: requestEnv.subagentModel } : {}),
    aliases: requestEnv.aliases,
    toProviderModel,
    ...(requestEnv.compaction ? { compaction: requestEnv.compaction } : {}),
    ...(asked !== undefined ? { askedMaxOutputTokens: asked } : {}),
    ...(readMaxTokens !== undefined ? { readMaxTokens } : {}),
    ...(skillListingBudget !== undefined ? { skillListingBudget } : {}),
    ...(maxParallelTools !== undefined ? { maxParallelTools: Math.min(maxParallelTools, 10) } : {}),
    ...(language ? { languageNote: `Always respond in ${language}, whatever language the repository's files and the task are written in.` } : {}),
    mcpLimits,
    glob: {
      // On unset or empty, else only for 1, true, yes or on (`0`, `false`, `2` turn it off), as 2.1.332 reads them
      // (measured: scripts/oracle/tool-env.mjs glob-*).
      ...(claudeCodeFlag(env.CLAUDE_CODE_GLOB_NO_IGNORE, true) ? {} : { noIgnore: false }),
      ...(claudeCodeFlag(env.CLAUDE_CODE_GLOB_HIDDEN, true) ? {} : { hidden: false }),
      ...(globTimeoutMs !== undefined ? { timeoutMs: globTimeoutMs } : {}),
    },
    toolEnv,
    effort,
    ...(subagentEffort !== undefined ? { subagentEffort } : {}),
    maxOutputTokens,
    bashLimits: {
      ...(defaultMs !== undefined ? { defaultMs } : {}),
      ...(maxMs !== undefined ? { maxMs: Math.max(maxMs, defaultMs ?? 0) } : {}),
      ...(maxOutputChars !== undefined ? { maxOutputChars } : {}),
      ...(claudeCodeFlag(env.CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR) ? { cdReturns: true } : {}),
    },
    warnings,
  };
}

/**
 * The settings' thinking as Claude Code 2.1.332 reads it: MAX_THINKING_TOKENS (a budget; 0 off) and
 * `alwaysThinkingEnabled: false` act on the models that think on a budget; a model that thinks adaptively thinks whatever
 * they say, and one without thinking never does (measured: test/fixtures/claude-code-first-request/2.1.332-fields.json).
 * The env's switches (CLAUDE_CODE_DISABLE_THINKING, CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING) ride along for every model.
 */
function thinkingChoice(
  model: string,
  always: { value: boolean; source: string } | undefined,
  maxThinking: string | undefined,
  switches: Pick<ThinkingChoice, 'omitted' | 'budgetNotAdaptive' | 'experimentalBetasOff'>,
  warnings: string[],
): ThinkingChoice | undefined {
  const kind = thinkingKindOf(model, switches);
  const text = maxThinking?.trim() ?? '';
  const budget = text === '' || text === '0' ? undefined : positiveInt(text, 'MAX_THINKING_TOKENS', warnings);
  const wantsOff = text === '0' || always?.value === false;
  const chosen: ThinkingChoice = {
    ...(switches.omitted ? { omitted: true } : {}),
    ...(switches.budgetNotAdaptive ? { budgetNotAdaptive: true } : {}),
    ...(switches.experimentalBetasOff ? { experimentalBetasOff: true } : {}),
    ...(wantsOff ? { off: true } : budget !== undefined ? { budgetTokens: budget } : {}),
  };
  if (kind === 'budget') {
    if (!wantsOff && budget !== undefined && budget < 1024)
      warnings.push(`settings env.MAX_THINKING_TOKENS: ${budget} is below the API's least thinking budget (1024); ${model} runs without thinking`);
  } else {
    const why = kind === 'adaptive' ? `${model} thinks adaptively (Claude Code does not change that either)` : `${model} is run without extended thinking`;
    if (text !== '' && (text === '0' || budget !== undefined)) warnings.push(`settings env.MAX_THINKING_TOKENS: ${text} not used: ${why}`);
    if (always && (always.value === false) === (kind === 'adaptive')) warnings.push(`${always.source}: ${always.value} not used: ${why}`);
  }
  return Object.keys(chosen).length > 0 ? chosen : undefined;
}

/** MCP_TIMEOUT and MCP_TOOL_TIMEOUT (milliseconds; the `mcp_tool_timeout` input, when the workflow sets it, wins) and MAX_MCP_OUTPUT_TOKENS (≈ 4 characters a token). */
function mcpLimitsOf(env: Record<string, string>, settings: Settings, warnings: string[]): RunnerChoice['mcpLimits'] {
  const connectMs = positiveInt(env.MCP_TIMEOUT, 'MCP_TIMEOUT', warnings);
  const callMs = positiveInt(env.MCP_TOOL_TIMEOUT, 'MCP_TOOL_TIMEOUT', warnings);
  const tokens = positiveInt(env.MAX_MCP_OUTPUT_TOKENS, 'MAX_MCP_OUTPUT_TOKENS', warnings);
  if (callMs !== undefined && settings.given.mcpToolTimeout)
    warnings.push(`settings env.MCP_TOOL_TIMEOUT: ${callMs} not used: the workflow's mcp_tool_timeout input wins`);
  return {
    ...(connectMs !== undefined ? { connectMs } : {}),
    ...(callMs !== undefined && !settings.given.mcpToolTimeout ? { callMs } : {}),
    ...(tokens !== undefined ? { maxResultChars: tokens * 4 } : {}),
  };
}

/** The most a Read may show: the largest context window there is. A cap past it would only let one Read hold a huge file in memory. */
const READ_CAP_CEILING = 1_000_000;

function readCap(asked: number | undefined, warnings: string[]): number | undefined {
  if (asked === undefined || asked <= READ_CAP_CEILING) return asked;
  warnings.push(`settings env.CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS: ${asked} is more than any context window holds; Read's cap is ${READ_CAP_CEILING}`);
  return READ_CAP_CEILING;
}

/**
 * CLAUDE_CODE_GLOB_TIMEOUT_SECONDS as 2.1.332 reads it: whole seconds, at most 2^31−1 ms; anything else (`soon`, `-3`,
 * `0.001`) leaves its default, 20 seconds (measured: tool-env.mjs runs glob-timeout-*). Here a value it ignores is a warning.
 */
function globTimeoutOf(text: string | undefined, warnings: string[]): number | undefined {
  const seconds = positiveInt(text, 'CLAUDE_CODE_GLOB_TIMEOUT_SECONDS', warnings);
  if (seconds === undefined || seconds * 1000 <= MAX_GLOB_TIMEOUT_MS) return seconds === undefined ? undefined : seconds * 1000;
  warnings.push(
    `settings env.CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: ${seconds} is more than Claude Code waits (${MAX_GLOB_TIMEOUT_MS} ms); ${MAX_GLOB_TIMEOUT_MS} ms used`,
  );
  return MAX_GLOB_TIMEOUT_MS;
}

/** 2.1.332's cap on the Glob and Grep limit, in ms (a timer's longest wait). */
const MAX_GLOB_TIMEOUT_MS = 2_147_483_647;

function positiveInt(text: string | undefined, name: string, warnings: string[]): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text.trim());
  if (Number.isInteger(n) && n > 0) return n;
  warnings.push(`settings env.${name}: expected a positive whole number, got "${text}"; ignored`);
  return undefined;
}
