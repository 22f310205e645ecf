/**
 * A main-thread Agent call run in the background (Claude Code 2.1.332's default): the launch result at once, the child
 * one of the run's background tasks, its end a `<task-notification>`; an answer it gives with its own background work
 * still running is told as interim and that work resumes it (background-life.ts).
 */
import type { AgentDefinition } from '../config/agents.js';
import { adoptRun } from '../tools/background.js';
import type { AnyTool, ToolResult } from '../tools/types.js';
import { AGENT_TASK_TYPE, childNotice, launchedOutput, launchedText, type AgentBackground, type WritersLock } from './background-agent.js';
import { TurnLocks } from './background-life.js';
import type { ChildLock } from './child-lock.js';
import type { ChildRunArgs, ChildRunResult } from './child-run.js';

/** The Agent tool's options a background launch uses (agent-tool.ts AgentToolOptions). */
export interface LaunchOptions {
  depth: number;
  runChild: (args: ChildRunArgs) => Promise<ChildRunResult>;
  /** Held by a background child that may write while it runs a turn: the main thread's writes wait on it (holdWritesBehind). */
  mainWrites?: WritersLock;
  /** The run's subagent counts (spawn-gate.ts): when present, the call counted this start against the cap. */
  spawns?: unknown;
}

export interface Launch {
  agent: AgentDefinition;
  description: string;
  prompt: string;
  isolation?: 'worktree';
  parentTools: readonly AnyTool[];
  writes: boolean;
  toolUseId: string;
  signal: AbortSignal;
  agentId: string;
  continuable: boolean;
  addressed?: ChildRunArgs['addressed'];
  /** Its place among the subagents running at once, given back when it ends. */
  release: () => void;
}

/**
 * Starts the child as one of the run's background tasks and returns Claude Code's launch result at once. The child
 * takes the writers' lock as a foreground one does, and one that may write also `mainWrites`, so the main thread's
 * writes wait behind it (holdWritesBehind) while it runs a turn, not while it waits on its own background work; TaskStop
 * and the run's end abort it, and then no notice follows.
 */
export function launchInBackground(opts: LaunchOptions, background: AgentBackground, lock: ChildLock, launch: Launch): ToolResult {
  const { agent, description, toolUseId, agentId: taskId } = launch;
  const stop = new AbortController();
  const signal = AbortSignal.any([launch.signal, stop.signal]);
  const locks = new TurnLocks(lock, launch.writes, opts.mainWrites);
  const interim = (child: ChildRunResult): void => {
    if (!signal.aborted) background.tell(childNotice(taskId, toolUseId, description, child, true));
  };
  const run = (async (): Promise<ChildRunResult> => {
    await locks.take();
    try {
      if (signal.aborted) return { text: 'Not run: the agent was stopped.', isError: true, subtype: 'stopped' };
      return await opts.runChild({
        agent,
        prompt: launch.prompt,
        toolUseId,
        depth: opts.depth + 1,
        parentTools: launch.parentTools,
        description,
        signal,
        inBackground: { interim, locks },
        ...(launch.isolation ? { isolation: launch.isolation } : {}),
        ...(launch.addressed ? { addressed: launch.addressed } : {}),
        ...(opts.spawns ? { capCounted: true as const } : {}),
      });
    } catch (error) {
      return {
        text: `Agent "${agent.name}" failed: ${error instanceof Error ? error.message : String(error)}`,
        isError: true,
        subtype: 'error_during_execution',
      };
    } finally {
      locks.drop();
    }
  })().finally(launch.release);
  // A child TaskStop or the run's end stopped has no notice.
  const task = { id: taskId, toolUseId, description, type: AGENT_TASK_TYPE, name: agent.name };
  adoptRun(background, task, stop, run, (child) => (signal.aborted ? undefined : childNotice(taskId, toolUseId, description, child)));
  // As text blocks, as Claude Code sends the launch (2.1.332).
  return {
    content: '',
    blocks: [{ type: 'text', text: launchedText(taskId, launch.continuable) }],
    isError: false,
    details: launchedOutput(taskId, description, launch.prompt, launch.continuable),
  };
}
