import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMatcher, mergeHooksConfigs, parseHooksConfig, type HooksConfig } from '../../src/hooks/index.js';

/** What the runner does with a matcher: compiled once; an invalid pattern matches nothing. */
const accepts = (matcher: string | undefined, value: string): boolean => {
  const compiled = compileMatcher(matcher);
  return compiled.ok && compiled.test(value);
};

const L = '.claude/settings.json';

test("parses Claude Code's shape, timeouts in seconds, exec-form args, sources", () => {
  const parsed = parseHooksConfig(
    {
      PreToolUse: [{ matcher: 'Bash|Edit', hooks: [{ type: 'command', command: 'x.sh', timeout: 5 }] }],
      Stop: [{ hooks: [{ type: 'command', command: 'node', args: ['a b.js', '--x'] }] }],
      Notification: [{ hooks: [{ type: 'command', command: 'notify' }] }],
    },
    L,
  );
  assert.deepEqual(parsed.warnings, [`${L}: hooks.Notification: the Notification event has no occasion in a CI run (docs/hooks.md); its hooks never run`]);
  assert.deepEqual(parsed.config.PreToolUse, [
    { matcher: 'Bash|Edit', hooks: [{ command: 'x.sh', timeoutMs: 5000, source: `${L} hooks.PreToolUse[0].hooks[0]` }] },
  ]);
  assert.deepEqual((parsed.config.Stop?.[0]?.hooks[0] as { args?: string[] } | undefined)?.args, ['a b.js', '--x']);
  assert.equal(Object.values(parsed.config as HooksConfig).flatMap((groups) => (groups ?? []).flatMap((g) => g.hooks)).length, 3);
});

test('what cannot be read is skipped, named by file and JSON path; a PreToolUse entry stays as a gate that denies', () => {
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
  const gate = 'this PreToolUse entry cannot be read, so every tool call it would judge is denied (a gate fails closed)';
  assert.deepEqual(parsed.warnings, [
    `${L}: hooks.PreToolUse[0].hooks[0].command: expected a string; ${gate}`,
    `${L}: hooks.PreToolUse[1].matcher: invalid regular expression: Invalid regular expression: /(/: Unterminated group; ${gate}`,
    `${L}: hooks.PreToolUse[2].hooks[0].timeout: expected a positive number of seconds; ${gate}`,
    `${L}: hooks.PreToolUze: "PreToolUze" is not a Claude Code hook event; its hooks never run (Claude Code skips them too)`,
    `${L}: hooks.PostToolUse: expected an array of matcher groups, got an object; skipped, as Claude Code skips it`,
    `${L}: hooks.Stop[0].hooks[0].type: unknown hook type "shell" (expected "command", "http", "mcp_tool", "prompt" or "agent"); skipped, as Claude Code skips it`,
  ]);
  // The gates keep their matcher when it could be read; one whose matcher cannot be read covers every call.
  assert.deepEqual(
    parsed.config.PreToolUse?.map((g) => [g.matcher, g.hooks.map((h) => h.type)]),
    [
      ['Bash', ['unreadable']],
      [undefined, ['unreadable']],
      ['Edit', ['unreadable']],
    ],
  );
  assert.deepEqual(parsed.config.Stop, [{ hooks: [] }]);
  assert.equal(parsed.config.PostToolUse, undefined);
});

test('a bare string for a hook and invented event names: skipped with a warning, the rest runs (as Claude Code runs it)', () => {
  const parsed = parseHooksConfig(
    {
      preEditHook: [{ hooks: [{ type: 'command', command: 'x' }] }],
      sessionEndHook: [{ hooks: [{ type: 'command', command: 'x' }] }],
      PostToolUse: [{ matcher: 'Bash', hooks: ['echo bare', { type: 'command', command: 'ok.sh' }] }],
      PreToolUse: [{ matcher: 'Write', hooks: ['guard.sh'] }],
    },
    L,
  );
  assert.deepEqual(parsed.warnings, [
    `${L}: hooks.preEditHook: "preEditHook" is not a Claude Code hook event; its hooks never run (Claude Code skips them too)`,
    `${L}: hooks.sessionEndHook: "sessionEndHook" is not a Claude Code hook event; its hooks never run (Claude Code skips them too)`,
    `${L}: hooks.PostToolUse[0].hooks[0]: expected an object with "type" and "command", got string "echo bare"; skipped, as Claude Code skips it`,
    `${L}: hooks.PreToolUse[0].hooks[0]: expected an object with "type" and "command", got string "guard.sh"; this PreToolUse entry cannot be read, so every tool call it would judge is denied (a gate fails closed)`,
  ]);
  assert.deepEqual(parsed.config.PostToolUse, [{ matcher: 'Bash', hooks: [{ command: 'ok.sh', source: `${L} hooks.PostToolUse[0].hooks[1]` }] }]);
  assert.equal(parsed.config.PreToolUse?.[0]?.matcher, 'Write');
  assert.equal(parsed.config.PreToolUse?.[0]?.hooks[0]?.type, 'unreadable');
});

