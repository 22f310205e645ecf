// Runs Claude Code headless against the project's scripted model and records the tool_result blocks the model is sent
// (read from the requests that follow each call) for the built-in tools' successes, their errors (a missing file, a
// directory, a file not read before Write or Edit, an unknown tool, an input that fails the schema, Edit's old_string not found or not unique, Bash's non-zero exit,
// stderr and timeout, a short or empty Read) and refusals (dontAsk, a deny rule, a PreToolUse hook's exit 2 and its
// JSON deny). What it records is what the runner's tool results are held to
// (test/fixtures/claude-code-tool-results/2.1.332.json, test/tools/tool-result-wording.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/tool-results.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2).filter((a, i, all) => a !== '--only' && all[i - 1] !== '--only');
if (!claude) throw new Error('usage: tool-results.mjs <claude binary> [out.json] [--only run,run]');
// `--only errors`: run those and merge them into the fixture at out.json (the other runs kept as recorded).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1].split(',') : undefined;

/**
 * The pages WebFetch is sent to: one, a 404, a redirect to another host (localhost for 127.0.0.1) and one on the same
 * host. Over TLS with a certificate made now and trusted through NODE_EXTRA_CA_CERTS: the CLI upgrades http:// to https://.
 */
const certDir = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-cert-'));
const [keyFile, certFile] = [path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem')];
spawnSync('openssl', [
  'req',
  '-x509',
  '-newkey',
  'rsa:2048',
  '-nodes',
  '-keyout',
  keyFile,
  '-out',
  certFile,
  '-days',
  '1',
  '-subj',
  '/CN=127.0.0.1',
  '-addext',
  'subjectAltName=IP:127.0.0.1,DNS:localhost',
]);
const pages = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
  const port = pages.address().port;
  if (req.url === '/page.html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body><p>Version 3 removes the legacy flag.</p></body></html>');
  } else if (req.url === '/elsewhere') {
    res.writeHead(302, { location: `https://localhost:${port}/page.html` });
    res.end();
  } else if (req.url === '/same-host') {
    res.writeHead(301, { location: '/page.html' });
    res.end();
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('no such page');
  }
});
await new Promise((resolve) => pages.listen(0, '127.0.0.1', resolve));
const PAGES = `http://127.0.0.1:${pages.address().port}`;
const NOTEBOOK = JSON.stringify({
  cells: [{ cell_type: 'code', id: 'c1', metadata: {}, source: ['x = 1\n'], outputs: [], execution_count: null }],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
});

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const HOOK_BLOCK = `#!/bin/sh
input=$(cat)
case "$input" in
  *hook-exit-2*) echo "blocked by the repository's policy" >&2; exit 2 ;;
  *hook-json-deny*) echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"not on this branch"}}' ;;
esac
exit 0
`;

