import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import { renderOutputStyle } from '../config/output-styles.js';
import { reportHookOutcome, type HookAdapterOptions } from './hook-ports.js';
import type { HookRunner } from '../hooks/types.js';
import type { McpStartResult } from '../mcp/index.js';
import { killBackgroundProcesses, processesStarted } from '../process/group.js';
import { commandInvocationText, type ExpandedSkill } from '../agent/skill-expand.js';
import { NO_MCP } from './mcp-extras.js';
import type { ModelPrice } from '../model/pricing.js';
import type { CompactionEnv } from './request-env.js';
import type { SessionConfiguration } from './configuration.js';
import type { ToolEnvironment } from './hooks-step.js';
import type { SessionSandbox } from './sandbox-step.js';

/**
 * The MCP client is loaded only when the repository or the `mcp_config` input names servers. With `only`: just those
 * servers (an agent's own, `.mcp.json`-shaped), under the same environment, sandbox and limits as the run's.
 */
export async function startMcp(inputs: {
  configuration: SessionConfiguration;
  /** The `mcp_config` input. */
  configInput: string | undefined;
  /** A call's timeout: the settings' MCP_TOOL_TIMEOUT, else the input's. */
  callTimeoutMs: number;
  env: ToolEnvironment;
  runDir: string;
  sandbox: SessionSandbox;
  beforeFirstProcess: () => Promise<void>;
  only?: { label: string; text: string };
}): Promise<McpStartResult> {
  const { repo, cwd, choice } = inputs.configuration;
  const only = inputs.only;
  if (!only && repo.mcpConfigText === undefined && inputs.configInput === undefined && repo.pluginMcp.length === 0) return NO_MCP;
  await inputs.beforeFirstProcess();
  const { startMcpServers } = await import('../mcp/index.js');
  const limits = choice.mcpLimits;
  return startMcpServers({
    cwd,
    ...(!only && repo.mcpConfigText !== undefined ? { configFileText: repo.mcpConfigText } : {}),
    ...(!only && inputs.configInput !== undefined ? { configInput: inputs.configInput } : {}),
    pluginConfigs: only ? [only] : repo.pluginMcp,
    env: inputs.env.baseEnv,
    passEnv: inputs.env.passEnv,
    callTimeoutMs: limits.callMs ?? inputs.callTimeoutMs,
    ...(limits.connectMs !== undefined ? { connectTimeoutMs: limits.connectMs } : {}),
    ...(limits.maxResultChars !== undefined ? { maxResultChars: limits.maxResultChars } : {}),
    tempDir: inputs.runDir,
    ...(inputs.sandbox.tools ? { wrapSpawn: inputs.sandbox.tools.wrap } : {}),
  });
}

/** A task that starts with `/<command> args`: Claude Code's UserPromptExpansion fields for it. */
export interface PromptExpansion {
  name: string;
  args: string;
  /** `projectSettings` for the repository's commands and skills (observed), `plugin` for a plugin's. */
  source: 'projectSettings' | 'plugin';
}

export function expansionOf(configuration: SessionConfiguration): PromptExpansion | undefined {
  const invoked = configuration.invokedSkill;
  if (!invoked) return undefined;
  const own = !path.relative(configuration.cwd, invoked.skill.file).startsWith('..');
  return { name: invoked.skill.name, args: invoked.args, source: own ? 'projectSettings' : 'plugin' };
}

/**
 * SessionStart, UserPromptSubmit and UserPromptExpansion (for a `/command` task, after UserPromptSubmit and not
 * when it blocks, as Claude Code 2.1.332 fires them: settings-keys.mjs `slashOnHooks`, `slashOnSubmitBlocks`) hooks:
 * their output becomes context; the last two may refuse the prompt. Without `promptHooks`
 * (a prompt that never reaches the model, as `/name` of a skill `skillOverrides` turns off) only SessionStart fires,
 * as in Claude Code 2.1.332 (measured, scripts/oracle/settings-keys.mjs `slashOffHooks`).
 */
export async function runStartHooks(
  hooks: HookRunner,
  opts: HookAdapterOptions,
  prompt: string,
  expansion?: PromptExpansion,
  promptHooks = true,
): Promise<{ context: string[]; refused?: string }> {
  const context: string[] = [];
  const start = await hooks.run('SessionStart', { source: 'startup' }, 'startup');
  reportHookOutcome('SessionStart', start, opts);
  // The runner already made plain stdout context for these two events: added once, not again here.
  context.push(...start.additionalContext);
  if (!promptHooks) return { context };
  const submit = await hooks.run('UserPromptSubmit', { prompt });
  reportHookOutcome('UserPromptSubmit', submit, opts);
  if (submit.blocked) return { context, refused: submit.blockMessage ?? 'blocked' };
  context.push(...submit.additionalContext);
  if (expansion) {
    const fields = { expansion_type: 'slash_command', command_name: expansion.name, command_args: expansion.args, command_source: expansion.source, prompt };
    const expanded = await hooks.run('UserPromptExpansion', fields, expansion.name);
    reportHookOutcome('UserPromptExpansion', expanded, opts);
    if (expanded.blocked) return { context, refused: expanded.blockMessage ?? 'blocked' };
    context.push(...expanded.additionalContext);
  }
  return { context };
}

