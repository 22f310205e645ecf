// Runs Claude Code headless against the project's scripted model on one scenario and prints, per hook, the stdin it
// received: front-matter hooks of a skill and a command (scoped to while they are active), and the events issue 36
// item 5 asks about (FileChanged, CwdChanged, ConfigChange, Notification, Setup). What it prints is what the runner is
// held to (test/fixtures/claude-code-hook-stdin/, docs/hooks.md).
//
// usage: npx tsc -p . && node scripts/oracle/hook-scopes.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: hook-scopes.mjs <claude binary> [out.json]');

const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
const cwd = path.join(work, 'repo');
const home = path.join(work, 'home');
const logs = path.join(work, 'logs');
for (const d of [
  cwd,
  home,
  logs,
  path.join(cwd, 'sub'),
  path.join(cwd, '.claude/skills/guard'),
  path.join(cwd, '.claude/commands'),
  path.join(cwd, '.claude/agents'),
])
  mkdirSync(d, { recursive: true });
/** A command hook that keeps its stdin as <logs>/<tag>-<n>.json. */
const record = (tag) => ({ type: 'command', command: `cat > "$(mktemp -p '${logs}' '${tag}-XXXXXX')"` });
const events = ['SessionStart', 'UserPromptSubmit', 'Stop', 'SessionEnd', 'Notification', 'Setup', 'CwdChanged', 'ConfigChange', 'SubagentStop'];
const settings = {
  hooks: {
    ...Object.fromEntries(events.map((e) => [e, [{ hooks: [record(`settings.${e}`)] }]])),
    FileChanged: [{ matcher: 'watched.txt', hooks: [record('settings.FileChanged')] }],
  },
};
writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(settings, null, 1));
const yamlHook = (tag, extra = '') => `        - type: command\n          command: cat > "$(mktemp -p '${logs}' '${tag}-XXXXXX')"\n${extra}`;
writeFileSync(
  path.join(cwd, '.claude/skills/guard/SKILL.md'),
  `---\nname: guard\ndescription: Guards Bash\nhooks:\n  PreToolUse:\n    - matcher: Bash\n      hooks:\n${yamlHook('skill.PreToolUse')}${yamlHook('skill.once.PreToolUse', '          once: true\n')}  Stop:\n    - hooks:\n${yamlHook('skill.Stop')}---\nGuard the shell.\n`,
);
writeFileSync(
  path.join(cwd, '.claude/commands/audit.md'),
  `---\ndescription: Audits writes\nhooks:\n  PostToolUse:\n    - matcher: Write\n      hooks:\n${yamlHook('command.PostToolUse')}---\nAudit $ARGUMENTS\n`,
);
writeFileSync(
  path.join(cwd, '.claude/agents/helper.md'),
  `---\nname: helper\ndescription: Helps\nhooks:\n  PreToolUse:\n    - hooks:\n${yamlHook('agent.PreToolUse')}  Stop:\n    - hooks:\n${yamlHook('agent.Stop')}---\nYou help.\n`,
);
writeFileSync(path.join(cwd, 'CLAUDE.md'), '# repo\n');
// The folder trusted, as a developer's checkout is: Claude Code reads agents' front-matter hooks and MCP servers only
// in a folder whose trust is recorded (a headless run skips the dialog, not that check).
writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
const git = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
spawnSync(git, ['init', '-q'], { cwd });

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const main = [
  call('Bash', { command: 'echo one', description: 'one' }, 'toolu_b1'),
  call('Skill', { skill: 'guard' }, 'toolu_sk'),
  call('Bash', { command: 'echo two', description: 'two' }, 'toolu_b2'),
  call('Bash', { command: 'echo three', description: 'three' }, 'toolu_b3'),
  call('Write', { file_path: path.join(cwd, 'watched.txt'), content: 'x\n' }, 'toolu_w1'),
  call('Bash', { command: 'sleep 3', description: 'wait for the watcher' }, 'toolu_sl'),
  call('Bash', { command: 'cd sub && pwd', description: 'cd' }, 'toolu_cd'),
  call('Bash', { command: 'pwd', description: 'where' }, 'toolu_pwd'),
  call('Read', { file_path: path.join(cwd, '.claude/settings.json') }, 'toolu_rd'),
  call('Write', { file_path: path.join(cwd, '.claude/settings.json'), content: JSON.stringify({ ...settings, env: { X: '1' } }) }, 'toolu_cfg'),
  call('Bash', { command: 'sleep 3', description: 'wait for the settings watcher' }, 'toolu_sl2'),
  call('Agent', { description: 'help', prompt: 'run echo four', subagent_type: 'helper' }, 'toolu_ag'),
  { content: [{ type: 'text', text: 'done' }] },
];
const child = [call('Bash', { command: 'echo four', description: 'four' }, 'toolu_c1'), { content: [{ type: 'text', text: 'child done' }] }];
let next = 0;
let nextChild = 0;
const model = await startScriptedModel((req) => {
  if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
  const system = JSON.stringify(req.body.system ?? '');
  if (system.includes('You help.')) return child[nextChild++] ?? { content: [{ type: 'text', text: 'child done' }] };
  return main[next++] ?? { content: [{ type: 'text', text: 'done' }] };
});
const run = await new Promise((resolve) => {
  const c = execFile(
    claude,
    ['-p', '/audit all', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', '--model', 'claude-sonnet-4-5'],
    {
      cwd,
      encoding: 'utf8',
      timeout: 180_000,
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
const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: home } }).stdout.trim();
const fired = readdirSync(logs)
  .map((f) => ({ tag: f.replace(/-[^-]+$/, ''), ...JSON.parse(readFileSync(path.join(logs, f), 'utf8') || '{}') }))
  .map((p) => {
    const { session_id, transcript_path, cwd: where, prompt_id, ...rest } = p;
    return {
      ...rest,
      cwd: where?.replace(cwd, '<cwd>'),
      ...(prompt_id ? { prompt_id: '<prompt_id>' } : {}),
      ...(rest.tool_input ? { tool_input: JSON.stringify(rest.tool_input).replaceAll(cwd, '<cwd>').slice(0, 120) } : {}),
      ...(rest.file_path ? { file_path: rest.file_path.replace(cwd, '<cwd>') } : {}),
      ...(rest.old_cwd ? { old_cwd: rest.old_cwd.replace(cwd, '<cwd>'), new_cwd: rest.new_cwd.replace(cwd, '<cwd>') } : {}),
    };
  });
const result = { claude_code: version, exit: run.status, fired };
console.log(JSON.stringify(result, null, 1));
if (run.status !== 0) console.error(run.stderr.slice(0, 2000));
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
if (process.env.KEEP_STDOUT) writeFileSync(process.env.KEEP_STDOUT, run.stdout);
rmSync(work, { recursive: true, force: true });
