import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startScriptedModel, type RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { run, systemText, tempRepoAndFolder, whenExists, writeFiles } from './harness.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { alive } from '../support/process-alive.js';

/**
 * A background subagent waiting on its own Monitor (2.1.332: `monitorBgChild`; the runner's life of it:
 * src/agent/background-life.ts) holds no lock while it waits, runs one turn at a time, and stays under the run's
 * budget and timeout. No clock orders anything: each step waits for the one before it to be seen.
 */
const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
const lastUser = (req: RecordedRequest): string => JSON.stringify((req.body.messages ?? []).at(-1));
const launch = (prompt: string, name?: string) =>
  turn(call('Agent', { description: 'watch', prompt, subagent_type: 'general-purpose', run_in_background: true, ...(name ? { name } : {}) }, 'toolu_agent'));
const monitorSteps = (command: string, timeoutMs: number) => [
  turn(call('ToolSearch', { query: 'select:Monitor', max_results: 5 }, 'toolu_child_ts')),
  turn(call('Monitor', { command, description: 'ticks', timeout_ms: timeoutMs }, 'toolu_child_mon')),
];
const WAITING = 'is waiting on its own background work';

test("the main thread's commands do not wait for a waiting background agent's Monitor: it holds no lock while it waits (control: it may write)", {
  timeout: 120_000,
}, async (t) => {
  const { repo } = await tempRepoAndFolder(t, 'sub-monitor-locks-');
  // The Monitor ends only once the main thread's command ran: a lock held while it waits would hold that command until
  // the Monitor's 30 s timeout (9ed962e's code: its event is then the timeout's, not `released`).
  const command = 'until [ -e released.flag ]; do sleep 0.05; done; echo released';
  const main = [
    launch('CHILD: watch until released'),
    text('Launched the agent; waiting for it.'),
    turn(call('Bash', { command: 'touch released.flag && echo touched', description: 'release the watch' }, 'toolu_main_bash')),
    text('MAIN: released it.'),
  ];
  let next = 0;
  const child = [...monitorSteps(command, 30_000), text('child waits'), text('child done')];
  let childNext = 0;
  const model = await startScriptedModel((req) => (isMain(req) ? (main[next++] ?? text('MAIN: waited.')) : (child[childNext++] ?? text('child more'))));
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the watch', inputs: { model: 'claude-opus-4-6', max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  // The control: the agent may write (general-purpose has Bash, Write, Edit), so it takes the main thread's writers' lock for its turns.
  assert.ok(model.requests.some((q) => !isMain(q) && (q.body.tools ?? []).some((tool) => (tool as { name?: string }).name === 'Write')));
  const mainBash = model.requests.findIndex((q) => isMain(q) && lastUser(q).includes('touched'));
  assert.ok(mainBash > 0, "the main thread's command ran");
  // Its command ran while the agent waited: the Monitor saw it and ended with `released`, which resumed the agent.
  const resumed = model.requests.filter((q) => !isMain(q)).map(lastUser);
  assert.ok(
    resumed.some((s) => s.includes('stream ended') && s.includes('<event>released</event>')),
    resumed.join('\n'),
  );
  const summaries = model.requests.filter(isMain).flatMap((q) => [...lastUser(q).matchAll(/<summary>(Agent [^<]*?)<\/summary>/g)].map((m) => m[1]));
  assert.deepEqual(summaries, [`Agent \\"watch\\" ${WAITING}`, 'Agent \\"watch\\" finished']);
});

