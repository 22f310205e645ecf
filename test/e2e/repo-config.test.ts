import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, runAction } from './harness.js';
import { text, toolUse } from '../support/scripted-turns.js';

const HOOK = `#!/usr/bin/env bash
input=$(cat)
echo "$input" >> "$CLAUDE_PROJECT_DIR/.hook-log.jsonl"
case "$input" in
  *'rm -rf'*) echo "rm -rf is not allowed in this repository" >&2; exit 2 ;;
esac
exit 0
`;

const SETTINGS = JSON.stringify({
  permissions: { allow: ['Bash(rm:*)', 'Bash(echo:*)'] },
  hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' }] }] },
});

const SKILL = `---
name: release-notes
description: >
  Write release notes from the git log.
  Use when asked for a changelog.
---
SKILL-BODY-MARKER: list commits with git log --oneline and group them.
`;

/** The repository's committed Claude Code setup, applied unchanged through dist/index.js. */
describe('repository configuration end to end', () => {
  const servers: ScriptedModel[] = [];
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('applies CLAUDE.md, skills, permission rules and a blocking PreToolUse hook from .claude/', async () => {
    const model = await startScriptedModel([
      toolUse('Bash', { command: 'rm -rf build' }),
      toolUse('Bash', { command: 'echo hello' }),
      toolUse('Skill', { skill: 'release-notes' }),
      text('done'),
    ]);
    servers.push(model);
    const workspace = makeRepo({
      'README.md': '# x\n',
      'CLAUDE.md': 'CLAUDE-MD-MARKER: always run the tests.\n',
      '.claude/settings.json': SETTINGS,
      '.claude/hooks/guard.sh': HOOK,
      '.claude/skills/release-notes/SKILL.md': SKILL,
    });
    const { chmodSync } = await import('node:fs');
    chmodSync(path.join(workspace, '.claude/hooks/guard.sh'), 0o755);
    const run = await runAction({ workspace, inputs: { prompt: 'tidy up' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0, run.stdout);

    const first = JSON.stringify(model.requests[0]?.body);
    assert.match(first, /CLAUDE-MD-MARKER/, 'CLAUDE.md is in the system prompt');
    assert.match(first, /release-notes: Write release notes/, 'the skill is listed');
    assert.doesNotMatch(first, /SKILL-BODY-MARKER/, 'the skill body is loaded only on demand');

    const second = JSON.stringify(model.requests[1]?.body);
    assert.match(second, /PreToolUse:Bash hook error: \[.*guard\.sh\]: rm -rf is not allowed in this repository/);
    const third = JSON.stringify(model.requests[2]?.body);
    assert.match(third, /hello/, 'Bash(echo:*) from settings.json allowed echo');
    assert.match(JSON.stringify(model.requests[3]?.body), /SKILL-BODY-MARKER/, 'the skill body arrives after the Skill call');

    const log = readFileSync(path.join(workspace, '.hook-log.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.equal(log[0]?.hook_event_name, 'PreToolUse');
    assert.equal(log[0]?.tool_name, 'Bash');
    assert.deepEqual(log[0]?.tool_input, { command: 'rm -rf build' });
    const init = run.transcript[0] ?? {};
    assert.deepEqual(init.skills, ['release-notes']);
    const result = run.transcript.at(-1) ?? {};
    assert.equal((result.permission_denials as unknown[]).length, 1, 'the hook block is a denial');
    assert.deepEqual([run.outputs.conclusion, JSON.parse(run.outputs.delivery ?? '{}').denied_tool_calls > 0], ['success', true]);
    assert.equal(existsSync(path.join(workspace, '.hook-log.jsonl')), true);
  });

  it('a PreToolUse hook settings.json spells wrongly is a warning naming the file and field, and fails closed: the gate denies what its matcher covers, the run goes on', async () => {
    const model = await startScriptedModel([toolUse('Bash', { command: 'echo ran > ran.txt' }), text('done')]);
    servers.push(model);
    const workspace = makeRepo({
      'README.md': '# x\n',
      '.claude/settings.json': JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 42 }] }] } }),
    });
    const run = await runAction({ workspace, inputs: { prompt: 'x' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(model.requests.length, 2, run.stdout);
    assert.match(run.stdout, /\.claude\/settings\.json hooks\.PreToolUse\[0\]\.hooks\[0\]\.command/);
    assert.equal(existsSync(path.join(workspace, 'ran.txt')), false, 'the unreadable gate denied the Bash call');
    assert.equal(run.transcript.at(-1)?.type, 'result');
  });
});
