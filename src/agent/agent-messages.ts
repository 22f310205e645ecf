/**
 * ListAgents and SendMessage as Claude Code 2.1.332 has them headless (measured: scripts/oracle/agent-messages.mjs,
 * test/fixtures/claude-code-agent-messages/2.1.332.json): the main thread lists the subagents it started and messages
 * them by agentId or `name`. A running one gets the message at its next tool round; a finished one is resumed from its
 * conversation in the background, its answer a `<task-notification>`. Only this run's agents: the directory is the
 * run's own (agent-directory.ts), so no other run or session on the machine is reachable.
 */
import { adoptRun } from '../tools/background.js';
import { objectSchema, toolInputShown } from '../tools/schema.js';
import { toolUseError, type ToolDefinition, type ToolResult } from '../tools/types.js';
import { LISTING_CHARS, agentRef, type AgentDirectory, type DirectoryEntry } from './agent-directory.js';
import type { ChildLock } from './child-lock.js';
import { AGENT_TASK_TYPE, childNotice, type AgentBackground, type WritersLock } from './background-agent.js';
import type { ChildRunResult } from './child-run.js';
import { TurnLocks } from './background-life.js';
import type { RunBudget } from './budget.js';

export const LIST_AGENTS_TOOL_NAME = 'ListAgents';
export const SEND_MESSAGE_TOOL_NAME = 'SendMessage';

export interface ListAgentsInput {
  channel?: string;
  q?: string;
  cursor?: string;
}

export interface SendMessageInput {
  to: string;
  summary?: string;
  message?: string;
  notify_when_idle?: boolean;
}

const UNSET = 'Not available in this build; leave unset.';
const LIST_SCHEMA = objectSchema([], {
  channel: { type: 'string', description: UNSET, maxLength: 256 },
  q: { type: 'string', description: UNSET, maxLength: 256 },
  cursor: {
    type: 'string',
    description: 'The cursor the last line of a long listing gave, for its next page. Omit to list from the start.',
    maxLength: 256,
  },
});
const SEND_SCHEMA = objectSchema(['to', 'message'], {
  to: { type: 'string', description: "Recipient: a subagent's agentId (from its Agent result) or the `name` its Agent call gave, as ListAgents prints it." },
  summary: { type: 'string', description: 'A 5-10 word label for your own transcript (not sent). Truncated to 200 characters.', maxLength: 200 },
  message: { type: 'string', default: '', description: 'The message: plain text, its first line a self-contained sentence.' },
  notify_when_idle: { type: 'boolean', description: 'For sessions on other machines; accepted and ignored here (a subagent notifies when it finishes).' },
});

const NO_AGENTS =
  'No reachable agents \u2014 this run has started no background subagent yet (a foreground agent is reached by the agentId its result gave). Other sessions and runs cannot be messaged from here.';
const BAD_CURSOR =
  '(that cursor is not valid: this session did not issue it, or it has expired \u2014 no agents were looked up; call again with no cursor to list them from the start)';

