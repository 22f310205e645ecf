import { AnswerBoundTasks } from '../tools/answer-bound.js';
import { randomUUID } from 'node:crypto';
import type Anthropic from '@anthropic-ai/sdk';
import type { AgentDefinition } from '../config/agents.js';
import { agentMemorySection, withMemoryTools, type AgentMemoryRoots } from './agent-memory.js';
import { renderSkillContent, type Skill } from '../config/skills.js';
import { forkHooks } from '../config/frontmatter-hooks.js';
import { preloadedSkills } from './preloaded-skills.js';
import { createSkillTool, type SkillForkRunner, type SkillGrants, type SkillToolOptions } from '../tools/skill.js';
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
  type KeptWorktree,
} from './agent-tool.js';
import type { EventSink } from './events.js';
import type { RunBudget } from './budget.js';
import { runLoop, type FinalCheck, type LoopDeps, type ModelPort } from './loop.js';
import type { ToolDenial } from './outcome.js';
import type { AfterToolBatch } from './tool-batch.js';
import type { Effort, ThinkingChoice } from './request.js';
import { maxTokensFor } from '../model/capabilities.js';
import { spawnRefusal, type SpawnLimit } from './spawn-gate.js';
import { WORKFLOW_TOOL_NAME, chainChecks, createWorkflowTool, type WorkflowSetup } from './workflow-tool.js';
import { holdWritesBehind, type AgentBackground } from './background-agent.js';
import { childTally } from './child-tally.js';

export { AGENT_TOOL_NAME, ChildLock, DEFAULT_MAX_DEPTH, agentMayDelegate, childIsReadOnly, createAgentTool, selectAgentTools };
export { policyForAgent } from './agent-policy.js';
export type { AgentInput, AgentToolOptions, ChildRunArgs, ChildRunResult, ChildRunStats, KeptWorktree } from './agent-tool.js';

/** Where a child with `isolation: worktree` works: made by the session (src/session/worktree-isolation.ts). */
export interface ChildPlace {
  /** The worktree: the child's file tools, Bash cwd, Glob/Grep roots and permission rules are relative to it. */
  root: string;
  /** The parent's tools as the child gets them there (the workspace's file and shell tools swapped for the worktree's). */
  retool(tools: readonly AnyTool[]): AnyTool[];
  /** Told to the child after its own prompt. */
  notice: string;
  /** After the child: an unchanged worktree is removed (undefined); a changed one is kept and named for the caller. */
  finish(): Promise<KeptWorktree | undefined>;
}

/** A subagent's identity in the stdin of every hook fired for it or inside it. */
export type SubagentHookFields = { agent_id: string; agent_type: string };

/** The hooks a subagent's life fires, as the session wires them (the agent loop knows no hook runner). */
export interface SubagentHooks {
  /** SubagentStart: the context its hooks add to the child's first message. */
  start(fields: SubagentHookFields): Promise<string[]>;
  /** SubagentStop, as the child's final check. */
  stopCheck(fields: SubagentHookFields): FinalCheck;
  /** PostToolBatch after each of the child's replies, as Claude Code fires it inside a subagent; absent without such hooks. */
  afterBatch?(fields: SubagentHookFields): AfterToolBatch | undefined;
}

