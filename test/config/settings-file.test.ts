import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRepoSettings } from '../../src/config/settings-file.js';
import { emptySandboxSettings } from '../../src/sandbox/config.js';

/** A repository folder with this `.claude/settings.json` text (none: no file), removed when the test ends. */
async function repo(t: TestContext, settings?: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'settings-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  if (settings !== undefined) {
    await mkdir(path.join(dir, '.claude'));
    await writeFile(path.join(dir, '.claude', 'settings.json'), settings);
  }
  return dir;
}

test('no settings file: empty settings', async (t) => {
  const dir = await repo(t);
  const res = await loadRepoSettings({ cwd: dir });
  assert.ok(res.ok);
  assert.deepEqual(res.settings, {
    permissions: { allow: [], deny: [], ask: [] },
    env: {},
    hooks: {},
    disableAllHooks: false,
    sandbox: emptySandboxSettings(),
    plugins: { enabled: [], marketplaces: [] },
    runner: {},
    worktree: {},
    skillListing: {},
    skillOverrides: {},
    httpHookLists: {},
  });
  assert.deepEqual(res.sources, []);
});

test('file and inline input merge: rules keep their source, input wins for mode and env, hooks add up', async (t) => {
  const dir = await repo(
    t,
    JSON.stringify({
      $schema: 'https://json.schemastore.org/claude-code-settings.json',
      model: 'opus',
      permissions: { allow: ['Bash(npm test:*)', 'Read'], deny: ['Read(./.env)'], defaultMode: 'acceptEdits', additionalDirectories: ['../x'] },
      env: { NODE_ENV: 'test', RETRIES: 3 },
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'a.sh' }] }] },
    }),
  );
  const input = JSON.stringify({
    permissions: { deny: ['Bash(curl:*)'], defaultMode: 'dontAsk' },
    env: { NODE_ENV: 'ci' },
    hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: 'b.sh' }] }], Stop: [{ hooks: [{ type: 'command', command: 'c.sh' }] }] },
  });
  const res = await loadRepoSettings({ cwd: dir, settingsInput: input });
  assert.ok(res.ok, JSON.stringify(res));
  const s = res.settings;
  assert.deepEqual(s.permissions.allow, [
    { rule: 'Bash(npm test:*)', source: '.claude/settings.json permissions.allow' },
    { rule: 'Read', source: '.claude/settings.json permissions.allow' },
  ]);
  assert.deepEqual(s.permissions.deny, [
    { rule: 'Read(./.env)', source: '.claude/settings.json permissions.deny' },
    { rule: 'Bash(curl:*)', source: 'settings input permissions.deny' },
  ]);
  assert.equal(s.permissions.defaultMode, 'dontAsk');
  assert.equal(s.permissions.defaultModeSource, 'settings input permissions.defaultMode');
  assert.deepEqual(s.env, { NODE_ENV: 'ci', RETRIES: '3' });
  assert.deepEqual(
    s.hooks.PreToolUse?.map((g) => (g.hooks[0] as { command?: string } | undefined)?.command),
    ['a.sh', 'b.sh'],
  );
  assert.equal(s.hooks.Stop?.[0]?.hooks[0]?.source, 'settings input hooks.Stop[0].hooks[0]');
  assert.deepEqual(res.sources, ['.claude/settings.json', 'settings input']);
  assert.deepEqual(res.warnings, [], 'keys with no meaning in CI are ignored quietly');
  assert.deepEqual(s.permissions.additionalDirectories, [{ path: '../x', source: '.claude/settings.json permissions.additionalDirectories' }]);
});

test('settings input as a path relative to cwd', async (t) => {
  const dir = await repo(t);
  await mkdir(path.join(dir, 'ci'));
  await writeFile(path.join(dir, 'ci', 'claude.json'), '{"permissions":{"allow":["Edit"]}}');
  const res = await loadRepoSettings({ cwd: dir, settingsInput: 'ci/claude.json' });
  assert.ok(res.ok);
  assert.deepEqual(res.settings.permissions.allow, [{ rule: 'Edit', source: 'ci/claude.json permissions.allow' }]);
  const missing = await loadRepoSettings({ cwd: dir, settingsInput: 'ci/nope.json' });
  assert.ok(!missing.ok);
  assert.match(missing.errors[0] ?? '', /^settings input: cannot read ci\/nope\.json: ENOENT/);
});

