import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { descriptorPath } from './path-guard.js';
import type { ReadFileState } from './read-state.js';
import { splitLines } from './structured-patch.js';

/**
 * Claude Code 2.1.332's reminder when a file the agent wrote itself (Write, Edit, NotebookEdit) changes on disk
 * afterwards — a Bash command, a background process — measured with scripts/oracle/read-state.mjs
 * (test/fixtures/claude-code-tool-results/2.1.332-read-state.json, the `e_*` and `disk_*` calls): beside the next tool
 * result, once (the file as it now is becomes what the agent has seen), the changed lines of the new file with 8 lines
 * of context, regions further apart than that separated by `...`, 700 lines at most. Not for a file only Read, not for
 * a change of time alone, not for a deleted file. A PostToolUse hook that rewrites the file the call just wrote (a
 * formatter) is told as the CLI tells it, in that call's result.
 *
 * The file's text is the PR author's: it is data inside the reminder. A closing `</system-reminder>` in it is shown as
 * `&lt;/system-reminder>` with the CLI's note saying so; lines are cut at MAX_LINE_CHARS and the snippet at
 * MAX_SNIPPET_CHARS (the runner's bounds: the CLI keeps long lines whole, so a file of a few huge lines would fill the context).
 */
const CONTEXT = 8;
export const MAX_SNIPPET_LINES = 700;
export const MAX_LINE_CHARS = 2000;
/** The runner's bound on the whole snippet: lines past it are counted as truncated. */
export const MAX_SNIPPET_CHARS = 100_000;
/**
 * The runner's bound on a watched file it reads again: past it the model is told the file changed and to Read it (a
 * command can make a file any size; Read's own whole-file limit is 256 KB).
 */
export const MAX_WATCHED_BYTES = 1024 * 1024;
/** Above this many lines changed on each side, the changed middle is shown whole rather than diffed line by line. */
const MAX_DIFF_CELLS = 4_000_000;

const PREAMBLE = (file: string): string =>
  `Note: ${file} changed on disk since you last read it. That's usually deliberate, so take it as the current state rather than reverting it; if the change looks wrong, say so rather than undoing it yourself — otherwise no need to call it out. Here are the relevant changes (shown with line numbers):`;
const TOO_LARGE = (file: string, bytes: number): string =>
  `Note: ${file} changed on disk since you last read it and is now ${bytes} bytes, too large to show the changes here. Read it before relying on its contents.`;
const ESCAPED_NOTE = (file: string): string =>
  `Note: ${file} is not shown exactly as it is on disk. Each closing system-reminder tag in it starts with \`<\` on disk and is shown above with \`&lt;\` instead, so that it cannot end the reminder around the text.`;

/** What the CLI says in the Write or Edit result when a PostToolUse hook rewrote the file after it (a formatter). */
export const formattedByHook = (tool: string, file: string): string =>
  `PostToolUse:${tool} hook additional context: PostToolUse hook modified ${file} after your edit (likely a formatter). Your next Edit will not fail with a stale-file error, but if its old_string targets a region the hook reformatted, Read the file first.`;

/**
 * The reminders for the files `files` watches whose content on disk is no longer what the agent wrote; each told file
 * is taken as seen (so told once). `justWrote`: what this call (`tool`) wrote, whose change (by a PostToolUse hook)
 * is told as the CLI tells a formatter's. `readDenied`: a file a Read deny rule covers is never shown.
 */
export async function changedOnDiskReminders(
  files: ReadFileState,
  tool: string,
  justWrote: ReadonlySet<string>,
  readDenied: (realPath: string) => boolean = () => false,
): Promise<string[]> {
  const out: string[] = [];
  for (const { realPath, content: written, mtimeMs } of files.watched()) {
    const now = await readWatched(realPath, { mtimeMs, bytes: Buffer.byteLength(written) });
    if (now === 'unchanged') continue;
    // Calls of one turn run side by side: another may have told this change while this one read.
    if (!files.isWatched(realPath, written)) continue;
    if (now === 'gone' || readDenied(realPath)) {
      files.unwatch(realPath);
      continue;
    }
    if (typeof now === 'number') {
      files.unwatch(realPath);
      out.push(TOO_LARGE(realPath, now));
      continue;
    }
    if (now.text === written) continue;
    files.told(realPath, now.mtimeMs, now.text);
    out.push(justWrote.has(realPath) ? formattedByHook(tool, realPath) : changedOnDiskNote(realPath, written, now.text));
  }
  return out;
}

