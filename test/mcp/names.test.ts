import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseRuleList, ruleAppliesTo } from '../../src/permissions/rules.js';
import { buildNameTable, MAX_TOOL_NAME, mcpServerPrefix, mcpToolName, normalizeNamePart } from '../../src/mcp/names.js';

describe('MCP tool names', () => {
  it('is mcp__<server>__<tool> with characters outside [A-Za-z0-9_-] replaced by _', () => {
    assert.equal(mcpToolName('everything', 'echo'), 'mcp__everything__echo');
    assert.equal(mcpToolName('my.server', 'get-env'), 'mcp__my_server__get-env');
    assert.equal(mcpToolName('srv', 'dotted.name/tool with space'), 'mcp__srv__dotted_name_tool_with_space');
    assert.equal(normalizeNamePart('ünï'), '_n_');
    assert.equal(mcpServerPrefix('a b'), 'mcp__a_b');
  });

  it('cuts long names to 64 characters with a stable hash suffix', () => {
    const long = `tool_${'x'.repeat(80)}`;
    const a = mcpToolName('server', long);
    assert.equal(a.length, MAX_TOOL_NAME);
    assert.match(a, /^mcp__server__tool_x+_[0-9a-f]{8}$/);
    assert.equal(mcpToolName('server', long), a);
    // Same 55-character prefix, different tails: still two names.
    assert.notEqual(mcpToolName('server', `${long}a`), mcpToolName('server', `${long}b`));
    const exact = `t${'y'.repeat(MAX_TOOL_NAME - 'mcp__s__'.length - 1)}`;
    assert.equal(mcpToolName('s', exact).length, MAX_TOOL_NAME);
    assert.equal(mcpToolName('s', exact), `mcp__s__${exact}`);
  });

  it('maps exposed names back and refuses collisions instead of overwriting', () => {
    const { table, collisions } = buildNameTable([
      { server: 'a.b', tool: 'echo' },
      { server: 'a_b', tool: 'echo' },
      { server: 'a_b', tool: 'other' },
      { server: 'x', tool: 'get.env' },
      { server: 'x', tool: 'get_env' },
    ]);
    assert.deepEqual([...table.keys()], ['mcp__a_b__other']);
    assert.deepEqual(table.get('mcp__a_b__other'), { server: 'a_b', tool: 'other' });
    assert.equal(collisions.length, 2);
    assert.match(collisions[0] ?? '', /'echo' of server 'a\.b', 'echo' of server 'a_b' all become mcp__a_b__echo/);
    assert.match(collisions[1] ?? '', /'get\.env' of server 'x', 'get_env' of server 'x'/);
  });

  it('permission rules match a whole server, its wildcard, or one tool', () => {
    const ref = { server: 'my.db', tool: 'run__query' };
    const name = mcpToolName(ref.server, ref.tool);
    assert.equal(name, 'mcp__my_db__run__query');
    // As the permission check applies them. `mcp__*` matches every MCP tool (deny and ask lists use it; in an allow
    // list mergePolicy drops it with a warning: test/permissions/mcp-wildcard-rules.test.ts).
    const matches = (raw: string): boolean => parseRuleList(raw, 'test').rules.some((rule) => ruleAppliesTo(rule, name));
    for (const rule of ['mcp__my_db', 'mcp__my_db__*', 'mcp__my_db__run__query', 'mcp__*']) assert.ok(matches(rule), rule);
    for (const rule of ['mcp__my', 'mcp__my_db__run', 'mcp__other', 'Bash']) assert.ok(!matches(rule), rule);
  });
});
