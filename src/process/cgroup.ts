import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmdirSync, write, writeFileSync } from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The cgroup (v2) side of process tracking (tracker.ts): the run's own cgroup, and one child of it per command. A
 * process is born in its parent's cgroup, and no fork, session, re-parenting or scrubbed environment takes it out;
 * only a write to a `cgroup.procs` does, which needs write access to the cgroup it leaves and the one it enters.
 */
export type CgroupResult = { dir: string; home: string } | { error: string };

/** The name of a command's cgroup inside the run's: its mark (a random UUID) and nothing the command chose. */
export const commandCgroupName = (mark: string): string => `command-${mark}`;

/**
 * What a command runs as in cgroup mode: a shell that writes its own pid into the command's `cgroup.procs` and only
 * then becomes the command (`exec`), so nothing the command starts is born outside it. A write that fails runs
 * nothing (status 126); a program that is not there is told as bash tells it (status 127, the runner's own words for
 * a literal command that cannot be found).
 */
export function joiningArgv(procsFile: string, run: readonly string[], env: Readonly<Record<string, string>>): string[] {
  const script = [
    'echo $$ > "$1" || { echo "agent-runner: could not put the command in its cgroup: not run" >&2; exit 126; }',
    'shift',
    // Looked up on PATH as spawn looks it up (sh's builtins, `cd` or `echo`, are not programs); the names are the
    // wrapper's own, so no variable the command inherits is changed.
    '__agent_runner_found=',
    'case $1 in */*) [ -e "$1" ] && __agent_runner_found=1 ;; *) __agent_runner_rest="$PATH:"; while [ -n "$__agent_runner_rest" ]; do __agent_runner_dir=${__agent_runner_rest%%:*}; __agent_runner_rest=${__agent_runner_rest#*:}; if [ -f "${__agent_runner_dir:-.}/$1" ] && [ -x "${__agent_runner_dir:-.}/$1" ]; then __agent_runner_found=1; break; fi; done ;; esac',
    '[ -n "$__agent_runner_found" ] || { echo "$1: command not found" >&2; exit 127; }',
    // sh exports the directory it starts in as PWD: the command gets the environment it was given, no more.
    ...(env['PWD'] === undefined ? ['unset PWD'] : []),
    'exec "$@"',
  ].join('; ');
  return ['/bin/sh', '-c', script, 'agent-runner', procsFile, ...run];
}

/**
 * A fresh child of this process's cgroup v2, with this process moved into it. Moving a process waits for the
 * kernel (an RCU grace period: 10–30 ms), so it is done on libuv's thread pool while the main thread goes on.
 */
export async function createCgroup(): Promise<CgroupResult> {
  if (process.platform !== 'linux') return { error: `not Linux (${process.platform})` };
  try {
    const line = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('0::'));
    if (line === undefined) return { error: 'no cgroup v2 hierarchy' };
    const mount = readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .map((l) => l.split(' '))
      .find((f) => f[f.indexOf('-') + 1] === 'cgroup2')?.[4];
    if (!mount) return { error: 'cgroup2 is not mounted' };
    const home = path.join(mount, line.slice(3).trim());
    const dir = path.join(home, `agent-runner-${process.pid}-${Date.now().toString(36)}`);
    // The folder made and the file opened here and now (quick in cgroupfs), the write alone on the thread pool: each step
    // of an asynchronous writeFile waits for the main thread, which is busy loading the run.
    mkdirSync(dir);
    try {
      await writeWhole(path.join(dir, 'cgroup.procs'), String(process.pid));
    } catch (error) {
      await rmdir(dir);
      throw error;
    }
    return { dir, home };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** One `write(2)` on libuv's thread pool, the file opened and closed on this thread. */
function writeWhole(file: string, text: string): Promise<void> {
  const fd = openSync(file, 'w');
  return new Promise<void>((resolve, reject) => write(fd, text, (error) => (error ? reject(error) : resolve()))).finally(() => closeSync(fd));
}

export function readPids(file: string): number[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => /^\d+$/.test(l))
      .map(Number);
  } catch {
    return [];
  }
}

/** The cgroups below `dir` (a command may make its own inside its cgroup), deepest first. */
function below(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
  return names.flatMap((name) => [...below(path.join(dir, name)), path.join(dir, name)]);
}

/** The pids in `dir` and every cgroup below it. */
export function subtreePids(dir: string): number[] {
  return [dir, ...below(dir)].flatMap((d) => readPids(path.join(d, 'cgroup.procs')));
}

/**
 * Makes a command's cgroup inside the run's; its `cgroup.procs`, or undefined when it cannot be made. Made and removed
 * on libuv's thread pool: each waits for the kernel (milliseconds on a busy machine), not the run's main thread.
 */
export async function makeCommandCgroup(runCgroup: string, mark: string): Promise<string | undefined> {
  const dir = path.join(runCgroup, commandCgroupName(mark));
  try {
    await mkdir(dir);
    return path.join(dir, 'cgroup.procs');
  } catch {
    return undefined;
  }
}

/** Removes a command's cgroup once it is empty; one still in use (or with cgroups of its own) waits for the run's end. */
export function removeCommandCgroup(runCgroup: string, mark: string): void {
  rmdir(path.join(runCgroup, commandCgroupName(mark))).catch(() => undefined);
}

/**
 * SIGKILL every process in `dir` and below at once (`cgroup.kill`, Linux 5.14: a process forking meanwhile is killed
 * with its child); false where the kernel has no such file.
 */
export function killCgroup(dir: string): boolean {
  const file = path.join(dir, 'cgroup.kill');
  if (!existsSync(file)) return false;
  try {
    writeFileSync(file, '1');
    return true;
  } catch {
    return false;
  }
}

/** Removes `dir`'s empty cgroups, deepest first, `dir` itself last unless `keepTop`; one still in use stays. */
export function removeCgroups(dir: string, keepTop = false): void {
  for (const d of [...below(dir), ...(keepTop ? [] : [dir])]) {
    try {
      rmdirSync(d);
    } catch {
      // Still holds a process (or a zombie not yet gone): the machine's own cleanup, or the run's end, removes it.
    }
  }
}
