/**
 * Images, background commands and their notices through the product's wiring (create-session → session → loop → tools),
 * against the scripted model: what the model sends is checked in the requests the next turn makes.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel, type RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { bash, call, turn } from '../support/scripted-turns.js';

/** A valid 1×1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function dirs(): { cwd: string; runDir: string; cleanup: () => void } {
  const cwd = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'media-cwd-')));
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'media-run-')));
  return { cwd, runDir, cleanup: () => [cwd, runDir].forEach((d) => rmSync(d, { recursive: true, force: true })) };
}

function lastUserBlocks(req: RecordedRequest): Anthropic.ContentBlockParam[] {
  const last = req.body.messages?.at(-1);
  if (!last || typeof last.content === 'string') return [];
  return last.content;
}

const done = { content: [{ type: 'text' as const, text: 'Done.' }] };

test('the model Reads a PNG (named .dat: the bytes decide) and the next request carries it as an image block', async (t) => {
  const d = dirs();
  t.after(d.cleanup);
  writeFileSync(path.join(d.cwd, 'shot.dat'), PNG_1X1);
  const model = await startScriptedModel([turn(call('Read', { file_path: 'shot.dat' }, 'toolu_img')), done]);
  t.after(() => model.close());
  const r = await runProductSession({ cwd: d.cwd, runDir: d.runDir, modelUrl: model.url });
  assert.equal(r.outcome.subtype, 'success');
  const result = lastUserBlocks(model.requests[1] as RecordedRequest).find((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result');
  assert.ok(result && Array.isArray(result.content), JSON.stringify(result));
  const image = result.content.find((b) => b.type === 'image');
  assert.deepEqual(image, { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG_1X1.toString('base64') } });
  // The transcript keeps the block and the SDK's FileReadOutput `image`.
  const line = r.messages.find((m) => m.type === 'user' && JSON.stringify(m).includes('toolu_img'));
  assert.match(JSON.stringify(line), /"type":"image"/);
});

test("a background command's end reaches the model as a task-notification in a later request", async (t) => {
  const d = dirs();
  t.after(d.cleanup);
  let polls = 0;
  const model = await startScriptedModel((req, index) => {
    if (index === 0) {
      return turn(call('Bash', { command: 'echo started; echo finished', description: 'Print two lines', run_in_background: true }, 'toolu_bg'));
    }
    const notice = JSON.stringify(lastUserBlocks(req)).includes('<task-notification>');
    // Polls with a short foreground command until the notice arrives (bounded: the test fails if it never does).
    if (!notice && polls++ < 50) return bash('sleep 0.1', `toolu_poll${polls}`);
    return done;
  });
  t.after(() => model.close());
  const r = await runProductSession({ cwd: d.cwd, runDir: d.runDir, modelUrl: model.url, inputs: { max_turns: '60' } });
  assert.equal(r.outcome.subtype, 'success');
  const first = lastUserBlocks(model.requests[1] as RecordedRequest).find((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result');
  const id = /Command running in background with ID: (b[0-9a-f]+)\. Output is being written to: (\S+)\./.exec(String(first?.content));
  assert.ok(id, String(first?.content));
  const withNotice = model.requests.find((q) => JSON.stringify(lastUserBlocks(q)).includes('<task-notification>'));
  assert.ok(withNotice, 'no request carried the notice');
  // As Claude Code places it: inside the turn's last tool result, after its text, as a system notification.
  const carrier = lastUserBlocks(withNotice).findLast((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result');
  const text = String(carrier?.content);
  assert.match(text, /^\(Bash completed with no output\)\n\n<system-reminder>\n\[SYSTEM NOTIFICATION - NOT USER INPUT\]\n/);
  assert.match(text, new RegExp(`<task-id>${id[1]}</task-id>`));
  assert.match(text, /<status>completed<\/status>/);
  assert.match(text, /Background command "Print two lines" completed \(exit code 0\)/);
  assert.equal(readFileSync(id[2] as string, 'utf8'), 'started\nfinished\n');
  // The transcript has the SDK's system/task_notification line.
  const line = r.messages.find((m) => m.type === 'system' && m.subtype === 'task_notification');
  assert.ok(line && line.type === 'system' && line.subtype === 'task_notification', 'no task_notification line');
  assert.equal(line.task_id, id[1]);
  assert.equal(line.tool_use_id, 'toolu_bg');
  assert.equal(line.status, 'completed');
});

test('a background sleep 1000 is killed when the run ends by its limits: its pid is gone', async (t) => {
  const d = dirs();
  t.after(d.cleanup);
  const pidFile = path.join(d.cwd, 'pid');
  const model = await startScriptedModel([
    turn(call('Bash', { command: `echo $$ > ${pidFile}; exec sleep 1000`, run_in_background: true }, 'toolu_bg')),
    bash(`while [ ! -s ${pidFile} ]; do sleep 0.05; done; cat ${pidFile}`, 'toolu_wait'),
    done,
  ]);
  t.after(() => model.close());
  // The run waits for a background command at the final answer, as Claude Code does: it ends here by its turn limit.
  const r = await runProductSession({ cwd: d.cwd, runDir: d.runDir, modelUrl: model.url, inputs: { max_turns: '3' } });
  assert.equal(r.outcome.subtype, 'error_max_turns');
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  assert.ok(pid > 0);
  assert.throws(() => process.kill(pid, 0), /ESRCH/);
});

test('TaskStop stops a running background command; the stopped task sends no notice', async (t) => {
  const d = dirs();
  t.after(d.cleanup);
  let taskId = '';
  const model = await startScriptedModel((req, index) => {
    if (index === 0) return turn(call('Bash', { command: 'sleep 1000', run_in_background: true }, 'toolu_bg'));
    if (index === 1) {
      const result = lastUserBlocks(req).find((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result');
      taskId = /ID: (b[0-9a-f]+)/.exec(String(result?.content))?.[1] ?? '';
      return turn(call('TaskStop', { task_id: taskId }, 'toolu_stop'));
    }
    return done;
  });
  t.after(() => model.close());
  const r = await runProductSession({
    cwd: d.cwd,
    runDir: d.runDir,
    modelUrl: model.url,
    inputs: { permission_mode: 'dontAsk', allowed_tools: 'Bash(sleep *)' },
  });
  assert.equal(r.outcome.subtype, 'success');
  const stop = lastUserBlocks(model.requests[2] as RecordedRequest).find((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result');
  assert.equal(stop?.is_error, undefined, JSON.stringify(stop));
  assert.equal(stop?.content, `Successfully stopped task: ${taskId} (sleep 1000)`);
  assert.ok(!model.requests.some((q) => JSON.stringify(q.body.messages).includes('<task-notification>')), 'no notice in any message');
});

test('two Reads of one PDF with different pages both send their pages (the read-dedupe key includes pages); the same range twice is a pointer', async (t) => {
  const d = dirs();
  t.after(d.cleanup);
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  for (let i = 0; i < 12; i++) doc.addPage([100, 100]);
  writeFileSync(path.join(d.cwd, 'manual.pdf'), await doc.save());
  const read = (id: string, pages: string) => ({ content: [{ type: 'tool_use' as const, id, name: 'Read', input: { file_path: 'manual.pdf', pages } }] });
  const model = await startScriptedModel([read('toolu_p1', '1-2'), read('toolu_p2', '3-4'), read('toolu_p3', '3-4'), done]);
  t.after(() => model.close());
  const r = await runProductSession({ cwd: d.cwd, runDir: d.runDir, modelUrl: model.url });
  assert.equal(r.outcome.subtype, 'success');
  const resultOf = (i: number) =>
    lastUserBlocks(model.requests[i] as RecordedRequest).find((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result');
  for (const i of [1, 2]) {
    const content = resultOf(i)?.content;
    assert.ok(Array.isArray(content) && content.some((b) => b.type === 'document'), JSON.stringify(content).slice(0, 300));
  }
  assert.match(String(resultOf(3)?.content), /is unchanged since your Read/);
});

const onPath = (name: string): boolean => (process.env.PATH ?? '').split(':').some((dir) => existsSync(path.join(dir, name)));
const noSandbox = process.platform !== 'linux' || !onPath('bwrap') || !onPath('socat') ? 'needs Linux with bubblewrap and socat' : false;

test('with the sandbox on, a background command runs inside it and is gone when the run ends', { skip: noSandbox }, async (t) => {
  const d = dirs();
  t.after(d.cleanup);
  // A unique argument finds the process in /proc after the run, whatever its pid namespace said.
  const marker = `1000.${process.pid}${Date.now() % 1000}`;
  const model = await startScriptedModel([
    turn(call('Bash', { command: `echo inside > out.txt; sleep ${marker}`, run_in_background: true }, 'toolu_bg')),
    bash('while [ ! -s out.txt ]; do sleep 0.05; done; cat out.txt', 'toolu_wait'),
    done,
  ]);
  t.after(() => model.close());
  // Ended by its turn limit: at a final answer the run would wait for the command, as Claude Code does.
  const r = await runProductSession({ cwd: d.cwd, runDir: d.runDir, modelUrl: model.url, inputs: { sandbox: 'required', max_turns: '3' } });
  assert.equal(r.outcome.subtype, 'error_max_turns', r.outcome.errors.join('\n'));
  const started = r.messages.find((m) => m.type === 'user' && JSON.stringify(m).includes('toolu_bg'));
  assert.match(JSON.stringify(started), /"sandboxed":true/);
  const running = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, 'latin1').includes(marker);
      } catch {
        return false;
      }
    });
  assert.deepEqual(running, []);
});

test('hook matchers see the new tool names: a PreToolUse hook on NotebookEdit|TaskStop blocks them, Read of a notebook passes', async (t) => {
  const d = dirs();
  t.after(d.cleanup);
  const hooks = { hooks: { PreToolUse: [{ matcher: 'NotebookEdit|TaskStop', hooks: [{ type: 'command', command: 'echo "blocked-by-hook" >&2; exit 2' }] }] } };
  const { mkdirSync } = await import('node:fs');
  mkdirSync(path.join(d.cwd, '.claude'));
  writeFileSync(path.join(d.cwd, '.claude', 'settings.json'), JSON.stringify(hooks));
  writeFileSync(
    path.join(d.cwd, 'nb.ipynb'),
    JSON.stringify({
      nbformat: 4,
      nbformat_minor: 5,
      metadata: {},
      cells: [{ cell_type: 'code', id: 'a', metadata: {}, source: 'x = 1', outputs: [], execution_count: null }],
    }),
  );
  const model = await startScriptedModel([
    turn(
      call('NotebookEdit', { notebook_path: 'nb.ipynb', cell_id: 'a', new_source: 'x = 2' }, 'toolu_edit'),
      call('TaskStop', { task_id: 'b0' }, 'toolu_stop'),
      call('Read', { file_path: 'nb.ipynb' }, 'toolu_read'),
    ),
    done,
  ]);
  t.after(() => model.close());
  const r = await runProductSession({ cwd: d.cwd, runDir: d.runDir, modelUrl: model.url });
  assert.equal(r.outcome.subtype, 'success');
  const results = lastUserBlocks(model.requests[1] as RecordedRequest).filter((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result');
  const byId = (id: string) => String(results.find((b) => b.tool_use_id === id)?.content);
  assert.match(byId('toolu_edit'), /blocked-by-hook/);
  assert.match(byId('toolu_stop'), /blocked-by-hook/);
  // A notebook as text blocks, as Claude Code sends it.
  assert.deepEqual(results.find((b) => b.tool_use_id === 'toolu_read')?.content, [{ type: 'text', text: '<cell id="a">x = 1</cell id="a">' }]);
  assert.match(readFileSync(path.join(d.cwd, 'nb.ipynb'), 'utf8'), /x = 1/);
});
