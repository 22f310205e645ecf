import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { decide } from '../../src/permissions/decide.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';

function policy(allow: string, deny: string): PermissionPolicy {
  const a = parseRuleList(allow, 'allowed_tools');
  const d = parseRuleList(deny, 'disallowed_tools');
  assert.deepEqual([...a.errors, ...d.errors], []);
  return { mode: 'bypassPermissions', allow: a.rules, deny: d.rules, readOnlyBash: true, workspaceRoot: '/w/repo' };
}

// Attack: the Skill tool runs `foo` for `/foo` and ` foo ` (models write the slash-command form), so a deny rule for
// `foo` must hold for every spelling that runs it. Before, only the exact text matched: `/foo` ran a denied skill.
test('a Skill(name) deny rule holds for every spelling the Skill tool resolves to that skill', () => {
  const p = policy('', 'Skill(foo)');
  for (const skill of ['foo', '/foo', ' foo', 'foo ', ' /foo\n']) assert.equal(decide(p, 'Skill', { skill }).behavior, 'deny', JSON.stringify(skill));
  // Control: another skill, and a name that only starts the same, still run.
  for (const skill of ['bar', 'foobar', '/foo-x']) assert.equal(decide(p, 'Skill', { skill }).behavior, 'allow', JSON.stringify(skill));
});

test('a Skill(name) allow rule vouches for the slash-command form too, in dontAsk', () => {
  const a = parseRuleList('Skill(foo)', 'allowed_tools');
  const p: PermissionPolicy = { mode: 'dontAsk', allow: a.rules, deny: [], readOnlyBash: true, workspaceRoot: '/w/repo' };
  assert.equal(decide(p, 'Skill', { skill: '/foo' }).behavior, 'allow');
  assert.equal(decide(p, 'Skill', { skill: 'bar' }).behavior, 'deny');
});

// A deny rule written as the command is typed (`Skill(/deploy)`) denied nothing, silently: the call's name lost its `/`,
// the rule's did not. Claude Code 2.1.332 denies `deploy` and `/deploy` for it (scripts/oracle/skill-deny-slash.mjs).
test('a Skill(/name) deny rule holds for every spelling, as 2.1.332 holds it; other skills still run (a control)', () => {
  const recorded = JSON.parse(
    readFileSync(new URL('../../../test/fixtures/claude-code-first-request/2.1.332-skill-deny-slash.json', import.meta.url), 'utf8'),
  ) as { deny: string[]; skill_tool: { skill: string; is_error: boolean }[] };
  const p = policy('', recorded.deny.join(', '));
  assert.equal(recorded.skill_tool.length, 5);
  for (const { skill, is_error } of recorded.skill_tool) assert.equal(decide(p, 'Skill', { skill }).behavior, is_error ? 'deny' : 'allow', skill);
  for (const skill of [' /deploy ', 'deploy\n']) assert.equal(decide(p, 'Skill', { skill }).behavior, 'deny', JSON.stringify(skill));
  assert.equal(decide(p, 'Skill', { skill: 'deployer' }).behavior, 'allow');
});
