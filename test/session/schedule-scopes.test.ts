/**
 * ScheduleWakeup and Cron* where 2.1.332 narrows the tools (scripts/oracle/schedule.mjs, scenarios toolsWakeup,
 * toolsCron, subagent, subagentDefault): `claude_args --tools` naming them, a subagent whose `tools:` names them, and a
 * subagent with every tool. What each is offered (whole or deferred) and what each call answers, through the runner.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type Anthropic from '@anthropic-ai/sdk';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { isSubagentRequest, load, normalised, one, runSchedule, scenarioOf, toolResults, wake, type OracleToolResult } from './schedule-support.js';

/** Results compared without the runner's addition to a refused call (` Available tools: …`, the tools it has). */
const results = (list: OracleToolResult[]) =>
  list.map((r) => ({ ...r, text: normalised(r.text).replace(/ Available tools: [^<]*(?=<\/tool_use_error>)/, '') }));

/** The scheduling tools a request offers, deferred ones marked `*` (a subagent's deferred tools are named in its first message). */
function schedulingTools(req: RecordedRequest | undefined): string[] {
  const tools = (req?.body.tools ?? []) as { name: string; defer_loading?: boolean }[];
  const first = req?.body.messages?.[0] as Anthropic.MessageParam | undefined;
  const listed =
    typeof first?.content === 'string'
      ? ''
      : ((
          (first?.content ?? []).find((b) => b.type === 'text' && /deferred tools (are now available|can be loaded)/.test(b.text)) as
            | { text: string }
            | undefined
        )?.text ?? '');
  const named = listed.split('\n').filter((l) => /^[A-Za-z_][\w-]*$/.test(l));
  return [...tools.map((t) => (t.defer_loading ? `${t.name}*` : t.name)), ...named.map((n) => `${n}*`)]
    .filter((n) => /^(ScheduleWakeup|Cron|Monitor|ToolSearch)/.test(n))
    .sort();
}
const cliTools = (scenario: string, who: 'main' | 'child'): string[] => [...(scenarioOf(scenario).requests.find((r) => r.who === who)?.tools ?? [])].sort();

test('`--tools ScheduleWakeup,Bash`: ScheduleWakeup whole, no ToolSearch; an unnamed CronList is "disabled for this session", as 2.1.332', {
  timeout: 60_000,
}, async (t) => {
  const oracle = scenarioOf('toolsWakeup');
  const { requests } = await runSchedule(
    t,
    [one('ScheduleWakeup', { stop: true }, 'toolu_wake_stop_named'), one('CronList', {}, 'toolu_cronlist_unnamed'), text('FINAL: tools wakeup')],
    { claude_args: '--tools ScheduleWakeup,Bash' },
  );
  assert.deepEqual(schedulingTools(requests[0]), cliTools('toolsWakeup', 'main'));
  assert.deepEqual(results(toolResults(requests.at(-1))), results(oracle.toolResults));
});

test('`--tools CronCreate,Bash`: CronCreate whole (no ToolSearch to defer it), callable at once; CronList and ScheduleWakeup disabled, as 2.1.332', {
  timeout: 60_000,
}, async (t) => {
  const oracle = scenarioOf('toolsCron');
  const { requests } = await runSchedule(
    t,
    [
      one('CronCreate', { cron: '0 3 * * *', prompt: 'direct' }, 'toolu_cron_direct'),
      one('ToolSearch', { query: 'select:CronCreate,CronList' }, 'toolu_ts'),
      one('CronCreate', { cron: '0 4 * * *', prompt: 'loaded' }, 'toolu_cron_loaded'),
      one('CronList', {}, 'toolu_cronlist_unnamed'),
      one('ScheduleWakeup', { stop: true }, 'toolu_wake_unnamed'),
      text('FINAL: tools cron'),
    ],
    { claude_args: '--tools CronCreate,Bash' },
  );
  assert.deepEqual(schedulingTools(requests[0]), cliTools('toolsCron', 'main'));
  assert.deepEqual(results(toolResults(requests.at(-1))), results(oracle.toolResults));
});

const SCHED_AGENT = '---\nname: sched\ndescription: Schedules.\ntools: ScheduleWakeup, CronCreate, CronList, CronDelete, Bash\n---\nYou schedule.\n';
const agentCall = (type: string, prompt: string) =>
  turn(call('Agent', { subagent_type: type, description: `${type} look`, prompt, run_in_background: false }, 'toolu_agent'));

