import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { EventSink } from '../agent/events.js';
import { outcomeWithoutRun, type RunOutcome } from '../agent/outcome.js';
import { runConfiguredSession } from './session.js';
import { SESSION_SETTINGS, type SessionConfig } from './session-config.js';
import { loadRepoConfig, mergePolicy } from '../config/load.js';
import { parseSkillInvocation } from '../config/skills.js';
import { parseRuleList } from '../permissions/rules.js';
import { decide } from '../permissions/decide.js';
import { loadBashGrammar } from '../permissions/bash-grammar.js';
import { credentialFiles } from './credential-rules.js';
import { chooseRunnerSettings } from './runner-choice.js';
import { mainAgentFor } from './main-agent.js';
import { additionalDirectories } from './extra-dirs.js';
import { agentMemoryRoots, memoryExtraRoots, withMainAgentMemory } from './agent-memory-wiring.js';
import { LOCAL_AGENT_MEMORY_DIR } from '../agent/agent-memory.js';
import { memorySection } from '../prompt/memory.js';
import { gateRepoConfig, readGate } from './shown-files.js';
import { startSandbox } from '../sandbox/index.js';
import { readOnlyConfinement } from '../tools/read-only-jail.js';
import { compareSnapshots, describeChanges, snapshotWorkspace, type WorkspaceSnapshot } from '../git/workspace-audit.js';
import type { Settings } from '../settings.js';
import type { ProviderClientOptions } from '../model/provider.js';
import type { ContextTuning } from '../agent/context/index.js';
import type { AnyTool } from '../tools/types.js';
import type { CommandBridge } from '../tools/bash.js';
import { offeredGitHubTools } from '../github-tools/official-tools.js';
import type { ModelPort } from '../agent/model-port.js';
import type { RunPowers } from '../powers/grants.js';
import type { Verifier } from '../verify/verifier.js';
import type { SessionCheckpoint } from './checkpoint.js';

/** Where and on what one session runs: the task and the run's own files. */
export interface SessionPlace {
  /** The first user message (the task, event data fenced). */
  prompt: string;
  /** The user's request as they wrote it (UserPromptSubmit's `prompt`, a `/skill` invocation); default the prompt. */
  request?: string;
  /** The run's own folder (tool temp files, the sandbox's mounts). */
  runDir: string;
  /** Default `<runDir>/transcript.jsonl`. */
  transcriptPath?: string;
  /** The runner's environment with its sealed secrets (for `pass_env`); children get a scrubbed copy. */
  env: NodeJS.ProcessEnv;
  /** On pull requests: the base commit the configuration comes from; what CLAUDE.md files import is read from it too. */
  configCommit?: string;
}

/** The session's collaborators: each optional, with the product's own as the default. */
export interface SessionParts {
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
}

/** One session built and not yet run: the parsed settings, where it runs, and every part resolved to its default. */
export interface Session {
  readonly settings: Settings;
  readonly place: Required<Omit<SessionPlace, 'configCommit'>> & Pick<SessionPlace, 'configCommit'>;
  readonly parts: Required<Pick<SessionParts, 'emit' | 'cancel' | 'startSandbox'>> & Omit<SessionParts, 'emit' | 'cancel' | 'startSandbox'>;
}

/**
 * The one way a session is built, for main.ts, the tests and the bench alike: parsed settings, where it runs, and
 * the parts a caller replaces (everything else is the product's own). Building does nothing yet; runSession runs it.
 */
export function createSession(settings: Settings, place: SessionPlace, parts: SessionParts = {}): Session {
  return {
    settings,
    place: { ...place, request: place.request ?? place.prompt, transcriptPath: place.transcriptPath ?? path.join(place.runDir, 'transcript.jsonl') },
    parts: { ...parts, emit: parts.emit ?? (() => {}), cancel: parts.cancel ?? new AbortController().signal, startSandbox: parts.startSandbox ?? startSandbox },
  };
}

