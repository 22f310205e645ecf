import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmdirSync, write, writeFileSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Finds every process the run started, including the ones that tried to leave: `setsid`, a double
 * fork re-parented to init, `env -i` (which drops any environment mark). Process groups and marks
 * are opt-in for the process being tracked; these are not:
 *
 * - `cgroup`: where the runner may create a cgroup (v2) it moves itself into a fresh child cgroup
 *   before it starts anything, so every descendant is born in it, and no fork, session or
 *   re-parenting takes a process out. A process with write access to the parent cgroup (root, or
 *   the same user where the parent is delegated) could still move itself out: the PID namespace of
 *   the sandbox closes that.
 * - `scan`: elsewhere, /proc is scanned every `intervalMs` for descendants (by parent), members of
 *   sessions and process groups they created, and processes with this run's mark. A process that
 *   is re-parented between two scans escapes it: best effort, and said so.
 * - `none`: no /proc (Windows, macOS): only the process groups Bash and hooks report.
 */
export interface TrackedProcess {
  pid: number;
  command: string;
}

export type TrackingMode = 'cgroup' | 'scan' | 'none';

export interface TrackerOptions {
  mark?: string;
  intervalMs?: number;
  allowCgroup?: boolean;
}

type CgroupResult = { dir: string; home: string } | { error: string };

interface Seen {
  start: string;
  command: string;
}

export class ProcessTracker {
  readonly mode: TrackingMode;
  /** Why the stronger mode was not available. */
  readonly note: string | undefined;
  private readonly cgroupDir: string | undefined;
  private readonly homeCgroup: string | undefined;
  private readonly seen = new Map<number, Seen>();
  private readonly sessions = new Set<number>();
  /** Processes already looked at for the mark (pid:start), so each environment is read once. */
  private readonly checked = new Set<string>();
  /** This process's start time: only processes started later can be the run's. */
  private readonly since = Number(parseStat(process.pid)?.start ?? 0);
  private timer: NodeJS.Timeout | undefined;

  /** `cgroup`: what `createCgroup` gave (startProcessTracking makes it off the main thread); without it, no cgroup. */
  constructor(opts: TrackerOptions & { cgroup?: CgroupResult } = {}) {
    this.mark = opts.mark;
    const cgroup = opts.allowCgroup === false ? { error: 'cgroup tracking turned off' } : (opts.cgroup ?? { error: 'no cgroup was made' });
    if ('dir' in cgroup) {
      this.mode = 'cgroup';
      this.cgroupDir = cgroup.dir;
      this.homeCgroup = cgroup.home;
      this.note = undefined;
      return;
    }
    if (!readable('/proc/self/stat')) {
      this.mode = 'none';
      this.note = `no cgroup (${cgroup.error}) and no /proc: only process groups are swept`;
      return;
    }
    this.mode = 'scan';
    this.note = `no cgroup (${cgroup.error}): tracking by parent, session and mark, scanned every ${opts.intervalMs ?? 25} ms`;
    this.timer = setInterval(() => this.scan(), opts.intervalMs ?? 25);
    this.timer.unref();
  }

  private readonly mark: string | undefined;

  /** Live tracked processes other than this one. */
  members(): TrackedProcess[] {
    if (this.mode === 'cgroup' && this.cgroupDir) {
      return readPids(path.join(this.cgroupDir, 'cgroup.procs'))
        .filter((pid) => pid !== process.pid && startTime(pid) !== undefined)
        .map((pid) => ({ pid, command: commandOf(pid) }));
    }
    if (this.mode !== 'scan') return [];
    this.scan();
    // The command as it is now: one first seen between its fork and its exec showed its parent's, or nothing ('?').
    return [...this.seen]
      .filter(([pid, s]) => startTime(pid) === s.start)
      .map(([pid, s]) => {
        const now = commandOf(pid);
        return { pid, command: now === '?' ? s.command : now };
      });
  }

