/**
 * Can this machine run bubblewrap, and if not, can it be made to? On GitHub-hosted Ubuntu 24.04 the two
 * packages may be missing and AppArmor restricts unprivileged user namespaces; the runner's user has
 * passwordless sudo there, so both are fixed here, for bubblewrap only, and every step is timed and logged.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findOnPath, helperEnv } from '../process/env.js';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** What the preparation does to the machine, passed in so the decisions can be tested without root. */
export interface HostOps {
  /** Asynchronous in the runner: the probe's bwrap runs while the main thread goes on with the run's start. */
  run(file: string, args: readonly string[], input?: string): RunResult | Promise<RunResult>;
  which(name: string): string | null;
  readFile(file: string): string | null;
  isRoot: boolean;
  platform: NodeJS.Platform;
  now(): number;
}

export type HostCheck = { ok: true; bwrap?: string; socat?: string; log: string[] } | { ok: false; reason: string; log: string[] };

export const APPARMOR_PROFILE_PATH = '/etc/apparmor.d/agent-runner-bwrap';
export const APPARMOR_RESTRICT_SYSCTL = '/proc/sys/kernel/apparmor_restrict_unprivileged_userns';

/** An AppArmor profile that lets bwrap (and only bwrap) create user namespaces: the narrow fix of Ubuntu 24.04's restriction. */
export function appArmorProfile(bwrap: string): string {
  return ['abi <abi/4.0>,', 'include <tunables/global>', `profile agent-runner-bwrap ${bwrap} flags=(unconfined) {`, '  userns,', '}', ''].join('\n');
}

/** The programs a check or fix starts: looked up on PATH when the host ops are made (see `realHostOps`). */
const HOST_PROGRAMS = ['bwrap', 'socat', 'sudo', 'apt-get', 'env', 'tee', 'apparmor_parser', 'sysctl'];
/** Where a program missing at that first look (bubblewrap, before apt-get installs it) may be found later: these, on PATH. */
const SYSTEM_DIRS = ['/usr/bin', '/bin', '/usr/sbin', '/sbin'];

/**
 * The machine as it is. Made before the first model request (startSandbox), when no agent tool or hook can have put a
 * file on PATH, it looks its programs up on PATH then: a check or fix that runs later (under `auto`, once the request
 * is on its way, when a Write may have run) starts the programs found then, by absolute path, and looks for one that
 * was missing (bubblewrap, until apt-get installs it) only in the system's own folders on PATH.
 */
