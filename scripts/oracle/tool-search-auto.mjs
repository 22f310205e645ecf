// Runs Claude Code headless (`claude -p`) against the project's scripted model and records how `ENABLE_TOOL_SEARCH=auto`
// / `auto:N` (in the settings' `env`) decides between deferring MCP tools behind ToolSearch and sending them whole: a
// stdio MCP server offers `count` tools of `size` description characters each, sized just under and just over N% of
// the model's context window for a few N. Each scenario keeps the count_tokens calls the CLI made (their tools and
// messages), the tools of its first /v1/messages request (deferred marked `*`), the names its first message lists as
// deferred, and the CLI's own debug line for the decision ("Auto tool search enabled/disabled: … tokens (threshold: …)").
// What it prints is what the runner is held to (test/fixtures/claude-code-first-request/2.1.332-tool-search-auto.json,
// test/session/tool-search-auto.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/tool-search-auto.mjs <claude binary> [out.json] [scenario…]
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { scriptedInputTokens, startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile, ...only] = process.argv.slice(2);
if (!claude) throw new Error('usage: tool-search-auto.mjs <claude binary> [out.json] [scenario…]');

// A stdio MCP server whose tools are `t000`…, one per description size: `node many-mcp.cjs 1880,1880,95` (protocol 2025-06-18).
const MCP_SERVER = `
const sizes = (process.argv[2] || '').split(',').filter(Boolean).map(Number);
const tools = sizes.map((size, i) => ({
  name: 't' + String(i).padStart(3, '0'),
  description: ('Tool ' + i + ' pads its description. ').repeat(size).slice(0, size),
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
}));
const rl = require('node:readline').createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  if (m.method === 'initialize') return send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'many', version: '1.0.0' } } });
  if (m.method === 'tools/list') return send({ jsonrpc: '2.0', id: m.id, result: { tools } });
  if (m.method === 'tools/call') return send({ jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: 'ok' }] } });
  send({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'no' } });
});
`;

/**
 * Description sizes for MCP tools that count `tokens` under the scripted model's rule (each tool's JSON, ceil(bytes / 4)):
 * tools of 500 tokens, then one for the rest (at least 40). `mcp__many__t000` with an empty description is BASE bytes.
 */
const BASE = JSON.stringify({
  name: 'mcp__many__t000',
  description: '',
  input_schema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
}).length;
function sizesFor(tokens) {
  const sizes = [];
  let left = tokens;
  while (left - 500 >= 40) {
    sizes.push(500 * 4 - BASE);
    left -= 500;
  }
  if (left > 0) sizes.push(left * 4 - BASE);
  return sizes;
}
const agentCall = (type, id) => ({
  content: [
    { type: 'tool_use', id, name: 'Agent', input: { subagent_type: type, description: type, prompt: `SUBAGENT-TASK ${type}: go`, run_in_background: false } },
  ],
});
/** What the CLI counts of its own deferred built-ins for claude-opus-4-6 (measured: `auto_builtins`, after the 500 it takes off). */
const BUILTINS = 9882;
/** Each scenario: ENABLE_TOOL_SEARCH, the MCP tools' description sizes, count_tokens refused or not, the model. */
const scenarios = JSON.parse(process.env.TSA_SCENARIOS ?? 'null') ?? {
  // `auto` is 10% of claude-opus-4-6's window as 2.1.332 reckons it (200,000): 20,000 tokens.
  auto_builtins: { value: 'auto', sizes: [] },
  auto_under: { value: 'auto', sizes: sizesFor(20000 - 1 - BUILTINS) },
  auto_at: { value: 'auto', sizes: sizesFor(20000 - BUILTINS) },
  // auto:5 (10,000 tokens): one small tool stays under it, a few more reach it.
  auto5_under: { value: 'auto:5', sizes: sizesFor(100) },
  auto5_over: { value: 'auto:5', sizes: sizesFor(150) },
  // auto:1 (2,000 tokens): the deferred built-ins alone pass it.
  auto1_builtins: { value: 'auto:1', sizes: [] },
  // auto:50 (100,000 tokens).
  auto50_under: { value: 'auto:50', sizes: sizesFor(100000 - 1 - BUILTINS) },
  auto50_over: { value: 'auto:50', sizes: sizesFor(100000 + 200 - BUILTINS) },
  // count_tokens refused (404, as an old proxy): characters against 2.5 a token (50,000 for `auto`).
  fallback_under: { value: 'auto', sizes: [1000, 1000, 1000, 1000, 1000, 1000, 1000], refuseCountTokens: true },
  fallback_over: { value: 'auto', sizes: [2000, 2000, 2000, 2000, 2000], refuseCountTokens: true },
  // auto:x (not a number) is auto at 10%; auto:0.5 is half a percent (1,000 tokens).
  auto_nan: { value: 'auto:x', sizes: [] },
  auto_half: { value: 'auto:0.5', sizes: [] },
  // The window by model: claude-opus-4-7's is 1M (100,000 at 10%): what defers claude-opus-4-6 at 10% does not.
  window_opus47: { value: 'auto', sizes: sizesFor(20000 - BUILTINS + 1000), model: 'claude-opus-4-7' },
  window_opus46_1m: { value: 'auto', sizes: sizesFor(20000 - BUILTINS + 1000), model: 'claude-opus-4-6[1m]' },
  window_sonnet46: { value: 'auto', sizes: sizesFor(20000 - BUILTINS + 1000), model: 'claude-sonnet-4-6' },
  // claude-opus-4-1, its dated id and its Bedrock / Vertex ids: 200,000 in 2.1.332's table (the same sizes as opus-4-6).
  window_opus41: { value: 'auto', sizes: sizesFor(20000 - BUILTINS + 1000), model: 'claude-opus-4-1' },
  window_opus41_dated: { value: 'auto', sizes: sizesFor(20000 - BUILTINS + 1000), model: 'claude-opus-4-1-20250805' },
  // Subagents with every tool, at the threshold: one on the main thread's model, one on claude-opus-4-7 (1M window).
  subagents_at: {
    value: 'auto',
    sizes: sizesFor(20000 - BUILTINS),
    files: {
      '.claude/agents/same.md': '---\nname: same\ndescription: Same model.\n---\nYou work.\n',
      '.claude/agents/wide.md': '---\nname: wide\ndescription: Wide window.\nmodel: claude-opus-4-7\n---\nYou work.\n',
    },
    main: [agentCall('same', 'toolu_same'), agentCall('wide', 'toolu_wide')],
  },
  // Two subagents on claude-opus-4-7 (1M): one with every tool (past 10% of 1M: deferred), then a sibling without all but
  // one MCP tool (far under): whether the first one's deferral holds the sibling (its latch is its conversation's).
  subagents_siblings: {
    value: 'auto',
    sizes: sizesFor(102000 - BUILTINS),
    files: {
      '.claude/agents/wideall.md': '---\nname: wideall\ndescription: Every tool.\nmodel: claude-opus-4-7\n---\nYou work.\n',
      '.claude/agents/widefew.md': `---\nname: widefew\ndescription: Few tools.\nmodel: claude-opus-4-7\ndisallowedTools: ${sizesFor(102000 - BUILTINS)
        .slice(1)
        .map((_, i) => `mcp__many__t${String(i + 1).padStart(3, '0')}`)
        .join(', ')}\n---\nYou work.\n`,
    },
    main: [agentCall('wideall', 'toolu_wideall'), agentCall('widefew', 'toolu_widefew')],
  },
};

