import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergePolicy } from '../../src/config/load.js';
import { decide } from '../../src/permissions/decide.js';

test('an ask rule denies in CI, and the denial says it was an ask rule nobody could answer', () => {
  const merged = mergePolicy(
    { mode: 'bypassPermissions', allow: [], deny: [], readOnlyBash: true, workspaceRoot: '/work' },
    { allow: [], deny: [], ask: [{ rule: 'WebFetch', source: '.claude/settings.json permissions.ask' }] },
  );
  assert.ok(merged.ok);
  const decision = decide(merged.policy, 'WebFetch', { url: 'https://example.com', prompt: 'x' });
  assert.equal(decision.behavior, 'deny');
  assert.match(
    decision.behavior === 'deny' ? decision.message : '',
    /the ask rule "WebFetch" \(from \.claude\/settings\.json permissions\.ask\) needs a person's answer, and nobody can answer in CI/,
  );
});
