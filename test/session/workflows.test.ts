import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest, Script } from '../../support/scripted-model/scripted-model.js';
import {
  commitHooks,
  firstUserText,
  hookScript,
  msgCount,
  readJsonLines,
  resultText,
  run,
  systemText,
  toolNames,
  toolResultOf,
  writeFiles,
  modelFor,
  tempRepoFor,
} from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures');

// The CLI as the oracle: what Claude Code 2.1.332 sent for the same workflow (test/fixtures/claude-code-workflows).
interface Oracle {
  script: string;
  listingLine: string;
  skillTextNoArgs: string;
  skillTextWithArgs: string;
  slashArgs: string;
  workflowAgentFirstText: string;
  structuredOutputTool: unknown;
  notificationStatus: string;
  notificationSummary: string;
  notificationResult: string;
  subagentHooks: { agent_type: string; startFields: string[] };
}
const ORACLE = JSON.parse(readFileSync(path.join(FIXTURES, 'claude-code-workflows', '2.1.332.json'), 'utf8')) as Oracle;
/** Claude Code ends the text with a pointer to its built-in `workflow-authoring` skill, which the runner does not have. */
const withoutAuthoringSkill = (text: string): string => text.replace(/\n\nIf the user asks you to modify this workflow[^\n]*$/, '');

const isWorkflowAgent = (req: RecordedRequest): boolean => systemText(req).includes('started by a workflow script');

test('the CLI oracle: a committed workflow listed as a skill, the Skill text, each agent() a framed subagent, agent({schema}) through StructuredOutput, the result', async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, { '.claude/workflows/hello.js': ORACLE.script });
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) {
      if (firstUserText(req).includes('WORKER answer'))
        return msgCount(req) === 1 ? turn(call('StructuredOutput', { answer: 'forty-two' })) : { content: [{ type: 'text', text: 'given' }] };
      return { content: [{ type: 'text', text: 'sub-text-answer' }] };
    }
    const n = msgCount(req);
    if (n === 1) return turn(call('Skill', { skill: 'hello' }));
    if (n === 3) return turn(call('Workflow', { name: 'hello', args: { x: 1 } }, 'toolu_workflow'));
    return { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });

  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const main = model.requests.filter((q) => !isWorkflowAgent(q));
  assert.ok(toolNames(main[0]).includes('Workflow'));
  assert.ok(JSON.stringify(main[0]?.body).includes(JSON.stringify(ORACLE.listingLine).slice(1, -1)), 'listed as Claude Code lists it');
  assert.ok(
    JSON.stringify((main[1]?.body.messages as unknown[] | undefined)?.at(-1)).includes(
      JSON.stringify(withoutAuthoringSkill(ORACLE.skillTextNoArgs)).slice(1, -1),
    ),
  );
  const answer = resultText(toolResultOf(main[2]));
  for (const part of [ORACLE.notificationStatus, ORACLE.notificationSummary, ORACLE.notificationResult]) assert.ok(answer.includes(part), `${part}\n${answer}`);
  assert.match(answer, /<agent_count>2<\/agent_count><agents_done>2<\/agents_done><agents_error>0<\/agents_error>/);

  const children = model.requests.filter(isWorkflowAgent);
  assert.equal(children.length, 3, 'one reply for the text agent, two for the schema agent');
  assert.deepEqual(
    children.map((c) => firstUserText(c)),
    [ORACLE.workflowAgentFirstText, ORACLE.workflowAgentFirstText.replace('say hi', 'answer'), ORACLE.workflowAgentFirstText.replace('say hi', 'answer')],
  );
  for (const child of children)
    assert.ok(!toolNames(child).includes('Agent') && !toolNames(child).includes('Workflow'), 'a workflow agent neither delegates nor runs workflows');
  const schemaTool = (children[1]?.body.tools as { name: string }[] | undefined)?.find((tool) => tool.name === 'StructuredOutput');
  assert.deepEqual(schemaTool, ORACLE.structuredOutputTool);
  // The agents' messages are the Workflow call's, in the transcript.
  assert.ok(r.messages.some((m) => 'parent_tool_use_id' in m && m.parent_tool_use_id === 'toolu_workflow'));
});

