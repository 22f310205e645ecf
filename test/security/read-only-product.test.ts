/**
 * Issue 25, item 2, through the product's composition root (runAgent: action inputs, the repository, the policy, the
 * read-only jail's regime, the Bash tool): the 15 ordinary commands people type run under dontAsk with no rules, and
 * the log says once which regime applies. With `sandbox: off` the strict list applies and says so.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { run, tempRepo, toolResultOf, resultText, writeFiles } from '../session/harness.js';
import { readOnlyJail } from '../../src/tools/read-only-jail.js';
import { call, turn } from '../support/scripted-turns.js';
import { ORDINARY_HISTORY_READS, ORDINARY_READS } from './read-only-helpers.js';

const JAIL = readOnlyJail();
const skip = 'reason' in JAIL ? `the read-only jail cannot run here: ${JAIL.reason}` : false;
if (skip) console.log(`# skipped: ${skip}`);

const ORDINARY: [string, RegExp][] = [...ORDINARY_READS, ['git config --get user.name', /^tester$/], ['git remote -v', /origin/], ...ORDINARY_HISTORY_READS];

async function session(t: { after: (fn: () => Promise<void> | void) => void }, inputs: Record<string, string>) {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  await writeFiles(repo.dir, { 'a.txt': 'alpha,1\nbeta,2\n', 'pkg.json': '{"version":"1.2.3"}\n' });
  const git = (...args: string[]): void => void execFileSync('git', args, { cwd: repo.dir, stdio: 'ignore' });
  git('init', '-q');
  git('config', 'user.name', 'tester');
  git('config', 'user.email', 't@example.invalid');
  git('remote', 'add', 'origin', 'https://example.invalid/o/r.git');
  git('add', 'a.txt', 'pkg.json');
  git('commit', '-qm', 'first');
  git('tag', 'v1');
  const model = await startScriptedModel([
    ...ORDINARY.map(([command], i) => turn(call('Bash', { command }, `toolu_${i}`))),
    { content: [{ type: 'text' as const, text: 'done' }] },
  ]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', max_turns: '20', ...inputs } });
  return { r, model, dir: repo.dir };
}

test('the 15 ordinary commands run in the read-only jail under dontAsk with no rules', { skip }, async (t) => {
  const { r, model } = await session(t, { sandbox: 'auto' });
  assert.equal(r.result.subtype, 'success');
  ORDINARY.forEach(([command, expected], i) => {
    const result = toolResultOf(model.requests[i + 1]);
    assert.notEqual(result?.is_error, true, `${command}: ${resultText(result)}`);
    assert.match(resultText(result), expected, command);
  });
  const regime = r.events.filter((e) => e.kind === 'log' && e.text.startsWith('Read-only commands'));
  assert.equal(regime.length, 1, 'said once');
  assert.match(JSON.stringify(regime[0]), /run in the read-only jail/);
});

test('with sandbox: off the strict list applies, and the log says so', async (t) => {
  const { r, model } = await session(t, { sandbox: 'off' });
  const regime = r.events.filter((e) => e.kind === 'log' && e.text.startsWith('Read-only commands'));
  assert.equal(regime.length, 1);
  assert.match(JSON.stringify(regime[0]), /strict list.*input sandbox is off/);
  // Literal words with listed options still run; a glob does not.
  assert.notEqual(toolResultOf(model.requests[1])?.is_error, true, 'cut -d, -f1 a.txt');
});
