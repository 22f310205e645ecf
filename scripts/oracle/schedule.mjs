// Runs Claude Code headless (`claude -p`) against the project's scripted model and records what its scheduling tools do
// there: ScheduleWakeup (sent whole) and CronCreate, CronDelete, CronList (deferred behind ToolSearch) with good and bad
// input — each tool_result's text and is_error, the definitions ToolSearch loads, the PreToolUse/PostToolUse/
// PostToolUseFailure stdin, Stop and UserPromptSubmit stdin (`session_crons`, `background_tasks`), the stream-json
// result line, and whether the session stays alive for a wakeup or a cron that falls inside it (a request after the
// model's final answer) or ends there. What it prints is what the runner is held to
// (test/fixtures/claude-code-schedule/2.1.332.json, test/session/schedule-tools.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/schedule.mjs <claude binary> [out.json] [scenario…]
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile, ...only] = process.argv.slice(2);
if (!claude) throw new Error('usage: schedule.mjs <claude binary> [out.json] [scenario…]');

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const say = (text) => ({ content: [{ type: 'text', text }] });
const load = call('ToolSearch', { query: 'select:CronCreate,CronDelete,CronList' }, 'toolu_ts');
const wake = (delaySeconds, id, extra = {}) =>
  call('ScheduleWakeup', { delaySeconds, reason: 'watching CI run', prompt: 'WAKE-PROMPT check again', noop: false, ...extra }, id);
/** The id of the job the last CronCreate result names (`… job <id> …`), for a CronDelete that finds it. */
const lastJobId = (req) => {
  const text = JSON.stringify(req.body.messages);
  const ids = [...text.matchAll(/job ([0-9a-z-]{4,})/gi)].map((m) => m[1]);
  return ids.at(-1) ?? 'none';
};

