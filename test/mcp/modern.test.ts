import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { startMcpServers, type McpStartResult } from '../../src/mcp/manager.js';
import { startFakeHttpServer, type FakeHttpServer } from '../support/modern-mcp-server.js';
import { callMissingTool, ctx, FAKE, NODE, offeredTool, startServersIn, tempDir } from './helpers.js';

function config(servers: Record<string, unknown>): string {
  return JSON.stringify({ mcpServers: servers });
}

/** The call timeout: ample for any call that answers on a loaded machine, so that only `slow` with `HANG_MS` reaches it. */
const CALL_TIMEOUT_MS = 5_000;
/** A `slow` call that answers only after the suite is over: a call that did not time out would hang the test. */
const HANG_MS = 600_000;

describe('2026-07-28 server over stdio', () => {
  let run: McpStartResult;
  const tmp = tempDir();

  before(async () => {
    run = await startServersIn(
      tmp,
      {
        modern: { command: NODE, args: [FAKE] },
        strict: { command: NODE, args: [FAKE, '--mode', 'legacy-strict'] },
        olderOnly: { command: NODE, args: [FAKE, '--versions', '2025-11-25'] },
      },
      // Every call of this suite has this long: only a call that hangs (`slow`) reaches it, however loaded the machine.
      { callTimeoutMs: CALL_TIMEOUT_MS, maxResultChars: 200, connectTimeoutMs: 10_000 },
    );
  });
  after(() => run.close());

  it('picks the generation each server speaks', () => {
    assert.deepEqual(run.errors, []);
    const byName = Object.fromEntries(run.servers.map((s) => [s.name, s]));
    assert.equal(byName.modern?.protocol, '2026-07-28');
    assert.equal(byName.modern?.instructions, 'A fake server for tests.');
    // Exits on a request before initialize: respawned and spoken to with the handshake.
    assert.equal(byName.strict?.status, 'connected');
    assert.equal(byName.strict?.protocol, '2025-11-25');
    // -32022 listing only an older version: the handshake with that version.
    assert.equal(byName.olderOnly?.protocol, '2025-11-25');
  });

  it('follows tools/list pages to the end and normalizes names', () => {
    assert.equal(run.servers.find((s) => s.name === 'modern')?.toolCount, 12);
    offeredTool(run, 'mcp__modern__dotted_name_tool');
    const long = run.tools.filter((t) => t.name.startsWith('mcp__modern__a_tool_with'));
    assert.equal(long.length, 1);
    assert.equal(long[0]?.name.length, 64);
    assert.deepEqual(run.toolTable.get('mcp__modern__dotted_name_tool'), { server: 'modern', tool: 'dotted.name/tool' });
    assert.deepEqual(run.toolTable.get('mcp__modern__add')?.annotations, { readOnlyHint: true });
    // A server's readOnlyHint never makes a tool run unchecked or concurrently.
    assert.equal(offeredTool(run, 'mcp__modern__add').readOnly, false);
  });

  it('calls tools and returns their text', async () => {
    const echo = offeredTool(run, 'mcp__modern__echo');
    assert.deepEqual(echo.inputSchema, { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] });
    assert.equal(echo.validate([]).ok, false);
    const r = await echo.execute({ text: 'hello' }, ctx());
    assert.equal(r.content, 'echo: hello');
    assert.equal(r.isError, false);
    assert.equal(r.details?.protocol, '2026-07-28');
    const add = await offeredTool(run, 'mcp__modern__add').execute({ a: 2, b: 3 }, ctx());
    assert.equal(add.content, '5');
    assert.deepEqual(add.details?.structuredContent, { sum: 5 });
    const dotted = await offeredTool(run, 'mcp__modern__dotted_name_tool').execute({}, ctx());
    assert.equal(dotted.content, 'called dotted.name/tool');
    const legacy = await offeredTool(run, 'mcp__strict__echo').execute({ text: 'old' }, ctx());
    assert.equal(legacy.content, 'echo: old');
  });

  it('tool errors and unknown tools come back as error results', async () => {
    const fail = await offeredTool(run, 'mcp__modern__fail').execute({}, ctx());
    assert.deepEqual([fail.isError, fail.content], [true, 'deliberate failure']);
    const r = await callMissingTool('solo', [FAKE], tmp, 10_000);
    assert.equal(r.isError, true);
    assert.match(r.content, /Unknown tool: ghost \(code -32602\)/);
  });

  it('answers server-to-client requests: ping with {}, anything else with -32601', async () => {
    const r = await offeredTool(run, 'mcp__strict__ask_client').execute({}, ctx());
    assert.deepEqual(JSON.parse(r.content), [
      { method: 'ping', result: {} },
      { method: 'roots/list', error: -32601 },
    ]);
  });

  it('input_required: retries a requestState-only answer, refuses interactive input', async () => {
    const busy = await offeredTool(run, 'mcp__modern__busy').execute({}, ctx());
    assert.deepEqual([busy.isError, busy.content], [false, 'done after a retry']);
    const ask = await offeredTool(run, 'mcp__modern__needs_input').execute({}, ctx());
    assert.equal(ask.isError, true);
    assert.match(ask.content, /needs interactive input \(elicitation\/create\)/);
    const forever = await offeredTool(run, 'mcp__modern__busy_forever').execute({}, ctx());
    assert.equal(forever.isError, true);
    assert.match(forever.content, /never completed/);
  });

  it('a call past its timeout is an error and is cancelled with notifications/cancelled', async () => {
    const slow = await offeredTool(run, 'mcp__modern__slow').execute({ ms: HANG_MS }, ctx());
    assert.equal(slow.isError, true);
    assert.match(slow.content, /did not answer within/);
    const seen = await offeredTool(run, 'mcp__modern__cancellations').execute({}, ctx());
    assert.equal((JSON.parse(seen.content) as unknown[]).length, 1);
  });

  it('a run cancellation aborts the call', async () => {
    const ac = new AbortController();
    const pending = offeredTool(run, 'mcp__modern__slow').execute({ ms: HANG_MS }, ctx(ac.signal));
    // Whenever the abort comes (before or after the request went out), the hanging call ends cancelled.
    setImmediate(() => ac.abort());
    const r = await pending;
    assert.equal(r.isError, true);
    assert.match(r.content, /was cancelled/);
  });

  it('caps long results and keeps the full text in the temp folder', async () => {
    const r = await offeredTool(run, 'mcp__modern__echo').execute({ text: 'z'.repeat(1000) }, ctx());
    assert.equal(r.isError, false);
    assert.equal(r.details?.truncated, true);
    // The tools' spill path: the context manager later elides the result to a stub naming this file.
    assert.match(r.content, /Output too large to show in full .* saved to \//);
    assert.ok(r.content.length < 1000, 'only a preview reaches the model');
    const saved = String(r.details?.savedTo);
    assert.ok(r.content.includes(saved));
    assert.ok(existsSync(saved));
    assert.equal(readFileSync(saved, 'utf8'), `echo: ${'z'.repeat(1000)}`);
  });

  it('a server that exits mid-call gives an error, is restarted once, then is given up', async () => {
    const crash = offeredTool(run, 'mcp__modern__crash');
    const echo = offeredTool(run, 'mcp__modern__echo');
    const first = await crash.execute({}, ctx());
    assert.equal(first.isError, true);
    assert.match(first.content, /stopped during the call \(the server process exited with code 3; stderr: crashing on purpose\)/);
    assert.equal((await echo.execute({ text: 'back' }, ctx())).content, 'echo: back');
    const second = await crash.execute({}, ctx());
    assert.match(second.content, /crashed again after its restart/);
    const dead = await echo.execute({ text: 'x' }, ctx());
    assert.equal(dead.isError, true);
    assert.match(dead.content, /unavailable for the rest of the run/);
  });
});

