import type Anthropic from '@anthropic-ai/sdk';
import type { ModelRequest } from '../../model/request-fields.js';
import type { AnyTool, Workspace } from '../../tools/types.js';
import { compactHistory } from './compact.js';
import { ReadTracker, pointerTarget, withContextTools } from './dedupe.js';
import { approxTokens, resultText } from './history.js';
import type { ContextCall, ContextPort } from './port.js';
import { ContextStatsCollector, type ContextStats } from './stats.js';
import { isStub, stubStaleResults, type StubOutcome } from './stub.js';

export interface PreCompactInfo {
  trigger: 'auto';
  /** The estimated window that triggered compaction. */
  preTokens: number;
}

/** The context manager's thresholds, tunable where a caller needs other than the defaults (the bench, tests). */
export type ContextTuning = Omit<ContextOptions, 'workspace' | 'preCompact' | 'postCompact'>;

export interface ContextOptions {
  /** The tools' workspace: Read dedupe resolves paths like the tools do. */
  workspace: Workspace;
  /** Tool results of the last this-many turns are never stubbed. Default 3. */
  keepTurns?: number;
  /**
   * A Read result whose file is unchanged stays this many turns after its last use (the Read, or a
   * dedupe pointer to it): a re-read then costs a pointer, not the file again. Default 10.
   */
  keepReadTurns?: number;
  /** Results shorter than this are never stubbed. Default 1,000 characters. */
  stubMinChars?: number;
  /** Stale results are stubbed in one batch once they add up to this many (estimated) tokens. Default 20,000; Infinity never. */
  stubBatchTokens?: number;
  /**
   * …and only when they are at least this share of the history the batch makes the next call re-send
   * uncached (from the first stubbed result to the end). Default 0.3; 0 drops the condition.
   */
  stubMinShare?: number;
  /**
   * …and only once the window passes this many tokens. Stubbing changes the cached prefix, so the
   * next call re-writes the cache after the first stub (1.25× input) instead of reading it (0.1×):
   * on a small window that costs more than it saves. With cache reads at 0.05–0.1× of input, removing
   * even half of the re-sent suffix pays back only after 25–50 more calls, so stubbing is a pressure
   * valve: the cheap first resort when the window reaches compactAtTokens (the default), with
   * compaction only when stubbing was not enough.
   */
  stubAtTokens?: number;
  /**
   * The window may pass stubAtTokens up to this while a stub batch has not paid for itself yet (rent or buy). A
   * batch re-writes the cache from its first stub to the end, which costs `stubRewriteInReads` reads of that
   * suffix, and saves a read of what it elides on every later call: it waits until the reads paid for those
   * results since the window passed stubAtTokens reach that cost (never more than twice the cheaper choice in
   * hindsight; a task that ends first never pays the re-write), and compaction waits with it. At the ceiling it
   * stubs as before. Default stubAtTokens: never deferred.
   */
  stubCeilingTokens?: number;
  /** A token of cached prefix re-written, in reads of it: (cache write − cache read) / cache read. Default 11.5 (1.25× and 0.1× of input). */
  stubRewriteInReads?: number;
  /** Compact when the estimated window passes this. Default 120,000; Infinity never. */
  compactAtTokens?: number;
  /** max_tokens of the summarization call (capped by the run's max output tokens). Default 8,192. */
  summaryMaxTokens?: number;
  /** Runs before each compaction (PreCompact hooks); may add instructions for the summary. */
  preCompact?: (info: PreCompactInfo) => Promise<void | { instructions?: string }>;
  /** Runs after each compaction (PostCompact hooks), with the summary the conversation now starts from. */
  postCompact?: (info: { trigger: 'auto'; summary: string }) => Promise<void>;
  /** Answer repeated Reads of unchanged files with a pointer (needs the tools wrapped by `wrapTools`). Default true. */
  dedupeReads?: boolean;
}

export const CONTEXT_DEFAULTS = {
  keepTurns: 3,
  keepReadTurns: 10,
  stubMinChars: 1_000,
  stubBatchTokens: 20_000,
  stubMinShare: 0.3,
  compactAtTokens: 120_000,
  summaryMaxTokens: 8_192,
} as const;

/** (1.25 − 0.1) / 0.1: a 5-minute cache write and a cache read, as multiples of the input price, for most models. */
const DEFAULT_REWRITE_IN_READS = 11.5;

/** Turns that must pass between two compactions, so a huge last turn cannot make every call compact. */
const MIN_TURNS_BETWEEN_COMPACTIONS = 2;
/** Failed summarization calls (not budget refusals) tolerated before compaction is switched off. */
const MAX_COMPACT_FAILURES = 2;

const allInput = (u: Anthropic.Usage): number => u.input_tokens + (u.cache_read_input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0);

