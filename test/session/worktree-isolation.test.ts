import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RecordedRequest, Script } from '../../support/scripted-model/scripted-model.js';
import {
  commitHooks,
  hookScript,
  isChild,
  msgCount,
  readJsonLines,
  resultText,
  run,
  tempRepo,
  toolResultOf,
  writeFiles,
  type Repo,
  tempRepoFor,
  modelFor,
} from '../session/harness.js';
import { skipNote } from '../sandbox/helpers.js';
import { parseAgent } from '../../src/config/agents.js';
import { loadRepoConfig } from '../../src/config/load.js';
import { renderSummary } from '../../src/report/summary.js';
import { mainAgentFor } from '../../src/session/main-agent.js';
import { bash, call, turn } from '../support/scripted-turns.js';

const gitIn = (dir: string, ...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });

/** A committed repository with an agent file that asks for `isolation: worktree`. */
async function isolatedRepo(): Promise<Repo> {
  const repo = await tempRepo();
  await writeFiles(repo.dir, {
    'a.txt': 'original\n',
    '.claude/agents/isolated.md': '---\nname: isolated\ndescription: Works apart.\nisolation: worktree\n---\nYou are the ISOLATED-MARKER agent.\n',
  });
  gitIn(repo.dir, 'init', '-q', '-b', 'main');
  gitIn(repo.dir, 'add', '-A');
  gitIn(repo.dir, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'init');
  return repo;
}

const worktreePathIn = (text: string): string | undefined => /^worktreePath: (.+)$/m.exec(text)?.[1];
type Turn = ReturnType<Extract<Script, (...args: never[]) => unknown>>;
const callAgent = (input: Record<string, unknown>): Turn =>
  turn(call('Agent', { description: 'Work apart', prompt: 'Change things.', run_in_background: false, ...input }, 'toolu_agent'));
const say = (text: string): Turn => ({ content: [{ type: 'text', text }] });

/** What the run leaves of worktrees: none registered, no branch, no `.claude/worktrees` folder. */
function assertNoWorktreeLeft(repo: Repo): void {
  assert.equal(gitIn(repo.dir, 'worktree', 'list', '--porcelain').match(/^worktree /gm)?.length, 1, 'only the main checkout is registered');
  assert.equal(gitIn(repo.dir, 'branch', '--list', 'worktree-*').trim(), '', 'the worktree branches are deleted');
  assert.ok(!existsSync(path.join(repo.dir, '.claude', 'worktrees')), 'the worktrees folder is gone');
}

