import { readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { noAdoption } from './adopt.js';
import {
  commandCgroupName,
  createCgroup,
  type CgroupResult,
  killCgroup,
  makeCommandCgroup,
  readPids,
  removeCgroups,
  removeCommandCgroup,
  subtreePids,
} from './cgroup.js';

/**
 * Each Bash command's own mark (a fresh value per command, beside the run's): stopping one command before the run
 * ends (its bound, TaskStop, a subagent's answer) reaches what it started in a new session too, and the scan
 * attributes a process that carries it to its command.
 */
export const COMMAND_MARK_NAME = 'AGENT_RUNNER_COMMAND_MARK';

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

interface Seen {
  start: string;
  command: string;
  /** The mark of the command whose tree it was first seen in (scan mode). */
  owner?: string;
}

export class ProcessTracker {
  readonly mode: TrackingMode;
  /** Why the stronger mode was not available. */
  readonly note: string | undefined;
  private readonly cgroupDir: string | undefined;
  private readonly homeCgroup: string | undefined;
  private readonly seen = new Map<number, Seen>();
  /** Sessions and process groups led by a tracked process, with the command (mark) the leader was attributed to. */
  private readonly sessions = new Map<number, string | undefined>();
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
    // Without adoption a double fork leaves its command's tree (the command's stop misses it): said, not dropped.
    const adoption = noAdoption();
    this.note = `no cgroup (${cgroup.error}): tracking by parent, session and mark, scanned every ${opts.intervalMs ?? 25} ms${adoption ? `; ${adoption}: a command's stop does not reach what it double-forked` : ''}`;
    this.timer = setInterval(() => this.scan(), opts.intervalMs ?? 25);
    this.timer.unref();
  }

  private readonly mark: string | undefined;

  /** Live tracked processes other than this one (the commands' cgroups included). */
  members(): TrackedProcess[] {
    if (this.mode === 'cgroup' && this.cgroupDir) return live(subtreePids(this.cgroupDir));
    return this.scanned(() => true);
  }

  /**
   * A command about to start, marked `mark`: in cgroup mode its own cgroup inside the run's, whose `cgroup.procs` the
   * command writes itself into before it execs (cgroup.ts `joiningArgv`); undefined elsewhere, or when none can be made.
   */
  async commandCgroup(mark: string): Promise<string | undefined> {
    return this.mode === 'cgroup' && this.cgroupDir ? makeCommandCgroup(this.cgroupDir, mark) : undefined;
  }

  /** The command `mark` runs as `pid` (its process group's leader): in scan mode, what descends from it is its. */
  commandStarted(pid: number, mark: string): void {
    const stat = this.mode === 'scan' ? parseStat(pid) : undefined;
    if (stat) this.seen.set(pid, { start: stat.start, command: commandOf(pid), owner: mark });
  }

  /**
   * The live processes of the command `mark`: its cgroup's (cgroup mode), or those the scan first saw in its tree, in a
   * session or group one of them led, or carrying its mark (scan mode).
   */
  commandMembers(mark: string): TrackedProcess[] {
    if (this.mode === 'cgroup' && this.cgroupDir) return live(subtreePids(path.join(this.cgroupDir, commandCgroupName(mark))));
    return this.scanned((s) => s.owner === mark);
  }

  /** SIGTERM, then SIGKILL after `graceMs`, every process of the command `mark`; settles when they are gone. */
  async killCommand(mark: string, graceMs: number): Promise<void> {
    const dir = this.cgroupDir && path.join(this.cgroupDir, commandCgroupName(mark));
    await this.end(() => this.commandMembers(mark), graceMs, dir ? () => killCgroup(dir) : undefined);
  }

  /** The command `mark` has ended and was waited for: its cgroup goes once it is empty (else at the run's end). */
  releaseCommand(mark: string): void {
    if (this.cgroupDir) removeCommandCgroup(this.cgroupDir, mark);
  }

  /** SIGTERM, then SIGKILL after `graceMs`, every tracked process; returns what had to be killed. */
  sweep(graceMs = 2000): Promise<TrackedProcess[]> {
    return this.end(() => this.members(), graceMs);
  }

  /** SIGTERM what `find` lists, then SIGKILL (all at once with `killAll`, a cgroup's) what is left after `graceMs`. */
  private async end(find: () => TrackedProcess[], graceMs: number, killAll?: () => boolean): Promise<TrackedProcess[]> {
    const victims = find();
    if (victims.length === 0) return [];
    for (const v of victims) signal(v.pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && find().length > 0) await new Promise((r) => setTimeout(r, 25));
    // Whatever was born meanwhile goes too.
    for (let round = 0; round < 5; round++) {
      const left = find();
      if (left.length === 0) break;
      if (killAll?.() !== true) for (const v of left) signal(v.pid, 'SIGKILL');
      // SIGKILL is delivered at once but a loaded machine runs the exit later: "killed" means gone, within a bound.
      for (let i = 0; i < 40 && find().length > 0; i++) await new Promise((r) => setTimeout(r, 25));
    }
    return victims;
  }

  /** Scan mode: the live processes seen whose record `which` accepts (others: none). */
  private scanned(which: (s: Seen) => boolean): TrackedProcess[] {
    if (this.mode !== 'scan') return [];
    this.scan();
    // The command as it is now: one first seen between its fork and its exec showed its parent's, or nothing ('?').
    return [...this.seen]
      .filter(([pid, s]) => which(s) && startTime(pid) === s.start)
      .map(([pid, s]) => {
        const now = commandOf(pid);
        return { pid, command: now === '?' ? s.command : now };
      });
  }

  /** Sweeps, then leaves the cgroup and removes it. */
  async stop(graceMs = 2000): Promise<TrackedProcess[]> {
    const killed = await this.sweep(graceMs);
    if (this.timer) clearInterval(this.timer);
    if (this.cgroupDir && this.homeCgroup) {
      // The commands' cgroups first (empty now): a cgroup with children cannot be removed.
      removeCgroups(this.cgroupDir, true);
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

  /** A process started after this one, carrying the run's mark (looked at once): with the command's mark it carries. */
  private marked(p: { pid: number; start: string }): { owner: string | undefined } | undefined {
    if (this.mark === undefined || Number(p.start) < this.since) return undefined;
    const id = `${p.pid}:${p.start}`;
    if (this.checked.has(id)) return undefined;
    this.checked.add(id);
    const environ = environOf(p.pid);
    if (!environ.includes(this.mark)) return undefined;
    return { owner: new RegExp(`(?:^|\\0)${COMMAND_MARK_NAME}=([^\\0]+)`).exec(environ)?.[1] };
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
        // Attributed to the command it is first seen with: its parent's, its session's or group's, or its mark's.
        const via = tracked.has(p.ppid)
          ? { owner: this.seen.get(p.ppid)?.owner }
          : p.sid !== 0 && this.sessions.has(p.sid)
            ? { owner: this.sessions.get(p.sid) }
            : this.sessions.has(p.pgrp)
              ? { owner: this.sessions.get(p.pgrp) }
              : this.marked(p);
        if (!via) continue;
        tracked.add(p.pid);
        this.seen.set(p.pid, { start: p.start, command: commandOf(p.pid), ...(via.owner !== undefined ? { owner: via.owner } : {}) });
        grew = true;
      }
    }
    // Sessions and groups led by a tracked process: their members are tracked even after re-parenting.
    for (const p of table)
      if (tracked.has(p.pid) && p.pid !== self && (p.sid === p.pid || p.pgrp === p.pid) && !this.sessions.has(p.pid))
        this.sessions.set(p.pid, this.seen.get(p.pid)?.owner);
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

function environOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return '';
  }
}

/** The processes of `pids` still running (not this one), with their command lines. */
function live(pids: number[]): TrackedProcess[] {
  return pids.filter((pid) => pid !== process.pid && startTime(pid) !== undefined).map((pid) => ({ pid, command: commandOf(pid) }));
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
