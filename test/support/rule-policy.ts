import assert from 'node:assert/strict';
import { parseRuleList } from '../../src/permissions/rules.js';
import type { PermissionMode, PermissionPolicy } from '../../src/permissions/types.js';

/** A policy as the inputs give it: `mode`, the `allowed_tools` and `disallowed_tools` texts (each must parse whole), the read-only list on, rooted at `root`. */
export function rulePolicy(root: string, mode: PermissionMode, allow = '', deny = ''): PermissionPolicy {
  const a = parseRuleList(allow, 'allowed_tools');
  const d = parseRuleList(deny, 'disallowed_tools');
  assert.deepEqual([...a.errors, ...d.errors], []);
  return { mode, allow: a.rules, deny: d.rules, readOnlyBash: true, workspaceRoot: root };
}
