import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRepoSettings } from '../../src/config/settings-file.js';

/** The warnings `.claude/settings.json` with this `env` gives. */
async function warningsFor(env: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tool-env-keys-'));
  try {
    await mkdir(path.join(dir, '.claude'));
    await writeFile(path.join(dir, '.claude', 'settings.json'), JSON.stringify({ env }));
    const res = await loadRepoSettings({ cwd: dir });
    assert.ok(res.ok);
    assert.deepEqual(res.settings.env, env, 'every variable still reaches the tools');
    return res.warnings;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test("the tools' and the session's variables the runner reads are not called unread (they were: CLAUDE_CODE_DISABLE_BACKGROUND_TASKS, CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION)", async () => {
  const read = {
    CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR: '1',
    CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: '1',
    ENABLE_TOOL_SEARCH: 'false',
    CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION: '20',
    CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS: '40000',
    SLASH_COMMAND_TOOL_CHAR_BUDGET: '4000',
    CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1',
    CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY: '4',
    CLAUDE_CODE_GLOB_NO_IGNORE: 'true',
    CLAUDE_CODE_GLOB_HIDDEN: 'false',
    CLAUDE_CODE_GLOB_TIMEOUT_SECONDS: '120',
    CLAUDE_CODE_DISABLE_CRON: '1',
  };
  assert.deepEqual(await warningsFor(read), []);
});

test('what the runner already does (no git snapshot or attribution reminder, no auto memory folder) is accepted quietly', async () => {
  assert.deepEqual(await warningsFor({ CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS: '1', CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1', USE_BUILTIN_RIPGREP: '0' }), []);
});

test('CLAUDE_CODE_SHELL_PREFIX is not applied, and the warning says why and what to use instead', async () => {
  const [warning, ...rest] = await warningsFor({ CLAUDE_CODE_SHELL_PREFIX: '/usr/local/bin/audit' });
  assert.deepEqual(rest, []);
  assert.match(
    warning ?? '',
    /^\.claude\/settings\.json: env\.CLAUDE_CODE_SHELL_PREFIX: not applied: .*unjudged.*PreToolUse hook instead; it only reaches tools/,
  );
});
