import { randomUUID } from 'node:crypto';
import { RunBudget } from '../agent/budget.js';
import type { EventSink } from '../agent/events.js';
import type { LoopOutcome } from '../agent/outcome.js';
import { StopRequest } from '../agent/stop.js';
import type { AgentDefinition } from '../config/agents.js';
import { createHookRunner } from '../hooks/index.js';
import type { HookFailure, HookPorts, HookRunner, HookRunnerOptions } from '../hooks/types.js';
import { buildToolEnv } from '../process/env.js';
import type { Settings } from '../settings.js';
import { agentHookRunners } from './agent-hooks.js';
import type { SessionConfiguration } from './configuration.js';
import type { HookAdapterOptions } from './hook-ports.js';
import { asyncHookInbox } from './lifecycle-hooks.js';
import type { SessionSandbox } from './sandbox-step.js';

/** The run's limits: the budget every model call is priced against, the turns counted, and the clock. */
export interface SessionLimits {
  /** When the clock started (the run's duration counts from here). */
  started: number;
  budget: RunBudget;
  turns: { used: number; mainLoop: number };
  /** Aborted with a StopRequest: the timeout, the job's cancellation, or a hook's `continue: false`. */
  stop: AbortController;
  /** Stops the clock and the cancellation's listener (the run is over). */
  release(): void;
}

export function sessionLimits(settings: Settings, emit: EventSink, cancel: AbortSignal): SessionLimits {
  const started = Date.now();
  const budget = new RunBudget(settings.maxBudgetUsd, settings.pricing, (call) => emit({ kind: 'model_call', call }));
  const stop = new AbortController();
  const timer = setTimeout(
    () => stop.abort(new StopRequest('timeout', `Timed out after ${+(settings.timeoutMs / 60_000).toFixed(1)} minutes (timeout_minutes)`)),
    settings.timeoutMs,
  );
  const onCancel = (): void => stop.abort(new StopRequest('cancelled', 'Cancelled: the job received a termination signal'));
  if (cancel.aborted) onCancel();
  else cancel.addEventListener('abort', onCancel, { once: true });
  return {
    started,
    budget,
    turns: { used: 0, mainLoop: 0 },
    stop,
    release: () => {
      clearTimeout(timer);
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

/** The settings' hooks, an agent file's own beside them while that agent works, and how their outcomes are reported. */
export interface SessionHooks {
  runner: HookRunner;
  options: HookAdapterOptions;
  ofAgent: (agent: AgentDefinition) => HookRunner;
  /** Filled in once MCP, the model and the tools exist: http, mcp_tool, prompt and agent hooks and `if` use them. */
  ports: HookPorts;
  /** `async` hooks' answers, for the model's next turn. */
  asyncInbox: ReturnType<typeof asyncHookInbox>;
  failures: HookFailure[];
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
  };
  const ports: HookPorts = {};
  const asyncInbox = asyncHookInbox(options);
  const runnerOptions: HookRunnerOptions = {
    ports,
    onAsyncOutcome: asyncInbox.receive,
    hooksConfig: configuration.repo.settings.hooks,
    cwd: configuration.cwd,
    projectDir: configuration.cwd,
    env: buildToolEnv(inputs.env.baseEnv, inputs.env.passEnv),
    sessionId: inputs.sessionId,
    promptId: randomUUID(),
    transcriptPath: inputs.transcriptPath,
    permissionMode: configuration.policy.mode,
    defaultTimeoutMs: 60_000,
    tempDir: inputs.runDir,
    // The job's cancellation, not the run's timeout: SessionEnd hooks still run after a timeout.
    signal: inputs.cancel,
    ...(inputs.sandbox.tools ? { wrapSpawn: inputs.sandbox.tools.wrap } : {}),
    beforeFirstProcess: inputs.beforeFirstProcess,
  };
  const runner = createHookRunner(runnerOptions);
  // An agent file's own hooks run beside these while that agent works.
  const ofAgent = agentHookRunners(runner, runnerOptions, configuration.repo.settings.disableAllHooks);
  return { runner, options, ofAgent, ports, asyncInbox, failures };
}
