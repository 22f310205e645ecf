import type Anthropic from '@anthropic-ai/sdk';
import { formatCount } from '../../tools/truncate.js';
import { approxTokens, describeCall, lastTurnsStart, resultChars, resultText, toolUsesById } from './history.js';

export interface StubOptions {
  /** Results in the last this-many turns are never touched. */
  keepTurns: number;
  /** Results shorter than this are left alone: a stub would save next to nothing. */
  minChars: number;
  /**
   * Stubbing runs only once the stale results add up to this many characters, and then stubs them all
   * at once: the history before them stays byte-identical between batches, so it stays cached.
   */
  batchChars: number;
  /**
   * A batch must also elide at least this share of the history it forces to be re-sent uncached
   * (everything from the first stubbed result to the end): then each batch pays for its cache
   * rewrite and batches are spaced out. Default 0 (no such condition).
   */
  minShare?: number;
  /** Results that must stay (a dedupe pointer in a recent turn refers to them). */
  isProtected?: (toolUseId: string) => boolean;
}

export interface StubOutcome {
  messages: Anthropic.MessageParam[];
  /** Ids of the results replaced by this batch (empty when below the threshold). */
  stubbed: string[];
  charsElided: number;
}

const STUB = /^\[[^\n]*: [\d,]+ chars, elided; [^\n]*\]$/;

export function isStub(text: string): boolean {
  return STUB.test(text);
}

/** Where a spilled output's full text is, when the result says so (Bash's `<persisted-output>`: "saved to: <path>"). */
function spillPathOf(text: string): string | undefined {
  return /saved to:? (\/[^\s;,]+)/.exec(text)?.[1];
}

/** `[Read src/x.ts: 8,124 chars, elided; read again if needed]` */
export function stubText(name: string, input: unknown, original: string, chars: number): string {
  const spill = spillPathOf(original);
  const how = spill !== undefined ? `full output in ${spill}` : name === 'Read' ? 'read again if needed' : 'run again if needed';
  return `[${describeCall(name, input)}: ${formatCount(chars)} chars, elided; ${how}]`;
}

interface Candidate {
  message: number;
  block: number;
  chars: number;
}

function candidates(messages: readonly Anthropic.MessageParam[], opts: StubOptions): Candidate[] {
  const end = lastTurnsStart(messages, opts.keepTurns);
  const out: Candidate[] = [];
  for (let m = 0; m < end; m++) {
    const message = messages[m];
    if (!message || message.role !== 'user' || typeof message.content === 'string') continue;
    message.content.forEach((block, b) => {
      if (block.type !== 'tool_result') return;
      const chars = resultChars(block);
      if (chars < opts.minChars || opts.isProtected?.(block.tool_use_id) === true) return;
      if (isStub(resultText(block))) return;
      out.push({ message: m, block: b, chars });
    });
  }
  return out;
}

/**
 * Replaces stale tool results by one-line stubs, in a batch, once they pass `batchChars`. Only the
 * content of a tool_result changes: every block keeps its place and its tool_use_id, so tool_use /
 * tool_result pairing cannot break. Messages of the last `keepTurns` turns are returned as they are.
 * The input is not mutated.
 */
export function stubStaleResults(messages: readonly Anthropic.MessageParam[], opts: StubOptions): StubOutcome {
  const found = candidates(messages, opts);
  const total = found.reduce((n, c) => n + c.chars, 0);
  const none: StubOutcome = { messages: [...messages], stubbed: [], charsElided: 0 };
  const first = found[0];
  if (!first || total < opts.batchChars) return none;
  if ((opts.minShare ?? 0) > 0 && total / 4 < (opts.minShare ?? 0) * approxTokens(messages.slice(first.message))) return none;
  const uses = toolUsesById(messages);
  const out = [...messages];
  const stubbed: string[] = [];
  const byMessage = new Map<number, Candidate[]>();
  for (const c of found) byMessage.set(c.message, [...(byMessage.get(c.message) ?? []), c]);
  for (const [m, list] of byMessage) {
    const message = out[m];
    if (!message || typeof message.content === 'string') continue;
    const content = [...message.content];
    for (const c of list) {
      const block = content[c.block];
      if (!block || block.type !== 'tool_result') continue;
      const use = uses.get(block.tool_use_id);
      const text = stubText(use?.name ?? 'Tool', use?.input, resultText(block), c.chars);
      content[c.block] = { ...block, content: text };
      stubbed.push(block.tool_use_id);
    }
    out[m] = { role: 'user', content };
  }
  return { messages: out, stubbed, charsElided: total };
}
