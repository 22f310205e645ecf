import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { collectResults, oracleText, run, writeFiles, tempRepoFor, type Repo } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import type { RecordedCall } from '../support/oracle-replay.js';

/**
 * Bash's working directory across calls, against Claude Code 2.1.332 on the same calls (scripts/oracle/bash-cwd.mjs →
 * test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd.json): a `cd` kept for the next command, the reset when a
 * command ends outside the project, relative Read and Edit paths, a background command's and a subagent's `cd`, and
 * CwdChanged's stdin and CLAUDE_ENV_FILE.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd.json');
type Recorded = RecordedCall & { who: 'main' | 'child' };
interface HookRecord {
  stdin: Record<string, string>;
  fields: string[];
  hook_pwd: string;
  claude_env_file: string;
}
interface Run {
  variant: string;
  mode: string;
  settings: Record<string, unknown>;
  results: Recorded[];
  cwd_changed: HookRecord[];
  files_after: Record<string, string>;
}
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { child_prompt: string; runs: Run[] };

/**
 * Where the runner differs, each documented in docs/claude-code-compatibility.md (Bash): the result must match this.
 * The rest of the Bash results must be Claude Code's text exactly.
 */
const DIFFERENT: Record<string, { text: RegExp; isError: boolean }> = {
  // Safety choice: no command starts inside .git (git would read it as a repository of its own).
  cd_git: { text: /^Shell cwd was reset to <cwd>$/, isError: false },
  pwd_after_git: { text: /^<cwd>$/, isError: false },
  // Claude Code refuses to remove its working directory (an rmdir it asks about); the runner runs it, and the next
  // command, finding the directory gone, is refused as 2.1.332 refuses it then (2.1.332-bash-cwd-gone.json).
  remove_cwd: { text: /^removed$/, isError: false },
  pwd_after_removed: {
    text: /^Working directory "<cwd>\/sub\/gone" no longer exists, so this command was not run\. Shell cwd recovered to "<cwd>": re-issue the command if it still makes sense there\.$/,
    isError: true,
  },
  // The runner names the file by the path it resolved.
  edit_relative: { text: /^The file <cwd>\/sub\/marker\.txt has been updated successfully/, isError: false },
  // Read's own format; what matters is which file it read.
  read_relative: { text: /sub marker/, isError: false },
  // The task id and output file are the runner's; the last sentence is Claude Code's.
  background_cd: {
    text: /\nSession cwd remains <cwd>; directory changes made by the backgrounded command do not apply to subsequent commands\.$/,
    isError: false,
  },
  agent: { text: /./, isError: false },
};

/** The CwdChanged events the runner fires on the same calls, as [old_cwd, new_cwd, cwd]: Claude Code's but for `.git` and the removed folder. */
const RUNNER_MOVES = [
  ['<cwd>', '<cwd>/sub', '<cwd>/sub'],
  ['<cwd>/sub', '<cwd>/sub/deep', '<cwd>/sub/deep'],
  ['<cwd>/sub/deep', '<work>', '<cwd>'],
  ['<cwd>', '<work>', '<cwd>'],
  ['<cwd>', '/tmp', '<cwd>'],
  // Claude Code: ['<cwd>', '<cwd>/.git', '<cwd>/.git'], then old_cwd .git.
  ['<cwd>', '<cwd>/.git', '<cwd>'],
  ['<cwd>', '<cwd>/sub/gone', '<cwd>/sub/gone'],
  // Claude Code: old_cwd <cwd>/sub/gone (its rmdir was refused).
  ['<cwd>', '/tmp', '<cwd>'],
  ['<cwd>', '<cwd>/sub', '<cwd>/sub'],
];

