import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROCESS_MARK } from '../src/process/group.js';
import { startProcessTracking } from '../src/process/tracker.js';
import { createBashTool } from '../src/tools/bash.js';
import { median, ms, now, table } from './stats.js';

/**
 * What holding one command's processes costs per Bash call (src/process/command-scope.ts): `true` run through the
 * Bash tool with no tracking, in scan mode (the command made a subreaper by perl) and in cgroup mode (the command
 * joins its own cgroup through /bin/sh). Each mode in a process of its own (the tracker is one per process).
 * `node build/bench/command-scope.js [calls]`.
 */
const CALLS = Number(process.argv[2] ?? 40);
const MODES = ['off', 'scan', 'cgroup'] as const;

async function one(mode: (typeof MODES)[number]): Promise<string> {
  const tracker = mode === 'off' ? undefined : await startProcessTracking({ mark: PROCESS_MARK, allowCgroup: mode === 'cgroup' });
  const base = mkdtempSync(path.join(os.tmpdir(), 'bench-scope-'));
  const bash = createBashTool({ workspace: { root: base, tempDir: base }, env: { PATH: process.env.PATH ?? '' }, drainMs: 0 });
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = now();
    await bash.execute({ command: 'true' }, { signal: new AbortController().signal, toolUseId: `toolu_${i}` });
    times.push(now() - start);
  }
  await tracker?.stop(100);
  rmSync(base, { recursive: true, force: true });
  return JSON.stringify({ mode: tracker?.mode ?? 'off', median: median(times) });
}

const asked = process.argv[3] as (typeof MODES)[number] | undefined;
if (asked) console.log(await one(asked));
else {
  const self = fileURLToPath(import.meta.url);
  const rows = MODES.map(
    (mode) => JSON.parse(execFileSync(process.execPath, [self, String(CALLS), mode], { encoding: 'utf8' })) as { mode: string; median: number },
  );
  console.log(`Bash \`true\`, ${CALLS} calls each; load ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(
    table(
      ['asked', 'tracking', 'median per call'],
      rows.map((r, i) => [MODES[i] ?? '', r.mode, ms(r.median)]),
    ),
  );
}
