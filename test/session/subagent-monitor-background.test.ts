import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScriptedModel, type RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { run, systemText, tempRepoAndFolder, writeFiles } from './harness.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { alive } from '../support/process-alive.js';

/**
 * A background subagent's Monitor against Claude Code 2.1.332 headless (scripts/oracle/stop-sequence.mjs, run
 * `monitorBgChild`, test/fixtures/claude-code-hook-stdin/2.1.332-stop-sequence.json): the Monitor runs on after the
 * agent's answer; the main thread is told the agent waits on its own background work; each Monitor notice resumes the
 * agent with it; each new answer is told again, the last (its Monitor gone) as finished. The run waits for it all.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.332-stop-sequence.json');
interface OracleRun {
  fired: { hook_event_name: string; prompt?: string; last_assistant_message?: string }[];
  requests: { who: string; last?: { content: { type: string; text?: string }[] }[] }[];
  monitorTxt?: true;
}
const cli = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Record<string, OracleRun> }).runs['monitorBgChild'] as OracleRun;

/** A task notification's summary, note and result: what the main thread is told of the agent. */
const told = (s: string): string[] => [...s.matchAll(/<(summary|note|result)>([\s\S]*?)<\/\1>/g)].map((m) => `${m[1]}: ${m[2]}`);
/** A Monitor notice's summary and events, as the agent is resumed with it. */
const monitorNotice = (s: string): string[] => [...s.matchAll(/<(summary|event)>([\s\S]*?)<\/\1>/g)].map((m) => `${m[1]}: ${m[2]}`);
const agentNotices = (texts: string[]): string[][] => texts.filter((t) => t.includes('<summary>Agent "watch"')).map(told);

test("a background subagent's Monitor resumes it with each event after its answer, each answer told to the main thread (2.1.332, monitorBgChild)", {
  timeout: 120_000,
}, async (t) => {
  const { repo, folder: logs } = await tempRepoAndFolder(t, 'sub-monitor-bg-');
  const record = (e: string): string => `cat > "${logs}/$(date +%s%N)-${e}.json"`;
  const hooks = Object.fromEntries(['SubagentStart', 'SubagentStop'].map((e) => [e, [{ hooks: [{ type: 'command', command: record(e) }] }]]));
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks }), 'CLAUDE.md': '# repo\n' });
  const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
  const lastUserText = (req: RecordedRequest): string => {
    const last = (req.body.messages ?? []).at(-1) as { content: string | { type: string; text?: string }[] } | undefined;
    return typeof last?.content === 'string' ? last.content : (last?.content ?? []).map((b) => b.text ?? '').join('\n');
  };
  // The CLI's command slept between its lines; here each line waits for the step before it to be seen (no clock).
  const go = (n: number): string => path.join(logs, `go${n}`);
  const command = `until [ -e ${go(1)} ]; do sleep 0.05; done; echo tick; until [ -e ${go(2)} ]; do sleep 0.05; done; echo late > monitor.txt; echo tock`;
  const main = [
    turn(
      call(
        'Agent',
        { description: 'watch', prompt: 'CHILD: run sleep 4 then report', subagent_type: 'general-purpose', run_in_background: true },
        'toolu_agent',
      ),
    ),
    text('Launched the agent; waiting for it.'),
  ];
  const childAnswers = ['child done', 'child done again', 'child done 3'];
  let next = 0;
  let childNext = 0;
  const model = await startScriptedModel(
    (req) => {
      if (isMain(req)) return main[next++] ?? text('MAIN: waited.');
      const step = childNext++;
      if (step === 0) return turn(call('ToolSearch', { query: 'select:Monitor', max_results: 5 }, 'toolu_child_ts'));
      if (step === 1) return turn(call('Monitor', { command, description: 'ticks', timeout_ms: 60000 }, 'toolu_child_mon'));
      return text(childAnswers[step - 2] ?? 'child done more');
    },
    {
      onRequest: (req) => {
        const last = lastUserText(req);
        // The main thread heard the agent wait: the Monitor prints its event.
        if (isMain(req) && last.includes('is waiting on its own background work') && !existsSync(go(1))) writeFileSync(go(1), '');
        // The main thread heard the agent's answer to the event: the Monitor's command ends.
        if (isMain(req) && last.includes('<result>child done again</result>') && !existsSync(go(2))) writeFileSync(go(2), '');
        return Promise.resolve();
      },
    },
  );
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the slow work', inputs: { model: 'claude-opus-4-6', max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  // The main thread is told what the CLI's was told, in that order: waiting, waiting, finished.
  const cliTold = agentNotices(cli.fired.filter((f) => f.hook_event_name === 'UserPromptSubmit').map((f) => f.prompt ?? ''));
  assert.equal(cliTold.length, 3);
  const runnerTold = agentNotices(model.requests.filter(isMain).map(lastUserText));
  // The runner's final notice has no resume note (its notices never had one; SendMessage's description says it).
  assert.deepEqual(
    runnerTold,
    cliTold.map((n) => n.filter((line) => !line.startsWith('note: A task-notification fires'))),
  );
  // The agent is resumed with each Monitor notice, as the CLI's was.
  const resumes = (texts: string[]): string[][] => texts.filter((s) => s.includes('<summary>Monitor ')).map(monitorNotice);
  const cliResumes = resumes(cli.requests.filter((q) => q.who === 'child').map((q) => (q.last?.[0]?.content ?? []).map((b) => b.text ?? '').join('\n')));
  assert.deepEqual(cliResumes, [
    ['summary: Monitor event: "ticks"', 'event: tick'],
    ['summary: Monitor "ticks" stream ended', 'event: tock'],
  ]);
  assert.deepEqual(resumes(model.requests.filter((q) => !isMain(q)).map(lastUserText)), cliResumes);
  // Nothing of the Monitor reaches the main thread; its command ran to its end, as the CLI's did.
  assert.equal(
    model.requests.filter(isMain).some((q) => JSON.stringify(q.body.messages).includes('<summary>Monitor')),
    false,
  );
  // SubagentStart at each resume, SubagentStop at each answer, as the CLI's fired.
  const agentHooks = (fired: OracleRun['fired']): string[] =>
    fired.filter((f) => f.hook_event_name.startsWith('Subagent')).map((f) => `${f.hook_event_name} ${f.last_assistant_message ?? ''}`.trim());
  const runnerFired = readdirSync(logs)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(logs, f), 'utf8')) as OracleRun['fired'][number]);
  assert.deepEqual(agentHooks(runnerFired), agentHooks(cli.fired));
  assert.equal(cli.monitorTxt, true);
  assert.equal(existsSync(path.join(repo.dir, 'monitor.txt')), true, 'the Monitor ran after the answer');
});