test('/name args gives the text Claude Code gives, the arguments in the Workflow call', async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/workflows/greet.js':
      "export const meta = {\n  name: 'hello-x',\n  description: 'Greet differently',\n  phases: [{ title: 'One' }],\n}\nreturn args\n",
  });
  const model = await modelFor(t, [{ content: [{ type: 'text', text: 'done' }] }]);
  await run({ url: model.url, repo, prompt: `/hello-x ${ORACLE.slashArgs}` });
  assert.ok(JSON.stringify(model.requests[0]?.body.messages).includes(JSON.stringify(withoutAuthoringSkill(ORACLE.skillTextWithArgs)).slice(1, -1)));
});

test('the subagent cap refuses a spawn: agent() throws with the reason, the script may catch it', async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION: '1' } }),
    '.claude/workflows/two.js': `export const meta = { name: 'two', description: 'Two agents' }
const first = await agent('WORKER one');
let second;
try { second = await agent('WORKER two'); } catch (e) { second = 'refused: ' + e.message; }
return { first, second };
`,
  });
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return { content: [{ type: 'text', text: 'one-done' }] };
    return msgCount(req) === 1 ? turn(call('Workflow', { name: 'two' })) : { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success');
  assert.equal(model.requests.filter(isWorkflowAgent).length, 1, 'the second agent never reached the model');
  const answer = resultText(toolResultOf(model.requests.at(-1)));
  assert.match(answer, /"first":"one-done","second":"refused: Subagent limit reached: this run has started 1 subagents/);
});

