/**
 * What the agent changes outside the patch (inside .git/, git-ignored files) is compared against a snapshot of the
 * workspace. The snapshot is taken once the first model request is on its way, or earlier when a hook or an MCP
 * server starts first: whatever ran, the first change made by anything the agent started is reported.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { bash } from '../support/scripted-turns.js';

function repoWith(files: Record<string, string>): { dir: string; runDir: string; cleanup: () => void } {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'audit-repo-')));
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'audit-run-')));
  for (const [name, content] of Object.entries({ '.gitignore': 'ignored/\n', 'README.md': 'hello\n', ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content, { mode: name.endsWith('.sh') ? 0o755 : 0o644 });
  }
  const git = (...args: string[]): void => void execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'init');
  return { dir, runDir, cleanup: () => [dir, runDir].forEach((d) => rmSync(d, { recursive: true, force: true })) };
}

const done = { content: [{ type: 'text' as const, text: 'Done.' }] };

test('no hook: the first tool call finds the snapshot taken; its writes into .git/hooks and an ignored file are reported', async (t) => {
  // A committed script (a PR's test suite, say) makes the changes: the command line itself writes nothing.
  const repo = repoWith({ 'tools/setup.sh': '#!/bin/sh\nprintf "#!/bin/sh\\n" > .git/hooks/post-checkout\nmkdir -p ignored && echo x > ignored/run.sh\n' });
  t.after(repo.cleanup);
  const model = await startScriptedModel([bash('sh tools/setup.sh', 'toolu_1'), done]);
  t.after(() => model.close());
  const r = await runProductSession({ cwd: repo.dir, runDir: repo.runDir, modelUrl: model.url });
  const warnings = r.outcome.warnings.join('\n');
  assert.match(warnings, /Changed inside \.git\/ \(not in the patch\): `\.git\/hooks\/post-checkout`/, warnings);
  assert.match(warnings, /Changed git-ignored paths .*`ignored\/run\.sh`/, warnings);
});

test('a SessionStart hook runs before the first request: the snapshot is taken before it, and its write is reported', async (t) => {
  const settings = {
    hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'printf "#!/bin/sh\\n" > "$CLAUDE_PROJECT_DIR/.git/hooks/pre-push"' }] }] },
  };
  const repo = repoWith({ '.claude/settings.json': JSON.stringify(settings) });
  t.after(repo.cleanup);
  const model = await startScriptedModel([done]);
  t.after(() => model.close());
  const r = await runProductSession({ cwd: repo.dir, runDir: repo.runDir, modelUrl: model.url });
  assert.equal(r.outcome.subtype, 'success');
  assert.match(r.outcome.warnings.join('\n'), /Changed inside \.git\/ \(not in the patch\): `\.git\/hooks\/pre-push`/, r.outcome.warnings.join('\n'));
});

test("a runner preparation that fails (the checkout's credentials could not be taken) ends the run before any agent process, with a result naming why", async (t) => {
  const repo = repoWith({});
  t.after(repo.cleanup);
  const model = await startScriptedModel([bash('touch ran-anyway', 'toolu_1'), done]);
  t.after(() => model.close());
  let asked = 0;
  const r = await runProductSession({
    cwd: repo.dir,
    runDir: repo.runDir,
    modelUrl: model.url,
    inputs: { allowed_tools: 'Bash' },
    beforeFirstProcess: async () => {
      asked += 1;
      throw new Error('the git configuration could not be read');
    },
  });
  assert.equal(asked, 1, 'asked once, however many callers wait for it');
  assert.equal(existsSync(path.join(repo.dir, 'ran-anyway')), false, 'the command did not run');
  assert.equal(r.outcome.subtype, 'error_during_execution');
  assert.match(r.outcome.errors.join('\n'), /the git configuration could not be read/);
  assert.equal(r.result.type, 'result');
});
