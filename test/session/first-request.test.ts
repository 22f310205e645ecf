import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { deferredToolNames, firstUserText, offeredToolNames, modelFor, resultText, runIn, tempRepoFor, toolResultOf, wholeToolNames } from './harness.js';
import { bash, call, turn } from '../support/scripted-turns.js';
import { PROBE_MCP_FILES } from '../support/probe-mcp.js';

/**
 * The first request's tools against Claude Code 2.1.332's: test/fixtures/claude-code-first-request/2.1.332.json holds
 * what the CLI sent in each setup (scripts/oracle/first-request.mjs). The runner runs the same setups (its inputs for the
 * CLI's flags, the same settings and files) and must offer the same tools of those both have, with the same input
 * fields; a subagent the same tools as the CLI's subagent.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-first-request/2.1.332.json');
interface ToolDefinition {
  name: string;
  input_schema: { properties: Record<string, unknown> };
}
interface OracleRequest {
  tools: string[];
  deferred: string[];
  toolDefinitions: ToolDefinition[];
}
interface OracleSetup {
  args: string[];
  settings?: Record<string, unknown>;
  request?: OracleRequest;
  initTools?: string[];
  subagentRequests?: Record<string, { tools: string[]; deferred: string[] }>;
  results?: { id: string; is_error: boolean; content: string }[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { setups: Record<string, OracleSetup> }).setups;
function setupOf(name: string): OracleSetup & { request: OracleRequest } {
  const setup = oracle[name];
  assert.ok(setup?.request, `the fixture has the setup ${name} with its request`);
  return { ...setup, request: setup.request };
}

/**
 * The tools both have, compared by name, each where it is sent: whole, or by name only behind ToolSearch. Not compared,
 * each written down in docs/claude-code-compatibility.md: the CLI's
 * own (worktrees, the DeferredToolPlaceholder; ListAgents and SendMessage, the main thread's only, are held by
 * agent-messages.test.ts), Skill and
 * Workflow (the runner offers them when the repository has skills or workflows; the CLI has bundled ones), and the
 * runner's AskUserQuestion (how a run asks a person, needs_input).
 */
const COMPARED = [
  'Agent',
  'Bash',
  'CronCreate',
  'CronDelete',
  'CronList',
  'Edit',
  'Glob',
  'Grep',
  'Monitor',
  'NotebookEdit',
  'Read',
  'ReportFindings',
  'ScheduleWakeup',
  'TaskCreate',
  'TaskGet',
  'TaskList',
  'TaskStop',
  'TaskUpdate',
  'TodoWrite',
  'ToolSearch',
  'WebFetch',
  'WebSearch',
  'Write',
];

/** The action's inputs for the CLI's flags of a setup (`--tools` through claude_args, as a workflow gives it). */
function inputsFor(args: string[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  const names: Record<string, string> = { '--permission-mode': 'permission_mode', '--allowedTools': 'allowed_tools', '--disallowedTools': 'disallowed_tools' };
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === '--tools') {
      inputs.claude_args = `--tools ${JSON.stringify(args[i + 1] ?? '')}`;
      continue;
    }
    const name = names[args[i] ?? ''];
    assert.ok(name, `no input for ${args[i]}`);
    inputs[name] = args[i + 1] ?? '';
  }
  return inputs;
}

/** What is offered, split as it is sent: whole, and by name only (loaded through ToolSearch); the compared tools and MCP tools. */
interface Offer {
  whole: string[];
  deferred: string[];
}
const compared = (names: string[]): string[] => names.filter((name) => COMPARED.includes(name) || name.startsWith('mcp__')).sort();
const cliOffers = (req: { tools: string[]; deferred: string[] }): Offer => ({ whole: compared(req.tools), deferred: compared(req.deferred) });
const SEARCH = ['Glob', 'Grep', 'TodoWrite'];
const runnerOffers = (req: RecordedRequest | undefined): Offer => ({ whole: compared(wholeToolNames(req)), deferred: compared(deferredToolNames(req)) });

const AGENT_FILES: Record<string, string> = {
  'notes.md': 'hello world\n',
  '.claude/agents/searcher.md': '---\nname: searcher\ndescription: Finds text in the repository.\ntools: Glob, Grep, Read\n---\nYou search the repository.\n',
  '.claude/agents/reader.md': '---\nname: reader\ndescription: Reads files.\ntools: Read\n---\nYou read files.\n',
  '.claude/agents/shell.md': '---\nname: shell\ndescription: Runs commands.\ntools: Read, Bash\n---\nYou run commands.\n',
  '.claude/agents/todo.md': '---\nname: todo\ndescription: Keeps a list.\ntools: Read, TodoWrite\n---\nYou keep a list.\n',
  '.claude/agents/anything.md': '---\nname: anything\ndescription: Does anything.\n---\nYou do anything.\n',
};

