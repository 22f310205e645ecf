// Runs Claude Code headless (`claude -p`) against the project's scripted model and records EnterWorktree and
// ExitWorktree: their schemas (loaded through ToolSearch), where a worktree is made and on which branch, what each call
// returns (good and bad input), how Bash, Read, Write, Glob and Grep follow the session into it, the WorktreeCreate /
// WorktreeRemove hooks' stdin, ExitWorktree keep/remove with uncommitted changes, and what is left on disk at the end of
// the `-p` run. What it prints is what the runner is held to (test/fixtures/claude-code-tool-results/2.1.332-worktree.json,
// test/session/worktree-tools.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/worktree-tools.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile] = process.argv.slice(2);
if (!claude) throw new Error('usage: worktree-tools.mjs <claude binary> [out.json]');

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const load = call('ToolSearch', { query: 'select:EnterWorktree,ExitWorktree' }, 'toolu_load');
// `{repo}` in a string input is the scenario's checkout (known only once it is made).
const wt = (name) => `{repo}/.claude/worktrees/${name}`;

const scenarios = {
  // Enter, work there (Bash, Write, Read, Glob, Grep, both checkouts' paths), enter again, exit (remove refused, keep),
  // exit again, and where Bash is afterwards.
  keep: {
    main: [
      load,
      call('EnterWorktree', { name: 'feat-1' }, 'toolu_enter'),
      call('Bash', { command: 'pwd && git branch --show-current && git log --oneline | head -3 && git status --short', description: 'where' }, 'toolu_bash_in'),
      call('Write', { file_path: `${wt('feat-1')}/new.txt`, content: 'in worktree\n' }, 'toolu_write_wt'),
      call('Write', { file_path: '{repo}/main-side.txt', content: 'in checkout\n' }, 'toolu_write_main'),
      call('Read', { file_path: `${wt('feat-1')}/a.txt` }, 'toolu_read_wt'),
      call('Read', { file_path: '{repo}/a.txt' }, 'toolu_read_main'),
      call('Edit', { file_path: '{repo}/a.txt', old_string: 'hello', new_string: 'bye' }, 'toolu_edit_main'),
      call('Glob', { pattern: '*.txt' }, 'toolu_glob'),
      call('Grep', { pattern: 'hello', output_mode: 'content' }, 'toolu_grep'),
      call('EnterWorktree', { name: 'second' }, 'toolu_enter_again'),
      call('ExitWorktree', { action: 'remove' }, 'toolu_exit_remove_refused'),
      call('ExitWorktree', { action: 'keep' }, 'toolu_exit_keep'),
      call('ExitWorktree', { action: 'keep' }, 'toolu_exit_none'),
      call('Bash', { command: 'pwd && git worktree list --porcelain | grep -c ^worktree && git branch --list', description: 'after' }, 'toolu_bash_after'),
    ],
  },
  // A random name; a commit in the worktree; remove refused, then with discard_changes.
  remove: {
    main: [
      load,
      call('EnterWorktree', {}, 'toolu_enter_random'),
      call(
        'Bash',
        { command: 'echo x > c.txt && git add c.txt && git -c user.name=t -c user.email=t@t commit -qm c && echo y > d.txt', description: 'commit' },
        'toolu_commit',
      ),
      call('ExitWorktree', { action: 'remove' }, 'toolu_remove_refused'),
      call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_remove'),
      call('EnterWorktree', { name: 'clean' }, 'toolu_enter_clean'),
      call('ExitWorktree', { action: 'remove' }, 'toolu_remove_clean'),
    ],
  },
  // Bad inputs.
  invalid: {
    // `worktree-taken` holds a commit main lacks: is it kept when EnterWorktree names `taken`?
    before: [
      'git branch taken',
      'git checkout -qb worktree-taken && git -c user.name=t -c user.email=t@t commit -q --allow-empty -m extra && git checkout -q main',
    ],
    main: [
      load,
      call('ExitWorktree', { action: 'keep' }, 'toolu_exit_not_in'),
      call('ExitWorktree', { action: 'remove' }, 'toolu_exit_remove_not_in'),
      call('ExitWorktree', { action: 'bogus' }, 'toolu_exit_bad_action'),
      call('EnterWorktree', { name: '../evil' }, 'toolu_dotdot'),
      call('EnterWorktree', { name: 'a/../../b' }, 'toolu_dotdot_mid'),
      call('EnterWorktree', { name: '..' }, 'toolu_dots'),
      call('EnterWorktree', { name: 'x'.repeat(65) }, 'toolu_long'),
      call('EnterWorktree', { name: 'sp ace' }, 'toolu_space'),
      call('EnterWorktree', { name: 'x', path: '/tmp' }, 'toolu_both'),
      call('EnterWorktree', { path: '/tmp' }, 'toolu_path_not_wt'),
      call('EnterWorktree', { name: 'taken' }, 'toolu_taken'),
      call(
        'Bash',
        { command: 'git branch --list && git worktree list --porcelain | grep ^worktree && git log --format=%s worktree-taken', description: 'after' },
        'toolu_bash_after',
      ),
    ],
  },
  // A nested name, then left in the worktree with changes when the run ends.
  left: {
    main: [
      load,
      call('EnterWorktree', { name: 'team/left' }, 'toolu_enter_nested'),
      call('Bash', { command: 'echo z > left.txt && pwd', description: 'change' }, 'toolu_change'),
    ],
    after: 'git worktree list --porcelain; git branch --list; git status --short; ls .claude/worktrees/team 2>&1',
  },
  // The hooks: WorktreeCreate (prints the directory it made) and WorktreeRemove, and PreToolUse/PostToolUse.
  hooks: {
    hooks: true,
    main: [
      load,
      call('EnterWorktree', { name: 'hooked' }, 'toolu_enter_hooked'),
      call('Bash', { command: 'pwd', description: 'where' }, 'toolu_pwd'),
      call('ExitWorktree', { action: 'remove' }, 'toolu_exit_hooked'),
    ],
  },
  // A background command running when entering, and one running in the worktree when removing it.
  background: {
    main: [
      load,
      call('Bash', { command: 'sleep 20', description: 'bg', run_in_background: true }, 'toolu_bg'),
      call('EnterWorktree', { name: 'busy' }, 'toolu_enter_busy'),
      call('Bash', { command: 'sleep 20', description: 'bg2', run_in_background: true }, 'toolu_bg2'),
      call('ExitWorktree', { action: 'remove' }, 'toolu_remove_busy'),
      call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_remove_busy_discard'),
    ],
  },
};

