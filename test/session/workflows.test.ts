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
import { mainSteps, notices } from '../support/workflow-agents.js';
import { RunBudget } from '../../src/agent/budget.js';
import { spawnRefusal } from '../../src/agent/spawn-gate.js';

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
  mainToolResultHead: string;
  subagentHooks: { agent_type: string; startFields: string[] };
}
const ORACLE = JSON.parse(readFileSync(path.join(FIXTURES, 'claude-code-workflows', '2.1.332.json'), 'utf8')) as Oracle;
/** Claude Code ends the text with a pointer to its built-in `workflow-authoring` skill, which the runner does not have. */
const withoutAuthoringSkill = (text: string): string => text.replace(/\n\nIf the user asks you to modify this workflow[^\n]*$/, '');

const isWorkflowAgent = (req: RecordedRequest): boolean => systemText(req).includes('started by a workflow script');
/** The workflows' notices the main agent's last request carries (they run in the background, as in Claude Code). */
const noticesOf = (requests: RecordedRequest[]): string[] => notices(requests.filter((req) => !isWorkflowAgent(req)).at(-1));

test('the CLI oracle: a committed workflow listed as a skill, the Skill text, each agent() a framed subagent, agent({schema}) through StructuredOutput, the result', async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, { '.claude/workflows/hello.js': ORACLE.script });
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) {
      if (firstUserText(req).includes('WORKER answer'))
        return msgCount(req) === 1 ? turn(call('StructuredOutput', { answer: 'forty-two' })) : { content: [{ type: 'text', text: 'given' }] };
      return { content: [{ type: 'text', text: 'sub-text-answer' }] };
    }
    return mainSteps(req, [turn(call('Skill', { skill: 'hello' })), turn(call('Workflow', { name: 'hello', args: { x: 1 } }, 'toolu_workflow'))]);
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
  assert.ok(resultText(toolResultOf(main[2])).startsWith(ORACLE.mainToolResultHead.replace(/\S+$/, '')), 'launched in the background, as Claude Code says it');
  const answer = noticesOf(model.requests)[0] ?? '';
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
    return mainSteps(req, [turn(call('Workflow', { name: 'two' }))]);
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success');
  assert.equal(model.requests.filter(isWorkflowAgent).length, 1, 'the second agent never reached the model');
  const answer = noticesOf(model.requests)[0] ?? '';
  assert.match(answer, /"first":"one-done","second":"refused: Subagent limit reached: this run has started 1 subagents/);
});

test('at the budget no agent starts: agent() is refused in Claude Code words, and the run stops at its budget', async (t) => {
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
  assert.equal(r.result.subtype, 'error_max_budget_usd');
  // The words agent() throws with (the run itself ends at the budget, so the workflow's notice may not be read).
  const budget = new RunBudget(5, {});
  budget.charge('claude-opus-5-5', { input_tokens: 2_000_000, output_tokens: 0 }, 'main');
  assert.match(spawnRefusal(budget, undefined) ?? '', /^Budget limit reached \(\$\d+\.\d\d spent of the \$5 maximum\)\. New agents cannot be started\./);
});

test('a script the model writes runs when a rule allows Workflow; a bad meta is refused before anything runs', async (t) => {
  const repo = await tempRepoFor(t);
  const inline = `export const meta = { name: 'inline', description: 'Inline' }\nreturn await parallel([() => agent('WORKER a'), () => { throw new Error('x') }])`;
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return { content: [{ type: 'text', text: 'a-done' }] };
    return mainSteps(req, [turn(call('Workflow', { script: 'const x = 1\nexport const meta = { name: x }' })), turn(call('Workflow', { script: inline }))]);
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', allowed_tools: 'Workflow' } });
  assert.equal(r.result.subtype, 'success');
  const main = model.requests.filter((q) => !isWorkflowAgent(q));
  assert.match(
    resultText(toolResultOf(main[1])),
    /Workflow script has a syntax error and was not launched:\nSyntaxError: script: `export const meta = \{\.\.\.\}` must be the first statement/,
  );
  assert.match(noticesOf(model.requests)[0] ?? '', /<result>\["a-done",null\]<\/result>/);
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
    return mainSteps(req, [turn(call('Workflow', { name: 'three' }, 'toolu_three'))]);
  };
  const model = await modelFor(t, script);
  // Turns: the Workflow call, the main agent's reply while it runs, agent 1's two replies, agent 2's one: agent 3 finds
  // none left (and neither does the main agent to read the notice: the run ends at max_turns).
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', allowed_tools: 'Workflow', max_turns: '5' } });
  const asked = (n: number): number => model.requests.filter((req) => isWorkflowAgent(req) && firstUserText(req).endsWith(`WORKER ${n}`)).length;
  assert.deepEqual([asked(1), asked(2), asked(3)], [2, 1, 0]);
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
    return mainSteps(req, [turn(call('Workflow', { name: 'hello' }))]);
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
    return mainSteps(req, [turn(call('Workflow', { name: 'fan' }, 'toolu_fan'))]);
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_budget_usd: '8', max_output_tokens: '64000' } });
  assert.ok(r.result.total_cost_usd <= 8, `spent ${r.result.total_cost_usd}`);
  const answer = noticesOf(model.requests)[0] ?? '';
  assert.match(answer, /null/, 'some readers were refused for want of budget');
  assert.match(answer, /"read"/, 'some readers ran');
});
