import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { deferredToolNames, modelFor, readJsonLines, resultText, run, tempRepo, writeFiles, type Repo } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

/**
 * EnterWorktree and ExitWorktree against Claude Code 2.1.332's (scripts/oracle/worktree-tools.mjs,
 * test/fixtures/claude-code-tool-results/2.1.332-worktree.json): the same calls through the runner, the same answers.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-worktree.json');
interface OracleScenario {
  results: { id: string; is_error: boolean; content: string }[];
  hooks: Record<string, unknown>[];
}
const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  definitions: { name: string; input_schema: Record<string, unknown> }[];
  scenarios: Record<string, OracleScenario>;
};
const gitIn = (dir: string, ...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });

/** The CLI's answer to `id`, with the fixture's `<tmp>/repo` as `dir`. */
function cli(scenario: string, id: string, dir: string): { is_error: boolean; content: string } {
  const found = fixture.scenarios[scenario]?.results.find((r) => r.id === id);
  assert.ok(found, `the fixture has ${scenario}/${id}`);
  return { is_error: found.is_error, content: found.content.split('<tmp>/repo').join(dir) };
}

export async function committedRepo(t: { after(fn: () => Promise<void>): void }, files: Record<string, string> = {}): Promise<Repo> {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  const log = '.claude/hooks.jsonl';
  const logHook = [
    {
      matcher: 'EnterWorktree|ExitWorktree',
      hooks: [{ type: 'command', command: `cat >> "$CLAUDE_PROJECT_DIR/${log}"; echo >> "$CLAUDE_PROJECT_DIR/${log}"` }],
    },
  ];
  await writeFiles(repo.dir, { 'a.txt': 'hello\n', '.gitignore': '.claude/hooks.jsonl\n', ...files });
  gitIn(repo.dir, 'init', '-q', '-b', 'main');
  gitIn(repo.dir, 'add', '-A');
  gitIn(repo.dir, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'init');
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ hooks: { PreToolUse: logHook, PostToolUse: logHook } }) });
  return repo;
}

/** Each id's answer in the run's last request. */
export function answers(requests: readonly RecordedRequest[]): Map<string, { is_error: boolean; content: string }> {
  const out = new Map<string, { is_error: boolean; content: string }>();
  for (const message of requests.at(-1)?.body.messages ?? []) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content as { type: string; tool_use_id?: string; is_error?: boolean }[]) {
      if (block.type !== 'tool_result' || !block.tool_use_id) continue;
      out.set(block.tool_use_id, { is_error: block.is_error === true, content: resultText(block as never).replace(/\n\n<system-reminder>[\s\S]*$/, '') });
    }
  }
  return out;
}

export const load: ScriptedTurn = turn(call('ToolSearch', { query: 'select:EnterWorktree,ExitWorktree' }, 'toolu_load'));
export async function runScript(t: { after(fn: () => Promise<void>): void }, repo: Repo, turns: ScriptedTurn[], inputs: Record<string, string> = {}) {
  const script = [...turns];
  const model = await modelFor(t, () => script.shift() ?? { content: [{ type: 'text', text: 'done' }] });
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'bypassPermissions', max_turns: '40', ...inputs } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  return { r, requests: model.requests, got: answers(model.requests) };
}

test('EnterWorktree/ExitWorktree: the schemas are the CLI’s; deferred behind ToolSearch on the main thread', async (t) => {
  const repo = await committedRepo(t);
  const { requests } = await runScript(t, repo, [load]);
  const first = requests[0];
  assert.ok(first);
  assert.ok(deferredToolNames(first).includes('EnterWorktree') && deferredToolNames(first).includes('ExitWorktree'), deferredToolNames(first).join(','));
  const loaded = requests.at(-1)?.body.tools as { name: string; input_schema: { properties: Record<string, unknown>; required?: string[] } }[];
  for (const name of ['EnterWorktree', 'ExitWorktree']) {
    const mine = loaded.find((tool) => tool.name === name)?.input_schema;
    const theirs = fixture.definitions.find((d) => d.name === name)?.input_schema as {
      properties: Record<string, { type: string; enum?: string[] }>;
      required?: string[];
    };
    assert.ok(mine && theirs);
    assert.deepEqual(Object.keys(mine.properties).sort(), Object.keys(theirs.properties).sort(), name);
    assert.deepEqual(mine.required ?? [], theirs.required ?? [], name);
  }
});

