/**
 * The read-only jail: where every command approved without an allow rule (the read-only list) runs. The parser's
 * judgement of bash is not a boundary; this is. Inside, nothing is writable but a private empty /tmp, there is no
 * network, the process tree is its own (PID namespace, new session, gone with its parent), and nothing outside the
 * workspace is there but the system's programs and libraries: no home, no runner folder, no credential file. A
 * misjudged command can at worst read what the Read tool may read.
 *
 * bubblewrap directly, not the sandbox library: no proxies to start, no writable path to configure, one process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { findOnPath } from '../process/env.js';
import { SYSTEM_PATH } from '../permissions/git-paths.js';
import type { ReadOnlyRegime } from '../permissions/types.js';
import { gitDirOf } from './read-only-env.js';
import { ETC_FILES, SYSTEM_DIRS } from '../permissions/jail-hidden.js';

export interface ReadOnlyJail {
  /** bubblewrap, by absolute path (found once among the system's folders: never a program the agent could plant). */
  bwrap: string;
  /** bubblewrap 0.8 and later bound a tmpfs's size (`--size`); with an older one the private /tmp is read-only. */
  sizedTmp: boolean;
  /** bash among the system's folders: it sets the command's limits (`ulimit`) before it runs. */
  bash: string;
}

/** The private /tmp is memory: at most this much of it (a sort's spill, a long here-document fit). */
export const JAIL_TMP_BYTES = 256 * 1024 * 1024;
/**
 * Per-process limits a jailed command runs under (bash's `ulimit` units: KiB for `-d`): its data segment (heap and
 * private memory), and the processes and threads of the runner's user, all of them (a fork bomb), which the command's
 * timeout alone would not stop before the machine runs out.
 */
export const JAIL_LIMITS = { dataKiB: 4 * 1024 * 1024, processes: 8192 } as const;

let probed: { jail: ReadOnlyJail } | { reason: string; at: number } | undefined;
const RETRY_MS = 5_000;

/**
 * bubblewrap among the system's folders, and whether it can make the namespaces here; why not otherwise. A jail that
 * runs is found once per process; a machine that cannot is looked at again after a few seconds (the sandbox's start
 * may install bubblewrap or load its AppArmor profile once the first model request is on its way).
 */
export function readOnlyJail(): { jail: ReadOnlyJail } | { reason: string } {
  if (probed === undefined || ('at' in probed && Date.now() - probed.at >= RETRY_MS)) {
    const found = probeReadOnlyJail();
    probed = 'jail' in found ? found : { ...found, at: Date.now() };
  }
  return probed;
}

function probeReadOnlyJail(): { jail: ReadOnlyJail } | { reason: string } {
  if (process.platform !== 'linux') return { reason: `the read-only jail needs Linux (this is ${process.platform})` };
  const bwrap = findOnPath('bwrap', SYSTEM_PATH);
  if (bwrap === null) return { reason: 'bubblewrap (bwrap) is not installed in the system folders' };
  const bash = findOnPath('bash', SYSTEM_PATH);
  if (bash === null) return { reason: 'bash is not installed in the system folders' };
  // `--size` came with bubblewrap 0.8 (Ubuntu 24.04 has 0.9, 22.04 has 0.6): its help lists it.
  const help = spawnSync(bwrap, ['--help'], { encoding: 'utf8', timeout: 10_000, env: { PATH: SYSTEM_PATH } });
  const jail = { bwrap, bash, sizedTmp: /^\s*--size\b/m.test(`${help.stdout ?? ''}${help.stderr ?? ''}`) };
  const run = (j: ReadOnlyJail) => spawnSync(bwrap, jailArgs(j, '/', '/', [], ['true']), { encoding: 'utf8', timeout: 10_000, env: { PATH: SYSTEM_PATH } });
  let probe = run(jail);
  // A setuid bubblewrap refuses `--size` ("not permitted in setuid mode"): its /tmp is then read-only instead.
  if (probe.status !== 0 && jail.sizedTmp) {
    jail.sizedTmp = false;
    probe = run(jail);
  }
  if (probe.status !== 0)
    return {
      reason: `bubblewrap cannot make its namespaces here (${(probe.stderr || probe.error?.message || `exit ${String(probe.status)}`).trim().split('\n')[0] ?? ''})`,
    };
  return { jail };
}

/** A system folder that is a link (`/bin -> usr/bin` on merged-/usr systems) is made the same link inside. */
function systemMounts(): string[] {
  const out: string[] = [];
  for (const dir of SYSTEM_DIRS) {
    let st;
    try {
      st = lstatSync(dir);
    } catch {
      continue;
    }
    if (st.isSymbolicLink()) out.push('--symlink', readlinkSync(dir), dir);
    else out.push('--ro-bind', dir, dir);
  }
  for (const file of ETC_FILES) if (existsSync(file)) out.push('--ro-bind', file, file);
  return out;
}

