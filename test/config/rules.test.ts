import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadProjectMemory } from '../../src/config/claude-md.js';

// Rule files as real repositories commit them (scripts/corpus): each reaches the first request as Claude Code 2.1.328 sends it.
test('rules Claude Code loads from the start: paths "**", front matter that does not parse or never closes', async (t) => {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), 'rules-')));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    '.claude/rules/all.md': '---\nalwaysApply: true\npaths: "**"\n---\nEvery file.\n',
    '.claude/rules/bad-yaml.md': '---\n# Rule: Guardian\n\nYou MUST NOT reduce `if`, `match`\nin any diff.\n\n---\n## After the rule\nkept\n',
    '.claude/rules/open.md': '---\n# Rule: Testing\n\nNo closing line.\n',
    '.claude/rules/scoped.md': '---\npaths: src/**/*.ts\n---\nTypeScript only.\n',
    '.claude/rules/shadcn.md': '---\npaths: **/*.tsx, **/*.css\n---\nUse shadcn.\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  const memory = await loadProjectMemory(dir);
  assert.deepEqual(
    memory.files.map((f) => [f.label, f.content]),
    [
      ['.claude/rules/all.md', 'Every file.\n'],
      ['.claude/rules/bad-yaml.md', '## After the rule\nkept\n'],
      ['.claude/rules/open.md', '---\n# Rule: Testing\n\nNo closing line.\n'],
    ],
  );
  assert.deepEqual(
    memory.scopedRules.map((r) => r.label),
    ['.claude/rules/scoped.md', '.claude/rules/shadcn.md'],
  );
  assert.deepEqual(memory.scopedRules[1]?.globs, ['**/*.tsx', '**/*.css']);
  assert.ok(memory.scopedRules[1]?.matches('web/app.tsx'));
  const warnings = memory.warnings.join('\n');
  assert.match(warnings, /\.claude\/rules\/all\.md: front matter field "alwaysApply" is not used by the runner for rules; ignored/);
  assert.match(
    warnings,
    /\.claude\/rules\/bad-yaml\.md: front matter must be a mapping of fields, got string; front matter ignored, the rule loaded for every file/,
  );
  assert.match(warnings, /\.claude\/rules\/shadcn\.md: front matter line 2: .*; read it as a quoted string/);
  assert.match(warnings, /\.claude\/rules\/open\.md: front matter opened with --- on line 1 is never closed; read as text with no front matter/);
});

test('a root CLAUDE.md committed as a link to AGENTS.md is named CLAUDE.md; an empty .claude/CLAUDE.md is left out, as in Claude Code', async (t) => {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), 'rules-')));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, 'AGENTS.md'), 'Shared instructions.\n');
  await symlink('AGENTS.md', path.join(dir, 'CLAUDE.md'));
  await mkdir(path.join(dir, '.claude'));
  await writeFile(path.join(dir, '.claude', 'CLAUDE.md'), '\n'); // empty: left out, as Claude Code leaves it
  const memory = await loadProjectMemory(dir);
  assert.deepEqual(
    memory.files.map((f) => [f.label, f.content]),
    [['CLAUDE.md', 'Shared instructions.\n']],
  );
  assert.deepEqual(memory.warnings, []);
});
