import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript-5';

/** The repository, from build/test/structure/ or test/structure/. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', ...(import.meta.url.includes('/build/') ? ['..'] : []));

/**
 * Sleeps outside a loop that are right, each with its reason (file, then the sleep's text). Nothing else may sleep and
 * then go on: on a busy machine the thing waited for may not have happened yet. Wait for the event, or poll for it in a
 * loop with a bound that only ends a hang (`until` in test/support/until-empty.ts).
 */
const ALLOWED: Record<string, Record<string, string>> = {
  'test/tools/grep-abort.test.ts': {
    'new Promise((resolve) => setTimeout(resolve, 300))': 'asserts a search that cannot end is still running: a slow machine only makes it truer',
  },
  'test/tools/grep-pool-abort.test.ts': {
    'tick(300)': 'asserts searches that cannot end are still running, on a worker: a slow machine only makes it truer',
  },
  'test/security/bash-differential.test.ts': {
    'new Promise((r) => setTimeout(r, 100))': 'cleanup after the suite: a moment for killed groups before their folder goes; nothing is asserted',
  },
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const isLoop = (node: ts.Node): boolean =>
  ts.isForStatement(node) || ts.isForOfStatement(node) || ts.isForInStatement(node) || ts.isWhileStatement(node) || ts.isDoStatement(node);

/** `new Promise((r) => setTimeout(r, …))`: a promise that only a timer resolves. */
function isTimerPromise(node: ts.Node): boolean {
  if (!ts.isNewExpression(node) || node.expression.getText() !== 'Promise') return false;
  const executor = node.arguments?.[0];
  if (executor === undefined || !(ts.isArrowFunction(executor) || ts.isFunctionExpression(executor))) return false;
  const resolve = executor.parameters[0]?.name.getText();
  const body = ts.isBlock(executor.body) ? executor.body.statements[0] : executor.body;
  const call = body !== undefined && ts.isExpressionStatement(body) ? body.expression : body;
  return (
    call !== undefined &&
    ts.isCallExpression(call) &&
    call.expression.getText() === 'setTimeout' &&
    call.arguments[0]?.getText() === resolve &&
    call.arguments.length === 2
  );
}

/** The awaited sleeps of a test file that are not in a loop, as their text. */
function bareSleeps(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // Names that sleep: node:timers/promises' setTimeout under any name, and local helpers that wrap a timer promise.
  const sleepers = new Set<string>();
  const collect = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && node.moduleSpecifier.getText().includes('timers/promises')) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) if ((el.propertyName ?? el.name).text === 'setTimeout') sleepers.add(el.name.text);
    }
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isArrowFunction(node.initializer) && isTimerPromise(node.initializer.body))
      sleepers.add(node.name.getText());
    ts.forEachChild(node, collect);
  };
  collect(source);
  const found: string[] = [];
  const visit = (node: ts.Node, inLoop: boolean): void => {
    if (ts.isAwaitExpression(node) && !inLoop) {
      const what = node.expression;
      const sleeps = isTimerPromise(what) || (ts.isCallExpression(what) && sleepers.has(what.expression.getText()));
      if (sleeps) found.push(what.getText());
    }
    // A function body starts afresh: a loop around its definition does not make its sleep a poll.
    const fresh = ts.isFunctionLike(node);
    ts.forEachChild(node, (child) => visit(child, fresh ? false : inLoop || isLoop(node)));
  };
  visit(source, false);
  return found;
}

describe('tests wait for events, not clocks', () => {
  it('no test sleeps and then goes on, outside a polling loop (each exception with its reason)', () => {
    const offending: string[] = [];
    const used = new Set<string>();
    for (const file of files(path.join(ROOT, 'test'))) {
      const rel = path.relative(ROOT, file);
      for (const sleep of bareSleeps(file)) {
        if (ALLOWED[rel]?.[sleep] !== undefined) used.add(`${rel} ${sleep}`);
        else offending.push(`${rel}: await ${sleep}`);
      }
    }
    assert.deepEqual(offending, [], 'wait for the event, or poll for it with a bound that only ends a hang');
    const stale = Object.entries(ALLOWED).flatMap(([rel, sleeps]) =>
      Object.keys(sleeps)
        .filter((s) => !used.has(`${rel} ${s}`))
        .map((s) => `${rel}: ${s}`),
    );
    assert.deepEqual(stale, [], 'an exception that no longer matches anything goes from the list');
  });

  it('the check finds a bare sleep, and lets a polling loop and a timer-free promise be (control)', () => {
    const sample = [
      "import { setTimeout as delay } from 'node:timers/promises';",
      'const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));',
      'async function f(ready: () => boolean) {',
      '  await new Promise((r) => setTimeout(r, 200));',
      '  await delay(400);',
      '  await tick(50);',
      '  for (let i = 0; i < 100 && !ready(); i++) await tick(20);',
      '  while (!ready()) await new Promise((r) => setTimeout(r, 10));',
      '  await new Promise((r) => process.nextTick(r));',
      '}',
    ].join('\n');
    assert.deepEqual(bareSleeps('sample.ts', sample), ['new Promise((r) => setTimeout(r, 200))', 'delay(400)', 'tick(50)']);
  });
});
