import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { deferredToolNames, tempRepoAndFolder, wholeToolNames, writeFiles } from './harness.js';
import { LSP_PLUGIN_SETTINGS, lspPluginFiles, replayThroughRunner, type RecordedCall } from '../support/oracle-replay.js';
import { call, text, turn } from '../support/scripted-turns.js';

/**
 * Four things measured in Claude Code 2.1.332 headless by scripts/oracle/gap-probes.mjs
 * (test/fixtures/claude-code-tool-results/2.1.332-gap-probes.json), replayed through the runner: LSP's answer for a
 * file no server handles; which tools the main thread, Explore, a general-purpose agent and a workflow agent get whole
 * or behind ToolSearch with a language server configured; Glob and Grep without a `path` after a `cd`; a command moved
 * to the background at its timeout that runs `cd`.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURE = path.join(ROOT, 'test/fixtures/claude-code-tool-results/2.1.332-gap-probes.json');
interface Variant {
  requests: { who: string; whole: string[]; deferredListed: string[] }[];
  results: RecordedCall[];
  cwd_changed: { old_cwd: string; new_cwd: string; cwd: string }[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Record<string, Variant> }).runs;
const SERVER = path.join(ROOT, 'node_modules', 'typescript-language-server', 'lib', 'cli.mjs');
const WORKFLOW = `export const meta = { name: 'probe', description: 'One agent', phases: [{ title: 'Work' }] };
phase('Work');
const a = await agent('WORKER answer at once', { label: 'w' });
return { a };
`;

/** A result's text without reminders, a task's id and file as placeholders. */
const plain = (s: string | null): string =>
  (s ?? '')
    .replace(/\n*<system-reminder>[\s\S]*?<\/system-reminder>/g, '')
    .replace(/\(ID: b\w+\)/, '(ID: ID)')
    .replace(/within its \d+s timeout/, 'within its Ns timeout')
    .replace(/written to: \S+?\.? /, 'written to: FILE ');

/** The tools both have (the CLI's others are not the runner's: ListAgents, ReportFindings, Cron*, …; Skill needs a skill). */
const BOTH = new Set(['Agent', 'Bash', 'Edit', 'Glob', 'Grep', 'LSP', 'Monitor', 'NotebookEdit', 'Read', 'TaskCreate', 'TaskGet', 'TaskList']);
for (const n of ['TaskStop', 'TaskUpdate', 'ToolSearch', 'WebFetch', 'WebSearch', 'Workflow', 'Write']) BOTH.add(n);
const shared = (names: string[]): string[] => [...new Set(names.filter((n) => BOTH.has(n)))].sort();

test("LSP with a plugin's server, as 2.1.332: deferred behind ToolSearch in every thread that defers, its words for a file no server handles", {
  timeout: 180_000,
}, async (t) => {
  const cli = oracle['lsp'] as Variant;
  const { repo } = await tempRepoAndFolder(t, 'gap-lsp-');
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify(LSP_PLUGIN_SETTINGS),
    ...lspPluginFiles({ command: process.execPath, args: [SERVER, '--stdio'], extensionToLanguage: { '.ts': 'typescript' } }),
    '.claude/workflows/probe.js': WORKFLOW,
    'README.md': '# r\n',
    'notes.txt': 'notes\n',
    Makefile: 'all:\n',
  });
  const calls = cli.results.filter((r) => r.tool !== 'LSP' || !r.id.endsWith('_ts'));
  const main = [...calls.map((r) => turn(call(r.tool, r.input, r.id))), text('Waiting for the workflow.')];
  const firsts = new Map<string, RecordedRequest>();
  let next = 0;
  const { results } = await replayThroughRunner(
    t,
    repo,
    (req) => {
      const who = (JSON.stringify(req.body.messages?.[0] ?? '').match(/EXPLORE|GENERAL|WORKER/) ?? ['main'])[0] ?? 'main';
      if ((req.body.messages?.length ?? 0) === 1 && !firsts.has(who)) firsts.set(who, req);
      if (who !== 'main') return text(`${who} done`);
      return main[next++] ?? text('done');
    },
    { max_turns: '40' },
  );
  for (const rec of calls.filter((x) => x.tool === 'LSP')) assert.equal(plain(results.get(rec.id) ?? null), plain(rec.text), rec.id);
  // LSP is loaded by ToolSearch, as in the CLI (a tool_reference block).
  assert.equal(results.get('load_lsp'), '[tool_reference]');
  for (const who of ['main', 'GENERAL', 'WORKER']) {
    const theirs = cli.requests.find((q) => q.who === who);
    const ours = firsts.get(who);
    assert.ok(theirs && ours, who);
    assert.deepEqual(shared(wholeToolNames(ours)), shared(theirs.whole), `${who}: whole`);
    // The CLI's main thread listed LSP once its server had started (after the first request); the runner lists it at once.
    assert.deepEqual(shared(deferredToolNames(ours)), shared(who === 'main' ? [...theirs.deferredListed, 'LSP'] : theirs.deferredListed), `${who}: deferred`);
  }
});

