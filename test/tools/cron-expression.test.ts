import { test } from 'node:test';
import assert from 'node:assert/strict';
import { humanSchedule, nextCronFire, parseCron } from '../../src/tools/cron-expression.js';
import { wakeupTime } from '../../src/tools/schedule-tools.js';

test('five fields only, each value in range: a seconds field, step 0, names and out-of-range values are refused', () => {
  for (const bad of [
    '* * * * * *',
    '* * * *',
    '*/0 * * * *',
    '60 * * * *',
    '* 24 * * *',
    '* * 0 * *',
    '* * * 13 *',
    '* * * * 8',
    '5-1 * * * *',
    'MON * * * *',
    '',
    '* * * * SUN',
  ])
    assert.equal(parseCron(bad), undefined, bad);
  for (const good of ['* * * * *', '*/5 * * * *', '0-59/15 1,2 1-31 */2 1-5', '0 9 * * 7', '0 9 * * 0-7']) assert.ok(parseCron(good), good);
});

test('the next fire: the minute after now at the soonest, day-of-month or day-of-week when both are set, none in a year for Feb 31', () => {
  const from = new Date(2026, 0, 1, 10, 30, 15).getTime();
  const at = (expr: string): Date | undefined => {
    const fields = parseCron(expr);
    assert.ok(fields, expr);
    const next = nextCronFire(fields, from);
    return next === undefined ? undefined : new Date(next);
  };
  assert.equal(at('* * * * *')?.getTime(), new Date(2026, 0, 1, 10, 31).getTime());
  assert.equal(at('30 10 * * *')?.getTime(), new Date(2026, 0, 2, 10, 30).getTime(), 'not the minute already begun');
  // 2026-01-01 is a Thursday: day 15 or a Monday, whichever comes first (Monday the 5th).
  assert.equal(at('0 0 15 * 1')?.getTime(), new Date(2026, 0, 5, 0, 0).getTime());
  assert.equal(at('0 0 * * 7')?.getDay(), 0, '7 is Sunday');
  assert.equal(at('0 0 31 2 *'), undefined);
});

test("the schedule in 2.1.332's words, any other expression as it is", () => {
  const words: [string, string][] = [
    ['* * * * *', 'Every minute'],
    ['*/1 * * * *', 'Every minute'],
    ['*/5 * * * *', 'Every 5 minutes'],
    ['0 * * * *', 'Every hour'],
    ['7 * * * *', 'Every hour at :07'],
    ['0 */2 * * *', 'Every 2 hours'],
    ['49 3 * * *', 'Every day at 3:49 AM'],
    ['27 17 * * *', 'Every day at 5:27 PM'],
    ['0 9 * * 1-5', 'Weekdays at 9:00 AM'],
    ['0 9 * * 1', 'Every Monday at 9:00 AM'],
    ['24 17 7 12 *', '24 17 7 12 *'],
  ];
  for (const [expression, said] of words) assert.equal(humanSchedule(expression), said, expression);
});

test('a wakeup is pinned to the nearest whole minute, a minute later when that comes before the shortest delay', () => {
  const now = new Date(2026, 0, 1, 17, 18, 21).getTime();
  // As 2.1.332 answered at 17:18:21: 60 s gave 17:20:00 (99 s), 3600 s gave 18:18:00 (3579 s).
  assert.equal(wakeupTime(now, 60) - now, 99_000);
  assert.equal(wakeupTime(now, 3600) - now, 3_579_000);
  const later = new Date(2026, 0, 1, 17, 18, 37).getTime();
  assert.equal(wakeupTime(later, 60) - later, 83_000, 'as 2.1.332 answered at 17:18:37');
});
