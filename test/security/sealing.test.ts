/**
 * Sealing on Linux from the attacker's side (a child reading its parent's /proc/<pid>/environ, after
 * the start-up block was overwritten, and after the re-exec that stands in when it cannot be); where
 * the process can do neither (Windows, a worker thread, a Node without process.execve, an execve that
 * fails), and what the sealed file may hold; the process tracker's fallback where no cgroup can be made.
 * End to end, secrets.test.ts runs the bundled action and dumps every environment a tool can read.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { inputReader, sealEnvironment, withFileCommands } from '../../src/sealed-env.js';
import { buildToolEnv } from '../../src/process/env.js';
import { ProcessTracker } from '../../src/process/tracker.js';
import { until } from '../support/until-empty.js';
import { encodedForms, createRedactor } from '../../src/report/secrets/redact.js';
import { executablePlace } from '../../src/permissions/exec-paths.js';
import { decide } from '../../src/permissions/decide.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import { quotedAnswer } from '../../src/report/github/comment-render.js';
import { NODE24 } from '../e2e/harness.js';
import { liveOnGitHub } from './live-markdown.js';

function jobEnv(runnerTemp: string): NodeJS.ProcessEnv {
  return {
    PATH: '/usr/bin:/bin',
    RUNNER_TEMP: runnerTemp,
    INPUT_PROMPT: 'fix it',
    INPUT_ANTHROPIC_API_KEY: 'seal-model-key-0123456789',
    INPUT_PASS_ENV: 'NPM_TOKEN',
    // Else the OIDC request pair is kept for the Claude GitHub App's token (src/github/token.ts).
    INPUT_USE_CLAUDE_GITHUB_APP: 'false',
    ANTHROPIC_API_KEY: 'seal-env-key-0123456789',
    NPM_TOKEN: 'seal-npm-token-0123456789',
    UNRELATED_SECRET_TOKEN: 'seal-unused-0123456789',
    ACTIONS_RUNTIME_TOKEN: 'seal-runtime-0123456789',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'seal-oidc-0123456789',
    STATE_comment: '{}',
    GITHUB_ENV: path.join(runnerTemp, 'set_env'),
    GITHUB_OUTPUT: path.join(runnerTemp, 'output'),
  };
}

const leftFiles = (dir: string): string[] => readdirSync(dir).filter((f) => f.startsWith('agent-runner-env-'));

/**
 * A real Node process started with the job's environment seals itself with `options`, then a shell it starts
 * reads the parent's start-up block the way a tool would. Node 24, as the runner runs the action (process.execve). Returns what the shell saw, and how it was sealed.
 */
