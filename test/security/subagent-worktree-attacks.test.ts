import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { call, turn } from '../support/scripted-turns.js';
import { writeFiles } from '../session/harness.js';
import { agentIdIn } from '../support/agent-results.js';
import { agent, bash, gitIn, load, mine, repoWith, runThreads, say } from '../support/thread-scripts.js';

/**
 * A prompt-injected subagent with EnterWorktree/ExitWorktree (src/session/subagent-worktree.ts): it must not leave its
 * `isolation: worktree` jail or reach the checkout's protected files through `path` (a link, `..`, `.git`), move or
 * remove the main thread's worktree, and neither a race on one name nor a name shaped as an isolation worktree's
 * (`agent-<id>`) may take or reset another's worktree. Each attack has a control that shows the channel is live.
 */

test('an isolated subagent cannot leave its worktree or reach the checkout through EnterWorktree/ExitWorktree; its own writes work (control)', async (t) => {
  const { repo, dir } = await repoWith(t);
  const { requests } = await runThreads(t, repo, dir, {
    main: [agent('jailed', 'toolu_jailed', { isolation: 'worktree' }), bash('pwd; git worktree list --porcelain | grep -c ^worktree', 'toolu_main_after')],
    jailed: [
      load('toolu_load'),
      bash('ln -s {repo} link-to-checkout && ln -s {repo}/.git link-to-git && pwd', 'toolu_links'),
      turn(call('EnterWorktree', { path: 'link-to-checkout' }, 'toolu_via_link')),
      turn(call('EnterWorktree', { path: 'link-to-git' }, 'toolu_via_git_link')),
      turn(call('EnterWorktree', { path: '../..' }, 'toolu_dotdot')),
      turn(call('EnterWorktree', { path: '{repo}/.git/worktrees' }, 'toolu_git_dir')),
      turn(call('EnterWorktree', { name: '../../../escape' }, 'toolu_name_dotdot')),
      turn(call('EnterWorktree', {}, 'toolu_random')),
      turn(call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_exit')),
      turn(call('Write', { file_path: '{repo}/.git/hooks/pre-commit', content: '#!/bin/sh\necho pwned\n' }, 'toolu_write_hook')),
      turn(call('Write', { file_path: '{repo}/a.txt', content: 'pwned\n' }, 'toolu_write_checkout')),
      bash('pwd && echo mine > mine.txt', 'toolu_control'),
      say('CHILD jailed done'),
    ],
  });
  const raw = requests.map((req) => JSON.stringify(req.body.messages)).join('');
  assert.match(mine(requests, 'toolu_via_link')?.content ?? '', /^Cannot enter worktree: .* is the main working tree, not a linked worktree\.$/);
  assert.match(mine(requests, 'toolu_via_git_link')?.content ?? '', /is not under .*\/\.claude\/worktrees\. Switching from this session is limited/);
  assert.match(mine(requests, 'toolu_dotdot')?.content ?? '', /is not under .*\/\.claude\/worktrees\.|is the main working tree/);
  assert.match(mine(requests, 'toolu_git_dir')?.content ?? '', /is not under .*\/\.claude\/worktrees\./);
  assert.match(mine(requests, 'toolu_name_dotdot')?.content ?? '', /Invalid worktree name .*\.\.\/escape.*path segments/);
  assert.match(mine(requests, 'toolu_random')?.content ?? '', /^<tool_use_error>EnterWorktree cannot create a worktree from a subagent/);
  assert.match(mine(requests, 'toolu_exit')?.content ?? '', /^<tool_use_error>ExitWorktree cannot be called from a subagent/);
  for (const id of ['toolu_via_link', 'toolu_via_git_link', 'toolu_dotdot', 'toolu_git_dir', 'toolu_write_hook', 'toolu_write_checkout'])
    assert.equal(mine(requests, id)?.is_error, true, id);
  // Nothing left the jail: the checkout's files and hooks as they were, no worktree made, the main thread where it was.
  assert.ok(!existsSync(path.join(dir, '.git/hooks/pre-commit')) && !existsSync(path.join(dir, 'escape')) && !existsSync(path.join(dir, '.claude/escape')));
  assert.equal(readFileSync(path.join(dir, 'a.txt'), 'utf8'), 'hello\n');
  // The main thread stays in the checkout; the only other worktree is the agent's own, kept (changed) for the run's end.
  assert.equal(mine(requests, 'toolu_main_after')?.content, `${dir}\n2`);
  // Control: the agent's Bash ran, in its own worktree, and wrote there (the worktree, changed, was kept for the main thread).
  assert.match(mine(requests, 'toolu_control')?.content ?? '', /\/\.claude\/worktrees\/agent-<agentId>$/);
  assert.match(raw, /worktreeBranch: worktree-agent-a[0-9a-f]{16}/);
});

test('a subagent in the main thread’s worktree cannot remove or leave it; the main thread’s own ExitWorktree still can (control)', async (t) => {
  const { repo, dir } = await repoWith(t);
  const wt = path.join(dir, '.claude/worktrees/main-wt');
  const { requests, r } = await runThreads(t, repo, dir, {
    main: [
      load('toolu_main_load'),
      turn(call('EnterWorktree', { name: 'main-wt' }, 'toolu_main_enter')),
      bash('echo m > m.txt', 'toolu_main_change'),
      agent('inside', 'toolu_inside'),
      bash('pwd; ls', 'toolu_main_after_child'),
      turn(call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_main_remove')),
      bash('pwd', 'toolu_main_back'),
    ],
    inside: [
      load('toolu_inside_load'),
      turn(call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_inside_remove')),
      turn(call('ExitWorktree', { action: 'keep' }, 'toolu_inside_keep')),
      turn(call('EnterWorktree', { path: '{repo}/.claude/worktrees/main-wt' }, 'toolu_inside_path')),
      turn(call('Write', { file_path: '{repo}/.git/config', content: '[core]\n\thooksPath = /tmp\n' }, 'toolu_inside_git_config')),
      say('CHILD inside done'),
    ],
  });
  for (const id of ['toolu_inside_remove', 'toolu_inside_keep'])
    assert.match(mine(requests, id)?.content ?? '', /^<tool_use_error>ExitWorktree cannot be called from a subagent/, id);
  assert.equal(mine(requests, 'toolu_inside_path')?.is_error, true);
  assert.equal(mine(requests, 'toolu_inside_git_config')?.is_error, true);
  assert.doesNotMatch(readFileSync(path.join(dir, '.git/config'), 'utf8'), /hooksPath/);
  // The worktree and the main thread's place survived the child; then the main thread's own remove works.
  assert.equal(mine(requests, 'toolu_main_after_child')?.content, `${wt}\na.txt\nm.txt`);
  assert.match(mine(requests, 'toolu_main_remove')?.content ?? '', /^Exited and removed worktree at “.*main-wt”\. Discarded 1 uncommitted file\./);
  assert.equal(mine(requests, 'toolu_main_back')?.content, dir);
  assert.ok(!existsSync(wt) && !r.outcome.warnings.some((w) => w.includes('left changes')));
});

test('two subagents racing one name take nothing; a name shaped as a kept isolation worktree’s is refused, never reset (its work saved: control)', async (t) => {
  const { repo, dir } = await repoWith(t);
  /** The branch of the isolated agent's kept worktree, from its Agent result. */
  const keptName = (req: RecordedRequest): string => /worktreeBranch: worktree-(agent-a[0-9a-f]{16})/.exec(JSON.stringify(req.body.messages))?.[1] ?? 'none';
  const { requests, r } = await runThreads(t, repo, dir, {
    main: [
      agent('kept', 'toolu_kept', { isolation: 'worktree', run_in_background: false }),
      load('toolu_main_load'),
      (req) => turn(call('EnterWorktree', { name: keptName(req) }, 'toolu_collide')),
      // Two background agents at once, each naming the worktree the main thread names meanwhile.
      turn(
        call('Agent', { subagent_type: 'general-purpose', description: 'one', prompt: 'SUBAGENT-TASK one: race', isolation: 'worktree' }, 'toolu_one'),
        call('Agent', { subagent_type: 'general-purpose', description: 'two', prompt: 'SUBAGENT-TASK two: race', isolation: 'worktree' }, 'toolu_two'),
      ),
      turn(call('EnterWorktree', { name: 'same' }, 'toolu_main_same')),
      bash('pwd; git branch --show-current', 'toolu_main_where'),
    ],
    kept: [bash('echo kept > kept.txt', 'toolu_kept_change'), say('CHILD kept done')],
    one: [load('toolu_one_load'), turn(call('EnterWorktree', { name: 'same' }, 'toolu_one_same')), say('CHILD one done')],
    two: [load('toolu_two_load'), turn(call('EnterWorktree', { name: 'same' }, 'toolu_two_same')), say('CHILD two done')],
  });
  for (const id of ['toolu_one_same', 'toolu_two_same'])
    assert.match(mine(requests, id)?.content ?? '', /^<tool_use_error>EnterWorktree cannot create a worktree from a subagent/, id);
  assert.match(mine(requests, 'toolu_collide')?.content ?? '', /^Cannot create worktree: a branch named worktree-agent-<agentId> already exists/);
  // Control: the main thread's own name is made, and the kept isolation worktree's work reaches the report.
  assert.match(mine(requests, 'toolu_main_same')?.content ?? '', /^Created worktree at “.*\/\.claude\/worktrees\/same” on branch “worktree-same”/);
  assert.equal(mine(requests, 'toolu_main_where')?.content, `${path.join(dir, '.claude/worktrees/same')}\nworktree-same`);
  const saved = r.outcome.warnings.find((w) => w.startsWith('Subagent "general-purpose" left changes'));
  assert.ok(saved && /kept\.txt/.test(saved), r.outcome.warnings.join('\n'));
  assert.equal(gitIn(dir, 'branch', '--list', 'worktree-*').trim(), '');
});

test('the main thread’s ExitWorktree remove waits for a background agent working in its worktree; with discard_changes it is removed (control)', async (t) => {
  const { repo, dir } = await repoWith(t);
  // A Glob by the main thread (read-only: it does not wait behind a background writer) lets the agent finish.
  const go = [{ matcher: 'Glob', hooks: [{ type: 'command', command: 'touch "$CLAUDE_PROJECT_DIR/.claude/go"' }] }];
  await writeFiles(dir, { '.claude/settings.json': JSON.stringify({ hooks: { PreToolUse: go } }) });
  const wt = path.join(dir, '.claude/worktrees/busy-wt');
  const { requests } = await runThreads(t, repo, dir, {
    main: [
      load('toolu_main_load'),
      turn(call('EnterWorktree', { name: 'busy-wt' }, 'toolu_main_enter')),
      agent('worker', 'toolu_worker', { run_in_background: true }),
      turn(call('ExitWorktree', { action: 'remove' }, 'toolu_remove_busy')),
      turn(call('Glob', { pattern: '*.txt' }, 'toolu_go')),
      turn(call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_remove_discard')),
      bash('pwd; git worktree list --porcelain | grep -c ^worktree', 'toolu_main_back'),
    ],
    // It works in the main thread's worktree until the main thread has tried to remove it (a file, not a clock).
    worker: [bash('until [ -e {repo}/.claude/go ]; do sleep 0.05; done; pwd', 'toolu_worker_wait'), say('CHILD worker done')],
  });
  assert.match(
    mine(requests, 'toolu_remove_busy')?.content ?? '',
    /^<tool_use_error>Nothing was removed: task a[0-9a-f]{16} is still running and may be working in this worktree/,
  );
  assert.equal(mine(requests, 'toolu_worker_wait')?.content, wt);
  assert.match(mine(requests, 'toolu_remove_discard')?.content ?? '', /^Exited and removed worktree at “.*busy-wt”\./);
  assert.equal(mine(requests, 'toolu_main_back')?.content, `${dir}\n1`);
  assert.ok(!existsSync(wt));
});

test('a subagent that worked in the main thread’s worktree is not resumed into it once removed (SendMessage): nothing is written where nothing is kept', async (t) => {
  const { repo, dir } = await repoWith(t);
  const { requests } = await runThreads(t, repo, dir, {
    main: [
      load('toolu_main_load'),
      turn(call('EnterWorktree', { name: 'gone-wt' }, 'toolu_main_enter')),
      agent('resumable', 'toolu_resumable'),
      turn(call('ExitWorktree', { action: 'remove', discard_changes: true }, 'toolu_main_remove')),
      turn(call('ToolSearch', { query: 'select:SendMessage' }, 'toolu_ts')),
      (req) => turn(call('SendMessage', { to: agentIdIn(req), message: 'write more' }, 'toolu_send')),
      say('Waiting.'),
    ],
    resumable: [say('CHILD first answer'), bash('echo leak > leak.txt; pwd', 'toolu_leak'), say('CHILD resumed')],
  });
  assert.match(mine(requests, 'toolu_main_remove')?.content ?? '', /^Exited and removed worktree/);
  // Control: the agent ran once (in the worktree); resumed, it would have asked the model again.
  assert.equal(requests.filter((req) => JSON.stringify(req.body.messages?.[0]).includes('SUBAGENT-TASK resumable')).length, 1);
  assert.equal(mine(requests, 'toolu_leak'), undefined);
  assert.ok(!existsSync(path.join(dir, '.claude/worktrees/gone-wt')) && !existsSync(path.join(dir, 'leak.txt')));
  assert.match(JSON.stringify(requests.at(-1)?.body.messages), /gone-wt, which was removed since/);
});
