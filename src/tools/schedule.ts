import { randomBytes } from 'node:crypto';
import type { BackgroundNotice } from './background.js';
import { nextCronFire, parseCron } from './cron-expression.js';

/**
 * The run's scheduled prompts: CronCreate's jobs and ScheduleWakeup's one wakeup, as Claude Code 2.1.332 keeps them
 * headless (measured: scripts/oracle/schedule.mjs, test/fixtures/claude-code-schedule/2.1.332.json). Every job is
 * session-only. A `-p` session stays alive for a pending wakeup — when the model ends its turn the wakeup's prompt
 * comes as a new prompt at its time — but never fires a cron job: the run ends at the final answer and its jobs go
 * with it, and a job due while the session waits for a wakeup does not fire either (measured: `wakeupAndCron`).
 */

/** The clock the schedule waits on (tests replace it with one that does not wait). */
export interface ScheduleClock {
  now(): number;
  /** Settles after `ms`, or at once when `signal` is aborted. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const systemClock: ScheduleClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    }),
};

export interface ScheduledJob {
  id: string;
  /** The cron expression (a wakeup's is its minute, pinned: `M H * * *`, as 2.1.332 lists it in `session_crons`). */
  cron: string;
  prompt: string;
  recurring: boolean;
  kind: 'cron' | 'wakeup';
  nextFireAt: number;
}

/** `session_crons` in Stop and SubagentStop hooks' stdin: each job still scheduled, a wakeup included. */
export interface SessionCron {
  id: string;
  schedule: string;
  recurring: boolean;
  prompt: string;
}

/** What fired during the run and what was still scheduled at its end, for the report. */
export interface ScheduleRecord {
  fired: { id: string; kind: ScheduledJob['kind']; prompt: string }[];
  pending: ScheduledJob[];
}

/** 2.1.332's cap on a session's jobs. */
export const MAX_JOBS = 50;

export class SessionSchedule {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly fired: ScheduleRecord['fired'] = [];
  private readonly closed = new AbortController();

  constructor(
    private readonly clock: ScheduleClock = systemClock,
    /** How long the run may still work (its timeout less the wrap-up's time); undefined: no limit. */
    private readonly workMsLeft: () => number | undefined = () => undefined,
  ) {}

  now(): number {
    return this.clock.now();
  }

  /** Whether a job at `at` would fire after the run's time is up. */
  pastTheRun(at: number): boolean {
    const left = this.workMsLeft();
    return left !== undefined && at - this.clock.now() > left;
  }

  /** Every job, oldest first: CronList lists a wakeup as a one-shot job, CronDelete cancels it, the cap counts it (2.1.332). */
  allJobs(): ScheduledJob[] {
    return [...this.jobs.values()];
  }

  get(id: string): ScheduledJob | undefined {
    return this.jobs.get(id);
  }

  /** A new CronCreate job; undefined when its expression never matches in the next year. */
  addCron(cron: string, prompt: string, recurring: boolean): ScheduledJob | undefined {
    const fields = parseCron(cron);
    const nextFireAt = fields && nextCronFire(fields, this.clock.now());
    if (!fields || nextFireAt === undefined) return undefined;
    const job: ScheduledJob = { id: newId(), cron, prompt, recurring, kind: 'cron', nextFireAt };
    this.jobs.set(job.id, job);
    return job;
  }

  delete(id: string): boolean {
    return this.jobs.delete(id);
  }

  /** The wakeup at `at` (a whole minute), in place of any pending one: a session has one wakeup at a time. */
  setWakeup(at: number, prompt: string): ScheduledJob {
    this.cancelWakeups();
    const d = new Date(at);
    const cron = `${d.getMinutes()} ${d.getHours()} * * *`;
    const job: ScheduledJob = { id: newId(), cron, prompt, recurring: false, kind: 'wakeup', nextFireAt: at };
    this.jobs.set(job.id, job);
    return job;
  }

  /** Cancels the pending wakeup, if any: how many there were. */
  cancelWakeups(): number {
    const wakeups = [...this.jobs.values()].filter((job) => job.kind === 'wakeup');
    for (const job of wakeups) this.jobs.delete(job.id);
    return wakeups.length;
  }

  sessionCrons(): SessionCron[] {
    return [...this.jobs.values()].map((job) => ({ id: job.id, schedule: job.cron, recurring: job.recurring, prompt: job.prompt }));
  }

  private wakeup(): ScheduledJob | undefined {
    return [...this.jobs.values()].find((job) => job.kind === 'wakeup');
  }

  /**
   * Settles at the pending wakeup's time (the run waits for nothing else); undefined when none is pending. The wait
   * ends early when the run stops or the schedule closes.
   */
  untilDue(signal: AbortSignal): Promise<void> | undefined {
    const wakeup = this.wakeup();
    if (!wakeup) return undefined;
    const stop = AbortSignal.any([signal, this.closed.signal]);
    return this.clock.sleep(Math.max(0, wakeup.nextFireAt - this.clock.now()), stop);
  }

  /** The wakeup's prompt once it is due (the wakeup is then gone); nothing otherwise. */
  takeDue(): BackgroundNotice[] {
    const wakeup = this.wakeup();
    if (!wakeup || wakeup.nextFireAt > this.clock.now()) return [];
    this.jobs.delete(wakeup.id);
    this.fired.push({ id: wakeup.id, kind: wakeup.kind, prompt: wakeup.prompt });
    return [{ text: wakeup.prompt }];
  }

  /** Ends every wait; what fired and what was left, for the report. */
  close(): ScheduleRecord {
    this.closed.abort();
    return { fired: [...this.fired], pending: [...this.jobs.values()] };
  }
}

function newId(): string {
  return randomBytes(4).toString('hex');
}