async function runScenario(scenario) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  writeFileSync(path.join(cwd, 'many-mcp.cjs'), MCP_SERVER);
  for (const [file, text] of Object.entries(scenario.files ?? {})) {
    mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
    writeFileSync(path.join(cwd, file), text);
  }
  writeFileSync(path.join(cwd, '.mcp.json'), JSON.stringify({ mcpServers: { many: { command: 'node', args: ['many-mcp.cjs', scenario.sizes.join(',')] } } }));
  const settings = { env: { ENABLE_TOOL_SEARCH: scenario.value }, enableAllProjectMcpServers: true };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(settings));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  const requests = [];
  const main = [...(scenario.main ?? [])];
  const model = await startScriptedModel(
    (req) => {
      if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'x' }] };
      requests.push(req);
      const child = /SUBAGENT-TASK/.test(JSON.stringify(req.body.messages[0]));
      return (!child && main.shift()) || { content: [{ type: 'text', text: 'done' }] };
    },
    { refuseCountTokens: scenario.refuseCountTokens === true },
  );
  const debugFile = path.join(work, 'debug.log');
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
        '--model',
        scenario.model ?? 'claude-opus-4-6',
        '--debug-file',
        debugFile,
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
          ...(scenario.nonessential === false ? {} : { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' }),
          DISABLE_TELEMETRY: '1',
          IS_SANDBOX: '1',
        },
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error?.code ?? 0 }),
    );
    ch.stdin?.end();
  });
  await model.close();
  const debug = existsSync(debugFile) ? readFileSync(debugFile, 'utf8') : '';
  const first = requests[0]?.body;
  return {
    work,
    record: {
      ...scenario,
      status: run.status,
      decision: [
        ...new Set(
          debug
            .split('\n')
            .filter((l) => /tool search|ENABLE_TOOL_SEARCH/i.test(l) && !/optimistic/.test(l))
            .map((l) => l.replace(/^\S+ \[\w+\] /, '')),
        ),
      ],
      countTokens: model.countTokensBodies.map((b) => ({
        path: model.countTokensPaths[model.countTokensBodies.indexOf(b)],
        model: b.model,
        messages: b.messages,
        tools: (b.tools ?? []).map((t) => t.name),
        toolKeys: [...new Set((b.tools ?? []).flatMap((t) => Object.keys(t)))].sort(),
        // What the scripted model answered (its token rule: scripted-tokens.ts); the CLI's debug line shows what it made of it.
        answered: scriptedInputTokens(b),
      })),
      firstRequest: first
        ? {
            tools: first.tools.map((t) => (t.defer_loading ? `${t.name}*` : t.name)),
            deferredListed: deferredNames(first.messages[0]),
          }
        : null,
      ...(scenario.main
        ? {
            subagentFirstRequests: requests
              .filter((r) => /SUBAGENT-TASK/.test(JSON.stringify(r.body.messages[0])))
              .map((r) => ({ model: r.body.model, tools: r.body.tools.map((t) => (t.defer_loading ? `${t.name}*` : t.name)) })),
          }
        : {}),
    },
  };
}

/** The names the first message says ToolSearch can load. */
function deferredNames(message) {
  const blocks = Array.isArray(message.content) ? message.content : [];
  const block = blocks.find((b) => b.type === 'text' && b.text.includes('deferred tools are now available'));
  if (!block) return [];
  return block.text
    .split('\n\n')[0]
    .split('\n')
    .filter((l) => /^[A-Za-z_][\w-]*$/.test(l))
    .map((l) => l.trim());
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const recorded = {};
const works = [];
for (const [name, scenario] of Object.entries(scenarios)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const { work, record } = await runScenario(scenario);
  works.push(work);
  recorded[name] = record;
  console.error(`${name}: ${record.decision.join(' | ')}`);
}

let text = JSON.stringify({ claude_code: version, scenarios: recorded });
for (const w of works) text = text.split(w).join('<tmp>');
const json = `${JSON.stringify(JSON.parse(text), null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
