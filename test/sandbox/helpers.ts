import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRepo, NODE24, PROJECT_ROOT } from '../e2e/harness.js';

/**
 * Isolation is tested as GitHub's runner user is: unprivileged. CI runs the tests as root, so the action is
 * started as `nobody` there (its workspace handed over); elsewhere as the current user.
 */
export const SANDBOX_USER: { uid: number; gid: number } | undefined = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;

/** Why the action cannot be started as SANDBOX_USER from this checkout, or undefined. */
export const UNREACHABLE_REASON: string | undefined = (() => {
  if (!SANDBOX_USER) return undefined;
  // A private folder above the checkout (mktemp -d) shuts that user out of its Node and dist/.
  const reach = spawnSync(NODE24, ['-e', 'require("fs").accessSync(process.argv[1])', path.join(PROJECT_ROOT, 'dist', 'index.js')], {
    encoding: 'utf8',
    ...SANDBOX_USER,
  });
  if (reach.status === 0) return undefined;
  return `uid ${SANDBOX_USER.uid} cannot run this checkout's Node and dist/ (${(reach.error?.message ?? reach.stderr).trim().split('\n')[0]}): clone it where every user can read it`;
})();

/** Why the isolation tests cannot run here, or undefined. Printed by the tests that skip, never silent. */
export const SANDBOX_SKIP_REASON: string | undefined = (() => {
  if (process.platform !== 'linux') return `sandbox isolation tests need Linux (this is ${process.platform})`;
  const which = (name: string): boolean => (process.env.PATH ?? '').split(':').some((dir) => existsSync(path.join(dir, name)));
  const missing = ['bwrap', 'socat'].filter((n) => !which(n));
  if (missing.length > 0) return `${missing.join(' and ')} not installed (.ci/run installs bubblewrap and socat)`;
  const probe = spawnSync('bwrap', ['--unshare-user', '--unshare-pid', '--unshare-net', '--ro-bind', '/', '/', '--proc', '/proc', '--dev', '/dev', 'true'], {
    encoding: 'utf8',
    ...(SANDBOX_USER ?? {}),
  });
  if (probe.status !== 0) return `unprivileged user namespaces do not work here (${(probe.stderr || probe.error?.message || '').trim()})`;
  return UNREACHABLE_REASON;
})();

export function skipNote(what: string, reason: string | undefined = SANDBOX_SKIP_REASON): string | false {
  if (reason === undefined) return false;
  console.log(`# skipped: ${what}: ${reason}`);
  return reason;
}

/** A repository the sandbox user owns. */
export function userRepo(files: Record<string, string>): string {
  const dir = makeRepo(files);
  if (SANDBOX_USER) execFileSync('chown', ['-R', `${SANDBOX_USER.uid}:${SANDBOX_USER.gid}`, dir]);
  return dir;
}

/** A PATH with everything the machine has except these programs (bubblewrap "not installed"). */
export function pathWithout(names: readonly string[]): string {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'path-without-'));
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    let entries: string[] = [];
    try {
      entries = readdirSync(dir);
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (names.includes(entry)) continue;
      try {
        symlinkSync(path.join(dir, entry), path.join(bin, entry));
      } catch {
        // The first directory on PATH with that name wins, as for the shell.
      }
    }
  }
  return bin;
}

/** Listening TCP ports of this machine (every address), from the host's /proc. */
export function listeningPorts(): number[] {
  const ports = new Set<number>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A') ports.add(parseInt(cols[1]?.split(':')[1] ?? '0', 16));
    }
  }
  return [...ports].filter((p) => p > 0).sort((a, b) => a - b);
}

/** The machine's own non-loopback IPv4 addresses. */
export function hostAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a): a is os.NetworkInterfaceInfo => !!a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

/** Runs `argv` (a wrapped command) in `cwd`: its exit code and its output, stdout and stderr together. */
export function runArgv(argv: readonly string[], cwd: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(argv[0] ?? 'false', argv.slice(1), { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out }));
  });
}