export function realHostOps(): HostOps {
  const found = new Map(HOST_PROGRAMS.map((name) => [name, findOnPath(name)] as const));
  const systemPath = (): string =>
    (process.env.PATH ?? '')
      .split(':')
      .filter((dir) => SYSTEM_DIRS.includes(dir))
      .join(':');
  const which = (name: string): string | null => (found.has(name) ? (found.get(name) ?? findOnPath(name, systemPath())) : findOnPath(name));
  return {
    run: (file, args, input) =>
      new Promise<RunResult>((resolve) => {
        const program = file.includes('/') ? file : which(file);
        if (program === null) return resolve({ code: null, stdout: '', stderr: `${file}: not found` });
        const child = spawn(program, [...args], { env: helperEnv(), timeout: 300_000, stdio: [input !== undefined ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
        child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.on('error', (error) => resolve({ code: null, stdout, stderr: error.message }));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
        if (input !== undefined) child.stdin?.end(input);
      }),
    which,
    readFile: (file) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    },
    isRoot: process.getuid?.() === 0,
    platform: process.platform,
    now: () => Date.now(),
  };
}

/** The smallest bubblewrap sandbox with the namespaces the library asks for: fails where user namespaces are refused. */
function probe(ops: HostOps, bwrap: string): RunResult | Promise<RunResult> {
  return ops.run(bwrap, [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-net',
    '--die-with-parent',
    '--ro-bind',
    '/',
    '/',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--',
    'true',
  ]);
}

const firstLine = (s: string): string => s.trim().split('\n')[0] ?? '';

/**
 * What a look at the machine found: ready, unusable (and why), or usable once privileged commands have run
 * (apt-get for missing packages, an AppArmor profile for bwrap): seconds of work, which `fix` does.
 */
export type HostAssessment = HostCheck | { ok: 'fixable'; what: string; fix: () => Promise<HostCheck>; log: string[] };

/**
 * Checks bubblewrap and socat and, where a privileged command can be run (root, or passwordless sudo), says how it
 * would install what is missing and lift the AppArmor user-namespace restriction for bwrap: what can be known quickly
 * (which programs there are, whether sudo works, one bwrap probe) now, the fix left to the caller. Never throws.
 */
export async function assessHost(ops: HostOps, paths: { bwrapPath?: string; socatPath?: string } = {}): Promise<HostAssessment> {
  const log: string[] = [];
  if (ops.platform === 'darwin') return { ok: true, log };
  if (ops.platform !== 'linux') return { ok: false, reason: `the sandbox runs on Linux and macOS, not ${ops.platform}`, log };
  const timed = async <T>(what: string, fn: () => T | Promise<T>): Promise<T> => {
    const t0 = ops.now();
    const out = await fn();
    log.push(`${what} (${((ops.now() - t0) / 1000).toFixed(1)} s)`);
    return out;
  };
  // Whether privileged commands can run (root, or passwordless sudo) matters only for a fix: asked then, or alongside
  // the probe where AppArmor's restriction says one will be wanted. A machine that needs nothing runs no sudo.
  let sudoCheck: Promise<string[] | null> | undefined;
  const sudoPrefix = (): Promise<string[] | null> =>
    (sudoCheck ??= (async () => {
      if (ops.isRoot) return [];
      try {
        return ops.which('sudo') && (await ops.run('sudo', ['-n', 'true'])).code === 0 ? ['sudo', '-n'] : null;
      } catch {
        return null;
      }
    })());
  const privileged = async (file: string, args: string[], input?: string): Promise<RunResult> => {
    const sudo = await sudoPrefix();
    return sudo && sudo.length > 0 ? ops.run(sudo[0] ?? 'sudo', [...sudo.slice(1), file, ...args], input) : ops.run(file, args, input);
  };
  const isRestricted = (): boolean => ops.readFile(APPARMOR_RESTRICT_SYSCTL)?.trim() === '1';

  /** With both programs there: can bwrap make its namespaces, or be allowed to (now, or by the returned fix)? */
  const userNamespaces = async (bwrap: string, socat: string, deferFix: boolean): Promise<HostAssessment> => {
    if (isRestricted()) void sudoPrefix();
    const tried = await probe(ops, bwrap);
    if (tried.code === 0) return { ok: true, bwrap, socat, log };
    if (!isRestricted()) {
      return {
        ok: false,
        reason: `bubblewrap cannot create a sandbox here (user namespaces unavailable): ${firstLine(tried.stderr) || `exit code ${tried.code}`}`,
        log,
      };
    }
    if ((await sudoPrefix()) === null) {
      return {
        ok: false,
        reason: `AppArmor restricts unprivileged user namespaces (kernel.apparmor_restrict_unprivileged_userns=1) and there is no passwordless sudo to allow them for bwrap: ${firstLine(tried.stderr)}`,
        log,
      };
    }
    const fix = async (): Promise<HostCheck> => {
      // The narrow way first: a profile that grants `userns` to bwrap alone.
      const loaded = await timed(`AppArmor profile ${APPARMOR_PROFILE_PATH} lets ${bwrap} create user namespaces`, async () => {
        const written = await privileged('tee', [APPARMOR_PROFILE_PATH], appArmorProfile(bwrap));
        return written.code === 0 ? privileged('apparmor_parser', ['-r', APPARMOR_PROFILE_PATH]) : written;
      });
      let again = loaded.code === 0 ? await probe(ops, bwrap) : tried;
      if (loaded.code === 0 && again.code === 0) return { ok: true, bwrap, socat, log };
      log.push(`the AppArmor profile did not help (${firstLine(loaded.stderr || again.stderr) || 'no detail'}): lifting the restriction for every program`);
      const sysctl = await timed('sysctl kernel.apparmor_restrict_unprivileged_userns=0', () =>
        privileged('sysctl', ['-w', 'kernel.apparmor_restrict_unprivileged_userns=0']),
      );
      again = sysctl.code === 0 ? await probe(ops, bwrap) : again;
      if (again.code === 0) return { ok: true, bwrap, socat, log };
      return {
        ok: false,
        reason: `bubblewrap cannot create a sandbox even after lifting the AppArmor restriction: ${firstLine(again.stderr) || firstLine(sysctl.stderr)}`,
        log,
      };
    };
    return deferFix ? { ok: 'fixable', what: 'letting bwrap create user namespaces under AppArmor', fix, log } : fix();
  };

  const bwrap = paths.bwrapPath ?? ops.which('bwrap');
  const socat = paths.socatPath ?? ops.which('socat');
  if (bwrap && socat) return userNamespaces(bwrap, socat, true);
  const missing = [...(bwrap ? [] : ['bubblewrap']), ...(socat ? [] : ['socat'])];
  if (!ops.which('apt-get') || (await sudoPrefix()) === null) {
    const how = ops.which('apt-get') ? `sudo apt-get install -y ${missing.join(' ')}` : `install ${missing.join(' ')} with the system's package manager`;
    return {
      ok: false,
      reason: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not installed and there is no passwordless sudo to install ${missing.length > 1 ? 'them' : 'it'} (${how})`,
      log,
    };
  }
  const install = async (): Promise<HostCheck> => {
    const env = ['env', 'DEBIAN_FRONTEND=noninteractive'];
    let installed = await timed(`installed ${missing.join(' ')} with apt-get`, () =>
      privileged(env[0] ?? 'env', [...env.slice(1), 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]),
    );
    if (installed.code !== 0) {
      await timed('apt-get update', () => privileged('apt-get', ['update', '-qq']));
      installed = await timed(`installed ${missing.join(' ')} with apt-get (after an update)`, () =>
        privileged(env[0] ?? 'env', [...env.slice(1), 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]),
      );
    }
    const nowBwrap = paths.bwrapPath ?? ops.which('bwrap');
    const nowSocat = paths.socatPath ?? ops.which('socat');
    if (installed.code !== 0 || !nowBwrap || !nowSocat) {
      return { ok: false, reason: `installing ${missing.join(' ')} failed: ${firstLine(installed.stderr) || `exit code ${installed.code}`}`, log };
    }
    const next = await userNamespaces(nowBwrap, nowSocat, false);
    return next.ok === 'fixable' ? next.fix() : next;
  };
  return { ok: 'fixable', what: `installing ${missing.join(' and ')} with apt-get`, fix: install, log };
}
