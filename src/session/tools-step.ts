import { ContextManager, type ContextTuning } from '../agent/context/index.js';
import { promptCacheTtl } from '../agent/request.js';
import { AgentDirectory } from '../agent/agent-directory.js';
import type { EventSink } from '../agent/events.js';
import type { LoopDeps } from '../agent/loop.js';
import { withNestedMemory } from '../agent/memory-read.js';
import type { ModelPort } from '../agent/model-port.js';
import { expandSkill, runnerToolCalls } from '../agent/skill-expand.js';
import { policyForAgent, withDelegationTools, type SubagentRuntime } from '../agent/subagent.js';
import { backgroundTasksOff } from '../agent/background-agent.js';
import type { AgentDefinition } from '../config/agents.js';
import type { McpStartResult } from '../mcp/index.js';
import { pathDeniedBy, removedByDenyRule } from '../permissions/decide.js';
import type { PermissionPolicy } from '../permissions/types.js';
import { webFetchGrant, webSearchRefusal } from '../powers/network.js';
import type { Settings } from '../settings.js';
import type { CommandBridge } from '../tools/bash.js';
import { type BackgroundTasks, createBuiltinTools, globTimeoutWarning } from '../tools/index.js';
import type { SkillGrants } from '../tools/skill.js';
import type { AnyTool } from '../tools/types.js';
import type { SessionConfiguration } from './configuration.js';
import { sessionDispatch } from './dispatch.js';
import { fillHookPorts } from './hook-handler-ports.js';
import { cwdChangedHooks, toolHooksFrom } from './hook-ports.js';
import { ShellCwd } from '../tools/shell-cwd.js';
import type { AnswerBoundTasks } from '../tools/answer-bound.js';
import { subagentHookWiring } from './hook-scopes.js';
import type { SessionHooks, SessionLimits, SessionRecord, ToolEnvironment } from './hooks-step.js';
import { compactionHooks, fireInstructionsLoaded } from './lifecycle-hooks.js';
import { agentMcpFor } from './agent-mcp.js';
import type { SessionLsp } from './lsp-tools.js';
import { mainAgentTools } from './main-agent.js';
import type { SessionSandbox } from './sandbox-step.js';
import { contextLimits, withHookFields } from './session-steps.js';
import { readGate } from './shown-files.js';
import { toolsNotOffered, withNamedTools } from './search-tools.js';
import { builtinTools, DELEGATION_TOOLS, existingTools } from './tools-flag.js';
import { threadToolSearch } from './tool-search.js';
import { TOOL_SEARCH_NAME, toolSearchSetting } from '../tools/tool-search.js';
import { autoDeferral } from './tool-search-auto.js';
import { webToolsFor } from './web-tools.js';
import { workflowParts } from './workflow-wiring.js';
import { worktreeIncludeGate } from './worktree-include-gate.js';
import { policyInWorktree, worktreeIsolation, type WorktreeIsolation } from './worktree-isolation.js';
import { sessionWorktree } from './session-worktree.js';
import { withSubagentWorktreeTools } from './subagent-worktree.js';

/** Whose calls a dispatch decides and runs, beyond the policy and the tools: the main thread's, a subagent's, a hook's or a skill's. */
interface DispatchScope {
  /** The hooks its calls fire (a subagent's scope); false: none (a hook's own calls must not fire hooks). Default the session's. */
  hooks?: SessionHooks['runner'] | false;
  /** A subagent's fields (agent_id, agent_type, cwd) in every hook's stdin. */
  hookFields?: Record<string, unknown>;
  /** The agent's shell directory; without one, Bash starts every command in the root (hooks' and skills' own calls). */
  shell?: ShellCwd;
  /** A synchronous subagent's: its background commands end with its final response. */
  endsWithAnswer?: AnswerBoundTasks;
}

/** A dispatch for `policy` over `tools`, in `scope`. */
type DispatchFor = (policy: PermissionPolicy, tools: ReadonlyMap<string, AnyTool>, scope?: DispatchScope) => LoopDeps['dispatch'];

