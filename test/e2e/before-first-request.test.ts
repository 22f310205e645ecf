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
import { PROJECT_ROOT, makeRepo, runAction, type ActionRun } from './harness.js';

/**
 * What the run does not load before the model's first request, each tens of milliseconds every workflow run waits:
 * - Node's fetch (its bundled undici): 25-35 ms to load and ~20 ms more on its first request. The action reaches the
 *   model and GitHub through src/http/fetch.ts instead.
 * - node:crypto: 6-8 ms to load, for a few random ids (src/process/random.ts reads them from the kernel); hashing and
 *   ciphers load it at their call sites.
 * The bundled action runs under Node 24 behind an entry that notes, at the start of every HTTP request, whether either
 * is among the built-ins loaded so far (however it was loaded), and the stack of the first call of `fetch` and the
 * first require of node:crypto, to say what did. (Only `fetch` is trapped: reading the descriptor of `Headers`,
 * `Request` and the like already loads undici, and node:crypto with it.)
 */

interface Note { kind: 'fetch' | 'crypto' | 'request'; name: string; at: number; stack?: string; http?: boolean; undici?: boolean; crypto?: boolean }

function trappingEntry(dir: string, record: string): string {
  const entry = path.join(dir, 'entry.mjs');
  writeFileSync(entry, `
import { appendFileSync } from 'node:fs';
import { Module } from 'node:module';
import { subscribe } from 'node:diagnostics_channel';
const note = (n) => appendFileSync(${JSON.stringify(record)}, JSON.stringify({ at: Date.now(), ...n }) + '\\n');
const loaded = (name) => process.moduleLoadList.includes('NativeModule ' + name);
const fetch = globalThis.fetch;
globalThis.fetch = function (...args) {
  note({ kind: 'fetch', name: 'fetch', stack: new Error().stack });
  return fetch.apply(this, args);
};
const isCrypto = (id) => id === 'crypto' || id === 'node:crypto';
const require = Module.prototype.require;
Module.prototype.require = function (id) {
  if (isCrypto(id) && !loaded('crypto')) note({ kind: 'crypto', name: id, stack: new Error().stack });
  return require.apply(this, arguments);
};
const getBuiltinModule = process.getBuiltinModule;
process.getBuiltinModule = (id) => {
  if (isCrypto(id) && !loaded('crypto')) note({ kind: 'crypto', name: id, stack: new Error().stack });
  return getBuiltinModule(id);
};
subscribe('http.client.request.start', ({ request }) => {
  note({ kind: 'request', name: request.method + ' ' + request.path, http: loaded('http'), undici: loaded('internal/deps/undici/undici'), crypto: loaded('crypto') });
});
await import(${JSON.stringify(pathToFileURL(path.join(PROJECT_ROOT, 'dist', 'index.js')).href)});
`);
  return entry;
}

function notesOf(record: string): Note[] {
  return existsSync(record) ? readFileSync(record, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Note) : [];
}

/** Neither is loaded when the model's first request starts; what loaded one, if it was, is in the message. */
function assertNothingEarly(run: ActionRun, model: ScriptedModel, record: string): void {
  assert.equal(run.exitCode, 0, `${run.stdout}\n${run.stderr}`);
  assert.equal(run.outputs.subtype, 'success');
  const firstModelRequest = model.requests[0]?.receivedAt ?? Number.NaN;
  assert.ok(Number.isFinite(firstModelRequest), 'the model was asked');
  const notes = notesOf(record);
  const toModel = notes.find((n) => n.kind === 'request' && n.name === 'POST /v1/messages');
  assert.ok(toModel, `the entry saw the model request start: ${JSON.stringify(notes.filter((n) => n.kind === 'request'))}`);
  assert.equal(toModel.http, true, 'process.moduleLoadList names node:http while a request starts (the check reads it right)');
  const why = notes.filter((n) => n.kind !== 'request' && n.at <= toModel.at).map((n) => `${n.name}\n${n.stack ?? ''}`).join('\n');
  assert.equal(toModel.undici, false, `Node's fetch (undici) is loaded when the first model request starts\n${why}`);
  assert.equal(toModel.crypto, false, `node:crypto is loaded when the first model request starts\n${why}`);
}

describe('dist/: the first model request without Node\'s fetch or node:crypto', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  after(async () => {
    await Promise.all(open.map((s) => s.close()));
  });

  /** The bundled action behind the noting entry, on a fresh repository, a fake GitHub and the demo's scripted model. */
  async function trappedRun(o: { prompt?: string; eventName: string; payload: unknown; pulls?: boolean }): Promise<{ fake: FakeGitHub; model: ScriptedModel }> {
    const workspace = makeRepo();
    settle(workspace);
    const head = headSha(workspace);
    const pulls = o.pulls ? [{ number: 1, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/math.js'] }] : [];
    const fake: FakeGitHub = await startFakeGitHub({ owner: OWNER, repo: REPO, permissions: { [OWNER]: 'write' }, pulls });
    open.push(fake);
    const model: ScriptedModel = await startScriptedModel(demoScript());
    open.push(model);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-first-request-'));
    const record = path.join(dir, 'notes.jsonl');
    const run = await runAction({
      workspace,
      entry: trappingEntry(dir, record),
      inputs: { ...(o.prompt ? { prompt: o.prompt } : {}), allowed_tools: 'Bash(node test.js), Edit(src/**)', max_turns: '10' },
      env: githubEnv({ fake, modelUrl: model.url, eventName: o.eventName, payload: o.payload }),
    });
    assertNothingEarly(run, model, record);
    return { fake, model };
  }

  it('a comment command: GitHub and the model are reached, and neither is loaded before the model\'s first request', async () => {
    const { fake, model } = await trappedRun({ eventName: 'issue_comment', payload: prCommentPayload('@agent fix the test'), pulls: true });
    const firstModelRequest = model.requests[0]?.receivedAt ?? Number.NaN;
    const beforeIt = fake.requests.filter((r) => (r.receivedAt ?? Infinity) < firstModelRequest).map((r) => r.route);
    assert.ok(beforeIt.length >= 2, `GitHub was called before the model (the trigger's checks, the 👀 reaction): ${beforeIt.join(', ')}`);
  });

  it('a scheduled run with a prompt: neither is loaded before the model\'s first request', async () => {
    await trappedRun({ prompt: 'Fix the failing test', eventName: 'schedule', payload: { schedule: '30 5 * * 1' } });
  });
});
