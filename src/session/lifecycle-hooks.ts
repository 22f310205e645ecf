import path from 'node:path';
import type { MemoryFile } from '../config/claude-md.js';
import type { HookEventName, HookOutcome, HookRunner } from '../hooks/types.js';
import type { LoopOutcome } from '../agent/outcome.js';
import type { TaskHookGate } from '../tools/task-tools.js';
import type { ContextOptions } from '../agent/context/index.js';
import type { TrackedTask } from '../tools/task-list.js';
import { reportHookOutcome, type HookAdapterOptions } from './hook-ports.js';

/** The payload fields Claude Code's InstructionsLoaded carries for one memory file. */
export type InstructionsLoaded = {
  file_path: string;
  memory_type: 'Project' | 'Local';
  load_reason: 'session_start' | 'nested_traversal' | 'path_glob_match' | 'include';
  globs?: string[];
  trigger_file_path?: string;
  parent_file_path?: string;
};

/** InstructionsLoaded for one file; the matcher sees the load reason, as in Claude Code. */
export async function fireInstructionsLoaded(hooks: HookRunner, opts: HookAdapterOptions, loaded: InstructionsLoaded): Promise<void> {
  if (!hooks.has('InstructionsLoaded', loaded.load_reason)) return;
  reportHookOutcome('InstructionsLoaded', await hooks.run('InstructionsLoaded', loaded, loaded.load_reason), opts);
}

/** What the memory of the first request loaded, as InstructionsLoaded payloads (an import names the file that imported it). */
export function loadedAtStart(files: readonly MemoryFile[], cwd: string): InstructionsLoaded[] {
  return files.map((file) => ({
    file_path: file.path,
    memory_type: file.local ? 'Local' : 'Project',
    load_reason: file.importedFrom !== undefined ? 'include' : 'session_start',
    ...(file.importedFrom !== undefined ? { parent_file_path: path.resolve(cwd, file.importedFrom) } : {}),
  }));
}

/** Claude Code's error kind for an API failure's status. */
function errorKind(status: number | null | undefined): string {
  if (status === 401 || status === 403) return 'authentication_failed';
  if (status === 402) return 'billing_error';
  if (status === 429) return 'rate_limit';
  if (status === 529) return 'overloaded';
  if (status === 404) return 'model_not_found';
  if (status === 400 || status === 413) return 'invalid_request';
  if (status !== null && status !== undefined && status >= 500) return 'server_error';
  return 'unknown';
}

/** PreCompact and PostCompact around each compaction; the matcher sees the trigger. */
export function compactionHooks(hooks: HookRunner, opts: HookAdapterOptions): Pick<ContextOptions, 'preCompact' | 'postCompact'> {
  return {
    preCompact: async ({ trigger }) => {
      if (hooks.has('PreCompact', trigger))
        reportHookOutcome('PreCompact', await hooks.run('PreCompact', { trigger, custom_instructions: null }, trigger), opts);
    },
    postCompact: async ({ trigger, summary }) => {
      if (hooks.has('PostCompact', trigger))
        reportHookOutcome('PostCompact', await hooks.run('PostCompact', { trigger, compact_summary: summary }, trigger), opts);
    },
  };
}

/** StopFailure: the turn ended on an API error instead of Stop (Claude Code fires one or the other). */
export async function fireStopFailure(hooks: HookRunner, opts: HookAdapterOptions, outcome: LoopOutcome): Promise<void> {
  if (outcome.cause !== 'api_error') return;
  const error = errorKind(outcome.apiErrorStatus);
  if (!hooks.has('StopFailure', error)) return;
  const payload = { error, ...(outcome.errors.length > 0 ? { error_details: outcome.errors.join('; ') } : {}) };
  reportHookOutcome('StopFailure', await hooks.run('StopFailure', payload, error), opts);
}

/** TaskCreated / TaskCompleted with Claude Code's payload (no matcher: they fire for every task); the block text is the tool's error. */
export function taskHookGate(hooks: HookRunner, opts: HookAdapterOptions): TaskHookGate {
  const fire = async (event: 'TaskCreated' | 'TaskCompleted', task: TrackedTask): Promise<string | undefined> => {
    if (!hooks.has(event)) return undefined;
    const payload = { task_id: task.id, task_subject: task.subject, ...(task.description !== '' ? { task_description: task.description } : {}) };
    const outcome = await hooks.run(event, payload);
    reportHookOutcome(event, outcome, opts);
    return outcome.blocked ? (outcome.blockMessage ?? `${event} hook feedback:\nBlocked by hook`) : undefined;
  };
  return { created: (task) => fire('TaskCreated', task), completed: (task) => fire('TaskCompleted', task) };
}

/**
 * Where `async` hooks' answers land when they finish: failures and `systemMessage` reported at once, `additionalContext`
 * kept for the model's next turn (Claude Code delivers it then). A hook still running when the run ends is killed with
 * the other leftover processes; what it would have said is lost, and the kill is named.
 */
export function asyncHookInbox(opts: HookAdapterOptions): { receive: (event: HookEventName, outcome: HookOutcome) => void; drain: () => { text: string }[] } {
  let pending: string[] = [];
  return {
    receive(event, outcome) {
      for (const failure of outcome.failures) opts.onFailure?.(failure, event);
      for (const text of outcome.systemMessages) opts.onSystemMessage?.(text, event);
      pending.push(...outcome.additionalContext.map((text) => `<system-reminder>\nAsync ${event} hook additional context: ${text}\n</system-reminder>`));
    },
    drain() {
      const out = pending.map((text) => ({ text }));
      pending = [];
      return out;
    },
  };
}