/** A name or id as a listing shows it: control characters escaped, `<` and `>` too, so a name cannot forge a row or a frame. */
export function shownName(name: string): string {
  const escaped = JSON.stringify(name).slice(1, -1).replaceAll('\\"', '"').replaceAll('\\\\', '\\');
  return escaped.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function row(entry: DirectoryEntry): string {
  const ago = Math.max(0, Math.round((Date.now() - entry.startedAt) / 1000));
  return `  ${shownName(entry.name ?? entry.agentId)}  \u00b7  ${shownName(entry.agentType)}  \u00b7  ${entry.status}  \u00b7  started ${ago}s ago`;
}

export function createListAgentsTool(directory: AgentDirectory): ToolDefinition<ListAgentsInput> {
  return {
    name: LIST_AGENTS_TOOL_NAME,
    description:
      "Lists the subagents of this run you can SendMessage to: those running or run in the background (a foreground agent is reached by the agentId its result gave). Each row: name (the address), agent type, status, age. Only this run's agents are reachable. A long listing comes in pages: pass the `cursor` its last line gives.",
    ...toolInputShown<ListAgentsInput>(LIST_AGENTS_TOOL_NAME, LIST_SCHEMA, LIST_SCHEMA),
    readOnly: true,
    execute(input): Promise<ToolResult> {
      const shownBefore = input.cursor === undefined ? undefined : directory.shownBefore(input.cursor);
      if (input.cursor !== undefined && !shownBefore) {
        const details = { listing: BAD_CURSOR, sections: [], notes: [{ kind: 'cursor_not_valid', text: BAD_CURSOR }] };
        return Promise.resolve({ content: BAD_CURSOR, isError: false, details });
      }
      const all = directory.listed();
      if (all.length === 0) return Promise.resolve({ content: NO_AGENTS, isError: false, details: { listing: NO_AGENTS, sections: [], notes: [] } });
      const { listing, rows } = listingPage(directory, all, shownBefore);
      const shown = rows.map((e) => ({ id: e.agentId, type: e.agentType, status: e.status, ...(e.name ? { name: e.name } : {}) }));
      return Promise.resolve({
        content: listing,
        isError: false,
        details: { listing, sections: [{ kind: 'subagents', total: all.length, rows: shown }], notes: [] },
      });
    },
  };
}

/**
 * One page of the listing, as 2.1.332 pages it: all of it when it fits in LISTING_CHARS and no cursor was given;
 * otherwise the agents the pages before did not show, as many as fit with the line naming the next cursor. A cursor's
 * page lists agents started since it was issued too. (Agents never leave a run's directory, so a cursor always has
 * agents left to show: 2.1.332's "nothing more to list" has no case here.)
 */
function listingPage(
  directory: AgentDirectory,
  all: DirectoryEntry[],
  shownBefore: ReadonlySet<string> | undefined,
): { listing: string; rows: DirectoryEntry[] } {
  const text = (rows: DirectoryEntry[], more = ''): string => [`Subagents (${all.length}):`, ...rows.map(row)].join('\n') + more;
  if (!shownBefore && text(all).length <= LISTING_CHARS) return { listing: text(all), rows: all };
  const left = all.filter((e) => !shownBefore?.has(e.agentId));
  if (text(left).length <= LISTING_CHARS) return { listing: text(left), rows: left };
  const moreLine = (rest: DirectoryEntry[], cursor: string): string => {
    const named = rest.filter((e) => e.name !== undefined).length;
    const byName = named === 0 ? '' : `; ${SEND_MESSAGE_TOOL_NAME} still finds ${named === rest.length ? 'all' : named} of them by name`;
    return `\n\n(\u2026 ${rest.length} more not shown \u2014 call again with cursor="${cursor}" for the next page${byName})`;
  };
  // The cursor's length is fixed, so the page is measured with a stand-in and the cursor issued for the page chosen.
  const fits = (n: number): boolean => text(left.slice(0, n), moreLine(left.slice(n), '00000000')).length <= LISTING_CHARS;
  let count = 1;
  while (count + 1 < left.length && fits(count + 1)) count++;
  const rows = left.slice(0, count);
  const cursor = directory.issueCursor(new Set([...(shownBefore ?? []), ...rows.map((e) => e.agentId)]));
  return { listing: text(rows, moreLine(left.slice(count), cursor)), rows };
}

export interface SendMessageOptions {
  directory: AgentDirectory;
  /** Where a resumed agent runs (the run's background tasks). */
  background: AgentBackground;
  /** The writers' locks a background agent takes (agent-tool.ts): a resumed one that may write takes them again. */
  lock: ChildLock;
  mainWrites?: WritersLock;
  budget: RunBudget;
}

/** The result as 2.1.332 gives it: the JSON on one line, then a newline; PostToolUse's tool_response the object. */
function sent(data: Record<string, unknown>, details: Record<string, unknown> = data): ToolResult {
  return { content: `${JSON.stringify(data)}\n`, isError: false, details };
}

function notReached(to: string, why = 'is reachable'): ToolResult {
  const message = `No agent named '${to}' ${why}.\nUse ListAgents to see everyone you can message.`;
  return sent({ success: false, message }, { success: false, message, display: `Not sent \u2014 no agent named '${to}' ${why}.` });
}

export function createSendMessageTool(opts: SendMessageOptions): ToolDefinition<SendMessageInput> {
  return {
    name: SEND_MESSAGE_TOOL_NAME,
    description:
      "Sends a message to a subagent of this run, by the agentId its Agent result gave or its `name`. A running agent reads it at its next tool round. A finished one is resumed with its own context, tools and permissions, in the background: its answer arrives as a <task-notification>. Your plain text is not visible to agents: to tell one something, call this tool. Only this run's agents are reachable.",
    // `message` is required as shown and defaults to "" as accepted (2.1.332: a call without it is "message must not be empty").
    ...toolInputShown<SendMessageInput>(SEND_MESSAGE_TOOL_NAME, SEND_SCHEMA, { ...SEND_SCHEMA, required: ['to'] }),
    readOnly: true,
    async execute(input, ctx): Promise<ToolResult> {
      const to = input.to.trim();
      const message = input.message ?? '';
      if (to === '') return toolUseError('to must not be empty');
      if (message.trim() === '') return toolUseError('message must not be empty');
      if (/[\r\n]/.test(input.to) || input.to.length > 300) return toolUseError('InputValidationError: to must be one line of at most 300 characters');
      const entry = opts.directory.find(to);
      if (!entry) return notReached(to);
      const pin = { id: entry.agentId, name: entry.name ?? entry.agentId, ref: agentRef(entry.agentId) };
      if (entry.status === 'running') {
        entry.inbox.push(message);
        entry.wake?.();
        // Still unread when this run of it ends (it was finishing): it is resumed with the message, as 2.1.332 does.
        entry.onSettle.push(() => {
          const unread = entry.inbox.splice(0);
          if (unread.length > 0 && entry.resume && !opts.budget.exhausted)
            resumeInBackground(opts, entry, entry.resume, unread.join('\n\n'), ctx.toolUseId, ctx.signal);
        });
        return sent({
          success: true,
          message: `Message queued for delivery to ${pin.name} at its next tool round. If it finishes first, it is resumed with the message and notifies again, so wait for that notification before resending.`,
          pin,
        });
      }
      if (!entry.resume) return notReached(to, `can be resumed: ${entry.refusal ?? 'it cannot be continued'}`);
      if (opts.budget.exhausted)
        return notReached(to, `can be resumed: the budget is spent ($${opts.budget.spentUsd.toFixed(2)} of the $${opts.budget.maxUsd} maximum)`);
      resumeInBackground(opts, entry, entry.resume, message, ctx.toolUseId, ctx.signal);
      const data = { success: true, message: `Resuming agent ${entry.name ?? entry.agentId.slice(0, 7)}`, resumedAgentId: entry.agentId, pin };
      return sent(data, { ...data, revivedAgentId: entry.agentId });
    },
  };
}

/** The agent runs again as one of the run's background tasks (TaskStop and the run's end stop it), taking the writers' locks as at launch. */
function resumeInBackground(
  opts: SendMessageOptions,
  entry: DirectoryEntry,
  resume: NonNullable<DirectoryEntry['resume']>,
  message: string,
  toolUseId: string,
  callSignal: AbortSignal,
): void {
  const stop = new AbortController();
  const signal = AbortSignal.any([callSignal, stop.signal]);
  entry.status = 'running';
  entry.listed = true;
  entry.startedAt = Date.now();
  // Held while it runs a turn, not while it waits on its own background work (background-life.ts).
  const locks = new TurnLocks(opts.lock, entry.writes, opts.mainWrites);
  const interim = (child: ChildRunResult): void => {
    if (!signal.aborted) opts.background.tell(childNotice(entry.agentId, toolUseId, entry.description, child, true));
  };
  const run = (async (): Promise<ChildRunResult> => {
    await locks.take();
    try {
      if (signal.aborted) {
        entry.status = 'stopped';
        return { text: 'Not run: the agent was stopped.', isError: true, subtype: 'stopped' };
      }
      return await resume(message, toolUseId, signal, { interim, locks });
    } finally {
      locks.drop();
    }
  })();
  const task = { id: entry.agentId, toolUseId, description: entry.description, type: AGENT_TASK_TYPE, name: entry.agentType };
  adoptRun(opts.background, task, stop, run, (child) => (signal.aborted ? undefined : childNotice(entry.agentId, toolUseId, entry.description, child)));
}
