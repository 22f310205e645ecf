import { randomUUID } from 'node:crypto';
import type Anthropic from '@anthropic-ai/sdk';
import { LOCAL_AGENT_MEMORY_DIR } from '../agent/agent-memory.js';
import { noCallUsage } from '../agent/ledger.js';
import { runLoop, type FinalCheck } from '../agent/loop.js';
import { failedOutcome, outcomeWithoutRun, runOutcome, type LoopOutcome, type RunOutcome } from '../agent/outcome.js';
import { compareSnapshots, describeChanges, snapshotWorkspace } from '../git/workspace-audit.js';
import { summarizeViolations } from '../sandbox/index.js';
import type { RunEvent } from '../agent/events.js';
import type { BuiltParts, Session, SessionAgent } from './create-session.js';
import { combineFinalChecks, postToolBatchFrom, stopCheckFrom, submitNoticesFrom } from './hook-ports.js';
import { fireInstructionsLoaded, fireStopFailure, loadedAtStart } from './lifecycle-hooks.js';
import { mcpPromptBlocks, mcpToolRefresher } from './mcp-extras.js';
import { expansionOf, firstMessage, runStartHooks, shutdown } from './session-steps.js';
import type { SessionTools } from './tools-step.js';
import { startVerify, type SessionVerify } from './verify-phase.js';
import { mainLoopStart } from './checkpoint.js';
import { firedPrompts, firstOf, scheduleLeft } from './schedule-report.js';

/**
 * Runs a session createSession built: the start hooks, the runner's check, the loop, then everything closed and the
 * workspace audited. The outcome is built on every path, a crash included, and emitted last.
 */
export async function runSession(session: Session): Promise<RunOutcome> {
  const { built, emit } = session;
  if (!built.ok) {
    const outcome = outcomeWithoutRun(built.errors, session.startedAt);
    emit({ kind: 'run_end', outcome });
    return outcome;
  }
  let result: RunOutcome;
  try {
    result = await runParts(session, built.parts);
  } finally {
    session.preparation.end();
    // runParts closes it before its sweep; this covers a run that threw before getting there. Before the
    // patch is captured: the library's mount points (empty files) leave the workspace with it.
    await built.parts.sandbox.tools?.close();
    // Whatever the preparation took is known before main.ts puts it back.
    await session.preparation.settled();
  }
  const final = { ...result, ...(await auditWorkspace(session, result.warnings)), ...session.checkpoint?.outcomeFields() };
  emit({ kind: 'run_end', outcome: final });
  return final;
}

