import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomBytes, randomUUID } from '../../src/process/random.js';

// The run's random ids (the process mark that finds leftover processes, workflow-command delimiters a tool's output
// must not guess, the session id) come from src/process/random.ts, not node:crypto: they must be as good.
describe('random ids from the kernel', () => {
  it('UUIDs are version 4, RFC 9562 variant, and never repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const id = randomUUID();
      assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      seen.add(id);
    }
    assert.equal(seen.size, 5000);
  });

  it('bytes: the lengths asked for, across the pool\'s refills and beyond its size, no byte handed out twice', () => {
    const sizes = [1, 4, 12, 16, 511, 512, 513, 2048, 0, 7];
    const chunks = Array.from({ length: 400 }, (_, i) => randomBytes(sizes[i % sizes.length] ?? 1));
    chunks.forEach((chunk, i) => assert.equal(chunk.length, sizes[i % sizes.length]));
    // Two 16-byte draws that were equal would mean the pool handed the same bytes out again.
    const draws = Array.from({ length: 2000 }, () => randomBytes(16).toString('hex'));
    assert.equal(new Set(draws).size, draws.length);
  });

  it('a caller changing its bytes changes nothing for the next caller', () => {
    const a = randomBytes(32);
    a.fill(0);
    const b = randomBytes(32);
    assert.notDeepEqual(b, Buffer.alloc(32));
  });

  it('the bits are balanced (no stuck or biased bits)', () => {
    const bytes = randomBytes(64 * 1024);
    let ones = 0;
    for (const byte of bytes) for (let bit = 0; bit < 8; bit++) ones += (byte >> bit) & 1;
    const total = bytes.length * 8;
    // Mean total/2, standard deviation sqrt(total)/2 = 362: 6 sigma either side fails about once in 10^9 runs.
    assert.ok(Math.abs(ones - total / 2) < 6 * Math.sqrt(total) / 2, `${ones} ones in ${total} bits`);
  });
});