async function sealedChild(options: string): Promise<{ how: string; parentBlock: string; kept: string; env: string }> {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'seal-'));
  const module = new URL('../../src/sealed-env.js', import.meta.url).href;
  const script = `
    const { sealEnvironment } = await import(${JSON.stringify(module)});
    const { execFileSync } = await import('node:child_process');
    const sealed = sealEnvironment(${options});
    const parentBlock = execFileSync('/bin/sh', ['-c', 'cat /proc/$PPID/environ'], { encoding: 'latin1' });
    process.stdout.write(JSON.stringify({ how: sealed.how, parentBlock, kept: sealed.secrets.ANTHROPIC_API_KEY + ' ' + sealed.inputs.INPUT_PROMPT, env: Object.keys(process.env).sort().join(',') }));`;
  const child = spawn(NODE24, ['--input-type=module', '-e', script], { env: jobEnv(temp), stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  return JSON.parse(out) as { how: string; parentBlock: string; kept: string; env: string };
}

describe('sealing on Linux, read from a child', { skip: process.platform !== 'linux' && 'Linux only (/proc)' }, () => {
  const secretValues = ['seal-model-key', 'seal-env-key', 'seal-npm-token', 'seal-unused', 'seal-runtime', 'seal-oidc', 'fix it'];
  it('the start-up block is overwritten in place: the parent environ a tool reads holds no secret, no input, no file-command path', async () => {
    const seen = await sealedChild('{}');
    assert.equal(seen.how, 'overwritten');
    for (const value of [...secretValues, 'set_env']) assert.equal(seen.parentBlock.includes(value), false, `${value} is still in /proc/<pid>/environ`);
    assert.match(seen.parentBlock, /PATH=\/usr\/bin:\/bin\0/, 'what is not secret stays');
    assert.equal(seen.kept, 'seal-env-key-0123456789 fix it', 'the values are kept in memory');
    assert.equal(seen.env, 'PATH,RUNNER_TEMP');
  });

  it('where the block cannot be overwritten, the re-exec gives the same result', async () => {
    const seen = await sealedChild('{ overwrite: false }');
    assert.equal(seen.how, 'reexec');
    for (const value of [...secretValues, 'set_env']) assert.equal(seen.parentBlock.includes(value), false, `${value} is still in /proc/<pid>/environ`);
    assert.equal(seen.kept, 'seal-env-key-0123456789 fix it');
  });

  it('the attack is real: with neither, the secrets are still in the block after process.env let go of them', async () => {
    const seen = await sealedChild('{ overwrite: false, execve: null }');
    assert.equal(seen.how, 'in_place');
    assert.equal(seen.env, 'PATH,RUNNER_TEMP');
    assert.equal(seen.parentBlock.includes('seal-env-key-0123456789'), true);
  });
});

describe('sealEnvironment without re-exec', () => {
  it('no process.execve (Windows, older Node): secrets leave the environment into the typed object, said once, nothing left on disk', () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'seal-'));
    const env = jobEnv(temp);
    const sealed = sealEnvironment({ env, execve: null });
    assert.equal(sealed.how, 'in_place');
    assert.match(sealed.note ?? '', /process\.execve is not available/);
    assert.deepEqual(Object.keys(env).sort(), ['PATH', 'RUNNER_TEMP']);
    assert.equal(sealed.secrets.ANTHROPIC_API_KEY, 'seal-env-key-0123456789');
    assert.equal(sealed.secrets.NPM_TOKEN, 'seal-npm-token-0123456789', 'pass_env names are kept');
    assert.equal(inputReader(sealed)('anthropic_api_key'), 'seal-model-key-0123456789');
    assert.equal(sealed.state.comment, '{}');
    assert.equal(sealed.fileCommands.GITHUB_ENV, path.join(temp, 'set_env'));
    for (const unused of ['UNRELATED_SECRET_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN'])
      assert.equal(unused in sealed.secrets, false, `${unused} is never read back`);
    assert.equal(sealed.secrets.ACTIONS_RUNTIME_TOKEN, 'seal-runtime-0123456789', "held for the run's artifact (src/report/artifacts.ts), out of process.env");
    assert.deepEqual(leftFiles(temp), []);
  });

  it('an execve that throws (a worker thread, a platform that refuses): no throw, the sealed file is unlinked', () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'seal-'));
    let written = '';
    const sealed = sealEnvironment({
      env: jobEnv(temp),
      execve: (_file, _args, env) => {
        written = readFileSync(env.AGENT_RUNNER_SEALED_ENV ?? '', 'utf8');
        throw Object.assign(new Error('process.execve is not supported in workers'), { code: 'ERR_WORKER_UNSUPPORTED_OPERATION' });
      },
    });
    assert.equal(sealed.how, 'in_place');
    assert.match(sealed.note ?? '', /re-executing the process failed/);
    assert.deepEqual(leftFiles(temp), []);
    // What was written: inputs, state, file commands and the secrets the runner uses; nothing it never uses. The runtime
    // token goes with the cache service's address to the saved sessions' store (src/action/session-store.ts), not the secrets.
    const names = Object.keys(JSON.parse(written) as Record<string, string>).sort();
    assert.deepEqual(names, [
      'ACTIONS_RUNTIME_TOKEN',
      'ANTHROPIC_API_KEY',
      'GITHUB_ENV',
      'GITHUB_OUTPUT',
      'INPUT_ANTHROPIC_API_KEY',
      'INPUT_PASS_ENV',
      'INPUT_PROMPT',
      'INPUT_USE_CLAUDE_GITHUB_APP',
      'NPM_TOKEN',
      'STATE_comment',
    ]);
  });

  it('the post step keeps only what it uses', () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'seal-'));
    let written = '';
    sealEnvironment({
      env: { ...jobEnv(temp), INPUT_GITHUB_TOKEN: 'seal-gh-0123456789' },
      keep: (name) => ['INPUT_GITHUB_TOKEN', 'GITHUB_TOKEN'].includes(name.toUpperCase()) || name.startsWith('STATE_'),
      execve: (_file, _args, env) => {
        written = readFileSync(env.AGENT_RUNNER_SEALED_ENV ?? '', 'utf8');
        throw new Error('stop here');
      },
    });
    assert.deepEqual(Object.keys(JSON.parse(written) as Record<string, string>).sort(), ['GITHUB_ENV', 'GITHUB_OUTPUT', 'INPUT_GITHUB_TOKEN', 'STATE_comment']);
  });

  it('in a real worker thread: does not throw, says why, and the worker environment is clean', async () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'seal-'));
    const module = new URL('../../src/sealed-env.js', import.meta.url).href;
    const worker = new Worker(
      `import(${JSON.stringify(module)}).then((m) => { const s = m.sealEnvironment(); require('node:worker_threads').parentPort.postMessage({ how: s.how, note: s.note, env: Object.keys(process.env) }); }).catch((e) => require('node:worker_threads').parentPort.postMessage({ error: String(e) }))`,
      { eval: true, env: jobEnv(temp) },
    );
    const message = await new Promise<{ how?: string; note?: string; env?: string[]; error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    assert.equal(message.error, undefined);
    assert.equal(message.how, 'in_place');
    assert.match(message.note ?? '', /worker thread/);
    assert.deepEqual(message.env?.sort(), ['PATH', 'RUNNER_TEMP']);
    assert.deepEqual(leftFiles(temp), []);
  });

  it('file commands reach @actions/core for one call only, and no child environment ever holds them', () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'seal-'));
    const sealed = sealEnvironment({ env: jobEnv(temp), execve: null });
    const during = withFileCommands(sealed, () => process.env.GITHUB_ENV);
    assert.equal(during, path.join(temp, 'set_env'));
    assert.equal(process.env.GITHUB_ENV, undefined);
    const child = buildToolEnv({ ...process.env, GITHUB_ENV: 'x', GITHUB_OUTPUT: 'y', STATE_app_token: 'z', NPM_TOKEN: 'n' }, ['NPM_TOKEN', 'GITHUB_ENV']);
    assert.deepEqual([child.GITHUB_ENV, child.GITHUB_OUTPUT, child.STATE_app_token, child.NPM_TOKEN], [undefined, undefined, undefined, 'n']);
  });
});

