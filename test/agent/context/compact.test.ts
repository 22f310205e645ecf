import { test } from 'node:test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import type Anthropic from '@anthropic-ai/sdk';
import { COMPACT_PROMPT, compactHistory } from '../../../src/agent/context/compact.js';
import { ContextManager } from '../../../src/agent/context/manager.js';
import type { RunEvent } from '../../../src/agent/events.js';
import { RunBudget } from '../../../src/agent/budget.js';
import { toolParams } from '../../../src/agent/request.js';
import { createBuiltinTools } from '../../../src/tools/index.js';
import { modelFor } from '../../session/harness.js';
import { typeCheck } from '../../e2e/sdk-typecheck.js';
import { MODEL, bigFile, isCompactRequest, lastBlocks, messagesOf, modelPort, readStep, run, stepScript, tempRepoFor } from './helpers.js';

const SUMMARY = 'SUMMARY: 1. Task: fix src/a.ts. 6. Next step: read src/f7.ts.';

function textOf(message: Anthropic.MessageParam | undefined): string {
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  return message.content.map((b) => (b.type === 'text' ? b.text : '')).join('\n');
}

test('compaction runs the PreCompact hook first, summarizes through the model, and the next request is valid and starts with the task and the summary', async (t) => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 8; i++) files[`src/f${i}.ts`] = bigFile(`f${i}`, 100);
  // The repository's PreCompact hook, as it commits it: it records its stdin.
  const hookLog = 'precompact.jsonl';
  const postLog = 'postcompact.jsonl';
  files['.claude/settings.json'] = JSON.stringify({
    hooks: {
      PreCompact: [
        { matcher: 'auto', hooks: [{ type: 'command', command: `cat >> "$CLAUDE_PROJECT_DIR/${hookLog}"; echo >> "$CLAUDE_PROJECT_DIR/${hookLog}"` }] },
      ],
      PostCompact: [
        { matcher: 'auto', hooks: [{ type: 'command', command: `cat >> "$CLAUDE_PROJECT_DIR/${postLog}"; echo >> "$CLAUDE_PROJECT_DIR/${postLog}"` }] },
      ],
    },
  });
  const repo = await tempRepoFor(t, files);
  const order: string[] = [];
  let hookRuns = 0;
  const model = await modelFor(
    t,
    stepScript(
      Array.from({ length: 8 }, (_, i) => readStep(`src/f${i}.ts`)),
      SUMMARY,
    ),
    {
      onRequest: (req) => {
        const ran = existsSync(path.join(repo.root, hookLog)) ? readFileSync(path.join(repo.root, hookLog), 'utf8').split('\n').filter(Boolean).length : 0;
        if (ran > hookRuns) order.push('preCompact');
        hookRuns = ran;
        order.push(isCompactRequest(req) ? 'summarize' : 'turn');
      },
    },
  );
  const { result: outcome, stats: ctxStats, messages } = await run(model.url, repo, { compactAtTokens: 12_000, stubBatchTokens: Infinity });
  const ledger = { modelUsage: outcome.modelUsage, usage: outcome.usage };
  assert.equal(outcome.subtype, 'success', (outcome.errors ?? []).join('; '));
  const hookInput = JSON.parse(readFileSync(path.join(repo.root, hookLog), 'utf8').split('\n')[0] ?? '{}') as Record<string, unknown>;
  assert.deepEqual([hookInput['hook_event_name'], hookInput['trigger']], ['PreCompact', 'auto']);
  const postInput = JSON.parse(readFileSync(path.join(repo.root, postLog), 'utf8').split('\n')[0] ?? '{}') as Record<string, unknown>;
  assert.deepEqual([postInput['hook_event_name'], postInput['trigger'], postInput['compact_summary']], ['PostCompact', 'auto', SUMMARY]);
  assert.deepEqual(
    await typeCheck([
      { label: 'PreCompact', type: "import('@anthropic-ai/claude-agent-sdk').PreCompactHookInput", value: hookInput },
      { label: 'PostCompact', type: "import('@anthropic-ai/claude-agent-sdk').PostCompactHookInput", value: postInput },
    ]),
    [],
  );
  const boundaries = messages.flatMap((m) => (m.type === 'system' && m.subtype === 'compact_boundary' ? [m] : []));
  const preTokens = boundaries.map((b) => b.compact_metadata?.pre_tokens ?? 0);
  const requestOrder = order.filter((o) => o !== 'preCompact');
  const c = model.requests.findIndex(isCompactRequest);
  assert.ok(c > 0, 'a summarization request was sent');
  assert.equal(requestOrder[c], 'summarize');
  assert.equal(order[order.indexOf('summarize') - 1], 'preCompact', 'PreCompact ran just before the summarization request');
  assert.equal(order.filter((o) => o === 'preCompact').length, boundaries.length, 'once per compaction');
  assert.ok((preTokens[0] ?? 0) > 12_000);

  const summarize = model.requests[c];
  const prompt = lastBlocks(summarize)
    .map((b) => (b.type === 'text' ? b.text : ''))
    .join('');
  assert.equal(prompt, COMPACT_PROMPT);
  // Same tools and system as the turns: their cached prefix (and the history's) is read, not rewritten.
  assert.deepEqual(summarize?.body.tools, model.requests[c - 1]?.body.tools);
  assert.deepEqual(summarize?.body.system, model.requests[c - 1]?.body.system);
  const stats = ctxStats;
  const compactCall = stats?.calls.find((x) => x.kind === 'compaction');
  assert.equal(compactCall?.cache_read_input_tokens, stats?.calls[c - 1]?.input_tokens);

  // The next request: [task + summary, last assistant, last user], accepted by the server.
  const before = messagesOf(summarize).slice(0, -1);
  const next = messagesOf(model.requests[c + 1]);
  assert.equal(next.length, 3);
  assert.equal(next[0]?.role, 'user');
  const first = textOf(next[0]);
  assert.ok(first.startsWith('TASK: fix the bug in src/a.ts.'));
  assert.ok(first.includes(`<summary>\n${SUMMARY}\n</summary>`));
  assert.deepEqual(next[1], before.at(-2));
  assert.deepEqual(textOf(next[2]), textOf(before.at(-1)));
  assert.ok((stats?.calls[c + 1]?.cache_read_input_tokens ?? 0) > 0, 'tools + system still come from the cache');
  assert.ok((stats?.calls[c + 1]?.input_tokens ?? 0) < (stats?.calls[c - 1]?.input_tokens ?? 0));

  assert.equal(boundaries.length, stats?.compactions);
  assert.equal(boundaries[0]?.compact_metadata?.trigger, 'auto');
  // Compaction's cost is in the run's ledger (so in the budget), in modelUsage and in the stats; the
  // SDK's `usage` is the main loop's alone.
  const allCalls = Object.values(ledger.modelUsage).reduce((sum, entry) => sum + entry.cacheReadInputTokens, 0);
  assert.equal(allCalls, stats?.totals.cache_read_input_tokens);
  assert.ok(ledger.usage.cache_read_input_tokens < allCalls, "the summarization call is not in the main loop's usage");
  const everyInput = Object.values(ledger.modelUsage).reduce((sum, e) => sum + e.inputTokens + e.cacheCreationInputTokens + e.cacheReadInputTokens, 0);
  assert.equal(everyInput, stats?.totals.all_input_tokens);
  assert.equal(stats?.calls.filter((x) => x.kind === 'compaction').length, stats?.compactions);
});

