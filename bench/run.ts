import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { NODE24 } from '../support/runner/run-action.js';
import { firstSignBench } from './first-sign.js';
import { grepBench } from './grep.js';
import { sandboxBench } from './sandbox.js';
import { sandboxSideBySide } from './sandbox-side.js';
import { mcpBench } from './mcp.js';
import { issue2, issue7, largeSurvey, type Counts } from './side-by-side.js';
import { rssMethod } from './spawn.js';
import { startupBench } from './startup.js';
import { heldTable, ms, now } from './stats.js';

/**
 * `npm run bench`: figures side by side, no assertions. Every process it starts is bounded in time and every
 * model call goes to a scripted server on 127.0.0.1; the only other traffic is the one-time npm install of the
 * Claude Code CLI into os.tmpdir() (cached between runs).
 *
 *   node build/bench/run.js            the full bench (≈5 minutes on 2 cores)
 *   node build/bench/run.js --quick    one or two runs of everything, for a smoke check
 *   node build/bench/run.js --only startup   one section (startup, first-sign, sessions, grep, sandbox, mcp)
 *   node build/bench/run.js --only issue37   issue 37's figures side by side with Claude Code, 3 rounds each
 */

// The bench runs where the action runs, on Node 24 (the in-process figures, Grep's above all, depend on it).
if (Number(process.versions.node.split('.')[0]) < 24 && existsSync(NODE24)) {
  const child = spawnSync(NODE24, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const quick = process.argv.includes('--quick');
/** `--only startup` (or first-sign, grep, sandbox, mcp, sessions, issue37): one section, for working on it. */
const only = ((i) => (i >= 0 ? process.argv[i + 1] : undefined))(process.argv.indexOf('--only'));
/** Issue 37's held figures: start-up, the first sign, the 30-step survey's cost, the sandbox's cost per call. */
const ISSUE37 = ['startup', 'first-sign', 'large-survey', 'sandbox-side'];
const wanted = (section: string): boolean => only === undefined || only === section || (only === 'issue37' && ISSUE37.includes(section));
const counts: Counts = quick ? { overhead50: 1, cheap20: 1, large30: 1, budget: 1 } : { overhead50: 5, cheap20: 5, large30: 3, budget: 3 };
const grepRuns = quick ? 1 : 5;
const startupRuns = quick ? 3 : 11;
const log = (line: string): void => void process.stderr.write(`${line}\n`);

function machine(): string {
  const node24 = ((): string => {
    try {
      return execFileSync(NODE24, ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      return '?';
    }
  })();
  const cpu = os.cpus()[0]?.model ?? '?';
  return [
    `Machine: ${os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.platform()} ${os.release()}`,
    `Node: bench ${process.version}, action under ${node24} (${NODE24})`,
    `Load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
    `Peak RSS: ${rssMethod()}`,
    `Date: ${new Date().toISOString()}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const start = now();
  const startLoad = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const sections: string[] = [machine()];
  if (wanted('startup')) {
    log('Issue 16: start-up, ours vs Claude Code');
    sections.push(await startupBench(startupRuns, log, only !== 'issue37'));
  }
  if (wanted('first-sign')) {
    log('Issue 37: first sign on the pull request');
    sections.push(await firstSignBench(quick ? 3 : 7, log));
  }
  if (only === 'issue37') {
    log('Issue 37: the 30-step survey, ours vs Claude Code');
    sections.push(await largeSurvey(quick ? 1 : 3, log));
  }
  if (wanted('sessions')) {
    log('Issue 2: ours alone, 50-turn session');
    sections.push(await issue2(counts.overhead50, log));
    log('Issue 7: ours vs Claude Code');
    sections.push(await issue7(counts, log));
  }
  if (wanted('grep')) {
    log('Grep on a large tree');
    sections.push(await grepBench(grepRuns, log));
  }
  if (wanted('sandbox') || wanted('sandbox-side')) {
    log('Sandbox cost per Bash call');
    sections.push(await sandboxSideBySide(quick ? 1 : 3, log));
    sections.push(await sandboxSideBySide(quick ? 1 : 3, log, ['example.com']));
    if (wanted('sandbox')) sections.push(await sandboxBench(quick ? 3 : 20, log));
  }
  if (wanted('mcp')) {
    log('MCP: large tool results');
    sections.push(await mcpBench(quick ? 1 : 3, log));
  }
  const loads = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const held = heldTable(`${startLoad} at the start, ${loads} at the end`);
  if (held) sections.push(held);
  sections.push(
    `Bench time: ${ms(now() - start)}; load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  process.stdout.write(`\n${sections.join('\n\n')}\n`);
}

await main();
