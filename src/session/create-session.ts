import { randomUUID } from 'node:crypto';
import { claudeCodeFlag } from '../config/runner-keys.js';
import { mkdtempSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContextTuning } from '../agent/context/index.js';
import type { EventSink } from '../agent/events.js';
import type { ModelPort } from '../agent/model-port.js';
import { offeredGitHubTools } from '../github-tools/official-tools.js';
import type { McpStartResult } from '../mcp/index.js';
import type { ProviderClientOptions } from '../model/provider.js';
import type { RunPowers } from '../powers/grants.js';
import { startSandbox } from '../sandbox/index.js';
import { hookEnvFiles } from '../hooks/env-file.js';
import type { Settings } from '../settings.js';
import type { CommandBridge } from '../tools/bash.js';
import { SessionSchedule, type ScheduleClock } from '../tools/schedule.js';
import { createScheduleTools } from '../tools/schedule-tools.js';
import type { AnyTool } from '../tools/types.js';
import { wrapUpTimeMs } from '../agent/pacing.js';
import type { Verifier } from '../verify/verifier.js';
import { readConfiguration, type SessionConfiguration } from './configuration.js';
import {
  sessionHooks,
  sessionLimits,
  sessionRecord,
  toolEnvironment,
  type SessionHooks,
  type SessionLimits,
  type SessionRecord,
  type ToolEnvironment,
} from './hooks-step.js';
import { startLsp, type SessionLsp } from './lsp-tools.js';
import { sessionModel, sessionSystemPrompt } from './model-step.js';
import { modelMapping, runModels } from './model-overrides.js';
import { reportingSink, runnerPreparation, type RunnerPreparation } from './preparation.js';
import { startSessionSandbox, type SessionSandbox } from './sandbox-step.js';
import { startMcp } from './session-steps.js';
import { toolState, type ToolState } from './tool-state.js';
import { sessionTools, type SessionTools } from './tools-step.js';
import type { SessionCheckpoint } from './checkpoint.js';

/**
 * What a caller may give a session, each part optional with the product's own as the default ("omit to use the
 * product's, give to replace it"): where it runs and on what, and the collaborators tests and the bench replace.
 */
export interface SessionParts {
  /** The first user message (the task, event data fenced); default the `prompt` input. */
  prompt?: string;
  /** The user's request as they wrote it (UserPromptSubmit's `prompt`, a `/skill` invocation); default the prompt. */
  request?: string;
  /** The run's own folder (tool temp files, the sandbox's mounts); default a new temporary folder. */
  runDir?: string;
  /** Default `<runDir>/transcript.jsonl`. */
  transcriptPath?: string;
  /** The runner's environment with its sealed secrets (for `pass_env`); children get a scrubbed copy. Default: only PATH. */
  env?: NodeJS.ProcessEnv;
  /** On pull requests: the base commit the configuration comes from; what CLAUDE.md files import is read from it too. */
  configCommit?: string;
  /** Every event of the run, the outcome last: the transcript, the log and the sticky comment all read this stream. Default: none kept. */
  emit?: EventSink;
  /** The job's cancellation; default never. */
  cancel?: AbortSignal;
  /** Vertex only: an authenticated google-auth-library client instead of Application Default Credentials (tests inject a fake). */
  vertexAuthClient?: ProviderClientOptions['vertexAuthClient'];
  /** Workload identity federation: the OIDC token source and the access tokens' masking (the action's, from @actions/core). */
  federation?: ProviderClientOptions['federation'];
  /** The context manager's thresholds beyond compact_at_tokens (tests and the bench tune them); default its own. */
  contextTuning?: ContextTuning;
  /** Wraps the main loop's model port (the bench measures every call there); default the port as built from the provider. */
  modelPort?: (port: ModelPort) => ModelPort;
  /** Starts the sandbox (bubblewrap) around the tools, hooks and MCP servers; default src/sandbox's. */
  startSandbox?: typeof startSandbox;
  /** Where hooks' CLAUDE_ENV_FILE lines are kept and how Bash gets them; default src/hooks/env-file.ts's (security tests put an older design here as their control). */
  hookEnvFiles?: typeof hookEnvFiles;
  /**
   * The runner's own preparation that must come before any process of the agent's (main.ts: taking the checkout's
   * credentials out of the git configuration). Run once, with the workspace snapshot after it, when the first of these
   * comes: a hook, an MCP server, a tool call, the sandbox library, or the first model request on its way.
   */
  beforeFirstProcess?: () => Promise<void>;
  /** The GitHub operations (src/github-tools), run in the runner's process, and what the system prompt says of `tool` when the rules allow it. */
  github?: { tools: AnyTool[]; systemNote?: { tool: string; text: string }; bashBridge?: CommandBridge; powers?: RunPowers };
  /** The runner's own check before and after the agent (src/verify/); its record goes into the result. Default: none. */
  verify?: Verifier;
  /** A person's answer may resume the session (src/session/checkpoint.ts): asking ends the run waiting. Default: nobody answers. */
  checkpoint?: SessionCheckpoint;
  /** The clock ScheduleWakeup's and CronCreate's prompts wait on; default the system's (tests give one that does not wait). */
  scheduleClock?: ScheduleClock;
}

