import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { commitHooks, hookScript, lastUserBlocks, readJsonLines, run, tempRepoFor, modelFor } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

const cmd = (command: string) => ({ command, source: 'test' });

function resultOf(requests: RecordedRequest[], id: string): { text: string; isError: boolean } | undefined {
  for (const req of requests) {
    for (const b of lastUserBlocks(req)) {
      if (b.type === 'tool_result' && b.tool_use_id === id) {
        const text = typeof b.content === 'string' ? b.content : (b.content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('');
        return { text, isError: b.is_error === true };
      }
    }
  }
  return undefined;
}

test('TaskCreated and TaskCompleted hooks: exit 2 takes the new task back / keeps the task open, and the model reads why', async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.tempDir, 'hooks.jsonl');
  // Refuses a task whose subject says "forbidden", and the completion of task 1 ("Write tests").
  const gate = await hookScript(
    repo.dir,
    'gate.sh',
    `input=$(cat)\nprintf '%s\\n' "$input" >> ${JSON.stringify(log)}\n` +
      `case "$input" in *forbidden*) echo "no such tasks here" >&2; exit 2;; esac\n` +
      `case "$input" in *TaskCompleted*Write\\ tests*) echo "tests still fail" >&2; exit 2;; esac\nexit 0`,
  );
  await commitHooks(repo, { TaskCreated: [{ hooks: [cmd(gate)] }], TaskCompleted: [{ hooks: [cmd(gate)] }] });
  const turns: ScriptedTurn[] = [
    turn(call('TaskCreate', { subject: 'Write tests', description: 'for the parser' }, 'toolu_a')),
    turn(call('TaskCreate', { subject: 'A forbidden task', description: 'x' }, 'toolu_b')),
    turn(call('TaskCreate', { subject: 'Fix docs', description: 'typos' }, 'toolu_c')),
    turn(call('TaskUpdate', { taskId: '1', status: 'completed' }, 'toolu_d')),
    turn(call('TaskUpdate', { taskId: '3', status: 'completed' }, 'toolu_e')),
    { content: [{ type: 'text', text: 'done' }] },
  ];
  let next = 0;
  const model = await modelFor(t, () => turns[next++] ?? { content: [{ type: 'text', text: 'done' }] });
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk' } });
  assert.equal(r.result.subtype, 'success');

  const refused = resultOf(model.requests, 'toolu_b');
  assert.equal(refused?.isError, true);
  assert.match(refused?.text ?? '', /^TaskCreated hook feedback:\n\[.*gate\.sh\]: no such tasks here$/);
  const kept = resultOf(model.requests, 'toolu_d');
  assert.equal(kept?.isError, true);
  assert.match(kept?.text ?? '', /tests still fail/);
  assert.equal(resultOf(model.requests, 'toolu_e')?.isError, false);
  // The refused task is gone (ids are not reused); the blocked completion left task 1 pending.
  assert.deepEqual(r.outcome.tasks, [
    { id: '1', subject: 'Write tests', status: 'pending' },
    { id: '3', subject: 'Fix docs', status: 'completed' },
  ]);
  const fired = (await readJsonLines(log)).map((h) => [h.hook_event_name, h.task_id, h.task_subject, h.task_description]);
  assert.deepEqual(fired, [
    ['TaskCreated', '1', 'Write tests', 'for the parser'],
    ['TaskCreated', '2', 'A forbidden task', 'x'],
    ['TaskCreated', '3', 'Fix docs', 'typos'],
    ['TaskCompleted', '1', 'Write tests', 'for the parser'],
    ['TaskCompleted', '3', 'Fix docs', 'typos'],
  ]);
});
