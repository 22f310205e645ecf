import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import { SessionCheckpoint } from '../../src/session/checkpoint.js';
import { startScriptedModel, type ScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { call } from '../support/scripted-turns.js';
import { hookScript, lastUserBlocks, tempRepo, writeFiles, type Repo } from './harness.js';

/**
 * A call only a person can decide, through the product's session: an `ask` rule or a PreToolUse hook's `ask`/`defer`
 * ends the run waiting (the call held, the reply's later calls not run), and a resumed session runs the held call when
 * the person allows it, or gives the model their refusal.
 */

const open: { close(): Promise<void> }[] = [];
const repos: Repo[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.close()));
  await Promise.all(repos.map((r) => r.cleanup()));
});

async function model(turns: ScriptedTurn[]): Promise<ScriptedModel> {
  const m = await startScriptedModel(turns);
  open.push(m);
  return m;
}

const touching = (dir: string): ScriptedTurn[] => [
  {
    content: [
      call('Bash', { command: 'touch made-by-agent' }, 'toolu_b1'),
      call('Write', { file_path: path.join(dir, 'second.txt'), content: 'second\n' }, 'toolu_w2'),
    ],
  },
  { content: [{ type: 'text', text: 'Never reached: the run waits.' }] },
];

async function askFirst(repo: Repo, settings: object): Promise<{ checkpoint: SessionCheckpoint; run: Awaited<ReturnType<typeof runProductSession>> }> {
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify(settings) });
  const m = await model(touching(repo.dir));
  const checkpoint = new SessionCheckpoint();
  const run = await runProductSession({ cwd: repo.dir, runDir: repo.tempDir, modelUrl: m.url, inputs: { permission_mode: 'acceptEdits' }, checkpoint });
  assert.equal(m.requests.length, 1);
  return { checkpoint, run };
}

async function answer(
  repo: Repo,
  held: SessionCheckpoint,
  reply: string,
): Promise<{ sent: Anthropic.ContentBlockParam[]; run: Awaited<ReturnType<typeof runProductSession>> }> {
  const paused = held.paused();
  assert.ok(paused);
  const m = await model([{ content: [{ type: 'text', text: 'Done.' }] }]);
  const resumed = new SessionCheckpoint({
    sessionId: 'b5b1d1b0-0000-4000-8000-000000000001',
    paused,
    answer: reply,
    answeredBy: 'alice',
    continues: { runId: '1' },
  });
  const run = await runProductSession({
    cwd: repo.dir,
    runDir: repo.tempDir,
    modelUrl: m.url,
    inputs: { permission_mode: 'acceptEdits' },
    checkpoint: resumed,
  });
  return { sent: lastUserBlocks(m.requests[0]), run };
}

const resultFor = (blocks: Anthropic.ContentBlockParam[], id: string): Anthropic.ToolResultBlockParam | undefined =>
  blocks.find((b): b is Anthropic.ToolResultBlockParam => b.type === 'tool_result' && b.tool_use_id === id);

