// Runs Claude Code headless against the project's scripted model and records where Bash commands run after a `cd`:
// a cd into a subfolder, out of the project (`cd ..`, `cd /tmp`, a symbolic link out), into .git, into a folder a
// later command deletes, a cd in a compound command, in a run_in_background command and in a subagent's Bash; what
// Read and Edit resolve a relative path against after it; the CwdChanged hook's stdin, its own working folder and
// its CLAUDE_ENV_FILE. Three variants: bypassPermissions; default mode with allow rules; the sandbox on. What it
// records is what the runner is held to (test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd.json,
// test/session/bash-cwd.test.ts). Two more (VARIANT=maintain,failed-cd → 2.1.332-bash-cwd-maintain.json,
// test/session/bash-cwd-maintain.test.ts): `maintain` sets the settings' env CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR=1;
// `failed-cd` starts with a command that moves and fails (`cd sub; exit 3`).
// Two more (VARIANT=gone-monitor,gone-bash → 2.1.332-bash-cwd-gone.json, test/session/bash-cwd-gone.test.ts): the shell's
// folder removed behind its back, then a Monitor or a Bash.
//
// usage: npx tsc -p . && node scripts/oracle/bash-cwd.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: bash-cwd.mjs <claude binary> [out.json]');

const CHILD = 'CHILD: move around';
const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });

function scenario(cwd, first = []) {
  const bash = (command, id, extra = {}) => ['Bash', { command, description: id, ...extra }, id];
  return {
    main: [
      ...first.map(([command, id]) => bash(command, id)),
      bash('pwd', 'pwd_start'),
      bash('cd sub', 'cd_sub'),
      bash('pwd', 'pwd_after_cd_sub'),
      bash('echo "FROM_CWD_HOOK=$FROM_CWD_HOOK"', 'env_after_cd'),
      ['Read', { file_path: 'marker.txt' }, 'read_relative'],
      ['Edit', { file_path: 'marker.txt', old_string: 'marker', new_string: 'edited' }, 'edit_relative'],
      bash('cat marker.txt ../marker.txt', 'cat_markers'),
      ['Agent', { description: 'child moves', prompt: CHILD, subagent_type: 'general-purpose', run_in_background: false }, 'agent'],
      bash('pwd', 'pwd_after_agent'),
      bash('cd deep && ls', 'compound_cd'),
      bash('pwd', 'pwd_after_compound'),
      bash('cd ../../..', 'cd_out_of_project'),
      bash('pwd', 'pwd_after_out'),
      bash('cd ..', 'cd_parent_of_root'),
      bash('pwd', 'pwd_after_parent'),
      bash('cd /tmp', 'cd_tmp'),
      bash('pwd', 'pwd_after_tmp'),
      bash('cd sub && echo bg', 'background_cd', { run_in_background: true }),
      bash('sleep 2; pwd', 'pwd_after_background'),
      bash('cd .git', 'cd_git'),
      bash('pwd', 'pwd_after_git'),
      bash(`cd ${cwd}/sub && mkdir -p gone && cd gone`, 'cd_gone'),
      bash('rmdir ../gone; echo removed', 'remove_cwd'),
      bash('pwd', 'pwd_after_removed'),
      bash(`cd ${cwd} && ln -s /tmp outlink && cd outlink`, 'cd_link_out'),
      bash('pwd', 'pwd_after_link_out'),
      bash(`cd ${cwd} && ln -s sub inlink && cd inlink`, 'cd_link_in'),
      bash('pwd; pwd -P', 'pwd_after_link_in'),
      bash(`cd ${cwd}/sub; exit 3`, 'cd_then_fail'),
      bash('pwd', 'pwd_after_fail'),
    ],
    child: [bash('pwd', 'child_pwd_start'), bash('cd deep', 'child_cd_deep'), bash('pwd', 'child_pwd_after_cd')],
  };
}

