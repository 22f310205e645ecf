import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { localActionEnv, runLocalAction } from '../../demo/local-action.js';
import { demoScript } from '../../demo/script.js';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, NODE24, PROJECT_ROOT } from './harness.js';

/**
 * GitHub's local runner for actions, @github/local-action, imports src/main.ts and calls its run()
 * with @actions/core stubbed: the actions/typescript-action layout. The whole task runs, and the
 * action never re-executes or exits the host that imported it.
 */
const models: ScriptedModel[] = [];
after(async () => {
  await Promise.all(models.map((m) => m.close()));
});

describe('@github/local-action', () => {
  it('`npx @github/local-action run . src/main.ts .env` runs a whole task against the scripted model', async () => {
    const model = await startScriptedModel(demoScript());
    models.push(model);
    const workspace = makeRepo();
    const runnerTemp = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-local-action-'));
    const envFile = path.join(runnerTemp, '.env');
    writeFileSync(envFile, localActionEnv({ modelUrl: model.url, workspace, runnerTemp }));
    const { code, output } = await runLocalAction(envFile);
    assert.equal(code, 0, output);
    assert.equal(output.split('Running Action').length - 1, 1, 'the host ran the action once: no re-exec restarted it');
    assert.match(output, /Agent run ended: .* \(6 turns, \$[\d.]+, subtype success\)/);
    assert.match(
      output,
      /input workflow_token is the unevaluated expression \$\{\{ github\.token \}\}/,
      'local-action passes the default through unevaluated: said, not used as a token',
    );
    assert.equal(model.requests.length, demoScript().length);
    assert.match(readFileSync(path.join(workspace, 'src/math.js'), 'utf8'), /return a \+ b;/);
    const execution = /execution_file::(\S+)/.exec(output)?.[1] ?? '';
    assert.ok(existsSync(execution), output);
    const messages = JSON.parse(readFileSync(execution, 'utf8')) as { type: string }[];
    assert.equal(messages.at(-1)?.type, 'result');
  });

  it('a host that imports build/src/main.js and awaits run() keeps its process (same pid, code after run() runs)', async () => {
    const model = await startScriptedModel([{ content: [{ type: 'text', text: 'nothing to do' }] }]);
    models.push(model);
    const workspace = makeRepo();
    const host = `console.log('HOST-START'); const before = process.pid; const { run } = await import(${JSON.stringify(path.join(PROJECT_ROOT, 'build', 'src', 'main.js'))}); await run(); console.log('HOST-STILL-HERE', before === process.pid);`;
    const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(NODE24, ['--input-type=module', '-e', host], {
        cwd: workspace,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: os.homedir(),
          GITHUB_WORKSPACE: workspace,
          RUNNER_TEMP: mkdtempSync(path.join(os.tmpdir(), 'host-')),
          INPUT_PROMPT: 'x',
          INPUT_PUSH: 'none',
          INPUT_ANTHROPIC_API_KEY: 'sk-ant-host-test-0000',
          ANTHROPIC_BASE_URL: model.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      child.on('close', (code) => resolve({ code, text }));
    });
    assert.match(out.text, /HOST-STILL-HERE true/, out.text);
    // A re-exec keeps the pid but starts the host's script again: it would say HOST-START twice.
    assert.equal(out.text.split('HOST-START').length - 1, 1, 'the host was not restarted');
    assert.equal(out.code, 0, out.text);
  });
});
