import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import type { ScheduleClock } from '../../src/tools/schedule.js';
import { modelFor, readJsonLines, runIn, tempRepoFor, writeFiles } from './harness.js';
import type { ProductSession } from '../support/product-session.js';
import { call, text, turn } from '../support/scripted-turns.js';

/** What scripts/oracle/schedule.mjs recorded of Claude Code 2.1.332 (test/fixtures/claude-code-schedule/2.1.332.json). */
export interface OracleToolResult {
  tool_use_id: string;
  is_error: boolean;
  text: string;
}
export interface OracleScenario {
  secondsRun: number;
  requests: { who?: 'main' | 'child'; atSeconds: number; messages: number; lastUser: string[]; tools?: string[] }[];
  toolResults: OracleToolResult[];
  childToolResults?: OracleToolResult[];
  loaded: { name: string; input_schema: Record<string, unknown> }[];
  hooks: Record<string, unknown>[];
  results?: { result: string; num_turns: number }[];
}
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-schedule/2.1.332.json');
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { scenarios: Record<string, OracleScenario> }).scenarios;
export function scenarioOf(name: string): OracleScenario {
  const scenario = oracle[name];
  if (!scenario) throw new Error(`the fixture has no scenario ${name}`);
  return scenario;
}

/** A clock that does not wait: each sleep moves it on by what was asked. */
export function fakeClock(): ScheduleClock & { slept: number[] } {
  let now = Date.now();
  const slept: number[] = [];
  return {
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
    slept,
  };
}

export const load = turn(call('ToolSearch', { query: 'select:CronCreate,CronDelete,CronList' }, 'toolu_ts'));
export const wake = (delaySeconds: unknown, id: string, extra: Record<string, unknown> = {}): ScriptedTurn =>
  turn(call('ScheduleWakeup', { delaySeconds, reason: 'watching CI run', prompt: 'WAKE-PROMPT check again', noop: false, ...extra }, id));
export const one = (name: string, input: Record<string, unknown>, id: string): ScriptedTurn => turn(call(name, input, id));

/** The id of the job the last CronCreate result names, for a CronDelete that finds it (as the oracle's script does). */
export const lastJobId = (req: RecordedRequest): string =>
  [...JSON.stringify(req.body.messages).matchAll(/job ([0-9a-z-]{4,})/gi)].map((m) => m[1]).at(-1) ?? 'none';

/** Ids, times and delays are the run's own: the rest of the wording is compared. */
export function normalised(text: string): string {
  return text
    .replace(/\b[0-9a-f]{8}\b/g, '<id>')
    .replace(/\b\d{2}:\d{2}:\d{2}\b/g, '<clock>')
    .replace(/\(in \d+s\)/g, '(in <n>s)')
    .replace(/\b[A-Z][a-z]{2} \d{1,2} \d{1,2}:\d{2}[ap]m\b/g, '<when>')
    .replace(/\b\d+ \d+ \d+ \d+ \*/g, '<pinned>');
}

/** Every tool result of the conversation (ToolSearch's aside), as the oracle records them. */
export function toolResults(req: RecordedRequest | undefined): OracleToolResult[] {
  const out: OracleToolResult[] = [];
  for (const message of (req?.body.messages ?? []) as Anthropic.MessageParam[]) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type !== 'tool_result' || block.tool_use_id === 'toolu_ts') continue;
      const body =
        typeof block.content === 'string' ? block.content : (block.content ?? []).map((b) => (b.type === 'text' ? b.text : `[${b.type}]`)).join('\n');
      out.push({ tool_use_id: block.tool_use_id, is_error: block.is_error ?? false, text: body.replace(/\n*<system-reminder>[\s\S]*$/, '') });
    }
  }
  return out;
}

/** The last message's text blocks (a fired prompt arrives as one). */
export function lastUserTexts(req: RecordedRequest | undefined): string[] {
  const last = (req?.body.messages ?? []).at(-1) as Anthropic.MessageParam | undefined;
  if (!last) return [];
  if (typeof last.content === 'string') return [last.content];
  return last.content.flatMap((b) => (b.type === 'text' && !b.text.startsWith('<system-reminder>') ? [b.text] : []));
}

/** A subagent's request: its task starts `SUBAGENT-TASK` (as the oracle's Agent calls give it). */
export const isSubagentRequest = (req: RecordedRequest): boolean => JSON.stringify(req.body.messages?.[0]).includes('SUBAGENT-TASK');

const EVENTS = ['UserPromptSubmit', 'Stop', 'PreToolUse', 'PostToolUse', 'PostToolUseFailure'];

export interface ScheduleRun {
  run: ProductSession;
  requests: RecordedRequest[];
  hooks: Record<string, unknown>[];
  clock: ReturnType<typeof fakeClock>;
}

/**
 * Runs `turns` through the product (then `woke` for each later request) with a hook logging every event's stdin, on a
 * clock that does not wait.
 */
export async function runSchedule(
  t: { after(fn: () => Promise<void>): void },
  turns: (ScriptedTurn | ((req: RecordedRequest) => ScriptedTurn))[],
  inputs: Record<string, string> = {},
  prompt = 'probe',
  /** Another clock (one that never settles by itself), the job's cancellation, files to commit, a subagent's replies. */
  more: { clock?: ScheduleClock; signal?: AbortSignal; files?: Record<string, string>; child?: ScriptedTurn[] } = {},
): Promise<ScheduleRun> {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.tempDir, 'hooks.jsonl');
  // Under a lock: calls in one reply run their hooks at once.
  const logHook = [{ matcher: '*', hooks: [{ type: 'command', command: `flock ${log}.lock sh -c 'cat >> ${log}; echo >> ${log}'` }] }];
  await writeFiles(repo.dir, {
    ...more.files,
    '.claude/settings.json': JSON.stringify({ hooks: Object.fromEntries(EVENTS.map((e) => [e, logHook])) }),
  });
  const queue = [...turns];
  const childQueue = [...(more.child ?? [])];
  const model = await modelFor(t, (req) => {
    if (isSubagentRequest(req)) return childQueue.shift() ?? text('CHILD: nothing more');
    const next = queue.shift() ?? text('woke');
    return typeof next === 'function' ? next(req) : next;
  });
  const clock = fakeClock();
  const run = await runIn(repo, model.url, {
    scheduleClock: more.clock ?? clock,
    inputs: { max_turns: '30', ...inputs },
    prompt,
    ...(more.signal ? { signal: more.signal } : {}),
  });
  const hooks = (await readJsonLines(log))
    .filter((h) => h['tool_name'] !== 'ToolSearch')
    .map(({ session_id: _s, transcript_path: _t, cwd: _c, permission_mode: _p, prompt_id: _i, tool_use_id: _u, effort: _e, ...h }) => h);
  return { run, requests: model.requests, hooks, clock };
}