/** Each scenario: the main thread's replies in order (a function gets the request). A session that wakes gets 'woke'. */
const scenarios = {
  // The Cron* definitions ToolSearch loads; CronList with nothing scheduled.
  schema: { main: [load, call('CronList', {}, 'toolu_list_empty'), say('done')] },
  // A wakeup 60 s out (the shortest the CLI keeps), then the final answer: does the -p session wait for it?
  wakeup: { main: [wake(60, 'toolu_wake'), say('FINAL: scheduled')] },
  // Bad and edge input: nothing, a delay under and over the clamp, a string delay, an unknown field, stop.
  wakeupBad: {
    main: [
      call('ScheduleWakeup', {}, 'toolu_wake_empty'),
      wake(5, 'toolu_wake_short'),
      wake(99999, 'toolu_wake_long'),
      wake('x', 'toolu_wake_string'),
      wake(120, 'toolu_wake_extra', { bogus: 1 }),
      call('ScheduleWakeup', { delaySeconds: 90, reason: 'r' }, 'toolu_wake_noprompt'),
      call('ScheduleWakeup', { stop: true }, 'toolu_wake_stop'),
      say('FINAL: stopped'),
    ],
  },
  // A one-shot cron every minute and a recurring one: does the -p session wait for them?
  cron: {
    main: [
      load,
      call('CronCreate', { cron: '* * * * *', prompt: 'CRON-PROMPT every minute', recurring: true }, 'toolu_cron_every'),
      call('CronList', {}, 'toolu_list'),
      say('FINAL: cron scheduled'),
    ],
  },
  // Bad cron input, deleting, and many jobs.
  cronBad: {
    main: [
      load,
      call('CronCreate', { cron: '* * * * * *', prompt: 'every second' }, 'toolu_cron_seconds'),
      call('CronCreate', { cron: 'bogus', prompt: 'p' }, 'toolu_cron_bogus'),
      call('CronCreate', { cron: '*/5 * * * *' }, 'toolu_cron_noprompt'),
      call('CronCreate', { cron: '0 0 31 2 *', prompt: 'never' }, 'toolu_cron_never'),
      call('CronCreate', { cron: '*/5 * * * *', prompt: 'five', recurring: false }, 'toolu_cron_once'),
      call('CronCreate', { cron: '*/5 * * * *', prompt: 'durable', recurring: true, durable: true }, 'toolu_cron_durable'),
      call('CronList', {}, 'toolu_list_two'),
      (req) => call('CronDelete', { id: lastJobId(req) }, 'toolu_delete'),
      call('CronDelete', { id: 'nope1234' }, 'toolu_delete_unknown'),
      call('CronDelete', {}, 'toolu_delete_empty'),
      call('CronList', {}, 'toolu_list_after'),
      say('FINAL: cron checked'),
    ],
  },
  // Two wakeups: does the second replace the first? What is the result line once the wakeup has been answered?
  wakeupTwice: { main: [wake(60, 'toolu_wake_first'), wake(61, 'toolu_wake_second'), say('FINAL: scheduled twice')] },
  // A one-shot cron pinned to a minute about 90 s out: is a one-shot job waited for, as a wakeup is?
  cronOnce: {
    main: [
      load,
      () => {
        const at = new Date(Date.now() + 90_000);
        const cron = `${at.getMinutes()} ${at.getHours()} ${at.getDate()} ${at.getMonth() + 1} *`;
        return call('CronCreate', { cron, prompt: 'CRON-ONCE-PROMPT', recurring: false }, 'toolu_cron_pinned');
      },
      say('FINAL: one-shot scheduled'),
    ],
  },
  // A one-shot cron due while the session waits for a later wakeup: does it fire then? Does CronList show the wakeup?
  wakeupAndCron: {
    main: [
      load,
      () => {
        const at = new Date(Date.now() + 70_000);
        const cron = `${at.getMinutes()} ${at.getHours()} ${at.getDate()} ${at.getMonth() + 1} *`;
        return call('CronCreate', { cron, prompt: 'CRON-BEFORE-WAKE', recurring: false }, 'toolu_cron_before');
      },
      wake(170, 'toolu_wake_later'),
      call('CronList', {}, 'toolu_list_with_wake'),
      say('FINAL: cron and wakeup'),
      say('answered the cron'),
    ],
  },
  // `claude_args --tools ScheduleWakeup`: offered whole or deferred? Does it work?
  toolsWakeup: {
    args: ['--tools', 'ScheduleWakeup,Bash'],
    main: [call('ScheduleWakeup', { stop: true }, 'toolu_wake_stop_named'), call('CronList', {}, 'toolu_cronlist_unnamed'), say('FINAL: tools wakeup')],
  },
  // `--tools CronCreate`: whole or deferred? A call before ToolSearch, then after; CronList not named.
  toolsCron: {
    args: ['--tools', 'CronCreate,Bash'],
    main: [
      call('CronCreate', { cron: '0 3 * * *', prompt: 'direct' }, 'toolu_cron_direct'),
      call('ToolSearch', { query: 'select:CronCreate,CronList' }, 'toolu_ts'),
      call('CronCreate', { cron: '0 4 * * *', prompt: 'loaded' }, 'toolu_cron_loaded'),
      call('CronList', {}, 'toolu_cronlist_unnamed'),
      call('ScheduleWakeup', { stop: true }, 'toolu_wake_unnamed'),
      say('FINAL: tools cron'),
    ],
  },
  // A subagent whose `tools:` names ScheduleWakeup and Cron*: what it is offered, what a call does there, whether the
  // main thread sees its job and whether the session waits for its wakeup.
  subagent: {
    files: {
      '.claude/agents/sched.md':
        '---\nname: sched\ndescription: Schedules.\ntools: ScheduleWakeup, CronCreate, CronList, CronDelete, Bash\n---\nYou schedule.\n',
    },
    main: [
      call('Agent', { subagent_type: 'sched', description: 'sched look', prompt: 'SUBAGENT-TASK sched', run_in_background: false }, 'toolu_agent'),
      load,
      call('CronList', {}, 'toolu_main_list'),
      say('FINAL: subagent scheduled'),
    ],
    child: [
      wake(60, 'toolu_child_wake'),
      call('ToolSearch', { query: 'select:CronCreate,CronList' }, 'toolu_child_ts'),
      call('CronCreate', { cron: '0 3 * * *', prompt: 'CHILD-CRON' }, 'toolu_child_cron'),
      call('CronList', {}, 'toolu_child_list'),
      say('CHILD: scheduled'),
    ],
  },
  // A general-purpose subagent (every tool): ScheduleWakeup offered? Cron* deferred? A wakeup called anyway.
  subagentDefault: {
    main: [
      call('Agent', { subagent_type: 'general-purpose', description: 'gp look', prompt: 'SUBAGENT-TASK gp', run_in_background: false }, 'toolu_agent'),
      say('FINAL: default subagent'),
    ],
    child: [wake(60, 'toolu_child_wake'), say('CHILD: done')],
  },
  // Does a pending wakeup count toward the 50-job cap? A wakeup first, then 50 jobs.
  capWakeFirst: {
    brief: true,
    main: [
      wake(3600, 'toolu_wake_first'),
      load,
      ...Array.from({ length: 50 }, (_, i) => call('CronCreate', { cron: `${i % 60} 3 * * *`, prompt: `job ${i}` }, `toolu_cron_${i}`)),
      call('CronList', {}, 'toolu_list_cap'),
      call('ScheduleWakeup', { stop: true }, 'toolu_wake_stop'),
      say('FINAL: cap wake first'),
    ],
  },
  // And the reverse: 50 jobs, then a wakeup.
  capCronFirst: {
    brief: true,
    main: [
      load,
      ...Array.from({ length: 50 }, (_, i) => call('CronCreate', { cron: `${i % 60} 3 * * *`, prompt: `job ${i}` }, `toolu_cron_${i}`)),
      wake(3600, 'toolu_wake_after'),
      call('CronList', {}, 'toolu_list_cap'),
      call('ScheduleWakeup', { stop: true }, 'toolu_wake_stop'),
      say('FINAL: cap cron first'),
    ],
  },
  // Many jobs: is there a cap?
  cronMany: {
    main: [
      load,
      ...Array.from({ length: 52 }, (_, i) => call('CronCreate', { cron: `${i % 60} 3 * * *`, prompt: `job ${i}` }, `toolu_cron_${i}`)),
      call('CronList', {}, 'toolu_list_many'),
      say('FINAL: many'),
    ],
  },
};

