import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ContextManager } from '../../../src/agent/context/manager.js';
import { isStub } from '../../../src/agent/context/stub.js';
import { createReadTool } from '../../../src/tools/read.js';
import { eraseTool } from '../../../src/tools/types.js';
import { modelFor } from '../../session/harness.js';
import type { ScriptedTurn } from '../../../support/scripted-model/scripted-model.js';
import { bigFile, messagesOf, readStep, run, stepScript, stubbingFromTheStart, tempRepoFor, textOfResult, toolResults } from './helpers.js';
import { bash, call, turn } from '../../support/scripted-turns.js';

const A = bigFile('a', 60).replace('a_5 =', 'a_5 = OLD_VALUE &&');

function resultFor(model: { requests: { body: { messages?: unknown } }[] }, id: string): string {
  for (const req of model.requests) {
    const block = toolResults(messagesOf(req as never)).find((b) => b.tool_use_id === id);
    if (block) return textOfResult(block);
  }
  return '';
}

test('a repeated Read of an unchanged file gets a pointer, and so do some of its lines once it was shown whole; after an Edit or a Bash change it is read normally, and lines of a file not shown whole are read', async (t) => {
  const repo = await tempRepoFor(t, { 'src/a.ts': A, 'src/b.ts': bigFile('b', 40) });
  const steps: ScriptedTurn[] = [
    readStep('src/a.ts', 'r1'),
    readStep('src/a.ts', 'r2'),
    turn(call('Read', { file_path: 'src/a.ts', offset: 10, limit: 5 }, 'r3')),
    turn(call('Edit', { file_path: 'src/a.ts', old_string: 'OLD_VALUE', new_string: 'NEW_VALUE' }, 'e1')),
    readStep('src/a.ts', 'r4'),
    readStep('src/a.ts', 'r5'),
    turn(call('Read', { file_path: 'src/b.ts', offset: 5, limit: 3 }, 'b0')),
    readStep('src/b.ts', 'b1'),
    bash('echo "// appended" >> src/b.ts', 'x1'),
    readStep('src/b.ts', 'b2'),
  ];
  const model = await modelFor(t, stepScript(steps));
  const { result: outcome, stats: ctxStats } = await run(model.url, repo, { compactAtTokens: Infinity, stubBatchTokens: Infinity });
  assert.equal(outcome.subtype, 'success', (outcome.errors ?? []).join('; '));
  assert.match(resultFor(model, 'r1'), /OLD_VALUE/);
  const pointer = resultFor(model, 'r2');
  assert.match(pointer, /^\[src\/a\.ts is unchanged since your Read at turn 1 \(tool_use_id r1, [\d,]+ chars\)/);
  assert.ok(pointer.length < 300);
  assert.match(
    resultFor(model, 'r3'),
    /^\[src\/a\.ts is unchanged since your Read at turn 1 \(tool_use_id r1, [\d,]+ chars\): that result shows the whole file, lines 10-14 included/,
    'lines of a file shown whole: a pointer',
  );
  assert.match(resultFor(model, 'b0'), /^5\t/, 'lines of a file not shown whole are read');
  assert.match(resultFor(model, 'r4'), /NEW_VALUE/, 'an Edit invalidates');
  assert.match(resultFor(model, 'r5'), /unchanged since your Read at turn 5 \(tool_use_id r4/);
  assert.match(resultFor(model, 'b2'), /\/\/ appended/, 'a change made by Bash is seen by the fingerprint');
  const stats = ctxStats;
  assert.deepEqual(stats?.file_reads, [
    { path: 'src/b.ts', reads: 3, deduped: 0 },
    { path: 'src/a.ts', reads: 2, deduped: 3 },
  ]);
  assert.equal(stats?.dedupe_hits, 3);
  assert.equal(stats?.max_reads_of_one_file, 3);
});

test('once the earlier result is stubbed, the file is read normally again; a recent pointer keeps its target from being stubbed', async (t) => {
  const repo = await tempRepoFor(t, { 'src/a.ts': A, 'src/c.ts': bigFile('c', 60), 'src/d.ts': bigFile('d', 60) });
  const steps: ScriptedTurn[] = [
    readStep('src/a.ts', 'r1'),
    readStep('src/c.ts', 'c1'),
    readStep('src/c.ts', 'c2'),
    readStep('src/d.ts', 'd1'),
    readStep('src/a.ts', 'r2'),
  ];
  const model = await modelFor(t, stepScript(steps));
  const { result: outcome, stats: ctxStats } = await run(
    model.url,
    repo,
    stubbingFromTheStart({
      keepTurns: 2,
      keepReadTurns: 2,
      stubMinChars: 200,
      stubBatchTokens: 0,
    }),
  );
  assert.equal(outcome.subtype, 'success', (outcome.errors ?? []).join('; '));
  const last = messagesOf(model.requests.at(-1));
  const byId = new Map(toolResults(last).map((b) => [b.tool_use_id, textOfResult(b)]));
  assert.ok(isStub(byId.get('r1') ?? ''), 'r1 is stale and stubbed');
  assert.match(byId.get('r2') ?? '', /OLD_VALUE/, 'a stubbed file is read in full again');
  assert.match(byId.get('c2') ?? '', /unchanged since your Read at turn 2/);
  // c1 is older than the last 2 turns, but the pointer c2 (turn 3) relied on it until turn 3 + 2.
  const atTurn5 = new Map(toolResults(messagesOf(model.requests[4])).map((b) => [b.tool_use_id, textOfResult(b)]));
  assert.ok(!isStub(atTurn5.get('c1') ?? ''), 'the target of a recent pointer stays');
  assert.equal(ctxStats?.file_reads.find((f) => f.path === 'src/a.ts')?.reads, 2);
});

test('command output goes stale after keepTurns; an unchanged file read stays keepReadTurns after its last use', async (t) => {
  const log = Array.from({ length: 200 }, (_, i) => `log line ${i} ${'.'.repeat(20)}`).join('\n');
  const repo = await tempRepoFor(t, { 'src/a.ts': A, 'logs/x.log': log });
  const glob: ScriptedTurn = turn(call('Glob', { pattern: 'src/*' }));
  const steps: ScriptedTurn[] = [readStep('src/a.ts', 'r1'), bash('cat logs/x.log', 'x1'), glob, glob, glob];
  const model = await modelFor(t, stepScript(steps));
  const { result: outcome } = await run(
    model.url,
    repo,
    stubbingFromTheStart({
      keepTurns: 1,
      keepReadTurns: 4,
      stubMinChars: 200,
      stubBatchTokens: 0,
    }),
  );
  assert.equal(outcome.subtype, 'success', (outcome.errors ?? []).join('; '));
  const at = (k: number): Map<string, string> => new Map(toolResults(messagesOf(model.requests[k])).map((b) => [b.tool_use_id, textOfResult(b)]));
  assert.match(at(3).get('x1') ?? '', /^\[Bash `cat logs\/x\.log`: [\d,]+ chars, elided; run again if needed\]$/);
  assert.match(at(3).get('r1') ?? '', /OLD_VALUE/);
  assert.ok(isStub(at(5).get('r1') ?? ''), 'stubbed once keepReadTurns have passed');
});

test("calls the manager did not issue (a subagent's) pass through the wrapper untouched", async (t) => {
  const repo = await tempRepoFor(t, { 'src/a.ts': A });
  const manager = new ContextManager({ workspace: repo });
  const [read] = manager.wrapTools([eraseTool(createReadTool({ workspace: repo }))]);
  assert.ok(read);
  const signal = new AbortController().signal;
  const first = await read.execute({ file_path: 'src/a.ts' }, { signal, toolUseId: 'child_1' });
  const second = await read.execute({ file_path: 'src/a.ts' }, { signal, toolUseId: 'child_2' });
  assert.equal(first.content, second.content);
  assert.match(second.content, /OLD_VALUE/);
  assert.deepEqual(manager.snapshot().file_reads, []);
});

test('a Read with allow_large after a page of the same file is read, not answered with a pointer to the page', async (t) => {
  // 3,000 lines of 60 characters: under 256 KB, over 25,000 tokens, so a Read without allow_large shows a page.
  const long = Array.from({ length: 3000 }, (_, i) => `${String(i + 1).padStart(6, '0')} ${'x'.repeat(53)}\n`).join('');
  const repo = await tempRepoFor(t, { 'long.txt': long });
  const steps: ScriptedTurn[] = [readStep('long.txt', 'p1'), turn(call('Read', { file_path: 'long.txt', allow_large: true }, 'p2'))];
  const model = await modelFor(t, stepScript(steps));
  const { result: outcome } = await run(model.url, repo, { compactAtTokens: Infinity, stubBatchTokens: Infinity });
  assert.equal(outcome.subtype, 'success', (outcome.errors ?? []).join('; '));
  assert.match(resultFor(model, 'p1'), /\[Truncated: PARTIAL view — /);
  assert.match(resultFor(model, 'p2'), /\n3000\t003000 x+\n3001\t$/, 'the whole file, not a pointer to the page');
});
