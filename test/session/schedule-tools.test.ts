/**
 * ScheduleWakeup, CronCreate, CronDelete and CronList as Claude Code 2.1.332 has them headless (`claude -p`), held to
 * what scripts/oracle/schedule.mjs recorded (test/fixtures/claude-code-schedule/2.1.332.json): the same calls through
 * the runner give the same results (ids, times and delays aside), the same hook stdin (`session_crons` in Stop), and
 * the same life of the run: it waits for a wakeup, whose prompt comes as a new prompt, and not for a cron job.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, text, turn } from '../support/scripted-turns.js';
import { lastJobId, lastUserTexts, load, normalised, one, runSchedule, scenarioOf, toolResults, wake } from './schedule-support.js';

const results = (list: { tool_use_id: string; is_error: boolean; text: string }[]) => list.map((r) => ({ ...r, text: normalised(r.text) }));
const events = (hooks: Record<string, unknown>[]) => hooks.map((h) => `${String(h['hook_event_name'])}${h['tool_name'] ? ` ${String(h['tool_name'])}` : ''}`);

test('ScheduleWakeup answers missing fields, a delay under and over the clamp, bad types and stop as 2.1.332 does', { timeout: 60_000 }, async (t) => {
  const oracle = scenarioOf('wakeupBad');
  const { requests, hooks } = await runSchedule(
    t,
    [
      one('ScheduleWakeup', {}, 'toolu_wake_empty'),
      wake(5, 'toolu_wake_short'),
      wake(99999, 'toolu_wake_long'),
      wake('x', 'toolu_wake_string'),
      wake(120, 'toolu_wake_extra', { bogus: 1 }),
      one('ScheduleWakeup', { delaySeconds: 90, reason: 'r' }, 'toolu_wake_noprompt'),
      one('ScheduleWakeup', { stop: true }, 'toolu_wake_stop'),
      text('FINAL: stopped'),
      // Time enough for the hour-long wakeup (a wakeup past the run's time is refused: test/security/schedule-abuse.test.ts).
    ],
    { timeout_minutes: '120' },
  );
  assert.deepEqual(results(toolResults(requests.at(-1))), results(oracle.toolResults));
  // The hooks see what the CLI's see: each call's tool_response (or error), Stop with nothing scheduled.
  const post = (h: Record<string, unknown>[]) => h.filter((e) => e['hook_event_name'] !== 'PreToolUse').map(({ duration_ms: _d, ...e }) => e);
  const scheduledFor = (h: Record<string, unknown>) => {
    const response = h['tool_response'] as Record<string, unknown> | undefined;
    return response && response['scheduledFor'] !== 0 ? { ...h, tool_response: { ...response, scheduledFor: '<time>' } } : h;
  };
  assert.deepEqual(
    post(hooks).map(scheduledFor),
    post(oracle.hooks.filter((h) => h['hook_event_name'] !== 'SessionEnd')).map(({ effort: _e, ...h }) => scheduledFor(h)),
  );
  assert.equal(requests.length, oracle.requests.length, 'the run ends at the final answer: the stopped wakeup does not keep it');
});

test('a headless run waits for its wakeup: the prompt comes as a new prompt, Stop lists it in session_crons, then nothing', { timeout: 60_000 }, async (t) => {
  const oracle = scenarioOf('wakeup');
  const { requests, hooks, run, clock } = await runSchedule(t, [wake(60, 'toolu_wake'), text('FINAL: scheduled')]);
  assert.deepEqual(results(toolResults(requests.at(-1))), results(oracle.toolResults));
  assert.equal(requests.length, oracle.requests.length);
  assert.deepEqual(lastUserTexts(requests.at(-1)), oracle.requests.at(-1)?.lastUser, 'the wakeup prompt is the new user message, as the CLI sends it');
  assert.deepEqual(events(hooks), events(oracle.hooks.filter((h) => h['hook_event_name'] !== 'SessionEnd')));
  const stops = hooks.filter((h) => h['hook_event_name'] === 'Stop');
  const cliStops = oracle.hooks.filter((h) => h['hook_event_name'] === 'Stop');
  const crons = (h: Record<string, unknown> | undefined) =>
    (h?.['session_crons'] as Record<string, unknown>[]).map((c) => ({ ...c, id: '<id>', schedule: String(c['schedule']).replace(/^\d+ \d+/, 'M H') }));
  assert.deepEqual(crons(stops[0]), crons(cliStops[0]), 'the pending wakeup, as a one-shot job at its minute');
  assert.deepEqual(crons(stops[1]), crons(cliStops[1]));
  assert.deepEqual(
    hooks.filter((h) => h['hook_event_name'] === 'UserPromptSubmit').map((h) => h['prompt']),
    oracle.hooks.filter((h) => h['hook_event_name'] === 'UserPromptSubmit').map((h) => h['prompt']),
  );
  assert.equal(run.result.result, 'woke', "the run's answer is the last one");
  assert.equal(clock.slept.length, 1, 'the run waited once, for the wakeup');
  assert.ok(
    (clock.slept[0] ?? 0) >= 60_000 && (clock.slept[0] ?? 0) < 120_000,
    `waited ${clock.slept[0]} ms (the wakeup is pinned to a whole minute, as the CLI's: 99 s for 60 once)`,
  );
});

test('a second wakeup replaces the first, and only it fires', { timeout: 60_000 }, async (t) => {
  const oracle = scenarioOf('wakeupTwice');
  const { requests, hooks } = await runSchedule(t, [wake(60, 'toolu_wake_first'), wake(61, 'toolu_wake_second'), text('FINAL: scheduled twice')]);
  assert.equal(requests.length, oracle.requests.length);
  const firstStop = hooks.find((h) => h['hook_event_name'] === 'Stop');
  assert.equal((firstStop?.['session_crons'] as unknown[]).length, 1);
  assert.deepEqual(events(hooks), events(oracle.hooks.filter((h) => h['hook_event_name'] !== 'SessionEnd')));
});

test('CronCreate, CronList and CronDelete answer good and bad input as 2.1.332 does; a headless run does not wait for a job', {
  timeout: 60_000,
}, async (t) => {
  const oracle = scenarioOf('cronBad');
  const { requests, hooks, run, clock } = await runSchedule(t, [
    load,
    one('CronCreate', { cron: '* * * * * *', prompt: 'every second' }, 'toolu_cron_seconds'),
    one('CronCreate', { cron: 'bogus', prompt: 'p' }, 'toolu_cron_bogus'),
    one('CronCreate', { cron: '*/5 * * * *' }, 'toolu_cron_noprompt'),
    one('CronCreate', { cron: '0 0 31 2 *', prompt: 'never' }, 'toolu_cron_never'),
    one('CronCreate', { cron: '*/5 * * * *', prompt: 'five', recurring: false }, 'toolu_cron_once'),
    one('CronCreate', { cron: '*/5 * * * *', prompt: 'durable', recurring: true, durable: true }, 'toolu_cron_durable'),
    one('CronList', {}, 'toolu_list_two'),
    (req) => turn(call('CronDelete', { id: lastJobId(req) }, 'toolu_delete')),
    one('CronDelete', { id: 'nope1234' }, 'toolu_delete_unknown'),
    one('CronDelete', {}, 'toolu_delete_empty'),
    one('CronList', {}, 'toolu_list_after'),
    text('FINAL: cron checked'),
  ]);
  const got = results(toolResults(requests.at(-1)));
  // Documented difference: a `durable` job stays session-only (the CLI wrote .claude/scheduled_tasks.json), so the
  // listing and the delete differ there; every other answer is the CLI's.
  const differs = new Set(['toolu_cron_durable', 'toolu_list_two']);
  assert.deepEqual(
    got.filter((r) => !differs.has(r.tool_use_id)),
    results(oracle.toolResults).filter((r) => !differs.has(r.tool_use_id)),
  );
  const byId = new Map(got.map((r) => [r.tool_use_id, r]));
  assert.equal(
    byId.get('toolu_cron_durable')?.text,
    'Scheduled recurring job <id> (Every 5 minutes). Next run: <when>. Session-only (not written to disk, dies when Claude exits). Auto-expires after 30 days. Use CronDelete to cancel sooner.',
  );
  assert.equal(
    byId.get('toolu_list_two')?.text,
    '<id> — Every 5 minutes (one-shot) [session-only], next run <when>: five\n<id> — Every 5 minutes (recurring) [session-only], next run <when>: durable',
  );
  // No job kept the run alive: it ended at the final answer, having waited for nothing.
  assert.equal(requests.length, oracle.requests.length);
  assert.equal(clock.slept.length, 0);
  const stop = hooks.find((h) => h['hook_event_name'] === 'Stop');
  assert.deepEqual(
    (stop?.['session_crons'] as Record<string, unknown>[]).map((c) => ({ ...c, id: '<id>' })),
    [{ id: '<id>', schedule: '*/5 * * * *', recurring: false, prompt: 'five' }],
  );
  // The report says what was left: each job, by id and schedule.
  assert.equal(run.outcome.warnings.filter((w) => w.startsWith('CronCreate: job ')).length, 1, run.outcome.warnings.join('\n'));
});

