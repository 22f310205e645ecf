import type Anthropic from '@anthropic-ai/sdk';
import type { DispatchOutcome, ToolCall } from '../tools/dispatch.js';
import type { ContextRoom, ToolResultBlock } from '../tools/types.js';
import type { EventSink } from './events.js';
import type { ToolDenial } from './outcome.js';

export interface ToolBatchDeps {
  dispatch: (call: ToolCall, signal: AbortSignal) => Promise<DispatchOutcome>;
  /** What the reply's results may still take in the conversation, shared by its calls (Read's limits). */
  room?: ContextRoom;
  /** Tells whether a tool only reads: those of one turn may run side by side. */
  isReadOnly?: (name: string) => boolean;
  emit: EventSink;
  signal: AbortSignal;
  /** The tool call cut off by max_tokens: its input is incomplete, so it must not run. */
  truncatedId: string | undefined;
  parentToolUseId: string | null;
  /** After every call of the reply has its result (Claude Code's PostToolBatch): text for the model, as system reminders. */
  afterBatch?: AfterToolBatch;
  /** Read-only calls that run side by side at most (CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY); default and ceiling 10. */
  maxParallel?: number;
}

/** One call of a reply with what the model is sent for it (Claude Code's PostToolBatch `tool_calls` entry). */
export interface BatchCall {
  tool_name: string;
  tool_input: unknown;
  tool_use_id: string;
  tool_response: Anthropic.ToolResultBlockParam['content'];
}

export type AfterToolBatch = (calls: BatchCall[]) => Promise<string[]>;

export interface ToolBatchResult {
  /** The next user message: one tool_result per tool_use, in order, then any extra context. */
  content: Anthropic.ContentBlockParam[];
  denials: ToolDenial[];
}

/** Read-only calls of one reply that run side by side at most (Claude Code's default tool concurrency, and its ceiling). */
const MAX_PARALLEL_TOOLS = 10;
/**
 * Subagents of one reply that run side by side at most: each makes model calls of its own, so a reply
 * starting many would hold the budget's room (and the API's rate limit) all at once.
 */
const MAX_PARALLEL_SUBAGENTS = 4;
/** The delegation tool and its older name (src/agent/agent-tool.ts; imported from there it would make a cycle). */
const SUBAGENT_TOOLS = new Set(['Agent', 'Task']);

