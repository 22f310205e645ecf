import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRepoConfig } from '../../src/config/load.js';

// As real repositories commit them: `.claude/agents -> /Users/<dev>/shared/agents`, `.claude/settings.json -> ../.ai-pm/…`
// (a submodule CI does not check out). A link that resolves is read through.
test('a setup entry committed as a symbolic link to outside the checkout is named, not taken silently as absent', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'dangling-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await mkdir(path.join(dir, '.claude', 'shared', 'commands'), { recursive: true });
  await writeFile(path.join(dir, '.claude', 'shared', 'commands', 'hello.md'), 'Say hello.\n');
  await symlink('/Users/someone/shared/agents', path.join(dir, '.claude', 'agents'));
  await symlink('../.ai-pm/tooling/.claude/settings.json', path.join(dir, '.claude', 'settings.json'));
  await symlink('shared/commands', path.join(dir, '.claude', 'commands'));
  const loaded = await loadRepoConfig(dir, undefined, { plugins: '', marketplaces: '', runDir: dir });
  assert.ok(loaded.ok);
  const warnings = loaded.config.warnings.join('\n');
  assert.match(warnings, /^\.claude\/agents: a symbolic link to \/Users\/someone\/shared\/agents, which is not in the checkout/m);
  assert.match(warnings, /^\.claude\/settings\.json: a symbolic link to \.\.\/\.ai-pm\/tooling\/\.claude\/settings\.json/m);
  assert.doesNotMatch(warnings, /^\.claude\/commands:/m);
  assert.ok(
    loaded.config.skills.some((s) => s.name === 'hello'),
    'a link that resolves is read',
  );
});

test('a workflow file without `export const meta` first is named, not listed (Claude Code leaves it out)', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'workflows-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await mkdir(path.join(dir, '.claude', 'workflows'), { recursive: true });
  await writeFile(path.join(dir, '.claude', 'workflows', 'pr-sweep.js'), 'export default {};\n');
  const loaded = await loadRepoConfig(dir, undefined, { plugins: '', marketplaces: '', runDir: dir });
  assert.ok(loaded.ok);
  assert.ok(
    loaded.config.warnings.includes('.claude/workflows/pr-sweep.js: `export const meta = {...}` must be the first statement; the workflow is not listed'),
    loaded.config.warnings.join('\n'),
  );
});

// As clerk/clerk-expo-quickstart commits it: `.claude/rules` one Markdown file, where Claude Code reads a folder.
test('a setup folder committed as a file (.claude/rules) is named, not taken silently as absent', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'setup-file-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await mkdir(path.join(dir, '.claude'), { recursive: true });
  await writeFile(path.join(dir, '.claude', 'rules'), '# Rules\n\n- never use git\n');
  const loaded = await loadRepoConfig(dir, undefined, { plugins: '', marketplaces: '', runDir: dir });
  assert.ok(loaded.ok);
  assert.deepEqual(loaded.config.warnings, [
    '.claude/rules: a file where Claude Code reads a folder (.claude/rules/<name>.md); not read (Claude Code does not read it either)',
  ]);
  assert.deepEqual(loaded.config.memory.files, []);
});