describe('a call an ask rule covers', () => {
  it('ends the run waiting: the call held, not run, not a denial; the reply’s later call not run', async () => {
    const repo = await tempRepo();
    repos.push(repo);
    const { checkpoint, run } = await askFirst(repo, { permissions: { ask: ['Bash(touch:*)'] } });
    assert.equal(run.outcome.cause, 'needs_input');
    assert.equal(run.outcome.isError, false);
    assert.equal(run.result.terminal_reason, 'tool_deferred');
    assert.equal(run.result.deferred_tool_use?.id, 'toolu_b1');
    assert.deepEqual(run.outcome.denials, []);
    const pending = checkpoint.paused()?.pending;
    assert.equal(pending?.kind, 'ask_rule');
    assert.match(pending?.reason ?? '', /the ask rule "Bash\(touch:\*\)"/);
    assert.equal(existsSync(path.join(repo.dir, 'made-by-agent')), false);
    assert.equal(existsSync(path.join(repo.dir, 'second.txt')), false, 'the call after the held one did not run');
  });

  it('a reply that allows it runs it when the session resumes, and the other call is said not to have run', async () => {
    const repo = await tempRepo();
    repos.push(repo);
    const { checkpoint } = await askFirst(repo, { permissions: { ask: ['Bash(touch:*)'] } });
    const { sent, run } = await answer(repo, checkpoint, 'yes, go ahead');
    assert.equal(run.outcome.cause, 'completed');
    assert.equal(run.outcome.sessionId, 'b5b1d1b0-0000-4000-8000-000000000001');
    assert.equal(existsSync(path.join(repo.dir, 'made-by-agent')), true);
    assert.equal(resultFor(sent, 'toolu_b1')?.is_error, undefined);
    assert.match(JSON.stringify(resultFor(sent, 'toolu_w2')), /Not run: the run paused/);
    assert.match(JSON.stringify(sent), /@alice allowed this Bash call in a reply on the thread: \\"yes, go ahead\\"/);
  });

  it('control: a reply that does not allow it keeps it from running, and the model reads why', async () => {
    const repo = await tempRepo();
    repos.push(repo);
    const { checkpoint } = await askFirst(repo, { permissions: { ask: ['Bash(touch:*)'] } });
    const { sent } = await answer(repo, checkpoint, 'no, write it under tmp/ instead');
    assert.equal(existsSync(path.join(repo.dir, 'made-by-agent')), false);
    const held = resultFor(sent, 'toolu_b1');
    assert.equal(held?.is_error, true);
    assert.match(JSON.stringify(held), /@alice did not allow this Bash call. Their reply: \\"no, write it under tmp\/ instead\\"/);
  });

  it('a deny rule still wins over a person’s yes', async () => {
    const repo = await tempRepo();
    repos.push(repo);
    const { checkpoint } = await askFirst(repo, { permissions: { ask: ['Bash(touch:*)'] } });
    // The configuration of the resumed run is its own: here a deny rule now covers the call.
    await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ permissions: { ask: ['Bash(touch:*)'], deny: ['Bash(touch made-by-agent)'] } }) });
    const { sent } = await answer(repo, checkpoint, 'yes');
    assert.equal(existsSync(path.join(repo.dir, 'made-by-agent')), false);
    assert.match(JSON.stringify(resultFor(sent, 'toolu_b1')), /deny rule/);
  });
});

describe("a PreToolUse hook's defer", () => {
  const deferring = async (repo: Repo): Promise<object> => {
    const command = await hookScript(
      repo.dir,
      'defer.sh',
      `echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"defer","permissionDecisionReason":"a maintainer must approve touch"}}'`,
    );
    return { permissions: { allow: ['Bash(touch:*)'] }, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command }] }] } };
  };

  it('ends the run waiting instead of stopping it, and a yes runs the call on resume', async () => {
    const repo = await tempRepo();
    repos.push(repo);
    const { checkpoint, run } = await askFirst(repo, await deferring(repo));
    assert.equal(run.outcome.cause, 'needs_input');
    assert.equal(checkpoint.paused()?.pending.kind, 'hook_defer');
    assert.match(checkpoint.paused()?.pending.reason ?? '', /a maintainer must approve touch/);
    const { run: resumed } = await answer(repo, checkpoint, '1');
    assert.equal(resumed.outcome.cause, 'completed');
    assert.equal(existsSync(path.join(repo.dir, 'made-by-agent')), true);
  });

  it("a hook's ask waits the same way, and a no keeps the call from running", async () => {
    const repo = await tempRepo();
    repos.push(repo);
    const command = await hookScript(
      repo.dir,
      'ask.sh',
      `echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"touching needs a look"}}'`,
    );
    const { checkpoint, run } = await askFirst(repo, {
      permissions: { allow: ['Bash(touch:*)'] },
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command }] }] },
    });
    assert.equal(run.outcome.cause, 'needs_input');
    assert.equal(checkpoint.paused()?.pending.kind, 'hook_ask');
    const { sent } = await answer(repo, checkpoint, '2');
    assert.equal(resultFor(sent, 'toolu_b1')?.is_error, true);
    assert.equal(existsSync(path.join(repo.dir, 'made-by-agent')), false);
  });

  it('control: without a checkpoint (nobody can answer) the defer stops the run, as before', async () => {
    const repo = await tempRepo();
    repos.push(repo);
    await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify(await deferring(repo)) });
    const m = await model(touching(repo.dir));
    const run = await runProductSession({ cwd: repo.dir, runDir: repo.tempDir, modelUrl: m.url, inputs: { permission_mode: 'acceptEdits' } });
    assert.equal(run.outcome.cause, 'hook_stopped');
    assert.equal(existsSync(path.join(repo.dir, 'made-by-agent')), false);
  });
});
