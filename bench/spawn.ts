import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { now } from './stats.js';

/**
 * Runs one process for a bench: its own process group (killed whole on timeout), stdout/stderr collected,
 * and its peak RSS — from GNU time (`/usr/bin/time -f %M`, the high-water mark of the process and of its
 * largest waited-for descendant) when it is installed, else by polling /proc/<pid>/status VmHWM.
 */

export interface ProcessRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** now() just before spawn. */
  startedAt: number;
  /** now() when the process closed. */
  endedAt: number;
  peakRssKb: number;
  rssMethod: 'gnu-time' | 'proc-poll';
  timedOut: boolean;
}

const GNU_TIME = '/usr/bin/time';
const hasGnuTime = ((): boolean => {
  if (!existsSync(GNU_TIME)) return false;
  try {
    return readFileSync(GNU_TIME).includes('GNU');
  } catch {
    return false;
  }
})();

export const rssMethod = (): string =>
  hasGnuTime ? 'GNU time %M (max RSS of the process or its largest descendant)' : 'polling /proc/<pid>/status VmHWM every 10 ms';

function vmHwmKb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m?.[1] ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

export async function runProcess(
  command: string,
  args: readonly string[],
  opts: {
    cwd: string;
    env: Record<string, string>;
    timeoutMs: number;
  },
): Promise<ProcessRun> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-bench-time-'));
  const timeFile = path.join(scratch, 'rss');
  const [cmd, argv] = hasGnuTime ? [GNU_TIME, ['-f', '%M', '-o', timeFile, command, ...args]] : [command, [...args]];
  const startedAt = now();
  const child = spawn(cmd, argv, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let polled = 0;
  // Without GNU time, poll the high-water mark of the process itself (it only ever grows).
  const poll = hasGnuTime
    ? undefined
    : setInterval(() => {
        if (child.pid !== undefined) polled = Math.max(polled, vmHwmKb(child.pid));
      }, 10);
  let timedOut = false;
  const killer = setTimeout(() => {
    timedOut = true;
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, opts.timeoutMs);
  const exitCode = await new Promise<number | null>((resolve) => {
    child.on('error', (err) => {
      stderr += String(err);
      resolve(null);
    });
    child.on('close', (code) => resolve(code));
  });
  const endedAt = now();
  clearTimeout(killer);
  if (poll) clearInterval(poll);
  let peakRssKb = polled;
  if (hasGnuTime) {
    const text = existsSync(timeFile) ? readFileSync(timeFile, 'utf8') : '';
    // GNU time writes "Command exited with non-zero status N" before the figure when the command fails.
    const figure = text.trim().split('\n').at(-1) ?? '';
    peakRssKb = /^\d+$/.test(figure) ? Number(figure) : Number.NaN;
  }
  rmSync(scratch, { recursive: true, force: true });
  return { exitCode, stdout, stderr, startedAt, endedAt, peakRssKb, rssMethod: hasGnuTime ? 'gnu-time' : 'proc-poll', timedOut };
}
