import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { BackgroundTasks } from '../../src/tools/background.js';
import { createBashTool } from '../../src/tools/bash.js';
import { ShellCwd } from '../../src/tools/shell-cwd.js';
import { whenExists } from '../session/harness.js';
import { alive } from '../support/process-alive.js';

/**
 * A foreground command past its timeout, with background tasks: moved to the background as Claude Code 2.1.332 moves
 * it (the session tests hold the words to the CLI's record: test/session/stop-sequence.test.ts).
 */
const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'bash-moved-')));
const ws = { root: path.join(base, 'root'), tempDir: path.join(base, 'tmp') };
for (const dir of [ws.root, ws.tempDir]) mkdirSync(dir, { recursive: true });
after(() => rmSync(base, { recursive: true, force: true }));
const env = { PATH: process.env.PATH ?? '' };
const ctx = (signal = new AbortController().signal) => ({ signal, toolUseId: 'toolu_slow' });
let n = 0;
/** A command that prints, waits for the test to release it, then prints again. */
function held(first: string): { command: string; release: () => void } {
  const file = path.join(base, `release-${(n += 1)}`);
  return { command: `${first}; until [ -e ${file} ]; do sleep 0.05; done; echo after`, release: () => writeFileSync(file, '') };
}

describe('a command past its timeout', () => {
  it("starts in the shell's directory it was judged in, and its cd does not move the shell, even once it ends (as a background command's)", async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const bash = createBashTool({ workspace: ws, env, background: tasks });
    const sub = path.join(ws.root, 'moved-sub');
    mkdirSync(path.join(sub, 'deeper'), { recursive: true });
    const moves: string[] = [];
    const shell = new ShellCwd({ root: ws.root, onMove: async (m) => void moves.push(m.newCwd) });
    const first = await bash.execute({ command: 'cd moved-sub' }, { ...ctx(), shell, cwd: shell.current() });
    assert.equal(first.isError, false, first.content);
    // Control: a foreground command's cd is kept.
    assert.equal(shell.where, sub);
    const { command, release } = held('pwd; cd deeper');
    const r = await bash.execute({ command, timeout: 300 }, { ...ctx(), shell, cwd: shell.current() });
    release();
    const task = tasks.get(String(r.details?.backgroundTaskId));
    assert.ok(task, r.content);
    await task.done;
    assert.equal(task.status, 'completed');
    assert.equal(readFileSync(task.outputPath, 'utf8'), `${sub}\nafter\n`);
    assert.equal(shell.where, sub);
    assert.deepEqual(moves, [sub]);
    const next = await bash.execute({ command: 'pwd' }, { ...ctx(), shell, cwd: shell.current() });
    assert.equal(next.content, sub);
  });

  it('moves to the background: its output so far, then the task, as 2.1.332 says it; it goes on and its end is told', async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const bash = createBashTool({ workspace: ws, env, background: tasks });
    const { command, release } = held('echo begun');
    const r = await bash.execute({ command, timeout: 300, description: 'Slow one' }, ctx());
    if (r.isError) release();
    assert.equal(r.isError, false, r.content);
    const id = String(r.details?.backgroundTaskId);
    const task = tasks.get(id);
    assert.ok(task, r.content);
    assert.equal(
      r.content,
      `begun\nCommand did not complete within its 1s timeout and was moved to the background (ID: ${id}). Output is being written to: ${task.outputPath}. You will be notified when it completes. If it is still running after 10m in the background, it will be stopped and you will be notified. It is running now: do not start a second copy while it runs. If it is no longer needed, stop it with TaskStop. To check interim output, use Read on that file path.`,
    );
    assert.equal(r.details?.timedOutAfterMs, 300);
    assert.equal(task.status, 'running');
    release();
    await task.done;
    assert.equal(task.status, 'completed');
    assert.equal(readFileSync(task.outputPath, 'utf8'), 'begun\nafter\n');
    const [notice] = tasks.drainNotices();
    assert.match(notice?.text ?? '', /<tool-use-id>toolu_slow<\/tool-use-id>[\s\S]*Background command "Slow one" completed \(exit code 0\)/);
  });

  it('a long output so far stays whole in the task output file', async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const bash = createBashTool({ workspace: ws, env, background: tasks, maxOutputChars: 200 });
    const { command, release } = held('seq 1 500');
    const r = await bash.execute({ command, timeout: 300 }, ctx());
    release();
    const task = tasks.get(String(r.details?.backgroundTaskId));
    assert.ok(task, r.content);
    // Shown as a long output is, its start and end, then where it went (the same file).
    assert.match(
      r.content,
      new RegExp(
        `^1\\n2\\n[\\s\\S]*\\n500\\n\\n\\[Truncated: [^\\]]* The full output is in ${task.outputPath}\\.\\]\\nCommand did not complete within its 1s timeout and was moved to the background`,
      ),
    );
    await task.done;
    assert.equal(readFileSync(task.outputPath, 'utf8'), `${Array.from({ length: 500 }, (_, i) => i + 1).join('\n')}\nafter\n`);
  });

  it("the run's end kills a moved command's process group, without a notice", async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const bash = createBashTool({ workspace: ws, env, background: tasks });
    const run = new AbortController();
    const pidFile = path.join(base, 'grandchild.pid');
    const { command } = held(`(exec sleep 1000) & echo $! > ${pidFile}`);
    const r = await bash.execute({ command, timeout: 300 }, ctx(run.signal));
    const task = tasks.get(String(r.details?.backgroundTaskId));
    assert.ok(task, r.content);
    await whenExists(pidFile);
    let grandchild = 0;
    while (grandchild <= 0) grandchild = Number(readFileSync(pidFile, 'utf8'));
    process.kill(grandchild, 0);
    // The run's end: its signal, then every background task stopped (src/agent: the run's final kill).
    run.abort();
    await tasks.stopAll();
    assert.equal(task.status, 'killed');
    assert.equal(await alive(task.pid ?? 0), false, 'the command');
    assert.equal(await alive(grandchild), false, 'the process it started');
    assert.deepEqual(tasks.drainNotices(), []);
  });

  it('stays stopped where 2.1.332 stops it: a command that starts with sleep, and without background tasks', async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const withTasks = createBashTool({ workspace: ws, env, background: tasks });
    const r = await withTasks.execute({ command: 'sleep 1000; echo never', timeout: 300 }, ctx());
    assert.equal(r.content, 'Exit code 143\nCommand timed out after 0.3s');
    assert.equal(r.isError, true);
    const none = createBashTool({ workspace: ws, env });
    const r2 = await none.execute({ command: 'echo begun; sleep 1000', timeout: 300 }, ctx());
    assert.equal(r2.content, 'Exit code 143\nCommand timed out after 0.3s\nbegun');
    assert.deepEqual(tasks.running(), []);
  });
});

