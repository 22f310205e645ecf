import type { FinalCheck } from '../agent/loop.js';
import type { SubmitNotices } from '../agent/turn-end.js';
import { notificationBody } from '../tools/background.js';
import type { AfterToolBatch } from '../agent/tool-batch.js';
import type { SubagentHookFields, SubagentHooks } from '../agent/subagent.js';
import type { PostToolHookResult, PreToolHookResult, ToolHooks } from '../tools/dispatch.js';
import { toolResponseOf } from './tool-response.js';
import type { CwdMove } from '../tools/shell-cwd.js';
import type { HookEventName, HookFailure, HookOutcome, HookPorts, HookRunner } from '../hooks/types.js';

export interface HookAdapterOptions {
  /** A hook timed out, crashed, exited with an error or printed bad JSON: for the log and the final report. */
  onFailure?: (failure: HookFailure, event: HookEventName) => void;
  /** A hook's `systemMessage`: for the user (log), never for the model. */
  onSystemMessage?: (text: string, event: HookEventName) => void;
  /**
   * A hook answered `"continue": false`. The adapter cannot end the run itself (dispatch has no
   * such outcome), so the caller aborts it with this reason.
   */
  onStopRequested?: (reason: string, event: HookEventName) => void;
  /** A person may answer a hook's `ask` or `defer` in a later run (src/session/checkpoint.ts): a defer then does not stop the run. */
  personAnswers?: boolean;
}

/** Hands an outcome's failures, system messages and stop request to the callbacks. */
export function reportHookOutcome(event: HookEventName, outcome: HookOutcome, opts: HookAdapterOptions): void {
  for (const failure of outcome.failures) opts.onFailure?.(failure, event);
  for (const text of outcome.systemMessages) opts.onSystemMessage?.(text, event);
  if (!outcome.continue) opts.onStopRequested?.(outcome.stopReason ?? `A ${event} hook asked to stop the run`, event);
}

/**
 * CwdChanged, as Claude Code 2.1.332 fires it after a Bash command moved the main thread's shell (`old_cwd`,
 * `new_cwd`; no matcher): awaited, so what its hooks write to CLAUDE_ENV_FILE reaches the next command. Its
 * `watchPaths` become FileChanged's watched files (as a FileChanged hook's do), where FileChanged hooks watch at all;
 * its `systemMessage` goes to the log.
 */
export function cwdChangedHooks(
  runner: HookRunner,
  opts: HookAdapterOptions,
  watch: { watchHookPaths(paths: string[]): Promise<void> } | undefined,
): (move: CwdMove) => Promise<void> {
  return async ({ oldCwd, newCwd }) => {
    if (!runner.has('CwdChanged')) return;
    const outcome = await runner.run('CwdChanged', { old_cwd: oldCwd, new_cwd: newCwd });
    reportHookOutcome('CwdChanged', outcome, opts);
    if (outcome.watchPaths) await watch?.watchHookPaths(outcome.watchPaths);
  };
}