test('isolation: worktree (agent file): the subagent writes in its own worktree; the result names it; unmerged changes are saved and listed', async (t) => {
  const repo = await isolatedRepo();
  t.after(() => repo.cleanup());
  const script: Script = (req) => {
    if (isChild('ISOLATED-MARKER')(req)) {
      const n = msgCount(req);
      if (n === 1) return turn(call('Write', { file_path: 'new.txt', content: 'from the child\n' }, 'toolu_w'));
      if (n === 3) return bash('pwd && git status --porcelain && echo edited > a.txt', 'toolu_pwd');
      if (n === 5) return turn(call('Write', { file_path: path.join(repo.dir, 'a.txt'), content: 'x' }, 'toolu_out'));
      if (n === 7) return turn(call('Write', { file_path: 'blocked.txt', content: 'x' }, 'toolu_deny'));
      if (n === 9) return turn(call('Glob', { pattern: '*.txt' }, 'toolu_glob'));
      if (n === 11) return turn(call('Read', { file_path: path.join(repo.dir, 'local.env') }, 'toolu_env'));
      return say('Wrote new.txt and edited a.txt.');
    }
    return msgCount(req) === 1 ? callAgent({ subagent_type: 'isolated' }) : say('Parent done.');
  };
  const model = await modelFor(t, script);
  // A path rule is relative to where the agent works: in the worktree, `./blocked.txt` is the worktree's.
  // A deny keeps covering the workspace's file too (by its absolute path), where the agent does not work.
  await writeFiles(repo.dir, { 'local.env': 'SECRET-LOCAL\n' });
  // allowed_tools names Glob: the run offers Glob and Grep then (as Claude Code 2.1.332), and the child inherits them.
  const r = await run({ url: model.url, repo, inputs: { disallowed_tools: 'Write(./blocked.txt), Read(./local.env)', allowed_tools: 'Glob' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  const child = model.requests.filter(isChild('ISOLATED-MARKER'));
  const system = JSON.stringify(child[0]?.body.system);
  assert.match(system, /You are running in an isolated git worktree at .*\.claude\/worktrees\/agent-a[0-9a-f]{16} \(a separate working copy of the repo\)/);
  const parentResult = resultText(toolResultOf(model.requests.filter((q) => !isChild('ISOLATED-MARKER')(q))[1]));
  const wt = worktreePathIn(parentResult);
  assert.ok(wt, parentResult);
  assert.equal(wt, path.join(repo.dir, '.claude', 'worktrees', path.basename(wt)), 'under .claude/worktrees at the repository root, as Claude Code');
  assert.match(parentResult, /^Wrote new\.txt and edited a\.txt\.\n\nworktreePath: .+\nworktreeBranch: worktree-agent-a[0-9a-f]{16}$/);
  assert.equal(/worktreeBranch: (.+)$/m.exec(parentResult)?.[1], `worktree-${path.basename(wt)}`);
  // The transcript's tool_use_result (the SDK's AgentOutput) carries them too.
  const output = r.messages.find((m) => m.type === 'user' && JSON.stringify(m).includes('"worktreePath"'));
  assert.match(JSON.stringify(output), new RegExp(`"worktreePath":"${wt}","worktreeBranch":"worktree-${path.basename(wt)}"`));

  // Bash ran in the worktree (its git sees the child's file); a write to the workspace's own file is refused.
  const pwd = resultText(toolResultOf(child[2]));
  assert.match(pwd, new RegExp(`^${wt}\\n\\?\\? new\\.txt`), pwd);
  assert.match(resultText(toolResultOf(child[3])), /outside the working directory/);
  assert.match(resultText(toolResultOf(child[4])), /deny rule "Write\(\.\/blocked\.txt\)"/);
  const globbed = resultText(toolResultOf(child[5]));
  // Paths relative to where the agent works (as Claude Code 2.1.332 gives them); new.txt is only in the worktree.
  assert.deepEqual(globbed.split('\n').sort(), ['a.txt', 'new.txt'], 'Glob searches the worktree');
  assert.match(resultText(toolResultOf(child[6])), /deny rule "Read\(\.\/local\.env\)"/);
  assert.doesNotMatch(JSON.stringify(child.map((q) => q.body.messages)), /SECRET-LOCAL/);

  // The workspace is untouched; the run's patch would not carry the child's work, so it is saved and named.
  assert.ok(!existsSync(path.join(repo.dir, 'new.txt')));
  assert.equal(readFileSync(path.join(repo.dir, 'a.txt'), 'utf8'), 'original\n');
  const warnings = r.outcome.warnings.join('\n');
  const saved = path.join(repo.tempDir, 'worktrees', `${path.basename(wt)}.patch`);
  assert.match(warnings, /Subagent "isolated" left changes in its worktree \.claude\/worktrees\/agent-a[0-9a-f]{16} \(branch worktree-agent-a[0-9a-f]{16}\)/);
  assert.ok(warnings.includes(`did not bring into the workspace: a.txt, new.txt. They are not in the run's patch or push; saved as ${saved}.`), warnings);
  // The report: the transcript's result line and the job summary carry the warning.
  assert.ok(r.result.warnings?.some((w) => w.includes(saved)));
  assert.ok(renderSummary(r.outcome, { model: 'claude-opus-5-5', patch: '' }).includes(`saved as ${saved}`));
  const patch = readFileSync(saved, 'utf8');
  assert.match(patch, /\+from the child/);
  assert.match(patch, /-original\n\+edited/);
  execFileSync('git', ['apply', '--check', saved], { cwd: repo.dir });
  // Nothing of the worktree remains, and the audit of .git and ignored files has nothing to report.
  assertNoWorktreeLeft(repo);
  assert.doesNotMatch(warnings, /\.git\/|ignored/, warnings);
  assert.equal(gitIn(repo.dir, 'status', '--porcelain'), '?? local.env\n', "only the test's own untracked file");
});

test('isolation: "worktree" (Agent tool input): an unchanged worktree is removed at once; brought-over changes raise no warning', async (t) => {
  const repo = await isolatedRepo();
  t.after(() => repo.cleanup());
  const seen: { during?: boolean; after?: boolean } = {};
  let wt: string | undefined;
  const parent = (req: RecordedRequest): Turn => {
    const n = msgCount(req);
    if (n === 1) return callAgent({ subagent_type: 'general-purpose', isolation: 'worktree', prompt: 'Only look.' });
    if (n === 3) {
      seen.after = wt !== undefined && existsSync(wt);
      assert.equal(worktreePathIn(resultText(toolResultOf(req))), undefined, 'no path for an unchanged worktree');
      return callAgent({ subagent_type: 'general-purpose', isolation: 'worktree', prompt: 'Write it.' });
    }
    if (n === 5) {
      const kept = worktreePathIn(resultText(toolResultOf(req)));
      return bash(`cp ${kept ?? 'missing'}/made.txt made.txt`, 'toolu_cp');
    }
    return say('Parent done.');
  };
  const script: Script = (req) => {
    const first = JSON.stringify((req.body.messages as unknown[])[0]);
    if (first.includes('Only look.')) {
      if (msgCount(req) === 1) return bash('pwd', 'toolu_look');
      wt = resultText(toolResultOf(req)).trim();
      seen.during = existsSync(path.join(wt, '.git'));
      return say('Looked.');
    }
    if (first.includes('Write it.')) {
      return msgCount(req) === 1 ? turn(call('Write', { file_path: 'made.txt', content: 'made\n' }, 'toolu_make')) : say('Made made.txt.');
    }
    return parent(req);
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.ok(wt?.startsWith(path.join(repo.dir, '.claude', 'worktrees', 'agent-a')), String(wt));
  assert.deepEqual(seen, { during: true, after: false });
  assert.equal(readFileSync(path.join(repo.dir, 'made.txt'), 'utf8'), 'made\n', 'the main agent brought the file over');
  assert.doesNotMatch(r.outcome.warnings.join('\n'), /worktree/, r.outcome.warnings.join('\n'));
  assert.doesNotMatch(r.outcome.warnings.join('\n'), /Note: isolation/);
  assertNoWorktreeLeft(repo);
});

test("a hook fired inside a worktree subagent is told the worktree as its cwd; the parent's hooks keep the workspace", async (t) => {
  const repo = await isolatedRepo();
  t.after(() => repo.cleanup());
  const seen = path.join(repo.tempDir, 'pre-tool-use.jsonl');
  await commitHooks(repo, {
    PreToolUse: [{ hooks: [{ command: await hookScript(repo.dir, 'log.sh', `cat >> "${seen}"; echo >> "${seen}"`), source: 'test' }] }],
  });
  const script: Script = (req) => {
    if (isChild('ISOLATED-MARKER')(req)) return msgCount(req) === 1 ? bash('true', 'toolu_child') : say('done');
    const n = msgCount(req);
    if (n === 1) return callAgent({ subagent_type: 'isolated' });
    return n === 3 ? bash('true', 'toolu_parent') : say('Parent done.');
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const inputs = await readJsonLines(seen);
  const child = inputs.find((i) => i.tool_use_id === 'toolu_child');
  const parent = inputs.find((i) => i.tool_use_id === 'toolu_parent');
  assert.match(String(child?.cwd), /\/\.claude\/worktrees\/agent-a[0-9a-f]{16}$/, JSON.stringify(child));
  assert.equal(parent?.cwd, repo.dir);
});

test('isolation: worktree outside a git repository: the Agent call fails with the reason', async (t) => {
  const repo = await tempRepoFor(t, {
    '.claude/agents/isolated.md': '---\nname: isolated\ndescription: Works apart.\nisolation: worktree\n---\nISOLATED-MARKER\n',
  });
  const model = await modelFor(t, (req) => (msgCount(req) === 1 ? callAgent({ subagent_type: 'isolated' }) : say('done')));
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success');
  assert.match(
    resultText(toolResultOf(model.requests[1])),
    /Agent "isolated" did not finish \(error_during_execution\): Cannot create agent worktree: .* is not in a git repository/,
  );
  assert.equal(model.requests.filter(isChild('ISOLATED-MARKER')).length, 0);
});

test('isolation: worktree in the sandbox: the worktree is writable (commits too), the workspace and the .git protections are not', {
  skip: skipNote('the worktree sandbox test'),
}, async (t) => {
  const repo = await isolatedRepo();
  t.after(() => repo.cleanup());
  // Targets in variables: the permission engine lets them through under bypassPermissions (known only at run time),
  // so what stops them is the sandbox.
  const attempts = [
    'echo child > inside.txt && git add inside.txt && git -c user.email=t@example.com -c user.name=t commit -qm child && echo COMMITTED',
    `f=${repo.dir}/a.txt; echo changed > $f; cat $f`,
    'f=.git; echo "gitdir: /tmp" > $f; cat $f',
    `f=${repo.dir}/.git/hooks/post-checkout; echo '#!/bin/sh' > $f; ls $f`,
    `f=${repo.dir}/.git/config; echo x >> $f; tail -1 $f`,
  ];
  const script: Script = (req) => {
    if (isChild('ISOLATED-MARKER')(req)) {
      const i = (msgCount(req) - 1) / 2;
      const command = attempts[i];
      return command !== undefined ? bash(command, `toolu_try${i}`) : say('Tried.');
    }
    return msgCount(req) === 1 ? callAgent({ subagent_type: 'isolated' }) : say('Parent done.');
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { sandbox: 'required' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const child = model.requests.filter(isChild('ISOLATED-MARKER'));
  const out = (i: number): string => resultText(toolResultOf(child[i + 1]));
  assert.match(out(0), /COMMITTED/, out(0));
  assert.match(out(1), /original/, `the workspace is not writable from the worktree: ${out(1)}`);
  assert.match(out(2), /^gitdir: \/.*\/\.git\/worktrees\/agent-a[0-9a-f]{16}$/m, `the worktree's .git file is not writable: ${out(2)}`);
  assert.match(out(3), /No such file/, out(3));
  assert.doesNotMatch(out(4), /^x$/m, out(4));
  assert.equal(readFileSync(path.join(repo.dir, 'a.txt'), 'utf8'), 'original\n');
  // The commit is saved with the rest of what the workspace lacks.
  const warnings = r.outcome.warnings.join('\n');
  assert.match(warnings, /did not bring into the workspace: inside\.txt\./, warnings);
  assertNoWorktreeLeft(repo);
  assert.doesNotMatch(warnings, /\.git\//, warnings);
});

test("the agent file's isolation: worktree is honoured, remote and other values are warnings; settings' worktree block is read", async (t) => {
  const warnings: string[] = [];
  const agent = (value: string) => parseAgent(`---\nname: a\ndescription: d\nisolation: ${value}\n---\nbody\n`, 'a.md', warnings);
  assert.equal(agent('worktree')?.isolation, 'worktree');
  assert.equal(agent('remote')?.isolation, undefined);
  assert.equal(agent('elsewhere')?.isolation, undefined);
  assert.deepEqual(warnings, [
    `a.md: front matter field "isolation": a remote cloud session is not available in CI; the agent works in the run's checkout`,
    `a.md: front matter field "isolation": expected "worktree" or "remote", got "elsewhere"; the agent works in the run's checkout`,
  ]);
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({
      worktree: { baseRef: 'fresh', sparsePaths: ['./src/', '../out', 'src', 'lib/*'], bgIsolation: 'none', placement: 'x' },
      agent: 'isolated',
      hooks: { WorktreeCreate: [{ hooks: [{ type: 'command', command: 'make-one' }] }] },
    }),
    '.claude/agents/isolated.md': '---\nname: isolated\ndescription: Works apart.\nisolation: worktree\n---\nbody\n',
  });
  const loaded = await loadRepoConfig(repo.dir, undefined, { plugins: '', marketplaces: '', runDir: repo.tempDir });
  assert.ok(loaded.ok);
  // As the main thread (settings' `agent`), the agent works in the workspace: said, not dropped.
  const main = mainAgentFor(loaded.config.settings, loaded.config.agents, {
    model: 'claude-opus-5-5',
    modelGiven: true,
    policy: { mode: 'dontAsk', allow: [], deny: [], readOnlyBash: false, workspaceRoot: repo.dir },
  });
  assert.match(main.warnings.join('\n'), /isolated\.md: front matter field "isolation": applies when the agent runs as a subagent; the main thread/);
  // The settings' worktree block: baseRef and sparsePaths are taken (normalised); what is not is named by file and field.
  assert.deepEqual(loaded.config.settings.worktree, {
    baseRef: { value: 'fresh', source: '.claude/settings.json worktree.baseRef' },
    sparsePaths: { paths: ['src'], source: '.claude/settings.json worktree.sparsePaths' },
  });
  const named = loaded.config.warnings.filter((w) => w.includes('worktree.'));
  assert.deepEqual(named, [
    '.claude/settings.json: worktree.sparsePaths: "../out" is not a directory inside the repository (cone mode takes plain directory names); left out',
    '.claude/settings.json: worktree.sparsePaths: "lib/*" is not a directory inside the repository (cone mode takes plain directory names); left out',
    '.claude/settings.json: worktree.bgIsolation: not honoured in CI (there are no background sessions in CI); ignored',
    '.claude/settings.json: worktree.placement: unknown worktree setting, ignored',
  ]);
  assert.ok(
    loaded.config.warnings.includes(
      ".claude/settings.json: hooks.WorktreeCreate: the runner makes subagents' worktrees with git itself (docs/hooks.md); WorktreeCreate hooks never run",
    ),
    loaded.config.warnings.join('\n'),
  );
});

test('two isolated subagents at once, one delegating to a subagent of its own: each works in its worktree, nothing is lost', async (t) => {
  const repo = await isolatedRepo();
  t.after(() => repo.cleanup());
  const task = (req: RecordedRequest): string => JSON.stringify((req.body.messages as unknown[])[0]);
  const write = (id: string, content: string): Turn => ({ content: [{ type: 'tool_use', id, name: 'Write', input: { file_path: 'same.txt', content } }] });
  const script: Script = (req) => {
    const n = msgCount(req);
    if (task(req).includes('TASK-A')) return n === 1 ? write('toolu_a', 'from A\n') : say('A wrote same.txt.');
    if (task(req).includes('TASK-GRANDCHILD')) return n === 1 ? write('toolu_g', 'from the grandchild\n') : say('Grandchild wrote same.txt.');
    if (task(req).includes('TASK-B')) {
      return n === 1 ? turn(call('Agent', { description: 'Delegate', prompt: 'TASK-GRANDCHILD' }, 'toolu_bg')) : say('B delegated.');
    }
    if (n > 1) return say('Parent done.');
    return turn(
      call('Agent', { description: 'A', prompt: 'TASK-A', subagent_type: 'isolated', run_in_background: false }, 'toolu_A'),
      call('Agent', { description: 'B', prompt: 'TASK-B', isolation: 'worktree', run_in_background: false }, 'toolu_B'),
    );
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const last = model.requests.filter((q) => !/TASK-/.test(task(q))).at(-1);
  const results = (last?.body.messages as { content: unknown }[]).at(-1)?.content as { tool_use_id: string; content: unknown }[];
  const text = (id: string): string => resultText(results.find((b) => b.tool_use_id === id) as Parameters<typeof resultText>[0]);
  const a = worktreePathIn(text('toolu_A'));
  const b = worktreePathIn(text('toolu_B'));
  assert.ok(a && b && a !== b, `${text('toolu_A')}\n${text('toolu_B')}`);
  // The grandchild, started without isolation, worked in its parent's worktree.
  assert.ok(!existsSync(path.join(repo.dir, 'same.txt')));
  const warnings = r.outcome.warnings.join('\n');
  const patchOf = (wt: string): string => readFileSync(path.join(repo.tempDir, 'worktrees', `${path.basename(wt)}.patch`), 'utf8');
  assert.match(patchOf(a), /\+from A/);
  assert.match(patchOf(b), /\+from the grandchild/);
  assert.match(warnings, /Subagent "isolated" left changes/);
  assert.match(warnings, /Subagent "general-purpose" left changes/);
  assertNoWorktreeLeft(repo);
});
