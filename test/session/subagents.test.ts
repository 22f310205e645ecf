import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createAgentTool } from '../../src/agent/subagent.js';
import { BUILT_IN_AGENTS } from '../../src/config/agents.js';
import { startScriptedModel, type Script } from '../../support/scripted-model/scripted-model.js';
import {
  commitHooks,
  firstUserText,
  hookScript,
  indexes,
  isChild,
  msgCount,
  readJsonLines,
  resultText,
  run,
  systemText,
  taggedWith,
  toolNames,
  toolResultOf,
  MODEL,
  tempRepoFor,
  modelFor,
} from './harness.js';
import { childTextOf } from '../support/agent-results.js';
import { bash, call, turn } from '../support/scripted-turns.js';

const REVIEWER = [
  '---',
  'name: reviewer',
  'description: Reviews code for bugs.',
  'tools: Read, Grep',
  'model: haiku',
  '---',
  'You are the REVIEWER-MARKER agent. Review what you are asked to.',
  '',
].join('\n');

test("a subagent gets only its own system prompt, tools and task; its final text is the tool result; its cost is the parent's", async (t) => {
  const repo = await tempRepoFor(t, { '.claude/agents/reviewer.md': REVIEWER, 'src/app.js': 'console.log(1);\n' });
  const log = path.join(repo.dir, 'subagent-hooks.jsonl');
  const marker = path.join(repo.dir, 'blocked-once');
  const record = await hookScript(repo.dir, 'record.sh', `cat >> "${log}"; echo >> "${log}"`);
  const stopOnce = await hookScript(repo.dir, 'stop-once.sh', `if [ ! -e "${marker}" ]; then touch "${marker}"; echo "Also check the tests" >&2; exit 2; fi`);
  await commitHooks(repo, {
    SubagentStart: [{ matcher: 'reviewer', hooks: [{ command: record, source: 't' }] }],
    SubagentStop: [
      {
        matcher: 'reviewer',
        hooks: [
          { command: record, source: 't' },
          { command: stopOnce, source: 't' },
        ],
      },
    ],
  });
  const script: Script = (req) => {
    if (isChild('REVIEWER-MARKER')(req)) {
      const n = msgCount(req);
      if (n === 1) return turn(call('Read', { file_path: 'src/app.js' }));
      return { content: [{ type: 'text', text: n === 3 ? 'LGTM (draft).' : 'LGTM: app.js logs 1.' }] };
    }
    return msgCount(req) === 1
      ? turn(
          call(
            'Agent',
            { description: 'Review app', prompt: 'Review src/app.js and report.', subagent_type: 'reviewer', run_in_background: false },
            'toolu_agent',
          ),
        )
      : { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });

  assert.equal(r.result.subtype, 'success');
  assert.equal(r.result.result, 'Parent done.');
  const child = model.requests.filter(isChild('REVIEWER-MARKER'));
  const parent = model.requests.filter((q) => !isChild('REVIEWER-MARKER')(q));
  assert.equal(child.length, 3, 'read, draft answer (blocked by SubagentStop), final answer');
  assert.equal(parent.length, 2);
  for (const req of child) {
    assert.equal(req.body.model, 'claude-haiku-5-5');
    assert.deepEqual(toolNames(req), ['Grep', 'Read']);
    assert.ok(!systemText(req).includes('PARENT-SYSTEM'));
    assert.ok(systemText(req).includes('Only your final message returns to the caller'));
    assert.equal(firstUserText(req), 'Review src/app.js and report.');
  }
  assert.equal(msgCount(child[0] ?? { body: {} }), 1, 'no parent history');
  const parentTools = (parent[0]?.body.tools ?? []) as { name: string; description: string }[];
  const agentTool = parentTools.find((tl) => tl.name === 'Agent');
  assert.ok(agentTool?.description.includes('- reviewer: Reviews code for bugs. (Tools: Read, Grep)'));
  assert.ok(agentTool?.description.includes('- Explore: '));
  assert.equal(childTextOf(resultText(toolResultOf(parent[1]))), 'LGTM: app.js logs 1.');
  assert.ok(!JSON.stringify(parent[1]?.body).includes('console.log(1)'), "the child's tool calls stay in the child");

  assert.equal(r.turnsUsed, 5, 'one counter for the whole tree');
  assert.deepEqual(Object.keys(r.result.modelUsage).sort(), ['claude-haiku-5-5', MODEL]);
  const haiku = r.result.modelUsage['claude-haiku-5-5'];
  const opus = r.result.modelUsage[MODEL];
  assert.ok(haiku && opus && haiku.costUSD > 0 && opus.costUSD > 0);
  assert.ok(Math.abs(r.result.total_cost_usd - haiku.costUSD - opus.costUSD) < 1e-12);

  const childEvents = taggedWith(r.messages, 'toolu_agent');
  assert.equal(childEvents.filter((m) => m.type === 'assistant').length, 3);
  assert.equal(childEvents.filter((m) => m.type === 'user').length, 1, "the child's Read result");

  const calls = await readJsonLines(log);
  assert.deepEqual(
    calls.map((c) => [c['hook_event_name'], c['agent_type'], c['stop_hook_active'] ?? null, c['last_assistant_message'] ?? null]),
    [
      ['SubagentStart', 'reviewer', null, null],
      ['SubagentStop', 'reviewer', false, 'LGTM (draft).'],
      ['SubagentStop', 'reviewer', true, 'LGTM: app.js logs 1.'],
    ],
  );
  assert.ok(typeof calls[0]?.['agent_id'] === 'string' && calls.every((c) => c['agent_id'] === calls[0]?.['agent_id']));
});

