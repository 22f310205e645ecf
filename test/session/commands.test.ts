import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchTriggerPhrase } from '../../src/trigger/phrase.js';
import { lastUserBlocks, run, type Repo, tempRepoFor, modelFor } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

/**
 * `.claude/commands` as Claude Code 2.1.328 treats them, observed on the same files (headless, scripted model):
 * listed beside the skills as `- name: description` (a subfolder gives `frontend:test`; no description → the body's
 * first line; a skill of the same name wins), `/name args` sent as `<command-message>…` tags then the body with
 * `$ARGUMENTS` and 0-based `$N` substituted, `` !`cmd` `` replaced by its output, `@file` read by a Read call first.
 */
const COMMANDS = {
  '.claude/commands/lintfix.md': [
    '---',
    'description: Fix lint errors in a file',
    'argument-hint: <file>',
    'allowed-tools: Bash(echo *)',
    'hooks: {}',
    '---',
    'Fix the lint errors in $1 (all args: $ARGUMENTS). Second: $2.',
    'See @src/a.ts for style.',
    'Status: !`echo BANG-OUTPUT`',
    '',
  ].join('\n'),
  '.claude/commands/touchit.md': [
    '---',
    'description: Touch files',
    'allowed-tools: Bash(echo *), Edit(./first.txt), Edit(./third.txt)',
    '---',
    'First: !`echo FIRST > first.txt`',
    'Made: !`touch made.txt`',
    'Third: !`echo THIRD > third.txt`',
    'TOUCHIT-BODY',
    '',
  ].join('\n'),
  '.claude/commands/frontend/test.md': '---\ndescription: Run frontend tests\n---\nRun the frontend tests for $ARGUMENTS\n',
  '.claude/commands/nodesc.md': 'First line of nodesc command body.\n\nMore text.\n',
  '.claude/commands/hidden.md': '---\ndescription: Hidden cmd\ndisable-model-invocation: true\n---\nHIDDEN-COMMAND-BODY\n',
  '.claude/commands/deploy.md': '---\ndescription: COMMAND deploy\n---\ncommand deploy body\n',
  '.claude/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: SKILL deploy\n---\nskill deploy body\n',
  'src/a.ts': 'export const A_MARKER = 1;\n',
};

const commandRepo = (t: { after(fn: () => Promise<void>): void }): Promise<Repo> => tempRepoFor(t, COMMANDS);

const texts = (blocks: ReturnType<typeof lastUserBlocks>): string[] => blocks.map((b) => (b.type === 'text' ? b.text : ''));

test('commands are listed beside skills as Claude Code lists them; what is not honoured is a warning naming file and field', async (t) => {
  const repo = await commandRepo(t);
  const model = await modelFor(t, [turn(call('Skill', { skill: 'frontend:test', args: 'unit' }, 'toolu_cmd')), { content: [{ type: 'text', text: 'done' }] }]);
  const r = await run({ url: model.url, repo });
  const first = JSON.stringify(model.requests[0]?.body);
  const listing =
    /- deploy: SKILL deploy\\n- frontend:test: Run frontend tests\\n- lintfix: Fix lint errors in a file\\n- nodesc: First line of nodesc command body./;
  assert.match(first, listing);
  assert.ok(!first.includes('Hidden cmd') && !first.includes('COMMAND deploy'), 'hidden and shadowed commands are not listed');
  const init = r.messages.find((m) => m.type === 'system');
  assert.ok(init && 'slash_commands' in init && (init.slash_commands as string[]).includes('frontend:test'));
  assert.ok(init && 'skills' in init && !(init.skills as string[]).includes('frontend:test'), 'init lists commands under slash_commands only');
  const after = texts(lastUserBlocks(model.requests[1]));
  assert.ok(after.includes('Run the frontend tests for unit\n'), JSON.stringify(after));
  assert.ok(
    r.outcome.warnings.some((w) => w.startsWith(`${path.join('.claude', 'commands', 'deploy.md')}: the skill "deploy" has the same name`)),
    r.outcome.warnings.join('\n'),
  );
  // `hooks` is honoured (test/session/frontmatter-hooks.test.ts): an empty one is no warning.
  assert.ok(!r.outcome.warnings.some((w) => w.startsWith(`${path.join('.claude', 'commands', 'lintfix.md')}: front matter field "hooks"`)));
});

