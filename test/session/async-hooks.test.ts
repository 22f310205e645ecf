import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { commitHooks, hookScript, run, tempRepoFor, modelFor } from './harness.js';
import { bash } from '../support/scripted-turns.js';
const said = (req: RecordedRequest, text: string): boolean => JSON.stringify(req.body.messages).includes(text);

test('an async PreToolUse hook does not hold the call: the tool runs, its late deny is ignored and named, its context reaches a later turn', async (t) => {
  const repo = await tempRepoFor(t);
  const done = path.join(repo.dir, 'done.txt');
  // Waits for the file the very call it hooks creates: waited for, it could only time out (and, a gate, deny the call).
  const late = await hookScript(
    repo.dir,
    'late.sh',
    `cat > /dev/null\nwhile [ ! -f ${JSON.stringify(done)} ]; do sleep 0.05; done\n` +
      `echo '{"systemMessage":"async hook finished","hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","additionalContext":"ASYNC-CONTEXT"}}'`,
  );
  await commitHooks(repo, { PreToolUse: [{ matcher: 'Bash', hooks: [{ command: late, source: 'test', async: true, timeoutMs: 30_000 }] }] });
  let waits = 0;
  const model = await startScriptedModel((req) => {
    if (!said(req, 'toolu_touch')) return bash(`touch ${done}`, 'toolu_touch');
    // Each further call gives the background hook time to finish; its context comes with a turn, never as a tool's answer.
    if (!said(req, 'ASYNC-CONTEXT') && waits < 100) return bash('sleep 0.1', `toolu_wait_${++waits}`);
    return { content: [{ type: 'text', text: 'done' }] };
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });

  assert.equal(r.result.subtype, 'success');
  assert.ok(existsSync(done), 'the call ran without waiting for the hook');
  const withContext = model.requests.find((req) => said(req, 'ASYNC-CONTEXT'));
  assert.ok(withContext, 'the async hook’s additionalContext reached the model');
  assert.match(JSON.stringify(withContext.body.messages), /Async PreToolUse hook additional context: ASYNC-CONTEXT/);
  assert.ok(
    r.outcome.warnings.some((w) => /async hook: its permission decision "deny" came after the PreToolUse went on; ignored/.test(w)),
    r.outcome.warnings.join('\n'),
  );
});

test('an async hook still running when the run ends is killed with the leftovers, and the kill is named', async (t) => {
  const repo = await tempRepoFor(t);
  const started = path.join(repo.dir, 'started.txt');
  const slow = await hookScript(repo.dir, 'slow.sh', `cat > /dev/null\ntouch ${JSON.stringify(started)}\nexec sleep 300`);
  await commitHooks(repo, { PostToolUse: [{ matcher: 'Bash', hooks: [{ command: slow, source: 'test', async: true }] }] });
  let waits = 0;
  // The run ends only once the background hook is surely running.
  const model = await modelFor(t, () =>
    !existsSync(started) && waits < 100 ? bash('true', `toolu_wait_${++waits}`) : { content: [{ type: 'text', text: 'done' }] },
  );
  const r = await run({ url: model.url, repo });

  assert.equal(r.result.subtype, 'success');
  assert.ok(
    r.outcome.warnings.some((w) => /^Killed \d+ process(es)? still running at the end of the run: \d+ \(/.test(w)),
    r.outcome.warnings.join('\n'),
  );
});
