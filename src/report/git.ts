import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildToolEnv } from '../tools/env.js';

const execFileAsync = promisify(execFile);

/**
 * Git as the runner runs it after the agent: the agent may have planted configuration that runs
 * commands (core.fsmonitor, hooks, clean/smudge filters), so git gets the tools' scrubbed
 * environment, never the runner's secrets, and the command-running settings are switched off.
 */
const SAFE_CONFIG = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'core.pager=cat', '-c', 'diff.external='];

export async function git(
  cwd: string,
  args: readonly string[],
  opts: { env?: Record<string, string>; maxBuffer?: number } = {},
): Promise<string> {
  const { stdout } = await execFileAsync('git', [...SAFE_CONFIG, ...args], {
    cwd,
    env: { ...buildToolEnv(process.env, []), GIT_TERMINAL_PROMPT: '0', ...opts.env },
    maxBuffer: opts.maxBuffer ?? 256 * 1024 * 1024,
  });
  return stdout;
}

export async function gitBuffer(cwd: string, args: readonly string[]): Promise<Buffer> {
  const { stdout } = await execFileAsync('git', [...SAFE_CONFIG, ...args], {
    cwd,
    env: { ...buildToolEnv(process.env, []), GIT_TERMINAL_PROMPT: '0' },
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'buffer',
  });
  return stdout;
}
