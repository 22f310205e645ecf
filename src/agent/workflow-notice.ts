/** What the model is told of a workflow run: its launch, and its end in Claude Code's `<task-notification>` words. */
import type { WorkflowFile } from '../config/workflows.js';
import { asSystemNotification, type BackgroundNotice } from '../tools/background.js';
import type { ToolResult } from '../tools/types.js';

/** How a workflow run was asked for: what the call that resumes it repeats. */
export interface RunAsked {
  scriptPath?: string;
  args?: unknown;
}

export type RunOutcome = { ok: true; value: unknown } | { ok: false; error: string };

const MAX_RESULT_CHARS = 100_000;

/** What a run's agents did: how they ended, and (summed) their tokens, tool calls and the tools they called. */
export interface Tally {
  count: number;
  done: number;
  error: number;
  empty: number;
  tokens: number;
  toolUses: number;
  toolsUsed: string[];
}

export const emptyTally = (): Tally => ({ count: 0, done: 0, error: 0, empty: 0, tokens: 0, toolUses: 0, toolsUsed: [] });

/** Claude Code's tool result for a workflow it started in the background (no saved script file or /workflows view here). */
export function launched(input: RunAsked, workflow: WorkflowFile, taskId: string, runId: string): string {
  const args = input.args !== undefined ? `, args: ${JSON.stringify(input.args)}` : '';
  const call =
    input.scriptPath !== undefined
      ? `Workflow({scriptPath: "${input.scriptPath}", resumeFromRunId: "${runId}"${args}})`
      : `Workflow({script: <the edited script>, resumeFromRunId: "${runId}"${args}})`;
  return `Workflow launched in background. Task ID: ${taskId}\nSummary: ${workflow.description}\nRun ID: ${runId}\nTo resume after editing the script, with the same args if this run had any: ${call} \u2014 agent() calls return cached results up to the first one that failed, no longer matches (edited, added, removed, or in a different call order) or never started.\n\nYou will be notified when it completes.`;
}

/** The workflow's end as a background task's notice: Claude Code's `<task-notification>` with the run's body. */
export function taskNotice(taskId: string, toolUseId: string, workflow: WorkflowFile, result: ToolResult): BackgroundNotice {
  const failed = result.isError === true;
  const summary = `Dynamic workflow "${workflow.description}" ${failed ? 'failed' : 'completed'}`;
  const body = typeof result.content === 'string' ? result.content : '';
  return {
    text: asSystemNotification([
      '<task-notification>',
      `<task-id>${taskId}</task-id>`,
      `<tool-use-id>${toolUseId}</tool-use-id>`,
      body,
      '</task-notification>',
    ]),
    ended: { taskId, toolUseId, status: failed ? 'failed' : 'completed', outputFile: '', summary },
    ...(Array.isArray(result.details?.toolsUsed) && result.details.toolsUsed.length > 0 ? { toolsUsed: result.details.toolsUsed.map(String) } : {}),
  };
}

/** Claude Code's `<task-notification>` body for the workflow's end (the notice's body; the tool result when run in the foreground). */
export function notification(
  input: RunAsked,
  workflow: WorkflowFile,
  runId: string,
  outcome: RunOutcome,
  tally: Tally,
  replayed: string | undefined,
  durationMs: number,
): ToolResult {
  // agents_skipped: the agents a person skipped in the CLI's view of a running workflow; a CI run has nobody to.
  const usage = `<usage><agent_count>${tally.count}</agent_count><agents_done>${tally.done}</agents_done><agents_error>${tally.error}</agents_error><agents_skipped>0</agents_skipped><agents_empty_result>${tally.empty}</agents_empty_result><subagent_tokens>${tally.tokens}</subagent_tokens><tool_uses>${tally.toolUses}</tool_uses><duration_ms>${durationMs}</duration_ms></usage>`;
  const { count, done, error, empty } = tally;
  const details = {
    status: outcome.ok ? 'completed' : 'failed',
    workflowName: workflow.name,
    summary: workflow.description,
    runId,
    agents: { count, done, error, empty },
    toolsUsed: tally.toolsUsed,
  };
  const args = input.args !== undefined ? `, args: ${JSON.stringify(input.args)}` : '';
  // Claude Code names the script file it saved for every run; the runner saves none, so an inline run is resumed inline.
  const call =
    input.scriptPath !== undefined
      ? `Workflow({scriptPath: '${input.scriptPath}', resumeFromRunId: '${runId}'${args}})`
      : `Workflow({script: <the edited script>, resumeFromRunId: '${runId}'${args}})`;
  const diagnostics = (lines: (string | undefined)[]): string => {
    const kept = lines.filter((line) => line !== undefined);
    return kept.length > 0 ? `\n<diagnostics>${kept.join('\n')}</diagnostics>` : '';
  };
  if (!outcome.ok) {
    return {
      content: `<status>failed</status>\n<summary>Dynamic workflow "${workflow.description}" failed</summary>\n<error>${outcome.error}</error>\n<recovery>To resume after editing the script, call: ${call}</recovery>${diagnostics([replayed])}\n${usage}`,
      isError: true,
      details,
    };
  }
  let result = outcome.value === undefined || outcome.value === null ? '' : typeof outcome.value === 'string' ? outcome.value : JSON.stringify(outcome.value);
  if (result.length > MAX_RESULT_CHARS) result = `${result.slice(0, MAX_RESULT_CHARS)}\n[… ${result.length - MAX_RESULT_CHARS} more characters left out]`;
  const rerun = `To re-run with edited post-processing: ${call} \u2014 agent() calls replay from cache up to the first one that failed or no longer matches (edited, added, removed, or in a different call order); that call and every later one run again.`;
  return {
    content: `<status>completed</status>\n<summary>Dynamic workflow "${workflow.description}" completed</summary>\n<result>${result}</result>${diagnostics([replayed, rerun])}\n${usage}`,
    isError: false,
    details,
  };
}
