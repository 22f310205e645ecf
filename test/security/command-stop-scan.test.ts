/**
 * Stopping one Bash command where the runner has no cgroup (scan mode: a GitHub-hosted runner's user may not make
 * one): the tracker attributes each process it first sees to the command whose tree, session or mark it came from, and
 * the command's stop kills those too. What it holds: a process that left the command's session and scrubbed its
 * environment, a double fork included: each command is a child subreaper (perl's prctl, then exec), so what its
 * processes leave orphaned is re-parented to it, in its tree, while it runs; what it cannot hold: what was orphaned
 * when the command's own process had already exited (the run's final sweep's, best effort, as before).
 * Control: the same command stopped as main's code stopped it (process group, then mark) runs on and keeps writing.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, test } from 'node:test';
import { PROCESS_MARK } from '../../src/process/group.js';
import { startProcessTracking } from '../../src/process/tracker.js';
import { alive } from '../support/process-alive.js';
import { bashWithTasks, ESCAPES, literalCommandsAsBefore, reap, scratch, startEscape, stoppedAsBefore } from './command-stop-helpers.js';

const tracker = await startProcessTracking({ mark: PROCESS_MARK, allowCgroup: false, intervalMs: 25 });
const skip = tracker.mode === 'scan' ? false : `no /proc here: ${tracker.note ?? tracker.mode}`;
if (skip) console.log(`# skipped: command stop in scan mode: ${skip}`);
after(() => tracker.stop(300));

for (const name of ['setsid env -i', 'double fork + setsid env -i', 'nohup env -i setsid'] as const) {
  test(`scan mode: TaskStop ends what a command started with ${name} (control: main's stop leaves it writing)`, { skip, timeout: 120_000 }, async (t) => {
    const attack = ESCAPES[name] as (file: string) => string;
    const ws = scratch(t, 'cgkill-scan-');
    const control = await stoppedAsBefore(attack(path.join(ws.dir, 'before')), path.join(ws.dir, 'before'), ws.root);
    reap(t, [control.pid]);
    assert.equal(control.runsOn, true, 'control: stopped as before, it ran on and wrote after the stop');

    const tool = bashWithTasks(ws);
    const file = path.join(ws.dir, 'now');
    const { id, pid } = await startEscape(tool, attack(file), file);
    reap(t, [pid]);
    await tool.tasks.stop(id);
    assert.equal(await alive(pid), false, `pid ${pid} outlived the stop`);
  });
}

test("scan mode: stopping one command leaves another command's escaped processes running", { skip, timeout: 120_000 }, async (t) => {
  const ws = scratch(t, 'cgkill-scan-two-');
  const tool = bashWithTasks(ws);
  const attack = ESCAPES['setsid env -i'] as (file: string) => string;
  const [a, b] = [path.join(ws.dir, 'a'), path.join(ws.dir, 'b')];
  const first = await startEscape(tool, attack(a), a);
  const second = await startEscape(tool, attack(b), b);
  reap(t, [first.pid, second.pid]);
  await tool.tasks.stop(first.id);
  assert.equal(await alive(first.pid), false);
  assert.equal(await alive(second.pid), true, "the other command's process was killed too");
  await tool.tasks.stop(second.id);
  assert.equal(await alive(second.pid), false);
});

test('scan mode: a literal command is not found, and sees its environment, as without the adopting wrapper', { skip }, async (t) => {
  await literalCommandsAsBefore(scratch(t, 'cgkill-scan-lit-'));
});