test("a background subagent's endless Monitor resumes it only within the run's max_turns, and is killed at the run's end (control)", {
  timeout: 120_000,
}, async (t) => {
  const { repo, folder: logs } = await tempRepoAndFolder(t, 'sub-monitor-bg-flood-');
  const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
  // A prompt-injected agent's watch that never ends and prints an event every tenth of a second.
  const command = `echo $$ > ${logs}/pid.tmp; mv ${logs}/pid.tmp ${logs}/pid; while true; do echo tick; sleep 0.1; done`;
  const main = [
    turn(call('Agent', { description: 'watch', prompt: 'CHILD: watch forever', subagent_type: 'general-purpose', run_in_background: true }, 'toolu_agent')),
  ];
  let next = 0;
  let childNext = 0;
  const model = await startScriptedModel((req) => {
    if (isMain(req)) return main[next++] ?? text('MAIN: waited.');
    const step = childNext++;
    if (step === 0) return turn(call('ToolSearch', { query: 'select:Monitor', max_results: 5 }, 'toolu_child_ts'));
    if (step === 1) return turn(call('Monitor', { command, description: 'ticks', timeout_ms: 600000 }, 'toolu_child_mon'));
    return text(`child answer ${step}`);
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the slow work', inputs: { model: 'claude-opus-4-6', max_turns: '8' } });
  assert.equal(r.result.subtype, 'error_max_turns', JSON.stringify(r.result));
  assert.ok(model.requests.length <= 9, `${model.requests.length} requests for max_turns 8`);
  const pid = Number(readFileSync(path.join(logs, 'pid'), 'utf8'));
  assert.equal(await alive(pid), false, `the Monitor's command ${pid} outlived the run`);
});

test('a SendMessage to a background subagent waiting on its own Monitor resumes it with the message at once', { timeout: 120_000 }, async (t) => {
  const { repo } = await tempRepoAndFolder(t, 'sub-monitor-bg-send-');
  const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
  const main = [
    turn(
      call(
        'Agent',
        { description: 'watch', name: 'watcher', prompt: 'CHILD: watch', subagent_type: 'general-purpose', run_in_background: true },
        'toolu_agent',
      ),
    ),
    text('Launched the agent; waiting for it.'),
    turn(call('ToolSearch', { query: 'select:SendMessage', max_results: 5 }, 'toolu_ts')),
    turn(call('SendMessage', { to: 'watcher', summary: 'ping', message: 'PING: stop your watch' }, 'toolu_send')),
  ];
  let next = 0;
  let childNext = 0;
  const childRequests: string[] = [];
  const model = await startScriptedModel((req) => {
    if (isMain(req)) return main[next++] ?? text('MAIN: waited.');
    const seen = JSON.stringify(req.body.messages);
    childRequests.push(seen);
    const step = childNext++;
    if (step === 0) return turn(call('ToolSearch', { query: 'select:Monitor,TaskStop', max_results: 5 }, 'toolu_child_ts'));
    // A watch that never prints: only the message can wake the agent before its timeout.
    if (step === 1) return turn(call('Monitor', { command: 'sleep 600', description: 'quiet', timeout_ms: 600000 }, 'toolu_child_mon'));
    if (step === 2) return text('child done');
    const taskId = /Monitor started with ID: (b[0-9a-f]+)/.exec(seen)?.[1] ?? 'none';
    if (step === 3) return turn(call('TaskStop', { task_id: taskId }, 'toolu_child_stop'));
    return text('child stopped');
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the slow work', inputs: { model: 'claude-opus-4-6', max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.ok(childRequests[3]?.includes('PING: stop your watch'), 'the message resumed the agent');
  const lastUser = (req: RecordedRequest): string => JSON.stringify((req.body.messages ?? []).at(-1));
  const summaries = model.requests
    .filter(isMain)
    .map(lastUser)
    .flatMap((s) => [...s.matchAll(/<summary>(Agent [^<]*)<\/summary>/g)].map((m) => m[1]));
  assert.deepEqual(summaries, ['Agent \\"watch\\" is waiting on its own background work', 'Agent \\"watch\\" finished']);
});

test("bashTimeoutBgAgent: a background subagent's command moved at its timeout resumes it when it ends, as in Claude Code 2.1.332", {
  timeout: 120_000,
}, async (t) => {
  const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Record<string, OracleRun> }).runs['bashTimeoutBgAgent'] as OracleRun;
  const { repo, folder: logs } = await tempRepoAndFolder(t, 'sub-moved-bg-');
  const isMain = (req: RecordedRequest): boolean => systemText(req).includes('PARENT-SYSTEM');
  const lastUser = (req: RecordedRequest): string => JSON.stringify((req.body.messages ?? []).at(-1));
  const go = path.join(logs, 'go');
  // It outlives its 1 s timeout until the main thread has heard the agent wait (no clock decides the order).
  const command = `echo started; until [ -e ${go} ]; do sleep 0.05; done; echo late > moved.txt; echo finished`;
  const main = [
    turn(
      call(
        'Agent',
        { description: 'slow look', prompt: 'CHILD: run sleep 4 then report', subagent_type: 'general-purpose', run_in_background: true },
        'toolu_agent',
      ),
    ),
    text('Launched the agent; waiting for it.'),
  ];
  let next = 0;
  let childNext = 0;
  const childAnswers = ['child done', 'child done again'];
  const model = await startScriptedModel(
    (req) => {
      if (isMain(req)) return main[next++] ?? text('MAIN: waited.');
      const step = childNext++;
      return step === 0
        ? turn(call('Bash', { command, description: 'slow write', timeout: 1000 }, 'toolu_child_slow'))
        : text(childAnswers[step - 1] ?? 'child more');
    },
    {
      onRequest: (req) => {
        if (isMain(req) && lastUser(req).includes('is waiting on its own background work') && !existsSync(go)) writeFileSync(go, '');
        return Promise.resolve();
      },
    },
  );
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'oracle-main: start the slow work', inputs: { model: 'claude-opus-4-6', max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const summaries = (texts: string[]): string[] => texts.flatMap((s) => [...s.matchAll(/<summary>(Agent [^<]*?)<\/summary>/g)].map((m) => m[1] ?? ''));
  const cliSummaries = summaries(oracle.fired.filter((f) => f.hook_event_name === 'UserPromptSubmit').map((f) => f.prompt ?? ''));
  assert.deepEqual(cliSummaries, ['Agent "slow look" is waiting on its own background work', 'Agent "slow look" finished']);
  assert.deepEqual(
    summaries(model.requests.filter(isMain).map(lastUser)).map((s) => s.replaceAll('\\"', '"')),
    cliSummaries,
  );
  // The agent was resumed with its command's end; the main thread never heard of the command.
  assert.ok(model.requests.filter((q) => !isMain(q)).some((q) => lastUser(q).includes('Background command \\"slow write\\" completed')));
  assert.equal(
    model.requests.filter(isMain).some((q) => JSON.stringify(q.body.messages).includes('slow write')),
    false,
  );
  assert.equal(existsSync(path.join(repo.dir, 'moved.txt')), true);
});
