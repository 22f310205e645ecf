import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHookRunner } from '../../src/hooks/index.js';
import type { HookOutcome, HookRunnerOptions, HooksConfig } from '../../src/hooks/index.js';
import { killBackgroundProcesses } from '../../src/process/group.js';

async function repo(): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), 'hooks-run-')));
  await mkdir(path.join(dir, '.claude', 'hooks'), { recursive: true });
  return dir;
}

/** Writes an executable script under `.claude/hooks/` and returns how settings would call it. */
async function script(dir: string, name: string, body: string): Promise<string> {
  const file = path.join(dir, '.claude', 'hooks', name);
  await writeFile(file, `#!/usr/bin/env bash\n${body}\n`);
  await chmod(file, 0o755);
  return `"$CLAUDE_PROJECT_DIR"/.claude/hooks/${name}`;
}

function runner(dir: string, hooksConfig: HooksConfig, extra: Partial<HookRunnerOptions> = {}) {
  return createHookRunner({
    hooksConfig,
    cwd: dir,
    projectDir: dir,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    sessionId: 'sess-1',
    transcriptPath: path.join(dir, 'transcript.jsonl'),
    permissionMode: 'dontAsk',
    defaultTimeoutMs: 60_000,
    ...extra,
  });
}

/** Gone, or a zombie waiting for whoever reaps orphans here (within 30 s: the bound only ends a hang). */
async function dies(pid: number): Promise<boolean> {
  for (let i = 0; i < 600; i++) {
    try {
      process.kill(pid, 0);
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      if (/^\d+ \(.*\) Z/.test(stat)) return true;
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const cmd = (command: string, source = 'test') => ({ command, source });
const bashPayload = { tool_name: 'Bash', tool_input: { command: 'rm -rf /' }, tool_use_id: 'toolu_1' };

test('exit 2 blocks PreToolUse with Claude Code message format, and the hook saw the event on stdin', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const command = await script(dir, 'block-rm.sh', 'cat > "$CLAUDE_PROJECT_DIR/stdin.json"\necho "rm -rf is not allowed" >&2\nexit 2');
  const r = runner(dir, { PreToolUse: [{ matcher: 'Bash', hooks: [cmd(command)] }] });
  const out = await r.run('PreToolUse', bashPayload, 'Bash');
  assert.equal(out.blocked, true);
  assert.equal(out.blockMessage, `PreToolUse:Bash hook error: [${command}]: rm -rf is not allowed`);
  assert.equal(out.permissionDecision, 'deny');
  assert.equal(out.ran, 1);
  const stdin = JSON.parse(await readFile(path.join(dir, 'stdin.json'), 'utf8')) as Record<string, unknown>;
  assert.deepEqual(stdin, {
    session_id: 'sess-1',
    transcript_path: path.join(dir, 'transcript.jsonl'),
    cwd: dir,
    permission_mode: 'dontAsk',
    hook_event_name: 'PreToolUse',
    ...bashPayload,
  });
});

test('exit 2 with empty stderr says so', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const out = await runner(dir, { PreToolUse: [{ hooks: [cmd('exit 2')] }] }).run('PreToolUse', bashPayload, 'Bash');
  assert.equal(out.blockMessage, 'PreToolUse:Bash hook error: [exit 2]: No stderr output');
});

test('JSON permissionDecision deny gives the reason as the tool error', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const json = JSON.stringify({
    hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'Use trash instead' },
  });
  const command = await script(dir, 'deny.sh', `cat >/dev/null\necho '${json}'`);
  const out = await runner(dir, { PreToolUse: [{ matcher: 'Bash', hooks: [cmd(command)] }] }).run('PreToolUse', bashPayload, 'Bash');
  assert.equal(out.blocked, true);
  assert.equal(out.blockMessage, 'PreToolUse:Bash hook error: Use trash instead');
  assert.equal(out.permissionDecision, 'deny');
  assert.equal(out.permissionDecisionReason, 'Use trash instead');
});

test('updatedInput with allow is returned for the tool to run with', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const json = JSON.stringify({
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: 'allow',
      permissionDecisionReason: 'rewritten',
      updatedInput: { command: 'echo safe' },
    },
  });
  const command = await script(dir, 'rewrite.sh', `echo '${json}'`);
  const out = await runner(dir, { PreToolUse: [{ hooks: [cmd(command)] }] }).run('PreToolUse', bashPayload, 'Bash');
  assert.equal(out.blocked, false);
  assert.equal(out.permissionDecision, 'allow');
  assert.deepEqual(out.updatedInput, { command: 'echo safe' });
});