/** The session's run, from the start hooks to the outcome, and its shutdown on every path. */
async function runParts(session: Session, parts: BuiltParts): Promise<RunOutcome> {
  const { hooks, mcp, lsp, record, limits, state, sink: emit, agent } = parts;
  let outcome: LoopOutcome;
  const run: { verify?: SessionVerify } = {};
  const tools = agent.ok ? agent.tools : undefined;
  try {
    if (!agent.ok) throw new Error(agent.error);
    // FileChanged from the OS watcher while the run is live: from here to the end of its loop.
    hooks.watch?.start();
    outcome = await startAndLoop(session, parts, agent, run);
  } catch (error) {
    outcome = failedOutcome(`Internal error: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    limits.release();
    await hooks.watch?.close();
  }
  // Background work ends first: the check then sees the files that are delivered.
  await state.background.stopAll().catch(() => undefined);
  record.warnings.push(...scheduleLeft(state.schedule.close(), emit));
  // After the agent's last edit, before the sandbox closes: the check once more if the loop did not end on one.
  await run.verify?.finish(outcome.cause).catch((error: unknown) => record.warnings.push(`verify: the check after the run failed: ${String(error)}`));
  await lsp.close();
  await fireStopFailure(hooks.runner, hooks.options, outcome);
  const killedWarnings = await shutdown(hooks.runner, hooks.options, mcp.close, async () => parts.sandbox.tools?.close());
  // Subagents' worktrees go before the workspace audit and the patch; what the workspace lacks of them is saved and named.
  record.warnings.push(...((await tools?.worktrees.close()) ?? []));
  outcome = { ...outcome, denials: [...outcome.denials, ...record.denials] };
  const { grants } = state;
  for (const error of grants.errors) emit({ kind: 'log', level: 'warning', text: `Skill allowed-tools ignored: ${error}` });
  record.warnings.push(
    ...killedWarnings,
    ...limits.budget.ledger.warnings,
    ...hooks.failures.map((f) => `hook ${f.kind} [${f.command}]: ${f.detail}`),
    ...grants.errors.map((e) => `Skill allowed-tools ignored: ${e}`),
  );
  const { budget, turns } = limits;
  const context = tools?.context;
  const built = {
    ...runOutcome({
      outcome,
      sessionId: parts.sessionId,
      started: limits.started,
      turns: turns.mainLoop ?? 0,
      budget,
      warnings: record.warnings,
      ...(context ? { context: context.snapshot() } : {}),
    }),
    ...state.tracking.final(),
  };
  const { enabled, reason } = parts.sandbox.status;
  return { ...built, sandbox: { enabled, ...(reason ? { reason } : {}), violations: summarizeViolations(parts.sandbox.tools?.violations() ?? []) } };
}

/**
 * `/<name>` of a skill `skillOverrides` turns off: Claude Code 2.1.332 answers with these words and makes no model
 * call (measured: `is_error` false, no turn, `local_command: "custom"`), its answer a `<synthetic>` assistant line.
 */
function skillTurnedOff(name: string, emit: (event: RunEvent) => void): LoopOutcome {
  const result = `Skill "${name}" is disabled via skillOverrides. Remove the override from your settings to run it. If your organization set it, only an admin can remove it.`;
  const block: Anthropic.TextBlock = { type: 'text', text: result, citations: null };
  emit({ kind: 'assistant', reply: syntheticReply(block), block, parentToolUseId: null });
  return { cause: 'completed', subtype: 'success', result, errors: [], stopReason: null, denials: [], apiMs: 0, localCommand: 'custom' };
}

/** A reply no model wrote, as Claude Code marks one (`model: "<synthetic>"`, no usage). */
function syntheticReply(block: Anthropic.TextBlock): Anthropic.Message {
  return {
    id: randomUUID(),
    type: 'message',
    role: 'assistant',
    model: '<synthetic>',
    content: [block],
    container: null,
    diagnostics: null,
    stop_details: null,
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: noCallUsage(),
  };
}

/** The start hooks, the session_start event, a `/command`'s expansion, the runner's check before, then the loop. */
async function startAndLoop(
  session: Session,
  parts: BuiltParts,
  agent: Extract<SessionAgent, { ok: true }>,
  run: { verify?: SessionVerify },
): Promise<LoopOutcome> {
  const { settings, place } = session;
  const { configuration: config, hooks, mcp, record, limits, state, sink: emit } = parts;
  const { tools } = agent;
  const signal = limits.stop.signal;
  const memory = config.repo.memory;
  for (const loaded of loadedAtStart(memory.files, config.cwd)) await fireInstructionsLoaded(hooks.runner, hooks.options, loaded);
  // `/name` of a skill turned off never reaches the model: no UserPromptExpansion, UserPromptSubmit or Stop hook.
  const turnedOff = config.invokedSkill?.skill.override === 'off' ? config.invokedSkill.skill.name : undefined;
  const startContext = await runStartHooks(hooks.runner, hooks.options, place.request, expansionOf(config), turnedOff === undefined);
  emit({ kind: 'session_start', session: sessionStart(session, parts, tools) });
  if (turnedOff !== undefined) return skillTurnedOff(turnedOff, emit);
  // `/command` from the task: its hooks join the main thread's, its `!` lines run (and may cancel it) before any model call, as in Claude Code.
  if (startContext.refused === undefined && config.invokedSkill) hooks.scopes.skillInvoked(config.invokedSkill.skill, undefined);
  const invoked =
    startContext.refused === undefined && config.invokedSkill && tools.runtime.expandSkill
      ? await tools.runtime.expandSkill(config.invokedSkill.skill, config.invokedSkill.args, signal)
      : undefined;
  if (startContext.refused !== undefined) return failedOutcome(`A hook refused the prompt: ${startContext.refused}`);
  if (invoked?.refused !== undefined) return failedOutcome(`/${config.invokedSkill?.skill.name} was cancelled before any model call: ${invoked.refused}`);
  const verify = await startVerify(
    session.verify,
    { prompt: place.prompt, tempDir: place.runDir, sandbox: parts.sandbox, beforeFirstProcess: session.preparation.beforeFirstProcess },
    parts.env.baseEnv,
    signal,
  );
  run.verify = verify;
  if (verify.outcome) return verify.outcome;
  let schemaCheck;
  if (settings.jsonSchema) {
    // Ajv is loaded only for a run with json_schema.
    const { compileStructuredOutputCheck } = await import('../agent/structured-output.js');
    const compiled = compileStructuredOutputCheck(settings.jsonSchema, 2);
    if (!compiled.ok) throw new Error(compiled.error);
    schemaCheck = compiled.check;
  }
  // The final answer stops background work (commands, workflows) before the check runs: a command still writing could
  // change the files after the check read them, and a passing check must stand for what is delivered.
  const checkAfterBackground = verify.finalCheck;
  const verifyCheck: FinalCheck | undefined = checkAfterBackground
    ? async (text, attempt) => {
        await state.background.stopAll().catch(() => undefined);
        return checkAfterBackground(text, attempt);
      }
    : undefined;
  // Stop hooks fire at each end of the model's turn; the runner's check and json_schema meet the run's last answer.
  const finalCheck = combineFinalChecks(verifyCheck, schemaCheck);
  const mcpPrompt = config.invokedSkill ? undefined : await mcpPromptBlocks(place.request, mcp, signal, (text) => record.warnings.push(text));
  // A resumed session starts from its saved messages with the answer; the checkpoint holds the call a person must decide.
  const start = await mainLoopStart(session.checkpoint, tools.mainDispatch, signal);
  return runLoop(
    {
      model: config.model,
      system: agent.system,
      tools: tools.offered,
      messages: start.messages ?? [firstMessage({ ...config, prompt: verify.prompt }, startContext.context, invoked, mcpPrompt)],
      maxTurns: settings.maxTurns,
      maxOutputTokens: config.choice.maxOutputTokens,
      effort: config.choice.effort,
      ...(config.choice.thinking ? { thinking: config.choice.thinking } : {}),
      ...(config.choice.promptCache ? { cache: config.choice.promptCache } : {}),
      parentToolUseId: null,
    },
    {
      model: agent.model,
      budget: limits.budget,
      turns: limits.turns,
      ...start.deps,
      ...postToolBatchFrom(hooks.runner, hooks.options),
      ...(config.choice.maxParallelTools !== undefined ? { maxParallelTools: config.choice.maxParallelTools } : {}),
      refreshTools: mcpToolRefresher(mcp, tools.recompose, tools.table, (text) => record.warnings.push(text)),
      emit,
      ...(finalCheck ? { finalCheck } : {}),
      stopCheck: stopCheckFrom(hooks.runner, hooks.options),
      submitNotices: submitNoticesFrom(hooks.runner, hooks.options, hooks.ports, randomUUID),
      signal,
      wrapUpSignal: limits.wrapUp,
      context: tools.context,
      notices: () => [...state.background.drainNotices(), ...hooks.asyncInbox.drain()],
      scheduled: () => firedPrompts(state.schedule, emit),
      untilNotice: () => firstOf(state.background.nextEnd(), state.schedule.untilDue(signal)),
    },
  );
}

/** The session_start event: what the run has (tools, MCP servers, commands, agents, skills, plugins). */
function sessionStart(session: Session, parts: BuiltParts, tools: SessionTools): Extract<RunEvent, { kind: 'session_start' }>['session'] {
  const { configuration: config, mcp } = parts;
  const provider = session.settings.provider;
  return {
    sessionId: parts.sessionId,
    cwd: config.cwd,
    model: config.model,
    permissionMode: config.policy.mode,
    tools: tools.offered.map((tool) => tool.name),
    // The runner's own GitHub tools show as the servers their names say (`mcp__github_ci__…`: github_ci), as in claude-code-action.
    mcpServers: [
      ...mcp.servers.map((server) => ({ name: server.name, status: server.status })),
      ...[...new Set(tools.pool.filter((tool) => tools.runnerTools.includes(tool)).map((tool) => tool.name.split('__')[1] ?? ''))].map((name) => ({
        name,
        status: 'connected' as const,
      })),
    ],
    slashCommands: [
      ...config.repo.skills.filter((skill) => skill.userInvocable && skill.override !== 'off').map((skill) => skill.name),
      ...mcp.prompts.map((prompt) => prompt.name),
    ],
    agents: config.repo.agents.map((agent) => agent.name),
    skills: config.repo.skills.filter((skill) => skill.kind !== 'command' && skill.override !== 'off').map((skill) => skill.name),
    plugins: config.repo.plugins.map((plugin) => ({ name: plugin.name, path: plugin.root, ...(plugin.version ? { version: plugin.version } : {}) })),
    pluginErrors: config.repo.pluginErrors,
    usesApiKey: provider.provider === 'anthropic' && Boolean(provider.apiKey),
  };
}

/**
 * Every agent process is gone by now: what changed outside the patch is final, and goes into the result. The memory
 * file is the one ignored path the agent is meant to write (it persists through actions/cache). So is the agents'
 * local-scope memory, which Claude Code keeps out of git (`.git/info/exclude`) and the patch leaves out.
 */
async function auditWorkspace(session: Session, warnings: string[]): Promise<Partial<RunOutcome>> {
  const { settings, emit } = session;
  const cwd = session.built.ok ? session.built.parts.configuration.cwd : settings.workingDirectory;
  const expected = [...(settings.memoryFile ? [settings.memoryFile.replace(/^\.\//, '')] : []), LOCAL_AGENT_MEMORY_DIR];
  const before = await session.preparation.snapshot();
  const after = before ? await snapshotWorkspace(cwd).catch(() => undefined) : undefined;
  const outside = before && after ? describeChanges(compareSnapshots(before, after, expected)) : [];
  for (const line of outside) emit({ kind: 'log', level: 'info', text: line });
  const verification = session.verify?.record();
  return { ...(outside.length > 0 ? { warnings: [...warnings, ...outside] } : {}), ...(verification ? { verification } : {}) };
}
