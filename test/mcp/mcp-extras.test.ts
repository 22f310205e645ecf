import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { McpStartResult } from '../../src/mcp/manager.js';
import { ctx, EVERYTHING, freePort, NODE, offeredTool, ROOT, startServersIn, stop, tempDir } from './helpers.js';

describe('server-everything over stdio: resources, templates, prompts, instructions', () => {
  let run: McpStartResult;
  const dir = tempDir();
  before(async () => {
    run = await startServersIn(dir, { everything: { command: NODE, args: [EVERYTHING, 'stdio'] } }, { connectTimeoutMs: 15_000, maxResultChars: 400 });
  });
  after(() => run.close());

  it('offers ListMcpResourcesTool and ReadMcpResourceTool, read-only', () => {
    assert.equal(offeredTool(run, 'ListMcpResourcesTool').readOnly, true);
    assert.equal(offeredTool(run, 'ReadMcpResourceTool').readOnly, true);
    assert.match(run.servers[0]?.instructions ?? '', /\S/);
  });

  it('lists resources with their server, and the templates after them; long output is capped', async () => {
    const r = await offeredTool(run, 'ListMcpResourcesTool').execute({ server: 'everything' }, ctx());
    assert.equal(r.isError, false);
    const details = r.details as { resources: { uri: string; server: string }[]; templates: { uri: string }[] };
    assert.ok(details.resources.length > 0);
    assert.ok(details.resources.every((x) => x.server === 'everything'));
    assert.ok(
      details.templates.some((x) => x.uri === 'demo://resource/dynamic/text/{resourceId}'),
      JSON.stringify(details.templates),
    );
    assert.ok(r.content.length < 6000, 'capped through the spill path');
    const unknown = await offeredTool(run, 'ListMcpResourcesTool').execute({ server: 'nope' }, ctx());
    assert.equal(unknown.isError, true);
    assert.match(unknown.content, /Server "nope" not found/);
  });

  it('reads a templated text resource and saves a binary one to a file', async () => {
    const text = await offeredTool(run, 'ReadMcpResourceTool').execute({ server: 'everything', uri: 'demo://resource/dynamic/text/1' }, ctx());
    assert.equal(text.isError, false);
    const parsed = JSON.parse(text.content) as { contents: { uri: string; text?: string }[] };
    assert.equal(parsed.contents[0]?.uri, 'demo://resource/dynamic/text/1');
    assert.match(parsed.contents[0]?.text ?? '', /\S/);
    const blob = await offeredTool(run, 'ReadMcpResourceTool').execute({ server: 'everything', uri: 'demo://resource/dynamic/blob/1' }, ctx());
    const saved = (JSON.parse(blob.content) as { contents: { blobSavedTo?: string }[] }).contents[0]?.blobSavedTo ?? '';
    assert.ok(saved.startsWith(dir), saved);
  });

  it('lists prompts as /mcp__everything__<prompt> commands and runs one with positional arguments', async () => {
    const names = run.prompts.map((p) => p.name);
    assert.ok(names.includes('mcp__everything__simple-prompt'), names.join(', '));
    const args = run.prompts.find((p) => p.name === 'mcp__everything__args-prompt');
    assert.ok(args);
    assert.deepEqual(args.arguments, ['city', 'state']);
    const texts = await run.runPrompt(args, 'Paris Texas', new AbortController().signal);
    assert.match(texts.join('\n'), /What's weather in Paris, Texas\?/);
  });
});

describe('the legacy HTTP+SSE transport (type "sse")', () => {
  let child: ChildProcess;
  let run: McpStartResult;
  before(async () => {
    const port = await freePort();
    child = spawn(NODE, [EVERYTHING, 'sse'], { env: { PATH: process.env.PATH ?? '', PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => chunk.includes('running on port') && resolve());
      child.once('exit', () => reject(new Error('server-everything (sse) exited')));
    });
    run = await startServersIn(tempDir(), { everything: { type: 'sse', url: `http://127.0.0.1:${port}/sse` } }, { connectTimeoutMs: 15_000 });
  });
  after(async () => {
    await run.close();
    await stop(child);
  });

  it('connects with the handshake and calls a tool; resources work over it', async () => {
    assert.equal(run.servers[0]?.status, 'connected', run.errors.join('; '));
    assert.equal(run.servers[0]?.transport, 'sse');
    const echo = await offeredTool(run, 'mcp__everything__echo').execute({ message: 'over sse' }, ctx());
    assert.match(echo.content, /over sse/);
    const read = await offeredTool(run, 'ReadMcpResourceTool').execute({ server: 'everything', uri: 'demo://resource/dynamic/text/2' }, ctx());
    assert.equal(read.isError, false, read.content);
  });

  it('a server that goes away: the next call is an error naming the failure, not a hang', async () => {
    await stop(child);
    const echo = await offeredTool(run, 'mcp__everything__echo').execute({ message: 'anyone?' }, ctx());
    assert.equal(echo.isError, true);
    assert.match(echo.content, /Calling mcp__everything__echo failed: .*(SSE stream|fetch failed|ECONNREFUSED)/);
  });
});

describe('notifications/tools/list_changed', () => {
  it('the tool list is fetched again and rebuilt only after the server says it changed', async () => {
    const dir = tempDir();
    const run = await startServersIn(
      dir,
      { dyn: { command: NODE, args: [join(ROOT, 'build/test/support/list-changed-mcp-server.js')] } },
      { connectTimeoutMs: 15_000 },
    );
    try {
      assert.equal(await run.refreshTools(), undefined, 'nothing changed yet');
      assert.equal(
        run.tools.some((t) => t.name === 'mcp__dyn__late-tool'),
        false,
      );
      await offeredTool(run, 'mcp__dyn__add-tool').execute({}, ctx());
      let fresh: Awaited<ReturnType<McpStartResult['refreshTools']>>;
      // Until the server's list_changed has arrived (the bound, 30 s, only ends a hang).
      for (let i = 0; i < 1500 && fresh === undefined; i++) {
        fresh = await run.refreshTools();
        if (fresh === undefined) await new Promise((r) => setTimeout(r, 20));
      }
      const late = fresh?.tools.find((t) => t.name === 'mcp__dyn__late-tool');
      assert.ok(late, 'the new tool is in the rebuilt list');
      assert.match((await late.execute({}, ctx())).content, /late tool ran/);
    } finally {
      await run.close();
    }
  });
});
