import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuleList } from './permissions/rule-parse.js';
import { PERMISSION_MODES, type PermissionMode, type PermissionRule } from './permissions/types.js';
import { parsePricingInput, type PriceOverrides } from './model/pricing.js';
import { DEFAULT_MODEL_ALIAS, isModelAlias, modelOfAlias, providerModelId } from './model/provider-models.js';
import { parseProviderSettings, type ProviderSettings } from './model/provider-settings.js';
import { parseGitHubAuth, type GitHubAuth } from './github/token.js';
import { SANDBOX_MODES, type SandboxMode } from './sandbox/config.js';
import { claudeCodeActionInputs, type ClaudeCodeActionStep, type DropInGitInputs } from './config/drop-in.js';
import { DEFAULT_LABEL_TRIGGERS, DEFAULT_TRIGGER_PHRASES } from './trigger/phrase.js';

/** Every action input, parsed once. Nothing downstream reads `INPUT_*` or `core.getInput`. */
export interface Settings {
  prompt: string;
  provider: ProviderSettings;
  /** The model id in the provider's form (a Bedrock inference profile, a Vertex id). */
  model: string;
  /** The inputs the workflow set (not defaulted): they win over the repository's settings (src/session/runner-choice.ts). */
  given: { model: boolean; maxOutputTokens: boolean; mcpToolTimeout: boolean; modelAlias?: string };
  effort: Effort | undefined;
  maxTurns: number;
  maxBudgetUsd: number;
  timeoutMs: number;
  /** Undefined when the input is not given: `.claude/settings.json` defaultMode, then `fallbackPermissionMode`, then dontAsk. */
  permissionMode: PermissionMode | undefined;
  /** The mode when neither the input nor the settings' defaultMode gives one (claude-code-action's tag mode: acceptEdits; src/action/claude-tag-mode.ts). */
  fallbackPermissionMode?: PermissionMode;
  allowedTools: PermissionRule[];
  disallowedTools: PermissionRule[];
  /** `claude_args --tools`: the built-in tools that exist (src/session/tools-flag.ts); undefined: all of them. */
  builtinTools?: readonly string[];
  readOnlyBash: boolean;
  /** `upload_artifacts`: the patch and the transcript as a workflow artifact (src/report/artifacts.ts). */
  uploadArtifacts: boolean;
  passEnv: string[];
  appendSystemPrompt: string;
  jsonSchema: Record<string, unknown> | undefined;
  /** The `json_schema` input when it names a file (on PR runs read again once the base version is in place). */
  jsonSchemaFile: string | undefined;
  pricing: PriceOverrides;
  workingDirectory: string;
  /** The `max_output_tokens` input; undefined: each model's own default, as Claude Code asks (src/model/capabilities.ts). */
  maxOutputTokens: number | undefined;
  settingsInput: string | undefined;
  mcpConfig: string | undefined;
  /** claude-code-action's inputs `plugins` (`name@marketplace` a line) and `plugin_marketplaces` (a git URL a line). */
  plugins: { plugins: string; marketplaces: string };
  mcpToolTimeoutMs: number;
  /** Undefined: chosen from the model's context window (see the session). */
  compactAtTokens: number | undefined;
  /** Notes that persist between runs of the workflow (input memory_file), relative to the working directory. */
  memoryFile: string | undefined;
  /** Input `sandbox`: auto (where it can work), required, off. */
  sandbox: SandboxMode;
  github: GitHubSettings;
  /** The runner's own check before and after the agent (src/verify/). */
  verify: VerifySettings;
  /** What makes the step a switched claude-code-action one, and the permission configuration it gave itself (src/action/claude-tag-mode.ts). */
  claudeCodeAction: ClaudeCodeActionStep;
  /** Not errors, but worth a line in the log (an ignored variable, a fallback taken). */
  warnings: string[];
}

export interface GitHubSettings {
  auth: GitHubAuth;
  /** Input trigger_phrase; not set: `@agent` and claude-code-action's `@claude` both trigger. */
  triggerPhrases: readonly string[];
  /** Input label_trigger; not set: the labels `agent` and `claude` both trigger. */
  labelTriggers: readonly string[];
  /** Input assignee_trigger (claude-code-action's): `issues.assigned` runs only for this assignee. */
  assigneeTrigger: string;
  allowedBots: string[];
  allowedNonWriteUsers: string[];
  includeCommentsByActor: string[];
  excludeCommentsByActor: string[];
  push: PushMode | undefined;
  /** Input branch: the stable `agent/…` branch automation runs keep one pull request on; undefined = derived from workflow and job. */
  branch: string | undefined;
  /** claude-code-action's branch_prefix, branch_name_template, base_branch, bot_id/bot_name: for the push. */
  dropInGit: DropInGitInputs;
  /** Input max_fix_attempts: a CI fix stops after this many agent commits in a row on the PR. */
  maxFixAttempts: number;
  /** Input session_expiry_days: how long a run waiting for a person's answer can be resumed; 0, never (nobody answers). */
  sessionExpiryDays: number;
  /** claude-code-action's use_sticky_comment: later runs on the same issue or PR edit the earlier run's comment. */
  stickyThread: boolean;
}

