/**
 * Scan mode makes each command a subreaper through a perl wrapper (src/process/adopt.ts). A sandboxed command is not
 * wrapped: the wrapper would start outside bubblewrap with the command's environment, and perl takes code from it
 * (`PERL5OPT=-d` with `PERL5DB`), so a settings file's `env` would run code unsandboxed before every sandboxed command.
 * bubblewrap's own PID namespace ends what a sandboxed command leaves (command-stop-sandbox.test.ts).
 * Control: the same environment through the wrapper, as the sandboxed command was started before, runs the code.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { adoptingArgv, noAdoption } from '../../src/process/adopt.js';
import { PROCESS_MARK } from '../../src/process/group.js';
import { startProcessTracking } from '../../src/process/tracker.js';
import { emptySandboxSettings } from '../../src/sandbox/config.js';
import { startSandbox } from '../../src/sandbox/runtime.js';
import { createBashTool } from '../../src/tools/bash.js';
import { skipNote } from '../sandbox/helpers.js';
import { scratch } from './command-stop-helpers.js';

const tracker = await startProcessTracking({ mark: PROCESS_MARK, allowCgroup: false, intervalMs: 25 });
after(() => tracker.stop(300));

describe('a sandboxed command in scan mode', { skip: skipNote('the scan-mode wrapper of a sandboxed command') || noAdoption() || false }, () => {
  it('runs no wrapper outside the sandbox: code its environment hands perl does not run', { timeout: 120_000 }, async (t) => {
    assert.equal(tracker.mode, 'scan');
    const ws = scratch(t, 'scope-wrap-');
    const escaped = path.join(ws.dir, 'escaped');
    const env = { PATH: process.env.PATH ?? '', PERL5OPT: '-d', PERL5DB: `BEGIN { open(my $f, '>', '${escaped}'); print $f "out"; close $f }` };
    // Control: through the wrapper (how main started every command in scan mode, bubblewrap's line included), it runs.
    spawnSync(adoptingArgv(['true'])[0] as string, adoptingArgv(['true']).slice(1), { env, stdio: 'ignore' });
    assert.ok(existsSync(escaped), 'control: perl ran the code from its environment');
    spawnSync('rm', ['-f', escaped]);

    const runDir = path.join(ws.tempDir, 'run');
    mkdirSync(runDir);
    spawnSync('git', ['init', '-q'], { cwd: ws.root });
    const started = await startSandbox({ mode: 'required', settings: emptySandboxSettings(), cwd: ws.root, runDir, allowRules: [] });
    assert.ok(started.ok && started.sandbox, started.ok ? (started.status.reason ?? 'no sandbox') : started.error);
    const sandbox = started.sandbox;
    t.after(() => sandbox.close());
    const bash = createBashTool({ workspace: ws, env, sandbox });
    const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_wrap' };
    // The folder is outside what the sandbox may write: the command itself cannot make the file.
    const inside = await bash.execute({ command: `echo in > ${escaped}; true` }, ctx);
    assert.ok(!existsSync(escaped), inside.content);
    const r = await bash.execute({ command: 'true' }, ctx);
    assert.ok(!existsSync(escaped), `the wrapper ran outside the sandbox: ${r.content}`);
  });
});
