// How Claude Code 2.1.332 reads the switches CLAUDE_CODE_DISABLE_BACKGROUND_TASKS and ENABLE_TOOL_SEARCH: one headless
// session per value, both set to it in the temp repository's .claude/settings.json `env` (as a repository commits
// them), against the project's scripted model. The record keeps what the first request shows of each: whether Bash's
// and Agent's schemas have `run_in_background` (background tasks on), whether ToolSearch is offered and which tools are
// sent by name only (tool search on) (test/fixtures/claude-code-first-request/2.1.332-env-switches.json,
// test/session/env-switches.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/env-switches.mjs <claude binary> [out.json]   (VALUES=a,b: only those)
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

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const only = process.env.VALUES?.split(',');
const runs = [];
for (const value of VALUES) if (!only || only.includes(value)) runs.push(await session(value));
const result = { claude_code: version, runs };
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
else console.log(JSON.stringify(result, null, 1));
