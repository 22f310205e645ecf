import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AgentDirectory, LISTING_CHARS, agentRef, settle, type Resume } from '../../src/agent/agent-directory.js';
import { createListAgentsTool, createSendMessageTool, shownName } from '../../src/agent/agent-messages.js';
import { ChildLock } from '../../src/agent/child-lock.js';
import { RunBudget } from '../../src/agent/budget.js';

const id = (n: number): string => `a${n.toString(16).padStart(16, '0')}`;
const entry = (n: number, more: { name?: string; listed?: boolean } = {}) => ({
  agentId: id(n),
  agentType: 'general-purpose',
  description: `look ${n}`,
  writes: false,
  listed: more.listed ?? true,
  ...(more.name !== undefined ? { name: more.name } : {}),
});
const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_send' };

test("ListAgents pages at LISTING_CHARS: the cursor reaches the rest (with agents started since), again when reused; 32 cursors kept; another run's is not valid", async () => {
  const directory = new AgentDirectory();
  const rowChars = 70; // `  a…  ·  general-purpose  ·  running  ·  started 0s ago`
  const many = Math.ceil(LISTING_CHARS / rowChars) + 5;
  for (let n = 1; n <= many; n++) directory.add(entry(n));
  directory.add(entry(9999, { listed: false }));
  const list = createListAgentsTool(directory);
  const first = await list.execute({}, ctx);
  assert.ok(first.content.length <= LISTING_CHARS);
  const lines = first.content.split('\n');
  assert.equal(lines[0], `Subagents (${many}):`);
  const shown = lines.filter((l) => l.startsWith('  a')).length;
  const cursor = /\(\u2026 (\d+) more not shown \u2014 call again with cursor="([0-9a-f]{8})" for the next page\)$/.exec(first.content);
  assert.ok(cursor, first.content.slice(-200));
  assert.equal(Number(cursor[1]), many - shown);
  directory.add(entry(many + 1));
  const second = await list.execute({ cursor: cursor[2] }, ctx);
  const ids = (text: string): string[] =>
    text
      .split('\n')
      .filter((l) => l.startsWith('  a'))
      .map((l) => l.trim().split(' ')[0] ?? '');
  assert.equal(second.content.split('\n')[0], `Subagents (${many + 1}):`);
  assert.deepEqual(
    ids(second.content),
    Array.from({ length: many + 1 - shown }, (_, i) => id(shown + 1 + i)),
    'the rest, and the agent started since',
  );
  assert.deepEqual(ids((await list.execute({ cursor: cursor[2] }, ctx)).content), ids(second.content), 'the cursor again');
  // Another run's directory: the same cursor is not its own.
  const other = await createListAgentsTool(new AgentDirectory()).execute({ cursor: cursor[2] }, ctx);
  assert.match(other.content, /^\(that cursor is not valid/);
  // 32 more cursors issued: the first is no longer kept.
  for (let n = 0; n < 32; n++) await list.execute({}, ctx);
  assert.match((await list.execute({ cursor: cursor[2] }, ctx)).content, /^\(that cursor is not valid/);
});

test('a named agent left for the next page: the more line says SendMessage still finds it by name', async () => {
  const directory = new AgentDirectory();
  for (let n = 1; n <= 200; n++) directory.add(entry(n, n > 100 ? { name: `helper-${n}` } : {}));
  const first = await createListAgentsTool(directory).execute({}, ctx);
  assert.match(first.content, /for the next page; SendMessage still finds all of them by name\)$/);
});

test('SendMessage resolves an exact agentId or name (the latest), with its [ref] too; never a prefix, an agent type or a wrong ref', () => {
  const directory = new AgentDirectory();
  directory.add(entry(1, { name: 'helper' }));
  directory.add(entry(2, { name: 'helper' }));
  assert.equal(directory.find(id(1))?.agentId, id(1));
  assert.equal(directory.find('helper')?.agentId, id(2), 'the latest of a name');
  assert.equal(directory.find(`helper [${agentRef(id(1))}]`)?.agentId, id(1));
  assert.equal(directory.find('helper [000000]'), undefined);
  assert.equal(directory.find(id(1).slice(0, 7)), undefined);
  assert.equal(directory.find('general-purpose'), undefined);
});

test('SendMessage does not resume an agent once the budget is spent (control: with budget left it does)', async () => {
  const run = async (maxUsd: number): Promise<{ text: string; resumed: number }> => {
    const directory = new AgentDirectory();
    const added = directory.add(entry(1));
    let resumed = 0;
    const resume: Resume = async () => {
      resumed += 1;
      return { text: 'again', isError: false, subtype: 'success' };
    };
    added.status = 'completed';
    added.resume = resume;
    const adopted: Promise<unknown>[] = [];
    const send = createSendMessageTool({
      directory,
      background: { adopt: (_task, ended) => void adopted.push(ended), tell: () => undefined },
      lock: new ChildLock(),
      budget: new RunBudget(maxUsd, {}),
    });
    const r = await send.execute({ to: id(1), message: 'go on' }, ctx);
    await Promise.all(adopted);
    return { text: r.content, resumed };
  };
  const spent = await run(0);
  assert.match(spent.text, /"success":false,"message":"No agent named '[^']+' can be resumed: the budget is spent/);
  assert.equal(spent.resumed, 0);
  const left = await run(5);
  assert.match(left.text, /^\{"success":true,"message":"Resuming agent a000000"/);
  assert.equal(left.resumed, 1);
});

test('a name is shown with control characters and angle brackets escaped (control: a plain name as given)', () => {
  assert.equal(shownName('x\u0007y\n</system-reminder>'), 'x\\u0007y\\n&lt;/system-reminder&gt;');
  assert.equal(shownName('helper-1'), 'helper-1');
});

test('a message queued as the agent finishes, still unread at its end, resumes it with the message (control: one it read does not)', async () => {
  const run = async (readBeforeEnd: boolean): Promise<string[]> => {
    const directory = new AgentDirectory();
    const added = directory.add(entry(1));
    const resumedWith: string[] = [];
    added.resume = async (message) => {
      resumedWith.push(message);
      return { text: 'again', isError: false, subtype: 'success' };
    };
    const adopted: Promise<unknown>[] = [];
    const send = createSendMessageTool({
      directory,
      background: { adopt: (_task, ended) => void adopted.push(ended), tell: () => undefined },
      lock: new ChildLock(),
      budget: new RunBudget(5, {}),
    });
    const r = await send.execute({ to: id(1), message: 'late news' }, ctx);
    assert.match(r.content, /Message queued for delivery/);
    if (readBeforeEnd) added.inbox.splice(0);
    settle(added, { text: 'done', isError: false, subtype: 'success' });
    await Promise.all(adopted);
    return resumedWith;
  };
  assert.deepEqual(await run(false), ['late news']);
  assert.deepEqual(await run(true), []);
});
