/**
 * A sandbox that allows no host runs its commands without the library's proxy (src/sandbox/offline.ts): its own
 * network namespace, put in by the runner, and the variables the library sets with its proxy (SANDBOX_RUNTIME,
 * TMPDIR). The same probe with a host allowed (the library's proxy, as before) is the control: it shows the probe
 * sees the difference.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { emptySandboxSettings } from '../../src/sandbox/config.js';
import { needsNoProxy, networkIsolation, withoutProxy } from '../../src/sandbox/offline.js';
import { startSandbox, type ToolSandbox } from '../../src/sandbox/runtime.js';
import { runArgv, skipNote } from './helpers.js';

describe('the network namespace the runner puts in', () => {
  it('is wanted only when no host is allowed and nothing needs the proxy', () => {
    assert.equal(needsNoProxy({ allowedDomains: [], deniedDomains: [] }), true);
    assert.equal(needsNoProxy({ allowedDomains: ['example.com'], deniedDomains: [] }), false);
    assert.equal(needsNoProxy({ allowedDomains: [], deniedDomains: [], httpProxyPort: 3128 }), false);
    const config = withoutProxy({ network: { allowedDomains: [], deniedDomains: ['x.test'] }, filesystem: { denyRead: [], allowWrite: [], denyWrite: [] } });
    assert.deepEqual(config.network, { deniedDomains: ['x.test'] });
  });

  it("goes right after bubblewrap's own first options, and a line of any other shape is refused", () => {
    const add = networkIsolation('/tmp/run dir/tmp');
    assert.equal(
      add('/usr/bin/bwrap --new-session --die-with-parent --ro-bind / / -- /bin/bash -c true'),
      "/usr/bin/bwrap --new-session --die-with-parent --setenv SANDBOX_RUNTIME 1 --setenv TMPDIR '/tmp/run dir/tmp' --unshare-net --ro-bind / / -- /bin/bash -c true",
    );
    assert.throws(() => add('true'), /cannot give a network namespace: not run/);
    assert.throws(() => add(' --new-session --die-with-parent true'), /not run/);
  });
});

describe('a sandboxed command with no host allowed', { skip: skipNote('sandbox network namespace') }, () => {
  const closers: Array<() => Promise<void>> = [];
  after(async () => {
    for (const close of closers) await close();
  });

  async function sandboxWith(allowedDomains: string[]): Promise<{ sandbox: ToolSandbox; cwd: string; tmp: string }> {
    const cwd = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'sandbox-offline-')));
    execFileSync('git', ['init', '-q'], { cwd });
    const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'sandbox-offline-run-')));
    const base = emptySandboxSettings();
    const settings = { ...base, network: { ...base.network, allowedDomains } };
    const started = await startSandbox({ mode: 'required', settings, cwd, runDir, allowRules: [] });
    assert.ok(started.ok && started.sandbox, started.ok ? (started.status.reason ?? 'no sandbox') : started.error);
    closers.push(() => started.sandbox?.close() ?? Promise.resolve());
    return { sandbox: started.sandbox, cwd, tmp: path.join(runDir, 'tmp') };
  }

  it('has no route to a port listening on the machine, no proxy, and the temporary folder and marker the library sets', async () => {
    const server = net.createServer((socket) => socket.end('REACHED\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const port = (server.address() as net.AddressInfo).port;
    const probe = `(exec 3<>/dev/tcp/127.0.0.1/${port} && head -c 8 <&3) 2>/dev/null || echo no-route; echo "runtime=$SANDBOX_RUNTIME tmp=$TMPDIR proxy=\${HTTPS_PROXY:-none}"`;

    const offline = await sandboxWith([]);
    const wrapped = await offline.sandbox.wrap(['/bin/bash', '-c', probe]);
    assert.ok(wrapped);
    assert.match(wrapped.argv[2] ?? '', /--unshare-net/);
    assert.doesNotMatch(wrapped.argv[2] ?? '', /socat/, 'no bridge to a proxy is started');
    const { out } = await runArgv(wrapped.argv, offline.cwd);
    wrapped.finish();
    assert.match(out, /no-route/, out);
    assert.doesNotMatch(out, /REACHED/, out);
    assert.match(out, new RegExp(`runtime=1 tmp=${offline.tmp} proxy=none`), out);
    await offline.sandbox.close(); // the library is one per process

    // The control: with a host allowed, the library's proxy is there (a bridge, HTTPS_PROXY), and still no direct route.
    const proxied = await sandboxWith(['example.com']);
    const viaProxy = await proxied.sandbox.wrap(['/bin/bash', '-c', probe]);
    assert.ok(viaProxy);
    assert.match(viaProxy.argv[2] ?? '', /socat/);
    const { out: out2 } = await runArgv(viaProxy.argv, proxied.cwd);
    viaProxy.finish();
    assert.match(out2, /no-route/, out2);
    assert.match(out2, /runtime=1 tmp=\S+ proxy=http:\/\/\S+@localhost:3128/, out2);
  });
});