test('Glob and Grep without a path after a cd, and a moved command that runs cd, as 2.1.332', { timeout: 180_000 }, async (t) => {
  const cli = oracle['cwd'] as Variant;
  const { repo, folder } = await tempRepoAndFolder(t, 'gap-cwd-');
  await writeFiles(repo.dir, { 'marker.txt': 'root marker\n', 'notes.txt': 'notes\n', 'sub/marker.txt': 'sub marker\n' });
  await writeFiles(repo.dir, { 'sub/other.txt': 'other\n', 'sub/deep/deep.txt': 'deep marker\n' });
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ hooks: { CwdChanged: [{ hooks: [{ type: 'command', command: `cat > "${folder}/$(date +%s%N).json"` }] }] } }),
  });
  // Where the CLI's commands slept, these wait for the next command (no clock): each moved one ends before the one after it looks.
  const gate = (n: number): string => `until [ -e ${folder}/go${n} ]; do sleep 0.05; done`;
  const rewrite: Record<string, string> = {
    moved_cd: `cd sub/deep && echo started; ${gate(1)}; echo finished; touch ${folder}/ended1`,
    pwd_after_moved: `touch ${folder}/go1; until [ -e ${folder}/ended1 ]; do sleep 0.05; done; pwd`,
    moved_cd_out: `cd /tmp && echo started; ${gate(2)}; echo finished; touch ${folder}/ended2`,
    pwd_after_moved_out: `touch ${folder}/go2; until [ -e ${folder}/ended2 ]; do sleep 0.05; done; pwd`,
    moved_cd_then_sleep: `cd sub && ${gate(3)}; echo finished`,
    pwd_after_killed: `touch ${folder}/go3; pwd`,
  };
  const main = cli.results.map((rec) => {
    const input = JSON.parse(JSON.stringify(rec.input).replaceAll('<cwd>', repo.dir)) as Record<string, unknown>;
    // A moved command gets 3 s where the CLI's had 1 s (its first line printed before the move on a busy machine too).
    const moved = input['timeout'] === 1000 ? { timeout: 3000 } : {};
    return turn(call(rec.tool, rec.id in rewrite ? { ...input, ...moved, command: rewrite[rec.id] } : input, rec.id));
  });
  let next = 0;
  const { results } = await replayThroughRunner(t, repo, () => main[next++] ?? text('done'), { max_turns: '40', claude_args: '--allowedTools Glob,Grep' });
  // Glob and Grep list by time, which ties here: compared as sets of lines.
  const lines = (s: string): string[] => s.split('\n').sort();
  for (const rec of cli.results) {
    const ours = plain(results.get(rec.id) ?? null).replaceAll(repo.dir, '<cwd>');
    if (rec.tool === 'Glob' || rec.tool === 'Grep') assert.deepEqual(lines(ours), lines(plain(rec.text)), rec.id);
    else assert.equal(ours, plain(rec.text), rec.id);
  }
  // CwdChanged: the cd and the cd back only (a moved command's cd moves nothing).
  const fired = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8').replaceAll(repo.dir, '<cwd>')) as Record<string, string>)
    .map(({ old_cwd, new_cwd, cwd }) => ({ old_cwd, new_cwd, cwd }));
  assert.deepEqual(fired, cli.cwd_changed);
});
