/**
 * Attack on the budget: one reply starts 8 subagents at once, each of whose calls bills its worst case
 * (every allowed output token). Planned one by one against what was spent so far, each fits; together
 * they overspend. The budget must hold at every moment: spent + the worst case of every call in flight
 * within max_budget_usd, and a bounded number of subagents per reply run at once.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import type { RecordedRequest } from '../../support/scripted-model/scripted-types.js';
import { runProductSession } from '../support/product-session.js';
import { resolvePrice } from '../../src/model/pricing.js';

const isMain = (req: RecordedRequest): boolean => (req.body.tools ?? []).some((t) => 'name' in t && t.name === 'Agent');
const hasResults = (req: RecordedRequest): boolean => JSON.stringify(req.body.messages ?? []).includes('tool_result');

/** The main loop's one turn: eight Explore subagents at once. */
const EIGHT_EXPLORERS = {
  content: Array.from({ length: 8 }, (_, i) => ({
    type: 'tool_use' as const,
    name: 'Agent',
    input: { description: `look ${i}`, prompt: `Look around, part ${i}.`, subagent_type: 'Explore' },
  })),
};

test('8 parallel subagents against a $1 budget: never more than $1 spent, at most 4 subagents at once', async (t) => {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'budget-flight-')));
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'budget-flight-run-')));
  t.after(() => [dir, runDir].forEach((d) => rmSync(d, { recursive: true, force: true })));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  let inFlight = 0;
  let mostInFlight = 0;
  const model = await startScriptedModel((req) => {
    if (isMain(req)) {
      if (hasResults(req)) return { content: [{ type: 'text', text: 'Done.' }] };
      return EIGHT_EXPLORERS;
    }
    // A subagent's call: slow to answer, and billed every output token it was allowed.
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    setTimeout(() => void (inFlight -= 1), 300);
    return { content: [{ type: 'text', text: 'Nothing found.' }], usage: { output_tokens: 1_000_000 }, stop_reason: 'end_turn', delayMs: 300 };
  });
  t.after(() => model.close());
  const r = await runProductSession({ cwd: dir, runDir, modelUrl: model.url, inputs: { max_budget_usd: '1', max_output_tokens: '8000' } });
  const subagentCalls = model.requests.filter((q) => !isMain(q)).length;
  assert.ok(subagentCalls >= 2, `subagents ran (${subagentCalls} calls)`);
  assert.ok(r.outcome.costUsd <= 1, `spent $${r.outcome.costUsd.toFixed(4)} of a $1 budget (${subagentCalls} subagent calls)`);
  assert.ok(mostInFlight <= 4, `${mostInFlight} subagent calls were in flight at once`);
});

/**
 * Streams that die mid-reply (issue 34, item 6): the API bills what it generated before the cut, which the runner
 * never learns (it sees message_start only). Each such attempt must keep its worst case held, or the calls admitted
 * after it can overspend. On the previous build (122da88) the 8 subagents' cut attempts could be billed $2.10 (output
 * alone) against the $1 budget: each was charged its message_start usage and its room released.
 */
test('8 parallel subagents whose streams are cut mid-reply: what the API may bill stays within $1', async (t) => {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'budget-cut-')));
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'budget-cut-run-')));
  t.after(() => [dir, runDir].forEach((d) => rmSync(d, { recursive: true, force: true })));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  const model = await startScriptedModel((req) => {
    if (isMain(req)) {
      if (hasResults(req)) return { content: [{ type: 'text', text: 'Done.' }] };
      return EIGHT_EXPLORERS;
    }
    // Every subagent attempt: its stream starts, generates, and dies before its final usage.
    return { content: [{ type: 'text', text: 'x'.repeat(4000) }], usage: { output_tokens: 1_000_000 }, fault: { kind: 'cut', afterEvents: 4 } };
  });
  t.after(() => model.close());
  const r = await runProductSession({ cwd: dir, runDir, modelUrl: model.url, inputs: { max_budget_usd: '1', max_output_tokens: '8000' } });
  // What the API may have billed: every request that was answered, each up to its max_tokens of output (input not counted).
  const billable = model.requests.filter((q) => !q.path.includes('count_tokens'));
  const outputBill = billable.reduce((usd, q) => usd + (resolvePrice(q.body.model ?? '').price.output * (q.body.max_tokens ?? 0)) / 1_000_000, 0);
  assert.ok(billable.filter((q) => !isMain(q)).length >= 2, 'subagents ran');
  assert.ok(outputBill <= 1, `the API may have billed $${outputBill.toFixed(2)} of output against a $1 budget (${billable.length} calls)`);
  assert.ok(r.outcome.costUsd <= 1);
});
