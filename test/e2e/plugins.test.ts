import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, runAction } from './harness.js';

const toolUse = (name: string, input: Record<string, unknown>): ScriptedTurn => ({ content: [{ type: 'tool_use', name, input }] });
const text = (value: string): ScriptedTurn => ({ content: [{ type: 'text', text: value }] });
const git = (cwd: string, ...args: string[]): void =>
  void execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'ignore' });

/** claude-code-action's `plugins` / `plugin_marketplaces` inputs, through dist/index.js: the marketplace is a git repository. */
describe('plugins end to end', () => {
  const servers: ScriptedModel[] = [];
  const dirs: string[] = [];
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("the inputs fetch a git marketplace; its plugin's command runs from the prompt and its hook gates Bash", async () => {
    const remote = mkdtempSync(path.join(os.tmpdir(), 'plugin-market-'));
    dirs.push(remote);
    const files: Record<string, string> = {
      '.claude-plugin/marketplace.json': JSON.stringify({ name: 'e2e-market', owner: { name: 'x' }, plugins: [{ name: 'kit', source: './kit' }] }),
      'kit/.claude-plugin/plugin.json': JSON.stringify({ name: 'kit' }),
      'kit/commands/tidy.md': '---\ndescription: Tidy the repository\n---\nTIDY-COMMAND-MARKER: tidy $ARGUMENTS.\n',
      'kit/hooks/hooks.json': JSON.stringify({
        hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"${CLAUDE_PLUGIN_ROOT}"/hooks/guard.sh' }] }] },
      }),
      'kit/hooks/guard.sh': '#!/usr/bin/env bash\ngrep -q "rm -rf" && { echo "kit says no to rm -rf" >&2; exit 2; }\nexit 0\n',
    };
    const work = path.join(remote, 'work');
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(work, name)), { recursive: true });
      writeFileSync(path.join(work, name), content);
    }
    chmodSync(path.join(work, 'kit/hooks/guard.sh'), 0o755);
    git(remote, 'init', '-q', '--bare', 'market.git');
    git(work, 'init', '-q');
    git(work, 'add', '.');
    git(work, 'commit', '-qm', 'market');
    git(work, 'push', '-q', path.join(remote, 'market.git'), 'HEAD:main');

    const model = await startScriptedModel([toolUse('Bash', { command: 'rm -rf build' }), text('done')]);
    servers.push(model);
    const workspace = makeRepo({ 'README.md': '# x\n' });
    dirs.push(workspace);
    const run = await runAction({
      workspace,
      inputs: {
        prompt: '/kit:tidy src',
        plugins: 'kit@e2e-market',
        plugin_marketplaces: `file://${path.join(remote, 'market.git')}`,
        permission_mode: 'bypassPermissions',
      },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.match(JSON.stringify(model.requests[0]?.body), /TIDY-COMMAND-MARKER: tidy src\./);
    assert.match(JSON.stringify(model.requests[1]?.body), /kit says no to rm -rf/);
    assert.doesNotMatch(run.stdout, /input plugins.*not honoured/);
    const init = run.transcript[0] ?? {};
    assert.deepEqual(init.slash_commands && (init.slash_commands as string[]).filter((c) => c.startsWith('kit:')), ['kit:tidy']);
    assert.equal((init.plugins as { name: string }[] | undefined)?.[0]?.name, 'kit');
  });
});
