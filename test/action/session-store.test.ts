import assert from 'node:assert/strict';
import { mkdtempSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cacheSessionStore } from '../../src/action/session-store.js';
import { cacheTokenFor, startFakeCache, type FakeCache } from '../../support/cache/fake-cache.js';

/** The saved sessions' store: the official @actions/cache client against the fake cache service (support/cache/). */
describe('cacheSessionStore', () => {
  let fake: FakeCache;
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'session-store-'));
  before(async () => {
    fake = await startFakeCache();
    // Where the client makes its archive, as the runner sets it.
    process.env.RUNNER_TEMP ??= mkdtempSync(path.join(os.tmpdir(), 'runner-temp-'));
  });
  after(() => fake.close());
  const services = (scopes = [{ Scope: 'refs/heads/main', Permission: 3 }]) => ({
    ACTIONS_RESULTS_URL: fake.url,
    ACTIONS_RUNTIME_TOKEN: cacheTokenFor(scopes),
    ACTIONS_CACHE_SERVICE_V2: 'True',
  });

  it('saves an entry and restores it by its key in a later run of the same scope, and leaves nothing behind', async () => {
    const store = cacheSessionStore(services(), workspace);
    assert.ok(store);
    assert.equal(await store.save('agent-runner-session-1-abc', '{"hello":"world"}'), undefined);
    assert.deepEqual(
      fake.requests.filter((r) => r.startsWith('POST')).map((r) => r.split('/').at(-1)),
      ['CreateCacheEntry', 'FinalizeCacheEntryUpload'],
    );
    const later = cacheSessionStore(services(), workspace);
    assert.deepEqual(await later?.restore('agent-runner-session-1-abc'), { text: '{"hello":"world"}' });
    assert.equal(existsSync(path.join(workspace, '.agent-runner', 'saved-session')), false);
    assert.equal(process.env.ACTIONS_RUNTIME_TOKEN, undefined, 'the token left process.env after the call');
  });

  it('an entry of another scope is not found, nor a key only prefixed by the one asked', async () => {
    const pr = cacheSessionStore(services([{ Scope: 'refs/pull/7/merge', Permission: 3 }]), workspace);
    assert.equal(await pr?.save('agent-runner-session-7-def', 'pr'), undefined);
    const main = cacheSessionStore(services(), workspace);
    assert.deepEqual(await main?.restore('agent-runner-session-7-def'), { missing: true });
    assert.deepEqual(await main?.restore('agent-runner-session-1'), { missing: true });
  });

  it('an entry cannot be written twice under one key', async () => {
    const store = cacheSessionStore(services(), workspace);
    assert.match((await store?.save('agent-runner-session-1-abc', 'forged')) ?? '', /did not take/);
    assert.deepEqual(await store?.restore('agent-runner-session-1-abc'), { text: '{"hello":"world"}' });
  });

  it('no store without the cache service', () => {
    assert.equal(cacheSessionStore({}, workspace), undefined);
  });
});