test('timeout must be positive; hooks must be an object', () => {
  assert.deepEqual(parseHooksConfig({ Stop: [{ hooks: [{ type: 'command', command: 'x', timeout: 0 }] }] }, L).warnings, [
    `${L}: hooks.Stop[0].hooks[0].timeout: expected a positive number of seconds; skipped, as Claude Code skips it`,
  ]);
  assert.deepEqual(parseHooksConfig([], L).warnings, [
    `${L}: hooks: expected an object of hook events, got an array; no hook of this file runs (Claude Code skips them too)`,
  ]);
});

test('all five handler types parse with their fields; a bad field is an error naming its path', () => {
  const parsed = parseHooksConfig(
    {
      PreToolUse: [
        {
          hooks: [
            {
              type: 'http',
              url: 'http://x',
              headers: { A: '$T' },
              allowedEnvVars: ['T'],
              if: 'Bash(git *)',
              once: true,
              statusMessage: 'Checking',
              timeout: 3,
            },
            { type: 'command', command: 'ok', onFailure: 'continue' },
            { type: 'mcp_tool', server: 's', tool: 't', input: { path: '${tool_input.file_path}' } },
            { type: 'prompt', prompt: 'Is it ok? $ARGUMENTS', model: 'haiku' },
            { type: 'agent', prompt: 'Verify.' },
            { type: 'http', url: 'ftp://x' },
            { type: 'mcp_tool', server: 's' },
          ],
        },
      ],
    },
    L,
  );
  const gate = 'this PreToolUse entry cannot be read, so every tool call it would judge is denied (a gate fails closed)';
  assert.deepEqual(
    parsed.warnings.filter((w) => w.includes('cannot be read')),
    [`${L}: hooks.PreToolUse[0].hooks[5].url: expected an http:// or https:// URL; ${gate}`, `${L}: hooks.PreToolUse[0].hooks[6].tool: required; ${gate}`],
  );
  const hooks = parsed.config.PreToolUse?.[0]?.hooks ?? [];
  assert.deepEqual(
    hooks.map((h) => h.type ?? 'command'),
    ['http', 'command', 'mcp_tool', 'prompt', 'agent', 'unreadable', 'unreadable'],
  );
  assert.deepEqual(hooks[0], {
    type: 'http',
    url: 'http://x',
    headers: { A: '$T' },
    allowedEnvVars: ['T'],
    if: 'Bash(git *)',
    once: true,
    statusMessage: 'Checking',
    timeoutMs: 3000,
    source: `${L} hooks.PreToolUse[0].hooks[0]`,
  });
  assert.equal(hooks[1]?.onFailure, 'continue');
});

test("merge keeps every source's groups in order", () => {
  const a = parseHooksConfig({ Stop: [{ hooks: [{ type: 'command', command: 'a' }] }] }, 'A').config;
  const b = parseHooksConfig({ Stop: [{ hooks: [{ type: 'command', command: 'b' }] }] }, 'B').config;
  assert.deepEqual(
    mergeHooksConfigs(a, b).Stop?.map((g) => (g.hooks[0] as { command?: string } | undefined)?.command),
    ['a', 'b'],
  );
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

test('async: kept on a command hook; on other types and as asyncRewake the hook runs synchronously, with a warning', () => {
  const parsed = parseHooksConfig(
    {
      PostToolUse: [
        {
          hooks: [
            { type: 'command', command: 'bg.sh', async: true },
            { type: 'http', url: 'http://127.0.0.1:1/h', async: true },
            { type: 'command', command: 'wake.sh', asyncRewake: true },
          ],
        },
      ],
    },
    L,
  );
  assert.equal(parsed.warnings.filter((w) => w.includes('skipped')).length, 0);
  const hooks = parsed.config.PostToolUse?.[0]?.hooks ?? [];
  assert.deepEqual(
    hooks.map((h) => (h as { async?: boolean }).async === true),
    [true, false, false],
  );
  assert.deepEqual(parsed.warnings, [
    `${L}: hooks.PostToolUse[0].hooks[1]: "async" applies to command hooks only (as in Claude Code); this http hook runs synchronously`,
    `${L}: hooks.PostToolUse[0].hooks[2]: "asyncRewake" is not supported; the hook runs synchronously`,
  ]);
});
