/**
 * A language server that dies while it starts is reported by its exit code and stderr, whichever the machine notices
 * first: the write of `initialize` to its closed stdin (EPIPE) or its exit. Found by a CI run beside another suite:
 * the broken server's warning said `write EPIPE` instead of naming the server. Control: the server here closes its
 * stdin at once and exits a second later, so the write fails first, as on a loaded machine; the build before said
 * `write EPIPE`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { LspServer } from '../../src/lsp/server.js';

test('a server that closes its stdin and exits during initialize is reported by its exit, not by the failed write', async (t) => {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'lsp-exit-'));
  t.after(() => rmSync(cwd, { recursive: true, force: true }));
  const server = new LspServer(
    {
      name: 'plugin:kit:dying',
      source: 'test',
      command: 'sh',
      args: ['-c', 'exec 0<&-; sleep 1; echo "config missing" >&2; exit 3'],
      extensionToLanguage: { '.cfg': 'ini' },
      env: {},
    },
    // A grace far above the server's second, so only a hang could outlast it.
    { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, closeGraceMs: 60_000 },
  );
  await assert.rejects(
    server.ensureStarted(),
    /^Error: LSP server 'plugin:kit:dying' (exited \(code 3\) during initialization: |crashed with exit code 3; stderr: )config missing$/,
  );
});
