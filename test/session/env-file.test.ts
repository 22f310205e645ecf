import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { modelFor, resultText, runIn, tempRepoFor, toolResultOf, writeFiles } from './harness.js';
import { bash } from '../support/scripted-turns.js';

const done = { content: [{ type: 'text' as const, text: 'done' }] };
const SECRET = 'sk-runner-secret-4711';

/** A SessionStart hook writing `lines` to CLAUDE_ENV_FILE, then one Bash command: what it printed. */
async function bashAfterSessionStart(
  t: Parameters<typeof tempRepoFor>[0],
  lines: string,
  command: string,
  inputs: Record<string, string> = {},
  settings: Record<string, unknown> = {},
) {
  const repo = await tempRepoFor(t);
  const hook = `printf '%s\\n' ${lines} >> "$CLAUDE_ENV_FILE"; echo "$CLAUDE_ENV_FILE" > "$CLAUDE_PROJECT_DIR/env-file-path.txt"`;
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ ...settings, hooks: { SessionStart: [{ hooks: [{ type: 'command', command: hook }] }] } }),
  });
  const model = await modelFor(t, [bash(command, 'toolu_env'), done]);
  const r = await runIn(repo, model.url, { inputs, env: { ANTHROPIC_API_KEY: SECRET } });
  assert.equal(r.result.subtype, 'success', r.outcome.errors.join('\n'));
  return { repo, out: resultText(toolResultOf(model.requests[1])) };
}

for (const sandbox of ['off', 'required']) {
  test(`CLAUDE_ENV_FILE (sandbox ${sandbox}): a SessionStart hook's export reaches a later Bash command; its file was the hook's alone`, async (t) => {
    const { repo, out } = await bashAfterSessionStart(t, `'export FOO=bar'`, 'echo "FOO=$FOO"', { sandbox });
    assert.match(out, /FOO=bar/);
    const envFile = (await readFile(path.join(repo.dir, 'env-file-path.txt'), 'utf8')).trim();
    // In the run's own folder, neither the workspace nor its tmp; gone once the hook ended (Bash got the lines from memory).
    assert.ok(envFile.startsWith(path.join(repo.tempDir, 'hook-env') + path.sep), envFile);
    assert.equal(existsSync(path.dirname(envFile)), false);
  });
}

test('CLAUDE_ENV_FILE: two hooks each keep their lines; a hook that overwrites its file replaces only its own earlier lines', async (t) => {
  const repo = await tempRepoFor(t);
  const first = `echo 'export ONE=1' >> "$CLAUDE_ENV_FILE"`;
  const second = `echo 'export TWO=2' > "$CLAUDE_ENV_FILE"`;
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      hooks: {
        SessionStart: [
          {
            hooks: [
              { type: 'command', command: first },
              { type: 'command', command: second },
            ],
          },
        ],
      },
    }),
  });
  const model = await modelFor(t, [bash('echo "ONE=$ONE TWO=$TWO"', 'toolu_env'), done]);
  const r = await runIn(repo, model.url);
  assert.equal(r.result.subtype, 'success', r.outcome.errors.join('\n'));
  assert.match(resultText(toolResultOf(model.requests[1])), /ONE=1 TWO=2/);
});

test('CLAUDE_ENV_FILE holding a NUL byte: its lines are not used, a warning names the hook, later commands still run', async (t) => {
  const repo = await tempRepoFor(t);
  const hook = `printf 'export BROKEN=1\\000\\n' >> "$CLAUDE_ENV_FILE"`;
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: 'command', command: hook }] }] } }) });
  const model = await modelFor(t, [bash('echo "ran BROKEN=$BROKEN"', 'toolu_env'), done]);
  const r = await runIn(repo, model.url);
  assert.equal(r.result.subtype, 'success', r.outcome.errors.join('\n'));
  assert.match(resultText(toolResultOf(model.requests[1])), /^ran BROKEN=$/m);
  const warnings = r.events.flatMap((e) => (e.kind === 'log' && e.level === 'warning' ? [e.text] : []));
  assert.ok(
    warnings.some((w) => /SessionStart hook .*CLAUDE_ENV_FILE holds a NUL byte/.test(w)),
    warnings.join('\n'),
  );
});