test('deny wins over allow, and a block drops updatedInput', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const allow = `echo '${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow', updatedInput: { command: 'ls' } } })}'`;
  const deny = `echo '${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'no' } })}'`;
  const ask = `echo '${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'ask' } })}'`;
  const r = runner(dir, { PreToolUse: [{ hooks: [cmd(allow), cmd(deny)] }, { matcher: 'Bash', hooks: [cmd(ask)] }] });
  const out = await r.run('PreToolUse', bashPayload, 'Bash');
  assert.equal(out.permissionDecision, 'deny');
  assert.equal(out.blocked, true);
  assert.equal(out.updatedInput, undefined);
  assert.equal(out.ran, 3);

  const askOnly = await runner(dir, { PreToolUse: [{ hooks: [cmd(allow), cmd(ask)] }] }).run('PreToolUse', bashPayload, 'Bash');
  assert.equal(askOnly.permissionDecision, 'ask');
  assert.equal(askOnly.blocked, false);
});

test('additionalContext from JSON, and plain stdout of SessionStart, become context; SessionStart has no permission_mode', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const post = `cat > "$CLAUDE_PROJECT_DIR/post.json"; echo '${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'lint: 2 warnings' } })}'`;
  const r = runner(dir, {
    PostToolUse: [{ matcher: 'Edit|Write', hooks: [cmd(post)] }],
    SessionStart: [{ matcher: 'startup', hooks: [cmd('cat > "$CLAUDE_PROJECT_DIR/start.json"; echo "Branch: main"')] }],
  });
  const payload = { tool_name: 'Edit', tool_input: { file_path: 'a.ts' }, tool_use_id: 't2', tool_response: { ok: true } };
  const out = await r.run('PostToolUse', payload, 'Edit');
  assert.deepEqual(out.additionalContext, ['lint: 2 warnings']);
  assert.equal(out.blocked, false);
  const seen = JSON.parse(await readFile(path.join(dir, 'post.json'), 'utf8')) as Record<string, unknown>;
  assert.deepEqual(seen['tool_response'], { ok: true });

  const start = await r.run('SessionStart', { source: 'startup' }, 'startup');
  assert.deepEqual(start.additionalContext, ['Branch: main']);
  const startIn = JSON.parse(await readFile(path.join(dir, 'start.json'), 'utf8')) as Record<string, unknown>;
  assert.equal(startIn['hook_event_name'], 'SessionStart');
  assert.equal(startIn['source'], 'startup');
  assert.equal('permission_mode' in startIn, false);
});

test('a hook sleeping past its timeout is killed with its process group and reported', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const command = await script(dir, 'slow.sh', 'sleep 30 &\necho $! > "$CLAUDE_PROJECT_DIR/child.pid"\nwait');
  // Long enough for bash to start and record its child on a loaded machine (the assertions below need the pid), far
  // shorter than the sleep.
  const r = runner(dir, { Stop: [{ hooks: [{ command, timeoutMs: 2_000, source: 'test' }, cmd('echo fast')] }] });
  const out = await r.run('Stop', { stop_hook_active: false });
  // Behaviour, not time: a hook waited out would have ended normally, with no timeout failure.
  assert.equal(out.failures.length, 1);
  assert.equal(out.failures[0]?.kind, 'timeout');
  assert.equal(out.failures[0]?.command, command);
  assert.match(out.failures[0]?.detail ?? '', /timed out after 2s/);
  assert.equal(out.blocked, false);
  assert.equal(out.stdout, 'fast');
  const pid = Number(await readFile(path.join(dir, 'child.pid'), 'utf8'));
  assert.ok(await dies(pid), 'the background sleep in the hook was killed too');
});

test('identical commands run once, even from different matcher groups', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const c = 'echo run >> "$CLAUDE_PROJECT_DIR/count.txt"';
  const r = runner(dir, {
    PreToolUse: [
      { matcher: 'Bash', hooks: [cmd(c)] },
      { matcher: '*', hooks: [cmd(c)] },
    ],
  });
  const out = await r.run('PreToolUse', bashPayload, 'Bash');
  assert.equal(out.ran, 1);
  assert.equal(await readFile(path.join(dir, 'count.txt'), 'utf8'), 'run\n');
});

test('matching hooks run in parallel: each waits to see the other one started', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  // Run one after the other, the first would give up after 50 s (under the 60 s hook timeout) and exit 1; run in
  // parallel, each sees the other however late the machine starts it.
  const waiter = (me: string, other: string) =>
    `touch "$CLAUDE_PROJECT_DIR/${me}"; for i in $(seq 1000); do [ -e "$CLAUDE_PROJECT_DIR/${other}" ] && exit 0; sleep 0.05; done; exit 1`;
  const r = runner(dir, { UserPromptSubmit: [{ hooks: [cmd(waiter('a', 'b')), cmd(waiter('b', 'a'))] }] });
  const out = await r.run('UserPromptSubmit', { prompt: 'hi' });
  assert.equal(out.ran, 2);
  assert.deepEqual(out.failures, []);
  assert.ok(existsSync(path.join(dir, 'a')) && existsSync(path.join(dir, 'b')));
});