/** What the main loop is offered and how its calls are decided: the tools step's output. */
export interface SessionTools {
  /** What the model is offered, wrapped (context manager, tool search, delegation). */
  offered: AnyTool[];
  /** The dispatch table, shared with the loop's dispatch (an MCP tool-list refresh replaces its entries). */
  table: Map<string, AnyTool>;
  /** The pool before wrapping, and the runner's own tools in it (the session_start event names their servers). */
  pool: AnyTool[];
  runnerTools: AnyTool[];
  /** The pool again from fresh MCP tools (after a server's tool-list change), wrapped. */
  recompose: (mcpTools: AnyTool[]) => Promise<AnyTool[]>;
  /** The main thread's calls decided and run where it works: the checkout, or the worktree EnterWorktree moved it into. */
  mainDispatch: LoopDeps['dispatch'];
  /** The main thread's shell directory: where its Bash commands start, and the hooks' `cwd`. */
  mainShell: ShellCwd;
  runtime: SubagentRuntime;
  worktrees: WorktreeIsolation;
  context: ContextManager;
}

export interface ToolsInputs {
  settings: Settings;
  configuration: SessionConfiguration;
  env: ToolEnvironment;
  runDir: string;
  transcriptPath: string;
  sandbox: SessionSandbox;
  beforeFirstProcess: () => Promise<void>;
  limits: SessionLimits;
  hooks: SessionHooks;
  mcp: McpStartResult;
  lsp: SessionLsp;
  record: SessionRecord;
  model: ModelPort;
  background: BackgroundTasks;
  grants: SkillGrants;
  /** The task list and the questions (src/tools/tracking.ts). */
  trackingTools: AnyTool[];
  /** ScheduleWakeup and Cron* (src/tools/schedule-tools.ts). */
  scheduleTools: AnyTool[];
  /** Tools the runner adds that run in its own process (the GitHub operations): offered before MCP's, which cannot shadow them. */
  runnerTools: AnyTool[];
  bashBridge: CommandBridge | undefined;
  contextTuning: ContextTuning | undefined;
  emit: EventSink;
  /** The call a person allowed in their reply (src/session/checkpoint.ts): its ask rule or hook's ask/defer lets it run. */
  personAllowed?: (toolUseId: string) => boolean;
}

/** Tools 2.1.332 offers the main thread only: a subagent's call of one is refused in its words (measured: ScheduleWakeup). */
const MAIN_THREAD_ONLY: ReadonlySet<string> = new Set(['ScheduleWakeup']);

/**
 * What 2.1.332 tells a caller of a tool the session has but it is not offered (scripts/oracle/schedule.mjs, scenario
 * `subagent`): a main-thread-only tool inside a subagent, or another of the session's tools not among its own.
 */
function notOfferedHere(inSubagent: boolean, sessionTools: () => ReadonlySet<string>): (name: string) => string | undefined {
  return (name) => {
    if (inSubagent && MAIN_THREAD_ONLY.has(name))
      return `${name} is not available inside subagents. Complete the task with the tools provided and return findings to the orchestrator.`;
    return sessionTools().has(name) ? `${name} is not among the tools available here. Continue with the tools you have.` : undefined;
  };
}

/**
 * The built-in tools (working in the workspace, or a subagent's worktree), the LSP, tracking, runner and MCP tools,
 * what a bare deny rule removes taken out, the settings' `agent` applied, and the subagents' runtime around them.
 */
