import { appendFileSync } from 'node:fs';
/**
 * A small MCP server for the tests, speaking 2026-07-28 (no initialize, `_meta` on every
 * request, `resultType`, -32022) over stdio or Streamable HTTP. `--mode legacy-strict`
 * makes it a handshake-only server that exits on any request before `initialize`, like
 * some servers in the wild.
 *
 *   node modern-mcp-server.js [--http PORT] [--versions 2026-07-28,…] [--mode modern|legacy-strict]
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';

type Json = Record<string, unknown>;
type Id = string | number;

export interface FakeOptions {
  versions?: string[];
  mode?: 'modern' | 'legacy-strict';
  /** Appends the name of every tool called to this file (tests check what reached the server). */
  callLog?: string;
}

const LONG_NAME = `a_tool_with_a_name_far_too_long_for_the_api_${'x'.repeat(40)}`;
const TOOLS: Json[] = [
  { name: 'echo', description: 'Echo the text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
  {
    name: 'add',
    description: 'Add two numbers.',
    inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } },
    annotations: { readOnlyHint: true },
  },
  { name: 'fail', description: 'Always fails.', inputSchema: { type: 'object' } },
  { name: 'slow', description: 'Answers after ms milliseconds.', inputSchema: { type: 'object', properties: { ms: { type: 'number' } } } },
  { name: 'crash', description: 'Exits the process (stdio).', inputSchema: { type: 'object' } },
  { name: 'needs_input', description: 'Asks the user a question.', inputSchema: { type: 'object' } },
  { name: 'busy', description: 'Sheds load once, then answers.', inputSchema: { type: 'object' } },
  { name: 'busy_forever', description: 'Always sheds load.', inputSchema: { type: 'object' } },
  { name: 'ask_client', description: 'Sends ping and roots/list to the client (stdio).', inputSchema: { type: 'object' } },
  { name: 'cancellations', description: 'Lists the request ids the client cancelled.', inputSchema: { type: 'object' } },
  { name: 'dotted.name/tool', description: 'A name with characters the API refuses.', inputSchema: { type: 'object' } },
  { name: LONG_NAME, description: 'A long name.', inputSchema: { type: 'object' } },
];
const PAGE = 4;

interface CallIo {
  ok(r: Json): void;
  err(code: number, message: string): void;
  onCrash(): void;
  /** Raw writer: on stdio it can also carry requests to the client. */
  reply(m: Json): void;
}

const text = (t: string): Json[] => [{ type: 'text', text: t }];

/** Protocol logic shared by both transports; `reply` may be called later (slow) or never (cancelled). */
export class FakeCore {
  readonly versions: string[];
  readonly mode: 'modern' | 'legacy-strict';
  readonly callLog: string | undefined;
  readonly cancelled: Id[] = [];
  private initialized = false;
  private readonly timers = new Map<Id, NodeJS.Timeout>();
  private readonly waiting = new Map<Id, (m: Json) => void>();

  constructor(opts: FakeOptions = {}) {
    this.versions = opts.versions ?? ['2026-07-28'];
    this.mode = opts.mode ?? 'modern';
    this.callLog = opts.callLog;
  }

