import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { lastUserBlocks, run, tempRepo, writeFiles } from '../session/harness.js';

const done: ScriptedTurn = { content: [{ type: 'text', text: 'Done.' }] };
const use = (id: string, name: string, input: unknown): ScriptedTurn => ({ content: [{ type: 'tool_use', id, name, input }] });
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', ...(import.meta.url.includes('/build/') ? ['..'] : []));
const SERVER = path.join(ROOT, 'node_modules', 'typescript-language-server', 'lib', 'cli.mjs');
const TSSERVER = path.join(ROOT, 'node_modules', 'typescript-5', 'lib', 'tsserver.js');

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });

/** The text blocks beside the tool results of a request's last user message. */
const besideResults = (blocks: { type: string; text?: string }[]): string[] => blocks.filter((b) => b.type === 'text').map((b) => b.text ?? '');

test("LSP diagnostics: after an Edit, the plugin's language server's new diagnostics reach the model's next request as Claude Code's <new-diagnostics> reminder; a clean edit adds nothing", async (t) => {
  const repo = await tempRepo();
  t.after(() => repo.cleanup());
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      extraKnownMarketplaces: { tools: { source: { source: 'directory', path: './tools/mp' } } },
      enabledPlugins: { 'ts-lsp@tools': true },
    }),
    'tools/mp/.claude-plugin/marketplace.json': JSON.stringify({ name: 'tools', owner: { name: 't' }, plugins: [{ name: 'ts-lsp', source: './ts-lsp' }] }),
    'tools/mp/ts-lsp/.claude-plugin/plugin.json': JSON.stringify({ name: 'ts-lsp' }),
    'tools/mp/ts-lsp/.lsp.json': JSON.stringify({
      typescript: {
        command: process.execPath,
        args: [SERVER, '--stdio'],
        extensionToLanguage: { '.ts': 'typescript' },
        initializationOptions: { tsserver: { path: TSSERVER, useSyntaxServer: 'never' } },
        startupTimeout: 60000,
      },
      // Its diagnostics are turned off: an edit of a .mts file adds nothing even with an error in it.
      quiet: {
        command: process.execPath,
        args: [SERVER, '--stdio'],
        extensionToLanguage: { '.mts': 'typescript' },
        initializationOptions: { tsserver: { path: TSSERVER, useSyntaxServer: 'never' } },
        startupTimeout: 60000,
        diagnostics: false,
      },
      // Cannot start: an edit of a .cfg file still succeeds, and a run warning says why its diagnostics are missing.
      broken: { command: '/nonexistent/lsp-server', extensionToLanguage: { '.cfg': 'ini' } },
    }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', target: 'es2022' }, include: ['src'] }),
    'src/util.ts': 'export function greet(name: string): string {\n  return `hi ${name}`;\n}\n',
    'src/other.mts': 'export const one = 1;\n',
    'src/old.ts': "export const z: number = 'q';\n",
  });
  git(repo.dir, 'init', '-q');
  git(repo.dir, 'add', '.');
  git(repo.dir, 'commit', '-qm', 'repo with an LSP plugin');
  const util = path.join(repo.dir, 'src/util.ts');
  const other = path.join(repo.dir, 'src/other.mts');

  const script = [
    use('toolu_read', 'Read', { file_path: util }),
    use('toolu_clean', 'Edit', { file_path: util, old_string: 'return `hi ${name}`;', new_string: 'return `hello ${name}`;' }),
    use('toolu_bad', 'Edit', { file_path: util, old_string: 'return `hello ${name}`;', new_string: 'const n: number = name;\n  return `hello ${n}`;' }),
    // The LSP tool opens a file with an error in it: its diagnostics come with a later call's result, as in Claude Code.
    use('toolu_hover', 'LSP', { operation: 'hover', filePath: 'src/old.ts', line: 1, character: 14 }),
    { ...use('toolu_read3', 'Read', { file_path: util }), delayMs: 3000 },
    use('toolu_read2', 'Read', { file_path: other }),
    use('toolu_quiet', 'Edit', { file_path: other, old_string: 'export const one = 1;', new_string: "export const one: number = 'x';" }),
    use('toolu_broken', 'Write', { file_path: path.join(repo.dir, 'app.cfg'), content: 'x = 1\n' }),
    done,
  ];
  let i = 0;
  const model = await startScriptedModel(() => script[i++] ?? done);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'Change greet.', inputs: { permission_mode: 'acceptEdits', sandbox: 'required' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.outcome.warnings));
  const about = r.outcome.warnings.filter((w) => /diagnostics/.test(w));
  assert.equal(about.length, 1, r.outcome.warnings.join('\n'));
  assert.match(about[0] ?? '', /^LSP: diagnostics after the edit of \S+\/app\.cfg are missing: LSP server 'plugin:ts-lsp:broken' /);

  const beside = (n: number): string[] => besideResults(lastUserBlocks(model.requests[n]) as { type: string; text?: string }[]);
  // requests[2] follows the clean edit, requests[3] the edit with a type error, [4] and [5] the hover and the Read
  // after it, [7] the .mts edit, [8] the Write of a file whose server cannot start.
  assert.deepEqual(beside(2), []);
  assert.deepEqual(beside(3), [
    "<system-reminder>\n<new-diagnostics>The following new diagnostic issues were detected:\n\nutil.ts:\n  ✘ [Line 2:9] Type 'string' is not assignable to type 'number'. [2322] (typescript)</new-diagnostics>\n</system-reminder>",
  ]);
  assert.deepEqual(
    [...beside(4), ...beside(5)],
    [
      "<system-reminder>\n<new-diagnostics>The following new diagnostic issues were detected:\n\nold.ts:\n  ✘ [Line 1:14] Type 'string' is not assignable to type 'number'. [2322] (typescript)</new-diagnostics>\n</system-reminder>",
    ],
  );
  assert.deepEqual(beside(6), []);
  assert.deepEqual(beside(7), []);
  assert.deepEqual(beside(8), []);
  assert.equal(await readFile(path.join(repo.dir, 'app.cfg'), 'utf8'), 'x = 1\n', 'the Write succeeded');
});