/** Ids of the tool results still intact (not stubbed) in the history. */
function intactResultIds(messages: readonly Anthropic.MessageParam[]): Set<string> {
  const ids = new Set<string>();
  for (const m of messages) {
    if (m.role !== 'user' || typeof m.content === 'string') continue;
    for (const b of m.content) if (b.type === 'tool_result' && !isStub(resultText(b))) ids.add(b.tool_use_id);
  }
  return ids;
}

/** Pointers whose target Read is no longer in the history (compacted away) say so instead. */
function withoutDanglingPointers(messages: Anthropic.MessageParam[]): Anthropic.MessageParam[] {
  const present = new Set<string>();
  for (const m of messages)
    if (m.role === 'user' && typeof m.content !== 'string') for (const b of m.content) if (b.type === 'tool_result') present.add(b.tool_use_id);
  return messages.map((m) => {
    if (m.role !== 'user' || typeof m.content === 'string') return m;
    let changed = false;
    const content = m.content.map((b) => {
      const target = b.type === 'tool_result' ? pointerTarget(resultText(b)) : undefined;
      if (b.type !== 'tool_result' || !target || present.has(target.toolUseId)) return b;
      changed = true;
      return { ...b, content: `[${target.path}: its content was in the part of the conversation that was compacted; read it again if needed]` };
    });
    return changed ? { role: 'user' as const, content } : m;
  });
}

/**
 * Keeps one conversation's window small and its prefix cached: stubs stale tool results in batches,
 * compacts at a threshold, shares Read state with the wrapped Read tool, and counts the figures.
 * One manager per conversation (the top-level loop); subagents run unmanaged.
 */
export class ContextManager implements ContextPort {
  readonly tracker: ReadTracker;
  private readonly stats = new ContextStatsCollector();
  private readonly keepTurns: number;
  private readonly keepReadTurns: number;
  private readonly stubMinChars: number;
  private readonly stubBatchTokens: number;
  private readonly stubMinShare: number;
  private readonly stubAtTokens: number;
  private readonly stubCeilingTokens: number;
  private readonly stubRewriteInReads: number;
  /** Tokens of stubbable results re-read since the window passed stubAtTokens: the rent the deferred batch has cost. */
  private deferredReads = 0;
  private readonly compactAtTokens: number;
  private readonly summaryMaxTokens: number;
  private originalTask: Anthropic.MessageParam | undefined;
  /** Replies seen so far: the current turn number. */
  private turn = 0;
  private last: { count: number; tokens: number } | undefined;
  private rewritten = false;
  private lastCompactTurn = Number.NEGATIVE_INFINITY;
  private compactFailures = 0;
  private compactOff = false;

  constructor(private readonly opts: ContextOptions) {
    this.tracker = new ReadTracker(opts.workspace.root);
    this.keepTurns = Math.max(1, Math.floor(opts.keepTurns ?? CONTEXT_DEFAULTS.keepTurns));
    this.keepReadTurns = Math.max(this.keepTurns, Math.floor(opts.keepReadTurns ?? CONTEXT_DEFAULTS.keepReadTurns));
    this.stubMinChars = opts.stubMinChars ?? CONTEXT_DEFAULTS.stubMinChars;
    this.stubBatchTokens = opts.stubBatchTokens ?? CONTEXT_DEFAULTS.stubBatchTokens;
    this.stubMinShare = opts.stubMinShare ?? CONTEXT_DEFAULTS.stubMinShare;
    this.compactAtTokens = opts.compactAtTokens ?? CONTEXT_DEFAULTS.compactAtTokens;
    this.stubAtTokens = opts.stubAtTokens ?? this.compactAtTokens;
    this.stubCeilingTokens = Math.max(this.stubAtTokens, opts.stubCeilingTokens ?? this.stubAtTokens);
    this.stubRewriteInReads = opts.stubRewriteInReads ?? DEFAULT_REWRITE_IN_READS;
    this.summaryMaxTokens = opts.summaryMaxTokens ?? CONTEXT_DEFAULTS.summaryMaxTokens;
  }

  /** The tools to give the loop (and dispatch): Read deduplicated, Edit/Write invalidating. Same order and definitions. */
  wrapTools(tools: readonly AnyTool[]): AnyTool[] {
    return this.opts.dedupeReads === false ? [...tools] : withContextTools(tools, this.tracker, this.opts.workspace);
  }

  /** The figures for the result message's `context` field. */
  snapshot(): ContextStats {
    return this.stats.snapshot(this.tracker.fileReads());
  }

