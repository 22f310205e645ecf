/**
 * The loop's specification, at the level of runLoop with injected fakes: a scripted ModelPort (no
 * HTTP), a recording dispatch, a real RunBudget. Each test is one rule of how a run goes on or ends.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import type { ModelRequest } from '../../src/model/request-fields.js';
import type { RunEvent } from '../../src/agent/events.js';
import { RunBudget } from '../../src/agent/budget.js';
import { runLoop, type LoopDeps, type LoopOptions, type ModelPort } from '../../src/agent/loop.js';
import { StopRequest } from '../../src/agent/stop.js';
// The transcript's terminal_reason, derived from the loop's cause and where a stop caught it.
import { terminalReasonOf } from '../../src/report/transcript/sdk-lines.js';
import type { RetryInfo, TurnOutcome } from '../../src/model/turn.js';
import type { DispatchOutcome } from '../../src/tools/dispatch.js';
import type { AnyTool } from '../../src/tools/types.js';

const MODEL = 'claude-sonnet-5-5';
type Block = Anthropic.ContentBlock;
type Step = (ctx: { params: ModelRequest; signal: AbortSignal; onRetry?: (info: RetryInfo) => void }) => TurnOutcome | Promise<TurnOutcome>;

let ids = 0;
function reply(content: Block[], stopReason: Anthropic.StopReason, usage: Partial<Anthropic.Usage> = {}): TurnOutcome {
  const message = {
    id: `msg_${ids++}`,
    type: 'message',
    role: 'assistant',
    model: MODEL,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, ...usage },
  } as unknown as Anthropic.Message;
  return { ok: true, message, apiMs: 5, attempts: 1 };
}
const text = (value: string): Block => ({ type: 'text', text: value, citations: null }) as Block;
const toolUse = (id: string, name: string, input: unknown = {}): Block => ({ type: 'tool_use', id, name, input }) as Block;
const said =
  (value: string): Step =>
  () =>
    reply([text(value)], 'end_turn');
const calls =
  (...uses: [string, string][]): Step =>
  () =>
    reply(
      uses.map(([id, name]) => toolUse(id, name)),
      'tool_use',
    );

/** A fake model answering each call with the next step; records what it was sent. */
function fakeModel(steps: Step[]): ModelPort & { sent: ModelRequest[] } {
  const sent: ModelRequest[] = [];
  return {
    sent,
    async stream(params, signal, _beforeRetry, onRetry) {
      sent.push(structuredClone(params));
      const step = steps[sent.length - 1];
      if (!step) throw new Error(`unscripted call ${sent.length}`);
      return step({ params, signal, ...(onRetry ? { onRetry } : {}) });
    },
    countTokens: async () => undefined,
    estimateInputTokens: () => 1_000,
  };
}

const tool = (name: string, readOnly = false): AnyTool => ({
  name,
  description: name,
  inputSchema: { type: 'object' },
  readOnly,
  validate: (input) => ({ ok: true, value: input }),
  execute: async () => ({ content: 'unused', isError: false }),
});

interface Harness {
  opts: LoopOptions;
  deps: LoopDeps;
  events: RunEvent[];
  dispatched: string[];
  controller: AbortController;
  budget: RunBudget;
  ledger: RunBudget['ledger'];
  turns: { used: number; mainLoop?: number };
}

function harness(
  model: ModelPort,
  over: {
    maxBudgetUsd?: number;
    opts?: Partial<LoopOptions>;
    deps?: Partial<LoopDeps>;
    onDispatch?: (name: string, controller: AbortController) => DispatchOutcome | undefined;
  } = {},
): Harness {
  const events: RunEvent[] = [];
  const dispatched: string[] = [];
  const controller = new AbortController();
  const budget = new RunBudget(over.maxBudgetUsd ?? 10, {});
  const turns = { used: 0, mainLoop: 0 };
  const opts: LoopOptions = {
    model: MODEL,
    system: [{ type: 'text', text: 'system' }],
    tools: [tool('Read', true), tool('Bash')],
    messages: [{ role: 'user', content: 'the task' }],
    maxTurns: 10,
    maxOutputTokens: 4_096,
    effort: undefined,
    parentToolUseId: null,
    ...over.opts,
  };
  const deps: LoopDeps = {
    model,
    budget,
    turns,
    emit: (event) => events.push(event),
    signal: controller.signal,
    dispatch: async (call) => {
      dispatched.push(call.name);
      return over.onDispatch?.(call.name, controller) ?? { result: { content: `${call.name} ok`, isError: false }, input: call.input, extraContext: [] };
    },
    ...over.deps,
  };
  return { opts, deps, events, dispatched, controller, budget, ledger: budget.ledger, turns };
}