/** Until the tracker's scan has seen the process whose pid the command wrote to `gate/pid`; then lets it go on. */
async function seenBy(tracker: ProcessTracker, gate: string): Promise<void> {
  const pid = (): number => {
    try {
      return Number(readFileSync(path.join(gate, 'pid'), 'utf8').trim());
    } catch {
      return Number.NaN;
    }
  };
  // The bound only ends a hang.
  assert.ok(await until(() => tracker.members().some((m) => m.pid === pid()), 30_000, 10), 'the tracker saw the escaped process');
  writeFileSync(path.join(gate, 'go'), '');
}

describe('process tracking without a cgroup', () => {
  it('finds a `setsid env -i` process through its parent chain and session, and kills it', async () => {
    const tracker = new ProcessTracker({ allowCgroup: false, intervalMs: 5 });
    assert.equal(tracker.mode, 'scan');
    assert.match(tracker.note ?? '', /cgroup tracking turned off/);
    // The parent stays until the tracker has seen the escaped process (a scan can only find it through a live parent):
    // the event, not a guess at how long a loaded machine takes to scan.
    const gate = mkdtempSync(path.join(os.tmpdir(), 'tracker-gate-'));
    const child = spawn('bash', ['-c', `setsid env -i /bin/sleep 30 & echo $! > ${gate}/pid; until [ -e ${gate}/go ]; do sleep 0.01; done`], {
      stdio: 'ignore',
    });
    await seenBy(tracker, gate);
    await new Promise((resolve) => child.once('exit', resolve));
    const killed = await tracker.stop(500);
    const sleeper = killed.find((k) => k.command.includes('/bin/sleep 30'));
    assert.ok(sleeper, JSON.stringify(killed));
    const state = (): string => {
      try {
        return readFileSync(`/proc/${sleeper.pid}/stat`, 'utf8');
      } catch {
        return 'gone';
      }
    };
    // SIGKILL is sent; the exit comes when the kernel gets to it (the bound only ends a hang).
    await until(() => state() === 'gone' || state().includes(') Z '), 10_000, 20);
    assert.ok(state() === 'gone' || state().includes(') Z '), state());
  });

  it('a process first seen before its exec is reported by the command it runs when it is killed', async () => {
    const execed = (): boolean =>
      readdirSync('/proc').some((pid) => {
        try {
          return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8') === '/bin/sleep\x0031\x00';
        } catch {
          return false;
        }
      });
    const tracker = new ProcessTracker({ allowCgroup: false, intervalMs: 5 });
    // Seen as bash by a scan, then it becomes /bin/sleep (under load, setsid can be caught mid-exec the same way): it execs
    // only once the tracker has seen it, and its parent stays until then.
    const gate = mkdtempSync(path.join(os.tmpdir(), 'tracker-gate-'));
    const wait = `until [ -e ${gate}/go ]; do sleep 0.01; done`;
    const child = spawn('bash', ['-c', `setsid bash -c "${wait}; exec /bin/sleep 31" & echo $! > ${gate}/pid; ${wait}`], { stdio: 'ignore' });
    await seenBy(tracker, gate);
    await new Promise((resolve) => child.once('exit', resolve));
    // Stopped once the exec has happened (however late a loaded machine gets to it), not after a guess at how long.
    assert.ok(await until(execed, 30_000, 20), 'the process became /bin/sleep 31');
    const killed = await tracker.stop(500);
    assert.ok(
      killed.some((k) => k.command === '/bin/sleep 31'),
      JSON.stringify(killed),
    );
  });

  it('a zombie (ended, waiting for a parent that does not reap it) is not reported as still running', async () => {
    const tracker = new ProcessTracker({ allowCgroup: false, intervalMs: 5 });
    // The parent forks a child that exits at once, then sleeps without reaping it.
    const parent = spawn('perl', ['-e', 'my $pid = fork(); if ($pid == 0) { exit 0 } $| = 1; print "$pid\\n"; sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()))));
    // Until the child has exited (the bound, 30 s, only ends a hang).
    for (let i = 0; i < 3000 && !/\) Z /.test(readFileSync(`/proc/${zombie}/stat`, 'utf8')); i++) await new Promise((r) => setTimeout(r, 10));
    assert.match(readFileSync(`/proc/${zombie}/stat`, 'utf8'), /\) Z /, 'the child is a zombie');
    const members = tracker.members().map((m) => m.pid);
    assert.ok(parent.pid !== undefined && members.includes(parent.pid), `the sleeping parent is tracked: ${members.join(',')}`);
    assert.ok(!members.includes(zombie), `the zombie ${zombie} is not: ${members.join(',')}`);
    const killed = await tracker.stop(500);
    assert.ok(!killed.some((k) => k.pid === zombie), JSON.stringify(killed));
  });
});

