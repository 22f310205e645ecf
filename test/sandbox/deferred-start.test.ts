/**
 * Under `sandbox: auto` the library's start (its proxies and a proof run), and the machine's check before it, wait
 * until the run asks for it, after the first model request is on its way. A machine whose checks pass but where the library then fails must not
 * run a command outside the sandbox the model was told about: every sandboxed command is refused.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { emptySandboxSettings } from '../../src/sandbox/config.js';
import type { HostOps, RunResult } from '../../src/sandbox/host.js';
import { startSandbox } from '../../src/sandbox/runtime.js';

/** A bubblewrap that passes the host check (the fake host answers the probe) but fails every real use. */
function brokenBwrapMachine(): { host: HostOps; bwrap: string; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-deferred-'));
  const bwrap = path.join(dir, 'bwrap');
  writeFileSync(bwrap, '#!/bin/sh\necho "bwrap: this bubblewrap is broken on purpose" >&2\nexit 1\n');
  chmodSync(bwrap, 0o755);
  const host: HostOps = {
    isRoot: true,
    platform: 'linux',
    now: () => 0,
    which: (name) => (name === 'bwrap' ? bwrap : name === 'socat' ? '/bin/true' : null),
    readFile: () => null,
    run: () => ({ code: 0, stdout: '', stderr: '' }),
  };
  return { host, bwrap, dir };
}

const OK: RunResult = { code: 0, stdout: '', stderr: '' };
const NO_USERNS: RunResult = { code: 1, stdout: '', stderr: 'bwrap: No permissions to create new namespace' };

/** A fake machine that records every command (`file args…`) and answers with `answer`; `installed` grows with apt-get. */
function recordingHost(o: { root: boolean; sysctl: '0\n' | '1\n'; installed?: Set<string>; answer: (file: string, args: readonly string[]) => RunResult }): {
  host: HostOps;
  calls: string[];
} {
  const calls: string[] = [];
  const installed = o.installed ?? new Set(['bwrap', 'socat']);
  const host: HostOps = {
    isRoot: o.root,
    platform: 'linux',
    now: () => 0,
    readFile: () => o.sysctl,
    which: (name) => (installed.has(name) ? `/usr/bin/${name}` : null),
    run: (file, args) => {
      calls.push([file, ...args].join(' '));
      return o.answer(file, args);
    },
  };
  return { host, calls };
}

/** The sandbox started under `auto` in `dir` on `host`, its log lines kept in `logged`. */
function startLogged(
  host: HostOps,
  dir: string,
  logged: Array<{ line: string; level: string }>,
  settings = emptySandboxSettings(),
): ReturnType<typeof startSandbox> {
  return startSandbox({ mode: 'auto', settings, cwd: dir, runDir: dir, allowRules: [], host, onLog: (line, level) => logged.push({ line, level }) });
}

