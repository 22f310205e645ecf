// Runs Claude Code headless (`claude -p`) against the project's scripted model and records EnterWorktree and
// ExitWorktree with subagents: which subagents are offered them (general-purpose, custom agents with and without `tools:`
// naming them, an `isolation: worktree` agent, a background agent), deferred or whole, and their schemas as each sees
// them; a subagent calling EnterWorktree (where the worktree goes, what moves: its Bash, file tools, hooks' `cwd`; the
// main thread after it; a worktree left when it answers; keep and remove inside it); a subagent started while the MAIN
// thread is in a worktree (its Bash, file tools, hooks' `cwd`, an `isolation: worktree` child's base, SubagentStart's
// stdin); `path` and names from a pinned (`isolation: worktree`) agent. What it prints is what the runner is held to
// (test/fixtures/claude-code-tool-results/2.1.332-subagent-worktree.json, test/session/subagent-worktree.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/subagent-worktree.mjs <claude binary> [out.json] [scenario…]
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile, ...only] = process.argv.slice(2);
if (!claude) throw new Error('usage: subagent-worktree.mjs <claude binary> [out.json] [scenario…]');

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const say = (text) => ({ content: [{ type: 'text', text }] });
const load = (id) => call('ToolSearch', { query: 'select:EnterWorktree,ExitWorktree' }, id);
const agent = (label, id, extra = {}) =>
  call(
    'Agent',
    { subagent_type: 'general-purpose', description: `${label} work`, prompt: `SUBAGENT-TASK ${label}: work`, run_in_background: false, ...extra },
    id,
  );
const bash = (command, id) => call('Bash', { command, description: 'probe' }, id);
const where = 'pwd; git branch --show-current; git log -1 --format=%s';

