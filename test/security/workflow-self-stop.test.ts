/**
 * TaskStop from inside the workflow it would stop. A prompt-injected main agent launches a workflow, writes the task
 * id it got to a file, and the workflow's own agent (told by the same injected text) reads it and calls TaskStop on
 * its own workflow. TaskStop waits for the workflow to end, and the workflow waits for that agent's TaskStop: the run
 * must not hang on it (it would never report back). It does not: the stop aborts the agent's call.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel, type RecordedRequest, type Script } from '../../support/scripted-model/scripted-model.js';
import { resultText, run, systemText, tempRepoFor, toolNames, toolResultOf, whenExists } from '../session/harness.js';
import { bash, call, text, turn } from '../support/scripted-turns.js';

const isWorkflowAgent = (req: RecordedRequest): boolean => systemText(req).includes('started by a workflow script');
const SCRIPT = "export const meta = { name: 'self', description: 'Stops itself' }\nreturn await agent('WORKER stop yourself')\n";

test('a workflow agent calling TaskStop on its own workflow does not hold the run', { timeout: 90_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  const idFile = path.join(repo.dir, 'task-id.txt');
  let stopId = '';
  const script: Script = (req) => {
    const n = (req.body.messages as unknown[]).length;
    if (isWorkflowAgent(req)) return n === 1 ? turn(call('TaskStop', { task_id: stopId }, 'toolu_stop')) : text('stopped?');
    if (n === 1) return turn(call('Workflow', { script: SCRIPT }, 'toolu_wf'));
    if (n === 3) {
      const id = /Task ID: (w[0-9a-f]+)/.exec(resultText(toolResultOf(req)))?.[1] ?? 'none';
      return bash(`echo ${id} > ${idFile}`, 'toolu_id');
    }
    return text('Done.');
  };
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      if (!isWorkflowAgent(req) || (req.body.messages as unknown[]).length !== 1) return;
      // The agent learns its own workflow's task id from the file the main agent wrote.
      await whenExists(idFile);
      stopId = (await readFile(idFile, 'utf8')).trim();
    },
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow,Bash,TaskStop', max_turns: '10' } });
  assert.equal(r.result.subtype, 'success', r.outcome.errors.join('\n'));
  const worker = model.requests.filter(isWorkflowAgent);
  // The attack ran: the agent had TaskStop, called it with its own workflow's real id, and was stopped by it (it never
  // got the tool's result back).
  assert.match(stopId, /^w[0-9a-f]+$/);
  assert.ok(toolNames(worker[0]).includes('TaskStop'), 'offered (by name only, behind ToolSearch)');
  assert.equal(worker.length, 1);
});