test('matchers: exact, | list, regex, mcp, all; has() agrees', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const config: HooksConfig = {
    PreToolUse: [
      { matcher: 'Bash', hooks: [cmd('echo exact')] },
      { matcher: 'Edit|Write', hooks: [cmd('echo list')] },
      { matcher: 'mcp__memory__.*', hooks: [cmd('echo mcp')] },
      { matcher: 'Notebook.*', hooks: [cmd('echo regex')] },
      { matcher: '*', hooks: [cmd('echo star')] },
      { hooks: [cmd('echo none')] },
    ],
  };
  const r = runner(dir, config);
  const outputs = async (tool: string) => (await r.run('PreToolUse', { tool_name: tool }, tool)).stdout.split('\n');
  assert.deepEqual(await outputs('Bash'), ['exact', 'star', 'none']);
  assert.deepEqual(await outputs('BashOutput'), ['star', 'none']);
  assert.deepEqual(await outputs('Write'), ['list', 'star', 'none']);
  assert.deepEqual(await outputs('mcp__memory__create_entities'), ['mcp', 'star', 'none']);
  assert.deepEqual(await outputs('NotebookEdit'), ['regex', 'star', 'none']);
  const only = runner(dir, { PreToolUse: [{ matcher: 'Bash', hooks: [cmd('true')] }] });
  assert.equal(only.has('PreToolUse', 'Bash'), true);
  assert.equal(only.has('PreToolUse', 'Read'), false);
  assert.equal(only.has('PostToolUse', 'Bash'), false);
  // Without a match value (UserPromptSubmit, Stop), matchers are not consulted.
  assert.equal(only.has('PreToolUse'), true);
});

test('exec form passes args verbatim: spaces and quotes in paths cannot inject', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const weird = path.join(dir, `hooks dir`, `it's "q"`);
  await mkdir(weird, { recursive: true });
  const file = path.join(weird, 'rec.sh');
  await writeFile(file, '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done > "$CLAUDE_PROJECT_DIR/args.txt"\n');
  await chmod(file, 0o755);
  const args = ['a b', '$(touch pwned)', `it's`, '; touch pwned2', '${CLAUDE_PROJECT_DIR}/x'];
  const spec = { command: '${CLAUDE_PROJECT_DIR}/hooks dir/it\'s "q"/rec.sh', args, source: 'test' };
  const out = await runner(dir, { PostToolUse: [{ hooks: [spec] }] }).run('PostToolUse', { tool_name: 'Read' }, 'Read');
  assert.deepEqual(out.failures, []);
  const recorded = (await readFile(path.join(dir, 'args.txt'), 'utf8')).split('\n').slice(0, -1);
  assert.deepEqual(recorded, ['a b', '$(touch pwned)', `it's`, '; touch pwned2', `${dir}/x`]);
  assert.equal(existsSync(path.join(dir, 'pwned')), false);
  assert.equal(existsSync(path.join(dir, 'pwned2')), false);
});

test('exec form: a missing program is a crash, reported with the command shell-quoted', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const spec = { command: 'no-such-program-xyz', args: ['a b'], source: 'test' };
  const out = await runner(dir, { Stop: [{ hooks: [spec] }] }).run('Stop', {});
  assert.equal(out.failures[0]?.kind, 'crash');
  assert.equal(out.failures[0]?.command, `no-such-program-xyz 'a b'`);
  assert.equal(out.blocked, false);
});

test('other exit codes are non-blocking errors; exit 2 where nothing can be blocked too', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const r = runner(dir, {
    PreToolUse: [{ hooks: [cmd('echo oops >&2; exit 1')] }],
    SessionStart: [{ hooks: [cmd('echo nope >&2; exit 2')] }],
  });
  const pre = await r.run('PreToolUse', bashPayload, 'Bash');
  assert.equal(pre.blocked, false);
  assert.deepEqual(pre.failures, [{ command: 'echo oops >&2; exit 1', kind: 'exit', detail: 'exit code 1: oops' }]);
  const start = await r.run('SessionStart', { source: 'startup' }, 'startup');
  assert.equal(start.blocked, false);
  assert.equal(start.failures[0]?.kind, 'exit');
  assert.match(start.failures[0]?.detail ?? '', /SessionStart cannot block/);
});

