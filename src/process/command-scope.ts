import { randomUUID } from 'node:crypto';
import { adoptingArgv } from './adopt.js';
import { joiningArgv } from './cgroup.js';
import { killMarked, killProcessGroup } from './group.js';
import { activeProcessTracker } from './tracker.js';

/**
 * Everything one Bash command starts, so that stopping it before the run ends (its timeout, TaskStop, a synchronous
 * subagent's answer, a Monitor's stop) ends all of it, not only its process group: also what left the group in a
 * session of its own (`setsid`), a double fork re-parented to init, and one that scrubbed its environment (`env -i`).
 *
 * - its process group (the command is spawned as its leader);
 * - its mark (`AGENT_RUNNER_COMMAND_MARK` in its environment: whatever did not scrub it);
 * - the process tracker (tracker.ts): in cgroup mode the command's own cgroup, which it joins before it execs (nothing
 *   it starts is born outside it, and no fork, session or environment takes a process out); in scan mode what the scan
 *   first saw in its tree, in a session or group one of its processes led, or with its mark (best effort: a process
 *   re-parented and scrubbed between two scans is left to the run's final sweep, or escapes it too).
 *
 * A sandboxed command runs in bubblewrap's PID namespace, which ends with the command's bubblewrap: the same holds.
 */
export interface CommandScope {
  /** Its own mark: the value of COMMAND_MARK_NAME (tracker.ts) in its environment. */
  readonly mark: string;
  /**
   * What to spawn for `run`: in cgroup mode, a shell that joins the command's cgroup, then execs `run`; in scan mode,
   * `run` made a subreaper. Neither when `sandboxed`: bubblewrap's own PID namespace ends with it, orphans and all (a
   * cgroup per call cost ~10 ms a sandboxed call, issue 37's bench), and a wrapper started outside the sandbox would
   * run with the command's environment unsandboxed (`PERL5OPT` is code).
   */
  argv(run: string[], env: Record<string, string>, sandboxed?: boolean): Promise<string[]>;
  /** The spawned process (its group's leader). */
  started(pid: number | undefined): void;
  /** SIGTERM, then SIGKILL after `graceMs`, every process of the command; settles once they are gone. */
  kill(graceMs: number): Promise<void>;
  /** The command ended and was waited for: its cgroup goes once it is empty (what it left running stays tracked). */
  release(): void;
}

export function commandScope(): CommandScope {
  const mark = randomUUID();
  const tracker = activeProcessTracker();
  let pid: number | undefined;
  return {
    mark,
    argv: async (run, env, sandboxed) => {
      // bubblewrap's PID namespace already ends with the command's bubblewrap whatever it started: no cgroup to make.
      if (sandboxed === true) return run;
      const procs = await tracker?.commandCgroup(mark);
      if (procs !== undefined) return joiningArgv(procs, run, env);
      return tracker?.mode === 'scan' ? adoptingArgv(run) : run;
    },
    started: (spawned) => {
      pid = spawned;
      if (spawned !== undefined) tracker?.commandStarted(spawned, mark);
    },
    kill: async (graceMs) => {
      // The tracker first: its scan sees the command's tree before a signal re-parents any of it.
      await Promise.all([tracker?.killCommand(mark, graceMs), pid !== undefined ? killProcessGroup(pid, graceMs) : undefined, killMarked(mark, graceMs)]);
      tracker?.releaseCommand(mark);
    },
    release: () => tracker?.releaseCommand(mark),
  };
}
