import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startScriptedModel, type RecordedRequest, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { MODEL, resultText, run, systemText, tempRepo, toolResultOf, writeFiles, type Repo } from './harness.js';
import { bash } from '../support/scripted-turns.js';

/** A real HTTP hook endpoint on 127.0.0.1: records what it got, answers with `answer`. */
async function hookServer(t: { after(fn: () => Promise<void>): void }, answer: (body: Record<string, unknown>) => { status: number; body: string }) {
  const got: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      got.push({ headers: req.headers, body });
      const a = answer(body);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got };
}

async function repoWith(t: { after(fn: () => Promise<void>): void }, settings: unknown): Promise<Repo> {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify(settings, null, 2) });
  return repo;
}

const touch = (id: string, file: string): ScriptedTurn => bash(`touch ${file}`, id);
const DONE: ScriptedTurn = { content: [{ type: 'text', text: 'done' }] };
const isHookModel = (req: RecordedRequest): boolean => systemText(req).includes('You verify a condition for a hook');

/** The main loop's turns in order; a hook evaluator's request gets `evaluator`. */
function script(main: ScriptedTurn[], evaluator: (req: RecordedRequest) => ScriptedTurn) {
  let next = 0;
  return (req: RecordedRequest): ScriptedTurn => (isHookModel(req) ? evaluator(req) : (main[next++] ?? DONE));
}

test('an http PreToolUse hook gets the event JSON with its allowed header variables, and its JSON answer denies', async (t) => {
  const server = await hookServer(t, (body) => ({
    status: 200,
    body: String((body['tool_input'] as { command?: string }).command).includes('bad')
      ? JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'HTTP-GATE says no' } })
      : '',
  }));
  const repo = await repoWith(t, {
    env: { HOOK_TOKEN: 'tok123', OTHER_SECRET: 'nope' },
    hooks: {
      PreToolUse: [
        {
          matcher: 'Bash',
          hooks: [
            { type: 'http', url: server.url, headers: { Authorization: 'Bearer $HOOK_TOKEN', 'X-Other': '${OTHER_SECRET}' }, allowedEnvVars: ['HOOK_TOKEN'] },
          ],
        },
      ],
    },
  });
  const model = await startScriptedModel([touch('toolu_bad', 'bad.txt'), touch('toolu_good', 'good.txt'), DONE]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  assert.equal(server.got.length, 2);
  assert.equal(server.got[0]?.headers.authorization, 'Bearer tok123');
  assert.equal(server.got[0]?.headers['x-other'], '', 'a variable allowedEnvVars does not name is empty');
  assert.equal(server.got[0]?.body['hook_event_name'], 'PreToolUse');
  assert.equal(server.got[0]?.body['tool_name'], 'Bash');
  assert.match(resultText(toolResultOf(model.requests[1])), /HTTP-GATE says no/);
  assert.ok(!existsSync(path.join(repo.dir, 'bad.txt')) && existsSync(path.join(repo.dir, 'good.txt')));
  assert.deepEqual(
    r.result.permission_denials.map((d) => d.tool_use_id),
    ['toolu_bad'],
  );
});

test('a PreToolUse gate that cannot answer denies in CI, unless it says onFailure: continue', async (t) => {
  const server = await hookServer(t, () => ({ status: 500, body: 'down' }));
  for (const [onFailure, runs] of [
    [undefined, false],
    ['continue', true],
  ] as const) {
    const repo = await repoWith(t, {
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'http', url: server.url, ...(onFailure ? { onFailure } : {}) }] }] },
    });
    const model = await startScriptedModel([touch('toolu_x', 'x.txt'), DONE]);
    t.after(() => model.close());
    const r = await run({ url: model.url, repo });
    assert.equal(existsSync(path.join(repo.dir, 'x.txt')), runs, `onFailure ${String(onFailure)}`);
    if (!runs) assert.match(resultText(toolResultOf(model.requests[1])), /could not answer \(HTTP 500: down\)/);
    assert.ok(
      r.outcome.warnings.some((w) => w.includes('HTTP 500')),
      'the failure is reported either way',
    );
  }
});