describe('2026-07-28 server over Streamable HTTP', () => {
  let fake: FakeHttpServer;
  let run: McpStartResult;
  const tmp = tempDir();

  before(async () => {
    fake = await startFakeHttpServer();
    run = await startMcpServers({
      cwd: tmp,
      tempDir: tmp,
      env: { ...process.env, FAKE_URL: fake.url },
      callTimeoutMs: CALL_TIMEOUT_MS,
      connectTimeoutMs: 10_000,
      // A future version first: -32022 names 2026-07-28 and the client retries with it.
      modernVersions: ['2099-01-01', '2026-07-28'],
      configFileText: config({ web: { type: 'http', url: '${FAKE_URL}', headers: { 'X-Team': 'ci' } } }),
    });
  });
  after(async () => {
    await run.close();
    await fake.close();
  });

  it('negotiates 2026-07-28 after a -32022 and sends the modern headers, never a session', async () => {
    assert.deepEqual(run.errors, []);
    assert.equal(run.servers[0]?.protocol, '2026-07-28');
    const r = await offeredTool(run, 'mcp__web__echo').execute({ text: 'over http' }, ctx());
    assert.deepEqual([r.isError, r.content], [false, 'echo: over http']);
    const dotted = await offeredTool(run, 'mcp__web__dotted_name_tool').execute({}, ctx());
    assert.equal(dotted.content, 'called dotted.name/tool');
    const discover = fake.log.filter((l) => l.method === 'server/discover').map((l) => l.headers['mcp-protocol-version']);
    assert.deepEqual(discover, ['2099-01-01', '2026-07-28']);
    const call = fake.log.find((l) => l.method === 'tools/call');
    assert.equal(call?.headers['mcp-method'], 'tools/call');
    assert.equal(call?.headers['mcp-name'], 'echo');
    assert.equal(call?.headers['x-team'], 'ci');
    assert.equal(call?.headers.accept, 'application/json, text/event-stream');
    assert.ok(fake.log.every((l) => l.headers['mcp-session-id'] === undefined));
    assert.ok(fake.log.every((l) => l.method !== 'initialize'));
  });

  it('errors, input_required and timeouts behave as over stdio; a timeout closes the stream', async () => {
    assert.equal((await offeredTool(run, 'mcp__web__fail').execute({}, ctx())).isError, true);
    assert.equal((await offeredTool(run, 'mcp__web__busy').execute({}, ctx())).content, 'done after a retry');
    const slow = await offeredTool(run, 'mcp__web__slow').execute({ ms: HANG_MS }, ctx());
    assert.match(slow.content, /did not answer within/);
    // The notification is on its way when the call returns: its arrival is polled for (the bound only ends a hang).
    for (let i = 0; i < 1500 && fake.core.cancelled.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(fake.core.cancelled.length, 1);
  });
});
