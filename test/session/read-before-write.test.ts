import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { oracleText, run, writeFiles, tempRepoAndFolder } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import type { RecordedCall } from '../support/oracle-replay.js';

/**
 * Write, Edit and NotebookEdit of a file the agent has not read, or one changed since, against Claude Code 2.1.332 on
 * the same calls (scripts/oracle/read-state.mjs → test/fixtures/claude-code-tool-results/2.1.332-read-state.json): the
 * main thread's and a subagent's, each with its own record; CLAUDE.md and an agent's MEMORY.md, in the context without
 * a Read, are not read either.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-read-state.json');
type Recorded = RecordedCall & { who: 'main' | 'child' | 'memoryChild' };
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  files: Record<string, string>;
  big_file: { path: string; first: string; repeat: string; times: number };
  links: Record<string, string>;
  settings: Record<string, unknown>;
  child_prompt: string;
  memory_child_prompt: string;
  results: Recorded[];
};

/** The tools whose results hold what this is about; the others (Read, Bash, Agent) are compared on is_error only. */
const WRITERS = new Set(['Write', 'Edit', 'NotebookEdit']);

/**
 * Where the runner differs, each documented in docs/claude-code-compatibility.md ("Tool results"): its result must match
 * `text` and `isError` instead.
 */
const DIFFERENT: Record<string, { text?: RegExp; isError: boolean }> = {
  // The runner keys what was read by the file itself (its real path), so the file behind a link that was read counts as read.
  edit_target_after_link_read: {
    text: /^The file <cwd>\/target\.txt has been updated successfully\. \(file state is current in your context — no need to Read it back\)$/,
    isError: false,
  },
};

/**
 * The CLI's reminders about a file the agent wrote that changed on disk since (src/tools/changed-on-disk.ts), in a result's
 * text: the changed lines, or a PostToolUse hook's rewrite after the agent's edit (a formatter).
 */
const CHANGED_ON_DISK =
  /<system-reminder>\n((?:Note: \S+ changed on disk|PostToolUse:\w+ hook additional context: PostToolUse hook modified)[\s\S]*?)\n<\/system-reminder>/g;
const changedOnDisk = (text: string | null): string[] => [...(text ?? '').matchAll(CHANGED_ON_DISK)].map((m) => m[1] ?? '');

