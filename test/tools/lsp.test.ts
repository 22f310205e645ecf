import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { run, toolNames, writeFiles, tempRepoFor, modelFor } from '../session/harness.js';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';

const done: ScriptedTurn = { content: [{ type: 'text', text: 'Done.' }] };
const call = (id: string, input: unknown): ScriptedTurn => ({ content: [{ type: 'tool_use', id, name: 'LSP', input }] });
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', ...(import.meta.url.includes('/build/') ? ['..'] : []));
const SERVER = path.join(ROOT, 'node_modules', 'typescript-language-server', 'lib', 'cli.mjs');
const TSSERVER = path.join(ROOT, 'node_modules', 'typescript-5', 'lib', 'tsserver.js');

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });

/** The tool_result of one tool_use id, wherever it is in the request. */
function resultFor(req: RecordedRequest | undefined, id: string): { text: string; isError: boolean } {
  for (const message of (req?.body.messages ?? []) as { content: unknown }[]) {
    if (!Array.isArray(message.content)) continue;
    for (const block of message.content as { type: string; tool_use_id?: string; content?: unknown; is_error?: boolean }[]) {
      if (block.type !== 'tool_result' || block.tool_use_id !== id) continue;
      const text = typeof block.content === 'string' ? block.content : JSON.stringify(block.content);
      return { text, isError: block.is_error === true };
    }
  }
  return { text: '<no result>', isError: true };
}

