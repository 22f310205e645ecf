import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScriptedModel, type RecordedRequest, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { lastUserBlocks, run, tempRepoFor } from '../session/harness.js';

const done: ScriptedTurn = { content: [{ type: 'text', text: 'Done.' }] };
const use = (id: string, name: string, input: unknown): ScriptedTurn => ({ content: [{ type: 'tool_use', id, name, input }] });
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', ...(import.meta.url.includes('/build/') ? ['..'] : []));
const SERVER = path.join(ROOT, 'node_modules', 'typescript-language-server', 'lib', 'cli.mjs');
const TSSERVER = path.join(ROOT, 'node_modules', 'typescript-5', 'lib', 'tsserver.js');

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });

/** The text blocks beside the tool results of a request's last user message. */
const besideResults = (blocks: { type: string; text?: string }[]): string[] => blocks.filter((b) => b.type === 'text').map((b) => b.text ?? '');

/** The TypeScript language server for files of `extension`, as a plugin's .lsp.json declares it. */
const typescriptServer = (extension: string) => ({
  command: process.execPath,
  args: [SERVER, '--stdio'],
  extensionToLanguage: { [extension]: 'typescript' },
  initializationOptions: { tsserver: { path: TSSERVER, useSyntaxServer: 'never' } },
  startupTimeout: 60000,
});

