/**
 * The transcript as a function of the run's events: src/report/ maps the loop's neutral events and
 * outcome into Claude Code's stream-json lines (the e2e runs type-check those against the SDK).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import type { RunEvent } from '../../../src/agent/events.js';
import { outcomeWithoutRun, type RunOutcome } from '../../../src/agent/outcome.js';
import { SdkLines, resultLine } from '../../../src/report/transcript/sdk-lines.js';
import { TranscriptWriter } from '../../../src/report/transcript/transcript.js';

const reply: Anthropic.Message = {
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-opus-5-5',
  stop_reason: 'tool_use',
  stop_sequence: null,
  container: null,
  stop_details: null,
  content: [
    { type: 'text', text: 'look', citations: null },
    { type: 'tool_use', id: 't1', name: 'Write', input: { file_path: 'x' }, caller: { type: 'direct' } },
  ],
  usage: {
    input_tokens: 10,
    output_tokens: 5,
    cache_creation_input_tokens: null,
    cache_read_input_tokens: null,
    cache_creation: null,
    inference_geo: null,
    server_tool_use: null,
    service_tier: null,
  },
} as unknown as Anthropic.Message;

const outcome: RunOutcome = {
  ...outcomeWithoutRun([], Date.now(), 'sess-1'),
  cause: 'completed',
  subtype: 'success',
  isError: false,
  errors: [],
  turns: 2,
  costUsd: 0.5,
  result: 'done',
  stopReason: 'end_turn',
  denials: [{ toolName: 'Write', toolUseId: 't1', input: { file_path: 'x' }, reason: 'Write is not allowed in dontAsk mode', suggestedRule: 'Write(x)' }],
};

const events: RunEvent[] = [
  { kind: 'log', level: 'info', text: 'sandbox: off' },
  {
    kind: 'session_start',
    session: {
      sessionId: 'sess-1',
      cwd: '/w',
      model: 'claude-opus-5-5',
      permissionMode: 'dontAsk',
      tools: ['Read', 'Write'],
      mcpServers: [],
      slashCommands: [],
      agents: ['Explore'],
      skills: [],
      usesApiKey: true,
    },
  },
  { kind: 'turn_start', turn: 1, costUsd: 0, reservedUsd: 0.01, budgetUsd: 5 },
  { kind: 'api_retry', retry: { attempt: 1, error: 'Anthropic API error 529 overloaded_error: Overloaded', status: 529, delayMs: 500, maxRetries: 2 } },
  ...reply.content.map((block): RunEvent => ({ kind: 'assistant', reply, block, parentToolUseId: null })),
  {
    kind: 'tool_end',
    name: 'Write',
    toolUseId: 't1',
    parentToolUseId: null,
    isError: true,
    content: 'Write is not allowed in dontAsk mode',
    attachments: ['see also'],
    denied: true,
    refusal: { decisionType: 'mode', message: 'Write is not allowed in dontAsk mode' },
    durationMs: 0,
  },
  { kind: 'compaction', trigger: 'auto', preTokens: 9000, postTokens: 1200, summary: 'SUMMARY' },
  { kind: 'run_end', outcome },
];

describe('the transcript, a function of the event stream', () => {
  it('maps each event to its lines, in order, every line naming the session', () => {
    const lines = new SdkLines();
    const messages = events.flatMap((event) => lines.of(event));
    assert.deepEqual(
      messages.map((m) => `${m.type}${'subtype' in m ? `/${m.subtype}` : ''}`),
      ['system/init', 'system/api_retry', 'assistant', 'assistant', 'user', 'system/permission_denied', 'system/compact_boundary', 'result/success'],
    );
    assert.deepEqual([...new Set(messages.map((m) => m.session_id))], ['sess-1']);
    assert.equal(new Set(messages.map((m) => m.uuid)).size, messages.length);
  });

  it("writes Claude Code's shapes: one block per assistant line, the tool result with its attachments, the refusal, the boundary", () => {
    const lines = new SdkLines();
    const [init, retry, text, call, user, denied, boundary] = events.flatMap((event) => lines.of(event));
    assert.ok(init?.type === 'system' && init.subtype === 'init');
    assert.deepEqual([init.apiKeySource, init.tools, init.agents, init.output_style], ['ANTHROPIC_API_KEY', ['Read', 'Write'], ['Explore'], 'default']);
    assert.ok(retry?.type === 'system' && retry.subtype === 'api_retry');
    assert.deepEqual([retry.attempt, retry.max_retries, retry.retry_delay_ms, retry.error_status, retry.error], [1, 2, 500, 529, 'overloaded']);
    assert.ok(text?.type === 'assistant' && call?.type === 'assistant');
    assert.deepEqual([text.message.content, call.message.content.map((b) => b.type)], [[reply.content[0]], ['tool_use']]);
    assert.deepEqual([text.message.id, text.message.context_management, text.message.usage.iterations, text.parent_tool_use_id], ['msg_1', null, null, null]);
    assert.ok(user?.type === 'user');
    assert.deepEqual(user.message, {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 't1', content: 'Write is not allowed in dontAsk mode', is_error: true },
        { type: 'text', text: 'see also' },
      ],
    });
    assert.equal(user.tool_use_result, 'Error: Write is not allowed in dontAsk mode');
    assert.ok(denied?.type === 'system' && denied.subtype === 'permission_denied');
    assert.deepEqual([denied.tool_name, denied.tool_use_id, denied.decision_reason_type], ['Write', 't1', 'mode']);
    assert.ok(boundary?.type === 'system' && boundary.subtype === 'compact_boundary');
    assert.deepEqual(boundary.compact_metadata, { trigger: 'auto', pre_tokens: 9000 });
    assert.deepEqual(boundary.data, { trigger: 'auto', pre_tokens: 9000, post_tokens: 1200, summary: 'SUMMARY' });
  });

  it("the result line is the outcome in the SDK's names, with every usage key and our additions only when set", () => {
    const line = resultLine(outcome);
    assert.deepEqual(
      [line.subtype, line.is_error, line.num_turns, line.total_cost_usd, line.result, line.session_id, line.stop_reason, line.terminal_reason, line.stop_cause],
      ['success', false, 2, 0.5, 'done', 'sess-1', 'end_turn', 'completed', 'completed'],
    );
    assert.deepEqual(line.permission_denials, [
      { tool_name: 'Write', tool_use_id: 't1', tool_input: { file_path: 'x' }, reason: 'Write is not allowed in dontAsk mode', suggested_rule: 'Write(x)' },
    ]);
    assert.deepEqual([line.usage.iterations, line.usage.fallback_credit, line.usage.service_tier], [[], null, 'standard']);
    for (const key of ['errors', 'warnings', 'structured_output', 'context', 'sandbox', 'api_error_status']) assert.ok(!(key in line), key);
    const failed = resultLine(outcomeWithoutRun(['bad input'], Date.now(), 's'));
    assert.deepEqual(
      [failed.subtype, failed.is_error, failed.terminal_reason, failed.errors],
      ['error_during_execution', true, 'turn_setup_failed', ['bad input']],
    );
  });

  it("the writer appends each line redacted, and skips events that are the log's alone", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'transcript-')), 'transcript.jsonl');
    const writer = new TranscriptWriter(file, (text) => text.replaceAll('sess-1', '***'));
    for (const event of events) writer.record(event);
    const written = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; session_id: string });
    assert.equal(written.length, 8);
    assert.deepEqual([...new Set(written.map((m) => m.session_id))], ['***']);
  });
});