test('compaction that does not fit the budget is skipped without a call', async (t) => {
  const repo = await tempRepoFor(t);
  const model = await modelFor(t, []);
  const budget = new RunBudget(0.0001, {});
  const ledger = budget.ledger;
  const tools = toolParams(createBuiltinTools({ workspace: repo, passEnv: [], baseEnv: process.env, rgPath: null }));
  const messages: Anthropic.MessageParam[] = [
    { role: 'user', content: 'task' },
    { role: 'assistant', content: [{ type: 'text', text: 'one' }] },
    { role: 'user', content: 'go on' },
    { role: 'assistant', content: [{ type: 'text', text: 'two' }] },
    { role: 'user', content: 'go on' },
  ];
  const result = await compactHistory({
    call: {
      messages,
      model: MODEL,
      system: [{ type: 'text', text: 'sys' }],
      tools,
      maxOutputTokens: 4096,
      effort: undefined,
      port: modelPort(model.url),
      budget,
      emit: () => {},
      parentToolUseId: null,
      signal: new AbortController().signal,
    },
    originalTask: { role: 'user', content: 'task' },
    summaryMaxTokens: 4096,
  });
  assert.equal(result.ok, false);
  assert.match(result.ok ? '' : result.reason, /budget/);
  assert.equal(model.requests.length, 0);
  assert.equal(ledger.totalCostUsd, 0);
});