/** Adapts the hook runner to dispatch's PreToolUse/PostToolUse points. */
export function toolHooksFrom(runner: HookRunner, opts: HookAdapterOptions = {}): ToolHooks {
  return {
    async pre({ toolName, toolInput, toolUseId }): Promise<PreToolHookResult> {
      if (!runner.has('PreToolUse', toolName)) return { additionalContext: [] };
      const outcome = await runner.run('PreToolUse', { tool_name: toolName, tool_input: toolInput, tool_use_id: toolUseId }, toolName);
      reportHookOutcome('PreToolUse', outcome, opts);
      const result: PreToolHookResult = { additionalContext: [...outcome.additionalContext] };
      // The runner already wrote Claude Code's texts: `PreToolUse:<Tool> hook error: [<cmd>]: <stderr>` for
      // exit 2, `PreToolUse:<Tool> hook error: <reason>` for a JSON deny.
      if (outcome.blocked) result.blockMessage = outcome.blockMessage ?? `PreToolUse:${toolName} hook error: Blocked by hook`;
      else if (outcome.permissionDecision === 'ask') {
        // Nobody can be asked in CI: an ask is a deny, with the hook's reason, listed among the denials.
        result.blockMessage = `PreToolUse:${toolName} hook error: ${outcome.permissionDecisionReason ?? 'the hook asked for a confirmation nobody can give in CI'}`;
      } else if (outcome.permissionDecision === 'defer') {
        // Headless, a deferred call cannot be resumed by anyone: the call does not run and the run ends, as Claude Code's -p does.
        const why = `A PreToolUse hook deferred the ${toolName} call${outcome.permissionDecisionReason ? `: ${outcome.permissionDecisionReason}` : ''}`;
        if (opts.personAnswers !== true) opts.onStopRequested?.(why, 'PreToolUse');
        result.blockMessage = `PreToolUse:${toolName} hook ${opts.personAnswers === true ? 'deferred the call to a person' : 'stopped the run'}: ${why}`;
      } else if (!outcome.continue) {
        // The run is being stopped: starting the tool now would only race the abort.
        result.blockMessage = `PreToolUse:${toolName} hook stopped the run: ${outcome.stopReason ?? 'continue: false'}`;
      }
      if (outcome.permissionDecision !== undefined) result.decision = outcome.permissionDecision;
      if (outcome.updatedInput !== undefined) result.updatedInput = outcome.updatedInput;
      return result;
    },

    async post({ toolName, toolInput, toolUseId, result, durationMs }): Promise<PostToolHookResult> {
      // Claude Code fires PostToolUseFailure instead of PostToolUse when the tool failed.
      const event: HookEventName = result.isError ? 'PostToolUseFailure' : 'PostToolUse';
      if (!runner.has(event, toolName)) return { additionalContext: [] };
      const payload: Record<string, unknown> = result.isError
        ? {
            tool_name: toolName,
            tool_input: toolInput,
            tool_use_id: toolUseId,
            error: result.content,
            is_interrupt: result.details?.['interrupted'] === true,
            duration_ms: durationMs,
          }
        : { tool_name: toolName, tool_input: toolInput, tool_use_id: toolUseId, tool_response: toolResponseOf(toolName, result), duration_ms: durationMs };
      const outcome = await runner.run(event, payload, toolName);
      reportHookOutcome(event, outcome, opts);
      const additionalContext = [...outcome.additionalContext];
      // The tool already ran: a block can only tell the model why the hook objects.
      if (outcome.blocked && outcome.blockMessage !== undefined) additionalContext.push(outcome.blockMessage);
      return { additionalContext };
    },

    async permissionRequest({ toolName, toolInput }) {
      if (!runner.has('PermissionRequest', toolName)) return {};
      const outcome = await runner.run('PermissionRequest', { tool_name: toolName, tool_input: toolInput }, toolName);
      reportHookOutcome('PermissionRequest', outcome, opts);
      const decision = outcome.blocked ? 'deny' : outcome.permissionDecision;
      if (decision !== 'allow' && decision !== 'deny') return {};
      const message = outcome.permissionDecisionReason ?? outcome.blockMessage;
      return {
        behavior: decision,
        ...(message !== undefined ? { message } : {}),
        ...(outcome.updatedInput !== undefined ? { updatedInput: outcome.updatedInput } : {}),
      };
    },
  };
}

/**
 * PostToolBatch hooks: after every call of a reply has its result, `tool_calls` as the model is sent them.
 * `additionalContext` reaches the next call; a block or `continue: false` stops the run, as Claude Code stops it
 * ("Execution stopped by PostToolBatch hook").
 */
export function postToolBatchFrom(runner: HookRunner, opts: HookAdapterOptions, fields: Partial<SubagentHookFields> = {}): { afterBatch?: AfterToolBatch } {
  if (!runner.has('PostToolBatch')) return {};
  const afterBatch: AfterToolBatch = async (calls) => {
    // Inside a subagent its agent_id and agent_type come first, as in Claude Code's stdin.
    const outcome = await runner.run('PostToolBatch', { ...fields, tool_calls: calls });
    reportHookOutcome('PostToolBatch', outcome, opts);
    if (outcome.blocked && outcome.continue) opts.onStopRequested?.(outcome.blockMessage ?? 'Execution stopped by PostToolBatch hook', 'PostToolBatch');
    return [...outcome.additionalContext];
  };
  return { afterBatch };
}

export interface StopCheckOptions extends HookAdapterOptions {
  /** Consecutive blocks accepted before the answer is taken anyway; default unlimited (max_turns bounds it). */
  maxRepeats?: number;
  /** `SubagentStop` for a subagent's loop. */
  event?: 'Stop' | 'SubagentStop';
  /** SubagentStop matchers take the agent type. */
  matchValue?: string;
  /** Extra stdin fields (`agent_id`, `agent_type`, … for SubagentStop). */
  payload?: Record<string, unknown>;
}