/** Two Agent calls in one reply; each child runs Bash once (after a delay) and then answers. */
function twoChildren(type: string): Script {
  return (req) => {
    const task = firstUserText(req);
    if (task.startsWith('TASK-')) {
      if (msgCount(req) > 1) return { content: [{ type: 'text', text: `result of ${task}` }] };
      const command = task === 'TASK-A' ? 'touch child-a.txt' : 'ls';
      return { delayMs: 150, content: [{ type: 'tool_use', name: 'Bash', input: { command } }] };
    }
    if (msgCount(req) > 1) return { content: [{ type: 'text', text: 'Both done.' }] };
    return turn(
      call('Agent', { description: 'A', prompt: 'TASK-A', subagent_type: type, run_in_background: false }, 'toolu_a'),
      call('Agent', { description: 'B', prompt: 'TASK-B', subagent_type: type, run_in_background: false }, 'toolu_b'),
    );
  };
}

test('two read-only (Explore) calls in one turn run in parallel; Explore cannot write even under bypassPermissions', async (t) => {
  const repo = await tempRepoFor(t);
  const model = await modelFor(t, twoChildren('Explore'));
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r.result.subtype, 'success');
  const [a0, a1] = indexes(model, 'TASK-A');
  const [b0, b1] = indexes(model, 'TASK-B');
  assert.ok(a0 !== undefined && a1 !== undefined && b0 !== undefined && b1 !== undefined);
  assert.ok(Math.max(a0, b0) < Math.min(a1, b1), `overlapping children: A ${a0},${a1} B ${b0},${b1}`);
  const final = model.requests.at(-1);
  const results = (final?.body.messages as { content: unknown }[]).at(-1)?.content as { tool_use_id: string; content: string }[];
  assert.deepEqual(
    results.map((b) => [b.tool_use_id, childTextOf(b.content)]),
    [
      ['toolu_a', 'result of TASK-A'],
      ['toolu_b', 'result of TASK-B'],
    ],
  );
  assert.ok(!existsSync(path.join(repo.dir, 'child-a.txt')), "Explore's Bash is held to read-only commands");
  assert.deepEqual(
    toolNames(model.requests[a0]),
    ['Bash', 'Read'],
    'Explore lists no Agent tool (and, as Claude Code 2.1.332, no Glob or Grep the run does not offer)',
  );
});

test('two agents that can write run one after the other, in order', async (t) => {
  const repo = await tempRepoFor(t);
  const model = await modelFor(t, twoChildren('general-purpose'));
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r.result.subtype, 'success');
  const a = indexes(model, 'TASK-A');
  const b = indexes(model, 'TASK-B');
  assert.equal(a.length, 2);
  assert.ok(Math.max(...a) < Math.min(...b), `A ${a} before B ${b}`);
  assert.ok(existsSync(path.join(repo.dir, 'child-a.txt')), 'general-purpose may write');
});

