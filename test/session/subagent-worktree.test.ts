import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deferredToolNames, wholeToolNames, writeFiles } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import { agent, bash, load, mine, repoWith, runThreads, say, threadOf, where } from '../support/thread-scripts.js';

/**
 * EnterWorktree and ExitWorktree with subagents against Claude Code 2.1.332's (scripts/oracle/subagent-worktree.mjs,
 * test/fixtures/claude-code-tool-results/2.1.332-subagent-worktree.json): who is offered them, every subagent's call
 * refused or answered as the CLI's (nothing moves), and a subagent started while the main thread is in a worktree works
 * there (its Bash, file tools, hooks' `cwd`; an `isolation: worktree` child branches from that worktree's HEAD).
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-subagent-worktree.json');
interface OracleScenario {
  offered: Record<string, string[]>;
  definitions: Record<string, Record<string, { input_schema: { properties: Record<string, unknown>; required?: string[] }; defer_loading?: boolean }>>;
  results: { who: string; id: string; is_error: boolean; content: string }[];
  hooks: { event: string; agent: string; tool?: string; id?: string; cwd: string }[];
}
const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { scenarios: Record<string, OracleScenario> };
/** The CLI's answer to `id`, with the fixture's `<tmp>/repo` as `dir` (an isolated agent's worktree as `agent-<agentId>`). */
function cli(scenario: string, id: string, dir: string): { is_error: boolean; content: string } {
  const found = fixture.scenarios[scenario]?.results.find((r) => r.id === id);
  assert.ok(found, `the fixture has ${scenario}/${id}`);
  return { is_error: found.is_error, content: found.content.split('<tmp>/repo').join(dir) };
}
test('subagents are offered EnterWorktree/ExitWorktree as 2.1.332 offers them: deferred with every tool, whole when `tools:` names them, absent otherwise', async (t) => {
  const agents = fixture.scenarios['offered'];
  assert.ok(agents);
  const { repo, dir } = await repoWith(t, {
    '.claude/agents/named.md': '---\nname: named\ndescription: Names the tools.\ntools: Read, Bash, EnterWorktree, ExitWorktree\n---\nYou work.\n',
    '.claude/agents/plain.md': '---\nname: plain\ndescription: Names other tools.\ntools: Read, Bash\n---\nYou work.\n',
  });
  const { requests } = await runThreads(t, repo, dir, {
    main: [agent('gp', 'toolu_gp'), agent('named', 'toolu_named', { subagent_type: 'named' }), agent('plain', 'toolu_plain', { subagent_type: 'plain' })],
    gp: [load('toolu_gp_load'), say('CHILD gp done')],
  });
  const first = (who: string) => requests.find((req) => threadOf(req) === who);
  const pair = (names: string[]) => names.filter((n) => /Worktree/.test(n)).sort();
  assert.deepEqual(pair(deferredToolNames(first('gp'))), ['EnterWorktree', 'ExitWorktree']);
  assert.deepEqual(pair(wholeToolNames(first('gp'))), []);
  assert.deepEqual(pair(wholeToolNames(first('named'))), agents.offered['named']);
  assert.deepEqual(pair([...wholeToolNames(first('plain')), ...deferredToolNames(first('plain'))]), agents.offered['plain']);
  // Loaded by the general-purpose agent, the schemas are the CLI's (`path` too, as 2.1.332 gives every subagent).
  const loaded = requests.filter((req) => threadOf(req) === 'gp').at(-1)?.body.tools as {
    name: string;
    input_schema: { properties: object; required?: string[] };
  }[];
  for (const name of ['EnterWorktree', 'ExitWorktree']) {
    const theirs: { properties: object; required?: string[] } | undefined = agents.definitions['gp']?.[name]?.input_schema;
    const got = loaded.find((tool) => tool.name === name)?.input_schema;
    assert.ok(theirs && got, name);
    assert.deepEqual(Object.keys(got.properties).sort(), Object.keys(theirs.properties).sort(), name);
    assert.deepEqual(got.required ?? [], theirs.required ?? [], name);
  }
});

