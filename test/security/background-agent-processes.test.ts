/**
 * A background agent at the run's end. A prompt-injected model launches an agent (in the background, as Claude Code
 * runs a main-thread Agent call) whose command runs long, then ends its own turn at the run's limit, or the run is
 * cancelled (as its timeout does): the agent is still running when the loop ends. Nothing of it may outlive the run:
 * not its command (a real process, `sleep` in bash) and no model call after the run has returned. Controls: the process
 * was alive while the run was going; and with the run's stop left out, the same agent goes on spending.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel, type RecordedRequest, type Script } from '../../support/scripted-model/scripted-model.js';
import { run, systemText, tempRepoFor } from '../session/harness.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { BUILT_IN_AGENTS } from '../../src/config/agents.js';
import { createAgentTool } from '../../src/agent/subagent.js';
import { BackgroundTasks } from '../../src/tools/background.js';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { removeDirs } from '../support/temp-dirs.js';
import { alive, pidIn } from '../support/process-alive.js';

const isChild = (req: RecordedRequest): boolean => !systemText(req).includes('PARENT-SYSTEM');

for (const end of ['turns', 'cancel'] as const) {
  test(`a background agent running when the run ends (${end}) leaves no process behind and makes no later model call`, { timeout: 120_000 }, async (t) => {
    const repo = await tempRepoFor(t);
    const pidFile = path.join(repo.dir, 'child.pid');
    const cancel = new AbortController();
    let childCalls = 0;
    const script: Script = (req) => {
      if (isChild(req)) {
        childCalls += 1;
        return (req.body.messages as unknown[]).length === 1
          ? turn(call('Bash', { command: `echo $$ > ${pidFile}; exec sleep 1000`, timeout: 600_000 }, 'toolu_sleep'))
          : text('too late');
      }
      return (req.body.messages as unknown[]).length === 1
        ? turn(call('Agent', { description: 'long', prompt: 'Run the long command.', subagent_type: 'general-purpose' }, 'toolu_agent'))
        : text('Done.');
    };
    let pid = 0;
    const model = await startScriptedModel(script, {
      onRequest: async (req) => {
        if (isChild(req) || (req.body.messages as unknown[]).length === 1) return;
        // The main agent's last turn waits until the agent's command runs.
        pid = await pidIn(pidFile);
        // Control: a real, running process now.
        assert.equal(await alive(pid), true, `pid ${pid} runs during the run`);
        if (end === 'cancel') cancel.abort();
      },
    });
    t.after(() => model.close());
    // Turns: the launch, the agent's command, the main agent's last; or the run is cancelled at that last turn.
    const r = await run({ url: model.url, repo, inputs: { max_turns: end === 'turns' ? '3' : '10' }, signal: cancel.signal });
    assert.ok(pid > 0, r.outcome.errors.join('\n'));
    assert.equal(await alive(pid), false, `pid ${pid} outlived the run`);
    const calls = childCalls;
    const requests = model.requests.length;
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(childCalls, calls);
    assert.equal(childCalls, 1, 'the agent made no call after its command was stopped');
    assert.equal(model.requests.length, requests);
  });
}

test("the run's stop is what ends a background agent: without it the agent goes on spending; with it, it stops and no notice follows", async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bg-agent-'));
  t.after(() => removeDirs(dir));
  const spend = async (tasks: BackgroundTasks, stopAtEnd: boolean): Promise<{ before: number; after: number; notices: number }> => {
    const run = new AbortController();
    let calls = 0;
    let spent = (): void => undefined;
    const spentOnce = new Promise<void>((resolve) => {
      spent = resolve;
    });
    const tool = createAgentTool({
      agents: BUILT_IN_AGENTS,
      parentTools: () => [],
      depth: 0,
      background: tasks,
      // A child that keeps calling the model until it is stopped (a model call per tick).
      runChild: async (args) => {
        while (!args.signal?.aborted) {
          calls += 1;
          spent();
          await new Promise((resolve) => setImmediate(resolve));
        }
        return { text: 'stopped', isError: true, subtype: 'error_during_execution' };
      },
    });
    const launched = await tool.execute({ description: 'spend', prompt: 'Spend.', subagent_type: 'Explore' }, { signal: run.signal, toolUseId: 't' });
    // As text blocks, as Claude Code sends the launch.
    assert.match(launched.blocks?.[0]?.type === 'text' ? launched.blocks[0].text : '', /^Async agent launched successfully\./);
    await spentOnce;
    // The run ends here.
    if (stopAtEnd) await tasks.stopAll();
    const before = calls;
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
    const after = calls;
    run.abort();
    await tasks.stopAll();
    return { before, after, notices: tasks.drainNotices().length };
  };
  const control = await spend(new BackgroundTasks(dir), false);
  assert.ok(control.after > control.before, 'control: without the stop, the agent keeps spending after the run ended');
  const stopped = await spend(new BackgroundTasks(dir), true);
  assert.equal(stopped.after, stopped.before, 'stopped: no call after the run ended');
  assert.equal(stopped.notices, 0, 'no notice for an agent the run stopped');
});
