/**
 * FileChanged under a flood. A prompt-injected model's background command rewrites a watched file in an endless loop
 * (and swaps it for a FIFO or a link into /proc). The runner must stay bounded: one comparison at a time, so the
 * repository's hook never runs beside itself however many events come; the comparison never opens the file (a FIFO
 * would hold it, a link to /proc/self/environ would read the runner's secrets); nothing fires once the watch is
 * closed (the run's loop has ended), though the loop goes on writing. The real hook runner runs the hook with bash;
 * the flood is a real bash loop. Control: a plain fs.watch on the same folder sees the flood's events by the
 * hundreds while the hook ran a handful of times — the attack is real, the bound is the runner's.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, watch } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { createHookRunner } from '../../src/hooks/index.js';
import { whenExists } from '../session/harness.js';
import { watchedFiles } from '../../src/session/watched-files.js';
import { until } from '../support/until-empty.js';

/** A hook that notes its start and end; it reads nothing of the file. */
const HOOK = 'echo "start $$" >> "$CLAUDE_PROJECT_DIR/../hook.log"; cat > /dev/null; echo "end $$" >> "$CLAUDE_PROJECT_DIR/../hook.log"';

async function setup(t: TestContext) {
  const base = await realpath(await mkdtemp(path.join(tmpdir(), 'fc-flood-')));
  const dir = path.join(base, 'ws');
  await mkdir(dir);
  await writeFile(path.join(dir, 'watched.txt'), '0\n');
  const config = { FileChanged: [{ matcher: 'watched.txt', hooks: [{ command: HOOK, source: 'test' }] }] };
  const hooks = createHookRunner({
    hooksConfig: config,
    cwd: dir,
    projectDir: dir,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    sessionId: 'flood',
    transcriptPath: path.join(base, 'transcript.jsonl'),
    permissionMode: 'dontAsk',
    defaultTimeoutMs: 60_000,
    tempDir: base,
  });
  const failures: string[] = [];
  const files = watchedFiles(hooks, config, dir, { onFailure: (f) => failures.push(JSON.stringify(f)) }, () => undefined);
  assert.ok(files);
  await files.ready;
  // The control's eyes: every event the OS gives for the folder.
  let raw = 0;
  const rawWatch = watch(dir, () => {
    raw++;
  });
  // The flood's own counter paces the test: the OS watcher's queue can overflow on a loaded machine and go quiet, the
  // counter in the file cannot (a read mid-write sees an empty file: 0, which only waits a little longer).
  const counter = (): number => Number(readFileSync(path.join(dir, 'watched.txt'), 'utf8').trim()) || 0;
  const floodAdvances = async (n: number): Promise<void> => {
    const from = counter();
    assert.ok(await until(() => counter() >= from + n, 120_000, 5), 'the flood kept writing');
  };
  const log = async (): Promise<string[]> => (await readFile(path.join(base, 'hook.log'), 'utf8').catch(() => '')).split('\n').filter((l) => l !== '');
  const floods: ChildProcess[] = [];
  const flood = (script: string) => {
    const child = spawn('bash', ['-c', script], { cwd: dir, stdio: 'ignore' });
    floods.push(child);
    return child;
  };
  t.after(async () => {
    // The loops end (and are gone) before their folder is removed: a loop still writing leaves it never empty.
    const ended = floods.map((child) => (child.exitCode !== null || child.signalCode !== null ? undefined : once(child, 'exit')));
    for (const child of floods) child.kill('SIGKILL');
    await Promise.all(ended);
    rawWatch.close();
    await files.close();
    await rm(base, { recursive: true, force: true });
  });
  return { dir, files, log, flood, floodAdvances, raw: () => raw, failures };
}

/** Waits until the hook has ended `n` times (it writes its log; the folder is not the watched one). */
async function hookEnds(log: () => Promise<string[]>, n: number, poke: () => Promise<void>): Promise<string[]> {
  for (;;) {
    const lines = await log();
    if (lines.filter((l) => l.startsWith('end')).length >= n) return lines;
    await poke();
  }
}

test('FileChanged under an endless write loop: one hook at a time, none after the watch closed, though the loop goes on', async (t) => {
  const s = await setup(t);
  s.files.start();
  s.flood('i=0; while :; do i=$((i+1)); echo "$i" > watched.txt; done');
  // Each wait is for an event: the hook's own lines, the OS's events for the flood, the comparisons' end.
  // The after-call comparisons (the backstop) come too, three at once beside the OS watcher's.
  const lines = await hookEnds(s.log, 3, async () => {
    await s.floodAdvances(50);
    await Promise.all([s.files.check(), s.files.check(), s.files.check()]);
  });
  await s.files.close();
  const atClose = await s.log();
  await s.floodAdvances(500);
  assert.deepEqual(await s.log(), atClose, 'no hook started after the watch was closed');
  // One at a time: every start is followed by its own end before the next start.
  for (let i = 0; i < atClose.length; i += 2) {
    assert.match(atClose[i] ?? '', /^start \d+$/, atClose.join('\n'));
    assert.equal(atClose[i + 1], `end ${atClose[i]?.split(' ')[1]}`, atClose.join('\n'));
  }
  // Control: the flood is real — the OS gave far more events than there were comparisons with a hook run.
  assert.ok(lines.length >= 6);
  assert.ok(s.raw() > atClose.length * 10, `raw events ${s.raw()}, hook lines ${atClose.length}`);
  assert.deepEqual(s.failures, []);
  t.diagnostic(`flood: ${s.raw()} OS events, ${atClose.length / 2} hook runs`);
});

test('FileChanged: the watched file swapped for a FIFO or a link into /proc is compared without being opened', async (t) => {
  const s = await setup(t);
  s.files.start();
  // The FIFO has no writer: a comparison that opened it would hang forever (and the test with it).
  const swap = (to: string) => `rm -f watched.txt; ${to}; echo > ../swapped-$((++n))`;
  s.flood(['n=0', swap('mkfifo watched.txt')].join('; '));
  await whenExists(path.join(path.dirname(s.dir), 'swapped-1'));
  await s.files.check();
  s.flood(['n=1', swap('ln -s /proc/self/environ watched.txt')].join('; '));
  await whenExists(path.join(path.dirname(s.dir), 'swapped-2'));
  await s.files.check();
  const lines = await s.log();
  // Every comparison ended, and the hook ran only whole (it reads nothing of the file itself).
  assert.ok(
    lines.every((l) => /^(start|end) \d+$/.test(l)),
    lines.join('\n'),
  );
  await s.files.close();
  // Control: a comparison that read the file would have read the runner's environment.
  assert.match(await readFile(path.join(s.dir, 'watched.txt'), 'utf8'), /PATH=/);
});
