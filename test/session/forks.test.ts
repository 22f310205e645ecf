import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { policyForAgent, resolveAgentModel, selectAgentTools } from '../../src/agent/subagent.js';
import { BUILT_IN_AGENTS, type AgentDefinition } from '../../src/config/agents.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';
import type { AnyTool } from '../../src/tools/types.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { MODEL, firstUserText, indexes, msgCount, resultText, run, systemText, taggedWith, toolNames, toolResultOf, tempRepoFor, modelFor } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

test('a context: fork skill runs as a subagent: the body is its task, only its final text comes back', async (t) => {
  const repo = await tempRepoFor(t, {
    '.claude/skills/audit/SKILL.md':
      '---\nname: audit\ndescription: Audits a folder.\ncontext: fork\nagent: Explore\nmodel: sonnet\n---\nAUDIT-BODY: audit $ARGUMENTS\n',
  });
  const model = await modelFor(t, (req) => {
    if (firstUserText(req).includes('AUDIT-BODY')) return { content: [{ type: 'text', text: 'audit: 0 issues' }] };
    return msgCount(req) === 1 ? turn(call('Skill', { skill: 'audit', args: 'src' }, 'toolu_skill')) : { content: [{ type: 'text', text: 'done' }] };
  });
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r.result.result, 'done');
  const fork = model.requests[1];
  assert.ok(firstUserText(fork).endsWith('AUDIT-BODY: audit src\n'));
  assert.ok(systemText(fork).includes('read-only exploration agent'));
  assert.equal(fork?.body.model, 'claude-sonnet-5-5');
  // Explore takes Read, Glob, Grep and Bash from what the run offers: no Glob or Grep by default, as Claude Code 2.1.332's Explore.
  assert.deepEqual(toolNames(fork), ['Bash', 'Read']);
  assert.equal(resultText(toolResultOf(model.requests[2])), 'audit: 0 issues');
  assert.ok(!JSON.stringify(model.requests[2]?.body).includes('AUDIT-BODY'), 'the body stays in the fork');
  assert.equal(taggedWith(r.messages, 'toolu_skill').length, 1);
});

test('a forked skill that may write and an Agent call of the same turn share one lock: they do not overlap', async (t) => {
  const repo = await tempRepoFor(t, { '.claude/skills/fix/SKILL.md': '---\nname: fix\ndescription: Fixes.\ncontext: fork\n---\nTASK-FIX\n' });
  const model = await startScriptedModel((req) => {
    const task = firstUserText(req);
    const child = task.includes('TASK-FIX') ? 'fix' : task === 'TASK-B' ? 'b' : undefined;
    if (child) {
      return msgCount(req) === 1
        ? { delayMs: 150, content: [{ type: 'tool_use', name: 'Bash', input: { command: `touch ${child}.txt` } }] }
        : { content: [{ type: 'text', text: `${child} finished` }] };
    }
    return msgCount(req) === 1
      ? turn(call('Skill', { skill: 'fix' }), call('Agent', { description: 'b', prompt: 'TASK-B', subagent_type: 'general-purpose' }))
      : { content: [{ type: 'text', text: 'done' }] };
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r.result.result, 'done');
  const fix = model.requests.flatMap((q, i) => (firstUserText(q).includes('TASK-FIX') ? [i] : []));
  const b = indexes(model, 'TASK-B');
  assert.equal(fix.length, 2);
  assert.ok(Math.max(...fix) < Math.min(...b), `fix ${fix} before b ${b}`);
  assert.ok(existsSync(path.join(repo.dir, 'fix.txt')) && existsSync(path.join(repo.dir, 'b.txt')));
});

test('tool selection, model aliases and the policy a subagent runs under', () => {
  const tool = (name: string, readOnly = false): AnyTool => ({
    name,
    description: '',
    inputSchema: { type: 'object' },
    readOnly,
    validate: (v) => ({ ok: true, value: v }),
    execute: async () => ({ content: '', isError: false }),
  });
  const tools = [tool('Bash'), tool('Read', true), tool('Edit'), tool('Agent', true), tool('mcp__gh__issue'), tool('mcp__db__query')];
  const agent = (over: Partial<AgentDefinition>): AgentDefinition => ({
    name: 'a',
    description: 'd',
    disallowedTools: [],
    systemPrompt: '',
    readOnlyBash: false,
    source: 't',
    ...over,
  });
  const names = (a: AgentDefinition) => selectAgentTools(a, tools).map((x) => x.name);
  assert.deepEqual(names(agent({})), ['Bash', 'Read', 'Edit', 'mcp__gh__issue', 'mcp__db__query']);
  assert.deepEqual(names(agent({ tools: ['Read', 'Bash(git diff:*)', 'mcp__gh', 'Task'] })), ['Bash', 'Read', 'mcp__gh__issue']);
  assert.deepEqual(names(agent({ disallowedTools: ['Edit', 'mcp__db__*', 'Bash(rm:*)'] })), ['Bash', 'Read', 'mcp__gh__issue']);
  assert.deepEqual(names(agent({ tools: [] })), []);

  assert.equal(resolveAgentModel('sonnet', MODEL), 'claude-sonnet-5-5');
  assert.equal(resolveAgentModel('opus', 'x'), 'claude-opus-5-5');
  // The CLI's other aliases, as the session's --model reads them.
  assert.equal(resolveAgentModel('opusplan', 'x'), 'claude-opus-5-5');
  assert.equal(resolveAgentModel('sonnet[1m]', 'x'), 'claude-sonnet-5-5');
  assert.equal(resolveAgentModel('haiku', 'x'), 'claude-haiku-5-5');
  assert.equal(resolveAgentModel(undefined, MODEL), MODEL);
  assert.equal(resolveAgentModel('inherit', MODEL), MODEL);
  assert.equal(resolveAgentModel('claude-opus-4-8', MODEL), 'claude-opus-4-8');

  const base: PermissionPolicy = {
    mode: 'acceptEdits',
    allow: [
      { raw: 'Bash', tool: 'Bash', source: 's' },
      { raw: 'Read', tool: 'Read', source: 's' },
    ],
    deny: [],
    readOnlyBash: false,
    workspaceRoot: '/w',
  };
  assert.equal(policyForAgent(base, agent({ permissionMode: 'bypassPermissions' })).mode, 'acceptEdits', 'a file cannot widen the mode');
  assert.equal(policyForAgent(base, agent({ permissionMode: 'plan' })).mode, 'plan');
  const explore = policyForAgent(base, BUILT_IN_AGENTS.find((a) => a.name === 'Explore') ?? assert.fail());
  assert.deepEqual([explore.mode, explore.readOnlyBash, explore.allow.map((x) => x.raw)], ['dontAsk', true, ['Read']]);
});
