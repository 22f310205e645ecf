import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBuiltinTools } from '../../src/tools/index.js';
import { BackgroundTasks } from '../../src/tools/background.js';
import { createBashTool, type BashInput } from '../../src/tools/bash.js';
import { createMonitorTool, type MonitorInput } from '../../src/tools/monitor.js';
import { createPowerShellTool, powerShellPath } from '../../src/tools/powershell.js';
import { decide } from '../../src/permissions/decide.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { rulePolicy } from '../support/rule-policy.js';
import type { PermissionMode, PermissionPolicy } from '../../src/permissions/types.js';
import { createAgentTool } from '../../src/agent/subagent.js';
import { BUILT_IN_AGENTS } from '../../src/config/agents.js';
import { approxTokens } from '../../src/agent/context/history.js';

await loadBashGrammar();

const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'shells-')));
const ws = { root: path.join(base, 'root'), tempDir: path.join(base, 'tmp') };
for (const dir of [ws.root, ws.tempDir]) mkdirSync(dir, { recursive: true });
after(() => rmSync(base, { recursive: true, force: true }));

describe('PowerShell is offered only on Windows where pwsh is on PATH', () => {
  const exists = (file: string): boolean => file === 'C:\\Program Files\\PowerShell\\7\\pwsh.exe';
  it('decides by platform and PATH', () => {
    assert.equal(powerShellPath('win32', 'C:\\Windows;C:\\Program Files\\PowerShell\\7', exists), 'C:\\Program Files\\PowerShell\\7\\pwsh.exe');
    assert.equal(powerShellPath('win32', 'C:\\Windows', exists), undefined);
    assert.equal(powerShellPath('linux', 'C:\\Program Files\\PowerShell\\7', exists), undefined);
    assert.equal(
      powerShellPath('darwin', '/usr/local/bin', () => true),
      undefined,
    );
  });
  it('createBuiltinTools: not in the list on Linux; in it (last) on win32 with pwsh on PATH', () => {
    const names = (platform: NodeJS.Platform, PATH: string) =>
      createBuiltinTools({ workspace: ws, passEnv: [], baseEnv: { PATH }, platform, programExists: exists, background: new BackgroundTasks(ws.tempDir) }).map(
        (t) => t.name,
      );
    assert.ok(!names('linux', 'C:\\Program Files\\PowerShell\\7').includes('PowerShell'));
    assert.ok(!names('win32', 'C:\\Windows').includes('PowerShell'));
    const win = names('win32', 'C:\\Windows;C:\\Program Files\\PowerShell\\7');
    assert.equal(win.at(-1), 'PowerShell');
    assert.deepEqual(win.slice(0, 6), ['Bash', 'Glob', 'Grep', 'Read', 'Edit', 'Write']);
    assert.ok(win.includes('TaskStop') && win.includes('Monitor') && win.includes('NotebookEdit'));
  });
  it("runs the command with pwsh -NoLogo -NoProfile -NonInteractive -c, through Bash's runner", async () => {
    // A stand-in pwsh that prints the arguments it was given.
    const fake = path.join(base, 'pwsh');
    writeFileSync(fake, '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 });
    const tool = createPowerShellTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' }, pwshPath: fake });
    assert.equal(tool.name, 'PowerShell');
    assert.match(tool.description, /^Runs a PowerShell command \(pwsh\)/);
    const r = await tool.execute({ command: 'Get-ChildItem | Select-Object Name' }, { signal: new AbortController().signal, toolUseId: 't' });
    assert.equal(r.content, '-NoLogo\n-NoProfile\n-NonInteractive\n-c\nGet-ChildItem | Select-Object Name');
    const bad = tool.validate({ command: 1 });
    assert.ok(!bad.ok && /^PowerShell/.test(bad.error), JSON.stringify(bad));
  });
});

const policy = (mode: PermissionMode, allow = '', deny = ''): PermissionPolicy => rulePolicy('/w/repo', mode, allow, deny);

describe('permissions of the new tools', () => {
  const ps = (p: PermissionPolicy, command: string) => decide(p, 'PowerShell', { command }).behavior;
  it('PowerShell: Bash rule forms for literal commands; anything else needs bypassPermissions', () => {
    const p = policy('dontAsk', 'PowerShell(npm test),PowerShell(git log:*),PowerShell(dotnet *)');
    assert.equal(ps(p, 'npm test'), 'allow');
    assert.equal(ps(p, 'npm test --watch'), 'deny');
    assert.equal(ps(p, 'git log --oneline'), 'allow');
    assert.equal(ps(p, 'GIT LOG -5'), 'allow');
    assert.equal(ps(p, 'dotnet build'), 'allow');
    assert.equal(ps(p, 'git log; Remove-Item -Recurse C:\\'), 'deny');
    assert.equal(ps(p, 'dotnet build $(Get-Secret)'), 'deny');
    assert.equal(ps(p, 'Get-ChildItem'), 'deny');
    assert.equal(ps(policy('bypassPermissions'), 'Get-ChildItem'), 'allow');
    assert.equal(ps(policy('bypassPermissions', '', 'PowerShell(Remove-Item:*)'), 'Get-Date; remove-item x'), 'deny');
    assert.equal(ps(policy('bypassPermissions', '', 'PowerShell'), 'Get-Date'), 'deny');
  });
  it('Monitor is decided as Bash; NotebookEdit as an edit (protected folders included); TaskStop needs no rule', () => {
    const p = policy('dontAsk', 'Bash(tail *)');
    assert.equal(decide(p, 'Monitor', { command: 'tail -f log.txt', description: 'd', timeout_ms: 1000 }).behavior, 'allow');
    assert.equal(decide(p, 'Monitor', { command: 'rm -rf /', description: 'd', timeout_ms: 1000 }).behavior, 'deny');
    assert.equal(decide(policy('acceptEdits'), 'NotebookEdit', { notebook_path: 'a.ipynb', new_source: '' }).behavior, 'allow');
    assert.equal(decide(policy('dontAsk'), 'NotebookEdit', { notebook_path: 'a.ipynb', new_source: '' }).behavior, 'deny');
    assert.equal(decide(policy('dontAsk', 'Edit(*.ipynb)'), 'NotebookEdit', { notebook_path: 'a.ipynb', new_source: '' }).behavior, 'allow');
    assert.equal(decide(policy('acceptEdits'), 'NotebookEdit', { notebook_path: '.claude/x.ipynb', new_source: '' }).behavior, 'deny');
    assert.equal(decide(policy('dontAsk'), 'TaskStop', { task_id: 'b1' }, { readOnlyTools: new Set(['TaskStop']) }).behavior, 'allow');
  });
});

describe('background commands', () => {
  const ctx = (signal = new AbortController().signal) => ({ signal, toolUseId: 'toolu_bg' });
  it("accepts the SDK's dangerouslyDisableSandbox as false and refuses true", async () => {
    const bash = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' } });
    const off = bash.validate({ command: 'echo ok', dangerouslyDisableSandbox: false });
    assert.ok(off.ok);
    assert.equal((await bash.execute(off.value, ctx())).content, 'ok');
    const on = bash.validate({ command: 'echo ok', dangerouslyDisableSandbox: true });
    assert.ok(on.ok);
    assert.match((await bash.execute(on.value, ctx())).content, /dangerouslyDisableSandbox is not available/);
    assert.match((await bash.execute({ command: 'sleep 1', run_in_background: true }, ctx())).content, /run_in_background is not available here/);
    assert.doesNotMatch(bash.description, /run_in_background/);
  });
  it('a command past its timeout is killed, and the notice says so', async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const bash = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' }, background: tasks });
    const r = await bash.execute({ command: 'echo begun; sleep 1000', run_in_background: true, timeout: 300, description: 'Sleep long' } as BashInput, ctx());
    assert.equal(r.isError, false, r.content);
    const id = String(r.details?.backgroundTaskId);
    await tasks.get(id)?.done;
    const [notice] = tasks.drainNotices();
    assert.match(notice?.text ?? '', /<status>killed<\/status>/);
    assert.match(notice?.text ?? '', /Background command "Sleep long" was stopped after its timeout of 300 ms/);
    assert.equal(notice?.ended?.status, 'stopped');
    assert.equal(readFileSync(tasks.get(id)?.outputPath ?? '', 'utf8'), 'begun\n');
    assert.deepEqual(tasks.drainNotices(), []);
  });
  it("the run's signal stops every background command, without a notice", async () => {
    const tasks = new BackgroundTasks(ws.tempDir, { graceMs: 200 });
    const bash = createBashTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' }, background: tasks });
    const run = new AbortController();
    const r = await bash.execute({ command: 'sleep 1000', run_in_background: true } as BashInput, ctx(run.signal));
    const task = tasks.get(String(r.details?.backgroundTaskId));
    run.abort();
    await task?.done;
    assert.equal(task?.status, 'killed');
    assert.throws(() => process.kill(task?.pid ?? 0, 0), /ESRCH/);
    assert.deepEqual(tasks.drainNotices(), []);
  });
  it('Monitor: each stdout line reaches a notice, then its end', async () => {
    const tasks = new BackgroundTasks(ws.tempDir);
    const monitor = createMonitorTool({ workspace: ws, env: { PATH: process.env.PATH ?? '' }, background: tasks });
    const r = await monitor.execute({ description: 'Watch build', timeout_ms: 60_000, command: 'echo one; echo two' } as MonitorInput, ctx());
    assert.equal(r.isError, false, r.content);
    const id = String(r.details?.taskId);
    await tasks.get(id)?.done;
    // Lines not yet told go with the end, in one notice, as 2.1.332 sends a Monitor's last lines.
    const notices = tasks.drainNotices().map((n) => n.text);
    assert.equal(notices.length, 1, notices.join('\n---\n'));
    assert.match(notices[0] ?? '', /<summary>Monitor "Watch build" stream ended<\/summary>\n<event>one\ntwo<\/event>/);
    const ws2 = await monitor.execute({ description: 'x', timeout_ms: 1000, ws: { url: 'ws://x' } } as MonitorInput, ctx());
    assert.match(ws2.content, /ws is not available/);
  });
});

