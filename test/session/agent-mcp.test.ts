import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Script } from '../../support/scripted-model/scripted-model.js';
import { isChild, msgCount, resultText, run, toolNames, toolResultOf, tempRepoFor, modelFor } from './harness.js';
import { call, text, turn } from '../support/scripted-turns.js';

const SERVER = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'support', 'modern-mcp-server.js');
const server = { command: process.execPath, args: [SERVER] };
/** The agent's own server, "own", as an `mcpServers` entry: the test MCP server. */
const OWN = ['  - own:', `      command: ${JSON.stringify(process.execPath)}`, `      args: [${JSON.stringify(SERVER)}]`];

/** The researcher agent's file: `front` lines in its front matter, then its `mcpServers` entries. */
const researcher = (front: string[], servers: string[]): string =>
  ['---', 'name: researcher', 'description: Researches.', ...front, 'mcpServers:', ...servers, '---', 'You are the RESEARCHER-MARKER agent.', ''].join('\n');

/**
 * An agent file's `mcpServers` (Claude Code's schema: names of the run's servers, and one-key objects defining the
 * agent's own): the named server's tools and its own server's join the agent's whatever its `tools` list says; its own
 * server starts with each run of it and is the agent's only; a name the run does not configure is a warning.
 */
test("an agent's mcpServers: the run's server by name, its own server started for it and offered to it alone", async (t) => {
  const repo = await tempRepoFor(t, {
    '.mcp.json': JSON.stringify({ mcpServers: { shared: server } }),
    '.claude/agents/researcher.md': researcher(['tools: Read'], ['  - shared', '  - missing', ...OWN]),
  });
  const script: Script = (req) => {
    if (isChild('RESEARCHER-MARKER')(req)) {
      const steps = [turn(call('mcp__own__echo', { text: 'from-own' }, 'toolu_own')), turn(call('mcp__shared__echo', { text: 'from-shared' }, 'toolu_shared'))];
      return steps[(msgCount(req) - 1) / 2] ?? text('researched');
    }
    const steps = [
      turn(call('Agent', { description: 'Research', prompt: 'Research.', subagent_type: 'researcher' }, 'toolu_agent')),
      turn(call('Agent', { description: 'Again', prompt: 'Research again.', subagent_type: 'researcher' }, 'toolu_again')),
    ];
    return steps[(msgCount(req) - 1) / 2] ?? text('Done.');
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  const child = model.requests.filter(isChild('RESEARCHER-MARKER'));
  const offered = toolNames(child[0]);
  assert.ok(offered.includes('mcp__own__echo') && offered.includes('mcp__shared__echo') && offered.includes('Read'), offered.join(' '));
  assert.ok(!offered.includes('Bash'), '`tools: Read` still narrows the built-in tools');
  assert.equal(resultText(toolResultOf(child[1])), 'echo: from-own');
  assert.equal(resultText(toolResultOf(child[2])), 'echo: from-shared');
  // Each run of the agent starts its own server again (the first one was stopped when that run ended).
  const again = child.filter((q) => JSON.stringify(q.body.messages).includes('Research again.'));
  assert.equal(resultText(toolResultOf(again[1])), 'echo: from-own');
  const parent = model.requests.filter((q) => !isChild('RESEARCHER-MARKER')(q));
  assert.ok(toolNames(parent[0]).includes('mcp__shared__echo'));
  assert.ok(!toolNames(parent[0]).some((name) => name.startsWith('mcp__own__')), "the agent's own server is not the main thread's");
  assert.match(
    r.outcome.warnings.join('\n'),
    /researcher\.md: front matter field "mcpServers": no MCP server "missing" is configured for this run; the agent runs without it/,
  );
  assert.doesNotMatch(r.outcome.warnings.join('\n'), /not honoured by the runner \(the agent has the run's MCP servers\)/);
});

test("an agent's own server is under the run's rules: a deny rule removes its tool, a server that fails is a warning", async (t) => {
  const repo = await tempRepoFor(t, {
    '.claude/agents/researcher.md': researcher([], [...OWN, '  - broken:', '      command: /nonexistent/server', '  - 42']),
  });
  const script: Script = (req) => {
    if (isChild('RESEARCHER-MARKER')(req)) return msgCount(req) === 1 ? turn(call('mcp__own__echo', { text: 'x' }, 'toolu_own')) : text('researched');
    return msgCount(req) === 1
      ? turn(call('Agent', { description: 'Research', prompt: 'Research.', subagent_type: 'researcher' }, 'toolu_agent'))
      : text('Done.');
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20', disallowed_tools: 'mcp__own__echo' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const child = model.requests.filter(isChild('RESEARCHER-MARKER'));
  assert.ok(!toolNames(child[0]).includes('mcp__own__echo'), 'a bare deny rule removes the tool, as for the run’s servers');
  const warnings = r.outcome.warnings.join('\n');
  assert.match(warnings, /MCP \(agent researcher\): .*broken/);
  assert.match(warnings, /researcher\.md: front matter field "mcpServers"\[2\]: expected a server name or an object/);
});