const run = (h: Harness): ReturnType<typeof runLoop> => runLoop(h.opts, h.deps);

describe('runLoop: a reply without a tool call ends the run', () => {
  it('end_turn: success, the reply text as the result, terminal_reason completed', async () => {
    const h = harness(fakeModel([said('All done.')]));
    const out = await run(h);
    assert.deepEqual(
      [out.cause, out.subtype, terminalReasonOf(out.cause, out.stoppedIn), out.result, out.stopReason],
      ['completed', 'success', 'completed', 'All done.', 'end_turn'],
    );
    assert.deepEqual(out.errors, []);
  });

  it('a final check may send the model back once, then accept', async () => {
    const model = fakeModel([said('first'), said('second')]);
    const h = harness(model, {
      deps: { finalCheck: async (_text, attempt) => (attempt === 0 ? { verdict: 'continue', message: 'not yet' } : { verdict: 'accept' }) },
    });
    const out = await run(h);
    assert.equal(out.result, 'second');
    assert.match(JSON.stringify(model.sent[1]?.messages.at(-1)), /not yet/);
  });

  it('a final check that fails ends error_max_structured_output_retries', async () => {
    const h = harness(fakeModel([said('{bad')]), {
      deps: { finalCheck: async () => ({ verdict: 'fail', cause: 'structured_output', error: 'invalid' }) },
    });
    const out = await run(h);
    assert.deepEqual(
      [out.subtype, terminalReasonOf(out.cause, out.stoppedIn), out.errors],
      ['error_max_structured_output_retries', 'structured_output_retry_exhausted', ['invalid']],
    );
  });
});

describe('runLoop: every stop_reason', () => {
  it('tool_use: runs the calls, sends one tool_result per call back, in order', async () => {
    const model = fakeModel([calls(['t1', 'Read'], ['t2', 'Bash']), said('done')]);
    const h = harness(model);
    await run(h);
    assert.deepEqual(h.dispatched, ['Read', 'Bash']);
    const back = model.sent[1]?.messages.at(-1)?.content as Anthropic.ToolResultBlockParam[];
    assert.deepEqual(
      back.map((b) => [b.type, b.tool_use_id, b.content]),
      [
        ['tool_result', 't1', 'Read ok'],
        ['tool_result', 't2', 'Bash ok'],
      ],
    );
  });

  it('max_tokens with no tool call: asks the model to continue', async () => {
    const model = fakeModel([() => reply([text('half')], 'max_tokens'), said('rest')]);
    const out = await run(harness(model));
    assert.equal(out.result, 'rest');
    assert.match(JSON.stringify(model.sent[1]?.messages.at(-1)), /cut off at the output token limit/);
  });

  it('max_tokens in the middle of a tool call: that call does not run and the model is told', async () => {
    const model = fakeModel([() => reply([toolUse('t1', 'Read'), toolUse('t2', 'Bash')], 'max_tokens'), said('ok')]);
    const h = harness(model);
    await run(h);
    assert.deepEqual(h.dispatched, ['Read'], 'only the complete call ran');
    const back = model.sent[1]?.messages.at(-1)?.content as Anthropic.ToolResultBlockParam[];
    assert.equal(back[1]?.is_error, true);
    assert.match(String(back[1]?.content), /cut off .* did not run/);
  });

  it('pause_turn: sends the reply back as it is, for the model to resume', async () => {
    const model = fakeModel([() => reply([text('pausing')], 'pause_turn'), said('resumed')]);
    const out = await run(harness(model));
    assert.equal(out.result, 'resumed');
    assert.equal(model.sent[1]?.messages.at(-1)?.role, 'assistant');
  });

  it('stop_sequence ends like end_turn', async () => {
    const out = await run(harness(fakeModel([() => reply([text('stopped')], 'stop_sequence')])));
    assert.deepEqual([out.subtype, out.result], ['success', 'stopped']);
  });

  it('refusal: error_during_execution, terminal_reason model_error', async () => {
    const out = await run(harness(fakeModel([() => reply([text('no')], 'refusal')])));
    assert.deepEqual([out.cause, out.subtype, terminalReasonOf(out.cause, out.stoppedIn)], ['refusal', 'error_during_execution', 'model_error']);
  });

  it('model_context_window_exceeded: error_during_execution, terminal_reason prompt_too_long', async () => {
    const out = await run(harness(fakeModel([() => reply([], 'model_context_window_exceeded')])));
    assert.deepEqual([out.cause, terminalReasonOf(out.cause, out.stoppedIn)], ['context_window', 'prompt_too_long']);
  });
});

