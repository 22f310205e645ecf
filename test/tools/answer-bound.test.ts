import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { AnswerBoundTasks } from '../../src/tools/answer-bound.js';

/** A background agent's own work (src/tools/answer-bound.ts): `next` waits for its notices on the run's long-lived signal. */

test("each wait of a background agent's own work removes its abort listener from the run's signal (control: one is there while it waits)", async () => {
  const run = new AbortController();
  const owned = new AnswerBoundTasks(true);
  let end = (): void => undefined;
  owned.bind('b1', () => Promise.resolve(), new Promise<void>((resolve) => (end = resolve)));
  for (let i = 0; i < 20; i++) {
    const waiting = owned.next(run.signal);
    // The control: the wait listens while it waits.
    assert.equal(getEventListeners(run.signal, 'abort').length, 1);
    owned.notify({ text: `event ${i}` });
    assert.deepEqual(await waiting, [{ text: `event ${i}` }]);
  }
  assert.equal(getEventListeners(run.signal, 'abort').length, 0, 'a listener left behind per wait');
  // A message wakes it too (`poke`), and the run's end: neither leaves one.
  let mail = false;
  const woken = owned.next(run.signal, () => mail);
  mail = true;
  owned.poke();
  assert.deepEqual(await woken, []);
  const stopped = owned.next(run.signal);
  run.abort();
  assert.deepEqual(await stopped, []);
  assert.equal(getEventListeners(run.signal, 'abort').length, 0);
  end();
  await owned.end();
});

test('a notice told as its command ends keeps it running until delivered: the agent is resumed with its last notice (control: none left, not running)', async () => {
  const owned = new AnswerBoundTasks(true);
  let end = (): void => undefined;
  const done = new Promise<void>((resolve) => (end = resolve));
  owned.bind('b1', () => Promise.resolve(), done);
  owned.notify({ text: 'stream ended' });
  end();
  await done;
  await Promise.resolve();
  assert.equal(owned.running(), true);
  assert.deepEqual(await owned.next(new AbortController().signal), [{ text: 'stream ended' }]);
  assert.equal(owned.running(), false);
});
