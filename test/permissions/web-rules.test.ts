import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decide } from '../../src/permissions/decide.js';
import { parseRule, ruleMatches } from '../../src/permissions/rules.js';
import { rulePolicy } from '../support/rule-policy.js';
import type { PermissionMode, PermissionPolicy } from '../../src/permissions/types.js';

const ROOT = '/w/repo';

const policy = (mode: PermissionMode, allow = '', deny = ''): PermissionPolicy => rulePolicy(ROOT, mode, allow, deny);

// The session marks every read-only tool; WebFetch and WebSearch are read-only for scheduling, yet need a rule.
const READ_ONLY = { readOnlyTools: new Set(['WebFetch', 'WebSearch', 'Skill']) };
const fetchOf = (url: string) => ({ url, prompt: 'p' });

describe('WebFetch and WebSearch permissions', () => {
  it('domain:* allows every host; a trailing dot in the rule is the same domain', () => {
    const star = parseRule('WebFetch(domain:*)', 'test');
    assert.ok(star.ok);
    if (!star.ok) return;
    assert.ok(ruleMatches(star.rule, 'WebFetch', fetchOf('https://any.where.io/x'), ROOT));
    const dotted = parseRule('WebFetch(domain:example.com.)', 'test');
    assert.ok(dotted.ok && ruleMatches(dotted.rule, 'WebFetch', fetchOf('https://example.com/'), ROOT));
    assert.equal(parseRule('WebFetch(domain:*x)', 'test').ok, false);
  });

  for (const mode of ['dontAsk', 'default', 'acceptEdits', 'plan'] as const) {
    it(`${mode}: denied without a rule though read-only; allowed by a matching domain rule (WebSearch by its bare name)`, () => {
      assert.equal(decide(policy(mode), 'WebFetch', fetchOf('https://docs.rs/x'), READ_ONLY).behavior, 'deny');
      assert.equal(decide(policy(mode), 'WebSearch', { query: 'q' }, READ_ONLY).behavior, 'deny');
      assert.equal(decide(policy(mode), 'Skill', { skill: 's' }, READ_ONLY).behavior, 'allow', 'other read-only tools stay allowed');
      const rules = policy(mode, 'WebFetch(domain:docs.rs), WebSearch');
      assert.equal(decide(rules, 'WebFetch', fetchOf('https://docs.rs/x'), READ_ONLY).behavior, 'allow');
      assert.equal(decide(rules, 'WebFetch', fetchOf('https://crates.io/x'), READ_ONLY).behavior, 'deny');
      assert.equal(decide(rules, 'WebSearch', { query: 'q' }, READ_ONLY).behavior, 'allow');
    });
  }

  it('bypassPermissions allows both; a deny rule still wins', () => {
    assert.equal(decide(policy('bypassPermissions'), 'WebFetch', fetchOf('https://docs.rs/x'), READ_ONLY).behavior, 'allow');
    assert.equal(decide(policy('bypassPermissions'), 'WebSearch', { query: 'q' }, READ_ONLY).behavior, 'allow');
    const denied = decide(policy('bypassPermissions', '', 'WebFetch(domain:evil.io), WebSearch'), 'WebFetch', fetchOf('https://cdn.evil.io/x'), READ_ONLY);
    assert.equal(denied.behavior, 'deny');
    assert.equal(
      decide(policy('bypassPermissions', 'WebFetch(domain:*)', 'WebFetch(domain:evil.io)'), 'WebFetch', fetchOf('https://evil.io/'), READ_ONLY).behavior,
      'deny',
    );
  });
});
