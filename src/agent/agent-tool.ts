import { renderAgentListing, type AgentDefinition } from '../config/agents.js';
import { toolInputShown, objectSchema } from '../tools/schema.js';
import type { AnyTool, ToolDefinition, ToolResult } from '../tools/types.js';
import { continueLine, newAgentTaskId, runsInBackground, type AgentBackground, type WritersLock } from './background-agent.js';
import { launchInBackground } from './background-launch.js';
import type { ChildRunArgs, ChildRunResult } from './child-run.js';

import { ChildLock } from './child-lock.js';
import { capRefusal, runningRefusal, takeRunningSlot, type SpawnLimit } from './spawn-gate.js';

export { ChildLock };
export type { ChildRunArgs, ChildRunResult, ChildRunStats, KeptWorktree } from './child-run.js';
export const AGENT_TOOL_NAME = 'Agent';
/** Levels of agents, the top one included: main → child → grandchild. */
export const DEFAULT_MAX_DEPTH = 3;

/** The SDK's AgentInput: every field Claude Code sends is accepted; see `foregroundNotes` for the ones run differently. */
export interface AgentInput {
  description: string;
  prompt: string;
  subagent_type?: string;
  model?: 'sonnet' | 'opus' | 'haiku' | 'fable';
  effort?: 'low' | 'medium' | 'high' | 'xhigh' | 'max';
  run_in_background?: boolean;
  name?: string;
  team_name?: string;
  mode?: 'acceptEdits' | 'auto' | 'bypassPermissions' | 'default' | 'dontAsk' | 'plan';
  isolation?: 'worktree' | 'remote';
}

/** The agent type Claude Code starts when `subagent_type` is left out. */
const DEFAULT_AGENT_TYPE = 'general-purpose';

export interface AgentToolOptions {
  agents: readonly AgentDefinition[];
  /** Read at call time, so the list may include tools added after this one. */
  parentTools: () => readonly AnyTool[];
  /** Depth of the agent that owns this tool. */
  depth: number;
  maxDepth?: number;
  runChild: (args: ChildRunArgs) => Promise<ChildRunResult>;
  /** Shared with the same level's forked skills, so every child that may write runs alone. */
  lock?: ChildLock;
  /** The run's background tasks: a main-thread call runs there as Claude Code decides (background-agent.ts). Absent: foreground. */
  background?: AgentBackground;
  /** Held by a background child that may write, for its whole run: the main thread's writes wait on it (holdWritesBehind). */
  mainWrites?: WritersLock;
  /** Background tasks are off (CLAUDE_CODE_DISABLE_BACKGROUND_TASKS): no `run_in_background` in the schema, as Claude Code 2.1.332. */
  noBackgroundField?: boolean;
  /** The run's directory keeps this thread's children (SendMessage can continue them): results say how, as 2.1.332's do. */
  messaging?: boolean;
  /** The run's subagent counts: a call past the subagents running at once is refused (spawn-gate.ts); absent: no limit. */
  spawns?: SpawnLimit;
}

const SCHEMA = objectSchema(['description', 'prompt'], {
  description: { type: 'string', description: 'A short (3-5 word) description of the task' },
  prompt: { type: 'string', description: 'The task for the agent to perform' },
  subagent_type: { type: 'string', description: `The type of specialized agent to use for this task (default ${DEFAULT_AGENT_TYPE})` },
  model: {
    type: 'string',
    enum: ['sonnet', 'opus', 'haiku', 'fable'],
    description: "Accepted for compatibility; the agent runs on its definition's model or the run's.",
  },
  effort: { type: 'string', enum: ['low', 'medium', 'high', 'xhigh', 'max'], description: "Accepted for compatibility; the agent runs at the run's effort." },
  run_in_background: {
    type: 'boolean',
    description:
      'Set to false to wait for the agent and get its result as this tool result. Otherwise the agent runs in the background and you are notified when it completes.',
  },
  isolation: {
    type: 'string',
    enum: ['worktree', 'remote'],
    description:
      'Isolation mode. "worktree" creates a temporary git worktree so the agent works on an isolated copy of the repo. "remote" is not available here (the agent works in the same working directory).',
  },
});
/** Accepted, not shown (Claude Code 2.1.332's Agent has none of them): 2.1.328's `name`, `team_name` and `mode`, ignored. */
const ACCEPTED = objectSchema(['description', 'prompt'], {
  ...SCHEMA.properties,
  name: { type: 'string' },
  team_name: { type: 'string' },
  mode: { type: 'string', enum: ['acceptEdits', 'auto', 'bypassPermissions', 'default', 'dontAsk', 'plan'] },
});
const { run_in_background: _background, ...foreground } = SCHEMA.properties;
const withoutBackground = { ...SCHEMA, properties: foreground };

