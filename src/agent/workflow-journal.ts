import { createHash, randomUUID } from 'node:crypto';

/**
 * `resumeFromRunId`, as Claude Code 2.1.332 resumes a workflow run: each agent() call is keyed by its prompt, the
 * options that change what it does (schema, model, effort, isolation, agentType, disallowedTools, bashCommandClamp)
 * and the key of the call before it; a resumed run takes the earlier run's result for each key until the first call
 * that has none (edited, added, reordered, failed or never started) and runs that call and every later one again.
 *
 * Claude Code chains keys through parallel()/pipeline() slots; here the chain follows the order the script issues its
 * calls (the same for a deterministic script whose parallel thunks call agent() first, the common shape). A call that
 * changes order only runs again: a cached result is never given to another call. The journal lives as long as the
 * run: runs of the Action never share one.
 */

/** Claude Code's run id: `wf_` and the first 12 characters of a UUID; what `resumeFromRunId` must look like. */
export const RUN_ID = /^wf_[a-z0-9-]{6,}$/;

export function newRunId(): string {
  return `wf_${randomUUID().slice(0, 12)}`;
}

/** One run's saved agent() results by key, and the keys whose call failed. */
export interface WorkflowJournal {
  results: Map<string, unknown>;
  failed: Set<string>;
}

/** The run's workflow runs (one store per run of the runner, shared by every Workflow call in it). */
export class WorkflowRuns {
  /** Each finished or stopped run's journal, by run id. */
  readonly journals = new Map<string, WorkflowJournal>();
  /** The runs still running, by run id: their background task id. */
  readonly active = new Map<string, string>();
}

const KEYED_OPTIONS = ['schema', 'model', 'effort', 'isolation', 'agentType', 'disallowedTools', 'bashCommandClamp'] as const;

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) if (key !== '__proto__') out[key] = sorted((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** Claude Code's key of one call: the previous key, the prompt, the keyed options with their keys sorted. */
export function callKey(prev: string, prompt: string, opts: Record<string, unknown>): string {
  const keyed: Record<string, unknown> = {};
  for (const name of KEYED_OPTIONS) if (opts[name] !== undefined) keyed[name] = opts[name];
  const digest = createHash('sha256')
    .update(prev)
    .update('\0')
    .update(prompt)
    .update('\0')
    .update(JSON.stringify(sorted(keyed)))
    .digest('hex');
  return `v2:${digest}`;
}

export type Replayed = { cached: true; value: unknown } | { cached: false; key: string };

/** One run's replay: what it takes from an earlier run's journal, and the journal it writes for a later resume. */
export class WorkflowReplay {
  readonly journal: WorkflowJournal = { results: new Map(), failed: new Set() };
  private prev = '';
  private calls = 0;
  private hits = 0;
  private missed: { index: number; failed: boolean } | undefined;

  constructor(private readonly earlier: WorkflowJournal | undefined) {}

  /** Called in the order the script issues its agent() calls. */
  next(prompt: string, opts: Record<string, unknown>): Replayed {
    const key = callKey(this.prev, prompt, opts);
    this.prev = key;
    this.calls += 1;
    if (this.earlier && this.missed === undefined) {
      if (this.earlier.results.has(key)) {
        this.hits += 1;
        const value = this.earlier.results.get(key);
        this.journal.results.set(key, value);
        return { cached: true, value };
      }
      this.missed = { index: this.calls, failed: this.earlier.failed.has(key) };
    }
    return { cached: false, key };
  }

  record(key: string, value: unknown, failed: boolean): void {
    if (failed) this.journal.failed.add(key);
    else this.journal.results.set(key, value);
  }

  /** Claude Code's line on what a resume took from cache (undefined for a fresh run or an empty journal). */
  summary(): string | undefined {
    const recorded = this.earlier?.results.size ?? 0;
    if (recorded === 0) return undefined;
    const results = recorded === 1 ? 'result' : 'results';
    const head =
      this.hits === 0 && this.missed !== undefined
        ? `Resume matched nothing: 0 of the journal's ${recorded} saved ${results} served from cache.`
        : `Resume: ${this.hits} of the journal's ${recorded} saved ${results} served from cache.`;
    if (this.missed === undefined) return head;
    const why = this.missed.failed
      ? 'left no saved result in the earlier run (it failed, was skipped or refused, or its result could not be saved)'
      : 'has no saved result (it or a call before it changed through a script edit, a reorder or different args, an earlier resume re-ran it without finishing, or the earlier run never started it)';
    return `${head} Call ${this.missed.index} and every call after it run fresh, not from cache: it ${why}.`;
  }
}

/** Claude Code's refusal to resume a run that still runs (two copies of its agents would run). */
export function stillRunning(runId: string, taskId: string): string {
  return `Workflow ${runId} is still running (task ${taskId}). Stop it first with TaskStop({task_id: "${taskId}"}) before resuming.`;
}

/** Claude Code's refusal when no run has that id (in a runner run: no Workflow call of this run made it). */
export function noJournal(runId: string): string {
  return `No journal found for workflow run ${runId}, so there is nothing to resume. To run the workflow from the start, call Workflow again without resumeFromRunId.`;
}