async function variant(name, { mode, sandbox, allow, env, first, main }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  const logs = path.join(work, 'logs');
  for (const d of [cwd, home, logs, path.join(cwd, '.claude'), path.join(cwd, 'sub/deep')]) mkdirSync(d, { recursive: true });
  writeFileSync(path.join(cwd, 'marker.txt'), 'root marker\n');
  writeFileSync(path.join(cwd, 'sub/marker.txt'), 'sub marker\n');
  writeFileSync(path.join(cwd, 'sub/deep/deep.txt'), 'deep\n');
  // Each CwdChanged hook keeps its stdin, its own working folder and CLAUDE_ENV_FILE's path, and writes a line there.
  const hook = `f="${logs}/$(date +%s%N)"; cat > "$f.json"; printf '%s\\n%s\\n' "$PWD" "\${CLAUDE_ENV_FILE:-<unset>}" > "$f.meta"; [ -n "$CLAUDE_ENV_FILE" ] && echo "export FROM_CWD_HOOK=$(ls ${logs} | wc -l)" >> "$CLAUDE_ENV_FILE"; exit 0`;
  const settings = {
    hooks: { CwdChanged: [{ hooks: [{ type: 'command', command: hook }] }] },
    ...(allow ? { permissions: { allow } } : {}),
    ...(env ? { env } : {}),
    ...(sandbox ? { sandbox: { enabled: true, autoAllowBashIfSandboxed: true } } : {}),
  };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(settings, null, 1));
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  spawnSync('git', ['init', '-q'], { cwd });
  const sc = main ? { main: main(cwd), child: [] } : scenario(cwd, first);
  let next = 0;
  let childNext = 0;
  const results = new Map();
  const model = await startScriptedModel((req) => {
    const msgs = req.body.messages ?? [];
    for (const m of msgs)
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content) if (b.type === 'tool_result' && !results.has(b.tool_use_id)) results.set(b.tool_use_id, b);
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
    if (JSON.stringify(msgs[0] ?? '').includes('CHILD:')) {
      const c = sc.child[childNext++];
      return c ? call(...c) : { content: [{ type: 'text', text: 'child done' }] };
    }
    const c = sc.main[next++];
    return c ? call(...c) : { content: [{ type: 'text', text: 'done' }] };
  });
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      ['-p', 'oracle: call the tools', '--output-format', 'stream-json', '--verbose', '--permission-mode', mode, '--model', 'claude-opus-4-6'],
      {
        cwd,
        encoding: 'utf8',
        timeout: 300_000,
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
    c.stdin?.end();
  });
  await model.close();
  if (run.status !== 0) console.error(name, run.stderr.slice(0, 2000));
  const clean = (s) => s.replaceAll(cwd, '<cwd>').replaceAll(work, '<work>').replaceAll(home, '<home>');
  const text = (b) => {
    if (!b) return null;
    const raw = typeof b.content === 'string' ? b.content : (b.content ?? []).map((x) => x.text ?? `[${x.type}]`).join('\n');
    return clean(raw.replace(/\n*<system-reminder>[\s\S]*?<\/system-reminder>/g, '')).slice(0, 800);
  };
  const record = (list, who) =>
    list.map(([tool, input, id]) => ({
      who,
      tool,
      id,
      input: JSON.parse(clean(JSON.stringify(input))),
      is_error: results.get(id)?.is_error === true,
      text: text(results.get(id)),
    }));
  const hooks = readdirSync(logs)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const stdin = JSON.parse(readFileSync(path.join(logs, f), 'utf8') || '{}');
      const [hookPwd, envFile] = readFileSync(path.join(logs, f.replace(/\.json$/, '.meta')), 'utf8').split('\n');
      const { session_id, transcript_path, prompt_id, ...rest } = stdin;
      return {
        stdin: JSON.parse(clean(JSON.stringify(rest))),
        fields: Object.keys(stdin),
        hook_pwd: clean(hookPwd),
        claude_env_file: clean(envFile).replace(/[0-9a-f-]{36}/g, '<session>'),
      };
    });
  const files = {
    'marker.txt': readFileSync(path.join(cwd, 'marker.txt'), 'utf8'),
    'sub/marker.txt': readFileSync(path.join(cwd, 'sub/marker.txt'), 'utf8'),
  };
  rmSync(work, { recursive: true, force: true });
  return {
    variant: name,
    mode,
    settings: { ...settings, hooks: '<CwdChanged recorder>' },
    exit: run.status,
    results: [...record(sc.main, 'main'), ...record(sc.child, 'child')],
    cwd_changed: hooks,
    files_after: files,
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const only = process.env.VARIANT;
const variants = [
  ['bypass', { mode: 'bypassPermissions' }],
  ['default-allow', { mode: 'default', allow: ['Bash', 'Read', 'Edit', 'Agent'] }],
  ['sandbox', { mode: 'bypassPermissions', sandbox: true }],
  ['maintain', { mode: 'bypassPermissions', env: { CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR: '1' } }],
  [
    'failed-cd',
    {
      mode: 'bypassPermissions',
      first: [
        ['cd sub; exit 3', 'failed_cd'],
        ['pwd', 'pwd_after_failed_cd'],
      ],
    },
  ],
  // The shell's folder removed behind its back (python, not rmdir, which 2.1.332 refuses), then a Monitor or a Bash.
  ...['Monitor', 'Bash'].map((tool) => [
    `gone-${tool.toLowerCase()}`,
    {
      mode: 'bypassPermissions',
      main: (cwd) => [
        ['Bash', { command: 'cd sub && mkdir -p gone && cd gone', description: 'cd_gone' }, 'cd_gone'],
        ['Bash', { command: `python3 -c 'import os; os.rmdir("${cwd}/sub/gone")'; echo removed`, description: 'remove' }, 'remove_cwd'],
        tool === 'Monitor'
          ? ['Monitor', { command: 'pwd', description: 'where', timeout_ms: 60000 }, 'monitor_after_removed']
          : ['Bash', { command: 'pwd', description: 'where' }, 'bash_after_removed'],
        ['Bash', { command: 'sleep 1; pwd', description: 'where now' }, 'pwd_after'],
      ],
    },
  ]),
].filter(([n]) => (only ? only.split(',').includes(n) : !['maintain', 'failed-cd', 'gone-monitor', 'gone-bash'].includes(n)));
const runs = [];
for (const [n, v] of variants) runs.push(await variant(n, v));
const result = { claude_code: version, child_prompt: CHILD, runs };
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
else console.log(JSON.stringify(result, null, 1));
