import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { oracleText, run, writeFiles, tempRepoFor, type Repo } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import type { RecordedCall } from '../support/oracle-replay.js';

/**
 * CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR=1 in the settings' `env`, against Claude Code 2.1.332 on the same calls
 * (`VARIANT=maintain node scripts/oracle/bash-cwd.mjs` → test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd-maintain.json):
 * every command starts in the project, a `cd` is undone without a word, Read and Edit resolve from the project, and
 * CwdChanged still fires for each move, from the project to where the command went.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd-maintain.json');
type Recorded = RecordedCall & { who: 'main' | 'child' };
interface Run {
  mode: string;
  variant: string;
  settings: { env?: Record<string, string> };
  results: Recorded[];
  cwd_changed: { stdin: Record<string, string>; fields: string[]; hook_pwd: string }[];
  files_after: Record<string, string>;
}
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { child_prompt: string; runs: Run[] };
const runOf = (variant: string): Run => oracle.runs.find((r) => r.variant === variant) as Run;

/** Where the runner's text is its own (the rest of the Bash results must be Claude Code's exactly). */
const DIFFERENT: Record<string, RegExp> = {
  read_relative: /root marker/,
  edit_relative: /^The file (<cwd>\/)?marker\.txt has been updated successfully/,
  background_cd: /\nSession cwd remains <cwd>; directory changes made by the backgrounded command do not apply to subsequent commands\.$/,
  agent: /./,
  // bash names itself and the line as the runner starts it (a prelude before the command).
  compound_cd: /^Exit code 1\n.*cd: deep: No such file or directory$/,
  child_cd_deep: /^Exit code 1\n.*cd: deep: No such file or directory$/,
};

interface Replayed {
  repo: Repo;
  work: string;
  wrong: string[];
  bashDescription: string;
  /** The CwdChanged events the runner fired, [old_cwd, new_cwd, cwd], and the folder each hook ran in. */
  moves: string[][];
  hookDirs: string[];
  /** The CLI's events, with the oracle's placeholders made the test's paths. */
  cliMoves: string[][];
}

/** The run's first `calls` calls (all by default) through the runner, each result compared with Claude Code's. */
async function replay(t: TestContext, cli: Run, calls = cli.results.length): Promise<Replayed> {
  const repo = await tempRepoFor(t);
  const work = path.dirname(repo.dir);
  const logs = path.join(repo.dir, '.hook-logs');
  const hook = `mkdir -p ${logs}; f="${logs}/$(date +%s%N)"; cat > "$f.json"; pwd > "$f.meta"; [ -n "$CLAUDE_ENV_FILE" ] && echo "export FROM_CWD_HOOK=$(ls ${logs} | wc -l)" >> "$CLAUDE_ENV_FILE"; exit 0`;
  await writeFiles(repo.dir, {
    'marker.txt': 'root marker\n',
    'sub/marker.txt': 'sub marker\n',
    'sub/deep/deep.txt': 'deep\n',
    '.claude/settings.json': JSON.stringify({
      ...(cli.settings.env ? { env: cli.settings.env } : {}),
      hooks: { CwdChanged: [{ hooks: [{ type: 'command', command: hook }] }] },
    }),
  });
  spawnSync('git', ['init', '-q'], { cwd: repo.dir });
  const withCwd = (v: unknown): Record<string, unknown> =>
    JSON.parse(JSON.stringify(v).replaceAll('<cwd>', repo.dir).replaceAll('<work>', work)) as Record<string, unknown>;
  const played = cli.results.slice(0, calls);
  const script = (who: Recorded['who']): ScriptedTurn[] => played.filter((r) => r.who === who).map((r) => turn(call(r.tool, withCwd(r.input), r.id)));
  const scripts = { main: script('main'), child: script('child') };
  const next = { main: 0, child: 0 };
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  let bashDescription = '';
  const model = await startScriptedModel((req) => {
    const messages = req.body.messages as Anthropic.MessageParam[];
    for (const m of messages)
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content) if (b.type === 'tool_result' && !results.has(b.tool_use_id)) results.set(b.tool_use_id, b);
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
    bashDescription ||= (req.body.tools as { name: string; description?: string }[]).find((tool) => tool.name === 'Bash')?.description ?? '';
    const who = JSON.stringify(messages[0] ?? '').includes(oracle.child_prompt) ? 'child' : 'main';
    return scripts[who][next[who]++] ?? { content: [{ type: 'text', text: `${who} done` }] };
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'call the tools', inputs: { max_turns: '60', permission_mode: cli.mode, sandbox: 'off' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  const textOf = (b: Anthropic.ToolResultBlockParam | undefined): string =>
    oracleText(b, [
      [repo.dir, '<cwd>'],
      [work, '<work>'],
    ]);
  const wrong: string[] = [];
  for (const want of played) {
    const got = results.get(want.id);
    if (got === undefined) {
      wrong.push(`${want.id}: no result`);
      continue;
    }
    if (Boolean(got.is_error) !== want.is_error) wrong.push(`${want.id}: is_error ${String(got.is_error)}, expected ${String(want.is_error)}: ${textOf(got)}`);
    const different = DIFFERENT[want.id];
    if (different !== undefined ? !different.test(textOf(got)) : want.tool === 'Bash' && textOf(got) !== (want.text ?? '').trimEnd())
      wrong.push(`${want.id}: ${JSON.stringify(textOf(got))}, Claude Code ${JSON.stringify(want.text)}`);
  }
  const fired = readdirSync(logs)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      stdin: JSON.parse(readFileSync(path.join(logs, f), 'utf8')) as Record<string, string>,
      pwd: readFileSync(path.join(logs, f.replace(/\.json$/, '.meta')), 'utf8').trim(),
    }));
  // `cd ../../..` from the project is `/` for both (the oracle's project was as deep as the test's).
  const real = (s: string): string => (s === '<work>' ? work : s.replace('<cwd>', repo.dir));
  return {
    repo,
    work,
    wrong,
    bashDescription,
    moves: fired.map((f) => [f.stdin.old_cwd ?? '', f.stdin.new_cwd ?? '', f.stdin.cwd ?? '']),
    hookDirs: fired.map((f) => f.pwd),
    cliMoves: cli.cwd_changed.map((h) => [h.stdin.old_cwd, h.stdin.new_cwd, h.stdin.cwd].map((p) => real(p ?? ''))),
  };
}

test('CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR: every command starts in the project, a cd still fires CwdChanged, as Claude Code 2.1.332', async (t) => {
  const cli = runOf('maintain');
  const got = await replay(t, cli);
  assert.deepEqual(got.wrong, []);
  assert.deepEqual(
    Object.fromEntries(Object.keys(cli.files_after).map((f) => [f, readFileSync(path.join(got.repo.dir, f), 'utf8')])),
    cli.files_after,
    'the relative Edit changed the project file',
  );
  assert.match(got.bashDescription, /a cd does not carry over/);
  assert.deepEqual(got.moves, got.cliMoves);
  for (const dir of got.hookDirs) assert.equal(dir, got.repo.dir);
});

test('a command that moves and then fails keeps no cd and fires no CwdChanged, as Claude Code 2.1.332 (failed-cd)', async (t) => {
  const cli = runOf('failed-cd');
  // `cd sub; exit 3`, `pwd`, then the first moves of the main scenario: `pwd`, `cd sub`, `pwd`.
  const got = await replay(t, cli, 5);
  assert.deepEqual(got.wrong, []);
  assert.match(got.bashDescription, /a cd carries over/);
  assert.deepEqual(got.moves, got.cliMoves.slice(0, 1));
});
