import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startScriptedModel, type RecordedRequest, type Script } from '../../support/scripted-model/scripted-model.js';
import { firstUserText, msgCount, resultText, run, systemText, tempRepo, toolNames, toolResultOf, writeFiles } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

// As Claude Code 2.1.332 runs it (observed with the CLI against the scripted model): listed among the skills by its
// meta.name, `/hello` gives the model the text that names the Workflow call, each agent() is a subagent.
const HELLO = `export const meta = {
  name: 'hello',
  description: 'Say hello through two agents',
  whenToUse: 'When the user wants a greeting',
  phases: [{ title: 'Greet', detail: 'two agents' }],
};
phase('Greet');
log(\`args are \${JSON.stringify(args)}\`);
const a = await agent('WORKER say hi', { label: 'hi' });
const b = await agent('WORKER answer', { schema: { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] } });
return { a, b };
`;

const isWorkflowAgent = (req: RecordedRequest): boolean => systemText(req).includes('started by a workflow script');

test('a committed workflow is listed as a skill; /hello leads to the Workflow tool, each agent() a subagent, a schema answered through StructuredOutput', async (t) => {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  await writeFiles(repo.dir, { '.claude/workflows/hello.js': HELLO });
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) {
      if (firstUserText(req).includes('WORKER answer'))
        return msgCount(req) === 1 ? turn(call('StructuredOutput', { answer: 'forty-two' })) : { content: [{ type: 'text', text: 'given' }] };
      return { content: [{ type: 'text', text: 'sub-text-answer' }] };
    }
    return msgCount(req) === 1
      ? turn(call('Workflow', { name: 'hello', args: { x: 1 } }, 'toolu_workflow'))
      : { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await startScriptedModel(script);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: '/hello some words' });

  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const main = model.requests.filter((q) => !isWorkflowAgent(q));
  const first = main[0];
  assert.ok(toolNames(first).includes('Workflow'));
  assert.match(JSON.stringify(first?.body), /- hello: Say hello through two agents - When the user wants a greeting/);
  assert.ok(
    JSON.stringify(first?.body.messages).includes(
      JSON.stringify(
        'Run the "hello" workflow.\n\nSay hello through two agents\n\nWhen the user wants a greeting\n\nPhases:\n- Greet: two agents\n\nInvoke: Workflow({ name: "hello", args: "some words" })',
      ).slice(1, -1),
    ),
    'the /hello text, as Claude Code words it',
  );
  const answer = resultText(toolResultOf(main[1]));
  assert.match(answer, /<status>completed<\/status>/);
  assert.match(answer, /<result>\{"a":"sub-text-answer","b":\{"answer":"forty-two"\}\}<\/result>/);
  assert.match(answer, /<agent_count>2<\/agent_count><agents_done>2<\/agents_done><agents_error>0<\/agents_error>/);

  const children = model.requests.filter(isWorkflowAgent);
  assert.equal(children.length, 3, 'one reply for the text agent, two for the schema agent');
  for (const child of children) {
    assert.ok(!toolNames(child).includes('Agent') && !toolNames(child).includes('Workflow'), 'a workflow agent neither delegates nor runs workflows');
    assert.match(firstUserText(child), /^\[Workflow harness — computed task\][^\n]*\n {2}WORKER/);
  }
  assert.ok(children.some((c) => toolNames(c).includes('StructuredOutput')));
  // The agents' messages are the Workflow call's, in the transcript.
  assert.ok(r.messages.some((m) => 'parent_tool_use_id' in m && m.parent_tool_use_id === 'toolu_workflow'));
});

test('the subagent cap refuses a spawn: agent() throws with the reason, the script may catch it', async (t) => {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
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
  const model = await startScriptedModel(script);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success');
  assert.equal(model.requests.filter(isWorkflowAgent).length, 1, 'the second agent never reached the model');
  const answer = resultText(toolResultOf(model.requests.at(-1)));
  assert.match(answer, /"first":"one-done","second":"refused: Subagent limit reached: this run has started 1 subagents/);
});

test('at the budget no agent starts: agent() throws with Claude Code words, and the run stops at its budget', async (t) => {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
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
  const model = await startScriptedModel(script);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { max_budget_usd: '5' } });
  assert.equal(model.requests.filter(isWorkflowAgent).length, 0);
  const toolResult = JSON.stringify(r.messages);
  assert.match(toolResult, /refused: Budget limit reached \(\$\d+\.\d\d spent of the \$5 maximum\)\. New agents cannot be started\./);
  assert.equal(r.result.subtype, 'error_max_budget_usd');
});

test('a script the model writes runs when a rule allows Workflow; a bad meta is refused before anything runs', async (t) => {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  const inline = `export const meta = { name: 'inline', description: 'Inline' }\nreturn await parallel([() => agent('WORKER a'), () => { throw new Error('x') }])`;
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return { content: [{ type: 'text', text: 'a-done' }] };
    const n = msgCount(req);
    if (n === 1) return turn(call('Workflow', { script: 'const x = 1\nexport const meta = { name: x }' }));
    if (n === 3) return turn(call('Workflow', { script: inline }));
    return { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await startScriptedModel(script);
  t.after(() => model.close());
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
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  const model = await startScriptedModel([{ content: [{ type: 'text', text: 'done' }] }]);
  t.after(() => model.close());
  await run({ url: model.url, repo });
  assert.ok(!toolNames(model.requests[0]).includes('Workflow'));
});