test("LSP diagnostics: after an Edit, the plugin's language server's new diagnostics reach the model's next request as Claude Code's <new-diagnostics> reminder; a clean edit adds nothing", async (t) => {
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({
      extraKnownMarketplaces: { tools: { source: { source: 'directory', path: './tools/mp' } } },
      enabledPlugins: { 'ts-lsp@tools': true },
    }),
    'tools/mp/.claude-plugin/marketplace.json': JSON.stringify({ name: 'tools', owner: { name: 't' }, plugins: [{ name: 'ts-lsp', source: './ts-lsp' }] }),
    'tools/mp/ts-lsp/.claude-plugin/plugin.json': JSON.stringify({ name: 'ts-lsp' }),
    'tools/mp/ts-lsp/.lsp.json': JSON.stringify({
      typescript: typescriptServer('.ts'),
      // Its diagnostics are turned off: an edit of a .mts file adds nothing even with an error in it.
      quiet: { ...typescriptServer('.mts'), diagnostics: false },
      // Cannot start: an edit of a .cfg file still succeeds, and a run warning says why its diagnostics are missing.
      broken: { command: '/nonexistent/lsp-server', extensionToLanguage: { '.cfg': 'ini' } },
    }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', target: 'es2022' }, include: ['src'] }),
    'src/util.ts': 'export function greet(name: string): string {\n  return `hi ${name}`;\n}\n',
    'src/two.ts': 'export const two = 2;\n',
    'src/other.mts': 'export const one = 1;\n',
    'src/old.ts': "export const z: number = 'q';\n",
  });
  git(repo.dir, 'init', '-q');
  git(repo.dir, 'add', '.');
  git(repo.dir, 'commit', '-qm', 'repo with an LSP plugin');
  const util = path.join(repo.dir, 'src/util.ts');
  const two = path.join(repo.dir, 'src/two.ts');
  const other = path.join(repo.dir, 'src/other.mts');
  const reminder = (file: string, line: string): string =>
    `<system-reminder>\n<new-diagnostics>The following new diagnostic issues were detected:\n\n${file}:\n  ✘ ${line} [2322] (typescript)</new-diagnostics>\n</system-reminder>`;
  const utilError = reminder('util.ts', "[Line 2:9] Type 'string' is not assignable to type 'number'.");
  const oldError = reminder('old.ts', "[Line 1:14] Type 'string' is not assignable to type 'number'.");
  const twoError = reminder('two.ts', "[Line 1:14] Type 'string' is not assignable to type 'number'.");

  // No step depends on how fast the server answers. An edit that opens a file waits for the server's publication for
  // it (a server publishes for a document it opens; typescript-language-server took 3.6-6.2 s for the first file on a
  // loaded 2-core machine, 0.36 s for a later one), so its diagnostics usually come with the very next request; but a
  // server may publish a file's syntax and then its semantic diagnostics, and on a loaded machine the second may come
  // after the edit's wait. After an edit of a file the server has open already, or a file the LSP tool opened, they
  // come when the server has published. So the model reads until each reminder is there (a `poll` step repeats, at
  // its own pace, until it has arrived), and the test asserts what arrived, once each, in order.
  const steps: { name: string; turn: ScriptedTurn; until?: string }[] = [
    { name: 'read', turn: use('toolu_read', 'Read', { file_path: util }) },
    // Opens util.ts in the server: a clean edit adds nothing.
    { name: 'clean', turn: use('toolu_clean', 'Edit', { file_path: util, old_string: 'return `hi ${name}`;', new_string: 'return `hello ${name}`;' }) },
    // Read first, as Write refuses a file the model has not read (Read does not open it in the server).
    { name: 'read-two', turn: use('toolu_read_two', 'Read', { file_path: two }) },
    // Opens two.ts with a type error in it: the next request carries it.
    { name: 'open-bad', turn: use('toolu_two', 'Write', { file_path: two, content: "export const two: number = 'two';\n" }), until: twoError },
    // Changes util.ts (open already) to have a type error in it.
    {
      name: 'change-bad',
      turn: use('toolu_bad', 'Edit', { file_path: util, old_string: 'return `hello ${name}`;', new_string: 'const n: number = name;\n  return `hello ${n}`;' }),
      until: utilError,
    },
    // The LSP tool opens a file with an error in it: its diagnostics come with a later call's result, as in Claude Code.
    { name: 'hover', turn: use('toolu_hover', 'LSP', { operation: 'hover', filePath: 'src/old.ts', line: 1, character: 14 }), until: oldError },
    { name: 'read-mts', turn: use('toolu_read2', 'Read', { file_path: other }) },
    {
      name: 'quiet',
      turn: use('toolu_quiet', 'Edit', { file_path: other, old_string: 'export const one = 1;', new_string: "export const one: number = 'x';" }),
    },
    { name: 'broken', turn: use('toolu_broken', 'Write', { file_path: path.join(repo.dir, 'app.cfg'), content: 'x = 1\n' }) },
  ];
  const beside = (req: RecordedRequest): string[] => besideResults(lastUserBlocks(req) as { type: string; text?: string }[]);
  /** Each request's reminders, with the step whose tool call it answers. */
  const answered: { after: string; reminders: string[] }[] = [];
  let served = 'start';
  let next = 0;
  let waitingFor: string | undefined;
  let polls = 0;
  const model = await startScriptedModel((req) => {
    const reminders = beside(req);
    answered.push({ after: served, reminders });
    if (waitingFor !== undefined && answered.some((a) => a.reminders.includes(waitingFor as string))) waitingFor = undefined;
    if (waitingFor !== undefined) {
      served = 'poll';
      return { ...use(`toolu_poll${++polls}`, 'Read', { file_path: two }), delayMs: 100 };
    }
    const step = steps[next++];
    if (step === undefined) return done;
    served = step.name;
    waitingFor = step.until;
    return step.turn;
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'Change greet.', inputs: { permission_mode: 'acceptEdits', sandbox: 'required', max_turns: '1000' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.outcome.warnings));
  assert.equal(next, steps.length + 1, 'every step ran');
  const about = r.outcome.warnings.filter((w) => /diagnostics/.test(w));
  assert.equal(about.length, 1, r.outcome.warnings.join('\n'));
  assert.match(about[0] ?? '', /^LSP: diagnostics after the edit of \S+\/app\.cfg are missing: LSP server 'plugin:ts-lsp:broken' /);

  const after = (name: string): string[] => answered.filter((a) => a.after === name).flatMap((a) => a.reminders);
  assert.deepEqual(after('clean'), []);
  // Each comes once, with the first request after the server published it, before the next step was served.
  assert.deepEqual(
    answered.flatMap((a) => a.reminders).filter((x) => x === twoError || x === utilError || x === oldError),
    [twoError, utilError, oldError],
  );
  // Nothing else (the first request's text is the task).
  const all = answered.slice(1).flatMap((a) => a.reminders);
  assert.equal(all.length, 3, all.join('\n'));
  assert.deepEqual([...after('read-mts'), ...after('quiet'), ...after('broken')], []);
  assert.equal(await readFile(path.join(repo.dir, 'app.cfg'), 'utf8'), 'x = 1\n', 'the Write succeeded');
});