const events = ['UserPromptSubmit', 'Stop', 'PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'SessionEnd'];

async function runScenario(scenario) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-sched-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  const hookLog = path.join(work, 'hooks.jsonl');
  const logHook = [{ matcher: '*', hooks: [{ type: 'command', command: `cat >> ${hookLog}; echo >> ${hookLog}` }] }];
  for (const [file, body] of Object.entries(scenario.files ?? {})) {
    mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
    writeFileSync(path.join(cwd, file), body);
  }
  const settings = { hooks: Object.fromEntries(events.map((e) => [e, logHook])) };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(settings));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  const main = [...scenario.main];
  const child = [...(scenario.child ?? [])];
  const requests = [];
  const started = Date.now();
  const model = await startScriptedModel((req) => {
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return say('x');
    const who = /SUBAGENT-TASK/.test(JSON.stringify(req.body.messages[0])) ? 'child' : 'main';
    requests.push({ req, who, atSeconds: Math.round((Date.now() - started) / 1000) });
    const next = (who === 'child' ? child : main).shift();
    if (typeof next === 'function') return next(req);
    return next ?? say(who === 'child' ? 'CHILD: nothing more' : 'woke');
  });
  const run = await new Promise((resolve) => {
    const ch = execFile(
      claude,
      [
        '-p',
        'probe',
        '--output-format',
        'stream-json',
        '--verbose',
        '--permission-mode',
        'bypassPermissions',
        '--model',
        'claude-opus-4-6',
        ...(scenario.args ?? []),
      ],
      {
        cwd,
        encoding: 'utf8',
        timeout: 240000,
        maxBuffer: 64 << 20,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          ANTHROPIC_BASE_URL: model.url,
          ANTHROPIC_API_KEY: 'sk-ant-oracle',
          DISABLE_AUTOUPDATER: '1',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          DISABLE_TELEMETRY: '1',
          IS_SANDBOX: '1',
        },
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error?.code ?? 0, killed: error?.killed ?? false }),
    );
    ch.stdin?.end();
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  await model.close();
  const hooks = scenario.brief
    ? []
    : existsSync(hookLog)
      ? readFileSync(hookLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
          .filter((h) => h.tool_name !== 'ToolSearch')
          .map(({ session_id: _s, transcript_path: _t, cwd: _c, permission_mode: _p, prompt_id: _i, tool_use_id: _u, ...h }) => h)
      : [];
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  return {
    work,
    record: {
      status: run.status,
      killedByTimeout: run.killed,
      secondsRun: seconds,
      // A brief scenario (many calls) keeps the tool results and the result line only.
      requests: scenario.brief ? [] : requests.map(({ req, who, atSeconds }) => describe(req, who, atSeconds)),
      toolResults: toolResults(requests.filter((r) => r.who === 'main').at(-1)?.req),
      ...(scenario.child ? { childToolResults: toolResults(requests.filter((r) => r.who === 'child').at(-1)?.req) } : {}),
      loaded: (requests.at(-1)?.req.body.tools ?? []).filter((t) => /^Cron/.test(t.name) && t.input_schema),
      hooks,
      results: lines
        .filter((l) => l.type === 'result')
        .map((r) => ({ subtype: r.subtype, is_error: r.is_error, result: r.result, num_turns: r.num_turns, stop_reason: r.stop_reason })),
      lineKinds: lines.map((l) => (l.subtype ? `${l.type}/${l.subtype}` : l.type)),
      systemLines: lines.filter((l) => l.type === 'system' && l.subtype !== 'init').map(({ session_id: _s, uuid: _u, ...l }) => l),
      stderr: run.stderr.slice(0, 2000),
      scheduledTasksFile: existsSync(path.join(cwd, '.claude/scheduled_tasks.json'))
        ? JSON.parse(readFileSync(path.join(cwd, '.claude/scheduled_tasks.json'), 'utf8'))
        : null,
    },
  };
}