test('CronCreate every minute: the CLI wording, the job in session_crons, the run ends at the final answer', { timeout: 60_000 }, async (t) => {
  const oracle = scenarioOf('cron');
  const { requests, hooks, clock } = await runSchedule(t, [
    load,
    one('CronCreate', { cron: '* * * * *', prompt: 'CRON-PROMPT every minute', recurring: true }, 'toolu_cron_every'),
    one('CronList', {}, 'toolu_list'),
    text('FINAL: cron scheduled'),
  ]);
  assert.deepEqual(results(toolResults(requests.at(-1))), results(oracle.toolResults));
  assert.equal(requests.length, oracle.requests.length);
  assert.equal(clock.slept.length, 0);
  const tidy = (h: Record<string, unknown>) => {
    const { duration_ms: _d, effort: _e, tool_response: response, ...rest } = h;
    if (!response) return rest;
    const r = JSON.parse(
      JSON.stringify(response)
        .replace(/"[0-9a-f]{8}"/g, '"<id>"')
        .replace(/"nextFireAt":[0-9.]+/g, '"nextFireAt":0'),
    ) as unknown;
    return { ...rest, tool_response: r };
  };
  const stopCrons = (h: Record<string, unknown>) =>
    h['session_crons'] ? { ...h, session_crons: (h['session_crons'] as Record<string, unknown>[]).map((c) => ({ ...c, id: '<id>' })) } : h;
  assert.deepEqual(
    hooks.map(tidy).map(stopCrons),
    oracle.hooks
      .filter((h) => h['hook_event_name'] !== 'SessionEnd')
      .map(tidy)
      .map(stopCrons),
  );
});

