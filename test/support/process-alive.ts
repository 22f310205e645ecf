import { readFile } from 'node:fs/promises';
import { whenExists } from '../session/harness.js';

/** Running: a process that exited but is not reaped yet (a zombie, its parent gone) is not. */
export async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && !/^\d+ \(.*?\) Z/.test(stat);
}

/** The pid a command wrote to `file`, once it has (waiting for the file, not a clock). */
export async function pidIn(file: string): Promise<number> {
  await whenExists(file);
  for (;;) {
    const pid = Number((await readFile(file, 'utf8')).trim());
    if (pid > 0) return pid;
  }
}
