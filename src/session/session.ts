import { randomUUID } from 'node:crypto';
import { renderSkillListing } from '../config/skills.js';
import { renderMemory } from '../config/claude-md.js';
import { readGate } from './shown-files.js';
import { sessionDispatch } from './dispatch.js';
import { combineFinalChecks, postToolBatchFrom, reportHookOutcome, stopCheckFrom, subagentHooksFrom, toolHooksFrom } from './hook-ports.js';
import type { HookAdapterOptions } from './hook-ports.js';
import { createHookRunner } from '../hooks/index.js';
import type { HookFailure, HookPorts, HookRunner, HookRunnerOptions } from '../hooks/types.js';
import { agentHookRunners } from './agent-hooks.js';
import { mainAgentTools } from './main-agent.js';
import { fillHookPorts } from './hook-handler-ports.js';
import { asyncHookInbox, fireInstructionsLoaded, fireStopFailure, loadedAtStart, taskHookGate } from './lifecycle-hooks.js';
import { createProviderClient } from '../model/provider.js';
import { pathDeniedBy, removedByDenyRule } from '../permissions/decide.js';
import type { PermissionPolicy } from '../permissions/types.js';
import { buildSystemPrompt } from '../prompt/system.js';
import { buildToolEnv } from '../process/env.js';
import { BackgroundTasks, createBuiltinTools } from '../tools/index.js';
import { startLsp } from './lsp-tools.js';
import { SkillGrants } from '../tools/skill.js';
import { createTrackingTools } from '../tools/tracking.js';
import type { AnyTool } from '../tools/types.js';
import type { EventSink } from '../agent/events.js';
import { RunBudget } from '../agent/budget.js';
import { runLoop, type LoopDeps, type LoopOutcome } from '../agent/loop.js';
import { modelPortFor } from '../agent/model-port.js';
import { withNestedMemory } from '../agent/memory-read.js';
import { expandSkill, runnerToolCalls } from '../agent/skill-expand.js';
import { ContextManager, withToolSearch } from '../agent/context/index.js';
import { failedOutcome, runOutcome, type RunOutcome } from '../agent/outcome.js';
import { StopRequest } from '../agent/stop.js';
import { policyForAgent, withDelegationTools, type SubagentRuntime } from '../agent/subagent.js';
import { webToolsFor } from './web-tools.js';
import { webFetchGrant, webSearchRefusal } from '../powers/network.js';
import { worktreeIncludeGate } from './worktree-include-gate.js';
import { policyInWorktree, worktreeIsolation, type WorktreeIsolation } from './worktree-isolation.js';
import { mcpInstructionsSection, mcpPromptBlocks, mcpToolRefresher } from './mcp-extras.js';
import { defaultCompactAt, expansionOf, firstMessage, runStartHooks, shutdown, startMcp, withHookFields, withSandboxReport } from './session-steps.js';
import type { SessionConfig } from './session-config.js';
import { startVerify, type SessionVerify } from './verify-phase.js';
import { mainLoopStart } from './checkpoint.js';

/**
 * One run of the agent: the repository's configuration, the tools, the model and the limits put
 * together around the loop, and the outcome built on every path, a crash included. The
 * caller (create-session.ts's runSession) emits the outcome, once it has added what only it can know (the workspace audit).
 */