test('depth limit: with 3 levels (the default) the grandchild gets no Agent tool', async (t) => {
  const repo = await tempRepoFor(t);
  const script: Script = (req) => {
    const task = firstUserText(req);
    // The top call waits (run_in_background: false); LEVEL1's own call is a subagent's: in the foreground without asking.
    const delegate = (id: string, prompt: string, wait?: false) =>
      turn(call('Agent', { description: 'go', prompt, subagent_type: 'general-purpose', ...(wait === false ? { run_in_background: false } : {}) }, id));
    if (task === 'LEVEL1')
      return msgCount(req) === 1 ? delegate('toolu_l2', 'LEVEL2') : { content: [{ type: 'text', text: `level1 saw: ${resultText(toolResultOf(req))}` }] };
    if (task === 'LEVEL2') return { content: [{ type: 'text', text: 'level2 done' }] };
    return msgCount(req) === 1 ? delegate('toolu_l1', 'LEVEL1', false) : { content: [{ type: 'text', text: 'top done' }] };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r.result.subtype, 'success');
  const byTask = (task: string) => model.requests.find((q) => firstUserText(q) === task);
  assert.ok(toolNames(byTask('Do the task.')).includes('Agent'));
  assert.ok(toolNames(byTask('LEVEL1')).includes('Agent'));
  assert.ok(!toolNames(byTask('LEVEL2')).includes('Agent'));
  assert.equal(childTextOf(resultText(toolResultOf(model.requests.at(-1)))), 'level1 saw: level2 done');
  assert.equal(taggedWith(r.messages, 'toolu_l2').filter((m) => m.type === 'assistant').length, 1);

  const tool = createAgentTool({ agents: BUILT_IN_AGENTS, parentTools: () => [], depth: 2, maxDepth: 3, runChild: () => assert.fail('must not run') });
  const refused = await tool.execute({ description: 'x', prompt: 'y', subagent_type: 'Explore' }, { signal: new AbortController().signal, toolUseId: 't' });
  assert.equal(refused.isError, true);
  assert.match(refused.content, /limited to 3 levels/);
});

test("a subagent's turns count toward the parent's max_turns; its error comes back as an error result", async (t) => {
  const repo = await tempRepoFor(t);
  const script: Script = (req) =>
    firstUserText(req) === 'LOOP'
      ? bash('echo again')
      : turn(call('Agent', { description: 'loop', prompt: 'LOOP', subagent_type: 'general-purpose', run_in_background: false }, 'toolu_loop'));
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_turns: '3' } });
  const messages = r.messages;
  assert.equal(r.result.subtype, 'error_max_turns');
  assert.equal(model.requests.length, 3);
  assert.equal(r.turnsUsed, 3);
  const agentResult = messages.find((m) => m.type === 'user' && m.parent_tool_use_id === null);
  assert.ok(agentResult && agentResult.type === 'user');
  const block = (agentResult.message.content as { is_error?: boolean; content: string }[])[0];
  assert.equal(block?.is_error, true);
  assert.equal(block?.content, 'Agent "general-purpose" did not finish (error_max_turns): Reached maximum number of turns (3)');

  const failing = await startScriptedModel((req) =>
    firstUserText(req) === 'FAIL'
      ? { fault: { kind: 'http', status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'bad child request' } } } }
      : msgCount(req) === 1
        ? turn(call('Agent', { description: 'f', prompt: 'FAIL', subagent_type: 'Explore', run_in_background: false }))
        : { content: [{ type: 'text', text: 'parent carried on' }] },
  );
  t.after(() => failing.close());
  const r2 = await run({ url: failing.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r2.result.result, 'parent carried on');
  const errorResult = toolResultOf(failing.requests.at(-1));
  assert.equal(errorResult?.is_error, true);
  assert.match(resultText(errorResult), /^Agent "Explore" did not finish \(api_error\): .*bad child request/);
});