test('the manager keeps the history and stops trying when the budget cannot cover compaction', async (t) => {
  const repo = await tempRepoFor(t);
  const model = await modelFor(t, []);
  const manager = new ContextManager({ workspace: repo, compactAtTokens: 1_000, stubBatchTokens: Infinity });
  const big = 'z'.repeat(8_000);
  const messages: Anthropic.MessageParam[] = [
    { role: 'user', content: 'task' },
    { role: 'assistant', content: [{ type: 'text', text: big }] },
    { role: 'user', content: 'go on' },
    { role: 'assistant', content: [{ type: 'text', text: 'two' }] },
    { role: 'user', content: 'go on' },
  ];
  const events: RunEvent[] = [];
  const call = {
    messages,
    model: MODEL,
    system: [{ type: 'text' as const, text: 'sys' }],
    tools: [],
    maxOutputTokens: 4096,
    effort: undefined,
    port: modelPort(model.url),
    budget: new RunBudget(0.0001, {}),
    emit: (e: RunEvent) => void events.push(e),
    sessionId: 's',
    parentToolUseId: null,
    signal: new AbortController().signal,
  };
  assert.deepEqual(await manager.beforeCall(call), messages);
  assert.deepEqual(await manager.beforeCall({ ...call, budget: new RunBudget(100, {}) }), messages, 'switched off after a budget refusal');
  assert.equal(model.requests.length, 0);
  assert.equal(events.filter((e) => e.kind === 'log' && /Compaction skipped: the budget/.test(e.text)).length, 1);
  assert.equal(manager.snapshot().compactions, 0);
});

test('a dedupe pointer kept in the last turn whose target was compacted away says to read the file again', async (t) => {
  const repo = await tempRepoFor(t);
  const model = await modelFor(t, stepScript([], SUMMARY));
  const manager = new ContextManager({ workspace: repo, compactAtTokens: 100, stubBatchTokens: Infinity });
  const pointer =
    '[src/a.ts is unchanged since your Read at turn 1 (tool_use_id r1, 9,000 chars): that result is still in this conversation above, so it is not sent again. Use it from there.]';
  const messages: Anthropic.MessageParam[] = [
    { role: 'user', content: 'TASK: fix the bug in src/a.ts.' },
    { role: 'assistant', content: [{ type: 'tool_use', id: 'r1', name: 'Read', input: { file_path: 'src/a.ts' } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'r1', content: 'a'.repeat(9000) }] },
    { role: 'assistant', content: [{ type: 'tool_use', id: 'r2', name: 'Read', input: { file_path: 'src/a.ts' } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'r2', content: pointer }] },
  ];
  const out = await manager.beforeCall({
    messages,
    model: MODEL,
    system: [{ type: 'text', text: 'sys' }],
    tools: [],
    maxOutputTokens: 4096,
    effort: undefined,
    port: modelPort(model.url),
    budget: new RunBudget(100, {}),
    emit: () => {},
    parentToolUseId: null,
    signal: new AbortController().signal,
  });
  assert.equal(out.length, 3);
  assert.ok(textOf(out[0]).includes(SUMMARY));
  assert.deepEqual(out[1], messages[3]);
  assert.deepEqual(out[2], {
    role: 'user',
    content: [
      {
        type: 'tool_result',
        tool_use_id: 'r2',
        content: '[src/a.ts: its content was in the part of the conversation that was compacted; read it again if needed]',
      },
    ],
  });
  assert.equal(manager.snapshot().compactions, 1);
});
