import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { data } from '@actions/expressions';
import { kindStr } from '@actions/expressions/data/expressiondata';
import { evaluateData, type Contexts } from '../../support/runner/expressions.js';
import { PROJECT_ROOT } from './harness.js';

/**
 * GitHub's cross-implementation expression cases (actions/languageservices expressions/testdata,
 * copied under test/fixtures/expressions-conformance with its licence), each run through the
 * harness's evaluation — the one workflow.ts and runner-emulation.ts use for `if:`, `with:` and
 * action.yml defaults — and checked against the expected kind and value, or the expected error.
 * Cases the upstream file marks `skip: ["typescript"]` (no TypeScript implementation does them) are
 * listed as skipped with that reason, never counted as passes.
 */

interface Case {
  expr: string;
  contexts?: Contexts;
  result?: { kind: string; value: unknown };
  err?: { kind: 'lexing' | 'parsing' | 'evaluation'; value: string };
  options?: { skip?: string[] };
}

const DIR = path.join(PROJECT_ROOT, 'test', 'fixtures', 'expressions-conformance');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

function errorText(error: unknown, expr: string): string {
  const e = error as { message?: string; pos?: { column: number } };
  return e.pos !== undefined
    ? `${e.message ?? ''}. Located at position ${e.pos.column + 1} within expression: ${expr}`
    : `${e.message ?? String(error)}. Located within expression: ${expr}`;
}

let total = 0;
for (const file of files) {
  const groups = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Record<string, Case[]>;
  describe(`conformance ${file}`, () => {
    for (const [group, cases] of Object.entries(groups)) {
      cases.forEach((c, i) => {
        total++;
        const name = `${group} #${i + 1}: ${c.expr}`;
        if (c.options?.skip?.includes('typescript')) {
          it.skip(`${name} (upstream marks it unsupported by the TypeScript implementation)`);
          return;
        }
        it(name, () => {
          const ctx = c.contexts ?? {};
          let value: data.ExpressionData;
          try {
            value = evaluateData(c.expr, ctx, { allowed: Object.keys(ctx) });
          } catch (error) {
            if (!c.err) throw error;
            assert.ok(errorText(error, c.expr).includes(c.err.value), `expected ${c.err.kind} error "${c.err.value}", got "${errorText(error, c.expr)}"`);
            return;
          }
          assert.equal(c.err, undefined, `expected a ${c.err?.kind} error "${c.err?.value}", got a value`);
          assert.equal(kindStr(value.kind), c.result?.kind);
          const expected = JSON.parse(JSON.stringify(c.result?.value ?? null), data.reviver) as data.ExpressionData;
          assert.equal(JSON.stringify(value, data.replacer), JSON.stringify(expected, data.replacer));
        });
      });
    }
  });
}

describe('conformance data', () => {
  it('holds every upstream case (1,020 of them in the copied commit)', () => {
    assert.equal(total, 1020);
  });
});
