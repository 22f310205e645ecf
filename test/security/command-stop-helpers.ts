import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killMarked, killProcessGroup, PROCESS_MARK, PROCESS_MARK_NAME } from '../../src/process/group.js';
import { COMMAND_MARK_NAME, signal } from '../../src/process/tracker.js';
import { BackgroundTasks } from '../../src/tools/background.js';
import { createBashTool } from '../../src/tools/bash.js';
import type { ToolSandbox } from '../../src/sandbox/runtime.js';
import { alive, pidIn } from '../support/process-alive.js';
import { whenExists } from '../session/harness.js';
import { until } from '../support/until-empty.js';

/**
 * Stopping ONE Bash command before the run ends (TaskStop, its timeout, a subagent's answer, a Monitor's stop) must end
 * everything it started, including what left its process group and scrubbed its environment. Each attack starts a
 * heartbeat: a process that writes its pid, then a line to its log every 50 ms, and on SIGTERM writes `term` and goes on
 * (only SIGKILL ends it). After the stop has settled the heartbeat must be gone (checked by pid, not by a clock).
 */
export const HEARTBEAT = (file: string): string =>
  `echo $$ > ${file}.tmp && mv ${file}.tmp ${file}.pid; trap 'echo term >> ${file}.log' TERM; while :; do echo beat >> ${file}.log; sleep 0.05; done`;

/** Ways out of the command's process group and environment; each runs the heartbeat to `file` and keeps the command going. */
export const ESCAPES: Record<string, (file: string) => string> = {
  'setsid env -i': (f) => `setsid env -i sh -c '${HEARTBEAT(f).replace(/'/g, `'\\''`)}' </dev/null >/dev/null 2>&1 & sleep 1000`,
  // The subshell exits at once: the heartbeat is re-parented to init, in a session of its own.
  'double fork + setsid env -i': (f) => `(setsid env -i sh -c '${HEARTBEAT(f).replace(/'/g, `'\\''`)}' </dev/null >/dev/null 2>&1 &); sleep 1000`,
  'nohup env -i setsid': (f) => `nohup env -i setsid sh -c '${HEARTBEAT(f).replace(/'/g, `'\\''`)}' </dev/null >/dev/null 2>&1 & sleep 1000`,
};

export function scratch(t: { after: (fn: () => void) => void }, prefix: string): { root: string; tempDir: string; dir: string } {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
  const ws = { root: path.join(base, 'root'), tempDir: path.join(base, 'tmp'), dir: path.join(base, 'out') };
  for (const d of [ws.root, ws.tempDir, ws.dir]) mkdirSync(d, { recursive: true });
  t.after(() => rmSync(base, { recursive: true, force: true }));
  return ws;
}

/** Kills what a failed assertion left running. */
export function reap(t: { after: (fn: () => void) => void }, pids: number[]): void {
  t.after(() => {
    for (const pid of pids) signal(pid, 'SIGKILL');
  });
}

/** The Bash tool with background tasks, as the session builds it (optionally sandboxed). */
export function bashWithTasks(ws: { root: string; tempDir: string }, sandbox?: ToolSandbox) {
  const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 300 });
  const bash = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' }, background: tasks, killGraceMs: 300, ...(sandbox ? { sandbox } : {}) });
  const ctx = { signal: new AbortController().signal, toolUseId: `toolu_${randomUUID().slice(0, 8)}` };
  return { tasks, bash, ctx };
}

/** Starts `command` in the background, waits for its heartbeat's pid; returns the task's id and that pid. */
export async function startEscape(tool: ReturnType<typeof bashWithTasks>, command: string, file: string) {
  const r = await tool.bash.execute({ command, run_in_background: true, description: 'escape' }, tool.ctx);
  const id = String(r.details?.backgroundTaskId ?? '');
  assert.ok(tool.tasks.get(id), r.content);
  const pid = await pidIn(`${file}.pid`);
  // Its first beat comes after its trap is set: from then on only SIGKILL ends it.
  await whenExists(`${file}.log`);
  return { id, pid };
}

/** Lines the heartbeat wrote so far. */
export const beats = (file: string): number => (existsSync(`${file}.log`) ? readFileSync(`${file}.log`, 'utf8').split('\n').length : 0);

/**
 * The control: the command stopped as main's code stopped it (its process group, then the processes carrying its mark).
 * Returns the heartbeat's pid, and whether it was still running and writing after that stop had settled.
 */
export async function stoppedAsBefore(command: string, file: string, cwd: string): Promise<{ pid: number; runsOn: boolean }> {
  const mark = randomUUID();
  const env = { PATH: process.env.PATH ?? '', [PROCESS_MARK_NAME]: PROCESS_MARK, [COMMAND_MARK_NAME]: mark };
  const child = spawn('bash', ['-c', command], { cwd, env, stdio: 'ignore', detached: true });
  const pid = await pidIn(`${file}.pid`);
  await whenExists(`${file}.log`);
  await killProcessGroup(child.pid as number, 300);
  await killMarked(mark, 300);
  const after = beats(file);
  // An event, not a clock: a new line written after the stop settled (the bound only ends a hang).
  const runsOn = (await alive(pid)) && (await until(() => beats(file) > after, 30_000, 20));
  signal(pid, 'SIGKILL');
  return { pid, runsOn };
}

/**
 * What the wrapper a command runs in (its cgroup's join, or scan mode's adoption) must not change: a literal command
 * (no shell) that is not there is told as spawn's failure is, and it gets exactly the environment it was given.
 */
export async function literalCommandsAsBefore(ws: { root: string; tempDir: string }): Promise<void> {
  const bash = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '', ONLY: 'this' } });
  const ctx = (argv: string[]) => ({ signal: new AbortController().signal, toolUseId: 'toolu_literal', plan: { readOnly: false, argv } });
  const missing = await bash.execute({ command: 'no-such-program-x a' }, ctx(['no-such-program-x', 'a']));
  assert.equal(missing.content, 'Exit code 127\nno-such-program-x: command not found');
  const env = await bash.execute({ command: 'env' }, ctx(['env']));
  const names = env.content
    .split('\n')
    .map((l) => l.split('=')[0])
    .sort();
  assert.deepEqual(names, [COMMAND_MARK_NAME, PROCESS_MARK_NAME, 'GIT_TERMINAL_PROMPT', 'ONLY', 'PATH'].sort(), env.content);
}

/** Where cgroup v2 is mounted here (/sys/fs/cgroup, or /sys/fs/cgroup/unified on a hybrid machine), if it is. */
export function cgroupMount(): string | undefined {
  return readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((l) => l.split(' '))
    .find((f) => f[f.indexOf('-') + 1] === 'cgroup2')?.[4];
}

/** This process's cgroup (v2), as a folder. */
export function ownCgroup(): string | undefined {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('0::'));
  const mount = cgroupMount();
  return line && mount ? path.join(mount, line.slice(3).trim()) : undefined;
}
