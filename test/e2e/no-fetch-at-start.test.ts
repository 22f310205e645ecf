import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { demoScript } from '../../demo/script.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/fake-github.js';
import { startScriptedModel, type ScriptedModel } from '../fakes/scripted-model.js';
import { OWNER, REPO, githubEnv, headSha, prCommentPayload, settle } from './github-helpers.js';
import { PROJECT_ROOT, makeRepo, runAction } from './harness.js';

/**
 * Node's fetch (its bundled undici) costs 25-35 ms to load and ~20 ms more on its first request. The action reaches
 * the model and GitHub through src/http/fetch.ts instead, so neither is paid before the first model request: on a
 * comment command, the trigger's GitHub calls, the 👀 reaction, the first sticky comment and the model request all
 * go out without it. The bundled action runs under Node 24 behind an entry that notes the first touch of any of
 * fetch's globals (what loads it) with the time and the stack; the test fails if one comes before the model's first
 * request arrived.
 */

const FETCH_GLOBALS = ['fetch', 'Headers', 'Request', 'Response', 'FormData', 'WebSocket', 'EventSource'];

function trappingEntry(dir: string, record: string): string {
  const entry = path.join(dir, 'entry.mjs');
  writeFileSync(entry, `
import { appendFileSync } from 'node:fs';
for (const name of ${JSON.stringify(FETCH_GLOBALS)}) {
  const original = Object.getOwnPropertyDescriptor(globalThis, name);
  if (!original) continue;
  Object.defineProperty(globalThis, name, {
    configurable: true,
    enumerable: original.enumerable,
    get() {
      appendFileSync(${JSON.stringify(record)}, JSON.stringify({ name, at: Date.now(), stack: new Error().stack }) + '\\n');
      Object.defineProperty(globalThis, name, original);
      return globalThis[name];
    },
    set(value) {
      Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: original.enumerable });
    },
  });
}
await import(${JSON.stringify(pathToFileURL(path.join(PROJECT_ROOT, 'dist', 'index.js')).href)});
`);
  return entry;
}

describe('dist/: the first model request without Node\'s fetch', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  after(async () => {
    await Promise.all(open.map((s) => s.close()));
  });

  it('a comment command: GitHub and the model are reached, and fetch is first touched only after the model\'s first request', async () => {
    const workspace = makeRepo();
    settle(workspace);
    const head = headSha(workspace);
    const fake: FakeGitHub = await startFakeGitHub({
      owner: OWNER, repo: REPO, permissions: { [OWNER]: 'write' },
      pulls: [{ number: 1, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/math.js'] }],
    });
    open.push(fake);
    const model: ScriptedModel = await startScriptedModel(demoScript());
    open.push(model);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-no-fetch-'));
    const record = path.join(dir, 'touched.jsonl');
    const payload = prCommentPayload('@agent fix the test');
    const run = await runAction({
      workspace,
      entry: trappingEntry(dir, record),
      inputs: { allowed_tools: 'Bash(node test.js), Edit(src/**)', max_turns: '10' },
      env: githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload }),
    });
    assert.equal(run.exitCode, 0, `${run.stdout}\n${run.stderr}`);
    assert.equal(run.outputs.subtype, 'success');
    const firstModelRequest = model.requests[0]?.receivedAt ?? Number.NaN;
    assert.ok(Number.isFinite(firstModelRequest), 'the model was asked');
    const beforeIt = fake.requests.filter((r) => (r.receivedAt ?? Infinity) < firstModelRequest).map((r) => r.route);
    assert.ok(beforeIt.length >= 2, `GitHub was called before the model (the trigger's checks, the 👀 reaction): ${beforeIt.join(', ')}`);
    const touched = existsSync(record) ? readFileSync(record, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { name: string; at: number; stack: string }) : [];
    const early = touched.filter((t) => t.at < firstModelRequest);
    assert.deepEqual(early.map((t) => `${t.name}\n${t.stack}`), [], 'fetch loaded before the first model request');
  });
});