test('EnterWorktree moves the session (Bash, Write, Read, Glob, Grep, hooks’ cwd); ExitWorktree keep/remove and bad calls answer as 2.1.332; kept work is saved, not dropped', async (t) => {
  const repo = await committedRepo(t);
  const dir = realpathSync(repo.dir);
  const wt = path.join(dir, '.claude/worktrees/feat-1');
  const { r, got } = await runScript(
    t,
    repo,
    [
      load,
      turn(call('EnterWorktree', { name: 'feat-1' }, 'toolu_enter')),
      turn(call('Bash', { command: 'pwd && git branch --show-current', description: 'where' }, 'toolu_bash_in')),
      turn(call('Write', { file_path: `${wt}/new.txt`, content: 'in worktree\n' }, 'toolu_write_wt')),
      turn(call('Write', { file_path: `${dir}/main-side.txt`, content: 'in checkout\n' }, 'toolu_write_main')),
      turn(call('Read', { file_path: `${dir}/a.txt` }, 'toolu_read_main')),
      turn(call('Edit', { file_path: `${dir}/a.txt`, old_string: 'hello', new_string: 'bye' }, 'toolu_edit_main')),
      turn(call('Glob', { pattern: '*.txt' }, 'toolu_glob')),
      turn(call('Grep', { pattern: 'hello', output_mode: 'content' }, 'toolu_grep')),
      turn(call('EnterWorktree', { name: 'second' }, 'toolu_enter_again')),
      turn(call('ExitWorktree', { action: 'remove' }, 'toolu_exit_remove_refused')),
      turn(call('ExitWorktree', { action: 'keep' }, 'toolu_exit_keep')),
      turn(call('ExitWorktree', { action: 'keep' }, 'toolu_exit_none')),
      turn(call('Bash', { command: 'pwd', description: 'after' }, 'toolu_bash_after')),
    ],
    { allowed_tools: 'Glob,Grep' },
  );
  for (const id of [
    'toolu_enter',
    'toolu_write_main',
    'toolu_edit_main',
    'toolu_enter_again',
    'toolu_exit_remove_refused',
    'toolu_exit_keep',
    'toolu_exit_none',
  ])
    assert.deepEqual(got.get(id), cli('keep', id, dir), id);
  assert.equal(got.get('toolu_bash_in')?.content, `${wt}\nworktree-feat-1`);
  // A Read of the checkout's own file is answered (Claude Code reads it too); only writes there are refused.
  assert.match(got.get('toolu_read_main')?.content ?? '', /^1\thello\n/);
  assert.deepEqual(got.get('toolu_glob')?.content.split('\n').sort(), ['a.txt', 'new.txt']);
  // The worktree's a.txt (the CLI shows it relative; the runner's Grep, here, by its absolute path).
  assert.match(got.get('toolu_grep')?.content ?? '', /^(.*\/\.claude\/worktrees\/feat-1\/)?a\.txt:1:hello$/);
  assert.equal(got.get('toolu_bash_after')?.content, dir);
  assert.ok(!existsSync(path.join(dir, 'main-side.txt')) && readFileSync(path.join(dir, 'a.txt'), 'utf8') === 'hello\n', 'the checkout is untouched');
  // The hooks' stdin: Pre in the checkout, Post in the worktree (and back), tool_response the CLI's.
  const hooks = (await readJsonLines(path.join(dir, '.claude/hooks.jsonl'))).map((h) =>
    JSON.parse(JSON.stringify({ event: h.hook_event_name, cwd: h.cwd, tool: h.tool_name, response: h.tool_response })),
  );
  const theirs = (fixture.scenarios['keep']?.hooks ?? []).map((h) =>
    JSON.parse(
      JSON.stringify({ event: h['hook_event_name'], cwd: h['cwd'], tool: h['tool_name'], response: h['tool_response'] }).split('<tmp>/repo').join(dir),
    ),
  );
  assert.deepEqual(hooks, theirs);
  // Kept at the run's end: its changes are saved as a patch the warning names; no worktree or branch is left.
  const saved = path.join(repo.tempDir, 'worktrees', 'feat-1.patch');
  const warnings = r.outcome.warnings.join('\n');
  assert.ok(
    warnings.includes('left changes in its worktree .claude/worktrees/feat-1 (branch worktree-feat-1)') && warnings.includes(`saved as ${saved}`),
    warnings,
  );
  assert.match(readFileSync(saved, 'utf8'), /\+in worktree/);
  assert.equal(gitIn(dir, 'branch', '--list', 'worktree-*').trim(), '');
});

