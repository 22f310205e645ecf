import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLogSink } from '../../src/report/transcript/log-sink.js';

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
    assert.deepEqual(lines, [
      'info → Bash {"command":"echo ***"}',
      'debug   ✓ Bash (12 ms)',
      'info   ✗ denied: Write is not allowed in dontAsk mode',
      'warning denied Write: Write is not allowed in dontAsk mode',
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