/**
 * bubblewrap's arguments around `inner`: the workspace `root` read-only, `cwd` the directory it starts in, each of
 * `hide` (Read-denied files and folders inside the workspace) replaced by an empty one.
 */
function jailArgs(jail: ReadOnlyJail, root: string, cwd: string, hide: readonly string[], inner: readonly string[], extra: readonly string[] = []): string[] {
  const hidden: string[] = [];
  for (const p of hide) {
    try {
      hidden.push(...(statSync(p).isDirectory() ? ['--tmpfs', p, '--remount-ro', p] : ['--ro-bind', '/dev/null', p]));
    } catch {
      // Not there: nothing to hide (the jail's workspace is read-only, so nothing can create it either).
    }
  }
  return [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    ...systemMounts(),
    '--proc',
    '/proc',
    // bubblewrap's /dev is a tmpfs of its own, writable (/dev/shm with it) and as large as half the memory: read-only,
    // its device nodes (/dev/null) still work.
    '--dev',
    '/dev',
    '--remount-ro',
    '/dev',
    // The one writable place, bounded; where bubblewrap cannot bound it, there is none (made read-only below, once
    // what is bound under it, a workspace in /tmp, is in place).
    ...(jail.sizedTmp ? ['--size', String(JAIL_TMP_BYTES)] : []),
    '--tmpfs',
    '/tmp',
    ...(root === '/' ? [] : ['--ro-bind', root, root]),
    ...extra.flatMap((p) => ['--ro-bind', p, p]),
    ...hidden,
    ...(jail.sizedTmp ? [] : ['--remount-ro', '/tmp']),
    '--remount-ro',
    '/',
    '--chdir',
    cwd,
    '--',
    jail.bash,
    '-c',
    // Lowered only: a hard limit already below stays (raising it would fail, and the command with it).
    `lower() { h=$(ulimit -H "$1"); if [ "$h" = unlimited ] || [ "$h" -gt "$2" ]; then ulimit "$1" "$2"; fi; }; lower -d ${JAIL_LIMITS.dataKiB} && lower -u ${JAIL_LIMITS.processes} || exit 126; exec "$@"`,
    'read-only-jail',
    ...inner,
  ];
}

/** The argv that runs `inner` in the jail, started in `cwd` (inside `root`); the environment given to it is the command's (see read-only-env.ts). */
export function jailedArgv(jail: ReadOnlyJail, root: string, hide: readonly string[], inner: readonly string[], cwd = root): string[] {
  const abs = path.resolve(root);
  return [jail.bwrap, ...jailArgs(jail, abs, path.resolve(abs, cwd), hide, inner, outsideGitDirs(abs))];
}

/** A worktree's or submodule's git directory (and the repository it belongs to) lives outside it: git needs them, read-only. */
function outsideGitDirs(root: string): string[] {
  const gitDir = gitDirOf(root);
  if (gitDir === undefined) return [];
  const dirs = [gitDir];
  try {
    dirs.push(path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim()));
  } catch {
    // Not a linked worktree.
  }
  const inside = (p: string): boolean => !path.relative(root, p).startsWith('..') && !path.isAbsolute(path.relative(root, p));
  return [...new Set(dirs.filter((d) => !inside(d) && existsSync(d)))];
}

const JAIL_LOG =
  'Read-only commands (approved without an allow rule) run in the read-only jail: nothing writable, no network, nothing outside the workspace but the system folders.';
const jailLog = (jail: ReadOnlyJail): string =>
  jail.sizedTmp
    ? `${JAIL_LOG.slice(0, -1)}; a private /tmp of at most ${JAIL_TMP_BYTES / 1024 / 1024} MiB.`
    : `${JAIL_LOG.slice(0, -1)}; /tmp is read-only too (this bubblewrap is older than 0.8 and cannot bound its size).`;

/**
 * Which regime the read-only list runs under, said in the log once (and once more if it changes): the jail where it
 * runs (input `sandbox` not `off`), the strict grammar otherwise. The machine is looked at when the first command is
 * decided, not before the first model request (its probe is a process), and again at later decisions while the jail
 * cannot run (the sandbox's own start may make it possible).
 */
export function readOnlyConfinement(sandboxInput: string, log: (line: string) => void): ReadOnlyRegime | (() => ReadOnlyRegime) {
  const strict = (reason: string): string =>
    `Read-only commands (approved without an allow rule) are limited to the strict list (literal words, listed options only): the read-only jail is not used (${reason}).`;
  if (sandboxInput === 'off') {
    log(strict('input sandbox is off'));
    return 'strict';
  }
  let regime: ReadOnlyRegime | undefined;
  return () => {
    if (regime === 'jail') return regime;
    const found = readOnlyJail();
    if ('jail' in found) log(regime === undefined ? jailLog(found.jail) : `From now on: ${jailLog(found.jail)}`);
    else if (regime === undefined) log(strict(found.reason));
    regime = 'jail' in found ? 'jail' : 'strict';
    return regime;
  };
}
