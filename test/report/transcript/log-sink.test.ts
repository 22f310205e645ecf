import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLogSink } from '../../../src/report/transcript/log-sink.js';

describe('the job log, a function of the event stream', () => {
  it('a tool call is a start line, and its end says why when it failed or was denied', () => {
    const lines: string[] = [];
    const log = {
      info: (t: string) => lines.push(`info ${t}`),
      warning: (t: string) => lines.push(`warning ${t}`),
      debug: (t: string) => lines.push(`debug ${t}`),
    };
    const sink = createLogSink(log, (t) => t.replaceAll('s3cret', '***'));
    sink({ kind: 'tool_start', name: 'Bash', toolUseId: 't1', input: { command: 'echo s3cret' } });
    sink({
      kind: 'tool_end',
      name: 'Bash',
      toolUseId: 't1',
      parentToolUseId: null,
      isError: false,
      content: 's3cret',
      attachments: [],
      denied: false,
      durationMs: 12,
    });
    sink({
      kind: 'tool_end',
      name: 'Write',
      toolUseId: 't2',
      parentToolUseId: null,
      isError: true,
      content: 'Write is not allowed in dontAsk mode',
      attachments: [],
      denied: true,
      refusal: { decisionType: 'mode', message: 'Write is not allowed in dontAsk mode' },
      durationMs: 0,
    });
    sink({
      kind: 'tool_end',
      name: 'Bash',
      toolUseId: 't3',
      parentToolUseId: null,
      isError: false,
      content: 'ok',
      attachments: [],
      denied: false,
      durationMs: 37_000,
    });
    sink({ kind: 'api_retry', retry: { attempt: 2, maxRetries: 8, status: 529, error: 'Overloaded', delayMs: 4_000 } });
    // One line per denial, no annotation (issue 35 item 7); a line per long call and per retry.
    assert.deepEqual(lines, [
      'info → Bash {"command":"echo ***"}',
      'debug   ✓ Bash (12 ms)',
      'info   ✗ denied Write (by mode): Write is not allowed in dontAsk mode',
      'info   ✓ Bash took 37.0 s',
      'info model API: attempt 2 of 9 failed (529: Overloaded); retrying in 4.0 s',
    ]);
  });

  it('model-written text (thinking, the task list) is never inside a workflow command such as ::debug::', () => {
    const lines: string[] = [];
    const sink = createLogSink(
      { info: (t) => lines.push(`info ${t}`), warning: (t) => lines.push(`warning ${t}`), debug: (t) => lines.push(`debug ${t}`) },
      (t) => t,
    );
    sink({ kind: 'assistant', block: { type: 'thinking', thinking: '::add-mask::x\n::error::forged', signature: 's' } } as Parameters<typeof sink>[0]);
    assert.equal(lines.filter((l) => l.startsWith('debug')).length, 0, lines.join('\n'));
    assert.match(lines.join('\n'), /::stop-commands::/);
  });
});
