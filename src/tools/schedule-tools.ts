import { humanSchedule, nextCronFire, nextRunText, parseCron, wallClock } from './cron-expression.js';
import { MAX_JOBS, type ScheduledJob, type SessionSchedule } from './schedule.js';
import { objectSchema, toolInput } from './schema.js';
import { type AnyTool, eraseTool, type ToolDefinition, type ToolResult, toolError, toolUseError } from './types.js';

/**
 * Claude Code 2.1.332's ScheduleWakeup, CronCreate, CronDelete and CronList, with its input schemas and result wording
 * (measured headless: scripts/oracle/schedule.mjs). They only change the run's schedule (src/tools/schedule.ts), so
 * they need no permission rule (read-only in the permission sense), as the CLI allows them.
 */

/** The clamp 2.1.332 puts on a wakeup's delay, in seconds. */
const WAKEUP_MIN_S = 60;
const WAKEUP_MAX_S = 3600;
/** 2.1.332's `maxAgeMs` of a recurring job (30 days); the runner's ends with the run long before. */
const RECURRING_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const SESSION_ONLY = 'Session-only (not written to disk, dies when Claude exits)';

interface WakeupInput {
  delaySeconds?: number;
  reason?: string;
  prompt?: string;
  stop?: boolean;
  noop?: boolean;
}

const wakeupSchema = objectSchema([], {
  delaySeconds: {
    type: 'number',
    description: `Seconds from now to wake up; clamped to [${WAKEUP_MIN_S}, ${WAKEUP_MAX_S}]. Required unless \`stop\` is true.`,
  },
  reason: { type: 'string', description: 'One short sentence on why this delay. Required unless `stop` is true.' },
  prompt: { type: 'string', description: 'The prompt you are given when the wakeup fires. Required unless `stop` is true.' },
  stop: { type: 'boolean', description: 'true: cancel the pending wakeup instead of scheduling one; every other field is ignored.' },
  noop: { type: 'boolean', description: 'true: nothing changed since the last wakeup; false: something did.' },
});

/**
 * When a wakeup fires: its time rounded to the nearest whole minute, as 2.1.332 pins it (a one-shot job at that
 * minute), a minute later when that would come before the shortest delay.
 */
export function wakeupTime(now: number, delaySeconds: number): number {
  const at = Math.round((now + delaySeconds * 1000) / 60_000) * 60_000;
  return at - now < WAKEUP_MIN_S * 1000 ? at + 60_000 : at;
}

export function createScheduleWakeupTool(schedule: SessionSchedule): ToolDefinition<WakeupInput> {
  return {
    name: 'ScheduleWakeup',
    description: [
      'Schedules one wakeup of this session: when you end your turn, the run waits and, at the time, you are given `prompt` as a new message.',
      'Use it to check back on something outside the run (a CI job, a deploy) later in the same run. One wakeup at a time: a new call replaces the pending one; `stop: true` cancels it.',
      "A wakeup that would fire after the run's time limit is refused; the run's turn limit and budget still bound it.",
    ].join('\n\n'),
    ...toolInput<WakeupInput>('ScheduleWakeup', wakeupSchema),
    readOnly: true,
    async execute(input): Promise<ToolResult> {
      if (input.stop === true) {
        const cancelled = schedule.cancelWakeups();
        const then =
          "If you armed a Monitor for this loop, TaskStop it now. Then write the loop's outcome for the user as ordinary visible response text — and end the turn.";
        // With nothing pending, 2.1.332 says so in other words (measured: scenario toolsWakeup).
        const stopped =
          cancelled === 0
            ? 'any dynamic loop in this session is ended; there was no pending wakeup to cancel. If you are running a fixed-interval /loop (a recurring cron), it is NOT stopped by this call — cancel it with CronDelete.'
            : `cancelled ${cancelled} pending wakeup(s); no further dynamic-loop wakeups scheduled.`;
        return {
          content: `Loop stopped — ${stopped} ${then}`,
          isError: false,
          details: { scheduledFor: 0, clampedDelaySeconds: 0, wasClamped: false, stopped: true, cancelledWakeups: cancelled },
        };
      }
      if (input.delaySeconds === undefined || input.reason === undefined) return toolError('`delaySeconds` and `reason` are required when `stop` is not true.');
      if (input.prompt === undefined) return toolError('`prompt` is required when `stop` is not true.');
      const clamped = Math.min(WAKEUP_MAX_S, Math.max(WAKEUP_MIN_S, input.delaySeconds));
      const wasClamped = clamped !== input.delaySeconds;
      const now = schedule.now();
      const at = wakeupTime(now, clamped);
      // The runner's bound: a wakeup the run would not live to see is refused, never kept and silently lost.
      if (schedule.pastTheRun(at))
        return toolError(
          `Not scheduled: the wakeup would fire at ${wallClock(at)}, after this run's time is up (timeout_minutes); the run does not wait past it. Do now what the wakeup was for, or say in your answer what is left.`,
        );
      schedule.setWakeup(at, input.prompt);
      return {
        content: `Next wakeup scheduled for ${wallClock(at)} (in ${Math.round((at - now) / 1000)}s)${wasClamped ? ` (clamped to ${clamped}s from your requested value)` : ''}. If you owe the user a status update this tick, write it now as ordinary response text; then end the turn — the harness re-invokes you when the wakeup fires or a task-notification arrives.`,
        isError: false,
        details: { scheduledFor: at, clampedDelaySeconds: clamped, wasClamped },
      };
    },
  };
}

interface CronCreateInput {
  cron: string;
  prompt: string;
  recurring?: boolean;
  durable?: boolean;
}