export async function runConfiguredSession(config: SessionConfig, emit: EventSink, cancel: AbortSignal): Promise<RunOutcome> {
  const started = Date.now();
  const sessionId = config.checkpoint?.resume?.sessionId ?? randomUUID();
  const budget = new RunBudget(config.maxBudgetUsd, config.pricing, (call) => emit({ kind: 'model_call', call }));
  const turns = { used: 0, mainLoop: 0 };
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new StopRequest('timeout', `Timed out after ${+(config.timeoutMs / 60_000).toFixed(1)} minutes (timeout_minutes)`)),
    config.timeoutMs,
  );
  const onCancel = (): void => controller.abort(new StopRequest('cancelled', 'Cancelled: the job received a termination signal'));
  if (cancel.aborted) onCancel();
  else cancel.addEventListener('abort', onCancel, { once: true });

  const warnings: string[] = [...config.repo.warnings];
  const hookFailures: HookFailure[] = [];
  const denials: LoopOutcome['denials'] = [];
  const hookOptions: HookAdapterOptions = {
    onFailure: (failure, event) => {
      hookFailures.push({ ...failure, detail: `${event}: ${failure.detail}` });
      emit({ kind: 'log', level: 'warning', text: `${event} hook ${failure.kind} [${failure.command}]: ${failure.detail}` });
    },
    onSystemMessage: (text) => emit({ kind: 'log', level: 'info', text: `hook: ${text}` }),
    onStopRequested: (reason, event) => controller.abort(new StopRequest('hook_stopped', `A ${event} hook stopped the run: ${reason}`)),
    personAnswers: config.checkpoint !== undefined,
  };
  const baseEnv = { ...config.baseEnv, ...config.repo.settings.env };
  const passEnv = [...config.passEnv, ...Object.keys(config.repo.settings.env)];
  // Filled in once MCP, the model and the tools exist: http, mcp_tool, prompt and agent hooks and `if` use them.
  const hookPorts: HookPorts = {};
  const asyncHooks = asyncHookInbox(hookOptions);
  const hookRunnerOptions: HookRunnerOptions = {
    ports: hookPorts,
    onAsyncOutcome: asyncHooks.receive,
    hooksConfig: config.repo.settings.hooks,
    cwd: config.cwd,
    projectDir: config.cwd,
    env: buildToolEnv(baseEnv, passEnv),
    sessionId,
    promptId: randomUUID(),
    transcriptPath: config.transcriptPath,
    permissionMode: config.policy.mode,
    defaultTimeoutMs: 60_000,
    tempDir: config.tempDir,
    // The job's cancellation, not the run's timeout: SessionEnd hooks still run after a timeout.
    signal: cancel,
    ...(config.sandbox?.tools ? { wrapSpawn: config.sandbox.tools.wrap } : {}),
    ...(config.beforeFirstProcess ? { beforeFirstRun: config.beforeFirstProcess } : {}),
  };
  const hooks: HookRunner = createHookRunner(hookRunnerOptions);
  // An agent file's own hooks run beside these while that agent works.
  const hooksOfAgent = agentHookRunners(hooks, hookRunnerOptions, config.repo.settings.disableAllHooks);
  const mcp = await startMcp(config, baseEnv, passEnv);
  warnings.push(...mcp.errors.map((error) => `MCP: ${error}`));
  const workspace = { root: config.cwd, tempDir: config.tempDir, ...(config.extraRoots?.length ? { extraRoots: config.extraRoots } : {}) };
  // The plugins' language servers behind the LSP tool: each starts on first use, all stop with the run.
  const lsp = startLsp(config, workspace, baseEnv, passEnv, (text) => void (warnings.includes(text) || warnings.push(text)));
  warnings.push(...lsp.warnings);

  let outcome: LoopOutcome;
  let context: ContextManager | undefined;
  let worktrees: WorktreeIsolation | undefined;
  let verify: SessionVerify | undefined;
  // Bash `run_in_background` and Monitor commands: their notices go to the main loop; all are stopped when it ends.
  const background = new BackgroundTasks(config.tempDir);
  hookPorts.backgroundTasks = () =>
    background.running().map((b) => ({ id: b.id, type: 'shell', status: 'running', description: b.description, command: b.command }));
  // Skills' allowed-tools, granted as they load; entries that do not parse are reported, not dropped silently.
  const grants = new SkillGrants();
  // The task list and the questions reach the report as events; their final state goes into the result.
  const tracking = createTrackingTools({
    tasks: (items) => emit({ kind: 'task_list', items }),
    questions: (questions, toolUseId) => emit({ kind: 'questions', questions, toolUseId }),
    gate: taskHookGate(hooks, hookOptions),
    pauses: config.checkpoint !== undefined,
  });
  try {
    // Every retry is ours, none hidden in the SDK, so each shows as an api_retry line; an HTTP error
    // gets as many attempts as the SDK's 3 tries times ours used to give.
    const client = await createProviderClient(config.provider, {
      maxRetries: 0,
      timeoutMs: 10 * 60_000,
      ...(config.vertexAuthClient ? { vertexAuthClient: config.vertexAuthClient } : {}),
      ...(config.federation ? { federation: config.federation } : {}),
    });
    const built = modelPortFor(client, {
      retries: config.retries,
      httpRetries: (config.retries + 1) * 3 - 1,
      idleTimeoutMs: 5 * 60_000,
      countsTokens: client.countsTokens,
    });
    const model = config.modelPort ? config.modelPort(built) : built;
    if (config.invokedSkill) grants.grant(config.invokedSkill.skill.allowedTools, `skill ${config.invokedSkill.skill.name} allowed-tools`);
    const dispatchWith = (
      policy: PermissionPolicy,
      tools: ReadonlyMap<string, AnyTool>,
      hookFields?: Record<string, unknown>,
      withHooks = true,
      runner = hooks,
    ): LoopDeps['dispatch'] =>
      sessionDispatch({
        policy,
        tools,
        grantedTools: () => grants.rules(),
        ...(config.sandbox?.tools ? { sandbox: config.sandbox.tools } : {}),
        ...(config.beforeFirstProcess ? { beforeFirstCall: config.beforeFirstProcess } : {}),
        ...(lsp.afterCall ? { afterCall: lsp.afterCall } : {}),
        personAllowed: config.checkpoint?.personAllowed,
        // Inside a subagent, every hook's stdin names it (agent_id, agent_type), as Claude Code's does.
        ...(withHooks ? { hooks: toolHooksFrom(hookFields ? withHookFields(runner, hookFields) : runner, hookOptions) } : {}),
      });
    const memory = config.repo.memory;
    const showGate = readGate(config.policy);
    const systemBase = buildSystemPrompt({
      cwd: config.cwd,
      platform: process.platform,
      date: new Date().toISOString().slice(0, 10),
      model: config.model,
      projectMemory: renderMemory(memory.files),
      skillListing: renderSkillListing(config.repo.skills),
      mcpInstructions: mcpInstructionsSection(mcp.servers, (text) => warnings.push(text)),
      ...(config.memorySection ? { memory: config.memorySection } : {}),
      ...(config.jsonSchema ? { jsonSchema: config.jsonSchema } : {}),
      append: config.appendSystemPrompt,
    });
    const runtime: SubagentRuntime = {
      agents: config.repo.agents,
      parentModel: config.model,
      maxTurns: config.maxTurns,
      maxOutputTokens: config.maxOutputTokens,
      effort: config.effort,
      model,
      budget,
      turns,
      emit,
      signal: controller.signal,
      // In a worktree, path rules and the working directory are the worktree's.
      dispatchFor: (agent, tools, hookFields, root) =>
        dispatchWith(
          root ? policyInWorktree(policyForAgent(config.policy, agent), root) : policyForAgent(config.policy, agent),
          tools,
          // A hook fired inside it is told the agent's working directory (`cwd`), as Claude Code's are.
          root ? { ...hookFields, cwd: root } : hookFields,
          true,
          hooksOfAgent(agent),
        ),
      hooks: subagentHooksFrom(hooks, hookOptions, config.transcriptPath),
      hooksFor: (agent) => subagentHooksFrom(hooksOfAgent(agent), hookOptions, config.transcriptPath),
      onDenials: (childDenials) => denials.push(...childDenials),
      skills: config.repo.skills,
      grants,
      ...(config.agentMemory ? { agentMemory: { ...config.agentMemory, readDeniedBy: (file: string) => pathDeniedBy(config.policy, 'Read', file)?.raw } } : {}),
      warn: (text) => void (warnings.includes(text) || warnings.push(text)),
    };
    // What the network tools may reach is the workflow's grant (src/powers/network.ts), never the permission mode's.
    const sandboxStatus = config.sandbox?.status ?? { enabled: false };
    const searchRefusal = webSearchRefusal(sandboxStatus.enabled, config.policy.allow);
    const page = { grant: webFetchGrant(sandboxStatus, config.policy.allow) };
    const web = { ...webToolsFor(config.provider, config.model, model, budget, config.smallFastModel), page, ...(searchRefusal ? { searchRefusal } : {}) };
    // The built-in tools working in `root` (the workspace, or a subagent's worktree), nested CLAUDE.md and rules relative to it.
    const builtinsAt = (root: string, sandbox = config.sandbox?.tools): AnyTool[] =>
      createBuiltinTools({
        workspace: { ...workspace, root },
        passEnv,
        baseEnv,
        web,
        background,
        ...(config.bashLimits ? { bashLimits: config.bashLimits } : {}),
        ...(sandbox ? { sandbox } : {}),
        ...(config.bashBridge ? { bashBridge: config.bashBridge } : {}),
        pluginBins: config.repo.plugins.flatMap((plugin) => (plugin.binDir ? [plugin.binDir] : [])),
      }).map((tool) =>
        withNestedMemory(
          tool,
          root,
          memory,
          (file) => showGate(file) === undefined,
          (loaded) => fireInstructionsLoaded(hooks, hookOptions, loaded),
        ),
      );
    worktrees = worktreeIsolation({
      cwd: config.cwd,
      runDir: config.tempDir,
      ...(config.beforeFirstProcess ? { prepare: config.beforeFirstProcess } : {}),
      toolsAt: builtinsAt,
      ...(config.sandbox?.tools ? { sandbox: config.sandbox.tools } : {}),
      log: (text) => emit({ kind: 'log', level: 'info', text }),
      settings: config.repo.settings.worktree,
      mayRead: worktreeIncludeGate(showGate, config.repo.settings.sandbox.filesystem.denyRead, config.cwd),
    });
    runtime.isolate = worktrees.isolate;
    const builtins = builtinsAt(config.cwd);
    context = new ContextManager({
      workspace: { root: config.cwd, tempDir: config.tempDir },
      compactAtTokens: config.compactAtTokens ?? defaultCompactAt(budget.priceOf(config.model).contextWindow),
      ...config.contextTuning,
      preCompact: async ({ trigger }) => {
        if (!hooks.has('PreCompact', trigger)) return;
        reportHookOutcome('PreCompact', await hooks.run('PreCompact', { trigger, custom_instructions: null }, trigger), hookOptions);
      },
      postCompact: async ({ trigger, summary }) => {
        if (hooks.has('PostCompact', trigger))
          reportHookOutcome('PostCompact', await hooks.run('PostCompact', { trigger, compact_summary: summary }, trigger), hookOptions);
      },
    });
    // A bare deny rule (`disallowed_tools: Bash`) removes the tool from what the model is offered, as in Claude Code.
    // A `github` MCP server the workflow configures itself keeps its tools: the runner's `mcp__github__*` stand-ins step aside.
    const ownGitHub = mcp.servers.some((server) => server.name === 'github');
    const runnerTools = (config.runnerTools ?? []).filter((tool) => !(ownGitHub && tool.name.startsWith('mcp__github__')));
    const compose = (mcpTools: AnyTool[]): AnyTool[] =>
      [...builtins, ...lsp.tools, ...tracking.tools, ...runnerTools, ...mcpTools.filter((tool) => !runnerTools.some((own) => own.name === tool.name))].filter(
        (tool) => !removedByDenyRule(config.policy, tool.name),
      );
    // The settings' `agent`: the main thread offers only that agent's tools, after a tool-list refresh too.
    const offerFrom = (mcpTools: AnyTool[]): AnyTool[] =>
      config.mainAgent ? mainAgentTools(config.mainAgent, compose(mcpTools), runnerTools).tools : compose(mcpTools);
    const asAgent = config.mainAgent ? mainAgentTools(config.mainAgent, compose(mcp.tools), runnerTools) : undefined;
    const offered = offerFrom(mcp.tools);
    // A skill's `!` commands and a command's `@file` reads are decided and run like the model's calls.
    const runnerCalls = runnerToolCalls(dispatchWith(config.policy, new Map(offered.map((tool) => [tool.name, tool]))), (denial) => denials.push(denial));
    runtime.expandSkill = (skill, args, signal) => expandSkill(skill, args, config.cwd, runnerCalls, signal, memory.importSource);
    fillHookPorts(hookPorts, {
      ...(config.smallFastModel ? { smallFastModel: config.smallFastModel } : {}),
      cwd: config.cwd,
      mcpTools: mcp.tools,
      builtins,
      runtime,
      log: (text) => emit({ kind: 'log', level: 'info', text }),
      dispatchFor: (agent, tools) => dispatchWith(policyForAgent(config.policy, agent), tools, undefined, false),
    });
    const contextManager = context;
    const wrapAll = (list: AnyTool[]): AnyTool[] => withToolSearch(contextManager.wrapTools(withDelegationTools(runtime, list, 0, asAgent?.delegation)));
    const tools = wrapAll(offered);
    const toolTable = new Map(tools.map((tool) => [tool.name, tool]));

    for (const loaded of loadedAtStart(memory.files, config.cwd)) await fireInstructionsLoaded(hooks, hookOptions, loaded);
    const startContext = await runStartHooks(hooks, hookOptions, config.userRequest ?? config.prompt, expansionOf(config));
    emit({
      kind: 'session_start',
      session: {
        sessionId,
        cwd: config.cwd,
        model: config.model,
        permissionMode: config.policy.mode,
        tools: tools.map((tool) => tool.name),
        // The runner's own GitHub tools show as the servers their names say (`mcp__github_ci__…`: github_ci), as in claude-code-action.
        mcpServers: [
          ...mcp.servers.map((server) => ({ name: server.name, status: server.status })),
          ...[...new Set(offered.filter((tool) => runnerTools.includes(tool)).map((tool) => tool.name.split('__')[1] ?? ''))].map((name) => ({
            name,
            status: 'connected' as const,
          })),
        ],
        slashCommands: [...config.repo.skills.filter((skill) => skill.userInvocable).map((skill) => skill.name), ...mcp.prompts.map((prompt) => prompt.name)],
        agents: config.repo.agents.map((agent) => agent.name),
        skills: config.repo.skills.filter((skill) => skill.kind !== 'command').map((skill) => skill.name),
        plugins: config.repo.plugins.map((plugin) => ({ name: plugin.name, path: plugin.root, ...(plugin.version ? { version: plugin.version } : {}) })),
        pluginErrors: config.repo.pluginErrors,
        usesApiKey: config.provider.provider === 'anthropic' && Boolean(config.provider.apiKey),
      },
    });
    // `/command` from the task: its `!` lines run (and may cancel it) before any model call, as in Claude Code.
    const invoked =
      startContext.refused === undefined && config.invokedSkill
        ? await runtime.expandSkill(config.invokedSkill.skill, config.invokedSkill.args, controller.signal)
        : undefined;
    if (startContext.refused !== undefined) {
      outcome = failedOutcome(`A hook refused the prompt: ${startContext.refused}`);
    } else if (invoked?.refused !== undefined) {
      outcome = failedOutcome(`/${config.invokedSkill?.skill.name} was cancelled before any model call: ${invoked.refused}`);
    } else if ((verify = await startVerify(config.verify, config, baseEnv, controller.signal)).outcome) {
      outcome = verify.outcome;
    } else {
      let schemaCheck;
      if (config.jsonSchema) {
        // Ajv is loaded only for a run with json_schema.
        const { compileStructuredOutputCheck } = await import('../agent/structured-output.js');
        const compiled = compileStructuredOutputCheck(config.jsonSchema, 2);
        if (!compiled.ok) throw new Error(compiled.error);
        schemaCheck = compiled.check;
      }
      const finalCheck = combineFinalChecks(stopCheckFrom(hooks, hookOptions), verify.finalCheck, schemaCheck);
      const start = await mainLoopStart(config.checkpoint, dispatchWith(config.policy, toolTable), controller.signal);
      outcome = await runLoop(
        {
          model: config.model,
          system: systemBase,
          tools,
          messages: start.messages ?? [
            firstMessage(
              { ...config, prompt: verify.prompt },
              startContext.context,
              invoked,
              config.invokedSkill
                ? undefined
                : await mcpPromptBlocks(config.userRequest ?? config.prompt, mcp, controller.signal, (text) => warnings.push(text)),
            ),
          ],
          maxTurns: config.maxTurns,
          maxOutputTokens: config.maxOutputTokens,
          effort: config.effort,
          ...(config.thinking === false ? { thinking: false } : {}),
          parentToolUseId: null,
        },
        {
          model,
          budget,
          turns,
          ...start.deps,
          ...postToolBatchFrom(hooks, hookOptions),
          refreshTools: mcpToolRefresher(
            mcp,
            (mcpTools) => wrapAll(offerFrom(mcpTools)),
            toolTable,
            (text) => warnings.push(text),
          ),
          emit,
          ...(finalCheck ? { finalCheck } : {}),
          signal: controller.signal,
          context,
          notices: () => [...background.drainNotices(), ...asyncHooks.drain()],
        },
      );
    }
  } catch (error) {
    outcome = failedOutcome(`Internal error: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
  }
  // After the agent's last edit, before the sandbox closes: the check once more if the loop did not end on one.
  await verify?.finish(outcome.cause).catch((error: unknown) => warnings.push(`verify: the check after the run failed: ${String(error)}`));
  await background.stopAll().catch(() => undefined);
  await lsp.close();
  await fireStopFailure(hooks, hookOptions, outcome);
  const killedWarnings = await shutdown(hooks, hookOptions, mcp.close, async () => config.sandbox?.tools?.close());
  // Subagents' worktrees go before the workspace audit and the patch; what the workspace lacks of them is saved and named.
  warnings.push(...((await worktrees?.close()) ?? []));
  outcome = { ...outcome, denials: [...outcome.denials, ...denials] };
  for (const error of grants.errors) emit({ kind: 'log', level: 'warning', text: `Skill allowed-tools ignored: ${error}` });
  warnings.push(
    ...killedWarnings,
    ...budget.ledger.warnings,
    ...hookFailures.map((f) => `hook ${f.kind} [${f.command}]: ${f.detail}`),
    ...grants.errors.map((e) => `Skill allowed-tools ignored: ${e}`),
  );
  const built = {
    ...runOutcome({ outcome, sessionId, started, turns: turns.mainLoop ?? 0, budget, warnings, ...(context ? { context: context.snapshot() } : {}) }),
    ...tracking.final(),
  };
  return withSandboxReport(built, config.sandbox);
}
