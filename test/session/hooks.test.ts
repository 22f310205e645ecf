import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { combineFinalChecks, stopCheckFrom, toolHooksFrom } from '../../src/session/hook-ports.js';
import { createHookRunner } from '../../src/hooks/index.js';
import type { FinalCheck } from '../../src/agent/loop.js';
import { commitHooks, hookScript, lastUserBlocks, readJsonLines, resultText, run, toolResultOf, tempRepoFor, modelFor } from './harness.js';
import { bash, call, turn } from '../support/scripted-turns.js';

const cmd = (command: string) => ({ command, source: 'test' });
const done = { content: [{ type: 'text' as const, text: 'All done.' }] };

test('a PreToolUse hook that exits 2 on rm -rf blocks it; the model sees its stderr and the call is a denial', async (t) => {
  const repo = await tempRepoFor(t);
  await mkdir(path.join(repo.dir, 'build'));
  const command = await hookScript(
    repo.dir,
    'no-rm.sh',
    ['input=$(cat)', 'if printf %s "$input" | grep -q "rm -rf"; then echo "rm -rf is not allowed in this repository" >&2; exit 2; fi', 'exit 0'].join('\n'),
  );
  await commitHooks(repo, { PreToolUse: [{ matcher: 'Bash', hooks: [cmd(command)] }] });
  const model = await modelFor(t, [bash('rm -rf build', 'toolu_rm'), bash('echo still-here', 'toolu_ls'), done]);
  const r = await run({ url: model.url, repo });

  assert.equal(r.result.subtype, 'success');
  assert.ok(existsSync(path.join(repo.dir, 'build')), 'the blocked command did not run');
  const blocked = toolResultOf(model.requests[1]);
  assert.equal(blocked?.is_error, true);
  assert.equal(resultText(blocked), `PreToolUse:Bash hook error: [${command}]: rm -rf is not allowed in this repository`);
  assert.equal(resultText(toolResultOf(model.requests[2])), 'still-here', 'other commands pass the hook');
  assert.deepEqual(
    r.result.permission_denials.map((d) => [d.tool_name, d.tool_use_id]),
    [['Bash', 'toolu_rm']],
  );
});

test('permissionDecision deny blocks with the reason; updatedInput makes the tool run with the new input', async (t) => {
  const repo = await tempRepoFor(t);
  const deny = await hookScript(
    repo.dir,
    'deny-write.sh',
    `echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"Writes under secrets/ are forbidden"}}'`,
  );
  const rewrite = await hookScript(
    repo.dir,
    'rewrite.sh',
    `echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{"command":"echo rewritten-by-hook"}}}'`,
  );
  await commitHooks(repo, {
    PreToolUse: [
      { matcher: 'Write', hooks: [cmd(deny)] },
      { matcher: 'Bash', hooks: [cmd(rewrite)] },
    ],
  });
  const model = await modelFor(t, [turn(call('Write', { file_path: 'secrets/key.txt', content: 'x' }, 'toolu_w')), bash('echo original', 'toolu_b'), done]);
  const r = await run({ url: model.url, repo });

  assert.equal(r.result.subtype, 'success');
  const denied = toolResultOf(model.requests[1]);
  assert.equal(denied?.is_error, true);
  assert.equal(resultText(denied), 'PreToolUse:Write hook error: Writes under secrets/ are forbidden');
  assert.ok(!existsSync(path.join(repo.dir, 'secrets', 'key.txt')));
  const rewritten = toolResultOf(model.requests[2]);
  assert.equal(rewritten?.is_error, undefined);
  assert.equal(resultText(rewritten), 'rewritten-by-hook');
  const bashCall = r.messages.find((m) => m.type === 'user' && JSON.stringify(m.message).includes('toolu_b'));
  assert.ok(bashCall, 'the tool result was emitted');
});