const cronCreateSchema = objectSchema(['cron', 'prompt'], {
  cron: { type: 'string', description: 'Five-field cron expression in local time: "M H DoM Mon DoW" (e.g. "*/5 * * * *" = every 5 minutes).' },
  prompt: { type: 'string', description: 'The prompt to enqueue at each fire time.' },
  recurring: { type: 'boolean', description: 'true (default): fire at every match until deleted. false: fire once at the next match, then delete.' },
  durable: { type: 'boolean', description: 'Ignored here: every job is session-only and ends with the run.' },
});

function createCronCreateTool(schedule: SessionSchedule): ToolDefinition<CronCreateInput> {
  return {
    name: 'CronCreate',
    description: [
      'Schedules a prompt to be given to you at the times a five-field cron expression matches (local time), once or recurring; returns a job ID for CronDelete.',
      'Jobs are session-only, and a headless run never fires them: it ends at your final answer (or, with a ScheduleWakeup pending, once the wakeup is answered), and its jobs end with it. To come back to something later in this run, use ScheduleWakeup.',
    ].join('\n\n'),
    ...toolInput<CronCreateInput>('CronCreate', cronCreateSchema),
    readOnly: true,
    async execute(input): Promise<ToolResult> {
      // 2.1.332's checks, in its order.
      const fields = parseCron(input.cron);
      if (!fields) return toolUseError(`Invalid cron expression '${input.cron}'. Expected 5 fields: M H DoM Mon DoW.`);
      if (nextCronFire(fields, schedule.now()) === undefined)
        return toolUseError(`Cron expression '${input.cron}' does not match any calendar date in the next year.`);
      if (schedule.allJobs().length >= MAX_JOBS) return toolUseError(`Too many scheduled jobs (max ${MAX_JOBS}). Cancel one first.`);
      const recurring = input.recurring ?? true;
      const job = schedule.addCron(input.cron, input.prompt, recurring);
      if (!job) return toolUseError(`Cron expression '${input.cron}' does not match any calendar date in the next year.`);
      const human = humanSchedule(job.cron);
      const next = ` Next run: ${nextRunText(job.nextFireAt)}.`;
      // `durable` is not honoured (a CI run has no later session to resume it, and the file would land in the patch):
      // the result says Session-only, as 2.1.332's does when it cannot save a job.
      return {
        content: recurring
          ? `Scheduled recurring job ${job.id} (${human}).${next} ${SESSION_ONLY}. Auto-expires after 30 days. Use CronDelete to cancel sooner.`
          : `Scheduled one-shot task ${job.id} (${human}).${next} ${SESSION_ONLY}. It will fire once then auto-delete.`,
        isError: false,
        details: {
          id: job.id,
          humanSchedule: human,
          recurring,
          durable: false,
          nextFireAt: job.nextFireAt,
          ...(recurring ? { maxAgeMs: RECURRING_MAX_AGE_MS } : {}),
        },
      };
    },
  };
}

function createCronDeleteTool(schedule: SessionSchedule): ToolDefinition<{ id: string }> {
  return {
    name: 'CronDelete',
    description: 'Cancels a job CronCreate (or ScheduleWakeup) scheduled, by its ID.',
    ...toolInput<{ id: string }>('CronDelete', objectSchema(['id'], { id: { type: 'string', description: 'Job ID returned by CronCreate.' } })),
    readOnly: true,
    async execute({ id }): Promise<ToolResult> {
      if (!schedule.delete(id)) return toolUseError(`No scheduled job with id '${id}'`);
      return { content: `Cancelled job ${id}.`, isError: false, details: { id } };
    },
  };
}

/** A job as CronList's `tool_response` gives it (2.1.332: `recurring` only when true, `durable: false` for a session-only job). */
function listed(job: ScheduledJob): Record<string, unknown> {
  return {
    id: job.id,
    cron: job.cron,
    humanSchedule: humanSchedule(job.cron),
    prompt: job.prompt,
    ...(job.recurring ? { recurring: true } : {}),
    durable: false,
    nextFireAt: job.nextFireAt,
  };
}

function createCronListTool(schedule: SessionSchedule): ToolDefinition<Record<string, never>> {
  return {
    name: 'CronList',
    description: 'Lists the jobs CronCreate (and a pending ScheduleWakeup) scheduled in this session, with their next run.',
    ...toolInput<Record<string, never>>('CronList', objectSchema([], {})),
    readOnly: true,
    async execute(): Promise<ToolResult> {
      const jobs = schedule.allJobs();
      if (jobs.length === 0) return { content: 'No scheduled jobs.', isError: false, details: { jobs: [] } };
      const lines = jobs.map(
        (job) =>
          `${job.id} — ${humanSchedule(job.cron)} (${job.recurring ? 'recurring' : 'one-shot'}) [session-only], next run ${nextRunText(job.nextFireAt)}: ${job.prompt}`,
      );
      return { content: lines.join('\n'), isError: false, details: { jobs: jobs.map(listed) } };
    },
  };
}

/** The main thread's scheduling tools: ScheduleWakeup (sent whole), CronCreate, CronDelete, CronList (deferred). */
export function createScheduleTools(schedule: SessionSchedule, cron = true): AnyTool[] {
  return [
    eraseTool(createScheduleWakeupTool(schedule)),
    // CLAUDE_CODE_DISABLE_CRON: no Cron* tool, ScheduleWakeup stays (measured: 2.1.332-tool-env.json, no-cron).
    ...(cron ? [eraseTool(createCronCreateTool(schedule)), eraseTool(createCronDeleteTool(schedule)), eraseTool(createCronListTool(schedule))] : []),
  ];
}
