import { AnswerBoundTasks } from '../tools/answer-bound.js';
import type { BackgroundNotice } from '../tools/background.js';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type Anthropic from '@anthropic-ai/sdk';
import { agentMemorySection, withMemoryTools } from './agent-memory.js';
import { renderSkillContent, type Skill } from '../config/skills.js';
import { forkHooks } from '../config/frontmatter-hooks.js';
import { preloadedSkills } from './preloaded-skills.js';
import { createSkillTool, type SkillForkRunner } from '../tools/skill.js';
import { eraseTool, type AnyTool } from '../tools/types.js';
import {
  AGENT_TOOL_NAME,
  ChildLock,
  DEFAULT_MAX_DEPTH,
  agentMayDelegate,
  childIsReadOnly,
  createAgentTool,
  selectAgentTools,
  type ChildRunArgs,
  type ChildRunResult,
} from './agent-tool.js';
import { runLoop } from './loop.js';
import { withNotices } from './turn-end.js';
import { liveOn } from './background-life.js';
import type { BackgroundLife } from './child-run.js';
import { maxTokensFor } from '../model/capabilities.js';
import { resolveAgentModel, subagentModelOf } from './agent-model.js';
import { spawnRefusal, takeRunningSlot } from './spawn-gate.js';
import { WORKFLOW_TOOL_NAME, chainChecks, createWorkflowTool } from './workflow-tool.js';
import { holdWritesBehind } from './background-agent.js';
import { childTally } from './child-tally.js';
import { LIST_AGENTS_TOOL_NAME, SEND_MESSAGE_TOOL_NAME, createListAgentsTool, createSendMessageTool } from './agent-messages.js';
import { deliveredMessage, mailbox, resumeTurn, settle } from './agent-directory.js';
import type { ChildPlace, SubagentHookFields, SubagentRuntime } from './subagent-runtime.js';

export { AGENT_TOOL_NAME, ChildLock, DEFAULT_MAX_DEPTH, agentMayDelegate, childIsReadOnly, createAgentTool, selectAgentTools };
export { policyForAgent } from './agent-policy.js';
export type { AgentInput, AgentToolOptions, ChildRunArgs, ChildRunResult, ChildRunStats, KeptWorktree } from './agent-tool.js';

export type { ChildPlace, SubagentHookFields, SubagentHooks, SubagentRuntime } from './subagent-runtime.js';
export { resolveAgentModel, subagentModelOf };

const GENERAL_NOTES = [
  'Notes for this run:',
  '- You are a subagent, started by another agent through its Agent tool, running headless in a CI job: nobody can answer questions. Decide for yourself and finish the task, or say precisely why you could not.',
  "- You start fresh: you see only the task you were given, not the caller's conversation.",
  '- Only your final message returns to the caller, which sees none of your tool calls. End with a concise, complete report: what you found or changed, with file paths and the facts the caller needs.',
].join('\n');

/**
 * `tools` plus the Skill tool (when there are skills) and the Agent tool (when the depth allows) for
 * an agent at `depth`. The session calls it with depth 0 for the top-level agent; children get theirs
 * from runSubagent, so forks and delegation stay bounded by maxDepth at every level.
 */
