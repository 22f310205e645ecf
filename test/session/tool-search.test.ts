import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { toolsTheModelSees, type RecordedRequest, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { deferredToolNames, firstUserText, modelFor, readJsonLines, runIn, tempRepoFor, wholeToolNames } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import { PROBE_MCP_FILES } from '../support/probe-mcp.js';

/**
 * Deferral behind ToolSearch against Claude Code 2.1.332's (scripts/oracle/tool-search.mjs,
 * test/fixtures/claude-code-first-request/2.1.332-tool-search.json): the same scenarios (the probe MCP server, a `*`
 * PreToolUse/PostToolUse hook, the same scripted calls) through the runner, every request checked by the scripted model
 * as the API checks deferred tools (a request it refuses fails the run).
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-first-request/2.1.332-tool-search.json');
type Block = Record<string, unknown> & { type: string };
interface OracleRequest {
  agent: string;
  advancedToolUseBeta: boolean;
  tools: string[];
  deferred: string[];
  later: { role: string; content: Block[] }[];
}
interface OracleScenario {
  settings?: Record<string, unknown>;
  requests: OracleRequest[];
  hooks: { event: string; tool_name: string; tool_input: unknown; tool_response?: unknown }[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { scenarios: Record<string, OracleScenario> }).scenarios;
const scenarioOf = (name: string): OracleScenario => {
  const scenario = oracle[name];
  assert.ok(scenario, `the fixture has the scenario ${name}`);
  return scenario;
};

/** Tools both have (the CLI's own ListAgents, ReportFindings, SendMessage, worktree tools are not the runner's). */
const BOTH = ['Agent', 'Bash', 'Edit', 'Monitor', 'NotebookEdit', 'Read', 'TaskCreate', 'TaskGet', 'TaskList', 'TaskStop', 'TaskUpdate', 'ToolSearch'];
BOTH.push('CronCreate', 'CronDelete', 'CronList', 'ScheduleWakeup');
const both = (names: string[]): string[] => names.filter((n) => BOTH.includes(n) || n.startsWith('Web') || n.startsWith('mcp__')).sort();
/** A request's tools as the fixture writes them: deferred ones (`defer_loading`) marked `*`. */
const marked = (req: RecordedRequest | undefined): string[] =>
  ((req?.body.tools ?? []) as { name: string; defer_loading?: boolean }[]).map((t) => (t.defer_loading ? `${t.name}*` : t.name));
const loadedOf = (names: string[]): string[] => both(names.filter((n) => n.endsWith('*')).map((n) => n.slice(0, -1)));
const hasBeta = (req: RecordedRequest): boolean => String(req.headers['anthropic-beta'] ?? '').includes('advanced-tool-use-2025-11-20');

const agentOf = (req: RecordedRequest): string => /SUBAGENT-TASK (\w+)/.exec(firstUserText(req))?.[1] ?? 'main';
const done: ScriptedTurn = { content: [{ type: 'text', text: 'done' }] };
const agent = (type: string, id: string): ScriptedTurn =>
  turn(call('Agent', { subagent_type: type, description: type, prompt: `SUBAGENT-TASK ${type}: go`, run_in_background: false }, id));

/** The blocks of the user message that answers `id`, and the tool_result itself. */
function answerTo(requests: readonly RecordedRequest[], id: string): { result: Anthropic.ToolResultBlockParam; beside: Block[] } {
  for (const req of requests) {
    for (const message of req.body.messages as Anthropic.MessageParam[]) {
      if (message.role !== 'user' || typeof message.content === 'string') continue;
      const result = message.content.find((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result' && b.tool_use_id === id);
      if (result) return { result, beside: message.content.filter((b) => b.type !== 'tool_result') as unknown as Block[] };
    }
  }
  assert.fail(`no answer to ${id}`);
}
const textOf = (result: Anthropic.ToolResultBlockParam): string =>
  typeof result.content === 'string' ? result.content : (result.content ?? []).map((b) => (b.type === 'text' ? b.text : '')).join('');
/** The CLI's answer to `id` in a scenario's recorded requests. */
function cliAnswerTo(scenario: OracleScenario, id: string): { result: Block; beside: Block[] } {
  for (const req of scenario.requests) {
    for (const message of req.later) {
      const result = message.content.find((b) => b.type === 'tool_result' && b.tool_use_id === id);
      if (result) return { result, beside: message.content.filter((b) => b.type !== 'tool_result') };
    }
  }
  assert.fail(`the fixture has no answer to ${id}`);
}

/** Runs a scenario through the runner: the probe server, a `*` hook logging PreToolUse and PostToolUse stdin. */
async function runScenario(
  t: { after(fn: () => Promise<void>): void },
  scenario: OracleScenario,
  main: ScriptedTurn[],
  opts: { files?: Record<string, string>; child?: Record<string, ScriptedTurn[]> } = {},
) {
  const log = '.claude/hooks.jsonl';
  const logHook = [{ matcher: '*', hooks: [{ type: 'command', command: `cat >> "$CLAUDE_PROJECT_DIR/${log}"; echo >> "$CLAUDE_PROJECT_DIR/${log}"` }] }];
  const settings = { ...(scenario.settings ?? {}), enableAllProjectMcpServers: true, hooks: { PreToolUse: logHook, PostToolUse: logHook } };
  const repo = await tempRepoFor(t, { ...PROBE_MCP_FILES, ...opts.files, '.claude/settings.json': JSON.stringify(settings) });
  const children = Object.fromEntries(Object.entries(opts.child ?? {}).map(([k, v]) => [k, [...v]]));
  const script = [...main];
  const model = await modelFor(t, (req) => {
    const child = agentOf(req);
    return (child === 'main' ? script.shift() : children[child]?.shift()) ?? done;
  });
  const r = await runIn(repo, model.url, { inputs: { permission_mode: 'bypassPermissions' } });
  assert.equal(r.result.subtype, 'success', (r.result.errors ?? []).join('; '));
  // Every request was accepted: the scripted model refuses what the API would (tool_reference without its tool, no beta…).
  assert.ok(model.requests.length > 0);
  const hooks = (await readJsonLines(path.join(repo.dir, log))).map((h) => ({
    event: h.hook_event_name,
    tool_name: h.tool_name,
    tool_input: h.tool_input,
    tool_response: h.tool_response,
  }));
  return { requests: model.requests, hooks, result: r.result };
}

describe('ToolSearch as Claude Code 2.1.332 defers tools (test/fixtures/claude-code-first-request/2.1.332-tool-search.json)', () => {
  it('the first request: built-ins and MCP tools sent by name only, the placeholder with defer_loading, the beta header', async (t) => {
    const cli = scenarioOf('selectMcp');
    const { requests } = await runScenario(t, cli, []);
    const [ours, theirs] = [requests[0], cli.requests[0]];
    assert.ok(ours && theirs);
    assert.deepEqual(both(deferredToolNames(ours)), both(theirs.deferred), 'deferred by name');
    assert.deepEqual(both(wholeToolNames(ours)), both(theirs.tools), 'sent whole');
    assert.deepEqual(
      marked(ours).filter((n) => n.endsWith('*')),
      ['DeferredToolPlaceholder*'],
      'only the placeholder is deferred in the first request',
    );
    assert.equal(hasBeta(ours), theirs.advancedToolUseBeta);
    assert.deepEqual(toolsTheModelSees(ours.body).sort(), wholeToolNames(ours).sort());
  });

  it('ToolSearch loads an MCP tool (tool_reference, "Tool loaded." beside it), the next request carries it with defer_loading, and the model calls it', async (t) => {
    const cli = scenarioOf('selectMcp');
    const main = [turn(call('ToolSearch', { query: 'select:mcp__probe__echo' }, 'toolu_ts')), turn(call('mcp__probe__echo', { text: 'hi' }, 'toolu_echo'))];
    const { requests, hooks } = await runScenario(t, cli, main);
    assert.equal(requests.length, cli.requests.length);
    for (const [i, theirs] of cli.requests.entries()) {
      const ours = requests[i];
      assert.ok(ours);
      assert.deepEqual(loadedOf(marked(ours)), loadedOf(theirs.tools), `request ${i}: tools loaded with defer_loading`);
      assert.equal(hasBeta(ours), theirs.advancedToolUseBeta, `request ${i}: the beta`);
    }
    const loaded = (requests[1]?.body.tools as Anthropic.Tool[]).find((tool) => tool.name === 'mcp__probe__echo');
    assert.deepEqual(loaded?.input_schema, { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] });
    assert.ok(toolsTheModelSees(requests[1]?.body ?? {}).includes('mcp__probe__echo'), 'the API shows the model the loaded tool');
    const [ours, theirs] = [answerTo(requests, 'toolu_ts'), cliAnswerTo(cli, 'toolu_ts')];
    assert.deepEqual(ours.result.content, theirs.result.content);
    assert.deepEqual(
      ours.beside.filter((b) => b.type === 'text' && !String(b.text).startsWith('<system-reminder>')).map((b) => b.text),
      theirs.beside.map((b) => b.text),
    );
    assert.equal(textOf(answerTo(requests, 'toolu_echo').result).trim(), 'echo: hi');
    // PreToolUse and PostToolUse fire for ToolSearch itself, with the default max_results and the CLI's tool_response.
    const strip = (h: { event: unknown; tool_name: unknown; tool_input: unknown }) => ({ event: h.event, tool_name: h.tool_name, tool_input: h.tool_input });
    assert.deepEqual(hooks.map(strip), cli.hooks.map(strip));
    const post = (list: { event: unknown; tool_name: unknown; tool_response?: unknown }[]) =>
      list.find((h) => h.event === 'PostToolUse' && h.tool_name === 'ToolSearch')?.tool_response as { matches: string[]; query: string } | undefined;
    assert.deepEqual({ matches: post(hooks)?.matches, query: post(hooks)?.query }, { matches: post(cli.hooks)?.matches, query: post(cli.hooks)?.query });
  });

  it('queries: keywords load NotebookEdit; select answers a loaded tool too and skips an unknown name; no match says so', async (t) => {
    const cli = scenarioOf('queries');
    const main = [
      turn(call('ToolSearch', { query: 'notebook jupyter' }, 'toolu_ts_kw')),
      turn(call('ToolSearch', { query: 'select:Read,WebFetch,Nope' }, 'toolu_ts_sel2')),
      turn(call('ToolSearch', { query: 'zzzqqq' }, 'toolu_ts_none')),
    ];
    const { requests } = await runScenario(t, cli, main);
    for (const id of ['toolu_ts_kw', 'toolu_ts_sel2', 'toolu_ts_none']) {
      const [ours, theirs] = [answerTo(requests, id).result, cliAnswerTo(cli, id).result];
      assert.deepEqual(ours.content, theirs.content, id);
      assert.equal(ours.is_error === true, theirs.is_error === true, id);
    }
    for (const [i, theirs] of cli.requests.entries()) assert.deepEqual(loadedOf(marked(requests[i])), loadedOf(theirs.tools), `request ${i}`);
  });

  it('a deferred tool called before it was loaded: good input runs it, bad input is refused with the way to load it', async (t) => {
    const cli = scenarioOf('callBeforeLoad');
    const main = [
      turn(call('mcp__probe__echo', { text: 'hi' }, 'toolu_echo_early')),
      turn(call('WebFetch', { nope: 1 }, 'toolu_wf_bad')),
      turn(call('ToolSearch', { query: 'select:mcp__probe__echo', max_results: 'x' }, 'toolu_ts_bad')),
    ];
    const { requests } = await runScenario(t, cli, main);
    assert.equal(textOf(answerTo(requests, 'toolu_echo_early').result).trim(), 'echo: hi');
    const bad = answerTo(requests, 'toolu_wf_bad').result;
    const theirs = String(cliAnswerTo(cli, 'toolu_wf_bad').result.content);
    assert.equal(bad.is_error, true);
    assert.match(theirs, /call ToolSearch with query "select:WebFetch", then retry this call/);
    assert.match(textOf(bad), /^<tool_use_error>InputValidationError: WebFetch failed due to the following issues:\nThe required parameter `url` is missing/);
    assert.match(textOf(bad), /call ToolSearch with query "select:WebFetch", then retry this call\. Its input schema: \{/);
    const tsBad = answerTo(requests, 'toolu_ts_bad').result;
    assert.equal(tsBad.is_error, true);
    assert.equal(textOf(tsBad), String(cliAnswerTo(cli, 'toolu_ts_bad').result.content));
  });

  it('deny rules: a denied deferred tool is not listed, ToolSearch does not find it, and a call is "No such tool"', async (t) => {
    const cli = scenarioOf('deny');
    const main = [
      turn(call('ToolSearch', { query: 'select:WebFetch,mcp__probe__echo' }, 'toolu_ts_denied')),
      turn(call('WebFetch', { url: 'https://example.com', prompt: 'x' }, 'toolu_wf_denied')),
    ];
    const { requests } = await runScenario(t, cli, main);
    assert.deepEqual(both(deferredToolNames(requests[0])), both(cli.requests[0]?.deferred ?? []));
    assert.deepEqual(answerTo(requests, 'toolu_ts_denied').result.content, cliAnswerTo(cli, 'toolu_ts_denied').result.content);
    assert.match(textOf(answerTo(requests, 'toolu_wf_denied').result), /^<tool_use_error>Error: No such tool available: WebFetch/);
  });

  it('subagents: one naming deferred tools gets them whole without ToolSearch; one with every tool loads and calls one', async (t) => {
    const cli = scenarioOf('subagents');
    const files = {
      '.claude/agents/fetcher.md': '---\nname: fetcher\ndescription: Fetches.\ntools: Read, WebFetch, mcp__probe__echo\n---\nYou fetch.\n',
      '.claude/agents/anything.md': '---\nname: anything\ndescription: Anything.\n---\nYou do anything.\n',
    };
    const child = {
      anything: [
        turn(call('ToolSearch', { query: 'select:mcp__probe__echo' }, 'toolu_child_ts')),
        turn(call('mcp__probe__echo', { text: 'sub' }, 'toolu_child_echo')),
      ],
    };
    const { requests, hooks } = await runScenario(t, cli, [agent('fetcher', 'toolu_agent_fetcher'), agent('anything', 'toolu_agent_anything')], {
      files,
      child,
    });
    for (const who of ['fetcher', 'anything']) {
      const [ours, theirs] = [requests.filter((r) => agentOf(r) === who), cli.requests.filter((r) => r.agent === who)];
      assert.equal(ours.length, theirs.length, who);
      assert.deepEqual(both(wholeToolNames(ours[0])), both(theirs[0]?.tools ?? []), `${who}: sent whole`);
      assert.deepEqual(both(deferredToolNames(ours[0])), both(theirs[0]?.deferred ?? []), `${who}: deferred`);
      for (const [i, r] of theirs.entries()) assert.deepEqual(loadedOf(marked(ours[i])), loadedOf(r.tools), `${who} request ${i}`);
    }
    assert.equal(textOf(answerTo(requests, 'toolu_child_echo').result).trim(), 'echo: sub');
    const names = (list: { event: unknown; tool_name: unknown }[]) => list.filter((h) => h.tool_name !== 'Agent').map((h) => `${h.event} ${h.tool_name}`);
    assert.deepEqual(names(hooks), names(cli.hooks));
  });

  it('ENABLE_TOOL_SEARCH=false in the settings env: every tool whole, no ToolSearch, no beta', async (t) => {
    const cli = scenarioOf('off');
    const { requests } = await runScenario(t, cli, []);
    const [ours, theirs] = [requests[0], cli.requests[0]];
    assert.ok(ours && theirs);
    assert.deepEqual(both(wholeToolNames(ours)), both(theirs.tools));
    assert.deepEqual(deferredToolNames(ours), []);
    assert.equal(hasBeta(ours), false);
  });
});

describe('ToolSearch under attack', () => {
  it('a server that drops a loaded tool cannot break the run: the stale reference becomes text, a call is "No such tool"', async (t) => {
    const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../support/list-changed-mcp-server.js');
    const repo = await tempRepoFor(t, { '.mcp.json': JSON.stringify({ mcpServers: { dyn: { command: process.execPath, args: [server] } } }) });
    const script = [
      turn(call('mcp__dyn__add-tool', {}, 'toolu_add')),
      turn(call('ToolSearch', { query: 'select:mcp__dyn__late-tool' }, 'toolu_load')),
      turn(call('mcp__dyn__late-tool', {}, 'toolu_late')),
      turn(call('mcp__dyn__remove-tool', {}, 'toolu_remove')),
      turn(call('mcp__dyn__late-tool', {}, 'toolu_gone')),
    ];
    const model = await modelFor(t, () => script.shift() ?? done);
    const r = await runIn(repo, model.url, { inputs: { permission_mode: 'bypassPermissions' } });
    assert.equal(r.result.subtype, 'success', (r.result.errors ?? []).join('; '));
    // The added tool is announced as deferred with the next call, loaded, and called.
    assert.ok(deferredToolNames(model.requests[1]).includes('mcp__dyn__late-tool'), deferredToolNames(model.requests[1]).join(', '));
    assert.ok(marked(model.requests[2]).includes('mcp__dyn__late-tool*'));
    assert.equal(textOf(answerTo(model.requests, 'toolu_late').result).trim(), 'late tool ran');
    // Once removed, no request carries a reference to it (the scripted model would refuse one, as the API does).
    const after = model.requests.at(-1);
    assert.ok(after && !marked(after).includes('mcp__dyn__late-tool*'));
    assert.match(textOf(answerTo([after], 'toolu_load').result), /no longer offered: mcp__dyn__late-tool/);
    assert.match(textOf(answerTo([after], 'toolu_gone').result), /No such tool available: mcp__dyn__late-tool/);
    assert.equal(model.requests.length, 6);
  });

  it('dontAsk: ToolSearch needs no rule, but loading a tool grants nothing: WebFetch without a rule is still refused', async (t) => {
    const repo = await tempRepoFor(t);
    const script = [
      turn(call('ToolSearch', { query: 'select:WebFetch' }, 'toolu_load')),
      turn(call('WebFetch', { url: 'https://example.com/', prompt: 'x' }, 'toolu_fetch')),
    ];
    const model = await modelFor(t, () => script.shift() ?? done);
    const r = await runIn(repo, model.url, { inputs: { permission_mode: 'dontAsk' } });
    assert.deepEqual(answerTo(model.requests, 'toolu_load').result.content, [{ type: 'tool_reference', tool_name: 'WebFetch' }]);
    assert.deepEqual(
      r.result.permission_denials.map((d) => d.tool_use_id),
      ['toolu_fetch'],
    );
  });
});
