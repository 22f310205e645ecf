import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemText, tempRepoAndFolder, writeFiles } from './harness.js';
import { replayThroughRunner, type RecordedCall } from '../support/oracle-replay.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { editsInPlace } from '../../src/tools/stale-reads.js';

/**
 * The note Claude Code 2.1.332 adds after a Bash command that edits in place, `[This command modified N files you've
 * previously read: …. Call Read before editing.]`, against the CLI on the same calls (scripts/oracle/stale-reads.mjs →
 * test/fixtures/claude-code-tool-results/2.1.332-stale-reads.json): which commands, which files, how they are named.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-stale-reads.json');
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  child_prompt: string;
  files: Record<string, string>;
  outside: Record<string, string>;
  results: RecordedCall[];
};

/**
 * Where the CLI's list hangs on the clock (docs/claude-code-compatibility.md, "Read before write"): it also takes a
 * file changed in the second before the command started. The runner takes only what changed while the command ran.
 */
const CLOCK: Record<string, string | undefined> = { same_second: undefined };

/**
 * The note's count and the files it names (absolute through `absolute`, sorted: the CLI lists them as its checks
 * finish, so the order varies), and how many more.
 */
function note(text: string | null, absolute: (name: string) => string): { count: number; files: string[]; more: number } | undefined {
  const m = /\[This command modified (\d+) files? you've previously read: (.*?)(?: and (\d+) more)?\. Call Read before editing\.\]/.exec(text ?? '');
  return m ? { count: Number(m[1]), files: (m[2] ?? '').split(', ').map(absolute).sort(), more: Number(m[3] ?? 0) } : undefined;
}

test('a Bash command that edits in place names the files it changed that the agent had seen, as Claude Code 2.1.332', { timeout: 180_000 }, async (t) => {
  const { repo, folder: work } = await tempRepoAndFolder(t, 'stale-');
  // `<work>`: the folder above the project in the CLI's run; here one of the test's own, an additional directory.
  const places = (s: string): string => s.replaceAll('<cwd>', repo.dir).replaceAll('<work>', work);
  await writeFiles(repo.dir, { ...oracle.files, '.claude/settings.json': JSON.stringify({ permissions: { additionalDirectories: [work] } }) });
  for (const [f, body] of Object.entries(oracle.outside)) await writeFile(path.join(work, f), body);
  const calls = (who: string) => oracle.results.filter((r) => r.who === who && r.tool !== 'Grep');
  const main = calls('main').map((r) => turn(call(r.tool, JSON.parse(places(JSON.stringify(r.input))), r.id)));
  const child = calls('child').map((r) => turn(call(r.tool, JSON.parse(places(JSON.stringify(r.input))), r.id)));
  let next = 0;
  let childNext = 0;
  const { results } = await replayThroughRunner(
    t,
    repo,
    (req) => (systemText(req).includes('PARENT-SYSTEM') ? (main[next++] ?? text('done')) : (child[childNext++] ?? text('child done'))),
    { max_turns: '150' },
  );
  const textOf = (id: string): string => results.get(id) ?? '';
  let notes = 0;
  for (const rec of oracle.results.filter((x) => x.tool === 'Bash')) {
    // Names are relative to where the shell ended (`sub` after `cd sub`); in the CLI's run `<work>` held the project.
    const ended = rec.id === 'sed_cd' ? 'sub' : '.';
    const ours = note(textOf(rec.id), (name) => path.resolve(repo.dir, ended, name));
    const theirs = note(rec.id in CLOCK ? (CLOCK[rec.id] ?? null) : rec.text, (name) =>
      places(
        path
          .resolve('/W/repo', ended, name)
          .replace(/^\/W\/repo/, '<cwd>')
          .replace(/^\/W/, '<work>'),
      ),
    );
    // Past five, which five are named hangs on that order: the count, and that each named one was changed.
    if (theirs && theirs.more > 0) {
      assert.deepEqual({ ...ours, files: ours?.files.length }, { ...theirs, files: theirs.files.length }, rec.id);
      for (const f of ours?.files ?? []) assert.ok(String(rec.input['command']).includes(path.basename(f)), f);
    } else assert.deepEqual(ours, theirs, `${rec.id}: ${textOf(rec.id)}`);
    if (theirs) notes += 1;
    // The note stands in for "(Bash completed with no output)" and follows what the command printed, as the CLI's.
    if (theirs && !rec.is_error) assert.equal(textOf(rec.id).split('\n').length, (rec.text ?? '').split('\n').length, rec.id);
  }
  assert.ok(notes >= 10, `${notes} notes compared`);
});

test("the CLI's edit-in-place words are matched in the command's text, as it matches them", () => {
  for (const [command, matched] of [
    ["sed -i 's/a/b/' f", true],
    ["gsed -ni 's/a/b/' f", true],
    ['npx prettier --write .', true],
    ['echo z >> d.txt # --write', true],
    ['cargo fmt', true],
    ['npm run format', true],
    ["perl -pi -e 's/a/b/' f", false],
    ["sed 's/a/b/' f > g", false],
    ['SED -i x', false],
  ] as const)
    assert.equal(editsInPlace(command), matched, command);
});
