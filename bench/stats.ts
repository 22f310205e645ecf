/** Small helpers shared by the benches: medians, number formats and plain-text tables. */

export function median(values: readonly number[]): number {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return Number.NaN;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 === 1 ? (xs[mid] ?? Number.NaN) : ((xs[mid - 1] ?? 0) + (xs[mid] ?? 0)) / 2;
}

/** Median of one field over runs, NaN when no run has it. */
export function medianOf<T>(runs: readonly T[], pick: (run: T) => number | undefined): number {
  return median(runs.map(pick).filter((v): v is number => v !== undefined));
}

export const ms = (v: number): string => (Number.isFinite(v) ? `${v >= 100 ? Math.round(v) : v.toFixed(1)} ms` : 'n/a');
export const mb = (kb: number): string => (Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)} MB` : 'n/a');
export const usd = (v: number): string => (Number.isFinite(v) ? `$${v.toFixed(4)}` : 'n/a');
export const int = (v: number): string => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a');

/** "theirs / ours" as "3.2×", or n/a. */
export function ratio(ours: number, theirs: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || ours === 0) return theirs === 0 && ours === 0 ? '=' : 'n/a';
  const r = theirs / ours;
  return `${r >= 10 ? r.toFixed(0) : r.toFixed(2)}×`;
}

/** A Markdown table, padded so it also reads well in a terminal. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Milliseconds since this process started, on the same clock for every measurement of the bench. */
export const now = (): number => performance.now();

/** A figure issue 37 holds against Claude Code's (or against an absolute goal where Claude Code has none). */
export interface HeldFigure {
  figure: string;
  ours: string;
  theirs: string;
  /** Ours / Claude Code's: the median of the per-run (or per-round) ratios. */
  ratio: number | undefined;
  goal: string;
  met: boolean | undefined;
}

/** Gathered from the sections as they run; `run.ts` prints them last, in one table. */
export const heldFigures: HeldFigure[] = [];

export function heldTable(loads: string): string {
  if (heldFigures.length === 0) return '';
  const rows = heldFigures.map((f) => [
    f.figure,
    f.ours,
    f.theirs,
    f.ratio === undefined || !Number.isFinite(f.ratio) ? '—' : f.ratio.toFixed(2),
    f.goal,
    f.met === undefined ? '?' : f.met ? 'yes' : 'NO',
  ]);
  return `The figures held against Claude Code's (issue 37), in this run; load average ${loads}\n\n${table(['figure', 'ours', 'Claude Code', 'ours / Claude Code', 'goal', 'met'], rows)}`;
}
