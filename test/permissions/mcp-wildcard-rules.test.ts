import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergePolicy } from '../../src/config/load.js';
import { decide } from '../../src/permissions/decide.js';

const SRC = '.claude/settings.json permissions';
const merge = (allow: string[], deny: string[], ask: string[] = []) => {
  const merged = mergePolicy(
    { mode: 'dontAsk', allow: [], deny: [], readOnlyBash: true, workspaceRoot: '/work' },
    {
      allow: allow.map((rule) => ({ rule, source: `${SRC}.allow` })),
      deny: deny.map((rule) => ({ rule, source: `${SRC}.deny` })),
      ask: ask.map((rule) => ({ rule, source: `${SRC}.ask` })),
    },
  );
  assert.ok(merged.ok, merged.ok ? '' : merged.errors.join('\n'));
  return merged;
};

test('mcp__server__* and mcp__server allow every tool of that server and nothing else', () => {
  for (const rule of ['mcp__gh__*', 'mcp__gh']) {
    const { policy, warnings } = merge([rule], []);
    assert.deepEqual(warnings, []);
    assert.equal(decide(policy, 'mcp__gh__create_issue', {}).behavior, 'allow', rule);
    assert.equal(decide(policy, 'mcp__ghx__create_issue', {}).behavior, 'deny', `${rule}: another server whose name starts alike`);
    assert.equal(decide(policy, 'Bash', { command: 'ls' }).behavior, 'deny');
  }
});

test('mcp__* loads; as a deny or ask rule it covers every MCP tool and no other tool', () => {
  for (const [deny, ask] of [
    [['mcp__*'], []],
    [[], ['mcp__*']],
  ] as const) {
    const { policy } = merge(['mcp__gh', 'Bash(ls)'], [...deny], [...ask]);
    assert.equal(decide(policy, 'mcp__gh__create_issue', {}).behavior, 'deny');
    assert.equal(decide(policy, 'mcp__other__x', {}).behavior, 'deny');
    assert.equal(decide(policy, 'Bash', { command: 'ls' }).behavior, 'allow');
  }
});

test('mcp__* as an allow rule grants nothing, as in Claude Code, and a warning names the file and the rule', () => {
  const { policy, warnings } = merge(['mcp__*'], []);
  assert.equal(decide(policy, 'mcp__gh__create_issue', {}).behavior, 'deny');
  assert.deepEqual(warnings, [
    '.claude/settings.json permissions.allow: allow rule "mcp__*" grants nothing, as in Claude Code: name the server (mcp__server or mcp__server__*)',
  ]);
});

test('mcp__* with a specifier or a bad wildcard denies more, never less: every MCP tool, with a warning', () => {
  const merged = mergePolicy(
    { mode: 'dontAsk', allow: [], deny: [], readOnlyBash: true, workspaceRoot: '/work' },
    {
      allow: [],
      deny: [
        { rule: 'mcp__*(x)', source: SRC },
        { rule: 'mcp__g*', source: SRC },
      ],
      ask: [],
    },
  );
  assert.ok(merged.ok);
  assert.deepEqual(
    merged.policy.deny.map((r) => r.raw),
    ['mcp__*', 'mcp__*'],
  );
  assert.deepEqual(merged.warnings, [
    `${SRC}: malformed rule "mcp__*(x)": MCP rules take no specifier; every MCP tool is denied`,
    `${SRC}: malformed rule "mcp__g*": expected mcp__server, mcp__server__tool, mcp__server__* or mcp__*; every MCP tool is denied`,
  ]);
});
