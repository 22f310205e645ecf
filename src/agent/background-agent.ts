/**
 * A main-thread Agent call run in the background, as Claude Code 2.1.332 runs it: the tool result says the agent was
 * launched, the agent runs as one of the run's background tasks, and its end reaches the model as a
 * `<task-notification>` (the main loop waits for it before ending, as the CLI does headless).
 */
import { randomBytes } from 'node:crypto';
import type { AgentDefinition } from '../config/agents.js';
import { asSystemNotification, type AdoptedTask, type BackgroundNotice } from '../tools/background.js';
import type { AnyTool, ToolResult } from '../tools/types.js';
import { claudeCodeFlag } from '../config/runner-keys.js';

/** The run's background tasks as the Agent tool uses them (src/tools/background.ts). */
export interface AgentBackground {
  adopt(task: AdoptedTask, ended: Promise<BackgroundNotice | undefined>): void;
  /** A notice of a task still running (its agent answered, waiting on its own background work). */
  tell(notice: BackgroundNotice): void;
}

/** The SDK's task_type of a background agent; `background_tasks` lists it as `type: "subagent"`. */
export const AGENT_TASK_TYPE = 'local_agent';

/**
 * Claude Code 2.1.332's choice: a main-thread call runs in the background unless it passes `run_in_background: false`,
 * and always when the agent's front matter says `background: true`; a subagent's own call runs in the foreground.
 * (When background tasks are off, the Agent tool has no background at all: see `backgroundTasksOff`.)
 */
export function runsInBackground(callerDepth: number, runInBackground: boolean | undefined, agent: AgentDefinition): boolean {
  return callerDepth === 0 && (runInBackground !== false || agent.background === true);
}

/**
 * `CLAUDE_CODE_DISABLE_BACKGROUND_TASKS` (settings `env`): `1`, `true`, `yes` or `on` (any case) turns background tasks
 * off; anything else (`2`, empty) leaves them on, as 2.1.332 reads it (its boolean switches: measured,
 * test/fixtures/claude-code-first-request/2.1.332-env-switches.json).
 */
export function backgroundTasksOff(env: Readonly<Record<string, string>>): boolean {
  return claudeCodeFlag(env.CLAUDE_CODE_DISABLE_BACKGROUND_TASKS);
}

/** A new background agent's task id (Claude Code's are `a` and hex). */
export function newAgentTaskId(): string {
  return `a${randomBytes(8).toString('hex')}`;
}

/** How a finished foreground agent's result tells the caller to continue it (2.1.332's line after the report). */
export function continueLine(agentId: string): string {
  return `agentId: ${agentId} (use SendMessage with to: '${agentId}', summary: '<5-10 word recap>' to continue this agent)`;
}

/**
 * Claude Code's tool result for an agent it launched in the background, in its form for a caller that cannot read
 * its transcript file (none is written here); `canContinue`: the caller has SendMessage (the main thread).
 */
export function launchedText(agentId: string, canContinue = false): string {
  const send = canContinue ? ` Use SendMessage with to: '${agentId}', summary: '<5-10 word recap>' to continue this agent.` : '';
  return [
    'Async agent launched successfully. (This tool result is internal metadata \u2014 never quote or paste any part of it, including the agentId below, into a user-facing reply.)',
    `agentId: ${agentId} (internal ID - do not mention to user.${send})`,
    'The agent is working in the background. You will be notified automatically when it completes. You know nothing about its results until that notification arrives \u2014 do not report, assume, or predict them; continue other work or respond to the user in the meantime.',
    'In your own words, briefly tell the user what you launched \u2014 do not echo this tool result. Agent results will arrive in a subsequent message. If the user asks for progress, say the agent is still running.',
  ].join('\n');
}

/** What the notice tells of the finished child. */
export interface BackgroundAgentEnd {
  text: string;
  isError: boolean;
  tokens: number;
  toolUses: number;
  durationMs: number;
  /** The tools it called. */
  toolsUsed?: string[];
  /** A worktree the child changed, kept (as the foreground result names it). */
  worktree?: { worktreePath: string; worktreeBranch: string };
  /** It answered with background work of its own still running, which may resume it (2.1.332's interim notice). */
  waiting?: boolean;
}

/** 2.1.332's note on an interim notice (scripts/oracle/stop-sequence.mjs, `monitorBgChild`). */
const WAITING_NOTE =
  'This agent stopped with background work of its own still running. It may resume on its own when that work completes or reports, and the same task-id notifies again if it does; the result below may be interim.';

