import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide } from '../../src/permissions/decide.js';
import type { PermissionMode } from '../../src/permissions/types.js';
import type { AskedQuestion } from '../../src/tools/ask-user-question.js';
import type { ChecklistItem } from '../../src/tools/task-list.js';
import { createTrackingTools, type RunTracking } from '../../src/tools/tracking.js';
import type { AnyTool, ToolResult } from '../../src/tools/types.js';

/** The tools as the session builds them, with what they report recorded. */
function setUp(): {
  tracking: RunTracking;
  lists: ChecklistItem[][];
  asked: { questions: AskedQuestion[]; toolUseId: string }[];
  call: (name: string, input: unknown) => Promise<ToolResult>;
} {
  const lists: ChecklistItem[][] = [];
  const asked: { questions: AskedQuestion[]; toolUseId: string }[] = [];
  const tracking = createTrackingTools({ tasks: (items) => lists.push(items), questions: (questions, toolUseId) => asked.push({ questions, toolUseId }) });
  let n = 0;
  const call = async (name: string, input: unknown): Promise<ToolResult> => {
    const tool = tracking.tools.find((t) => t.name === name) as AnyTool;
    const valid = tool.validate(input);
    if (!valid.ok) return { content: `InputValidationError: ${valid.error}`, isError: true };
    return tool.execute(valid.value, { signal: new AbortController().signal, toolUseId: `toolu_${++n}` });
  };
  return { tracking, lists, asked, call };
}

const question = (q: string, labels = ['A', 'B']): unknown => ({
  question: q,
  header: 'Choice',
  options: labels.map((label) => ({ label, description: `pick ${label}` })),
  multiSelect: false,
});