test('ExitWorktree remove (discard_changes), a random name, and invalid inputs answer as 2.1.332; an existing branch is refused, never reset', async (t) => {
  const repo = await committedRepo(t);
  const dir = realpathSync(repo.dir);
  gitIn(dir, 'checkout', '-qb', 'worktree-taken');
  gitIn(dir, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '--allow-empty', '-m', 'extra');
  gitIn(dir, 'checkout', '-q', 'main');
  const commit = 'echo x > c.txt && git add c.txt && git -c user.name=t -c user.email=t@t commit -qm c && echo y > d.txt';
  const { r, got } = await runScript(t, repo, [
    load,
    turn(call('ExitWorktree', { action: 'keep' }, 'toolu_exit_not_in')),
    turn(call('ExitWorktree', { action: 'bogus' }, 'toolu_exit_bad_action')),
    ...['toolu_dotdot', 'toolu_dotdot_mid', 'toolu_dots', 'toolu_long', 'toolu_space'].map((id, i) =>
      turn(call('EnterWorktree', { name: ['../evil', 'a/../../b', '..', 'x'.repeat(65), 'sp ace'][i] }, id)),
    ),
    turn(call('EnterWorktree', { name: 'x', path: '/tmp' }, 'toolu_both')),
    turn(call('EnterWorktree', { path: '/tmp' }, 'toolu_path_not_wt')),
    turn(call('EnterWorktree', { name: 'taken' }, 'toolu_taken')),
    turn(call('EnterWorktree', {}, 'toolu_enter_random')),
    turn(call('Bash', { command: commit, description: 'commit' }, 'toolu_commit')),
    turn(call('ExitWorktree', { action: 'remove' }, 'toolu_remove_refused')),
    turn(call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_remove')),
  ]);
  for (const id of [
    'toolu_exit_not_in',
    'toolu_exit_bad_action',
    'toolu_dotdot',
    'toolu_dotdot_mid',
    'toolu_dots',
    'toolu_long',
    'toolu_space',
    'toolu_both',
    'toolu_path_not_wt',
  ])
    assert.deepEqual(got.get(id), cli('invalid', id, dir), id);
  assert.ok(!existsSync(path.join(dir, '.claude/evil')) && !existsSync(path.join(dir, 'evil')));
  // Claude Code resets an existing `worktree-<name>` (its commits lost); the runner refuses and leaves it.
  assert.match(got.get('toolu_taken')?.content ?? '', /^Cannot create worktree: a branch named worktree-taken already exists/);
  assert.equal(gitIn(dir, 'log', '--format=%s', '-1', 'worktree-taken').trim(), 'extra');
  const random = /worktrees\/([a-z]+-[a-z]+-[a-z]+)”/.exec(got.get('toolu_enter_random')?.content ?? '')?.[1];
  assert.ok(random !== undefined, got.get('toolu_enter_random')?.content ?? 'no answer');
  const theirs = /worktrees\/([a-z-]+)”/.exec(cli('remove', 'toolu_enter_random', dir).content)?.[1] ?? '';
  const at = (text: string) => text.split(theirs).join(random ?? '');
  assert.deepEqual(got.get('toolu_remove_refused'), {
    ...cli('remove', 'toolu_remove_refused', dir),
    content: at(cli('remove', 'toolu_remove_refused', dir).content),
  });
  assert.deepEqual(got.get('toolu_remove'), { ...cli('remove', 'toolu_remove', dir), content: at(cli('remove', 'toolu_remove', dir).content) });
  assert.ok(!existsSync(path.join(dir, '.claude/worktrees', random ?? '')));
  assert.equal(gitIn(dir, 'branch', '--list', `worktree-${random}`).trim(), '');
  assert.ok(!r.outcome.warnings.some((w) => w.includes('left changes')), 'a discarded worktree is not reported as left');
});

test('CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR in a worktree entered with EnterWorktree: each command starts at the worktree root', async (t) => {
  const repo = await committedRepo(t, { 'sub/keep.txt': 'keep\n' });
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ env: { CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR: '1' } }) });
  const { got } = await runScript(t, repo, [
    load,
    turn(call('EnterWorktree', { name: 'kept' }, 'toolu_enter')),
    turn(call('Bash', { command: 'cd sub && pwd' }, 'toolu_cd')),
    turn(call('Bash', { command: 'pwd' }, 'toolu_pwd')),
  ]);
  const root = path.join(repo.dir, '.claude', 'worktrees', 'kept');
  assert.equal(got.get('toolu_cd')?.content.trim(), path.join(root, 'sub'));
  assert.equal(got.get('toolu_pwd')?.content.trim(), root, 'the cd was undone: back at the worktree root');
});
