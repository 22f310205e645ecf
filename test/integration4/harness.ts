import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import type { RunEvent } from '../../src/agent/events.js';
import { CostLedger } from '../../src/agent/ledger.js';
import { runLoop, type FinalCheck, type LoopDeps, type LoopOutcome, type ModelPort } from '../../src/agent/loop.js';
import { createHookRunner } from '../../src/hooks/index.js';
import type { HookRunner, HooksConfig } from '../../src/hooks/index.js';
import { createAnthropicClient } from '../../src/model/client.js';
import { modelPortFor } from '../../src/agent/model-port.js';
import { decide } from '../../src/permissions/decide.js';
import type { PermissionPolicy, PermissionRule } from '../../src/permissions/types.js';
import { dispatchToolCall, type ToolHooks } from '../../src/tools/dispatch.js';
import { createBuiltinTools } from '../../src/tools/index.js';
import type { AnyTool } from '../../src/tools/types.js';
import type { RecordedRequest } from '../fakes/scripted-model.js';

export const MODEL = 'claude-opus-5-5';

export interface Repo {
  dir: string;
  tempDir: string;
  cleanup(): Promise<void>;
}

export async function tempRepo(): Promise<Repo> {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), 'int4-repo-')));
  const tempDir = await realpath(await mkdtemp(path.join(tmpdir(), 'int4-tmp-')));
  await mkdir(path.join(dir, '.claude', 'hooks'), { recursive: true });
  return { dir, tempDir, cleanup: async () => { await rm(dir, { recursive: true, force: true }); await rm(tempDir, { recursive: true, force: true }); } };
}

export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
}

/** An executable hook script under `.claude/hooks/`, called the way settings files call them. */
export async function hookScript(dir: string, name: string, body: string): Promise<string> {
  const file = path.join(dir, '.claude', 'hooks', name);
  await writeFile(file, `#!/usr/bin/env bash\n${body}\n`);
  await chmod(file, 0o755);
  return `"$CLAUDE_PROJECT_DIR"/.claude/hooks/${name}`;
}

export function hookRunner(repo: Repo, hooksConfig: HooksConfig): HookRunner {
  return createHookRunner({
    hooksConfig,
    cwd: repo.dir,
    projectDir: repo.dir,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    sessionId: 'sess-int4',
    transcriptPath: path.join(repo.tempDir, 'transcript.jsonl'),
    permissionMode: 'dontAsk',
    defaultTimeoutMs: 30_000,
    tempDir: repo.tempDir,
  });
}

/** Each line a hook appended with `cat >> file; echo >> file`. */
export async function readJsonLines(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
}

export function modelPort(url: string): ModelPort {
  return modelPortFor(createAnthropicClient({ apiKey: 'sk-test', baseURL: url, maxRetries: 0, timeoutMs: 30_000 }), { retries: 0, idleTimeoutMs: 30_000 });
}

export function builtinTools(repo: Repo): AnyTool[] {
  return createBuiltinTools({ workspace: { root: repo.dir, tempDir: repo.tempDir }, passEnv: [], baseEnv: process.env, rgPath: null });
}

export function policy(repo: Repo, over: Partial<PermissionPolicy> = {}): PermissionPolicy {
  return { mode: 'bypassPermissions', allow: [], deny: [], readOnlyBash: true, workspaceRoot: repo.dir, ...over };
}

/** Dispatch as the session wires it: real permissions (with skill grants) and tool hooks. */
export function makeDispatch(
  tools: readonly AnyTool[],
  pol: PermissionPolicy,
  extra: { hooks?: ToolHooks; grants?: () => PermissionRule[] } = {},
): LoopDeps['dispatch'] {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const readOnlyTools = new Set(tools.filter((t) => t.readOnly).map((t) => t.name));
  return (call, signal) =>
    dispatchToolCall(
      call,
      {
        tools: byName,
        decide: (name, input) => decide(pol, name, input, { readOnlyTools, grantedTools: extra.grants?.() ?? [] }),
        ...(extra.hooks ? { hooks: extra.hooks } : {}),
      },
      signal,
    );
}

export interface RunSetup {
  url: string;
  tools: readonly AnyTool[];
  dispatch: LoopDeps['dispatch'];
  system?: string;
  prompt?: string;
  finalCheck?: FinalCheck;
  maxTurns?: number;
  ledger?: CostLedger;
  turns?: { used: number };
  events?: RunEvent[];
  signal?: AbortSignal;
}

export interface RunResult {
  outcome: LoopOutcome;
  ledger: CostLedger;
  turns: { used: number };
  events: RunEvent[];
}

export async function run(setup: RunSetup): Promise<RunResult> {
  const ledger = setup.ledger ?? new CostLedger({});
  const turns = setup.turns ?? { used: 0 };
  const events = setup.events ?? [];
  const outcome = await runLoop(
    {
      model: MODEL,
      system: [{ type: 'text', text: setup.system ?? 'You are the PARENT-SYSTEM agent.' }],
      tools: setup.tools,
      messages: [{ role: 'user', content: setup.prompt ?? 'Do the task.' }],
      maxTurns: setup.maxTurns ?? 10,
      maxBudgetUsd: 50,
      maxOutputTokens: 4096,
      effort: undefined,
      sessionId: 'sess-int4',
      parentToolUseId: null,
    },
    {
      model: modelPort(setup.url),
      ledger,
      turns,
      dispatch: setup.dispatch,
      emit: (e) => void events.push(e),
      ...(setup.finalCheck ? { finalCheck: setup.finalCheck } : {}),
      signal: setup.signal ?? new AbortController().signal,
    },
  );
  return { outcome, ledger, turns, events };
}

type Block = Anthropic.ContentBlockParam;

/** The content blocks of a request's last message (the newest user turn). */
export function lastUserBlocks(req: RecordedRequest | undefined): Block[] {
  const messages = (req?.body.messages ?? []) as Anthropic.MessageParam[];
  const last = messages.at(-1);
  if (!last) return [];
  return typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
}

export function toolResultOf(req: RecordedRequest | undefined): Anthropic.ToolResultBlockParam | undefined {
  return lastUserBlocks(req).find((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result');
}

export function resultText(block: Anthropic.ToolResultBlockParam | undefined): string {
  const c = block?.content;
  if (typeof c === 'string') return c;
  return (c ?? []).map((b) => (b.type === 'text' ? b.text : '')).join('');
}

export function systemText(req: RecordedRequest | undefined): string {
  const system = req?.body.system;
  if (typeof system === 'string') return system;
  return (system ?? []).map((b) => b.text).join('\n');
}

export function toolNames(req: RecordedRequest | undefined): string[] {
  return ((req?.body.tools ?? []) as { name: string }[]).map((t) => t.name);
}

export function firstUserText(req: RecordedRequest | undefined): string {
  const first = (req?.body.messages as Anthropic.MessageParam[] | undefined)?.[0];
  if (!first) return '';
  if (typeof first.content === 'string') return first.content;
  return first.content.map((b) => (b.type === 'text' ? b.text : '')).join('\n');
}
