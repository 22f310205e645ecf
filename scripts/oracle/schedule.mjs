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
  const settings = { hooks: Object.fromEntries(events.map((e) => [e, logHook])) };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(settings));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  const main = [...scenario.main];
  const requests = [];
  const started = Date.now();
  const model = await startScriptedModel((req) => {
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return say('x');
    requests.push({ req, atSeconds: Math.round((Date.now() - started) / 1000) });
    const next = main.shift();
    if (typeof next === 'function') return next(req);
    return next ?? say('woke');
  });
  const run = await new Promise((resolve) => {
    const ch = execFile(
      claude,
      ['-p', 'probe', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', '--model', 'claude-opus-4-6'],
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
  const hooks = existsSync(hookLog)
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
      requests: requests.map(({ req, atSeconds }) => describe(req, atSeconds)),
      toolResults: toolResults(requests.at(-1)?.req),
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

/** One request: when, and its last user message's text blocks (a wake-up or cron prompt arrives as one). */
function describe(req, atSeconds) {
  const last = req.body.messages.at(-1);
  const blocks = typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
  return {
    atSeconds,
    messages: req.body.messages.length,
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
const json = `${JSON.stringify(JSON.parse(text), null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