/**
 * The watched file as it is now, read by the runner itself: never through a link (the agent's own write left a file,
 * and a link swapped in since could lead anywhere the model may not read), and at most MAX_WATCHED_BYTES (else its size).
 */
async function readWatched(
  realPath: string,
  before: { mtimeMs: number; bytes: number },
): Promise<'unchanged' | 'gone' | number | { text: string; mtimeMs: number }> {
  const handle = await open(realPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(() => undefined);
  if (handle === undefined) return 'gone';
  try {
    const st = await handle.stat();
    const opened = await descriptorPath(handle);
    // A folder above it swapped for a link since the write: the file opened is not the one the agent wrote.
    if (!st.isFile() || (opened !== undefined && opened !== realPath)) return 'gone';
    // Unchanged time and size: not read again (every watched file is looked at after every call).
    if (st.mtimeMs === before.mtimeMs && st.size === before.bytes) return 'unchanged';
    if (st.size > MAX_WATCHED_BYTES) return st.size;
    return { text: await handle.readFile('utf8'), mtimeMs: st.mtimeMs };
  } catch {
    return 'gone';
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** The reminder's text for `file` changed from `before` to `after`. */
export function changedOnDiskNote(file: string, before: string, after: string): string {
  const snippet = changedLines(before, after);
  const escaped = snippet.replace(/<\/system-reminder/gi, '&lt;/system-reminder');
  return [PREAMBLE(file), escaped, ...(escaped !== snippet ? [ESCAPED_NOTE(file)] : [])].join('\n');
}

/** The new file's changed lines, numbered, with context; `...` between regions; at most MAX_SNIPPET_LINES lines. */
export function changedLines(before: string, after: string): string {
  const newLines = splitLines(after);
  const regions = mergedRegions(changedNewRanges(splitLines(before), newLines), newLines.length);
  const shown: string[] = [];
  regions.forEach(([from, to], i) => {
    if (i > 0) shown.push('...');
    for (let n = from; n < to; n++) {
      const line = newLines[n] ?? '';
      shown.push(`${n + 1}\t${line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}… [line cut]` : line}`);
    }
  });
  let kept = 0;
  let chars = 0;
  while (kept < shown.length && kept < MAX_SNIPPET_LINES && chars + (shown[kept]?.length ?? 0) + 1 <= MAX_SNIPPET_CHARS)
    chars += (shown[kept++]?.length ?? 0) + 1;
  if (kept === shown.length) return shown.join('\n');
  return `${shown.slice(0, kept).join('\n')}\n\n... [${shown.length - kept} lines truncated] ...`;
}

/** The new file's line ranges [from, to) where it differs from the old (an empty range where lines were only removed). */
function changedNewRanges(a: readonly string[], b: readonly string[]): [number, number][] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const oldMid = a.slice(head, a.length - tail);
  const newMid = b.slice(head, b.length - tail);
  if (oldMid.length === 0 && newMid.length === 0) return [];
  if (oldMid.length === 0 || newMid.length === 0 || oldMid.length * newMid.length > MAX_DIFF_CELLS) return [[head, head + newMid.length]];
  return commonSubsequenceGaps(oldMid, newMid).map(([from, to]) => [head + from, head + to]);
}

/** The ranges of `b` not in a longest common subsequence with `a` (and empty ones where only `a` has lines). */
function commonSubsequenceGaps(a: readonly string[], b: readonly string[]): [number, number][] {
  const cols = b.length + 1;
  const table = new Uint32Array((a.length + 1) * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] = a[i] === b[j] ? (table[(i + 1) * cols + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
  const gaps: [number, number][] = [];
  let i = 0;
  let j = 0;
  let open: number | undefined;
  const close = (): void => {
    if (open !== undefined) gaps.push([open, j]);
    open = undefined;
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      close();
      i++;
      j++;
    } else {
      open ??= j;
      if (j < b.length && (i >= a.length || (table[i * cols + j + 1] ?? 0) >= (table[(i + 1) * cols + j] ?? 0))) j++;
      else i++;
    }
  }
  close();
  return gaps;
}

/** The ranges widened by the context and joined where their context meets (the `diff` package's hunks). */
function mergedRegions(ranges: readonly [number, number][], length: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [from, to] of ranges) {
    const start = Math.max(0, from - CONTEXT);
    const end = Math.min(length, to + CONTEXT);
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}