export function withDelegationTools(
  rt: SubagentRuntime,
  tools: readonly AnyTool[],
  depth: number,
  want: { skill: boolean; agent: boolean } = { skill: true, agent: true },
  root?: string,
  agentId?: string,
): AnyTool[] {
  // ListAgents and SendMessage are the main thread's alone: a subagent (a read-only one too) never resumes a sibling.
  const own = new Set([AGENT_TOOL_NAME, 'Skill', WORKFLOW_TOOL_NAME, LIST_AGENTS_TOOL_NAME, SEND_MESSAGE_TOOL_NAME]);
  const out = tools.filter((t) => !own.has(t.name));
  const exists = rt.builtinToolExists ?? (() => true);
  const maxDepth = rt.maxDepth ?? DEFAULT_MAX_DEPTH;
  const canDelegate = depth + 1 < maxDepth;
  const parentTools = (): readonly AnyTool[] => out;
  const lock = new ChildLock();
  // The main thread's own writes against its background agents' (workflow agents keep to `lock`, as before).
  const mainWrites = new ChildLock();
  if (want.skill && exists('Skill') && rt.skills && rt.skills.length > 0) {
    const runFork = canDelegate ? skillForkRunner(rt, depth, parentTools, lock, root) : undefined;
    out.push(
      eraseTool(
        createSkillTool({
          skills: rt.skills,
          ...(rt.grants ? { grants: rt.grants } : {}),
          ...(runFork ? { runFork } : {}),
          ...(rt.expandSkill ? { expand: rt.expandSkill } : {}),
          ...(rt.skillInvoked ? { onInvoke: (skill: Skill) => rt.skillInvoked?.(skill, agentId) } : {}),
        }),
      ),
    );
  }
  if (want.agent && exists(AGENT_TOOL_NAME) && canDelegate) {
    const runChild = (args: ChildRunArgs): Promise<ChildRunResult> => runSubagent(rt, root !== undefined ? { ...args, root } : args);
    const background =
      depth === 0 && rt.agentBackground ? { background: rt.agentBackground, mainWrites } : rt.backgroundTasksOff ? { noBackgroundField: true } : {};
    const messaging = depth === 0 && rt.agentBackground && rt.directory ? { background: rt.agentBackground, directory: rt.directory } : undefined;
    out.push(
      eraseTool(
        createAgentTool({
          agents: rt.agents,
          parentTools,
          depth,
          maxDepth,
          lock,
          runChild,
          ...background,
          messaging: !!messaging,
          ...(rt.spawns ? { spawns: rt.spawns } : {}),
        }),
      ),
    );
    if (messaging && exists(LIST_AGENTS_TOOL_NAME)) out.push(eraseTool(createListAgentsTool(messaging.directory)));
    if (messaging && exists(SEND_MESSAGE_TOOL_NAME)) out.push(eraseTool(createSendMessageTool({ ...messaging, lock, mainWrites, budget: rt.budget })));
  }
  if (want.agent && exists(WORKFLOW_TOOL_NAME) && depth === 0 && rt.workflows) {
    const { saved, runScript, runs, loadScriptPath, background } = rt.workflows;
    const log = (text: string): void => rt.emit({ kind: 'log', level: 'info', text });
    const runChild = (args: ChildRunArgs): Promise<ChildRunResult> => runSubagent(rt, args);
    const spent = (): number => Object.values(rt.budget.ledger.modelUsage).reduce((sum, usage) => sum + usage.outputTokens, 0);
    out.push(
      eraseTool(
        createWorkflowTool({
          workflows: saved,
          agents: rt.agents,
          parentTools,
          runChild,
          runScript,
          lock,
          log,
          runs,
          spent,
          ...(loadScriptPath ? { loadScriptPath } : {}),
          ...(background ? { background } : {}),
        }),
      ),
    );
  }
  // Children get `out` itself: only the main thread's own writes wait behind a background agent that may write.
  return depth === 0 && rt.agentBackground ? holdWritesBehind(out, mainWrites) : out;
}

/**
 * Runs one subagent to its end: its own system prompt and messages, only its tools, the parent's
 * ledger and turn counter (so its turns and cost count toward max_turns/max_budget_usd and show per
 * model in modelUsage), its events tagged with the Agent tool_use id. Never throws.
 */
export async function runSubagent(rt: SubagentRuntime, args: ChildRunArgs): Promise<ChildRunResult> {
  const refused = spawnRefusal(rt.budget, rt.spawns, args.capCounted === true);
  if (refused !== undefined) return { text: refused, isError: true, subtype: 'spawn_refused' };
  // Started while the main thread is in a worktree (EnterWorktree), it works there, as Claude Code's subagents do.
  const here = args.root === undefined ? rt.subagentsHere?.() : undefined;
  if ((args.isolation ?? args.agent.isolation) !== 'worktree') return runChild(rt, here !== undefined ? { ...args, root: here } : args, undefined);
  let place: ChildPlace;
  try {
    if (!rt.isolate) throw new Error('Cannot create agent worktree: git worktrees are not available in this run');
    place = await rt.isolate(args.agent, here);
  } catch (error) {
    return { text: error instanceof Error ? error.message : String(error), isError: true, subtype: 'error_during_execution' };
  }
  let child: ChildRunResult | undefined;
  try {
    child = await runChild(rt, args, place);
  } finally {
    const kept = await place.finish().catch(() => undefined);
    if (child && kept) child = { ...child, worktree: kept };
  }
  return child;
}