/** Each tool call's result in the conversation: its id, text, is_error. */
function toolResults(req) {
  if (!req) return [];
  const out = [];
  for (const m of req.body.messages)
    for (const b of Array.isArray(m.content) ? m.content : [])
      if (b.type === 'tool_result' && b.tool_use_id !== 'toolu_ts') {
        const text = typeof b.content === 'string' ? b.content : (b.content ?? []).map((c) => c.text ?? `[${c.type}]`).join('\n');
        out.push({ tool_use_id: b.tool_use_id, is_error: b.is_error ?? false, text: text.replace(/\n*<system-reminder>[\s\S]*$/, '') });
      }
  return out;
}

/** The names the first message says ToolSearch can load (a subagent's deferred tools are listed there, not in `tools`). */
function deferredNames(message) {
  const blocks = Array.isArray(message.content) ? message.content : [];
  const block = blocks.find((b) => b.type === 'text' && b.text.includes('deferred tools are now available'));
  if (!block) return [];
  return block.text
    .split('\n\n')[0]
    .split('\n')
    .filter((l) => /^[A-Za-z_][\w-]*$/.test(l))
    .map((l) => l.trim());
}

/** One request: whose, when, its scheduling tools (deferred ones `*`), and its last user message's text blocks. */
function describe(req, who, atSeconds) {
  const last = req.body.messages.at(-1);
  const blocks = typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
  return {
    who,
    atSeconds,
    messages: req.body.messages.length,
    tools: [...req.body.tools.map((t) => (t.defer_loading ? `${t.name}*` : t.name)), ...deferredNames(req.body.messages[0]).map((n) => `${n}*`)].filter((n) =>
      /^(ScheduleWakeup|Cron|Monitor|ToolSearch)/.test(n),
    ),
    lastUser: blocks.filter((b) => b.type === 'text').map((b) => b.text.slice(0, 1500)),
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const recorded = {};
const works = [];
for (const [name, scenario] of Object.entries(scenarios)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const { work, record } = await runScenario(scenario);
  works.push(work);
  recorded[name] = record;
  console.error(`${name}: ${record.requests.length} requests, ${record.secondsRun} s, status ${record.status}`);
}

let text = JSON.stringify({ claude_code: version, scenarios: recorded });
for (const w of works) text = text.split(w).join('<tmp>');
text = text
  .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
  .replace(/\d{4}-\d{2}-\d{2}/g, '<date>')
  .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
const measured = JSON.parse(text);
// Some scenarios into an existing record: the others stay as they were recorded.
if (outFile && only.length > 0 && existsSync(outFile)) {
  const before = JSON.parse(readFileSync(outFile, 'utf8'));
  measured.scenarios = { ...before.scenarios, ...measured.scenarios };
}
const json = `${JSON.stringify(measured, null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
