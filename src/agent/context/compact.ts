import type Anthropic from '@anthropic-ai/sdk';
import type { ModelRequest } from '../../model/request-fields.js';
import { chargedCall } from '../budget.js';
import { buildRequest, replyText } from '../request.js';
import { blocksOf, type Block } from './history.js';
import type { ContextCall } from './port.js';

/** Marks the summarization request (the scripted bench model answers it with a summary). */
export const COMPACT_MARKER = '<compact-request>';

export const COMPACT_PROMPT = `${COMPACT_MARKER}
Stop working on the task for a moment. The conversation so far is about to be replaced by your summary of it:
the work continues from the original task, your summary and the latest exchange only, and anything the summary
leaves out is lost. Do not call any tools. Reply with the summary only, under these headings:

1. Task: the request and every requirement and constraint, quoted where the wording matters.
2. Decisions: what was decided and why, including approaches ruled out and why.
3. Files touched: each file read, created or changed, what changed, and what matters in it (names, line numbers).
4. Facts found: findings about the code, commands that work, build and test results, errors and their causes.
5. Open questions: what is still unresolved or uncertain.
6. Next step: the exact next action (file paths, commands) to continue the work in progress.

Be complete but brief: quote identifiers, paths, commands and error messages exactly.`;

export interface CompactArgs {
  call: ContextCall;
  /** The first user message of the run, kept verbatim. */
  originalTask: Anthropic.MessageParam;
  summaryMaxTokens: number;
  /** Extra instructions (PreCompact hooks may give some). */
  instructions?: string;
}

export type CompactResult =
  | {
      ok: true;
      messages: Anthropic.MessageParam[];
      summary: string;
      request: ModelRequest;
      usage: Anthropic.Usage;
    }
  | { ok: false; reason: string; request?: ModelRequest; usage?: Anthropic.Usage };

/** Where the last turn starts: the last assistant message followed by the last user message. */
export function lastTurn(messages: readonly Anthropic.MessageParam[]): Anthropic.MessageParam[] | undefined {
  const n = messages.length;
  const user = messages[n - 1];
  const assistant = messages[n - 2];
  if (n < 5 || user?.role !== 'user' || assistant?.role !== 'assistant') return undefined;
  return [assistant, user];
}

/** The first message after compaction: the original task, then the summary. */
export function continuationMessage(originalTask: Anthropic.MessageParam, summary: string): Anthropic.MessageParam {
  const text =
    'This session continues an earlier conversation that was compacted to save room. Summary of the earlier part:\n\n' +
    `<summary>\n${summary.trim()}\n</summary>\n\n` +
    'The latest exchange follows verbatim. Continue from the next step in the summary; do not redo finished work. ' +
    'File contents shown before compaction are gone: read a file again if you need its text.';
  const task: Block[] = blocksOf(originalTask).filter((b) => b.type !== 'tool_result');
  return { role: 'user', content: [...task, { type: 'text', text }] };
}

/**
 * One summarization call through the same ModelPort, planned against the budget like any call.
 * The request repeats the tools, system and history as the next turn would send them (so their
 * cached prefix is read, not rewritten), then asks for the summary in one more user message.
 * The history becomes [task + summary, last assistant message, last user message]; tool_use /
 * tool_result pairing holds because the last turn is kept whole.
 */
export async function compactHistory(args: CompactArgs): Promise<CompactResult> {
  const { call } = args;
  const keep = lastTurn(call.messages);
  if (!keep) return { ok: false, reason: 'nothing to compact before the last turn' };
  const maxTokens = Math.max(1, Math.min(args.summaryMaxTokens, call.maxOutputTokens));
  const draft = buildRequest({
    model: call.model,
    system: call.system,
    tools: call.tools,
    messages: call.messages,
    maxTokens,
    effort: call.effort,
    ...(call.thinking ? { thinking: call.thinking } : {}),
    ...(call.cache ? { cache: call.cache } : {}),
  });
  const prompt = args.instructions ? `${COMPACT_PROMPT}\n\nAlso: ${args.instructions}` : COMPACT_PROMPT;
  const request: ModelRequest = {
    ...draft,
    messages: [...draft.messages, { role: 'user', content: [{ type: 'text', text: prompt }] }],
  };
  // The same budget check and pricing rule as every call of the loop.
  const plan = await call.budget.plan({
    model: call.model,
    request,
    wantedMaxTokens: maxTokens,
    minReplyTokens: Math.min(1024, maxTokens),
    port: call.port,
    stop: call.signal,
  });
  if (!plan.ok) return { ok: false, reason: `the budget cannot cover a summarization call (up to $${plan.worstCaseUsd.toFixed(4)})`, request };
  const sent = plan.request;
  const outcome = await chargedCall(
    call.budget,
    call.model,
    'compaction',
    plan,
    () => call.port.stream(sent, call.signal, plan.beforeRetry),
    call.parentToolUseId,
  );
  if (!outcome.ok) return { ok: false, reason: `the summarization call failed: ${outcome.error}`, request: sent };
  const reply = outcome.message;
  const summary = replyText(reply);
  if (summary === '') return { ok: false, reason: 'the summarization call returned no text', request: sent, usage: reply.usage };
  return {
    ok: true,
    messages: [continuationMessage(args.originalTask, summary), ...keep],
    summary,
    request: sent,
    usage: reply.usage,
  };
}
