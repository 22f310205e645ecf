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
  assert.deepEqual(parsed.errors, []);
  assert.deepEqual(parsed.config.PreToolUse, [
    { matcher: 'Bash|Edit', hooks: [{ command: 'x.sh', timeoutMs: 5000, source: `${L} hooks.PreToolUse[0].hooks[0]` }] },
  ]);
  assert.deepEqual((parsed.config.Stop?.[0]?.hooks[0] as { args?: string[] } | undefined)?.args, ['a b.js', '--x']);
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
    `${L}: hooks.PreToolUse[2].hooks[0].timeout: expected a positive number of seconds`,
    `${L}: hooks.PreToolUze: unknown hook event "PreToolUze" (known: SessionStart, UserPromptSubmit, PreToolUse, PostToolUse, PostToolUseFailure, Stop, SubagentStart, SubagentStop, PreCompact, PostCompact, SessionEnd, InstructionsLoaded, PermissionRequest, PermissionDenied, StopFailure, TaskCreated, TaskCompleted, Notification, Setup, CwdChanged, FileChanged, ConfigChange, TeammateIdle, Elicitation, ElicitationResult, WorktreeCreate, WorktreeRemove)`,
    `${L}: hooks.PostToolUse: expected an array of matcher groups, got an object`,
    `${L}: hooks.Stop[0].hooks[0].type: unknown hook type "shell" (expected "command", "http", "mcp_tool", "prompt" or "agent")`,
  ]);
});

test('timeout must be positive; hooks must be an object', () => {
  assert.deepEqual(parseHooksConfig({ Stop: [{ hooks: [{ type: 'command', command: 'x', timeout: 0 }] }] }, L).errors, [
    `${L}: hooks.Stop[0].hooks[0].timeout: expected a positive number of seconds`,
  ]);
  assert.deepEqual(parseHooksConfig([], L).errors, [`${L}: hooks: expected an object of hook events, got an array`]);
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
  assert.deepEqual(parsed.errors, [
    `${L}: hooks.PreToolUse[0].hooks[5].url: expected an http:// or https:// URL`,
    `${L}: hooks.PreToolUse[0].hooks[6].tool: required`,
  ]);
  const hooks = parsed.config.PreToolUse?.[0]?.hooks ?? [];
  assert.deepEqual(
    hooks.map((h) => h.type ?? 'command'),
    ['http', 'command', 'mcp_tool', 'prompt', 'agent'],
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
  assert.deepEqual(parsed.errors, []);
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
