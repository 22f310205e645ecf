/**
 * Parsers under fuzz (fast-check, bounded runs): settings.json, SKILL.md and agent front matter,
 * `.mcp.json`, hooks, permission rules, the bash splitter, and model replies through dispatchToolCall
 * (tool inputs that do not match the schema, unknown tools, huge inputs). Each must return, never
 * throw, in bounded time, and say clearly what is wrong. Hand-picked hostile cases (alias bombs,
 * deep nesting, prototype keys) run beside the generated ones.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { parseAgent } from '../../src/config/agents.js';
import { loadFrontmatterParser, parseFrontmatter } from '../../src/config/frontmatter.js';
import { loadRepoSettings } from '../../src/config/settings-file.js';
import { parseSkill } from '../../src/config/skills.js';
import { parseHooksConfig } from '../../src/hooks/config.js';
import { parseMcpConfig } from '../../src/mcp/config.js';
import { splitCommand } from '../../src/permissions/bash-parse.js';
import { decide } from '../../src/permissions/decide.js';
import { parseRule, parseRuleList } from '../../src/permissions/rules.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';
import { dispatchToolCall } from '../../src/tools/dispatch.js';
import { createBuiltinTools } from '../../src/tools/index.js';
import { findOnPath } from '../../src/process/env.js';
import { TOOL_ERROR_MAX_CHARS } from '../../src/tools/truncate.js';
import type { AnyTool } from '../../src/tools/types.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

let dir: string;
await loadFrontmatterParser();

before(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'parser-fuzz-')));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs `fn`, failing on a throw. No wall-clock bound: on a shared machine one would flake. A parser
 * that never returns (a regex gone exponential, a loop) is caught by the suite's timeout, which only
 * a hang reaches; speed is measured in bench/, as ratios.
 */
function bounded<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw new Error(`${what} threw: ${error instanceof Error ? error.stack : String(error)}`);
  }
}

async function boundedAsync<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw new Error(`${what} failed: ${error instanceof Error ? error.stack : String(error)}`);
  }
}

const nonEmptyMessages = (list: readonly string[]): boolean => list.every((m) => typeof m === 'string' && m.trim().length > 5);

