import { test } from 'node:test';
import assert from 'node:assert/strict';
import { link, mkdir, symlink, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { RecordedRequest, Script } from '../../support/scripted-model/scripted-model.js';
import { firstUserText, modelFor, msgCount, readJsonLines, resultText, run, systemText, tempRepoFor, toolResultOf, writeFiles } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import { mainSteps, notices } from '../support/workflow-agents.js';

// Claude Code 2.1.332's Workflow surface beyond `name` and `script`: `scriptPath`, `resumeFromRunId`, `workflow()`
// inside a script, opts.model/effort and `budget` (its wording is quoted where the runner gives the same text).

const isWorkflowAgent = (req: RecordedRequest): boolean => systemText(req).includes('started by a workflow script');

/** The main agent makes `steps` in order (one per reply), then ends; each workflow agent answers `answer(task)`. */
function mainThen(steps: Parameters<typeof mainSteps>[1], answer: (task: string) => string = (task) => `did ${task.split('\n').at(-1)?.trim()}`): Script {
  return (req) => {
    if (isWorkflowAgent(req)) return { content: [{ type: 'text', text: answer(firstUserText(req)) }] };
    return mainSteps(req, steps);
  };
}

/** The notices of the workflows the main agent ran, as its last request carries them. */
function noticesOf(requests: RecordedRequest[]): string[] {
  return notices(requests.filter((req) => !isWorkflowAgent(req)).at(-1));
}

/** The tool results the main agent got, in order. */
function mainResults(requests: RecordedRequest[]): string[] {
  return requests
    .filter((req) => !isWorkflowAgent(req) && msgCount(req) > 1)
    .map((req) => ((req.body.messages as { role: string }[]).at(-2)?.role === 'assistant' ? toolResultOf(req) : undefined))
    .filter((block) => block !== undefined)
    .map((block) => resultText(block));
}

const tasks = (requests: RecordedRequest[]): string[] => requests.filter(isWorkflowAgent).map((req) => firstUserText(req).split('\n').at(-1)?.trim() ?? '');

const SCRIPT = (marker: string): string => `export const meta = { name: 'from-file', description: 'A script from a file' }\nreturn await agent('${marker}')\n`;

test('scriptPath: a script the model wrote in the working directory runs like an inline one', async (t) => {
  const repo = await tempRepoFor(t);
  const model = await modelFor(
    t,
    mainThen([
      turn(call('Write', { file_path: path.join(repo.dir, 'scratch', 'flow.js'), content: SCRIPT('WORKER from file') })),
      turn(call('Workflow', { scriptPath: 'scratch/flow.js' })),
    ]),
  );
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow' } });
  assert.equal(r.result.subtype, 'success');
  assert.deepEqual(tasks(model.requests), ['WORKER from file']);
  assert.match(mainResults(model.requests)[1] ?? '', /^Workflow launched in background\. Task ID: w[0-9a-f]+\nSummary: A script from a file\nRun ID: wf_/);
  assert.match(noticesOf(model.requests)[0] ?? '', /<status>completed<\/status>[\s\S]*<result>did WORKER from file<\/result>/);
});

test('scriptPath attacks: outside the working directory, /proc, a link out, a second hard link, a deny rule, a FIFO — refused before anything runs; control: the same script inside runs', async (t) => {
  const repo = await tempRepoFor(t);
  const outsideDir = path.join(repo.tempDir, 'outside');
  await mkdir(outsideDir, { recursive: true });
  const outside = path.join(outsideDir, 'evil.js');
  await writeFile(outside, SCRIPT('WORKER LEAK outside'));
  await writeFiles(repo.dir, { 'ok/flow.js': SCRIPT('WORKER control'), 'secret/flow.js': SCRIPT('WORKER LEAK denied') });
  await symlink(outside, path.join(repo.dir, 'link.js'));
  await link(outside, path.join(repo.dir, 'hard.js'));
  assert.equal(spawnSync('mkfifo', [path.join(repo.dir, 'fifo.js')]).status, 0);
  const attempts = [outside, '../outside/evil.js', '/proc/self/environ', 'link.js', 'hard.js', 'secret/flow.js', 'missing.js'];
  const model = await modelFor(t, mainThen([...attempts, 'fifo.js', 'ok/flow.js'].map((scriptPath) => turn(call('Workflow', { scriptPath })))));
  const settings = JSON.stringify({ permissions: { deny: ['Read(secret/**)'] } });
  await writeFiles(repo.dir, { '.claude/settings.json': settings });
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow', max_turns: '20' } });
  assert.equal(r.result.subtype, 'success');
  const results = mainResults(model.requests);
  assert.equal(results.length, attempts.length + 2);
  for (const [i, shown] of attempts.slice(0, -1).entries())
    assert.match(results[i] ?? '', /^scriptPath must be a file you can already read \(the working directory\)/, `${shown}: ${results[i]}`);
  assert.match(results[attempts.length - 1] ?? '', /^Workflow script file not found: missing\.js/);
  assert.match(results[attempts.length] ?? '', /^Workflow script file fifo\.js is not a regular file/);
  assert.ok(!results.join('\n').includes('PATH='), 'nothing of /proc/self/environ is echoed');
  assert.deepEqual(tasks(model.requests), ['WORKER control'], 'only the control started an agent');
});

test('nested workflow(): a saved workflow by name runs inline with its args; a child cannot nest again; a bad name names what exists', async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/workflows/child.js': `export const meta = { name: 'child', description: 'The child' }
phase('ignored in a child')
log('child log')
const a = await agent('WORKER child ' + args.n)
let again
try { again = await workflow('child') } catch (e) { again = e.message }
return { a, again }
`,
    '.claude/workflows/parent.js': `export const meta = { name: 'parent', description: 'The parent' }
const first = await workflow('child', { n: 1 })
const second = await workflow('child', { n: 2 })
let missing
try { await workflow('nope') } catch (e) { missing = e.message }
let bad
try { await workflow(42) } catch (e) { bad = e.message }
return { first, second, missing, bad }
`,
  });
  const model = await modelFor(t, mainThen([turn(call('Workflow', { name: 'parent' }))]));
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success');
  assert.deepEqual(tasks(model.requests), ['WORKER child 1', 'WORKER child 2']);
  const result = noticesOf(model.requests)[0] ?? '';
  const value = JSON.parse(/<result>(.*)<\/result>/s.exec(result)?.[1] ?? 'null') as Record<string, Record<string, string> | string>;
  const nestOnce =
    'workflow() cannot be called from within a child workflow — nesting is limited to one level. Inline the inner script or call its agents directly.';
  assert.deepEqual(value.first, { a: 'did WORKER child 1', again: nestOnce });
  assert.deepEqual(value.second, { a: 'did WORKER child 2', again: nestOnce });
  assert.equal(value.missing, "workflow('nope'): no workflow with that name. Available: child, parent");
  assert.equal(value.bad, 'workflow() expects a workflow name (string) or {scriptPath: string}');
  assert.match(result, /<agent_count>2<\/agent_count><agents_done>2<\/agents_done>/);
});

test('a recursion bomb through workflow() stops at the subagent cap: nested agents count as the run’s, and a script cannot nest past one level', async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION: '3' } }),
    '.claude/workflows/bomb.js': `export const meta = { name: 'bomb', description: 'Fans out through nesting' }
const child = await workflow('leaf').catch((e) => 'refused: ' + e.message)
return child
`,
    '.claude/workflows/leaf.js': `export const meta = { name: 'leaf', description: 'Many agents and a nested bomb' }
const out = await parallel(Array.from({ length: 40 }, (_, i) => () => agent('WORKER bomb ' + i)))
let deeper
try { deeper = await workflow('bomb') } catch (e) { deeper = 'nested refused' }
return { started: out.filter((x) => x !== null).length, deeper }
`,
  });
  const model = await modelFor(t, mainThen([turn(call('Workflow', { name: 'bomb' }))]));
  const r = await run({ url: model.url, repo, inputs: { max_turns: '60' } });
  assert.equal(r.result.subtype, 'success');
  assert.equal(tasks(model.requests).length, 3, 'the cap of 3 subagents holds across the nested workflow');
  assert.match(noticesOf(model.requests)[0] ?? '', /<result>\{"started":3,"deeper":"nested refused"\}<\/result>/);
});

test('resumeFromRunId: a failed run names its Run ID; the edited script replays the finished agent() from cache and runs the rest; an unknown id is refused in Claude Code words', async (t) => {
  const repo = await tempRepoFor(t);
  const head = "export const meta = { name: 'resumable', description: 'Two steps' }\nconst a = await agent('WORKER step one')\n";
  const failing = `${head}throw new Error('post-processing bug')\n`;
  const fixed = `${head}const b = await agent('WORKER step two')\nreturn [a, b]\n`;
  let runId = '';
  const idFrom = (req: RecordedRequest): string => /resumeFromRunId: '(wf_[a-z0-9-]+)'/.exec(notices(req)[0] ?? '')?.[1] ?? '';
  const script = mainThen([
    turn(call('Workflow', { script: failing })),
    (req) => {
      runId = idFrom(req);
      return turn(call('Workflow', { script: fixed, resumeFromRunId: runId }));
    },
    turn(call('Workflow', { script: fixed, resumeFromRunId: 'wf_000000-000' })),
  ]);
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow' } });
  assert.equal(r.result.subtype, 'success');
  const [failed, resumed] = noticesOf(model.requests);
  const unknown = mainResults(model.requests).at(-1);
  assert.match(failed ?? '', /<status>failed<\/status>[\s\S]*post-processing bug/);
  assert.match(
    failed ?? '',
    /<recovery>To resume after editing the script, call: Workflow\(\{script: <the edited script>, resumeFromRunId: 'wf_[a-z0-9-]+'\}\)<\/recovery>/,
  );
  assert.match(runId, /^wf_[a-z0-9-]{12}$/);
  assert.deepEqual(tasks(model.requests), ['WORKER step one', 'WORKER step two'], 'step one ran once: the resume took it from cache');
  assert.match(resumed ?? '', /<result>\["did WORKER step one","did WORKER step two"\]<\/result>/);
  assert.match(
    resumed ?? '',
    /Resume: 1 of the journal's 1 saved result served from cache\. Call 2 and every call after it run fresh, not from cache: it has no saved result/,
  );
  assert.equal(
    unknown,
    'No journal found for workflow run wf_000000-000, so there is nothing to resume. To run the workflow from the start, call Workflow again without resumeFromRunId.',
  );
});

test('resume with a reordered script: the first call that no longer matches and every later one run again (never another call’s result)', async (t) => {
  const repo = await tempRepoFor(t);
  const first = "export const meta = { name: 'order', description: 'Order' }\nreturn [await agent('WORKER A'), await agent('WORKER B')]\n";
  const swapped = "export const meta = { name: 'order', description: 'Order' }\nreturn [await agent('WORKER B'), await agent('WORKER A')]\n";
  const script = mainThen([
    turn(call('Workflow', { script: first })),
    (req) => turn(call('Workflow', { script: swapped, resumeFromRunId: /resumeFromRunId: '(wf_[a-z0-9-]+)'/.exec(notices(req)[0] ?? '')?.[1] ?? '' })),
  ]);
  const model = await modelFor(t, script);
  await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow' } });
  assert.deepEqual(tasks(model.requests), ['WORKER A', 'WORKER B', 'WORKER B', 'WORKER A']);
  assert.match(
    noticesOf(model.requests)[1] ?? '',
    /<result>\["did WORKER B","did WORKER A"\]<\/result>[\s\S]*Resume matched nothing: 0 of the journal's 2 saved results/,
  );
});

test('workflow({scriptPath}) is read by the same rule as scriptPath: a file outside or a link out is refused inside the script; control: a file inside runs', async (t) => {
  const repo = await tempRepoFor(t);
  const outside = path.join(repo.tempDir, 'evil-nested.js');
  await writeFile(outside, SCRIPT('WORKER LEAK nested'));
  await symlink(outside, path.join(repo.dir, 'nested-link.js'));
  await writeFiles(repo.dir, { 'inner.js': SCRIPT('WORKER inner') });
  const flow = `export const meta = { name: 'outer', description: 'Outer' }
const tryRun = (ref) => workflow(ref).catch((e) => e.message)
return [await tryRun({ scriptPath: ${JSON.stringify(outside)} }), await tryRun({ scriptPath: 'nested-link.js' }), await tryRun({ scriptPath: 'inner.js' })]
`;
  const model = await modelFor(t, mainThen([turn(call('Workflow', { script: flow }))]));
  await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow' } });
  assert.deepEqual(tasks(model.requests), ['WORKER inner']);
  const value = JSON.parse(/<result>(.*)<\/result>/s.exec(noticesOf(model.requests)[0] ?? '')?.[1] ?? 'null') as string[];
  assert.match(value[0] ?? '', /^workflow\(\{scriptPath: '.*evil-nested\.js'\}\): scriptPath must be a file you can already read/);
  assert.match(value[1] ?? '', /^workflow\(\{scriptPath: 'nested-link\.js'\}\): scriptPath must be a file you can already read/);
  assert.equal(value[2], 'did WORKER inner');
});

test("agent() opts.model and opts.effort are applied to that agent (aliases as for subagents), its hook events say its effort; budget.total is null and budget.spent() the run's output tokens", async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.dir, 'stops.jsonl');
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ hooks: { SubagentStop: [{ hooks: [{ type: 'command', command: `cat >> '${log}'; echo >> '${log}'` }] }] } }),
  });
  const flow = `export const meta = { name: 'tuned', description: 'Tuned' }
const before = budget.spent()
const a = await agent('WORKER tuned', { model: 'haiku' })
const c = await agent('WORKER low', { effort: 'low' })
const b = await agent('WORKER plain')
return { a, c, b, total: budget.total, grew: budget.spent() > before, infinite: budget.remaining() === Infinity }
`;
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return { content: [{ type: 'text', text: 'ok' }], usage: { output_tokens: 700 } };
    return mainSteps(req, [turn(call('Workflow', { script: flow }))]);
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow', effort: 'high' } });
  assert.equal(r.result.subtype, 'success');
  const [tuned, low, plain] = model.requests.filter(isWorkflowAgent);
  assert.equal(tuned?.body.model, 'claude-haiku-5-5');
  assert.equal(plain?.body.model, model.requests[0]?.body.model, 'without opts.model the run’s model');
  const effortOf = (req: RecordedRequest | undefined): unknown => (req?.body as { output_config?: { effort?: string } }).output_config?.effort;
  assert.equal(effortOf(plain), effortOf(model.requests[0]), 'without opts.effort the run’s effort');
  assert.equal(effortOf(model.requests[0]), 'high');
  assert.equal(effortOf(low), 'low');
  // The agents run one after the other: the second's SubagentStop says its own effort, the third's the run's.
  const stops = await readJsonLines(log);
  assert.equal(stops.length, 3);
  assert.deepEqual(stops[1]?.['effort'], { level: 'low' });
  assert.deepEqual(stops[2]?.['effort'], { level: 'high' });
  assert.match(noticesOf(model.requests)[0] ?? '', /<result>\{"a":"ok","c":"ok","b":"ok","total":null,"grew":true,"infinite":true\}<\/result>/);
});