test('prompt and agent hooks ask the model ($ARGUMENTS = the event), {ok:false} denies, and their calls are in modelUsage', async (t) => {
  const repo = await repoWith(t, {
    hooks: {
      PreToolUse: [
        { matcher: 'Bash', hooks: [{ type: 'prompt', prompt: 'Refuse touching secret files. Event: $ARGUMENTS' }] },
        { matcher: 'Bash', hooks: [{ type: 'agent', prompt: 'Check the command is safe.', model: 'claude-sonnet-5-5', if: 'Bash(touch *)' }] },
      ],
    },
  });
  const evaluated: string[] = [];
  const model = await startScriptedModel(
    script([touch('toolu_secret', 'secret.txt'), touch('toolu_ok', 'ok.txt'), DONE], (req) => {
      const text = JSON.stringify(req.body.messages);
      evaluated.push(`${String(req.body.model)} ${text.includes('Refuse touching') ? 'prompt' : 'agent'}`);
      const bad = text.includes('secret.txt');
      return { content: [{ type: 'text', text: bad ? '{"ok": false, "reason": "SECRET-REASON"}' : 'Fine. {"ok": true}' }] };
    }),
  );
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  assert.ok(!existsSync(path.join(repo.dir, 'secret.txt')) && existsSync(path.join(repo.dir, 'ok.txt')));
  const denied = model.requests.filter((q) => !isHookModel(q))[1];
  assert.match(resultText(toolResultOf(denied)), /SECRET-REASON/);
  assert.deepEqual(evaluated.sort(), [`${MODEL} prompt`, `${MODEL} prompt`, 'claude-sonnet-5-5 agent', 'claude-sonnet-5-5 agent']);
  assert.ok(
    r.result.modelUsage[MODEL],
    "without a model or a small fast model in the settings' env, the prompt hook runs on the run's model (Claude Code 2.1.332)",
  );
  assert.ok(r.result.modelUsage['claude-sonnet-5-5'] && r.result.modelUsage[MODEL]);
});

test('an unparsable model answer denies; `if` and `once` narrow when a hook runs', async (t) => {
  const repo = await repoWith(t, {
    hooks: {
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'prompt', prompt: 'Judge.', if: 'Bash(touch a*)', once: true }] }],
    },
  });
  let asked = 0;
  const model = await startScriptedModel(
    script([touch('toolu_a1', 'a1.txt'), touch('toolu_a2', 'a2.txt'), touch('toolu_b', 'b.txt'), DONE], () => {
      asked++;
      return { content: [{ type: 'text', text: 'I think it is fine' }] };
    }),
  );
  t.after(() => model.close());
  await run({ url: model.url, repo });
  assert.equal(asked, 1, 'once: asked for the first matching call only');
  assert.ok(!existsSync(path.join(repo.dir, 'a1.txt')), 'an answer that is not {ok} denies');
  assert.ok(existsSync(path.join(repo.dir, 'a2.txt')), 'the once hook is spent');
  assert.ok(existsSync(path.join(repo.dir, 'b.txt')), '`if` did not match');
});

test("mcp_tool hooks call a configured server's tool with ${…} taken from the event; a tool error at a gate denies", async (t) => {
  const server = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'support', 'modern-mcp-server.js');
  const repo = await repoWith(t, {
    hooks: {
      SessionStart: [{ hooks: [{ type: 'mcp_tool', server: 'modern', tool: 'echo', input: { text: 'MCP-CONTEXT ${hook_event_name} ${source}' } }] }],
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'mcp_tool', server: 'modern', tool: 'fail', input: { command: '${tool_input.command}' } }] }],
    },
  });
  await writeFiles(repo.dir, { '.mcp.json': JSON.stringify({ mcpServers: { modern: { command: process.execPath, args: [server] } } }) });
  const model = await startScriptedModel([touch('toolu_m', 'm.txt'), DONE]);
  t.after(() => model.close());
  await run({ url: model.url, repo });
  assert.ok(
    JSON.stringify(model.requests[0]?.body.messages).includes('echo: MCP-CONTEXT SessionStart startup'),
    JSON.stringify(model.requests[0]?.body.messages).slice(0, 2000),
  );
  assert.ok(!existsSync(path.join(repo.dir, 'm.txt')));
  assert.match(resultText(toolResultOf(model.requests[1])), /could not answer \(the tool answered with an error/);
});

test('`async: true` on an http gate is ignored as Claude Code ignores it (command hooks only): the gate still waits and denies', async (t) => {
  const server = await hookServer(t, () => ({
    status: 200,
    body: JSON.stringify({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'ASYNC-HTTP-GATE says no' },
    }),
  }));
  const repo = await repoWith(t, { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'http', url: server.url, async: true }] }] } });
  const model = await startScriptedModel([touch('toolu_a', 'a.txt'), DONE]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  assert.match(resultText(toolResultOf(model.requests[1])), /ASYNC-HTTP-GATE says no/);
  assert.equal(existsSync(path.join(repo.dir, 'a.txt')), false);
  assert.ok(r.outcome.warnings.some((w) => /"async" applies to command hooks only \(as in Claude Code\); this http hook runs synchronously/.test(w)));
});
