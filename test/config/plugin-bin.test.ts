import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmod, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { resultText, run, toolResultOf, tempRepoFor, modelFor } from '../session/harness.js';

/** An enabled plugin's `bin/` on the Bash tool's PATH, after the runner's own, as Claude Code 2.1.197 puts it (its shell snapshot). */

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' });

for (const sandbox of ['off', 'required']) {
  test(`plugins: an enabled plugin's bin/ is on Bash's PATH (sandbox ${sandbox}); hooks run with the runner's PATH, as in Claude Code`, async (t) => {
    const repo = await tempRepoFor(t, {
      '.claude/settings.json': JSON.stringify({
        extraKnownMarketplaces: { team: { source: { source: 'directory', path: './market' } } },
        enabledPlugins: { 'kit@team': true },
        hooks: {
          SessionStart: [{ hooks: [{ type: 'command', command: 'command -v kit-hello > hook-path.txt || echo hook-has-no-plugin-bin > hook-path.txt' }] }],
        },
      }),
      'market/.claude-plugin/marketplace.json': JSON.stringify({ name: 'team', owner: { name: 'team' }, plugins: [{ name: 'kit', source: './kit' }] }),
      'market/kit/.claude-plugin/plugin.json': JSON.stringify({ name: 'kit' }),
      'market/kit/bin/kit-hello': '#!/bin/sh\necho "HELLO-FROM-PLUGIN-BIN $1"\n',
    });
    const binDir = path.join(repo.dir, 'market', 'kit', 'bin');
    await chmod(path.join(binDir, 'kit-hello'), 0o755);
    git(repo.dir, 'init', '-q');
    git(repo.dir, 'add', '.');
    git(repo.dir, 'commit', '-qm', 'a plugin with a bin folder');
    const bash: ScriptedTurn = { content: [{ type: 'tool_use', id: 'toolu_b', name: 'Bash', input: { command: 'kit-hello there; echo "PATH=$PATH"' } }] };
    const model = await modelFor(t, [bash, { content: [{ type: 'text', text: 'done' }] }]);
    const r = await run({ url: model.url, repo, inputs: { sandbox } });
    assert.equal(r.result.subtype, 'success', r.outcome.errors.join('\n'));
    const out = resultText(toolResultOf(model.requests[1]));
    assert.match(out, /HELLO-FROM-PLUGIN-BIN there/);
    const pathLine = /PATH=(.*)/.exec(out)?.[1] ?? '';
    assert.ok(pathLine.endsWith(`:${binDir}`), `appended after the runner's PATH: ${pathLine}`);
    assert.equal((await readFile(path.join(repo.dir, 'hook-path.txt'), 'utf8')).trim(), 'hook-has-no-plugin-bin');
    assert.ok(!r.outcome.warnings.some((w) => w.includes('bin')), r.outcome.warnings.join('\n'));
  });
}