/** Everything a subagent shares with the run that started it. Built once by the session. */
export interface SubagentRuntime {
  agents: readonly AgentDefinition[];
  maxDepth?: number;
  /** The top-level model: what `inherit` (or no `model`) means. */
  parentModel: string;
  /** The run's limits: the turn counter and the ledger are shared, so these bound the whole tree. */
  maxTurns: number;
  /** What the run asked for (input, CLAUDE_CODE_MAX_OUTPUT_TOKENS); undefined: the subagent's model's own default. */
  maxOutputTokens?: number;
  effort: Effort | undefined;
  /** The settings' thinking, for a subagent whose model honours it. */
  thinking?: ThinkingChoice;
  model: ModelPort;
  budget: RunBudget;
  turns: { used: number };
  emit: EventSink;
  signal: AbortSignal;
  /**
   * The child's tool dispatch: the session's permissions and tool hooks over the child's tools.
   * It must apply `agent.readOnlyBash` (Explore's Bash runs read-only commands only, whatever the
   * rules say) and `agent.permissionMode`; the Agent tool's lock trusts that for Explore.
   */
  /** `hookFields` (agent_id, agent_type) go into the stdin of every hook a tool call inside the subagent fires. */
  /** `root`: the child works in a worktree there, and path rules and the working directory are relative to it. */
  dispatchFor: (
    agent: AgentDefinition,
    tools: ReadonlyMap<string, AnyTool>,
    hookFields: SubagentHookFields,
    root?: string,
    endsWithAnswer?: AnswerBoundTasks,
  ) => LoopDeps['dispatch'];
  /** `isolation: worktree`; absent (no git worktrees here), such a child is refused. Throws why a worktree cannot be made. */
  isolate?: (agent: AgentDefinition) => Promise<ChildPlace>;
  /** The repository's SubagentStart and SubagentStop hooks, adapted by the session. */
  hooks?: SubagentHooks;
  /** The same with the agent file's own hooks added (its `Stop` hooks are SubagentStop hooks), for the run `agentId`; default `hooks`. */
  /** `effort`: the level this run of the agent works at when not the run's (a workflow's `agent({effort})`). */
  hooksFor?: (agent: AgentDefinition, agentId: string, effort?: Effort) => SubagentHooks;
  /** A skill the agent `agentId` (undefined: the main thread) invoked inline: its front-matter hooks join that agent's. */
  skillInvoked?: (skill: Skill, agentId: string | undefined) => void;
  /** Blocks after the agent's own prompt (environment, CLAUDE.md): the parent's conversation never is. */
  systemExtra?: Anthropic.TextBlockParam[];
  /** The children's permission denials, for the run's `permission_denials`. */
  onDenials?: (denials: ToolDenial[], agent: AgentDefinition) => void;
  /** With skills, children get a Skill tool bound to their depth, and `context: fork` skills fork. */
  skills?: readonly Skill[];
  grants?: SkillGrants;
  /** How a loaded skill's `!` commands run and a command's `@file` references are read (skill-expand.ts). */
  expandSkill?: SkillToolOptions['expand'];
  /** An agent's `mcpServers` for one run of it: the tools of the run's servers it names and of its own (started now; `close` stops them). */
  agentMcp?: (agent: AgentDefinition, parentTools: readonly AnyTool[]) => Promise<{ tools: AnyTool[]; close(): Promise<void> }>;
  /** Where agents with `memory` keep it; without it their `memory` is not given (a hook's verifier agent). */
  agentMemory?: AgentMemoryRoots;
  /** A warning for the run's outcome (the log and the job summary). */
  warn?: (text: string) => void;
  /** The run's subagent count and cap; absent: no cap. */
  spawns?: SpawnLimit;
  /** The Workflow tool, offered to the main agent (depth 0) when set: the saved workflows and the sandboxed script runner. */
  workflows?: WorkflowSetup;
  /** The run's background tasks, where the main thread's Agent calls run (background-agent.ts); absent: every call in the foreground. */
  agentBackground?: AgentBackground;
  /** CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: the Agent tool's schema has no `run_in_background`, as Claude Code 2.1.332's. */
  backgroundTasksOff?: boolean;
  /** The parent's tools and those it is not offered that this agent's `tools:` names (Glob, Grep: as Claude Code 2.1.332 gives them, session/search-tools.ts). */
  toolsOnRequest?: (agent: AgentDefinition, parentTools: readonly AnyTool[]) => readonly AnyTool[];
  /** `claude_args --tools` (session/tools-flag.ts): whether Agent, Skill and Workflow exist; absent: they do. */
  builtinToolExists?: (name: string) => boolean;
  /** A thread's tools with those sent by name only behind ToolSearch marked (tools/tool-search.ts); absent: all whole. */
  withToolSearch?: (agent: AgentDefinition, tools: AnyTool[], model: string) => AnyTool[];
}

const MODEL_ALIASES: Readonly<Record<string, string>> = {
  sonnet: 'claude-sonnet-5-5',
  opus: 'claude-opus-5-5',
  haiku: 'claude-haiku-5-5',
};

