// Runs Claude Code headless (`claude -p`) against the project's scripted model in each permission mode and prints which
// PermissionRequest, PermissionDenied and PreToolUse hooks fired and what each call's result was, for a read-only Bash
// command and a Write: where the CLI asks its PermissionRequest hooks for the missing user and where it does not
// (docs/claude-code-compatibility.md "Hook stdin"; test/fixtures/claude-code-hook-stdin/2.1.332-permission-request.json).
//
// usage: npx tsc -p . && node scripts/oracle/permission-request.mjs <claude binary>
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude] = process.argv.slice(2);
if (!claude) throw new Error('usage: permission-request.mjs <claude binary>');
const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const cases = {
  default: { mode: ['--permission-mode', 'default'], settings: {} },
  dontAsk: { mode: ['--permission-mode', 'dontAsk'], settings: {} },
  acceptEdits: { mode: ['--permission-mode', 'acceptEdits'], settings: {} },
  plan: { mode: ['--permission-mode', 'plan'], settings: {} },
  bypassAsk: { mode: ['--permission-mode', 'bypassPermissions'], settings: { permissions: { ask: ['Bash(echo:*)'] } } },
};
const out = {};
for (const [name, c] of Object.entries(cases)) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home'),
    logs = path.join(work, 'logs');
  for (const d of [cwd, home, logs, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  const rec = (tag) => ({ type: 'command', command: `cat > "${logs}/$(date +%s%N)-${tag}.json"` });
  writeFileSync(
    path.join(cwd, '.claude/settings.json'),
    JSON.stringify({
      ...c.settings,
      hooks: {
        PermissionRequest: [{ hooks: [rec('PermissionRequest')] }],
        PermissionDenied: [{ hooks: [rec('PermissionDenied')] }],
        PreToolUse: [{ hooks: [rec('PreToolUse')] }],
      },
    }),
  );
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  spawnSync('git', ['init', '-q'], { cwd });
  const turns = [
    call('Bash', { command: 'echo hi', description: 'say hi' }, 'toolu_bash'),
    call('Write', { file_path: path.join(cwd, 'w.txt'), content: 'x' }, 'toolu_write'),
    { content: [{ type: 'text', text: 'done' }] },
  ];
  let next = 0;
  const model = await startScriptedModel((req) =>
    !Array.isArray(req.body.tools) || req.body.tools.length === 0
      ? { content: [{ type: 'text', text: 'x' }] }
      : (turns[next++] ?? { content: [{ type: 'text', text: 'done' }] }),
  );
  const run = await new Promise((resolve) => {
    const ch = execFile(
      claude,
      ['-p', 'probe', '--output-format', 'stream-json', '--verbose', ...c.mode, '--model', 'claude-opus-4-6'],
      {
        cwd,
        encoding: 'utf8',
        timeout: 120000,
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
  const fired = readdirSync(logs)
    .sort()
    .map((f) => {
      const p = JSON.parse(readFileSync(path.join(logs, f), 'utf8'));
      return `${p.hook_event_name}:${p.tool_name}`;
    });
  const results = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return {};
      }
    })
    .filter((m) => m.type === 'user')
    .flatMap((m) => (Array.isArray(m.message?.content) ? m.message.content : []))
    .filter((b) => b.type === 'tool_result')
    .map((b) => `${b.tool_use_id}: ${JSON.stringify(b.content).slice(0, 160)}`);
  out[name] = { status: run.status, fired, results, stderr: run.stderr.slice(0, 300) };
}
const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
/** Paths of the run's temporary folders as a placeholder. */
console.log(JSON.stringify({ claude_code: version, runs: out }, null, 1).replace(/\/tmp\/cc-probe-[A-Za-z0-9]+/g, '<tmp>'));
