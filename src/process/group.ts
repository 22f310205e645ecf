import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { activeProcessTracker, COMMAND_MARK_NAME, signal, type TrackedProcess } from './tracker.js';

/** Process groups of commands that left background processes running, for `killBackgroundProcesses`. */
const leftoverGroups = new Set<number>();

/**
 * Every process a tool or hook starts carries this variable (unique to this runner process), so the end of
 * the run can find the ones that left their process group: `setsid cmd &`, `setsid -f`, a daemon's double fork.
 */
export const PROCESS_MARK_NAME = 'AGENT_RUNNER_RUN_MARK';
export const PROCESS_MARK = randomUUID();

/** Processes being started that nothing waits for (an async hook's): the sweep at the end of the run waits for them. */
const starting = new Set<Promise<unknown>>();

/** Registers `start` (it resolves once the process runs, or rejects when it could not start) and returns it. */
export function startingProcess<T>(start: Promise<T>): Promise<T> {
  starting.add(start);
  const started = (): void => void starting.delete(start);
  start.then(started, started);
  return start;
}

/** Resolves when every process being started is running or failed to start: from then on the sweep can find it. */
export async function processesStarted(): Promise<void> {
  while (starting.size > 0) await Promise.allSettled([...starting]);
}

/** A hook (or any other child) that exited but left its process group running: killed with the rest at the end. */
export function trackLeftoverGroup(pgid: number): void {
  if (groupAlive(pgid)) leftoverGroups.add(pgid);
}

/** Pids of live processes (not this one) whose environment carries `needle` (this run's mark); empty where there is no /proc. */
function markedProcesses(needle = `${PROCESS_MARK_NAME}=${PROCESS_MARK}`): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(needle)) found.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, sig: NodeJS.Signals): void {
  signal(-pgid, sig);
}

/** SIGTERM the group, then SIGKILL whatever is left after `graceMs`. */
export async function killProcessGroup(pgid: number, graceMs: number): Promise<void> {
  // Windows has no process groups to signal (PowerShell runs there): taskkill ends the process and its whole tree.
  if (process.platform === 'win32') {
    spawnSync('taskkill', ['/PID', String(pgid), '/T', '/F'], { stdio: 'ignore', windowsHide: true });
    return;
  }
  signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && groupAlive(pgid)) await new Promise((r) => setTimeout(r, 25));
  if (!groupAlive(pgid)) return;
  signalGroup(pgid, 'SIGKILL');
  // SIGKILL is delivered at once but a loaded machine runs the exit later: "killed" here means gone, for the caller's
  // next step (a report of what is left, a folder removed), within a bound.
  const killDeadline = Date.now() + Math.max(graceMs, 1000);
  while (Date.now() < killDeadline && groupAlive(pgid)) await new Promise((r) => setTimeout(r, 25));
}

/**
 * SIGTERM, then SIGKILL after `graceMs`, every live process whose environment carries the command mark `mark`
 * (COMMAND_MARK_NAME): what one command left in sessions of their own. One that also scrubbed its environment is
 * found by the process tracker (command-scope.ts).
 */
export async function killMarked(mark: string, graceMs: number): Promise<void> {
  const needle = `${COMMAND_MARK_NAME}=${mark}`;
  const find = (): number[] => markedProcesses(needle);
  if (find().length === 0) return;
  for (const pid of find()) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && find().length > 0) await new Promise((r) => setTimeout(r, 25));
  for (let round = 0; round < 5 && find().length > 0; round++) {
    for (const pid of find()) signal(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * End every background process a Bash command or hook left behind; call once when the run ends.
 * Returns what had to be killed: the process groups left running, then whatever escaped its group
 * (found by its mark, or by the process tracker when one runs: see tracker.ts).
 */
export async function killBackgroundProcesses(graceMs = 2000): Promise<TrackedProcess[]> {
  await processesStarted();
  // In scan mode, one look at every tree before a signal re-parents any of it.
  activeProcessTracker()?.members();
  const groups = [...leftoverGroups].filter(groupAlive);
  leftoverGroups.clear();
  const killed: TrackedProcess[] = groups.map((pgid) => ({ pid: pgid, command: `process group ${pgid}` }));
  await Promise.all(groups.map((g) => killProcessGroup(g, graceMs)));
  // Whatever escaped its group (a new session) still carries the mark, unless it scrubbed its environment. Every
  // look names what it finds: a process caught mid-exec reads as an empty environment once, and one forked between
  // looks appears only in a later one; each is killed, so each is reported.
  const strays = new Set<number>();
  const look = (sig: NodeJS.Signals): number[] => {
    const live = markedProcesses();
    for (const pid of live) {
      if (strays.has(pid) && sig === 'SIGTERM') continue;
      if (!strays.has(pid)) killed.push({ pid, command: `marked process ${pid}` });
      strays.add(pid);
      signal(pid, sig);
    }
    return live;
  };
  const pause = (): Promise<void> => new Promise((r) => setTimeout(r, 25));
  const deadline = Date.now() + graceMs;
  // The second look comes after a pause even when the first found nothing: the exec it caught will have finished.
  look('SIGTERM');
  await pause();
  while (look('SIGTERM').length > 0 && Date.now() < deadline) await pause();
  look('SIGKILL');
  // `setsid env -i …` leaves both: the tracker finds it by what it cannot leave.
  const tracked = (await activeProcessTracker()?.sweep(graceMs)) ?? [];
  for (const t of tracked) {
    const i = killed.findIndex((k) => k.pid === t.pid);
    if (i >= 0) killed[i] = t;
    else killed.push(t);
  }
  return killed;
}
