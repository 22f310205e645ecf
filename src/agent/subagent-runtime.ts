/** What a subagent shares with the run that started it, and the ports the session fills (types only). */
import type Anthropic from '@anthropic-ai/sdk';
import type { AgentDefinition } from '../config/agents.js';
import type { Skill } from '../config/skills.js';
import type { AnswerBoundTasks } from '../tools/answer-bound.js';
import type { SkillGrants, SkillToolOptions } from '../tools/skill.js';
import type { AnyTool } from '../tools/types.js';
import type { AgentMemoryRoots } from './agent-memory.js';
import type { KeptWorktree } from './agent-tool.js';
import type { AgentDirectory } from './agent-directory.js';
import type { AgentBackground } from './background-agent.js';
import type { RunBudget } from './budget.js';
import type { EventSink } from './events.js';
import type { FinalCheck, LoopDeps, ModelPort } from './loop.js';
import type { ToolDenial } from './outcome.js';
import type { ModelAliases } from '../model/provider-models.js';
import type { ProviderModelOf } from './agent-model.js';
import type { Effort, EffortChoice, PromptCacheChoice, ThinkingChoice } from './request.js';
import type { SpawnLimit } from './spawn-gate.js';
import type { AfterToolBatch } from './tool-batch.js';
import type { WorkflowSetup } from './workflow-tool.js';

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
export type SubagentHookFields = { agent_id: string; agent_type: string; cwd?: string };

/** The hooks a subagent's life fires, as the session wires them (the agent loop knows no hook runner). */
export interface SubagentHooks {
  /** SubagentStart: the context its hooks add to the child's first message. */
  start(fields: SubagentHookFields): Promise<string[]>;
  /** SubagentStop, as the child's final check. */
  stopCheck(fields: SubagentHookFields): FinalCheck;
  /** PostToolBatch after each of the child's replies, as Claude Code fires it inside a subagent; absent without such hooks. */
  afterBatch?(fields: SubagentHookFields): AfterToolBatch | undefined;
}

/** What a subagent's tool dispatch is made for (SubagentRuntime.dispatchFor). */
export interface ChildDispatch {
  agent: AgentDefinition;
  tools: ReadonlyMap<string, AnyTool>;
  /** agent_id and agent_type: in the stdin of every hook a tool call inside the subagent fires. */
  hookFields: SubagentHookFields;
  /** The child works in a worktree there: path rules and the working directory are relative to it. */
  root?: string;
  /** A synchronous child's background commands, ended at its answer (src/tools/answer-bound.ts). */
  endsWithAnswer?: AnswerBoundTasks;
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
  effort: EffortChoice | undefined;
  /** The settings' thinking, for a subagent whose model honours it. */
  thinking?: ThinkingChoice;
  /** The settings' prompt caching, for every subagent's calls. */
  cache?: PromptCacheChoice;
  /** CLAUDE_CODE_SUBAGENT_MODEL: the model of an agent whose definition names none (`inherit` still means the parent's). */
  subagentModel?: string;
  /** What the model aliases name (the settings' ANTHROPIC_DEFAULT_*_MODEL), for an agent's `model`. */
  aliases?: ModelAliases;
  /** How the run's provider names an agent's model (Bedrock, Vertex AI), as it names the run's. */
  toProviderModel?: ProviderModelOf;
  /** Read-only calls of one reply that run side by side at most (CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY). */
  maxParallelTools?: number;
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
  dispatchFor: (child: ChildDispatch) => LoopDeps['dispatch'];
  /** `isolation: worktree`; absent (no git worktrees here), such a child is refused. Throws why a worktree cannot be made. */
  /** `from`: the folder whose HEAD the worktree branches from (the main thread's worktree); default the checkout's. */
  isolate?: (agent: AgentDefinition, from?: string) => Promise<ChildPlace>;
  /**
   * Where a subagent the main thread starts now works when that is not the checkout: the worktree EnterWorktree moved the
   * main thread into (toolsOnRequest fixes its tools there). Undefined: the checkout.
   */
  subagentsHere?: () => string | undefined;
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
  /** The run's subagents as ListAgents and SendMessage reach them (agent-directory.ts); absent: neither tool. */
  directory?: AgentDirectory;
  /** CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: the Agent tool's schema has no `run_in_background`, as Claude Code 2.1.332's. */
  backgroundTasksOff?: boolean;
  /** The parent's tools and those it is not offered that this agent's `tools:` names (Glob, Grep: as Claude Code 2.1.332 gives them, session/search-tools.ts). */
  /** `root`: where the agent works when not the checkout (its built-in tools fixed there, its worktree tools answer from there). */
  toolsOnRequest?: (agent: AgentDefinition, parentTools: readonly AnyTool[], root?: string) => readonly AnyTool[];
  /** `claude_args --tools` (session/tools-flag.ts): whether Agent, Skill and Workflow exist; absent: they do. */
  builtinToolExists?: (name: string) => boolean;
  /** A thread's tools with those sent by name only behind ToolSearch marked (tools/tool-search.ts); absent: all whole. */
  /** `thread`: the agent's id (a decision kept per thread, session/tool-search-auto.ts). */
  withToolSearch?: (agent: AgentDefinition, tools: AnyTool[], model: string, thread: string) => Promise<AnyTool[]>;
}