describe('a moved command is bounded', () => {
  it('by its bound in the background: killed there, and the notice says so', async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const child = spawn('bash', ['-c', 'echo begun; exec sleep 1000'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const task = tasks.takeOver(child, [Buffer.from('so far\n')], {
      command: 'c',
      description: 'Moved one',
      toolUseId: 'toolu_slow',
      timeoutMs: 300,
      signal: new AbortController().signal,
    });
    await task.done;
    assert.equal(task.status, 'killed');
    assert.equal(await alive(task.pid ?? 0), false);
    assert.match(tasks.drainNotices()[0]?.text ?? '', /Background command "Moved one" was stopped after its timeout of 300 ms/);
    assert.equal(readFileSync(task.outputPath, 'utf8'), 'so far\nbegun\n');
  });
});

describe('a background command starts where it was judged', () => {
  it('attack: its folder swapped for a link out of the workspace after the check: bash finds it and runs nothing; control: started in the link, it reads outside', async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const bash = createBashTool({ workspace: ws, env, background: tasks });
    const outside = path.join(base, 'outside');
    mkdirSync(outside, { recursive: true });
    writeFileSync(path.join(outside, 'secret.txt'), 'OUTSIDE-SECRET\n');
    // The decision judged root/swapped (a folder then); it is a link to the outside by the time the command starts.
    const swapped = path.join(ws.root, 'swapped');
    symlinkSync(outside, swapped);
    const r = await bash.execute({ command: 'cat secret.txt', run_in_background: true }, { ...ctx(), cwd: swapped });
    const task = tasks.get(String(r.details?.backgroundTaskId));
    assert.ok(task, r.content);
    await task.done;
    const output = readFileSync(task.outputPath, 'utf8');
    assert.doesNotMatch(output, /OUTSIDE-SECRET/);
    assert.match(output, /Command was not run: its working directory .*swapped changed before it started/);
    // Control: a command started in that path (as a spawn given it would be) reads the secret.
    const control = spawnSync('bash', ['-c', 'cat secret.txt'], { cwd: swapped, encoding: 'utf8' });
    assert.match(control.stdout, /OUTSIDE-SECRET/);
  });
});

describe('a command past its timeout whose task cannot be made', () => {
  it('(no room for its output file) is ended by the timeout as without background tasks, and the run goes on', async () => {
    // Its folder is under a file: the task's output file cannot be made (ENOTDIR, as ENOSPC or EMFILE would fail it).
    writeFileSync(path.join(base, 'a-file'), '');
    const tasks = new BackgroundTasks(path.join(base, 'a-file', 'tmp'), { graceMs: 200 });
    const bash = createBashTool({ workspace: ws, env, background: tasks });
    const { command, release } = held('echo before');
    const r = await bash.execute({ command, timeout: 300 }, ctx());
    release();
    assert.equal(r.details?.backgroundTaskId, undefined, r.content);
    assert.match(r.content, /before/);
    assert.match(r.content, /timed out|Command was killed|terminated/i);
  });
});