describe('the sandbox start, deferred under auto', { skip: process.platform !== 'linux' ? 'the sandbox library runs bubblewrap on Linux' : false }, () => {
  it('returns before the library starts; a late failure refuses every sandboxed command and says why', async () => {
    const { host, bwrap, dir } = brokenBwrapMachine();
    const logged: Array<{ line: string; level: string }> = [];
    const settings = { ...emptySandboxSettings(), bwrapPath: bwrap, socatPath: '/bin/true' };
    const started = await startLogged(host, dir, logged, settings);
    assert.ok(started.ok && started.sandbox, JSON.stringify(started));
    assert.equal(started.status.enabled, true, 'announced as on: the host check passed');
    assert.equal(logged.length, 0, 'nothing of the library has run yet');
    await assert.rejects(started.sandbox.wrap(['echo', 'hi'], 'echo hi'), /the sandbox is not running/);
    assert.equal(started.status.enabled, false);
    assert.ok(started.status.reason, 'the status says why');
    assert.ok(
      logged.some((l) => l.level === 'warning' && /every command that would run in the sandbox .* is refused/.test(l.line)),
      JSON.stringify(logged),
    );
    assert.equal(await started.sandbox.ready(), started.status.reason, 'ready() gives the same reason, once');
    await started.sandbox.close();
  });

  it('a machine that needs a fix (AppArmor on hosted Ubuntu 24.04) is fixed by the library start, not before the request; a fix that fails refuses sandboxed commands', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-deferred-'));
    const denied = { code: 1, stdout: '', stderr: 'bwrap: setting up uid map: Permission denied' };
    const { host, calls } = recordingHost({ root: true, sysctl: '1\n', answer: (file) => (file.endsWith('bwrap') || file === 'sysctl' ? denied : OK) });
    const logged: Array<{ line: string; level: string }> = [];
    const started = await startLogged(host, dir, logged);
    assert.ok(started.ok && started.sandbox, JSON.stringify(started));
    assert.equal(started.status.enabled, true);
    assert.match(started.log.join('\n'), /the machine check \(one bwrap probe\): once the first model request is on its way/);
    assert.equal(calls.length, 0, 'nothing runs before the request, not even the probe');
    assert.match((await started.sandbox.ready()) ?? '', /even after lifting the AppArmor restriction/);
    assert.ok(calls.some((c) => c.startsWith('apparmor_parser')) && calls.some((c) => c.startsWith('sysctl')), calls.join('; '));
    assert.equal(started.status.enabled, false);
    assert.ok(
      logged.some((l) => l.level === 'warning' && /is refused/.test(l.line)),
      JSON.stringify(logged),
    );
    await assert.rejects(started.sandbox.wrap(['echo', 'hi'], 'echo hi'), /the sandbox is not running/);
    await started.sandbox.close();
  });

  it('a machine that cannot sandbox (user namespaces refused, nothing to fix), found by the late check: commands run unsandboxed, as they would have from the start', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-deferred-'));
    const { host, calls } = recordingHost({ root: false, sysctl: '0\n', answer: () => NO_USERNS });
    const logged: Array<{ line: string; level: string }> = [];
    const started = await startLogged(host, dir, logged);
    assert.ok(started.ok && started.sandbox, JSON.stringify(started));
    assert.equal(started.status.enabled, true);
    assert.equal(calls.length, 0, 'the probe waits for the library start');
    assert.equal(await started.sandbox.wrap(['echo', 'hi'], 'echo hi'), undefined, 'run as it is');
    assert.deepEqual(
      calls.map((c) => c.split(' ')[0]),
      ['/usr/bin/bwrap'],
      'one probe, no sudo (nothing to fix)',
    );
    assert.equal(started.status.enabled, false);
    assert.match(started.status.reason ?? '', /user namespaces unavailable.*No permissions to create new namespace/);
    assert.ok(
      logged.some((l) => l.level === 'warning' && /^Not sandboxed: bubblewrap cannot create a sandbox here.*run as the runner's user/.test(l.line)),
      JSON.stringify(logged),
    );
    assert.ok(!logged.some((l) => /is refused/.test(l.line)), 'nothing is refused');
    await started.sandbox.close();
  });

  it('a hosted runner without bubblewrap: whether sudo can install it is asked late, not before the request; without passwordless sudo, commands run unsandboxed', async () => {
    for (const sudoWorks of [true, false]) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-deferred-'));
      const installed = new Set(['apt-get', 'sudo']);
      const { host, calls } = recordingHost({
        root: false,
        sysctl: '0\n',
        installed,
        answer: (file, args) => {
          if (file === 'sudo' && args[1] === 'true') return sudoWorks ? OK : { code: 1, stdout: '', stderr: 'a password is required' };
          if (args.includes('install')) for (const p of ['bwrap', 'socat']) installed.add(p);
          // The probe fails too once installed: the fix then fails, and a fix that fails refuses (the sandbox was expected).
          return file.endsWith('bwrap') ? NO_USERNS : OK;
        },
      });
      const logged: Array<{ line: string; level: string }> = [];
      const started = await startLogged(host, dir, logged);
      assert.ok(started.ok && started.sandbox, JSON.stringify(started));
      assert.match(started.log.join('\n'), /the machine check \(whether sudo can install bubblewrap and socat\): once the first model request is on its way/);
      assert.equal(calls.length, 0, 'no sudo before the request');
      const reason = await started.sandbox.ready();
      assert.equal(calls[0], 'sudo -n true');
      assert.equal(started.status.enabled, false);
      if (sudoWorks) {
        assert.ok(
          calls.some((c) => c.includes('apt-get install')),
          calls.join('; '),
        );
        assert.ok(
          logged.some((l) => l.level === 'warning' && /is refused/.test(l.line)),
          JSON.stringify(logged),
        );
      } else {
        assert.match(reason ?? '', /bubblewrap and socat are not installed and there is no passwordless sudo/);
        assert.equal(await started.sandbox.wrap(['echo', 'hi']), undefined, 'run as it is');
        assert.ok(
          logged.some((l) => l.level === 'warning' && /^Not sandboxed: bubblewrap and socat are not installed/.test(l.line)),
          JSON.stringify(logged),
        );
      }
      await started.sandbox.close();
    }
  });

  it('where the repository lets the sandbox allow Bash (autoAllowBashIfSandboxed), the machine is checked before the request, as before', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-deferred-'));
    const { host, calls } = recordingHost({ root: true, sysctl: '0\n', answer: () => NO_USERNS });
    const settings = { ...emptySandboxSettings(), enabled: true };
    const started = await startSandbox({ mode: 'auto', settings, cwd: dir, runDir: dir, allowRules: [], host });
    assert.deepEqual(
      calls.map((c) => c.split(' ')[0]),
      ['/usr/bin/bwrap'],
    );
    assert.ok(started.ok && !started.sandbox && !started.status.enabled, JSON.stringify(started));
  });

  it('under required the same failure ends the start itself, before any request', async () => {
    const { host, bwrap, dir } = brokenBwrapMachine();
    const settings = { ...emptySandboxSettings(), bwrapPath: bwrap, socatPath: '/bin/true' };
    const started = await startSandbox({ mode: 'required', settings, cwd: dir, runDir: dir, allowRules: [], host });
    assert.equal(started.ok, false);
    assert.ok(!started.ok);
    assert.match(started.error, /The sandbox is required \(input sandbox: required\) but cannot run here/);
  });

  it('a sandbox never asked for is never started, and closing it starts nothing', async () => {
    const { host, bwrap, dir } = brokenBwrapMachine();
    const logged: string[] = [];
    const settings = { ...emptySandboxSettings(), bwrapPath: bwrap, socatPath: '/bin/true' };
    const started = await startSandbox({ mode: 'auto', settings, cwd: dir, runDir: dir, allowRules: [], host, onLog: (line) => logged.push(line) });
    assert.ok(started.ok && started.sandbox);
    await started.sandbox.close();
    assert.match((await started.sandbox.ready()) ?? '', /the run has ended/);
    assert.equal(logged.length, 0);
  });
});