async function runChild(rt: SubagentRuntime, args: ChildRunArgs, place: ChildPlace | undefined): Promise<ChildRunResult> {
  const { depth } = args;
  const memory = args.agent.memory && rt.agentMemory ? await agentMemorySection(args.agent.name, args.agent.memory, rt.agentMemory) : undefined;
  if (memory?.warning) rt.warn?.(memory.warning);
  const agent = memory ? withMemoryTools(args.agent, memory.dir) : args.agent;
  const root = place?.root ?? args.root;
  const parentTools = rt.toolsOnRequest?.(agent, args.parentTools, root) ?? args.parentTools;
  const pool = place ? place.retool(parentTools) : parentTools;
  // Its `mcpServers`' tools are its own whatever `tools` lists (a bare name in `disallowedTools` still removes one).
  const servers = agent.mcpServers && rt.agentMcp ? await rt.agentMcp(agent, pool) : undefined;
  const serverTools = servers ? selectAgentTools({ ...agent, tools: undefined }, servers.tools) : [];
  const selected = [
    // A subagent is not kept alive for a wakeup: 2.1.332 offers ScheduleWakeup to the main thread only.
    ...selectAgentTools(agent, pool).filter((t) => t.name !== 'ScheduleWakeup' && !serverTools.some((o) => o.name === t.name)),
    ...serverTools,
    ...(args.workflow?.tools ?? []),
  ];
  const want = { skill: selected.some((t) => t.name === 'Skill'), agent: !args.workflow && agentMayDelegate(agent) };
  const agentId = args.addressed?.agentId ?? randomUUID();
  const delegating = withDelegationTools(rt, selected, depth, want, root, agentId);
  const model = subagentModelOf(agent, rt.parentModel, rt.subagentModel, rt.aliases, rt.toProviderModel);
  const tools = rt.withToolSearch ? await rt.withToolSearch(agent, delegating, model, agentId) : delegating;
  // Its hooks (SubagentStart and SubagentStop too) are told where it works, as Claude Code's are.
  const hookFields: SubagentHookFields = { agent_id: agentId, agent_type: agent.name, ...(root !== undefined ? { cwd: root } : {}) };
  const hooks = rt.hooksFor?.(agent, agentId, args.effort) ?? rt.hooks;
  const startContext = hooks ? await hooks.start(hookFields) : [];
  const preloaded = preloadedSkills(agent, rt.skills ?? []);
  const firstMessage: Anthropic.MessageParam = {
    role: 'user',
    content:
      startContext.length === 0 && preloaded.length === 0
        ? args.prompt
        : [
            { type: 'text', text: args.prompt },
            ...preloaded.map((text): Anthropic.TextBlockParam => ({ type: 'text', text })),
            ...startContext.map((text): Anthropic.TextBlockParam => ({ type: 'text', text: `<system-reminder>\n${text}\n</system-reminder>` })),
          ],
  };
  // Claude Code puts the memory section right after the agent's own prompt.
  const own = memory ? `${agent.systemPrompt.trim()}\n\n${memory.text}` : agent.systemPrompt.trim();
  const general = args.workflow?.notes ?? GENERAL_NOTES;
  const notes = place ? `${general}\n- ${place.notice}` : general;
  const system: Anthropic.TextBlockParam[] = [{ type: 'text', text: `${own}\n\n${notes}` }, ...(rt.systemExtra ?? [])];
  const finalCheck = chainChecks(args.workflow?.check, hooks?.stopCheck(hookFields));
  const afterBatch = hooks?.afterBatch?.(hookFields);
  // The main thread's children go into the run's directory: ListAgents lists them, SendMessage reaches them.
  const entry = args.addressed && rt.directory ? rt.directory.add({ ...args.addressed, agentType: agent.name, description: args.description }) : undefined;
  let kept: readonly Anthropic.MessageParam[] = [];
  /** `bound`: its background commands (answer-bound.ts), whose notices are its own. */
  const runOnce = async (messages: Anthropic.MessageParam[], toolUseId: string, signal: AbortSignal, bound?: AnswerBoundTasks): Promise<ChildRunResult> => {
    const tally = childTally(rt.emit, toolUseId, agentId);
    // An agent's own maxTurns caps its share (each time it runs); the shared counter still caps the whole run.
    const maxTurns = agent.maxTurns !== undefined ? Math.min(rt.maxTurns, rt.turns.used + agent.maxTurns) : rt.maxTurns;
    const inbox = (): BackgroundNotice[] => entry?.inbox.splice(0).map((message) => ({ text: deliveredMessage(message) })) ?? [];
    // Kept to resume it (SendMessage, or its own background work's notice).
    const conversation = (conversation: readonly Anthropic.MessageParam[]): void => {
      kept = [...conversation];
    };
    const notices = entry || bound ? { notices: () => [...(bound?.drain() ?? []), ...inbox()] } : {};
    const outcome = await runLoop(
      {
        model,
        system,
        tools,
        messages,
        maxTurns,
        maxOutputTokens: maxTokensFor(model, rt.maxOutputTokens),
        effort: args.effort ?? rt.effort,
        ...(rt.thinking ? { thinking: rt.thinking } : {}),
        ...(rt.cache ? { cache: rt.cache } : {}),
        parentToolUseId: toolUseId,
      },
      {
        model: rt.model,
        budget: rt.budget,
        turns: rt.turns,
        dispatch: rt.dispatchFor({
          agent,
          tools: new Map(tools.map((t) => [t.name, t])),
          hookFields,
          ...(root !== undefined ? { root } : {}),
          ...(bound !== undefined ? { endsWithAnswer: bound } : {}),
        }),
        ...notices,
        emit: tally.emit,
        ...(finalCheck ? { finalCheck } : {}),
        ...(afterBatch ? { afterBatch } : {}),
        ...(rt.maxParallelTools !== undefined ? { maxParallelTools: rt.maxParallelTools } : {}),
        signal,
        conversation,
      },
    );
    if (outcome.denials.length > 0) rt.onDenials?.(outcome.denials, agent);
    if (outcome.subtype === 'success') return { text: outcome.result ?? '', isError: false, subtype: outcome.subtype, stats: tally.stats() };
    // An API outage is `success` with is_error at the top; for the parent model, name it plainly.
    const subtype = outcome.cause === 'api_error' ? 'api_error' : outcome.subtype;
    return { text: outcome.errors.join('; ') || subtype, isError: true, subtype };
  };
  const guarded = async (messages: Anthropic.MessageParam[], toolUseId: string, signal: AbortSignal, bound?: AnswerBoundTasks): Promise<ChildRunResult> => {
    try {
      return await runOnce(messages, toolUseId, signal, bound);
    } catch (error) {
      return { text: `Internal error: ${error instanceof Error ? error.message : String(error)}`, isError: true, subtype: 'error_during_execution' };
    }
  };
  /** The end of a run of it (a background one's whole life: it is settled once, so no message starts a second run meanwhile). */
  const settled = (child: ChildRunResult, signal: AbortSignal): ChildRunResult => {
    if (entry) settle(entry, signal.aborted && child.isError ? { ...child, subtype: 'stopped' } : child);
    return child;
  };
  const mail = entry && mailbox(entry);
  /** A background run after its answer `first`: its own work's notices (and messages) resume it (background-life.ts). */
  const livedOn = (first: ChildRunResult, life: BackgroundLife, owned: AnswerBoundTasks, toolUseId: string, signal: AbortSignal): Promise<ChildRunResult> =>
    liveOn(first, {
      life,
      owned,
      ...(mail ? { mail } : {}),
      signal,
      budget: rt.budget,
      turn: async (notices) => guarded(withNotices([...kept], notices, hooks ? await hooks.start(hookFields) : []), toolUseId, signal, owned),
    });

  // Set before it runs, so a message the moment it ends finds it resumable (status is what SendMessage looks at).
  if (entry && (place || servers)) entry.refusal = `it worked ${place ? 'in a worktree of its own' : 'with MCP servers of its own'}, which are gone now`;
  else if (entry)
    // Resumed from its conversation: the same tools, dispatch (permissions, sandbox), hooks and turn share as before.
    entry.resume = async (message, toolUseId, signal, life) => {
      entry.status = 'running';
      // It worked in the main thread's worktree, removed since (ExitWorktree): its tools would write where nothing is kept.
      if (root !== undefined && !existsSync(root)) {
        const gone: ChildRunResult = { text: `It worked in the worktree ${root}, which was removed since.`, isError: true, subtype: 'error_during_execution' };
        return settled(gone, signal);
      }
      // A resume runs as one more subagent, counted whatever the count (2.1.332 takes its place unchecked).
      const releaseSlot = takeRunningSlot(rt.spawns);
      const owned = life ? new AnswerBoundTasks(true) : undefined;
      try {
        const context = hooks ? await hooks.start(hookFields) : [];
        const child = await guarded([...kept, resumeTurn(message, context)], toolUseId, signal, owned);
        return settled(life && owned ? await livedOn(child, life, owned, toolUseId, signal) : child, signal);
      } finally {
        await owned?.end();
        releaseSlot();
      }
    };
  const signal = args.signal ?? rt.signal;
  // A synchronous child's background commands end with its answer, as 2.1.332 ends them; a background child's outlive
  // it and resume it (2.1.332: `monitorBgChild`). Their notices are its own either way.
  const bound = new AnswerBoundTasks(args.inBackground !== undefined);
  try {
    const child = await guarded([firstMessage], args.toolUseId, signal, bound);
    return settled(args.inBackground ? await livedOn(child, args.inBackground, bound, args.toolUseId, signal) : child, signal);
  } finally {
    await bound.end();
    await servers?.close();
  }
}

