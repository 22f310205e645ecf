import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMatcher, mergeHooksConfigs, parseHooksConfig, type HooksConfig } from '../../src/hooks/index.js';

/** What the runner does with a matcher: compiled once; an invalid pattern matches nothing. */
const accepts = (matcher: string | undefined, value: string): boolean => {
  const compiled = compileMatcher(matcher);
  return compiled.ok && compiled.test(value);
};

const L = '.claude/settings.json';

test('parses Claude Code\'s shape, timeouts in seconds, exec-form args, sources', () => {
  const parsed = parseHooksConfig(
    {
      PreToolUse: [{ matcher: 'Bash|Edit', hooks: [{ type: 'command', command: 'x.sh', timeout: 5 }] }],
      Stop: [{ hooks: [{ type: 'command', command: 'node', args: ['a b.js', '--x'] }] }],
      Notification: [{ hooks: [{ type: 'command', command: 'notify' }] }],
    },
    L,
  );
  assert.deepEqual(parsed.errors, []);
  assert.deepEqual(parsed.config.PreToolUse, [
    { matcher: 'Bash|Edit', hooks: [{ command: 'x.sh', timeoutMs: 5000, source: `${L} hooks.PreToolUse[0].hooks[0]` }] },
  ]);
  assert.deepEqual(parsed.config.Stop?.[0]?.hooks[0]?.args, ['a b.js', '--x']);
  assert.equal(Object.values(parsed.config as HooksConfig).flatMap((groups) => (groups ?? []).flatMap((g) => g.hooks)).length, 3);
});

test('errors name the file and the JSON path', () => {
  const parsed = parseHooksConfig(
    {
      PreToolUse: [
        { matcher: 'Bash', hooks: [{ type: 'command', command: 42 }] },
        { matcher: '(', hooks: [] },
        { matcher: 'Edit', hooks: [{ type: 'command', command: 'x', timeout: -1, args: ['ok', 3] }] },
      ],
      PreToolUze: [],
      PostToolUse: { matcher: 'x' },
      Stop: [{ hooks: [{ type: 'shell', command: 'x' }] }],
    },
    L,
  );
  assert.deepEqual(parsed.errors, [
    `${L}: hooks.PreToolUse[0].hooks[0].command: expected a string`,
    `${L}: hooks.PreToolUse[1].matcher: invalid regular expression: Invalid regular expression: /(/: Unterminated group`,
    `${L}: hooks.PreToolUse[2].hooks[0].args[1]: expected a string`,
    `${L}: hooks.PreToolUze: unknown hook event "PreToolUze" (known: SessionStart, UserPromptSubmit, PreToolUse, PostToolUse, PostToolUseFailure, Stop, SubagentStart, SubagentStop, PreCompact, SessionEnd, Notification, PermissionRequest)`,
    `${L}: hooks.PostToolUse: expected an array of matcher groups, got an object`,
    `${L}: hooks.Stop[0].hooks[0].type: unknown hook type "shell" (expected "command")`,
  ]);
});

test('timeout must be positive; hooks must be an object', () => {
  assert.deepEqual(
    parseHooksConfig({ Stop: [{ hooks: [{ type: 'command', command: 'x', timeout: 0 }] }] }, L).errors,
    [`${L}: hooks.Stop[0].hooks[0].timeout: expected a positive number of seconds`],
  );
  assert.deepEqual(parseHooksConfig([], L).errors, [`${L}: hooks: expected an object of hook events, got an array`]);
});

test('other Claude Code hook types and events are skipped with a warning, not an error', () => {
  const parsed = parseHooksConfig(
    {
      PreToolUse: [{ hooks: [{ type: 'http', url: 'http://x' }, { type: 'command', command: 'ok' }] }],
      PermissionDenied: [{ hooks: [{ type: 'command', command: 'x' }] }],
    },
    L,
  );
  assert.deepEqual(parsed.errors, []);
  assert.equal(parsed.warnings.length, 2);
  assert.match(parsed.warnings[0] ?? '', /hooks\.PreToolUse\[0\]\.hooks\[0\]: "http" hooks are not supported/);
  assert.equal(parsed.config.PreToolUse?.[0]?.hooks.length, 1);
  assert.equal('PermissionDenied' in parsed.config, false);
});

test('merge keeps every source\'s groups in order', () => {
  const a = parseHooksConfig({ Stop: [{ hooks: [{ type: 'command', command: 'a' }] }] }, 'A').config;
  const b = parseHooksConfig({ Stop: [{ hooks: [{ type: 'command', command: 'b' }] }] }, 'B').config;
  assert.deepEqual(mergeHooksConfigs(a, b).Stop?.map((g) => g.hooks[0]?.command), ['a', 'b']);
});

test('matcher rules', () => {
  const cases: [string | undefined, string, boolean][] = [
    [undefined, 'Bash', true],
    ['', 'Bash', true],
    ['*', 'mcp__x__y', true],
    ['Bash', 'Bash', true],
    ['Bash', 'BashOutput', false],
    ['Bash', 'bash', false],
    ['Edit|Write', 'Write', true],
    ['Edit|Write', 'NotebookEdit', false],
    ['Notebook.*', 'NotebookEdit', true],
    ['mcp__memory__.*', 'mcp__memory__create', true],
    ['mcp__memory__.*', 'mcp__github__create', false],
    ['^Write$', 'Write', true],
    ['^Write$', 'WriteX', false],
    ['(', 'x', false],
  ];
  for (const [m, value, expected] of cases) assert.equal(accepts(m, value), expected, `${String(m)} vs ${value}`);
  assert.equal(compileMatcher('[').ok, false);
});
