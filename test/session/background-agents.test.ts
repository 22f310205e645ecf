import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startScriptedModel, type RecordedRequest, type Script, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { commitHooks, hookScript, readJsonLines, resultText, run, systemText, tempRepoFor, toolResultOf } from './harness.js';
import { bash, call, text, turn } from '../support/scripted-turns.js';
import { notices } from '../support/workflow-agents.js';

// Claude Code 2.1.332 runs a main-thread Agent call in the background unless it passes `run_in_background: false`:
// the tool result says the agent was launched, and its end arrives as a <task-notification>; headless, the CLI waits
// for it before ending. A subagent's own call, and every call when background tasks are off, runs in the foreground.

const isChild = (req: RecordedRequest): boolean => !systemText(req).includes('PARENT-SYSTEM');
const lastResult = (req: RecordedRequest | undefined): string => resultText(toolResultOf(req));
const steps = (req: RecordedRequest): number =>
  (req.body.messages as { role: string; content: unknown }[]).filter(
    (m) => m.role === 'assistant' && Array.isArray(m.content) && m.content.some((b: { type?: string }) => b.type === 'tool_use'),
  ).length;

function gate(): { wait: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

test("a main-thread Agent call returns Claude Code's launch result at once; the agent's end reaches the model as a task-notification before the run ends", {
  timeout: 60_000,
}, async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.dir, 'hooks.jsonl');
  // One write per hook (its stdin and the newline together): SubagentStop and Stop may fire at once, and two hooks'
  // `cat` then `echo` interleaved two objects on one line (seen under load, on the code before too).
  const record = await hookScript(repo.dir, 'record.sh', `line=$(cat); printf '%s\\n' "$line" >> "${log}"`);
  await commitHooks(repo, { SubagentStop: [{ hooks: [{ command: record, source: 't' }] }], Stop: [{ hooks: [{ command: record, source: 't' }] }] });
  // The child answers only once the main agent has taken its next step (a read: writes wait for a writing agent): a
  // foreground call would never return.
  const mainWorked = gate();
  const script: Script = (req) => {
    if (isChild(req)) return text('child done');
    const plan: ScriptedTurn[] = [
      turn(call('Agent', { description: 'look', prompt: 'Look around.', subagent_type: 'general-purpose' }, 'toolu_agent')),
      turn(call('Read', { file_path: '.claude/settings.json' }, 'toolu_read')),
    ];
    const taken = steps(req);
    if (taken < plan.length) return plan[taken] as ScriptedTurn;
    return notices(req).length === 0 ? text('Waiting for the agent.') : text('Parent done.');
  };
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      if (!isChild(req) && steps(req) === 2) mainWorked.open();
      if (isChild(req)) await mainWorked.wait;
    },
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const main = model.requests.filter((req) => !isChild(req));
  const launched = lastResult(main[1]);
  assert.match(launched, /^Async agent launched successfully\. \(This tool result is internal metadata/);
  // The main thread has SendMessage: the launch says how to continue the agent, as 2.1.332's does.
  const agentId =
    /^agentId: (a[0-9a-f]+) \(internal ID - do not mention to user\. Use SendMessage with to: '\1', summary: '<5-10 word recap>' to continue this agent\.\)$/m.exec(
      launched,
    )?.[1] ?? '';
  assert.notEqual(agentId, '');
  const notice = notices(main.at(-1))[0] ?? '';
  assert.match(
    notice,
    new RegExp(
      `^<task-notification>\\n<task-id>${agentId}</task-id>\\n<tool-use-id>toolu_agent</tool-use-id>\\n<status>completed</status>\\n<summary>Agent "look" finished</summary>\\n<result>child done</result>\\n<usage><subagent_tokens>\\d+</subagent_tokens><tool_uses>0</tool_uses><duration_ms>\\d+</duration_ms></usage>\\n</task-notification>$`,
    ),
  );
  assert.equal(r.result.result, 'Parent done.', 'the main agent read the notice before the run ended');
  const hooks = await readJsonLines(log);
  const subagentStop = hooks.find((h) => h['hook_event_name'] === 'SubagentStop');
  // 2.1.332's entry for a running agent (observed: the agent is still running when its SubagentStop fires).
  assert.deepEqual(subagentStop?.['background_tasks'], [
    { id: agentId, type: 'subagent', status: 'running', description: 'look', agent_type: 'general-purpose' },
  ]);
  assert.deepEqual(hooks.at(-1)?.['background_tasks'], [], 'the Stop after the notice lists nothing running');
});

/** The main agent's first call's result, as the model got it. */
async function firstAgentResult(t: Parameters<typeof tempRepoFor>[0], files: Record<string, string>, input: Record<string, unknown>): Promise<string> {
  const repo = await tempRepoFor(t, files);
  const script: Script = (req) => {
    if (isChild(req)) return text('child done');
    return steps(req) === 0 ? turn(call('Agent', { description: 'look', prompt: 'Look around.', ...input }, 'toolu_agent')) : text('Parent done.');
  };
  const model = await startScriptedModel(script);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  return lastResult(model.requests.filter((req) => !isChild(req))[1]);
}