test('garbage JSON on stdout of an exit-0 hook is plain text, and noted', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const out = await runner(dir, { UserPromptSubmit: [{ hooks: [cmd(`echo '{not json'`)] }] }).run('UserPromptSubmit', { prompt: 'x' });
  assert.equal(out.failures[0]?.kind, 'bad_json');
  assert.deepEqual(out.additionalContext, ['{not json']);
  assert.equal(out.blocked, false);
});

test('Stop: exit 2 makes the agent continue with the stderr as the reason', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const out = await runner(dir, { Stop: [{ hooks: [cmd('echo "tests fail" >&2; exit 2')] }] }).run('Stop', { stop_hook_active: false });
  assert.equal(out.blocked, true);
  assert.equal(out.blockMessage, 'Stop hook feedback:\n[echo "tests fail" >&2; exit 2]: tests fail');
});

test('UserPromptSubmit: decision block refuses the prompt; continue:false stops with stopReason', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const block = `echo '${JSON.stringify({ decision: 'block', reason: 'no secrets in prompts', systemMessage: 'prompt refused' })}'`;
  const stop = `echo '${JSON.stringify({ continue: false, stopReason: 'maintenance window', suppressOutput: true })}'`;
  const out = await runner(dir, { UserPromptSubmit: [{ hooks: [cmd(block), cmd(stop)] }] }).run('UserPromptSubmit', { prompt: 'x' });
  assert.equal(out.blocked, true);
  assert.equal(out.blockMessage, 'UserPromptSubmit operation blocked by hook:\nno secrets in prompts');
  assert.equal(out.continue, false);
  assert.equal(out.stopReason, 'maintenance window');
  assert.deepEqual(out.systemMessages, ['prompt refused']);
  assert.equal(out.stdout.includes('maintenance'), false, 'suppressOutput keeps it out of the transcript');
});

test('stdout is bounded', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const r = runner(dir, { PostToolUse: [{ hooks: [cmd('head -c 100000 /dev/zero | tr "\\0" x')] }] }, { maxOutputBytes: 1000 });
  const out = await r.run('PostToolUse', { tool_name: 'Bash' }, 'Bash');
  assert.ok(out.stdout.length < 1100);
  assert.match(out.stdout, /99000 more bytes dropped/);
});

test('no matching hooks: a neutral outcome without spawning anything', async () => {
  const r = runner(tmpdir(), {});
  const out = await r.run('PreToolUse', bashPayload, 'Bash');
  assert.deepEqual(out, { blocked: false, additionalContext: [], systemMessages: [], continue: true, stdout: '', failures: [], ran: 0 });
});

test('aborting the run kills running hooks and reports them', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const controller = new AbortController();
  const r = runner(dir, { Stop: [{ hooks: [cmd('sleep 30')] }] }, { signal: controller.signal });
  const pending = r.run('Stop', {});
  setTimeout(() => controller.abort(), 100);
  const out = await pending;
  assert.deepEqual(out.failures, [{ command: 'sleep 30', kind: 'crash', detail: 'aborted: the run was cancelled' }]);
});

test('an async hook still starting when the run ends is waited for by the sweep of leftovers, killed and named: it never outlives the run', async (t) => {
  const dir = await repo();
  t.after(() => rm(dir, { recursive: true, force: true }));
  // Whatever a failed assertion leaves running goes with this sweep.
  t.after(() => killBackgroundProcesses());
  // The hook's start is held (as a loaded machine or the sandbox's set-up holds it) until the sweep has begun.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let outcome: HookOutcome | undefined;
  let ended = (): void => undefined;
  const asyncEnded = new Promise<void>((resolve) => (ended = resolve));
  const r = runner(
    dir,
    { PostToolUse: [{ hooks: [{ command: 'exec sleep 300', async: true, source: 'test' }] }] },
    {
      wrapSpawn: async () => {
        await held;
        return undefined;
      },
      onAsyncOutcome: (_event, o) => {
        outcome = o;
        ended();
      },
    },
  );
  // What earlier tests of this file left (a group still going on a loaded machine) is swept first, not counted here.
  await killBackgroundProcesses(200);
  const out = await r.run('PostToolUse', { tool_name: 'Bash' }, 'Bash');
  assert.equal(out.ran, 0, 'the event went on without the async hook');
  const sweep = killBackgroundProcesses(200);
  await new Promise((resolve) => setImmediate(resolve));
  release();
  const killed = await sweep;
  assert.ok(
    killed.some((k) => /^marked process \d+$/.test(k.command)),
    `the hook started after the sweep began is found and killed: ${JSON.stringify(killed)}`,
  );
  // Waited for (no clock): the hook's end arrives because it was killed; a hook the sweep missed would sleep on.
  await asyncEnded;
  assert.equal(outcome?.failures[0]?.kind, 'crash');
});