describe('runLoop: limits', () => {
  it("max_turns: exactly max_turns calls, the last a tool-less wrap-up in the model's words, then error_max_turns with Claude Code's message", async () => {
    const model = fakeModel([calls(['a', 'Read']), calls(['b', 'Read']), said('Done: read both files. Left: the fix in src/a.ts.')]);
    const h = harness(model, { opts: { maxTurns: 3 } });
    const out = await run(h);
    assert.equal(model.sent.length, 3);
    assert.deepEqual(
      [out.subtype, terminalReasonOf(out.cause, out.stoppedIn), out.errors],
      ['error_max_turns', 'max_turns', ['Reached maximum number of turns (3)']],
    );
    assert.equal(h.dispatched.length, 2, "the work turns' tools ran; the wrap-up runs none");
    const wrap = model.sent[2];
    assert.deepEqual(wrap?.tool_choice, { type: 'none' }, 'no tool in the wrap-up');
    assert.deepEqual(
      wrap?.tools?.map((t) => ('name' in t ? t.name : '')),
      ['Read', 'Bash'],
      'the tools stay listed (the history holds tool calls; the cached prefix is kept)',
    );
    assert.match(JSON.stringify(wrap?.messages.at(-1)), /The run has stopped: it reached its turn limit \(max_turns\)/);
    assert.equal(out.result, 'Done: read both files. Left: the fix in src/a.ts.');
  });

  it('max_turns 1: no turn to keep, so no wrap-up; a subagent loop never wraps up', async () => {
    const one = fakeModel([calls(['a', 'Read'])]);
    const out = await run(harness(one, { opts: { maxTurns: 1 } }));
    assert.deepEqual([one.sent.length, out.subtype, out.result], [1, 'error_max_turns', undefined]);
    const sub = fakeModel([calls(['a', 'Read']), calls(['b', 'Read'])]);
    const subOut = await run(harness(sub, { opts: { maxTurns: 2, parentToolUseId: 'toolu_parent' } }));
    assert.equal(sub.sent.length, 2);
    assert.deepEqual([subOut.subtype, subOut.result], ['error_max_turns', undefined]);
    assert.equal(sub.sent[1]?.tool_choice, undefined);
  });

  it('turns counted by subagents count toward the same max_turns', async () => {
    const model = fakeModel([calls(['a', 'Read'])]);
    const h = harness(model, { opts: { maxTurns: 3 } });
    h.turns.used = 2;
    const out = await run(h);
    assert.equal(model.sent.length, 1);
    assert.equal(out.subtype, 'error_max_turns');
  });

  it('near the turn limit each turn carries a system reminder of the turns left, appended to the newest message and never rewritten', async () => {
    const model = fakeModel([calls(['a', 'Read']), calls(['b', 'Read']), calls(['c', 'Read']), said('wrapped')]);
    await run(harness(model, { opts: { maxTurns: 5 } }));
    const reminders = model.sent.map((params) =>
      [...JSON.stringify(params.messages).matchAll(/Turns: (\d)\/5; (\d) remaining/g)].map((m) => `${m[1]}/${m[2]}`),
    );
    // used/left: none while 4 or 5 are left, then each turn, kept in the history as it was sent.
    assert.deepEqual(reminders, [[], [], ['2/3'], ['2/3', '3/2']]);
    assert.match(JSON.stringify(model.sent[2]?.messages.at(-1)), /the last is kept for your wrap-up, without tools/);
    // The earlier messages go again byte for byte (cache breakpoints aside): the cached prefix holds.
    const bare = (params: ModelRequest | undefined): string[] =>
      (params?.messages ?? []).slice(0, 5).map((m) => JSON.stringify(m.content).replace(/,"cache_control":\{[^}]*\}/g, ''));
    assert.deepEqual(bare(model.sent[3]).slice(0, 5), bare(model.sent[2]).slice(0, 5));
  });

  it("budget: a stopped run's wrap-up is made from the room kept for it, in Claude Code's budget words, and the budget is never exceeded", async () => {
    // Every work call reads and spends 3,000 output tokens (about $0.045); the wrap-up (tool_choice none) answers in words.
    const sent: ModelRequest[] = [];
    const model: ModelPort = {
      async stream(params) {
        sent.push(structuredClone(params));
        if (params.tool_choice?.type === 'none') return reply([text('Spent the budget reading. Left: everything.')], 'end_turn');
        return reply([toolUse(`t${sent.length}`, 'Read')], 'tool_use', { output_tokens: 3_000 });
      },
      countTokens: async () => undefined,
      estimateInputTokens: () => 1_000,
    };
    const h = harness(model, { maxBudgetUsd: 0.5, opts: { maxTurns: 50 } });
    const out = await run(h);
    assert.equal(out.subtype, 'error_max_budget_usd');
    assert.equal(out.result, 'Spent the budget reading. Left: everything.');
    const last = sent.at(-1);
    assert.deepEqual(last?.tool_choice, { type: 'none' });
    assert.equal(sent.filter((p) => p.tool_choice !== undefined).length, 1, 'one wrap-up');
    assert.match(JSON.stringify(last?.messages.at(-1)), /its budget is spent \(max_budget_usd\)/);
    assert.ok(h.ledger.totalCostUsd <= 0.5, `spent ${h.ledger.totalCostUsd}`);
    assert.ok(sent.length > 3, 'the work went on until the room kept for the wrap-up');
    assert.match(JSON.stringify(sent.map((p) => p.messages)), /USD budget: \$0\.\d+\/\$0\.5; \$0\.\d+ remaining/);
  });

  it('budget: a call whose worst case does not fit is never made', async () => {
    const model = fakeModel([said('never')]);
    const out = await run(harness(model, { maxBudgetUsd: 0.000001 }));
    assert.equal(model.sent.length, 0);
    assert.deepEqual([out.subtype, terminalReasonOf(out.cause, out.stoppedIn)], ['error_max_budget_usd', 'budget_exhausted']);
    assert.match(out.errors[0] ?? '', /Reached maximum budget \(\$0\.000001\)/);
  });

  it("budget: spending by earlier calls (a subagent's included) leaves less for the next", async () => {
    const model = fakeModel([calls(['a', 'Read']), said('never')]);
    const h = harness(model, { maxBudgetUsd: 0.2 });
    h.deps.dispatch = async (call) => {
      // A subagent's calls, charged to the same ledger, spend the budget down to almost nothing.
      while (h.ledger.totalCostUsd < 0.1995) h.budget.charge(MODEL, { input_tokens: 100, output_tokens: 0 }, 'subagent');
      return { result: { content: 'ok', isError: false }, input: call.input, extraContext: [] };
    };
    const out = await run(h);
    assert.equal(model.sent.length, 1);
    assert.equal(out.subtype, 'error_max_budget_usd');
  });
});

