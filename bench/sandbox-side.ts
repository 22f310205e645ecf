import { ensureClaudeCode, runClaude, runOurs, type ClaudeCli, type RunFigures } from './agents.js';
import { bashSession } from './sessions.js';
import { heldFigures, median, ms, table } from './stats.js';

/**
 * Issue 37: what a sandboxed Bash call costs each harness, end to end, from outside. One session of `calls` Bash
 * `true` calls, run four ways in each round (ours with `sandbox: off`, ours with `sandbox: required`, Claude Code with
 * `sandbox.enabled: false`, Claude Code with it on and `autoAllowBashIfSandboxed`), so that every round's four runs see
 * the same machine load. A harness's cost per call is the median gap between an answer and the next request
 * sandboxed, less the same unsandboxed; the ratio quoted is the median of the rounds' ratios ours / Claude Code's.
 */

type Log = (line: string) => void;
const CALLS = 20;

const perCall = (on: RunFigures, off: RunFigures): number => on.turnGapMs - off.turnGapMs;
const ok = (r: RunFigures): boolean => r.subtype === 'success' && r.mainTurns === CALLS + 1;

/** `hosts`: with a host allowed (the library's proxies and each command's bridges to them), else none (no proxy at all). */
export async function sandboxSideBySide(rounds: number, log: Log, hosts?: string[]): Promise<string> {
  let cli: ClaudeCli | undefined;
  let unavailable: string | undefined;
  try {
    cli = await ensureClaudeCode(log);
  } catch (err) {
    unavailable = err instanceof Error ? err.message : String(err);
  }
  const off = bashSession(CALLS, 'true', false, hosts);
  const on = bashSession(CALLS, 'true', true, hosts);
  const ours: number[] = [];
  const theirs: number[] = [];
  const ratios: number[] = [];
  const gaps = { oursOff: [] as number[], oursOn: [] as number[], ccOff: [] as number[], ccOn: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    const oOff = await runOurs(off);
    const oOn = await runOurs(on);
    const cOff = cli && !unavailable ? await runClaude(cli, off) : undefined;
    const cOn = cli && !unavailable ? await runClaude(cli, on) : undefined;
    for (const [name, r] of [
      ['ours, unsandboxed', oOff],
      ['ours, sandboxed', oOn],
    ] as const) {
      if (!ok(r)) throw new Error(`${name}: ${r.subtype}, ${r.mainTurns} turns: ${r.stderrTail}`);
    }
    gaps.oursOff.push(oOff.turnGapMs);
    gaps.oursOn.push(oOn.turnGapMs);
    ours.push(perCall(oOn, oOff));
    let line = `  round ${i + 1}: ours ${ms(oOff.turnGapMs)} → ${ms(oOn.turnGapMs)} a call`;
    if (cOff && cOn) {
      if (!ok(cOff) || !ok(cOn)) unavailable = `a Claude Code run did not finish its ${CALLS} calls (${cOff.subtype}, ${cOn.subtype})`;
      else {
        gaps.ccOff.push(cOff.turnGapMs);
        gaps.ccOn.push(cOn.turnGapMs);
        theirs.push(perCall(cOn, cOff));
        ratios.push(perCall(oOn, oOff) / perCall(cOn, cOff));
        line += `; Claude Code ${ms(cOff.turnGapMs)} → ${ms(cOn.turnGapMs)}`;
      }
    }
    log(line);
  }
  const cc = theirs.length > 0;
  const ratio = cc ? median(ratios) : undefined;
  heldFigures.push({
    figure: `sandboxed Bash call's cost, ${hosts ? `${hosts.join(', ')} allowed` : 'no host allowed'}`,
    ours: ms(median(ours)),
    theirs: cc ? ms(median(theirs)) : '—',
    ratio,
    goal: '≤ 0.50',
    met: ratio === undefined ? undefined : ratio <= 0.5,
  });
  const rows = [
    ['gap answer → next request, unsandboxed', ms(median(gaps.oursOff)), cc ? ms(median(gaps.ccOff)) : '—'],
    ['gap answer → next request, sandboxed', ms(median(gaps.oursOn)), cc ? ms(median(gaps.ccOn)) : '—'],
    ['sandbox cost per call', ms(median(ours)), cc ? ms(median(theirs)) : '—'],
    ['  as a fraction of Claude Code’s (median of per-round ratios)', cc ? median(ratios).toFixed(2) : '—', cc ? '1.00' : '—'],
  ];
  const head =
    `Sandbox cost per Bash call, end to end (issue 37), ${hosts ? `${hosts.join(', ')} allowed` : 'no host allowed'}: ${CALLS} Bash \`true\` calls, ${rounds} rounds of ours off/on and ` +
    `Claude Code${cli ? ` ${cli.version}` : ''} off/on; goal: ours ≤ 0.5 of Claude Code’s`;
  const status = unavailable ? `\nClaude Code: unavailable (${unavailable})\n` : '';
  return `${head}\n${status}\n${table(['figure', 'ours (dist/index.js)', 'Claude Code'], rows)}`;
}
