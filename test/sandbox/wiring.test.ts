/**
 * What runs where, through dist/index.js: hooks and stdio MCP servers run inside the sandbox like Bash,
 * `excludedCommands` run outside it, and a machine without bubblewrap either fails the step before any model call
 * (`sandbox: required`) or runs unsandboxed and says why (`auto`).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { NODE24, PROJECT_ROOT, makeRepo } from '../e2e/harness.js';
import { Closer, describeRun, OUTPUT_NAMES, taggedRun, text, toolUse } from '../faults/helpers.js';
import { pathWithout, SANDBOX_USER, skipNote, UNREACHABLE_REASON, userRepo } from './helpers.js';

const EVERYTHING = path.join(PROJECT_ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');

describe('sandbox wiring', { concurrency: true }, () => {
  const closer = new Closer();
  after(() => closer.closeAll());
  const user = SANDBOX_USER ? { user: SANDBOX_USER } : {};

  it('a hook and an MCP server run sandboxed; an excluded command runs outside', { skip: skipNote('hook, MCP server and excludedCommands') }, async () => {
    const id = randomUUID().slice(0, 8);
    const hookEscape = path.join(os.tmpdir(), `hook-escape-${id}`);
    const excluded = path.join(os.tmpdir(), `excluded-${id}`);
    const notExcluded = path.join(os.tmpdir(), `not-excluded-${id}`);
    const model = await closer.model([
      toolUse('mcp__everything__get-env', {}),
      toolUse('Bash', { command: `touch ${excluded}` }),
      toolUse('Bash', { command: `touch ${notExcluded}; echo y > ${notExcluded}-2` }),
      text('Done.'),
    ]);
    const settings = {
      sandbox: { enabled: true, excludedCommands: ['touch'] },
      hooks: {
        SessionStart: [
          {
            hooks: [
              {
                type: 'command',
                command: `echo "pid1=$(tr '\\0' ' ' < /proc/1/cmdline) SANDBOX_RUNTIME=$SANDBOX_RUNTIME" > hook.txt; echo x > ${hookEscape} || echo hook-write-blocked >> hook.txt`,
              },
            ],
          },
        ],
      },
    };
    const workspace = userRepo({
      'README.md': '# x\n',
      '.claude/settings.json': JSON.stringify(settings),
      '.mcp.json': JSON.stringify({ mcpServers: { everything: { command: NODE24, args: [EVERYTHING, 'stdio'] } } }),
    });
    const run = await taggedRun({
      workspace,
      inputs: { prompt: 'Go.', permission_mode: 'bypassPermissions', push: 'none' },
      env: { GITHUB_API_URL: 'http://127.0.0.1:9', ANTHROPIC_BASE_URL: model.url, HOME: os.tmpdir() },
      ...user,
    });
    try {
      const why = describeRun(run);
      assert.equal(run.outputs.subtype, 'success', why);
      const hook = readFileSync(path.join(workspace, 'hook.txt'), 'utf8');
      assert.match(hook, /SANDBOX_RUNTIME=1/, `the hook ran in the sandbox: ${hook}`);
      assert.match(hook, /hook-write-blocked/);
      assert.equal(existsSync(hookEscape), false, 'the hook could not write outside');
      const env = JSON.stringify(model.requests[1]?.body) ?? '';
      assert.match(env, /SANDBOX_RUNTIME/, `the MCP server's environment is the sandbox's: ${env.slice(0, 500)}`);
      assert.equal(existsSync(excluded), true, 'an excluded command runs outside the sandbox');
      assert.equal(existsSync(notExcluded), false, 'a compound command with one excluded part stays inside');
      assert.equal(existsSync(`${notExcluded}-2`), false);
      console.log(`hook: ${hook.trim()}`);
    } finally {
      for (const f of [hookEscape, excluded, notExcluded, `${notExcluded}-2`]) rmSync(f, { force: true });
    }
  });

  it('bypassPermissions: the credential files named by the environment are hidden inside the sandbox too', { skip: skipNote('credential files') }, async () => {
    const model = await closer.model([
      toolUse('Bash', { command: 'cat gha-creds-9f.json; echo "exit=$?"; cat README.md' }),
      toolUse('Read', { file_path: 'gha-creds-9f.json' }),
      text('Done.'),
    ]);
    const workspace = userRepo({ 'README.md': '# readable\n', 'gha-creds-9f.json': '{"credential_source":"SECRET-CREDENTIAL-SOURCE"}\n' });
    const run = await taggedRun({
      workspace,
      inputs: { prompt: 'Go.', permission_mode: 'bypassPermissions', push: 'none', sandbox: 'required' },
      env: {
        GITHUB_API_URL: 'http://127.0.0.1:9',
        ANTHROPIC_BASE_URL: model.url,
        HOME: os.tmpdir(),
        GOOGLE_APPLICATION_CREDENTIALS: path.join(workspace, 'gha-creds-9f.json'),
      },
      ...user,
    });
    const why = describeRun(run);
    assert.equal(run.outputs.subtype, 'success', why);
    const sent = JSON.stringify(model.requests.slice(1).map((r) => r.body.messages));
    assert.doesNotMatch(sent, /SECRET-CREDENTIAL-SOURCE/, 'neither cat in the sandbox nor Read saw the file');
    assert.match(sent, /# readable/, 'the ordinary file is read');
    assert.match(sent, /deny rule \\"Read\(gha-creds-\*\.json\)\\"/);
    // The sandbox's own proxies (socat bridges) are stopped with it, not reported as processes the agent left.
    const last = JSON.parse(run.transcriptText.trim().split('\n').at(-1) ?? '{}') as { warnings?: string[] };
    assert.doesNotMatch((last.warnings ?? []).join('\n'), /Killed \d+ process/, why);
    assert.doesNotMatch(run.summary, /Killed \d+ process/);
  });

  it('sandbox: auto where bubblewrap cannot make its namespaces: the first model request goes out before the probe, and commands run unsandboxed, saying why', async () => {
    const model = await closer.model([toolUse('Bash', { command: 'echo ran-$((6*7))' }), text('Done.')]);
    const workspace = makeRepo({ 'README.md': '# x\n' });
    // A bubblewrap that fails as one does where user namespaces are refused (a container) — but only once the model has
    // received the first request (or after 30 s): a run whose first request waited for the probe would leave it to time
    // out. The order is what is asserted, not a time.
    const bin = pathWithout(['bwrap', 'sudo']);
    const probes = path.join(bin, 'probes.log');
    const seen = path.join(bin, 'request-seen');
    writeFileSync(
      path.join(bin, 'bwrap'),
      `#!/bin/sh\necho started >> ${probes}\ni=0\nwhile [ ! -e ${seen} ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done\n` +
        `if [ -e ${seen} ]; then echo after-request >> ${probes}; else echo timed-out >> ${probes}; fi\n` +
        'echo "bwrap: No permissions to create new namespace" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const watch = setInterval(() => {
      if (model.requests.length > 0) writeFileSync(seen, '');
    }, 20);
    const run = await taggedRun({
      workspace,
      inputs: { prompt: 'Go.', permission_mode: 'bypassPermissions', push: 'none', sandbox: 'auto' },
      env: { GITHUB_API_URL: 'http://127.0.0.1:9', ANTHROPIC_BASE_URL: model.url, HOME: os.tmpdir(), PATH: bin },
    }).finally(() => clearInterval(watch));
    const why = describeRun(run);
    assert.equal(run.outputs.subtype, 'success', why);
    assert.match(JSON.stringify(model.requests[1]?.body.messages), /ran-42/, 'the command ran');
    assert.match(
      run.stdout,
      /Not sandboxed: bubblewrap cannot create a sandbox here \(user namespaces unavailable\): bwrap: No permissions to create new namespace/,
      why,
    );
    const last = JSON.parse(run.transcriptText.trim().split('\n').at(-1) ?? '{}') as { sandbox?: { enabled: boolean; reason?: string } };
    assert.equal(last.sandbox?.enabled, false);
    assert.deepEqual(
      readFileSync(probes, 'utf8').trim().split('\n'),
      ['started', 'after-request'],
      'one probe, which ended after the model had the first request: the request did not wait for it',
    );
  });

  for (const mode of ['required', 'auto'] as const) {
    it(`sandbox: ${mode} on a machine without bubblewrap`, { skip: skipNote(`sandbox: ${mode} without bubblewrap`, UNREACHABLE_REASON) }, async () => {
      const model = await closer.model([toolUse('Bash', { command: 'echo ran' }), text('Done.')]);
      const workspace = userRepo({ 'README.md': '# x\n' });
      const bin = pathWithout(['bwrap', 'socat', 'apt-get', 'sudo']);
      const run = await taggedRun({
        workspace,
        inputs: { prompt: 'Go.', permission_mode: 'bypassPermissions', push: 'none', sandbox: mode },
        env: { GITHUB_API_URL: 'http://127.0.0.1:9', ANTHROPIC_BASE_URL: model.url, HOME: os.tmpdir(), PATH: bin },
        ...user,
      });
      const why = describeRun(run);
      for (const name of OUTPUT_NAMES) assert.ok(name in run.outputs, `output ${name} is set\n${why}`);
      const last = JSON.parse(run.transcriptText.trim().split('\n').at(-1) ?? '{}') as {
        type?: string;
        errors?: string[];
        sandbox?: { enabled: boolean; reason?: string };
      };
      assert.equal(last.type, 'result', 'the transcript ends in a result line');
      if (mode === 'required') {
        assert.equal(run.exitCode, 1, why);
        assert.equal(run.outputs.subtype, 'error_during_execution', why);
        assert.equal(model.requests.length, 0, 'no model call');
        assert.match((last.errors ?? []).join('\n'), /sandbox is required .*bubblewrap and socat are not installed/, why);
      } else {
        assert.equal(run.outputs.subtype, 'success', why);
        assert.match(run.stdout, /Not sandboxed: bubblewrap and socat are not installed/, why);
        assert.equal(last.sandbox?.enabled, false);
        assert.match(run.summary, /\*\*Sandbox:\*\* off \(bubblewrap and socat are not installed/);
        console.log(`auto without bubblewrap: ${/Not sandboxed: [^\n]*/.exec(run.stdout)?.[0]}`);
      }
    });
  }
});