/** Each run's calls, one a turn; `files` are written before the run. */
function scenario(cwd) {
  const p = (f) => path.join(cwd, f);
  return {
    bypass: {
      mode: ['--permission-mode', 'bypassPermissions'],
      settings: {},
      files: {
        'old.txt': 'alpha\nbeta\nbeta\n',
        'other.txt': 'other\n',
        'empty.txt': '',
        'dir/inner.txt': 'x\n',
        'long.txt': Array.from({ length: 2500 }, (_, i) => `line ${i + 1}\n`).join(''),
        'huge.txt': `${'word '.repeat(80_000)}\n`,
      },
      calls: [
        ['Read', { file_path: p('missing.txt') }, 'toolu_read_missing'],
        ['Read', { file_path: p('dir') }, 'toolu_read_dir'],
        ['Read', { file_path: p('empty.txt') }, 'toolu_read_empty'],
        ['Read', { file_path: p('old.txt'), offset: 10 }, 'toolu_read_offset'],
        ['Read', { file_path: p('long.txt') }, 'toolu_read_long'],
        ['Read', { file_path: p('huge.txt') }, 'toolu_read_huge'],
        ['Edit', { file_path: p('old.txt'), old_string: 'alpha', new_string: 'ALPHA' }, 'toolu_edit_unread'],
        ['Write', { file_path: p('other.txt'), content: 'new\n' }, 'toolu_write_unread'],
        ['Edit', { file_path: p('missing.txt'), old_string: 'a', new_string: 'b' }, 'toolu_edit_missing'],
        ['Read', { file_path: p('old.txt') }, 'toolu_read_old'],
        ['Edit', { file_path: p('old.txt'), old_string: 'gamma', new_string: 'GAMMA' }, 'toolu_edit_notfound'],
        ['Edit', { file_path: p('old.txt'), old_string: 'beta', new_string: 'BETA' }, 'toolu_edit_notunique'],
        ['Edit', { file_path: p('old.txt'), old_string: 'alpha', new_string: 'alpha' }, 'toolu_edit_same'],
        ['Edit', { file_path: p('old.txt'), old_string: 'alpha', new_string: 'ALPHA' }, 'toolu_edit_ok'],
        ['Edit', { file_path: p('old.txt'), old_string: 'beta', new_string: 'BETA', replace_all: true }, 'toolu_edit_all'],
        ['Edit', { file_path: p('created.txt'), old_string: '', new_string: 'made by Edit\n' }, 'toolu_edit_create'],
        ['Write', { file_path: p('sub/new.txt'), content: 'one\ntwo\n' }, 'toolu_write_create'],
        ['Write', { file_path: p('sub/new.txt'), content: 'one\n' }, 'toolu_write_update'],
        ['Bash', { command: 'seq 1 20000', description: 'long output' }, 'toolu_bash_long'],
        ['Bash', { command: 'echo out; echo err >&2; exit 3', description: 'fail' }, 'toolu_bash_fail'],
        ['Bash', { command: 'echo err >&2', description: 'stderr only' }, 'toolu_bash_stderr'],
        ['Bash', { command: 'true', description: 'no output' }, 'toolu_bash_empty'],
        ['Bash', { command: 'false', description: 'exit 1' }, 'toolu_bash_exit1'],
        ['Bash', { command: 'echo started; sleep 30', description: 'slow', timeout: 1000 }, 'toolu_bash_timeout'],
        ['Bash', { command: 'echo hook-exit-2', description: 'hook blocks' }, 'toolu_hook_exit2'],
        ['Bash', { command: 'echo hook-json-deny', description: 'hook denies' }, 'toolu_hook_json'],
        ['NoSuchTool', { x: 1 }, 'toolu_unknown_tool'],
        ['Read', { path: p('old.txt') }, 'toolu_read_invalid'],
        ['Edit', { file_path: p('old.txt'), old_string: 'a' }, 'toolu_edit_invalid'],
      ],
    },
    dontAsk: {
      mode: ['--permission-mode', 'dontAsk', '--allowedTools', 'Read'],
      settings: { permissions: { deny: ['Bash(rm:*)', 'Edit(secret.txt)', 'Read(./private/**)'] } },
      files: { 'secret.txt': 's\n', 'private/key.txt': 'k\n', 'notes.txt': 'n\n' },
      calls: [
        ['Bash', { command: 'echo refused', description: 'not allowed' }, 'toolu_denied_bash'],
        ['Bash', { command: 'rm -f x', description: 'denied by rule' }, 'toolu_denied_rule'],
        ['Write', { file_path: p('refused.txt'), content: 'x' }, 'toolu_denied_write'],
        ['Read', { file_path: p('secret.txt') }, 'toolu_read_secret'],
        ['Edit', { file_path: p('secret.txt'), old_string: 's', new_string: 't' }, 'toolu_denied_edit_rule'],
        ['Read', { file_path: p('notes.txt') }, 'toolu_read_notes'],
        ['Edit', { file_path: p('notes.txt'), old_string: 'n', new_string: 'm' }, 'toolu_denied_edit'],
        ['Read', { file_path: p('private/key.txt') }, 'toolu_denied_read_rule'],
      ],
    },
    // The error texts of WebFetch, NotebookEdit, the Task tools and LSP (deferred behind ToolSearch in the CLI: loaded first).
    errors: {
      mode: ['--permission-mode', 'bypassPermissions'],
      // skipWebFetchPreflight: the CLI asks claude.ai whether a domain is safe before fetching; there is no network here.
      settings: { skipWebFetchPreflight: true, permissions: { deny: ['WebFetch(domain:denied.example)'] } },
      env: { ENABLE_LSP_TOOL: '1', NODE_EXTRA_CA_CERTS: certFile },
      files: { 'nb.ipynb': NOTEBOOK, 'plain.txt': 'not a notebook\n', 'code.zz': 'x\n' },
      calls: [
        ['ToolSearch', { query: 'select:WebFetch,NotebookEdit,TaskStop,TaskOutput,TaskGet,TaskUpdate,LSP' }, 'toolu_toolsearch'],
        ['WebFetch', { url: `${PAGES}/page.html`, prompt: 'What changes?' }, 'toolu_fetch_ok'],
        ['WebFetch', { url: 'not a url', prompt: 'x' }, 'toolu_fetch_bad_url'],
        ['WebFetch', { url: 'ftp://127.0.0.1/file.txt', prompt: 'x' }, 'toolu_fetch_ftp'],
        ['WebFetch', { url: 'file:///etc/passwd', prompt: 'x' }, 'toolu_fetch_file'],
        ['WebFetch', { url: `${PAGES}/missing`, prompt: 'x' }, 'toolu_fetch_404'],
        ['WebFetch', { url: `${PAGES}/elsewhere`, prompt: 'x' }, 'toolu_fetch_redirect_host'],
        ['WebFetch', { url: `${PAGES}/same-host`, prompt: 'x' }, 'toolu_fetch_redirect_same'],
        ['WebFetch', { url: 'http://denied.example/page', prompt: 'x' }, 'toolu_fetch_denied'],
        ['Read', { file_path: p('nb.ipynb') }, 'toolu_read_nb'],
        ['NotebookEdit', { notebook_path: p('nb.ipynb'), cell_id: 'nope', new_source: 'y = 2\n' }, 'toolu_nb_bad_cell'],
        ['Read', { file_path: p('plain.txt') }, 'toolu_read_plain'],
        ['NotebookEdit', { notebook_path: p('plain.txt'), cell_id: 'c1', new_source: 'y = 2\n' }, 'toolu_nb_not_notebook'],
        ['NotebookEdit', { notebook_path: p('missing.ipynb'), cell_id: 'c1', new_source: 'y = 2\n' }, 'toolu_nb_missing'],
        ['TaskStop', { task_id: 'nope' }, 'toolu_taskstop_unknown'],
        ['TaskOutput', { task_id: 'nope' }, 'toolu_taskoutput_unknown'],
        ['TaskGet', { taskId: '999' }, 'toolu_taskget_unknown'],
        ['TaskUpdate', { taskId: '999', status: 'completed' }, 'toolu_taskupdate_unknown'],
        ['LSP', { operation: 'hover', filePath: p('code.zz'), line: 1, character: 1 }, 'toolu_lsp_no_server'],
      ],
    },
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const runs = only && out ? JSON.parse(readFileSync(out, 'utf8')).runs : {};
for (const name of ['bypass', 'dontAsk', 'errors']) {
  if (only && !only.includes(name)) continue;
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  const sc = scenario(cwd)[name];
  for (const [f, text] of Object.entries(sc.files)) {
    mkdirSync(path.dirname(path.join(cwd, f)), { recursive: true });
    writeFileSync(path.join(cwd, f), text);
  }
  writeFileSync(path.join(work, 'gate.sh'), HOOK_BLOCK, { mode: 0o755 });
  const hooks = { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: path.join(work, 'gate.sh') }] }] };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ ...sc.settings, hooks }, null, 1));
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  spawnSync('git', ['init', '-q'], { cwd });
  let next = 0;
  /** tool_use_id → the tool_result block as the model was sent it (the first request that carried it). */
  const results = new Map();
  const model = await startScriptedModel((req) => {
    for (const m of req.body.messages ?? [])
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content) if (b.type === 'tool_result' && !results.has(b.tool_use_id)) results.set(b.tool_use_id, b);
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
    const c = sc.calls[next++];
    return c ? call(...c) : { content: [{ type: 'text', text: 'done' }] };
  });
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      ['-p', 'oracle: call the tools', '--output-format', 'stream-json', '--verbose', ...sc.mode, '--model', 'claude-opus-4-6'],
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
  if (run.status !== 0) console.error(name, run.stderr.slice(0, 2000));
  const normalise = (v) =>
    JSON.parse(JSON.stringify(v).replaceAll(cwd, '<cwd>').replaceAll(work, '<work>').replaceAll(PAGES.slice('http://127.0.0.1:'.length), '<port>'));
  runs[name] = {
    exit: run.status,
    results: sc.calls.map(([tool, input, id]) => ({ tool, input: normalise(input), id, result: normalise(results.get(id) ?? null) })),
  };
  rmSync(work, { recursive: true, force: true });
}
pages.close();
rmSync(certDir, { recursive: true, force: true });
const result = { claude_code: version, runs };
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
else console.log(JSON.stringify(result, null, 1));