  /** SIGTERM, then SIGKILL after `graceMs`, every tracked process; returns what had to be killed. */
  async sweep(graceMs = 2000): Promise<TrackedProcess[]> {
    const victims = this.members();
    if (victims.length === 0) return [];
    for (const v of victims) signal(v.pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && this.members().length > 0) await new Promise((r) => setTimeout(r, 25));
    // Whatever was born meanwhile goes too.
    for (let round = 0; round < 5; round++) {
      const left = this.members();
      if (left.length === 0) break;
      for (const v of left) signal(v.pid, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 25));
    }
    return victims;
  }

  /** Sweeps, then leaves the cgroup and removes it. */
  async stop(graceMs = 2000): Promise<TrackedProcess[]> {
    const killed = await this.sweep(graceMs);
    if (this.timer) clearInterval(this.timer);
    if (this.cgroupDir && this.homeCgroup) {
      try {
        writeFileSync(path.join(this.homeCgroup, 'cgroup.procs'), String(process.pid));
        for (let i = 0; i < 40 && readPids(path.join(this.cgroupDir, 'cgroup.procs')).length > 0; i++) await new Promise((r) => setTimeout(r, 25));
        rmdirSync(this.cgroupDir);
      } catch {
        // Left for the machine's own cleanup: it is empty or holds only killed processes.
      }
    }
    return killed;
  }

  /** A process started after this one, carrying the run's mark (looked at once). */
  private marked(p: { pid: number; start: string }): boolean {
    if (this.mark === undefined || Number(p.start) < this.since) return false;
    const id = `${p.pid}:${p.start}`;
    if (this.checked.has(id)) return false;
    this.checked.add(id);
    return hasMark(p.pid, this.mark);
  }

  private scan(): void {
    const self = process.pid;
    const table: { pid: number; ppid: number; pgrp: number; sid: number; start: string }[] = [];
    let entries: string[];
    try {
      entries = readdirSync('/proc');
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = parseStat(Number(entry));
      if (stat) table.push(stat);
    }
    const tracked = new Set<number>([
      self,
      ...[...this.seen.keys()].filter((pid) => table.some((p) => p.pid === pid && p.start === this.seen.get(pid)?.start)),
    ]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const p of table) {
        if (tracked.has(p.pid)) continue;
        const joined = tracked.has(p.ppid) || (p.sid !== 0 && this.sessions.has(p.sid)) || this.sessions.has(p.pgrp) || this.marked(p);
        if (!joined) continue;
        tracked.add(p.pid);
        this.seen.set(p.pid, { start: p.start, command: commandOf(p.pid) });
        grew = true;
      }
    }
    // Sessions and groups led by a tracked process: their members are tracked even after re-parenting.
    for (const p of table) if (tracked.has(p.pid) && p.pid !== self && (p.sid === p.pid || p.pgrp === p.pid)) this.sessions.add(p.pid);
  }
}

/**
 * A fresh child of this process's cgroup v2, with this process moved into it. Moving a process waits for the
 * kernel (an RCU grace period: 10–30 ms), so it is done on libuv's thread pool while the main thread goes on.
 */
async function createCgroup(): Promise<CgroupResult> {
  if (process.platform !== 'linux') return { error: `not Linux (${process.platform})` };
  try {
    const line = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('0::'));
    if (line === undefined) return { error: 'no cgroup v2 hierarchy' };
    const mount = readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .map((l) => l.split(' '))
      .find((f) => f[f.indexOf('-') + 1] === 'cgroup2')?.[4];
    if (!mount) return { error: 'cgroup2 is not mounted' };
    const home = path.join(mount, line.slice(3).trim());
    const dir = path.join(home, `agent-runner-${process.pid}-${Date.now().toString(36)}`);
    // The folder made and the file opened here and now (quick in cgroupfs), the write alone on the thread pool: each step
    // of an asynchronous writeFile waits for the main thread, which is busy loading the run.
    mkdirSync(dir);
    try {
      await writeWhole(path.join(dir, 'cgroup.procs'), String(process.pid));
    } catch (error) {
      await rmdir(dir);
      throw error;
    }
    return { dir, home };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** One `write(2)` on libuv's thread pool, the file opened and closed on this thread. */
function writeWhole(file: string, text: string): Promise<void> {
  const fd = openSync(file, 'w');
  return new Promise<void>((resolve, reject) => write(fd, text, (error) => (error ? reject(error) : resolve()))).finally(() => closeSync(fd));
}

function readPids(file: string): number[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => /^\d+$/.test(l))
      .map(Number);
  } catch {
    return [];
  }
}

function parseStat(pid: number): { pid: number; ppid: number; pgrp: number; sid: number; start: string; state: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces and parentheses itself.
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(rest[1]), pgrp: Number(rest[2]), sid: Number(rest[3]), start: rest[19] ?? '', state: rest[0] ?? '' };
  } catch {
    return undefined;
  }
}

/**
 * The start time of a process that still runs. A zombie has ended: it is only waiting for its parent
 * (or, re-parented, an init that may never reap it) to collect its status, and no signal reaches it.
 */
function startTime(pid: number): string | undefined {
  const stat = parseStat(pid);
  return stat && stat.state !== 'Z' && stat.state !== 'X' ? stat.start : undefined;
}

function hasMark(pid: number, mark: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(mark);
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 120) || '?';
  } catch {
    return '?';
  }
}

function readable(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Signal a process (a negative pid: its group); one that is already gone is not an error. */
export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // Gone already.
  }
}

let active: ProcessTracker | undefined;
let starting: Promise<ProcessTracker> | undefined;

/**
 * Starts tracking for this process (once; later calls get the same tracker): the entry starts it before the
 * run's code loads, and the run waits for it before it starts any child.
 */
export function startProcessTracking(opts: TrackerOptions = {}): Promise<ProcessTracker> {
  starting ??= (opts.allowCgroup === false ? Promise.resolve<CgroupResult>({ error: 'cgroup tracking turned off' }) : createCgroup()).then((cgroup) => {
    active = new ProcessTracker({ ...opts, cgroup });
    return active;
  });
  return starting;
}

export function activeProcessTracker(): ProcessTracker | undefined {
  return active;
}
