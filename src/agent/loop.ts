import type Anthropic from '@anthropic-ai/sdk';
import type { ModelRequest } from '../model/request-fields.js';
import type { RetryInfo } from '../model/turn.js';
import type { AnyTool } from '../tools/types.js';
import type { DispatchOutcome, ToolCall } from '../tools/dispatch.js';
import type { BackgroundNotice } from '../tools/background.js';
import { chargedCall, type RunBudget } from './budget.js';
import type { EventSink } from './events.js';
import type { ContextPort } from './context/port.js';
import type { ModelPort } from './model-port.js';
import type { LoopOutcome, ToolDenial } from './outcome.js';
import {
  buildRequest,
  cacheTtlOf,
  deferredToolList,
  replyText,
  toolParams,
  withDeferredToolList,
  type EffortChoice,
  type PromptCacheChoice,
  type ThinkingChoice,
} from './request.js';
import { keepsWrapUpTurn, paceReminder, withReminder, WRAP_UP_MIN_TOKENS, wrapUpRequest, wrapUpReserveUsd, type WrapUpReason } from './pacing.js';
import { stopRequestOf, subtypeOf, type StopCause, type StopPhase } from './stop.js';
import { runToolBatch, type AfterToolBatch } from './tool-batch.js';
import { replyRoom } from './turn-room.js';
import { emitNotices, turnEnds, withNotices, type FinalCheck, type SubmitNotices } from './turn-end.js';

export type { ModelPort } from './model-port.js';
export type { LoopOutcome } from './outcome.js';
export type { FinalCheck } from './turn-end.js';

export interface LoopOptions {
  model: string;
  system: Anthropic.TextBlockParam[];
  tools: readonly AnyTool[];
  messages: Anthropic.MessageParam[];
  maxTurns: number;
  maxOutputTokens: number;
  effort: EffortChoice | undefined;
  /** The settings' thinking (MAX_THINKING_TOKENS, alwaysThinkingEnabled: false), for the models that honour it. */
  thinking?: ThinkingChoice;
  /** The settings' prompt caching (DISABLE_PROMPT_CACHING…, ENABLE_PROMPT_CACHING_1H); absent: 5-minute breakpoints. */
  cache?: PromptCacheChoice;
  /** Set for a subagent: its messages are tagged with the Agent tool call that started it. */
  parentToolUseId: string | null;
}

export interface LoopDeps {
  model: ModelPort;
  /** The run's one budget: main loop, subagents and compaction all plan and charge their calls through it. */
  budget: RunBudget;
  /**
   * Model calls made so far by the whole run, subagents included: one max_turns covers them all.
   * `mainLoop` counts the main loop's alone (the result's num_turns, as the SDK defines it).
   */
  turns: { used: number; mainLoop?: number };
  dispatch: (call: ToolCall, signal: AbortSignal) => Promise<DispatchOutcome>;
  emit: EventSink;
  /** What ends the run's last answer (src/agent/turn-end.ts): a subagent's SubagentStop hooks, the runner's check, json_schema. */
  finalCheck?: FinalCheck;
  /** Main loop only: the Stop hooks, at each end of the model's turn, before background notices are waited for. */
  stopCheck?: FinalCheck;
  /** Main loop only: UserPromptSubmit for notices that arrive after the turn ended (each a new prompt, as in Claude Code). */
  submitNotices?: SubmitNotices;
  /** Aborted on timeout, cancellation or a hook's stop; its reason, a StopRequest, says which. */
  signal: AbortSignal;
  /** Manages what each call re-sends (src/agent/context/): stubs, compaction, stats. Absent: full history. */
  context?: ContextPort;
  /**
   * Notices that arrived since the last call (a background command's end, a Monitor's lines), each delivered once:
   * with the next user turn, as Claude Code delivers them; one waiting when the model ends its turn sends it back.
   */
  notices?: () => BackgroundNotice[];
  /** Main loop only: prompts the run's schedule fired (ScheduleWakeup, CronCreate), read at an end of the turn (turn-end.ts). */
  scheduled?: () => BackgroundNotice[];
  /**
   * Main loop only: when the model ends its turn with no notice waiting, a task whose end it will be told of (a
   * background agent, workflow or command) may still run; this settles when one ends, and the loop then sends its
   * notice, as Claude Code headless waits for it. Undefined: nothing to wait for.
   */
  untilNotice?: () => Promise<void> | undefined;
  /** Asked before each call: a new tool pool when it changed (an MCP server's tools/list_changed), else undefined. */
  refreshTools?: () => Promise<readonly AnyTool[] | undefined>;
  /** After each reply's tool calls (PostToolBatch hooks): context for the next call. */
  afterBatch?: AfterToolBatch;
  /** Read-only calls of one reply that run side by side at most (CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY). */
  maxParallelTools?: number;
  /**
   * The main loop's: aborted when the time kept for a timed-out run's wrap-up is over (the real `timeout_minutes`) or
   * the job is cancelled. Absent: a timeout ends the run without a wrap-up.
   */
  wrapUpSignal?: AbortSignal;
  /**
   * Main loop only: after a reply's tool calls, whether one of them waits for a person's answer (src/session/checkpoint.ts).
   * It is given the messages up to that reply and the results that would follow; true ends the loop with `needs_input`.
   */
  checkpoint?: (messages: readonly Anthropic.MessageParam[], results: Anthropic.ContentBlockParam[]) => boolean;
  /** Told the conversation as the loop ended: a subagent keeps it, so SendMessage can resume it (agent-directory.ts). */
  conversation?: (messages: readonly Anthropic.MessageParam[]) => void;
}

