import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LineSplitter, SseParser, type SseEvent } from '../../src/mcp/framing.js';

function sse(chunks: string[], max = 1 << 20): { events: SseEvent[]; overflows: number; parser: SseParser } {
  const events: SseEvent[] = [];
  let overflows = 0;
  const parser = new SseParser(
    max,
    (e) => events.push(e),
    () => overflows++,
  );
  for (const c of chunks) parser.push(c);
  return { events, overflows, parser };
}

function lines(chunks: Buffer[], max = 1 << 20): { out: string[]; overflows: number } {
  const out: string[] = [];
  let overflows = 0;
  const splitter = new LineSplitter(
    max,
    (l) => out.push(l),
    () => overflows++,
  );
  for (const c of chunks) splitter.push(c);
  return { out, overflows };
}

/** Cut `text` at the given offsets (sorted, deduplicated) into consecutive pieces. */
function cut<T extends string | Buffer>(text: T, at: number[]): T[] {
  const points = [...new Set(at.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const out: T[] = [];
  let prev = 0;
  for (const p of [...points, text.length]) {
    out.push(text.slice(prev, p) as T);
    prev = p;
  }
  return out;
}

describe('SseParser', () => {
  it('reads data, id and retry with any line ending, ignoring comments', () => {
    const text = ': hi\r\nid: e1\rretry: 700\ndata: \n\nevent: message\r\nid: e2\r\ndata: {"a":1}\r\ndata: {"b":2}\r\n\r\n';
    const { events, parser } = sse([text]);
    // The priming event (an id and empty data) is an event; the transport skips its empty data.
    assert.deepEqual(events, [
      { data: '', id: 'e1' },
      { data: '{"a":1}\n{"b":2}', id: 'e2' },
    ]);
    assert.equal(parser.lastEventId, 'e2');
    assert.equal(parser.retryMs, 700);
  });

  it('gives the same events however the stream is cut (a CR/LF pair split across chunks too)', () => {
    const text = 'id: 1\r\ndata: one\r\n\r\ndata: two\rdata: 2b\r\rid: 3\ndata: three\n\n';
    const whole = sse([text]).events;
    fc.assert(fc.property(fc.array(fc.nat(), { maxLength: 12 }), (at) => assert.deepEqual(sse(cut(text, at)).events, whole)));
  });

  it('drops an event larger than the cap, once, and reads the next one', () => {
    const { events, overflows } = sse([`data: ${'x'.repeat(5000)}`, 'y'.repeat(5000), '\n\ndata: after\n\n'], 4096);
    assert.equal(overflows, 1);
    assert.deepEqual(
      events.map((e) => e.data),
      ['after'],
    );
  });
});

describe('LineSplitter', () => {
  it('gives the same lines however the bytes are cut, multi-byte characters included', () => {
    const text = Buffer.from('{"a":"é✓"}\n\n  {"b":2}  \n{"c":"𝄞"}\n');
    const whole = lines([text]).out;
    assert.deepEqual(whole, ['{"a":"é✓"}', '{"b":2}', '{"c":"𝄞"}']);
    fc.assert(fc.property(fc.array(fc.nat(), { maxLength: 12 }), (at) => assert.deepEqual(lines(cut(text, at)).out, whole)));
  });

  it('discards a line past the cap up to its end and goes on', () => {
    const { out, overflows } = lines([Buffer.from('x'.repeat(3000)), Buffer.from('x'.repeat(3000)), Buffer.from('\n{"ok":1}\n')], 4096);
    assert.equal(overflows, 1);
    assert.deepEqual(out, ['{"ok":1}']);
  });
});
