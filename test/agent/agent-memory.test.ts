import { test } from 'node:test';
import assert from 'node:assert/strict';
import { agentMemoryDir, memoryIndexText } from '../../src/agent/agent-memory.js';

/** MEMORY.md is loaded as Claude Code loads it (its bundle's limits and words); folder names as it sanitizes them. */
test('MEMORY.md past 200 lines or 25,000 characters is cut with Claude Code warning', () => {
  const lines = Array.from({ length: 250 }, (_, i) => `- line ${i}`).join('\n');
  const cut = memoryIndexText(`${lines}\n`);
  assert.equal(cut.split('\n').length, 201);
  assert.match(
    cut,
    /- line 199\n> WARNING: MEMORY\.md is 250 lines \(limit: 200\)\. Only part of it was loaded\. Keep index entries to one line under ~200 chars; move detail into topic files\.$/,
  );
  const long = Array.from({ length: 100 }, () => 'x'.repeat(299)).join('\n');
  assert.match(memoryIndexText(long), /> WARNING: MEMORY\.md is 29\.3KB \(limit: 24\.4KB\) — index entries are too long\./);
  assert.ok(memoryIndexText(long).length < 25_300);
  assert.equal(memoryIndexText('  short\n\n'), 'short');
});

test("an agent's folder is named as Claude Code names it", () => {
  const roots = { projectDir: '/nonexistent/repo', userConfigDir: '/nonexistent/home/.claude' };
  assert.equal(agentMemoryDir('kit:reviewer', 'project', roots), '/nonexistent/repo/.claude/agent-memory/kit-reviewer/');
  assert.equal(agentMemoryDir('a b', 'local', roots), '/nonexistent/repo/.claude/agent-memory-local/a-b/');
  assert.equal(agentMemoryDir('x', 'user', roots), '/nonexistent/home/.claude/agent-memory/x/');
});
