import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NODE24 } from '../support/runner/run-action.js';
import { runProcess } from './spawn.js';
import { mb, median, ms, ratio, table } from './stats.js';

/**
 * Issue 16, "MCP results in linear time": one tool result of 1, 10 and 100 MB over stdio and
 * Streamable HTTP, through the runner's client (into the spill file) and through the official
 * SDK client 1.32.2 as the peer. Each call runs in a fresh Node 24 process; peak RSS is that
 * process's own (the server is another process and is not counted).
 */

const SERVER = fileURLToPath(new URL('./mcp-server.js', import.meta.url));
const CLIENT = fileURLToPath(new URL('./mcp-client.js', import.meta.url));
const SIZES_MB = [1, 10, 100];
const TIMEOUT_MS = 120_000;

interface Figure {
  callMs: number;
  maxRssKb: number;
  failed?: string;
}

async function httpServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(NODE24, [SERVER, 'http'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (s: string) => {
      const m = /listening (\d+)/.exec(s);
      if (m?.[1]) resolve(Number(m[1]));
    });
    child.once('exit', () => reject(new Error('the bench MCP server exited')));
  });
  return { url: `http://127.0.0.1:${port}/mcp`, child };
}

async function once(impl: 'ours' | 'sdk', transport: 'stdio' | 'http', target: string, bytes: number): Promise<Figure> {
  const run = await runProcess(NODE24, [CLIENT, impl, transport, target, String(bytes)], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '' },
    timeoutMs: TIMEOUT_MS,
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    const out = JSON.parse(line) as { callMs: number; maxRssKb: number; resultBytes: number };
    if (out.resultBytes < bytes) return { callMs: Number.NaN, maxRssKb: Number.NaN, failed: `short result (${out.resultBytes} bytes)` };
    return { callMs: out.callMs, maxRssKb: out.maxRssKb };
  } catch {
    const why = run.timedOut ? `timed out after ${TIMEOUT_MS / 1000} s` : (run.stderr.trim().split('\n').at(-1) ?? 'failed').slice(0, 80);
    return { callMs: Number.NaN, maxRssKb: Number.NaN, failed: why };
  }
}

function best(runs: Figure[]): Figure {
  const ok = runs.filter((r) => r.failed === undefined);
  if (ok.length === 0) return runs[0] ?? { callMs: Number.NaN, maxRssKb: Number.NaN, failed: 'not run' };
  return { callMs: median(ok.map((r) => r.callMs)), maxRssKb: median(ok.map((r) => r.maxRssKb)) };
}

export async function mcpBench(runs: number, log: (line: string) => void): Promise<string> {
  const rows: string[][] = [];
  const http = await httpServer();
  try {
    for (const transport of ['stdio', 'http'] as const) {
      const target = transport === 'http' ? http.url : SERVER;
      for (const size of SIZES_MB) {
        const bytes = size * 1024 * 1024;
        const figures: Record<'ours' | 'sdk', Figure[]> = { ours: [], sdk: [] };
        for (let i = 0; i < (size === 100 ? 1 : runs); i++) {
          for (const impl of ['ours', 'sdk'] as const) {
            log(`  MCP ${transport} ${size} MB, ${impl} (${i + 1})`);
            figures[impl].push(await once(impl, transport, target, bytes));
          }
        }
        const o = best(figures.ours);
        const s = best(figures.sdk);
        const show = (f: Figure, v: string): string => f.failed ?? v;
        rows.push([
          transport,
          `${size} MB`,
          show(o, ms(o.callMs)),
          show(o, `${(o.callMs / size).toFixed(1)} ms/MB`),
          show(o, mb(o.maxRssKb)),
          show(s, ms(s.callMs)),
          show(s, mb(s.maxRssKb)),
          ratio(o.callMs, s.callMs),
        ]);
      }
    }
  } finally {
    http.child.kill('SIGKILL');
  }
  return [
    `MCP tool results (issue 16), one call per fresh Node 24 process, median of ${runs} (100 MB: 1 run); ratio = SDK time / ours.`,
    'Ours goes through the product: the result is written to the spill file and the model gets a preview. The SDK',
    'client only holds the result in memory, with its stdio maxBufferSize raised to 256 MiB (its 10 MiB default refuses 10 and 100 MB).',
    '',
    table(['transport', 'result', 'ours: call', 'ours: per MB', 'ours: peak RSS', 'SDK 1.32.2: call', 'SDK: peak RSS', 'ratio'], rows),
  ].join('\n');
}

/** `node build/bench/mcp.js [--quick]`: this section alone. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await mcpBench(process.argv.includes('--quick') ? 1 : 3, (l) => void process.stderr.write(`${l}\n`));
  process.stdout.write(`${text}\n`);
}
