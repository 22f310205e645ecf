import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startScriptedModel, type RecordedRequest, type Script, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import path from 'node:path';
import { commitHooks, hookScript, msgCount, readJsonLines, resultText, run, systemText, tempRepoFor, toolResultOf } from './harness.js';
import { bash, call, text, turn } from '../support/scripted-turns.js';
import { notices } from '../support/workflow-agents.js';

// Claude Code 2.1.332 runs a workflow in the background: the tool returns at once ("Workflow launched in background.
// Task ID: …"), the main agent goes on, and the workflow's end arrives later as a <task-notification>; headless, the
// CLI waits for it before ending. TaskStop stops one; a run still running cannot be resumed.

const isWorkflowAgent = (req: RecordedRequest): boolean => systemText(req).includes('started by a workflow script');
const lastResult = (req: RecordedRequest): string => resultText(toolResultOf(req));
const steps = (req: RecordedRequest): number =>
  (req.body.messages as { role: string; content: unknown }[]).filter(
    (m) => m.role === 'assistant' && Array.isArray(m.content) && m.content.some((b: { type?: string }) => b.type === 'tool_use'),
  ).length;

/** A promise and its release. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

const SLOW = "export const meta = { name: 'slow', description: 'One slow agent' }\nreturn await agent('WORKER slow')\n";

test('the Workflow call returns at once; the main agent works while the workflow runs; the run waits for the notice before ending', {
  timeout: 60_000,
}, async (t) => {
  const repo = await tempRepoFor(t);
  // The workflow's agent answers only once the main agent has done its next step: a foreground Workflow would never return.
  const mainWorked = gate();
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return text('slow answer');
    const plan: ScriptedTurn[] = [turn(call('Workflow', { script: SLOW }, 'toolu_slow')), bash('echo main-worked')];
    const taken = steps(req);
    if (taken < plan.length) return plan[taken] as ScriptedTurn;
    return notices(req).length === 0 ? text('Waiting for the workflow.') : text('Parent done.');
  };
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      if (!isWorkflowAgent(req) && lastResult(req).includes('main-worked')) mainWorked.open();
      if (isWorkflowAgent(req)) await mainWorked.wait;
    },
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow,Bash' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const main = model.requests.filter((req) => !isWorkflowAgent(req));
  assert.match(
    lastResult(main[1] as RecordedRequest),
    /^Workflow launched in background\. Task ID: (w[0-9a-f]+)\nSummary: One slow agent\nRun ID: wf_[a-z0-9-]+\n/,
  );
  const notice = notices(main.at(-1))[0] ?? '';
  assert.match(notice, /^<task-notification>\n<task-id>w[0-9a-f]+<\/task-id>\n<tool-use-id>toolu_slow<\/tool-use-id>\n<status>completed<\/status>/);
  assert.match(notice, /<result>slow answer<\/result>/);
  assert.equal(r.result.result, 'Parent done.', 'the main agent read the notice before the run ended');
  assert.ok(
    r.events.some((e) => e.kind === 'task_notification' && e.status === 'completed'),
    'the transcript has the task notification',
  );
});

test('a run still running cannot be resumed (Claude Code words); TaskStop stops it with its agents, and no notice follows', { timeout: 60_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  const never = gate();
  const agentAsked = gate();
  let asked = 0;
  let taskId = '';
  let runId = '';
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return text('too late');
    const taken = steps(req);
    if (taken === 0) return turn(call('Workflow', { script: SLOW }));
    if (taken === 1) {
      [, taskId = '', runId = ''] = /Task ID: (w[0-9a-f]+)\nSummary: .*\nRun ID: (wf_[a-z0-9-]+)/.exec(lastResult(req)) ?? [];
      return turn(call('Workflow', { script: SLOW, resumeFromRunId: runId }));
    }
    if (taken === 2) return turn(call('TaskStop', { task_id: taskId }));
    return text('Stopped it.');
  };
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      if (isWorkflowAgent(req)) {
        asked += 1;
        agentAsked.open();
        await never.wait;
      }
      // TaskStop is sent once the workflow's agent is at work, so it is that agent the stop ends.
      else if (steps(req) === 2) await agentAsked.wait;
    },
  });
  t.after(async () => {
    never.open();
    await model.close();
  });
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const main = model.requests.filter((req) => !isWorkflowAgent(req));
  assert.equal(
    lastResult(main[2] as RecordedRequest),
    `Workflow ${runId} is still running (task ${taskId}). Stop it first with TaskStop({task_id: "${taskId}"}) before resuming.`,
  );
  assert.equal(lastResult(main[3] as RecordedRequest), `Successfully stopped task: ${taskId} (One slow agent)`);
  assert.deepEqual(notices(main.at(-1)), [], 'a stopped workflow sends no notice');
  // Its agent's request is still held unanswered: the run ended all the same, so the stop ended that agent too.
  assert.equal(asked, 1, 'its one agent was asked once, and stopped');
  assert.equal(msgCount(main.at(-1) as RecordedRequest), 7);
});

test('a workflow still running when the run reaches its limit does not hold the run: it is stopped with its agents', { timeout: 60_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  const never = gate();
  let asked = 0;
  const script: Script = (req) => (isWorkflowAgent(req) ? text('too late') : steps(req) === 0 ? turn(call('Workflow', { script: SLOW })) : text('Waiting.'));
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      if (isWorkflowAgent(req)) {
        asked += 1;
        await never.wait;
      }
    },
  });
  t.after(async () => {
    never.open();
    await model.close();
  });
  // Turn 1 launches it; turn 2 is the main agent's wrap-up; its agent's request is held the whole time.
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow', max_turns: '2' } });
  assert.equal(r.result.subtype, 'error_max_turns');
  assert.ok(asked <= 1);
  assert.ok(!r.events.some((e) => e.kind === 'task_notification'), 'a workflow the run stopped sends no notice');
});

test("a hook's background_tasks lists a running workflow as Claude Code 2.1.332's schema has it (type workflow, its name)", { timeout: 60_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.dir, 'subagent-stop.jsonl');
  const record = await hookScript(repo.dir, 'record.sh', `cat >> "${log}"; echo >> "${log}"`);
  await commitHooks(repo, { SubagentStop: [{ matcher: 'Explore', hooks: [{ command: record, source: 't' }] }] });
  // The workflow's agent waits until the main agent's helper has ended (and its SubagentStop hook has run). Both are
  // read-only (Explore): two agents that may write take turns (ChildLock), and a workflow agent holding the turn while
  // it waits for the helper would wait forever.
  const helperDone = gate();
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) return text('wf done');
    if (systemText(req).includes('through its Agent tool')) return text('helper done');
    const taken = steps(req);
    if (taken === 0) return turn(call('Workflow', { script: SLOW.replace("agent('WORKER slow')", "agent('WORKER slow', { agentType: 'Explore' })") }));
    if (taken === 1) return turn(call('Agent', { description: 'helper', prompt: 'help', subagent_type: 'Explore', run_in_background: false }));
    return notices(req).length === 0 ? text('Waiting for the workflow.') : text('Parent done.');
  };
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      if (!isWorkflowAgent(req) && lastResult(req).includes('helper done')) helperDone.open();
      if (isWorkflowAgent(req)) await helperDone.wait;
    },
  });
  t.after(async () => {
    helperDone.open();
    await model.close();
  });
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow,Agent' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const [stop] = await readJsonLines(log);
  const tasks = (stop?.background_tasks ?? []) as Record<string, unknown>[];
  assert.deepEqual(
    tasks.map((task) => ({ type: task.type, status: task.status, description: task.description, name: task.name })),
    [{ type: 'workflow', status: 'running', description: 'One slow agent', name: 'slow' }],
  );
  assert.match(String(tasks[0]?.id), /^w[0-9a-f]+$/);
});