/** Runs one setup; `agents` are subagent types the main thread starts, one after another, each answering at once. */
async function runSetup(
  t: { after(fn: () => Promise<void>): void },
  setup: OracleSetup,
  agents: string[] = [],
): Promise<{ first: RecordedRequest | undefined; children: Map<string, RecordedRequest> }> {
  const mcp = setup.settings?.enableAllProjectMcpServers === true ? PROBE_MCP_FILES : {};
  const files: Record<string, string> = { ...AGENT_FILES, ...mcp, ...(setup.settings ? { '.claude/settings.json': JSON.stringify(setup.settings) } : {}) };
  const repo = await tempRepoFor(t, files);
  const main: ScriptedTurn[] = agents.map((type) =>
    turn(call('Agent', { subagent_type: type, description: type, prompt: `SUBAGENT-TASK ${type}`, run_in_background: false })),
  );
  const children = new Map<string, RecordedRequest>();
  let first: RecordedRequest | undefined;
  const model = await modelFor(t, (req) => {
    const child = /SUBAGENT-TASK (\w+)/.exec(firstUserText(req))?.[1];
    if (child) {
      if (!children.has(child)) children.set(child, req);
      return { content: [{ type: 'text', text: 'done' }] };
    }
    first ??= req;
    return main.shift() ?? { content: [{ type: 'text', text: 'done' }] };
  });
  await runIn(repo, model.url, { inputs: inputsFor(setup.args) });
  return { first, children };
}

/**
 * The calls the oracle made in its setups (scripts/oracle/first-request.mjs), the same files, and where the runner
 * decides otherwise on purpose (docs/claude-code-compatibility.md, "The first request"): a `Grep(path)`/`Glob(path)`
 * deny rule binds Bash's reads, and a recursive search whose tree holds a Read-denied file is refused whole.
 */
const SECRET_FILES = { 'secret/key.txt': 'token=abc\n', 'open/a.txt': 'token=open\n' };
const CALLS: Record<string, { files: Record<string, string>; turns: ScriptedTurn[]; stricter?: string[] }> = {
  allowedTools: {
    files: { 'notes.md': 'hello world\n', 'src/a.txt': 'hello again\n' },
    turns: [
      turn(call('Glob', { pattern: '**/*.md' }, 'toolu_glob')),
      turn(call('Grep', { pattern: 'hello' }, 'toolu_grep')),
      bash('find . -name "*.md" -not -path "./.git/*"', 'toolu_find'),
      bash('grep -rn hello src', 'toolu_grep_bash'),
      bash('rg -n hello src', 'toolu_rg'),
      bash('ls src', 'toolu_ls'),
    ],
  },
  denyGrepPath: {
    files: SECRET_FILES,
    turns: [bash('grep -rn token secret', 'toolu_grep_secret'), bash('grep -rn token open', 'toolu_grep_open'), bash('find secret', 'toolu_find_secret')],
  },
  denyGrepOnly: {
    files: SECRET_FILES,
    turns: [bash('grep -rn token secret', 'toolu_grep_secret'), bash('cat secret/key.txt', 'toolu_cat_secret'), bash('find secret', 'toolu_find_secret')],
    stricter: ['toolu_grep_secret', 'toolu_cat_secret', 'toolu_find_secret'],
  },
  denyReadTree: {
    files: SECRET_FILES,
    turns: [bash('grep -rn token .', 'toolu_grep_dot'), bash('rg -n token', 'toolu_rg_dot'), bash('find . -name "*.txt"', 'toolu_find_dot')],
    stricter: ['toolu_grep_dot', 'toolu_rg_dot', 'toolu_find_dot'],
  },
};