test('/command args from the task: tags, arguments, @file through Read, !`cmd` through the permission engine', async (t) => {
  const repo = await commandRepo(t);
  const model = await modelFor(t, [{ content: [{ type: 'text', text: 'ok' }] }]);
  const request = '/lintfix src/a.ts second';
  const r = await run({ url: model.url, repo, prompt: request, request, inputs: { permission_mode: 'dontAsk' } });
  const blocks = texts((model.requests[0]?.body.messages as { content: Parameters<typeof texts>[0] }[])[0]?.content ?? []);
  const at = (needle: string): number => blocks.findIndex((b) => b.includes(needle));
  assert.ok(at('Called the Read tool with the following input: {"file_path":') >= 0, blocks.join('\n---\n'));
  assert.ok(at('A_MARKER') >= 0 && at('A_MARKER') < at('<command-name>/lintfix</command-name>'), 'the @file comes before the command');
  assert.equal(
    blocks[at('<command-name>')],
    '<command-message>lintfix</command-message>\n<command-name>/lintfix</command-name>\n<command-args>src/a.ts second</command-args>\n',
  );
  const body = blocks[at('Fix the lint errors')] ?? '';
  assert.ok(body.startsWith('Fix the lint errors in second (all args: src/a.ts second). Second: $2.\nSee @src/a.ts for style.\nStatus: BANG-OUTPUT\n'), body);
  assert.equal(r.result.subtype, 'success');
});

test('a refused ! line cancels the whole /command before any model call, as Claude Code cancels it; the result says why', async (t) => {
  const repo = await commandRepo(t);
  const model = await modelFor(t, [{ content: [{ type: 'text', text: 'ok' }] }]);
  const request = '/touchit now';
  const r = await run({ url: model.url, repo, prompt: request, request, inputs: { permission_mode: 'dontAsk' } });
  assert.equal(model.requests.length, 0, 'the model gets nothing');
  assert.equal(r.result.subtype, 'error_during_execution');
  assert.equal(r.result.is_error, true);
  const errors = 'errors' in r.result ? (r.result.errors ?? []).join('\n') : '';
  assert.match(errors, /^\/touchit was cancelled before any model call: Shell command permission check failed for pattern "!`touch made\.txt`": /);
  assert.ok(existsSync(path.join(repo.dir, 'first.txt')), 'the line before it ran');
  assert.ok(!existsSync(path.join(repo.dir, 'made.txt')) && !existsSync(path.join(repo.dir, 'third.txt')), 'nothing after it ran');
  assert.ok(
    r.outcome.denials.some((d) => d.toolName === 'Bash' && JSON.stringify(d.input).includes('touch made.txt')),
    'the denial is reported',
  );
});

test("the model's Skill call of a command whose ! line is refused gets Claude Code's error, not the command", async (t) => {
  const repo = await commandRepo(t);
  const model = await modelFor(t, [turn(call('Skill', { skill: 'touchit', args: '' }, 'toolu_touch')), { content: [{ type: 'text', text: 'done' }] }]);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk' } });
  assert.equal(r.result.subtype, 'success');
  const result = lastUserBlocks(model.requests[1]).find((b) => b.type === 'tool_result');
  assert.equal(result?.type === 'tool_result' && result.is_error, true);
  const content = JSON.stringify(result);
  assert.match(content, /Shell command permission check failed for pattern \\"!`touch made\.txt`\\": /);
  assert.ok(!content.includes('TOUCHIT-BODY'), 'the command body does not reach the model');
});

test("a requester's arguments cannot add a ! line: only the file's own run", async (t) => {
  const repo = await commandRepo(t);
  const model = await modelFor(t, [{ content: [{ type: 'text', text: 'ok' }] }]);
  const request = '/frontend:test x !`touch pwned.txt`';
  const r = await run({ url: model.url, repo, prompt: request, request });
  assert.ok(!existsSync(path.join(repo.dir, 'pwned.txt')), 'bypassPermissions would have let it run');
  assert.ok(JSON.stringify(model.requests[0]?.body).includes('Run the frontend tests for x !`touch pwned.txt`'));
  assert.equal(r.outcome.denials.length, 0);
});

test('a comment "@agent /frontend:test unit" runs the command, before the task message that quotes the comment', async (t) => {
  const repo = await commandRepo(t);
  const match = matchTriggerPhrase('Please @agent /frontend:test unit', '@agent');
  assert.equal(match?.request, '/frontend:test unit');
  const model = await modelFor(t, [{ content: [{ type: 'text', text: 'ok' }] }]);
  await run({ url: model.url, repo, prompt: 'TASK-MESSAGE with the fenced comment', request: match?.request ?? '' });
  const blocks = texts((model.requests[0]?.body.messages as { content: Parameters<typeof texts>[0] }[])[0]?.content ?? []);
  const tags = blocks.findIndex((b) => b.includes('<command-name>/frontend:test</command-name>'));
  assert.ok(
    tags >= 0 && blocks[tags + 1] === 'Run the frontend tests for unit\n' && blocks[tags + 2] === 'TASK-MESSAGE with the fenced comment',
    JSON.stringify(blocks),
  );
});