test('run_in_background: false waits for the agent; CLAUDE_CODE_DISABLE_BACKGROUND_TASKS keeps every call in the foreground; `background: true` launches even past false', {
  timeout: 60_000,
}, async (t) => {
  // With SendMessage (background tasks on), the result ends with the agent's id for it, as 2.1.332's does.
  assert.match(await firstAgentResult(t, {}, { run_in_background: false }), /^child done\nagentId: (a[0-9a-f]{16}) \(use SendMessage with to: '\1', summary/);
  const off = { '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: '1' } }) };
  assert.equal(await firstAgentResult(t, off, {}), 'child done');
  assert.match(await firstAgentResult(t, off, { run_in_background: true }), /^child done\n\n\(Note: the agent ran in the foreground/);
  const agent = '---\nname: bg\ndescription: Runs in the background.\nbackground: true\n---\nYou are bg.\n';
  assert.match(
    await firstAgentResult(t, { '.claude/agents/bg.md': agent }, { subagent_type: 'bg', run_in_background: false }),
    /^Async agent launched successfully\./,
  );
  // Control: the same call without the switch is launched.
  assert.match(await firstAgentResult(t, {}, {}), /^Async agent launched successfully\./);
});

test("while a background agent that may write runs, the main thread's writes wait for it (writers never overlap)", { timeout: 60_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.dir, 'order.jsonl');
  // One write per hook (its stdin and the newline together): SubagentStop and Stop may fire at once, and two hooks'
  // `cat` then `echo` interleaved two objects on one line (seen under load, on the code before too).
  const record = await hookScript(repo.dir, 'record.sh', `line=$(cat); printf '%s\\n' "$line" >> "${log}"`);
  await commitHooks(repo, { PostToolUse: [{ hooks: [{ command: record, source: 't' }] }], SubagentStop: [{ hooks: [{ command: record, source: 't' }] }] });
  // The child starts only once the main agent has asked to write: without the lock, the main write would come first.
  const mainWrites = gate();
  const script: Script = (req) => {
    if (isChild(req)) return steps(req) === 0 ? bash('test -e main.txt && echo SEEN || echo ABSENT') : text('child done');
    const plan: ScriptedTurn[] = [
      turn(call('Agent', { description: 'edit', prompt: 'Edit things.' }, 'toolu_agent')),
      turn(call('Write', { file_path: 'main.txt', content: 'main\n' }, 'toolu_write')),
    ];
    const taken = steps(req);
    if (taken < plan.length) return plan[taken] as ScriptedTurn;
    return notices(req).length === 0 ? text('Waiting.') : text('Parent done.');
  };
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      if (!isChild(req) && steps(req) === 1) mainWrites.open();
      if (isChild(req) && steps(req) === 0) await mainWrites.wait;
    },
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.ok(existsSync(path.join(repo.dir, 'main.txt')));
  const events = (await readJsonLines(log)).map((h) => `${h['hook_event_name']}:${String(h['tool_name'] ?? h['agent_type'])}`);
  const childBash = events.indexOf('PostToolUse:Bash');
  const childStop = events.indexOf('SubagentStop:general-purpose');
  const mainWrite = events.indexOf('PostToolUse:Write');
  assert.ok(childBash >= 0 && childStop > childBash && mainWrite > childStop, events.join(' '));
  const childSaw = model.requests.filter(isChild).map(lastResult).join(' ');
  assert.match(childSaw, /ABSENT/, 'the main write waited');
});

test('TaskStop stops a background agent mid-call: no notice follows and the agent makes no further call', { timeout: 60_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  const childAsked = gate();
  const runOver = gate();
  let childCalls = 0;
  let agentId = '';
  const script: Script = (req) => {
    if (isChild(req)) {
      childCalls += 1;
      return text('too late');
    }
    const taken = steps(req);
    if (taken === 0) return turn(call('Agent', { description: 'slow', prompt: 'Take your time.', subagent_type: 'Explore' }, 'toolu_agent'));
    if (taken === 1) {
      agentId = /^agentId: (a[0-9a-f]+) /m.exec(lastResult(req))?.[1] ?? '';
      return turn(call('TaskStop', { task_id: agentId }, 'toolu_stop'));
    }
    return text('Parent done.');
  };
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      if (!isChild(req)) {
        // The main agent stops the agent only once the agent's first model call is under way.
        if (steps(req) === 1) await childAsked.wait;
        return;
      }
      childAsked.open();
      // The agent's call is not answered while the run lasts: the agent ends only by being stopped.
      await runOver.wait;
    },
  });
  t.after(() => {
    runOver.open();
    return model.close();
  });
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const main = model.requests.filter((req) => !isChild(req));
  assert.equal(lastResult(main[2]), `Successfully stopped task: ${agentId} (slow)`);
  assert.equal(r.result.result, 'Parent done.');
  assert.ok(
    main.every((req) => notices(req).length === 0),
    'no notice for a stopped agent',
  );
  assert.equal(childCalls, 0, 'the stopped call was never answered, and no other was made');
});
