// Runs Claude Code headless (`claude -p`) against the project's scripted model and records how it defers tools behind
// ToolSearch: which tools each request sends whole, which by name only (the first message's list), the placeholder
// sent with `defer_loading`, the beta header, what a ToolSearch call returns (`tool_reference` blocks and the text
// beside them), what the next request sends once a tool is loaded, a deferred tool called before it was loaded (with
// good and bad input), deny rules, subagents, and `ENABLE_TOOL_SEARCH=false`. Each scenario's every request is kept,
// normalised, with the PreToolUse/PostToolUse stdin of a `*` hook. What it prints is what the runner is held to
// (test/fixtures/claude-code-first-request/2.1.332-tool-search.json, test/session/tool-search.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/tool-search.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile] = process.argv.slice(2);
if (!claude) throw new Error('usage: tool-search.mjs <claude binary> [out.json]');

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const done = { content: [{ type: 'text', text: 'done' }] };
const agent = (type, id) => call('Agent', { subagent_type: type, description: type, prompt: `SUBAGENT-TASK ${type}: go`, run_in_background: false }, id);

// A stdio MCP server with one tool that answers calls (protocol 2025-06-18).
const MCP_SERVER = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  if (m.method === 'initialize') return send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'probe', version: '1.0.0' } } });
  if (m.method === 'tools/list') return send({ jsonrpc: '2.0', id: m.id, result: { tools: [{ name: 'echo', description: 'Echo the text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } }] } });
  if (m.method === 'tools/call') return send({ jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: 'echo: ' + m.params.arguments.text }] } });
  send({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'no' } });
});
`;

/** Each scenario: project settings, files, the main thread's turns and each subagent's. Every one has the probe server. */
const scenarios = {
  // Load an MCP tool by name, then call it.
  selectMcp: { main: [call('ToolSearch', { query: 'select:mcp__probe__echo' }, 'toolu_ts'), call('mcp__probe__echo', { text: 'hi' }, 'toolu_echo')] },
  // A keyword query, a select naming a loaded tool, a deferred one and an unknown one, a query nothing matches.
  queries: {
    main: [
      call('ToolSearch', { query: 'notebook jupyter' }, 'toolu_ts_kw'),
      call('ToolSearch', { query: 'select:Read,WebFetch,Nope' }, 'toolu_ts_sel2'),
      call('ToolSearch', { query: 'zzzqqq' }, 'toolu_ts_none'),
    ],
  },
  // Deferred tools called before ToolSearch loaded them: with good input, then bad input; a bad ToolSearch input.
  callBeforeLoad: {
    main: [
      call('mcp__probe__echo', { text: 'hi' }, 'toolu_echo_early'),
      call('WebFetch', { nope: 1 }, 'toolu_wf_bad'),
      call('ToolSearch', { query: 'select:mcp__probe__echo', max_results: 'x' }, 'toolu_ts_bad'),
    ],
  },
  // Deny rules on a deferred built-in and an MCP tool: gone from the list, not found by ToolSearch, not callable.
  deny: {
    settings: { permissions: { deny: ['WebFetch', 'mcp__probe__echo'] } },
    main: [
      call('ToolSearch', { query: 'select:WebFetch,mcp__probe__echo' }, 'toolu_ts_denied'),
      call('WebFetch', { url: 'https://example.com', prompt: 'x' }, 'toolu_wf_denied'),
    ],
  },
  // A subagent that names deferred tools gets them whole; one with every tool gets ToolSearch and loads through it.
  subagents: {
    files: {
      '.claude/agents/fetcher.md': '---\nname: fetcher\ndescription: Fetches.\ntools: Read, WebFetch, mcp__probe__echo\n---\nYou fetch.\n',
      '.claude/agents/anything.md': '---\nname: anything\ndescription: Anything.\n---\nYou do anything.\n',
    },
    main: [agent('fetcher', 'toolu_agent_fetcher'), agent('anything', 'toolu_agent_anything')],
    child: {
      anything: [call('ToolSearch', { query: 'select:mcp__probe__echo' }, 'toolu_child_ts'), call('mcp__probe__echo', { text: 'sub' }, 'toolu_child_echo')],
    },
  },
  // Tool search switched off through the settings' env.
  off: { settings: { env: { ENABLE_TOOL_SEARCH: 'false' } } },
};

async function runScenario(scenario) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  const files = {
    ...(scenario.files ?? {}),
    'probe-mcp.cjs': MCP_SERVER,
    '.mcp.json': JSON.stringify({ mcpServers: { probe: { command: 'node', args: ['probe-mcp.cjs'] } } }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
    writeFileSync(path.join(cwd, file), text);
  }
  const hookLog = path.join(work, 'hooks.jsonl');
  const logHook = [{ matcher: '*', hooks: [{ type: 'command', command: `cat >> ${hookLog}; echo >> ${hookLog}` }] }];
  const settings = { ...(scenario.settings ?? {}), enableAllProjectMcpServers: true, hooks: { PreToolUse: logHook, PostToolUse: logHook } };
  writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(settings));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  const main = [...(scenario.main ?? [])];
  const children = Object.fromEntries(Object.entries(scenario.child ?? {}).map(([k, v]) => [k, [...v]]));
  const requests = [];
  const model = await startScriptedModel((req) => {
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'x' }] };
    requests.push(req);
    const child = childOf(req);
    if (child) return children[child]?.shift() ?? done;
    return main.shift() ?? done;
  });
  const run = await new Promise((resolve) => {
    const ch = execFile(
      claude,
      ['-p', 'probe', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', '--model', 'claude-opus-4-6'],
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
        .map((h) => ({
          event: h.hook_event_name,
          tool_name: h.tool_name,
          tool_input: h.tool_input,
          ...(h.tool_response !== undefined && h.tool_name !== 'Agent' ? { tool_response: h.tool_response } : {}),
        }))
    : [];
  return {
    work,
    record: {
      ...(scenario.settings ? { settings: scenario.settings } : {}),
      status: run.status,
      requests: requests.map(describe),
      hooks,
    },
  };
}

/** The subagent a request is for (its task starts `SUBAGENT-TASK <name>`), `main` for the main thread. */
function childOf(req) {
  const first = req.body.messages[0];
  const text = typeof first.content === 'string' ? first.content : JSON.stringify(first.content);
  return /SUBAGENT-TASK (\w+)/.exec(text)?.[1];
}

/** One request: whose it is, the beta header's tool-search flag, tools (deferred marked `*`), the first message's list, later messages. */
function describe(req) {
  const { tools, messages } = req.body;
  const beta = String(req.headers['anthropic-beta'] ?? '');
  const strip = (block) => {
    const { cache_control: _c, caller: _caller, ...rest } = block;
    if (typeof rest.content === 'string') rest.content = rest.content.replace(/\n\n<system-reminder>[\s\S]*$/, '');
    if (Array.isArray(rest.content)) rest.content = rest.content.filter((b) => !(b.type === 'text' && b.text.startsWith('<system-reminder>')));
    return rest;
  };
  return {
    agent: childOf(req) ?? 'main',
    advancedToolUseBeta: beta.split(',').some((b) => b.startsWith('advanced-tool-use-')),
    tools: tools.map((t) => (t.defer_loading ? `${t.name}*` : t.name)),
    loadedDefinitions: tools.filter((t) => t.defer_loading && t.name !== 'DeferredToolPlaceholder'),
    deferred: deferredNames(messages[0]),
    later: messages.slice(1).map((m) => ({
      role: m.role,
      content: (Array.isArray(m.content) ? m.content : [{ type: 'text', text: m.content }])
        .filter((b) => !(b.type === 'text' && b.text.startsWith('<system-reminder>')))
        .map(strip),
    })),
  };
}

/** The names the first message says ToolSearch can load. */
function deferredNames(message) {
  const blocks = Array.isArray(message.content) ? message.content : [];
  const block = blocks.find((b) => b.type === 'text' && b.text.includes('deferred tools are now available'));
  if (!block) return [];
  const list = block.text.split('\n\n')[0];
  return list
    .split('\n')
    .filter((l) => /^[A-Za-z_][\w-]*$/.test(l))
    .map((l) => l.trim());
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const recorded = {};
const works = [];
for (const [name, scenario] of Object.entries(scenarios)) {
  const { work, record } = await runScenario(scenario);
  works.push(work);
  recorded[name] = record;
  console.error(`${name}: ${record.requests.length} requests, ${record.hooks.length} hook calls`);
}

let text = JSON.stringify({ claude_code: version, scenarios: recorded });
for (const w of works) text = text.split(w).join('<tmp>');
text = text
  .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
  .replace(/\ba[0-9a-f]{16}\b/g, '<agentId>')
  .replace(/<usage>[^<]*<\/usage>/g, '<usage>')
  .replace(/\d{4}-\d{2}-\d{2}/g, '<date>')
  .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
const json = `${JSON.stringify(JSON.parse(text), null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