const sub = (v, cwd) => (typeof v === 'string' ? v.split('{repo}').join(cwd) : v);
const fill = (turn, cwd) => ({
  content: turn.content.map((b) =>
    b.type === 'tool_use' ? { ...b, input: Object.fromEntries(Object.entries(b.input).map(([k, v]) => [k, sub(v, cwd)])) } : b,
  ),
});

async function runScenario(scenario) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  const sh = (command) => spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8' });
  sh('git init -q -b main && echo hello > a.txt && git add a.txt && git -c user.name=t -c user.email=t@t commit -qm init');
  for (const c of scenario.before ?? []) sh(c);
  const hookLog = path.join(work, 'hooks.jsonl');
  const logHook = [{ matcher: '*', hooks: [{ type: 'command', command: `cat >> ${hookLog}; echo >> ${hookLog}` }] }];
  const made = path.join(work, 'hook-made');
  const lifecycle = scenario.hooks
    ? {
        WorktreeCreate: [{ hooks: [{ type: 'command', command: `cat >> ${hookLog}; echo >> ${hookLog}; mkdir -p ${made}; echo ${made}` }] }],
        WorktreeRemove: [{ hooks: [{ type: 'command', command: `cat >> ${hookLog}; echo >> ${hookLog}` }] }],
      }
    : {};
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ hooks: { PreToolUse: logHook, PostToolUse: logHook, ...lifecycle } }));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  const main = scenario.main.map((t) => fill(t, cwd));
  const requests = [];
  const model = await startScriptedModel((req) => {
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'x' }] };
    requests.push(req);
    return main.shift() ?? { content: [{ type: 'text', text: 'done' }] };
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
        timeout: 180000,
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
  const hooks = existsSync(hookLog)
    ? readFileSync(hookLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .filter((h) => h.hook_event_name.startsWith('Worktree') || /Worktree/.test(h.tool_name ?? ''))
        .map(({ session_id: _s, transcript_path: _t, ...h }) => h)
    : [];
  const last = requests.at(-1)?.body;
  const results = (last?.messages ?? []).flatMap((m) =>
    Array.isArray(m.content)
      ? m.content
          .filter((b) => b.type === 'tool_result' && b.tool_use_id !== 'toolu_load')
          .map((b) => ({
            id: b.tool_use_id,
            is_error: b.is_error ?? false,
            content: (typeof b.content === 'string' ? b.content : b.content.map((c) => c.text ?? c).join('\n')).replace(/\n\n<system-reminder>[\s\S]*$/, ''),
          }))
      : [],
  );
  const transcript = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((e) => e.type === 'user')
    .flatMap((e) => (e.tool_use_result !== undefined ? [e.tool_use_result] : []));
  return {
    work,
    record: {
      status: run.status,
      results,
      toolUseResults: transcript,
      hooks,
      after: sh(scenario.after ?? 'git worktree list --porcelain; git branch --list').stdout,
      final: JSON.parse(run.stdout.split('\n').filter(Boolean).at(-1) ?? '{}').result,
    },
    definitions: last?.tools.filter((t) => /Worktree/.test(t.name)),
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const recorded = {};
const works = [];
let definitions;
const only = process.env.ONLY?.split(',');
for (const [name, scenario] of Object.entries(scenarios)) {
  if (only && !only.includes(name)) continue;
  const { work, record, definitions: defs } = await runScenario(scenario);
  definitions ??= defs;
  works.push(work);
  recorded[name] = record;
  console.error(`${name}: ${record.results.length} results, ${record.hooks.length} hook calls`);
}

let text = JSON.stringify({ claude_code: version, definitions, scenarios: recorded });
for (const w of works) text = text.split(w).join('<tmp>').split(realpath(w)).join('<tmp>');
text = text
  .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
  .replace(/\b[0-9a-f]{7}\b/g, '<sha>')
  .replace(/<usage>[^<]*<\/usage>/g, '<usage>')
  .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
const json = `${JSON.stringify(JSON.parse(text), null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);

function realpath(p) {
  try {
    return spawnSync('realpath', [p], { encoding: 'utf8' }).stdout.trim();
  } catch {
    return p;
  }
}