describe('runLoop: why a run stopped is a value set where it happened', () => {
  it('an API outage ends error_during_execution with cause api_error, its status, and an api_retry line per retry', async () => {
    const model = fakeModel([
      ({ onRetry }) => {
        onRetry?.({ attempt: 1, error: 'Anthropic API error 529 overloaded_error: Overloaded', status: 529, delayMs: 50, maxRetries: 1 });
        return { ok: false, error: 'Anthropic API error 529 overloaded_error: Overloaded (after 2 attempts)', status: 529, apiMs: 5, attempts: 2 };
      },
    ]);
    const h = harness(model);
    const out = await run(h);
    assert.deepEqual(
      [out.cause, out.subtype, terminalReasonOf(out.cause, out.stoppedIn), out.apiErrorStatus],
      ['api_error', 'error_during_execution', 'api_error', 529],
    );
    const retries = h.events.filter((e) => e.kind === 'api_retry');
    assert.equal(retries.length, 1);
  });

  it('a timeout during a model call: aborted_streaming, cause timeout', async () => {
    const h = harness(
      fakeModel([
        ({ signal }) => new Promise((resolve) => signal.addEventListener('abort', () => resolve({ ok: false, error: 'aborted', apiMs: 1, attempts: 1 }))),
      ]),
    );
    setImmediate(() => h.controller.abort(new StopRequest('timeout', 'Timed out after 1 minutes (timeout_minutes)')));
    const out = await run(h);
    assert.deepEqual(
      [out.cause, out.subtype, terminalReasonOf(out.cause, out.stoppedIn), out.errors],
      ['timeout', 'error_during_execution', 'aborted_streaming', ['Timed out after 1 minutes (timeout_minutes)']],
    );
  });

  it('a timeout with time kept for the wrap-up: the work stops (aborted_tools), then one tool-less call in that time says what is left', async () => {
    const model = fakeModel([calls(['a', 'Bash']), said('Done: the first half. Left: the second.')]);
    const late = new AbortController();
    const h = harness(model, {
      deps: { wrapUpSignal: late.signal },
      onDispatch: (_name, controller) => (controller.abort(new StopRequest('timeout', 'Timed out after 1 minutes (timeout_minutes)')), undefined),
    });
    const out = await run(h);
    assert.deepEqual(
      [out.cause, terminalReasonOf(out.cause, out.stoppedIn), out.result],
      ['timeout', 'aborted_tools', 'Done: the first half. Left: the second.'],
    );
    assert.deepEqual(model.sent[1]?.tool_choice, { type: 'none' });
    assert.match(JSON.stringify(model.sent[1]?.messages.at(-1)), /its time is up \(timeout_minutes\)/);
    // The control: once the kept time is over too (or without it), the run ends without the call.
    late.abort();
    const again = fakeModel([calls(['a', 'Bash']), said('never')]);
    const out2 = await run(
      harness(again, {
        deps: { wrapUpSignal: late.signal },
        onDispatch: (_name, controller) => (controller.abort(new StopRequest('timeout', 'Timed out after 1 minutes (timeout_minutes)')), undefined),
      }),
    );
    assert.deepEqual([again.sent.length, out2.result], [1, undefined]);
  });

  it('a cancellation while tools run: aborted_tools, cause cancelled, no further call', async () => {
    const model = fakeModel([calls(['a', 'Bash']), said('never')]);
    const h = harness(model, {
      deps: { wrapUpSignal: new AbortController().signal },
      onDispatch: (_name, controller) => (controller.abort(new StopRequest('cancelled', 'Cancelled: the job received a termination signal')), undefined),
    });
    const out = await run(h);
    assert.deepEqual([out.cause, terminalReasonOf(out.cause, out.stoppedIn)], ['cancelled', 'aborted_tools']);
    assert.equal(model.sent.length, 1, 'a cancelled run never wraps up');
  });

  it('a bare abort() with no StopRequest counts as a cancellation', async () => {
    const h = harness(fakeModel([said('never')]));
    h.controller.abort();
    const out = await run(h);
    assert.equal(out.cause, 'cancelled');
  });

  it("a hook's continue:false ends success, terminal_reason hook_stopped, with the last answer as the result", async () => {
    const model = fakeModel([() => reply([text('Working on it.'), toolUse('a', 'Bash')], 'tool_use'), said('never')]);
    const h = harness(model, {
      onDispatch: (_name, controller) => (controller.abort(new StopRequest('hook_stopped', 'A PostToolUse hook stopped the run: maintenance')), undefined),
    });
    const out = await run(h);
    assert.deepEqual(
      [out.cause, out.subtype, terminalReasonOf(out.cause, out.stoppedIn), out.result],
      ['hook_stopped', 'success', 'hook_stopped', 'Working on it.'],
    );
    assert.deepEqual(out.errors, ['A PostToolUse hook stopped the run: maintenance']);
    assert.equal(model.sent.length, 1);
  });
});