  /** Returns false for a message that makes the server quit (legacy-strict). */
  handle(msg: Json, reply: (m: Json) => void, onCrash: () => void): boolean {
    const method = typeof msg.method === 'string' ? msg.method : '';
    const id = msg.id as Id | undefined;
    const params = (msg.params ?? {}) as Json;
    if (method === '' && id !== undefined) {
      this.waiting.get(id)?.(msg);
      return true;
    }
    if (method === '' && id !== undefined) {
      this.waiting.get(id)?.(msg);
      return true;
    }
    if (id === undefined) {
      if (method === 'notifications/cancelled') this.cancel(params.requestId as Id);
      if (method === 'notifications/initialized') this.initialized = true;
      return true;
    }
    const ok = (result: Json): void => reply({ jsonrpc: '2.0', id, result: this.mode === 'modern' ? { resultType: 'complete', ...result } : result });
    const err = (code: number, message: string, data?: unknown): void =>
      reply({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } });
    if (method === 'initialize') {
      this.initialized = true;
      const asked = String(params.protocolVersion);
      const version = ['2025-11-25', '2025-06-18', '2025-03-26'].includes(asked) ? asked : '2025-11-25';
      reply({ jsonrpc: '2.0', id, result: { protocolVersion: version, capabilities: { tools: {} }, serverInfo: { name: 'fake', version: '1.0.0' } } });
      return true;
    }
    if (method === 'ping') return (ok({}), true);
    if (this.mode === 'legacy-strict' && !this.initialized) return false;
    // After an initialize (a legacy client) requests come without _meta, as real v2 servers allow.
    if (this.mode === 'modern' && !this.initialized) {
      const meta = params._meta as Json | undefined;
      const version = meta?.['io.modelcontextprotocol/protocolVersion'];
      if (!meta || typeof version !== 'string' || typeof meta['io.modelcontextprotocol/clientCapabilities'] !== 'object') {
        return (err(-32602, 'Missing _meta with protocolVersion and clientCapabilities'), true);
      }
      if (!this.versions.includes(version)) return (err(-32022, 'Unsupported protocol version', { supported: this.versions, requested: version }), true);
    }
    switch (method) {
      case 'server/discover':
        if (this.mode !== 'modern') return (err(-32601, 'Method not found'), true);
        ok({
          supportedVersions: this.versions,
          capabilities: { tools: {} },
          instructions: 'A fake server for tests.',
          ttlMs: 60000,
          cacheScope: 'public',
          _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'fake-modern', version: '1.0.0' } },
        });
        return true;
      case 'tools/list': {
        const start = typeof params.cursor === 'string' ? Number(params.cursor) : 0;
        const next = start + PAGE < TOOLS.length ? { nextCursor: String(start + PAGE) } : {};
        ok({ tools: TOOLS.slice(start, start + PAGE), ttlMs: 0, cacheScope: 'public', ...next });
        return true;
      }
      case 'tools/call':
        if (this.callLog) appendFileSync(this.callLog, `${String(params.name)}\n`);
        this.call(id, String(params.name), (params.arguments ?? {}) as Json, params.requestState, { ok, err, onCrash, reply });
        return true;
      default:
        err(-32601, `Method not found: ${method}`);
        return true;
    }
  }

  cancel(id: Id): void {
    this.cancelled.push(id);
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  private call(id: Id, name: string, args: Json, state: unknown, io: CallIo): void {
    const { ok, err, onCrash } = io;
    const modern = this.mode === 'modern';
    switch (name) {
      case 'echo':
        return ok({ content: text(`echo: ${String(args.text)}`) });
      case 'add': {
        const sum = Number(args.a) + Number(args.b);
        return ok({ content: text(String(sum)), structuredContent: { sum } });
      }
      case 'fail':
        return ok({ content: text('deliberate failure'), isError: true });
      case 'slow':
        this.timers.set(
          id,
          setTimeout(() => ok({ content: text('slow done') }), Number(args.ms ?? 1000)),
        );
        return;
      case 'crash':
        process.stderr.write('crashing on purpose\n');
        return onCrash();
      case 'needs_input':
        if (!modern) return ok({ content: text('no input') });
        return ok({
          resultType: 'input_required',
          inputRequests: { q: { method: 'elicitation/create', params: { message: 'Which branch?', requestedSchema: { type: 'object' } } } },
        });
      case 'busy':
        if (state === 'round-1') return ok({ content: text('done after a retry') });
        return ok({ resultType: 'input_required', requestState: 'round-1' });
      case 'busy_forever':
        return ok({ resultType: 'input_required', requestState: `r-${Math.random()}` });
      case 'ask_client': {
        const got: Json[] = [];
        ['ping', 'roots/list'].forEach((m, i) => {
          const rid = `srv-${id}-${i}`;
          this.waiting.set(rid, (resp) => {
            got[i] = resp.error ? { method: m, error: (resp.error as Json).code } : { method: m, result: resp.result };
            if (got.filter(Boolean).length === 2) ok({ content: text(JSON.stringify(got)) });
          });
          io.reply({ jsonrpc: '2.0', id: rid, method: m, params: {} });
        });
        return;
      }
      case 'cancellations':
        return ok({ content: text(JSON.stringify(this.cancelled)) });
      case 'dotted.name/tool':
      case LONG_NAME:
        return ok({ content: text(`called ${name}`) });
      default:
        return err(-32602, `Unknown tool: ${name}`);
    }
  }
}

