import { mkdtemp, realpath, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import type { ContextTuning } from '../../../src/agent/context/manager.js';
import { COMPACT_MARKER } from '../../../src/agent/context/compact.js';
import type { ContextStats } from '../../../src/agent/context/stats.js';
import type { RunEvent } from '../../../src/agent/events.js';
import type { ModelPort } from '../../../src/agent/loop.js';
import type { ResultMessage, SdkMessage } from '../../../src/report/transcript/sdk-messages.js';
import { modelPortFor } from '../../../src/agent/model-port.js';
import { createAnthropicClient } from '../../../src/model/client.js';
import type { Workspace } from '../../../src/tools/types.js';
import { runProductSession } from '../../support/product-session.js';
import type { RecordedRequest, Script, ScriptedTurn } from '../../../support/scripted-model/scripted-model.js';
import { removeDirs } from '../../support/temp-dirs.js';

export const MODEL = 'claude-opus-5-5';

export interface Repo extends Workspace {
  cleanup(): Promise<void>;
}

export async function tempRepo(files: Record<string, string> = {}): Promise<Repo> {
  const root = await realpath(await mkdtemp(path.join(tmpdir(), 'ctx-repo-')));
  const tempDir = await realpath(await mkdtemp(path.join(tmpdir(), 'ctx-tmp-')));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return {
    root,
    tempDir,
    cleanup: () => removeDirs(root, tempDir),
  };
}

/** A temporary repository of `files`, removed when the test ends. */
export async function tempRepoFor(t: TestContext, files: Record<string, string> = {}): Promise<Repo> {
  const repo = await tempRepo(files);
  t.after(() => repo.cleanup());
  return repo;
}

/** A file of `lines` numbered lines, each about 60 characters. */
export function bigFile(tag: string, lines: number): string {
  return Array.from({ length: lines }, (_, i) => `export const ${tag}_${i} = '${'x'.repeat(30)}'; // line ${i + 1}`).join('\n') + '\n';
}

export function modelPort(url: string): ModelPort {
  return modelPortFor(createAnthropicClient({ apiKey: 'sk-test', baseURL: url, maxRetries: 0, timeoutMs: 30_000 }), { retries: 0, idleTimeoutMs: 30_000 });
}

export function lastBlocks(req: RecordedRequest | undefined): Anthropic.ContentBlockParam[] {
  const last = (req?.body.messages as Anthropic.MessageParam[] | undefined)?.at(-1);
  if (!last) return [];
  return typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
}

export function isCompactRequest(req: RecordedRequest): boolean {
  return lastBlocks(req).some((b) => b.type === 'text' && b.text.includes(COMPACT_MARKER));
}

/** Plays `steps` in order; a summarization request is answered with `summary` and does not use a step. */
export function stepScript(steps: ScriptedTurn[], summary = 'SUMMARY: task in progress; next step: continue.'): Script {
  let i = 0;
  return (req) => {
    if (isCompactRequest(req)) return { content: [{ type: 'text', text: summary }] };
    return steps[i++] ?? { content: [{ type: 'text', text: 'Done.' }] };
  };
}

export const readStep = (file: string, id?: string): ScriptedTurn => ({
  content: [{ type: 'tool_use', ...(id !== undefined ? { id } : {}), name: 'Read', input: { file_path: file } }],
});

/** Tuning that stubs stale results from the first request on, whatever their share, and never compacts; `tuning` sets the rest. */
export const stubbingFromTheStart = (tuning: ContextTuning): ContextTuning => ({ stubMinShare: 0, stubAtTokens: 0, compactAtTokens: Infinity, ...tuning });

export interface Run {
  result: ResultMessage;
  events: RunEvent[];
  /** The events as transcript lines. */
  messages: SdkMessage[];
  /** The context manager's statistics, as the result carries them. */
  stats: ContextStats | undefined;
}

/** One session through the product's composition root, the context manager's thresholds tuned by `tuning`. */
export async function run(url: string, repo: Repo, tuning: ContextTuning = {}, opts: { maxTurns?: number; maxBudgetUsd?: number } = {}): Promise<Run> {
  const { result, events, messages } = await runProductSession({
    cwd: repo.root,
    runDir: repo.tempDir,
    modelUrl: url,
    inputs: { model: MODEL, max_turns: String(opts.maxTurns ?? 40), max_budget_usd: String(opts.maxBudgetUsd ?? 100) },
    prompt: 'TASK: fix the bug in src/a.ts.',
    contextTuning: tuning,
  });
  return { result, events, messages, stats: result.context };
}

export function messagesOf(req: RecordedRequest | undefined): Anthropic.MessageParam[] {
  return (req?.body.messages as Anthropic.MessageParam[] | undefined) ?? [];
}

export function toolResults(messages: readonly Anthropic.MessageParam[]): Anthropic.ToolResultBlockParam[] {
  const out: Anthropic.ToolResultBlockParam[] = [];
  for (const m of messages) if (typeof m.content !== 'string') for (const b of m.content) if (b.type === 'tool_result') out.push(b);
  return out;
}

export function textOfResult(block: Anthropic.ToolResultBlockParam | undefined): string {
  const c = block?.content;
  if (typeof c === 'string') return c;
  return (c ?? []).map((b) => (b.type === 'text' ? b.text : '')).join('');
}
