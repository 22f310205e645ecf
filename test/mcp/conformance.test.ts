/**
 * The official MCP conformance suite against the runner's client: every client scenario of
 * every protocol generation the client claims, through test/mcp/conformance/client.ts.
 * Prints one table of scenarios and results; a scenario a headless client cannot meet is
 * listed as unsupported with its reason and must still fail cleanly (no hang, no crash).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseClientList, planRuns, SUITE_PACKAGES, type PlannedRun, type SuiteRelease } from './conformance/plan.js';
import { ROOT } from './helpers.js';

/** The suite needs Node ≥ 22 (fs.globSync): the action's own Node 24 runs it. */
const NODE24 = join(ROOT, 'node_modules/node/bin/node');
const ADAPTER = join(ROOT, 'build/test/mcp/conformance/client.js');
const PER_SCENARIO_MS = 60_000;

interface Check {
  id: string;
  name: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';
  errorMessage?: string;
}

interface Outcome {
  run: PlannedRun;
  checks: Check[];
  exitCode: number;
  output: string;
}

function cli(release: SuiteRelease): string {
  return join(ROOT, 'node_modules', SUITE_PACKAGES[release].pkg, 'dist/index.js');
}

function exec(args: string[], timeoutMs: number): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(NODE24, args, { cwd: ROOT, timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } }, (err, stdout, stderr) => {
      const code = err === null ? 0 : typeof err.code === 'number' ? err.code : 1;
      resolve({ code, output: `${stdout}\n${stderr}` });
    });
  });
}

function findChecks(dir: string): Check[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const found = findChecks(path);
      if (found.length > 0) return found;
    } else if (name === 'checks.json') {
      return JSON.parse(readFileSync(path, 'utf8')) as Check[];
    }
  }
  return [];
}