export function serveStdio(opts: FakeOptions): void {
  const core = new FakeCore(opts);
  const write = (m: Json): void => void process.stdout.write(`${JSON.stringify(m)}\n`);
  let buf = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    buf += chunk;
    for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
      const line = buf.slice(0, nl).trim();
      buf = buf.slice(nl + 1);
      if (!line) continue;
      const alive = core.handle(JSON.parse(line) as Json, write, () => process.exit(3));
      if (!alive) {
        process.stderr.write('request before initialize: exiting\n');
        process.exit(1);
      }
    }
  });
  // Closing stdin is how a client says goodbye.
  process.stdin.on('end', () => process.exit(0));
}

export interface FakeHttpServer {
  url: string;
  core: FakeCore;
  /** Headers of every POST, lower-cased, for assertions. */
  log: { method: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

function decodeHeader(v: string | undefined): string | undefined {
  const m = v === undefined ? null : /^=\?base64\?(.*)\?=$/.exec(v);
  return m ? Buffer.from(m[1] ?? '', 'base64').toString('utf8') : v;
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export function startFakeHttpServer(opts: FakeOptions & { port?: number } = {}): Promise<FakeHttpServer> {
  const core = new FakeCore(opts);
  const log: FakeHttpServer['log'] = [];
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const msg = JSON.parse(body) as Json;
      const method = String(msg.method ?? '');
      log.push({ method, headers: req.headers });
      const id = msg.id as Id | undefined;
      const params = (msg.params ?? {}) as Json;
      const meta = params._meta as Json | undefined;
      const fail = (code: number, message: string): void => send(res, 400, { jsonrpc: '2.0', id, error: { code, message } });
      if (meta && req.headers['mcp-protocol-version'] !== meta['io.modelcontextprotocol/protocolVersion'])
        return fail(-32020, 'MCP-Protocol-Version does not match _meta');
      if (meta && req.headers['mcp-method'] !== method) return fail(-32020, 'Mcp-Method does not match');
      if (meta && method === 'tools/call' && decodeHeader(req.headers['mcp-name'] as string | undefined) !== params.name) {
        return fail(-32020, 'Mcp-Name does not match');
      }
      if (id === undefined) {
        core.handle(
          msg,
          () => {},
          () => {},
        );
        return void res.writeHead(202).end();
      }
      const streaming = method === 'tools/call';
      let done = false;
      // A client closing the stream before the answer cancels the request.
      res.on('close', () => {
        if (!done) core.cancel(id);
      });
      const reply = (m: Json): void => {
        done = true;
        const error = m.error as Json | undefined;
        if (!streaming || error) {
          const status = error?.code === -32601 ? 404 : error?.code === -32022 ? 400 : 200;
          return send(res, status, m);
        }
        const progress = { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 't', progress: 1 } };
        res.end(`data: ${JSON.stringify(progress)}\n\ndata: ${JSON.stringify(m)}\n\n`);
      };
      if (streaming) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': keep-alive\n\n');
      }
      const alive = core.handle(msg, reply, () => res.destroy());
      if (!alive) res.destroy();
    });
  });
  return new Promise((resolve) => {
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/mcp`,
        core,
        log,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}

function parseArgs(argv: string[]): FakeOptions & { http?: number } {
  const out: FakeOptions & { http?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1] ?? ''];
    if (flag === '--http') out.http = Number(value);
    else if (flag === '--versions') out.versions = value.split(',');
    else if (flag === '--call-log') out.callLog = value;
    else if (flag === '--mode') out.mode = value === 'legacy-strict' ? 'legacy-strict' : 'modern';
    else continue;
    i++;
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2));
  if (args.http === undefined) serveStdio(args);
  else void startFakeHttpServer({ ...args, port: args.http }).then((s) => process.stdout.write(`listening ${s.url}\n`));
}
