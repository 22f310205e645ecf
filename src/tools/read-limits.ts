import type { ContextRoom } from './types.js';

/**
 * How much of a text file one Read shows, as Claude Code 2.1.332 decides it (measured: scripts/oracle/read-glob-limits.mjs,
 * test/fixtures/claude-code-tool-results/2.1.332-limits.json), and its words for each limit.
 *
 * - A file over 256 KB is refused unless `limit` names a part (`offset` alone does not) or `allow_large` is set.
 * - What would be shown is counted in tokens: estimated at 4 characters a token, counted exactly (the API's count_tokens)
 *   when the estimate passes a quarter of the cap. Over the cap (25,000 tokens, or the settings' env
 *   CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS, as 2.1.332: test/fixtures/claude-code-tool-results/2.1.332-tool-env.json), a part the model named (offset or limit) is
 *   refused; a whole file is cut to a page of 85% of the cap (as many lines as that share of the file's tokens holds, or
 *   that share of its characters when not even one line fits), with a reminder saying where the next page starts.
 * - `allow_large` raises the cap to what the conversation still has room for this turn (the turn's reads share it); a
 *   file that does not fit even so gets the page. The CLI counts an allow_large read with its line numbers.
 * - No line-count cap, no line cut.
 */

export const READ_MAX_SIZE_BYTES = 256 * 1024;
export const READ_MAX_TOKENS = 25_000;
/** The share of the cap a page holds. */
const PAGE_SHARE = 0.85;
/** Without a conversation to ask (a tool used on its own), what allow_large may show: four times the cap. */
export const ROOM_WITHOUT_CONTEXT = 4 * READ_MAX_TOKENS;

/** Claude Code's rough token estimate for text: 4 characters a token. */
export const roughTokens = (text: string): number => Math.round(text.length / 4);

/** The exact count when the estimate passes a quarter of the cap and the API can count; else the estimate. */
export async function tokensOf(text: string, room: ContextRoom | undefined, cap = READ_MAX_TOKENS): Promise<number> {
  const rough = roughTokens(text);
  if (rough <= cap / 4) return rough;
  return (await room?.count(text)) ?? rough;
}

/** A page never smaller than this, however little room is left (the reminder says how to go on). */
const PAGE_MIN_TOKENS = 1_000;

/** What allow_large may still add this turn. */
export const roomLeft = (room: ContextRoom | undefined): number => Math.max(0, room?.left() ?? ROOM_WITHOUT_CONTEXT);

const HOW = 'Use offset and limit parameters to read specific portions of the file, or search for specific content instead of reading the whole file.';
const ANYWAY =
  'To read it anyway, up to what still fits in your context, call Read again with allow_large: true — only if you genuinely need all of it or the user asked for the whole file.';
const NO_ROOM = 'Even with allow_large, this is more than fits in the context you have left this turn (other large reads in the same turn share that room).';
const tail = (fits: boolean): string => (fits ? ANYWAY : NO_ROOM);

/** Claude Code's file sizes: kilobytes with one decimal, a whole number without it. */
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')}KB`;

/** A whole file over 256 KB (`fits`: the file, at 4 bytes a token, fits the room allow_large would have). */
export const tooLargeError = (size: number, fits: boolean): string =>
  `File content (${kb(size)}) exceeds maximum allowed size (${kb(READ_MAX_SIZE_BYTES)}). ${HOW} ${tail(fits)}`;

/** A part the model named that is over the cap. */
export const tooManyTokensError = (tokens: number, cap: number, fits: boolean): string =>
  `File content (${tokens} tokens) exceeds maximum allowed tokens (${cap}). ${HOW} ${tail(fits)}`;

/** The cap a page is cut to: the cap in force, or what the conversation has room for when that is less. */
export const pageCapOf = (room: ContextRoom | undefined, cap = READ_MAX_TOKENS): number =>
  Math.max(Math.min(PAGE_MIN_TOKENS, cap), Math.min(cap, roomLeft(room)));

export interface PagePlan {
  /** Lines of the page (from the first line shown), or undefined when not one line fits: then `chars` characters. */
  lines?: number;
  chars?: number;
}

/** How much of a text of `lines` lines, `chars` characters and `tokens` tokens a page of `cap` tokens holds. */
export function planPage(lines: number, chars: number, tokens: number, cap: number): PagePlan {
  const share = (PAGE_SHARE * cap) / tokens;
  const n = Math.floor(lines * share);
  return n >= 1 ? { lines: n } : { chars: Math.max(1, Math.floor(chars * share)) };
}

/** What the page's reminder says about the cap: the fixed one, or what allow_large had room for. */
export const capNote = (cap: number, allowLarge: boolean): string => (allowLarge ? `allow_large had room for ${cap} tokens this turn` : `cap ${cap}`);

/** The reminder after a page of lines. */
export const pageReminder = (filePath: string, first: number, last: number, total: number, tokens: number, cap: string, fits: boolean): string =>
  `\n\n<system-reminder>\n[Truncated: PARTIAL view — ${filePath}: showing lines ${first}-${last} of ${total} total (${tokens} tokens, ${cap}). ` +
  `Call Read with offset=${last + 1} limit=${last - first + 1} for the next page, or Grep to find a specific section. ${tail(fits)} ` +
  'Do NOT answer from this page alone if the answer may be further in the file.]\n</system-reminder>';

/** The reminder after the first characters of a file whose lines are too long for a page of lines. */
export const excerptReminder = (filePath: string, shown: number, chars: number, tokens: number, cap: string, fits: boolean): string =>
  `\n\n<system-reminder>\n[Truncated: PARTIAL view — ${filePath}: showing the first ${shown} of ${chars} characters (${tokens} tokens, ${cap}); ` +
  'this file has very long lines and cannot be paginated by line. Use Grep to find a specific section, or Read with offset/limit to page through it. ' +
  `${tail(fits)} Do NOT answer from this excerpt alone if the answer may be elsewhere in the file.]\n</system-reminder>`;
