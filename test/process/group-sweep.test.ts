import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { killBackgroundProcesses, PROCESS_MARK, PROCESS_MARK_NAME } from '../../src/process/group.js';
import { until } from '../support/until-empty.js';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const zombie = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? false;
  } catch {
    return true;
  }
};

test('the sweep of leftovers names a marked process that appears after its first look (started as another one is stopped)', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'sweep-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  t.after(() => killBackgroundProcesses(200));
  const ready = join(dir, 'ready');
  const late = join(dir, 'late');
  // A leftover in a session of its own that, when told to stop, starts another one and goes: the second is not there
  // at the sweep's first look.
  const script = `trap 'setsid sleep 300 & echo $! > ${late}; exit 0' TERM; touch ${ready}; while :; do sleep 1 & wait $!; done`;
  const leftover = spawn('setsid', ['bash', '-c', script], {
    env: { ...process.env, [PROCESS_MARK_NAME]: PROCESS_MARK },
    stdio: 'ignore',
    detached: true,
  });
  leftover.unref();
  // Waited for (no clock): the trap is set once the file exists.
  assert.ok(await until(() => existsSync(ready), 30_000, 20));
  const killed = await killBackgroundProcesses(5000);
  const latePid = Number((await readFile(late, 'utf8').catch(() => '')).trim());
  assert.ok(latePid > 0, 'the trap started the late process');
  assert.ok(
    killed.some((k) => k.command === `marked process ${latePid}`),
    `the process started after the first look is named with what was killed: ${JSON.stringify(killed)}`,
  );
  assert.ok(await until(() => !alive(latePid) || zombie(latePid), 30_000, 20), 'and it is gone');
});
