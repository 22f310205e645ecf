import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel, type RecordedRequest, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { collectResults, run, tempRepoFor } from './harness.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { agentIdIn, isChild, loadSendMessage, steps } from '../support/agent-results.js';
import { notices } from '../support/workflow-agents.js';

// The subagents running at once, replayed from Claude Code 2.1.332 headless (scripts/oracle/agent-messages.mjs,
// scenarios `concurrent` and `concurrentCap`): 20 by default, `CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS` otherwise; the
// Agent call past them is an error result in the CLI's words, foreground or background; an agent that ended frees
// its place. The children wait for the main thread's next request, so they all run when the last call comes.

const FIXTURE = path.join(import.meta.dirname, '../../../test/fixtures/claude-code-agent-messages/2.1.332.json');
interface OracleResult {
  type: string;
  tool_use_id?: string;
  content?: string | { type: string; text?: string }[];
  is_error?: boolean;
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { scenarios: Record<string, { requests: { last: { content: OracleResult[] } }[] }> }).scenarios;

/** The CLI's result for `id`: its first text (the reminders after it are the CLI's context) and whether an error. */
function cliResult(scenario: string, id: string): { text: string; isError: boolean } {
  for (const req of oracle[scenario]?.requests ?? [])
    for (const b of req.last.content)
      if (b.type === 'tool_result' && b.tool_use_id === id)
        return {
          text: (typeof b.content === 'string' ? b.content : (b.content?.[0]?.text ?? '')).replace(/\n\n<system-reminder>[\s\S]*$/, ''),
          isError: b.is_error === true,
        };
  throw new Error(`no result ${id} in ${scenario}`);
}

/** The main thread's results by tool_use id: the first text, whether an error. */
function mainResults(requests: RecordedRequest[]): Map<string, { text: string; isError: boolean }> {
  const found = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of requests) if (!isChild(req)) collectResults(req, found);
  const first = (b: Anthropic.ToolResultBlockParam): string =>
    typeof b.content === 'string' ? b.content : (((b.content ?? []).find((c) => c.type === 'text') as Anthropic.TextBlockParam | undefined)?.text ?? '');
  return new Map([...found].map(([id, b]) => [id, { text: first(b), isError: b.is_error === true }]));
}

const agentCall = (id: string, background: boolean) =>
  call('Agent', { subagent_type: 'general-purpose', description: 'general-purpose look', prompt: 'SUBAGENT-TASK look', run_in_background: background }, id);

/** A model whose children hold their requests (those `held` picks) until the main thread's request number `release`. */
async function modelFor(
  t: { after(fn: () => Promise<void>): void },
  plan: (ScriptedTurn | ((req: RecordedRequest) => ScriptedTurn))[],
  release: number,
  held: (req: RecordedRequest) => boolean = () => true,
) {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const model = await startScriptedModel(
    (req) => {
      if (isChild(req)) return text('CHILD: done');
      const step = plan[steps(req)];
      if (step === undefined) return notices(req).length > 0 ? text('MAIN: done') : text('Waiting.');
      return typeof step === 'function' ? step(req) : step;
    },
    {
      onRequest: async (req) => {
        if (!isChild(req) && steps(req) >= release) open();
        if (isChild(req) && held(req)) await opened;
      },
    },
  );
  t.after(() => model.close());
  return model;
}

