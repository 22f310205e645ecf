/**
 * Five-field cron expressions as Claude Code 2.1.332's CronCreate reads them (measured headless:
 * scripts/oracle/schedule.mjs): `M H DoM Mon DoW` in local time, each field a list of `*`, `*\/n`, `a`, `a-b` or
 * `a-b/n`; day of week 0-7 (7 is Sunday); no names, no seconds field. When both day fields are restricted a day
 * matching either one matches, as in cron.
 */

export interface CronFields {
  minute: ReadonlySet<number>;
  hour: ReadonlySet<number>;
  dayOfMonth: ReadonlySet<number>;
  month: ReadonlySet<number>;
  dayOfWeek: ReadonlySet<number>;
  /** Whether the day-of-month, day-of-week field is `*` (every value): the other one alone then picks the days. */
  everyDayOfMonth: boolean;
  everyDayOfWeek: boolean;
}

const RANGES: readonly (readonly [number, number])[] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

/** One field's values, or undefined when a part of it is not one of the forms above or is out of range. */
function fieldValues(field: string, [min, max]: readonly [number, number]): Set<number> | undefined {
  const weekday = min === 0 && max === 6;
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const every = /^\*(?:\/(\d+))?$/.exec(part);
    const range = /^(\d+)-(\d+)(?:\/(\d+))?$/.exec(part);
    if (every) {
      const step = every[1] === undefined ? 1 : Number(every[1]);
      if (step < 1) return undefined;
      for (let v = min; v <= max; v += step) values.add(v);
    } else if (range) {
      const [from, to, step] = [Number(range[1]), Number(range[2]), range[3] === undefined ? 1 : Number(range[3])];
      if (from > to || step < 1 || from < min || to > (weekday ? 7 : max)) return undefined;
      for (let v = from; v <= to; v += step) values.add(weekday && v === 7 ? 0 : v);
    } else if (/^\d+$/.test(part)) {
      const v = weekday && Number(part) === 7 ? 0 : Number(part);
      if (v < min || v > max) return undefined;
      values.add(v);
    } else return undefined;
  }
  return values.size > 0 ? values : undefined;
}

/** The expression's fields, or undefined when it is not a valid five-field expression. */
export function parseCron(expression: string): CronFields | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const sets = fields.map((field, i) => fieldValues(field, RANGES[i] ?? [0, 0]));
  const [minute, hour, dayOfMonth, month, dayOfWeek] = sets;
  if (!minute || !hour || !dayOfMonth || !month || !dayOfWeek) return undefined;
  return { minute, hour, dayOfMonth, month, dayOfWeek, everyDayOfMonth: dayOfMonth.size === 31, everyDayOfWeek: dayOfWeek.size === 7 };
}

function dayMatches(cron: CronFields, at: Date): boolean {
  const byMonthDay = cron.dayOfMonth.has(at.getDate());
  const byWeekDay = cron.dayOfWeek.has(at.getDay());
  if (cron.everyDayOfMonth && cron.everyDayOfWeek) return true;
  if (cron.everyDayOfMonth) return byWeekDay;
  if (cron.everyDayOfWeek) return byMonthDay;
  return byMonthDay || byWeekDay;
}

/** A year and a day of minutes: past this an expression never matches (`0 0 31 2 *`). */
const SEARCH_MINUTES = 366 * 24 * 60;

/** The first minute after `from` (epoch ms) the expression matches, in local time; undefined within the next year. */
export function nextCronFire(cron: CronFields, from: number): number | undefined {
  const at = new Date(Math.floor(from / 60_000) * 60_000 + 60_000);
  const end = from + SEARCH_MINUTES * 60_000;
  while (at.getTime() <= end) {
    if (!cron.month.has(at.getMonth() + 1)) {
      at.setMonth(at.getMonth() + 1, 1);
      at.setHours(0, 0, 0, 0);
    } else if (!dayMatches(cron, at)) {
      at.setDate(at.getDate() + 1);
      at.setHours(0, 0, 0, 0);
    } else if (!cron.hour.has(at.getHours())) at.setHours(at.getHours() + 1, 0, 0, 0);
    else if (!cron.minute.has(at.getMinutes())) at.setTime(at.getTime() + 60_000);
    else return at.getTime();
  }
  return undefined;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `5:21 PM` style, for a minute and an hour. */
function clockTime(minute: number, hour: number): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The schedule in words as 2.1.332 writes it (`Every minute`, `Every 5 minutes`, `Every hour at :07`, `Every day at
 * 9:03 AM`, `Weekdays at …`); any other expression is written as it is.
 */
export function humanSchedule(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return expression;
  const [m = '', h = '', dom = '', mon = '', dow = ''] = fields;
  const rest = dom === '*' && mon === '*' && dow === '*';
  const step = (field: string): number | undefined => {
    const match = /^\*\/(\d+)$/.exec(field);
    return match ? Number(match[1]) : undefined;
  };
  const at = (minute: number): string => (minute === 0 ? '' : ` at :${String(minute).padStart(2, '0')}`);
  if (h === '*' && rest) {
    if (m === '*' || step(m) === 1) return 'Every minute';
    const every = step(m);
    if (every !== undefined) return `Every ${every} minutes`;
  }
  if (/^\d+$/.test(m) && h === '*' && rest) return Number(m) === 0 ? 'Every hour' : `Every hour${at(Number(m))}`;
  const hours = step(h);
  if (/^\d+$/.test(m) && hours !== undefined && rest) return hours === 1 ? `Every hour${at(Number(m))}` : `Every ${hours} hours${at(Number(m))}`;
  if (!/^\d+$/.test(m) || !/^\d+$/.test(h)) return expression;
  const time = clockTime(Number(m), Number(h));
  if (rest) return `Every day at ${time}`;
  if (dom === '*' && mon === '*' && /^\d$/.test(dow)) return `Every ${WEEKDAYS[Number(dow) % 7]} at ${time}`;
  if (dom === '*' && mon === '*' && dow === '1-5') return `Weekdays at ${time}`;
  return expression;
}

/** A job's next run as CronCreate and CronList write it: `Dec 7 5:21pm` (local time). */
export function nextRunText(at: number): string {
  const d = new Date(at);
  const hour = d.getHours();
  return `${MONTHS[d.getMonth()]} ${d.getDate()} ${hour % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

/** A wakeup's time as ScheduleWakeup writes it: `17:20:00` (local time). */
export function wallClock(at: number): string {
  const d = new Date(at);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}
