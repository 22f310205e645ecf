/**
 * The evidence a run carries of the checks the runner itself ran (src/verify/): what ran, on which commit, how it
 * exited and how long it took, with the output's end. The result, the outputs (`verification`), the comment and the
 * summary all read this one record; nothing in it is the model's word.
 */

export interface CheckRun {
  name: string;
  command: string;
  exitCode: number | null;
  passed: boolean;
  durationMs: number;
  /** The output's last lines. */
  tail: string;
  /** The check could not say pass or fail: it did not start, timed out, or the sandbox refused what it needed. */
  error?: string;
  sandboxed: boolean;
}

/** Every check once, on one state of the workspace. */
export interface CheckRound {
  /** The commit checked out (HEAD); the workspace may hold the agent's uncommitted edits on top of it. */
  sha?: string;
  passed: boolean;
  runs: CheckRun[];
}

/**
 * `passed`: the check passed after the agent; `failed`: it still fails; `not_reproduced`: a CI fix whose check passed
 * before any change; `error`: a check could not run (named in its run); `not_run`: the run stopped before the check.
 */
export type VerificationVerdict = 'passed' | 'failed' | 'not_reproduced' | 'error' | 'not_run';

export interface Verification {
  /** `input` (the verify input) or `workflow` (the failed run's step, read from its workflow file). */
  source: 'input' | 'workflow';
  verdict: VerificationVerdict;
  /** Steps the runner could not run here, each with why. */
  notRunnable: { name: string; reason: string }[];
  before?: CheckRound;
  after?: CheckRound;
  /** Rounds the agent was sent back for after a failing check. */
  retries: number;
  /** Why there is no after round, when there is none. */
  note?: string;
}
