import type { BackgroundNotice } from './background.js';

/**
 * What Claude Code 2.1.332 tells a synchronous subagent of a command it sends to the background (`run_in_background`,
 * or moved there at its timeout), word for word (scripts/oracle/stop-sequence.mjs, `bashBgChild`, `bashTimeoutChild`).
 */
export const ENDS_WITH_ANSWER =
  'If it exits while you are still working you will be notified, but it is terminated when you give your final response and no notification can follow that \u2014 so do not end your turn to wait for it; if you need its result, wait for it before giving your final response.';

/**
 * The background commands of one synchronous subagent: each ends when the subagent gives its final response (killed,
 * with every process its command marked, no notice), as 2.1.332 says it ends them; a notice of one that ends while
 * the subagent still works is the subagent's, not the main thread's. A background subagent's and a workflow agent's
 * commands are the run's, as the main thread's are.
 */
export class AnswerBoundTasks {
  private readonly stops = new Map<string, () => Promise<unknown>>();
  private notices: BackgroundNotice[] = [];

  /** Where the command `id`'s end is told; `stop` kills it (no notice follows). */
  bind(id: string, stop: () => Promise<unknown>): void {
    this.stops.set(id, stop);
  }

  /** A bound command's notice (its end, a timeout): kept for the subagent's next request. */
  readonly notify = (notice: BackgroundNotice): void => {
    this.notices.push(notice);
  };

  /** The notices not yet delivered to the subagent, each once. */
  drain(): BackgroundNotice[] {
    const out = this.notices;
    this.notices = [];
    return out;
  }

  /** The subagent answered: every bound command still running is killed, and settles once it is gone. */
  async end(): Promise<void> {
    const stops = [...this.stops.values()];
    this.stops.clear();
    this.notices = [];
    await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
  }
}
