import assert from 'node:assert/strict';
import os from 'node:os';
import { describe, it } from 'node:test';
import { loadRepoSettings } from '../../src/config/settings-file.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import { editRuleWritePaths, resolveSandboxPath } from '../../src/sandbox/config.js';
import { matchesExcluded } from '../../src/sandbox/excluded.js';
import { appArmorProfile, APPARMOR_PROFILE_PATH, assessHost, type HostCheck, type HostOps, type RunResult } from '../../src/sandbox/host.js';

/** The look and, when one is needed, the fix: what `sandbox: required` does before any request. */
async function prepareHost(ops: HostOps): Promise<HostCheck> {
  const assessed = await assessHost(ops);
  return assessed.ok === 'fixable' ? assessed.fix() : assessed;
}
import { describeViolation } from '../../src/sandbox/violations.js';
import { parseSettings } from '../../src/settings.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

describe('sandbox settings', () => {
  it("reads Claude Code's sandbox block from the file and the settings input, later sources winning, lists joined", async () => {
    const dir = (await import('node:fs')).mkdtempSync(`${os.tmpdir()}/sandbox-settings-`);
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(`${dir}/.claude`);
    writeFileSync(
      `${dir}/.claude/settings.json`,
      JSON.stringify({
        sandbox: { enabled: true, excludedCommands: ['docker'], network: { allowedDomains: ['registry.npmjs.org'] }, filesystem: { allowWrite: ['~/.cache'] } },
      }),
    );
    const loaded = await loadRepoSettings({
      cwd: dir,
      settingsInput: JSON.stringify({ sandbox: { autoAllowBashIfSandboxed: false, network: { allowedDomains: ['pypi.org'], allowLocalBinding: true } } }),
    });
    assert.ok(loaded.ok);
    const sb = loaded.settings.sandbox;
    assert.equal(sb.enabled, true);
    assert.equal(sb.autoAllowBashIfSandboxed, false);
    assert.deepEqual(sb.excludedCommands, ['docker']);
    assert.deepEqual(sb.network.allowedDomains, ['registry.npmjs.org', 'pypi.org']);
    assert.equal(sb.network.allowLocalBinding, true);
    assert.deepEqual(sb.filesystem.allowWrite, ['~/.cache']);
    assert.equal(sb.sources['.enabled'], '.claude/settings.json sandbox.enabled');
  });

  it('a wrong type is an error naming the file and the field; an unknown key a warning', async () => {
    const bad = await loadRepoSettings({
      cwd: os.tmpdir(),
      settingsInput: JSON.stringify({ sandbox: { enabled: 'yes', network: { allowedDomains: 'x' }, filesystem: { allowWrite: [1] }, fancy: 1 } }),
    });
    assert.equal(bad.ok, false);
    assert.ok(!bad.ok);
    assert.deepEqual(bad.errors, [
      'settings input: sandbox.enabled: expected true or false, got string',
      'settings input: sandbox.network.allowedDomains: expected an array of strings, got string',
      'settings input: sandbox.filesystem.allowWrite[0]: expected a non-empty string, got number',
    ]);
    const warned = await loadRepoSettings({ cwd: os.tmpdir(), settingsInput: JSON.stringify({ sandbox: { fancy: 1 } }) });
    assert.ok(warned.ok);
    assert.deepEqual(warned.warnings, ['settings input: sandbox.fancy: unknown sandbox setting, ignored']);
  });

  it("Claude Code's newer keys: strictAllowlist is what the runner does, filesystem.disabled is named and not honoured", async () => {
    const res = await loadRepoSettings({
      cwd: os.tmpdir(),
      settingsInput: JSON.stringify({
        sandbox: {
          failIfUnavailable: true,
          credentials: {},
          network: { strictAllowlist: true, deniedDomains: ['evil.example'] },
          filesystem: { disabled: true },
        },
      }),
    });
    assert.ok(res.ok);
    assert.equal(res.settings.sandbox.failIfUnavailable, true);
    assert.deepEqual(res.settings.sandbox.network.deniedDomains, ['evil.example']);
    assert.deepEqual(res.warnings, [
      'settings input: sandbox.filesystem.disabled: not honoured: sandboxed commands keep their filesystem isolation (use sandbox.enabled: false to run unsandboxed)',
    ]);
  });

  it('input sandbox: auto by default, required and off accepted, anything else an error', () => {
    const parse = (value: string) =>
      parseSettings((name) => (name === 'sandbox' ? value : name === 'anthropic_api_key' ? 'k' : ''), { ANTHROPIC_API_KEY: 'k' });
    const auto = parse('');
    assert.ok(auto.ok && auto.settings.sandbox === 'auto');
    const required = parse('required');
    assert.ok(required.ok && required.settings.sandbox === 'required');
    const bad = parse('maybe');
    assert.ok(!bad.ok && bad.errors.some((e) => e === 'input sandbox: "maybe" is not one of auto, required, off'));
  });

  it('paths: //abs and /abs absolute, ~/ in the home directory, the rest relative to the working directory; Edit(...) allow rules add write paths', () => {
    assert.equal(resolveSandboxPath('//tmp/x', '/w'), '/tmp/x');
    assert.equal(resolveSandboxPath('/tmp/x/**', '/w'), '/tmp/x');
    assert.equal(resolveSandboxPath('~/.cache', '/w'), `${os.homedir()}/.cache`);
    assert.equal(resolveSandboxPath('build', '/w'), '/w/build');
    const rules = parseRuleList('Edit(//tmp/out/**), Write(~/notes/*.md), Edit(/docs/**), Edit(*.ts), Edit, Read(//etc/**)', 'test').rules;
    assert.deepEqual(editRuleWritePaths(rules, '/w'), ['/tmp/out', `${os.homedir()}/notes`, '/w/docs']);
  });
});

