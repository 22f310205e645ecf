// How Claude Code 2.1.332 reads the switches CLAUDE_CODE_DISABLE_BACKGROUND_TASKS and ENABLE_TOOL_SEARCH: one headless
// session per value, both set to it in the temp repository's .claude/settings.json `env` (as a repository commits
// them), against the project's scripted model. The record keeps what the first request shows of each: whether Bash's
// and Agent's schemas have `run_in_background` (background tasks on), whether ToolSearch is offered and which tools are
// sent by name only (tool search on) (test/fixtures/claude-code-first-request/2.1.332-env-switches.json,
// test/session/env-switches.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/env-switches.mjs <claude binary> [out.json]   (VALUES=a,b: only those;
// SWITCHES=A,B: only those request-side switches, without the tool sessions)
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: env-switches.mjs <claude binary> [out.json]');

/** The values measured: the true and false spellings, one of neither (`2`), upper case, empty, and tool search's own. */
const VALUES = ['1', 'true', 'yes', 'on', '0', 'false', '2', 'TRUE', '', 'auto', 'auto:100'];

async function session(value) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  writeFileSync(path.join(cwd, 'a.txt'), 'a\n');
  const env = { CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: value, ENABLE_TOOL_SEARCH: value };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ env }, null, 1));
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  spawnSync('git', ['init', '-q'], { cwd });
  spawnSync('git', ['-c', 'user.email=o@x', '-c', 'user.name=o', 'commit', '-q', '--allow-empty', '-m', 'first'], { cwd });
  let first;
  const model = await startScriptedModel((req) => {
    if (Array.isArray(req.body.tools) && req.body.tools.length > 0) first ??= req.body;
    return { content: [{ type: 'text', text: 'done' }] };
  });
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      ['-p', 'oracle: say done', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', '--model', 'claude-opus-4-6'],
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
  if (run.status !== 0) console.error(value, run.stderr.slice(0, 2000));
  const tools = first?.tools ?? [];
  const props = (name) => Object.keys(tools.find((t) => t.name === name)?.input_schema?.properties ?? {});
  const firstUser = (first?.messages?.[0]?.content ?? []).map((b) => b.text ?? '').join('\n');
  rmSync(work, { recursive: true, force: true });
  return {
    value,
    exit: run.status,
    bash_run_in_background: props('Bash').includes('run_in_background'),
    agent_run_in_background: props('Agent').includes('run_in_background'),
    tool_search_offered: tools.some((t) => t.name === 'ToolSearch'),
    // Sent by name only: `defer_loading` on the tool, as the request carries it.
    defer_loading: tools
      .filter((t) => t.defer_loading === true)
      .map((t) => t.name)
      .sort(),
    deferred_listed: /The following deferred tools/.test(firstUser),
    // The tools that reminder names (one a line).
    deferred_named: (/The following deferred tools[^\n]*\n([\s\S]*?)<\/system-reminder>/.exec(firstUser)?.[1] ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^[A-Za-z_]+$/.test(l))
      .sort(),
    offered: tools.map((t) => t.name).sort(),
  };
}

/**
 * The request-side switches (src/session/request-env.ts), one session per switch and value, the switch alone in the
 * settings' `env`: `1` (on, the control), then `2`, `TRUE`, `enabled` and empty. What each first request shows of it:
 * cache breakpoints (DISABLE_PROMPT_CACHING), the `thinking` field (CLAUDE_CODE_DISABLE_THINKING), the anthropic-beta
 * list (DISABLE_INTERLEAVED_THINKING, CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS); DISABLE_AUTO_COMPACT: whether a reply
 * saying claude-sonnet-4-5's window is 190,000 tokens full is followed by a compaction summary call.
 */
const REQUEST_SWITCHES = [
  'DISABLE_PROMPT_CACHING',
  'CLAUDE_CODE_DISABLE_THINKING',
  'DISABLE_INTERLEAVED_THINKING',
  'CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS',
  'DISABLE_AUTO_COMPACT',
];
const REQUEST_VALUES = ['1', '2', 'TRUE', 'enabled', ''];
const bashCall = (id, tokens) => ({
  content: [{ type: 'tool_use', id, name: 'Bash', input: { command: 'true', description: 'nothing' } }],
  ...(tokens ? { usage: { input_tokens: tokens, output_tokens: 20 } } : {}),
});

async function requestSession(name, value) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify({ env: { [name]: value } }, null, 1));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  const compaction = name === 'DISABLE_AUTO_COMPACT';
  const main = compaction ? [bashCall('t1', 190000), bashCall('t2')] : [];
  const requests = [];
  const model = await startScriptedModel((req) => {
    const last = JSON.stringify(req.body.messages?.at(-1) ?? '');
    if (last.includes('Your task is to create a detailed summary')) {
      requests.push({ kind: 'compaction', req });
      return { content: [{ type: 'text', text: '<summary>The probe ran one command.</summary>' }] };
    }
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'x' }] };
    requests.push({ kind: 'main', req });
    return main.shift() ?? { content: [{ type: 'text', text: 'done' }] };
  });
  const run = await new Promise((resolve) => {
    const model45 = compaction ? ['--model', 'claude-sonnet-4-5'] : ['--model', 'claude-opus-4-6'];
    const c = execFile(
      claude,
      ['-p', 'oracle: say done', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', ...model45],
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
  if (run.status !== 0) console.error(name, value, run.stderr.slice(0, 2000));
  rmSync(work, { recursive: true, force: true });
  const first = requests.find((r) => r.kind === 'main')?.req;
  const body = first?.body ?? {};
  const cached = JSON.stringify([body.tools ?? [], body.system ?? [], body.messages ?? []]).includes('"cache_control"');
  return {
    switch: name,
    value,
    exit: run.status,
    cache_breakpoints: cached,
    thinking: body.thinking?.type ?? null,
    betas: String(first?.headers['anthropic-beta'] ?? '')
      .split(',')
      .filter(Boolean)
      .sort(),
    // 2.1.332 does not compact at 190,000 of 200,000 here; with auto-compaction off it stops: "Prompt is too long".
    ...(compaction ? { compacted: requests.some((r) => r.kind === 'compaction'), main_requests: requests.filter((r) => r.kind === 'main').length } : {}),
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const only = process.env.VALUES?.split(',');
const onlySwitches = process.env.SWITCHES?.split(',');
const runs = [];
if (!process.env.SWITCHES) for (const value of VALUES) if (!only || only.includes(value)) runs.push(await session(value));
const requestRuns = [];
// One CLI process at a time: the machine is shared.
for (const name of REQUEST_SWITCHES)
  for (const value of REQUEST_VALUES)
    if ((!onlySwitches || onlySwitches.includes(name)) && (!only || only.includes(value))) {
      const r = await requestSession(name, value);
      console.error(JSON.stringify(r));
      requestRuns.push(r);
    }
const result = { claude_code: version, runs, request_switches: requestRuns };
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
else console.log(JSON.stringify(result, null, 1));
