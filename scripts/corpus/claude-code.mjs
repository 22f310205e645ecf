// Gives each materialized setup to Claude Code itself, headless, against the project's scripted model server, and
// keeps its `system/init` line and its first request's system prompt: what Claude Code offers the model from the
// same files, to compare with the runner's loader (compare.mjs).
//
// usage: node scripts/corpus/claude-code.mjs <setups folder> <claude binary> <out.json>
// Hooks are off (--settings disableAllHooks) and the PATH holds git only, so no repository's code runs: MCP servers
// are still listed by name (and fail to start); plugins from remote marketplaces cannot be fetched (no network here).
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [dir, claude, out] = process.argv.slice(2);
if (!dir || !claude || !out) throw new Error('usage: claude-code.mjs <setups folder> <claude binary> <out.json>');

const firstRequest = new Map();
let current = '';
const model = await startScriptedModel((req) => {
  // Side requests (titles, classifiers) come without tools: only the main loop's first request is kept.
  if (Array.isArray(req.body.tools) && req.body.tools.length > 0 && !firstRequest.has(current)) firstRequest.set(current, req.body);
  return { content: [{ type: 'text', text: 'ok' }] };
});
const bin = mkdtempSync(path.join(os.tmpdir(), 'corpus-bin-'));
const git = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
symlinkSync(git, path.join(bin, 'git'));

/** The CLI's stdout, stdin closed, whatever its exit. */
function runClaude(command, args, opts) {
  return new Promise((resolve) => {
    const child = execFile(command, args, { ...opts, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, status: error?.code ?? 0, signal: error?.signal }),
    );
    child.stdin?.end();
  });
}

const results = {};
const names = ['(empty)', ...readdirSync(dir).sort()];
for (const name of names) {
  current = name;
  const work = mkdtempSync(path.join(os.tmpdir(), 'corpus-cc-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  mkdirSync(home);
  if (name === '(empty)') mkdirSync(cwd);
  else cpSync(path.join(dir, name), cwd, { recursive: true, verbatimSymlinks: true });
  spawnSync(git, ['init', '-q'], { cwd });
  // Not spawnSync: the scripted model answers from this very process.
  const run = await runClaude(
    claude,
    ['-p', 'hi', '--output-format', 'stream-json', '--verbose', '--settings', JSON.stringify({ disableAllHooks: true }), '--model', 'claude-sonnet-4-5'],
    {
      cwd,
      encoding: 'utf8',
      timeout: 90_000,
      env: {
        PATH: bin,
        HOME: home,
        ANTHROPIC_BASE_URL: model.url,
        ANTHROPIC_API_KEY: 'sk-ant-corpus',
        DISABLE_AUTOUPDATER: '1',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_TELEMETRY: '1',
      },
    },
  );
  const init = (run.stdout ?? '')
    .split('\n')
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return undefined;
      }
    })
    .find((m) => m?.type === 'system' && m?.subtype === 'init');
  const req = firstRequest.get(name);
  const system = req ? (Array.isArray(req.system) ? req.system.map((b) => b.text).join('\n') : String(req.system ?? '')) : '';
  const firstUser = req ? JSON.stringify(req.messages?.[0]?.content ?? '') : '';
  results[name] = init
    ? {
        slash_commands: init.slash_commands,
        agents: init.agents,
        skills: init.skills,
        output_style: init.output_style,
        mcp_servers: init.mcp_servers,
        plugins: init.plugins,
        system,
        firstUser,
      }
    : { error: `${run.status ?? run.signal}: ${(run.stderr ?? '').slice(0, 300)}` };
  console.log(name, init ? 'ok' : results[name].error);
  rmSync(work, { recursive: true, force: true });
}
await model.close();
writeFileSync(out, `${JSON.stringify(results, null, 1)}\n`);