test('PostToolUse sees tool_response and duration_ms; a failing tool fires PostToolUseFailure with the error', async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.dir, 'post.jsonl');
  const record = await hookScript(repo.dir, 'record.sh', `cat >> "${log}"; echo >> "${log}"`);
  const context = await hookScript(
    repo.dir,
    'context.sh',
    `echo '{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"Remember: run the linter after shell commands."}}'`,
  );
  await commitHooks(repo, {
    PostToolUse: [{ matcher: 'Bash', hooks: [cmd(record), cmd(context)] }],
    PostToolUseFailure: [{ matcher: '*', hooks: [cmd(record)] }],
  });
  const model = await modelFor(t, [bash('echo hello; echo warn >&2', 'toolu_ok'), bash('echo nope >&2; exit 3', 'toolu_fail'), done]);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success');

  const [post, failure, ...rest] = await readJsonLines(log);
  assert.equal(rest.length, 0);
  assert.equal(post?.['hook_event_name'], 'PostToolUse');
  assert.equal(post?.['tool_name'], 'Bash');
  assert.equal(post?.['tool_use_id'], 'toolu_ok');
  assert.deepEqual(post?.['tool_input'], { command: 'echo hello; echo warn >&2' });
  assert.deepEqual(post?.['tool_response'], { stdout: 'hello', stderr: 'warn', interrupted: false, isImage: false, noOutputExpected: false });
  assert.equal(typeof post?.['duration_ms'], 'number');
  assert.equal(failure?.['hook_event_name'], 'PostToolUseFailure');
  assert.equal(failure?.['tool_use_id'], 'toolu_fail');
  assert.match(String(failure?.['error']), /Exit code 3/);
  assert.equal(failure?.['is_interrupt'], false);
  assert.equal(typeof failure?.['duration_ms'], 'number');
  assert.equal(failure?.['tool_response'], undefined);

  const texts = lastUserBlocks(model.requests[1])
    .filter((b) => b.type === 'text')
    .map((b) => (b.type === 'text' ? b.text : ''));
  assert.deepEqual(texts, ['<system-reminder>\nRemember: run the linter after shell commands.\n</system-reminder>']);
});

