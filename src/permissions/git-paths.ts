/**
 * The paths a read-only git command (`git diff`, `git log -p`, `git show`, `git blame`) could print the content of: every
 * path in the index and in any commit reachable from a ref. With Read deny rules in force (the runner always denies the
 * credential files), such a command is read-only only if none of them is denied, rather than never.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** The system directories: the PATH of every command that must not run a program the agent wrote. */
export const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

const TIMEOUT_MS = 5_000;
const MAX_BUFFER = 64 * 1024 * 1024;

/** git reading nothing the agent could have written: no system or global config, no fsmonitor, no pager, no external diff, no signature check (it runs gpg.program). */
function git(root: string, args: string[]): string | undefined {
  const out = spawnSync(
    'git',
    ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'log.showSignature=false', '--no-pager', '-C', root, ...args],
    {
      encoding: 'utf8',
      timeout: TIMEOUT_MS,
      maxBuffer: MAX_BUFFER,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: {
        PATH: SYSTEM_PATH,
        HOME: '/nonexistent',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CEILING_DIRECTORIES: path.dirname(root),
        GIT_OPTIONAL_LOCKS: '0',
        LANG: 'C',
      },
    },
  );
  return out.status === 0 && out.error === undefined ? out.stdout : undefined;
}

let cached: { key: string; paths: string[] } | undefined;

/** Absolute paths git could print in the repository at `root`; undefined when git cannot tell (refuse then). */
export function gitPrintablePaths(root: string): string[] | undefined {
  const refs = git(root, ['rev-parse', '--all']);
  if (refs === undefined) return undefined;
  let index = '';
  try {
    index = String(statSync(path.join(root, '.git', 'index')).mtimeMs);
  } catch {
    // No index file (a worktree's lives elsewhere): the refs alone key the cache.
  }
  const key = `${root}\n${index}\n${refs}`;
  if (cached?.key === key) return cached.paths;
  const history = refs.trim() === '' ? '' : git(root, ['log', '--all', '--format=', '--name-only', '--no-renames', '-z']);
  const tracked = git(root, ['ls-files', '-z']);
  if (history === undefined || tracked === undefined) return undefined;
  const names = new Set([...history.split('\0'), ...tracked.split('\0')].map((n) => n.trim()).filter((n) => n !== ''));
  const paths = [...names].map((n) => path.join(root, n));
  cached = { key, paths };
  return paths;
}