describe('runLoop: what it reports', () => {
  it('usage and turns: the main loop counts in usage and num_turns; a subagent only in the cost and the turn limit', async () => {
    const main = harness(fakeModel([said('main')]));
    await run(main);
    assert.equal(main.ledger.usage.output_tokens, 10);
    assert.equal(main.turns.mainLoop, 1);

    const child = harness(fakeModel([said('child')]), { opts: { parentToolUseId: 'toolu_agent' } });
    await run(child);
    assert.equal(child.ledger.usage.output_tokens, 0, "not in the main loop's usage");
    assert.equal(child.ledger.modelUsage[MODEL]?.outputTokens, 10, 'in modelUsage');
    assert.ok(child.ledger.totalCostUsd > 0, 'in the cost');
    assert.equal(child.turns.used, 1, 'in the shared turn count');
    assert.equal(child.turns.mainLoop, 0);
  });

  it('events: turn_start, one assistant event per block, tool_start/tool_end around each call with its result', async () => {
    const h = harness(fakeModel([() => reply([text('look'), toolUse('t1', 'Read')], 'tool_use'), said('done')]));
    await run(h);
    const kinds = h.events.map((e) => e.kind);
    assert.deepEqual(kinds, ['turn_start', 'assistant', 'assistant', 'tool_start', 'tool_end', 'turn_start', 'assistant']);
    const end = h.events.find((e) => e.kind === 'tool_end');
    assert.ok(end?.kind === 'tool_end');
    assert.deepEqual([end.name, end.toolUseId, end.parentToolUseId, end.isError, end.content, end.denied], ['Read', 't1', null, false, 'Read ok', false]);
    assert.ok(end.durationMs >= 0);
  });
});
