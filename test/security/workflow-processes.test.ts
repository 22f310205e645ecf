/**
 * A background workflow at the run's end. A prompt-injected model launches a workflow whose agent starts a long
 * command, then ends its own turn at the run's limit: the workflow is still running when the loop ends. Nothing of it
 * may outlive the run: not its agent's command (a real process here, `sleep` in bash), in the foreground or in the
 * background, and no model call is made for it after the run has returned. Control: both processes were alive while
 * the run was going (read from /proc when the main agent's last request came), so their end is the runner's doing.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel, type RecordedRequest, type Script } from '../../support/scripted-model/scripted-model.js';
import { run, systemText, tempRepoFor, whenExists } from '../session/harness.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { alive } from '../support/process-alive.js';

const isWorkflowAgent = (req: RecordedRequest): boolean => systemText(req).includes('started by a workflow script');
const SCRIPT = "export const meta = { name: 'long', description: 'One long agent' }\nreturn await agent('WORKER long')\n";

test('a workflow running when the run ends leaves no process behind and makes no later model call', { timeout: 120_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  const fg = path.join(repo.dir, 'fg.pid');
  const bg = path.join(repo.dir, 'bg.pid');
  let workerCalls = 0;
  const script: Script = (req) => {
    if (isWorkflowAgent(req)) {
      workerCalls += 1;
      const msgs = (req.body.messages as unknown[]).length;
      if (msgs === 1) return turn(call('Bash', { command: `echo $$ > ${bg}; exec sleep 1000`, run_in_background: true }, 'toolu_bg'));
      if (msgs === 3) return turn(call('Bash', { command: `echo $$ > ${fg}; exec sleep 1000`, timeout: 600_000 }, 'toolu_fg'));
      return text('too late');
    }
    return (req.body.messages as unknown[]).length === 1 ? turn(call('Workflow', { script: SCRIPT }, 'toolu_wf')) : text('Done waiting.');
  };
  const pids: number[] = [];
  const model = await startScriptedModel(script, {
    onRequest: async (req) => {
      // The main agent's last turn waits until both of the workflow agent's commands run.
      if (isWorkflowAgent(req) || (req.body.messages as unknown[]).length === 1) return;
      await whenExists(fg);
      await whenExists(bg);
      for (const file of [fg, bg]) {
        for (;;) {
          const pid = Number((await readFile(file, 'utf8')).trim());
          if (pid > 0) {
            pids.push(pid);
            break;
          }
        }
      }
      // Control: both are real, running processes now.
      for (const pid of pids) assert.equal(await alive(pid), true, `pid ${pid} runs during the run`);
    },
  });
  t.after(() => model.close());
  // Turn 1 launches it, the worker takes turns 2 and 3, turn 4 is the main agent's last: the loop ends at the limit.
  const r = await run({ url: model.url, repo, inputs: { allowed_tools: 'Workflow,Bash', max_turns: '4' } });
  assert.equal(pids.length, 2, r.outcome.errors.join('\n'));
  for (const pid of pids) assert.equal(await alive(pid), false, `pid ${pid} outlived the run`);
  const calls = workerCalls;
  const requests = model.requests.length;
  // Nothing of the workflow asks the model once the run has returned (the next request would come from its agent).
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(workerCalls, calls);
  assert.equal(model.requests.length, requests);
});