for (const cli of oracle.runs) {
  test(`Bash keeps a cd, resets one that leaves the project, fires CwdChanged, as Claude Code 2.1.332 (${cli.variant})`, async (t) => {
    const repo = await tempRepoFor(t);
    const work = path.dirname(repo.dir);
    // In the workspace, where a sandboxed hook may write too.
    const logs = path.join(repo.dir, '.hook-logs');
    const hook = `mkdir -p ${logs}; f="${logs}/$(date +%s%N)"; cat > "$f.json"; printf '%s\\n%s\\n' "$PWD" "\${CLAUDE_ENV_FILE:-<unset>}" > "$f.meta"; [ -n "$CLAUDE_ENV_FILE" ] && echo "export FROM_CWD_HOOK=$(ls ${logs} | wc -l)" >> "$CLAUDE_ENV_FILE"; exit 0`;
    const { hooks: _recorder, ...rest } = cli.settings;
    await writeFiles(repo.dir, {
      'marker.txt': 'root marker\n',
      'sub/marker.txt': 'sub marker\n',
      'sub/deep/deep.txt': 'deep\n',
      '.claude/settings.json': JSON.stringify({ ...rest, hooks: { CwdChanged: [{ hooks: [{ type: 'command', command: hook }] }] } }),
    });
    spawnSync('git', ['init', '-q'], { cwd: repo.dir });
    const withCwd = (v: unknown): Record<string, unknown> =>
      JSON.parse(JSON.stringify(v).replaceAll('<cwd>', repo.dir).replaceAll('<work>', work)) as Record<string, unknown>;
    const script = (who: Recorded['who']): ScriptedTurn[] => cli.results.filter((r) => r.who === who).map((r) => turn(call(r.tool, withCwd(r.input), r.id)));
    const scripts = { main: script('main'), child: script('child') };
    const next = { main: 0, child: 0 };
    const results = new Map<string, Anthropic.ToolResultBlockParam>();
    const model = await startScriptedModel((req) => {
      const messages = req.body.messages as Anthropic.MessageParam[];
      for (const m of messages)
        if (m.role === 'user' && Array.isArray(m.content))
          for (const b of m.content) if (b.type === 'tool_result' && !results.has(b.tool_use_id)) results.set(b.tool_use_id, b);
      if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
      const who = JSON.stringify(messages[0] ?? '').includes(oracle.child_prompt) ? 'child' : 'main';
      return scripts[who][next[who]++] ?? { content: [{ type: 'text', text: `${who} done` }] };
    });
    t.after(() => model.close());
    const r = await run({
      url: model.url,
      repo,
      prompt: 'call the tools',
      inputs: { max_turns: '60', permission_mode: cli.mode, sandbox: cli.variant === 'sandbox' ? 'required' : 'off' },
    });
    assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

    const textOf = (b: Anthropic.ToolResultBlockParam | undefined): string =>
      oracleText(b, [
        [repo.dir, '<cwd>'],
        [work, '<work>'],
      ]);
    const wrong: string[] = [];
    for (const want of cli.results) {
      const got = results.get(want.id);
      const different = DIFFERENT[want.id];
      const isError = different?.isError ?? want.is_error;
      if (got === undefined) {
        wrong.push(`${want.id}: no result`);
        continue;
      }
      if (Boolean(got.is_error) !== isError) wrong.push(`${want.id}: is_error ${String(got.is_error)}, expected ${String(isError)}: ${textOf(got)}`);
      if (different !== undefined ? !different.text.test(textOf(got)) : want.tool === 'Bash' && textOf(got) !== (want.text ?? '').trimEnd())
        wrong.push(`${want.id}: ${JSON.stringify(textOf(got))}, Claude Code ${JSON.stringify(want.text)}`);
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(
      Object.fromEntries(Object.keys(cli.files_after).map((f) => [f, readFileSync(path.join(repo.dir, f), 'utf8')])),
      cli.files_after,
      'the relative Edit changed the file in the shell directory',
    );

    const fired = readdirSync(logs)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        const stdin = JSON.parse(readFileSync(path.join(logs, f), 'utf8')) as Record<string, string>;
        const [pwd, envFile] = readFileSync(path.join(logs, f.replace(/\.json$/, '.meta')), 'utf8').split('\n');
        return { stdin, pwd, envFile };
      });
    // The test's repository is in /tmp (where the oracle's was one level deeper): compared as the paths themselves.
    const real = (s: string): string => (s === '<work>' ? work : s.replace('<cwd>', repo.dir));
    assert.deepEqual(
      fired.map((f) => [f.stdin.old_cwd, f.stdin.new_cwd, f.stdin.cwd]),
      RUNNER_MOVES.map((move) => move.map(real)),
    );
    // Claude Code's fields, in its order, and its own moves but where the runner's safety choices differ.
    for (const f of fired) assert.deepEqual(Object.keys(f.stdin), cli.cwd_changed[0]?.fields);
    const cliMoves = cli.cwd_changed.map((h) => [h.stdin.old_cwd, h.stdin.new_cwd, h.stdin.cwd]);
    assert.deepEqual([...RUNNER_MOVES.slice(0, 5), RUNNER_MOVES[8]], [...cliMoves.slice(0, 5), cliMoves[8]]);
    // Safety choice: every hook runs in the project, never in a folder the agent moved to (Claude Code's runs in new_cwd).
    for (const f of fired) assert.equal(f.pwd, repo.dir);
    // CLAUDE_ENV_FILE: a file of the hook's, whose lines reached the next command (FROM_CWD_HOOK=2, as in Claude Code).
    for (const f of fired) assert.ok(f.envFile?.startsWith(path.join(repo.tempDir, 'hook-env')), f.envFile ?? 'no CLAUDE_ENV_FILE');
  });
}

