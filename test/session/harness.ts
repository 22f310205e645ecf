import { existsSync, watch } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import { DEFERRED_LIST_HEADING } from '../../src/agent/request.js';
import { deferredToolNames, offeredToolNames, wholeToolNames } from '../support/offered-tools.js';
import type { HooksConfig } from '../../src/hooks/index.js';
import { runProductSession, type ProductSession, type ProductSessionOptions } from '../support/product-session.js';
import {
  startScriptedModel,
  type RecordedRequest,
  type Script,
  type ScriptedModel,
  type ScriptedModelOptions,
} from '../../support/scripted-model/scripted-model.js';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-types.js';
import { removeDirs } from '../support/temp-dirs.js';

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
  return {
    dir,
    tempDir,
    cleanup: () => removeDirs(dir, tempDir),
  };
}

/** A product session in `repo` (its checkout and run folder) against the scripted model at `modelUrl`. */
export function runIn(repo: Repo, modelUrl: string, more: Partial<ProductSessionOptions> = {}): Promise<ProductSession> {
  return runProductSession({ cwd: repo.dir, runDir: repo.tempDir, modelUrl, ...more });
}

/** A scripted model for one test, closed after it. */
export async function modelFor(
  t: { after(fn: () => Promise<void>): void },
  script: Parameters<typeof startScriptedModel>[0],
  options?: ScriptedModelOptions,
): Promise<ScriptedModel> {
  const model = await startScriptedModel(script, options);
  t.after(() => model.close());
  return model;
}

/** A temporary repository, removed after the test, with `files` written into it. */
export async function tempRepoFor(t: { after(fn: () => Promise<void>): void }, files: Record<string, string> = {}): Promise<Repo> {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  await writeFiles(repo.dir, files);
  return repo;
}

/** A temporary repository and a folder of the test's own (`prefix`), both removed after the test. */
export async function tempRepoAndFolder(t: TestContext, prefix: string): Promise<{ repo: Repo; folder: string }> {
  const repo = await tempRepo();
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  t.after(async () => {
    await repo.cleanup();
    await removeDirs(folder);
  });
  return { repo, folder };
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

/** Hooks as a repository commits them: `.claude/settings.json`, read by the product's own wiring. */
export async function commitHooks(repo: Repo, hooks: HooksConfig): Promise<void> {
  const settings = Object.fromEntries(
    Object.entries(hooks).map(([event, groups]) => [
      event,
      (groups ?? []).map((group) => ({
        ...(group.matcher !== undefined ? { matcher: group.matcher } : {}),
        hooks: group.hooks.map((h) => ({
          ...(h.type === undefined ? { type: 'command', command: h.command } : h),
          ...(h.type === undefined && h.async ? { async: true } : {}),
          ...(h.timeoutMs !== undefined ? { timeout: h.timeoutMs / 1000 } : {}),
        })),
      })),
    ]),
  );
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks: settings }, null, 2) });
}