test('a subagent’s EnterWorktree/ExitWorktree never move anything: refused before any hook, `path` answered after PreToolUse, in 2.1.332’s words', async (t) => {
  const { repo, dir } = await repoWith(t);
  const { requests, hooks } = await runThreads(t, repo, dir, {
    main: [
      load('toolu_main_load'),
      turn(call('EnterWorktree', { name: 'other' }, 'toolu_main_enter_other')),
      turn(call('ExitWorktree', { action: 'keep' }, 'toolu_main_keep_other')),
      agent('left', 'toolu_left'),
      agent('gppath', 'toolu_gppath'),
      agent('pin', 'toolu_pin', { isolation: 'worktree' }),
      bash(`${where}; git worktree list --porcelain | grep -c ^worktree`, 'toolu_main_after'),
    ],
    left: [
      load('toolu_left_load'),
      turn(call('EnterWorktree', { name: 'sub-left' }, 'toolu_left_enter')),
      bash(where, 'toolu_left_bash'),
      turn(call('ExitWorktree', { action: 'keep' }, 'toolu_keeper_exit_none')),
      say('CHILD left done'),
    ],
    gppath: [load('toolu_gppath_load'), turn(call('EnterWorktree', { path: '{repo}/.claude/worktrees/other' }, 'toolu_gppath_enter')), say('done')],
    pin: [
      load('toolu_pin_load'),
      turn(call('EnterWorktree', { path: '{repo}' }, 'toolu_pin_path_checkout')),
      turn(call('EnterWorktree', { path: '/tmp' }, 'toolu_pin_path_tmp')),
      turn(call('EnterWorktree', { path: '{repo}/.claude/worktrees/other' }, 'toolu_pin_path_other')),
      turn(call('EnterWorktree', { name: 'pin-new' }, 'toolu_pin_name')),
      turn(call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_pin_remove')),
      bash('pwd; git branch --show-current', 'toolu_pin_pwd_new'),
      say('CHILD pin done'),
    ],
  });
  for (const [scenario, id] of [
    ['enter', 'toolu_left_enter'],
    ['enter', 'toolu_keeper_exit_none'],
    ['unpinned', 'toolu_gppath_enter'],
    ['pinned', 'toolu_pin_path_checkout'],
    ['pinned', 'toolu_pin_path_tmp'],
    ['pinned', 'toolu_pin_path_other'],
    ['pinned', 'toolu_pin_name'],
    ['pinned', 'toolu_pin_remove'],
    ['pinned', 'toolu_pin_pwd_new'],
  ] as const)
    assert.deepEqual(mine(requests, id), cli(scenario, id, dir), id);
  // Nothing moved: the subagent's Bash, the main thread after it; no worktree but `other` (kept by the main thread).
  assert.equal(mine(requests, 'toolu_left_bash')?.content, `${dir}\nmain\ninit`);
  assert.equal(mine(requests, 'toolu_main_after')?.content, `${dir}\nmain\ninit\n2`);
  assert.ok(!existsSync(path.join(dir, '.claude/worktrees/sub-left')) && !existsSync(path.join(dir, '.claude/worktrees/pin-new')));
  // Refused before any hook (the CLI's validation); `path` is refused after PreToolUse, with no PostToolUse.
  const worktreeHooks = (ids: string[]) => hooks.filter((h) => h.id !== undefined && ids.includes(h.id)).map((h) => `${h.event} ${h.id}`);
  const theirs = (scenario: string, ids: string[]) =>
    (fixture.scenarios[scenario]?.hooks ?? []).filter((h) => h.id !== undefined && ids.includes(h.id)).map((h) => `${h.event} ${h.id}`);
  const refused = ['toolu_left_enter', 'toolu_keeper_exit_none', 'toolu_pin_name', 'toolu_pin_remove'];
  assert.deepEqual(worktreeHooks(refused), []);
  assert.deepEqual(worktreeHooks(['toolu_gppath_enter']), theirs('unpinned', ['toolu_gppath_enter']));
  const pinPaths = ['toolu_pin_path_checkout', 'toolu_pin_path_tmp', 'toolu_pin_path_other'];
  assert.deepEqual(worktreeHooks(pinPaths), theirs('pinned', pinPaths));
});

test('a subagent started while the main thread is in a worktree works there, as 2.1.332’s: Bash, Glob, writes, hooks’ cwd; an isolated child branches from its HEAD', async (t) => {
  const { repo, dir } = await repoWith(t);
  const wt = path.join(dir, '.claude/worktrees/main-wt');
  const { r, requests, hooks } = await runThreads(t, repo, dir, {
    main: [
      load('toolu_main_load'),
      turn(call('EnterWorktree', { name: 'main-wt' }, 'toolu_main_enter')),
      bash('echo m > m.txt && git add m.txt && git -c user.name=t -c user.email=t@t commit -qm in-main-wt && pwd', 'toolu_main_commit'),
      agent('plainchild', 'toolu_plainchild'),
      agent('isochild', 'toolu_isochild', { isolation: 'worktree' }),
      bash(`${where}; git worktree list --porcelain | grep -c ^worktree`, 'toolu_main_after'),
    ],
    plainchild: [
      bash(where, 'toolu_plainchild_bash'),
      turn(call('Glob', { pattern: '*.txt' }, 'toolu_plainchild_glob')),
      turn(call('Write', { file_path: '{repo}/from-plain-child.txt', content: 'c\n' }, 'toolu_plainchild_write_main')),
      turn(call('Write', { file_path: '{repo}/.claude/worktrees/main-wt/child-in-wt.txt', content: 'c\n' }, 'toolu_plainchild_write_wt')),
      say('CHILD plainchild done'),
    ],
    isochild: [bash(where, 'toolu_isochild_bash'), say('CHILD isochild done')],
  });
  for (const id of ['toolu_plainchild_bash', 'toolu_plainchild_write_main', 'toolu_plainchild_write_wt', 'toolu_isochild_bash'])
    assert.deepEqual(mine(requests, id), cli('mainIn', id, dir), id);
  assert.deepEqual(mine(requests, 'toolu_plainchild_glob')?.content.split('\n').sort(), cli('mainIn', 'toolu_plainchild_glob', dir).content.split('\n').sort());
  assert.equal(mine(requests, 'toolu_main_after')?.content, `${wt}\nworktree-main-wt\nin-main-wt\n2`, 'the main thread is still in its worktree');
  assert.ok(!existsSync(path.join(dir, 'from-plain-child.txt')), 'the checkout is untouched');
  // The hooks' cwd, SubagentStart and SubagentStop's too: the main thread's worktree, the isolated child's own.
  const shape = (list: { event: string; agent: string; tool?: string | undefined; cwd: string }[]) =>
    list.filter((h) => h.agent !== 'main').map((h) => `${h.event} ${h.tool ?? ''} ${h.cwd}`);
  const theirs: OracleScenario['hooks'] = (fixture.scenarios['mainIn']?.hooks ?? []).map((h) => ({ ...h, cwd: h.cwd.split('<tmp>/repo').join(dir) }));
  assert.deepEqual(shape(hooks), shape(theirs));
  // The main thread's worktree, with the child's file, is saved at the run's end as before.
  assert.ok(
    r.outcome.warnings.some((w) => w.includes('left changes in its worktree .claude/worktrees/main-wt')),
    r.outcome.warnings.join('\n'),
  );
});

test('a subagent started in the main thread’s worktree stays there when the main thread leaves it (its Glob too, named in `tools:`)', async (t) => {
  const { repo, dir } = await repoWith(t, { '.claude/agents/reader.md': '---\nname: reader\ndescription: Reads.\ntools: Glob, Read\n---\nYou read.\n' });
  const wt = path.join(dir, '.claude/worktrees/left-wt');
  // The reader's Glob waits for the main thread to have left (a file its PostToolUse hook makes, not a clock).
  const waitFor = 'until [ -e "$CLAUDE_PROJECT_DIR/.claude/left" ]; do sleep 0.05; done';
  const hooks = {
    PreToolUse: [{ matcher: 'Glob', hooks: [{ type: 'command', command: waitFor }] }],
    PostToolUse: [{ matcher: 'ExitWorktree', hooks: [{ type: 'command', command: 'touch "$CLAUDE_PROJECT_DIR/.claude/left"' }] }],
  };
  await writeFiles(dir, { '.claude/settings.json': JSON.stringify({ hooks }) });
  const { requests } = await runThreads(t, repo, dir, {
    main: [
      load('toolu_main_load'),
      turn(call('EnterWorktree', { name: 'left-wt' }, 'toolu_main_enter')),
      bash('echo m > only-in-wt.txt', 'toolu_main_change'),
      agent('reader', 'toolu_reader', { subagent_type: 'reader', run_in_background: true }),
      turn(call('ExitWorktree', { action: 'keep' }, 'toolu_main_keep')),
      say('Waiting.'),
    ],
    reader: [turn(call('Glob', { pattern: '*.txt' }, 'toolu_reader_glob')), say('CHILD reader done')],
  });
  assert.match(mine(requests, 'toolu_main_keep')?.content ?? '', /^Exited worktree\./);
  assert.deepEqual(mine(requests, 'toolu_reader_glob')?.content.split('\n').sort(), ['a.txt', 'only-in-wt.txt'], `in ${wt}`);
});

test('`path` from an agent in the main thread’s worktree is answered as 2.1.332’s; a worktree an isolated agent made inside its own is not entered (safety choice)', async (t) => {
  const { repo, dir } = await repoWith(t);
  const { requests } = await runThreads(t, repo, dir, {
    main: [
      load('toolu_main_load'),
      turn(call('EnterWorktree', { name: 'other' }, 'toolu_main_enter_other')),
      turn(call('ExitWorktree', { action: 'keep' }, 'toolu_main_keep_other')),
      turn(call('EnterWorktree', { name: 'main-wt' }, 'toolu_main_enter')),
      agent('inmain', 'toolu_inmain'),
      agent('nester', 'toolu_nester', { isolation: 'worktree' }),
    ],
    inmain: [
      load('toolu_inmain_load'),
      turn(call('EnterWorktree', { path: '{repo}/.claude/worktrees/other' }, 'toolu_inmain_path_other')),
      bash('pwd', 'toolu_inmain_pwd'),
      say('CHILD inmain done'),
    ],
    nester: [
      load('toolu_nester_load'),
      bash('git worktree add -q -b nested-b .claude/worktrees/nested; pwd', 'toolu_nester_add'),
      turn(call('EnterWorktree', { path: '.claude/worktrees/nested' }, 'toolu_nester_path')),
      bash('pwd', 'toolu_nester_pwd'),
      say('CHILD nester done'),
    ],
  });
  for (const id of ['toolu_inmain_path_other', 'toolu_inmain_pwd']) assert.deepEqual(mine(requests, id), cli('switches', id, dir), id);
  // 2.1.332 enters it ("Entered worktree at …"); the runner answers as for the main thread's `path`, and stays.
  assert.match(cli('switches', 'toolu_nester_path', dir).content, /^Entered worktree at /);
  assert.match(mine(requests, 'toolu_nester_path')?.content ?? '', /^Cannot enter worktree: .*\/\.claude\/worktrees\/nested is not a registered worktree of /);
  assert.equal(mine(requests, 'toolu_nester_pwd')?.content, mine(requests, 'toolu_nester_add')?.content);
});
