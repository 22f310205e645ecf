/**
 * What the runner itself runs before and after the agent to know whether the task is done: the repository's own check.
 * It comes from the `verify` input, or on a failed `workflow_run` from the failed step's own `run:` in the workflow
 * file at the tested commit, else there is none. A step the runner cannot run here is named with why.
 */

export interface VerifyCheck {
  /** What the report calls it: the command's first line, or the workflow's job › step. */
  name: string;
  /** The script, as the shell gets it. */
  command: string;
  /** The shell program and its arguments before the script (`bash -e -c`). */
  shell: { program: string; args: string[] };
  /** Absolute working directory (inside the workspace). */
  cwd: string;
  /** Variables the step sets (workflow, job and step `env:`, evaluated without secrets). */
  env: Record<string, string>;
}

export interface NotRunnable {
  name: string;
  reason: string;
}

export interface VerifyPlan {
  /** `verify input` or the failed run's step. */
  source: 'input' | 'workflow';
  checks: VerifyCheck[];
  notRunnable: NotRunnable[];
  /** On a CI fix: a check that passes before the agent means the failure did not reproduce. */
  ciFix: boolean;
  /** Each command's bound. */
  timeoutMs: number;
  /** Further rounds the agent gets after a failing check at its end (within max_turns and the budget). */
  retries: number;
}

/** The `verify` input: one command a line (`bash -e`), in the working directory. */
export function planFromInput(lines: readonly string[], cwd: string, o: { ciFix: boolean; timeoutMs: number; retries: number }): VerifyPlan {
  return {
    source: 'input',
    checks: lines.map((command) => ({ name: command, command, shell: { program: 'bash', args: ['-e', '-c'] }, cwd, env: {} })),
    notRunnable: [],
    ...o,
  };
}
