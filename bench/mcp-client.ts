/**
 * One large MCP tool call in a fresh process, by the runner's client (through the product's
 * wiring: startMcpServers → the tool the model sees → its spill path) or by the official SDK
 * client (@modelcontextprotocol/sdk), as the peer. Prints one JSON line: call time, this
 * process's own peak RSS (the server is not counted) and the result's size.
 *
 *   node build/bench/mcp-client.js ours|sdk stdio|http <server-js|url> <bytes>
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startMcpServers } from '../src/mcp/manager.js';

const [impl, transport, target, bytesArg] = process.argv.slice(2);
const bytes = Number(bytesArg);

async function ours(): Promise<{ callMs: number; resultBytes: number }> {
  const tmp = mkdtempSync(join(tmpdir(), 'mcp-bench-'));
  const server = transport === 'http' ? { type: 'http', url: target } : { command: process.execPath, args: [target] };
  const run = await startMcpServers({
    cwd: tmp,
    tempDir: tmp,
    env: { PATH: process.env.PATH ?? '' },
    callTimeoutMs: 300_000,
    configFileText: JSON.stringify({ mcpServers: { big: server } }),
  });
  try {
    const tool = run.tools.find((t) => t.name === 'mcp__big__big');
    if (!tool) throw new Error(`no tool: ${run.errors.join('; ')}`);
    const t0 = performance.now();
    const r = await tool.execute({ bytes }, { signal: new AbortController().signal, toolUseId: 'toolu_bench' });
    const callMs = performance.now() - t0;
    if (r.isError) throw new Error(String(r.content));
    const saved = r.details?.savedTo;
    return { callMs, resultBytes: typeof saved === 'string' ? statSync(saved).size : String(r.content).length };
  } finally {
    await run.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function sdk(): Promise<{ callMs: number; resultBytes: number }> {
  const client = new Client({ name: 'bench', version: '1' }, { capabilities: {} });
  const t =
    transport === 'http'
      ? new StreamableHTTPClientTransport(new URL(target ?? ''))
      : new StdioClientTransport({ command: process.execPath, args: [target ?? ''], env: { PATH: process.env.PATH ?? '' }, maxBufferSize: 256 * 1024 * 1024 });
  await client.connect(t);
  try {
    const t0 = performance.now();
    const r = await client.callTool({ name: 'big', arguments: { bytes } }, undefined, { timeout: 300_000 });
    const callMs = performance.now() - t0;
    const content = Array.isArray(r.content) ? (r.content as { text?: string }[]) : [];
    return { callMs, resultBytes: content.reduce((n, c) => n + (c.text?.length ?? 0), 0) };
  } finally {
    await client.close();
  }
}

const result = await (impl === 'sdk' ? sdk() : ours());
process.stdout.write(`${JSON.stringify({ ...result, maxRssKb: process.resourceUsage().maxRSS })}\n`);
process.exit(0);