test('wrong types: the run goes on, each named by file and JSON path; only a deny entry nobody can read stops it', async (t) => {
  const dir = await repo(
    t,
    JSON.stringify({
      permissions: { allow: 'Bash', deny: ['Read'], defaultMode: 'yolo' },
      env: { A: { nested: true }, B: 'ok' },
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: ['rm'] }] }], OnSave: [] },
      disableAllHooks: 'yes',
    }),
  );
  const res = await loadRepoSettings({ cwd: dir });
  assert.ok(res.ok);
  assert.deepEqual(res.warnings, [
    '.claude/settings.json: permissions.allow: expected an array of rule strings, got string; grants nothing',
    '.claude/settings.json: permissions.defaultMode: expected one of default, dontAsk, acceptEdits, plan, bypassPermissions, got "yolo"; ignored',
    '.claude/settings.json: env.A: expected a string, got an object; not set',
    '.claude/settings.json: hooks.PreToolUse[0].hooks[0].command: expected a string; this PreToolUse entry cannot be read, so every tool call it would judge is denied (a gate fails closed)',
    '.claude/settings.json: hooks.OnSave: "OnSave" is not a Claude Code hook event; its hooks never run (Claude Code skips them too)',
    '.claude/settings.json: disableAllHooks: expected true or false, got string; ignored (the hooks run)',
  ]);
  assert.deepEqual(res.settings.env, { B: 'ok' });
  assert.equal(res.settings.permissions.defaultMode, undefined);
  assert.equal(res.settings.hooks.PreToolUse?.[0]?.hooks[0]?.type, 'unreadable');
  const number = await repo(t, JSON.stringify({ permissions: { deny: ['Read', 7] } }));
  const stopped = await loadRepoSettings({ cwd: number });
  assert.deepEqual(stopped.ok ? [] : stopped.errors, ['.claude/settings.json: permissions.deny[1]: expected a string, got number']);
});

test('bad JSON: the error gives the position as line and column', async (t) => {
  const dir = await repo(t, '{\n  "permissions": {\n    "allow": ["Read",]\n  }\n}\n');
  const res = await loadRepoSettings({ cwd: dir });
  assert.ok(!res.ok);
  assert.equal(res.errors.length, 1);
  assert.equal(res.errors[0], '.claude/settings.json: invalid JSON: unexpected "]" at line 3 column 22 (position 42)');
  const cut = await repo(t, '{"permissions": {');
  const res2 = await loadRepoSettings({ cwd: cut });
  assert.deepEqual(res2.ok ? [] : res2.errors, ['.claude/settings.json: invalid JSON: unexpected end of input at line 1 column 18 (position 17)']);
});

test('an error in the input fails the load even when the file is fine', async (t) => {
  const dir = await repo(t, '{"permissions":{"allow":["Read"]}}');
  const res = await loadRepoSettings({ cwd: dir, settingsInput: '{"permissions": {"ask": "Bash"}}' });
  assert.ok(!res.ok);
  assert.deepEqual(res.errors, ['settings input: permissions.ask: expected an array of rule strings, got string']);
});

test('unknown keys warn; disableAllHooks empties hooks', async (t) => {
  const dir = await repo(t, JSON.stringify({ hook: {}, disableAllHooks: true, hooks: { Stop: [{ hooks: [{ type: 'command', command: 'x' }] }] } }));
  const res = await loadRepoSettings({ cwd: dir });
  assert.ok(res.ok);
  assert.deepEqual(res.settings.hooks, {});
  assert.equal(res.settings.disableAllHooks, true);
  assert.deepEqual(res.warnings, ['.claude/settings.json: hook: unknown setting, ignored', 'disableAllHooks is set: the configured hooks will not run']);
});

