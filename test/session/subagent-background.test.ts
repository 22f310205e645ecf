import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScriptedModel, type RecordedRequest, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { run, systemText, tempRepoAndFolder, whenExists, writeFiles } from './harness.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { alive } from '../support/process-alive.js';

/**
 * A synchronous subagent's background commands against Claude Code 2.1.332 headless
 * (test/fixtures/claude-code-hook-stdin/2.1.332-stop-sequence.json, scripts/oracle/stop-sequence.mjs, runs
 * `bashTimeoutChild`, `bashTimeoutChildSetsid`, `bashBgChild`, `bash`): the CLI tells the subagent such a command ends
 * with its final response, marks it so in PostToolUse, lists it running at SubagentStop, and ends it at the answer (no
 * notice; Stop lists nothing). Its `run_in_background` command is killed there; a command it moved at its timeout is
 * reported killed but measured running on (with its `setsid` child): the runner kills both, with what they started in
 * new sessions, before the parent hears the answer.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.332-stop-sequence.json');
type Payload = Record<string, unknown>;
interface OracleRun {
  fired: Payload[];
  requests: { who: string; last?: { content: { type: string; text?: string }[] }[] }[];
  movedTxt?: true;
  setsidTxt?: true;
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Record<string, OracleRun> }).runs;
const CHILD_PROMPT = 'CHILD: run sleep 4 then report';
const EVENTS = ['SubagentStop', 'PostToolUse', 'Stop'];

/** The child's tool result as the CLI's record keeps it: the task's id and file as placeholders, reminders cut. */
const resultText = (s: string): string =>
  s
    .replace(/\n\n<system-reminder>[\s\S]*$/, '')
    .replace(/\(ID: b\w+\)/, '(ID: ID)')
    // 3 s here where the CLI's had 1 s: the first line is printed before the move on a busy machine too.
    .replace(/within its \d+s timeout/, 'within its Ns timeout')
    .replace(/ID: b\w+\./, 'ID: ID.')
    .replace(/written to: \S+/, 'written to: FILE');

/** The oracle's scenario: the main thread calls a synchronous subagent, whose one call is `childCall` (given the test's folder). */
async function runChild(t: Parameters<typeof tempRepoAndFolder>[0], childCall: (logs: string) => ScriptedTurn) {
  const { repo, folder: logs } = await tempRepoAndFolder(t, 'sub-bg-');
  const record = (e: string): string => `cat > "${logs}/$(date +%s%N)-${e}.json"`;
  const hooks = Object.fromEntries(EVENTS.map((e) => [e, [{ hooks: [{ type: 'command', command: record(e) }] }]]));
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks }), 'CLAUDE.md': '# repo\n' });
  const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
  const script = [
    turn(call('Agent', { description: 'slow look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent')),
    text('MAIN: the agent reported back.'),
  ];
  let next = 0;
  let childNext = 0;
  // When the parent hears the answer: which of the command's processes are still there.
  const atAnswer: { pids: number[]; alive: number[] } = { pids: [], alive: [] };
  const model = await startScriptedModel(
    (req) => (isMain(req) ? (script[next++] ?? text('MAIN: nothing more.')) : ([childCall(logs), text('child done')][childNext++] ?? text('child done'))),
    {
      onRequest: async (req) => {
        const messages = (req.body.messages as unknown[]).length;
        // The child's answer comes once its command has written its pids (the setsid child's too).
        if (!isMain(req) && messages === 3) for (const f of ['pid', 'spid']) await whenExists(path.join(logs, f));
        if (isMain(req) && messages === 3) {
          atAnswer.pids = ['pid', 'spid'].map((f) => Number(readFileSync(path.join(logs, f), 'utf8')));
          const running = await Promise.all(atAnswer.pids.map(alive));
          atAnswer.alive = atAnswer.pids.filter((_pid, i) => running[i]);
        }
      },
    },
  );
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the slow work', inputs: { model: 'claude-opus-4-6' } });
  const fired = readdirSync(logs)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(logs, f), 'utf8')) as Payload);
  const childResult = model.requests.filter((q) => !isMain(q))[1]?.body.messages?.at(-1) as { content: { content?: string }[] } | undefined;
  return { r, fired, atAnswer, childText: String(childResult?.content[0]?.content ?? '') };
}

const post = (ps: Payload[], id: string): Payload | undefined => {
  const p = ps.find((x) => x['hook_event_name'] === 'PostToolUse' && x['tool_use_id'] === id)?.['tool_response'] as Payload | undefined;
  return p && { ...p, backgroundTaskId: 'ID', ...('timedOutAfterMs' in p ? { timedOutAfterMs: 'N' } : {}) };
};
const tasksAt = (ps: Payload[], event: string): unknown =>
  (ps.find((x) => x['hook_event_name'] === event)?.['background_tasks'] as Payload[] | undefined)?.map(({ id: _i, command: _c, ...rest }) => rest);