describe('excludedCommands', () => {
  it('every part of the command must match: one excluded part does not take the rest outside', () => {
    assert.equal(matchesExcluded('docker ps', ['docker']), true);
    assert.equal(matchesExcluded('docker', ['docker:*']), true);
    assert.equal(matchesExcluded('dockerd', ['docker']), false);
    assert.equal(matchesExcluded('docker ps && docker images', ['docker']), true);
    assert.equal(matchesExcluded('docker ps; cat /proc/1/environ', ['docker']), false);
    assert.equal(matchesExcluded('docker run $(cat /etc/passwd)', ['docker']), false);
    assert.equal(matchesExcluded('$X ps', ['docker']), false);
    assert.equal(matchesExcluded('npm run e2e -- --grep x', ['npm run e2e *']), true);
    assert.equal(matchesExcluded('npm test', ['npm run e2e *']), false);
    assert.equal(matchesExcluded('docker ps', []), false);
  });
});

describe('violations in plain words', () => {
  it('a denied write and a denied connection', () => {
    assert.match(describeViolation('deny openat /etc/x', 'echo > /etc/x').text, /the sandbox blocked a write to \/etc\/x/);
    assert.match(
      describeViolation('deny network-outbound evil.test:443 (host is not on the allow list)', 'curl').text,
      /blocked a connection to evil\.test:443: host is not on the allow list/,
    );
  });
});

/** A scripted machine: which programs exist, what each privileged command answers. */
function fakeHost(opts: { root?: boolean; sudo?: boolean; installed?: string[]; userns: 'ok' | 'apparmor' | 'none'; profileWorks?: boolean }): {
  ops: HostOps;
  calls: string[];
} {
  const calls: string[] = [];
  const installed = new Set(opts.installed ?? ['bwrap', 'socat', 'apt-get']);
  if (opts.sudo) installed.add('sudo');
  let profile = false;
  let sysctl = false;
  const ok: RunResult = { code: 0, stdout: '', stderr: '' };
  const ops: HostOps = {
    isRoot: opts.root ?? false,
    platform: 'linux',
    now: () => 0,
    which: (name) => (installed.has(name) ? `/usr/bin/${name}` : null),
    readFile: () => (opts.userns === 'apparmor' && !sysctl ? '1\n' : '0\n'),
    run: (file, args) => {
      const line = [file, ...args].join(' ');
      calls.push(line);
      if (file === 'sudo' && args[1] === 'true') return opts.sudo ? ok : { code: 1, stdout: '', stderr: 'a password is required' };
      if (line.includes('apt-get install')) {
        for (const p of args.slice(args.indexOf('--no-install-recommends') + 1)) installed.add(p === 'bubblewrap' ? 'bwrap' : p);
        return ok;
      }
      if (line.includes('apparmor_parser')) {
        profile = opts.profileWorks ?? true;
        return ok;
      }
      if (line.includes('sysctl -w')) {
        sysctl = true;
        return ok;
      }
      if (file.endsWith('bwrap')) {
        const works = opts.userns === 'ok' || (opts.userns === 'apparmor' && (profile || sysctl));
        return works ? ok : { code: 1, stdout: '', stderr: 'bwrap: setting up uid map: Permission denied' };
      }
      return ok;
    },
  };
  return { ops, calls };
}

