import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptySandboxSettings } from '../src/sandbox/config.js';
import { startSandbox } from '../src/sandbox/runtime.js';
import { buildToolEnv } from '../src/process/env.js';
import { createBashTool } from '../src/tools/bash.js';
import { median, ms, now, table } from './stats.js';

/**
 * What the sandbox costs per Bash call: the same commands through the Bash tool with and without it (bubblewrap,
 * the proxies' bridges, the seccomp helper), medians of `runs` calls each, interleaved so load hits both alike.
 *
 *   node build/bench/sandbox.js [runs] [the runner's working directory: default a fresh repository]
 */
export async function sandboxBench(runs: number, log: (line: string) => void, processCwd?: string): Promise<string> {
  const cwd = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'bench-sandbox-')));
  execFileSync('git', ['init', '-q'], { cwd });
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'bench-sandbox-run-')));
  // The library scans the process's working directory on every wrap; the action runs in the workspace.
  const home = process.cwd();
  process.chdir(processCwd ?? cwd);
  const t0 = now();
  const started = await startSandbox({ mode: 'required', settings: emptySandboxSettings(), cwd, runDir, allowRules: [] });
  const startMs = now() - t0;
  if (!started.ok || !started.sandbox) return `Sandbox: not measured (${started.ok ? started.status.reason : started.error})`;
  const env = buildToolEnv(process.env, []);
  const workspace = { root: cwd, tempDir: runDir };
  const plain = createBashTool({ workspace, env });
  const boxed = createBashTool({ workspace, env, sandbox: started.sandbox });
  const commands = ['true', 'git status --short', 'node -e 0'];
  const rows: string[][] = [];
  const ctx = { signal: new AbortController().signal, toolUseId: 'bench' };
  for (const command of commands) {
    const times = { plain: [] as number[], boxed: [] as number[] };
    for (let i = 0; i < runs; i++) {
      for (const [name, tool] of [
        ['plain', plain],
        ['boxed', boxed],
      ] as const) {
        const t = now();
        const result = await tool.execute({ command }, ctx);
        if (result.isError) throw new Error(`${name} ${command}: ${result.content}`);
        times[name].push(now() - t);
      }
    }
    const p = median(times.plain);
    const b = median(times.boxed);
    log(`  ${command}: ${ms(p)} → ${ms(b)}`);
    rows.push([`\`${command}\``, ms(p), ms(b), `+${ms(b - p)}`, `${(b / p).toFixed(1)}×`]);
  }
  await started.sandbox.close();
  process.chdir(home);
  return [
    `Sandbox cost per Bash call (medians of ${runs}, interleaved; as uid ${process.getuid?.()}; load average ${os.loadavg()[0]?.toFixed(1)}; sandbox start once per run: ${ms(startMs)})`,
    table(['Command', 'Unsandboxed', 'Sandboxed', 'Cost per call', 'Ratio'], rows),
  ].join('\n\n');
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('bench', 'sandbox.js'))) {
  const runs = Number(process.argv[2] ?? 20);
  process.stdout.write(`${await sandboxBench(runs, (line) => void process.stderr.write(`${line}\n`), process.argv[3])}\n`);
}
