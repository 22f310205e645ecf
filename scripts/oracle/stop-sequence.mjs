// Runs Claude Code headless against the project's scripted model and records what happens when the main model ends its
// turn while background work still runs: the order in which Stop, SubagentStop, UserPromptSubmit and SubagentStart
// hooks fire, the stdin each receives, the model requests made (and what the last messages of each hold), and the
// stream-json lines. Scenarios: a main-thread background Agent call, a `run_in_background` Bash command, a Stop hook
// that blocks once while a background agent runs (by `decision`, by exit 2), a SubagentStop hook that blocks once, a
// background workflow (one agent, two), a child calling several tools and one calling none, a Monitor running at the
// end of the turn, and two commands ending together; a foreground Bash command past its timeout (moved to the
// background; stopped with background tasks off or when it starts with sleep; in a synchronous subagent). What it prints is what the runner is held to (test/fixtures/claude-code-hook-stdin/2.1.332-stop-sequence.json, test/session/stop-sequence.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/stop-sequence.mjs <claude binary> [out.json] [scenario…]
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out, ...only] = process.argv.slice(2);
if (!claude) throw new Error('usage: stop-sequence.mjs <claude binary> [out.json] [scenario…]');

const call = (name, input, id) => ({ type: 'tool_use', id, name, input });
const turn = (...blocks) => ({ content: blocks });
const say = (text) => ({ content: [{ type: 'text', text }] });
/** A monitor that prints one event soon, then writes monitor.txt (whether it outlived its agent) and prints another. */
const MONITOR_COMMAND = 'sleep 2; echo tick; sleep 3; echo late > monitor.txt; echo tock';
/** A command moved to the background at its 1 s timeout, whose late write says whether it outlived its agent. */
const MOVED_COMMAND = 'echo started; sleep 3; echo late > moved.txt; echo finished';
/** The child's task: it sleeps long enough that the main model has ended its turn when it finishes. */
const CHILD_PROMPT = 'CHILD: run sleep 4 then report';
const WORKFLOW = `export const meta = { name: 'slow', description: 'One slow agent', phases: [{ title: 'Work' }] };
phase('Work');
const a = await agent('WORKER sleep then answer', { label: 'w' });
return { a };
`;

