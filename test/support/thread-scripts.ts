import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { collectResults, modelFor, readJsonLines, resultText, run, tempRepo, writeFiles, type Repo } from '../session/harness.js';
import { call, turn } from './scripted-turns.js';

/**
 * Runs scripted threads through the product's session: the main thread's turns and each subagent's, told apart by the
 * label its task starts with (`SUBAGENT-TASK <label>`), every hook's stdin logged (test/session/subagent-worktree.test.ts,
 * test/security/subagent-worktree-attacks.test.ts).
 */
export const gitIn = (dir: string, ...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
export const AGENT_WT = /agent-a[0-9a-f]{16}/g;

/** The runner's answer to `id` (in any thread's request), an isolated agent's worktree as the fixture writes it. */
export function mine(requests: readonly RecordedRequest[], id: string): { is_error: boolean; content: string } | undefined {
  const found = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of requests) collectResults(req, found);
  const got = found.get(id);
  if (!got) return undefined;
  const content = resultText(got)
    .replace(/\n*<system-reminder>[\s\S]*$/, '')
    .replace(AGENT_WT, 'agent-<agentId>');
  return { is_error: got.is_error === true, content };
}

export const load = (id: string): ScriptedTurn => turn(call('ToolSearch', { query: 'select:EnterWorktree,ExitWorktree' }, id));
export const agent = (label: string, id: string, extra: Record<string, unknown> = {}): ScriptedTurn =>
  turn(call('Agent', { subagent_type: 'general-purpose', description: `${label} work`, prompt: `SUBAGENT-TASK ${label}: work`, ...extra }, id));
export const bash = (command: string, id: string): ScriptedTurn => turn(call('Bash', { command, description: 'probe' }, id));
export const say = (text: string): ScriptedTurn => ({ content: [{ type: 'text', text }] });
export const where = 'pwd; git branch --show-current; git log -1 --format=%s';

/** The thread a request is for: a subagent's label (its task starts `SUBAGENT-TASK <label>`), or `main`. */
export function threadOf(req: RecordedRequest): string {
  const first = (req.body.messages as { content: unknown }[])[0];
  return /SUBAGENT-TASK ([\w-]+)/.exec(JSON.stringify(first?.content ?? ''))?.[1] ?? 'main';
}

export async function repoWith(t: { after(fn: () => Promise<void>): void }, files: Record<string, string> = {}): Promise<{ repo: Repo; dir: string }> {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  await writeFiles(repo.dir, { 'a.txt': 'hello\n', '.gitignore': '.claude/hooks.jsonl\n', ...files });
  gitIn(repo.dir, 'init', '-q', '-b', 'main');
  gitIn(repo.dir, 'add', '-A');
  gitIn(repo.dir, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'init');
  const log = [
    {
      matcher: '*',
      hooks: [{ type: 'command', command: 'line=$(cat); printf "%s\\n" "$line" >> "$CLAUDE_PROJECT_DIR/.claude/hooks.jsonl"' }],
    },
  ];
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ hooks: { PreToolUse: log, PostToolUse: log, SubagentStart: log, SubagentStop: log } }),
  });
  return { repo, dir: realpathSync(repo.dir) };
}

/** A turn, or one made from the request it answers. */
export type ThreadTurn = ScriptedTurn | ((req: RecordedRequest) => ScriptedTurn);

/** Runs the main thread's and each subagent's script (`{repo}` in a string input is the checkout). */
export async function runThreads(t: { after(fn: () => Promise<void>): void }, repo: Repo, dir: string, threads: Record<string, ThreadTurn[]>) {
  const fill = (step: ThreadTurn): ThreadTurn =>
    typeof step === 'function' ? step : (JSON.parse(JSON.stringify(step).split('{repo}').join(dir)) as ScriptedTurn);
  const queues = Object.fromEntries(Object.entries(threads).map(([who, turns]) => [who, turns.map(fill)]));
  const model = await modelFor(t, (req) => {
    const next = queues[threadOf(req)]?.shift() ?? say(`${threadOf(req)}: nothing more`);
    return typeof next === 'function' ? next(req) : next;
  });
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'bypassPermissions', max_turns: '60', allowed_tools: 'Glob,Grep' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const hooks = (await readJsonLines(path.join(dir, '.claude/hooks.jsonl'))).map((h) => ({
    event: String(h['hook_event_name']),
    agent: String(h['agent_type'] ?? 'main'),
    tool: h['tool_name'] as string | undefined,
    id: h['tool_use_id'] as string | undefined,
    cwd: String(h['cwd']).replace(AGENT_WT, 'agent-<agentId>'),
  }));
  return { r, requests: model.requests, hooks };
}