test('a committed settings.local.json: what narrows or cannot widen is read over settings.json, the rest is named', async (t) => {
  const dir = await repo(t, '{"model":"sonnet","permissions":{"deny":["Bash(rm:*)"]}}');
  await writeFile(
    path.join(dir, '.claude', 'settings.local.json'),
    JSON.stringify({
      model: 'opus',
      effortLevel: 'low',
      env: { A: '1' },
      hooks: { Stop: [{ hooks: [{ type: 'command', command: 'x' }] }] },
      permissions: { allow: ['Bash'], deny: ['WebFetch'], ask: ['Bash(git push:*)'], defaultMode: 'bypassPermissions', additionalDirectories: ['/'] },
    }),
  );
  const res = await loadRepoSettings({ cwd: dir, settingsInput: '{"model":"haiku"}' });
  assert.ok(res.ok);
  assert.deepEqual(res.sources, ['.claude/settings.json', '.claude/settings.local.json', 'settings input']);
  assert.deepEqual(res.settings.permissions.allow, []);
  assert.deepEqual(
    res.settings.permissions.deny.map((r) => r.rule),
    ['Bash(rm:*)', 'WebFetch'],
  );
  assert.deepEqual(
    res.settings.permissions.ask.map((r) => r.source),
    ['.claude/settings.local.json permissions.ask'],
  );
  assert.equal(res.settings.permissions.defaultMode, undefined);
  assert.deepEqual(res.settings.env, {});
  assert.deepEqual(res.settings.hooks, {});
  assert.equal(res.settings.runner.model?.value, 'haiku', 'the settings input over the local file over settings.json');
  assert.deepEqual(res.settings.runner.effortLevel, { value: 'low', source: '.claude/settings.local.json effortLevel' });
  const warning = res.warnings.find((w) => w.startsWith('.claude/settings.local.json: committed personal settings: not applied in CI'));
  for (const key of ['env', 'hooks', 'permissions.allow', 'permissions.defaultMode', 'permissions.additionalDirectories'])
    assert.ok(warning?.includes(`${key} (`), `${key}: ${warning}`);
});

test('defaultMode "auto": ignored in project settings as Claude Code ignores it; dontAsk from the settings input; "manual" is "default"', async (t) => {
  const dir = await repo(t, '{"permissions":{"defaultMode":"auto"}}');
  const res = await loadRepoSettings({ cwd: dir });
  assert.ok(res.ok);
  assert.equal(res.settings.permissions.defaultMode, undefined);
  assert.deepEqual(res.warnings, [
    '.claude/settings.json: permissions.defaultMode: "auto" in project settings is ignored, as Claude Code ignores it (the run starts in default mode)',
  ]);
  const input = await loadRepoSettings({ cwd: dir, settingsInput: '{"permissions":{"defaultMode":"auto"}}' });
  assert.ok(input.ok);
  assert.equal(input.settings.permissions.defaultMode, 'dontAsk');
  assert.equal(input.warnings[1], 'settings input: permissions.defaultMode: "auto" runs as "dontAsk" in CI (a call no rule allows is refused)');
  const manual = await repo(t, '{"permissions":{"defaultMode":"manual"}}');
  const m = await loadRepoSettings({ cwd: manual });
  assert.ok(m.ok);
  assert.deepEqual([m.settings.permissions.defaultMode, m.warnings], ['default', []]);
});

test('env variables that configure Claude Code itself reach the tools and are named: the runner does not read them', async (t) => {
  const dir = await repo(t, '{"env":{"CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS":"1","MAX_THINKING_TOKENS":"0","DISABLE_TELEMETRY":"1","NODE_ENV":"ci"}}');
  const res = await loadRepoSettings({ cwd: dir });
  assert.ok(res.ok);
  assert.deepEqual(res.settings.env, { CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS: '1', MAX_THINKING_TOKENS: '0', DISABLE_TELEMETRY: '1', NODE_ENV: 'ci' });
  // MAX_THINKING_TOKENS is read by the runner (runner-choice.ts); DISABLE_TELEMETRY means nothing headless: neither is named.
  assert.deepEqual(res.warnings, [
    ".claude/settings.json: env.CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS: configures Claude Code itself; the runner does not read it (the workflow's inputs do that), it only reaches tools, hooks and MCP servers",
  ]);
});