test("a subagent whose `tools:` names ScheduleWakeup and Cron*: Cron* whole, no ScheduleWakeup (a call is refused in 2.1.332's words), its job the session's", {
  timeout: 60_000,
}, async (t) => {
  const oracle = scenarioOf('subagent');
  const { requests, hooks } = await runSchedule(
    t,
    [agentCall('sched', 'SUBAGENT-TASK sched'), load, one('CronList', {}, 'toolu_main_list'), text('FINAL: subagent scheduled')],
    {},
    'probe',
    {
      files: { '.claude/agents/sched.md': SCHED_AGENT },
      child: [
        wake(60, 'toolu_child_wake'),
        one('ToolSearch', { query: 'select:CronCreate,CronList' }, 'toolu_child_ts'),
        one('CronCreate', { cron: '0 3 * * *', prompt: 'CHILD-CRON' }, 'toolu_child_cron'),
        one('CronList', {}, 'toolu_child_list'),
        text('CHILD: scheduled'),
      ],
    },
  );
  const child = requests.filter(isSubagentRequest);
  assert.deepEqual(schedulingTools(child[0]), cliTools('subagent', 'child'));
  assert.deepEqual(results(toolResults(child.at(-1))), results(oracle.childToolResults ?? []));
  // The child's job is the session's: the main thread's CronList lists it, Stop's session_crons holds it.
  const main = requests.filter((r) => !isSubagentRequest(r));
  const mainList = toolResults(main.at(-1)).find((r) => r.tool_use_id === 'toolu_main_list');
  assert.deepEqual(mainList && normalised(mainList.text), normalised(oracle.toolResults.find((r) => r.tool_use_id === 'toolu_main_list')?.text ?? ''));
  const crons = (h: Record<string, unknown> | undefined) => (h?.['session_crons'] as Record<string, unknown>[] | undefined)?.map(({ id: _i, ...c }) => c);
  assert.deepEqual(crons(hooks.find((h) => h['hook_event_name'] === 'Stop')), crons(oracle.hooks.find((h) => h['hook_event_name'] === 'Stop')));
});

test('a subagent with every tool: Cron* and Monitor deferred, no ScheduleWakeup (a call refused as 2.1.332 refuses it)', { timeout: 60_000 }, async (t) => {
  const oracle = scenarioOf('subagentDefault');
  const { requests } = await runSchedule(t, [agentCall('general-purpose', 'SUBAGENT-TASK gp'), text('FINAL: default subagent')], {}, 'probe', {
    child: [wake(60, 'toolu_child_wake'), text('CHILD: done')],
  });
  const child = requests.filter(isSubagentRequest);
  assert.deepEqual(schedulingTools(child[0]), cliTools('subagentDefault', 'child'));
  assert.deepEqual(results(toolResults(child.at(-1))), results(oracle.childToolResults ?? []));
});

const fifty = Array.from({ length: 50 }, (_, i) => one('CronCreate', { cron: `${i % 60} 3 * * *`, prompt: `job ${i}` }, `toolu_cron_${i}`));
/** The results of `ids`, as compared (the jobs' list aside: its times are each run's own). */
const picked = (list: OracleToolResult[], ids: string[]) => results(list.filter((r) => ids.includes(r.tool_use_id)));

test('a pending wakeup counts toward the 50 jobs: with one, the 50th CronCreate is refused; 50 jobs do not refuse a wakeup (2.1.332)', {
  timeout: 60_000,
}, async (t) => {
  const ids = ['toolu_wake_first', 'toolu_cron_0', 'toolu_cron_48', 'toolu_cron_49', 'toolu_wake_after', 'toolu_wake_stop'];
  // Time enough for the hour-long wakeup (one past the run's time is refused).
  const inputs = { timeout_minutes: '120', max_turns: '80' };
  const first = await runSchedule(
    t,
    [
      wake(3600, 'toolu_wake_first'),
      load,
      ...fifty,
      one('CronList', {}, 'toolu_list_cap'),
      one('ScheduleWakeup', { stop: true }, 'toolu_wake_stop'),
      text('FINAL'),
    ],
    inputs,
  );
  assert.deepEqual(picked(toolResults(first.requests.at(-1)), ids), picked(scenarioOf('capWakeFirst').toolResults, ids));
  const listed = (list: OracleToolResult[]) => list.find((r) => r.tool_use_id === 'toolu_list_cap')?.text.split('\n').length;
  assert.equal(listed(toolResults(first.requests.at(-1))), listed(scenarioOf('capWakeFirst').toolResults), 'the wakeup and 49 jobs');
  const reverse = await runSchedule(
    t,
    [
      load,
      ...fifty,
      wake(3600, 'toolu_wake_after'),
      one('CronList', {}, 'toolu_list_cap'),
      one('ScheduleWakeup', { stop: true }, 'toolu_wake_stop'),
      text('FINAL'),
    ],
    inputs,
  );
  assert.deepEqual(picked(toolResults(reverse.requests.at(-1)), ids), picked(scenarioOf('capCronFirst').toolResults, ids));
  assert.equal(listed(toolResults(reverse.requests.at(-1))), listed(scenarioOf('capCronFirst').toolResults), '50 jobs and the wakeup');
});