/** Each scenario: the main thread's replies in order, the child's, and whether the Stop hook blocks once. */
const scenarios = {
  agent: {
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose' }, 'toolu_agent')),
      say('Launched the agent; waiting for it.'),
      say('MAIN: the agent reported back.'),
    ],
  },
  bash: {
    main: [
      turn(call('Bash', { command: 'sleep 4; echo bg-done', description: 'slow echo', run_in_background: true }, 'toolu_bg')),
      say('Started the command; waiting for it.'),
      say('MAIN: the command finished.'),
    ],
  },
  // The Stop hook blocks once by exit code 2 and stderr.
  blockExit2: {
    blockStop: true,
    byExit2: true,
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose' }, 'toolu_agent')),
      say('Launched the agent; waiting for it.'),
      say('Still waiting, as the hook asked.'),
      say('MAIN: the agent reported back.'),
    ],
  },
  blockOnce: {
    blockStop: true,
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose' }, 'toolu_agent')),
      say('Launched the agent; waiting for it.'),
      say('Still waiting, as the hook asked.'),
      say('MAIN: the agent reported back.'),
    ],
  },
  workflow: {
    main: [turn(call('Workflow', { name: 'slow' }, 'toolu_wf')), say('Launched the workflow; waiting for it.'), say('MAIN: the workflow reported back.')],
  },
  // A SubagentStop hook that blocks once: what the child is sent.
  subagentBlock: {
    blockSubagentStop: true,
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose' }, 'toolu_agent')),
      say('Launched the agent; waiting for it.'),
      say('MAIN: the agent reported back.'),
    ],
    child: () => [turn(call('Bash', { command: 'sleep 4', description: 'sleep' }, 'toolu_child_sleep')), say('child done'), say('child done again')],
  },
  // The child uses several tools, one twice: the <tools-used-before-summary> list's order and form.
  toolsUsed: {
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose' }, 'toolu_agent')),
      say('Launched the agent; waiting for it.'),
      say('MAIN: the agent reported back.'),
    ],
    child: () => [
      turn(call('Read', { file_path: 'CLAUDE.md' }, 'toolu_child_read')),
      turn(call('Bash', { command: 'sleep 4', description: 'sleep' }, 'toolu_child_sleep')),
      turn(call('Read', { file_path: 'CLAUDE.md' }, 'toolu_child_read2')),
      say('child done'),
    ],
  },
  // The child uses no tool (its answer comes late): is there a <tools-used-before-summary>?
  noTools: {
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose' }, 'toolu_agent')),
      say('Launched the agent; waiting for it.'),
      say('MAIN: the agent reported back.'),
    ],
    child: () => [{ ...say('child done'), delayMs: 5000 }],
  },
  // A Monitor still running when the model ends its turn.
  monitor: {
    main: [
      turn(call('ToolSearch', { query: 'select:Monitor', max_results: 5 }, 'toolu_ts')),
      turn(call('Monitor', { command: 'sleep 3; echo tick; sleep 3; echo tock', description: 'ticks', timeout_ms: 60000 }, 'toolu_mon')),
      say('Watching.'),
      say('MAIN: reply 2.'),
      say('MAIN: reply 3.'),
      say('MAIN: reply 4.'),
    ],
  },
  // A synchronous subagent's Monitor still running when it answers, the main thread running on after the answer: is
  // the monitor ended with the answer, does it run on (monitor.txt), and who is told its events (the child, the main)?
  monitorChild: {
    main: [
      turn(call('Agent', { description: 'watch', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent')),
      turn(call('Bash', { command: 'sleep 9; ls', description: 'wait' }, 'toolu_wait')),
      say('MAIN: waited.'),
      say('MAIN: nothing more.'),
      say('MAIN: nothing more 2.'),
    ],
    child: () => [
      turn(call('ToolSearch', { query: 'select:Monitor', max_results: 5 }, 'toolu_child_ts')),
      turn(call('Monitor', { command: MONITOR_COMMAND, description: 'ticks', timeout_ms: 60000 }, 'toolu_child_mon')),
      say('child done'),
      say('child done again'),
      say('child done 3'),
    ],
  },
  // The same in a background subagent.
  monitorBgChild: {
    main: [
      turn(call('Agent', { description: 'watch', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: true }, 'toolu_agent')),
      say('Launched the agent; waiting for it.'),
      turn(call('Bash', { command: 'sleep 9; ls', description: 'wait' }, 'toolu_wait')),
      say('MAIN: waited.'),
      say('MAIN: nothing more.'),
      say('MAIN: nothing more 2.'),
    ],
    child: () => [
      turn(call('ToolSearch', { query: 'select:Monitor', max_results: 5 }, 'toolu_child_ts')),
      turn(call('Monitor', { command: MONITOR_COMMAND, description: 'ticks', timeout_ms: 60000 }, 'toolu_child_mon')),
      say('child done'),
      say('child done again'),
      say('child done 3'),
    ],
  },
  // A workflow agent's command past its timeout, the main thread running on after the workflow: moved? told to whom
  // (the agent's words), ended with the agent's answer or run on (moved.txt)?
  bashTimeoutWorkflow: {
    workflow: `export const meta = { name: 'slow', description: 'One agent', phases: [{ title: 'Work' }] };
phase('Work');
const a = await agent('WORKER run the slow command', { label: 'w' });
return { a };
`,
    main: [
      turn(call('Workflow', { name: 'slow' }, 'toolu_workflow')),
      say('Started the workflow; waiting for it.'),
      turn(call('Bash', { command: 'sleep 6; ls', description: 'wait' }, 'toolu_wait')),
      say('MAIN: waited.'),
      say('MAIN: nothing more.'),
      say('MAIN: nothing more 2.'),
    ],
    child: () => [
      turn(call('Bash', { command: MOVED_COMMAND, description: 'slow write', timeout: 1000 }, 'toolu_child_slow')),
      say('child done'),
      say('child done again'),
    ],
  },
  // A forked skill's (`context: fork`) command past its timeout, the main thread running on after the skill's answer.
  bashTimeoutForkSkill: {
    files: {
      '.claude/skills/forky/SKILL.md':
        '---\nname: forky\ndescription: Runs the slow command in a fork.\ncontext: fork\n---\nCHILD: forked skill, run the slow command.\n',
    },
    main: [
      turn(call('Skill', { skill: 'forky' }, 'toolu_skill')),
      turn(call('Bash', { command: 'sleep 6; ls', description: 'wait' }, 'toolu_wait')),
      say('MAIN: waited.'),
      say('MAIN: nothing more.'),
      say('MAIN: nothing more 2.'),
    ],
    child: () => [
      turn(call('Bash', { command: MOVED_COMMAND, description: 'slow write', timeout: 1000 }, 'toolu_child_slow')),
      say('child done'),
      say('child done again'),
    ],
  },
  // Two background commands that end together.
  twoBash: {
    main: [
      turn(
        call('Bash', { command: 'sleep 4; echo one', description: 'first echo', run_in_background: true }, 'toolu_bg1'),
        call('Bash', { command: 'sleep 4; echo two', description: 'second echo', run_in_background: true }, 'toolu_bg2'),
      ),
      say('Started both; waiting.'),
      say('MAIN: reply 2.'),
      say('MAIN: reply 3.'),
    ],
  },
  // A workflow of two agents, tools used by both (A ends first, B uses more): its <usage> and <tools-used-before-summary>.
  workflow2: {
    workflow: `export const meta = { name: 'slow', description: 'Two agents', phases: [{ title: 'Work' }] };
phase('Work');
const [a, b] = await Promise.all([agent('WORKER-A sleep then answer', { label: 'a' }), agent('WORKER-B read then answer', { label: 'b' })]);
return { a, b };
`,
    main: [turn(call('Workflow', { name: 'slow' }, 'toolu_wf')), say('Launched the workflow; waiting for it.'), say('MAIN: the workflow reported back.')],
    child: (first) =>
      first.includes('WORKER-B')
        ? [
            turn(call('Read', { file_path: 'CLAUDE.md' }, 'toolu_b_read')),
            turn(call('Bash', { command: 'sleep 6', description: 'sleep' }, 'toolu_b_sleep')),
            say('b done'),
          ]
        : [turn(call('Bash', { command: 'sleep 3', description: 'sleep' }, 'toolu_child_sleep')), say('child done')],
  },
  // A foreground command past its timeout (1 s): 2.1.332 moves it to the background; the file it writes later shows
  // whether it lived on. The same with background tasks disabled, and with a command whose first word is `sleep`.
  bashTimeout: {
    main: [
      turn(call('Bash', { command: 'echo started; sleep 3; echo late > moved.txt; echo finished', description: 'slow write', timeout: 1000 }, 'toolu_slow')),
      say('Moved; waiting for it.'),
      say('MAIN: the command finished.'),
    ],
  },
  bashTimeoutDisabled: {
    env: { CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: '1' },
    main: [
      turn(call('Bash', { command: 'echo started; sleep 3; echo late > moved.txt; echo finished', description: 'slow write', timeout: 1000 }, 'toolu_slow')),
      say('Stopped.'),
      say('MAIN: nothing more.'),
    ],
  },
  // A synchronous subagent's command past its timeout.
  bashTimeoutChild: {
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent')),
      say('MAIN: the agent reported back.'),
      say('MAIN: nothing more.'),
    ],
    child: () => [
      turn(
        call('Bash', { command: 'echo started; sleep 3; echo late > moved.txt; echo finished', description: 'slow write', timeout: 1000 }, 'toolu_child_slow'),
      ),
      say('child done'),
      say('child done again'),
    ],
  },
  // The same with a `setsid` child, the main thread still running (a command of its own) after the answer: what the
  // answer ends, and whether a new session started by the command outlives it.
  bashTimeoutChildSetsid: {
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent')),
      turn(call('Bash', { command: 'sleep 6; ls', description: 'wait' }, 'toolu_wait')),
      say('MAIN: waited.'),
      say('MAIN: nothing more.'),
    ],
    child: () => [
      turn(
        call(
          'Bash',
          {
            command: "echo started; (setsid sh -c 'sleep 3; echo late > setsid.txt' &); sleep 3; echo late > moved.txt; echo finished",
            description: 'slow write',
            timeout: 1000,
          },
          'toolu_child_slow',
        ),
      ),
      say('child done'),
      say('child done again'),
    ],
  },
  // A synchronous subagent's `run_in_background` command, the main thread running on after the answer.
  bashBgChild: {
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent')),
      turn(call('Bash', { command: 'sleep 6; ls', description: 'wait' }, 'toolu_wait')),
      say('MAIN: waited.'),
      say('MAIN: nothing more.'),
    ],
    child: () => [
      turn(call('Bash', { command: 'sleep 3; echo late > moved.txt', description: 'slow write', run_in_background: true }, 'toolu_child_bg')),
      say('child done'),
      say('child done again'),
    ],
  },
  // A background subagent's command past its timeout, the main thread running on after the agent's notice.
  bashTimeoutBgAgent: {
    main: [
      turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: true }, 'toolu_agent')),
      say('Launched the agent; waiting for it.'),
      turn(call('Bash', { command: 'sleep 6; ls', description: 'wait' }, 'toolu_wait')),
      say('MAIN: waited.'),
      say('MAIN: nothing more.'),
    ],
    child: () => [
      turn(
        call('Bash', { command: 'echo started; sleep 3; echo late > moved.txt; echo finished', description: 'slow write', timeout: 1000 }, 'toolu_child_slow'),
      ),
      say('child done'),
      say('child done again'),
    ],
  },
  bashTimeoutSleepFirst: {
    main: [
      turn(call('Bash', { command: 'sleep 3; echo late > moved.txt; echo finished', description: 'slow write', timeout: 1000 }, 'toolu_slow')),
      say('Stopped.'),
      say('MAIN: nothing more.'),
    ],
  },
};
const defaultChild = () => [turn(call('Bash', { command: 'sleep 4', description: 'sleep' }, 'toolu_child_sleep')), say('child done')];