/** An agent's `model` as a model id: aliases mapped, absent or `inherit` = the parent's. */
export function resolveAgentModel(model: string | undefined, parentModel: string): string {
  const m = model?.trim();
  if (!m || m === 'inherit') return parentModel;
  return MODEL_ALIASES[m.toLowerCase()] ?? m;
}

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
  const out = tools.filter((t) => t.name !== AGENT_TOOL_NAME && t.name !== 'Skill' && t.name !== WORKFLOW_TOOL_NAME);
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
    out.push(eraseTool(createAgentTool({ agents: rt.agents, parentTools, depth, maxDepth, lock, runChild, ...background })));
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
  const refused = spawnRefusal(rt.budget, rt.spawns);
  if (refused !== undefined) return { text: refused, isError: true, subtype: 'spawn_refused' };
  if ((args.isolation ?? args.agent.isolation) !== 'worktree') return runChild(rt, args, undefined);
  let place: ChildPlace;
  try {
    if (!rt.isolate) throw new Error('Cannot create agent worktree: git worktrees are not available in this run');
    place = await rt.isolate(args.agent);
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
  const parentTools = rt.toolsOnRequest?.(agent, args.parentTools) ?? args.parentTools;
  const pool = place ? place.retool(parentTools) : parentTools;
  // Its `mcpServers`' tools are its own whatever `tools` lists (a bare name in `disallowedTools` still removes one).
  const servers = agent.mcpServers && rt.agentMcp ? await rt.agentMcp(agent, pool) : undefined;
  const serverTools = servers ? selectAgentTools({ ...agent, tools: undefined }, servers.tools) : [];
  const selected = [
    ...selectAgentTools(agent, pool).filter((t) => !serverTools.some((o) => o.name === t.name)),
    ...serverTools,
    ...(args.workflow?.tools ?? []),
  ];
  const want = { skill: selected.some((t) => t.name === 'Skill'), agent: !args.workflow && agentMayDelegate(agent) };
  const agentId = randomUUID();
  const delegating = withDelegationTools(rt, selected, depth, want, root, agentId);
  const model = resolveAgentModel(agent.model, rt.parentModel);
  const tools = rt.withToolSearch ? rt.withToolSearch(agent, delegating, model) : delegating;
  const hookFields: SubagentHookFields = { agent_id: agentId, agent_type: agent.name };
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
  const tally = childTally(rt.emit, args.toolUseId, agentId);
  // An agent's own maxTurns caps its share; the shared counter still caps the whole run.
  const maxTurns = agent.maxTurns !== undefined ? Math.min(rt.maxTurns, rt.turns.used + agent.maxTurns) : rt.maxTurns;

  // A synchronous child's background commands end with its answer, as 2.1.332 ends them; their notices are its own.
  const bound = args.inBackground ? undefined : new AnswerBoundTasks();
  try {
    const outcome = await runLoop(
      {
        model,
        system,
        tools,
        messages: [firstMessage],
        maxTurns,
        maxOutputTokens: maxTokensFor(model, rt.maxOutputTokens),
        effort: args.effort ?? rt.effort,
        ...(rt.thinking ? { thinking: rt.thinking } : {}),
        parentToolUseId: args.toolUseId,
      },
      {
        model: rt.model,
        budget: rt.budget,
        turns: rt.turns,
        dispatch: rt.dispatchFor(agent, new Map(tools.map((t) => [t.name, t])), hookFields, root, bound),
        ...(bound ? { notices: () => bound.drain() } : {}),
        emit: tally.emit,
        ...(finalCheck ? { finalCheck } : {}),
        ...(afterBatch ? { afterBatch } : {}),
        signal: args.signal ?? rt.signal,
      },
    );
    if (outcome.denials.length > 0) rt.onDenials?.(outcome.denials, agent);
    if (outcome.subtype === 'success') return { text: outcome.result ?? '', isError: false, subtype: outcome.subtype, stats: tally.stats() };
    // An API outage is `success` with is_error at the top; for the parent model, name it plainly.
    const subtype = outcome.cause === 'api_error' ? 'api_error' : outcome.subtype;
    return { text: outcome.errors.join('; ') || subtype, isError: true, subtype };
  } catch (error) {
    return { text: `Internal error: ${error instanceof Error ? error.message : String(error)}`, isError: true, subtype: 'error_during_execution' };
  } finally {
    await bound?.end();
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