export function firstMessage(
  config: Pick<SessionConfiguration, 'repo' | 'invokedSkill'> & { prompt: string },
  context: string[],
  invoked: ExpandedSkill | undefined,
  mcpPrompt: string[] | undefined,
): Anthropic.MessageParam {
  const blocks: Anthropic.TextBlockParam[] = [];
  if (config.repo.outputStyle) blocks.push({ type: 'text', text: `<system-reminder>\n${renderOutputStyle(config.repo.outputStyle)}\n</system-reminder>` });
  if (config.invokedSkill && invoked) {
    // As Claude Code sends `/<name> args`: what its `@file`s read, the command's tags, then its body.
    for (const text of invoked.files) blocks.push({ type: 'text', text });
    blocks.push({ type: 'text', text: commandInvocationText(config.invokedSkill.skill, config.invokedSkill.args) }, { type: 'text', text: invoked.content });
  }
  // A server prompt run as `/mcp__server__prompt args`: its tags and messages, before the task.
  for (const text of mcpPrompt ?? []) blocks.push({ type: 'text', text });
  blocks.push({ type: 'text', text: config.prompt });
  for (const text of context) blocks.push({ type: 'text', text: `<system-reminder>\n${text}\n</system-reminder>` });
  return { role: 'user', content: blocks };
}

/**
 * On every path: SessionEnd hooks, MCP servers closed, the sandbox's own proxies stopped (they are the
 * runner's helpers, not the agent's leftovers), then every process the agent left running killed
 * (after the servers' own graceful close). Returns the warning naming what had to be killed.
 */
export async function shutdown(
  hooks: HookRunner,
  opts: HookAdapterOptions,
  closeMcp: () => Promise<void>,
  closeSandbox: () => Promise<void>,
): Promise<string[]> {
  // The SDK's ExitReason: a headless run that ends, however it ends, is `other` (as `claude -p` reports).
  const end = await hooks.run('SessionEnd', { reason: 'other' });
  reportHookOutcome('SessionEnd', end, opts);
  // An async hook still being started runs before the sandbox it may run in closes (and before the sweep, which waits too).
  await processesStarted();
  await closeMcp().catch(() => undefined);
  await closeSandbox().catch(() => undefined);
  const killed = await killBackgroundProcesses().catch(() => []);
  if (killed.length === 0) return [];
  const shown = killed
    .slice(0, 10)
    .map((k) => `${k.pid} (${k.command})`)
    .join(', ');
  return [`Killed ${killed.length} process${killed.length === 1 ? '' : 'es'} still running at the end of the run: ${shown}${killed.length > 10 ? ', …' : ''}`];
}

/**
 * Well under the window, where the model still attends to all of it, but not so low that a
 * 1M-token model rewrites its cache (and pays 1.25× input) every few calls: 60% of the window,
 * at most 200k tokens.
 */
export function defaultCompactAt(contextWindow: number): number {
  return Math.min(200_000, Math.floor(contextWindow * 0.6));
}

/**
 * The context manager's limits for the run's model: compaction at `compact_at_tokens` or the default above, and a
 * stub batch at that point deferred while it has not paid for its cache re-write (ContextManager's stubCeilingTokens)
 * up to 1.5× of it, within 60% of the window and never into a long-prompt tier (which re-prices the whole call).
 * A workflow that sets compact_at_tokens, or a caller that tunes the thresholds, gets no deferral. Without the input,
 * the settings' `env` may move the point (CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: that share of the window;
 * CLAUDE_CODE_AUTO_COMPACT_WINDOW: a smaller window) or switch compaction off (DISABLE_AUTO_COMPACT): stale results
 * are still stubbed at the default point then, the runner's own relief before the window fills.
 */
export function contextLimits(
  price: ModelPrice,
  compactAtTokens: number | undefined,
  tuning: { stubAtTokens?: number; compactAtTokens?: number } | undefined,
  fromEnv: CompactionEnv = {},
  cacheTtl: '5m' | '1h' | 'none' = '5m',
): { compactAtTokens: number; stubAtTokens?: number; stubCeilingTokens?: number; stubRewriteInReads?: number } {
  if (
    compactAtTokens === undefined &&
    tuning?.compactAtTokens === undefined &&
    (fromEnv.off || fromEnv.percent !== undefined || fromEnv.windowTokens !== undefined)
  ) {
    const window = Math.min(price.contextWindow, fromEnv.windowTokens ?? Number.POSITIVE_INFINITY);
    // Never below the compact_at_tokens input's least (10,000): a summary every other turn costs more than it saves.
    const at = Math.max(10_000, fromEnv.percent !== undefined ? Math.floor((window * fromEnv.percent) / 100) : defaultCompactAt(window));
    return fromEnv.off ? { compactAtTokens: Number.POSITIVE_INFINITY, stubAtTokens: at } : { compactAtTokens: at };
  }
  const compactAt = compactAtTokens ?? defaultCompactAt(price.contextWindow);
  // Without breakpoints a stub batch re-writes no cache: nothing to wait for.
  if (
    compactAtTokens !== undefined ||
    tuning?.stubAtTokens !== undefined ||
    tuning?.compactAtTokens !== undefined ||
    price.cacheRead <= 0 ||
    cacheTtl === 'none'
  )
    return { compactAtTokens: compactAt };
  const ceiling = Math.min(Math.floor(compactAt * 1.5), Math.floor(price.contextWindow * 0.6), price.longPrompt?.thresholdTokens ?? Number.POSITIVE_INFINITY);
  return {
    compactAtTokens: compactAt,
    stubCeilingTokens: Math.max(compactAt, ceiling),
    stubRewriteInReads: ((cacheTtl === '1h' ? price.cacheWrite1h : price.cacheWrite5m) - price.cacheRead) / price.cacheRead,
  };
}

/** The same hooks, with `fields` added to every event's stdin. */
export function withHookFields(hooks: HookRunner, fields: Record<string, unknown>): HookRunner {
  return { has: (event, match) => hooks.has(event, match), run: (event, payload, match) => hooks.run(event, { ...fields, ...payload }, match) };
}