/** Stop (or SubagentStop) hooks as a loop FinalCheck: a block sends the model back with the hook's reason. */
export function stopCheckFrom(runner: HookRunner, opts: StopCheckOptions = {}): FinalCheck {
  const event = opts.event ?? 'Stop';
  const maxRepeats = opts.maxRepeats ?? Number.POSITIVE_INFINITY;
  // Claude Code's `stop_hook_active`: true while the agent is going on because a stop hook said so,
  // which lets a hook avoid blocking forever.
  let active = false;
  let repeats = 0;
  return async (finalText) => {
    if (!runner.has(event, opts.matchValue)) return { verdict: 'accept' };
    const outcome = await runner.run(event, { ...opts.payload, stop_hook_active: active, last_assistant_message: finalText }, opts.matchValue);
    reportHookOutcome(event, outcome, opts);
    if (outcome.continue && outcome.blocked) {
      if (repeats < maxRepeats) {
        repeats += 1;
        active = true;
        return { verdict: 'continue', message: outcome.stopFeedback ?? outcome.blockMessage ?? `${event} hook feedback:\nBlocked by hook` };
      }
      opts.onSystemMessage?.(`${event} hooks blocked ${repeats} times in a row; the answer was accepted anyway`, event);
    }
    active = false;
    repeats = 0;
    return { verdict: 'accept' };
  };
}

/**
 * Chains final checks (absent ones skipped): the first that does not accept decides; when all accept,
 * the last `structured` value wins. A check's `attempt` is how many times that check itself sent the
 * model back (what the loop passes a lone check), so a Stop hook's rounds do not use up the json_schema
 * check's retries. Recommended order: Stop hooks, then the json_schema check,
 * so the answer that ends the run is always the one the schema validated.
 */
export function combineFinalChecks(...checks: (FinalCheck | undefined)[]): FinalCheck | undefined {
  const present = checks.filter((c): c is FinalCheck => c !== undefined);
  if (present.length <= 1) return present[0];
  const sentBack = present.map(() => 0);
  return async (finalText) => {
    let structured: unknown;
    for (const [i, check] of present.entries()) {
      const verdict = await check(finalText, sentBack[i] ?? 0);
      if (verdict.verdict === 'continue') sentBack[i] = (sentBack[i] ?? 0) + 1;
      if (verdict.verdict !== 'accept') return verdict;
      if (verdict.structured !== undefined) structured = verdict.structured;
    }
    return structured !== undefined ? { verdict: 'accept', structured } : { verdict: 'accept' };
  };
}

/** SubagentStart and SubagentStop hooks as the subagent runtime's port. */
export function subagentHooksFrom(runner: HookRunner, opts: HookAdapterOptions, transcriptPath: string | undefined): SubagentHooks {
  return {
    async start(fields: SubagentHookFields): Promise<string[]> {
      if (!runner.has('SubagentStart', fields.agent_type)) return [];
      const outcome = await runner.run('SubagentStart', { ...fields }, fields.agent_type);
      reportHookOutcome('SubagentStart', outcome, opts);
      return outcome.additionalContext;
    },
    stopCheck: (fields: SubagentHookFields): FinalCheck =>
      stopCheckFrom(runner, {
        ...opts,
        event: 'SubagentStop',
        matchValue: fields.agent_type,
        payload: { ...fields, ...(transcriptPath !== undefined ? { agent_transcript_path: transcriptPath } : {}) },
      }),
    afterBatch: (fields: SubagentHookFields) => postToolBatchFrom(runner, opts, fields).afterBatch,
  };
}

/**
 * Background notices that arrive after the model ended its turn, as Claude Code 2.1.332 submits them headless: a new
 * prompt (a new `prompt_id` on the events that follow), whose UserPromptSubmit hooks get the bare `<task-notification>`
 * as `prompt`. Their output is context for the model, as for the task; a block keeps that notice from the model (logged).
 * A notice's text is data: a hook decides on it only what it may decide on any prompt.
 */
export function submitNoticesFrom(runner: HookRunner, opts: HookAdapterOptions, ports: HookPorts, newPromptId: () => string): SubmitNotices {
  return async (notices) => {
    ports.promptId = newPromptId();
    const send: typeof notices = [];
    const context: string[] = [];
    for (const notice of notices) {
      const outcome = runner.has('UserPromptSubmit') ? await runner.run('UserPromptSubmit', { prompt: notificationBody(notice.text) }) : undefined;
      if (outcome) reportHookOutcome('UserPromptSubmit', outcome, opts);
      if (outcome?.blocked) {
        opts.onSystemMessage?.(`A UserPromptSubmit hook kept a background notice from the model: ${outcome.blockMessage ?? 'blocked'}`, 'UserPromptSubmit');
        continue;
      }
      send.push(notice);
      context.push(...(outcome?.additionalContext ?? []));
    }
    return { send, context };
  };
}
