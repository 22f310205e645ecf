import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startMcpServers, type McpStartResult } from '../../src/mcp/manager.js';
import {
  callMissingTool,
  ctx,
  EVERYTHING,
  FAKE,
  FILESYSTEM,
  freePort,
  NODE,
  offeredTool,
  processesWith,
  startEverythingHttp,
  stop,
  tempDir,
} from './helpers.js';
import { untilEmpty } from '../support/until-empty.js';

const secrets = { ANTHROPIC_API_KEY: 'sk-ant-do-not-leak', GITHUB_TOKEN: 'ghs_do_not_leak', ACTIONS_RUNTIME_TOKEN: 'rt_do_not_leak' };

describe('real servers over stdio: server-everything and server-filesystem', () => {
  // A unique folder in every server's command line finds them in the process table.
  const marker = realpathSync(tempDir('mcp-marker-'));
  let run: McpStartResult;
  let closedCleanly = false;

  before(async () => {
    writeFileSync(join(marker, 'hello.txt'), 'hello from disk\n');
    run = await startMcpServers({
      cwd: marker,
      tempDir: marker,
      env: { ...process.env, ...secrets, SERVICE_URL: 'http://127.0.0.1:9' },
      connectTimeoutMs: 15_000,
      closeGraceMs: 1000,
      configFileText: JSON.stringify({
        mcpServers: {
          everything: { command: NODE, args: [EVERYTHING, 'stdio', marker], env: { CONFIGURED: 'yes', SERVICE: '${SERVICE_URL}' } },
          filesystem: { command: NODE, args: [FILESYSTEM, marker] },
          broken: { command: NODE, args: ['-e', 'console.error("boom: missing config"); process.exit(2)', marker] },
          missing: { command: 'definitely-not-a-command-xyz' },
          needsVar: { command: NODE, args: [FAKE], env: { DB_URL: '${DB_URL_NOT_SET}' } },
        },
      }),
    });
  });
  after(async () => {
    if (!closedCleanly) await run.close();
  });

  it('both speak the handshake generation; failures are listed and do not stop the others', () => {
    const byName = Object.fromEntries(run.servers.map((s) => [s.name, s]));
    assert.equal(byName.everything?.status, 'connected');
    assert.equal(byName.everything?.protocol, '2025-11-25');
    assert.equal(byName.filesystem?.status, 'connected');
    assert.equal(byName.filesystem?.protocol, '2025-11-25');
    assert.equal(byName.broken?.status, 'failed');
    assert.match(byName.broken?.error ?? '', /exited with code 2; stderr: boom: missing config/);
    assert.match(byName.missing?.error ?? '', /could not start `definitely-not-a-command-xyz`: .*ENOENT/);
    assert.equal(byName.needsVar?.status, 'failed');
    assert.match(byName.needsVar?.error ?? '', /\.mcp\.json: server 'needsVar': env\.DB_URL: \$\{DB_URL_NOT_SET\} is not set/);
    assert.equal(run.errors.length, 3);
  });

  it("everything's echo returns its text", async () => {
    const r = await offeredTool(run, 'mcp__everything__echo').execute({ message: 'hello' }, ctx());
    assert.deepEqual([r.isError, r.content], [false, 'Echo: hello']);
  });

  it('tool errors and unknown tools are error results', async () => {
    const bad = await offeredTool(run, 'mcp__everything__echo').execute({}, ctx());
    assert.equal(bad.isError, true);
    const missing = await offeredTool(run, 'mcp__filesystem__read_text_file').execute({ path: join(marker, 'nope.txt') }, ctx());
    assert.equal(missing.isError, true);
    assert.match(missing.content, /ENOENT|no such file/i);
    const ok = await offeredTool(run, 'mcp__filesystem__read_text_file').execute({ path: join(marker, 'hello.txt') }, ctx());
    assert.deepEqual([ok.isError, ok.content], [false, 'hello from disk\n']);

    const r = await callMissingTool('e2', [EVERYTHING, 'stdio', marker], marker, 15_000);
    assert.equal(r.isError, true);
    assert.match(r.content, /ghost/);
  });

  it('declares no roots: server-filesystem keeps the folders it was given', async () => {
    const r = await offeredTool(run, 'mcp__filesystem__list_allowed_directories').execute({}, ctx());
    assert.match(r.content, new RegExp(marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  it("servers see PATH, HOME and their configured env, never the runner's credentials", async () => {
    const r = await offeredTool(run, 'mcp__everything__get-env').execute({}, ctx());
    const env = JSON.parse(r.content) as Record<string, string>;
    assert.equal(env.CONFIGURED, 'yes');
    assert.equal(env.SERVICE, 'http://127.0.0.1:9');
    assert.equal(env.PATH, process.env.PATH);
    for (const [name, value] of Object.entries(secrets)) {
      assert.equal(name in env, false, `${name} leaked`);
      assert.ok(!r.content.includes(value));
    }
    assert.ok(
      Object.keys(env).every((k) => ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TMPDIR', 'TZ', 'CONFIGURED', 'SERVICE'].includes(k)),
      Object.keys(env).join(','),
    );
  });

  it('after close() no server process is left', async () => {
    assert.ok(processesWith(marker).length >= 2, 'servers are running before close');
    await run.close();
    closedCleanly = true;
    // Killed processes go when a loaded machine gets to them: waited for (the bound only ends a hang).
    assert.deepEqual(await untilEmpty(() => processesWith(marker), 10_000, 50), []);
    const after = await offeredTool(run, 'mcp__everything__echo').execute({ message: 'late' }, ctx());
    assert.equal(after.isError, true);
    assert.match(after.content, /shut down/);
  });
});

describe('server-everything over Streamable HTTP', () => {
  let port: number;
  let server: ChildProcess;
  let run: McpStartResult;
  const tmp = tempDir();

  before(async () => {
    port = await freePort();
    server = await startEverythingHttp(port);
    run = await startMcpServers({
      cwd: tmp,
      tempDir: tmp,
      env: process.env,
      connectTimeoutMs: 15_000,
      configInput: JSON.stringify({ mcpServers: { everything: { type: 'http', url: `http://127.0.0.1:${port}/mcp` } } }),
    });
  });
  after(async () => {
    await run.close();
    await stop(server);
  });

  it('falls back to initialize with a session, and echo works', async () => {
    assert.deepEqual(run.errors, []);
    assert.equal(run.servers[0]?.protocol, '2025-11-25');
    assert.equal(run.servers[0]?.transport, 'http');
    const r = await offeredTool(run, 'mcp__everything__echo').execute({ message: 'via http' }, ctx());
    assert.deepEqual([r.isError, r.content], [false, 'Echo: via http']);
  });

  it('re-initializes once when the server forgot the session', async () => {
    await stop(server);
    server = await startEverythingHttp(port);
    const r = await offeredTool(run, 'mcp__everything__echo').execute({ message: 'new session' }, ctx());
    assert.deepEqual([r.isError, r.content], [false, 'Echo: new session']);
  });
});

describe('name collisions between servers', () => {
  it('are an error at start, and neither tool is exposed', async () => {
    const tmp = tempDir();
    const run = await startMcpServers({
      cwd: tmp,
      tempDir: tmp,
      env: process.env,
      configFileText: JSON.stringify({ mcpServers: { 'a.b': { command: NODE, args: [FAKE] }, a_b: { command: NODE, args: [FAKE] } } }),
    });
    try {
      assert.equal(run.servers.filter((s) => s.status === 'connected').length, 2);
      assert.equal(run.tools.length, 0);
      assert.equal(run.errors.length, 12);
      assert.match(run.errors.join('\n'), /'echo' of server 'a\.b', 'echo' of server 'a_b' all become mcp__a_b__echo/);
    } finally {
      await run.close();
    }
  });
});

describe('failing servers', () => {
  it('a server that ignores stdin and SIGTERM is killed with its whole group; an unreachable URL is reported', async () => {
    const marker = realpathSync(tempDir('mcp-stubborn-'));
    // Not MCP at all: never answers, ignores SIGTERM, and leaves a grandchild in its group.
    const script = [
      "process.on('SIGTERM', () => {});",
      "require('node:child_process').spawn(process.execPath, ['-e', 'process.on(\\'SIGTERM\\', () => {}); setInterval(() => {}, 1000)', process.argv[1]], { stdio: 'ignore' });",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const port = await freePort();
    const run = await startMcpServers({
      cwd: marker,
      tempDir: marker,
      env: process.env,
      connectTimeoutMs: 1500,
      closeGraceMs: 200,
      configFileText: JSON.stringify({
        mcpServers: {
          stubborn: { command: NODE, args: ['-e', script, marker] },
          gone: { type: 'http', url: `http://127.0.0.1:${port}/mcp` },
        },
      }),
    });
    try {
      const byName = Object.fromEntries(run.servers.map((s) => [s.name, s]));
      assert.equal(byName.stubborn?.status, 'failed');
      assert.match(byName.stubborn?.error ?? '', /no answer within/);
      assert.match(byName.gone?.error ?? '', /could not reach http:\/\/127\.0\.0\.1:\d+\/mcp: .*ECONNREFUSED/);
      // 'no answer within' above is the fact that the connect timeout, not the server, ended the wait.
      assert.deepEqual(await untilEmpty(() => processesWith(marker), 10_000, 50), []);
    } finally {
      await run.close();
    }
  });
});
