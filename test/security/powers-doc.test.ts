/**
 * Issue 34, item 1: docs/security.md lists every power the runner lends the model outside the tool sandbox and
 * exactly what grants it, and that list is the code's (`POWERS`, src/powers/grants.ts). A power held by a check is
 * one whose file asks src/powers/ before using it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { POWERS } from '../../src/powers/grants.js';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const doc = readFileSync(path.join(root, 'docs', 'security.md'), 'utf8');

/** The table under "The runner's powers": `id` → the "What grants it" cell. */
function documented(): Map<string, string> {
  const start = doc.indexOf("## The runner's powers, and what grants each");
  assert.ok(start >= 0, 'docs/security.md has the powers section');
  const section = doc.slice(start, doc.indexOf('\n## ', start + 10));
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const m = /^\| `([a-z-]+)`: [^|]+ \| (.+) \|$/.exec(line);
    if (m?.[1] && m[2]) rows.set(m[1], m[2]);
  }
  return rows;
}

describe("the runner's powers: docs/security.md and the code list the same ones, with the same grants", () => {
  it('the same powers, each with the same words for what grants it', () => {
    const rows = documented();
    assert.deepEqual([...rows.keys()].sort(), Object.keys(POWERS).sort());
    for (const [id, power] of Object.entries(POWERS)) assert.equal(rows.get(id), power.grant, `${id}: the doc's grant is the code's`);
  });

  it('each power held by a check is checked where the code says, through src/powers', () => {
    for (const [id, power] of Object.entries(POWERS)) {
      const text = readFileSync(path.join(root, power.checkedIn), 'utf8');
      if (power.held === 'check') assert.match(text, /from '\.\.\/(\.\.\/)?powers\/(grants|network)\.js'/, `${id}: ${power.checkedIn} asks src/powers`);
    }
  });
});