describe('redaction of encoded forms', () => {
  it('a secret printed as base64 (any offset), base64url, hex or percent-encoded is redacted', () => {
    const secret = 'enc-secret/4f9a+c2e7b1d0a93';
    const redact = createRedactor([secret]);
    for (const prefix of ['', 'a', 'ab', 'abc']) {
      const b64 = Buffer.from(`${prefix}${secret}tail`).toString('base64');
      assert.doesNotMatch(
        redact(b64),
        new RegExp(
          encodedForms(secret)
            .map((f) => f.replace(/[+/]/g, '\\$&'))
            .join('|'),
        ),
        `base64 after ${prefix.length} bytes`,
      );
      assert.ok(redact(b64).includes('***'));
    }
    assert.equal(redact(Buffer.from(secret).toString('hex')), '***');
    assert.equal(redact(Buffer.from(secret).toString('hex').toUpperCase()), '***');
    assert.equal(redact(encodeURIComponent(secret)), '***');
    assert.equal(redact(`x=${Buffer.from(secret).toString('base64url')}`).includes(Buffer.from(secret).toString('base64url').slice(0, 20)), false);
  });
});

describe('writes that run later', () => {
  it('node_modules/.bin and workspace folders on PATH are protected places', () => {
    const root = '/w';
    assert.equal(executablePlace(root, '/w/node_modules/.bin/jest', ''), 'node_modules/.bin');
    assert.equal(executablePlace(root, '/w/packages/a/node_modules/.bin/tsc', ''), 'node_modules/.bin');
    assert.match(executablePlace(root, '/w/tools/bin/lint', '/usr/bin:/w/tools/bin') ?? '', /tools\/bin \(a folder on PATH\)/);
    assert.equal(executablePlace(root, '/w/src/index.js', '/usr/bin:/w/tools/bin:.'), undefined);
  });

  it('acceptEdits does not cover node_modules/.bin; an allow rule naming it does', () => {
    const policy = { mode: 'acceptEdits' as const, allow: [], deny: [], readOnlyBash: true, workspaceRoot: '/w' };
    const write = { file_path: '/w/node_modules/.bin/jest', content: '#!/bin/sh\n' };
    const denied = decide(policy, 'Write', write);
    assert.equal(denied.behavior, 'deny');
    assert.match(denied.behavior === 'deny' ? denied.message : '', /node_modules\/\.bin is a protected directory/);
    assert.equal(decide(policy, 'Write', { file_path: '/w/src/a.js', content: '' }).behavior, 'allow');
    const rule = parseRuleList('Write(node_modules/.bin/**)', 'test').rules;
    assert.equal(decide({ ...policy, allow: rule }, 'Write', write).behavior, 'allow');
    assert.equal(
      decide({ ...policy, mode: 'dontAsk', allow: parseRuleList('Write', 'test').rules }, 'Write', write).behavior,
      'deny',
      'a bare Write rule does not cover it',
    );
  });
});

describe('the answer in the comment', () => {
  it('stays inside its quote: nothing live as GitHub renders it (HTML, mentions, images), closed code blocks kept', () => {
    const out = quotedAnswer('Hi @team and @org/admins\n<!-- hidden\n![x](https://e.example/p.png)\n```js\nconst a = "<b>";\n```\n```\nunclosed <i>');
    const lines = out.split('\n');
    assert.ok(lines.every((l) => l.startsWith('>')));
    // An unclosed `<!--` makes the rest one HTML block for CommonMark: all of it is shown as text.
    assert.deepEqual(liveOnGitHub(out), [], out);
    assert.match(out, /hidden/);
    const code = quotedAnswer('Hi @team\n```js\nconst a = "<b>";\n```\n```\nunclosed <i>');
    assert.deepEqual(liveOnGitHub(code), [], code);
    assert.match(code, /> const a = "<b>";/, 'a closed code block is kept as written');
  });
});
