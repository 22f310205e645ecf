/**
 * The headline case of stopping one command: a synchronous subagent's `run_in_background` command ends with its answer
 * (answer-bound.ts), and with it what it started with `setsid env -i` and a double fork; before, those ran on (and
 * wrote) until the run's final sweep. Checked when the parent hears the answer, by pid, while the run still goes on.
 * Control: tests/security/command-stop-{cgroup,scan}.test.ts stop the same commands as main's code did.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, test } from 'node:test';
import { startScriptedModel, type RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { PROCESS_MARK } from '../../src/process/group.js';
import { startProcessTracking } from '../../src/process/tracker.js';
import { ESCAPES } from '../security/command-stop-helpers.js';
import { alive, pidIn } from '../support/process-alive.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { run, systemText, tempRepoAndFolder, whenExists } from './harness.js';

// The run's tracking, as src/index.ts starts it (a cgroup where one can be made, else the scan).
const tracker = await startProcessTracking({ mark: PROCESS_MARK });
after(() => tracker.stop(300));

test(`a synchronous subagent's background command ends with its answer, with what it started by setsid env -i and a double fork (${tracker.mode} mode)`, {
  skip: tracker.mode === 'none' ? `no /proc here: ${tracker.note}` : false,
  timeout: 120_000,
}, async (t) => {
  const { repo, folder } = await tempRepoAndFolder(t, 'sub-escape-');
  const [a, b] = [path.join(folder, 'a'), path.join(folder, 'b')];
  const both = `${(ESCAPES['double fork + setsid env -i'] as (f: string) => string)(b).replace(/; sleep 1000$/, '')}; ${(ESCAPES['setsid env -i'] as (f: string) => string)(a)}`;
  const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
  const main = [
    turn(call('Agent', { description: 'slow look', prompt: 'CHILD: start it', subagent_type: 'general-purpose', run_in_background: false }, 'toolu_agent')),
    text('MAIN: the agent reported back.'),
  ];
  let next = 0;
  let childNext = 0;
  const atAnswer: { pids: number[]; alive: boolean[] } = { pids: [], alive: [] };
  const model = await startScriptedModel(
    (req) =>
      isMain(req)
        ? (main[next++] ?? text('MAIN: nothing more.'))
        : ([turn(call('Bash', { command: both, description: 'escape', run_in_background: true }, 'toolu_bg')), text('child done')][childNext++] ??
          text('child done')),
    {
      onRequest: async (req) => {
        const messages = (req.body.messages as unknown[]).length;
        // The child answers once both heartbeats beat (their traps set).
        if (!isMain(req) && messages === 3) for (const f of [a, b]) await whenExists(`${f}.log`);
        if (isMain(req) && messages === 3) {
          atAnswer.pids = [await pidIn(`${a}.pid`), await pidIn(`${b}.pid`)];
          atAnswer.alive = await Promise.all(atAnswer.pids.map(alive));
        }
      },
    },
  );
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'start the slow work', inputs: { model: 'claude-opus-4-6' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.equal(atAnswer.pids.length, 2);
  assert.deepEqual(atAnswer.alive, [false, false], `still running when the parent heard the answer: ${atAnswer.pids.join(', ')}`);
});
