import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGlobTool, globTimedOut, globTimeoutWarning } from '../../src/tools/glob.js';
import { walkFiles } from '../../src/tools/walk.js';
import type { ToolResult, Workspace } from '../../src/tools/types.js';
import { callsOf } from '../support/tool-call.js';

/**
 * Glob's time limit (CLAUDE_CODE_GLOB_TIMEOUT_SECONDS, 20 seconds unset) and its links, against Claude Code 2.1.332
 * (scripts/oracle/tool-env.mjs runs glob-timeout-* → test/fixtures/claude-code-tool-results/2.1.332-tool-env.json). No
 * wall clock decides an assertion: a clock of the test's own, or a limit that always ends the walk (0) or never does.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-tool-env.json');
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: { setup: string; results: { id: string; is_error: boolean; text: string }[] }[] };
const cliResult = (setup: string, id: string) => oracle.runs.find((r) => r.setup === setup)?.results.find((r) => r.id === id);

const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_1' };
/** Folders × files, in node_modules (which Glob now walks by default) and beside it. */
const FOLDERS = 40;
const FILES = 25;

describe('Glob: the time limit', () => {
  let base: string;
  let ws: Workspace;
  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'glob-limits-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(ws.tempDir, { recursive: true });
    for (let d = 0; d < FOLDERS; d++) {
      const dir = join(ws.root, d % 2 === 0 ? 'node_modules' : 'src', `p${d}`);
      await mkdir(dir, { recursive: true });
      for (let f = 0; f < FILES; f++) await writeFile(join(dir, `f${f}.txt`), '');
    }
  });
  after(() => rm(base, { recursive: true, force: true }));

  const globWith = (opts: { timeoutMs?: number; clock?: () => number }): ((input: unknown) => Promise<ToolResult>) =>
    callsOf(createGlobTool({ workspace: ws, ...opts }), ctx);

  it("a walk past the limit ends in 2.1.332's error, word for word, with no paths (a clock that moves 1.5 s a reading)", async () => {
    const cli = cliResult('glob-timeout-slow-root', 'glob_txt');
    assert.ok(cli?.is_error);
    let now = 0;
    const r = await globWith({ timeoutMs: 1000, clock: () => (now += 1500) })({ pattern: '**/*.txt' });
    assert.equal(r.isError, true);
    assert.equal(r.content, cli.text.split('\n\n<system-reminder>')[0]);
    // Control: the same clock, a limit it never reaches: every file.
    now = 0;
    const whole = await globWith({ timeoutMs: 2_147_483_647, clock: () => (now += 1500) })({ pattern: '**/*.txt' });
    assert.equal(whole.isError, false);
    assert.match(whole.content, new RegExp(`of ${(FOLDERS * FILES).toLocaleString('en-US')} matching files`));
  });

  it("the limit reached is told to the runner (its log names CLAUDE_CODE_GLOB_TIMEOUT_SECONDS), the model's text stays 2.1.332's", async () => {
    const told: number[] = [];
    const onTimedOut = (limitMs: number) => void told.push(limitMs);
    let now = 0;
    const r = callsOf(createGlobTool({ workspace: ws, timeoutMs: 1000, clock: () => (now += 1500), onTimedOut }), ctx);
    assert.deepEqual(await r({ pattern: '**/*.txt' }), { content: globTimedOut(1000), isError: true });
    assert.deepEqual(told, [1000]);
    assert.match(globTimeoutWarning(1000), /time limit \(1 s\).*CLAUDE_CODE_GLOB_TIMEOUT_SECONDS in the settings' env/);
    // Control: a search inside the limit tells nothing.
    const whole = callsOf(createGlobTool({ workspace: ws, timeoutMs: 2_147_483_647, onTimedOut }), ctx);
    assert.equal((await whole({ pattern: '**/*.txt' })).isError, false);
    assert.deepEqual(told, [1000]);
  });

  it('a limit of 0 always ends it; the largest never does (the real clock)', async () => {
    const none = await globWith({ timeoutMs: 0 })({ pattern: '**/*.txt' });
    assert.deepEqual(none, { content: globTimedOut(0), isError: true });
    const all = await globWith({ timeoutMs: 2_147_483_647 })({ pattern: 'node_modules/**/*.txt' });
    assert.equal(all.isError, false);
    assert.match(all.content, new RegExp(`of ${((FOLDERS / 2) * FILES).toLocaleString('en-US')} matching files`));
  });

  it("the limit's words as 2.1.332 prints them: 1 second, 20 seconds, 0.5 seconds", () => {
    assert.match(globTimedOut(1000), /^Ripgrep search timed out after 1 second\. /);
    assert.match(globTimedOut(20_000), /^Ripgrep search timed out after 20 seconds\. /);
    assert.match(globTimedOut(500), /^Ripgrep search timed out after 0\.5 seconds\. /);
  });
});