const scenarios = {
  // (a) Who is offered the two tools, deferred or whole, with which schema.
  offered: {
    files: {
      '.claude/agents/named.md': '---\nname: named\ndescription: Names the tools.\ntools: Read, Bash, EnterWorktree, ExitWorktree\n---\nYou work.\n',
      '.claude/agents/plain.md': '---\nname: plain\ndescription: Names other tools.\ntools: Read, Bash\n---\nYou work.\n',
      '.claude/agents/iso.md': '---\nname: iso\ndescription: Isolated.\nisolation: worktree\n---\nYou work.\n',
    },
    main: [
      agent('gp', 'toolu_gp'),
      agent('named', 'toolu_named', { subagent_type: 'named' }),
      agent('plain', 'toolu_plain', { subagent_type: 'plain' }),
      agent('iso', 'toolu_iso', { subagent_type: 'iso' }),
      agent('isoinput', 'toolu_isoinput', { isolation: 'worktree' }),
      agent('bg', 'toolu_bg', { run_in_background: true }),
      say('Waiting.'),
      say('MAIN: done.'),
    ],
    child: {
      gp: [load('toolu_gp_load'), say('CHILD gp done')],
      named: [load('toolu_named_load'), say('CHILD named done')],
      plain: [load('toolu_plain_load'), say('CHILD plain done')],
      iso: [load('toolu_iso_load'), say('CHILD iso done')],
      isoinput: [load('toolu_isoinput_load'), say('CHILD isoinput done')],
      bg: [load('toolu_bg_load'), say('CHILD bg done')],
    },
  },
  // (b) A subagent enters a worktree, works there and answers without leaving; another keeps, another removes.
  enter: {
    main: [
      agent('left', 'toolu_left'),
      bash(`${where}; git worktree list --porcelain | grep ^worktree; git branch --list`, 'toolu_main_after_left'),
      agent('keeper', 'toolu_keeper'),
      agent('remover', 'toolu_remover'),
      bash('pwd; git worktree list --porcelain | grep ^worktree; git branch --list; ls', 'toolu_main_end'),
    ],
    child: {
      left: [
        load('toolu_left_load'),
        call('EnterWorktree', { name: 'sub-left' }, 'toolu_left_enter'),
        bash(where, 'toolu_left_bash'),
        call('Write', { file_path: '{repo}/.claude/worktrees/sub-left/in-wt.txt', content: 'wt\n' }, 'toolu_left_write_wt'),
        call('Write', { file_path: '{repo}/main-side.txt', content: 'main\n' }, 'toolu_left_write_main'),
        call('Glob', { pattern: '*.txt' }, 'toolu_left_glob'),
        call('EnterWorktree', { name: 'sub-again' }, 'toolu_left_enter_again'),
        say('CHILD left done'),
      ],
      keeper: [
        bash('pwd', 'toolu_keeper_pwd_before'),
        load('toolu_keeper_load'),
        call('ExitWorktree', { action: 'keep' }, 'toolu_keeper_exit_none'),
        call('EnterWorktree', { name: 'sub-keep' }, 'toolu_keeper_enter'),
        bash('echo k > k.txt; pwd', 'toolu_keeper_change'),
        call('ExitWorktree', { action: 'keep' }, 'toolu_keeper_exit'),
        bash('pwd', 'toolu_keeper_pwd_after'),
        say('CHILD keeper done'),
      ],
      remover: [
        load('toolu_remover_load'),
        call('EnterWorktree', { name: 'sub-remove' }, 'toolu_remover_enter'),
        bash('echo r > r.txt', 'toolu_remover_change'),
        call('ExitWorktree', { action: 'remove' }, 'toolu_remover_refused'),
        call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_remover_exit'),
        bash('pwd', 'toolu_remover_pwd_after'),
        say('CHILD remover done'),
      ],
    },
    after: 'git worktree list --porcelain | grep -E "^(worktree|branch|locked)"; git branch --list; git status --short',
  },
  // (c) The main thread in a worktree (with a commit there) starts a plain subagent and an isolated one.
  mainIn: {
    main: [
      load('toolu_main_load'),
      call('EnterWorktree', { name: 'main-wt' }, 'toolu_main_enter'),
      bash('echo m > m.txt && git add m.txt && git -c user.name=t -c user.email=t@t commit -qm in-main-wt && pwd', 'toolu_main_commit'),
      agent('plainchild', 'toolu_plainchild'),
      agent('isochild', 'toolu_isochild', { isolation: 'worktree' }),
      bash(`${where}; git worktree list --porcelain | grep ^worktree`, 'toolu_main_after'),
    ],
    child: {
      plainchild: [
        bash(where, 'toolu_plainchild_bash'),
        call('Glob', { pattern: '*.txt' }, 'toolu_plainchild_glob'),
        call('Write', { file_path: '{repo}/from-plain-child.txt', content: 'c\n' }, 'toolu_plainchild_write_main'),
        call('Write', { file_path: '{repo}/.claude/worktrees/main-wt/child-in-wt.txt', content: 'c\n' }, 'toolu_plainchild_write_wt'),
        say('CHILD plainchild done'),
      ],
      isochild: [bash(where, 'toolu_isochild_bash'), say('CHILD isochild done')],
    },
    after: 'git worktree list --porcelain | grep -E "^(worktree|branch)"; git status --short; ls .claude/worktrees/main-wt',
  },
  // Unpinned agents: `path` to an existing worktree, `{}` from a background agent and from one whose `tools:` names the tools.
  unpinned: {
    files: {
      '.claude/agents/named.md': '---\nname: named\ndescription: Names the tools.\ntools: Read, Bash, EnterWorktree, ExitWorktree\n---\nYou work.\n',
    },
    main: [
      load('toolu_main_load'),
      call('EnterWorktree', { name: 'other' }, 'toolu_main_enter_other'),
      call('ExitWorktree', { action: 'keep' }, 'toolu_main_keep_other'),
      agent('gppath', 'toolu_gppath'),
      agent('named', 'toolu_named', { subagent_type: 'named' }),
      agent('bg', 'toolu_bg', { run_in_background: true }),
      say('Waiting.'),
      bash('pwd; git worktree list --porcelain | grep ^worktree; git branch --list', 'toolu_main_after'),
    ],
    child: {
      gppath: [
        load('toolu_gppath_load'),
        call('EnterWorktree', { path: '{repo}/.claude/worktrees/other' }, 'toolu_gppath_enter'),
        bash('pwd', 'toolu_gppath_pwd'),
        call('ExitWorktree', { action: 'keep' }, 'toolu_gppath_exit'),
        say('CHILD gppath done'),
      ],
      named: [call('EnterWorktree', {}, 'toolu_named_enter'), say('CHILD named done')],
      bg: [load('toolu_bg_load'), call('EnterWorktree', { name: 'from-bg' }, 'toolu_bg_enter'), say('CHILD bg done')],
    },
  },
  // Where the CLI might switch: a pinned agent to a worktree it made inside its own; an agent in the main thread's
  // worktree to another one (`other`, kept by the main thread).
  switches: {
    main: [
      load('toolu_main_load'),
      call('EnterWorktree', { name: 'other' }, 'toolu_main_enter_other'),
      call('ExitWorktree', { action: 'keep' }, 'toolu_main_keep_other'),
      call('EnterWorktree', { name: 'main-wt' }, 'toolu_main_enter'),
      agent('inmain', 'toolu_inmain'),
      agent('nester', 'toolu_nester', { isolation: 'worktree' }),
      bash('pwd; git worktree list --porcelain | grep ^worktree', 'toolu_main_after'),
    ],
    child: {
      inmain: [
        load('toolu_inmain_load'),
        call('EnterWorktree', { path: '{repo}/.claude/worktrees/other' }, 'toolu_inmain_path_other'),
        bash('pwd', 'toolu_inmain_pwd'),
        say('CHILD inmain done'),
      ],
      nester: [
        load('toolu_nester_load'),
        bash('git worktree add -q -b nested-b .claude/worktrees/nested && pwd', 'toolu_nester_add'),
        call('EnterWorktree', { path: '.claude/worktrees/nested' }, 'toolu_nester_path'),
        bash('pwd; git branch --show-current', 'toolu_nester_pwd'),
        say('CHILD nester done'),
      ],
    },
    after: 'git worktree list --porcelain | grep -E "^(worktree|branch)"',
  },
  // A pinned (`isolation: worktree`) agent: `path` to another worktree, to the checkout, a new `name`; where it lands.
  pinned: {
    main: [
      load('toolu_main_load'),
      call('EnterWorktree', { name: 'other' }, 'toolu_main_enter_other'),
      call('ExitWorktree', { action: 'keep' }, 'toolu_main_keep_other'),
      agent('pin', 'toolu_pin', { isolation: 'worktree' }),
      bash('pwd; git worktree list --porcelain | grep ^worktree; git branch --list', 'toolu_main_after'),
    ],
    child: {
      pin: [
        load('toolu_pin_load'),
        bash('pwd', 'toolu_pin_pwd'),
        call('EnterWorktree', { path: '{repo}' }, 'toolu_pin_path_checkout'),
        call('EnterWorktree', { path: '/tmp' }, 'toolu_pin_path_tmp'),
        call('EnterWorktree', { path: '{repo}/.claude/worktrees/other' }, 'toolu_pin_path_other'),
        bash('pwd; git branch --show-current', 'toolu_pin_pwd_other'),
        call('Write', { file_path: '{repo}/.claude/worktrees/other/from-pin.txt', content: 'p\n' }, 'toolu_pin_write_other'),
        call('ExitWorktree', { action: 'keep' }, 'toolu_pin_exit'),
        bash('pwd', 'toolu_pin_pwd_back'),
        call('EnterWorktree', { name: 'pin-new' }, 'toolu_pin_name'),
        bash('pwd; git branch --show-current', 'toolu_pin_pwd_new'),
        call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_pin_remove'),
        say('CHILD pin done'),
      ],
    },
    after: 'git worktree list --porcelain | grep -E "^(worktree|branch)"; git branch --list; git status --short',
  },
};

