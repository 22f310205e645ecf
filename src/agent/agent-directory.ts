/**
 * The subagents one run's main thread started, as ListAgents lists them and SendMessage reaches them (Claude Code
 * 2.1.332 headless, measured by scripts/oracle/agent-messages.mjs). One directory per run, in memory: nothing on disk
 * or on the machine names it, so no other run (nor any other Claude session) can be listed or messaged.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Mailbox } from './background-life.js';
import type { BackgroundLife, ChildRunResult } from './child-run.js';

export type DirectoryStatus = 'running' | 'completed' | 'failed' | 'stopped';

/**
 * A finished agent run again from its conversation, `message` as its new turn (its tools, permissions and hooks as
 * before); in the background (`life`), its own background work outlives its answer and resumes it, as at its launch.
 */
export type Resume = (message: string, toolUseId: string, signal: AbortSignal, life?: BackgroundLife) => Promise<ChildRunResult>;

export interface DirectoryEntry {
  /** As the Agent result gives it (`a` and 16 hex, Claude Code's form). */
  readonly agentId: string;
  /** The Agent call's `name`, when it gave one: an address as good as the id (the latest agent of a name wins). */
  readonly name?: string;
  readonly agentType: string;
  readonly description: string;
  /** Whether the child may change files (it then takes the writers' lock when resumed, as when launched). */
  readonly writes: boolean;
  status: DirectoryStatus;
  startedAt: number;
  /** Listed by ListAgents: 2.1.332 lists the agents that run or ran in the background (a resumed one too), not foreground ones. */
  listed: boolean;
  /** Messages for the running agent, delivered at its next tool round. */
  readonly inbox: string[];
  /** Told once when its current run ends (a message that came too late for it then resumes it). */
  readonly onSettle: (() => void)[];
  /** Set while it waits on its own background work after an answer (a background agent): a message wakes it. */
  wake?: () => void;
  /** Set once it has ended and can be resumed; `refusal` says why one cannot (its worktree or servers are gone). */
  resume?: Resume;
  refusal?: string;
}

/** The short ref a listing or a pin gives an agent (6 hex of its id; 2.1.332 prints one beside each name). */
export function agentRef(agentId: string): string {
  return createHash('sha256').update(agentId).digest('hex').slice(0, 6);
}

/** A ListAgents listing's most characters: 2.1.332 pages by the listing's length, not by a row count (measured). */
export const LISTING_CHARS = 10_000;
/** The cursors a directory keeps (2.1.332 keeps 32; an older one is then not valid). */
const KEPT_CURSORS = 32;

export class AgentDirectory {
  private readonly entries: DirectoryEntry[] = [];
  /** Each cursor issued, with the agents the pages before it showed (its next page lists the others, as 2.1.332's). */
  private readonly cursors = new Map<string, ReadonlySet<string>>();

  /** A child the main thread started (or one starting again): the newest entry of an id replaces the older. */
  add(entry: Omit<DirectoryEntry, 'inbox' | 'onSettle' | 'startedAt' | 'status'>): DirectoryEntry {
    const known = this.entries.find((e) => e.agentId === entry.agentId);
    if (known) return known;
    const added: DirectoryEntry = { ...entry, inbox: [], onSettle: [], startedAt: Date.now(), status: 'running' };
    this.entries.push(added);
    return added;
  }

  get(agentId: string): DirectoryEntry | undefined {
    return this.entries.find((e) => e.agentId === agentId);
  }

  /**
   * The agent `to` names, exactly: its id, or its name (the latest of that name), either with its ` [ref]` appended.
   * Nothing else resolves: no prefix, no agent type, no session of another run.
   */
  find(to: string): DirectoryEntry | undefined {
    const withRef = /^(.*) \[([0-9a-f]{6})\]$/.exec(to);
    const bare = withRef ? (withRef[1] ?? '') : to;
    const matches = (e: DirectoryEntry): boolean => (e.agentId === bare || e.name === bare) && (!withRef || agentRef(e.agentId) === withRef[2]);
    return this.entries.findLast(matches);
  }

  /** The agents ListAgents lists, in the order they started. */
  listed(): DirectoryEntry[] {
    return this.entries.filter((e) => e.listed);
  }

  /** The agentIds the pages before `cursor` showed (undefined: a cursor this directory did not issue or no longer keeps). */
  shownBefore(cursor: string): ReadonlySet<string> | undefined {
    return this.cursors.get(cursor);
  }

  /** A new cursor (8 random hex, as 2.1.332's) for the page after the agents in `shown`. */
  issueCursor(shown: ReadonlySet<string>): string {
    const cursor = randomBytes(4).toString('hex');
    this.cursors.set(cursor, shown);
    for (const old of this.cursors.keys()) {
      if (this.cursors.size <= KEPT_CURSORS) break;
      this.cursors.delete(old);
    }
    return cursor;
  }
}

const COORDINATOR = 'The coordinator sent a message while you were working:';
const ADDRESS_IT = 'Address this before completing your current task.';

/**
 * A message for a running agent, as 2.1.332 delivers it at the agent's next tool round: a reminder after its tool
 * results, `<` and `>` escaped so the text cannot close the frame it is in (measured: `&lt;/system-reminder&gt;`).
 */
export function deliveredMessage(message: string): string {
  const text = message.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return `<system-reminder>\n${COORDINATOR}\n${text}\n\n${ADDRESS_IT}\n</system-reminder>`;
}

/** A finished agent's new turn when a message resumes it (2.1.332's words), its SubagentStart hooks' context after it. */
export function resumeTurn(message: string, context: readonly string[]): { role: 'user'; content: { type: 'text'; text: string }[] } {
  return {
    role: 'user',
    content: [
      { type: 'text', text: `${COORDINATOR}\n${message}\n\n${ADDRESS_IT}` },
      ...context.map((text) => ({ type: 'text' as const, text: `<system-reminder>\n${text}\n</system-reminder>` })),
    ],
  };
}

/** The entry's status once a run of it ended. */
export function settle(entry: DirectoryEntry, child: ChildRunResult): void {
  entry.status = !child.isError ? 'completed' : child.subtype === 'stopped' ? 'stopped' : 'failed';
  for (const told of entry.onSettle.splice(0)) told();
}

/** The entry's inbox as a background agent waiting on its own work reads it (background-life.ts). */
export function mailbox(entry: DirectoryEntry): Mailbox {
  return {
    unread: () => entry.inbox.length > 0,
    take: () => entry.inbox.splice(0).map((message) => ({ text: deliveredMessage(message) })),
    waking: (wake) => {
      entry.wake = wake;
    },
  };
}