/** Where and on what the session runs, every default resolved. */
export interface SessionPlace {
  prompt: string;
  request: string;
  runDir: string;
  transcriptPath: string;
  env: NodeJS.ProcessEnv;
  configCommit: string | undefined;
}

/** The agent's side of a built session: its model, system prompt and tools; or why they could not be built. */
export type SessionAgent = { ok: true; model: ModelPort; system: ReturnType<typeof sessionSystemPrompt>; tools: SessionTools } | { ok: false; error: string };

/** Every part of a session that can run, as its step built it. */
export interface BuiltParts {
  sessionId: string;
  configuration: SessionConfiguration;
  sandbox: SessionSandbox;
  /** The reporting sink every part emits to (the caller's, the first turn starting the deferred preparation). */
  sink: EventSink;
  limits: SessionLimits;
  record: SessionRecord;
  env: ToolEnvironment;
  hooks: SessionHooks;
  mcp: McpStartResult;
  lsp: SessionLsp;
  state: ToolState;
  agent: SessionAgent;
}

/** One session, built and not yet run: `runSession` runs it. */
export interface Session {
  readonly settings: Settings;
  readonly place: SessionPlace;
  readonly startedAt: number;
  /** The caller's sink. */
  readonly emit: EventSink;
  readonly cancel: AbortSignal;
  readonly verify: Verifier | undefined;
  /** Where the session stops for a person, and what it resumes from. */
  readonly checkpoint: SessionCheckpoint | undefined;
  readonly preparation: RunnerPreparation;
  /** The parts, or the errors that end the session before any model call (a configuration or sandbox that cannot be used). */
  readonly built: { ok: true; parts: BuiltParts } | { ok: false; errors: string[] };
}

/**
 * The one way a session is built, for main.ts, the tests and the bench alike: the parsed settings and the parts a
 * caller replaces. It reads top to bottom as its steps, each a function of what the steps before it made. No model
 * request is made here; MCP servers and the sandbox are started (after the runner's preparation), and runSession
 * runs, then closes, them.
 */
