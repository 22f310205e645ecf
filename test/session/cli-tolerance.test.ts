import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { resultText, run, toolResultOf, writeFiles, startParentModel, tempRepoAndFolder } from './harness.js';
import { bash, call, turn } from '../support/scripted-turns.js';

/**
 * Setups Claude Code 2.1.197 runs (observed headless, docs/claude-code-compatibility.md "What Claude Code runs"), each
 * shaped as a public repository committed it: the run goes on, each oddity named in a warning, and what cannot be read
 * denies more, never less.
 */
test('invented hook events, a bare-string hook, a deny rule with a path, lenient front matter: the run goes on, warned', async (t) => {
  const { repo, folder: marks } = await tempRepoAndFolder(t, 'cli-tolerance-');
  const mark = (name: string) => ({ type: 'command', command: `touch '${path.join(marks, name)}'` });
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      permissions: { allow: ['Bash', 'Write', 'WebFetch'], deny: ['WebFetch(domain:example.com/owner/repo)'] },
      hooks: {
        preEditHook: [{ hooks: [mark('invented')] }],
        sessionEndHook: [{ hooks: [mark('invented-end')] }],
        PostToolUse: [{ matcher: 'Bash', hooks: ['echo bare', mark('post')] }],
        // A gate written as a bare string: it cannot be read, so what it would judge is denied.
        PreToolUse: [{ matcher: 'Write', hooks: ['./guard.sh'] }],
      },
    }),
    '.claude/commands/star.md': '---\nallowed-tools: *\ndescription: Star command\n---\nStar body.\n',
    '.claude/commands/broken.md': '---\nthis is: not: valid: [\n---\nBroken body.\n',
    '.claude/agents/mem.md': '---\nname: mem\ndescription: Remembers\nmemory: .claude/memory/notes.md\ntools: *\n---\nYou are mem.\n',
  });
  const main: ScriptedTurn[] = [
    bash('echo hi', 'toolu_bash'),
    turn(call('Write', { file_path: path.join(repo.dir, 'out.txt'), content: 'x\n' }, 'toolu_write')),
    turn(call('WebFetch', { url: 'https://example.com/other/page', prompt: 'read' }, 'toolu_fetch')),
    { content: [{ type: 'text', text: 'done' }] },
  ];
  const model = await startParentModel(main, 'ok');
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  assert.deepEqual(readdirSync(marks), ['post'], 'the readable PostToolUse hook ran; the invented events never fire');
  const write = toolResultOf(
    model.requests.find((q) => JSON.stringify(q.body.messages).includes('toolu_write') && toolResultOf(q)?.tool_use_id === 'toolu_write'),
  );
  assert.equal(write?.is_error, true);
  assert.match(resultText(write), /PreToolUse:Write hook error: .*cannot be read/);
  assert.equal(existsSync(path.join(repo.dir, 'out.txt')), false, 'the unreadable gate failed closed');
  const fetch = toolResultOf(model.requests.find((q) => toolResultOf(q)?.tool_use_id === 'toolu_fetch'));
  assert.equal(fetch?.is_error, true, 'the path rule denies the whole domain');

  const first = JSON.stringify(model.requests[0]?.body);
  assert.match(first, /star: Star command/);
  assert.match(first, /broken: Broken body\./, 'front matter Claude Code cannot parse: the command is listed, described by its body');
  assert.match(first, /mem: Remembers/);

  const logged = r.events.flatMap((e) => (e.kind === 'log' && e.level === 'warning' ? [e.text] : []));
  const warnings = [...r.outcome.warnings, ...logged].join('\n');
  for (const expected of [
    /hooks\.preEditHook: "preEditHook" is not a Claude Code hook event; its hooks never run/,
    /hooks\.sessionEndHook: "sessionEndHook" is not a Claude Code hook event/,
    /hooks\.PostToolUse\[0\]\.hooks\[0\]: expected an object with "type" and "command", got string "echo bare"; skipped, as Claude Code skips it/,
    /hooks\.PreToolUse\[0\]\.hooks\[0\]: .*every tool call it would judge is denied \(a gate fails closed\)/,
    /malformed rule "WebFetch\(domain:example\.com\/owner\/repo\)".*; the domain example\.com is denied/,
    /\.claude\/commands\/broken\.md: front matter line \d+: .*; its fields are ignored, as Claude Code ignores them/,
    /\.claude\/agents\/mem\.md: front matter field "memory": expected one of user, project, local, got "\.claude\/memory\/notes\.md"; the agent runs without memory/,
  ])
    assert.match(warnings, expected);
});
