import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { modelFor, runIn, tempRepoFor } from './harness.js';

/**
 * The `ENABLE_TOOL_SEARCH=auto` count is a request like any other: the run's stop (a cancel, timeout_minutes) ends it.
 * Without the signal a stalled count_tokens held the run until the SDK's own timeout (API_TIMEOUT_MS, 10 minutes).
 */
describe('ENABLE_TOOL_SEARCH=auto: a stalled count_tokens call ends with the run', () => {
  it('a run cancelled while its count is held settles cancelled before the count is answered', { timeout: 60_000 }, async (t) => {
    const settings = { env: { ENABLE_TOOL_SEARCH: 'auto' } };
    const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify(settings) });
    let arrived!: () => void;
    const countArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.after(() => release());
    let answered = false;
    const model = await modelFor(t, () => ({ content: [{ type: 'text', text: 'done' }] }), {
      holdCountTokens: async () => {
        arrived();
        await released;
        answered = true;
      },
    });
    const cancel = new AbortController();
    const run = runIn(repo, model.url, { inputs: { model: 'claude-opus-4-6' }, signal: cancel.signal });
    await countArrived;
    cancel.abort();
    const r = await run;
    assert.equal(answered, false, 'the count is still held');
    assert.equal(r.outcome.cause, 'cancelled', JSON.stringify(r.result));
    assert.equal(model.requests.length, 0, 'no model turn after the cancel');
    assert.equal(model.countTokensCalls, 1);
  });
});