export async function createSession(settings: Settings, parts: SessionParts = {}): Promise<Session> {
  const startedAt = Date.now();
  const place = sessionPlace(settings, parts);
  const emit = parts.emit ?? (() => {});
  const cancel = parts.cancel ?? new AbortController().signal;
  const cwd = realpathSync(settings.workingDirectory);
  const { checkpoint } = parts;
  const session = (built: Session['built']): Session => ({ settings, place, startedAt, emit, cancel, verify: parts.verify, checkpoint, preparation, built });
  // The runner's preparation, before any agent process; the workspace snapshot after it.
  const preparation = runnerPreparation(parts.beforeFirstProcess, cwd);
  const { beforeFirstProcess } = preparation;
  // Configuration: the repository's committed setup under the workflow's inputs; the policy; the main thread.
  const configured = await readConfiguration({
    settings,
    cwd,
    runDir: place.runDir,
    env: place.env,
    request: place.request,
    configCommit: place.configCommit,
    github: parts.github,
    emit,
  });
  if (!configured.ok) return session({ ok: false, errors: configured.errors });
  const { configuration } = configured;
  // Sandbox: around the tools, hooks and MCP servers.
  const started = await startSessionSandbox({
    start: parts.startSandbox ?? startSandbox,
    settings,
    configuration,
    runDir: place.runDir,
    beforeFirstProcess,
    emit,
  });
  if (!started.ok) return session({ ok: false, errors: [started.error] });
  const { sandbox } = started;
  const memorySection = await configuration.memorySection;
  // Reporting sinks: the caller's, the first model request starting what only tool calls need.
  const sink = reportingSink(emit, preparation, sandbox.tools);
  // Budget and limits: the clock runs from here.
  // Settings' modelOverrides: the ids the requests are sent with, each priced at least as its target.
  const mapping = modelMapping(
    configuration.repo.settings.runner.modelOverrides,
    settings.pricing,
    // The id the workflow names is never redirected; an alias it names is the settings' to resolve, as for Claude Code.
    settings.given.model && settings.given.modelAlias === undefined ? settings.model : undefined,
    runModels(configuration),
  );
  const limits = sessionLimits({ ...settings, pricing: mapping.pricing }, sink, cancel);
  try {
    const record = sessionRecord(configuration);
    record.warnings.push(...mapping.warnings);
    const env = toolEnvironment(settings, configuration, place.env);
    // Hooks.
    // A resumed session keeps its id (as `claude --resume` does): the chain is one session.
    const sessionId = checkpoint?.resume?.sessionId ?? randomUUID();
    const hooks = sessionHooks({
      configuration,
      env,
      sessionId,
      transcriptPath: place.transcriptPath,
      runDir: place.runDir,
      sandbox,
      beforeFirstProcess,
      cancel,
      stop: limits.stop,
      emit: sink,
      personAnswers: checkpoint !== undefined,
      envFiles: parts.hookEnvFiles ?? hookEnvFiles,
    });
    // MCP servers.
    const mcp = await startMcp({
      configuration,
      configInput: settings.mcpConfig,
      callTimeoutMs: settings.mcpToolTimeoutMs,
      env,
      runDir: place.runDir,
      sandbox,
      beforeFirstProcess,
    });
    record.warnings.push(...mcp.errors.map((error) => `MCP: ${error}`));
    // The plugins' language servers behind the LSP tool: each starts on first use, all stop with the run.
    const workspace = { root: cwd, tempDir: place.runDir, ...(configuration.extraRoots.length ? { extraRoots: configuration.extraRoots } : {}) };
    const lsp = startLsp({ configuration, workspace, env, sandbox, beforeFirstProcess, warn: record.warn });
    record.warnings.push(...lsp.warnings);
    // A scheduled prompt must fire before the work's time is up (the wrap-up's time kept aside), or it is refused.
    const workEnds = limits.started + settings.timeoutMs - wrapUpTimeMs(settings.timeoutMs);
    const schedule = new SessionSchedule(parts.scheduleClock, () => workEnds - Date.now());
    const state = toolState(place.runDir, hooks, sink, schedule, checkpoint !== undefined);
    // Model, system prompt and tools: what fails here ends the run with the error, after the hooks' and servers' shutdown.
    const agent = await sessionModel(settings, parts, configuration.choice.transport, mapping.wireModel)
      .then(async (model): Promise<SessionAgent> => {
        if (configuration.invokedSkill)
          state.grants.grant(configuration.invokedSkill.skill.allowedTools, `skill ${configuration.invokedSkill.skill.name} allowed-tools`);
        const system = sessionSystemPrompt({
          settings,
          configuration,
          memorySection,
          mcpServers: mcp.servers,
          warn: (text) => record.warnings.push(text),
          contextWindow: limits.budget.priceOf(configuration.model).contextWindow,
        });
        const runnerTools = parts.github ? offeredGitHubTools(parts.github.tools, configuration.policy.allow) : [];
        const tools = await sessionTools({
          settings,
          configuration,
          env,
          runDir: place.runDir,
          transcriptPath: place.transcriptPath,
          sandbox,
          beforeFirstProcess,
          limits,
          hooks,
          mcp,
          lsp,
          record,
          model,
          background: state.background,
          grants: state.grants,
          trackingTools: state.tracking.tools,
          scheduleTools: createScheduleTools(state.schedule, !claudeCodeFlag(configuration.repo.settings.env.CLAUDE_CODE_DISABLE_CRON)),
          runnerTools,
          bashBridge: parts.github?.bashBridge,
          contextTuning: parts.contextTuning,
          emit: sink,
          ...(checkpoint ? { personAllowed: checkpoint.personAllowed } : {}),
        });
        return { ok: true, model, system, tools };
      })
      .catch((error: unknown): SessionAgent => ({ ok: false, error: error instanceof Error ? error.message : String(error) }));
    return session({ ok: true, parts: { sessionId, configuration, sandbox, sink, limits, record, env, hooks, mcp, lsp, state, agent } });
  } catch (error) {
    // A session that cannot be built leaves nothing running; whatever the preparation took is known before main.ts puts it back.
    limits.release();
    preparation.end();
    await sandbox.tools?.close();
    await preparation.settled();
    throw error;
  }
}

/** The task and the run's own files, each defaulted. */
function sessionPlace(settings: Settings, parts: SessionParts): SessionPlace {
  const prompt = parts.prompt ?? settings.prompt;
  const runDir = parts.runDir ?? mkdtempSync(path.join(os.tmpdir(), 'agent-runner-session-'));
  return {
    prompt,
    request: parts.request ?? prompt,
    runDir,
    transcriptPath: parts.transcriptPath ?? path.join(runDir, 'transcript.jsonl'),
    env: parts.env ?? { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    configCommit: parts.configCommit,
  };
}
