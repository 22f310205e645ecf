import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { EventSink } from '../agent/events.js';
import { loadBashGrammar } from '../permissions/bash-grammar.js';
import { snapshotWorkspace, type WorkspaceSnapshot } from '../git/workspace-audit.js';
import type { ToolSandbox } from '../sandbox/index.js';

/**
 * The runner's preparation before any process of the agent's (main.ts: the checkout's credentials taken out of the git
 * configuration), then the snapshot the end of the run compares against (of the workspace the agent gets, its
 * credentials taken out). Run once, by whichever comes first: a hook, an MCP server, a tool call, the sandbox library,
 * or the first model request on its way. A preparation that fails rejects every caller: no agent process starts after it.
 */
export interface RunnerPreparation {
  /** Awaited before every process of the agent's. */
  beforeFirstProcess(): Promise<void>;
  /** The snapshot taken after the preparation; undefined when it was never taken or could not be. */
  snapshot(): Promise<WorkspaceSnapshot | undefined>;
  /** Once the session is over, nothing starts the preparation any more (what it takes out would not be put back). */
  end(): void;
  readonly ended: boolean;
  /** Whatever the preparation took is known after this (main.ts puts it back). */
  settled(): Promise<void>;
}

export function runnerPreparation(runnersOwn: (() => Promise<void>) | undefined, cwd: string): RunnerPreparation {
  let snapshot: Promise<WorkspaceSnapshot | undefined> | undefined;
  let prepared: Promise<void> | undefined;
  let ended = false;
  const beforeFirstProcess = (): Promise<void> =>
    (prepared ??= (async () => {
      await runnersOwn?.();
      snapshot = snapshotWorkspace(cwd).catch(() => undefined);
      await snapshot;
    })());
  return {
    beforeFirstProcess,
    snapshot: async () => snapshot,
    end: () => void (ended = true),
    get ended() {
      return ended;
    },
    settled: async () => prepared?.catch(() => undefined),
  };
}

/**
 * The reporting sink: every event to the caller's. What only tool calls need waits until the first model request is
 * on its way, and the answer takes longer: the preparation (its git processes and its walk of .git and the ignored files
 * are not the request's), the sandbox library's start (proxies, a proof run; an MCP server or hook that runs a command
 * before waits for it) and the bash grammar (every decision awaits it).
 */
export function reportingSink(emit: EventSink, preparation: RunnerPreparation, tools: ToolSandbox | undefined): EventSink {
  let first = true;
  return (event) => {
    if (first && event.kind === 'turn_start') {
      first = false;
      afterRequestSent(() => {
        // Not once the session is over: what it would take out of the git configuration would not be put back.
        // Its failure is not lost: every caller of beforeFirstProcess() before a process gets it, and refuses that process.
        if (!preparation.ended) preparation.beforeFirstProcess().catch(() => undefined);
        void loadBashGrammar();
        void tools?.ready();
      });
    }
    emit(event);
  };
}

/**
 * Calls `fn` once the next HTTP request's body is on the wire (undici's `undici:request:bodySent`, which the runner's fetch publishes), or after
 * `fallbackMs` (a client that does not use Node's fetch): work started earlier would delay the request.
 */
function afterRequestSent(fn: () => void, fallbackMs = 500): void {
  const channels = ['undici:request:bodySent'];
  const once = (): void => {
    clearTimeout(timer);
    for (const channel of channels) unsubscribe(channel, once);
    setImmediate(fn);
  };
  const timer = setTimeout(once, fallbackMs).unref();
  for (const channel of channels) subscribe(channel, once);
}
