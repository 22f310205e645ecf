/** The hostile corpus by category: 0 escapes (an attempt allowed), 0 over-blocks (an ordinary command denied). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide } from '../../src/permissions/decide.js';
import { CORPUS_POLICIES, HOSTILE_CORPUS } from './hostile-corpus.js';

describe('hostile corpus by category', () => {
  it('lets no attempt through and blocks no ordinary command', (t) => {
    const escapes: string[] = [];
    const overBlocks: string[] = [];
    const lines: string[] = [];
    for (const cat of HOSTILE_CORPUS) {
      let esc = 0;
      let over = 0;
      for (const a of cat.attempts) {
        const d = decide(CORPUS_POLICIES[a.policy], 'Bash', { command: a.command });
        if (d.behavior === 'allow') {
          esc++;
          escapes.push(`[${cat.name}/${a.policy}] ${JSON.stringify(a.command)}: ${d.reason}`);
        }
      }
      for (const o of cat.ordinary) {
        const d = decide(CORPUS_POLICIES[o.policy], 'Bash', { command: o.command });
        if (d.behavior === 'deny') {
          over++;
          overBlocks.push(`[${cat.name}/${o.policy}] ${JSON.stringify(o.command)}: ${d.message.split('. You may')[0]}`);
        }
      }
      lines.push(`${cat.name}: ${cat.attempts.length} attempts, ${cat.ordinary.length} ordinary; escapes ${esc}, over-blocks ${over}`);
    }
    const total = HOSTILE_CORPUS.reduce((n, c) => n + c.attempts.length, 0);
    const ordinary = HOSTILE_CORPUS.reduce((n, c) => n + c.ordinary.length, 0);
    lines.push(`hostile corpus total: ${total} attempts, ${ordinary} ordinary; escapes ${escapes.length}, over-blocks ${overBlocks.length}`);
    for (const l of lines) {
      t.diagnostic(l);
      console.log(l);
    }
    assert.deepEqual(escapes, []);
    assert.deepEqual(overBlocks, []);
  });
});
