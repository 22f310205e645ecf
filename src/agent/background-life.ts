/**
 * A background agent's life after an answer it gave with background work of its own still running (Claude Code
 * 2.1.332: scripts/oracle/stop-sequence.mjs, `monitorBgChild`, `bashTimeoutBgAgent`): the answer is told to the main
 * thread as interim, the agent waits holding no lock, and each notice of that work (or a message sent to it meanwhile)
 * resumes it. One run of an agent at a time: what comes while it runs a turn is read in that turn or starts its next.
 */
import type { AnswerBoundTasks } from '../tools/answer-bound.js';
import type { BackgroundNotice } from '../tools/background.js';
import type { WritersLock } from './background-agent.js';
import type { RunBudget } from './budget.js';
import type { ChildLock } from './child-lock.js';
import type { BackgroundLife, ChildRunResult, TurnLocking } from './child-run.js';

/**
 * The writers' locks one background agent holds while it runs a turn (the Agent tool's `lock`, and `mainWrites` when it
 * may write, which the main thread's writes wait behind): given up while it waits on its own background work, so the
 * main thread's edits and commands do not wait for that work's end; taken again before the turn an event starts.
 */
export class TurnLocks implements TurnLocking {
  private held: (() => void)[] | undefined;

  constructor(
    private readonly lock: ChildLock,
    private readonly writes: boolean,
    private readonly mainWrites?: WritersLock,
  ) {}

  async take(): Promise<void> {
    if (this.held) return;
    const release = await this.lock.acquire(this.writes);
    // Taken after `lock` (the main thread's writes never take `lock`): no cycle.
    const releaseMain = this.writes && this.mainWrites ? await this.mainWrites.acquire(true) : undefined;
    this.held = releaseMain ? [releaseMain, release] : [release];
  }

  drop(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const release of held) release();
  }
}

/** A background agent's messages (its directory entry's inbox). */
export interface Mailbox {
  unread(): boolean;
  /** The messages waiting, taken, as the agent is told them. */
  take(): BackgroundNotice[];
  /** Set while it waits on its own work (undefined again when it stops waiting): a message calls it. */
  waking(wake: (() => void) | undefined): void;
}

export interface LiveOnPorts {
  life: BackgroundLife;
  /** Its own background commands and Monitors, which outlive its answers. */
  owned: AnswerBoundTasks;
  /** Messages sent to it (SendMessage), when it has an address. */
  mail?: Mailbox;
  signal: AbortSignal;
  budget: RunBudget;
  /** Its next turn, told these notices (its conversation goes on; hooks fire as at a resume). */
  turn: (notices: BackgroundNotice[]) => Promise<ChildRunResult>;
}

/**
 * From the agent's answer `first` until its own work is over: while that work runs, the answer is told as interim and
 * the agent waits without its locks; the work's next notice, or a message, takes them again and runs its next turn.
 * Ends at an answer with nothing of its own left running, a failed turn, the run's end or its budget: the last answer.
 * The turns share the run's counters (runLoop's max_turns and budget checks apply to each).
 */
export async function liveOn(first: ChildRunResult, ports: LiveOnPorts): Promise<ChildRunResult> {
  const { life, owned, mail, signal } = ports;
  let child = first;
  while (!child.isError && !signal.aborted && owned.running()) {
    life.interim(child);
    life.locks.drop();
    mail?.waking(() => owned.poke());
    let told: BackgroundNotice[];
    try {
      told = await owned.next(signal, () => mail?.unread() === true);
    } finally {
      mail?.waking(undefined);
    }
    // Left unread (the budget is spent, the run is ending): the directory's settle hands the messages on.
    if (signal.aborted || ports.budget.exhausted) break;
    const notices = [...told, ...(mail?.take() ?? [])];
    if (notices.length === 0) break;
    await life.locks.take();
    if (signal.aborted) break;
    child = await ports.turn(notices);
  }
  return child;
}
