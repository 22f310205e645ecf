/** What the Agent tool, a workflow and a forked skill hand a subagent run, and what it gives back (subagent.ts runs it). */
import type { AgentDefinition } from '../config/agents.js';
import type { AnyTool } from '../tools/types.js';
import type { FinalCheck } from './loop.js';
import type { Effort } from './request.js';

export interface ChildRunArgs {
  agent: AgentDefinition;
  prompt: string;
  /** The Agent tool_use id: the child's messages are tagged with it. */
  toolUseId: string;
  /** The child's depth (the top-level agent is 0). */
  depth: number;
  /** The calling agent's tools: a child never gets a tool its parent lacks. */
  parentTools: readonly AnyTool[];
  description: string;
  /** The call's `isolation: "worktree"`: the child works in a git worktree of its own (the agent file's `isolation` too). */
  isolation?: 'worktree';
  /** Where the calling agent works when that is not the workspace (its own worktree): a child without isolation works there too. */
  root?: string;
  /** Stops this child when aborted (a background workflow TaskStop stopped); default the run's signal. */
  signal?: AbortSignal;
  /** A background agent's: its commands outlive its answer (a synchronous child's end with it), and resume it (background-life.ts). */
  inBackground?: BackgroundLife;
  /** A workflow agent's `opts.effort`: over the run's effort, for this child only. */
  effort?: Effort;
  /** An `agent()` call of a workflow script (workflow-tool.ts): its notes, its StructuredOutput tool and check; it never delegates. */
  workflow?: { notes: string; tools: AnyTool[]; check?: FinalCheck };
  /** A main-thread call's child, kept in the run's directory (ListAgents, SendMessage): the id its result names, the call's `name`. */
  addressed?: { agentId: string; name?: string; listed: boolean; writes: boolean };
  /** The Agent tool counted this start against the run's subagent cap at the call (spawn-gate.ts capRefusal). */
  capCounted?: true;
}

/** A worktree the child changed, kept for the caller to bring its changes over (the SDK AgentOutput's fields). */
export interface KeptWorktree {
  worktreePath: string;
  worktreeBranch: string;
}

export interface ChildRunResult {
  /** The child's final text, or its errors when `isError`. */
  text: string;
  isError: boolean;
  subtype: string;
  /** What the child did, for the SDK's AgentOutput (the transcript's tool_use_result). */
  stats?: ChildRunStats;
  worktree?: KeptWorktree;
}

export interface ChildRunStats {
  agentId: string;
  toolUseCount: number;
  durationMs: number;
  /** Summed over the child's calls. */
  usage: { input_tokens: number; output_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number };
  toolsUsed: string[];
}

/** The writers' locks a background agent holds while it runs a turn (background-life.ts TurnLocks). */
export interface TurnLocking {
  take(): Promise<void>;
  drop(): void;
}

/** What a background agent's run is given to live on after its answer (background-life.ts). */
export interface BackgroundLife {
  /** Tells the main thread of an answer given while its own work still runs (2.1.332's interim notice). */
  interim: (child: ChildRunResult) => void;
  /** Held by whoever started the run before it runs; given up while it waits on its own work. */
  locks: TurnLocking;
}
