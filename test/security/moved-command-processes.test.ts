/**
 * A foreground command past its timeout moves to the background (as Claude Code 2.1.332 does): a prompt-injected model
 * could use short timeouts to keep processes running, each call a new one, and one that leaves its process group
 * (`setsid`). They must not outlive the run: however the run ends (max_turns while the model keeps calling, the run's
 * own timeout while the end of the turn waits for them), every one of them is dead when the run returns, checked by pid.
 * Control: after their timeout passed, while the run went on, they were running (moved, not stopped).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel, type Script } from '../../support/scripted-model/scripted-model.js';
import { msgCount, run, tempRepoAndFolder, tempRepoFor } from '../session/harness.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { readOnlyJail } from '../../src/tools/read-only-jail.js';

const JAIL = readOnlyJail();
const jailSkip = 'reason' in JAIL ? `the read-only jail cannot run here: ${JAIL.reason}` : false;
import { alive, pidIn } from '../support/process-alive.js';

for (const [end, inputs, keepsCalling] of [
  ['max_turns', { max_turns: '3' }, true],
  ['timeout_minutes', { max_turns: '20', timeout_minutes: '0.1' }, false],
] as const) {
  test(`commands moved to the background at their timeout do not outlive the run (${end})`, { timeout: 120_000 }, async (t) => {
    const repo = await tempRepoFor(t);
    // Its own process, and one in a new session (out of its process group), both meant to live on.
    const attack = (i: number): string =>
      `echo $$ > ${repo.dir}/p${i}.pid; setsid sh -c 'echo $$ > ${repo.dir}/s${i}.pid; exec sleep 1000' </dev/null >/dev/null 2>&1 & exec sleep 1000`;
    let calls = 0;
    const script: Script = (req) => {
      const n = msgCount(req);
      if (n === 1 || keepsCalling) {
        calls += 1;
        return turn(call('Bash', { command: attack(calls), description: 'keep it', timeout: 1000 }, `toolu_keep${calls}`));
      }
      return text('Started it; it will finish on its own.');
    };
    const seen: number[] = [];
    let runningPastTimeout: boolean | undefined;
    const model = await startScriptedModel(script, {
      onRequest: async (req) => {
        if (msgCount(req) !== 3) return;
        // The first command's result came after its 1 s timeout: moved, its processes run on (the control).
        const pids = [await pidIn(path.join(repo.dir, 'p1.pid')), await pidIn(path.join(repo.dir, 's1.pid'))];
        runningPastTimeout = (await Promise.all(pids.map(alive))).every(Boolean);
      },
    });
    t.after(() => model.close());
    const r = await run({ url: model.url, repo, inputs });
    // max_turns ends the run as such; at its timeout the end of the turn stops waiting (the command had 10 minutes
    // left) and the model's answer stands, as for a `run_in_background` command.
    if (end === 'max_turns') assert.equal(r.result.subtype, 'error_max_turns');
    else assert.equal(r.result.result, 'Started it; it will finish on its own.');
    assert.equal(runningPastTimeout, true, 'control: the moved command ran on past its timeout while the run went on');
    for (let i = 1; i <= calls; i += 1)
      for (const file of [`p${i}.pid`, `s${i}.pid`]) {
        // A call the run's limit came before never ran.
        if (!existsSync(path.join(repo.dir, file))) continue;
        const pid = await pidIn(path.join(repo.dir, file));
        seen.push(pid);
        assert.equal(await alive(pid), false, `${file} (pid ${pid}) outlived the run`);
      }
    assert.ok(seen.length >= 2, `${seen.length} processes checked`);
    const requests = model.requests.length;
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(model.requests.length, requests, 'no model call after the run');
  });
}

test('a sandboxed command moved to the background stays in the sandbox: it cannot write outside the workspace (control: inside it can)', {
  timeout: 120_000,
}, async (t) => {
  const { repo, folder } = await tempRepoAndFolder(t, 'moved-sandbox-');
  const release = path.join(repo.dir, 'release');
  // After its timeout, from the background: one write outside the workspace, one inside.
  const command = `echo started; until [ -e ${release} ]; do sleep 0.05; done; echo x > ${folder}/escaped; echo y > ${repo.dir}/inside`;
  const script: Script = (req) => {
    const n = msgCount(req);
    if (n === 1) return turn(call('Bash', { command, description: 'slow write', timeout: 1000 }, 'toolu_slow'));
    if (n === 3) writeFileSync(release, '');
    return text(n === 3 ? 'Moved; waiting.' : 'It ended.');
  };
  const model = await startScriptedModel(script);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { sandbox: 'required' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result.errors));
  assert.match(JSON.stringify(model.requests[1]?.body.messages), /was moved to the background/);
  assert.equal(r.result.result, 'It ended.', 'the notice of its end came');
  assert.equal(existsSync(path.join(repo.dir, 'inside')), true, 'control: the moved command ran on and wrote inside');
  assert.equal(existsSync(path.join(folder, 'escaped')), false, 'the moved command wrote outside the workspace');
});

/** Writes a line into the pipe if a reader has it open (never waits for one: a stopped `cat` would leave none). */
async function release(fifo: string): Promise<void> {
  const file = await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => undefined);
  await file?.writeFile('through the pipe\n');
  await file?.close();
}

test('a read-only command moved to the background goes on in the read-only jail', { skip: jailSkip, timeout: 120_000 }, async (t) => {
  const repo = await tempRepoFor(t);
  const fifo = path.join(repo.dir, 'pipe');
  execFileSync('mkfifo', [fifo]);
  // `cat pipe` is on the read-only list (dontAsk, no rules): approved as read-only, it runs in the jail; it waits for a
  // writer, past its timeout, and the test writes once it was moved.
  const script: Script = (req) => {
    const n = msgCount(req);
    if (n === 1) return turn(call('Bash', { command: 'cat pipe', description: 'wait for the pipe', timeout: 1000 }, 'toolu_cat'));
    if (n === 3) void release(fifo);
    return text(n === 3 ? 'Moved; waiting.' : 'It ended.');
  };
  const model = await startScriptedModel(script);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', sandbox: 'auto' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result.errors));
  assert.match(JSON.stringify(r.events.filter((e) => e.kind === 'log' && e.text.startsWith('Read-only commands'))), /run in the read-only jail/);
  assert.match(JSON.stringify(model.requests[1]?.body.messages), /was moved to the background/);
  const notice = JSON.stringify((model.requests.at(-1)?.body.messages ?? []).at(-1));
  assert.match(notice, /Background command \\"wait for the pipe\\" completed \(exit code 0\)/);
  const file = /<output-file>([^<]+)<\/output-file>/.exec(notice)?.[1] ?? '';
  assert.equal(readFileSync(file, 'utf8'), 'through the pipe\n');
});