const sub = (v, cwd) => (typeof v === 'string' ? v.split('{repo}').join(cwd) : v);
const fill = (turn, cwd) => ({
  content: turn.content.map((b) =>
    b.type === 'tool_use' ? { ...b, input: Object.fromEntries(Object.entries(b.input).map(([k, v]) => [k, sub(v, cwd)])) } : b,
  ),
});

/** The subagent a request is for (its task starts `SUBAGENT-TASK <label>`), undefined for the main thread. */
function childOf(req) {
  const first = req.body.messages[0];
  const text = typeof first.content === 'string' ? first.content : JSON.stringify(first.content);
  return /SUBAGENT-TASK ([\w-]+)/.exec(text)?.[1];
}

async function runScenario(scenario) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  for (const [file, text] of Object.entries(scenario.files ?? {})) {
    mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
    writeFileSync(path.join(cwd, file), text);
  }
  const sh = (command) => spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8' });
  sh('git init -q -b main && echo hello > a.txt && git add -A && git -c user.name=t -c user.email=t@t commit -qm init');
  const hookLog = path.join(work, 'hooks.jsonl');
  const logHook = [{ matcher: '*', hooks: [{ type: 'command', command: `cat >> ${hookLog}; echo >> ${hookLog}` }] }];
  const hooks = { PreToolUse: logHook, PostToolUse: logHook, SubagentStart: logHook, SubagentStop: logHook };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ hooks }));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  const main = scenario.main.map((t) => fill(t, cwd));
  const child = Object.fromEntries(Object.entries(scenario.child ?? {}).map(([k, list]) => [k, list.map((t) => fill(t, cwd))]));
  const requests = [];
  const model = await startScriptedModel((req) => {
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return say('x');
    const who = childOf(req) ?? 'main';
    requests.push({ who, req });
    const queue = who === 'main' ? main : (child[who] ?? []);
    return queue.shift() ?? say(`${who}: nothing more`);
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
        '--allowedTools',
        'Glob,Grep',
        '--model',
        'claude-opus-4-6',
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
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error?.code ?? 0 }),
    );
    ch.stdin?.end();
  });
  await model.close();
  const hookCalls = existsSync(hookLog)
    ? readFileSync(hookLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .map(({ session_id: _s, transcript_path: _t, permission_mode: _p, prompt_id: _i, effort: _e, tool_response: r, ...rest }) => ({
          ...rest,
          ...(r !== undefined && /Worktree/.test(rest.tool_name ?? '') ? { tool_response: r } : {}),
        }))
        .map((h) => ({ event: h.hook_event_name, agent: h.agent_type ?? 'main', tool: h.tool_name, id: h.tool_use_id, cwd: h.cwd, ...pick(h) }))
    : [];
  // What each thread was offered: the two tools' names (deferred `*`) in its first request, and their definitions.
  const offered = {};
  const definitions = {};
  for (const { who, req } of requests) {
    offered[who] ??= req.body.tools.map((t) => (t.defer_loading ? `${t.name}*` : t.name)).filter((n) => /Worktree/.test(n));
    for (const t of req.body.tools)
      if (/Worktree/.test(t.name)) {
        const { cache_control: _c, description: _d, ...def } = t;
        definitions[who] ??= {};
        definitions[who][t.name] ??= def;
      }
  }
  const results = [];
  const seen = new Set();
  for (const { who, req } of requests)
    for (const m of req.body.messages)
      if (Array.isArray(m.content))
        for (const b of m.content)
          if (b.type === 'tool_result' && !/_load$/.test(b.tool_use_id) && !seen.has(b.tool_use_id)) {
            seen.add(b.tool_use_id);
            results.push({
              who,
              id: b.tool_use_id,
              is_error: b.is_error ?? false,
              content: (typeof b.content === 'string' ? b.content : b.content.map((c) => c.text ?? c).join('\n')).replace(/\n*<system-reminder>[\s\S]*$/, ''),
            });
          }
  return {
    work,
    record: {
      status: run.status,
      offered,
      definitions,
      results,
      hooks: hookCalls,
      after: sh(scenario.after ?? 'git worktree list --porcelain | grep -E "^(worktree|branch)"; git branch --list').stdout,
      final: JSON.parse(run.stdout.split('\n').filter(Boolean).at(-1) ?? '{}').result,
    },
  };
}

