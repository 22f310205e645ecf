/**
 * What the conformance suite does not cover: how the client reads a probe that is not a
 * protocol answer, the handshake generation's GET stream, and servers that send too much.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { startMcpServers } from '../../src/mcp/manager.js';
import { parseMcpConfig } from '../../src/mcp/config.js';
import { ctx, NODE, tempDir } from './helpers.js';

type Handler = (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown> | undefined) => void;

async function serve(handler: Handler): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (text += c));
    req.on('end', () => handler(req, res, text ? (JSON.parse(text) as Record<string, unknown>) : undefined));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}/mcp`, server };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function start(url: string, extra: Record<string, unknown> = {}, opts: { connectTimeoutMs?: number; maxMessageBytes?: number } = {}) {
  const tmp = tempDir();
  return startMcpServers({
    cwd: tmp,
    tempDir: tmp,
    env: { PATH: process.env.PATH ?? '' },
    connectTimeoutMs: opts.connectTimeoutMs ?? 6000,
    callTimeoutMs: 4000,
    ...(opts.maxMessageBytes === undefined ? {} : { maxMessageBytes: opts.maxMessageBytes }),
    configFileText: JSON.stringify({ mcpServers: { s: { type: 'http', url, ...extra } } }),
  });
}

const servers: Server[] = [];
after(() => {
  for (const s of servers) s.closeAllConnections();
  for (const s of servers) s.close();
});

describe('the server/discover probe', () => {
  for (const [status, expect] of [
    [503, /server\/discover probe failed: HTTP 503/],
    [401, /server\/discover probe failed: HTTP 401 .*headers.*oauth/],
    [403, /server\/discover probe failed: HTTP 403/],
  ] as const) {
    it(`reads HTTP ${status} as an error naming the probe, without trying initialize`, async () => {
      const methods: unknown[] = [];
      const { url, server } = await serve((_req, res, body) => {
        methods.push(body?.method);
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end('nope');
      });
      servers.push(server);
      const run = await start(url);
      await run.close();
      assert.equal(run.servers[0]?.status, 'failed');
      assert.match(run.servers[0]?.error ?? '', expect);
      assert.deepEqual(methods, ['server/discover']);
    });
  }

  it('reads a silent server as a timeout of the probe, not as a legacy server', async () => {
    const methods: unknown[] = [];
    const { url, server } = await serve((_req, _res, body) => {
      methods.push(body?.method); // never answers
    });
    servers.push(server);
    const run = await start(url, {}, { connectTimeoutMs: 3000 });
    await run.close();
    assert.match(run.servers[0]?.error ?? '', /server\/discover probe failed: server\/discover got no answer within 1000 ms/);
    assert.deepEqual(methods, ['server/discover']);
  });

  it('reads an unreachable server as a network error of the probe', async () => {
    const { url, server } = await serve(() => {});
    server.close();
    const run = await start(url);
    await run.close();
    assert.match(run.servers[0]?.error ?? '', /server\/discover probe failed: could not reach/);
  });
});

describe("the handshake generation's GET stream", () => {
  it('answers ping with {} and unsupported requests with an error, and the call does not wait on it', async () => {
    let stream: ServerResponse | undefined;
    const answers = new Map<unknown, unknown>();
    let pendingCall: { res: ServerResponse; id: unknown } | undefined;
    const { url, server } = await serve((req, res, body) => {
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': open\n\n');
        stream = res;
        return;
      }
      if (req.method === 'DELETE') return json(res, 200, {});
      const method = body?.method;
      if (method === 'server/discover') return json(res, 400, { jsonrpc: '2.0', id: body?.id, error: { code: -32601, message: 'Method not found' } });
      if (method === 'initialize') {
        res.setHeader('mcp-session-id', 'sess-1');
        return json(res, 200, {
          jsonrpc: '2.0',
          id: body?.id,
          result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'old', version: '1' } },
        });
      }
      if (method === 'tools/list')
        return json(res, 200, { jsonrpc: '2.0', id: body?.id, result: { tools: [{ name: 'ask', inputSchema: { type: 'object' } }] } });
      if (method === 'tools/call') {
        // Answered only once the client has answered the server's own requests on the GET stream.
        pendingCall = { res, id: body?.id };
        stream?.write(`data: ${JSON.stringify({ jsonrpc: '2.0', id: 'srv-ping', method: 'ping' })}\n\n`);
        stream?.write(`data: ${JSON.stringify({ jsonrpc: '2.0', id: 'srv-roots', method: 'roots/list' })}\n\n`);
        return;
      }
      if (body && 'id' in body && !('method' in body)) {
        answers.set(body.id, 'result' in body ? body.result : body.error);
        res.writeHead(202).end();
        if (answers.has('srv-ping') && answers.has('srv-roots') && pendingCall) {
          json(pendingCall.res, 200, { jsonrpc: '2.0', id: pendingCall.id, result: { content: [{ type: 'text', text: 'heard you' }] } });
        }
        return;
      }
      res.writeHead(202).end();
    });
    servers.push(server);
    const run = await start(url);
    try {
      assert.equal(run.servers[0]?.protocol, '2025-11-25');
      const tool = run.tools.find((t) => t.name === 'mcp__s__ask');
      assert.ok(tool);
      const r = await tool.execute({}, ctx());
      assert.equal(r.content, 'heard you');
      assert.deepEqual(answers.get('srv-ping'), {});
      assert.equal((answers.get('srv-roots') as { code: number }).code, -32601);
    } finally {
      await run.close();
    }
  });
});

describe('one message is capped', () => {
  it('over Streamable HTTP: an endless SSE line fails the call naming the server and the limit', async () => {
    const { url, server } = await serve((req, res, body) => {
      const method = body?.method;
      if (req.method !== 'POST') return json(res, 405, {});
      if (method === 'server/discover') {
        return json(res, 200, { jsonrpc: '2.0', id: body?.id, result: { supportedVersions: ['2026-07-28'], capabilities: { tools: {} } } });
      }
      if (method === 'tools/list')
        return json(res, 200, { jsonrpc: '2.0', id: body?.id, result: { tools: [{ name: 'flood', inputSchema: { type: 'object' } }] } });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = `data: ${'x'.repeat(64 * 1024)}`;
      const pump = (): void => {
        while (!res.destroyed && res.write(chunk.slice(6)));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.write(chunk);
      pump();
    });
    servers.push(server);
    const run = await start(url, {}, { maxMessageBytes: 1024 * 1024 });
    try {
      const r = await run.tools[0]?.execute({}, ctx());
      assert.equal(r?.isError, true);
      assert.match(String(r?.content), /MCP server 's' sent a message larger than 1 MiB/);
    } finally {
      await run.close();
    }
  });

  it('over stdio: an endless line fails the pending call, and the server still answers later lines', async () => {
    const script = `
      const rl = require('node:readline').createInterface({ input: process.stdin });
      const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
      rl.on('line', (l) => {
        const m = JSON.parse(l);
        if (m.id === undefined) return;
        if (m.method === 'server/discover') return send({ jsonrpc: '2.0', id: m.id, result: { supportedVersions: ['2026-07-28'], capabilities: { tools: {} } } });
        if (m.method === 'tools/list') return send({ jsonrpc: '2.0', id: m.id, result: { tools: [{ name: 'flood', inputSchema: { type: 'object' } }, { name: 'small', inputSchema: { type: 'object' } }] } });
        if (m.params.name === 'small') return send({ jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: 'ok' }] } });
        process.stdout.write('{"jsonrpc":"2.0","id":' + m.id + ',"result":{"content":[{"type":"text","text":"' + 'y'.repeat(3 * 1024 * 1024) + '"}]}}\\n');
      });`;
    const tmp = tempDir();
    const run = await startMcpServers({
      cwd: tmp,
      tempDir: tmp,
      env: { PATH: process.env.PATH ?? '' },
      connectTimeoutMs: 6000,
      callTimeoutMs: 4000,
      maxMessageBytes: 1024 * 1024,
      configFileText: JSON.stringify({ mcpServers: { big: { command: NODE, args: ['-e', script] } } }),
    });
    try {
      const flood = run.tools.find((t) => t.name === 'mcp__big__flood');
      const small = run.tools.find((t) => t.name === 'mcp__big__small');
      const r = await flood?.execute({}, ctx());
      assert.equal(r?.isError, true);
      assert.match(String(r?.content), /MCP server 'big' sent a message larger than 1 MiB/);
      assert.equal((await small?.execute({}, ctx()))?.content, 'ok');
    } finally {
      await run.close();
    }
  });
});

describe('headless authorization in .mcp.json', () => {
  const cwd = tempDir();
  const env = { PATH: '/bin', MY_MCP_TOKEN: 'tok-123', GITHUB_TOKEN: 'ghs_runner', MCP_CLIENT_SECRET: 's3cret' };
  const parse = (entry: Record<string, unknown>) =>
    parseMcpConfig({ cwd, env, fileText: JSON.stringify({ mcpServers: { s: { type: 'http', url: 'https://mcp.example/mcp', ...entry } } }) });

  it('expands a secret-looking variable into an HTTP server header, which reaches no process', () => {
    const p = parse({ headers: { Authorization: 'Bearer ${MY_MCP_TOKEN}' } });
    assert.deepEqual(p.failed, []);
    assert.deepEqual(p.servers[0]?.type === 'http' && p.servers[0].headers, { Authorization: 'Bearer tok-123' });
  });

  it("refuses the runner's own credentials unless pass_env names them", () => {
    const p = parse({ headers: { Authorization: 'Bearer ${GITHUB_TOKEN}' } });
    assert.match(p.failed[0]?.error ?? '', /\.mcp\.json: server 's': headers\.Authorization: \$\{GITHUB_TOKEN\} is a credential/);
  });

  it('takes Claude Code oauth fields plus a secret for the client-credentials grant', () => {
    const p = parse({ oauth: { clientId: 'ci-bot', clientSecret: '${MCP_CLIENT_SECRET}', scopes: 'read' } });
    assert.deepEqual(p.servers[0]?.type === 'http' && p.servers[0].oauth, { clientId: 'ci-bot', clientSecret: 's3cret', scopes: 'read' });
  });

  it("refuses Claude Code's headersHelper with the alternatives", () => {
    const p = parse({ headersHelper: './get-token.sh' });
    assert.match(p.failed[0]?.error ?? '', /headersHelper is not supported in CI; put the token in headers/);
  });

  it('explains that an interactive OAuth entry cannot work in CI', () => {
    const p = parse({ oauth: { clientId: 'app', callbackPort: 8080 } });
    assert.match(p.failed[0]?.error ?? '', /oauth without clientSecret, privateKey or assertion means an interactive browser login/);
  });
});