test("LSP: a plugin's language server (typescript-language-server) starts on first use and answers Claude Code's LSP tool; Read rules apply; stopped at the end", async (t) => {
  const repo = await tempRepoFor(t);
  // In the working directory: the sandbox lets the server write there (not in the runner's temp folder).
  const pidFile = path.join(repo.dir, 'lsp.pid');
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      extraKnownMarketplaces: { tools: { source: { source: 'directory', path: './tools/mp' } } },
      enabledPlugins: { 'ts-lsp@tools': true },
      permissions: { deny: ['Read(./secret/**)'] },
      // Every tool whole, so the first request shows LSP's description and schema (deferred behind ToolSearch
      // otherwise, as 2.1.332 sends it: test/session/gap-probes.test.ts).
      env: { ENABLE_TOOL_SEARCH: 'false' },
    }),
    'tools/mp/.claude-plugin/marketplace.json': JSON.stringify({ name: 'tools', owner: { name: 't' }, plugins: [{ name: 'ts-lsp', source: './ts-lsp' }] }),
    'tools/mp/ts-lsp/.claude-plugin/plugin.json': JSON.stringify({
      name: 'ts-lsp',
      monitors: [{ name: 'ci-watch', command: 'tail -f log', description: 'CI log' }],
    }),
    'tools/mp/ts-lsp/.lsp.json': JSON.stringify({
      typescript: {
        command: 'bash',
        args: ['${CLAUDE_PLUGIN_ROOT}/start.sh'],
        extensionToLanguage: { '.ts': 'typescript' },
        env: { LSP_PID_FILE: pidFile },
        // The project is loaded before the first answer: without it, typescript-language-server's syntax-only server
        // answers while the project loads (no cross-file definitions yet).
        initializationOptions: { tsserver: { path: TSSERVER, useSyntaxServer: 'never' } },
        startupTimeout: 60000,
      },
    }),
    // The plugin's own launcher, as plugins ship them; it adds a line per start, so the test can see how often it started.
    'tools/mp/ts-lsp/start.sh': `echo $$ >> "$LSP_PID_FILE"\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(SERVER)} --stdio\n`,
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', target: 'es2022' }, include: ['src'] }),
    'src/util.ts': 'export function greet(name: string): string {\n  return `hi ${name}`;\n}\n',
    'src/main.ts':
      "import * as util from './util.js';\n\nconsole.log(util.greet('x'));\nconsole.log(util.greet('y'));\nimport { key } from '../secret/key.js';\nconsole.log(key);\n",
    'secret/key.ts': 'export const key = 1;\n',
    'README.md': '# r\n',
  });
  git(repo.dir, 'init', '-q');
  git(repo.dir, 'add', '.');
  git(repo.dir, 'commit', '-qm', 'repo with an LSP plugin');

  const script = [
    call('toolu_def', { operation: 'goToDefinition', filePath: 'src/main.ts', line: 3, character: 18 }),
    // Asked 4 s after the server answered: its parent watchdog (`kill(processId, 0)` every 3 s, from initialize) has
    // run by then, and a server told a pid the sandbox's PID namespace does not hold would have exited with code 1.
    { ...call('toolu_refs', { operation: 'findReferences', filePath: path.join(repo.dir, 'src/util.ts'), line: 1, character: 17 }), delayMs: 4000 },
    call('toolu_key', { operation: 'findReferences', filePath: 'src/main.ts', line: 6, character: 13 }),
    call('toolu_secret', { operation: 'hover', filePath: 'secret/key.ts', line: 1, character: 14 }),
    call('toolu_md', { operation: 'documentSymbol', filePath: 'README.md', line: 1, character: 1 }),
    call('toolu_bad', { operation: 'rename', filePath: 'src/main.ts', line: 1, character: 1 }),
    done,
  ];
  let i = 0;
  const model = await modelFor(t, () => script[i++] ?? done);
  // dontAsk: the LSP tool is read-only, allowed like Read without a rule. The server runs in the real sandbox (bwrap).
  const r = await run({ url: model.url, repo, prompt: 'Where is greet defined?', inputs: { permission_mode: 'dontAsk', sandbox: 'required' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.outcome.warnings));

  const first = model.requests[0];
  assert.ok(toolNames(first).includes('LSP'), toolNames(first).join(' '));
  const tool = (first?.body.tools as { name: string; description: string; input_schema: { required?: string[] } }[]).find((x) => x.name === 'LSP');
  assert.match(tool?.description ?? '', /^Interact with Language Server Protocol \(LSP\) servers to get code intelligence features\./);
  assert.deepEqual(tool?.input_schema.required, ['operation', 'filePath', 'line', 'character']);

  const last = model.requests.at(-1);
  assert.deepEqual(resultFor(last, 'toolu_def'), { text: 'Defined in src/util.ts:1:17', isError: false });
  const refs = resultFor(last, 'toolu_refs');
  assert.match(refs.text, /^Found 3 references across 2 files:/, refs.text);
  assert.match(refs.text, /\nsrc\/main\.ts:\n {2}Line 3:18\n {2}Line 4:18/, refs.text);
  // The declaration in secret/key.ts is hidden by the Read deny rule: only the uses in main.ts are shown.
  assert.deepEqual(resultFor(last, 'toolu_key'), { text: 'Found 2 references across 1 files:\n\nsrc/main.ts:\n  Line 5:10\n  Line 6:13', isError: false });
  const secret = resultFor(last, 'toolu_secret');
  assert.ok(secret.isError && /denied by your permission settings: the deny rule "Read\(\.\/secret\/\*\*\)"/.test(secret.text), secret.text);
  assert.deepEqual(resultFor(last, 'toolu_md'), { text: 'No LSP server available for file type: .md', isError: false });
  assert.ok(resultFor(last, 'toolu_bad').isError);

  // The monitor is named in a warning saying why it is not armed.
  assert.ok(
    r.outcome.warnings.some((w) =>
      /plugin ts-lsp@tools: plugin\.json monitors \(ci-watch\): not armed — Claude Code arms plugin monitors only in an interactive session/.test(w),
    ),
    r.outcome.warnings.join('\n'),
  );
  // The server was started once: a server that exited between calls would have been started again (silently) by the
  // next call. No process of it is left after the run: found by its environment, which holds this test's own path
  // (the pid it wrote is the sandbox's own pid namespace's).
  assert.equal((await readFile(pidFile, 'utf8')).trim().split('\n').length, 1, 'the language server started once');
  const marker = `LSP_PID_FILE=${pidFile}`;
  const left = readdirSync('/proc').filter((entry) => {
    try {
      return /^\d+$/.test(entry) && readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker);
    } catch {
      return false;
    }
  });
  assert.deepEqual(left, [], 'the language server is not running after the run');
});