describe('Glob: symbolic links (attack: a link in the checkout to a file or a folder outside it)', () => {
  let base: string;
  let ws: Workspace;
  before(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'glob-links-')));
    ws = { root: join(base, 'root'), tempDir: join(base, 'tmp') };
    await mkdir(join(base, 'outside-dir'), { recursive: true });
    await mkdir(ws.tempDir, { recursive: true });
    await mkdir(ws.root, { recursive: true });
    await writeFile(join(base, 'outside.txt'), 'OUTSIDE\n');
    await writeFile(join(base, 'outside-dir', 'secret.txt'), 'OUTSIDE\n');
    await writeFile(join(ws.root, 'a.txt'), 'inside\n');
    await symlink(join(base, 'outside.txt'), join(ws.root, 'link-out.txt'));
    await symlink(join(base, 'outside-dir'), join(ws.root, 'link-dir'));
    await symlink('a.txt', join(ws.root, 'link-in.txt'));
  });
  after(() => rm(base, { recursive: true, force: true }));

  it('lists no link, in or out, and enters no linked folder, as 2.1.332 (its `link*` and `link-dir/*` find nothing)', async () => {
    for (const id of ['glob_links', 'glob_link_dir']) assert.match(cliResult('glob-timeout-huge', id)?.text ?? '', /^No files found/);
    const glob = callsOf(createGlobTool({ workspace: ws }), ctx);
    assert.equal((await glob({ pattern: '**/*' })).content, 'a.txt');
    assert.equal((await glob({ pattern: 'link*' })).content, 'No files found');
    // A pattern through the linked folder is refused by the path guard (2.1.332: `No files found`): nothing of it listed.
    assert.match((await glob({ pattern: 'link-dir/*' })).content, /^The path ".*link-dir" \(it resolves to .*outside-dir through a symbolic link\) is outside/);
    // Control: the links lead outside, and a walk that lists linked files (the one behind Grep outside git) lists them.
    assert.equal(await readFile(join(ws.root, 'link-out.txt'), 'utf8'), 'OUTSIDE\n');
    assert.equal(await readFile(join(ws.root, 'link-dir', 'secret.txt'), 'utf8'), 'OUTSIDE\n');
    assert.deepEqual((await walkFiles(ws.root, { noIgnore: true })).files.sort(), ['a.txt', 'link-in.txt', 'link-out.txt']);
  });

  it('an absolute pattern outside the checkout is refused under either Glob switch, as by default (it is now searched from its prefix)', async () => {
    for (const opts of [{}, { noIgnore: false }, { hidden: false }]) {
      const glob = callsOf(createGlobTool({ workspace: ws, ...opts }), ctx);
      const r = await glob({ pattern: join(base, 'outside-dir', '*.txt') });
      assert.equal(r.isError, true, JSON.stringify(opts));
      assert.doesNotMatch(r.content, /secret\.txt/);
    }
    // Control: the file is there to be found.
    assert.equal(await readFile(join(base, 'outside-dir', 'secret.txt'), 'utf8'), 'OUTSIDE\n');
  });
});