export interface VerifySettings {
  /** Input verify: one command a line; empty on a failed workflow_run means the failed step's own run: command. */
  commands: string[];
  /** Input verify_timeout_minutes: each command's bound. */
  timeoutMs: number;
  /** Input verify_retries: rounds the agent is sent back for while the check fails at its end. */
  retries: number;
  /** Input rerun_flaky: a CI failure that does not reproduce re-runs the failed jobs (needs actions: write). */
  rerunFlaky: boolean;
}

export const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;
export type Effort = (typeof EFFORTS)[number];
export const PUSH_MODES = ['none', 'branch', 'pull_request', 'pr_branch'] as const;
export type PushMode = (typeof PUSH_MODES)[number];

export type InputReader = (name: string) => string;
export type SettingsResult = { ok: true; settings: Settings } | { ok: false; errors: string[] };

/**
 * Parse the inputs. Every problem is collected, not just the first, and each message names the
 * input and the value, so one failed run tells the user everything to fix.
 */
export function parseSettings(given: InputReader, env: NodeJS.ProcessEnv): SettingsResult {
  // claude-code-action's inputs (claude_args and the rest) folded into ours; see src/config/drop-in.ts.
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const workingDirectory = path.resolve(workspace, given('working_directory').trim() || '.');
  const dropIn = claudeCodeActionInputs(given, workingDirectory);
  const read = dropIn.read;
  const errors: string[] = [...dropIn.errors];
  const input = (name: string): string => read(name).trim();

  const int = (name: string, fallback: number, min: number): number => {
    const raw = input(name);
    if (raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min) {
      errors.push(`input ${name}: "${raw}" is not a whole number ≥ ${min}`);
      return fallback;
    }
    return Number(raw);
  };
  const positive = (name: string, fallback: number): number => {
    const raw = input(name);
    if (raw === '') return fallback;
    const value = Number(raw);
    if (!/^\d*\.?\d+$/.test(raw) || !Number.isFinite(value) || value <= 0) {
      errors.push(`input ${name}: "${raw}" is not a positive number`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, options: readonly T[], fallback: T | undefined): T | undefined => {
    const raw = input(name);
    if (raw === '') return fallback;
    if (!(options as readonly string[]).includes(raw)) {
      errors.push(`input ${name}: "${raw}" is not one of ${options.join(', ')}`);
      return fallback;
    }
    return raw as T;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = input(name).toLowerCase();
    if (raw === '') return fallback;
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    errors.push(`input ${name}: "${raw}" is not true or false`);
    return fallback;
  };
  const rules = (name: string): PermissionRule[] => {
    const parsed = parseRuleList(read(name), `input ${name}`);
    errors.push(...parsed.errors);
    return parsed.rules;
  };

  const provider = parseProviderSettings(read, env);
  if (!provider.ok) errors.push(...provider.errors);
  // `--model opus` (claude_args) or `model: opus` names what the alias names for Claude Code; no model (action.yml's
  // input has no default, so '' is "not set") is Claude Code's default alias, which the settings may re-point or replace.
  const modelName = input('model') || DEFAULT_MODEL_ALIAS;
  let modelId = modelOfAlias(modelName);
  if (provider.ok) {
    const mapped = providerModelId(provider.settings.provider, modelId, provider.settings.provider === 'bedrock' ? provider.settings.region : undefined);
    if (mapped.ok) modelId = mapped.providerModel;
    else errors.push(mapped.error);
  }
  const push = oneOf('push', PUSH_MODES, undefined);
  const auth = parseGitHubAuth(read, env, {
    anthropicApi: !provider.ok || provider.settings.provider === 'anthropic',
    push,
    additionalPermissions: dropIn.permissions,
  });
  if (!auth.ok) errors.push(...auth.errors);

  const pricingRaw = input('pricing');
  let pricing: PriceOverrides = {};
  if (pricingRaw !== '') {
    const parsed = parsePricingInput(pricingRaw);
    if (parsed.ok) pricing = parsed.overrides;
    else errors.push(`input pricing: ${parsed.error}`);
  }

  const settings: Settings = {
    prompt: read('prompt'),
    provider: provider.ok ? provider.settings : { provider: 'anthropic', apiKey: undefined, baseURL: undefined },
    model: modelId,
    given: {
      model: input('model') !== '',
      maxOutputTokens: input('max_output_tokens') !== '',
      mcpToolTimeout: input('mcp_tool_timeout') !== '',
      // The alias the model input names (`opus`, `--model sonnet`, the default's): the settings' ANTHROPIC_DEFAULT_*_MODEL may name another.
      ...(isModelAlias(modelName) ? { modelAlias: modelName.trim().toLowerCase() } : {}),
    },
    effort: oneOf('effort', EFFORTS, undefined),
    maxTurns: int('max_turns', 30, 1),
    maxBudgetUsd: positive('max_budget_usd', 5),
    timeoutMs: positive('timeout_minutes', 30) * 60_000,
    permissionMode: oneOf('permission_mode', PERMISSION_MODES, undefined),
    allowedTools: [...rules('allowed_tools'), ...parseRuleList(dropIn.allow.join('\n'), 'input additional_permissions').rules],
    disallowedTools: rules('disallowed_tools'),
    ...(dropIn.builtinTools ? { builtinTools: dropIn.builtinTools } : {}),
    readOnlyBash: bool('read_only_bash', true),
    uploadArtifacts: bool('upload_artifacts', true),
    passEnv: list(read('pass_env')),
    appendSystemPrompt: read('append_system_prompt'),
    jsonSchema: parseJsonSchema(input('json_schema'), workingDirectory, errors),
    jsonSchemaFile: input('json_schema') !== '' && !input('json_schema').startsWith('{') ? input('json_schema') : undefined,
    pricing,
    workingDirectory,
    maxOutputTokens: input('max_output_tokens') === '' ? undefined : int('max_output_tokens', 32_000, 256),
    settingsInput: input('settings') || undefined,
    mcpConfig: input('mcp_config') || undefined,
    plugins: { plugins: read('plugins'), marketplaces: read('plugin_marketplaces') },
    mcpToolTimeoutMs: positive('mcp_tool_timeout', 60) * 1000,
    compactAtTokens: input('compact_at_tokens') === '' ? undefined : int('compact_at_tokens', 120_000, 10_000),
    memoryFile: input('memory_file') || undefined,
    sandbox: oneOf('sandbox', SANDBOX_MODES, 'auto') ?? 'auto',
    claudeCodeAction: dropIn.step,
    verify: {
      commands: read('verify')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#')),
      timeoutMs: positive('verify_timeout_minutes', 10) * 60_000,
      retries: int('verify_retries', 2, 0),
      rerunFlaky: bool('rerun_flaky', false),
    },
    warnings: [...(provider.ok ? provider.warnings : []), ...dropIn.warnings, ...(auth.ok ? auth.warnings : [])],
    github: {
      auth: auth.ok ? auth.auth : { kind: 'token', token: undefined, source: 'none' },
      triggerPhrases: input('trigger_phrase') ? [input('trigger_phrase')] : DEFAULT_TRIGGER_PHRASES,
      labelTriggers: input('label_trigger') ? [input('label_trigger')] : DEFAULT_LABEL_TRIGGERS,
      assigneeTrigger: input('assignee_trigger'),
      allowedBots: list(read('allowed_bots')),
      allowedNonWriteUsers: list(read('allowed_non_write_users')),
      includeCommentsByActor: list(read('include_comments_by_actor')),
      excludeCommentsByActor: list(read('exclude_comments_by_actor')),
      push,
      branch: input('branch') || undefined,
      dropInGit: dropIn.git,
      maxFixAttempts: int('max_fix_attempts', 2, 1),
      sessionExpiryDays: int('session_expiry_days', 7, 0),
      stickyThread: read('use_sticky_comment').trim().toLowerCase() === 'true',
    },
  };
  if (settings.memoryFile !== undefined && (path.isAbsolute(settings.memoryFile) || settings.memoryFile.split(/[\\/]/).includes('..'))) {
    errors.push(`input memory_file: "${settings.memoryFile}" must be a path inside the working directory`);
  }
  const branch = settings.github.branch;
  if (branch !== undefined && (!/^agent\/[A-Za-z0-9._/-]+$/.test(branch) || branch.includes('..') || branch.endsWith('/') || branch.endsWith('.lock'))) {
    errors.push(`input branch: "${branch}" must start with agent/ and use only letters, digits and . _ / -`);
  }
  if (settings.github.allowedBots.some((bot) => bot.includes('*'))) {
    errors.push('input allowed_bots: wildcards are not accepted; name each bot');
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, settings };
}

/** Comma- or newline-separated names. */
export function list(raw: string): string[] {
  return raw
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `json_schema` is inline JSON or a path to a JSON file, relative to the working directory. */
export function parseJsonSchema(raw: string, cwd: string, errors: string[]): Record<string, unknown> | undefined {
  if (raw === '') return undefined;
  let text = raw;
  let where = 'input json_schema';
  if (!raw.startsWith('{')) {
    where = `input json_schema (file ${raw})`;
    try {
      text = readFileSync(path.resolve(cwd, raw), 'utf8');
    } catch (error) {
      errors.push(`${where}: cannot read the file: ${(error as Error).message}`);
      return undefined;
    }
  }
  try {
    const schema: unknown = JSON.parse(text);
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
      errors.push(`${where}: must be a JSON object (a JSON Schema)`);
      return undefined;
    }
    return schema as Record<string, unknown>;
  } catch (error) {
    errors.push(`${where}: not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}