/** Each line a hook appended with `cat >> file; echo >> file`. */
export async function readJsonLines(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export interface RunSetup {
  url: string;
  repo: Repo;
  /** Action inputs over the harness defaults (permission_mode bypassPermissions, max_turns 10, …). */
  inputs?: Record<string, string>;
  prompt?: string;
  request?: string;
  signal?: AbortSignal;
}

export type RunResult = ProductSession;

/** One session through the product's composition root; the system prompt carries PARENT-SYSTEM so children are told apart. */
export function run(setup: RunSetup): Promise<RunResult> {
  return runProductSession({
    cwd: setup.repo.dir,
    runDir: setup.repo.tempDir,
    modelUrl: setup.url,
    inputs: { append_system_prompt: 'You are the PARENT-SYSTEM agent.', ...setup.inputs },
    ...(setup.prompt !== undefined ? { prompt: setup.prompt } : {}),
    ...(setup.request !== undefined ? { request: setup.request } : {}),
    ...(setup.signal ? { signal: setup.signal } : {}),
  });
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

/** Adds the tool results a request's messages carry to `into`, keeping the first one of each call. */
export function collectResults(req: RecordedRequest, into: Map<string, Anthropic.ToolResultBlockParam>): void {
  for (const m of req.body.messages as Anthropic.MessageParam[])
    if (m.role === 'user' && Array.isArray(m.content))
      for (const b of m.content) if (b.type === 'tool_result' && !into.has(b.tool_use_id)) into.set(b.tool_use_id, b);
}

/** A result's text as the oracle fixtures keep it: each place as its placeholder, no trailing system reminder or blanks. */
export function oracleText(block: Anthropic.ToolResultBlockParam | undefined, places: [string, string][]): string {
  const text = places.reduce((t, [place, placeholder]) => t.replaceAll(place, placeholder), resultText(block));
  return text.replace(/\n\n<system-reminder>\n[\s\S]*$/, '').trimEnd();
}

export function systemText(req: RecordedRequest | undefined): string {
  const system = req?.body.system;
  if (typeof system === 'string') return system;
  return (system ?? []).map((b) => b.text).join('\n');
}

/** The tools a request offers: those sent whole, then those sent by name only behind ToolSearch. */
export function toolNames(req: RecordedRequest | undefined): string[] {
  return offeredToolNames(req);
}

export { deferredToolNames, offeredToolNames, wholeToolNames };

/** The first message's text, without the list of tools sent by name only (src/agent/request.ts) the runner adds to it. */
export function firstUserText(req: RecordedRequest | undefined): string {
  const first = (req?.body.messages as Anthropic.MessageParam[] | undefined)?.[0];
  if (!first) return '';
  if (typeof first.content === 'string') return first.content;
  return first.content
    .filter((b) => !(b.type === 'text' && b.text.includes(DEFERRED_LIST_HEADING)))
    .map((b) => (b.type === 'text' ? b.text : ''))
    .join('\n');
}

export const isChild =
  (marker: string) =>
  (req: RecordedRequest): boolean =>
    systemText(req).includes(marker);
export const msgCount = (req: { body: { messages?: unknown } }): number => (req.body.messages as unknown[]).length;
export const taggedWith = (messages: RunResult['messages'], id: string): RunResult['messages'] =>
  messages.filter((m) => 'parent_tool_use_id' in m && m.parent_tool_use_id === id);

export function indexes(model: { requests: RecordedRequest[] }, task: string): number[] {
  return model.requests.flatMap((req, i) => (firstUserText(req) === task ? [i] : []));
}

/** A scripted model that answers the main thread (its system prompt names PARENT-SYSTEM) from `main`, then `done`, and any subagent with `childText`. */
export function startParentModel(main: ScriptedTurn[], childText = 'child done'): Promise<ScriptedModel> {
  let next = 0;
  return startScriptedModel((req: RecordedRequest) =>
    systemText(req).includes('PARENT-SYSTEM')
      ? (main[next++] ?? { content: [{ type: 'text', text: 'done' }] })
      : { content: [{ type: 'text', text: childText }] },
  );
}

/**
 * A model for runs whose prompt and agent hooks call it. A request `hookCall` names is a hook's: it is answered "ok"
 * (through StructuredOutput when that tool is offered and not yet called, else as JSON text). Any other request is the
 * main thread's, which runs `echo hi` once and is then done. `calls` lists the requests in order, by those names and "main".
 */
export function hookAnsweringScript(hookCall: (req: RecordedRequest) => string | undefined): { script: Script; calls: string[] } {
  const calls: string[] = [];
  let main = 0;
  const script: Script = (req) => {
    const hook = hookCall(req);
    if (hook !== undefined) {
      calls.push(hook);
      const structured = ((req.body.tools ?? []) as { name: string }[]).some((tool) => tool.name === 'StructuredOutput');
      return structured && !JSON.stringify(req.body).includes('tool_result')
        ? { content: [{ type: 'tool_use', name: 'StructuredOutput', input: { ok: true } }] }
        : { content: [{ type: 'text', text: '{"ok": true}' }] };
    }
    main += 1;
    calls.push('main');
    return main === 1
      ? { content: [{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi', description: 'say hi' } }] }
      : { content: [{ type: 'text', text: 'done' }] };
  };
  return { script, calls };
}

/** Resolves once `file` exists: the wait is for the event (the folder's watcher, then a look), never a clock. */
export function whenExists(file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(path.dirname(file), () => {
      if (!existsSync(file)) return;
      watcher.close();
      resolve();
    });
    if (existsSync(file)) {
      watcher.close();
      resolve();
    }
  });
}