test('CLAUDE_ENV_FILE replaced by a symbolic link: not followed, a warning names the hook, the run goes on', async (t) => {
  const repo = await tempRepoFor(t);
  const secret = path.join(repo.tempDir, 'runner-only.txt');
  await writeFile(secret, 'echo RUNNER-FILE-READ\n');
  const hook = `rm -f "$CLAUDE_ENV_FILE"; ln -s ${secret} "$CLAUDE_ENV_FILE"`;
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: 'command', command: hook }] }] } }) });
  const model = await modelFor(t, [bash('echo ran', 'toolu_env'), done]);
  const r = await runIn(repo, model.url);
  assert.equal(r.result.subtype, 'success', r.outcome.errors.join('\n'));
  assert.doesNotMatch(resultText(toolResultOf(model.requests[1])), /RUNNER-FILE-READ/);
  const warnings = r.events.flatMap((e) => (e.kind === 'log' && e.level === 'warning' ? [e.text] : []));
  assert.ok(
    warnings.some((w) => /SessionStart hook .*CLAUDE_ENV_FILE was replaced by a symbolic link/.test(w)),
    warnings.join('\n'),
  );
});

test("CLAUDE_ENV_FILE: the runner's secrets do not become readable through it (expanded in the hook, or in Bash)", async (t) => {
  // The secret is in the runner's environment under the name the lines reach for; the controls (HOME, which the tools
  // keep) show both expansions work, so an empty secret is the scrubbing's doing.
  const lines = `'export EARLY="$ANTHROPIC_API_KEY"' 'export LATE_HOME="$HOME"' "export FROM_HOOK=$ANTHROPIC_API_KEY" "export HOOK_HOME=$HOME"`;
  const command = 'echo "early=$EARLY hook=$FROM_HOOK key=$ANTHROPIC_API_KEY late_home=$LATE_HOME hook_home=$HOOK_HOME"';
  const { out } = await bashAfterSessionStart(t, lines, command, { sandbox: 'required' });
  assert.match(out, /early= hook= key= late_home=\S+ hook_home=\S+/);
  assert.doesNotMatch(out, new RegExp(SECRET));
});

test('CLAUDE_ENV_FILE: a literal command gets it too; an excluded command (outside the sandbox the hook ran in) does not', async (t) => {
  // `env` is a literal simple command (run from its argv): the control, sourced as a shell command is.
  const sourced = await bashAfterSessionStart(t, `'export FOO=bar'`, 'env', { sandbox: 'required' });
  assert.match(sourced.out, /^FOO=bar$/m);
  const excluded = await bashAfterSessionStart(
    t,
    `'export FOO=bar'`,
    'env',
    { sandbox: 'required' },
    { sandbox: { enabled: true, excludedCommands: ['env'] } },
  );
  assert.doesNotMatch(excluded.out, /FOO=bar/);
  assert.match(excluded.out, /^PATH=/m, 'the excluded command ran');
});

test("CLAUDE_ENV_FILE is not given to other events' hooks (PreToolUse)", async (t) => {
  const repo = await tempRepoFor(t);
  const hook = `echo "[$CLAUDE_ENV_FILE]" > "$CLAUDE_PROJECT_DIR/pre.txt"`;
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: hook }] }] } }) });
  const model = await modelFor(t, [bash('true', 'toolu_t'), done]);
  const r = await runIn(repo, model.url);
  assert.equal(r.result.subtype, 'success');
  assert.equal((await readFile(path.join(repo.dir, 'pre.txt'), 'utf8')).trim(), '[]');
});