/** Below this many output tokens a reply is not worth paying for. */
const MIN_REPLY_TOKENS = 1024;

/** Think → act → observe, until a reply has no tool call or a limit ends the run. */
export async function runLoop(opts: LoopOptions, deps: LoopDeps): Promise<LoopOutcome> {
  let messages = withDeferredToolList([...opts.messages], opts.tools);
  // What the thread is offered; the request's definitions follow the conversation (tools ToolSearch has loaded).
  let offered = opts.tools;
  let readOnly = new Set(opts.tools.filter((tool) => tool.readOnly).map((tool) => tool.name));
  const denials: ToolDenial[] = [];
  let apiMs = 0;
  let stopReason: string | null = null;
  const turnEnd = turnEnds(deps);
  let lastText = '';
  const scope = opts.parentToolUseId === null ? 'main' : 'subagent';
  const end = (
    cause: StopCause,
    errors: string[],
    more: { result?: string; structured?: unknown; where?: StopPhase; apiErrorStatus?: number | null } = {},
  ): LoopOutcome => {
    deps.conversation?.(messages);
    return {
      cause,
      subtype: subtypeOf(cause),
      ...(more.where !== undefined ? { stoppedIn: more.where } : {}),
      ...(more.apiErrorStatus !== undefined ? { apiErrorStatus: more.apiErrorStatus } : {}),
      result: more.result,
      structured: more.structured,
      errors,
      stopReason,
      denials,
      apiMs,
    };
  };
  // A stop from outside: a hook's ends `success` with the last answer, as Claude Code reports it; a timeout's, after the
  // main loop's wrap-up in the time kept for it.
  /** The next request as it stands: the call the budget plans and a wrap-up sends. */
  const draftRequest = () =>
    buildRequest({
      model: opts.model,
      system: opts.system,
      tools: toolParams(offered, messages),
      messages,
      maxTokens: opts.maxOutputTokens,
      effort: opts.effort,
      ...(opts.thinking ? { thinking: opts.thinking } : {}),
      ...(opts.cache ? { cache: opts.cache } : {}),
    });
  const stopped = async (where: StopPhase): Promise<LoopOutcome> => {
    const stop = stopRequestOf(deps.signal);
    if (stop.kind === 'hook_stopped') return end('hook_stopped', [stop.message], { result: lastText || stop.message, where });
    const outcome = end(stop.kind, [stop.message], { where });
    const late = deps.wrapUpSignal;
    if (stop.kind !== 'timeout' || scope !== 'main' || !late || late.aborted) return outcome;
    const draft = draftRequest();
    return wrapUp('timeout', draft, outcome, late);
  };

  const main = scope === 'main';
  const atTurnLimit = (): LoopOutcome => end('max_turns', [`Reached maximum number of turns (${opts.maxTurns})`]);
  /** The last call of a stopped main loop, within what was kept for it: the model's own words on what is done and left. */
  const wrapUp = async (reason: WrapUpReason, draft: ModelRequest, stop: LoopOutcome, signal: AbortSignal = deps.signal): Promise<LoopOutcome> => {
    const request = wrapUpRequest(draft, reason);
    const plan = await deps.budget.plan({
      model: opts.model,
      request,
      wantedMaxTokens: request.max_tokens,
      minReplyTokens: WRAP_UP_MIN_TOKENS,
      port: deps.model,
      wrapUp: true,
      stop: signal,
    });
    if (!plan.ok || signal.aborted) return stop;
    const outcome = await chargedCall(deps.budget, opts.model, scope, plan, () => {
      deps.turns.used += 1;
      deps.turns.mainLoop = (deps.turns.mainLoop ?? 0) + 1;
      deps.emit({ kind: 'turn_start', turn: deps.turns.used, costUsd: deps.budget.spentUsd, reservedUsd: plan.worstCaseUsd, budgetUsd: deps.budget.maxUsd });
      return deps.model.stream(plan.request, signal, plan.beforeRetry);
    });
    apiMs += outcome.apiMs;
    if (!outcome.ok) return stop;
    for (const block of outcome.message.content) deps.emit({ kind: 'assistant', reply: outcome.message, block, parentToolUseId: null });
    const text = replyText(outcome.message).trim();
    return text ? { ...stop, result: text } : stop;
  };

  for (;;) {
    if (deps.signal.aborted) return await stopped('tools');
    if (deps.turns.used >= opts.maxTurns) return atTurnLimit();
    // The main loop's last turn is its wrap-up's (src/agent/pacing.ts).
    const lastTurn = main && keepsWrapUpTurn(opts.maxTurns) && deps.turns.used >= opts.maxTurns - 1;
    const reminder =
      main && !lastTurn
        ? paceReminder({
            maxTurns: opts.maxTurns,
            turnsUsed: deps.turns.used,
            budgetUsd: deps.budget.maxUsd,
            spentUsd: deps.budget.spentUsd,
            keptUsd: deps.budget.keptForWrapUpUsd,
          })
        : undefined;
    if (reminder) {
      messages = withReminder(messages, reminder);
      deps.emit({
        kind: 'log',
        level: 'info',
        text: `Pacing: ${reminder
          .replace(/<\/?system-reminder>/g, '')
          .trim()
          .replace(/\n/g, ' ')}`,
      });
    }

    const fresh = await deps.refreshTools?.();
    if (fresh) {
      // Deferred tools a server added since are announced as the first list was, with the next call.
      const added = fresh.filter((tool) => tool.deferred && !offered.some((old) => old.deferred && old.name === tool.name)).map((tool) => tool.name);
      if (added.length > 0) messages = withReminder(messages, deferredToolList(added));
      offered = fresh;
      readOnly = new Set(fresh.filter((tool) => tool.readOnly).map((tool) => tool.name));
    }
    const notices = deps.notices?.() ?? [];
    if (notices.length > 0) messages = withNotices(messages, notices);
    emitNotices(notices, deps.emit);
    if (deps.context) {
      messages = await deps.context.beforeCall({
        messages,
        model: opts.model,
        system: opts.system,
        tools: toolParams(offered, messages),
        maxOutputTokens: opts.maxOutputTokens,
        effort: opts.effort,
        ...(opts.thinking ? { thinking: opts.thinking } : {}),
        ...(opts.cache ? { cache: opts.cache } : {}),
        port: deps.model,
        budget: deps.budget,
        emit: deps.emit,
        parentToolUseId: opts.parentToolUseId,
        signal: deps.signal,
      });
    }
    const draft = draftRequest();
    if (lastTurn) return wrapUp('max_turns', draft, atTurnLimit());
    if (main)
      deps.budget.keepForWrapUp(
        wrapUpReserveUsd(deps.model.estimateInputTokens(draft), deps.budget.priceOf(opts.model), deps.budget.maxUsd, cacheTtlOf(draft)),
      );
    const plan = await deps.budget.plan({
      model: opts.model,
      request: draft,
      wantedMaxTokens: opts.maxOutputTokens,
      minReplyTokens: MIN_REPLY_TOKENS,
      port: deps.model,
      stop: deps.signal,
    });
    if (!plan.ok) {
      const stop = end('budget', [
        `Reached maximum budget ($${deps.budget.maxUsd}): spent $${deps.budget.spentUsd.toFixed(4)}, and the next call could cost up to $${plan.worstCaseUsd.toFixed(4)}`,
      ]);
      return main ? wrapUp('budget', draft, stop) : stop;
    }

    const onRetry = (info: RetryInfo): void => deps.emit({ kind: 'api_retry', retry: info });
    // From here on the call holds its room in the budget: whatever throws, chargedCall releases it.
    const outcome = await chargedCall(
      deps.budget,
      opts.model,
      scope,
      plan,
      () => {
        deps.turns.used += 1;
        if (scope === 'main') deps.turns.mainLoop = (deps.turns.mainLoop ?? 0) + 1;
        deps.emit({ kind: 'turn_start', turn: deps.turns.used, costUsd: deps.budget.spentUsd, reservedUsd: plan.worstCaseUsd, budgetUsd: deps.budget.maxUsd });
        return deps.model.stream(plan.request, deps.signal, plan.beforeRetry, onRetry);
      },
      opts.parentToolUseId,
    );
    apiMs += outcome.apiMs;
    if (!outcome.ok) {
      if (deps.signal.aborted) return await stopped('model_call');
      return end('api_error', [outcome.error], { result: `API Error: ${outcome.error}`, where: 'model_call', apiErrorStatus: outcome.status ?? null });
    }
    const reply = outcome.message;
    deps.context?.afterCall(plan.request, reply);
    stopReason = reply.stop_reason;
    for (const block of reply.content) deps.emit({ kind: 'assistant', reply, block, parentToolUseId: opts.parentToolUseId });
    lastText = replyText(reply) || lastText;
    messages.push({ role: 'assistant', content: reply.content });
    const toolUses = reply.content.filter((block): block is Anthropic.ToolUseBlock => block.type === 'tool_use');

    switch (reply.stop_reason) {
      case 'tool_use':
      case 'max_tokens': {
        if (toolUses.length === 0) {
          // Cut off mid-answer: ask for the rest; the turn and budget limits bound this.
          messages.push({ role: 'user', content: 'Your reply was cut off at the output token limit. Continue from where you stopped, more concisely.' });
          continue;
        }
        const truncated = reply.stop_reason === 'max_tokens' ? toolUses.at(-1)?.id : undefined;
        const batch = await runToolBatch(toolUses, {
          dispatch: deps.dispatch,
          isReadOnly: (name) => readOnly.has(name),
          emit: deps.emit,
          signal: deps.signal,
          truncatedId: truncated,
          parentToolUseId: opts.parentToolUseId,
          room: replyRoom(deps.budget.priceOf(opts.model).contextWindow, plan.request, reply, deps.model, deps.signal),
          ...(deps.afterBatch ? { afterBatch: deps.afterBatch } : {}),
          ...(deps.maxParallelTools !== undefined ? { maxParallel: deps.maxParallelTools } : {}),
        });
        denials.push(...batch.denials);
        if (deps.checkpoint?.(messages, batch.content)) return end('needs_input', [], { result: lastText || "Waiting for a person's answer." });
        messages.push({ role: 'user', content: batch.content });
        continue;
      }
      case 'pause_turn':
        // A server-side tool paused a long turn: sending the reply back as it is lets the model resume.
        continue;
      case 'end_turn':
      case 'stop_sequence':
      case null: {
        const text = replyText(reply);
        const after = await turnEnd(text, messages, deps.turns.used < opts.maxTurns);
        if (after.next === 'send') {
          messages = after.messages;
          continue;
        }
        if (after.next === 'fail') return end(after.cause, [after.error]);
        if (after.next === 'stopped') return await stopped('tools');
        return end('completed', [], { result: text, structured: after.structured });
      }
      case 'refusal':
        return end('refusal', ['The model declined to continue (stop_reason: refusal)'], { result: replyText(reply) || undefined });
      case 'model_context_window_exceeded':
        return end('context_window', ["The conversation no longer fits the model's context window (stop_reason: model_context_window_exceeded)"]);
      default: {
        const unknown: never = reply.stop_reason;
        return end('error', [`The model stopped for an unknown reason: ${String(unknown)}`]);
      }
    }
  }
}