test('the Cron* definitions ToolSearch loads take the input 2.1.332 takes', { timeout: 60_000 }, async (t) => {
  const oracle = scenarioOf('schema');
  const { requests } = await runSchedule(t, [load, one('CronList', {}, 'toolu_list_empty'), text('done')]);
  const loaded = (
    (requests.at(-1)?.body.tools ?? []) as { name: string; input_schema: { properties: Record<string, { type: string }>; required?: string[] } }[]
  ).filter((tool) => tool.name.startsWith('Cron'));
  const shape = (schema: { properties: Record<string, { type: string }>; required?: string[] }) => ({
    properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, v.type])),
    required: schema.required ?? [],
  });
  assert.deepEqual(
    loaded.map((tool) => [tool.name, shape(tool.input_schema)]).sort(),
    oracle.loaded.map((tool) => [tool.name, shape(tool.input_schema as never)]).sort(),
  );
  assert.deepEqual(toolResults(requests.at(-1)), oracle.toolResults);
});

test('a cron job due while the run waits for a wakeup does not fire; CronList lists the wakeup as a one-shot job', { timeout: 60_000 }, async (t) => {
  const oracle = scenarioOf('wakeupAndCron');
  const pinned = () => {
    const at = new Date(Date.now() + 70_000);
    return `${at.getMinutes()} ${at.getHours()} ${at.getDate()} ${at.getMonth() + 1} *`;
  };
  const { requests, hooks, run } = await runSchedule(t, [
    load,
    () => one('CronCreate', { cron: pinned(), prompt: 'CRON-BEFORE-WAKE', recurring: false }, 'toolu_cron_before'),
    wake(170, 'toolu_wake_later'),
    one('CronList', {}, 'toolu_list_with_wake'),
    text('FINAL: cron and wakeup'),
    text('answered the cron'),
  ]);
  // The listing's second line is the wakeup at its minute: `Every day at <time>`.
  const tidy = (list: { tool_use_id: string; is_error: boolean; text: string }[]) =>
    results(list).map((r) => ({ ...r, text: r.text.replace(/Every day at \d{1,2}:\d{2}\s[AP]M/, 'Every day at <time>') }));
  assert.deepEqual(tidy(toolResults(requests.at(-1))), tidy(oracle.toolResults));
  assert.equal(requests.length, oracle.requests.length, 'one prompt after the final answer: the wakeup, not the cron job');
  assert.deepEqual(lastUserTexts(requests.at(-1)), oracle.requests.at(-1)?.lastUser);
  const lastStop = hooks.filter((h) => h['hook_event_name'] === 'Stop').at(-1);
  assert.deepEqual(
    (lastStop?.['session_crons'] as Record<string, unknown>[]).map((c) => c['prompt']),
    ['CRON-BEFORE-WAKE'],
    'the cron job is still scheduled after the wakeup fired',
  );
  assert.equal(run.result.result, 'answered the cron');
});