describe('preparing the host', () => {
  it('hosted Ubuntu 24.04: installs the missing packages and loads an AppArmor profile for bwrap only', async () => {
    const { ops, calls } = fakeHost({ sudo: true, installed: ['apt-get'], userns: 'apparmor' });
    const check = await prepareHost(ops);
    assert.ok(check.ok, JSON.stringify(check));
    assert.ok(
      calls.some((c) => /^sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install .* bubblewrap socat$/.test(c)),
      calls.join('\n'),
    );
    assert.ok(calls.includes(`sudo -n tee ${APPARMOR_PROFILE_PATH}`));
    assert.ok(calls.includes(`sudo -n apparmor_parser -r ${APPARMOR_PROFILE_PATH}`));
    assert.equal(
      calls.some((c) => c.includes('sysctl')),
      false,
      'the blunt sysctl is not needed',
    );
    assert.match(check.log.join('\n'), /installed bubblewrap socat with apt-get \(0\.0 s\)/);
    assert.match(appArmorProfile('/usr/bin/bwrap'), /profile agent-runner-bwrap \/usr\/bin\/bwrap flags=\(unconfined\) \{\n {2}userns,/);
  });

  it('falls back to the sysctl when the profile does not help, and says so', async () => {
    const { ops, calls } = fakeHost({ sudo: true, userns: 'apparmor', profileWorks: false });
    const check = await prepareHost(ops);
    assert.ok(check.ok);
    assert.ok(calls.includes('sudo -n sysctl -w kernel.apparmor_restrict_unprivileged_userns=0'));
    assert.match(check.log.join('\n'), /did not help/);
  });

  it('the quick look runs nothing privileged: the install and the AppArmor profile are a fix the caller runs (later, under auto)', async () => {
    const { ops, calls } = fakeHost({ sudo: true, installed: ['apt-get'], userns: 'apparmor' });
    const assessed = await assessHost(ops);
    assert.equal(assessed.ok, 'fixable', JSON.stringify(assessed));
    assert.ok(assessed.ok === 'fixable');
    assert.equal(assessed.what, 'installing bubblewrap and socat with apt-get');
    assert.deepEqual(calls, ['sudo -n true'], 'only whether sudo works');
    const fixed = await assessed.fix();
    assert.ok(fixed.ok, JSON.stringify(fixed));
    assert.ok(calls.some((c) => c.includes('apt-get install')) && calls.includes(`sudo -n apparmor_parser -r ${APPARMOR_PROFILE_PATH}`), calls.join('\n'));
    const present = fakeHost({ sudo: true, userns: 'apparmor' });
    const restricted = await assessHost(present.ops);
    assert.ok(restricted.ok === 'fixable' && restricted.what === 'letting bwrap create user namespaces under AppArmor');
    assert.deepEqual(
      present.calls.map((c) => c.split(' ')[0]),
      ['sudo', '/usr/bin/bwrap'],
      'sudo, then one probe',
    );
    const ready = fakeHost({ sudo: true, userns: 'ok' });
    assert.equal((await assessHost(ready.ops)).ok, true, 'a machine that needs nothing is ready');
    assert.deepEqual(
      ready.calls.map((c) => c.split(' ')[0]),
      ['/usr/bin/bwrap'],
      'one probe, and no sudo: nothing privileged is wanted',
    );
  });

  it('self-hosted without sudo: reports what is missing and how to fix it, changes nothing', async () => {
    const missing = fakeHost({ installed: ['apt-get'], userns: 'ok' });
    const check = await prepareHost(missing.ops);
    assert.ok(!check.ok);
    assert.equal(
      check.reason,
      'bubblewrap and socat are not installed and there is no passwordless sudo to install them (sudo apt-get install -y bubblewrap socat)',
    );
    const restricted = await prepareHost(fakeHost({ userns: 'apparmor' }).ops);
    assert.ok(!restricted.ok);
    assert.match(restricted.reason, /AppArmor restricts unprivileged user namespaces .* no passwordless sudo/);
    const none = await prepareHost(fakeHost({ userns: 'none' }).ops);
    assert.ok(!none.ok);
    assert.match(none.reason, /user namespaces unavailable/);
  });
});

describe('autoAllowBashIfSandboxed', () => {
  it('with the sandbox enabled by the repository, a sandboxed Bash command needs no allow rule; deny rules and excluded commands keep the ordinary decision', async () => {
    const { withSandboxAutoAllow } = await import('../../src/sandbox/permissions.js');
    const { decide } = await import('../../src/permissions/decide.js');
    const policy = { mode: 'dontAsk' as const, allow: [], deny: parseRuleList('Bash(rm:*)', 'test').rules, readOnlyBash: true, workspaceRoot: '/w' };
    const sandbox = { autoAllowBash: true, isExcluded: (c: string) => c.startsWith('docker') } as unknown as Parameters<typeof withSandboxAutoAllow>[0];
    const d = withSandboxAutoAllow(sandbox, (name, input) => decide(policy, name, input));
    assert.equal(decide(policy, 'Bash', { command: 'touch x' }).behavior, 'deny');
    assert.equal(d('Bash', { command: 'touch x' }).behavior, 'allow');
    assert.equal(d('Bash', { command: 'rm -rf x' }).behavior, 'deny');
    assert.equal(d('Bash', { command: 'docker ps' }).behavior, 'deny');
    assert.equal(d('Write', { file_path: 'x', content: '' }).behavior, 'deny');
    const off = withSandboxAutoAllow({ ...(sandbox as object), autoAllowBash: false } as typeof sandbox, (name, input) => decide(policy, name, input));
    assert.equal(off('Bash', { command: 'touch x' }).behavior, 'deny');
  });
});

describe('hostile settings', () => {
  it('a __proto__ key in ignoreViolations is a key like any other', async () => {
    const loaded = await loadRepoSettings({ cwd: os.tmpdir(), settingsInput: '{"sandbox":{"ignoreViolations":{"__proto__":["/x"],"constructor":["/y"]}}}' });
    assert.ok(loaded.ok);
    assert.deepEqual(Object.entries(loaded.settings.sandbox.ignoreViolations), [
      ['__proto__', ['/x']],
      ['constructor', ['/y']],
    ]);
  });
});
