// Runs Claude Code headless (`claude -p`) against the project's scripted model in the setups that matter to this action
// and records its first Messages API request in each: the tools in order (name, description, input_schema, deferral),
// the system prompt blocks, the first user message's blocks, the request's other fields (thinking, effort, tool_choice,
// context management), where cache_control sits, and the headers that matter. A few setups also make calls to show how
// the CLI answers them (a Glob call where Glob is not offered, read-only find/grep/rg through Bash in dontAsk, a subagent
// whose `tools:` names Glob and Grep). Paths, ids and dates are normalised. What it prints is what the runner is held to
// (test/fixtures/claude-code-first-request/2.1.332.json, test/session/first-request.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/first-request.mjs <claude binary> [out.json] [--only setup,setup]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, outFile] = process.argv.slice(2).filter((a, i, all) => a !== '--only' && all[i - 1] !== '--only');
if (!claude) throw new Error('usage: first-request.mjs <claude binary> [out.json]');

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const done = { content: [{ type: 'text', text: 'done' }] };
const bash = (command, id) => call('Bash', { command, description: command }, id);

// A stdio MCP server with one tool (protocol 2025-06-18), for the .mcp.json setup.
const MCP_SERVER = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  if (m.method === 'initialize') return send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'probe', version: '1.0.0' } } });
  if (m.method === 'tools/list') return send({ jsonrpc: '2.0', id: m.id, result: { tools: [{ name: 'echo', description: 'Echo the text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } }] } });
  send({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'no' } });
});
`;

/** Each setup: CLI arguments, project settings, files, the main thread's turns and a subagent's. */
const setups = {
  bypass: { args: ['--permission-mode', 'bypassPermissions'] },
  allowedTools: {
    // claude-code-action workflows pass tool lists like this one.
    args: ['--permission-mode', 'dontAsk', '--allowedTools', 'Glob,Grep,Read,Edit,Bash(npm test)'],
    files: { 'notes.md': 'hello world\n', 'src/a.txt': 'hello again\n' },
    main: [
      call('Glob', { pattern: '**/*.md' }, 'toolu_glob'),
      call('Grep', { pattern: 'hello' }, 'toolu_grep'),
      bash('find . -name "*.md" -not -path "./.git/*"', 'toolu_find'),
      bash('grep -rn hello src', 'toolu_grep_bash'),
      bash('rg -n hello src', 'toolu_rg'),
      bash('ls src', 'toolu_ls'),
    ],
  },
  disallowBash: { args: ['--permission-mode', 'dontAsk', '--disallowedTools', 'Bash'] },
  disallowBashBypass: { args: ['--permission-mode', 'bypassPermissions', '--disallowedTools', 'Bash'] },
  noBackgroundTasks: { args: ['--permission-mode', 'bypassPermissions'], settings: { env: { CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: '1' } } },
  mcpServer: {
    args: ['--permission-mode', 'bypassPermissions'],
    settings: { enableAllProjectMcpServers: true },
    files: { 'probe-mcp.cjs': MCP_SERVER, '.mcp.json': JSON.stringify({ mcpServers: { probe: { command: 'node', args: ['probe-mcp.cjs'] } } }) },
  },
  agentAndSkill: {
    args: ['--permission-mode', 'bypassPermissions'],
    files: {
      'notes.md': 'hello world\n',
      '.claude/agents/searcher.md':
        '---\nname: searcher\ndescription: Finds text in the repository.\ntools: Glob, Grep, Read\n---\nYou search the repository and say where the text is.\n',
      '.claude/skills/greet/SKILL.md': '---\nname: greet\ndescription: Greets the user by name.\n---\nSay hello to the user.\n',
    },
    main: [
      call(
        'Agent',
        { subagent_type: 'searcher', description: 'find hello', prompt: 'SUBAGENT-TASK searcher: where is hello?', run_in_background: false },
        'toolu_agent',
      ),
    ],
    child: { searcher: [call('Grep', { pattern: 'hello' }, 'toolu_child_grep'), bash('grep -rn hello .', 'toolu_child_bash')] },
  },
  // Which subagents get Glob and Grep: one that names neither (Read only; Read and Bash), one naming TodoWrite, one with no `tools:`, Explore.
  agentTools: {
    args: ['--permission-mode', 'bypassPermissions'],
    files: {
      '.claude/agents/reader.md': '---\nname: reader\ndescription: Reads files.\ntools: Read\n---\nYou read files.\n',
      '.claude/agents/shell.md': '---\nname: shell\ndescription: Runs commands.\ntools: Read, Bash\n---\nYou run commands.\n',
      '.claude/agents/todo.md': '---\nname: todo\ndescription: Keeps a list.\ntools: Read, TodoWrite\n---\nYou keep a list.\n',
      '.claude/agents/anything.md': '---\nname: anything\ndescription: Does anything.\n---\nYou do anything.\n',
    },
    main: ['reader', 'shell', 'todo', 'anything', 'Explore'].map((type) =>
      call('Agent', { subagent_type: type, description: type, prompt: `SUBAGENT-TASK ${type}: say done`, run_in_background: false }, `toolu_agent_${type}`),
    ),
  },
  // Which rules bring Glob and Grep back: `--allowedTools` naming one of them; a settings allow rule; TodoWrite by name.
  allowGrepOnly: { args: ['--permission-mode', 'dontAsk', '--allowedTools', 'Grep(src/**)'] },
  allowTodoWrite: { args: ['--permission-mode', 'dontAsk', '--allowedTools', 'TodoWrite'] },
  settingsAllowGrep: { args: ['--permission-mode', 'dontAsk'], settings: { permissions: { allow: ['Grep', 'Glob'] } } },
  settingsDenyBash: { args: ['--permission-mode', 'dontAsk'], settings: { permissions: { deny: ['Bash'] } } },
  disallowGlob: { args: ['--permission-mode', 'dontAsk', '--disallowedTools', 'Glob'] },
  // A deny rule naming Grep (not Read) on a path: does it keep Bash's read-only grep and cat out of it?
  denyGrepOnly: {
    args: ['--permission-mode', 'dontAsk'],
    settings: { permissions: { deny: ['Grep(./secret/**)', 'Glob(./secret/**)'] } },
    files: { 'secret/key.txt': 'token=abc\n', 'open/a.txt': 'token=open\n' },
    main: [bash('grep -rn token secret', 'toolu_grep_secret'), bash('cat secret/key.txt', 'toolu_cat_secret'), bash('find secret', 'toolu_find_secret')],
  },
  // A Read deny rule inside the tree a recursive search walks: does the CLI refuse the whole search, or let it run?
  denyReadTree: {
    args: ['--permission-mode', 'dontAsk'],
    settings: { permissions: { deny: ['Read(./secret/**)'] } },
    files: { 'secret/key.txt': 'token=abc\n', 'open/a.txt': 'token=open\n' },
    main: [bash('grep -rn token .', 'toolu_grep_dot'), bash('rg -n token', 'toolu_rg_dot'), bash('find . -name "*.txt"', 'toolu_find_dot')],
  },
  denyGrepPath: {
    args: ['--permission-mode', 'dontAsk'],
    settings: { permissions: { allow: ['Bash(grep:*)', 'Bash(find:*)'], deny: ['Grep(./secret/**)', 'Read(./secret/**)'] } },
    files: { 'secret/key.txt': 'token=abc\n', 'open/a.txt': 'token=open\n' },
    main: [bash('grep -rn token secret', 'toolu_grep_secret'), bash('grep -rn token open', 'toolu_grep_open'), bash('find secret', 'toolu_find_secret')],
  },
  // `--tools`: which built-in tools exist at all (a list, "" for none, "default"), how a call of one left out is answered,
  // how it meets --allowedTools, and what a subagent with no `tools:` gets under it.
  toolsList: {
    args: ['--permission-mode', 'bypassPermissions', '--tools', 'Bash,Edit,Read'],
    files: { 'notes.md': 'hello world\n' },
    main: [
      call('Write', { file_path: 'new.txt', content: 'x' }, 'toolu_write'),
      call('Grep', { pattern: 'hello' }, 'toolu_grep'),
      bash('echo hi', 'toolu_echo'),
    ],
  },
  toolsSpaced: { args: ['--permission-mode', 'bypassPermissions', '--tools', 'Read Glob'] },
  toolsEmpty: {
    args: ['--permission-mode', 'bypassPermissions', '--tools', ''],
    main: [bash('echo hi', 'toolu_echo')],
  },
  toolsEmptyMcp: {
    args: ['--permission-mode', 'bypassPermissions', '--tools', ''],
    settings: { enableAllProjectMcpServers: true },
    files: { 'probe-mcp.cjs': MCP_SERVER, '.mcp.json': JSON.stringify({ mcpServers: { probe: { command: 'node', args: ['probe-mcp.cjs'] } } }) },
  },
  toolsDefault: { args: ['--permission-mode', 'bypassPermissions', '--tools', 'default'] },
  toolsSearch: { args: ['--permission-mode', 'bypassPermissions', '--tools', 'Read,Grep,Glob,TodoWrite'] },
  toolsUnknown: { args: ['--permission-mode', 'bypassPermissions', '--tools', 'Read,Bogus,bash'] },
  toolsAllowed: {
    args: ['--permission-mode', 'dontAsk', '--tools', 'Read,Edit', '--allowedTools', 'Bash(echo:*),Grep'],
    main: [bash('echo hi', 'toolu_echo')],
  },
  toolsDisallowed: { args: ['--permission-mode', 'bypassPermissions', '--tools', 'Read,Edit,Bash', '--disallowedTools', 'Edit'] },
  toolsAgent: {
    args: ['--permission-mode', 'bypassPermissions', '--tools', 'Read,Agent'],
    files: {
      '.claude/agents/anything.md': '---\nname: anything\ndescription: Does anything.\n---\nYou do anything.\n',
      '.claude/agents/shell.md': '---\nname: shell\ndescription: Runs commands.\ntools: Read, Bash\n---\nYou run commands.\n',
    },
    main: ['anything', 'shell'].map((type) =>
      call('Agent', { subagent_type: type, description: type, prompt: `SUBAGENT-TASK ${type}: say done`, run_in_background: false }, `toolu_agent_${type}`),
    ),
    child: { shell: [bash('echo hi', 'toolu_child_echo')] },
  },
};

const HEADERS = ['anthropic-beta', 'anthropic-version', 'user-agent', 'x-app', 'x-stainless-timeout'];

async function runSetup(setup) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-probe-'));
  const cwd = path.join(work, 'repo'),
    home = path.join(work, 'home');
  for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
  for (const [file, text] of Object.entries(setup.files ?? {})) {
    mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
    writeFileSync(path.join(cwd, file), text);
  }
  if (setup.settings) writeFileSync(path.join(cwd, '.claude/settings.json'), JSON.stringify(setup.settings));
  writeFileSync(
    path.join(home, '.claude.json'),
    JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } } }),
  );
  spawnSync('git', ['init', '-q'], { cwd });
  const main = [...(setup.main ?? [])];
  const children = Object.fromEntries(Object.entries(setup.child ?? {}).map(([k, v]) => [k, [...v]]));
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
      ['-p', 'probe', '--output-format', 'stream-json', '--verbose', ...setup.args, '--model', 'claude-opus-4-6'],
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
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return {};
      }
    });
  const results = lines
    .filter((m) => m.type === 'user')
    .flatMap((m) => (Array.isArray(m.message?.content) ? m.message.content : []))
    .filter((b) => b.type === 'tool_result')
    .map((b) => ({ id: b.tool_use_id, is_error: b.is_error === true, content: typeof b.content === 'string' ? b.content : JSON.stringify(b.content) }));
  const init = lines.find((m) => m.type === 'system' && m.subtype === 'init');
  const first = requests.find((r) => !childOf(r));
  const subagentRequests = {};
  for (const r of requests) {
    const child = childOf(r);
    // A subagent's tools by name: what it is offered, not how each is described (that is the main request's).
    if (child && !subagentRequests[child]) subagentRequests[child] = { tools: r.body.tools.map((t) => t.name), deferred: deferredNames(r.body.messages[0]) };
  }
  return {
    work,
    record: {
      args: setup.args,
      ...(setup.settings ? { settings: setup.settings } : {}),
      status: run.status,
      stderr: run.stderr.slice(0, 600),
      initTools: init?.tools,
      request: first ? describe(first) : undefined,
      ...(Object.keys(subagentRequests).length ? { subagentRequests } : {}),
      ...(results.length ? { results } : {}),
    },
  };
}

/** The subagent a request is for (its task starts `SUBAGENT-TASK <name>`), none for the main thread. */
function childOf(req) {
  const first = req.body.messages[0];
  const text = typeof first.content === 'string' ? first.content : JSON.stringify(first.content);
  return /SUBAGENT-TASK (\w+)/.exec(text)?.[1];
}

function describe(req) {
  const { tools, system, messages, metadata: _metadata, ...rest } = req.body;
  const firstUser = messages[0];
  return {
    headers: Object.fromEntries(HEADERS.map((h) => [h, req.headers[h]])),
    fields: rest,
    tools: tools.map((t) => t.name),
    deferred: deferredNames(firstUser),
    toolDefinitions: tools,
    system,
    firstUserBlocks: Array.isArray(firstUser.content) ? firstUser.content : [{ type: 'text', text: firstUser.content }],
    messageCount: messages.length,
  };
}

/** The names the first message says ToolSearch can load. */
function deferredNames(message) {
  const blocks = Array.isArray(message.content) ? message.content : [];
  const block = blocks.find((b) => b.type === 'text' && b.text.includes('deferred tools are now available'));
  if (!block) return [];
  return block.text
    .split('\n')
    .filter((l) => /^[A-Za-z_][\w-]*$/.test(l))
    .map((l) => l.trim());
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
// `--only a,b`: run those setups and merge them into the fixture at out.json (the others kept as recorded).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1].split(',') : undefined;
const recorded = {};
const works = [];
for (const [name, setup] of Object.entries(setups)) {
  if (only && !only.includes(name)) continue;
  const { work, record } = await runSetup(setup);
  works.push(work);
  recorded[name] = record;
  console.error(`${name}: ${record.request?.tools.join(',')} | deferred ${record.request?.deferred.join(',')}`);
}

let text = JSON.stringify({ claude_code: version, setups: recorded });
for (const w of works) text = text.split(w).join('<tmp>');
text = text
  .replace(/\/tmp\/cc-probe-[A-Za-z0-9]+/g, '<tmp>')
  .replace(/cc-probe-[A-Za-z0-9]+/g, 'cc-probe-<id>')
  .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
  .replace(/cc_version=[\w.]+/g, 'cc_version=<version>')
  .replace(/\ba[0-9a-f]{16}\b/g, '<agentId>')
  .replace(/<usage>[^<]*<\/usage>|total_tokens: \d+|duration_ms: \d+/g, '<usage>')
  .replace(/\d{4}-\d{2}-\d{2}/g, '<date>')
  .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
const normalised = JSON.parse(text);
const previous = only && outFile ? JSON.parse(readFileSync(outFile, 'utf8')).setups : {};
// The baseline keeps every definition; the other setups keep only what differs from it.
const base = normalised.setups.bypass?.request ?? previous.bypass.request;
for (const [name, r] of Object.entries(normalised.setups)) {
  if (name === 'bypass' || !r.request) continue;
  r.request.toolDefinitions = r.request.toolDefinitions.filter(
    (t) =>
      !isDeepStrictEqual(
        t,
        base.toolDefinitions.find((b) => b.name === t.name),
      ),
  );
  // The system prompt as the lines that differ from the baseline's.
  const lines = (system) => system.flatMap((b) => b.text.split('\n'));
  const [mine, theirs] = [lines(r.request.system), lines(base.system)];
  r.request.system = { added: mine.filter((l) => !theirs.includes(l)), removed: theirs.filter((l) => !mine.includes(l)) };
  // The first message's blocks by index, only those that differ from the baseline's.
  r.request.firstUserBlocks = Object.fromEntries(
    r.request.firstUserBlocks.map((b, i) => [String(i), b]).filter(([i, b]) => !isDeepStrictEqual(b, base.firstUserBlocks[Number(i)])),
  );
}
if (only) normalised.setups = { ...previous, ...normalised.setups };
const json = `${JSON.stringify(normalised, null, 1)}\n`;
if (outFile) writeFileSync(outFile, json);
else process.stdout.write(json);
