import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { quotedAnswer } from '../../src/report/github/comment-render.js';
import { findSessionMarker, parseSaved, renderSessionMarker, serializeSaved, sessionKey, type SavedSession } from '../../src/report/saved-session.js';

const saved: SavedSession = {
  format: 1,
  sessionId: '6f1c2b9e-1111-4222-8333-944455556666',
  repository: 'o/r',
  thread: 3,
  run: { id: '7' },
  savedAt: '2026-12-07T00:00:00.000Z',
  expiresAt: '2026-12-14T00:00:00.000Z',
  patch: '',
  spent: { turns: 1, costUsd: 0.1 },
  limits: { maxTurns: 30, maxBudgetUsd: 5 },
  trigger: { event: 'issue_comment', actor: 'a' },
  paused: {
    pending: { id: 't', name: 'Bash', input: { command: 'echo sk-secret-value-123456' }, kind: 'ask_rule' },
    messages: [{ role: 'user', content: 'token sk-secret-value-123456' }],
    results: [],
  },
};
const marker = { id: saved.sessionId, key: sessionKey('o/r', 3, saved.sessionId, '7'), sha256: 'a'.repeat(64), expires: saved.expiresAt, run: '7' };

describe('the saved session', () => {
  it('is redacted in every string, and read back only when its digest, repository and thread are the ones expected', () => {
    const { text, sha256 } = serializeSaved(saved, (t) => t.replaceAll('sk-secret-value-123456', '***'));
    assert.doesNotMatch(text, /sk-secret-value/);
    const ok = parseSaved(text, { sha256, repository: 'o/r', thread: 3 });
    assert.ok(ok.ok);
    assert.deepEqual(parseSaved(`${text} `, { sha256, repository: 'o/r', thread: 3 }), {
      ok: false,
      error: "its content is not what the runner's comment names (digest mismatch)",
    });
    assert.deepEqual(parseSaved(text, { sha256, repository: 'o/r', thread: 4 }), { ok: false, error: 'it was saved for o/r#3, not this thread' });
    assert.deepEqual(parseSaved(text, { sha256, repository: 'o/other', thread: 3 }), { ok: false, error: 'it was saved for o/r#3, not this thread' });
  });

  it('its key names the repository, the thread, the session and the run, in the characters a cache key takes', () => {
    assert.equal(marker.key, 'agent-runner-session-o-r-3-6f1c2b9e-1111-4222-8333-944455556666-7');
  });

  it('the marker is found where the runner writes it (a line of its own), never inside quoted model text', () => {
    const line = renderSessionMarker(marker);
    assert.deepEqual(findSessionMarker(`head\n${line}\ntail`), marker);
    // The model's answer holds a marker in a code block: quoted, it starts no line.
    const forged = quotedAnswer(`look:\n\`\`\`\n${renderSessionMarker({ ...marker, sha256: 'b'.repeat(64) })}\n\`\`\``);
    assert.equal(findSessionMarker(forged), undefined);
    assert.deepEqual(findSessionMarker(`${forged}\n${line}`), marker);
  });
});
