import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { StdioTransport } from '../../src/mcp/transport-stdio.js';
import { NODE, tempDir } from './helpers.js';

/**
 * A server that, asked anything, closes its output and exits a moment later with code 3 and a line on stderr: the
 * order a loaded machine can give any crash (its output's end first, its exit and stderr some time after).
 */
const CLOSES_THEN_EXITS = [
  "process.stdin.once('data', () => {",
  "  require('node:fs').closeSync(1);",
  "  setTimeout(() => { process.stderr.write('dying on purpose\\n'); process.exit(3); }, 300);",
  '});',
].join('\n');

describe('stdio transport: a server that goes away', () => {
  it('a call pending when the server closes its output and then exits fails with the exit code, the stderr complete', async () => {
    const transport = await StdioTransport.start({ command: NODE, args: ['-e', CLOSES_THEN_EXITS], env: { PATH: process.env.PATH ?? '' }, cwd: tempDir() });
    try {
      const failure = await transport.request('tools/call', { name: 'x' }, { timeoutMs: 600_000 }).then(
        () => undefined,
        (error: unknown) => error,
      );
      // Failed when the process had exited and its pipes were drained (its 'close'), not at its output's end: the
      // error says why it is gone (it said "the server closed its output" when the exit came 100 ms after the end).
      assert.match(String((failure as Error | undefined)?.message), /the server process exited with code 3/);
      assert.match(transport.stderrTail(), /dying on purpose/);
    } finally {
      await transport.close();
    }
  });
});
