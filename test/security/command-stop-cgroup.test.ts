/**
 * Stopping one Bash command ends everything it started, `setsid env -i` and a double fork included, where the runner
 * has a cgroup (v2) of its own: each command joins a cgroup of its own inside the run's before it execs, and its stop
 * kills that cgroup. Control for each attack: the same command stopped as main's code stopped it (its process group,
 * then the processes carrying its mark) runs on and keeps writing.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { killBackgroundProcesses, PROCESS_MARK } from '../../src/process/group.js';
import { startProcessTracking } from '../../src/process/tracker.js';
import { createBashTool } from '../../src/tools/bash.js';
import { alive, pidIn } from '../support/process-alive.js';
import { whenExists } from '../session/harness.js';
import {
  bashWithTasks,
  cgroupMount,
  ESCAPES,
  HEARTBEAT,
  literalCommandsAsBefore,
  reap,
  scratch,
  startEscape,
  stoppedAsBefore,
} from './command-stop-helpers.js';

const tracker = await startProcessTracking({ mark: PROCESS_MARK });
const skip = tracker.mode === 'cgroup' ? false : `no cgroup here: ${tracker.note ?? tracker.mode}`;
if (skip) console.log(`# skipped: command stop in cgroup mode: ${skip}`);
// The run's end: the commands' cgroups and the run's removed (none of them may be left behind).
after(() => tracker.stop(300));

for (const [name, attack] of Object.entries(ESCAPES)) {
  test(`TaskStop ends what a command started with ${name} (control: main's stop leaves it writing)`, { skip, timeout: 120_000 }, async (t) => {
    const ws = scratch(t, 'cgkill-');
    const control = await stoppedAsBefore(attack(path.join(ws.dir, 'before')), path.join(ws.dir, 'before'), ws.root);
    reap(t, [control.pid]);
    assert.equal(control.runsOn, true, 'control: stopped as before, it ran on and wrote after the stop');

    const tool = bashWithTasks(ws);
    const file = path.join(ws.dir, 'now');
    const { id, pid } = await startEscape(tool, attack(file), file);
    reap(t, [pid]);
    assert.equal(await alive(pid), true);
    const task = await tool.tasks.stop(id);
    assert.equal(task?.status, 'killed');
    assert.equal(await alive(pid), false, `pid ${pid} outlived the stop`);
    // It got SIGTERM first (and ignored it): the grace was given, then SIGKILL.
    assert.match(readFileSync(`${file}.log`, 'utf8'), /term/);
  });
}

test("a foreground command's kill (the timeout's and the run's cancel: one path) ends what it started with setsid env -i", {
  skip,
  timeout: 120_000,
}, async (t) => {
  const ws = scratch(t, 'cgkill-fg-');
  const file = path.join(ws.dir, 'fg');
  const bash = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' }, killGraceMs: 300 });
  const cancel = new AbortController();
  const running = bash.execute({ command: ESCAPES['setsid env -i']?.(file) ?? '' }, { signal: cancel.signal, toolUseId: 'toolu_fg' });
  const pid = await pidIn(`${file}.pid`);
  reap(t, [pid]);
  await whenExists(`${file}.log`);
  cancel.abort();
  const r = await running;
  assert.match(r.content, /interrupted/, r.content);
  assert.equal(await alive(pid), false, `pid ${pid} outlived the command's kill`);
});

test("stopping one command leaves another command's escaped processes running (they are the run's, until it ends)", { skip, timeout: 120_000 }, async (t) => {
  const ws = scratch(t, 'cgkill-two-');
  const tool = bashWithTasks(ws);
  const [a, b] = [path.join(ws.dir, 'a'), path.join(ws.dir, 'b')];
  const first = await startEscape(tool, ESCAPES['setsid env -i']?.(a) ?? '', a);
  const second = await startEscape(tool, ESCAPES['setsid env -i']?.(b) ?? '', b);
  reap(t, [first.pid, second.pid]);
  await tool.tasks.stop(first.id);
  assert.equal(await alive(first.pid), false);
  assert.equal(await alive(second.pid), true, "the other command's process was killed too");
  await tool.tasks.stop(second.id);
  assert.equal(await alive(second.pid), false);
});

test("what a finished command left running (setsid env -i) stays the run's: the final sweep ends it", { skip, timeout: 120_000 }, async (t) => {
  const ws = scratch(t, 'cgkill-sweep-');
  const file = path.join(ws.dir, 'left');
  const bash = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' }, killGraceMs: 300 });
  const command = `setsid env -i sh -c '${HEARTBEAT(file).replace(/'/g, `'\\''`)}' </dev/null >/dev/null 2>&1 &`;
  const r = await bash.execute({ command }, { signal: new AbortController().signal, toolUseId: 'toolu_left' });
  assert.equal(r.isError, false, r.content);
  const pid = await pidIn(`${file}.pid`);
  reap(t, [pid]);
  // Control: the command has ended, its process runs on (a server started with `&` is meant to).
  assert.equal(await alive(pid), true);
  assert.ok(
    tracker.members().some((m) => m.pid === pid),
    'the tracker lists it',
  );
  const killed = await killBackgroundProcesses(300);
  assert.ok(
    killed.some((k) => k.pid === pid),
    JSON.stringify(killed),
  );
  assert.equal(await alive(pid), false);
  writeFileSync(path.join(ws.dir, 'done'), '');
});

test('a literal command is not found, and sees its environment, as without the cgroup join', { skip }, async (t) => {
  await literalCommandsAsBefore(scratch(t, 'cgkill-lit-'));
});

test("a command that moves into a cgroup it made inside its own is still ended by its stop; one that moves into the run's (it runs as the runner's user) is the final sweep's", {
  skip,
  timeout: 120_000,
}, async (t) => {
  const ws = scratch(t, 'cgkill-move-');
  const tool = bashWithTasks(ws);
  const [deeper, out] = [path.join(ws.dir, 'deeper'), path.join(ws.dir, 'out')];
  // Its own cgroup, as the command sees it; the run's is its parent.
  const own = `$(sed -n 's|^0::|${cgroupMount()}|p' /proc/self/cgroup)`;
  const mover = (file: string, to: string) =>
    `cg=${own}; ${to}; setsid env -i sh -c '${HEARTBEAT(file).replace(/'/g, `'\\''`)}' </dev/null >/dev/null 2>&1 & sleep 1000`;
  const inside = await startEscape(tool, mover(deeper, 'mkdir "$cg/x" && echo $$ > "$cg/x/cgroup.procs"'), deeper);
  const outside = await startEscape(tool, mover(out, 'echo $$ > "$(dirname "$cg")/cgroup.procs"'), out);
  reap(t, [inside.pid, outside.pid]);
  await tool.tasks.stop(inside.id);
  assert.equal(await alive(inside.pid), false, 'a cgroup below its own is still its own');
  await tool.tasks.stop(outside.id);
  assert.equal(await alive(outside.pid), true, "moved into the run's cgroup, it is no longer the command's (no boundary between processes of one user)");
  await killBackgroundProcesses(300);
  assert.equal(await alive(outside.pid), false, "the run's final sweep ends it");
});
