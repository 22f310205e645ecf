import { ensureClaudeCode, runClaude, runFloor, runOurs, type ClaudeCli, type RunFigures } from './agents.js';
import { bundleReport } from './bundle.js';
import { cheapSession } from './sessions.js';
import { heldFigures, mb, median, medianOf, ms, table } from './stats.js';

/**
 * Issue 16: process start → first model request, ours against Claude Code in the same run, in interleaved
 * triples (ours, Claude Code, the floor) so that each ratio compares runs that saw the same machine load; the
 * ratio quoted is the median of the per-triple ratios. The floor is a Node 24 script that only sends the request.
 * A one-turn session: the first answer ends the run.
 */

type Log = (line: string) => void;
const pct = (r: number): string => (Number.isFinite(r) ? `${r.toFixed(2)}` : 'n/a');

/** `withBundle`: the bundle's table too (a second ncc build, ≈45 s). */
export async function startupBench(runs: number, log: Log, withBundle = true): Promise<string> {
  const session = cheapSession(1);
  let cli: ClaudeCli | undefined;
  let unavailable: string | undefined;
  try {
    cli = await ensureClaudeCode(log);
  } catch (err) {
    unavailable = err instanceof Error ? err.message : String(err);
  }
  const ours: RunFigures[] = [];
  const theirs: RunFigures[] = [];
  const floor: RunFigures[] = [];
  const oursToTheirs: number[] = [];
  const floorToTheirs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const o = await runOurs(session);
    const f = await runFloor(session);
    const t = cli && !unavailable ? await runClaude(cli, session) : undefined;
    if (t && (t.mainTurns === 0 || t.timedOut))
      unavailable = t.timedOut ? 'the CLI run timed out' : `the CLI made no model request (exit ${String(t.exitCode)})`;
    log(`  start-up #${i + 1}: ours ${ms(o.firstRequestMs)} (${o.subtype}), floor ${ms(f.firstRequestMs)}${t ? `, Claude Code ${ms(t.firstRequestMs)}` : ''}`);
    ours.push(o);
    floor.push(f);
    if (t && !unavailable) {
      theirs.push(t);
      oursToTheirs.push(o.firstRequestMs / t.firstRequestMs);
      floorToTheirs.push(f.firstRequestMs / t.firstRequestMs);
    }
  }
  const first = (rs: RunFigures[]): string => (rs.length ? ms(medianOf(rs, (r) => r.firstRequestMs)) : '—');
  const rss = (rs: RunFigures[]): string => (rs.length ? mb(medianOf(rs, (r) => r.peakRssKb)) : '—');
  const ratio = median(oursToTheirs);
  heldFigures.push({
    figure: 'start-up: process start → first model request',
    ours: first(ours),
    theirs: first(theirs),
    ratio,
    goal: '≤ 0.40',
    met: Number.isFinite(ratio) ? ratio <= 0.4 : undefined,
  });
  const rows = [
    ['process start → first model request', first(ours), first(theirs), first(floor)],
    ['  as a fraction of Claude Code’s (median of per-run ratios)', pct(median(oursToTheirs)), '1.00', pct(median(floorToTheirs))],
    ['peak RSS, one-turn run', rss(ours), rss(theirs), rss(floor)],
  ];
  const head = `Start-up (issue 16), one-turn session, ${runs} interleaved runs of each (ours, floor, Claude Code${cli ? ` ${cli.version}` : ''}); goal: ours ≤ 0.4 of Claude Code’s (issue 29; it was 0.25 with hand-written stand-ins for fetch, crypto and @actions/core)`;
  const status = unavailable ? `\nClaude Code: unavailable (${unavailable})\n` : '';
  return `${head}\n${status}\n${table(['figure', 'ours (dist/index.js, Node 24)', 'Claude Code', 'floor (Node 24 fetch only)'], rows)}${withBundle ? `\n\n${bundleReport()}` : ''}`;
}
