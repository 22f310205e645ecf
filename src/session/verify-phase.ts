import type { FinalCheck } from '../agent/loop.js';
import type { LoopOutcome } from '../agent/outcome.js';
import type { StopCause } from '../agent/stop.js';
import { buildToolEnv } from '../process/env.js';
import type { CheckPlace } from '../verify/run-check.js';
import type { Verifier } from '../verify/verifier.js';
import type { SessionSandbox } from './sandbox-step.js';

/** The runner's own check in a session: before the first turn, at each end of a turn, and once after the loop. */
export interface SessionVerify {
  /** Set when the check ends the run before any model call (not reproduced, or a check that cannot run). */
  outcome?: LoopOutcome;
  /** The task, with the failing check's output as starting evidence. */
  prompt: string;
  finalCheck?: FinalCheck;
  finish(cause: StopCause): Promise<void>;
}

/**
 * Checks run like the agent's Bash (the session's sandbox and temp folder) but with none of `pass_env`: the check is
 * the pull request author's code, and gets no token and no secret. After the runner's preparation, as every process.
 */
export async function startVerify(
  verifier: Verifier | undefined,
  config: { prompt: string; tempDir: string; sandbox: SessionSandbox; beforeFirstProcess: () => Promise<void> },
  baseEnv: NodeJS.ProcessEnv,
  signal: AbortSignal,
): Promise<SessionVerify> {
  const none: SessionVerify = { prompt: config.prompt, finish: async () => undefined };
  if (!verifier) return none;
  await config.beforeFirstProcess();
  const place: CheckPlace = {
    tempDir: config.tempDir,
    env: buildToolEnv(baseEnv, []),
    ...(config.sandbox.tools ? { sandbox: config.sandbox.tools } : {}),
    signal,
  };
  const before = await verifier.start(place);
  const finish = (cause: StopCause): Promise<void> => verifier.finish(place, cause);
  if (!before.proceed) {
    const outcome: LoopOutcome = before.error
      ? { cause: 'error', subtype: 'error_during_execution', result: before.result, errors: [before.error], stopReason: null, denials: [], apiMs: 0 }
      : { cause: 'completed', subtype: 'success', result: before.result, errors: [], stopReason: null, denials: [], apiMs: 0 };
    return { outcome, prompt: config.prompt, finish };
  }
  const finalCheck = verifier.finalCheck(place);
  return { prompt: before.evidence ? `${config.prompt}\n\n${before.evidence}` : config.prompt, ...(finalCheck ? { finalCheck } : {}), finish };
}
