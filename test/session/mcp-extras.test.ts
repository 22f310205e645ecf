import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import { matchTriggerPhrase } from '../../src/trigger/phrase.js';
import { runProductSession } from '../support/product-session.js';
import { firstUserText, resultText, systemText, toolNames, toolResultOf, writeFiles, tempRepoFor, runIn, modelFor } from '../session/harness.js';
import { EVERYTHING, NODE, ROOT } from '../mcp/helpers.js';
import { call, turn } from '../support/scripted-turns.js';

/**
 * Claude Code 2.1.328, run headless on server-everything against the scripted model, sends `/mcp__everything__args-prompt
 * Paris Texas` as the three tags (`<command-message>`, `<command-name>`, `<command-args>Paris Texas`) then the prompt's
 * message text ("What's weather in Paris, Texas?"), and lists the server's prompts in `slash_commands` as
 * `mcp__everything__simple-prompt`, `mcp__everything__args-prompt`, …: what these tests hold the runner to.
 */
const done = { content: [{ type: 'text' as const, text: 'Done.' }] };

test('a committed .mcp.json: the prompt runs as /mcp__everything__args-prompt, resources are listed and read, instructions reach the system prompt', async (t) => {
  const repo = await tempRepoFor(t, { '.mcp.json': JSON.stringify({ mcpServers: { everything: { command: NODE, args: [EVERYTHING, 'stdio'] } } }) });
  const model = await modelFor(t, [
    turn(call('ListMcpResourcesTool', {}, 'toolu_list')),
    turn(call('ReadMcpResourceTool', { server: 'everything', uri: 'demo://resource/dynamic/text/1' }, 'toolu_read')),
    done,
  ]);
  const request = '/mcp__everything__args-prompt Paris';
  // dontAsk: the resource tools are read-only, so no allow rule is needed (as in Claude Code).
  const r = await runIn(repo, model.url, {
    request,
    prompt: request,
    inputs: { permission_mode: 'dontAsk' },
  });
  const first = model.requests[0];
  assert.match(
    systemText(first),
    /# MCP Server Instructions\nThe following MCP servers have provided instructions for how to use their tools and resources:\n## everything\n/,
  );
  const user = firstUserText(first);
  assert.match(user, /<command-name>\/mcp__everything__args-prompt<\/command-name>\n<command-args>Paris<\/command-args>/);
  assert.match(user, /What's weather in Paris\?/);
  assert.ok(toolNames(first).includes('ListMcpResourcesTool') && toolNames(first).includes('ReadMcpResourceTool'));
  const listed = resultText(toolResultOf(model.requests[1]));
  assert.match(listed, /"server":"everything"/);
  assert.match(listed, /demo:\/\/resource\/dynamic\/text\/\{resourceId\}/);
  const read = resultText(toolResultOf(model.requests[2]));
  assert.match(read, /"uri":"demo:\/\/resource\/dynamic\/text\/1"/);
  assert.deepEqual(r.result.permission_denials, []);
  const init = r.messages.find((m) => m.type === 'system' && 'subtype' in m && m.subtype === 'init') as { slash_commands: string[] } | undefined;
  assert.ok(init?.slash_commands.includes('mcp__everything__args-prompt'), JSON.stringify(init?.slash_commands));
  assert.equal(r.result.subtype, 'success');
});

test('tools/list_changed: the tool added by a call is offered on the next model call and can be called', async (t) => {
  const repo = await tempRepoFor(t);
  const server = path.join(ROOT, 'build/test/support/list-changed-mcp-server.js');
  await writeFiles(repo.dir, { '.mcp.json': JSON.stringify({ mcpServers: { dyn: { command: NODE, args: [server] } } }) });
  const model = await modelFor(t, [turn(call('mcp__dyn__add-tool', {}, 'toolu_add')), turn(call('mcp__dyn__late-tool', {}, 'toolu_late')), done]);
  await runProductSession({ cwd: repo.dir, runDir: repo.tempDir, modelUrl: model.url });
  assert.equal(toolNames(model.requests[0]).includes('mcp__dyn__late-tool'), false);
  assert.match(systemText(model.requests[0]), /## dyn\nCall add-tool before late-tool\./);
  assert.ok(toolNames(model.requests[1]).includes('mcp__dyn__late-tool'), toolNames(model.requests[1]).join(', '));
  assert.match(resultText(toolResultOf(model.requests[2])), /late tool ran/);
});

test('from a comment: "@agent /mcp__everything__args-prompt Rome" runs the prompt before the task; a failed or unknown prompt is a warning', async (t) => {
  const repo = await tempRepoFor(t, { '.mcp.json': JSON.stringify({ mcpServers: { everything: { command: NODE, args: [EVERYTHING, 'stdio'] } } }) });
  const model = await modelFor(t, [done, done, done]);
  const match = matchTriggerPhrase('Please @agent /mcp__everything__args-prompt Rome', '@agent');
  assert.equal(match?.request, '/mcp__everything__args-prompt Rome');
  await runIn(repo, model.url, {
    prompt: 'TASK-MESSAGE with the fenced comment',
    request: match?.request ?? '',
  });
  const messages = (model.requests[0]?.body.messages ?? []) as Anthropic.MessageParam[];
  const blocks = ((messages[0]?.content ?? []) as Anthropic.TextBlockParam[]).map((b) => b.text);
  const tags = blocks.findIndex((b) => b.includes('<command-name>/mcp__everything__args-prompt</command-name>'));
  assert.ok(tags >= 0 && blocks[tags + 1] === "What's weather in Rome?" && blocks[tags + 2] === 'TASK-MESSAGE with the fenced comment', JSON.stringify(blocks));

  // args-prompt needs its city: the server refuses, the model is told, the result carries a warning.
  const failed = await runIn(repo, model.url, {
    prompt: '/mcp__everything__args-prompt',
    request: '/mcp__everything__args-prompt',
  });
  assert.match(firstUserText(model.requests[1]), /the prompt \/mcp__everything__args-prompt could not be fetched from 'everything'/);
  assert.ok(
    failed.outcome.warnings.some((w) => w.includes('/mcp__everything__args-prompt could not be fetched')),
    failed.outcome.warnings.join('\n'),
  );
  const unknown = await runIn(repo, model.url, {
    prompt: '/mcp__everything__nope x',
    request: '/mcp__everything__nope x',
  });
  assert.ok(
    unknown.outcome.warnings.some((w) => w.includes('/mcp__everything__nope, which no connected server offers')),
    unknown.outcome.warnings.join('\n'),
  );
});
