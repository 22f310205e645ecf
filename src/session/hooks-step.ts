import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { RunBudget } from '../agent/budget.js';
import type { hookEnvFiles } from '../hooks/env-file.js';
import type { EventSink } from '../agent/events.js';
import type { LoopOutcome } from '../agent/outcome.js';
import { StopRequest } from '../agent/stop.js';
import { wrapUpTimeMs } from '../agent/pacing.js';
import type { HookFailure, HookPorts, HookRunner, HookRunnerOptions } from '../hooks/types.js';
import type { HttpHookLists } from '../config/restriction-keys.js';
import { buildToolEnv } from '../process/env.js';
import { effortFor } from '../model/capabilities.js';
import { subagentModelOf } from '../agent/subagent.js';
import type { Settings } from '../settings.js';
import { hookScopes, type HookScopes } from './hook-scopes.js';
import type { SessionConfiguration } from './configuration.js';
import type { HookAdapterOptions } from './hook-ports.js';
import { asyncHookInbox } from './lifecycle-hooks.js';
import type { SessionSandbox } from './sandbox-step.js';
import { watchedFiles, type FileWatch } from './watched-files.js';

/** The run's limits: the budget every model call is priced against, the turns counted, and the clock. */
export interface SessionLimits {
  /** When the clock started (the run's duration counts from here). */
  started: number;
  budget: RunBudget;
  turns: { used: number; mainLoop: number };
  /** Aborted with a StopRequest: the timeout (the time kept for the wrap-up aside), the job's cancellation, or a hook's `continue: false`. */
  stop: AbortController;
  /** Aborted at the real `timeout_minutes` or on the job's cancellation: the end of a timed-out run's wrap-up (src/agent/pacing.ts). */
  wrapUp: AbortSignal;
  /** Stops the clock and the cancellation's listener (the run is over). */
  release(): void;
}

export function sessionLimits(settings: Settings, emit: EventSink, cancel: AbortSignal): SessionLimits {
  const started = Date.now();
  const budget = new RunBudget(settings.maxBudgetUsd, settings.pricing, (call) => emit({ kind: 'model_call', call }));
  const stop = new AbortController();
  const timedOut = (): StopRequest => new StopRequest('timeout', `Timed out after ${+(settings.timeoutMs / 60_000).toFixed(1)} minutes (timeout_minutes)`);
  // The work stops before the time is up; what is left of it is the wrap-up's.
  const timer = setTimeout(() => stop.abort(timedOut()), settings.timeoutMs - wrapUpTimeMs(settings.timeoutMs));
  const wrapUp = new AbortController();
  const wrapUpTimer = setTimeout(() => wrapUp.abort(timedOut()), settings.timeoutMs);
  const onCancel = (): void => {
    const cancelled = new StopRequest('cancelled', 'Cancelled: the job received a termination signal');
    stop.abort(cancelled);
    wrapUp.abort(cancelled);
  };
  if (cancel.aborted) onCancel();
  else cancel.addEventListener('abort', onCancel, { once: true });
  return {
    started,
    budget,
    turns: { used: 0, mainLoop: 0 },
    stop,
    wrapUp: wrapUp.signal,
    release: () => {
      clearTimeout(timer);
      clearTimeout(wrapUpTimer);
      cancel.removeEventListener('abort', onCancel);
    },
  };
}

/** What the run collects as it goes, for the result: warnings and denials (a subagent's included). */
export interface SessionRecord {
  warnings: string[];
  denials: LoopOutcome['denials'];
  /** Adds a warning once. */
  warn(text: string): void;
}

export function sessionRecord(configuration: SessionConfiguration): SessionRecord {
  const warnings = [...configuration.repo.warnings];
  return { warnings, denials: [], warn: (text) => void (warnings.includes(text) || warnings.push(text)) };
}

/** The environment tools, hooks and MCP servers start from (always scrubbed by buildToolEnv), and what of it they keep. */
export interface ToolEnvironment {
  baseEnv: NodeJS.ProcessEnv;
  passEnv: string[];
}

export function toolEnvironment(settings: Settings, configuration: SessionConfiguration, env: NodeJS.ProcessEnv): ToolEnvironment {
  const settingsEnv = configuration.repo.settings.env;
  return { baseEnv: { ...env, ...settingsEnv }, passEnv: [...settings.passEnv, ...Object.keys(settingsEnv)] };
}

/** The settings' hooks, skills' and agents' front-matter hooks in their scopes, and how their outcomes are reported. */
export interface SessionHooks {
  /** The main thread's: the settings' hooks and those of the skills it invoked. */
  runner: HookRunner;
  options: HookAdapterOptions;
  /** Each scope's hooks (hook-scopes.ts): the main thread's, each subagent run's. */
  scopes: HookScopes;
  /** FileChanged and ConfigChange: the files their hooks watch, compared after each tool call (watched-files.ts). */
  watch: FileWatch | undefined;
  /** Filled in once MCP, the model and the tools exist: http, mcp_tool, prompt and agent hooks and `if` use them. */
  ports: HookPorts;
  /** `async` hooks' answers, for the model's next turn. */
  asyncInbox: ReturnType<typeof asyncHookInbox>;
  failures: HookFailure[];
  /** CLAUDE_ENV_FILE: the lines SessionStart and FileChanged hooks wrote there, held by the runner; Bash runs them before each command. */
  envScript: () => string;
}