/** Runs a `context: fork` skill as a subagent of its `agent` type (default general-purpose), the skill body as the task. */
export function skillForkRunner(
  rt: SubagentRuntime,
  depth: number,
  parentTools: () => readonly AnyTool[],
  lock: ChildLock = new ChildLock(),
  root?: string,
): SkillForkRunner {
  return async (skill, args, ctx) => {
    const type = skill.agent ?? 'general-purpose';
    const base = rt.agents.find((a) => a.name === type);
    if (!base) {
      return {
        content: `Skill "${skill.name}" runs as agent "${type}", which does not exist. Available agents: ${rt.agents.map((a) => a.name).join(', ')}`,
        isError: true,
      };
    }
    // The skill's model and front-matter hooks are the fork's: its hooks are in force inside it, while it runs.
    const agent = {
      ...base,
      ...(skill.model !== undefined ? { model: skill.model } : {}),
      ...(skill.hooks ? { hooks: forkHooks(base.hooks, skill.hooks) } : {}),
    };
    const tools = parentTools();
    const release = await lock.acquire(!childIsReadOnly(agent, tools));
    let child: ChildRunResult;
    try {
      const prompt = rt.expandSkill ? await expandedPrompt(rt.expandSkill, skill, args, ctx.signal) : { text: renderSkillContent(skill, args) };
      // A refused `!` line cancels the skill before its subagent starts, as Claude Code cancels it.
      if (prompt.refused !== undefined) return { content: prompt.refused, isError: true, details: { forked: true } };
      child = await runSubagent(rt, {
        agent,
        prompt: prompt.text,
        toolUseId: ctx.toolUseId,
        depth: depth + 1,
        parentTools: tools,
        description: `skill ${skill.name}`,
        ...(root !== undefined ? { root } : {}),
      });
    } finally {
      release();
    }
    return child.isError
      ? {
          content: `Skill "${skill.name}" (context: fork) did not finish (${child.subtype}): ${child.text}`,
          isError: true,
          details: { forked: true, subtype: child.subtype },
        }
      : { content: child.text || '(The skill finished without a final message.)', isError: false, details: { forked: true, subtype: child.subtype } };
  };
}

/** A forked skill's task: what its `@file`s read, then its body with the `!` lines run. */
async function expandedPrompt(
  expand: NonNullable<SubagentRuntime['expandSkill']>,
  skill: Skill,
  args: string,
  signal: AbortSignal,
): Promise<{ text: string; refused?: string }> {
  const expanded = await expand(skill, args, signal);
  return { text: [...expanded.files, expanded.content].join('\n\n'), ...(expanded.refused !== undefined ? { refused: expanded.refused } : {}) };
}