export async function sessionTools(inputs: ToolsInputs): Promise<SessionTools> {
  const { settings, configuration: config, hooks, mcp, lsp, record, limits, sandbox, emit } = inputs;
  const { budget, turns } = limits;
  const { baseEnv, passEnv } = inputs.env;
  const workspace = { root: config.cwd, tempDir: inputs.runDir, ...(config.extraRoots.length ? { extraRoots: config.extraRoots } : {}) };
  // `claude_args --tools`: the built-in tools that exist; a call of one left out is answered as the CLI answers it.
  const exist = builtinTools(settings.builtinTools);
  // Claude Code keeps the main thread's `cd` (unless CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR) and fires CwdChanged when it moves (src/tools/shell-cwd.ts).
  const mainShell = new ShellCwd({
    root: config.cwd,
    extraRoots: config.extraRoots,
    onMove: cwdChangedHooks(hooks.runner, hooks.options, hooks.watch),
    ...(config.choice.bashLimits.cdReturns ? { returns: true } : {}),
  });
  const memory = config.repo.memory;
  const showGate = readGate(config.policy);
  // CLAUDE_CODE_DISABLE_BACKGROUND_TASKS in the settings' env: Agent calls in the foreground, no `run_in_background` in Bash's or Agent's schema.
  const noBackground = backgroundTasksOff(config.repo.settings.env);
  // What the network tools may reach is the workflow's grant (src/powers/network.ts), never the permission mode's.
  const searchRefusal = webSearchRefusal(sandbox.status.enabled, config.policy.allow);
  const page = { grant: webFetchGrant(sandbox.status, config.policy.allow) };
  const web = {
    ...webToolsFor(settings.provider, config.model, inputs.model, budget, config.choice.smallFastModel),
    page,
    ...(searchRefusal ? { searchRefusal } : {}),
  };
  // Glob's limit: the model gets 2.1.332's words, the run log (once) the setting that raises it.
  let globWarned = false;
  const globTimedOut = (limitMs: number): void => {
    if (!globWarned) record.warn(globTimeoutWarning(limitMs));
    globWarned = true;
  };
  // The built-in tools working in `root` (the workspace, or a subagent's worktree), nested CLAUDE.md and rules relative to it.
  const builtinsAt = (root: string, toolSandbox = sandbox.tools): AnyTool[] =>
    createBuiltinTools({
      workspace: { ...workspace, root },
      passEnv,
      baseEnv,
      web,
      background: inputs.background,
      bashBackground: !noBackground,
      bashLimits: config.choice.bashLimits,
      ...(config.choice.readMaxTokens !== undefined ? { readMaxTokens: config.choice.readMaxTokens } : {}),
      glob: { ...config.choice.glob, onTimedOut: globTimedOut },
      bashEnvScript: hooks.envScript,
      ...(toolSandbox ? { sandbox: toolSandbox } : {}),
      ...(inputs.bashBridge ? { bashBridge: inputs.bashBridge } : {}),
      pluginBins: config.repo.plugins.flatMap((plugin) => (plugin.binDir ? [plugin.binDir] : [])),
    }).map((tool) =>
      memory.off
        ? tool
        : withNestedMemory(
            tool,
            root,
            memory,
            (file) => showGate(file) === undefined,
            (loaded) => fireInstructionsLoaded(hooks.runner, hooks.options, loaded),
          ),
    );
  const worktrees = worktreeIsolation({
    cwd: config.cwd,
    runDir: inputs.runDir,
    beforeFirstProcess: inputs.beforeFirstProcess,
    toolsAt: builtinsAt,
    ...(sandbox.tools ? { sandbox: sandbox.tools } : {}),
    log: (text) => emit({ kind: 'log', level: 'info', text }),
    settings: config.repo.settings.worktree,
    mayRead: worktreeIncludeGate(showGate, config.repo.settings.sandbox.filesystem.denyRead, config.cwd),
  });
  // EnterWorktree/ExitWorktree (the main thread's): its built-in tools, shell and hooks' `cwd` follow it into the worktree.
  const moving = sessionWorktree({ cwd: config.cwd, isolation: worktrees, background: inputs.background, mainShell });
  hooks.ports.cwd = moving.where;
  const builtins = moving.follow(builtinsAt(config.cwd));
  const context = new ContextManager({
    workspace: { root: config.cwd, tempDir: inputs.runDir },
    ...contextLimits(
      budget.priceOf(config.model),
      settings.compactAtTokens,
      inputs.contextTuning,
      config.choice.compaction,
      promptCacheTtl(config.model, config.choice.promptCache),
    ),
    ...inputs.contextTuning,
    ...compactionHooks(hooks.runner, hooks.options),
  });
  // A bare deny rule (`disallowed_tools: Bash`) removes the tool from what the model is offered, as in Claude Code.
  // A `github` MCP server the workflow configures itself keeps its tools: the runner's `mcp__github__*` stand-ins step aside.
  const ownGitHub = mcp.servers.some((server) => server.name === 'github');
  const runnerTools = inputs.runnerTools.filter((tool) => !(ownGitHub && tool.name.startsWith('mcp__github__')));
  const ownBuiltins = [...builtins, ...moving.tools, ...lsp.tools, ...inputs.trackingTools, ...inputs.scheduleTools];
  const builtinNames = [...ownBuiltins.map((tool) => tool.name), ...DELEGATION_TOOLS];
  const disabledTools = exist.disabled(builtinNames);
  // The main thread's tools once composed: a subagent calling one it is not offered is told so (notHere).
  let sessionToolNames: ReadonlySet<string> = new Set();
  const dispatchFor: DispatchFor = (policy, tools, { hooks: runner = hooks.runner, hookFields, shell, endsWithAnswer } = {}) =>
    sessionDispatch({
      policy,
      tools,
      disabledTools,
      notHere: notOfferedHere(hookFields?.['agent_id'] !== undefined, () => sessionToolNames),
      ...(shell ? { shell } : {}),
      ...(endsWithAnswer ? { endsWithAnswer } : {}),
      grantedTools: () => inputs.grants.rules(),
      ...(sandbox.tools ? { sandbox: sandbox.tools } : {}),
      beforeFirstProcess: inputs.beforeFirstProcess,
      ...(lsp.afterCall ? { afterCall: lsp.afterCall } : {}),
      ...(hooks.watch ? { watch: hooks.watch } : {}),
      ...(inputs.personAllowed ? { personAllowed: inputs.personAllowed } : {}),
      // Inside a subagent, every hook's stdin names it (agent_id, agent_type), as Claude Code's does.
      ...(runner !== false ? { hooks: toolHooksFrom(hookFields ? withHookFields(runner, hookFields) : runner, hooks.options) } : {}),
    });
  const compose = (mcpTools: AnyTool[]): AnyTool[] =>
    [...existingTools(ownBuiltins, exist), ...runnerTools, ...mcpTools.filter((tool) => !runnerTools.some((own) => own.name === tool.name))].filter(
      (tool) => !removedByDenyRule(config.policy, tool.name),
    );
  // Glob, Grep and TodoWrite as Claude Code 2.1.332 offers them (search-tools.ts): held back unless asked for by name.
  const notOffered = toolsNotOffered(settings.allowedTools, config.policy, exist.narrowed);
  const everything = compose(mcp.tools);
  const heldBack = everything.filter((tool) => notOffered.has(tool.name));
  const order = everything.map((tool) => tool.name);
  const offeredOf = (list: AnyTool[]): AnyTool[] => list.filter((tool) => !notOffered.has(tool.name));
  // The settings' `agent`: the main thread offers only that agent's tools, after a tool-list refresh too.
  const mainAgent = config.mainAgent;
  const asMainAgent = (agent: AgentDefinition, mcpTools: AnyTool[]) =>
    mainAgentTools(agent, withNamedTools(agent, offeredOf(compose(mcpTools)), heldBack, order), runnerTools);
  const offerFrom = (mcpTools: AnyTool[]): AnyTool[] => (mainAgent ? asMainAgent(mainAgent, mcpTools).tools : offeredOf(compose(mcpTools)));
  const asAgent = mainAgent ? asMainAgent(mainAgent, mcp.tools) : undefined;
  const pool = offerFrom(mcp.tools);
  // A skill's `!` commands and a command's `@file` reads are decided and run like the model's calls.
  const runnerCalls = runnerToolCalls(dispatchFor(config.policy, new Map(pool.map((tool) => [tool.name, tool]))), (denial) => record.denials.push(denial));
  // Deferral behind ToolSearch as Claude Code 2.1.332 sends tools (session/tool-search.ts), per thread.
  const searchSetting = toolSearchSetting(config.repo.settings.env);
  if (searchSetting.kind === 'auto' && searchSetting.invalid)
    record.warn(
      `settings env.ENABLE_TOOL_SEARCH: expected auto:N with N a number, got "${searchSetting.invalid}"; read as auto (${searchSetting.percent}% of the context window), as Claude Code reads it`,
    );
  const auto = searchSetting.kind === 'auto' ? autoDeferral(inputs.model, searchSetting.percent, limits.stop.signal) : undefined;
  const searchFor = threadToolSearch(config.repo.settings.env, config.policy, settings.builtinTools, auto);
  const runtime: SubagentRuntime = {
    agents: config.repo.agents,
    parentModel: config.model,
    maxTurns: settings.maxTurns,
    ...(config.choice.askedMaxOutputTokens !== undefined ? { maxOutputTokens: config.choice.askedMaxOutputTokens } : {}),
    effort: config.choice.subagentEffort ?? config.choice.effort,
    ...(config.choice.thinking ? { thinking: config.choice.thinking } : {}),
    ...(config.choice.subagentPromptCache ? { cache: config.choice.subagentPromptCache } : {}),
    ...(config.choice.subagentModel ? { subagentModel: config.choice.subagentModel } : {}),
    aliases: config.choice.aliases,
    toProviderModel: config.choice.toProviderModel,
    ...(config.choice.maxParallelTools !== undefined ? { maxParallelTools: config.choice.maxParallelTools } : {}),
    model: inputs.model,
    budget,
    turns,
    emit,
    signal: limits.stop.signal,
    // In a worktree, path rules and the working directory are the worktree's.
    dispatchFor: ({ agent, tools, hookFields, root, endsWithAnswer }) =>
      dispatchFor(root ? policyInWorktree(policyForAgent(config.policy, agent), root) : policyForAgent(config.policy, agent), tools, {
        hooks: hooks.scopes.agent(agent, hookFields.agent_id),
        // A hook fired inside it is told the agent's working directory (`cwd`), as Claude Code's are.
        hookFields: root ? { ...hookFields, cwd: root } : hookFields,
        // It starts where the main thread's shell is and keeps no `cd` of its own, as Claude Code's subagents.
        shell: root ? new ShellCwd({ root, persists: false }) : mainShell.forSubagent(),
        endsWithAnswer,
      }),
    isolate: worktrees.isolate,
    ...subagentHookWiring(hooks.scopes, hooks.options, inputs.transcriptPath),
    // An agent's own MCP servers start as the run's did (session-steps.ts startMcp).
    agentMcp: agentMcpFor(
      {
        configuration: config,
        configInput: settings.mcpConfig,
        callTimeoutMs: settings.mcpToolTimeoutMs,
        env: inputs.env,
        runDir: inputs.runDir,
        sandbox,
        beforeFirstProcess: inputs.beforeFirstProcess,
      },
      config.policy,
      mcp,
      record.warn,
    ),
    onDenials: (childDenials) => record.denials.push(...childDenials),
    skills: config.repo.skills,
    grants: inputs.grants,
    expandSkill: (skill, args, signal) => expandSkill(skill, args, config.cwd, runnerCalls, signal, memory.importSource),
    agentMemory: { ...config.agentMemory, readDeniedBy: (file: string) => pathDeniedBy(config.policy, 'Read', file)?.raw },
    warn: record.warn,
    ...workflowParts({
      repo: config.repo,
      policy: config.policy,
      cwd: config.cwd,
      ...(sandbox.tools ? { wrapSpawn: sandbox.tools.wrap } : {}),
      path: baseEnv.PATH,
      prepare: inputs.beforeFirstProcess,
      warn: record.warn,
      background: inputs.background,
    }),
    // Main-thread Agent calls run in the background as Claude Code's do, unless the settings' env turns background tasks off.
    // With them, the run's own directory of its subagents: ListAgents and SendMessage (src/agent/agent-messages.ts).
    ...(noBackground ? { backgroundTasksOff: true } : { agentBackground: inputs.background, directory: new AgentDirectory() }),
    ...(exist.narrowed ? { builtinToolExists: exist.exists } : {}),
    // The session's worktree tools move the main thread: a subagent gets its own, which never move anything (2.1.332's).
    toolsOnRequest: (agent, parentTools, root) =>
      withSubagentWorktreeTools(moving.fixedAt(root, withNamedTools(agent, parentTools, heldBack, order)), moving.tools, {
        checkout: config.cwd,
        cwd: root ?? config.cwd,
        pinned: false,
      }),
    // Started while the main thread is in a worktree, a subagent works there.
    subagentsHere: moving.subagentsHere,
    withToolSearch: searchFor,
  };
  // After the runtime's own warnings (workflowParts reads the subagent cap from the settings).
  const unknown = exist.unknown([...builtinNames, TOOL_SEARCH_NAME]);
  if (unknown.length > 0)
    record.warn(
      `input claude_args: --tools names ${unknown.join(', ')}, not a built-in tool of this run (names are case-sensitive: ${builtinNames.join(', ')}); ignored`,
    );
  fillHookPorts(hooks.ports, {
    ...(config.choice.smallFastModel ? { smallFastModel: config.choice.smallFastModel } : {}),
    cwd: config.cwd,
    mcpTools: mcp.tools,
    builtins,
    runtime,
    log: (text) => emit({ kind: 'log', level: 'info', text }),
    dispatchFor: ({ agent, tools }) => dispatchFor(policyForAgent(config.policy, agent), tools, { hooks: false }),
  });
  const wrapAll = async (list: AnyTool[]): Promise<AnyTool[]> => {
    const wrapped = context.wrapTools(withDelegationTools(runtime, list, 0, asAgent?.delegation));
    return searchFor(mainAgent, wrapped, config.model);
  };
  const offered = await wrapAll(pool);
  const table = new Map(offered.map((tool) => [tool.name, tool]));
  sessionToolNames = new Set(table.keys());
  return {
    offered,
    table,
    pool,
    runnerTools,
    recompose: (mcpTools) => wrapAll(offerFrom(mcpTools)),
    mainDispatch: moving.dispatch(dispatchFor(config.policy, table, { shell: mainShell }), (root, shell) =>
      dispatchFor(policyInWorktree(config.policy, root), table, { shell }),
    ),
    mainShell,
    runtime,
    worktrees,
    context,
  };
}