/**
 * The composition root: settings and the repository's committed configuration → one agent session
 * (policy, sandbox, tools, hooks, MCP, context manager, model port, budget, event sink), then run. A
 * configuration that cannot be used ends here with a full outcome (emitted), before any model call.
 */
export async function runSession(session: Session): Promise<RunOutcome> {
  const { settings, place, parts: run } = session;
  const { prompt, request, runDir, transcriptPath } = place;
  const { cancel } = run;
  const sink = run.emit;
  const baseEnv = place.env;
  const startedAt = Date.now();
  const cwd = realpathSync(settings.workingDirectory);
  // Before any tool, hook, MCP server or sandbox mount, and otherwise once the first model request is on its way (its
  // git processes and its walk of .git and the ignored files are not the request's): the runner's preparation, then
  // the snapshot the end of the run compares against (of the workspace the agent gets, its credentials taken out).
  // A preparation that fails rejects every caller: no agent process starts after it.
  let snapshot: Promise<WorkspaceSnapshot | undefined> | undefined;
  let prepared: Promise<void> | undefined;
  const prepare = (): Promise<void> =>
    (prepared ??= (async () => {
      await run.beforeFirstProcess?.();
      snapshot = snapshotWorkspace(cwd).catch(() => undefined);
      await snapshot;
    })());
  // Plugins' git marketplaces are cloned with the job's token (github.com only), before any agent process exists.
  const auth = settings.github.auth;
  const githubToken = auth.kind === 'token' ? auth.token : auth.kind === 'claude_app' ? auth.fallback : undefined;
  const pluginInputs = { ...settings.plugins, runDir, ...(githubToken ? { githubToken } : {}) };
  const repo = await loadRepoConfig(cwd, settings.settingsInput, pluginInputs, place.configCommit).catch((error: unknown) => ({
    ok: false as const,
    errors: [`Internal error reading the repository configuration: ${error instanceof Error ? error.message : String(error)}`],
  }));
  const early = (errors: string[]): RunOutcome => {
    const outcome = outcomeWithoutRun(errors, startedAt);
    sink({ kind: 'run_end', outcome });
    return outcome;
  };
  if (!repo.ok) return early(repo.errors);
  // The settings' model, effortLevel and env that act on the runner, under the inputs the workflow set.
  const choice = chooseRunnerSettings(settings, repo.config.settings);
  const merged = mergePolicy(
    {
      mode: settings.permissionMode,
      fallbackMode: settings.fallbackPermissionMode,
      allow: settings.allowedTools,
      deny: settings.disallowedTools,
      readOnlyBash: settings.readOnlyBash,
      workspaceRoot: cwd,
    },
    repo.config.settings.permissions,
  );
  if (!merged.ok) return early(merged.errors);
  for (const text of merged.warnings) sink({ kind: 'log', level: 'warning', text });
  // The memory file is the one path the agent may always write, whatever the mode.
  const memoryRules = settings.memoryFile ? parseRuleList(`Edit(./${settings.memoryFile}), Write(./${settings.memoryFile})`, 'input memory_file').rules : [];
  const credentials = credentialFiles(baseEnv, settings.passEnv, cwd);
  const confinement = readOnlyConfinement(settings.sandbox, (text) => sink({ kind: 'log', level: 'info', text }));
  // The settings' `agent`: the main thread as that agent (its model, tools, mode and prompt), never wider than the workflow.
  const memoryRoots = agentMemoryRoots(cwd, baseEnv);
  const asAgent = mainAgentFor(repo.config.settings, repo.config.agents, {
    model: choice.model,
    modelGiven: settings.given.model,
    policy: {
      ...merged.policy,
      allow: [...merged.policy.allow, ...memoryRules],
      deny: [...merged.policy.deny, ...credentials.rules],
      readOnlyConfinement: confinement,
    },
  });
  const main = await withMainAgentMemory(asAgent, memoryRoots);
  const policy = main.policy;
  // Only rules that name a command or tool exactly grant a GitHub write beyond the run's thread (src/powers).
  run.github?.powers?.setAllowRules(policy.allow);
  const extra = additionalDirectories(repo.config.settings.permissions.additionalDirectories, cwd);
  const configured = {
    ...repo.config,
    settings: { ...repo.config.settings, env: choice.toolEnv },
    warnings: [...repo.config.warnings, ...choice.warnings, ...main.warnings, ...extra.warnings],
  };
  // How to review is said only to a run whose rules let it leave review comments (a fix on a PR is not asked to review it).
  const note = run.github?.systemNote;
  const githubNote = note && decide(policy, note.tool, {}).behavior === 'allow' ? note.text : undefined;
  // What the runner shows the model itself passes the Read decision, as the model's own Read would.
  const gate = readGate(
    policy,
    repo.config.plugins.map((plugin) => plugin.root),
  );
  const repoConfig = gateRepoConfig(configured, gate, cwd);
  const memory = settings.memoryFile ? memorySection(cwd, settings.memoryFile, gate) : Promise.resolve(undefined);
  const invokedSkill = parseSkillInvocation(request, repoConfig.skills);
  const sandbox = await run.startSandbox({
    mode: settings.sandbox,
    settings: repo.config.settings.sandbox,
    cwd,
    runDir,
    allowRules: policy.allow,
    extraRoots: extra.roots,
    denyRead: credentials.paths,
    onLog: (line, level) => sink({ kind: 'log', level, text: `sandbox: ${line}` }),
    beforeLibrary: prepare,
  });
  for (const line of sandbox.log) sink({ kind: 'log', level: 'info', text: `sandbox: ${line}` });
  if (!sandbox.ok) return early([sandbox.error]);
  const { status } = sandbox;
  if (status.enabled) {
    const hosts = status.allowedDomains?.length ? status.allowedDomains.join(', ') : 'none';
    sink({
      kind: 'log',
      level: 'info',
      text: `Sandbox on: Bash, hooks and stdio MCP servers run in bubblewrap; writable: ${(status.allowWrite ?? []).join(', ')}; network: ${hosts}`,
    });
  } else {
    sink({
      kind: 'log',
      level: settings.sandbox === 'off' ? 'info' : 'warning',
      text: `Not sandboxed: ${status.reason ?? 'unknown reason'}. Bash, hooks and MCP servers run as the runner's user.`,
    });
  }
  // What only tool calls need waits until the first model request is on its way, and the answer takes longer: the
  // sandbox library's start (proxies, a proof run; an MCP server or hook that runs a command before waits for it) and
  // the bash grammar (every decision awaits it).
  const tools = sandbox.sandbox;
  let first = true;
  let sessionOver = false;
  const sessionSink: EventSink = (event) => {
    if (first && event.kind === 'turn_start') {
      first = false;
      afterRequestSent(() => {
        // Not once the session is over: what it would take out of the git configuration would not be put back.
        // Its failure is not lost: every caller of prepare() before a process gets it, and refuses that process.
        if (!sessionOver) prepare().catch(() => undefined);
        void loadBashGrammar();
        void tools?.ready();
      });
    }
    sink(event);
  };
  let result: RunOutcome;
  try {
    result = await runConfiguredSession(
      {
        cwd,
        tempDir: runDir,
        transcriptPath,
        ...sessionSettings(settings),
        model: main.model,
        effort: choice.effort,
        maxOutputTokens: choice.maxOutputTokens,
        policy,
        baseEnv,
        appendSystemPrompt: [settings.appendSystemPrompt, githubNote, main.systemPrompt, choice.languageNote]
          .filter((text) => text !== undefined && text !== '')
          .join('\n\n'),
        prompt,
        userRequest: request,
        ...(invokedSkill ? { invokedSkill } : {}),
        ...(run.vertexAuthClient ? { vertexAuthClient: run.vertexAuthClient } : {}),
        ...(run.federation ? { federation: run.federation } : {}),
        ...(run.contextTuning ? { contextTuning: run.contextTuning } : {}),
        retries: 2,
        repo: repoConfig,
        bashLimits: choice.bashLimits,
        ...(choice.mcpLimits.callMs !== undefined ? { mcpToolTimeoutMs: choice.mcpLimits.callMs } : {}),
        mcpLimits: choice.mcpLimits,
        ...(choice.thinking === false ? { thinking: false } : {}),
        ...(choice.smallFastModel ? { smallFastModel: choice.smallFastModel } : {}),
        extraRoots: [...extra.roots, ...memoryExtraRoots(repoConfig.agents, memoryRoots)],
        agentMemory: memoryRoots,
        ...(main.agent ? { mainAgent: main.agent } : {}),
        mcpConfigInput: settings.mcpConfig,
        memorySection: await memory,
        sandbox: { ...(sandbox.sandbox ? { tools: sandbox.sandbox } : {}), status },
        beforeFirstProcess: prepare,
        ...(run.github ? { runnerTools: offeredGitHubTools(run.github.tools, policy.allow) } : {}),
        ...(run.github?.bashBridge ? { bashBridge: run.github.bashBridge } : {}),
        ...(run.modelPort ? { modelPort: run.modelPort } : {}),
        ...(run.verify ? { verify: run.verify } : {}),
        ...(run.checkpoint ? { checkpoint: run.checkpoint } : {}),
      },
      sessionSink,
      cancel,
    );
  } finally {
    sessionOver = true;
    // The session closes it before its sweep; this covers a session that threw before getting there. Before the
    // patch is captured: the library's mount points (empty files) leave the workspace with it.
    await sandbox.sandbox?.close();
    // Whatever the preparation took is known before main.ts puts it back.
    await prepared?.catch(() => undefined);
  }
  // Every agent process is gone by now: what changed outside the patch is final, and goes into the result.
  // The memory file is the one ignored path the agent is meant to write (it persists through actions/cache).
  // So is the agents' local-scope memory, which Claude Code keeps out of git (`.git/info/exclude`) and the patch leaves out.
  const expected = [...(settings.memoryFile ? [settings.memoryFile.replace(/^\.\//, '')] : []), LOCAL_AGENT_MEMORY_DIR];
  const before = await snapshot;
  const after = before ? await snapshotWorkspace(cwd).catch(() => undefined) : undefined;
  const outside = before && after ? describeChanges(compareSnapshots(before, after, expected)) : [];
  for (const line of outside) sink({ kind: 'log', level: 'info', text: line });
  const verification = run.verify?.record();
  const final = {
    ...result,
    ...(outside.length > 0 ? { warnings: [...result.warnings, ...outside] } : {}),
    ...(verification ? { verification } : {}),
    ...run.checkpoint?.outcomeFields(),
  };
  sink({ kind: 'run_end', outcome: final });
  return final;
}

/** The settings the session reads as they are, picked by name (SESSION_SETTINGS) rather than copied field by field. */
function sessionSettings(settings: Settings): Pick<SessionConfig, (typeof SESSION_SETTINGS)[number]> {
  return Object.fromEntries(SESSION_SETTINGS.map((name) => [name, settings[name]])) as Pick<SessionConfig, (typeof SESSION_SETTINGS)[number]>;
}

/**
 * Calls `fn` once the next HTTP request's body is on the wire (undici's `undici:request:bodySent`, which the runner's fetch publishes), or after
 * `fallbackMs` (a client that does not use Node's fetch): work started earlier would delay the request.
 */
function afterRequestSent(fn: () => void, fallbackMs = 500): void {
  const channels = ['undici:request:bodySent'];
  const once = (): void => {
    clearTimeout(timer);
    for (const channel of channels) unsubscribe(channel, once);
    setImmediate(fn);
  };
  const timer = setTimeout(once, fallbackMs).unref();
  for (const channel of channels) subscribe(channel, once);
}
