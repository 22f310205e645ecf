/**
 * What happens when the model ends its turn (a reply with no tool call), as Claude Code 2.1.332 does it headless
 * (test/fixtures/claude-code-hook-stdin/2.1.332-stop-sequence.json): the Stop hooks fire at once, background work
 * still running; a block sends the model back. When they let it stop and a background task it will be told of still
 * runs (an agent, a workflow, a `run_in_background` command), the loop waits for its notice, which is a new prompt:
 * UserPromptSubmit hooks see it, the model answers it, and Stop fires again. Only the run's last answer meets the final
 * checks (the runner's check, json_schema), so the answer that ends the run is the one they accepted.
 */
import type Anthropic from '@anthropic-ai/sdk';
import type { BackgroundNotice } from '../tools/background.js';
import type { EventSink } from './events.js';
import type { StopCause } from './stop.js';

/** A check of the model's final answer: accept it, send the model back with a message, or fail the run. */
export type FinalCheck = (
  finalText: string,
  attempt: number,
) => Promise<
  | { verdict: 'accept'; structured?: unknown }
  /** `message`: the user message that sends the model back; a list is one text block each. */
  | { verdict: 'continue'; message: string | string[] }
  | { verdict: 'fail'; cause: Extract<StopCause, 'structured_output' | 'check_failed'>; error: string }
>;

/** Notices that arrive after the turn ended, submitted as a prompt: the ones to send and the hooks' context. */
export type SubmitNotices = (notices: BackgroundNotice[]) => Promise<{ send: BackgroundNotice[]; context: string[] }>;

export interface TurnEndPorts {
  /**
   * The Stop hooks, at each end of the model's turn, before any notice is waited for. Absent (a subagent's loop):
   * its SubagentStop hooks are part of `finalCheck`.
   */
  stopCheck?: FinalCheck;
  /** What ends the run's last answer (for a subagent, its SubagentStop hooks too); a block sends the model back. */
  finalCheck?: FinalCheck;
  /** Notices that arrived and were not yet delivered, each delivered once. */
  notices?: () => BackgroundNotice[];
  /**
   * Prompts a schedule fired (ScheduleWakeup, CronCreate): read only at an end of the turn, never beside a tool result,
   * as 2.1.332 fires them only while the session is idle.
   */
  scheduled?: () => BackgroundNotice[];
  /** Settles when a background task the model will be told of ends (or a scheduled prompt is due); undefined when none runs. */
  untilNotice?: () => Promise<void> | undefined;
  /** UserPromptSubmit for notices that come as a new prompt. Absent: each is sent as it is. */
  submitNotices?: SubmitNotices;
  emit: EventSink;
  signal: AbortSignal;
}

export type TurnEnd =
  | { next: 'send'; messages: Anthropic.MessageParam[] }
  | { next: 'end'; structured?: unknown }
  /** The run was stopped (its timeout, a cancel) while it waited for work that could still tell it something. */
  | { next: 'stopped' }
  | { next: 'fail'; cause: Extract<StopCause, 'structured_output' | 'check_failed'>; error: string };

/**
 * The notices added to the user message that goes next: inside its last tool result, after the result's text, as
 * Claude Code places them; as text blocks when that message has no tool result (a task or a final-answer follow-up).
 */
export function withNotices(messages: Anthropic.MessageParam[], notices: BackgroundNotice[], context: string[] = []): Anthropic.MessageParam[] {
  const texts = notices.map(({ text }) => text);
  const told = notices.flatMap((notice) => [...(notice.toolsUsed && notice.toolsUsed.length > 0 ? [toolsUsedReminder(notice.toolsUsed)] : []), notice.text]);
  const blocks: Anthropic.TextBlockParam[] = [...told, ...context.map((text) => `<system-reminder>\n${text}\n</system-reminder>`)].map((text) => ({
    type: 'text',
    text,
  }));
  const last = messages.at(-1);
  if (!last || last.role !== 'user') return [...messages, { role: 'user', content: blocks }];
  const content: Anthropic.ContentBlockParam[] = typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : [...last.content];
  const at = content.findLastIndex((b) => b.type === 'tool_result');
  const result = content[at];
  // A ToolSearch result holds only its tool_reference blocks (the API takes nothing else beside them): notices follow it.
  const references = result?.type === 'tool_result' && Array.isArray(result.content) && result.content.some((b) => b.type === 'tool_reference');
  if (result?.type !== 'tool_result' || references) return [...messages.slice(0, -1), { role: 'user', content: [...content, ...blocks] }];
  const inner = result.content;
  content[at] = {
    ...result,
    content: inner === undefined || typeof inner === 'string' ? [inner ?? '', ...texts].join('\n\n') : [...inner, ...blocks],
  };
  return [...messages.slice(0, -1), { role: 'user', content }];
}

