import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { createMcpTool } from '../../src/mcp/adapter.js';
import { ServerConnection } from '../../src/mcp/connection.js';
import { startMcpServers, type McpStartResult, type StartMcpOptions } from '../../src/mcp/manager.js';
import type { AnyTool, ToolContext, ToolResult } from '../../src/tools/types.js';

/** The repository root, from build/test/mcp/. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const NODE = process.execPath;
export const EVERYTHING = join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
export const FILESYSTEM = join(ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
export const FAKE = join(ROOT, 'build/test/support/modern-mcp-server.js');

export function ctx(signal: AbortSignal = new AbortController().signal): ToolContext {
  return { signal, toolUseId: 'toolu_test' };
}

const made: string[] = [];
process.once('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder, removed when the test file's process exits. */
export function tempDir(prefix = 'mcp-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Processes whose command line contains `marker`, from the process table. */
export function processesWith(marker: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,pgid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((l) => l.includes(marker) && !l.includes(' ps -eo'));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** server-everything in Streamable HTTP mode on 127.0.0.1:`port`. */
export function startEverythingHttp(port: number): Promise<ChildProcess> {
  const child = spawn(NODE, [EVERYTHING, 'streamableHttp'], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    // Waits for its "listening" line; the bound only ends a hang (a loaded machine starts node slowly).
    const timer = setTimeout(() => reject(new Error('server-everything (HTTP) did not start')), 60_000);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (chunk.includes('listening on port')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', () => reject(new Error('server-everything (HTTP) exited')));
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}

/** The tool the run offers under `name` (the test fails, listing what it offers, when there is none). */
export function offeredTool(run: McpStartResult, name: string): AnyTool {
  const t = run.tools.find((x) => x.name === name);
  assert.ok(t, `${name} is offered: ${run.tools.map((x) => x.name).join(', ')}`);
  return t;
}

/** The servers `servers` names (an .mcp.json's `mcpServers`), started in `dir`, also their temporary folder, with this process's environment; `options` set the rest. */
export function startServersIn(dir: string, servers: Record<string, unknown>, options: Partial<StartMcpOptions> = {}): Promise<McpStartResult> {
  return startMcpServers({ cwd: dir, tempDir: dir, env: process.env, configFileText: JSON.stringify({ mcpServers: servers }), ...options });
}

/** Calls "ghost", a tool the stdio server `node args…` does not have, over a connection of its own started in `cwd`: the result the model would get. */
export async function callMissingTool(name: string, args: string[], cwd: string, connectTimeoutMs: number): Promise<ToolResult> {
  const conn = new ServerConnection({ name, source: 'test', type: 'stdio', command: NODE, args, env: {} }, { cwd, baseEnv: process.env, connectTimeoutMs });
  await conn.start();
  try {
    const ghost = createMcpTool({
      exposedName: `mcp__${name}__ghost`,
      tool: { name: 'ghost', inputSchema: { type: 'object' } },
      connection: conn,
      tempDir: cwd,
    });
    return await ghost.execute({}, ctx());
  } finally {
    await conn.close();
  }
}