test('a message sent while a waiting background agent runs a turn is read at its next turn, never by a second run (control: it is read once)', {
  timeout: 120_000,
}, async (t) => {
  const { repo, folder } = await tempRepoAndFolder(t, 'sub-monitor-one-run-');
  const go = (n: number): string => path.join(folder, `go${n}`);
  const command = `until [ -e ${go(1)} ]; do sleep 0.05; done; echo tick; until [ -e ${go(2)} ]; do sleep 0.05; done; echo tock`;
  // The message comes while the agent's turn after `tick` ends: its SubagentStop hook holds that end until it was sent
  // (after the turn's last look at its inbox, so it is unread when the turn ends).
  const [held, sentFlag] = [path.join(folder, 'hook-held'), path.join(folder, 'sent')];
  const hold = `if grep -q 'child heard tick'; then touch ${held}; until [ -e ${sentFlag} ]; do sleep 0.05; done; fi`;
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks: { SubagentStop: [{ hooks: [{ type: 'command', command: hold }] }] } }) });
  const main = [
    launch('CHILD: watch', 'watcher'),
    text('Launched the agent; waiting for it.'),
    turn(call('ToolSearch', { query: 'select:SendMessage', max_results: 5 }, 'toolu_ts')),
    turn(call('SendMessage', { to: 'watcher', summary: 'ping', message: 'PING: one more thing' }, 'toolu_send')),
  ];
  let next = 0;
  const child = [...monitorSteps(command, 60_000), text('child waits'), text('child heard tick'), text('child read the message'), text('child done')];
  let childNext = 0;
  let waits = 0;
  const model = await startScriptedModel((req) => (isMain(req) ? (main[next++] ?? text('MAIN: waited.')) : (child[childNext++] ?? text('child more'))), {
    onRequest: async (req) => {
      const last = lastUser(req);
      if (isMain(req) && last.includes(WAITING)) {
        waits += 1;
        // The first wait: the Monitor prints `tick`; the second (the answer to `tick`): it ends.
        writeFileSync(go(waits === 1 ? 1 : 2), '', { flag: 'a' });
      }
      // The main thread sends its message once the agent's turn is ending (its hook held).
      if (isMain(req) && last.includes('toolu_ts')) await whenExists(held);
      if (isMain(req) && last.includes('Message queued for delivery')) writeFileSync(sentFlag, '');
    },
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the watch', inputs: { model: 'claude-opus-4-6', max_turns: '30' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  // Its messages without the cache breakpoints (they move to the newest message at each request).
  const childReqs = model.requests
    .filter((q) => !isMain(q))
    .map((q) => (q.body.messages ?? []).map((m) => JSON.stringify(m).replaceAll(',"cache_control":{"type":"ephemeral"}', '')));
  // One conversation: each request of the agent carries the one before it (a second run would fork it).
  for (let i = 1; i < childReqs.length; i++) {
    const before = childReqs[i - 1] ?? [];
    assert.deepEqual(childReqs[i]?.slice(0, before.length), before, `request ${i} of the agent does not continue request ${i - 1}`);
  }
  // Read at its next turn (9ed962e's code started a second run at that turn's end, held back by the writers' lock it
  // kept until the Monitor ended; with the lock given up while waiting, the two runs overlap and fork the conversation).
  const afterTick = childReqs.find((messages) => messages.join('\n').includes('child heard tick'));
  assert.ok(afterTick?.join('\n').includes('PING: one more thing'), 'the message is read at the next turn');
  // One life, one end: the main thread hears the agent finish once, last (a second run is a second task that finishes).
  const ends = model.requests
    .filter(isMain)
    .flatMap((q) => [...lastUser(q).matchAll(/<summary>Agent [^<]*? (finished|failed|is waiting[^<]*)<\/summary>/g)].map((m) => m[1]));
  assert.deepEqual([ends.filter((e) => e === 'finished').length, ends.at(-1)], [1, 'finished'], ends.join(', '));
  // ... with its last answer: the one to the Monitor's end, after the message (a second run ends with its own answer).
  const told = model.requests.filter(isMain).map(lastUser).join('\n');
  const finished = told.split('<task-notification>').find((notice) => notice.includes('finished</summary>'));
  assert.ok(finished?.includes('<result>child done</result>'), finished ?? told);
  // The control: the message reached it, once.
  assert.equal(childReqs.at(-1)?.join('\n').split('PING: one more thing').length, 2, 'the message is read exactly once');
  assert.equal(existsSync(go(2)), true);
});