// Values shaped like the real thing, with every field liable to be the wrong type.
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant({ __proto__: { polluted: true } }), fc.string({ maxLength: 40 }));
const ruleText = fc.oneof(
  fc.constantFrom('Bash', 'Read', 'Edit', 'Write', 'Glob', 'Grep', 'WebFetch', 'mcp__srv', 'mcp__srv__tool', 'Agent', 'Skill'),
  fc.tuple(fc.constantFrom('Bash', 'Read', 'Edit', 'Write', 'mcp__x', 'Nope', ''), fc.string({ maxLength: 30 })).map(([t, s]) => `${t}(${s})`),
  fc.string({ maxLength: 60 }),
  fc.stringMatching(/^[A-Za-z(): *,/.\\\-~$`{}[\]'"!|&;<>]{0,60}$/),
);
const hookEntry = fc.record(
  {
    type: fc.oneof(fc.constantFrom('command', 'http', 'prompt'), anyValue),
    command: fc.oneof(fc.string({ maxLength: 30 }), anyValue),
    timeout: anyValue,
    args: anyValue,
  },
  { requiredKeys: [] },
);
const hooksValue = fc.oneof(
  anyValue,
  fc.dictionary(
    fc.oneof(fc.constantFrom('PreToolUse', 'PostToolUse', 'Stop', 'SessionStart', 'UserPromptSubmit', 'Nope', '__proto__'), fc.string({ maxLength: 10 })),
    fc.oneof(
      anyValue,
      fc.array(
        fc.record(
          { matcher: fc.oneof(fc.string({ maxLength: 30 }), anyValue), hooks: fc.oneof(fc.array(hookEntry, { maxLength: 3 }), anyValue) },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    ),
    { maxKeys: 4 },
  ),
);
const settingsObject = fc.record(
  {
    permissions: fc.oneof(
      anyValue,
      fc.record(
        {
          allow: fc.oneof(fc.array(ruleText, { maxLength: 4 }), anyValue),
          deny: fc.oneof(fc.array(ruleText, { maxLength: 4 }), anyValue),
          ask: anyValue,
          defaultMode: fc.oneof(fc.constantFrom('dontAsk', 'bypassPermissions', 'plan', 'yolo'), anyValue),
        },
        { requiredKeys: [] },
      ),
    ),
    env: fc.oneof(anyValue, fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 4 })),
    hooks: hooksValue,
    disableAllHooks: anyValue,
    model: anyValue,
  },
  { requiredKeys: [] },
);
/** JSON text: valid, cut short, or with a character flipped. */
const jsonText = (value: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    value.map((v) => JSON.stringify(v)),
    fc.tuple(value, fc.nat()).map(([v, n]) => {
      const s = JSON.stringify(v) ?? '';
      return s.slice(0, n % (s.length + 1));
    }),
    fc.tuple(value, fc.nat(), fc.constantFrom('"', '}', ',', '\\', '\u0000', '\uFEFF', ']')).map(([v, n, c]) => {
      const s = JSON.stringify(v) ?? '';
      const i = n % (s.length + 1);
      return s.slice(0, i) + c + s.slice(i + 1);
    }),
    fc.string({ maxLength: 80 }),
  );

const HOSTILE_JSON = [
  '{'.repeat(5000),
  '['.repeat(100_000),
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  '{"__proto__":{"polluted":true},"env":{"__proto__":"x","constructor":{"prototype":1}}}',
  '{"hooks":{"__proto__":[{"hooks":[{"type":"command","command":"x"}]}]}}',
  `{"env":{${Array.from({ length: 5000 }, (_, i) => `"K${i}":"v"`).join(',')}}}`,
  `"${'a'.repeat(1_000_000)}"`,
  '\uFEFF{}',
  '{"permissions":{"allow":["Bash(' + '('.repeat(10_000) + ')"]}}',
  '{"hooks":{"PreToolUse":[{"matcher":"' + '(a+)+'.repeat(50) + '$","hooks":[{"type":"command","command":"x"}]}]}}',
];

const YAML_HOSTILE = [
  [
    'a: &a ["x","x","x","x","x","x","x","x","x"]',
    'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
    'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
    'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
    'e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
    'name: bomb',
    'description: d',
  ].join('\n'),
  'name: x\ndescription: *missing',
  `name: deep\ndescription: ${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `name: deepmap\n${Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')}`,
  'name: !!binary aGVsbG8=\ndescription: !!timestamp 2001-12-14',
  'name: !!js/function "function(){}"\ndescription: x',
  '__proto__: {polluted: true}\nname: proto\ndescription: x',
  'name: [a, b]\ndescription: {x: 1}\nallowed-tools: {a: 1}\ntools: 5\nmaxTurns: -1\npermissionMode: yolo',
  `name: x\ndescription: ${'y'.repeat(1_000_000)}`,
  'name: x\ndescription: Use when: you want\nallowed-tools: Bash(rm:*)',
  '<<: *x\nname: y',
  '? [a, b]\n: c\nname: z',
  'name: "unterminated\ndescription: x',
  '\t\tname: tabs',
  '%YAML 1.1\n---\nname: directive',
  'name: x\nname: y\ndescription: dup',
];

describe('parsers under fuzz', { concurrency: true, timeout: 10 * 60_000 }, () => {
  it('settings.json (inline and as a file): never throws, a clear error naming the source', async () => {
    const repo = path.join(dir, 'settings');
    mkdirSync(path.join(repo, '.claude'), { recursive: true });
    const check = async (text: string): Promise<void> => {
      writeFileSync(path.join(repo, '.claude', 'settings.json'), text);
      const fromFile = await boundedAsync('loadRepoSettings(file)', () => loadRepoSettings({ cwd: repo }));
      if (!fromFile.ok)
        assert.ok(
          fromFile.errors.length > 0 && nonEmptyMessages(fromFile.errors) && fromFile.errors.every((e) => e.includes('settings.json')),
          fromFile.errors.join('\n'),
        );
      writeFileSync(path.join(repo, '.claude', 'settings.json'), '{}');
      const inline = `{${text.trimStart().slice(1)}`;
      const fromInput = await boundedAsync('loadRepoSettings(input)', () => loadRepoSettings({ cwd: repo, settingsInput: inline }));
      if (!fromInput.ok) assert.ok(fromInput.errors.length > 0 && nonEmptyMessages(fromInput.errors), fromInput.errors.join('\n'));
    };
    for (const text of HOSTILE_JSON) await check(text);
    await fc.assert(fc.asyncProperty(jsonText(settingsObject), check), { numRuns: 150 });
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution');
  });

  it('hooks config: never throws, every warning names its JSON path', () => {
    fc.assert(
      fc.property(hooksValue, (value) => {
        const parsed = bounded('parseHooksConfig', () => parseHooksConfig(value, 'settings.json'));
        assert.ok(nonEmptyMessages(parsed.warnings) && parsed.warnings.every((e) => e.startsWith('settings.json')), parsed.warnings.join('\n'));
      }),
      { numRuns: 400 },
    );
  });

  it('SKILL.md and agent front matter: never throws; an unusable file is skipped with a warning naming it', () => {
    const check = (text: string): void => {
      for (const doc of [text, `---\n${text}\n---\nBody text.\n`]) {
        bounded('parseFrontmatter', () => parseFrontmatter(doc, 'x.md'));
        const warnings: string[] = [];
        const skill = bounded('parseSkill', () =>
          parseSkill(doc, { dir, file: path.join(dir, 'SKILL.md'), label: '.claude/skills/s/SKILL.md', folderName: 's' }, warnings),
        );
        if (!skill)
          assert.ok(
            warnings.some((w) => w.includes('.claude/skills/s/SKILL.md')),
            `skipped without a word: ${JSON.stringify(doc.slice(0, 200))}`,
          );
        const agentWarnings: string[] = [];
        const agent = bounded('parseAgent', () => parseAgent(doc, '.claude/agents/a.md', agentWarnings));
        if (!agent)
          assert.ok(
            agentWarnings.some((w) => w.includes('.claude/agents/a.md')),
            `skipped without a word: ${JSON.stringify(doc.slice(0, 200))}`,
          );
      }
    };
    for (const text of YAML_HOSTILE) check(text);
    const field = fc
      .tuple(
        fc.constantFrom(
          'name',
          'description',
          'allowed-tools',
          'tools',
          'disallowedTools',
          'model',
          'maxTurns',
          'permissionMode',
          'user-invocable',
          'disable-model-invocation',
          'x',
        ),
        fc.oneof(
          fc.string({ maxLength: 30 }).map((s) => JSON.stringify(s)),
          fc.string({ maxLength: 30 }),
          fc.constantFrom('[a, b]', '{a: 1}', '*x', '&x y', '|', '>', '- a', '~', 'null', '5', 'true', '"a\\u0000b"'),
        ),
      )
      .map(([k, v]) => `${k}: ${v}`);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(field, { maxLength: 8 }).map((l) => l.join('\n')),
          fc.string({ maxLength: 200 }),
        ),
        (text) => check(text),
      ),
      { numRuns: 300 },
    );
  });

  it('.mcp.json and the mcp_config input: never throws; every problem names the source and server', () => {
    const server = fc.record(
      {
        command: fc.oneof(fc.string({ maxLength: 20 }), anyValue),
        args: fc.oneof(
          fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('${HOME}', '${ANTHROPIC_API_KEY}', '${NOPE}', '${X:-d}', '${', '$}')), {
            maxLength: 3,
          }),
          anyValue,
        ),
        env: fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 20 }), anyValue), { maxKeys: 3 }), anyValue),
        type: fc.oneof(fc.constantFrom('stdio', 'http', 'sse', 'ws'), anyValue),
        url: fc.oneof(fc.constantFrom('http://127.0.0.1:1/mcp', 'not a url', 'file:///etc/passwd', 'https://${HOST}/x'), anyValue),
        headers: anyValue,
      },
      { requiredKeys: [] },
    );
    const config = fc.oneof(
      anyValue,
      fc.record(
        {
          mcpServers: fc.oneof(
            anyValue,
            fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constant('__proto__'), fc.constant('')), fc.oneof(server, anyValue), { maxKeys: 3 }),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const env = { HOME: '/home/x', ANTHROPIC_API_KEY: 'secret-key-value', PATH: '/usr/bin' };
    const check = (fileText: string, input: string): void => {
      const parsed = bounded('parseMcpConfig', () => parseMcpConfig({ fileText, input, cwd: dir, env }));
      assert.ok(nonEmptyMessages(parsed.errors) && nonEmptyMessages(parsed.failed.map((f) => f.error)), JSON.stringify(parsed));
      for (const s of parsed.servers) assert.ok(!JSON.stringify(s).includes('secret-key-value'), 'a credential flowed into a server config');
    };
    for (const text of HOSTILE_JSON) check(text, '{}');
    fc.assert(
      fc.property(
        jsonText(config),
        jsonText(config).map((t) => (t.startsWith('{') ? t : `{${t}`)),
        check,
      ),
      { numRuns: 300 },
    );
  });

  it('permission rules: parse or a clear error; decide never throws on what they produce', () => {
    const inputs = fc.oneof(
      anyValue,
      fc.record({ command: fc.string({ maxLength: 60 }), file_path: fc.string({ maxLength: 40 }), path: anyValue, pattern: anyValue }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(
        fc.array(ruleText, { maxLength: 5 }),
        fc.constantFrom('Bash', 'Read', 'Edit', 'Write', 'Glob', 'Grep', 'mcp__srv__tool', 'Unknown'),
        inputs,
        (rules, tool, input) => {
          for (const r of rules) {
            const one = bounded('parseRule', () => parseRule(r, 'allowed_tools'));
            if (!one.ok) assert.ok(one.error.includes('allowed_tools') && one.error.length > 10, one.error);
          }
          const list = bounded('parseRuleList', () => parseRuleList(rules.join(', '), 'allowed_tools'));
          const policy: PermissionPolicy = { mode: 'dontAsk', allow: list.rules, deny: list.rules.slice(0, 1), readOnlyBash: true, workspaceRoot: '/w/repo' };
          const d = bounded('decide', () => decide(policy, tool, input));
          assert.ok(d.behavior === 'allow' || (d.behavior === 'deny' && d.message.length > 10));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('bash splitCommand and decide: never throw, bounded time, whatever the command', () => {
    const shellish = fc.stringMatching(/^[a-z $()`'"\\|&;<>{}[\]*?!#=\n\t~.-]{0,120}$/);
    const hostile = [
      '$('.repeat(5000),
      '`'.repeat(5001),
      '('.repeat(10_000),
      '{ '.repeat(5000),
      "'".repeat(9999),
      '"$('.repeat(3000),
      '<<EOF\n'.repeat(2000),
      `cat <<EOF\n${'x\n'.repeat(50_000)}`,
      'a|'.repeat(20_000),
      `${'echo $((1+'.repeat(2000)}`,
      `x=${'$x'.repeat(10_000)}`,
      'a'.repeat(200_000),
      `${'\\\n'.repeat(10_000)}rm x`,
      'case x in ' + 'a) ;; '.repeat(5000) + 'esac',
      `${'!'.repeat(5000)} x`,
      'f() { f; }; f',
      '\u0000rm\u0000',
    ];
    const policy: PermissionPolicy = {
      mode: 'dontAsk',
      allow: parseRuleList('Bash(npm test:*), Bash(git diff:*)', 'x').rules,
      deny: parseRuleList('Bash(rm:*)', 'y').rules,
      readOnlyBash: true,
      workspaceRoot: '/w/repo',
    };
    const check = (command: string): void => {
      const parsed = bounded('splitCommand', () => splitCommand(command));
      if (!parsed.ok) assert.ok(parsed.reason.length > 3);
      const d = bounded('decide(Bash)', () => decide(policy, 'Bash', { command }));
      assert.ok(d.behavior === 'allow' || d.behavior === 'deny');
      if (/\brm\b/.test(command) && d.behavior === 'allow') assert.fail(`a command with rm was allowed: ${JSON.stringify(command.slice(0, 200))}`);
    };
    for (const command of hostile) check(command);
    fc.assert(fc.property(fc.oneof(shellish, fc.string({ maxLength: 200 })), check), { numRuns: 1500 });
  });

  // Both Grep engines, whatever PATH holds: CI installs ripgrep (.ci/run); a machine without it says so.
  const rgOnPath = findOnPath('rg');
  for (const engine of ['js', 'rg'] as const) {
    it(`model replies through dispatchToolCall (Grep: ${engine} engine): wrong schemas, unknown tools and huge inputs get a clear, capped error, never a throw`, {
      skip: engine === 'rg' && !rgOnPath ? 'ripgrep (rg) is not installed: .ci/run installs it' : false,
    }, async () => {
      const root = path.join(dir, `ws-${engine}`);
      const tempDir = path.join(dir, `tmp-${engine}`);
      mkdirSync(root, { recursive: true });
      mkdirSync(tempDir, { recursive: true });
      writeFileSync(path.join(root, 'a.txt'), 'hello\n');
      const tools = new Map<string, AnyTool>(
        createBuiltinTools({
          workspace: { root, tempDir },
          passEnv: [],
          baseEnv: { PATH: process.env.PATH ?? '' },
          rgPath: engine === 'js' ? null : rgOnPath,
        }).map((t) => [t.name, t]),
      );
      // Bash never runs random text: it is denied after validation, which is what is under test here.
      const deps = {
        tools,
        decide: (name: string) =>
          name === 'Bash'
            ? { behavior: 'deny' as const, message: 'Bash is denied in this test.', decisionType: 'mode' as const }
            : { behavior: 'allow' as const, reason: 'test' },
      };
      const signal = new AbortController().signal;
      let n = 0;
      const check = async (name: string, input: unknown): Promise<void> => {
        const outcome = await boundedAsync(`dispatch ${name}`, () => dispatchToolCall({ id: `toolu_${n++}`, name, input }, deps, signal));
        assert.equal(typeof outcome.result.content, 'string');
        assert.ok(outcome.result.content.length > 0 && outcome.result.content.length < 200_000, `${name}: ${outcome.result.content.length} characters back`);
        if (outcome.result.isError)
          assert.ok(
            outcome.result.content.length <= TOOL_ERROR_MAX_CHARS + 500,
            `${name}: an error of ${outcome.result.content.length} characters is not capped`,
          );
        if (!tools.has(name))
          assert.match(outcome.result.content, /^<tool_use_error>Error: No such tool available: .*Available tools: Bash, Glob, Grep, Read, Edit, Write/s);
        if (outcome.result.isError && tools.has(name) && name !== 'Bash') assert.ok(outcome.result.content.length > 10);
      };
      const huge = 'x'.repeat(5_000_000);
      const fixed: [string, unknown][] = [
        ['Read', undefined],
        ['Read', null],
        ['Read', 'a.txt'],
        ['Read', ['a.txt']],
        ['Read', { file_path: 5 }],
        ['Read', { file_path: 'a.txt', offset: -1 }],
        ['Read', { file_path: 'a.txt', limit: 1e308 }],
        ['Read', { file_path: 'a.txt', extra: true }],
        ['Read', { file_path: huge }],
        ['Write', { file_path: 'big.txt', content: huge }],
        ['Edit', { file_path: 'a.txt', old_string: huge, new_string: '' }],
        ['Edit', { file_path: 'a.txt', old_string: 'hello', new_string: huge }],
        ['Grep', { pattern: huge }],
        ['Grep', { pattern: '(a+)+$', output_mode: 'content' }],
        ['Grep', { pattern: '[', output_mode: 'bogus' }],
        ['Grep', { pattern: 'x', '-A': -5 }],
        ['Glob', { pattern: huge }],
        ['Glob', { pattern: `${'{a,b}'.repeat(30)}` }],
        ['Glob', { pattern: '**/'.repeat(2000) }],
        ['Bash', { command: ['rm', '-rf'] }],
        ['Bash', { command: 'ls', timeout: 'soon' }],
        ['', {}],
        ['read', { file_path: 'a.txt' }],
        ['mcp__x__y', {}],
        ['__proto__', {}],
        ['constructor', {}],
        ['Read\u0000', {}],
        [huge.slice(0, 100_000), {}],
        ['Read', { __proto__: { file_path: 'a.txt' } }],
        ['Read', JSON.parse('{"__proto__": {"file_path": "/etc/passwd"}}') as unknown],
      ];
      for (const [name, input] of fixed) await check(name, input);
      const toolName = fc.oneof(fc.constantFrom('Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash'), fc.string({ maxLength: 12 }));
      const input = fc.oneof(
        fc.anything({ maxDepth: 2 }),
        fc.record(
          {
            file_path: fc.oneof(fc.constantFrom('a.txt', 'new.txt', 'sub/x.txt', '../x'), anyValue),
            content: anyValue,
            old_string: anyValue,
            new_string: anyValue,
            pattern: fc.oneof(fc.string({ maxLength: 20 }), anyValue),
            path: anyValue,
            command: anyValue,
            offset: anyValue,
            limit: anyValue,
            output_mode: anyValue,
            glob: anyValue,
          },
          { requiredKeys: [] },
        ),
      );
      await fc.assert(fc.asyncProperty(toolName, input, check), { numRuns: 300 });
    });
  }
});