test('21 background agents in one reply: 20 launch, the 21st is an error result in 2.1.332 words (Concurrent subagent limit reached)', {
  timeout: 120_000,
}, async (t) => {
  const repo = await tempRepoFor(t);
  const model = await modelFor(t, [turn(...Array.from({ length: 21 }, (_, i) => agentCall(`toolu_agent_c${i}`, true)))], 1);
  const r = await run({ url: model.url, repo, inputs: { max_turns: '100' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const got = mainResults(model.requests);
  for (let i = 0; i < 20; i++) assert.match(got.get(`toolu_agent_c${i}`)?.text ?? '', /^Async agent launched successfully\./, `call ${i}`);
  assert.deepEqual(got.get('toolu_agent_c20'), cliResult('concurrent', 'toolu_agent_c20'));
  // The 20 ran and told their end; the refused one never started.
  assert.equal(model.requests.filter(isChild).length, 20);
});

test('CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS 2: a third background agent and a foreground one are refused while two run; once they ended, another starts', {
  timeout: 120_000,
}, async (t) => {
  const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS: '2' } }) });
  const plan = [
    turn(...[0, 1, 2].map((i) => agentCall(`toolu_agent_cc${i}`, true))),
    turn(agentCall('toolu_agent_cc_fg', false)),
    // Its end told (a notice), another background agent.
    (req: RecordedRequest) => (notices(req).length > 0 ? turn(agentCall('toolu_agent_cc_after', true)) : text('MAIN: waiting.')),
  ];
  const model = await modelFor(t, plan, 2);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const got = mainResults(model.requests);
  for (const id of ['toolu_agent_cc0', 'toolu_agent_cc1', 'toolu_agent_cc_after'])
    assert.match(got.get(id)?.text ?? '', /^Async agent launched successfully\./, id);
  for (const id of ['toolu_agent_cc2', 'toolu_agent_cc_fg']) assert.deepEqual(got.get(id), cliResult('concurrentCap', id), id);
  assert.equal(model.requests.filter(isChild).length, 3);
});

test('a bad CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS is a warning naming it, and the limit stays 20', { timeout: 120_000 }, async (t) => {
  const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS: '0' } }) });
  const model = await modelFor(t, [turn(...Array.from({ length: 3 }, (_, i) => agentCall(`toolu_agent_c${i}`, true)))], 1);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.match(r.outcome.warnings.join('\n'), /env\.CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS "0" is not a positive whole number; the cap stays 20/);
  const got = mainResults(model.requests);
  for (let i = 0; i < 3; i++) assert.match(got.get(`toolu_agent_c${i}`)?.text ?? '', /^Async agent launched successfully\./);
});

test('CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS 1: a SendMessage resume takes the place, and an Agent call while it runs is refused, as 2.1.332', {
  timeout: 120_000,
}, async (t) => {
  const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS: '1' } }) });
  const plan = [
    turn(agentCall('toolu_agent_cr', false)),
    loadSendMessage,
    (req: RecordedRequest) => turn(call('SendMessage', { to: agentIdIn(req), message: 'FOLLOW-UP: look again' }, 'toolu_send_cr')),
    turn(agentCall('toolu_agent_cr_during', true)),
  ];
  // The resumed run waits until the main thread has made its Agent call.
  const model = await modelFor(t, plan, 4, (req) => JSON.stringify(req.body.messages).includes('FOLLOW-UP'));
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const got = mainResults(model.requests);
  assert.match(got.get('toolu_send_cr')?.text ?? '', /"success":true,"message":"Resuming agent /);
  assert.deepEqual(got.get('toolu_agent_cr_during'), cliResult('concurrentResume', 'toolu_agent_cr_during'));
});

test('CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION 2: a third background agent is an error result at the call, not a launch whose notice refuses it', {
  timeout: 120_000,
}, async (t) => {
  const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION: '2' } }) });
  const plan = [turn(...[0, 1, 2].map((i) => agentCall(`toolu_agent_cap${i}`, true))), turn(agentCall('toolu_agent_cap_fg', false))];
  const model = await modelFor(t, plan, 1);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const got = mainResults(model.requests);
  for (const id of ['toolu_agent_cap0', 'toolu_agent_cap1']) assert.match(got.get(id)?.text ?? '', /^Async agent launched successfully\./, id);
  // Refused as the concurrent limit refuses: the result itself, foreground or background, in the same words.
  const refusal = /^Subagent limit reached: this run has started 2 subagents, its maximum \(CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION\)\./;
  for (const id of ['toolu_agent_cap2', 'toolu_agent_cap_fg']) {
    assert.equal(got.get(id)?.isError, true, id);
    assert.match(got.get(id)?.text ?? '', refusal, id);
  }
  // No notice tells a refusal (it was already told), and only the two ran.
  assert.ok(!model.requests.some((req) => notices(req).some((n) => /Subagent limit reached/.test(n))));
  assert.equal(model.requests.filter(isChild).length, 2);
});
