import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanLog, excerptFailingSteps } from '../../src/trigger/log-excerpt.js';
import { jobLog } from '../support/job-log.js';

const GHP = `ghp_${'A1b2C3d4E5'.repeat(4)}`;

describe('cutting a job log to its failing step', () => {
  const preamble = Array.from({ length: 3000 }, (_, i) => `added package-${i} PREAMBLE-MARK`);
  const tests = [
    ...Array.from({ length: 2000 }, (_, i) => `ok ${i} passing test MIDDLE-MARK`),
    `not ok 2001 add adds  # token ${GHP}`,
    '\u001b[31mAssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\u001b[0m',
    '  -1 !== 5',
    '    at test.js:4:8',
  ];
  const { log, steps } = jobLog([
    { name: 'Run actions/checkout@v5', command: 'actions/checkout@v5', output: ['Syncing repository: o/r'], conclusion: 'success' },
    { name: 'Install', command: 'npm ci', output: preamble, conclusion: 'success' },
    { name: 'Test', command: 'npm test', output: tests, conclusion: 'failure' },
    { name: 'Lint', command: 'npm run lint', output: ['never'], conclusion: 'success' },
  ]);

  it('keeps the failing step, head and tail, within the cap; drops earlier steps and the passing middle', () => {
    const { excerpts, cleaned } = excerptFailingSteps(log, steps, 4000, '/tmp/job-1.log');
    assert.equal(excerpts.length, 1);
    const e = excerpts[0];
    assert.ok(e);
    assert.equal(e.stepName, 'Test');
    assert.equal(e.stepNumber, 4);
    assert.ok(e.text.length <= 4000 + 200, `${e.text.length} characters`);
    assert.match(e.text, /^Run npm test\nnpm test\n/);
    assert.match(e.text, /AssertionError \[ERR_ASSERTION\]: Expected values to be strictly equal:\n {2}-1 !== 5/);
    assert.match(e.text, /##\[error\]Process completed with exit code 1\./);
    assert.doesNotMatch(e.text, /PREAMBLE-MARK/);
    assert.ok((e.text.match(/MIDDLE-MARK/g) ?? []).length < 200, 'the passing middle is cut');
    assert.match(e.text, /\[… \d+ lines omitted \(lines \d+–\d+ of \/tmp\/job-1\.log\)\]/);
    assert.doesNotMatch(e.text, /\d{4}-\d\d-\d\dT\d\d:\d\d/, 'no timestamps');
    assert.doesNotMatch(e.text, /\u001b/, 'no colour codes');
    assert.ok(!e.text.includes(GHP) && e.text.includes('[REDACTED:github_token]'), 'token redacted');
    const lines = cleaned.split('\n');
    assert.match(lines[e.firstLine - 1] ?? '', /^##\[group\]Run npm test$/, 'line numbers point into the cleaned file');
    assert.match(lines[e.lastLine - 1] ?? '', /^##\[error\]/);
    assert.ok(!cleaned.includes(GHP));
  });

  it('a short failing step comes whole; without steps the ##[error] section is taken', () => {
    const small = jobLog([
      { name: 'Build', command: 'make', output: ['cc -o x x.c'], conclusion: 'success' },
      { name: 'Check', command: 'make check', output: ['FAIL: t1'], conclusion: 'failure' },
    ]);
    const withSteps = excerptFailingSteps(small.log, small.steps, 4000, 'f');
    assert.equal(withSteps.excerpts[0]?.stepName, 'Check');
    assert.equal(
      withSteps.excerpts[0]?.text,
      'Run make check\nmake check\nshell: /usr/bin/bash -e {0}\n\nFAIL: t1\n##[error]Process completed with exit code 1.',
    );
    const noSteps = excerptFailingSteps(small.log, [], 4000, 'f');
    assert.equal(noSteps.excerpts[0]?.stepName, 'Run make check');
  });

  it('finds the step by time when a step wrote no Run frame before it', () => {
    const { log: l, steps: s } = jobLog([
      { name: 'A', command: 'echo a', output: ['a'], conclusion: 'success' },
      { name: 'B', command: 'echo b', output: ['b', 'broken'], conclusion: 'failure' },
    ]);
    // Drop step A from the API list: position no longer matches, the time window still does.
    const steps = s.filter((x) => x.name !== 'A');
    const out = excerptFailingSteps(l, steps, 4000, 'f');
    assert.equal(out.excerpts[0]?.stepName, 'B');
    assert.match(out.excerpts[0]?.text ?? '', /broken/);
  });

  it('cleanLog strips the BOM, timestamps and ANSI codes', () => {
    const { lines } = cleanLog('\ufeff2026-11-30T10:00:00.1234567Z \u001b[32mok\u001b[0m\n2026-11-30T10:00:01.0000000Z plain\n');
    assert.deepEqual(lines, ['ok', 'plain']);
  });
});