/** The tool name a rule or `tools:` entry names (`Bash(git *)` → `Bash`; Claude Code's old `Task` is `Agent`). */
function ruleToolName(entry: string): string {
  const name = entry.trim().replace(/\(.*$/s, '').trim();
  return name === 'Task' ? AGENT_TOOL_NAME : name;
}

function matches(toolName: string, pattern: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('*')) return toolName.startsWith(pattern.slice(0, -1));
  // `mcp__server` names every tool of that server, as in permission rules.
  return toolName === pattern || (pattern.startsWith('mcp__') && pattern.split('__').length === 2 && toolName.startsWith(`${pattern}__`));
}

/**
 * The parent's tools an agent may use: its `tools` (all when absent) minus `disallowedTools`.
 * The Agent tool is left out: a child gets its own, bound to its depth; so is the Workflow tool (the main agent's only). A specifier such as
 * `Bash(git *)` selects the tool; narrowing it to those commands is the permission check's job.
 */
export function selectAgentTools(agent: AgentDefinition, parentTools: readonly AnyTool[]): AnyTool[] {
  const allowed = agent.tools?.map(ruleToolName);
  // A specifier in disallowedTools narrows (a permission matter); only a bare name removes the tool.
  const denied = agent.disallowedTools.filter((d) => !d.includes('(')).map(ruleToolName);
  return parentTools.filter(
    (tool) =>
      tool.name !== AGENT_TOOL_NAME &&
      tool.name !== 'Workflow' &&
      (allowed === undefined || allowed.some((p) => matches(tool.name, p))) &&
      !denied.some((p) => matches(tool.name, p)),
  );
}

/** Whether the agent's definition lets it start agents of its own (depth permitting). */
export function agentMayDelegate(agent: AgentDefinition): boolean {
  const named = (list: readonly string[]): boolean => list.some((e) => ruleToolName(e) === AGENT_TOOL_NAME || e.trim() === '*');
  if (agent.disallowedTools.some((d) => ruleToolName(d) === AGENT_TOOL_NAME)) return false;
  return agent.tools === undefined || named(agent.tools);
}

/** A child that cannot change the workspace: every tool read-only, Bash only if the agent is held to read-only commands. */
export function childIsReadOnly(agent: AgentDefinition, parentTools: readonly AnyTool[]): boolean {
  // An agent with `memory` writes its memory folder: it gets Write and Edit whatever its `tools` say.
  if (agent.memory !== undefined) return false;
  // Its own MCP servers' tools are known only once they start: it may write.
  if (agent.mcpServers !== undefined) return false;
  return selectAgentTools(agent, parentTools).every((tool) => tool.readOnly || (tool.name === 'Bash' && agent.readOnlyBash));
}

/**
 * Claude Code's `Agent` tool. It is `readOnly` so the calls of one turn start together (tool-batch
 * runs read-only tools concurrently, and permission checks treat the delegation itself as harmless:
 * each child's own tool calls are checked). Children that may write are serialized by a lock
 * inside the tool instead, so parallelism never costs correctness.
 */