test('Write, Edit and NotebookEdit refuse a file the agent has not read, per agent; a file it wrote that changes on disk is told once, as Claude Code 2.1.332', async (t) => {
  const { repo, folder } = await tempRepoAndFolder(t, 'read-before-write-');
  const big = oracle.big_file;
  const withCwd = (v: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(v).replaceAll('<cwd>', repo.dir)) as Record<string, unknown>;
  await writeFiles(repo.dir, {
    ...oracle.files,
    [big.path]: `${big.first}${big.repeat.repeat(big.times)}\n`,
    '.claude/settings.json': JSON.stringify(withCwd(oracle.settings)),
  });
  for (const [link, target] of Object.entries(oracle.links)) await symlink(target, path.join(repo.dir, link));
  const script = (who: Recorded['who']): ScriptedTurn[] => oracle.results.filter((r) => r.who === who).map((r) => turn(call(r.tool, withCwd(r.input), r.id)));
  const scripts = { main: script('main'), child: script('child'), memoryChild: script('memoryChild') };
  const next = { main: 0, child: 0, memoryChild: 0 };
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  /** tool_use_id → the reminders the runner sent beside its result (text blocks of the same message). */
  const beside = new Map<string, string[]>();
  const model = await startScriptedModel((req) => {
    const messages = req.body.messages as Anthropic.MessageParam[];
    for (const m of messages)
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content)
          if (b.type === 'tool_result' && !results.has(b.tool_use_id)) {
            results.set(b.tool_use_id, b);
            const texts = m.content.flatMap((x) => (x.type === 'text' ? [x.text] : []));
            beside.set(b.tool_use_id, changedOnDisk(texts.join('\n').replaceAll(repo.dir, '<cwd>')));
          }
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
    const first = JSON.stringify(messages[0] ?? '');
    const who = first.includes(oracle.memory_child_prompt) ? 'memoryChild' : first.includes(oracle.child_prompt) ? 'child' : 'main';
    return scripts[who][next[who]++] ?? { content: [{ type: 'text', text: `${who} done` }] };
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'call the tools', inputs: { max_turns: '150', permission_mode: 'bypassPermissions' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  const textOf = (b: Anthropic.ToolResultBlockParam | undefined): string =>
    oracleText(b, [
      [repo.dir, '<cwd>'],
      [folder, '<work>'],
    ]);
  // The oracle keeps the CLI's text without its token-count reminder; other reminders and trailing blanks are not the tool's.
  const cliText = (s: string | null): string => (s ?? '').replace(/\n\n<system-reminder>\n[\s\S]*$/, '').trimEnd();
  const wrong: string[] = [];
  for (const want of oracle.results) {
    const got = results.get(want.id);
    const different = DIFFERENT[want.id];
    const isError = different?.isError ?? want.is_error;
    if (got === undefined) wrong.push(`${want.id}: no result`);
    else if (Boolean(got.is_error) !== isError) wrong.push(`${want.id}: is_error ${String(got.is_error)}, expected ${String(isError)}: ${textOf(got)}`);
    if (different?.text !== undefined ? !different.text.test(textOf(got)) : WRITERS.has(want.tool) && textOf(got) !== cliText(want.text))
      wrong.push(`${want.id}: ${JSON.stringify(textOf(got))}, Claude Code ${JSON.stringify(cliText(want.text))}`);
    const told = beside.get(want.id) ?? [];
    if (!isDeepStrictEqual(told, changedOnDisk(want.text)))
      wrong.push(`${want.id}: told ${JSON.stringify(told)}, Claude Code ${JSON.stringify(changedOnDisk(want.text))}`);
  }
  assert.deepEqual(wrong, []);
  assert.ok(oracle.results.filter((w) => changedOnDisk(w.text).length > 0).length >= 7, 'the fixture holds the reminders compared');
});

test('attack: a link swapped in after the Read points at a file not read, and the write is refused; control: the same Edit without the swap', async (t) => {
  const { repo } = await tempRepoAndFolder(t, 'read-before-write-swap-');
  await writeFiles(repo.dir, { 'notes.txt': 'note\n', 'config.txt': 'note\n', 'plain.txt': 'note\n' });
  const p = (f: string): string => path.join(repo.dir, f);
  const edit = (f: string, id: string): ScriptedTurn => turn(call('Edit', { file_path: p(f), old_string: 'note', new_string: 'PWNED' }, id));
  const model = await startScriptedModel([
    turn(call('Read', { file_path: p('notes.txt') }, 'toolu_read'), call('Read', { file_path: p('plain.txt') }, 'toolu_read_plain')),
    turn(call('Bash', { command: `ln -sf config.txt ${p('notes.txt')}` }, 'toolu_swap')),
    edit('notes.txt', 'toolu_edit_swapped'),
    turn(call('Write', { file_path: p('notes.txt'), content: 'PWNED\n' }, 'toolu_write_swapped')),
    edit('plain.txt', 'toolu_edit_plain'),
    { content: [{ type: 'text', text: 'done' }] },
  ]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'edit', inputs: { max_turns: '10', permission_mode: 'bypassPermissions' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests)
    for (const m of req.body.messages as Anthropic.MessageParam[])
      if (m.role === 'user' && Array.isArray(m.content)) for (const b of m.content) if (b.type === 'tool_result') results.set(b.tool_use_id, b);
  const said = (id: string): string => JSON.stringify(results.get(id)?.content ?? '');
  assert.equal(results.get('toolu_swap')?.is_error, undefined, said('toolu_swap'));
  for (const id of ['toolu_edit_swapped', 'toolu_write_swapped']) {
    assert.equal(results.get(id)?.is_error, true, said(id));
    assert.match(said(id), /File has not been read yet/);
  }
  assert.equal(readFileSync(p('config.txt'), 'utf8'), 'note\n', 'the file behind the swapped link is untouched');
  assert.equal(results.get('toolu_edit_plain')?.is_error, undefined, said('toolu_edit_plain'));
  assert.equal(readFileSync(p('plain.txt'), 'utf8'), 'PWNED\n', 'control: the same Edit of the file that was read applied');
});