describe('Agent accepts every field of the SDK AgentInput', () => {
  it('run_in_background runs in the foreground and says so; subagent_type defaults to general-purpose', async () => {
    let ran = '';
    let isolation: string | undefined;
    const tool = createAgentTool({
      agents: BUILT_IN_AGENTS,
      parentTools: () => [],
      depth: 0,
      runChild: async (args) => {
        ran = args.agent.name;
        isolation = args.isolation;
        return { text: 'child done', isError: false, subtype: 'success' };
      },
    });
    const input = {
      description: 'look',
      prompt: 'Look around',
      run_in_background: true,
      name: 'scout',
      model: 'haiku',
      isolation: 'worktree',
      mode: 'plan',
      team_name: 't',
      effort: 'low',
    };
    const v = tool.validate(input);
    assert.ok(v.ok, v.ok ? '' : v.error);
    const r = await tool.execute(v.value, { signal: new AbortController().signal, toolUseId: 'toolu_a' });
    assert.equal(ran, 'general-purpose');
    assert.equal(r.isError, false);
    assert.match(r.content, /^child done\n\n\(Note: the agent ran in the foreground, not in the background: this is its final result\.\)/);
    // `isolation: "worktree"` is honoured (the child runs in a worktree: test/session/worktree-isolation.test.ts).
    assert.equal(isolation, 'worktree');
    assert.doesNotMatch(r.content, /isolation/);
  });
});

describe('context estimate', () => {
  it('counts a base64 image by what it costs, not by its bytes', () => {
    const data = 'A'.repeat(4_000_000);
    const tokens = approxTokens([{ type: 'image', source: { type: 'base64', media_type: 'image/png', data } }]);
    assert.ok(tokens < 10_000, String(tokens));
    assert.ok(tokens >= 5_000);
  });
});
