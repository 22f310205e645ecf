import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { freePort } from '../mcp/helpers.js';
import path from 'node:path';
import { describe, it } from 'node:test';
import { makeRepo, NODE24, PROJECT_ROOT, runAction } from './harness.js';
import { toolUse } from '../support/scripted-turns.js';
import { modelsClosedAfter } from '../support/models-closed-after.js';
import { untilEmpty } from '../support/until-empty.js';

const EVERYTHING = path.join(PROJECT_ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');

/** A repository's `.mcp.json` server, started, used under permission rules, and gone after the run. */
describe('MCP end to end', () => {
  const startModel = modelsClosedAfter();

  it('an allowed MCP tool answers, a denied one never reaches the server, and no server outlives the run', async () => {
    const model = await startModel([
      toolUse('mcp__everything__echo', { message: 'hello from the model' }),
      toolUse('mcp__everything__get-env', {}),
      { content: [{ type: 'text', text: 'done' }] },
    ]);
    const marker = `mcp-e2e-${process.pid}-${Date.now()}`;
    const workspace = makeRepo({
      'README.md': '# x\n',
      '.mcp.json': JSON.stringify({ mcpServers: { everything: { command: NODE24, args: [EVERYTHING, 'stdio', marker] } } }),
    });
    const run = await runAction({
      workspace,
      inputs: { prompt: 'use the server', allowed_tools: 'mcp__everything__echo' },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 0, run.stdout);

    const init = run.transcript[0] ?? {};
    assert.deepEqual(init.mcp_servers, [{ name: 'everything', status: 'connected' }]);
    assert.ok((init.tools as string[]).includes('mcp__everything__echo'));
    const second = JSON.stringify(model.requests[1]?.body);
    assert.match(second, /Echo: hello from the model/);
    const third = JSON.stringify(model.requests[2]?.body);
    assert.match(third, /"is_error":true/);
    assert.match(third, /mcp__everything__get-env/);
    const result = run.transcript.at(-1) ?? {};
    assert.equal((result.permission_denials as { tool_name: string }[])[0]?.tool_name, 'mcp__everything__get-env');

    // Killed processes go when a loaded machine gets to them: waited for (the bound only ends a hang).
    const left = await untilEmpty(
      () =>
        execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
          .split('\n')
          .filter((line) => line.includes(marker)),
      10_000,
      50,
    );
    assert.deepEqual(left, [], 'no MCP server process left behind');
  });

  it('a tool denied under dontAsk never reaches the server (2026-07-28 server, call log)', async () => {
    const model = await startModel([
      toolUse('mcp__modern__add', { a: 1, b: 2 }),
      toolUse('mcp__modern__echo', { text: 'allowed' }),
      { content: [{ type: 'text', text: 'done' }] },
    ]);
    const { mkdtempSync } = await import('node:fs');
    const os = await import('node:os');
    const callLog = path.join(mkdtempSync(path.join(os.tmpdir(), 'mcp-call-log-')), 'calls.txt');
    const server = path.join(PROJECT_ROOT, 'build/test/support/modern-mcp-server.js');
    const workspace = makeRepo({
      'README.md': '# x\n',
      '.mcp.json': JSON.stringify({ mcpServers: { modern: { command: NODE24, args: [server, '--call-log', callLog] } } }),
    });
    // The server runs in the tool sandbox: the log's folder, outside the workspace, must be allowed.
    const settings = JSON.stringify({ sandbox: { filesystem: { allowWrite: [path.dirname(callLog)] } } });
    const run = await runAction({
      workspace,
      inputs: { prompt: 'use it', allowed_tools: 'mcp__modern__echo', settings },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.match(JSON.stringify(model.requests[1]?.body), /"is_error":true/);
    const { readFileSync } = await import('node:fs');
    assert.equal(readFileSync(callLog, 'utf8'), 'echo\n', 'only the allowed tool was called');
  });

  it('a legacy "type": "sse" server: its prompt runs as /mcp__everything__args-prompt and a resource is read (bundled dist)', async (t) => {
    const port = await freePort();
    const child = spawn(NODE24, [EVERYTHING, 'sse'], { env: { PATH: process.env.PATH ?? '', PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
    t.after(() => child.kill('SIGKILL'));
    await new Promise<void>((resolve, reject) => {
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => chunk.includes('running on port') && resolve());
      child.once('exit', () => reject(new Error('server-everything (sse) exited')));
    });
    const model = await startModel([
      toolUse('ReadMcpResourceTool', { server: 'everything', uri: 'demo://resource/dynamic/text/3' }),
      { content: [{ type: 'text', text: 'done' }] },
    ]);
    const workspace = makeRepo({
      'README.md': '# x\n',
      '.mcp.json': JSON.stringify({ mcpServers: { everything: { type: 'sse', url: `http://127.0.0.1:${port}/sse` } } }),
    });
    const run = await runAction({ workspace, inputs: { prompt: '/mcp__everything__args-prompt Lyon' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    const init = run.transcript[0] ?? {};
    assert.deepEqual(init.mcp_servers, [{ name: 'everything', status: 'connected' }]);
    assert.ok((init.slash_commands as string[]).includes('mcp__everything__args-prompt'));
    const first = JSON.stringify(model.requests[0]?.body.messages);
    assert.match(first, /What's weather in Lyon\?/);
    assert.match(JSON.stringify(model.requests[1]?.body), /demo:\/\/resource\/dynamic\/text\/3/);
  });
});
