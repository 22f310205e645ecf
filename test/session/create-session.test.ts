/**
 * The session factory (src/session/create-session.ts): built apart from run, every part optional with the product's
 * own as its default, a replaced part used instead of the default.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { RunEvent } from '../../src/agent/events.js';
import type { ModelPort } from '../../src/agent/model-port.js';
import { createSession } from '../../src/session/create-session.js';
import { runSession } from '../../src/session/run-session.js';
import { parseSettings, type Settings } from '../../src/settings.js';
import { makeRepo } from '../../support/runner/run-action.js';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { text, toolUse } from '../support/scripted-turns.js';
import { harnessEnv } from '../support/product-session.js';

const cleanup: string[] = [];
const models: ScriptedModel[] = [];
after(async () => {
  for (const model of models) await model.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

async function setup(
  script: Parameters<typeof startScriptedModel>[0],
): Promise<{ settings: Settings; env: NodeJS.ProcessEnv; runDir: string; workspace: string; model: ScriptedModel }> {
  const model = await startScriptedModel(script);
  models.push(model);
  const workspace = realpathSync(makeRepo({ 'hello.txt': 'hello\n' }));
  const runDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'create-session-run-')));
  cleanup.push(workspace, runDir);
  const env = harnessEnv(model.url, workspace);
  const inputs: Record<string, string> = { model: 'claude-opus-5-5', permission_mode: 'bypassPermissions', max_turns: '5', sandbox: 'off' };
  const parsed = parseSettings((name) => inputs[name] ?? '', env);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return { settings: parsed.settings, env, runDir, workspace, model };
}

describe('createSession and runSession', () => {
  it('building runs nothing; the defaults fill in the request, the transcript path and the event sink', async () => {
    const { settings, env, runDir, model } = await setup([toolUse('Read', { file_path: 'hello.txt' }), text('It says hello.')]);
    const session = await createSession(settings, { prompt: 'What does hello.txt say?', runDir, env });
    assert.equal(model.requests.length, 0, 'no model request before runSession');
    assert.equal(session.place.request, 'What does hello.txt say?');
    assert.equal(session.place.transcriptPath, path.join(runDir, 'transcript.jsonl'));
    const outcome = await runSession(session);
    assert.equal(outcome.subtype, 'success');
    assert.equal(outcome.result, 'It says hello.');
    assert.equal(model.requests.length, 2);
  });

  it('a replaced part is used instead of the default: the model port wrapper sees every call, a sandbox that cannot start ends the run before any', async () => {
    const { settings, env, runDir, model } = await setup([text('Done.')]);
    const seen: string[] = [];
    const measuring = (port: ModelPort): ModelPort => ({
      ...port,
      stream: (params, signal, beforeRetry, onRetry) => {
        seen.push(params.model);
        return port.stream(params, signal, beforeRetry, onRetry);
      },
    });
    const events: RunEvent[] = [];
    const ran = await runSession(await createSession(settings, { prompt: 'Go.', runDir, env, modelPort: measuring, emit: (event) => void events.push(event) }));
    assert.equal(ran.subtype, 'success');
    assert.deepEqual(seen, ['claude-opus-5-5']);
    assert.equal(events.at(-1)?.kind, 'run_end', 'the outcome is the last event');

    const before = model.requests.length;
    const refused = await runSession(
      await createSession(settings, { prompt: 'Go.', runDir, env, startSandbox: async () => ({ ok: false, error: 'no bubblewrap here (injected)', log: [] }) }),
    );
    assert.equal(refused.subtype, 'error_during_execution');
    assert.deepEqual(refused.errors, ['no bubblewrap here (injected)']);
    assert.equal(model.requests.length, before, 'no model request after the sandbox failed');
  });
});
