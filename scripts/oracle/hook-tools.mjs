// Runs Claude Code headless against the project's scripted model and prints the stdin its PreToolUse, PostToolUse,
// PostToolUseFailure, PostToolBatch and PermissionDenied hooks received when the model calls each built-in tool once
// (Read, Write create and update, Edit, Glob, Grep, Bash, WebFetch against a local https page, TodoWrite, the Task tools,
// NotebookEdit, Agent with a child that calls Bash), and, in a second run in dontAsk, for calls the permissions refuse.
// Two effort settings show where `effort` comes from. What it prints is what the runner is held to
// (test/fixtures/claude-code-hook-stdin/2.1.332-tools.json, test/session/hook-stdin-tools.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/hook-tools.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import https from 'node:https';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: hook-tools.mjs <claude binary> [out.json]');

// WebFetch upgrades http:// to https://: the page is served over TLS with a certificate made for this run, which the
// CLI is told to accept (NODE_TLS_REJECT_UNAUTHORIZED below, for this local page only: the run reaches nothing else).
const certDir = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-cert-'));
spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    path.join(certDir, 'key.pem'),
    '-out',
    path.join(certDir, 'cert.pem'),
  ],
  {
    stdio: 'ignore',
  },
);
const tls = { key: readFileSync(path.join(certDir, 'key.pem')), cert: readFileSync(path.join(certDir, 'cert.pem')) };
rmSync(certDir, { recursive: true, force: true });
const page = https.createServer(tls, (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<html><body><h1>Oracle page</h1><p>The page says hello.</p></body></html>');
});
await new Promise((r) => page.listen(0, '127.0.0.1', () => r(undefined)));
const pageUrl = `https://127.0.0.1:${page.address().port}/page`;

const call = (name, input, id) => ({ type: 'tool_use', id, name, input });
const turn = (...blocks) => ({ content: blocks });
const NOTEBOOK = {
  cells: [{ cell_type: 'code', id: 'c1', metadata: {}, source: ['print(1)\n'], outputs: [], execution_count: null }],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
};

/** The whole-run scenario: every tool once, then the same calls as Claude Code's permissions refuse them. */
function scenario(cwd) {
  const p = (f) => path.join(cwd, f);
  return {
    bypass: {
      mode: ['--permission-mode', 'bypassPermissions'],
      settings: { skipWebFetchPreflight: true },
      main: [
        turn(call('Write', { file_path: p('new.txt'), content: 'one\ntwo\nthree\n' }, 'toolu_write_create')),
        turn(call('Write', { file_path: p('new.txt'), content: 'one\nTWO\nthree\n' }, 'toolu_write_update')),
        turn(call('Read', { file_path: p('new.txt') }, 'toolu_read')),
        turn(call('Edit', { file_path: p('new.txt'), old_string: 'TWO', new_string: 'two' }, 'toolu_edit')),
        turn(call('Edit', { file_path: p('new.txt'), old_string: 'o', new_string: '0', replace_all: true }, 'toolu_edit_all')),
        turn(call('Glob', { pattern: '*.txt' }, 'toolu_glob')),
        turn(call('Grep', { pattern: 'thr' }, 'toolu_grep')),
        turn(call('Grep', { pattern: 'thr', output_mode: 'content', '-n': true }, 'toolu_grep_content')),
        turn(call('Grep', { pattern: 'thr', output_mode: 'count' }, 'toolu_grep_count')),
        turn(call('Bash', { command: 'echo hi', description: 'say hi' }, 'toolu_bash')),
        turn(call('Read', { file_path: p('nb.ipynb') }, 'toolu_read_nb')),
        turn(call('NotebookEdit', { notebook_path: p('nb.ipynb'), cell_id: 'c1', new_source: 'print(2)' }, 'toolu_nbedit')),
        turn(call('WebFetch', { url: pageUrl, prompt: 'What does it say?' }, 'toolu_webfetch')),
        turn(call('TodoWrite', { todos: [{ content: 'Check', status: 'pending', activeForm: 'Checking' }] }, 'toolu_todo')),
        turn(call('TaskCreate', { subject: 'Check', description: 'Check the API' }, 'toolu_tc')),
        turn(call('TaskGet', { taskId: '1' }, 'toolu_tg')),
        turn(call('TaskList', {}, 'toolu_tl')),
        turn(call('TaskUpdate', { taskId: '1', status: 'completed' }, 'toolu_tu')),
        turn(call('Bash', { command: 'echo a', description: 'a' }, 'toolu_par1'), call('Read', { file_path: p('new.txt'), limit: 1 }, 'toolu_par2')),
        turn(call('Agent', { description: 'look', prompt: 'run echo four', subagent_type: 'general-purpose' }, 'toolu_agent')),
        { content: [{ type: 'text', text: 'done' }] },
      ],
    },
    dontAsk: {
      mode: ['--permission-mode', 'dontAsk', '--allowedTools', 'Read'],
      settings: { effortLevel: 'low', permissions: { deny: ['Bash(rm:*)'] } },
      main: [
        turn(call('Bash', { command: 'echo refused', description: 'not allowed' }, 'toolu_denied_bash')),
        turn(call('Bash', { command: 'rm -f x', description: 'denied by rule' }, 'toolu_denied_rule')),
        turn(call('Write', { file_path: p('refused.txt'), content: 'x' }, 'toolu_denied_write')),
        turn(call('Read', { file_path: p('new.txt') }, 'toolu_read_ok')),
        { content: [{ type: 'text', text: 'done' }] },
      ],
    },
  };
}
const child = [turn(call('Bash', { command: 'echo four', description: 'four' }, 'toolu_child_bash')), { content: [{ type: 'text', text: 'child done' }] }];