const cliChildResult = (name: string): string =>
  String(oracle[name]?.requests.filter((q) => q.who === 'child')[1]?.last?.[0]?.content[0]?.text ?? '').replace('<tasks> ', 'FILE ');

// Each writes its pid (and its setsid child's) where the test looks, then runs on far past the answer.
const WRITES_PIDS = (logs: string): string =>
  `echo started; (setsid sh -c 'echo $$ > ${logs}/spid.tmp; mv ${logs}/spid.tmp ${logs}/spid; sleep 60' &); echo $$ > ${logs}/pid.tmp; mv ${logs}/pid.tmp ${logs}/pid; sleep 60`;

for (const [name, background] of [
  ['bashTimeoutChildSetsid', false],
  ['bashBgChild', true],
] as const) {
  test(`${name}: a synchronous subagent's ${background ? 'run_in_background' : 'moved'} command is told, hooked and ended at its answer as Claude Code 2.1.332 says`, {
    timeout: 120_000,
  }, async (t) => {
    const cli = oracle[name] as OracleRun;
    const id = background ? 'toolu_child_bg' : 'toolu_child_slow';
    const { r, fired, atAnswer, childText } = await runChild(t, (logs) =>
      turn(call('Bash', { command: WRITES_PIDS(logs), description: 'slow write', ...(background ? { run_in_background: true } : { timeout: 3000 }) }, id)),
    );
    assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
    // The subagent's words for it: it ends with the final response (no bound, no later notice).
    assert.equal(resultText(childText), resultText(cliChildResult(name)));
    // PostToolUse says so too (backgroundEndsWithFinalResponse), as the CLI's.
    assert.deepEqual(post(fired, id), post(cli.fired, id));
    // SubagentStop still lists it running; the main thread's Stop lists nothing (it ended at the answer).
    assert.deepEqual(tasksAt(fired, 'SubagentStop'), tasksAt(cli.fired, 'SubagentStop'));
    assert.deepEqual(tasksAt(fired, 'Stop'), []);
    assert.deepEqual(tasksAt(cli.fired, 'Stop'), []);
    // Ended before the parent hears the answer, with the process it started in a session of its own.
    assert.equal(atAnswer.pids.length, 2);
    assert.deepEqual(atAnswer.alive, [], `still running at the answer: ${atAnswer.alive.join(', ')}`);
  });
}

