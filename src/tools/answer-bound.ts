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
 * the subagent still works is the subagent's, not the main thread's. A workflow agent's commands are bound so too.
 *
 * `outlivesAnswer`: a background subagent's (2.1.332: stop-sequence.mjs `monitorBgChild`, `bashTimeoutBgAgent`): its
 * commands and Monitors run on after its answer, their notices still its own; `next` waits for one, which resumes it.
 * `end` stops what is left (the agent is done, stopped, or the run is ending).
 */
export class AnswerBoundTasks {
  private readonly stops = new Map<string, () => Promise<unknown>>();
  private notices: BackgroundNotice[] = [];
  /** The bound commands still running (those bound with their `done`). */
  private readonly live = new Set<string>();
  private wake: (() => void) | undefined;

  constructor(readonly outlivesAnswer = false) {}

  /** Where the command `id`'s end is told; `stop` kills it (no notice follows); `done` settles once it has ended. */
  bind(id: string, stop: () => Promise<unknown>, done?: Promise<unknown>): void {
    this.stops.set(id, stop);
    if (done === undefined) return;
    this.live.add(id);
    void done.finally(() => {
      this.live.delete(id);
      this.stops.delete(id);
      this.wake?.();
    });
  }

  /** A bound command's notice (its end, a timeout, a Monitor's lines): kept for the subagent's next request. */
  readonly notify = (notice: BackgroundNotice): void => {
    this.notices.push(notice);
    this.wake?.();
  };

  /** Whether a bound command still runs, or told something not yet delivered (its end, after the agent's last look). */
  running(): boolean {
    return this.live.size > 0 || this.notices.length > 0;
  }

  /** The notices not yet delivered to the subagent, each once. */
  drain(): BackgroundNotice[] {
    const out = this.notices;
    this.notices = [];
    return out;
  }

  /**
   * Waits for a notice while a bound command still runs, or for `more` (woken by `poke`): the notices then waiting
   * (none: every command ended untold, `more`, or `signal`).
   */
  async next(signal: AbortSignal, more: () => boolean = () => false): Promise<BackgroundNotice[]> {
    while (this.notices.length === 0 && this.live.size > 0 && !signal.aborted && !more()) {
      let stopped = (): void => undefined;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        stopped = resolve;
        signal.addEventListener('abort', stopped, { once: true });
      });
      // Each wait's listener goes with it: the run's signal lives as long as the run, across every wait of every agent.
      signal.removeEventListener('abort', stopped);
      this.wake = undefined;
    }
    return this.drain();
  }

  /** Wakes `next` to look at its `more` again. */
  poke(): void {
    this.wake?.();
  }

  /** The subagent answered (a background one: it is done): every bound command still running is killed, and settles once it is gone. */
  async end(): Promise<void> {
    // A wait still pending (none should be: its agent is done) ends with it.
    this.wake?.();
    const stops = [...this.stops.values()];
    this.stops.clear();
    this.notices = [];
    await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
  }
}