/** The hook stdin fields this script looks at besides the event, agent, tool and `cwd`. */
function pick(h) {
  const out = {};
  if (h.hook_event_name === 'SubagentStart' || h.hook_event_name === 'SubagentStop') {
    const { hook_event_name: _h, agent_type: _a, cwd: _c, agent_transcript_path: _t, last_assistant_message: _m, ...rest } = h;
    Object.assign(out, { stdin: rest });
  }
  if (h.tool_response !== undefined) out.tool_response = h.tool_response;
  if (/Worktree/.test(h.tool_name ?? '')) out.tool_input = h.tool_input;
  return out;
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const recorded = {};
const works = [];
for (const [name, scenario] of Object.entries(scenarios)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const { work, record } = await runScenario(scenario);
  works.push(work);
  recorded[name] = record;
  console.error(`${name}: ${record.results.length} results, ${record.hooks.length} hook calls, status ${record.status}`);
}

let text = JSON.stringify({ claude_code: version, scenarios: recorded });
for (const w of works) text = text.split(realpathSync(w)).join('<tmp>').split(w).join('<tmp>');
text = text
  .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
  .replace(/\ba[0-9a-f]{16}\b/g, '<agentId>')
  .replace(/agent-a[0-9a-f]{16}/g, 'agent-<agentId>')
  .replace(/\b[0-9a-f]{7,8}\b/g, '<sha>')
  .replace(/<usage>[^<]*<\/usage>/g, '<usage>')
  .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>')
  .replace(/-tmp-cc-probe-\w+-repo/g, '<project>');
const json = `${JSON.stringify(JSON.parse(text), null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