test('a PostToolUse block reaches the model as context; hook failures are reported', async (t) => {
  const repo = await tempRepoFor(t);
  const block = await hookScript(repo.dir, 'post-block.sh', 'echo "format the file before going on" >&2; exit 2');
  const broken = await hookScript(repo.dir, 'broken.sh', 'exit 7');
  await commitHooks(repo, { PostToolUse: [{ matcher: 'Bash', hooks: [cmd(block), cmd(broken)] }] });
  const model = await modelFor(t, [bash('echo hi', 'toolu_1'), done]);
  const r = await run({ url: model.url, repo });

  assert.equal(resultText(toolResultOf(model.requests[1])), 'hi', 'the tool ran: PostToolUse cannot undo it');
  const text = JSON.stringify(lastUserBlocks(model.requests[1]));
  assert.ok(text.includes(`PostToolUse:Bash hook blocking error from command: \\"${block.replaceAll('"', '\\"')}\\": format the file before going on`), text);
  const failures = (r.result.warnings ?? []).filter((w) => w.startsWith('hook '));
  assert.equal(failures.length, 1, failures.join('\n'));
  assert.match(failures[0] ?? '', /^hook exit \[/);
});

test('a Stop hook that blocks once makes the loop continue exactly once more, with stop_hook_active on the repeat', async (t) => {
  const repo = await tempRepoFor(t);
  const log = path.join(repo.dir, 'stop.jsonl');
  const marker = path.join(repo.dir, 'stop-once');
  const stop = await hookScript(
    repo.dir,
    'stop.sh',
    [
      `cat >> "${log}"; echo >> "${log}"`,
      `if [ ! -e "${marker}" ]; then touch "${marker}"; echo "The tests were not run: run npm test first" >&2; exit 2; fi`,
      'exit 0',
    ].join('\n'),
  );
  await commitHooks(repo, { Stop: [{ hooks: [cmd(stop)] }] });
  const model = await modelFor(t, [
    { content: [{ type: 'text', text: 'First answer.' }] },
    { content: [{ type: 'text', text: 'Second answer, after the tests.' }] },
    { content: [{ type: 'text', text: 'never requested' }] },
  ]);
  const r = await run({ url: model.url, repo });

  assert.equal(r.result.subtype, 'success');
  assert.equal(r.result.result, 'Second answer, after the tests.');
  assert.equal(model.requests.length, 2);
  assert.equal(r.turnsUsed, 2);
  // As Claude Code 2.1.332 sends an exit-2 block: one reminder, its framing, the command and its stderr as written.
  const blocks = lastUserBlocks(model.requests[1]) as { type: string; text: string }[];
  assert.equal(blocks.length, 1);
  assert.match(blocks[0]?.text ?? '', /^<system-reminder>\nThe text below is the output of a hook that the user/);
  assert.ok(
    blocks[0]?.text.endsWith(`\nStop hook feedback:\n[${stop}]: The tests were not run: run npm test first\n\n</system-reminder>`),
    String(blocks[0]?.text),
  );
  const calls = await readJsonLines(log);
  assert.deepEqual(
    calls.map((c) => [c['hook_event_name'], c['stop_hook_active'], c['last_assistant_message']]),
    [
      ['Stop', false, 'First answer.'],
      ['Stop', true, 'Second answer, after the tests.'],
    ],
  );
});

test('a Stop hook that always blocks is bounded by max_turns', async (t) => {
  const repo = await tempRepoFor(t);
  const stop = await hookScript(repo.dir, 'stop-forever.sh', 'echo "not yet" >&2; exit 2');
  await commitHooks(repo, { Stop: [{ hooks: [cmd(stop)] }] });
  const model = await modelFor(t, () => ({ content: [{ type: 'text', text: 'Done?' }] }));
  const r = await run({ url: model.url, repo, inputs: { max_turns: '3' } });
  assert.equal(r.result.subtype, 'error_max_turns');
  assert.equal(model.requests.length, 3);
});

test('combineFinalChecks: the first objection wins, attempts are counted per check, structured output survives', async () => {
  const seen: [string, number][] = [];
  let stopBlocks = 2;
  const stopLike: FinalCheck = async (_text, attempt) => {
    seen.push(['stop', attempt]);
    return stopBlocks-- > 0 ? { verdict: 'continue', message: 'keep going' } : { verdict: 'accept' };
  };
  const schemaLike: FinalCheck = async (text, attempt) => {
    seen.push(['schema', attempt]);
    return text === '{}' ? { verdict: 'accept', structured: {} } : { verdict: 'continue', message: 'JSON please' };
  };
  const check = combineFinalChecks(stopLike, undefined, schemaLike);
  assert.ok(check);
  assert.equal((await check('a', 0)).verdict, 'continue');
  assert.equal((await check('b', 1)).verdict, 'continue');
  assert.deepEqual(await check('c', 2), { verdict: 'continue', message: 'JSON please' });
  assert.deepEqual(await check('{}', 3), { verdict: 'accept', structured: {} });
  assert.deepEqual(seen, [
    ['stop', 0],
    ['stop', 1],
    ['stop', 2],
    ['schema', 0],
    ['stop', 2],
    ['schema', 1],
  ]);
  assert.equal(combineFinalChecks(undefined, schemaLike), schemaLike);
  assert.equal(combineFinalChecks(), undefined);
});

test('no matching hooks: nothing runs and nothing changes', async (t) => {
  const repo = await tempRepoFor(t);
  const runner = createHookRunner({
    hooksConfig: { PreToolUse: [{ matcher: 'Write', hooks: [cmd('exit 2')] }] },
    cwd: repo.dir,
    projectDir: repo.dir,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    sessionId: 's',
    transcriptPath: path.join(repo.tempDir, 't.jsonl'),
    permissionMode: 'dontAsk',
    defaultTimeoutMs: 30_000,
    tempDir: repo.tempDir,
  });
  const hooks = toolHooksFrom(runner);
  assert.deepEqual(await hooks.pre({ toolName: 'Read', toolInput: {}, toolUseId: 't' }), { additionalContext: [] });
  assert.deepEqual(await hooks.post({ toolName: 'Read', toolInput: {}, toolUseId: 't', result: { content: 'x', isError: false }, durationMs: 1 }), {
    additionalContext: [],
  });
  assert.deepEqual(await stopCheckFrom(runner)('text', 0), { verdict: 'accept' });
});