/** At most `max` of the functions given run at once; a finished one hands its slot to the next waiting. */
export function slots(max: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (fn) => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * Runs one reply's tool calls. Consecutive read-only calls run concurrently; a mutating call runs
 * alone, in the order the model wrote it. Every tool_use gets exactly one tool_result (the API
 * rejects orphans), even when the run is being stopped.
 */
export async function runToolBatch(toolUses: Anthropic.ToolUseBlock[], deps: ToolBatchDeps): Promise<ToolBatchResult> {
  const outcomes = new Map<string, DispatchOutcome & { ran: boolean }>();
  const durations = new Map<string, number>();
  const run = async (use: Anthropic.ToolUseBlock): Promise<void> => {
    const started = performance.now();
    const outcome = await runOne(use, deps);
    outcomes.set(use.id, outcome);
    durations.set(use.id, outcome.ran ? Math.round(performance.now() - started) : 0);
  };
  let group: Anthropic.ToolUseBlock[] = [];
  const flush = async (): Promise<void> => {
    // One reply may start many calls at once: each runs when a slot is free, a subagent also needing one of its own.
    const toolSlot = slots(Math.min(Math.max(1, deps.maxParallel ?? MAX_PARALLEL_TOOLS), MAX_PARALLEL_TOOLS));
    const agentSlot = slots(MAX_PARALLEL_SUBAGENTS);
    await Promise.all(group.map((use) => (SUBAGENT_TOOLS.has(use.name) ? agentSlot(() => toolSlot(() => run(use))) : toolSlot(() => run(use)))));
    group = [];
  };
  for (const use of toolUses) {
    if (deps.isReadOnly?.(use.name) === true) {
      group.push(use);
      continue;
    }
    await flush();
    await run(use);
  }
  await flush();

  const content: Anthropic.ContentBlockParam[] = [];
  const extra: string[] = [];
  const attachments: Anthropic.TextBlockParam[] = [];
  const denials: ToolDenial[] = [];
  for (const use of toolUses) {
    const outcome = outcomes.get(use.id);
    if (!outcome) continue;
    const block: Anthropic.ToolResultBlockParam = {
      type: 'tool_result',
      tool_use_id: use.id,
      content: resultContent(outcome.result),
      ...(outcome.result.isError ? { is_error: true } : {}),
    };
    content.push(block);
    const attached = outcome.result.attachments ?? [];
    deps.emit({
      kind: 'tool_end',
      name: use.name,
      toolUseId: use.id,
      parentToolUseId: deps.parentToolUseId,
      isError: outcome.result.isError,
      content: outcome.result.content,
      ...(outcome.result.blocks ? { blocks: outcome.result.blocks } : {}),
      attachments: attached,
      ...(outcome.result.details ? { details: outcome.result.details } : {}),
      denied: outcome.denial !== undefined,
      ...(outcome.denial ? { refusal: { decisionType: outcome.denial.decisionType, message: outcome.denial.message } } : {}),
      durationMs: durations.get(use.id) ?? 0,
    });
    extra.push(...outcome.extraContext);
    attachments.push(...attached.map((text): Anthropic.TextBlockParam => ({ type: 'text', text })));
    if (outcome.denial) {
      denials.push({
        toolName: use.name,
        toolUseId: use.id,
        input: outcome.input,
        // For people (the comment, the result): the words without the tags the model reads them in.
        reason: outcome.denial.message.replace(/^<tool_use_error>([\s\S]*)<\/tool_use_error>$/, '$1'),
        ...(outcome.denial.suggestedRule !== undefined ? { suggestedRule: outcome.denial.suggestedRule } : {}),
      });
    }
  }
  content.push(...attachments);
  if (deps.afterBatch) {
    const results = new Map(content.flatMap((b) => (b.type === 'tool_result' ? [[b.tool_use_id, b.content] as const] : [])));
    // The input as the tool took it (defaults filled in, a hook's rewrite), as Claude Code's tool_calls carry it.
    const calls = toolUses.map((use) => ({
      tool_name: use.name,
      tool_input: outcomes.get(use.id)?.input ?? use.input,
      tool_use_id: use.id,
      tool_response: results.get(use.id) ?? '',
    }));
    extra.push(...(await deps.afterBatch(calls)));
  }
  for (const text of extra) content.push({ type: 'text', text: `<system-reminder>\n${text}\n</system-reminder>` });
  return { content, denials };
}

async function runOne(use: Anthropic.ToolUseBlock, deps: ToolBatchDeps): Promise<DispatchOutcome & { ran: boolean }> {
  if (use.id === deps.truncatedId) {
    return {
      ran: false,
      result: {
        content:
          'This tool call was cut off at the output token limit before its input was complete, so it did not run. Call it again with a smaller input (for a large file, write it in parts).',
        isError: true,
      },
      input: use.input,
      extraContext: [],
    };
  }
  if (deps.signal.aborted) {
    return { ran: false, result: { content: 'Not run: the run is stopping.', isError: true }, input: use.input, extraContext: [] };
  }
  deps.emit({ kind: 'tool_start', name: use.name, toolUseId: use.id, input: use.input, parentToolUseId: deps.parentToolUseId });
  return { ...(await deps.dispatch({ id: use.id, name: use.name, input: use.input, ...(deps.room ? { room: deps.room } : {}) }, deps.signal)), ran: true };
}

/**
 * A tool_result's content: the text alone, or the text then the blocks the tool returned (images, documents, text
 * between them); the blocks alone when the tool gives its text as blocks (no empty text block: the API refuses one).
 */
export function resultContent(result: { content: string; blocks?: readonly ToolResultBlock[] }): Anthropic.ToolResultBlockParam['content'] {
  if (!result.blocks || result.blocks.length === 0) return result.content;
  return result.content === '' ? [...result.blocks] : [{ type: 'text', text: result.content }, ...result.blocks];
}
