import type Anthropic from '@anthropic-ai/sdk';
import { formatCount } from '../../tools/truncate.js';
import type { FileReadCount } from './dedupe.js';
import { promptShares } from './history.js';
import { renderUntrusted } from '../../text/untrusted-markdown.js';

/** One model call of the managed conversation. */
export interface ContextCallStat {
  /** 1-based, in call order; a compaction call has its own number. */
  call: number;
  kind: 'turn' | 'compaction';
  /** Everything the call was billed as input: uncached + cache writes + cache reads. */
  input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
  output_tokens: number;
  /** input_tokens × (tool_result characters ÷ prompt characters): an estimate. */
  tool_result_tokens: number;
}

/** The `context` field of the result message, snake_case like the rest of it. */
export interface ContextStats {
  calls: ContextCallStat[];
  totals: {
    /** Uncached input only, as `usage.input_tokens`. */
    input_tokens: number;
    output_tokens: number;
    cache_read_input_tokens: number;
    cache_creation_input_tokens: number;
    /** input + cache reads + cache writes. */
    all_input_tokens: number;
  };
  /** cache_read_input_tokens ÷ all_input_tokens (0 when nothing was sent). */
  cache_hit_rate: number;
  /** Estimated share of all_input_tokens that were tool results. */
  tool_result_share: number;
  /** The largest all-input of one call. */
  peak_window_tokens: number;
  /** Per file, most-read first. */
  file_reads: FileReadCount[];
  /** The most times one file's content was sent (1 is ideal). */
  max_reads_of_one_file: number;
  /** Reads answered with a pointer instead of the content. */
  dedupe_hits: number;
  stub_batches: number;
  stubbed_results: number;
  chars_elided: number;
  compactions: number;
}

const allInput = (u: Anthropic.Usage): number => u.input_tokens + (u.cache_read_input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0);

/** Collects per-call figures; the manager feeds it, `snapshot()` gives the report shape. */
export class ContextStatsCollector {
  private readonly calls: ContextCallStat[] = [];
  stubBatches = 0;
  stubbedResults = 0;
  charsElided = 0;
  compactions = 0;

  addCall(kind: ContextCallStat['kind'], request: { system?: unknown; tools?: unknown; messages: Anthropic.MessageParam[] }, usage: Anthropic.Usage): void {
    const all = allInput(usage);
    const shares = promptShares(request);
    this.calls.push({
      call: this.calls.length + 1,
      kind,
      input_tokens: all,
      cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
      cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0,
      output_tokens: usage.output_tokens,
      tool_result_tokens: shares.totalChars > 0 ? Math.round((all * shares.toolResultChars) / shares.totalChars) : 0,
    });
  }

  snapshot(fileReads: FileReadCount[] = []): ContextStats {
    const sum = (f: (c: ContextCallStat) => number): number => this.calls.reduce((n, c) => n + f(c), 0);
    const all = sum((c) => c.input_tokens);
    const read = sum((c) => c.cache_read_input_tokens);
    const written = sum((c) => c.cache_creation_input_tokens);
    return {
      calls: this.calls.map((c) => ({ ...c })),
      totals: {
        input_tokens: all - read - written,
        output_tokens: sum((c) => c.output_tokens),
        cache_read_input_tokens: read,
        cache_creation_input_tokens: written,
        all_input_tokens: all,
      },
      cache_hit_rate: all > 0 ? read / all : 0,
      tool_result_share: all > 0 ? sum((c) => c.tool_result_tokens) / all : 0,
      peak_window_tokens: Math.max(0, ...this.calls.map((c) => c.input_tokens)),
      file_reads: fileReads.map((f) => ({ ...f })),
      max_reads_of_one_file: Math.max(0, ...fileReads.map((f) => f.reads)),
      dedupe_hits: fileReads.reduce((n, f) => n + f.deduped, 0),
      stub_batches: this.stubBatches,
      stubbed_results: this.stubbedResults,
      chars_elided: this.charsElided,
      compactions: this.compactions,
    };
  }
}

const BARS = '▁▂▃▄▅▆▇█';

/** Input tokens per call as a one-line sparkline (compaction calls marked `c` below would clutter: they are in the table). */
export function sparkline(values: readonly number[]): string {
  const max = Math.max(1, ...values);
  return values.map((v) => BARS[Math.min(BARS.length - 1, Math.floor((v / max) * (BARS.length - 1)))] ?? '').join('');
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** A small Markdown section for the job summary. */
export function formatContextMarkdown(stats: ContextStats): string {
  const t = stats.totals;
  const repeated = stats.file_reads.filter((f) => f.reads > 1);
  const lines = [
    '| Context | |',
    '|---|---|',
    `| Input tokens per call | \`${sparkline(stats.calls.map((c) => c.input_tokens))}\` (peak ${formatCount(stats.peak_window_tokens)}) |`,
    `| Input / output tokens | ${formatCount(t.all_input_tokens)} / ${formatCount(t.output_tokens)} |`,
    `| Cache read / write tokens | ${formatCount(t.cache_read_input_tokens)} / ${formatCount(t.cache_creation_input_tokens)} |`,
    `| Cache hit rate | ${pct(stats.cache_hit_rate)} |`,
    `| Tool results share of input | ${pct(stats.tool_result_share)} |`,
    `| Most reads of one file | ${stats.max_reads_of_one_file}${
      repeated.length > 0
        ? ` (${repeated
            .slice(0, 3)
            .map((f) => `${renderUntrusted(f.path, 'cell', 120)} ×${f.reads}`)
            .join(', ')})`
        : ''
    } |`,
    `| Repeat reads avoided | ${stats.dedupe_hits} |`,
    `| Stale results stubbed | ${stats.stubbed_results} in ${stats.stub_batches} batch${stats.stub_batches === 1 ? '' : 'es'} (${formatCount(stats.chars_elided)} chars) |`,
    `| Compactions | ${stats.compactions} |`,
  ];
  return lines.join('\n');
}
