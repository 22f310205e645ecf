import { ensureClaudeCode, runClaude, runOurs, type ClaudeCli, type RunFigures } from './agents.js';
import { budgetSession, cheapSession, largeSession, type Session } from './sessions.js';
import { heldFigures, int, mb, median, medianOf, ms, ratio, table, usd } from './stats.js';

/**
 * Issue 2 (ours alone: startup and per-turn overhead over 50 turns) and issue 7 (ours vs the Claude Code CLI,
 * same scripted server, same workspaces, same sessions, runs interleaved so both see the same machine noise).
 */

export interface Counts {
  overhead50: number;
  cheap20: number;
  large30: number;
  budget: number;
}

type Log = (line: string) => void;
const BUDGET_USD = 0.15;

/** (wall − time the model was busy) / main-loop turns. */
const overheadPerTurn = (r: RunFigures): number => (r.wallMs - r.modelMs) / Math.max(1, r.mainTurns);
const overshoot = (r: RunFigures): number => Math.max(0, r.billedUsd - BUDGET_USD);

function describe(r: RunFigures): string {
  return `${r.subtype}, exit ${String(r.exitCode)}, ${r.mainTurns} turns + ${r.sideCalls} side calls, wall ${ms(r.wallMs)}${r.failedCalls > 0 ? `, ${r.failedCalls} FAILED calls` : ''}`;
}

export async function issue2(runs: number, log: Log): Promise<string> {
  const session = cheapSession(50);
  const results: RunFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await runOurs(session);
    log(`  ours ${session.name} #${i + 1}: ${describe(r)}`);
    results.push(r);
  }
  const m = (pick: (r: RunFigures) => number): number => medianOf(results, pick);
  const rows = [
    ['process start → first model request', ms(m((r) => r.firstRequestMs))],
    ['wall time, 50-turn session', ms(m((r) => r.wallMs))],
    ['model server busy (zero latency)', ms(m((r) => r.modelMs))],
    ['harness overhead per turn = (wall − model) / turns', ms(m(overheadPerTurn))],
    ['  of which between turns (answer end → next request)', ms(m((r) => r.turnGapMs))],
    ['  last answer → process exit (result, patch, outputs)', ms(m((r) => r.shutdownMs))],
    ['peak RSS', mb(m((r) => r.peakRssKb))],
    ['main-loop turns / subtype', `${m((r) => r.mainTurns)} / ${results[0]?.subtype ?? '?'}`],
  ];
  return `Ours alone (issue 2), ${session.name}, median of ${runs}\n\n${table(['figure', 'ours'], rows)}`;
}

interface Pair {
  ours: RunFigures[];
  theirs: RunFigures[];
}

async function pair(session: Session, runs: number, cli: ClaudeCli | undefined, log: Log, state: { unavailable?: string }): Promise<Pair> {
  const out: Pair = { ours: [], theirs: [] };
  for (let i = 0; i < runs; i++) {
    const ours = await runOurs(session);
    log(`  ours   ${session.name} #${i + 1}: ${describe(ours)}`);
    out.ours.push(ours);
    if (!cli || state.unavailable) continue;
    if (session.budgetUsd !== undefined && !cli.helpText.includes('--max-budget-usd')) continue;
    const theirs = await runClaude(cli, session);
    log(`  claude ${session.name} #${i + 1}: ${describe(theirs)}`);
    if (theirs.mainTurns === 0 || theirs.timedOut) {
      state.unavailable = theirs.timedOut
        ? 'the CLI run timed out'
        : `the CLI made no model request (exit ${String(theirs.exitCode)}: ${theirs.stderrTail.trim().split('\n').at(-1) ?? ''})`;
      continue;
    }
    out.theirs.push(theirs);
  }
  return out;
}

