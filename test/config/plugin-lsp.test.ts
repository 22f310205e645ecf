import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadRepoConfig } from '../../src/config/load.js';
import { writeFiles, tempRepoFor } from '../session/harness.js';

test("plugin LSP servers: .lsp.json and every form of plugin.json lspServers, in Claude Code's schema; bad entries and monitors are warnings naming them", async (t) => {
  const repo = await tempRepoFor(t);
  const good = (ext: string): Record<string, unknown> => ({ command: 'srv', args: ['--stdio'], extensionToLanguage: { [ext]: 'lang' }, diagnostics: false });
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      extraKnownMarketplaces: { m: { source: { source: 'directory', path: './mp' } } },
      enabledPlugins: { 'kit@m': true, 'watch@m': true },
    }),
    'mp/.claude-plugin/marketplace.json': JSON.stringify({
      name: 'm',
      owner: { name: 'x' },
      plugins: [
        { name: 'kit', source: './kit' },
        { name: 'watch', source: './watch' },
      ],
    }),
    'mp/kit/.claude-plugin/plugin.json': JSON.stringify({
      name: 'kit',
      lspServers: ['./lsp/more.json', { inline: { ...good('.PY'), env: { ROOT: '${CLAUDE_PLUGIN_ROOT}' } } }, '../../outside.json'],
    }),
    'mp/kit/.lsp.json': JSON.stringify({
      go: { ...good('.go'), startupTimeout: 5000, settings: { gopls: { staticcheck: true } } },
      spaced: { command: 'my server', extensionToLanguage: { '.x': 'x' } },
      empty: { command: 'srv', extensionToLanguage: {} },
      restart: { ...good('.r'), restartOnCrash: true },
      socket: { ...good('.s'), transport: 'socket' },
      extra: { ...good('.e'), colour: 'red' },
    }),
    'mp/kit/lsp/more.json': JSON.stringify({ rust: { ...good('.rs'), diagnostics: undefined } }),
    'mp/watch/.claude-plugin/plugin.json': JSON.stringify({ name: 'watch' }),
    'mp/watch/monitors/monitors.json': JSON.stringify([{ name: 'logs', command: 'tail -f x', description: 'logs' }]),
  });
  const loaded = await loadRepoConfig(repo.dir, undefined, { plugins: '', marketplaces: '', runDir: repo.tempDir });
  assert.ok(loaded.ok);
  const kit = loaded.config.plugins.find((p) => p.name === 'kit');
  const root = path.join(repo.dir, 'mp', 'kit');
  assert.deepEqual(
    kit?.lspServers.map((s) => s.name),
    ['plugin:kit:go', 'plugin:kit:rust', 'plugin:kit:inline'],
  );
  const go = kit?.lspServers[0];
  assert.equal(go?.startupTimeoutMs, 5000);
  assert.deepEqual(go?.settings, { gopls: { staticcheck: true } });
  assert.deepEqual(go?.args, ['--stdio']);
  const inline = kit?.lspServers[2];
  assert.deepEqual(inline?.extensionToLanguage, { '.py': 'lang' }, 'extensions are matched without case, as in Claude Code');
  assert.equal(inline?.env.ROOT, root, '${CLAUDE_PLUGIN_ROOT} is put in');
  assert.equal(inline?.env.CLAUDE_PLUGIN_ROOT, root);

  const text = loaded.config.warnings.join('\n');
  for (const expected of [
    'plugin kit@m .lsp.json: server "spaced": command: Command should not contain spaces. Use args array for arguments.; this server is not started',
    'plugin kit@m .lsp.json: server "empty": extensionToLanguage: extensionToLanguage must have at least one mapping; this server is not started',
    'plugin kit@m .lsp.json: server "restart": restartOnCrash: not yet implemented in Claude Code; remove this field from the configuration; this server is not started',
    'plugin kit@m .lsp.json: server "socket": transport: "socket" is not supported in CI',
    'plugin kit@m .lsp.json: server "extra": colour: not a field of an LSP server entry; this server is not started',
    'plugin kit@m: plugin.json lspServers "../../outside.json" leaves the plugin\'s folder; not read',
    'plugin watch@m: monitors/monitors.json: not armed — Claude Code arms plugin monitors only in an interactive session, never in headless mode (claude -p)',
  ])
    assert.ok(text.includes(expected), `${expected}\n---\n${text}`);
  // Diagnostics reach the model after edits as in Claude Code: no server is warned about them, either way.
  assert.ok(!/diagnostics/.test(text), text);
  const byName = new Map(loaded.config.plugins.flatMap((plugin) => plugin.lspServers).map((server) => [server.name, server]));
  assert.equal(byName.get('plugin:kit:go')?.diagnostics, false);
  assert.equal(byName.get('plugin:kit:rust')?.diagnostics, undefined);
});