  async beforeCall(call: ContextCall): Promise<Anthropic.MessageParam[]> {
    this.originalTask ??= call.messages[0];
    let messages = call.messages;
    try {
      const before = this.estimateWindow(messages, call);
      let deferred = false;
      if (before > this.stubAtTokens) {
        const batch = this.stubBatch(messages);
        deferred = batch.stubbed.length > 0 && before <= this.stubCeilingTokens && !this.batchPaysOff(batch);
        if (!deferred) messages = this.applyStubs(messages, batch, call);
      }
      const window = messages === call.messages ? before : this.estimateWindow(messages, call);
      if (!deferred && !this.compactOff && window > this.compactAtTokens && this.turn - this.lastCompactTurn >= MIN_TURNS_BETWEEN_COMPACTIONS) {
        messages = (await this.compact({ ...call, messages }, window)) ?? messages;
      }
    } catch (error) {
      call.emit({ kind: 'log', level: 'warning', text: `Context management skipped: ${error instanceof Error ? error.message : String(error)}` });
    }
    return messages;
  }

  afterCall(request: ModelRequest, reply: Anthropic.Message): void {
    this.turn += 1;
    const ids = reply.content.filter((b): b is Anthropic.ToolUseBlock => b.type === 'tool_use').map((b) => b.id);
    this.tracker.own(ids, this.turn);
    this.stats.addCall('turn', request, reply.usage);
    this.last = { count: request.messages.length, tokens: allInput(reply.usage) };
    this.rewritten = false;
  }

  private stubBatch(messages: Anthropic.MessageParam[]): StubOutcome {
    const live = this.tracker.liveIds();
    return stubStaleResults(messages, {
      keepTurns: this.keepTurns,
      minChars: this.stubMinChars,
      batchChars: this.stubBatchTokens * 4,
      minShare: this.stubMinShare,
      isProtected: (id) => (this.tracker.lastUsed(id) ?? Number.NEGATIVE_INFINITY) > this.turn - (live.has(id) ? this.keepReadTurns : this.keepTurns),
    });
  }

  /** Rent or buy (see stubCeilingTokens): this call's read of what the batch would elide is added to the rent first. */
  private batchPaysOff(batch: StubOutcome): boolean {
    this.deferredReads += Math.ceil(batch.charsElided / 4);
    const stubbed = new Set(batch.stubbed);
    const first = batch.messages.findIndex(
      (m) => m.role === 'user' && typeof m.content !== 'string' && m.content.some((b) => b.type === 'tool_result' && stubbed.has(b.tool_use_id)),
    );
    return this.deferredReads >= approxTokens(batch.messages.slice(Math.max(0, first))) * this.stubRewriteInReads;
  }

  private applyStubs(messages: Anthropic.MessageParam[], out: StubOutcome, call: ContextCall): Anthropic.MessageParam[] {
    if (out.stubbed.length === 0) return messages;
    this.deferredReads = 0;
    this.stats.stubBatches += 1;
    this.stats.stubbedResults += out.stubbed.length;
    this.stats.charsElided += out.charsElided;
    this.tracker.retain(intactResultIds(out.messages));
    this.rewritten = true;
    call.emit({ kind: 'log', level: 'debug', text: `Context: stubbed ${out.stubbed.length} stale tool results (${out.charsElided} chars)` });
    return out.messages;
  }

  /** The last call's billed input plus what was added since, or the character rule after a rewrite. */
  private estimateWindow(messages: Anthropic.MessageParam[], call: ContextCall): number {
    if (this.last && !this.rewritten && messages.length >= this.last.count) {
      return this.last.tokens + approxTokens(messages.slice(this.last.count));
    }
    return approxTokens({ system: call.system, tools: call.tools, messages });
  }

  private async compact(call: ContextCall, preTokens: number): Promise<Anthropic.MessageParam[] | undefined> {
    if (!this.originalTask) return undefined;
    let instructions: string | undefined;
    if (this.opts.preCompact) {
      const extra = await this.opts.preCompact({ trigger: 'auto', preTokens });
      if (extra && extra.instructions !== undefined && extra.instructions.trim() !== '') instructions = extra.instructions;
    }
    const result = await compactHistory({
      call,
      originalTask: this.originalTask,
      summaryMaxTokens: this.summaryMaxTokens,
      ...(instructions !== undefined ? { instructions } : {}),
    });
    if (result.usage && result.request) this.stats.addCall('compaction', result.request, result.usage);
    if (!result.ok) {
      if (result.reason.startsWith('the budget') || ++this.compactFailures >= MAX_COMPACT_FAILURES) this.compactOff = true;
      call.emit({ kind: 'log', level: 'warning', text: `Compaction skipped: ${result.reason}` });
      return undefined;
    }
    this.stats.compactions += 1;
    this.compactFailures = 0;
    this.lastCompactTurn = this.turn;
    this.deferredReads = 0;
    const messages = withoutDanglingPointers(result.messages);
    this.tracker.retain(intactResultIds(messages));
    this.rewritten = true;
    const postTokens = approxTokens({ system: call.system, tools: call.tools, messages });
    call.emit({ kind: 'compaction', trigger: 'auto', preTokens, postTokens, summary: result.summary });
    await this.opts.postCompact?.({ trigger: 'auto', summary: result.summary });
    return messages;
  }
}
