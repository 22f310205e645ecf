/**
 * Under `sandbox: auto` the machine check and its fixes run once the first model request is on its way, when an agent
 * tool may already have written files. A PATH that reaches into the workspace (a step that added node_modules/.bin to
 * GITHUB_PATH) must not let a file written then be started as bwrap or sudo, outside any sandbox: the real host ops look
 * their programs up when they are made (before the request), and a program missing then only in the system's folders.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { realHostOps } from '../../src/sandbox/host.js';

describe('the real host ops: programs looked up once, before any agent tool runs', { skip: process.platform !== 'linux' ? 'Linux host checks' : false }, () => {
  it('a sudo or apparmor_parser planted on PATH after the lookup is never started', async () => {
    const planted = mkdtempSync(path.join(os.tmpdir(), 'planted-path-'));
    const marker = path.join(planted, 'ran');
    const saved = process.env.PATH;
    process.env.PATH = `${planted}:${saved ?? '/usr/bin:/bin'}`;
    try {
      const ops = realHostOps();
      const early = { sudo: ops.which('sudo'), parser: ops.which('apparmor_parser') };
      for (const name of ['sudo', 'apparmor_parser', 'bwrap']) {
        writeFileSync(path.join(planted, name), `#!/bin/sh\necho "$0" >> ${marker}\n`, { mode: 0o755 });
      }
      assert.equal(ops.which('sudo'), early.sudo, 'sudo is the one found before');
      assert.equal(ops.which('apparmor_parser'), early.parser);
      for (const name of ['sudo', 'apparmor_parser', 'bwrap']) {
        const found = ops.which(name);
        assert.ok(found === null || !found.startsWith(planted), `${name}: ${found}`);
        await ops.run(name, ['-n', 'true']);
      }
      assert.equal(existsSync(marker), false, 'no planted program ran');
      // A program the first look did not name is found on PATH as usual (rg, for a log line).
      writeFileSync(path.join(planted, 'rg'), '#!/bin/sh\n', { mode: 0o755 });
      assert.equal(ops.which('rg'), path.join(planted, 'rg'));
    } finally {
      process.env.PATH = saved;
    }
  });
});