describe('the first request against Claude Code 2.1.332 (test/fixtures/claude-code-first-request/2.1.332.json)', () => {
  for (const name of [
    'bypass',
    'allowedTools',
    'allowGrepOnly',
    'allowTodoWrite',
    'settingsAllowGrep',
    'disallowBash',
    'disallowBashBypass',
    'settingsDenyBash',
    'disallowGlob',
    'noBackgroundTasks',
    // `claude_args --tools`: which built-in tools exist.
    'toolsList',
    'toolsSpaced',
    'toolsDefault',
    'toolsSearch',
    'toolsUnknown',
    'toolsAllowed',
    'toolsDisallowed',
    'toolsAgent',
    'mcpServer',
  ]) {
    const setup = setupOf(name);
    it(`${name} (${setup.args.join(' ')}${setup.settings ? ` + settings ${JSON.stringify(setup.settings)}` : ''}): the same tools, whole or deferred, the same input fields`, async (t) => {
      const { first } = await runSetup(t, setup);
      assert.ok(first, 'the runner made a request');
      assert.deepEqual(runnerOffers(first), cliOffers(setup.request));
      // Input fields of the tools the CLI sent whole (the others it deferred behind ToolSearch): the baseline's, or this setup's where they differ.
      const definitions = new Map([...setupOf('bypass').request.toolDefinitions, ...setup.request.toolDefinitions].map((d) => [d.name, d]));
      for (const tool of (first.body.tools ?? []) as unknown as ToolDefinition[]) {
        const cli = definitions.get(tool.name);
        if (!cli || !COMPARED.includes(tool.name) || !setup.request.tools.includes(tool.name)) continue;
        const fields = (d: ToolDefinition): string[] => Object.keys(d.input_schema.properties).sort();
        assert.deepEqual(fields(tool), fields(cli), `${tool.name}'s input fields`);
      }
    });
  }

  it('subagents: one whose tools: names Glob and Grep gets them; one naming neither, or TodoWrite, does not; the built-in Explore gets neither; one with every tool gets ToolSearch and the deferred list', async (t) => {
    const types = ['searcher', 'reader', 'shell', 'todo', 'anything', 'Explore'];
    const { children } = await runSetup(t, setupOf('bypass'), types);
    const cli: Record<string, { tools: string[]; deferred: string[] }> = {
      ...setupOf('agentAndSkill').subagentRequests,
      ...setupOf('agentTools').subagentRequests,
    };
    for (const type of types) {
      const want = cli[type];
      assert.ok(want, type);
      // The built-in Explore is the runner's own read-only agent (Read, Bash held to the read-only list): only the search tools are compared.
      const among = type === 'Explore' ? (names: string[]) => names.filter((n) => SEARCH.includes(n)) : (names: string[]) => names;
      const [ours, theirs] = [runnerOffers(children.get(type)), cliOffers(want)];
      assert.deepEqual(among(ours.whole), among(theirs.whole), `${type}: sent whole`);
      assert.deepEqual(among(ours.deferred), among(theirs.deferred), `${type}: deferred behind ToolSearch`);
    }
  });

  it('a call of Glob, Grep or TodoWrite where they are not offered: the answer says what to use instead, as 2.1.332 says it', async (t) => {
    const repo = await tempRepoFor(t, { 'notes.md': 'hello\n' });
    const script = [
      turn(call('Grep', { pattern: 'hello' }, 'toolu_grep')),
      turn(call('Glob', { pattern: '*.md' }, 'toolu_glob')),
      turn(call('TodoWrite', { todos: [] }, 'toolu_todo')),
    ];
    const model = await modelFor(t, () => script.shift() ?? { content: [{ type: 'text', text: 'done' }] });
    await runIn(repo, model.url, { inputs: inputsFor(setupOf('bypass').args) });
    const answers = model.requests.slice(1, 4).map((req) => resultText(toolResultOf(req)));
    assert.match(
      answers[0] ?? '',
      /^<tool_use_error>Error: No such tool available: Grep\. Grep is not available in this session — search file contents with `grep` via the Bash tool instead\./,
    );
    assert.match(
      answers[1] ?? '',
      /^<tool_use_error>Error: No such tool available: Glob\. Glob is not available in this session — find files with `find` via the Bash tool instead\./,
    );
    assert.match(
      answers[2] ?? '',
      /^<tool_use_error>Error: No such tool available: TodoWrite\. TodoWrite is disabled for this session, in subagents as well as here\./,
    );
  });

  for (const [name, { files, turns, stricter = [] }] of Object.entries(CALLS)) {
    it(`${name}: the calls the CLI answered are answered alike (find, grep, rg through Bash in dontAsk; refusals)`, async (t) => {
      const setup = setupOf(name);
      const repo = await tempRepoFor(t, { ...files, ...(setup.settings ? { '.claude/settings.json': JSON.stringify(setup.settings) } : {}) });
      const script = [...turns];
      const model = await modelFor(t, () => script.shift() ?? { content: [{ type: 'text', text: 'done' }] });
      const r = await runIn(repo, model.url, { inputs: inputsFor(setup.args) });
      const denied = new Map(r.result.permission_denials.map((d) => [d.tool_use_id, d.reason]));
      for (const want of setup.results ?? []) {
        const refused = want.is_error || stricter.includes(want.id);
        assert.equal(
          denied.has(want.id),
          refused,
          `${want.id}: ${refused ? 'refused' : 'allowed'} (the CLI: ${want.content.slice(0, 120)}; ours: ${denied.get(want.id)})`,
        );
      }
    });
  }

  it('--tools "": no built-in tool at all (the CLI made no request with tools); MCP tools stay', async (t) => {
    const empty = oracle.toolsEmpty;
    assert.ok(empty && empty.request === undefined && empty.initTools?.length === 0, 'the CLI offered nothing');
    assert.deepEqual(oracle.toolsEmptyMcp?.initTools, ['mcp__probe__echo']);
    const { first } = await runSetup(t, { ...empty, request: { tools: [], deferred: [], toolDefinitions: [] } });
    assert.ok(first);
    assert.deepEqual(offeredToolNames(first), []);
  });

  it('--tools: a call of a built-in tool left out is answered as 2.1.332 answers it, in the main thread and in a subagent; an allow rule does not bring it back', async (t) => {
    const cli = new Map(
      ['toolsList', 'toolsAllowed', 'toolsAgent'].flatMap((name) => (setupOf(name).results ?? []).map((r) => [`${name} ${r.id}`, r.content])),
    );
    const runs: { setup: string; turns: ScriptedTurn[]; child?: ScriptedTurn[] }[] = [
      {
        setup: 'toolsList',
        turns: [
          turn(call('Write', { file_path: 'new.txt', content: 'x' }, 'toolu_write')),
          turn(call('Grep', { pattern: 'hello' }, 'toolu_grep')),
          bash('echo hi', 'toolu_echo'),
        ],
      },
      { setup: 'toolsAllowed', turns: [bash('echo hi', 'toolu_echo')] },
      {
        setup: 'toolsAgent',
        turns: [turn(call('Agent', { subagent_type: 'shell', description: 'shell', prompt: 'SUBAGENT-TASK shell', run_in_background: false }))],
        child: [bash('echo hi', 'toolu_child_echo')],
      },
    ];
    for (const { setup, turns, child = [] } of runs) {
      const repo = await tempRepoFor(t, { 'notes.md': 'hello world\n', ...AGENT_FILES });
      const model = await modelFor(t, (req) => {
        const own = /SUBAGENT-TASK/.test(firstUserText(req)) ? child : turns;
        return own.shift() ?? { content: [{ type: 'text', text: 'done' }] };
      });
      await runIn(repo, model.url, { inputs: inputsFor(setupOf(setup).args) });
      for (const req of model.requests) {
        const result = toolResultOf(req);
        const key = `${setup} ${result?.tool_use_id}`;
        const want = cli.get(key);
        if (!result || want === undefined) continue;
        // The runner adds the tools there are before the closing tag; the CLI's words come first, whole.
        const ours = resultText(result);
        assert.ok(ours.startsWith(want.replace(/<\/tool_use_error>$/, '')), `${setup} ${result.tool_use_id}: ${ours} (the CLI: ${want})`);
        cli.delete(key);
      }
    }
    assert.deepEqual(
      [...cli.keys()].filter((key) => !key.includes(' toolu_agent')),
      [],
      'every call the CLI answered was made',
    );
  });

  it('--tools: a subagent picks among the tools that exist (tools: Read, Bash under --tools Read,Agent gets Read)', async (t) => {
    const { children } = await runSetup(t, setupOf('toolsAgent'), ['shell']);
    const want = setupOf('toolsAgent').subagentRequests?.shell;
    assert.ok(want);
    assert.deepEqual(runnerOffers(children.get('shell')), cliOffers(want));
  });

  it('--tools naming no built-in tool of the run (a typo, lowercase bash) is a warning naming them; the run goes on', async (t) => {
    const repo = await tempRepoFor(t);
    const model = await modelFor(t, () => ({ content: [{ type: 'text', text: 'done' }] }));
    const r = await runIn(repo, model.url, { inputs: inputsFor(setupOf('toolsUnknown').args) });
    assert.equal(r.result.subtype, 'success');
    assert.match(r.outcome.warnings.join('\n'), /--tools names Bogus, bash, not a built-in tool of this run/);
  });
});
