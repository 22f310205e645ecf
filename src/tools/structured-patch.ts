/** One hunk of Claude Code's `structuredPatch` (the `diff` package's shape): lines prefixed ' ', '-' or '+'. */
export interface PatchHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

const CONTEXT = 3;

/**
 * The change from `before` to `after` as hunks, for the transcript's Edit and Write results. One
 * hunk spans everything between the first and the last changed line, with 3 lines of context:
 * exact, if coarser than a minimal diff when one edit touches distant places.
 */
export function structuredPatch(before: string, after: string): PatchHunk[] {
  if (before === after) return [];
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const from = Math.max(0, head - CONTEXT);
  const lead = a.slice(from, head);
  const trail = a.slice(a.length - tail, Math.min(a.length, a.length - tail + CONTEXT));
  const removed = a.slice(head, a.length - tail);
  const added = b.slice(head, b.length - tail);
  const lines = [...lead.map((l) => ` ${l}`), ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), ...trail.map((l) => ` ${l}`)];
  const oldLines = lead.length + removed.length + trail.length;
  const newLines = lead.length + added.length + trail.length;
  // The diff package's convention: a hunk with no lines on one side starts at the line before.
  return [{ oldStart: oldLines === 0 ? from : from + 1, oldLines, newStart: newLines === 0 ? from : from + 1, newLines, lines }];
}

/** The lines of a text, without the empty one after a final newline. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}