/** The agent's end as Claude Code's `<task-notification>` (no `<output-file>` or resume note: the runner has neither). */
export function agentNotice(taskId: string, toolUseId: string, description: string, end: BackgroundAgentEnd): BackgroundNotice {
  const summary = `Agent "${description}" ${end.waiting ? 'is waiting on its own background work' : end.isError ? 'failed' : 'finished'}`;
  const kept = end.worktree ? `\nworktreePath: ${end.worktree.worktreePath}\nworktreeBranch: ${end.worktree.worktreeBranch}` : '';
  return {
    text: asSystemNotification([
      '<task-notification>',
      `<task-id>${taskId}</task-id>`,
      `<tool-use-id>${toolUseId}</tool-use-id>`,
      `<status>${end.isError ? 'failed' : 'completed'}</status>`,
      `<summary>${summary}</summary>`,
      ...(end.waiting ? [`<note>${WAITING_NOTE}</note>`] : []),
      `<result>${end.text || '(Subagent completed but returned no output.)'}${kept}</result>`,
      `<usage><subagent_tokens>${end.tokens}</subagent_tokens><tool_uses>${end.toolUses}</tool_uses><duration_ms>${end.durationMs}</duration_ms></usage>`,
      '</task-notification>',
    ]),
    // An interim notice ends nothing: the task runs on.
    ...(end.waiting ? {} : { ended: { taskId, toolUseId, status: end.isError ? ('failed' as const) : ('completed' as const), outputFile: '', summary } }),
    ...(end.toolsUsed !== undefined && end.toolsUsed.length > 0 ? { toolsUsed: end.toolsUsed } : {}),
  };
}

/** A finished child as runSubagent gives it (agent-tool.ts's ChildRunResult, the fields the notice reads). */
export interface FinishedChild {
  text: string;
  isError: boolean;
  subtype: string;
  stats?: {
    toolUseCount: number;
    durationMs: number;
    usage: { input_tokens: number; output_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number };
    toolsUsed?: string[];
  };
  worktree?: { worktreePath: string; worktreeBranch: string };
}

/** The tokens a child's usage adds up to, as the notices' `<subagent_tokens>` count them. */
export function childTokens(usage: NonNullable<FinishedChild['stats']>['usage'] | undefined): number {
  return usage ? usage.input_tokens + usage.output_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens : 0;
}

/** The finished child's notice: its text (or why it did not finish), the tokens it used, its tool uses and time. */
export function childNotice(taskId: string, toolUseId: string, description: string, child: FinishedChild, waiting = false): BackgroundNotice {
  return agentNotice(taskId, toolUseId, description, {
    ...(waiting ? { waiting } : {}),
    text: child.isError ? `${child.subtype}: ${child.text}` : child.text,
    isError: child.isError,
    tokens: childTokens(child.stats?.usage),
    toolUses: child.stats?.toolUseCount ?? 0,
    durationMs: child.stats?.durationMs ?? 0,
    ...(child.stats?.toolsUsed ? { toolsUsed: child.stats.toolsUsed } : {}),
    ...(child.worktree ? { worktree: child.worktree } : {}),
  });
}

/** The SDK's AgentOutput for a launch (the transcript's tool_use_result, PostToolUse's tool_response). */
export function launchedOutput(agentId: string, description: string, prompt: string, canContinueAgent = false): Record<string, unknown> {
  return { isAsync: true, status: 'async_launched', agentId, description, prompt, outputFile: '', canReadOutputFile: false, canContinueAgent };
}

/** The Agent tool's ChildLock, as far as the main thread's writes use it. */
export interface WritersLock {
  acquire(write: boolean): Promise<() => void>;
}

/** Tools that start agents themselves (and take the lock as they need it): never held behind it. */
const DELEGATION_TOOLS = new Set(['Agent', 'Skill', 'Workflow']);

/**
 * The main thread's tools that may change files, each taking the writers' lock for its call. While a background agent
 * that may write runs, the main thread's own writes wait for it: writers never overlap, as when the main thread waited
 * for a foreground agent. Read-only tools, and the delegation tools, are left as they are.
 */
export function holdWritesBehind(tools: readonly AnyTool[], lock: WritersLock): AnyTool[] {
  return tools.map((tool) => {
    if (tool.readOnly || DELEGATION_TOOLS.has(tool.name)) return tool;
    const guarded: AnyTool = {
      ...tool,
      async execute(input, ctx): Promise<ToolResult> {
        const release = await lock.acquire(true);
        try {
          if (ctx.signal.aborted) return { content: 'Not run: the run is stopping.', isError: true };
          return await tool.execute(input, ctx);
        } finally {
          release();
        }
      },
    };
    return guarded;
  });
}
