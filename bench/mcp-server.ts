/**
 * An MCP server with one tool, `big`, whose text result is `bytes` long: over stdio (one
 * newline-delimited message) or Streamable HTTP (one SSE event, written in 1 MiB slices).
 * It answers both generations' openings (server/discover and initialize) so the runner's
 * client and the SDK's can both talk to it.
 *
 *   node build/bench/mcp-server.js stdio
 *   node build/bench/mcp-server.js http     prints "listening <port>" on stdout
 */
import { createServer, type ServerResponse } from 'node:http';
import { createInterface } from 'node:readline';

type Msg = { jsonrpc: '2.0'; id?: number | string; method?: string; params?: { name?: string; arguments?: { bytes?: number }; protocolVersion?: string } };

function bigText(bytes: number): string {
  const line = `${'lorem ipsum dolor sit amet '.repeat(3)}0123456789\n`;
  const whole = line.repeat(Math.floor(bytes / line.length));
  return whole + 'z'.repeat(bytes - whole.length);
}

/** The answer to one request, or undefined for notifications. */
function answer(msg: Msg): unknown {
  if (msg.id === undefined) return undefined;
  const ok = (result: unknown): unknown => ({ jsonrpc: '2.0', id: msg.id, result });
  switch (msg.method) {
    case 'server/discover':
      return ok({ supportedVersions: ['2026-07-28'], capabilities: { tools: {} } });
    case 'initialize':
      return ok({ protocolVersion: msg.params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'big', version: '1' } });
    case 'tools/list':
      return ok({ tools: [{ name: 'big', inputSchema: { type: 'object', properties: { bytes: { type: 'integer' } } } }] });
    case 'tools/call':
      return ok({ content: [{ type: 'text', text: bigText(Number(msg.params?.arguments?.bytes ?? 1024)) }] });
    default:
      return { jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'Method not found' } };
  }
}

function stdio(): void {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on('line', (line) => {
    const out = answer(JSON.parse(line) as Msg);
    if (out !== undefined) process.stdout.write(`${JSON.stringify(out)}\n`);
  });
  rl.on('close', () => process.exit(0));
}

/** Write a large string in slices, waiting for the socket to drain. */
async function writeSlices(res: ServerResponse, text: string): Promise<void> {
  const slice = 1024 * 1024;
  for (let i = 0; i < text.length; i += slice) {
    if (!res.write(text.slice(i, i + slice))) await new Promise((r) => res.once('drain', r));
  }
}

function http(): void {
  const server = createServer((req, res) => {
    if (req.method === 'DELETE') return void res.writeHead(200).end();
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const msg = JSON.parse(Buffer.concat(parts).toString('utf8')) as Msg;
      const out = answer(msg);
      if (out === undefined) return void res.writeHead(202).end();
      if (msg.method !== 'tools/call') {
        res.writeHead(200, { 'content-type': 'application/json', ...(msg.method === 'initialize' ? { 'mcp-session-id': 'bench' } : {}) });
        return void res.end(JSON.stringify(out));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      void writeSlices(res, `event: message\ndata: ${JSON.stringify(out)}\n\n`).then(() => res.end());
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    process.stdout.write(`listening ${typeof addr === 'object' && addr ? addr.port : 0}\n`);
  });
}

if (process.argv[2] === 'http') http();
else stdio();