test("a CwdChanged hook's watchPaths become FileChanged's watched files (Claude Code's documented use: a folder's .envrc)", async (t) => {
  const repo = await tempRepoFor(t);
  const answer = JSON.stringify({ hookSpecificOutput: { hookEventName: 'CwdChanged', watchPaths: [path.join(repo.dir, 'sub', '.envrc')] } });
  await writeFiles(repo.dir, {
    'sub/keep.txt': '',
    '.claude/settings.json': JSON.stringify({
      hooks: {
        CwdChanged: [{ hooks: [{ type: 'command', command: `echo '${answer}'` }] }],
        FileChanged: [
          {
            matcher: '.envrc',
            hooks: [{ type: 'command', command: 'cat >> "$CLAUDE_PROJECT_DIR/file-changed.jsonl"; echo >> "$CLAUDE_PROJECT_DIR/file-changed.jsonl"' }],
          },
        ],
      },
    }),
  });
  await cdSubThen(t, repo, 'echo "export X=1" > .envrc');
  const fired = jsonLines<Record<string, string>>(path.join(repo.dir, 'file-changed.jsonl'));
  assert.deepEqual(
    fired.map((f) => [f.file_path, f.event]),
    [[path.join(repo.dir, 'sub', '.envrc'), 'add']],
  );
});

test("every hook's stdin `cwd` is the main thread's shell directory, as Claude Code 2.1.332's (2.1.332-scopes.json: PreToolUse after `cd sub`); hooks run in the project", async (t) => {
  const repo = await tempRepoFor(t);
  const record = `{ cat; echo; } >> "$CLAUDE_PROJECT_DIR/pre.jsonl"; pwd >> "$CLAUDE_PROJECT_DIR/pre-pwd.txt"`;
  await writeFiles(repo.dir, {
    'sub/keep.txt': '',
    '.claude/settings.json': JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: record }] }] } }),
  });
  await cdSubThen(t, repo, 'pwd');
  const cwds = jsonLines<{ cwd: string }>(path.join(repo.dir, 'pre.jsonl')).map((l) => l.cwd);
  assert.deepEqual(cwds, [repo.dir, path.join(repo.dir, 'sub')]);
  assert.deepEqual(readFileSync(path.join(repo.dir, 'pre-pwd.txt'), 'utf8').trim().split('\n'), [repo.dir, repo.dir]);
});

test('the first Bash or Monitor result after a reset says so, whatever it is: a background start, a refusal, a Monitor start (not only a command that ran)', async (t) => {
  const repo = await tempRepoFor(t);
  // The shell's folder swapped for a link to where it went by a command that fails (so does not move the shell): the next
  // command starts at the root, and its result says so. (A folder removed is refused instead: bash-cwd-gone.test.ts.)
  const intoGone = (n: number): ScriptedTurn[] => [
    turn(call('Bash', { command: `mkdir -p gone${n} && cd gone${n}` }, `toolu_cd${n}`)),
    turn(call('Bash', { command: `mv ../gone${n} ../moved${n} && ln -s moved${n} ../gone${n}; exit 1` }, `toolu_rm${n}`)),
  ];
  const model = await startScriptedModel([
    ...intoGone(1),
    turn(call('Bash', { command: 'echo started', run_in_background: true }, 'toolu_background')),
    ...intoGone(2),
    turn(call('Bash', { command: 'pwd', dangerouslyDisableSandbox: true }, 'toolu_refused')),
    turn(call('Bash', { command: 'pwd' }, 'toolu_after')),
    ...intoGone(3),
    turn(call('Monitor', { command: 'echo watched', description: 'watch', timeout_ms: 60000 }, 'toolu_monitor')),
    { content: [{ type: 'text', text: 'done' }] },
  ]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'go', inputs: { permission_mode: 'bypassPermissions', max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests) collectResults(req, results);
  const text = (id: string): string => oracleText(results.get(id), [[repo.dir, '<cwd>']]);
  assert.match(text('toolu_background'), /^Command running in background with ID: .*\nShell cwd was reset to <cwd>$/s);
  assert.match(text('toolu_refused'), /^dangerouslyDisableSandbox is not available: .*\nShell cwd was reset to <cwd>$/s);
  // Told once: the command after it says only what it printed.
  assert.equal(text('toolu_after'), '<cwd>');
  // A Monitor's start says it too, after its own words.
  assert.match(text('toolu_monitor'), /^Monitor started with ID: .*\nShell cwd was reset to <cwd>$/s);
});

/** `cd sub`, then `command`, in bypassPermissions; the run must succeed. */
async function cdSubThen(t: TestContext, repo: Repo, command: string): Promise<void> {
  const model = await startScriptedModel([
    turn(call('Bash', { command: 'cd sub' }, 'toolu_cd')),
    turn(call('Bash', { command }, 'toolu_then')),
    { content: [{ type: 'text', text: 'done' }] },
  ]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'go', inputs: { permission_mode: 'bypassPermissions' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
}

/** The JSON objects a hook appended to `file`, one a line. */
function jsonLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}