/** A tool name the reminder shows as it is; another (an odd MCP name) as 2.1.332 shows it. */
const READABLE_TOOL = /^[A-Za-z0-9_.:-]{1,256}$/;

/**
 * 2.1.332's reminder before an agent's or a workflow's notice when it comes as its own message: the tools its agents
 * called, by name, once each, in order.
 */
export function toolsUsedReminder(tools: readonly string[]): string {
  const names = [...new Set(tools)].sort().map((name) => (READABLE_TOOL.test(name) ? name : 'unreadable-tools-used-before-summary'));
  return `<system-reminder>\n<tools-used-before-summary>${names.join(', ')}</tools-used-before-summary>\n</system-reminder>\n`;
}

/** A task's end as the transcript's system/task_notification line; a Monitor's lines as a log line. */
export function emitNotices(notices: BackgroundNotice[], emit: EventSink): void {
  for (const notice of notices) {
    if (notice.ended) emit({ kind: 'task_notification', ...notice.ended });
    else emit({ kind: 'log', level: 'info', text: `Notice for the model: ${notice.text}` });
  }
}

/** Settles when `pending` does or the run is stopped (its timeout, a cancel): a wait never outlasts the signal. */
function untilOrStopped(pending: Promise<void>, signal: AbortSignal): Promise<void> {
  return Promise.race([
    pending,
    new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }))),
  ]);
}

/**
 * One loop's ends of turn. Each check counts its own rounds (`attempt`): a Stop hook's blocks do not use up the
 * json_schema check's retries.
 */
export function turnEnds(ports: TurnEndPorts): (text: string, messages: Anthropic.MessageParam[], turnLeft: boolean) => Promise<TurnEnd> {
  let stopRounds = 0;
  let finalRounds = 0;
  /** Notices that arrived with another at an end of turn, each submitted at a later one. */
  const held: BackgroundNotice[] = [];
  const sentBack = (messages: Anthropic.MessageParam[], message: string | string[]): TurnEnd => ({
    next: 'send',
    messages: [...messages, { role: 'user', content: typeof message === 'string' ? message : message.map((text) => ({ type: 'text' as const, text })) }],
  });
  return async (text, messages, turnLeft) => {
    if (ports.stopCheck) {
      const stop = await ports.stopCheck(text, stopRounds);
      if (stop.verdict === 'continue') {
        stopRounds += 1;
        return sentBack(messages, stop.message);
      }
      if (stop.verdict === 'fail') return { next: 'fail', cause: stop.cause, error: stop.error };
    }
    for (;;) {
      const arrived = (): BackgroundNotice[] => [...(ports.notices?.() ?? []), ...(ports.scheduled?.() ?? [])];
      let waiting = [...held.splice(0), ...arrived()];
      // Waited for only while a turn is left to read it.
      const pending = waiting.length === 0 && turnLeft ? ports.untilNotice?.() : undefined;
      if (pending) {
        await untilOrStopped(pending, ports.signal);
        // Its answer is not the run's end: the work it waited for (a background agent's turns too) was cut short.
        if (ports.signal.aborted) return { next: 'stopped' };
        waiting = arrived();
      }
      const [notice, ...rest] = waiting;
      if (notice === undefined) break;
      // One notice a prompt, as 2.1.332 submits tasks that ended together: the others wait for the next end of turn.
      held.push(...rest);
      emitNotices([notice], ports.emit);
      // A notice a UserPromptSubmit hook refused is not sent: the model's answer stands, unless another comes.
      const submitted = ports.submitNotices ? await ports.submitNotices([notice]) : { send: [notice], context: [] };
      if (submitted.send.length > 0) return { next: 'send', messages: withNotices(messages, submitted.send, submitted.context) };
    }
    if (!ports.finalCheck) return { next: 'end' };
    const check = await ports.finalCheck(text, finalRounds);
    if (check.verdict === 'continue') {
      finalRounds += 1;
      return sentBack(messages, check.message);
    }
    if (check.verdict === 'fail') return { next: 'fail', cause: check.cause, error: check.error };
    return check.structured !== undefined ? { next: 'end', structured: check.structured } : { next: 'end' };
  };
}
