import type { HookEventName, HookRunnerOptions } from './types.js';

/**
 * Events whose stdin has no `permission_mode`, as Claude Code sends them (observed headless, every event with an
 * occasion in the run: test/fixtures/claude-code-hook-stdin/2.1.197.json, and 2.1.332-scopes.json for FileChanged and
 * ConfigChange, test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd.json for CwdChanged).
 */
const NO_PERMISSION_MODE: ReadonlySet<HookEventName> = new Set<HookEventName>([
  'SessionStart',
  'SessionEnd',
  'InstructionsLoaded',
  'SubagentStart',
  'TaskCreated',
  'TaskCompleted',
  'Setup',
  'FileChanged',
  'ConfigChange',
  'CwdChanged',
]);

/**
 * Events whose stdin carries `effort: {level}` (the turn's model and effort): those fired inside the agent loop.
 * Observed from Claude Code 2.1.332 (test/fixtures/claude-code-hook-stdin/2.1.332-tools.json): SessionStart,
 * UserPromptSubmit, InstructionsLoaded, SubagentStart, TaskCreated, TaskCompleted and SessionEnd have none.
 */
const WITH_EFFORT: ReadonlySet<HookEventName> = new Set<HookEventName>([
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PostToolBatch',
  'Stop',
  'SubagentStop',
]);

/** Stop and SubagentStop also tell what is still running and scheduled. */
const WITH_BACKGROUND: ReadonlySet<HookEventName> = new Set<HookEventName>(['Stop', 'SubagentStop']);

/**
 * The event's stdin: the fields every event shares, then the event's own. `prompt_id` names the prompt the event
 * belongs to (the task, then each background notice that comes after the model ended its turn); events before it
 * (SessionStart, the memory loaded at start) have none, as in Claude Code.
 */
export function hookInput(event: HookEventName, payload: Record<string, unknown>, options: HookRunnerOptions): Record<string, unknown> {
  const common: Record<string, unknown> = {
    session_id: options.sessionId,
    transcript_path: options.transcriptPath,
    cwd: options.ports?.cwd?.() ?? options.cwd,
  };
  const beforePrompt =
    event === 'SessionStart' ||
    event === 'Setup' ||
    (event === 'InstructionsLoaded' && (payload['load_reason'] === 'session_start' || payload['load_reason'] === 'include'));
  const promptId = options.ports?.promptId ?? options.promptId;
  if (!beforePrompt && promptId !== undefined) common['prompt_id'] = promptId;
  if (!NO_PERMISSION_MODE.has(event)) common['permission_mode'] = options.permissionMode;
  // Claude Code's order: agent_id and agent_type (a subagent's, in the payload) come before effort; key order is no
  // part of JSON's meaning, so they stay in the payload.
  if (WITH_EFFORT.has(event) && options.effort !== undefined) common['effort'] = { level: options.effort };
  common['hook_event_name'] = event;
  const extra: Record<string, unknown> = {};
  if (WITH_BACKGROUND.has(event)) {
    extra['background_tasks'] = options.ports?.backgroundTasks?.() ?? [];
    extra['session_crons'] = options.ports?.sessionCrons?.() ?? [];
  }
  return { ...common, ...payload, ...extra };
}