test('a budget spent in a resumed turn stops the agent, kills its Monitor and ends the run with the budget outcome (control: the turn before it ran)', {
  timeout: 120_000,
}, async (t) => {
  const { repo, folder } = await tempRepoAndFolder(t, 'sub-monitor-budget-');
  const command = `echo $$ > ${folder}/pid.tmp; mv ${folder}/pid.tmp ${folder}/pid; until [ -e ${folder}/go ]; do sleep 0.05; done; echo tick; sleep 600`;
  const main = [launch('CHILD: watch'), text('Launched the agent; waiting for it.')];
  let next = 0;
  // The turn the event starts bills more than the whole budget ($5 at Opus prices is 1M input tokens).
  const child = [...monitorSteps(command, 600_000), text('child waits'), { ...text('child spent it'), usage: { input_tokens: 2_000_000 } }];
  let childNext = 0;
  const model = await startScriptedModel((req) => (isMain(req) ? (main[next++] ?? text('MAIN: waited.')) : (child[childNext++] ?? text('child more'))), {
    onRequest: (req) => {
      if (isMain(req) && lastUser(req).includes(WAITING)) writeFileSync(path.join(folder, 'go'), '');
      return Promise.resolve();
    },
  });
  t.after(() => model.close());
  const r = await run({
    url: model.url,
    repo,
    prompt: 'oracle-main: start the watch',
    inputs: { model: 'claude-opus-4-6', max_turns: '30', max_budget_usd: '5' },
  });
  assert.equal(r.result.subtype, 'error_max_budget_usd', JSON.stringify(r.result));
  assert.equal(childNext, 4, 'the resumed turn ran, and no turn after it');
  const pid = Number(readFileSync(path.join(folder, 'pid'), 'utf8'));
  assert.equal(await alive(pid), false, `the Monitor's command ${pid} outlived the run`);
});

test("attack: a subagent's Monitor on an endless stream does not keep the run past its timeout (control: it ran while the agent waited)", {
  timeout: 120_000,
}, async (t) => {
  const { repo, folder } = await tempRepoAndFolder(t, 'sub-monitor-timeout-');
  // A prompt-injected agent's watch that never ends and prints an event every tenth of a second; turns are plenty.
  const command = `echo $$ > ${folder}/pid.tmp; mv ${folder}/pid.tmp ${folder}/pid; while true; do echo tick; sleep 0.1; done`;
  const main = [launch('CHILD: watch forever'), text('Launched the agent; waiting for it.')];
  let next = 0;
  const child = monitorSteps(command, 3_600_000);
  let childNext = 0;
  let aliveWhileWaiting: boolean | undefined;
  const model = await startScriptedModel(
    (req) => (isMain(req) ? (main[next++] ?? text('MAIN: still waiting.')) : (child[childNext++] ?? text(`child answer ${childNext++}`))),
    {
      onRequest: async (req) => {
        if (aliveWhileWaiting === undefined && isMain(req) && lastUser(req).includes(WAITING))
          aliveWhileWaiting = await alive(Number(readFileSync(path.join(folder, 'pid'), 'utf8')));
      },
    },
  );
  t.after(() => model.close());
  const r = await run({
    url: model.url,
    repo,
    prompt: 'oracle-main: start the watch',
    inputs: { model: 'claude-opus-4-6', max_turns: '100000', timeout_minutes: '0.1' },
  });
  assert.equal(r.result.subtype, 'error_during_execution', JSON.stringify(r.result));
  assert.equal((r.result as { stop_cause?: string }).stop_cause, 'timeout');
  assert.equal(aliveWhileWaiting, true, 'the control: the Monitor ran while the agent waited');
  const pid = Number(readFileSync(path.join(folder, 'pid'), 'utf8'));
  assert.equal(await alive(pid), false, `the Monitor's command ${pid} outlived the run`);
});