const events = ['SessionStart', 'UserPromptSubmit', 'Stop', 'SubagentStart', 'SubagentStop', 'PostToolUse', 'SessionEnd'];
const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();

/** One block of a request's message, shortened so the fixture stays readable (its kind and the start of its text). */
function blockSummary(block) {
  if (typeof block === 'string') return { type: 'text', text: block.slice(0, 2500) };
  if (block.type === 'text') return { type: 'text', text: block.text.slice(0, 2500) };
  if (block.type === 'tool_use') return { type: 'tool_use', name: block.name, id: block.id };
  if (block.type === 'tool_result') {
    const c = typeof block.content === 'string' ? block.content : (block.content ?? []).map((b) => b.text ?? `[${b.type}]`).join('\n');
    return { type: 'tool_result', tool_use_id: block.tool_use_id, text: c.slice(0, 2500) };
  }
  return { type: block.type };
}
const messageSummary = (m) => ({ role: m.role, content: typeof m.content === 'string' ? [blockSummary(m.content)] : m.content.map(blockSummary) });

const runs = {};
for (const [name, sc] of Object.entries(scenarios)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  const logs = path.join(work, 'logs');
  for (const d of [cwd, home, logs, path.join(cwd, '.claude/workflows')]) mkdirSync(d, { recursive: true });
  const record = (tag) => ({ type: 'command', command: `cat > "${logs}/$(date +%s%N)-${tag}.json"` });
  // The blocking Stop hook: keeps its stdin like the others, blocks the first time only.
  const blocker = (event) => {
    const file = path.join(work, `block-once-${event}.sh`);
    writeFileSync(
      file,
      `#!/bin/sh\ncat > "${logs}/$(date +%s%N)-${event}.json"\nif [ ! -e "${work}/blocked" ]; then touch "${work}/blocked"; ${sc.byExit2 ? `echo 'Wait for the background agent to report before you finish.' >&2; exit 2` : `echo '{"decision":"block","reason":"Wait for the background agent to report before you finish."}'`}; fi\n`,
    );
    chmodSync(file, 0o755);
    return { type: 'command', command: file };
  };
  const blocks = (e) => (e === 'Stop' && sc.blockStop) || (e === 'SubagentStop' && sc.blockSubagentStop);
  const hooks = Object.fromEntries(events.map((e) => [e, [{ hooks: [blocks(e) ? blocker(e) : record(e)] }]]));
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ hooks }, null, 1));
  writeFileSync(path.join(cwd, '.claude/workflows/slow.js'), sc.workflow ?? WORKFLOW);
  for (const [file, text] of Object.entries(sc.files ?? {})) {
    mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
    writeFileSync(path.join(cwd, file), text);
  }
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  writeFileSync(path.join(cwd, 'CLAUDE.md'), '# repo\n');
  spawnSync('git', ['init', '-q'], { cwd });
  let next = 0;
  const childNext = new Map();
  const requests = [];
  const t0 = Date.now();
  const model = await startScriptedModel((req) => {
    const msgs = req.body.messages ?? [];
    const first = JSON.stringify(msgs[0] ?? '');
    const who =
      !Array.isArray(req.body.tools) || req.body.tools.length === 0 ? 'side' : first.includes('CHILD:') || first.includes('WORKER') ? 'child' : 'main';
    requests.push({
      who,
      atMs: Date.now() - t0,
      messages: msgs.length,
      ...(who === 'main' ? { lastTwo: msgs.slice(-2).map(messageSummary) } : { last: msgs.slice(-1).map(messageSummary) }),
      ...(who === 'child' ? { child: (first.match(/WORKER-?[AB]?|CHILD/) ?? [''])[0] } : {}),
    });
    if (who === 'side') return say('ok');
    if (who === 'child') {
      // Workflow agents' first messages begin alike: the marker in the task tells them apart.
      const key = `${(first.match(/WORKER-[AB]/) ?? [''])[0]}${first.slice(0, 200)}`;
      const i = childNext.get(key) ?? 0;
      childNext.set(key, i + 1);
      return (sc.child ?? defaultChild)(first)[i] ?? say('child done');
    }
    return sc.main[next++] ?? say('MAIN: nothing more.');
  });
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      [
        '-p',
        'oracle-main: start the slow work',
        '--output-format',
        'stream-json',
        '--verbose',
        '--permission-mode',
        'bypassPermissions',
        '--model',
        'claude-opus-4-6',
      ],
      {
        cwd,
        encoding: 'utf8',
        timeout: 240_000,
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
          ...sc.env,
        },
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error?.code ?? 0 }),
    );
    c.stdin?.end();
  });
  await model.close();
  if (process.env.KEEP_STDOUT) writeFileSync(`${process.env.KEEP_STDOUT}.${name}`, run.stdout);
  // Distinct ids stay distinct: each prompt_id / agent id is numbered in the order it first appears in the run.
  const seen = new Map();
  const numbered = (text) =>
    text.replace(/"(prompt_id|agent_id|agentId)":"([^"<]*)"/g, (_m, k, v) => {
      const kind = k === 'agentId' ? 'agent_id' : k;
      const mapKey = `${kind}:${v}`;
      if (!seen.has(mapKey)) seen.set(mapKey, [...seen.keys()].filter((x) => x.startsWith(`${kind}:`)).length + 1);
      return `"${k}":"<${kind}#${seen.get(mapKey)}>"`;
    });
  /** Values that name the run (paths, ids, times) as placeholders. */
  const normalise = (v) =>
    JSON.parse(
      numbered(JSON.stringify(v))
        .replaceAll(cwd, '<cwd>')
        .replaceAll(`${home}/.claude/projects/`, '<projects>/')
        .replace(/<projects>\/[^/"\\]*\/[0-9a-f-]{36}\//g, '<projects>/<session>/')
        .replaceAll(work, '<work>')
        .replace(/"(session_id|transcript_path|agent_transcript_path|outputFile|output_file|uuid|task_id)":"[^"]*"/g, '"$1":"<$1>"')
        .replace(/\/tmp\/claude-\d+\/[^"\\ <]*/g, '<tasks>')
        .replace(/"(duration_ms|durationMs|duration_api_ms|durationSeconds|atMs|total_cost_usd)":\d+(\.\d+)?/g, '"$1":0')
        .replace(/<(duration_ms|subagent_tokens)>\d+<\/\1>/g, '<$1>0</$1>'),
    );
  const fired = readdirSync(logs)
    .sort()
    .map((f) => normalise(JSON.parse(readFileSync(path.join(logs, f), 'utf8') || '{}')));
  const stream = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .map((m) => {
      const content = m.message?.content;
      return normalise({
        type: m.type,
        ...(m.subtype ? { subtype: m.subtype } : {}),
        ...(m.parent_tool_use_id ? { parent_tool_use_id: m.parent_tool_use_id } : {}),
        ...(Array.isArray(content) ? { content: content.map(blockSummary) } : typeof content === 'string' ? { content: [blockSummary(content)] } : {}),
        ...(m.type === 'system' && m.subtype !== 'init'
          ? { fields: Object.keys(m).sort(), ...('status' in m ? { status: m.status } : {}), ...('summary' in m ? { summary: m.summary } : {}) }
          : {}),
        ...(m.type === 'result' ? { result: m.result, num_turns: m.num_turns, is_error: m.is_error } : {}),
        ...(m.isSynthetic !== undefined ? { isSynthetic: m.isSynthetic } : {}),
        ...(m.type === 'user' && m.origin !== undefined ? { origin: m.origin } : {}),
      });
    });
  runs[name] = {
    exit: run.status,
    fired,
    requests: normalise(requests),
    stream,
    ...(existsSync(path.join(cwd, 'moved.txt')) ? { movedTxt: true } : {}),
    ...(existsSync(path.join(cwd, 'setsid.txt')) ? { setsidTxt: true } : {}),
    ...(existsSync(path.join(cwd, 'monitor.txt')) ? { monitorTxt: true } : {}),
  };
  if (run.status !== 0) console.error(name, run.stderr.slice(0, 2000));
  rmSync(work, { recursive: true, force: true });
}
const result = { claude_code: version, observed: 'claude -p --permission-mode bypassPermissions --model claude-opus-4-6 against support/scripted-model', runs };
// A run of some scenarios replaces theirs in an existing record and keeps the others.
if (out && only.length > 0 && existsSync(out)) result.runs = { ...JSON.parse(readFileSync(out, 'utf8')).runs, ...runs };
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
else console.log(JSON.stringify(result, null, 1));
