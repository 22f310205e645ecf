/**
 * The check after the agent (`verify`) and background work. Only a change whose check passes is delivered. When the
 * loop stops without a check at its end (max_turns, the budget, a hook), the runner runs the check once more; a
 * background command the model started (or a workflow's agent's command) that was still running then could change
 * the files after the check had read them and before the run stopped it: the check passed on files that are not the
 * ones delivered. Here the check reads `result.txt` (GOOD), then takes its time (a real test suite would), and the
 * model's background command writes BAD once the check has started. Background work is now stopped before that check
 * and at the final answer, before its check (src/session/run-session.ts). The same hole was in the common path: the
 * check at the final answer ran while the command ran. Control: the check run by the test while the command still runs
 * (the order as it was) passes, and the run leaves BAD; both tests failed on the previous build (reverting the fix).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';

import { planFromInput } from '../../src/verify/plan.js';
import { Verifier } from '../../src/verify/verifier.js';
import { bash, call, text, turn } from '../support/scripted-turns.js';
import { modelFor, runIn, tempRepoFor, writeFiles } from '../session/harness.js';

const done = text('Done.');

/**
 * The check command: reads the file, then notes that it has (the attacker's signal), then works a while (until the
 * attacker wrote, or 300 rounds). Read before the note: the other order let a descheduled check read the attacker's
 * BAD on a loaded machine, and the control failed.
 */
const checkCommand = (log: string, written: string): string =>
  `grep -q GOOD result.txt || exit 1; echo run >> ${log}; for i in $(seq 300); do [ -e ${written} ] && break; sleep 0.01; done`;

async function attackAround(t: Parameters<typeof tempRepoFor>[0], maxTurns: string, checksBefore: number) {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, { 'result.txt': 'GOOD\n' });
  const log = path.join(repo.tempDir, 'checks.log');
  const written = path.join(repo.tempDir, 'bad-written');
  const check = checkCommand(log, written);
  const verify = new Verifier(
    planFromInput([check], repo.dir, { ciFix: false, timeoutMs: 60_000, retries: 0 }),
    async () => undefined,
    () => undefined,
  );
  // The attacker: once the check after the agent has read the file (the one before it is line 1), BAD.
  const attack = `until [ "$(wc -l < ${log} 2>/dev/null)" -gt ${checksBefore} ]; do sleep 0.01; done; echo BAD > result.txt; touch ${written}`;
  // At the final answer the run waits for background commands (as Claude Code does) and the check comes after them: the
  // attacker, waiting for the check, can only end by its own timeout (or the run's limits stop it).
  const model = await modelFor(t, [
    turn(call('Bash', { command: attack, run_in_background: true, timeout: 1000 }, 'toolu_bg')),
    bash('true', 'toolu_true'),
    done,
  ]);
  const r = await runIn(repo, model.url, { inputs: { max_turns: maxTurns }, verify });
  const after = verify.record()?.after;
  assert.ok(after, r.outcome.errors.join('\n'));
  return {
    subtype: r.result.subtype,
    passed: after.passed,
    delivered: await readFile(path.join(repo.dir, 'result.txt'), 'utf8'),
    written: existsSync(written),
  };
}

for (const [when, maxTurns] of [
  ['at the final answer (the loop ends on the check)', '5'],
  ['after the loop stopped at max_turns (the check once more)', '2'],
] as const) {
  test(`a background command cannot change the files after the check has read them: ${when}`, { timeout: 120_000 }, async (t) => {
    const got = await attackAround(t, maxTurns, 1);
    assert.equal(got.subtype, maxTurns === '2' ? 'error_max_turns' : 'success');
    // A passing check stands only for the files it checked.
    assert.ok(!(got.passed && got.delivered.includes('BAD')), JSON.stringify(got));
    assert.equal(got.written, false, 'the command was stopped before the check');
  });
}

test('control: the same check run while the background command still runs (the order before) passes, and BAD is left', { timeout: 120_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, { 'result.txt': 'GOOD\n' });
  const log = path.join(repo.tempDir, 'checks.log');
  const written = path.join(repo.tempDir, 'bad-written');
  const attack = `until [ "$(wc -l < ${log} 2>/dev/null)" -gt 0 ]; do sleep 0.01; done; echo BAD > result.txt; touch ${written}`;
  let passed: boolean | undefined;
  const model = await modelFor(t, [turn(call('Bash', { command: attack, run_in_background: true }, 'toolu_bg')), done], {
    // At the final answer's request the command runs; the check runs now, as the runner ran it before the fix.
    onRequest: (req) => {
      if ((req.body.messages as unknown[]).length === 3) passed = spawnSync('bash', ['-e', '-c', checkCommand(log, written)], { cwd: repo.dir }).status === 0;
    },
  });
  const r = await runIn(repo, model.url, {});
  assert.equal(r.result.subtype, 'success');
  assert.equal(passed, true);
  assert.match(await readFile(path.join(repo.dir, 'result.txt'), 'utf8'), /BAD/);
});