const events = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PostToolBatch',
  'PermissionDenied',
  'PermissionRequest',
  'UserPromptSubmit',
  'Stop',
  'SubagentStart',
  'SubagentStop',
  'SessionStart',
  'SessionEnd',
  'InstructionsLoaded',
  'TaskCreated',
  'TaskCompleted',
];
const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const runs = {};
for (const name of ['bypass', 'dontAsk']) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  const logs = path.join(work, 'logs');
  for (const d of [cwd, home, logs, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  const sc = scenario(cwd)[name];
  const record = (tag) => ({ type: 'command', command: `cat > "${logs}/$(date +%s%N)-${tag}.json"` });
  writeFileSync(
    path.join(cwd, '.claude/settings.json'),
    JSON.stringify({ ...sc.settings, hooks: Object.fromEntries(events.map((e) => [e, [{ hooks: [record(e)] }]])) }, null, 1),
  );
  writeFileSync(path.join(cwd, 'nb.ipynb'), JSON.stringify(NOTEBOOK, null, 1));
  writeFileSync(path.join(cwd, 'new.txt'), 'start\n');
  if (name === 'bypass') rmSync(path.join(cwd, 'new.txt'));
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  writeFileSync(path.join(cwd, 'CLAUDE.md'), '# repo\n');
  spawnSync('git', ['init', '-q'], { cwd });
  let next = 0;
  let nextChild = 0;
  const requests = [];
  const model = await startScriptedModel((req) => {
    requests.push({ effort: req.body.output_config?.effort, thinking: req.body.thinking, tools: (req.body.tools ?? []).length });
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'The page says hello.' }] };
    const system = JSON.stringify(req.body.system ?? '');
    const first = JSON.stringify(req.body.messages?.[0] ?? '');
    if (first.includes('run echo four') && !system.includes('oracle-main')) return child[nextChild++] ?? { content: [{ type: 'text', text: 'child done' }] };
    return sc.main[next++] ?? { content: [{ type: 'text', text: 'done' }] };
  });
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      ['-p', 'oracle-main: call the tools', '--output-format', 'stream-json', '--verbose', ...sc.mode, '--model', 'claude-opus-4-6'],
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
          // The npm package's native build hides Glob and Grep (find and grep through Bash) and TodoWrite (the Task
          // tools): these bring them back, as other installs have them.
          EMBEDDED_SEARCH_TOOLS: 'false',
          CLAUDE_CODE_ENABLE_TODO_TOOLS: '1',
          NODE_TLS_REJECT_UNAUTHORIZED: '0',
        },
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error?.code ?? 0 }),
    );
    c.stdin?.end();
  });
  await model.close();
  if (process.env.KEEP_STDOUT) writeFileSync(`${process.env.KEEP_STDOUT}.${name}`, run.stdout);
  /** Values that name the run (paths, ids, times) as placeholders. */
  const normalise = (v) =>
    JSON.parse(
      JSON.stringify(v)
        .replaceAll(cwd, '<cwd>')
        .replaceAll(work, '<work>')
        .replaceAll(pageUrl.replace('/page', ''), '<page>')
        .replace(/"(session_id|prompt_id|agent_id|agentId|transcript_path|agent_transcript_path|outputFile)":"[^"]*"/g, '"$1":"<$1>"')
        .replace(/\ba[0-9a-f]{16}\b/g, '<agentId>')
        .replace(/\/tmp\/claude-\d+\/[^"\\ ]*/g, '<tasks>')
        .replace(/"(duration_ms|durationMs|durationSeconds|bytes|code)":\d+(\.\d+)?/g, (m, k) => (k === 'code' || k === 'bytes' ? m : `"${k}":0`)),
    );
  const fired = readdirSync(logs)
    .sort()
    .map((f) => normalise(JSON.parse(readFileSync(path.join(logs, f), 'utf8') || '{}')));
  runs[name] = { exit: run.status, requests, fired };
  if (run.status !== 0) console.error(name, run.stderr.slice(0, 2000));
  rmSync(work, { recursive: true, force: true });
}
page.close();
const result = { claude_code: version, runs };
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
else console.log(JSON.stringify(result, null, 1));
