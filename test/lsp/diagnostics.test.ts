import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticsRegistry } from '../../src/lsp/diagnostics.js';

const at = (line: number, message: string, severity?: number, extra: { code?: number | string; source?: string } = {}) => ({
  message,
  ...(severity !== undefined ? { severity } : {}),
  range: { start: { line, character: 0 }, end: { line, character: 4 } },
  ...extra,
});
const HEAD = '<new-diagnostics>The following new diagnostic issues were detected:\n\n';

test("LSP diagnostics registry: Claude Code's text, errors first, duplicates and already delivered ones left out, a stale publication dropped", () => {
  const registry = new DiagnosticsRegistry();
  assert.equal(registry.deliver(), undefined);
  registry.record({ uri: 'file:///w/src/a.ts', diagnostics: [] }, undefined);
  assert.equal(registry.deliver(), undefined, 'an empty publication adds nothing');
  registry.record(
    { uri: 'file:///w/src/a.ts', diagnostics: [at(4, 'unused', 4), at(0, 'bad type', 1, { code: 2322, source: 'ts' }), at(2, 'careful', 2)] },
    undefined,
  );
  registry.record({ uri: 'file:///w/src/a.ts', diagnostics: [at(0, 'bad type', 1, { code: 2322, source: 'ts' }), at(3, 'note', 3)] }, undefined);
  registry.record({ uri: 'file:///w/b.ts', version: 1, diagnostics: [at(0, 'old')] }, 2);
  assert.equal(
    registry.deliver(),
    `${HEAD}a.ts:\n  ✘ [Line 1:1] bad type [2322] (ts)\n  ⚠ [Line 3:1] careful\n  ℹ [Line 4:1] note\n  ★ [Line 5:1] unused</new-diagnostics>`,
  );
  // Published again unchanged: already delivered. After an edit of the file (forget), shown again.
  registry.record({ uri: 'file:///w/src/a.ts', diagnostics: [at(0, 'bad type', 1, { code: 2322, source: 'ts' })] }, undefined);
  assert.equal(registry.deliver(), undefined);
  registry.forget('/w/src/a.ts');
  registry.record({ uri: 'file:///w/src/a.ts', diagnostics: [at(0, 'bad type', 1, { code: 2322, source: 'ts' })] }, undefined);
  assert.equal(registry.deliver(), `${HEAD}a.ts:\n  ✘ [Line 1:1] bad type [2322] (ts)</new-diagnostics>`);
});

test("LSP diagnostics registry: Claude Code's limits, 10 a file and 30 in all, the text cut at 4,000 characters", () => {
  const registry = new DiagnosticsRegistry();
  for (const name of ['a', 'b', 'c', 'd'])
    registry.record({ uri: `file:///w/${name}.ts`, diagnostics: Array.from({ length: 12 }, (_, i) => at(i, `${name} problem ${i}`, 1)) }, undefined);
  const text = registry.deliver() ?? '';
  assert.equal(text.match(/✘/g)?.length, 30);
  assert.ok(!text.includes('d.ts:'), 'the 30 are taken from the first files');
  assert.ok(!text.includes('a problem 10'), 'at most 10 a file');
  const long = new DiagnosticsRegistry();
  long.record({ uri: 'file:///w/x.ts', diagnostics: Array.from({ length: 10 }, (_, i) => at(i, `${i} ${'x'.repeat(600)}`, 1)) }, undefined);
  const cut = long.deliver() ?? '';
  assert.ok(cut.endsWith('…[truncated]</new-diagnostics>'), cut.slice(-60));
  assert.equal(cut.length, HEAD.length + 4000 - 12 + '…[truncated]'.length + '</new-diagnostics>'.length);
});