test('at the budget no agent starts: agent() throws with Claude Code words, and the run stops at its budget', async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/workflows/spend.js': `export const meta = { name: 'spend', description: 'One agent' }
try { return await agent('WORKER one'); } catch (e) { return 'refused: ' + e.message; }
`,
  });
  // The first reply bills more than the whole budget ($5 at Opus prices is 1M input tokens).
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return { content: [{ type: 'text', text: 'should not run' }] };
    return { ...turn(call('Workflow', { name: 'spend' }, 'toolu_spend')), usage: { input_tokens: 2_000_000 } };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_budget_usd: '5' } });
  assert.equal(model.requests.filter(isWorkflowAgent).length, 0);
  const toolResult = JSON.stringify(r.messages);
  assert.match(toolResult, /refused: Budget limit reached \(\$\d+\.\d\d spent of the \$5 maximum\)\. New agents cannot be started\./);
  assert.equal(r.result.subtype, 'error_max_budget_usd');
});

test('a script the model writes runs when a rule allows Workflow; a bad meta is refused before anything runs', async (t) => {
  const repo = await tempRepoFor(t);
  const inline = `export const meta = { name: 'inline', description: 'Inline' }\nreturn await parallel([() => agent('WORKER a'), () => { throw new Error('x') }])`;
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return { content: [{ type: 'text', text: 'a-done' }] };
    const n = msgCount(req);
    if (n === 1) return turn(call('Workflow', { script: 'const x = 1\nexport const meta = { name: x }' }));
    if (n === 3) return turn(call('Workflow', { script: inline }));
    return { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', allowed_tools: 'Workflow' } });
  assert.equal(r.result.subtype, 'success');
  const main = model.requests.filter((q) => !isWorkflowAgent(q));
  assert.match(
    resultText(toolResultOf(main[1])),
    /Workflow script has a syntax error and was not launched:\nSyntaxError: script: `export const meta = \{\.\.\.\}` must be the first statement/,
  );
  assert.match(resultText(toolResultOf(main[2])), /<result>\["a-done",null\]<\/result>/);
});

test('without a committed workflow or a rule naming it, the Workflow tool is not offered', async (t) => {
  const repo = await tempRepoFor(t);
  const model = await modelFor(t, [{ content: [{ type: 'text', text: 'done' }] }]);
  await run({ url: model.url, repo });
  assert.ok(!toolNames(model.requests[0]).includes('Workflow'));
});

test("workflow agents share the run's turns and its permissions: a denied call is denied inside too, and past max_turns an agent gives null", async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/workflows/three.js': `export const meta = { name: 'three', description: 'Three agents' }
const out = []
for (const n of [1, 2, 3]) out.push(await agent('WORKER ' + n))
return out
`,
  });
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) {
      if (firstUserText(req).includes('WORKER 1') && msgCount(req) === 1) return turn(call('Bash', { command: 'rm -rf build' }));
      return { content: [{ type: 'text', text: `answer ${firstUserText(req).slice(-1)}` }] };
    }
    return msgCount(req) === 1 ? turn(call('Workflow', { name: 'three' }, 'toolu_three')) : { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await modelFor(t, script);
  // Turns: the Workflow call, agent 1's two replies, agent 2's one; agent 3 finds none left.
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', allowed_tools: 'Workflow', max_turns: '4' } });
  const answer = JSON.stringify(
    r.messages.filter((m) => m.type === 'user' && JSON.stringify(m).includes('toolu_three') && JSON.stringify(m).includes('<result>')),
  );
  assert.match(answer, /<result>\[\\"answer 1\\",\\"answer 2\\",null\]<\/result>/);
  assert.match(answer, /<agents_error>1<\/agents_error>/);
  assert.ok(
    r.result.permission_denials.some((d) => d.tool_name === 'Bash'),
    'the agent asked for Bash, which no rule allows under dontAsk',
  );
  assert.equal(r.result.subtype, 'error_max_turns');
});

test('under dontAsk the Workflow call needs a rule, as in Claude Code', async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, { '.claude/workflows/hello.js': ORACLE.script });
  const script: Script = (req) => (msgCount(req) === 1 ? turn(call('Workflow', { name: 'hello' })) : { content: [{ type: 'text', text: 'Parent done.' }] });
  const model = await modelFor(t, script);
  await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk' } });
  assert.equal(model.requests.filter(isWorkflowAgent).length, 0);
  const refused = resultText(toolResultOf(model.requests[1]));
  assert.match(refused, /Workflow/);
  assert.equal(toolResultOf(model.requests[1])?.is_error, true);
});

test("each workflow agent fires SubagentStart and SubagentStop as Claude Code's does: agent_type workflow-subagent", async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.dir, 'subagent-hooks.jsonl');
  await writeFiles(repo.dir, { '.claude/workflows/hello.js': ORACLE.script });
  const record = await hookScript(repo.dir, 'record.sh', `cat >> "${log}"; echo >> "${log}"`);
  await commitHooks(repo, {
    SubagentStart: [{ matcher: ORACLE.subagentHooks.agent_type, hooks: [{ command: record, source: 't' }] }],
    SubagentStop: [{ matcher: ORACLE.subagentHooks.agent_type, hooks: [{ command: record, source: 't' }] }],
  });
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) {
      if (firstUserText(req).includes('WORKER answer') && msgCount(req) === 1) return turn(call('StructuredOutput', { answer: 'forty-two' }));
      return { content: [{ type: 'text', text: 'sub-text-answer' }] };
    }
    return msgCount(req) === 1 ? turn(call('Workflow', { name: 'hello' })) : { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await modelFor(t, script);
  await run({ url: model.url, repo });
  const fired = await readJsonLines(log);
  assert.deepEqual(
    fired.map((f) => [f.hook_event_name, f.agent_type]),
    ['SubagentStart', 'SubagentStop', 'SubagentStart', 'SubagentStop'].map((e) => [e, 'workflow-subagent']),
  );
  for (const start of fired.filter((f) => f.hook_event_name === 'SubagentStart'))
    for (const field of ORACLE.subagentHooks.startFields) assert.ok(field in start, `SubagentStart has ${field}`);
});

test("parallel workflow agents never spend past max_budget_usd: each call's worst case is reserved before it is sent", async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/workflows/fan.js': `export const meta = { name: 'fan', description: 'Eight readers at once' }
return await parallel([1, 2, 3, 4, 5, 6, 7, 8].map((n) => () => agent('WORKER read ' + n, { agentType: 'Explore' })))
`,
  });
  // Each reader's reply bills 60k output tokens: a few fit the budget, the rest must be refused before they are sent.
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return { content: [{ type: 'text', text: 'read' }], usage: { output_tokens: 60_000 } };
    return msgCount(req) === 1 ? turn(call('Workflow', { name: 'fan' }, 'toolu_fan')) : { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_budget_usd: '8', max_output_tokens: '64000' } });
  assert.ok(r.result.total_cost_usd <= 8, `spent ${r.result.total_cost_usd}`);
  const answer = JSON.stringify(
    r.messages.filter((m) => m.type === 'user' && JSON.stringify(m).includes('toolu_fan') && JSON.stringify(m).includes('<result>')),
  );
  assert.match(answer, /null/, 'some readers were refused for want of budget');
  assert.match(answer, /\\"read\\"/, 'some readers ran');
});