export async function issue7(counts: Counts, log: Log): Promise<string> {
  const state: { unavailable?: string } = {};
  let cli: ClaudeCli | undefined;
  try {
    cli = await ensureClaudeCode(log);
    log(`Claude Code ${cli.version}: ${cli.how}, ${cli.command}`);
  } catch (err) {
    state.unavailable = err instanceof Error ? err.message : String(err);
  }
  const cheap = await pair(cheapSession(20), counts.cheap20, cli, log, state);
  const large = await pair(largeSession(), counts.large30, cli, log, state);
  holdLargeCost(large);
  const budget = await pair(budgetSession(BUDGET_USD), counts.budget, cli, log, state);

  type Row = [string, Pair, (r: RunFigures) => number, (v: number) => string];
  const rowsSpec: Row[] = [
    ['process start → first model request', cheap, (r) => r.firstRequestMs, ms],
    ['wall time, 20-turn session', cheap, (r) => r.wallMs, ms],
    ['overhead per turn = (wall − model) / turns', cheap, overheadPerTurn, ms],
    ['  of which between turns (answer end → next request)', cheap, (r) => r.turnGapMs, ms],
    ['  last answer → process exit', cheap, (r) => r.shutdownMs, ms],
    ['peak RSS, 20-turn session', cheap, (r) => r.peakRssKb, mb],
    ['peak RSS, 30-step large session', large, (r) => r.peakRssKb, mb],
    ['input tokens sent, 30-step large session', large, (r) => r.inputTokens, int],
    ['  of which cache reads', large, (r) => r.cacheReadTokens, int],
    ['cost at list price (billed usage), 30-step', large, (r) => r.billedUsd, usd],
    ['cost the harness reported, 30-step', large, (r) => r.reportedUsd, usd],
    ['wall time, 30-step large session', large, (r) => r.wallMs, ms],
    [`spend, budget scenario (max $${BUDGET_USD})`, budget, (r) => r.billedUsd, usd],
    ['spend over max_budget_usd', budget, overshoot, usd],
  ];
  const theirsAvailable = !state.unavailable || cheap.theirs.length > 0;
  const rows = rowsSpec.map(([label, p, pick, fmt]) => {
    const ours = medianOf(p.ours, pick);
    const theirs = p.theirs.length > 0 ? medianOf(p.theirs, pick) : Number.NaN;
    return [label, fmt(ours), theirsAvailable ? fmt(theirs) : '—', theirsAvailable ? ratio(ours, theirs) : '—'];
  });
  const calls = (p: Pair, who: 'ours' | 'theirs'): string => {
    const rs = p[who];
    if (rs.length === 0) return '—';
    const counts = medianOf(rs, (r) => r.countTokensCalls);
    return `${medianOf(rs, (r) => r.mainTurns)} + ${medianOf(rs, (r) => r.sideCalls)} side${counts > 0 ? ` + ${counts} count_tokens` : ''}, ${rs[0]?.subtype ?? '?'}`;
  };
  rows.push(['model calls (main + side), subtype: 20-turn', calls(cheap, 'ours'), calls(cheap, 'theirs'), '']);
  rows.push(['  30-step large', calls(large, 'ours'), calls(large, 'theirs'), '']);
  rows.push(['  budget scenario', calls(budget, 'ours'), calls(budget, 'theirs'), '']);
  const n = `medians of ${counts.cheap20} (20-turn), ${counts.large30} (30-step), ${counts.budget} (budget) runs`;
  const head = `Ours vs Claude Code ${cli ? `${cli.version}, ${cli.how}` : ''} (issue 7), ${n}; ratio = Claude Code / ours`;
  const status = state.unavailable ? `\nClaude Code: unavailable (${state.unavailable})\n` : '';
  const failed = [cheap, large, budget].flatMap((p) => p.theirs).filter((r) => r.failedCalls > 0).length;
  const runsTotal = [cheap, large, budget].reduce((n, p) => n + p.theirs.length, 0);
  const notes =
    failed > 0
      ? `\nNote: in ${failed} of ${runsTotal} Claude Code runs the first request carried a \`system\`-role message in \`messages\`, which the ` +
        'scripted server rejects (400); the CLI then resent it folded into the user message. That extra round trip is in its figures ' +
        '(time to first request is measured to the first attempt).\n'
      : '';
  return `${head}\n${status}\n${table(['figure', 'ours', 'Claude Code', 'ratio'], rows)}\n${notes}`;
}

/** The 30-step survey's cost, ours / Claude Code's (pairs run one after the other): one of issue 37's figures. */
function holdLargeCost(large: Pair): void {
  const ratios = large.ours.slice(0, large.theirs.length).map((o, i) => o.billedUsd / (large.theirs[i]?.billedUsd ?? Number.NaN));
  const r = large.theirs.length > 0 ? median(ratios) : undefined;
  heldFigures.push({
    figure: 'cost of the 30-step survey with large repeated reads (billed at list price)',
    ours: usd(medianOf(large.ours, (x) => x.billedUsd)),
    theirs: large.theirs.length > 0 ? usd(medianOf(large.theirs, (x) => x.billedUsd)) : '—',
    ratio: r,
    goal: '≤ 0.33',
    met: r === undefined || !Number.isFinite(r) ? undefined : r <= 1 / 3,
  });
}

/** `--only issue37`: the 30-step survey alone, `runs` pairs of ours and Claude Code's, for its held figure. */
export async function largeSurvey(runs: number, log: Log): Promise<string> {
  let cli: ClaudeCli | undefined;
  const state: { unavailable?: string } = {};
  try {
    cli = await ensureClaudeCode(log);
  } catch (err) {
    state.unavailable = err instanceof Error ? err.message : String(err);
  }
  const large = await pair(largeSession(), runs, cli, log, state);
  holdLargeCost(large);
  const rows = (
    [
      ['input tokens sent', (r: RunFigures) => r.inputTokens, int],
      ['  of which cache reads', (r: RunFigures) => r.cacheReadTokens, int],
      ['cost at list price (billed usage)', (r: RunFigures) => r.billedUsd, usd],
    ] as const
  ).map(([name, pick, fmt]) => [name, fmt(medianOf(large.ours, pick)), large.theirs.length > 0 ? fmt(medianOf(large.theirs, pick)) : '—']);
  const status = state.unavailable ? `\nClaude Code: unavailable (${state.unavailable})\n` : '';
  return `30-step survey with large repeated reads (issue 37), ours vs Claude Code${cli ? ` ${cli.version}` : ''}, medians of ${runs} pairs\n${status}\n${table(['figure', 'ours', 'Claude Code'], rows)}`;
}
