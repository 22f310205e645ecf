import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { commitHooks, hookScript, readJsonLines, resultText, tempRepoFor, deferredToolNames, toolResultOf, runIn, modelFor } from '../session/harness.js';
import { startPageServer } from '../tools/web-helpers.js';
import { checksFor, typeCheck } from '../e2e/sdk-typecheck.js';
import { call, turn } from '../support/scripted-turns.js';

const done: ScriptedTurn = { content: [{ type: 'text', text: 'Done.' }] };

test('dontAsk: the model fetches a page a domain rule allows, is denied one without a rule and WebSearch without one; hooks see the names; the small model is paid for', async (t) => {
  const repo = await tempRepoFor(t);
  const pages = await startPageServer({
    '/notes.html': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><h1>Changelog</h1><p>Version 3 removes the legacy flag.</p></body></html>');
    },
  });
  t.after(() => pages.close());
  const log = path.join(repo.tempDir, 'hook.jsonl');
  const command = await hookScript(repo.dir, 'log.sh', `cat >> ${JSON.stringify(log)}; echo >> ${JSON.stringify(log)}`);
  await commitHooks(repo, {
    PreToolUse: [{ matcher: 'WebFetch|WebSearch', hooks: [{ command, source: 'test' }] }],
    PostToolUse: [{ matcher: 'WebFetch', hooks: [{ command, source: 'test' }] }],
  });

  const allowedUrl = `${pages.url}/notes.html`;
  const deniedUrl = `http://127.0.0.2:${pages.port}/notes.html`;
  const main: ScriptedTurn[] = [
    turn(call('WebFetch', { url: allowedUrl, prompt: 'What does version 3 change?' }, 'toolu_fetch')),
    turn(call('WebFetch', { url: deniedUrl, prompt: 'Same question' }, 'toolu_other')),
    turn(call('WebSearch', { query: 'legacy flag removal' }, 'toolu_search')),
    done,
  ];
  let mainIndex = 0;
  const model = await modelFor(t, (req: RecordedRequest) =>
    req.body.model === 'claude-haiku-5-5' ? { content: [{ type: 'text', text: 'Version 3 removes the legacy flag.' }] } : (main[mainIndex++] ?? done),
  );

  const r = await runIn(repo, model.url, {
    inputs: { permission_mode: 'dontAsk', allowed_tools: 'WebFetch(domain:127.0.0.1)' },
  });
  assert.equal(r.result.subtype, 'success');

  // Sent by name only behind ToolSearch, as Claude Code 2.1.332 sends them: after NotebookEdit in the list.
  const names = deferredToolNames(model.requests[0]);
  assert.deepEqual(names.slice(names.indexOf('NotebookEdit'), names.indexOf('NotebookEdit') + 3), ['NotebookEdit', 'WebFetch', 'WebSearch']);

  const mainRequests = model.requests.filter((req) => req.body.model === 'claude-opus-5-5');
  const small = model.requests.filter((req) => req.body.model === 'claude-haiku-5-5');
  assert.equal(small.length, 1, 'one small-model call: the allowed fetch');
  assert.equal(resultText(toolResultOf(mainRequests[1])), 'Version 3 removes the legacy flag.');
  assert.match(resultText(toolResultOf(mainRequests[2])), /^Permission to use WebFetch has been denied because Claude Code is running in don't ask mode\b/);
  assert.match(resultText(toolResultOf(mainRequests[3])), /^Permission to use WebSearch has been denied because Claude Code is running in don't ask mode\b/);
  assert.deepEqual(
    pages.requests.map((req) => req.path),
    ['/notes.html'],
    'the denied host was never asked',
  );

  const denials = r.result.permission_denials.map((d) => d.tool_use_id).sort();
  assert.deepEqual(denials, ['toolu_other', 'toolu_search']);
  const suggested = r.result.permission_denials.find((d) => d.tool_use_id === 'toolu_other');
  assert.match(JSON.stringify(suggested), /WebFetch\(domain:127\.0\.0\.2\)/);

  // The transcript keeps the SDK's WebFetchOutput.
  const fetched = r.messages.find((m) => m.type === 'user' && JSON.stringify(m).includes('toolu_fetch'));
  const output = (fetched as { tool_use_result?: Record<string, unknown> } | undefined)?.tool_use_result;
  assert.equal(output?.code, 200);
  assert.equal(output?.url, allowedUrl);
  assert.equal(output?.result, 'Version 3 removes the legacy flag.');
  assert.deepEqual(await typeCheck(checksFor('web tools, dontAsk', r.messages as unknown as Record<string, unknown>[])), []);

  // The small model's call counts: in modelUsage and the total cost, not in the main loop's usage.
  const haiku = r.result.modelUsage['claude-haiku-5-5'];
  const opus = r.result.modelUsage['claude-opus-5-5'];
  assert.ok(haiku && haiku.costUSD > 0);
  assert.ok(opus);
  assert.ok(Math.abs(r.result.total_cost_usd - haiku.costUSD - opus.costUSD) < 1e-9);

  // Hooks matched the web tools by name: two PreToolUse for WebFetch, one for WebSearch, and one PostToolUse (a denied call fires none).
  const seen = (await readJsonLines(log)).map((e) => `${String(e.hook_event_name)}:${String(e.tool_name)}`);
  assert.deepEqual(seen.sort(), ['PostToolUse:WebFetch', 'PreToolUse:WebFetch', 'PreToolUse:WebFetch', 'PreToolUse:WebSearch']);
  const post = (await readJsonLines(log)).find((e) => e.hook_event_name === 'PostToolUse');
  assert.equal((post?.tool_response as Record<string, unknown> | undefined)?.code, 200);
});

test('bypassPermissions: WebSearch runs through the server-side tool and its fee is in the cost', async (t) => {
  const repo = await tempRepoFor(t);
  const main: ScriptedTurn[] = [turn(call('WebSearch', { query: 'runner release notes' }, 'toolu_search')), done];
  let mainIndex = 0;
  const model = await modelFor(t, (req: RecordedRequest) =>
    Array.isArray(req.body.tools) && req.body.tools.some((tool) => (tool as { type?: string }).type === 'web_search_20250305')
      ? {
          content: [
            { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: 'runner release notes' } },
            {
              type: 'web_search_tool_result',
              tool_use_id: 'srvtoolu_1',
              content: [{ type: 'web_search_result', title: 'Notes', url: 'https://example.com/notes', encrypted_content: 'e', page_age: null }],
            },
            { type: 'text', text: 'Found the notes.' },
          ],
          usage: { server_tool_use: { web_search_requests: 1, web_fetch_requests: 0 } },
        }
      : (main[mainIndex++] ?? done),
  );
  const r = await runProductSession({ cwd: repo.dir, runDir: repo.tempDir, modelUrl: model.url });
  assert.equal(r.result.subtype, 'success');
  assert.equal(model.requests.length, 3);
  const opus = r.result.modelUsage['claude-opus-5-5'];
  assert.equal(opus?.webSearchRequests, 1);
  assert.match(resultText(toolResultOf(model.requests[2])), /Links: \[\{"title":"Notes","url":"https:\/\/example\.com\/notes"\}\]/);
  const searched = r.messages.find((m) => m.type === 'user' && JSON.stringify(m).includes('toolu_search'));
  const output = (searched as { tool_use_result?: Record<string, unknown> } | undefined)?.tool_use_result;
  assert.equal(output?.searchCount, 1);
  assert.equal(output?.query, 'runner release notes');
  assert.deepEqual(await typeCheck(checksFor('WebSearch run', r.messages as unknown as Record<string, unknown>[])), []);
});
