import type { EventSink } from '../agent/events.js';
import type { BackgroundNotice } from '../tools/background.js';
import type { ScheduleRecord, SessionSchedule } from '../tools/schedule.js';

/**
 * The main loop's side of the run's schedule (src/tools/schedule.ts): the prompts that fire at an end of the model's
 * turn, and what the report says of the jobs at the run's end. The prompts are the model's own text: the log fences
 * them (src/report/transcript/log-sink.ts); warnings name a job by its id and schedule only.
 */

/** The wakeup's prompt once it is due, logged as it fires. */
export function firedPrompts(schedule: SessionSchedule, emit: EventSink): BackgroundNotice[] {
  const due = schedule.takeDue();
  for (const prompt of due) emit({ kind: 'log', level: 'info', text: `Scheduled prompt fired: ${prompt.text.slice(0, 200)}` });
  return due;
}

/** Settles when the first of the waits does; undefined when there is none. */
export function firstOf(...waits: (Promise<void> | undefined)[]): Promise<void> | undefined {
  const live = waits.filter((wait): wait is Promise<void> => wait !== undefined);
  return live.length === 0 ? undefined : Promise.race(live);
}

/**
 * What the schedule did, for the report: a line for what fired, and a warning for each job still scheduled when the run
 * ended (a wakeup the run did not live to fire — its turns or budget ran out first —, a cron job, which a headless
 * session never fires).
 */
export function scheduleLeft(record: ScheduleRecord, emit: EventSink): string[] {
  if (record.fired.length > 0)
    emit({ kind: 'log', level: 'info', text: `Scheduled prompts fired during the run: ${record.fired.map((f) => `${f.kind} ${f.id}`).join(', ')}` });
  return record.pending.map((job) =>
    job.kind === 'wakeup'
      ? `ScheduleWakeup: the wakeup ${job.id} (due ${new Date(job.nextFireAt).toISOString()}) had not fired when the run ended; it was dropped`
      : `CronCreate: job ${job.id} (\`${job.cron}\`${job.recurring ? ', recurring' : ''}) was still scheduled when the run ended; a headless run fires no cron job and its jobs end with it, as in Claude Code -p`,
  );
}