describe('task tools', () => {
  it("are offered under Claude Code's names, in a fixed order", () => {
    assert.deepEqual(
      setUp().tracking.tools.map((t) => t.name),
      ['TaskCreate', 'TaskGet', 'TaskList', 'TaskUpdate', 'TodoWrite', 'AskUserQuestion', 'ReportFindings'],
    );
  });

  it('TaskCreate numbers tasks 1, 2, … and answers as Claude Code does', async () => {
    const { call, lists } = setUp();
    const first = await call('TaskCreate', { subject: 'Write the parser', description: 'In src/parse.ts', activeForm: 'Writing the parser' });
    const second = await call('TaskCreate', { subject: 'Run the tests', description: 'npm test' });
    assert.equal(first.content, 'Task #1 created successfully: Write the parser');
    assert.equal(second.content, 'Task #2 created successfully: Run the tests');
    assert.deepEqual(first.details, { task: { id: '1', subject: 'Write the parser', description: 'In src/parse.ts' } });
    assert.deepEqual(lists.at(-1), [
      { id: '1', subject: 'Write the parser', status: 'pending', activeForm: 'Writing the parser' },
      { id: '2', subject: 'Run the tests', status: 'pending' },
    ]);
    const missing = await call('TaskCreate', { subject: 'x' });
    assert.equal(missing.isError, true);
    assert.match(missing.content, /The required parameter `description` is missing/);
  });

  it('TaskUpdate changes only what differs, names it, and reports the status change', async () => {
    const { call, lists } = setUp();
    await call('TaskCreate', { subject: 'A', description: 'a' });
    const same = await call('TaskUpdate', { taskId: '1', subject: 'A', status: 'in_progress' });
    assert.equal(same.content, 'Updated task #1 status');
    assert.deepEqual(same.details, { success: true, taskId: '1', updatedFields: ['status'], statusChange: { from: 'pending', to: 'in_progress' } });
    const more = await call('TaskUpdate', { taskId: '#1', description: 'b', owner: 'me', metadata: { k: 1 } });
    assert.deepEqual((more.details as { updatedFields: string[] }).updatedFields, ['description', 'owner', 'metadata']);
    await call('TaskUpdate', { taskId: '1', metadata: { k: null, j: 2 } });
    const got = await call('TaskGet', { taskId: '1' });
    assert.equal(got.content, 'Task #1: A\nStatus: in_progress\nDescription: b');
    assert.equal(lists.at(-1)?.[0]?.status, 'in_progress');
    const none = await call('TaskUpdate', { taskId: '9', status: 'completed' });
    assert.equal(none.content, 'Task not found');
    assert.deepEqual(none.details, { success: false, taskId: '9', updatedFields: [], error: 'Task not found' });
    const bad = await call('TaskUpdate', { taskId: '1', status: 'done' });
    assert.equal(bad.isError, true);
  });

  it('dependencies: both sides recorded, TaskList shows only open blockers, deleting unlinks', async () => {
    const { call } = setUp();
    for (const s of ['A', 'B', 'C']) await call('TaskCreate', { subject: s, description: s });
    const linked = await call('TaskUpdate', { taskId: '3', addBlockedBy: ['1', '2', '7'] });
    assert.equal(linked.content, 'Updated task #3 blockedBy\nNo task #7: not linked.');
    assert.equal((await call('TaskGet', { taskId: '1' })).content, 'Task #1: A\nStatus: pending\nDescription: A\nBlocks: #3');
    await call('TaskUpdate', { taskId: '1', status: 'completed' });
    assert.equal((await call('TaskList', {})).content, '#1 [completed] A\n#2 [pending] B\n#3 [pending] C [blocked by #2]');
    const deleted = await call('TaskUpdate', { taskId: '2', status: 'deleted' });
    assert.deepEqual(deleted.details, { success: true, taskId: '2', updatedFields: ['deleted'], statusChange: { from: 'pending', to: 'deleted' } });
    assert.equal((await call('TaskGet', { taskId: '3' })).content, 'Task #3: C\nStatus: pending\nDescription: C\nBlocked by: #1');
    assert.deepEqual((await call('TaskGet', { taskId: '2' })).details, { task: null });
    // Ids are never reused.
    assert.equal((await call('TaskCreate', { subject: 'D', description: 'd' })).content, 'Task #4 created successfully: D');
  });

  it('TaskList on an empty list', async () => {
    const { call } = setUp();
    const empty = await call('TaskList', {});
    assert.equal(empty.content, 'No tasks found');
    assert.deepEqual(empty.details, { tasks: [] });
  });

  it('TodoWrite replaces the list, answers with the old one, and keeps an all-done list on the checklist', async () => {
    const { call, lists, tracking } = setUp();
    const todos = [
      { content: 'Fix bug', status: 'in_progress', activeForm: 'Fixing bug' },
      { content: 'Add test', status: 'pending', activeForm: 'Adding test' },
    ];
    const first = await call('TodoWrite', { todos });
    assert.match(first.content, /^Todos have been modified successfully/);
    assert.deepEqual(first.details, { oldTodos: [], newTodos: todos });
    const done = todos.map((t) => ({ ...t, status: 'completed' }));
    const second = await call('TodoWrite', { todos: done });
    assert.deepEqual(second.details, { oldTodos: todos, newTodos: done });
    // Claude Code empties a list that is all done: the next call's oldTodos is empty, the report still shows what was done.
    assert.deepEqual((await call('TodoWrite', { todos: done })).details, { oldTodos: [], newTodos: done });
    assert.deepEqual(
      lists.at(-1)?.map((i) => [i.id, i.subject, i.status]),
      [
        ['todo-1', 'Fix bug', 'completed'],
        ['todo-2', 'Add test', 'completed'],
      ],
    );
    assert.deepEqual(tracking.final().tasks?.length, 2);
    const empty = await call('TodoWrite', { todos: [{ content: '', status: 'pending', activeForm: 'x' }] });
    assert.equal(empty.isError, true);
    assert.match(empty.content, /The parameter `todos\[0\]\.content` is invalid: it must have at least 1 character/);
  });

  it('the result carries nothing when the model kept no list and asked nothing', () => {
    assert.deepEqual(setUp().tracking.final(), {});
  });
});

