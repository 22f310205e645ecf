import type { FinalCheck } from '../agent/loop.js';
import type { StopCause } from '../agent/stop.js';
import { fence } from '../trigger/task-message.js';
import type { VerifyPlan } from './plan.js';
import type { CheckRound, CheckRun, Verification } from '../agent/verification.js';
import { runCheck, type CheckPlace } from './run-check.js';

/**
 * The check around one agent run: before its first turn (a CI fix whose check passes did not reproduce; otherwise the
 * failing output is the agent's starting evidence), at each end of its turn (a failing check sends it back, a bounded
 * number of times), and once more after the loop when it stopped elsewhere. What it records is what ran.
 */

/** What the session does with the check before the agent's first turn. */
export type BeforeVerdict = { proceed: true; evidence?: string } | { proceed: false; result: string; error?: string };

export class Verifier {
  private before: CheckRound | undefined;
  private after: CheckRound | undefined;
  private retries = 0;
  private note: string | undefined;
  private reproduced = true;

  constructor(
    readonly plan: VerifyPlan,
    /** The commit checked out now. */
    private readonly head: () => Promise<string | undefined>,
    private readonly log: (text: string, level: 'info' | 'warning') => void,
  ) {}

  /** Before the agent's first turn. */
  async start(place: CheckPlace): Promise<BeforeVerdict> {
    for (const step of this.plan.notRunnable) this.log(`verify: not runnable here: ${step.name}: ${step.reason}`, 'warning');
    if (this.plan.checks.length === 0) return { proceed: true };
    const round = await this.round(place, 'before');
    this.before = round;
    const broken = round.runs.find((run) => run.error !== undefined);
    if (broken?.error) return { proceed: false, result: `The check could not run: ${broken.error}`, error: `verify: ${broken.error}` };
    if (round.passed && this.plan.ciFix) {
      this.reproduced = false;
      const sha = round.sha ? ` on ${round.sha.slice(0, 7)}` : '';
      return {
        proceed: false,
        result: `Not reproduced: the failed step's check passes here${sha} (${round.runs.map((r) => `\`${r.name}\` exit ${r.exitCode}`).join(', ')}). The failure may be flaky or come from CI's environment; nothing was changed.`,
      };
    }
    if (round.passed)
      return {
        proceed: true,
        evidence: `The runner ran the check before you started${shaText(round)}: it passes now. It runs it again when you end your turn.`,
      };
    return { proceed: true, evidence: evidenceText(round, 'before you started') };
  }

  /** At each end of the agent's turn: pass and the answer stands; fail and it goes back, `retries` times at most. */
  finalCheck(place: CheckPlace): FinalCheck | undefined {
    if (this.plan.checks.length === 0) return undefined;
    return async (_text, attempt) => {
      const round = await this.round(place, 'after');
      this.after = round;
      if (round.passed) return { verdict: 'accept' };
      if (attempt < this.plan.retries) {
        this.retries += 1;
        const left = this.plan.retries - attempt - 1;
        return {
          verdict: 'continue',
          message: `${evidenceText(round, 'after your changes')}\n\nThe task is not done while it fails. Fix the cause (do not weaken, skip or delete the check), then end your turn: the runner runs it again (${left === 0 ? 'the last time' : `${left} more time${left === 1 ? '' : 's'} after that`}).`,
        };
      }
      const failing = round.runs.find((run) => !run.passed);
      return {
        verdict: 'fail',
        cause: 'check_failed',
        error: `The check still fails after the agent's changes${this.retries > 0 ? ` and ${this.retries} further round${this.retries === 1 ? '' : 's'}` : ''}: ${failing ? describe(failing) : 'failing'}`,
      };
    };
  }

  /** After the loop: the check once more when the loop stopped without one at its end (max_turns, budget, a hook). */
  async finish(place: CheckPlace, cause: StopCause): Promise<void> {
    if (this.plan.checks.length === 0 || !this.reproduced || this.before === undefined) return;
    if (cause === 'completed' || cause === 'check_failed' || cause === 'structured_output') {
      if (this.after) return;
    }
    if (cause === 'timeout' || cause === 'cancelled' || place.signal.aborted) {
      this.note = `the check did not run after the agent: the run ${cause === 'timeout' ? 'ran out of time (timeout_minutes)' : 'was cancelled'}`;
      return;
    }
    this.after = await this.round(place, 'after');
  }

  record(): Verification | undefined {
    if (this.plan.checks.length === 0 && this.plan.notRunnable.length === 0) return undefined;
    const runs = [...(this.before?.runs ?? []), ...(this.after?.runs ?? [])];
    const verdict: Verification['verdict'] = !this.reproduced
      ? 'not_reproduced'
      : runs.some((run) => run.error !== undefined) && !this.after?.passed
        ? 'error'
        : this.after
          ? this.after.passed
            ? 'passed'
            : 'failed'
          : 'not_run';
    return {
      source: this.plan.source,
      verdict,
      notRunnable: this.plan.notRunnable,
      ...(this.before ? { before: this.before } : {}),
      ...(this.after ? { after: this.after } : {}),
      retries: this.retries,
      ...(this.note ? { note: this.note } : {}),
    };
  }

  private async round(place: CheckPlace, when: 'before' | 'after'): Promise<CheckRound> {
    const sha = await this.head().catch(() => undefined);
    const runs: CheckRun[] = [];
    for (const check of this.plan.checks) {
      const run = await runCheck(check, place, this.plan.timeoutMs);
      runs.push(run);
      this.log(`verify ${when}: ${describe(run)}${run.sandboxed ? '' : ' (not sandboxed)'}`, run.passed ? 'info' : 'warning');
      // A check that cannot run says so; the next ones would say nothing more about this state.
      if (run.error) break;
    }
    return { ...(sha ? { sha } : {}), passed: runs.length === this.plan.checks.length && runs.every((run) => run.passed), runs };
  }
}

function describe(run: CheckRun): string {
  const how = run.error ?? `exit ${run.exitCode ?? 'none'}`;
  return `\`${run.name}\` ${run.passed ? 'passed' : run.error ? '' : 'failed, '}${run.passed ? '' : how} (${(run.durationMs / 1000).toFixed(1)} s)`.replace(
    '  ',
    ' ',
  );
}

function shaText(round: CheckRound): string {
  return round.sha ? ` on commit ${round.sha.slice(0, 7)}` : '';
}

/** A round's failing output for the model: the command and its exit ours, the output fenced as the code's own words. */
function evidenceText(round: CheckRound, when: string): string {
  const lines = [`The runner ran the repository's check ${when}${shaText(round)}, in the sandbox, and it fails:`];
  for (const run of round.runs) {
    lines.push(
      '',
      `- \`${run.command.split('\n')[0] ?? ''}\`${run.command.includes('\n') ? ' (a multi-line script)' : ''}: ${run.passed ? 'passes' : (run.error ?? `exit ${run.exitCode ?? 'none'}`)}`,
    );
    if (!run.passed && run.tail.trim() !== '') lines.push(fence('verify', 'check_output', run.tail, { command: run.name }));
  }
  return lines.join('\n');
}