async function runOne(run: PlannedRun): Promise<Outcome> {
  const out = mkdtempSync(join(tmpdir(), 'mcp-conf-out-'));
  try {
    const args = [cli(run.release), 'client', '--command', `${NODE24} ${ADAPTER}`, '--scenario', run.scenario, '--timeout', String(PER_SCENARIO_MS), '-o', out];
    if (run.version !== undefined) args.push('--spec-version', run.version);
    const { code, output } = await exec(args, PER_SCENARIO_MS + 15_000);
    return { run, checks: findChecks(out), exitCode: code, output };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function pool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

function verdict(o: Outcome): 'pass' | 'FAIL' | 'unsupported' | 'UNEXPECTED PASS' {
  const failed = o.checks.some((c) => c.status === 'FAILURE');
  const passed = o.exitCode === 0 && !failed && o.checks.some((c) => c.status === 'SUCCESS');
  if (o.run.unsupported !== undefined) return passed ? 'UNEXPECTED PASS' : 'unsupported';
  return passed ? 'pass' : 'FAIL';
}

/** docs/mcp.md, the MCP page: the list a user reads must be the suite's, not a wish. */
function readmeSection(): { passes: string; unsupported: string } {
  const body = readFileSync(join(ROOT, 'docs', 'mcp.md'), 'utf8');
  const passes = /\*\*Passes\*\*(.*)/.exec(body)?.[1] ?? '';
  const from = body.indexOf('**Not supported**');
  const to = body.indexOf('**Authentication');
  return { passes, unsupported: from === -1 ? '' : body.slice(from, to === -1 ? undefined : to) };
}

/** `auth/metadata-*` style names in the README match the scenarios they stand for. */
function mentioned(list: string, scenario: string): boolean {
  const names = [...list.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
  return names.some((n) => n === scenario || (n.endsWith('*') && scenario.startsWith(n.slice(0, -1))));
}

/** What the client itself said when it gave up: the error a workflow author would read. */
function clientSaid(o: Outcome): string {
  const failed = /conformance client failed: (.*)/.exec(o.output)?.[1];
  const toolError = /\S+ → error: (.*)/.exec(o.output)?.[1];
  return (failed ?? toolError ?? '').replace(/\|/g, '/').slice(0, 160);
}

/** An unsupported scenario must still end by itself, with an error, not by the suite's timeout. */
function endedCleanly(o: Outcome): boolean {
  return !/Client timed out|Scenario timed out/.test(o.output);
}

function table(outcomes: Outcome[], notRun: string[]): string {
  const rows = outcomes.map((o) => {
    const ok = o.checks.filter((c) => c.status === 'SUCCESS').length;
    const scored = o.checks.filter((c) => c.status === 'SUCCESS' || c.status === 'FAILURE' || c.status === 'WARNING').length;
    const v = verdict(o);
    const warn = o.checks.filter((c) => c.status === 'WARNING').map((c) => c.name);
    const fails = o.checks.filter((c) => c.status === 'FAILURE').map((c) => `${c.name}: ${c.errorMessage ?? ''}`.slice(0, 140));
    const said = clientSaid(o);
    const note =
      v === 'unsupported'
        ? `${o.run.unsupported ?? ''}${said ? ` — client: "${said}"` : ''}${endedCleanly(o) ? '' : ' — TIMED OUT'}`
        : [...fails, ...warn.map((w) => `warning ${w}`)].join('; ');
    return `| ${SUITE_PACKAGES[o.run.release].version} | ${o.run.version ?? 'extension'} | ${o.run.scenario} | ${v} | ${ok}/${scored} | ${note} |`;
  });
  return [
    '| suite | protocol | scenario | result | checks | note |',
    '|---|---|---|---|---|---|',
    ...rows,
    ...notRun.map((n) =>
      n.includes('[draft]')
        ? `| | | ${n} | not run | | targets only the draft, a version the client does not claim |`
        : `| | | ${n} | not run here | | its version runs from the other suite release (rows above) |`,
    ),
  ].join('\n');
}

describe('MCP conformance suite (client scenarios)', () => {
  it('passes every scenario a headless client can meet, in both protocol generations', { timeout: 15 * 60_000 }, async () => {
    const runs: PlannedRun[] = [];
    const notRun: string[] = [];
    for (const release of ['stable', 'next'] as const) {
      const listing = await exec([cli(release), 'list'], 60_000);
      const listed = parseClientList(listing.output);
      assert.ok(listed.length > 5, `conformance ${release} lists its client scenarios:\n${listing.output}`);
      const planned = planRuns(release, listed);
      runs.push(...planned);
      for (const l of listed)
        if (!planned.some((p) => p.scenario === l.scenario)) notRun.push(`${l.scenario} [${l.versions.join(',')}] (${SUITE_PACKAGES[release].version})`);
    }
    const outcomes = await pool(runs, 2, runOne);
    const text = table(outcomes, notRun);
    process.stdout.write(`\nMCP conformance, client scenarios (${outcomes.length} runs):\n${text}\n`);
    const counts = { pass: 0, FAIL: 0, unsupported: 0, 'UNEXPECTED PASS': 0 };
    for (const o of outcomes) counts[verdict(o)]++;
    process.stdout.write(
      `passed ${counts.pass}, failed ${counts.FAIL}, unsupported ${counts.unsupported}, unexpected passes ${counts['UNEXPECTED PASS']}, not run ${notRun.length}\n`,
    );
    const readme = readmeSection();
    const missing = outcomes.flatMap((o) => {
      const v = verdict(o);
      if (v === 'pass' && !mentioned(readme.passes, o.run.scenario)) return [`${o.run.scenario} passes but docs/mcp.md does not list it`];
      if (v === 'unsupported' && !mentioned(readme.unsupported, o.run.scenario)) return [`${o.run.scenario} is unsupported but docs/mcp.md does not say so`];
      return [];
    });
    assert.deepEqual([...new Set(missing)], []);
    const bad = outcomes.filter((o) => verdict(o) === 'FAIL' || verdict(o) === 'UNEXPECTED PASS' || !endedCleanly(o));
    assert.deepEqual(
      bad.map((o) => `${o.run.scenario}@${o.run.version ?? 'extension'} (${SUITE_PACKAGES[o.run.release].version}): ${verdict(o)}\n${o.output.slice(-3000)}`),
      [],
    );
  });
});