describe('AskUserQuestion', () => {
  it('answers at once that nobody can answer, asks for a stated assumption, and hands the questions on', async () => {
    const { call, asked, tracking } = setUp();
    const result = await call('AskUserQuestion', { questions: [question('Which date library?', ['date-fns (Recommended)', 'luxon'])] });
    assert.equal(result.isError, false);
    assert.match(result.content, /No one can answer during this run/);
    assert.match(result.content, /state in your final answer which assumption you made/);
    assert.match(result.content, /Questions for you/);
    const q = {
      question: 'Which date library?',
      header: 'Choice',
      options: [
        { label: 'date-fns (Recommended)', description: 'pick date-fns (Recommended)' },
        { label: 'luxon', description: 'pick luxon' },
      ],
      multiSelect: false,
    };
    assert.deepEqual(result.details, { questions: [q], answers: {} });
    assert.deepEqual(asked, [{ questions: [q], toolUseId: 'toolu_1' }]);
    assert.deepEqual(tracking.final(), { questions: [q] });
  });

  it("multiSelect defaults to false; the SDK's answers/annotations/metadata fields are accepted", async () => {
    const { call, asked } = setUp();
    const input = {
      questions: [
        {
          question: 'Q?',
          header: 'H',
          options: [
            { label: 'a', description: '' },
            { label: 'b', description: '' },
          ],
        },
      ],
      metadata: { source: 'x' },
      answers: {},
    };
    assert.equal((await call('AskUserQuestion', input)).isError, false);
    assert.equal(asked[0]?.questions[0]?.multiSelect, false);
  });

  it('holds the model to 1-4 questions of 2-4 options, distinct questions and labels', async () => {
    const { call, asked } = setUp();
    const cases: [unknown, RegExp][] = [
      [{ questions: [] }, /The parameter `questions` is invalid: it must have at least 1 item/],
      [{ questions: ['1', '2', '3', '4', '5'].map((n) => question(`Q${n}?`)) }, /The parameter `questions` is invalid: it must have at most 4 items/],
      [{ questions: [question('Q?', ['only'])] }, /The parameter `questions\[0\]\.options` is invalid: it must have at least 2 items/],
      [{ questions: [question('Q?', ['a', 'b', 'c', 'd', 'e'])] }, /The parameter `questions\[0\]\.options` is invalid: it must have at most 4 items/],
      [{ questions: [question('Q?'), question('Q?')] }, /question texts must be unique/],
      [{ questions: [question('Q?', ['a', 'a'])] }, /option labels must be unique/],
      [{ questions: [{ question: 'Q?', options: [] }] }, /The required parameter `questions\[0\]\.header` is missing/],
    ];
    for (const [input, error] of cases) {
      const result = await call('AskUserQuestion', input);
      assert.equal(result.isError, true, JSON.stringify(input));
      assert.match(result.content, error);
    }
    assert.deepEqual(asked, []);
  });
});

describe('permissions', () => {
  it('every tracking tool is allowed in every mode, as in Claude Code; a deny rule still removes one', () => {
    const names = setUp().tracking.tools.map((t) => t.name);
    for (const mode of ['default', 'dontAsk', 'plan', 'acceptEdits', 'bypassPermissions'] as PermissionMode[]) {
      for (const name of names) {
        const d = decide({ mode, allow: [], deny: [], readOnlyBash: true, workspaceRoot: '/w' }, name, {});
        assert.equal(d.behavior, 'allow', `${name} under ${mode}: ${JSON.stringify(d)}`);
      }
    }
    const denied = decide(
      {
        mode: 'bypassPermissions',
        allow: [],
        deny: [{ tool: 'AskUserQuestion', raw: 'AskUserQuestion', source: 'test' }],
        readOnlyBash: true,
        workspaceRoot: '/w',
      },
      'AskUserQuestion',
      {},
    );
    assert.equal(denied.behavior, 'deny');
  });
});
