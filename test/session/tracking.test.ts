import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import {
  commitHooks,
  hookScript,
  lastUserBlocks,
  msgCount,
  readJsonLines,
  resultText,
  run,
  systemText,
  toolResultOf,
  tempRepoFor,
  modelFor,
} from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

const cmd = (command: string) => ({ command, source: 'test' });
const isParent = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
const answered = (req: RecordedRequest, id: string): boolean => lastUserBlocks(req).some((b) => b.type === 'tool_result' && b.tool_use_id === id);

test("a subagent's tasks land in the run's one list; hooks match the tools by name; the result has the final list", async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.tempDir, 'hooks.jsonl');
  const record = await hookScript(repo.dir, 'record.sh', `input=$(cat)\nprintf '%s\\n' "$input" >> ${JSON.stringify(log)}`);
  await commitHooks(repo, {
    PreToolUse: [{ matcher: 'TaskCreate|TaskList', hooks: [cmd(record)] }],
    PostToolUse: [{ matcher: 'TaskCreate', hooks: [cmd(record)] }],
  });

  const script = (req: RecordedRequest): ScriptedTurn => {
    if (!isParent(req)) {
      return msgCount(req) === 1
        ? turn(call('TaskCreate', { subject: 'Child task', description: 'made by the subagent' }, 'toolu_child_create'))
        : { content: [{ type: 'text', text: 'planned' }] };
    }
    if (msgCount(req) === 1)
      return turn(call('Agent', { description: 'Plan', prompt: 'Make a plan.', subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent'));
    if (answered(req, 'toolu_agent')) return turn(call('TaskList', {}, 'toolu_list'));
    return { content: [{ type: 'text', text: 'All done.' }] };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk' } });

  assert.equal(r.result.subtype, 'success');
  // The parent reads the task its child created: one list for the run.
  const listed = model.requests.find((req) => isParent(req) && answered(req, 'toolu_list'));
  assert.equal(resultText(toolResultOf(listed)), '#1 [pending] Child task');
  assert.deepEqual(r.outcome.tasks, [{ id: '1', subject: 'Child task', status: 'pending' }]);
  assert.deepEqual(r.result.tasks, r.outcome.tasks);
  assert.deepEqual(
    r.events.filter((e) => e.kind === 'task_list').map((e) => (e.kind === 'task_list' ? e.items.length : -1)),
    [1],
  );
  assert.deepEqual(r.result.permission_denials, [], 'allowed under dontAsk without a rule');

  const hooks = await readJsonLines(log);
  assert.deepEqual(
    hooks.map((h) => [h.hook_event_name, h.tool_name]),
    [
      ['PreToolUse', 'TaskCreate'],
      ['PostToolUse', 'TaskCreate'],
      ['PreToolUse', 'TaskList'],
    ],
  );
  assert.equal(hooks[0]?.agent_type, 'general-purpose', 'inside the subagent, the hook is told so');
  assert.deepEqual(hooks[1]?.tool_response, { task: { id: '1', subject: 'Child task', description: 'made by the subagent' } });
  // The transcript keeps the SDK's output shape as tool_use_result.
  const line = r.messages.find((m) => m.type === 'user' && JSON.stringify(m).includes('toolu_child_create'));
  assert.deepEqual((line as { tool_use_result?: unknown } | undefined)?.tool_use_result, {
    task: { id: '1', subject: 'Child task', description: 'made by the subagent' },
  });
});