test("a synchronous subagent's background command that ends while it still works is told to the subagent, not to the main thread", {
  timeout: 120_000,
}, async (t) => {
  const { repo } = await tempRepoAndFolder(t, 'sub-bg-notice-');
  const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
  const hasNotice = (req: RecordedRequest): boolean => JSON.stringify(req.body.messages?.at(-1) ?? '').includes('<task-notification>');
  const main = [
    turn(call('Agent', { description: 'quick look', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent')),
    text('MAIN: the agent reported back.'),
  ];
  let next = 0;
  let childCalls = 0;
  // The child starts a quick command, then keeps calling `true` until a request of its own carries the notice (no clock).
  const model = await startScriptedModel((req) => {
    if (isMain(req)) return main[next++] ?? text('MAIN: nothing more.');
    if (childCalls++ === 0) return turn(call('Bash', { command: 'echo quick', description: 'quick', run_in_background: true }, 'toolu_quick'));
    if (hasNotice(req)) return text('child heard it');
    return turn(call('Bash', { command: 'true', description: 'wait' }));
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the slow work', inputs: { model: 'claude-opus-4-6' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.ok(
    model.requests.some((q) => !isMain(q) && hasNotice(q)),
    'the subagent was told',
  );
  assert.equal(
    model.requests.some((q) => isMain(q) && JSON.stringify(q.body.messages).includes('<task-notification>')),
    false,
    'the main thread was not',
  );
});

test("a synchronous subagent's Monitor ends at its answer, its events the subagent's, nothing told to the main thread (2.1.332, monitorChild)", {
  timeout: 120_000,
}, async (t) => {
  const cli = oracle['monitorChild'] as OracleRun & { monitorTxt?: boolean };
  const { repo, folder: logs } = await tempRepoAndFolder(t, 'sub-monitor-');
  const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
  const told = (req: RecordedRequest): boolean => JSON.stringify(req.body.messages ?? '').includes('Monitor event');
  const main = [
    turn(call('Agent', { description: 'watch', prompt: CHILD_PROMPT, subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent')),
    turn(call('Bash', { command: 'ls', description: 'look' }, 'toolu_wait')),
    text('MAIN: waited.'),
  ];
  // It prints an event, writes its pid, then would run on for a minute (and write monitor.txt) if nothing ended it.
  const command = `echo tick; echo $$ > ${logs}/pid.tmp; mv ${logs}/pid.tmp ${logs}/pid; sleep 60; echo late > monitor.txt`;
  let next = 0;
  let childNext = 0;
  const atAnswer: { pid?: number; alive?: boolean } = {};
  const model = await startScriptedModel(
    (req) => {
      if (isMain(req)) return main[next++] ?? text('MAIN: nothing more.');
      const step = childNext++;
      if (step === 0) return turn(call('ToolSearch', { query: 'select:Monitor' }, 'toolu_child_ts'));
      if (step === 1) return turn(call('Monitor', { command, description: 'ticks', timeout_ms: 60000 }, 'toolu_child_mon'));
      // It keeps working (a call a turn) until its event reaches it, then answers.
      return told(req) ? text('child done') : turn(call('Bash', { command: 'sleep 0.3', description: 'work' }));
    },
    {
      onRequest: async (req) => {
        if (isMain(req) && (req.body.messages as unknown[]).length === 3) {
          await whenExists(path.join(logs, 'pid'));
          atAnswer.pid = Number(readFileSync(path.join(logs, 'pid'), 'utf8'));
          atAnswer.alive = await alive(atAnswer.pid);
        }
      },
    },
  );
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the slow work', inputs: { model: 'claude-opus-4-6' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.ok(
    model.requests.some((q) => !isMain(q) && told(q)),
    'its event reached the subagent',
  );
  assert.equal(atAnswer.alive, false, `the monitor's command ${atAnswer.pid} still ran when the parent heard the answer`);
  assert.equal(model.requests.filter(isMain).some(told), false, 'the main thread is told nothing of it');
  assert.equal(cli.monitorTxt, undefined, "the CLI's ended too (its monitor.txt was never written)");
});

for (const [name, how] of [
  ['bashTimeoutWorkflow', 'a workflow agent'],
  ['bashTimeoutForkSkill', 'a forked skill'],
] as const) {
  test(`${name}: ${how}'s command moved at its timeout is told, and ended at its answer, as Claude Code 2.1.332 does`, { timeout: 120_000 }, async (t) => {
    const { repo, folder: logs } = await tempRepoAndFolder(t, 'sub-moved-');
    await writeFiles(repo.dir, {
      '.claude/workflows/slow.js':
        "export const meta = { name: 'slow', description: 'One agent', phases: [{ title: 'Work' }] };\nphase('Work');\nconst a = await agent('WORKER run the slow command', { label: 'w' });\nreturn { a };\n",
      '.claude/skills/forky/SKILL.md':
        '---\nname: forky\ndescription: Runs the slow command in a fork.\ncontext: fork\n---\nCHILD: forked skill, run the slow command.\n',
    });
    const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
    const start =
      name === 'bashTimeoutWorkflow' ? turn(call('Workflow', { name: 'slow' }, 'toolu_workflow')) : turn(call('Skill', { skill: 'forky' }, 'toolu_skill'));
    const main = [start, text('Started; waiting.'), turn(call('Bash', { command: 'ls', description: 'look' }, 'toolu_wait')), text('MAIN: waited.')];
    let next = 0;
    let childNext = 0;
    const atAnswer: { pids: number[]; alive: number[] } = { pids: [], alive: [] };
    const model = await startScriptedModel(
      (req) => {
        if (isMain(req)) return main[next++] ?? text('MAIN: nothing more.');
        const id = 'toolu_child_slow';
        return childNext++ === 0 ? turn(call('Bash', { command: WRITES_PIDS(logs), description: 'slow write', timeout: 3000 }, id)) : text('child done');
      },
      {
        onRequest: async (req) => {
          const messages = (req.body.messages as unknown[]).length;
          if (!isMain(req) && messages === 3) for (const f of ['pid', 'spid']) await whenExists(path.join(logs, f));
          // The main thread's first request after the answer (the skill's result, or the workflow's notice).
          const after = name === 'bashTimeoutWorkflow' ? JSON.stringify(req.body.messages).includes('<task-notification>') : messages === 3;
          if (isMain(req) && after && atAnswer.pids.length === 0) {
            atAnswer.pids = ['pid', 'spid'].map((f) => Number(readFileSync(path.join(logs, f), 'utf8')));
            const running = await Promise.all(atAnswer.pids.map(alive));
            atAnswer.alive = atAnswer.pids.filter((_pid, i) => running[i]);
          }
        },
      },
    );
    t.after(() => model.close());
    const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the slow work', inputs: { model: 'claude-opus-4-6' } });
    assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
    const childResult = model.requests.filter((q) => !isMain(q))[1]?.body.messages?.at(-1) as { content: { content?: string }[] } | undefined;
    // The agent's words for it: it ends with the final response.
    assert.equal(resultText(String(childResult?.content[0]?.content ?? '')), resultText(cliChildResult(name)));
    assert.equal(atAnswer.pids.length, 2);
    assert.deepEqual(atAnswer.alive, [], `still running at the answer: ${atAnswer.alive.join(', ')}`);
    assert.equal((oracle[name] as OracleRun & { movedTxt?: boolean }).movedTxt, undefined, "the CLI's was ended too (moved.txt never written)");
    // No notice of the command reaches the main thread.
    assert.equal(
      model.requests.filter(isMain).some((q) => JSON.stringify(q.body.messages).includes('slow write')),
      false,
    );
  });
}
