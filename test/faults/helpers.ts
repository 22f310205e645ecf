import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { startScriptedModel, type Script, type ScriptedModel, type ScriptedModelOptions } from '../../support/scripted-model/scripted-model.js';
import { runAction, type ActionRun } from '../e2e/harness.js';
import { untilEmpty } from '../support/until-empty.js';

/**
 * Shared pieces of the fault-injection and security suites: scripted turns, a run of dist/index.js
 * that is tagged so every process it leaves behind can be found, and the checks every run must pass
 * whatever went wrong (outputs all set, transcript valid JSONL ending in a result line).
 */

export { text, toolUse } from '../support/scripted-turns.js';

export const OUTPUT_NAMES = [
  'conclusion',
  'subtype',
  'is_error',
  'total_cost_usd',
  'num_turns',
  'duration_ms',
  'session_id',
  'result',
  'execution_file',
  'transcript_file',
  'patch_file',
] as const;

/** Closes every server a suite started, even when a test failed midway. */
export class Closer {
  private readonly items: { close(): Promise<void> }[] = [];
  add<T extends { close(): Promise<void> }>(item: T): T {
    this.items.push(item);
    return item;
  }
  async model(script: Script, opts?: ScriptedModelOptions): Promise<ScriptedModel> {
    return this.add(await startScriptedModel(script, opts));
  }
  async closeAll(): Promise<void> {
    await Promise.all(this.items.splice(0).map((item) => item.close()));
  }
}

export interface TaggedRun extends ActionRun {
  /** Every process started by the run carries AGENT_RUNNER_TEST_MARK=<mark> in its environment. */
  mark: string;
  /** Raw transcript text, checked line by line. */
  transcriptText: string;
  /** Processes still alive after the runner exited that carry the mark (pid: cmdline). */
  leftovers: string[];
  pid: number | undefined;
  wallMs: number;
}

/** Processes of this user whose environment or command line holds `mark`. */
export function processesWith(mark: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let environ = '';
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      environ = readFileSync(`/proc/${entry}/environ`, 'utf8');
    } catch {
      // Gone, or not ours.
    }
    if (environ.includes(mark) || cmdline.includes(mark)) {
      // A zombie has an empty cmdline and no environ: it is not running anything.
      if (cmdline !== '') found.push(`${entry}: ${cmdline.replace(/\0/g, ' ').trim()}`);
    }
  }
  return found;
}

/** Leftovers, once processes already being killed have gone (the bound only ends a hang: a loaded machine reaps late). */
export function leftoversAfter(mark: string, graceMs = 10_000): Promise<string[]> {
  return untilEmpty(() => processesWith(mark), graceMs, 100);
}

/** Kills whatever a failing test left behind, so one failure does not leak into the next suite. */
export function killMarked(mark: string): void {
  for (const line of processesWith(mark)) {
    const pid = Number(line.split(':')[0]);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

export async function taggedRun(opts: {
  workspace: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  onSpawn?: (pid: number) => void;
  /** Another build of the action (default dist/index.js). */
  entry?: string;
  /** To look for the run's processes while it runs (see processesWith). */
  mark?: string;
  user?: { uid: number; gid: number };
}): Promise<TaggedRun> {
  const mark = opts.mark ?? `mark-${randomUUID()}`;
  let pid: number | undefined;
  const run = await runAction({
    workspace: opts.workspace,
    inputs: opts.inputs,
    env: { AGENT_RUNNER_TEST_MARK: mark, ...opts.env },
    ...(opts.entry !== undefined ? { entry: opts.entry } : {}),
    ...(opts.user ? { user: opts.user } : {}),
    onSpawn: (p) => {
      pid = p;
      opts.onSpawn?.(p);
    },
  });
  // The runner process's own lifetime: the harness's set-up (a fake GitHub, a repository) is not the runner's.
  const wallMs = run.processMs;
  const leftovers = await leftoversAfter(mark);
  killMarked(mark);
  const file = run.outputs.transcript_file;
  const transcriptText = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
  return { ...run, mark, transcriptText, leftovers, pid, wallMs };
}

export function describeRun(run: ActionRun): string {
  return `exit ${run.exitCode}\n--- outputs\n${JSON.stringify(run.outputs, null, 1)}\n--- stdout\n${run.stdout.slice(-6000)}\n--- stderr\n${run.stderr.slice(-3000)}`;
}

/**
 * What every run must show, whatever happened: all outputs set, a transcript of valid JSON lines
 * ending in the result line, the outputs agreeing with it, no process left behind.
 */
export function assertWellEnded(run: TaggedRun, expect: { subtype: string; exitCode?: number; minCostUsd?: number }): Record<string, unknown> {
  const why = describeRun(run);
  for (const name of OUTPUT_NAMES) assert.ok(name in run.outputs, `output ${name} is set\n${why}`);
  assert.equal(run.outputs.subtype, expect.subtype, why);
  assert.equal(run.exitCode, expect.exitCode ?? (expect.subtype === 'success' ? 0 : 1), why);
  assert.ok(run.transcriptText.endsWith('\n'), 'the transcript ends with a newline');
  const lines = run.transcriptText.split('\n').filter((line) => line !== '');
  assert.ok(lines.length > 0, 'the transcript is not empty');
  const parsed = lines.map((line, i) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch (error) {
      throw new assert.AssertionError({ message: `transcript line ${i + 1} is not JSON: ${String(error)}: ${line.slice(0, 200)}` });
    }
  });
  const last = parsed.at(-1) ?? {};
  assert.equal(last.type, 'result', 'the transcript ends with the result line');
  assert.equal(parsed.filter((line) => line.type === 'result').length, 1, 'exactly one result line');
  assert.equal(last.subtype, run.outputs.subtype);
  assert.equal(String(last.num_turns), run.outputs.num_turns);
  assert.equal(Number(last.total_cost_usd).toFixed(6), run.outputs.total_cost_usd);
  assert.equal(last.session_id, run.outputs.session_id);
  // execution_file: claude-code-action's one JSON array, the same messages, on every path.
  assert.ok(run.execution !== null, `execution_file is a JSON array\n${why}`);
  assert.deepEqual(run.execution, parsed, "execution_file holds the transcript's messages");
  if (expect.minCostUsd !== undefined) assert.ok(Number(run.outputs.total_cost_usd) >= expect.minCostUsd, `cost ${run.outputs.total_cost_usd} accounted`);
  assert.deepEqual(run.leftovers, [], 'no process left behind');
  return last;
}

interface UsageLike {
  input_tokens?: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/** Every input token of a usage: uncached, written to the cache, read from it. */
export function allInputTokens(usage: UsageLike | undefined): number {
  return (usage?.input_tokens ?? 0) + (usage?.cache_creation_input_tokens ?? 0) + (usage?.cache_read_input_tokens ?? 0);
}

/** Input tokens the transcript's assistant messages report (one per message id). */
export function messageInputTokens(run: TaggedRun): number {
  const seen = new Map<string, number>();
  for (const line of run.transcriptText.split('\n').filter(Boolean)) {
    const entry = JSON.parse(line) as { type?: string; message?: { id?: string; usage?: UsageLike } };
    if (entry.type === 'assistant' && entry.message?.id) seen.set(entry.message.id, allInputTokens(entry.message.usage));
  }
  return [...seen.values()].reduce((a, b) => a + b, 0);
}
