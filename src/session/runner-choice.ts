import type { RepoSettings } from '../config/settings-file.js';
import { providerModelId } from '../model/provider.js';
import { capabilitiesOf } from '../model/capabilities.js';
import type { Effort, Settings } from '../settings.js';

/** What the run uses where the workflow's inputs and the repository's settings both have a say. */
export interface RunnerChoice {
  model: string;
  effort: Effort | undefined;
  maxOutputTokens: number;
  /** The settings' env ANTHROPIC_DEFAULT_HAIKU_MODEL (or the older ANTHROPIC_SMALL_FAST_MODEL), as the provider names it. */
  smallFastModel?: string;
  /** false: `alwaysThinkingEnabled: false` on a model that would think. */
  thinking?: boolean;
  bashLimits: { defaultMs?: number; maxMs?: number; maxOutputChars?: number };
  /** MCP from the settings' env: MCP_TIMEOUT (a server's start), MCP_TOOL_TIMEOUT (a call), MAX_MCP_OUTPUT_TOKENS (a result). */
  mcpLimits: { connectMs?: number; callMs?: number; maxResultChars?: number };
  /** The settings' `language`: a line of the system prompt. */
  languageNote?: string;
  /** The settings' `env` as it reaches Bash, hooks and MCP servers: never over a variable the workflow passes (pass_env). */
  toolEnv: Record<string, string>;
  warnings: string[];
}

/** Claude Code's model aliases, as the newest model of each family the runner prices. */
const ALIASES: Readonly<Record<string, string>> = {
  opus: 'claude-opus-5-5',
  sonnet: 'claude-sonnet-5-5',
  haiku: 'claude-haiku-5-5',
  opusplan: 'claude-opus-5-5',
  'sonnet[1m]': 'claude-sonnet-5-5',
  'opus[1m]': 'claude-opus-5-5',
  default: 'claude-sonnet-5-5',
  best: 'claude-opus-5-5',
};

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
  let model = settings.model;
  const fromEnv =
    env.ANTHROPIC_MODEL !== undefined && env.ANTHROPIC_MODEL.trim() !== ''
      ? { value: env.ANTHROPIC_MODEL.trim(), source: 'settings env.ANTHROPIC_MODEL' }
      : undefined;
  const wanted = fromEnv ?? repo.runner.model;
  if (wanted && settings.given.model) {
    if (wanted.value !== settings.model) warnings.push(`${wanted.source}: "${wanted.value}" not used: the workflow's model input ("${settings.model}") wins`);
  } else if (wanted) {
    const name = ALIASES[wanted.value.toLowerCase()] ?? wanted.value;
    const provider = settings.provider.provider;
    const mapped = providerModelId(provider, name, settings.provider.provider === 'bedrock' ? settings.provider.region : undefined);
    if (mapped.ok) model = mapped.providerModel;
    else warnings.push(`${wanted.source}: "${wanted.value}" cannot run here (${mapped.error.replace(/^input model: /, '')}); the model is ${settings.model}`);
  }

  let smallFastModel: string | undefined;
  const small = env.ANTHROPIC_DEFAULT_HAIKU_MODEL?.trim() || env.ANTHROPIC_SMALL_FAST_MODEL?.trim();
  if (small) {
    const mapped = providerModelId(
      settings.provider.provider,
      ALIASES[small.toLowerCase()] ?? small,
      settings.provider.provider === 'bedrock' ? settings.provider.region : undefined,
    );
    if (mapped.ok) smallFastModel = mapped.providerModel;
    else
      warnings.push(
        `settings env.${env.ANTHROPIC_DEFAULT_HAIKU_MODEL?.trim() ? 'ANTHROPIC_DEFAULT_HAIKU_MODEL' : 'ANTHROPIC_SMALL_FAST_MODEL'}: "${small}" cannot run here; the small fast model stays Claude Code's haiku`,
      );
  }

  let effort = settings.effort;
  const effortLevel = repo.runner.effortLevel;
  if (effortLevel && effort !== undefined && effort !== effortLevel.value)
    warnings.push(`${effortLevel.source}: "${effortLevel.value}" not used: the workflow's effort input ("${effort}") wins`);
  else if (effortLevel) effort = effortLevel.value;
  if (effort !== undefined && effortLevel && !capabilitiesOf(model).effort) warnings.push(`${effortLevel.source}: ${model} takes no effort level; not sent`);

  const thinking = repo.runner.alwaysThinkingEnabled;
  // Models that think adaptively do so on every turn (priced as output tokens in the budget) unless this is false;
  // the older models are run without extended thinking, so `true` cannot turn it on for them.
  const adaptive = capabilitiesOf(model).adaptiveThinking;
  if (thinking?.value === true && !adaptive) warnings.push(`${thinking.source}: true not honoured: ${model} is run without extended thinking`);
  let maxOutputTokens = settings.maxOutputTokens;
  const outputEnv = positiveInt(env.CLAUDE_CODE_MAX_OUTPUT_TOKENS, 'CLAUDE_CODE_MAX_OUTPUT_TOKENS', warnings);
  if (outputEnv !== undefined && settings.given.maxOutputTokens) {
    if (outputEnv !== maxOutputTokens)
      warnings.push(`settings env.CLAUDE_CODE_MAX_OUTPUT_TOKENS: ${outputEnv} not used: the workflow's max_output_tokens input (${maxOutputTokens}) wins`);
  } else if (outputEnv !== undefined) maxOutputTokens = Math.max(256, outputEnv);

  // MAX_THINKING_TOKENS: 0 turns thinking off, as in Claude Code; a budget means nothing to adaptive thinking.
  const thinkingBudget = env.MAX_THINKING_TOKENS?.trim();
  const thinkingOff = thinkingBudget === '0' && adaptive;
  if (thinkingBudget !== undefined && thinkingBudget !== '' && thinkingBudget !== '0')
    warnings.push(`settings env.MAX_THINKING_TOKENS: ${model} thinks adaptively, with no token budget to set; ignored (0 turns thinking off)`);

  const maxOutputChars = positiveInt(env.BASH_MAX_OUTPUT_LENGTH, 'BASH_MAX_OUTPUT_LENGTH', warnings);
  const mcpLimits = mcpLimitsOf(env, settings, warnings);
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
    ...((thinking?.value === false && adaptive) || thinkingOff ? { thinking: false } : {}),
    ...(language ? { languageNote: `Always respond in ${language}, whatever language the repository's files and the task are written in.` } : {}),
    mcpLimits,
    toolEnv,
    effort,
    maxOutputTokens,
    bashLimits: {
      ...(defaultMs !== undefined ? { defaultMs } : {}),
      ...(maxMs !== undefined ? { maxMs: Math.max(maxMs, defaultMs ?? 0) } : {}),
      ...(maxOutputChars !== undefined ? { maxOutputChars } : {}),
    },
    warnings,
  };
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

function positiveInt(text: string | undefined, name: string, warnings: string[]): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text.trim());
  if (Number.isInteger(n) && n > 0) return n;
  warnings.push(`settings env.${name}: expected a positive whole number, got "${text}"; ignored`);
  return undefined;
}
