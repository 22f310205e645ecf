/**
 * A sandboxed command (bubblewrap) is stopped as one outside is: what it started with `setsid env -i` or a double fork
 * ends with the stop (its PID namespace ends with its bubblewrap, and in cgroup mode its cgroup holds it). From inside,
 * it can neither kill nor move processes through the cgroups: cgroupfs is read-only there and the runner's processes
 * are not in its PID namespace. Control: the same writes from a command outside the sandbox (its own cgroup) work.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { PROCESS_MARK } from '../../src/process/group.js';
import { startProcessTracking } from '../../src/process/tracker.js';
import { emptySandboxSettings } from '../../src/sandbox/config.js';
import { startSandbox, type ToolSandbox } from '../../src/sandbox/runtime.js';
import { createBashTool } from '../../src/tools/bash.js';
import { skipNote } from '../sandbox/helpers.js';
import { alive } from '../support/process-alive.js';
import { bashWithTasks, cgroupMount, ESCAPES, ownCgroup, reap, scratch, startEscape } from './command-stop-helpers.js';

const tracker = await startProcessTracking({ mark: PROCESS_MARK });
after(() => tracker.stop(300));

describe('a sandboxed command', { skip: skipNote('stopping a sandboxed command') }, () => {
  let sandbox: ToolSandbox | undefined;
  after(async () => sandbox?.close());

  const sandboxed = async (t: Parameters<typeof scratch>[0]) => {
    const ws = scratch(t, 'cgkill-sb-');
    if (!sandbox) {
      const runDir = path.join(ws.tempDir, 'run');
      mkdirSync(runDir);
      execFileSync('git', ['init', '-q'], { cwd: ws.root });
      const settings = { ...emptySandboxSettings(), filesystem: { ...emptySandboxSettings().filesystem, allowWrite: ['/tmp'] } };
      const started = await startSandbox({ mode: 'required', settings, cwd: ws.root, runDir, allowRules: [] });
      assert.ok(started.ok && started.sandbox, started.ok ? (started.status.reason ?? 'no sandbox') : started.error);
      sandbox = started.sandbox;
    }
    return { ws, tool: bashWithTasks(ws, sandbox) };
  };

  for (const name of ['setsid env -i', 'double fork + setsid env -i'] as const) {
    it(`TaskStop ends what it started with ${name}`, { timeout: 120_000 }, async (t) => {
      const { ws, tool } = await sandboxed(t);
      const file = path.join(ws.dir, 'sb');
      const { id, pid: inner } = await startEscape(tool, (ESCAPES[name] as (f: string) => string)(file), file);
      // The pid it wrote is its own namespace's: the stop is checked by the heartbeat's log going quiet for good,
      // i.e. by the process being gone from every namespace: no process of the machine runs its command line.
      const running = (): string[] =>
        execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
          .split('\n')
          .filter((l) => l.includes(`${file}.log`));
      assert.ok(inner > 0);
      assert.ok(running().length > 0, 'control: it runs before the stop');
      reap(
        t,
        running().map((l) => Number(l.trim().split(' ')[0])),
      );
      await tool.tasks.stop(id);
      assert.deepEqual(running(), [], 'it outlived the stop');
    });
  }

  it('cannot kill or move processes through the cgroups (control: outside the sandbox the same writes work)', { timeout: 120_000 }, async (t) => {
    const home = ownCgroup();
    if (tracker.mode !== 'cgroup' || home === undefined) return t.skip(`no cgroup here: ${tracker.note ?? tracker.mode}`);
    const { ws, tool } = await sandboxed(t);
    const victim = path.join(ws.dir, 'victim');
    const other = await startEscape(tool, (ESCAPES['setsid env -i'] as (f: string) => string)(victim), victim);
    const others = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes(`${victim}.log`))
      .map((l) => Number(l.trim().split(' ')[0]));
    reap(t, others);
    const siblings = execFileSync('find', [home, '-mindepth', '1', '-maxdepth', '1', '-name', 'command-*'], { encoding: 'utf8' }).trim().split('\n');
    const attack = [
      `echo 1 > ${home}/cgroup.kill && echo KILLED-RUN`,
      ...siblings.map((d) => `echo 1 > ${d}/cgroup.kill && echo KILLED-SIBLING`),
      `echo $$ > ${home}/cgroup.procs && echo MOVED-OUT`,
      `echo ${process.pid} > ${siblings[0]}/cgroup.procs && echo MOVED-RUNNER`,
      `echo $$ > ${path.dirname(home)}/cgroup.procs && echo MOVED-UP`,
    ].join('; ');
    const r = await tool.bash.execute({ command: attack }, { signal: new AbortController().signal, toolUseId: 'toolu_cg' });
    assert.doesNotMatch(r.content, /KILLED|MOVED/, r.content);
    assert.match(r.content, /Read-only file system|No such file|Permission denied/, r.content);
    assert.equal(await alive(process.pid), true);
    assert.ok((await Promise.all(others.map(alive))).every(Boolean), "the other command's processes run on");
    // Control: outside the sandbox, a command can write its own cgroup's files (it runs as the runner's user).
    const plain = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' } });
    const own = await plain.execute(
      {
        command: `cat /proc/self/cgroup | grep -c command- && echo $$ > $(sed -n 's|^0::|${cgroupMount()}|p' /proc/self/cgroup)/cgroup.procs && echo WROTE`,
      },
      {
        signal: new AbortController().signal,
        toolUseId: 'toolu_plain',
      },
    );
    assert.match(own.content, /WROTE/, own.content);
    await tool.tasks.stop(other.id);
  });
});
