/**
 * CLAUDE_ENV_FILE's 32 KiB cap (src/hooks/env-file.ts) is there so the lines fit in one argument (128 KiB) of every
 * later command. The lines travel quoted, and quoted again by the sandbox's wrapping: a single quote becomes four
 * characters at each layer. Lines under the cap made of quotes (a comment, a JSON value in single quotes) grew past
 * the argument's limit, and every later Bash command failed to start ("Sandboxed command is too long for one shell
 * argument … 4711048 bytes; the limit here is 131071" for 30,000 quotes), for the rest of the run. The lines now
 * travel base64-encoded (src/tools/bash.ts). Control: the first form (the lines in single quotes) under one more layer
 * of the same quoting, spawned by real bash, cannot start (E2BIG); the cap itself is held (a hook past it is refused
 * with a warning naming it, later commands run).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { bash } from '../support/scripted-turns.js';
import { modelFor, resultText, runIn, tempRepoFor, toolResultOf, writeFiles } from '../session/harness.js';

const done = { content: [{ type: 'text' as const, text: 'done' }] };

async function afterQuotes(t: Parameters<typeof tempRepoFor>[0], quotes: number, sandbox: string) {
  const repo = await tempRepoFor(t);
  // A comment of `quotes` single quotes, then an export: well under the cap in bytes.
  const hook = `{ printf '#'; head -c ${quotes} /dev/zero | tr '\\0' "'"; printf '\\nexport FOO=bar\\n'; } >> "$CLAUDE_ENV_FILE"`;
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: 'command', command: hook }] }] } }) });
  const model = await modelFor(t, [bash('echo "FOO=$FOO"', 'toolu_echo'), done]);
  const r = await runIn(repo, model.url, { inputs: { sandbox } });
  assert.equal(r.result.subtype, 'success', r.outcome.errors.join('\n'));
  const warnings = r.events.flatMap((e) => (e.kind === 'log' && e.level === 'warning' ? [e.text] : []));
  return { out: resultText(toolResultOf(model.requests[1])), warnings };
}

for (const sandbox of ['off', 'required']) {
  test(`CLAUDE_ENV_FILE (sandbox ${sandbox}): lines under the cap made of quotes do not keep later commands from starting`, async (t) => {
    const { out } = await afterQuotes(t, 30_000, sandbox);
    assert.match(out, /FOO=/, out);
  });
}

test('CLAUDE_ENV_FILE: a hook past the 32 KiB cap is refused with a warning naming it; later commands still run', async (t) => {
  const { out, warnings } = await afterQuotes(t, 40_000, 'off');
  assert.match(out, /^FOO=$/m, out);
  assert.ok(
    warnings.some((w) => /SessionStart hook .*CLAUDE_ENV_FILE holds \d+ bytes, more than 32768/.test(w)),
    warnings.join('\n'),
  );
});

test('control: the first form (single-quoted lines) under one more layer of quoting cannot start (E2BIG)', () => {
  const quote = (s: string): string => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  const lines = `#${"'".repeat(30_000)}\nexport FOO=bar\n`;
  const first = ['bash', '-c', `eval '${lines.replaceAll("'", `'\\''`)}'\necho "FOO=$FOO"`];
  const result = spawnSync('bash', ['-c', first.map(quote).join(' ')], { encoding: 'utf8' });
  assert.equal((result.error as NodeJS.ErrnoException | undefined)?.code, 'E2BIG');
});