export function sessionHooks(inputs: {
  configuration: SessionConfiguration;
  env: ToolEnvironment;
  sessionId: string;
  transcriptPath: string;
  runDir: string;
  sandbox: SessionSandbox;
  beforeFirstProcess: () => Promise<void>;
  cancel: AbortSignal;
  stop: AbortController;
  emit: EventSink;
  /** A person may answer a hook's `ask` or `defer` in a later run (src/session/checkpoint.ts). */
  personAnswers?: boolean;
  /** CLAUDE_ENV_FILE's keeper (src/hooks/env-file.ts). */
  envFiles: typeof hookEnvFiles;
}): SessionHooks {
  const { configuration, emit } = inputs;
  const failures: HookFailure[] = [];
  const options: HookAdapterOptions = {
    onFailure: (failure, event) => {
      failures.push({ ...failure, detail: `${event}: ${failure.detail}` });
      emit({ kind: 'log', level: 'warning', text: `${event} hook ${failure.kind} [${failure.command}]: ${failure.detail}` });
    },
    onSystemMessage: (text) => emit({ kind: 'log', level: 'info', text: `hook: ${text}` }),
    onStopRequested: (reason, event) => inputs.stop.abort(new StopRequest('hook_stopped', `A ${event} hook stopped the run: ${reason}`)),
    personAnswers: inputs.personAnswers === true,
  };
  const ports: HookPorts = {};
  // In the run's own folder, outside its `tmp` and the workspace: no command of the model's may write there.
  const envFiles = inputs.envFiles(path.join(inputs.runDir, 'hook-env'), (text) => emit({ kind: 'log', level: 'warning', text }));
  const asyncInbox = asyncHookInbox(options);
  // Claude Code sends the effort the loop's model works at: the chosen level, else the model's default (what its
  // requests send, src/model/capabilities.ts); none for a model without effort levels. A subagent's events carry its own model's, at the level it works at (a workflow's
  // `agent({effort})`, else CLAUDE_CODE_SUBAGENT_EFFORT's, else the run's: an agent's `effort` front matter is not honoured).
  const effortOf = (model: string, level?: string, runLevel = configuration.choice.effort): string | undefined =>
    effortFor(model, undefined) === undefined ? undefined : (level ?? effortFor(model, runLevel));
  const mainEffort = effortOf(configuration.model);
  const runnerOptions: HookRunnerOptions = {
    ports,
    onAsyncOutcome: asyncInbox.receive,
    hooksConfig: configuration.repo.settings.hooks,
    cwd: configuration.cwd,
    projectDir: configuration.cwd,
    envFiles,
    env: buildToolEnv(inputs.env.baseEnv, inputs.env.passEnv),
    sessionId: inputs.sessionId,
    promptId: randomUUID(),
    transcriptPath: inputs.transcriptPath,
    permissionMode: configuration.policy.mode,
    ...(mainEffort !== undefined ? { effort: mainEffort } : {}),
    defaultTimeoutMs: 60_000,
    tempDir: inputs.runDir,
    // The job's cancellation, not the run's timeout: SessionEnd hooks still run after a timeout.
    signal: inputs.cancel,
    ...(inputs.sandbox.tools ? { wrapSpawn: inputs.sandbox.tools.wrap } : {}),
    beforeFirstProcess: inputs.beforeFirstProcess,
    httpPolicy: httpPolicyOf(configuration.repo.settings.httpHookLists, (text) => emit({ kind: 'log', level: 'warning', text })),
  };
  // Skills' and agents' front-matter hooks run beside the settings' while their scope lasts.
  const scopes = hookScopes(runnerOptions, configuration.repo.settings.disableAllHooks, (agent, level) =>
    effortOf(
      subagentModelOf(agent, configuration.model, configuration.choice.subagentModel, configuration.choice.aliases, configuration.choice.toProviderModel),
      level,
      configuration.choice.subagentEffort ?? configuration.choice.effort,
    ),
  );
  const runner = scopes.main;
  const watch = watchedFiles(runner, configuration.repo.settings.hooks, configuration.cwd, options, (text) => emit({ kind: 'log', level: 'info', text }));
  return { runner, options, scopes, watch, ports, asyncInbox, failures, envScript: () => envFiles.script() };
}

/** The settings' http-hook lists as the hook runner's policy; each blocked hook is told once. */
function httpPolicyOf(lists: HttpHookLists, warn: (text: string) => void): NonNullable<HookRunnerOptions['httpPolicy']> {
  const told = new Set<string>();
  const { allowedHttpHookUrls: urls, httpHookAllowedEnvVars: vars } = lists;
  return {
    ...(urls ? { allowedUrls: [urls.entries, ...(urls.narrowedBy ? [urls.narrowedBy.entries] : [])] } : {}),
    ...(vars ? { allowedEnvVars: vars.entries.filter((name) => vars.narrowedBy?.entries.includes(name) ?? true) } : {}),
    blocked: (message) => {
      if (told.has(message)) return;
      told.add(message);
      warn(`${message} (${[...(urls?.sources ?? ['settings']), ...(urls?.narrowedBy?.sources ?? [])].join(', ')}); not sent`);
    },
  };
}