export function createAgentTool(opts: AgentToolOptions): ToolDefinition<AgentInput> {
  const maxDepth = opts.maxDepth ?? DEFAULT_MAX_DEPTH;
  const byName = new Map(opts.agents.map((a) => [a.name, a]));
  const lock = opts.lock ?? new ChildLock();
  const description = `Launch a subagent: a fresh agent with its own context and tools that carries out a self-contained task and reports back.

Available agent types and the tools they have:
${renderAgentListing(opts.agents)}

- subagent_type: one of the names above.
- description: 3-5 words saying what the agent will do.
- prompt: the complete task. The agent sees none of this conversation: include every fact, path and constraint it needs, and say what it should report back.
- Only the agent's final message comes back to you${opts.background && opts.depth === 0 ? ": by default the agent runs in the background and its final message arrives as a <task-notification> when it completes (the run waits for it); pass run_in_background: false to wait for it and get it as this tool's result" : ", as this tool's result"}. Nobody else sees it: relay what matters.
- To run several agents at the same time, call this tool several times in one reply. Read-only agents, and agents isolated in a worktree, run concurrently; other agents that can change files run one after another.
- \`isolation: "worktree"\` gives the agent its own git worktree (auto-cleaned if unchanged); when it changed something, the result gives the worktree's path and branch: bring the changes you want into the working directory yourself.
- Each call starts from scratch, and the agent cannot ask you questions.`;
  return {
    name: AGENT_TOOL_NAME,
    description,
    ...toolInputShown<AgentInput>(AGENT_TOOL_NAME, opts.noBackgroundField ? withoutBackground : SCHEMA, ACCEPTED),
    readOnly: true,
    async execute(input, ctx): Promise<ToolResult> {
      const agentType = input.subagent_type?.trim() || DEFAULT_AGENT_TYPE;
      const agent = byName.get(agentType);
      if (!agent) {
        return { content: `Agent type '${agentType}' not found. Available agents: ${[...byName.keys()].join(', ')}`, isError: true };
      }
      if (opts.depth + 1 >= maxDepth) {
        return { content: `Subagents are limited to ${maxDepth} levels; this agent cannot start another one. Do the task yourself.`, isError: true };
      }
      const parentTools = opts.parentTools();
      const details = { agent_type: agent.name, description: input.description };
      const isolated = input.isolation === 'worktree' || agent.isolation === 'worktree';
      const writes = !isolated && !childIsReadOnly(agent, parentTools);
      const agentId = newAgentTaskId();
      // One in a worktree or with MCP servers of its own cannot be resumed (they are gone after it): no SendMessage line.
      const continuable = opts.messaging === true && !isolated && agent.mcpServers === undefined;
      const address = (listed: boolean) =>
        opts.messaging ? { addressed: { agentId, ...(input.name?.trim() ? { name: input.name.trim() } : {}), listed, writes } } : {};
      // Counted from the call to the agent's end, foreground or background, as 2.1.332 counts it.
      const refused = runningRefusal(opts.spawns);
      if (refused !== undefined) return { content: refused, isError: true, details };
      // The run's cap, counted at the call too: past it a background call is an error result, as the refusal above is.
      const capped = capRefusal(opts.spawns);
      if (capped !== undefined) return { content: capped, isError: true, details };
      const releaseSlot = takeRunningSlot(opts.spawns);
      if (opts.background && runsInBackground(opts.depth, input.run_in_background, agent)) {
        return launchInBackground(opts, opts.background, lock, {
          release: releaseSlot,
          agent,
          description: input.description,
          prompt: input.prompt,
          ...(input.isolation === 'worktree' ? { isolation: 'worktree' as const } : {}),
          parentTools,
          writes,
          toolUseId: ctx.toolUseId,
          signal: ctx.signal,
          agentId,
          continuable,
          ...address(true),
        });
      }
      // A child in a worktree of its own writes only there: it runs beside the others, as read-only children do.
      const release = await lock.acquire(writes);
      try {
        if (ctx.signal.aborted) return { content: 'Not run: the run is stopping.', isError: true, details };
        const child = await opts.runChild({
          agent,
          prompt: input.prompt,
          toolUseId: ctx.toolUseId,
          depth: opts.depth + 1,
          parentTools,
          description: input.description,
          ...(input.isolation === 'worktree' ? { isolation: 'worktree' as const } : {}),
          ...address(false),
          ...(opts.spawns ? { capCounted: true as const } : {}),
        });
        const kept = child.worktree ? `\n\nworktreePath: ${child.worktree.worktreePath}\nworktreeBranch: ${child.worktree.worktreeBranch}` : '';
        if (child.isError) {
          return {
            content: `Agent "${agent.name}" did not finish (${child.subtype}): ${child.text}${kept}`,
            isError: true,
            details: { ...details, subtype: child.subtype },
          };
        }
        // As Claude Code tells it (`kept`): the changed worktree's path and branch after the agent's text, for the caller to merge.
        const notes = foregroundNotes(input);
        const text = child.text || '(The agent finished without a final message.)';
        const content = notes.length > 0 ? `${text}\n\n${notes.join(' ')}` : text;
        const more = continuable ? `\n${continueLine(agentId)}` : '';
        return {
          content: content + kept + more,
          isError: false,
          details: { ...agentOutput(child, content, input.prompt, agent.name), ...child.worktree, ...details, subtype: child.subtype },
        };
      } catch (error) {
        return { content: `Agent "${agent.name}" failed: ${error instanceof Error ? error.message : String(error)}`, isError: true, details };
      } finally {
        release();
        releaseSlot();
      }
    },
  };
}

/** What the runner did differently from what the call asked, told to the model with the result. */
function foregroundNotes(input: AgentInput): string[] {
  const notes: string[] = [];
  if (input.run_in_background === true) notes.push('(Note: the agent ran in the foreground, not in the background: this is its final result.)');
  if (input.isolation === 'remote') notes.push('(Note: isolation "remote" is not available here: the agent worked in the same working directory.)');
  if (input.model !== undefined || input.effort !== undefined)
    notes.push("(Note: the requested model/effort was not applied: the agent ran with its definition's model and the run's effort.)");
  return notes;
}

/** The SDK's AgentOutput for a finished child (the transcript's tool_use_result, hooks' tool_response). */
function agentOutput(child: ChildRunResult, text: string, prompt: string, agentType: string): Record<string, unknown> {
  const stats = child.stats;
  const usage = stats?.usage ?? { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  return {
    status: 'completed',
    agentId: stats?.agentId ?? '',
    agentType,
    content: [{ type: 'text', text }],
    prompt,
    totalToolUseCount: stats?.toolUseCount ?? 0,
    totalDurationMs: stats?.durationMs ?? 0,
    totalTokens: usage.input_tokens + usage.output_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens,
    usage: { ...usage, server_tool_use: null, service_tier: null, cache_creation: null },
    toolsUsed: stats?.toolsUsed ?? [],
  };
}
